package mgpu

// Kernel attributes (cudaFuncGetAttributes, cudaFuncSetAttribute) and
// occupancy (cudaOccupancy*).

// launchedKernels are the device functions a launch of kernel may run: the
// kernel and, when its descriptor splits it, its partitioned clone.
func (rt *Runtime) launchedKernels(kernel string) []string {
	if k := rt.kernels[kernel]; k != nil && k.desc.Partitioned != "" {
		return []string{kernel, k.desc.Partitioned}
	}
	return []string{kernel}
}

// FuncAttributes returns a kernel's attributes on device 0, combined with
// those of its partitioned clone: what they allow holds for whichever of
// the two a launch runs.
func (rt *Runtime) FuncAttributes(img *Image, kernel string) (FuncAttributes, error) {
	defer rt.mu.Unlock()
	if err := rt.enter(); err != nil {
		return FuncAttributes{}, err
	}
	return rt.funcAttributes(img, kernel)
}

func (rt *Runtime) funcAttributes(img *Image, kernel string) (FuncAttributes, error) {
	m, err := rt.module(img, 0)
	if err != nil {
		return FuncAttributes{}, err
	}
	var out FuncAttributes
	for i, name := range rt.launchedKernels(kernel) {
		a, err := m.Attributes(name)
		if err != nil {
			return FuncAttributes{}, wrap(ErrorInvalidDeviceFunc, err, "the attributes of kernel %s", name)
		}
		if i == 0 {
			out = a
		} else {
			out = out.meet(a)
		}
	}
	return out, nil
}

// meet returns what holds for both a and b: the larger use of each
// resource and the smaller of each limit.
func (a FuncAttributes) meet(b FuncAttributes) FuncAttributes {
	a.MaxThreadsPerBlock = min(a.MaxThreadsPerBlock, b.MaxThreadsPerBlock)
	a.SharedSizeBytes = max(a.SharedSizeBytes, b.SharedSizeBytes)
	a.ConstSizeBytes = max(a.ConstSizeBytes, b.ConstSizeBytes)
	a.LocalSizeBytes = max(a.LocalSizeBytes, b.LocalSizeBytes)
	a.NumRegs = max(a.NumRegs, b.NumRegs)
	a.MaxDynamicSharedSizeBytes = min(a.MaxDynamicSharedSizeBytes, b.MaxDynamicSharedSizeBytes)
	return a
}

// FuncSetAttribute sets a kernel attribute for the kernel and its
// partitioned clone on every device, as CUDA checks it: the dynamic shared
// memory a block may opt in to (launches with more than 48 KiB need it),
// or the preferred shared memory carveout.
func (rt *Runtime) FuncSetAttribute(img *Image, kernel string, attr FuncAttribute, value int) error {
	defer rt.mu.Unlock()
	if err := rt.enter(); err != nil {
		return err
	}
	switch attr {
	case FuncAttrMaxDynamicSharedMemorySize:
		a, err := rt.funcAttributes(img, kernel)
		if err != nil {
			return err
		}
		optin := int(rt.Info().SharedMemPerBlockOptin)
		if value < 0 || value > optin-a.SharedSizeBytes {
			return errorf(ErrorInvalidValue, "cudaFuncSetAttribute: %d bytes of dynamic shared memory for %s; the device allows 0 to %d (%d bytes per block less %d of static shared memory)",
				value, kernel, optin-a.SharedSizeBytes, optin, a.SharedSizeBytes)
		}
	case FuncAttrPreferredSharedMemoryCarveout:
		if value < -1 || value > 100 {
			return errorf(ErrorInvalidValue, "cudaFuncSetAttribute: a shared memory carveout of %d for %s; want a percentage from 0 to 100, or -1 for no preference", value, kernel)
		}
	default:
		return errorf(ErrorInvalidValue, "cudaFuncSetAttribute: %d is not a cudaFuncAttribute (want cudaFuncAttributeMaxDynamicSharedMemorySize or cudaFuncAttributePreferredSharedMemoryCarveout)", attr)
	}
	for d := 0; d < rt.ndev; d++ {
		m, err := rt.module(img, d)
		if err != nil {
			return err
		}
		for _, name := range rt.launchedKernels(kernel) {
			if err := m.SetAttribute(name, attr, value); err != nil {
				return wrap(ErrorInvalidValue, err, "cudaFuncSetAttribute of kernel %s on device %d", name, d)
			}
		}
	}
	return nil
}

// regAllocUnit is the granularity, in registers, of a warp's registers.
const regAllocUnit = 256

func roundUp[T int | int64](n, unit T) T { return (n + unit - 1) / unit * unit }

// MaxActiveBlocksPerSM returns how many blocks of blockSize threads, each
// with dynamicShared bytes of dynamic shared memory, one multiprocessor of
// a device with info runs at once (CUDA's occupancy calculation): the least
// of the device's block limit and of what its warp slots, registers and
// shared memory allow; 0 when such a block cannot be launched.
func MaxActiveBlocksPerSM(info DeviceInfo, fa FuncAttributes, blockSize int, dynamicShared int64) int {
	if blockSize < 1 || blockSize > min(info.MaxThreadsPerBlock, fa.MaxThreadsPerBlock) ||
		dynamicShared < 0 || dynamicShared > int64(fa.MaxDynamicSharedSizeBytes) {
		return 0
	}
	warps := roundUp(blockSize, info.WarpSize) / info.WarpSize
	blocks := min(info.MaxBlocksPerSM, info.MaxThreadsPerSM/info.WarpSize/warps)
	if fa.NumRegs > 0 {
		regs := roundUp(fa.NumRegs*info.WarpSize, regAllocUnit) * warps
		if regs > info.RegistersPerBlock {
			return 0
		}
		blocks = min(blocks, info.RegistersPerSM/regs)
	}
	// Shared memory is allocated in 256-byte units, 128 from compute
	// capability 8.0 on.
	unit := int64(256)
	if info.ComputeMajor >= 8 {
		unit = 128
	}
	if shared := int64(fa.SharedSizeBytes) + dynamicShared + info.ReservedSharedMemPerBlock; shared > 0 {
		blocks = min(blocks, int(info.SharedMemPerSM/roundUp(shared, unit)))
	}
	return blocks
}

// MaxPotentialBlockSize returns the block size, at most limit (0: no limit
// but the kernel's and the device's), that runs the most threads at once
// on a multiprocessor, and the grid that fills the device's
// multiprocessors with such blocks (cudaOccupancyMaxPotentialBlockSize).
// dynamicShared gives the dynamic shared memory of a block of a given
// size. Sizes are tried from the largest down, a warp at a time, and the
// first to reach the best occupancy wins; (0, 0) when none can run.
func MaxPotentialBlockSize(info DeviceInfo, fa FuncAttributes, dynamicShared func(blockSize int) int64, limit int) (minGridSize, blockSize int) {
	largest := min(info.MaxThreadsPerBlock, fa.MaxThreadsPerBlock)
	if limit > 0 {
		largest = min(largest, limit)
	}
	threads, blocks := 0, 0
	for size := roundUp(largest, info.WarpSize); size > 0 && threads < info.MaxThreadsPerSM; size -= info.WarpSize {
		b := min(size, largest)
		if n := MaxActiveBlocksPerSM(info, fa, b, dynamicShared(b)); b*n > threads {
			threads, blocks, blockSize = b*n, n, b
		}
	}
	return blocks * info.MultiProcessors, blockSize
}
