package scaling

import (
	"fmt"
	"slices"
	"strings"
)

// The kernel times of a replay come from one GPU: measured (a trace of a
// one-GPU run whose kernel durations are the GPU's, or a time per launch)
// or estimated (a roofline from each launch's bytes and operations). All
// are turned into seconds per thread block of the launches the program
// makes at the study's arguments.

// FromTrace takes each kernel's time per block on GPU g from a one-GPU
// trace whose kernel durations are GPU times: the times the GPU gave
// (Op.GPU) where the trace has them, else the events' durations, less
// the GPU's kernel start, over the blocks they take (GPU.Blocks).
func FromTrace(ops []Op, g GPU) KernelTimes {
	dur, blocks := map[string]float64{}, map[string]float64{}
	for _, op := range ops {
		if op.Kind == Kernel && op.Blocks > 0 {
			d := op.Dur
			if op.GPU > 0 {
				d = op.GPU
			}
			dur[op.Name] += g.BlocksTime(d)
			blocks[op.Name] += g.Blocks(op.Blocks)
		}
	}
	kt := KernelTimes{}
	for n, d := range dur {
		kt[n] = d / blocks[n]
	}
	return kt
}

// PerLaunch turns each kernel's one-GPU seconds per launch of its blocks
// (without the kernel's start) into seconds per block of its launches in
// ops (a one-device trace of the study's run: a launch there is the whole
// grid) on GPU g.
func PerLaunch(ops []Op, seconds map[string]float64, g GPU) (KernelTimes, error) {
	kt := KernelTimes{}
	for _, op := range ops {
		s, ok := seconds[op.Name]
		if op.Kind != Kernel || !ok {
			continue
		}
		if _, done := kt[op.Name]; !done && op.Grid > 0 {
			kt[op.Name] = s / g.Blocks(op.Grid)
		}
	}
	for n := range seconds {
		if _, ok := kt[n]; !ok {
			return nil, fmt.Errorf("kernel %s is not launched by the program", n)
		}
	}
	return kt, nil
}

// Missing lists the kernels of ops that kt has no time for.
func Missing(ops []Op, kt KernelTimes) []string {
	var out []string
	seen := map[string]bool{}
	for _, op := range ops {
		if _, ok := kt[op.Name]; op.Kind == Kernel && !ok && !seen[op.Name] {
			seen[op.Name] = true
			out = append(out, op.Name)
		}
	}
	return out
}

// Calibrate scales kt so that the replay of ops (the one-device trace)
// takes measured seconds: the kernel times are what a one-GPU
// measurement of the whole program pins down, the rest of the replay
// (host, copies) stays as modelled. Replay time is linear in the kernel
// times while one GPU is busy all along, so one step finds the factor,
// which is returned too: the kernels' measured time over the estimate's.
func Calibrate(ops []Op, t *Topology, kt KernelTimes, o Options, measured float64) (KernelTimes, float64, error) {
	zero := KernelTimes{}
	for n := range kt {
		zero[n] = 0
	}
	rest, err := Replay(ops, t, zero, o)
	if err != nil {
		return nil, 0, err
	}
	full, err := Replay(ops, t, kt, o)
	if err != nil {
		return nil, 0, err
	}
	k := full.Seconds - rest.Seconds
	if k <= 0 || measured <= rest.Seconds {
		return nil, 0, fmt.Errorf("a measured %.3f ms leaves no time for kernels (the rest of the one-device replay takes %.3f ms)", measured*1e3, rest.Seconds*1e3)
	}
	f := (measured - rest.Seconds) / k
	return kt.Scaled(f), f, nil
}

// Scaled is kt with every time multiplied by f.
func (kt KernelTimes) Scaled(f float64) KernelTimes {
	out := KernelTimes{}
	for n, s := range kt {
		out[n] = s * f
	}
	return out
}

// Env is kt on GPU g as MGPU_KERNEL_TIMES ("name=us_per_block,...", by
// name, then ";SMS,KERNEL_START_US" where g states either), the kernel
// times a traced run's runtime decides with; "" for none.
func (kt KernelTimes) Env(g GPU) string {
	if len(kt) == 0 {
		return ""
	}
	var fields []string
	for n, s := range kt {
		fields = append(fields, fmt.Sprintf("%s=%g", n, s*1e6))
	}
	slices.Sort(fields)
	env := strings.Join(fields, ",")
	if g.SMs > 0 || g.KernelStart > 0 {
		env += fmt.Sprintf(";%d,%g", g.SMs, g.KernelStart)
	}
	return env
}
