package mgpu

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSimCopyPeer2D copies columns and sub-rectangles of a 16x64-byte
// row-major matrix between simulated devices and within one: exactly the
// bytes inside the rectangle change.
func TestSimCopyPeer2D(t *testing.T) {
	const pitch, rows = 64, 16
	for _, tc := range []struct {
		name             string
		srcDev, dstDev   int
		srcOff, dstOff   int64 // the rectangle's first byte in each matrix
		width, height    int64
		wantBytesChanged int64
	}{
		{name: "column", srcDev: 0, dstDev: 1, srcOff: 8, dstOff: 8, width: 4, height: rows, wantBytesChanged: 4 * rows},
		{name: "sub-rectangle", srcDev: 1, dstDev: 0, srcOff: 3*pitch + 10, dstOff: 3*pitch + 10, width: 20, height: 5, wantBytesChanged: 100},
		{name: "moved within a device", srcDev: 1, dstDev: 1, srcOff: 0, dstOff: 2*pitch + 40, width: 24, height: 6, wantBytesChanged: 144},
		{name: "whole rows", srcDev: 0, dstDev: 1, srcOff: 2 * pitch, dstOff: 2 * pitch, width: pitch, height: 3, wantBytesChanged: 3 * pitch},
		{name: "empty", srcDev: 0, dstDev: 1, width: 4, height: 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := NewSimBackend(2, simOptions())
			defer b.Close()
			src := make([]byte, pitch*rows)
			for i := range src {
				src[i] = byte(i%251 + 1)
			}
			var mats [2]DevPtr
			for dev := range mats {
				var err error
				mats[dev], err = b.Malloc(dev, pitch*rows)
				require.NoError(t, err)
			}
			require.NoError(t, b.Write(tc.srcDev, mats[tc.srcDev], src))
			if tc.dstDev != tc.srcDev {
				require.NoError(t, b.Write(tc.dstDev, mats[tc.dstDev], bytes.Repeat([]byte{0}, pitch*rows)))
			}
			before := make([]byte, pitch*rows)
			require.NoError(t, b.Read(tc.dstDev, mats[tc.dstDev], before))

			require.NoError(t, b.CopyPeer2D(tc.dstDev, mats[tc.dstDev]+DevPtr(tc.dstOff), tc.srcDev, mats[tc.srcDev]+DevPtr(tc.srcOff), tc.width, pitch, tc.height))

			want := append([]byte(nil), before...)
			for r := int64(0); r < tc.height; r++ {
				copy(want[tc.dstOff+r*pitch:][:tc.width], src[tc.srcOff+r*pitch:][:tc.width])
			}
			got := make([]byte, pitch*rows)
			require.NoError(t, b.Read(tc.dstDev, mats[tc.dstDev], got))
			assert.Equal(t, want, got)
			var changed int64
			for i := range got {
				if got[i] != before[i] {
					changed++
				}
			}
			assert.Equal(t, tc.wantBytesChanged, changed, "the source has no zero byte, so every copied byte changes")
			if tc.srcDev != tc.dstDev {
				after := make([]byte, pitch*rows)
				require.NoError(t, b.Read(tc.srcDev, mats[tc.srcDev], after))
				assert.Equal(t, src, after, "the source is unchanged")
			}
		})
	}
}

func TestSimCopyPeer2DErrors(t *testing.T) {
	b := NewSimBackend(2, simOptions())
	defer b.Close()
	p0, err := b.Malloc(0, 256)
	require.NoError(t, err)
	p1, err := b.Malloc(1, 256)
	require.NoError(t, err)
	assert.ErrorContains(t, b.CopyPeer2D(1, p1, 0, p0, 32, 16, 2), "rows overlap")
	assert.ErrorContains(t, b.CopyPeer2D(1, p1, 0, p0, 16, 64, 5), "row 4 of 5", "the last row runs past the allocation")
}
