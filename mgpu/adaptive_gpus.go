package mgpu

// sharedGPUs is a backend whose devices may be logical devices of one
// GPU (the CUDA backend's MGPU_DEVICES=0,0,0,0). The parts on such
// devices run on that GPU's multiprocessors together, so a split over them
// takes no less than the kernel on one device: the model counts them so
// (adaptive.partsTime). Without it, a quarter part measured on device 0
// beside the other three took the whole kernel's time, the model took
// the whole for four times that, and fdtd2d's launches split on an H100's
// 4 logical devices, 14 times slower than on one (docs/gpu-results.md).
type sharedGPUs interface {
	// PhysicalGPU returns the GPU device dev runs on.
	PhysicalGPU(dev int) int
}

// shareGPUs records which of the ndev devices share a GPU, if any do.
func (a *adaptive) shareGPUs(s sharedGPUs, ndev int) {
	ids := map[int]int{}
	gpuOf, among := make([]int, ndev), make([]int, ndev+1)
	for d := range ndev {
		g := s.PhysicalGPU(d)
		if _, ok := ids[g]; !ok {
			ids[g] = len(ids)
		}
		gpuOf[d], among[d+1] = ids[g], len(ids)
	}
	if len(ids) < ndev {
		a.gpuOf, a.gpusAmong = gpuOf, among
		a.gpuBlocks, a.gpuCopies = make([]int64, len(ids)), make([]float64, len(ids))
	}
}

// gpus returns how many GPUs devices 0 to n-1 are.
func (a *adaptive) gpus(n int) int {
	if a.gpuOf == nil {
		return n
	}
	return a.gpusAmong[n]
}

// partsTime is the seconds the parts of p take on their devices, the
// copies of part i taking copies[i] (none where copies is nil) before its
// blocks: the slowest device's. The parts on logical devices of one GPU
// count as one part on it: their blocks together, their copies one after
// another.
func (a *adaptive) partsTime(c *kernelCost, p *plan, copies []float64) float64 {
	at := func(i int) float64 {
		if copies == nil {
			return 0
		}
		return copies[i]
	}
	t := 0.0
	if a.gpuOf == nil {
		for i := range p.parts {
			t = max(t, c.time(blocksOf(p.parts[i].grid))+at(i))
		}
		return t
	}
	clear(a.gpuBlocks)
	clear(a.gpuCopies)
	for i := range p.parts {
		g := a.gpuOf[p.parts[i].dev]
		a.gpuBlocks[g] += blocksOf(p.parts[i].grid)
		a.gpuCopies[g] += at(i)
	}
	for g, b := range a.gpuBlocks {
		if b > 0 {
			t = max(t, c.time(b)+a.gpuCopies[g])
		}
	}
	return t
}

// tooShortWhy is notSplit's why for a kernel that runs one seconds on a
// device, too short for a split launching each part at launch seconds to
// gain: where devices share GPUs, how many GPUs they are.
func (a *adaptive) tooShortWhy(one, launch float64, ndev int) [4]float64 {
	if a.gpuOf != nil {
		return [4]float64{-3, round3(one), round3(launch), float64(a.gpus(ndev))}
	}
	return [4]float64{-1, round3(one), round3(launch)}
}
