package main

import (
	"fmt"
	"os"
	"runtime/pprof"
)

// profile is the file MGPU_CPUPROFILE names while the runtime's own CPU
// time is profiled (for go tool pprof), or nil.
var profile *os.File

// startProfile starts profiling the process into path ("" for none): a
// program linked with the runtime is C, so this is how its launches'
// planning and coherence are profiled.
func startProfile(path string) {
	if path == "" {
		return
	}
	f, err := os.Create(path)
	if err == nil {
		err = pprof.StartCPUProfile(f)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "mgpu: MGPU_CPUPROFILE=%s: %v\n", path, err)
		return
	}
	profile = f
}

// stopProfile ends the profile startProfile began.
func stopProfile() {
	if profile != nil {
		pprof.StopCPUProfile()
		profile.Close()
		profile = nil
	}
}
