#!/usr/bin/env bash
# build.sh — build mgpucc, its runtime library, and run the tests or the demo.
#   ./build.sh          build bin/mgpucc, lib/libmgpu.a and lib/mgpu.h
#   ./build.sh test     build, then run every test
#   ./build.sh demo     build, compile examples/hotspot with mgpucc, run it on
#                       4 simulated GPUs and verify it against the CPU
#   ./build.sh install DIR
#                       build an install in DIR: bin/mgpucc, include/, lib/
#                       (mgpucc finds include/ and lib/ next to its bin/)
set -euo pipefail
cd "$(dirname "$0")"
root=$(pwd)

need_pkgs=()
command -v clang-14 >/dev/null 2>&1 || need_pkgs+=(clang-14)
command -v llc-14 >/dev/null 2>&1 || need_pkgs+=(llvm-14)
command -v objcopy >/dev/null 2>&1 || need_pkgs+=(binutils)
# The tests build a toolkit-style Makefile program (g++, make).
command -v g++ >/dev/null 2>&1 || need_pkgs+=(g++)
command -v make >/dev/null 2>&1 || need_pkgs+=(make)
{ [ -f /usr/include/isl/ctx.h ] || [ -n "${MGPU_ISL_PREFIX:-}" ]; } || need_pkgs+=(libisl-dev)
# Thrust and CUB, header libraries that mgpucc uses as installed (the
# corpus's thrust.cu).
[ -f /usr/include/thrust/version.h ] || need_pkgs+=(libthrust-dev)
[ -f /usr/include/cub/cub.cuh ] || need_pkgs+=(libcub-dev)
# OpenMP in host code (-Xcompiler -fopenmp, as with nvcc): clang-14's
# omp.h and runtime.
ls /usr/lib/llvm-14/lib/clang/*/include/omp.h >/dev/null 2>&1 || need_pkgs+=(libomp-14-dev)
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
# MPI (Open MPI) for running programs across nodes under mpirun: optional.
# Where it is missing and cannot be installed, programs run on one node.
if ! command -v mpicc >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "build.sh: installing openmpi-bin libopenmpi-dev" >&2
    export DEBIAN_FRONTEND=noninteractive
    { apt-get install -y -qq openmpi-bin libopenmpi-dev >/dev/null 2>&1 ||
      { apt-get update -qq && apt-get install -y -qq openmpi-bin libopenmpi-dev >/dev/null; }; } ||
      echo "build.sh: no Open MPI: programs will run on one node only" >&2
  else
    echo "build.sh: no mpicc (Debian: openmpi-bin libopenmpi-dev): programs will run on one node only" >&2
  fi
fi
command -v go >/dev/null 2>&1 || { echo "build.sh: Go is not on PATH (need Go 1.22 or newer)" >&2; exit 1; }
# Go's build cache does not see the headers the runtime's cgo includes from
# include/ and mgpu/ (a field added to cudaDeviceProp left the old layout
# in lib/libmgpu.a): their hash in CGO_CFLAGS rebuilds the cgo packages
# when one changes.
export CGO_CFLAGS="${CGO_CFLAGS:--O2 -g} -DMGPU_HEADERS=$(cat include/*.h mgpu/*.h | sha256sum | cut -c1-16)"

# build [PREFIX]: the source tree itself is the default install.
build() {
  local prefix=${1:-$root}
  mkdir -p "$prefix/bin" "$prefix/lib"
  go build -o "$prefix/bin/mgpucc" ./cmd/mgpucc
  # The runtime knows where its MPI shim is installed, for programs that
  # their own Makefiles link with g++ (no runpath to lib/).
  go build -buildmode=c-archive -ldflags "-X 'mgpucc/mpi.installedLib=$prefix/lib/libmgpu-mpi.so'" \
    -o "$prefix/lib/libmgpu.a" ./mgpu/capi
  go_starts_first "$prefix/lib/libmgpu.a"
  rm -f "$prefix/lib/libmgpu.h" # cgo's generated header; lib/mgpu.h is the documented one
  go run ./internal/cmd/runtimealiases >"$prefix/lib/mgpu-aliases.ld"
  # The same runtime as a shared library (mgpucc -cudart shared): programs
  # then share one copy of it. The archive is position-independent.
  "${MGPU_CLANGXX:-clang++-14}" -shared -Wl,-soname,libmgpu.so -Wl,--enable-new-dtags,-rpath,'$ORIGIN' -o "$prefix/lib/libmgpu.so" \
    -Wl,--whole-archive "$prefix/lib/libmgpu.a" -Wl,--no-whole-archive "$prefix/lib/mgpu-aliases.ld" -lpthread -ldl -lm
  # The runtime's MPI calls (mpi/shim), loaded by programs run under
  # mpirun: built only where MPI is (mgpucc's programs find it through
  # their runpath, libmgpu.so through its own).
  if command -v mpicc >/dev/null 2>&1; then
    mpicc -O2 -shared -fPIC -o "$prefix/lib/libmgpu-mpi.so" mpi/shim/mgpu_mpi.c
  else
    rm -f "$prefix/lib/libmgpu-mpi.so"
  fi
  # lib/ is what a hand port needs besides the archive: mgpu.h and the
  # plain-C headers it includes.
  cp mgpu/mgpu.h include/cuda_runtime_api.h include/vector_types.h "$prefix/lib/"
  if [ "$prefix" != "$root" ]; then
    rm -rf "$prefix/include"
    cp -r include "$prefix/include"
  fi
  toolkit "$prefix"
}

# go_starts_first ARCHIVE: Go's runtime starts (its .init_array entry, in
# the archive's go.o) before the program's own constructors, whatever the
# link order: a CUDA call from a global object's constructor (HeCBench's
# halo-finder calls cudaSetDevice before main) waits for the runtime to
# have started, and the program's objects come first on the link line, so
# their constructors ran first and waited for ever. Priority 101 is the
# first a program may use; the ones of the same priority keep their order.
go_starts_first() {
  local archive tmp
  archive=$(realpath "$1")
  tmp=$(mktemp -d)
  (cd "$tmp" && ar x "$archive" go.o &&
    "${MGPU_OBJCOPY:-objcopy}" --rename-section .init_array=.init_array.00101 go.o &&
    ar r "$archive" go.o)
  local status=$?
  rm -rf "$tmp"
  return $status
}

# toolkit PREFIX: the names a CUDA toolkit's Makefile uses, resolving to
# mgpucc: bin/nvcc, and in lib64/ libcudart (.so, .a, _static.a) as linker
# scripts that link the runtime statically with its cudaXxx aliases
# (nothing to find at run time), libcuda as an empty one (the driver API is
# not mgpucc's: a call of it stays undefined).
toolkit() {
  local prefix=$1
  ln -sf mgpucc "$prefix/bin/nvcc"
  mkdir -p "$prefix/lib64"
  ln -sf ../lib/libmgpu.a "$prefix/lib64/libmgpu.a"
  ln -sf ../lib/mgpu-aliases.ld "$prefix/lib64/mgpu-aliases.ld"
  local script="/* mgpucc: the CUDA runtime is mgpucc's, linked statically. */
