package sim

import (
	"encoding/binary"
	"fmt"
	"sort"
	"strings"
	"sync/atomic"
)

// Module is a Program loaded on one device: its globals live in that
// device's memory.
type Module struct {
	dev     *Device
	prog    *Program
	gaddr   []uint64   // address of each Program.globals entry
	tmpl    [][]uint64 // per function: the frame with its constants
	kernels map[string]*function
	steps   atomic.Int64
}

// Instructions returns how many operations (about one per IR instruction
// executed) the launches of this module have run.
func (m *Module) Instructions() int64 { return m.steps.Load() }

// Load allocates and initialises the module globals (__device__,
// __constant__) in this device's memory.
func (d *Device) Load(p *Program) (*Module, error) {
	m := &Module{dev: d, prog: p, kernels: map[string]*function{}}
	for _, g := range p.globals {
		addr, err := d.alloc(g.size, g.name)
		if err != nil {
			return nil, fmt.Errorf("sim: loading global @%s: %w", g.name, err)
		}
		m.gaddr = append(m.gaddr, addr)
	}
	resolve := func(v cval) uint64 {
		if v.global >= 0 {
			return m.gaddr[v.global] + v.bits
		}
		return v.bits
	}
	for i, g := range p.globals {
		if g.init == nil {
			continue
		}
		buf := make([]byte, g.size)
		for j, l := range g.lvs {
			if j >= len(g.init) {
				break
			}
			putLE(buf[l.off:], l.size(), resolve(g.init[j]))
		}
		if err := d.Write(m.gaddr[i], buf); err != nil {
			return nil, err
		}
	}
	for _, fn := range p.funcs {
		t := make([]uint64, fn.nslots)
		for _, c := range fn.consts {
			t[c.slot] = resolve(c.val)
		}
		m.tmpl = append(m.tmpl, t)
		if fn.isKernel {
			m.kernels[fn.name] = fn
		}
	}
	return m, nil
}

// Global returns the address and size of a __device__ or __constant__
// variable by its (mangled) name.
func (m *Module) Global(name string) (uint64, int64, error) {
	i, ok := m.prog.globalIndex[name]
	if !ok {
		return 0, 0, fmt.Errorf("sim: module has no global %q", name)
	}
	return m.gaddr[i], m.prog.globals[i].size, nil
}

func putLE(b []byte, n int64, v uint64) {
	switch n {
	case 1:
		b[0] = byte(v)
	case 2:
		binary.LittleEndian.PutUint16(b, uint16(v))
	case 4:
		binary.LittleEndian.PutUint32(b, uint32(v))
	default:
		binary.LittleEndian.PutUint64(b, v)
	}
}

func getLE(b []byte, n int64) uint64 {
	switch n {
	case 1:
		return uint64(b[0])
	case 2:
		return uint64(binary.LittleEndian.Uint16(b))
	case 4:
		return uint64(binary.LittleEndian.Uint32(b))
	}
	return binary.LittleEndian.Uint64(b)
}

// LaunchConfig describes one kernel launch.
type LaunchConfig struct {
	Grid, Block [3]int // x, y, z
	SharedBytes int    // dynamic shared memory
	// Args holds each parameter's bytes in C ABI layout (pointers: 8
	// bytes little-endian device address; byval structs: their bytes).
	Args  [][]byte
	Trace bool
}

// Trace is the exact set of global bytes each thread block read and wrote;
// its reads are of bytes the block had not stored before (what it read of
// the memory the launch found; atomics always read).
type Trace struct {
	Blocks map[[3]int]*BlockAccess // key: block index {x, y, z}
}

// BlockAccess lists a block's global-memory accesses on this device.
type BlockAccess struct {
	Reads, Writes []Range // sorted, disjoint, adjacent merged
}

// Range is the byte range [Lo, Hi).
type Range struct{ Lo, Hi uint64 }

// LaunchError stops a launch: what went wrong, where in the grid, and the
// source line when the IR has debug locations.
type LaunchError struct {
	Kernel        string
	Block, Thread [3]int
	Addr          uint64
	Pos           string // file:line or ""
	Msg           string
	Kind          FaultKind
}

// FaultKind is which of CUDA's errors a GPU reports a fault as.
type FaultKind uint8

const (
	FaultLaunch     FaultKind = iota // cudaErrorLaunchFailure: a trap, a divergent barrier, ...
	FaultAddress                     // cudaErrorIllegalAddress: an access outside the memory
	FaultMisaligned                  // cudaErrorMisalignedAddress
	FaultAssert                      // cudaErrorAssert: a failed assert()
)

// as sets the fault's kind.
func (e *LaunchError) as(k FaultKind) *LaunchError {
	e.Kind = k
	return e
}

// InShared reports whether the fault is at an address of the block's
// shared memory (a tile smaller than the block indexed by threadIdx).
func (e *LaunchError) InShared() bool { return e.Addr>>tagShift == tagShared }

func (e *LaunchError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "kernel %s block (%d,%d,%d) thread (%d,%d,%d): %s", e.Kernel,
		e.Block[0], e.Block[1], e.Block[2], e.Thread[0], e.Thread[1], e.Thread[2], e.Msg)
	if e.Addr != 0 {
		fmt.Fprintf(&b, " at 0x%x", e.Addr)
	}
	if e.Pos != "" {
		fmt.Fprintf(&b, ": %s", e.Pos)
	}
	return b.String()
}

// validate checks the launch shape and arguments against the kernel.
func (m *Module) validate(kernel string, cfg *LaunchConfig) (*function, error) {
	fn, ok := m.kernels[kernel]
	if !ok {
		names := append([]string(nil), m.prog.kernels...)
		sort.Strings(names)
		return nil, fmt.Errorf("sim: no kernel %q in the module (kernels: %s)", kernel, strings.Join(names, ", "))
	}
	threads := 1
	for i, n := range cfg.Grid {
		if n < 1 || cfg.Block[i] < 1 {
			return nil, fmt.Errorf("sim: launch of %s: grid (%d,%d,%d) and block (%d,%d,%d) must be at least 1 in every dimension",
				kernel, cfg.Grid[0], cfg.Grid[1], cfg.Grid[2], cfg.Block[0], cfg.Block[1], cfg.Block[2])
		}
		threads *= cfg.Block[i]
	}
	if threads > 1024 || cfg.Block[2] > 64 || cfg.Grid[1] > 65535 || cfg.Grid[2] > 65535 {
		return nil, fmt.Errorf("sim: launch of %s: block (%d,%d,%d) or grid exceeds the CUDA limits (1024 threads per block, block z <= 64, grid y, z <= 65535)",
			kernel, cfg.Block[0], cfg.Block[1], cfg.Block[2])
	}
	if cfg.SharedBytes < 0 {
		return nil, fmt.Errorf("sim: launch of %s: negative dynamic shared memory size", kernel)
	}
	if len(cfg.Args) != len(fn.params) {
		return nil, fmt.Errorf("sim: launch of %s with %d arguments; the kernel takes %d", kernel, len(cfg.Args), len(fn.params))
	}
	for i, p := range fn.params {
		if int64(len(cfg.Args[i])) != p.size {
			return nil, fmt.Errorf("sim: launch of %s: argument %d has %d bytes; parameter type %s takes %d", kernel, i, len(cfg.Args[i]), p.typ, p.size)
		}
	}
	return fn, nil
}
