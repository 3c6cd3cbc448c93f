package main

import (
	"testing"

	"github.com/stretchr/testify/require"

	"mgpucc/mgpu"
)

// TestFastestLaunches: each launch is timed at its fastest run, so that a
// launch one run's scheduler lengthened is not the longest, while one
// long in every run is; a kernel's first launch counts only in the
// longest of all.
func TestFastestLaunches(t *testing.T) {
	run := func(a, b []int64) mgpu.Stats {
		return mgpu.Stats{Kernels: []mgpu.KernelStats{{Name: "a(int)", Mangled: "a", LaunchNS: a}, {Name: "b(int)", Mangled: "b", LaunchNS: b}}}
	}
	runs := []mgpu.Stats{
		run([]int64{900, 10, 500, 12}, []int64{40, 30}),
		run([]int64{800, 700, 11, 13}, []int64{50, 35}),
		run([]int64{950, 12, 10, 400}, []int64{45, 33, 99}), // b's third launch in one run only
	}
	longest, later, which := fastestLaunches(runs)
	require.Equal(t, int64(800), longest, "a's first launch, at its fastest")
	require.Equal(t, int64(30), later, "b's second launch, long in every run")
	require.Equal(t, "b #1", which)
	runs[0].Kernels[0].LaunchNS, runs[0].Kernels[1].LaunchNS = []int64{5}, []int64{7}
	_, later, which = fastestLaunches(runs[:1])
	require.Equal(t, int64(0), later)
	require.Equal(t, "-", which, "first launches only")
}

// TestFastestFirsts: each kernel's first launch at its fastest run, the
// longest of those; later launches do not count.
func TestFastestFirsts(t *testing.T) {
	run := func(a, b []int64) mgpu.Stats {
		return mgpu.Stats{Kernels: []mgpu.KernelStats{{Mangled: "a", LaunchNS: a}, {Mangled: "b", LaunchNS: b}}}
	}
	runs := []mgpu.Stats{run([]int64{90, 900}, []int64{70}), run([]int64{60, 10}, []int64{80}), run(nil, []int64{75})}
	require.Equal(t, int64(70), fastestFirsts(runs), "b's first launch at its fastest, 70; a's 60")
	require.Zero(t, fastestFirsts(nil))
}

// TestTimeShares: the shares of the kernels' runtime spent enumerating
// plans and bringing inputs, in percent.
func TestTimeShares(t *testing.T) {
	st := mgpu.Stats{Kernels: []mgpu.KernelStats{
		{PlanNS: 10, GatherNS: 30, RuntimeNS: 100},
		{PlanNS: 0, GatherNS: 50, RuntimeNS: 100},
	}}
	require.Equal(t, "5, 40", timeShares(st))
	require.Equal(t, "-", timeShares(mgpu.Stats{}))
}
