package scaling

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzReadTrace feeds ReadTrace files it did not write and replays what it
// accepts: neither may panic.
func FuzzReadTrace(f *testing.F) {
	f.Add(`{"traceEvents": [{"name": "k(int)", "cat": "kernel", "ph": "X", "ts": 1, "dur": 1, "tid": 1, "args": {"blocks_min_zyx": [0,0,0], "blocks_max_zyx": [1,1,4]}},
 {"name": "peer copy", "cat": "copy", "ph": "X", "ts": 3, "dur": 1, "tid": 0, "args": {"bytes": 64, "from_device": 1}}]}`)
	f.Add(`{"traceEvents": [{"name": "host to device", "cat": "copy", "ph": "X", "ts": 0, "tid": 2, "args": {"bytes": 1e9}}]}`)
	f.Fuzz(func(t *testing.T, data string) {
		path := filepath.Join(t.TempDir(), "trace.json")
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		ops, err := ReadTrace(path)
		if err != nil {
			return
		}
		Steady(ops)
		topo := twoSwitches(t)
		kt := FromTrace(ops, topo.GPU)
		for _, o := range []Options{{Region: Program}, {Region: Kernels, Ordering: Writes}} {
			Replay(ops, topo, kt, o)
		}
	})
}
