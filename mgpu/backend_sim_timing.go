package mgpu

import "time"

// simOpsPerSecond is the throughput of the modelled GPU the simulator
// stands for: thread-level operations (about one per IR instruction a
// thread executes, sim.Module.Instructions) per second, the order of a
// data-centre GPU's integer throughput. It gives the adaptive split
// (adaptive.go) a kernel time on the simulator, where wall time measures
// the interpreter, not a GPU.
const simOpsPerSecond = 1e12

// simClock keeps the modelled time of each kernel's last launch.
type simClock struct {
	last map[string]kernelTiming // by kernel name
	seq  uint64
}

// ran records a launch of kernel that executed ops operations over grid.
func (c *simClock) ran(kernel string, ops int64, grid Dim3) {
	if c.last == nil {
		c.last = map[string]kernelTiming{}
	}
	c.seq++
	c.last[kernel] = kernelTiming{Time: time.Duration(float64(ops) / simOpsPerSecond * 1e9), Blocks: blocksOf(grid), Seq: c.seq}
}

// TimeKernels does nothing: counting operations costs nothing.
func (b *simBackend) TimeKernels() {}

// Floor is none: the modelled time counts each block's instructions.
func (b *simBackend) Floor() kernelFloor { return kernelFloor{} }

// KernelTime returns the modelled time of kernel's last launch.
func (b *simBackend) KernelTime(kernel string) (kernelTiming, bool) {
	t, ok := b.clock.last[kernel]
	return t, ok
}
