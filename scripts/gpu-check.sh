#!/usr/bin/env bash
# gpu-check.sh: mgpucc on a real NVIDIA GPU, in one command there.
#
#   scripts/gpu-check.sh --prepare   (on a development machine, with clang-14)
#       builds with mgpucc, linking one shared runtime (-cudart shared,
#       lib/libmgpu.so), the three examples into .gpu/bin and every
#       end-to-end corpus program (testdata/e2e/*.cu) into .gpu/corpus, and
#       records each corpus program's output on one simulated device
#       (.gpu/corpus/NAME.sim). The folder stays under 60 MB, to travel.
#   scripts/gpu-check.sh [--size small|medium|large] [--runs N]
#       (on the GPU machine, which needs only the driver, nvcc and the
#       prepared folder; it installs nothing):
#       - each example built with nvcc, both builds run at the paper's
#         medium size (default): checksums and times (median of N runs);
#         the mgpucc build on 1, 2 and 4 logical devices of the one GPU
#         (MGPU_DEVICES=0, 0,0 and 0,0,0,0), which must match bit for bit;
#         every build's --check mode (a small size against the CPU);
#       - each corpus program on the CUDA backend with 1, 3 and 4 logical
#         devices, and on 4 with partial instances (MGPU_MEMORY=partial:
#         CUDA's virtual memory management): its checksum must be the
#         simulator's, bit for bit, and its own CPU check must pass.
#       Prints a Markdown report (the body of docs/gpu-results.md) and
#       writes it to $OUT/gpu-results.md when OUT is set, else to the
#       prepared folder. Exit status 1 when any check fails.
#   MGPU_GPU_DIR=DIR: the prepared folder instead of .gpu (the script's
#       own test runs it on stand-ins there).
set -uo pipefail
cd "$(dirname "$0")/.."
examples=(hotspot nbody matmul)
gpu=${MGPU_GPU_DIR:-.gpu}
max_mb=60

if [ "${1:-}" = "--prepare" ]; then
  set -e
  ./build.sh
  rm -rf "$gpu"
  mkdir -p "$gpu/bin" "$gpu/corpus" "$gpu/lib"
  cp lib/libmgpu.so "$gpu/lib/"
  for e in "${examples[@]}"; do
    echo "examples/$e/$e.cu"
  done | xargs -P "$(nproc)" -I{} sh -c 'n=$(basename {} .cu); bin/mgpucc -O3 -cudart shared {} -o "$0/bin/$n"' "$gpu"
  # The corpus as e2e/ builds it (-O2), run once on the simulator: the
  # outputs the GPU's runs must reproduce.
  ls testdata/e2e/*.cu | xargs -P "$(nproc)" -I{} sh -c '
    n=$(basename {} .cu)
    bin/mgpucc -O2 -cudart shared {} -o "$0/corpus/$n"
    MGPU_BACKEND=sim MGPU_DEVICES=1 LD_LIBRARY_PATH="$0/lib" "$0/corpus/$n" >"$0/corpus/$n.sim" 2>&1 ||
      { echo "gpu-check: $n fails on the simulator:"; cat "$0/corpus/$n.sim"; exit 1; } >&2' "$gpu"
  mb=$(du -sm "$gpu" | cut -f1)
  [ "$mb" -le "$max_mb" ] || { echo "gpu-check: $gpu is $mb MB, more than the $max_mb MB it may take to travel" >&2; exit 1; }
  echo "gpu-check: prepared $gpu ($mb MB: ${examples[*]} and $(ls "$gpu"/corpus/*.sim | wc -l) corpus programs); carry $gpu to the GPU machine and run scripts/gpu-check.sh there"
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
export LD_LIBRARY_PATH="$(cd "$gpu" && pwd)/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
report="$work/report.md"

# median of numbers, one a line
median() { sort -n | awk '{a[NR]=$1} END {if (NR) print (NR % 2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

# run EXE ENV...: $runs runs at the size; prints "checksum median_ms"
run() {
  local exe=$1; shift
  local sums="" times=()
  for i in $(seq "$runs"); do
    out=$(env "$@" timeout 300 "$exe" --preset "$size" 2>&1) || { echo "FAILED"; echo "$out" >&2; return; }
    sums="$sums $(awk '/^checksum:/ {print $2}' <<<"$out")"
    times+=("$(awk '/^time_ms:/ {print $2}' <<<"$out")")
  done
  set -- $sums
  printf '%s %s\n' "$1" "$(printf '%s\n' "${times[@]}" | median)"
}

# check EXE ENV...: PASS or FAIL of the example's --check mode
check() {
  local exe=$1; shift
  env "$@" timeout 300 "$exe" --check 2>&1 | grep -q '^check: PASS' && echo PASS || echo FAIL
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
  echo
  echo "Corpus (testdata/e2e, built with -O2 by --prepare): each program on the CUDA backend against its"
  echo "simulator run on one device (checksum) and its own CPU check; \"4p\" is 4 logical devices with"
  echo "every buffer's instances partial (MGPU_MEMORY=partial)."
  echo
  echo "| program | simulator checksum | 1 / 3 / 4 / 4p logical devs | check 1 / 3 / 4 / 4p |"
  echo "|---|---|---|---|"
} >>"$report"

# corpus_run EXE DEVICES [MEMORY]: "checksum PASS|FAIL" of one run on the
# GPU (MEMORY: MGPU_MEMORY)
corpus_run() {
  local out sum
  out=$(MGPU_BACKEND=cuda MGPU_DEVICES=$2 MGPU_MEMORY=${3:-auto} timeout 120 "$1" 2>&1)
  sum=$(awk '/^checksum:/ {print $2; exit}' <<<"$out")
  grep -q '^check: PASS' <<<"$out" && echo "${sum:-none} PASS" || { echo "${sum:-none} FAIL"; echo "gpu-check: $1 on MGPU_DEVICES=$2:" >&2; tail -5 <<<"$out" >&2; }
}

total=0 good=0
for sim in "$gpu"/corpus/*.sim; do
  [ -e "$sim" ] || continue
  exe=${sim%.sim} name=$(basename "${sim%.sim}")
  want=$(awk '/^checksum:/ {print $2; exit}' "$sim")
  sums=() checks=() ok=yes
  for run in 0 0,0,0 0,0,0,0 0,0,0,0:partial; do
    read -r s c < <(corpus_run "$exe" ${run/:/ })
    sums+=("$s") checks+=("$c")
    { [ "$s" = "$want" ] && [ "$c" = PASS ]; } || ok=NO
  done
  total=$((total + 1))
  if [ $ok = yes ]; then good=$((good + 1)); else failed=1; fi
  echo "| $name | $want | $(IFS=/; echo "${sums[*]}" | sed 's|/| / |g') $( [ $ok = yes ] && echo "(= sim)" || echo "**differs**") | $(IFS=/; echo "${checks[*]}" | sed 's|/| / |g') |" >>"$report"
done
{
  echo
  echo "Corpus: $good of $total programs identical to the simulator on 1, 3 and 4 logical devices and on 4 with partial instances, with their checks passing."
} >>"$report"

cat "$report"
dest=${OUT:-$gpu}
mkdir -p "$dest" && cp "$report" "$dest/gpu-results.md"
exit $failed
