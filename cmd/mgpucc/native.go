package main

import (
	"fmt"
	"slices"

	"mgpucc/mgpu/cuda"
)

// gpuArchs returns the architectures (sm_XY) of the GPUs the CUDA driver
// of this machine lists, each once, oldest first.
func gpuArchs() ([]string, error) {
	if err := cuda.Load(); err != nil {
		return nil, fmt.Errorf("no CUDA driver library %s", cuda.Library)
	}
	n, err := cuda.DeviceCount()
	if err != nil {
		return nil, err
	}
	var archs []string
	for i := range n {
		d, err := cuda.GetDevice(i)
		if err != nil {
			return nil, err
		}
		major, err := d.Attribute(cuda.AttrComputeCapabilityMajor)
		if err != nil {
			return nil, err
		}
		minor, err := d.Attribute(cuda.AttrComputeCapabilityMinor)
		if err != nil {
			return nil, err
		}
		if a := fmt.Sprintf("sm_%d%d", major, minor); !slices.Contains(archs, a) {
			archs = append(archs, a)
		}
	}
	slices.SortFunc(archs, func(a, b string) int { return archNumber(a) - archNumber(b) })
	return archs, nil
}
