#!/usr/bin/env bash
# gpu-check.sh: the examples on a real NVIDIA GPU, mgpucc against nvcc.
#
#   scripts/gpu-check.sh --prepare   (on a development machine, with clang-14)
#       builds bin/mgpucc and the three examples with it into .gpu/bin.
#   scripts/gpu-check.sh [--size small|medium|large] [--runs N]
#       (on the GPU machine, which needs only the driver, nvcc and the
#       .gpu/bin prepared before; it installs nothing) builds each example
#       with nvcc, runs both builds at the paper's medium size (default),
#       compares checksums and times, and runs the mgpucc build on 2 and 4
#       logical devices of the one GPU (MGPU_DEVICES=0,0 and 0,0,0,0): those
#       must match its 1-device run bit for bit. Each example also runs its
#       --check mode (a small size against the CPU) in every configuration.
#       Prints a Markdown report (the body of docs/gpu-results.md) and
#       writes it to $OUT/gpu-results.md when OUT is set, else .gpu/.
#       Exit status 1 when any check fails.
#   MGPU_GPU_DIR=DIR: the prepared folder instead of .gpu (the script's
#       own test runs it on stand-ins there).
set -uo pipefail
cd "$(dirname "$0")/.."
examples=(hotspot nbody matmul)
gpu=${MGPU_GPU_DIR:-.gpu}

if [ "${1:-}" = "--prepare" ]; then
  set -e
  ./build.sh
  mkdir -p "$gpu/bin"
  for e in "${examples[@]}"; do
    bin/mgpucc -O3 "examples/$e/$e.cu" -o "$gpu/bin/$e"
  done
  echo "gpu-check: prepared $gpu/bin (${examples[*]}); carry $gpu to the GPU machine and run scripts/gpu-check.sh there"
  exit 0
fi

size=medium runs=3
while [ $# -gt 0 ]; do
  case "$1" in
    --size) size=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    *) echo "usage: scripts/gpu-check.sh [--prepare | --size small|medium|large] [--runs N]" >&2; exit 2 ;;
  esac
done
for e in "${examples[@]}"; do
  [ -x "$gpu/bin/$e" ] || { echo "gpu-check: $gpu/bin/$e is missing: run scripts/gpu-check.sh --prepare on a development machine first" >&2; exit 2; }
done
command -v nvidia-smi >/dev/null && nvidia-smi -L >/dev/null 2>&1 || { echo "gpu-check: no NVIDIA GPU (nvidia-smi -L failed)" >&2; exit 2; }
nvcc=$(command -v nvcc || ls /usr/local/cuda/bin/nvcc 2>/dev/null || true)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
report="$work/report.md"

# median of the time_ms lines of a file's runs
median() { sort -n | awk '{a[NR]=$1} END {if (NR) print (NR % 2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

# run NAME EXE ENV...: $runs runs at the size; prints "checksum median_ms"
run() {
  local exe=$1; shift
  local sums="" times=()
  for i in $(seq "$runs"); do
    out=$(env "$@" "$exe" --preset "$size" 2>&1) || { echo "FAILED"; echo "$out" >&2; return; }
    sums="$sums $(awk '/^checksum:/ {print $2}' <<<"$out")"
    times+=("$(awk '/^time_ms:/ {print $2}' <<<"$out")")
  done
  set -- $sums
  printf '%s %s\n' "$1" "$(printf '%s\n' "${times[@]}" | median)"
}

# check EXE ENV...: PASS or FAIL of the example's --check mode
check() {
  local exe=$1; shift
  env "$@" "$exe" --check 2>&1 | grep -q '^check: PASS' && echo PASS || echo FAIL
}

{
  echo "GPU: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | head -1)"
  [ -n "$nvcc" ] && echo "nvcc: $("$nvcc" --version | tail -1)"
  echo "size: --preset $size, median of $runs runs; times are each program's own time_ms (device work and copies, no start-up)"
  echo
  echo "| example | nvcc ms | mgpucc 1 dev ms | overhead | checksums nvcc / mgpucc | 2 logical devs ms | 4 logical devs ms | 1 = 2 = 4 devs | --check nvcc / 1 / 2 / 4 |"
  echo "|---|---:|---:|---:|---|---:|---:|---|---|"
} >"$report"

for e in "${examples[@]}"; do
  mg="$gpu/bin/$e"
  nv="" nvsum="-" nvms="" nvcheck="-"
  if [ -n "$nvcc" ]; then
    if "$nvcc" -O3 -o "$work/$e-nvcc" "examples/$e/$e.cu" 2>"$work/$e-nvcc.log"; then
      nv="$work/$e-nvcc"
      read -r nvsum nvms < <(run "$nv")
      nvcheck=$(check "$nv")
    else
      echo "gpu-check: nvcc failed on $e:" >&2; cat "$work/$e-nvcc.log" >&2; failed=1
    fi
  fi
  read -r s1 t1 < <(run "$mg" MGPU_BACKEND=cuda MGPU_DEVICES=0)
  read -r s2 t2 < <(run "$mg" MGPU_BACKEND=cuda MGPU_DEVICES=0,0)
  read -r s4 t4 < <(run "$mg" MGPU_BACKEND=cuda MGPU_DEVICES=0,0,0,0)
  c1=$(check "$mg" MGPU_BACKEND=cuda MGPU_DEVICES=0)
  c2=$(check "$mg" MGPU_BACKEND=cuda MGPU_DEVICES=0,0)
  c4=$(check "$mg" MGPU_BACKEND=cuda MGPU_DEVICES=0,0,0,0)
  same=yes
  { [ "$s1" = "$s2" ] && [ "$s1" = "$s4" ] && [ "$s1" != FAILED ]; } || { same=NO; failed=1; }
  for c in $nvcheck $c1 $c2 $c4; do [ "$c" = FAIL ] && failed=1; done
  overhead="-"
  if [ -n "$nvms" ] && [ -n "$t1" ]; then
    overhead=$(awk -v a="$t1" -v b="$nvms" 'BEGIN {printf "%+.2f%%", (a - b) / b * 100}')
  fi
  echo "| $e | ${nvms:--} | ${t1:--} | $overhead | $nvsum / $s1 | ${t2:--} | ${t4:--} | $same | $nvcheck / $c1 / $c2 / $c4 |" >>"$report"
done

{
  echo
  echo "Checksums of nvcc and mgpucc builds may differ in the last bits (different device math libraries"
  echo "and contraction choices); both must pass --check. The 1, 2 and 4 logical device runs of the"
  echo "mgpucc build must be identical."
} >>"$report"
cat "$report"
dest=${OUT:-$gpu}
mkdir -p "$dest" && cp "$report" "$dest/gpu-results.md"
exit $failed
