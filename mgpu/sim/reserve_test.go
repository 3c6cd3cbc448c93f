package sim

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReservations: only mapped pages of a reservation are memory; pages
// mapped side by side are one run that copies cross; unmapping a page in
// the middle splits it and keeps the rest; mapped bytes count against the
// memory limit; releasing gives everything back.
func TestReservations(t *testing.T) {
	const page = 4096
	d := NewDevice(0, Options{MemLimit: 5 * page, PageSize: page})
	require.Equal(t, int64(page), d.PageSize())
	base, err := d.Reserve(10*page - 100)
	require.NoError(t, err)
	assert.Zero(t, base%page, "page aligned")
	assert.Zero(t, d.Used(), "reserved addresses are not memory")

	buf := make([]byte, 16)
	assert.ErrorContains(t, d.Read(base, buf), "outside every allocation", "nothing mapped yet")
	require.NoError(t, d.Map(base+2*page, page))
	require.NoError(t, d.Map(base+4*page, 2*page))
	require.NoError(t, d.Write(base+2*page, []byte("two")))
	require.NoError(t, d.Write(base+5*page, []byte("five")))
	assert.ErrorContains(t, d.Write(base+3*page-2, []byte("gap!")), "outside every allocation", "page 3 is not mapped")
	require.NoError(t, d.Map(base+3*page, page))
	require.NoError(t, d.Write(base+3*page-2, []byte("join")), "pages 2 to 5 are one run now")
	require.NoError(t, d.Read(base+2*page, buf[:3]))
	assert.Equal(t, "two", string(buf[:3]), "joining kept the bytes")
	assert.Equal(t, int64(4*page), d.Used())

	err = d.Map(base+6*page, 2*page)
	require.True(t, errors.Is(err, ErrOutOfMemory), "%v", err)
	assert.ErrorContains(t, d.Map(base+5*page, page), "mapped already")
	assert.ErrorContains(t, d.Map(base+page+1, page), "not whole pages")
	assert.ErrorContains(t, d.Map(base+9*page, 2*page), "not inside one reservation")

	require.NoError(t, d.Unmap(base+3*page, page))
	assert.ErrorContains(t, d.Read(base+3*page, buf[:1]), "outside every allocation")
	require.NoError(t, d.Read(base+5*page, buf[:4]))
	assert.Equal(t, "five", string(buf[:4]), "the pages after the hole kept their bytes")
	require.NoError(t, d.Read(base+3*page-2, buf[:2]))
	assert.Equal(t, "jo", string(buf[:2]))
	assert.ErrorContains(t, d.Unmap(base+3*page, page), "not all mapped")
	assert.ErrorContains(t, d.Free(base+2*page), "release the reservation")

	other := NewDevice(1, Options{PageSize: page})
	ob, err := other.Reserve(page)
	require.NoError(t, err)
	require.NoError(t, other.Map(ob, page))
	require.NoError(t, other.CopyFrom(ob, d, base+5*page, 4), "a peer copy from mapped pages")
	require.NoError(t, other.Read(ob, buf[:4]))
	assert.Equal(t, "five", string(buf[:4]))

	require.NoError(t, d.Release(base))
	assert.Zero(t, d.Used())
	assert.ErrorContains(t, d.Read(base+5*page, buf[:1]), "outside every allocation")
	assert.ErrorContains(t, d.Release(base), "not a reservation")
	p, err := d.Malloc(100)
	require.NoError(t, err)
	assert.Greater(t, p, base+10*page, "addresses are never reused")
}
