#!/usr/bin/env bash
# build.sh — build mgpucc, its runtime library, and run the tests or the demo.
#   ./build.sh          build bin/mgpucc, lib/libmgpu.a and lib/mgpu.h
#   ./build.sh test     build, then run every test
#   ./build.sh demo     build, compile examples/hotspot with mgpucc, run it on
#                       4 simulated GPUs and verify it against the CPU
set -euo pipefail
cd "$(dirname "$0")"
root=$(pwd)

need_pkgs=()
command -v clang-14 >/dev/null 2>&1 || need_pkgs+=(clang-14)
command -v llc-14 >/dev/null 2>&1 || need_pkgs+=(llvm-14)
{ [ -f /usr/include/isl/ctx.h ] || [ -n "${MGPU_ISL_PREFIX:-}" ]; } || need_pkgs+=(libisl-dev)
if [ ${#need_pkgs[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "build.sh: installing ${need_pkgs[*]}" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq "${need_pkgs[@]}" >/dev/null
  else
    echo "build.sh: missing Debian packages: ${need_pkgs[*]}" >&2
    echo "build.sh: install them (sudo apt-get install -y ${need_pkgs[*]}) and run again" >&2
    exit 1
  fi
fi
command -v go >/dev/null 2>&1 || { echo "build.sh: Go is not on PATH (need Go 1.22 or newer)" >&2; exit 1; }

build() {
  mkdir -p bin lib
  go build -o bin/mgpucc ./cmd/mgpucc
  go build -buildmode=c-archive -o lib/libmgpu.a ./mgpu/capi
  rm -f lib/libmgpu.h # cgo's generated header; lib/mgpu.h is the documented one
  cp mgpu/mgpu.h lib/mgpu.h
  cp include/cuda_runtime_api.h lib/cuda_runtime_api.h
}

case "${1:-build}" in
  build) build ;;
  test)
    build
    # -p 2: the machine has two cores; the simulator already uses both.
    go test -p 2 -timeout 25m ./...
    ;;
  demo)
    build
    exec scripts/demo.sh
    ;;
  *) echo "usage: ./build.sh [build|test|demo]" >&2; exit 2 ;;
esac
