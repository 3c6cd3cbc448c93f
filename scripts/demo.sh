#!/usr/bin/env bash
# demo.sh: compile examples/hotspot with mgpucc, run it on 1 and on 4
# simulated GPUs, check both against the CPU and against each other, and
# show the runtime's per-kernel table (MGPU_STATS=1). ./build.sh demo runs
# it after building.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

src=examples/hotspot/hotspot.cu
args=(--check --size "${DEMO_SIZE:-128}" --iters "${DEMO_ITERS:-10}")

echo "== mgpucc -O2 --mgpu-report $src -o hotspot"
"$root/bin/mgpucc" -O2 --mgpu-report "$src" -o "$work/hotspot"

echo
echo "== MGPU_BACKEND=sim MGPU_DEVICES=1 ./hotspot ${args[*]}"
MGPU_BACKEND=sim MGPU_DEVICES=1 "$work/hotspot" "${args[@]}" | tee "$work/one.txt"

echo
echo "== MGPU_BACKEND=sim MGPU_DEVICES=4 MGPU_STATS=1 ./hotspot ${args[*]}"
MGPU_BACKEND=sim MGPU_DEVICES=4 MGPU_STATS=1 "$work/hotspot" "${args[@]}" 2>&1 | tee "$work/four.txt"

echo
for f in one four; do
  grep -q '^check: PASS' "$work/$f.txt" || { echo "demo: FAILED: the run on ${f/one/1}${f/four/4} GPU(s) did not pass its CPU check" >&2; exit 1; }
done
one=$(grep '^checksum:' "$work/one.txt")
four=$(grep '^checksum:' "$work/four.txt")
if [ -z "$one" ] || [ "$one" != "$four" ]; then
  echo "demo: FAILED: 4 GPUs gave '$four', 1 GPU gave '$one'" >&2
  exit 1
fi
echo "demo: OK: 4 simulated GPUs match 1 GPU bit for bit ($one) and pass the CPU check"
