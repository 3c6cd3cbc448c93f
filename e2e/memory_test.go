package e2e

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Problems larger than one GPU (issue 21): programs whose arrays total three
// times one simulated device's memory (MGPU_DEVICE_MEMORY) run on four such
// devices, each holding the pages its parts touch (partial instances,
// MGPU_MEMORY's default for buffers this large), and give the bits of a
// run on one device without the limit; one device with the limit cannot
// allocate them.

// TestHotspotLargerThanOneDevice: hotspot's three 256 x 256 grids (768 KiB)
// on devices of 256 KiB. Each of four holds a quarter of each grid and the
// pages of its halo rows.
func TestHotspotLargerThanOneDevice(t *testing.T) {
	require.NoError(t, installErr)
	exe := filepath.Join(t.TempDir(), "hotspot")
	compile(t, filepath.Join(RepoRoot(), "examples", "hotspot", "hotspot.cu"), exe, "-O2")
	args := []string{"--check", "--size", "256", "--iters", "4"}
	const limit = 256 << 10
	want := runProgram(t, exe, 1, args...)
	r := runProgramEnv(t, exe, 4, []string{fmt.Sprintf("MGPU_DEVICE_MEMORY=%d", limit)}, args...)
	assert.Equal(t, want.checksum, r.checksum)
	assert.Equal(t, 3, r.stats.Memory.PartialBuffers)
	require.Len(t, r.stats.Memory.PeakBytes, 4)
	const quarter, halo = 64 << 10, 4 << 10 // 64 rows of 1 KiB; a page of 4 rows per halo row
	for d, peak := range r.stats.Memory.PeakBytes {
		assert.GreaterOrEqual(t, peak, int64(3*quarter), "device %d", d)
		assert.LessOrEqual(t, peak, int64(3*(quarter+2*halo)), "device %d holds its quarters and halo pages", d)
	}

	out := runOutOfMemory(t, exe, 1, limit, args...)
	assert.Contains(t, out, "Malloc(&d_out, bytes): out of memory", "the second grid does not fit")
	assert.Contains(t, out, "allocating 262144 bytes on device 0: 262144 bytes in use of the device's 262144")
}

// TestNbodyLargerThanOneDevice: an n-body's positions, velocities and
// accelerations (2048 bodies, 32 KiB each) on devices of 32 KiB.
//
// The all-pairs n-body of examples/nbody cannot run so by construction:
// every part of its acceleration kernel reads every position, so each
// device needs the whole position array (a third of the arrays, all of a
// device) and its share of the other two at once; the launch fails with
// cudaErrorMemoryAllocation naming the device, the buffer and the sizes.
// nbodychunks reads the positions a chunk per launch, as an n-body
// larger than a GPU does, so a device needs its quarter of each array and
// a chunk (28 KiB), and gives back the pages of chunks read before, which
// their owners hold too, as later chunks need room.
func TestNbodyLargerThanOneDevice(t *testing.T) {
	require.NoError(t, installErr)
	dir := t.TempDir()
	exe := filepath.Join(dir, "nbodychunks")
	compile(t, filepath.Join(RepoRoot(), "testdata", "e2e", "nbodychunks.cu"), exe, "-O2")
	args := []string{"2048", "2", "256"} // bodies, steps, bodies per chunk (4 KiB, a page)
	const limit = 32 << 10
	want := runProgram(t, exe, 1, args...)
	r := runProgramEnv(t, exe, 4, []string{fmt.Sprintf("MGPU_DEVICE_MEMORY=%d", limit)}, args...)
	assert.Equal(t, want.checksum, r.checksum)
	assert.Equal(t, 3, r.stats.Memory.PartialBuffers)
	require.Len(t, r.stats.Memory.PeakBytes, 4)
	for d, peak := range r.stats.Memory.PeakBytes {
		assert.GreaterOrEqual(t, peak, int64(3*8<<10+4<<10), "device %d: its quarters and a chunk", d)
		assert.LessOrEqual(t, peak, int64(limit), "device %d", d)
	}
	assert.Greater(t, r.stats.Memory.ReclaimedBytes, int64(0), "chunks read before were given back")
	out := runOutOfMemory(t, exe, 1, limit, args...)
	assert.Contains(t, out, "allocating 32768 bytes on device 0: 32768 bytes in use of the device's 32768")

	allPairs := filepath.Join(dir, "nbody")
	compile(t, filepath.Join(RepoRoot(), "examples", "nbody", "nbody.cu"), allPairs, "-O2")
	out = runOutOfMemory(t, allPairs, 4, limit, "--check", "--size", "2048", "--iters", "1")
	assert.Regexp(t, `launch of nbody_accel\(.*\), its part on device \d: device \d has no memory for \d+ bytes of the 32768-byte buffer at 0x[0-9a-f]+ that its work needs`, out)
}

// runOutOfMemory runs exe on n simulated devices of limit bytes each and
// checks that it stops with cudaErrorMemoryAllocation, the runtime's
// message naming what did not fit; it returns the output.
func runOutOfMemory(t *testing.T, exe string, n int, limit int64, args ...string) string {
	t.Helper()
	cmd := exec.Command(exe, args...)
	cmd.Env = append(os.Environ(), "MGPU_BACKEND=sim", fmt.Sprintf("MGPU_DEVICES=%d", n), fmt.Sprintf("MGPU_DEVICE_MEMORY=%d", limit))
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit, "%d devices of %d bytes: %s", n, limit, out)
	require.Contains(t, string(out), "mgpu: cudaErrorMemoryAllocation: ", "%d devices of %d bytes", n, limit)
	assert.NotContains(t, string(out), "check: PASS")
	assert.False(t, strings.Contains(string(out), "panic"), "%s", out)
	return string(out)
}
