package e2e

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mgpucc/mgpu/cuda/standin"
)

// standInDriver builds mgpu/cuda's stand-in driver (two fake GPUs: a
// 9.0 and an 8.6) as libcuda.so.1 in a fresh folder, which it returns:
// LD_LIBRARY_PATH there finds it.
func standInDriver(t *testing.T) string {
	dir := t.TempDir()
	_, err := standin.Build(dir, "libcuda.so.1")
	require.NoError(t, err)
	return dir
}

// TestMachineCodeLoaded: a program built with -arch=sm_90 runs the
// machine code ptxas made on the GPU it was made for (the stand-in's
// 9.0), and the PTX on another (its 8.6), and MGPU_STATS says which each
// device loaded and how long it took, as MGPU_TRACE's load events do;
// the result is the simulator's. In CI (CI set) a missing ptxas fails the
// test: build.sh fetches it there.
func TestMachineCodeLoaded(t *testing.T) {
	require.NoError(t, installErr)
	needPTXAS(t)
	dir := standInDriver(t)
	exe := filepath.Join(dir, "smooth")
	compile(t, filepath.Join(standin.Dir(), "smooth.cu"), exe, "-O2", "-arch=sm_90")
	statsFile, traceFile := filepath.Join(dir, "stats.json"), filepath.Join(dir, "trace.json")
	cmd := exec.Command(exe)
	cmd.Env = append(os.Environ(), "LD_LIBRARY_PATH="+dir, "MGPU_BACKEND=cuda", "MGPU_DEVICES=0,1", "MGPU_SPLIT=always",
		"MGPU_STATS="+statsFile, "MGPU_TRACE="+traceFile)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
	m := checksumRE.FindStringSubmatch(string(out))
	require.NotNil(t, m, "%s", out)
	assert.Equal(t, runProgram(t, exe, 1).checksum, m[1])
	data, err := os.ReadFile(statsFile)
	require.NoError(t, err)
	var s struct {
		Code []struct {
			Device int     `json:"device"`
			Image  int     `json:"image"`
			Code   string  `json:"code"`
			LoadMS float64 `json:"load_ms"`
		} `json:"code"`
	}
	require.NoError(t, json.Unmarshal(data, &s), "%s", data)
	require.Len(t, s.Code, 2, "%s", data)
	data, err = os.ReadFile(traceFile)
	require.NoError(t, err)
	var trace struct {
		Events []struct {
			Name string         `json:"name"`
			Cat  string         `json:"cat"`
			TID  int            `json:"tid"`
			Dur  float64        `json:"dur"`
			Args map[string]any `json:"args"`
		} `json:"traceEvents"`
	}
	require.NoError(t, json.Unmarshal(data, &trace))
	loads := map[int]string{}
	for _, e := range trace.Events {
		if e.Cat == "load" {
			assert.Equal(t, "load code", e.Name)
			assert.Positive(t, e.Dur)
			loads[e.TID], _ = e.Args["code"].(string)
		}
	}
	for d, want := range []string{"sm_90 machine code", "PTX compiled by the driver"} {
		c := s.Code[d]
		assert.Equal(t, d, c.Device)
		assert.Zero(t, c.Image)
		assert.Equal(t, want, c.Code, "device %d", d)
		assert.Positive(t, c.LoadMS, "device %d", d)
		assert.Equal(t, want, loads[d], "device %d's load event", d)
	}
}
