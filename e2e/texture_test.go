package e2e

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTextureFetchHalo runs the stencils of testdata/e2e/texheat.cu, which
// read through texture objects, on 2, 3 and 4 simulated GPUs with the
// oracle of needed peer bytes: each split launch runs on every device and
// moves exactly the bytes its parts fetch that another device wrote (the
// halo rows of the heat step, the texels either side of the smoothing's
// parts, the rows the shifted fetch reads below its part (of an image the
// devices made), the rows two up
// of a fetch through a handle in a struct), not the whole texture; the sampler over normalised coordinates, which the maps do not
// describe, runs on one GPU and says why.
func TestTextureFetchHalo(t *testing.T) {
	require.NoError(t, installErr)
	exe := filepath.Join(t.TempDir(), "texheat")
	compile(t, filepath.Join(RepoRoot(), "testdata", "e2e", "texheat.cu"), exe, "-O2")
	for _, n := range []int{2, 3, 4} {
		seen := map[string]bool{}
		for _, k := range runProgramEnv(t, exe, n, []string{"MGPU_ORACLE=1"}).stats.Kernels {
			name := baseName(k.Name)
			seen[name] = true
			if name == "pairsOf" { // writes the image shifted reads, reads nothing
				continue
			}
			if name == "sample" {
				assert.Equal(t, "none", k.Split, "%d devices", n)
				assert.Contains(t, k.Reason, "normalised coordinates", "%d devices", n)
				continue
			}
			assert.NotEqual(t, "none", k.Split, "%d devices: %s: %s", n, name, k.Reason)
			assert.Equal(t, n, k.Devices, "%d devices: %s", n, name)
			assert.Positive(t, k.NeedBytes, "%d devices: %s needs no peer bytes: the test shows nothing", n, name)
			assert.Equal(t, k.NeedBytes, k.PeerBytes, "%d devices: %s moved %d peer bytes, its parts needed %d", n, name, k.PeerBytes, k.NeedBytes)
		}
		for _, name := range []string{"heat", "smooth", "shifted", "framed", "sample"} {
			assert.True(t, seen[name], "%d devices: %s never ran", n, name)
		}
	}
}

// TestTextureLinearFilterUnsplit runs testdata/e2e/texfilter.cu on 3
// simulated GPUs: its launches through textures with linear filtering run
// on one GPU and say why (the warp's texture has only that against it),
// the kernels around them split.
func TestTextureLinearFilterUnsplit(t *testing.T) {
	require.NoError(t, installErr)
	exe := filepath.Join(t.TempDir(), "texfilter")
	compile(t, filepath.Join(RepoRoot(), "testdata", "e2e", "texfilter.cu"), exe, "-O2")
	s := runProgram(t, exe, 3).stats
	for name, split := range map[string]string{"fill": "y", "scale": "x", "downscale": "none", "warp": "none"} {
		k := s.kernel(name)
		require.NotNil(t, k, name)
		assert.Equal(t, split, k.Split, "%s: %s", name, k.Reason)
	}
	assert.Contains(t, s.kernel("downscale").Reason, "normalised coordinates")
	assert.Contains(t, s.kernel("warp").Reason, "linear filtering")
}
