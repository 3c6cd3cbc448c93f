// Package include holds mgpucc's clean-room CUDA headers (cuda_runtime.h
// and the files it includes). It has no Go code: its tests compile the
// headers in clang's device and host passes, check the intrinsics the device
// code may use (INTRINSICS.md), and measure the math functions' error
// against the host libm (README.md).
package include
