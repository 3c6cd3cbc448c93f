package main

import (
	"fmt"
	"os"
	"path/filepath"
)

// installDirs are the folders mgpucc reads at compile time. An install is
// <home>/bin/mgpucc, <home>/include (the CUDA headers) and <home>/lib
// (libmgpu.a, mgpu.h, cuda_runtime_api.h); home is found from the
// executable's own location, or $MGPU_HOME.
type installDirs struct {
	home, include, lib string
}

func findInstall() (installDirs, error) {
	home := os.Getenv("MGPU_HOME")
	if home == "" {
		exe, err := os.Executable()
		if err != nil {
			return installDirs{}, fmt.Errorf("cannot find mgpucc's own location (%w): set MGPU_HOME to the folder holding include/ and lib/", err)
		}
		if real, err := filepath.EvalSymlinks(exe); err == nil {
			exe = real
		}
		home = filepath.Dir(filepath.Dir(exe))
	}
	home, err := filepath.Abs(home)
	if err != nil {
		return installDirs{}, err
	}
	d := installDirs{home: home, include: filepath.Join(home, "include"), lib: filepath.Join(home, "lib")}
	if err := d.need(d.include, "cuda_runtime.h"); err != nil {
		return installDirs{}, err
	}
	return d, nil
}

// need checks that an installed file is there.
func (d installDirs) need(dir, name string) error {
	if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
		how := "run ./build.sh in the mgpucc source tree"
		if os.Getenv("MGPU_HOME") != "" {
			how = "check MGPU_HOME"
		}
		return fmt.Errorf("%s is missing from the mgpucc install at %s: %s, or set MGPU_HOME to the folder holding include/ and lib/", filepath.Join(dir, name), d.home, how)
	}
	return nil
}