INPUT(libmgpu.a -lpthread -ldl -lm)
INCLUDE mgpu-aliases.ld"
  for f in libcudart.so libcudart.a libcudart_static.a; do
    printf '%s\n' "$script" >"$prefix/lib64/$f"
  done
  printf '/* mgpucc: no CUDA driver API; programs using it do not link. */\n' >"$prefix/lib64/libcuda.so"
}

case "${1:-build}" in
  build) build ;;
  test)
    build
    # NVIDIA's ptxas checks the PTX mgpucc writes (e2e TestPTXAssembles):
    # Debian's non-free toolkit has one, fetched once into the user's cache.
    if [ -z "${MGPU_PTXAS:-}" ] && ! command -v ptxas >/dev/null 2>&1; then
      scripts/nvidia-tools.sh >/dev/null || echo "build.sh: no ptxas: TestPTXAssembles will say why" >&2
    fi
    # -p 2: the machine has two cores; the simulator already uses both.
    go test -p 2 -timeout 25m ./...
    ;;
  demo)
    build
    exec scripts/demo.sh
    ;;
  install)
    [ $# -eq 2 ] || { echo "usage: ./build.sh install DIR" >&2; exit 2; }
    mkdir -p "$2"
    build "$(cd "$2" && pwd)"
    ;;
  *) echo "usage: ./build.sh [build|test|demo|install DIR]" >&2; exit 2 ;;
esac
