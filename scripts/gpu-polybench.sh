#!/usr/bin/env bash
# gpu-polybench.sh: the public PolyBench-ACC suite's CUDA programs, built
# with nvcc and with mgpucc, on a real GPU: the runtime-cost issue's
# programs at their default sizes (docs/gpu-results.md).
#
#   scripts/gpu-polybench.sh --prepare DIR   (on a development machine,
#       after ./build.sh; DIR a PolyBench-ACC checkout, fetched, never
#       copied into the tree) stages into .gpu/polybench-acc each
#       program's source with PolyBench's utilities, its CPU run turned off
#       (RUN_ON_CPU) and cudaThreadSynchronize, gone from CUDA 13, made
#       cudaDeviceSynchronize, and builds it with mgpucc -O3 -cudart shared
#       -arch=sm_90 and PolyBench's timer and array dump on.
#   scripts/gpu-polybench.sh [--runs N]   (on the GPU machine, the prepared
#       folder carried; it needs the driver and nvcc) builds each program
#       with nvcc -O3 -arch=sm_90, then runs N rounds (default 1) of the
#       nvcc build and the mgpucc build on 1 and on 4 logical devices
#       (MGPU_DEVICES=0 and 0,0,0,0). Its Markdown report gives each
#       program's GPU section (PolyBench's timer around the kernel loop, the
#       fastest of the rounds), mgpucc's against nvcc's, the runtime's
#       statistics (MGPU_STATS) and the md5 of each build's dumped arrays,
#       which must be identical on 1 and 4 devices; it is also written to
#       $OUT/gpu-polybench.md when OUT is set. Exit status 1 when a run
#       fails or the 4-device arrays differ. A round takes about 2.5 minutes
#       on an H100, most of it the programs printing their arrays.
#   MGPU_GPU_DIR=DIR: the prepared folder instead of .gpu;
#   MGPU_POLYBENCH_PROGRAMS: the programs, as folders under CUDA/ (by
#       default the issue's eight); MGPU_GPU_ARCH: the architecture.
set -uo pipefail
cd "$(dirname "$0")/.."
gpu=${MGPU_GPU_DIR:-.gpu}
dst=$gpu/polybench-acc
programs=${MGPU_POLYBENCH_PROGRAMS:-"linear-algebra/solvers/gramschmidt stencils/fdtd-2d linear-algebra/solvers/lu
  stencils/convolution-3d stencils/adi linear-algebra/kernels/atax datamining/correlation datamining/covariance"}
arch=${MGPU_GPU_ARCH:-sm_90}
defines=(-DPOLYBENCH_TIME -DPOLYBENCH_DUMP_ARRAYS)

if [ "${1:-}" = --prepare ]; then
  set -e
  suite=${2:?usage: scripts/gpu-polybench.sh --prepare POLYBENCH_ACC_DIR}
  [ -f "$suite/CUDA/utilities/polybench.h" ] || { echo "gpu-polybench: no $suite/CUDA/utilities/polybench.h: DIR must be a PolyBench-ACC checkout" >&2; exit 2; }
  [ -x bin/mgpucc ] && [ -f lib/libmgpu.so ] || { echo "gpu-polybench: bin/mgpucc or lib/libmgpu.so missing: run ./build.sh first" >&2; exit 2; }
  rm -rf "$dst"
  mkdir -p "$dst/util" "$dst/src" "$dst/mg" "$gpu/lib"
  cp lib/libmgpu.so "$gpu/lib/"
  cp "$suite"/CUDA/utilities/polybench.[ch] "$suite"/CUDA/utilities/polybenchUtilFuncts.h "$dst/util/"
  for p in $programs; do
    src=$(ls "$suite/CUDA/$p"/*.cu | head -1)
    n=$(basename "$src" .cu)
    mkdir -p "$dst/src/$n"
    cp "$suite/CUDA/$p"/*.cu* "$dst/src/$n/"
    sed -i -e 's|^#define RUN_ON_CPU|// RUN_ON_CPU off|' -e 's/cudaThreadSynchronize/cudaDeviceSynchronize/g' "$dst/src/$n/$n.cu"
    bin/mgpucc -O3 -cudart shared -arch="$arch" -I"$dst/util" "${defines[@]}" "$dst/src/$n/$n.cu" -o "$dst/mg/$n"
    echo "$n" >>"$dst/programs"
  done
  echo "gpu-polybench: prepared $dst ($(du -sm "$dst" | cut -f1) MB: $(tr '\n' ' ' <"$dst/programs")); carry $gpu to the GPU machine and run scripts/gpu-polybench.sh there"
  exit 0
fi

runs=1
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    *) echo "usage: scripts/gpu-polybench.sh [--prepare POLYBENCH_ACC_DIR | --runs N]" >&2; exit 2 ;;
  esac
done
[ -s "$dst/programs" ] || { echo "gpu-polybench: $dst is not prepared: run scripts/gpu-polybench.sh --prepare POLYBENCH_ACC_DIR on a development machine first" >&2; exit 2; }
command -v nvidia-smi >/dev/null && nvidia-smi -L >/dev/null 2>&1 || { echo "gpu-polybench: no NVIDIA GPU (nvidia-smi -L failed)" >&2; exit 2; }
nvcc=$(command -v nvcc || ls /usr/local/cuda/bin/nvcc 2>/dev/null || true)
[ -n "$nvcc" ] || { echo "gpu-polybench: no nvcc on PATH or in /usr/local/cuda/bin" >&2; exit 2; }
export LD_LIBRARY_PATH="$(cd "$gpu" && pwd)/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
mapfile -t names <"$dst/programs"
for n in "${names[@]}"; do
  "$nvcc" -O3 -arch="$arch" -I"$dst/util" "${defines[@]}" "$dst/src/$n/$n.cu" -o "$work/$n" >"$work/$n.nvcc.log" 2>&1 &
done
wait

# stats_py summarises a run's MGPU_STATS: launches, the runtime's ms, and
# the median and longest launch in µs.
stats_py='
import json, sys
s = json.load(open(sys.argv[1])); t = s["totals"]
print("%d %.2f %.1f/%.1f" % (sum(k["launches"] for k in s["kernels"]), t["runtime_ns"] / 1e6, t["launch_p50_ns"] / 1e3, t["launch_max_ns"] / 1e3))
'

# run_one EXE ENV...: one run; prints "gpu_seconds md5 launches runtime_ms
# p50/max_us" ("-" for what it lacks), FAILED where it fails.
run_one() {
  local exe=$1 gpu_s md5 stats="- - -"
  shift
  if ! env "$@" MGPU_STATS="$work/stats.json" timeout 120 "$exe" >"$work/out" 2>"$work/dump"; then
    echo "FAILED"
    echo "gpu-polybench: $exe ($*) failed:" >&2
    tail -3 "$work/out" "$work/dump" >&2
    return
  fi
  gpu_s=$(awk 'found {print $1; exit} /GPU Time in seconds/ {found = 1}' "$work/out")
  md5=$(md5sum <"$work/dump" | cut -c1-12)
  [ -s "$work/stats.json" ] && stats=$(python3 -c "$stats_py" "$work/stats.json" 2>/dev/null || echo "- - -")
  rm -f "$work/stats.json"
  echo "${gpu_s:--} $md5 $stats"
}

# fastest of the numbers on stdin ("-" when none)
fastest() { sort -g | awk 'NR == 1 {print; found = 1} END {if (!found) print "-"}'; }

report="$work/report.md"
{
  echo "GPU: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | head -1)"
  echo "nvcc: $("$nvcc" --version | tail -1)"
  echo
  echo "PolyBench-ACC (CUDA, the public suite, not in the tree) at its default sizes, its CPU run off, built with"
  echo "-DPOLYBENCH_TIME -DPOLYBENCH_DUMP_ARRAYS: with nvcc -O3 -arch=$arch here, with mgpucc -O3 -cudart shared"
  echo "-arch=$arch where prepared. GPU section: the program's own timer around its kernel loop, seconds, the"
  echo "fastest of $runs round(s); the runtime's figures from its MGPU_STATS (its time outside the driver, the"
  echo "median and longest launch); arrays: the md5 of each build's dumped arrays, identical on 1 and 4"
  echo "logical devices (nvcc's may differ in the last bits: contractions)."
  echo
  echo "| program | GPU section s: nvcc | mgpucc, 1 device | ratio | mgpucc, 4 logical devices | launches | runtime ms, 1 device | median/longest launch µs, 1 device | 4 devices | arrays nvcc / 1 / 4 |"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|"
} >"$report"
for n in "${names[@]}"; do
  nv=() one=() four=() sums=("-" "-" "-") s1=() s4=() same=yes
  [ -x "$work/$n" ] || { echo "gpu-polybench: nvcc failed on $n:" >&2; tail -5 "$work/$n.nvcc.log" >&2; failed=1; }
  for _ in $(seq "$runs"); do
    if [ -x "$work/$n" ]; then
      read -r -a r0 < <(run_one "$work/$n")
      nv+=("${r0[0]}")
      sums[0]=${r0[1]:--}
    fi
    read -r -a r1 < <(run_one "$dst/mg/$n" MGPU_BACKEND=cuda MGPU_DEVICES=0)
    read -r -a r4 < <(run_one "$dst/mg/$n" MGPU_BACKEND=cuda MGPU_DEVICES=0,0,0,0)
    one+=("${r1[0]}")
    four+=("${r4[0]}")
    [ "${r1[1]:-}" = "${r4[1]:-}" ] || same=NO
    sums[1]=${r1[1]:--}
    sums[2]=${r4[1]:--}
    s1=("${r1[@]:2}")
    s4=("${r4[@]:2}")
  done
  printf '%s\n' "${nv[@]}" "${one[@]}" "${four[@]}" | grep -qx FAILED && failed=1
  t0=$(printf '%s\n' "${nv[@]}" | grep -vx -e - -e FAILED | fastest)
  t1=$(printf '%s\n' "${one[@]}" | grep -vx -e - -e FAILED | fastest)
  t4=$(printf '%s\n' "${four[@]}" | grep -vx -e - -e FAILED | fastest)
  ratio="-"
  [ "$t0" != - ] && [ "$t1" != - ] && ratio=$(awk -v a="$t1" -v b="$t0" 'BEGIN {printf "%.2f", a / b}')
  arrays="${sums[0]} / ${sums[1]} / ${sums[2]}"
  [ "$same" = yes ] || { arrays="$arrays **differs**"; failed=1; }
  echo "| $n | $t0 | $t1 | $ratio | $t4 | ${s1[0]:--} | ${s1[1]:--} | ${s1[2]:--} | ${s4[2]:--} | $arrays |" >>"$report"
done
echo >>"$report"
echo "Rounds: $runs, $SECONDS s in all." >>"$report"
cat "$report"
[ -z "${OUT:-}" ] || cp "$report" "$OUT/gpu-polybench.md"
exit "$failed"
