package mgpu

import (
	"encoding/binary"
	"io"
)

// Warm runs the launch path once before the program's first launch, on a
// throwaway runtime of as many null devices as rt has (unless
// MGPU_DEBUG=nowarm): a made-up time-stepped stencil, planned anew at
// every step, its halos copied between the devices. A process's first
// launch otherwise runs that code and allocates its sizes for the first
// time: page faults and cold caches took 50-60 µs of it (a second plan of
// fdtd2d's first launch took 3.6 µs where the first took 52-65 µs), which
// no later launch pays. The warm-up takes 0.1-0.2 ms once, where the
// runtime starts (compiled programs: capi, at their first CUDA call). It
// touches nothing of rt's; where it fails, the first launch only runs cold.
func (rt *Runtime) Warm() {
	if !rt.debug.noWarm {
		warm(rt.ndev)
	}
}

// warmSteps is how many steps the warm-up runs: the first finds the
// buffers on the host, the others copy halos between the devices.
const warmSteps = 4

// warm runs the warm-up on devices null devices and returns its
// statistics.
func warm(devices int) (Stats, error) {
	rt, err := New(Config{Backend: NewNullBackend(devices), Log: io.Discard})
	if err != nil {
		return Stats{}, err
	}
	defer rt.Close()
	d := warmStencil()
	img := rt.AddImage(nil)
	if err := rt.RegisterKernel(d, true); err != nil {
		return Stats{}, err
	}
	const n = 64
	var bufs [2]DevPtr
	host := make([]byte, 4*n*n)
	for i := range bufs {
		if bufs[i], err = rt.Malloc(int64(len(host))); err != nil {
			return Stats{}, err
		}
		if err := rt.MemcpyHtoD(bufs[i], host); err != nil {
			return Stats{}, err
		}
	}
	arg := func(v uint64, size int) []byte { return binary.LittleEndian.AppendUint64(nil, v)[:size] }
	for t := range warmSteps {
		in, out := bufs[t%2], bufs[1-t%2]
		lc := LaunchConfig{Image: img, Kernel: d.Mangled, Grid: Dim3{n / 16, n / 4, 1}, Block: Dim3{16, 4, 1},
			Args: [][]byte{arg(uint64(out), 8), arg(uint64(in), 8), arg(n, 4), arg(uint64(t), 4)}}
		if err := rt.Launch(lc); err != nil {
			return Stats{}, err
		}
	}
	if err := rt.MemcpyDtoH(host, bufs[0]); err != nil {
		return Stats{}, err
	}
	return rt.Stats(), nil
}

// warmStencil describes warm(float *out, const float *in, int n, int t):
// thread (x, y) writes out[y][x] from in's rows y-1..y+1, from row t on,
// split along y.
func warmStencil() *KernelDesc {
	rows := func(box *[12]int64, s []int64, before, after int64) (lo, hi int64) {
		n, bd := s[0], box[boxBlockDim+1]
		lo, hi = max(box[boxMin+1]*bd-before, s[1], 0), min(box[boxMax+1]*bd+after, n)
		return lo, hi
	}
	spans := func(before, after int64) SpanFunc {
		return func(box *[12]int64, s []int64, out []Span) int64 {
			lo, hi := rows(box, s, before, after)
			if lo >= hi {
				return 0
			}
			if len(out) > 0 {
				out[0] = Span{lo * s[0], lo*s[0] + s[0], s[0], hi - lo}
			}
			return 1
		}
	}
	ranges := func(box *[12]int64, s []int64, out []Range) int64 {
		lo, hi := rows(box, s, 1, 1)
		count := int64(0)
		for i := lo; i < hi; i++ {
			if count < int64(len(out)) {
				out[count] = Range{i * s[0], (i + 1) * s[0]}
			}
			count++
		}
		return count
	}
	ptr := func(read, write Access) Param {
		return Param{Kind: ParamPointer, Size: 8, ElemSize: 4, ScalarSlot: -1, Read: read, Write: write}
	}
	scalar := func(slot int) Param { return Param{Kind: ParamScalar, Size: 4, ScalarSlot: slot, Signed: true} }
	return &KernelDesc{
		Mangled: "_Z4warmPfPKfii", Name: "warm", Partitioned: "warm_part", Split: SplitY,
		Params: []Param{
			ptr(Access{}, Access{Pattern: AccessSpans, Spans: spans(0, 0)}),
			ptr(Access{Pattern: AccessEnum, Enum: ranges}, Access{}),
			scalar(0), scalar(1),
		},
	}
}
