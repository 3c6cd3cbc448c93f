package e2e

import (
	"encoding/json"
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
	assert.Zero(t, r.stats.Memory.SpilledBytes, "only copies of chunks, which their owners keep")
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

// halfMemoryDevices is how many simulated devices the corpus runs on with
// each device's memory half the program's largest buffer
// (MGPU_DEVICE_MEMORY), in pages of halfMemoryPage bytes (MGPU_SIM_PAGE:
// the corpus's buffers are a few KiB, a few pages of a GPU's proportions).
const halfMemoryDevices, halfMemoryPage = 4, 256

// fitsInHalf are the corpus programs that run so at their test sizes: their
// buffers together fit the devices (twice the largest), with room for
// each part of each launch on its device. The others stop with
// cudaErrorMemoryAllocation, by construction: in 27 the buffers take more
// than twice the largest (three alike, as matmul's; cudaMalloc refuses);
// in 4 a kernel runs unsplit, needing all it touches on device 0
// (bighelper, devicefunc, deviceglobal; smallgrid's grid of fewer blocks
// than devices); in the other 25 a part needs more than its device has
// left, the buffers filling the devices to within a part: two grids alike
// fill them exactly, with no room for halo rows (stencil1d, stencil2d,
// heat), and parts read whole arrays (atax_bicg's vector, blur's clamped
// rows of a small image, a texture's memory on every device).
var fitsInHalf = map[string]bool{"conditional": true, "raii": true, "reduction": true, "roundtrip": true, "streams": true, "structs": true}

// checkHalfMemory runs the corpus program exe on 4 simulated devices with
// half the memory of its largest buffer each: it gives the 1-device
// checksum want, each device using at most that much, or stops with
// cudaErrorMemoryAllocation naming the device and the sizes; never a
// crash or a wrong result.
func checkHalfMemory(t *testing.T, p program, exe, want string, largest int64) {
	t.Helper()
	limit := max(largest/2, 1)
	statsFile := filepath.Join(t.TempDir(), "stats.json")
	cmd := exec.Command(exe, p.args...)
	cmd.Env = append(os.Environ(), "MGPU_BACKEND=sim", fmt.Sprintf("MGPU_DEVICES=%d", halfMemoryDevices), "MGPU_STATS="+statsFile,
		fmt.Sprintf("MGPU_DEVICE_MEMORY=%d", limit), fmt.Sprintf("MGPU_SIM_PAGE=%d", halfMemoryPage))
	out, err := cmd.CombinedOutput()
	what := fmt.Sprintf("%d devices of %d bytes, half the largest buffer", halfMemoryDevices, limit)
	if err != nil {
		assert.False(t, fitsInHalf[p.name], "%s: %s", what, out)
		assert.Regexp(t, `mgpu: cudaErrorMemoryAllocation: .*(allocating \d+ bytes|device \d has no memory for \d+ bytes of the \d+-byte buffer)`, string(out), what)
		assert.NotContains(t, string(out), "panic", what)
		return
	}
	assert.Contains(t, string(out), "check: PASS", what)
	m := checksumRE.FindStringSubmatch(string(out))
	require.NotNil(t, m, "%s: no checksum line:\n%s", what, out)
	assert.Equal(t, want, m[1], "%s: output differs from 1 device", what)
	data, err := os.ReadFile(statsFile)
	require.NoError(t, err, what)
	var s stats
	require.NoError(t, json.Unmarshal(data, &s), "%s", data)
	for d, peak := range s.Memory.PeakBytes {
		assert.LessOrEqual(t, peak, limit, "%s: device %d", what, d)
	}
}
