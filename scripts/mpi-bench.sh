#!/usr/bin/env bash
# mpi-bench.sh: what running across ranks costs (docs/mpi.md). Builds
# mgpucc, compiles the examples and runs each on 6 devices, in one process
# and as mpirun -n 3 with 2 devices per rank: the runtime's median and
# longest time per launch on null devices (MGPU_BACKEND=null: no data
# moves, the runtime's own cost remains) and the program's own time for
# all its launches and its last synchronisation (time_ms, the waits for
# the other ranks included), and on simulated devices the
# bytes each link between ranks carried (MGPU_STATS rank_links) and that
# the checksum is the 1-device one. About a minute on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
./build.sh >/dev/null
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
mpi=(mpirun --allow-run-as-root --oversubscribe -n 3)
totals() { # stats file, program output
  python3 - "$1" "$2" <<'PY'
import json, re, sys
t = json.load(open(sys.argv[1]))["totals"]
ms = float(re.search(r"time_ms: ([0-9.]+)", open(sys.argv[2]).read()).group(1))
print(f"{t['launch_p50_ns'] / 1e3:9.1f} {t['launch_max_ns'] / 1e3:11.1f} {ms:9.1f}  {t['peer_bytes']:>12,}")
PY
}
links() {
  python3 - "$1" <<'PY'
import json, sys
for l in json.load(open(sys.argv[1])).get("rank_links", []):
    print(f"    rank {l['from_rank']} -> {l['to_rank']}: {l['peer_bytes']:>12,} peer bytes in {l['peer_copies']:>5} copies, {l['host_bytes']:>12,} host bytes")
PY
}
declare -A args=([hotspot]="--size 1024 --iters 200" [matmul]="--size 512 --iters 20" [nbody]="--size 16384 --iters 20")
declare -A check=([hotspot]="--check --size 128 --iters 20" [matmul]="--check --size 96 --iters 2" [nbody]="--check --size 2048 --iters 2")
echo "runtime per launch on 6 null devices (µs)"
echo "program  job                       median     longest  time ms    peer bytes"
for p in hotspot matmul nbody; do
  bin/mgpucc -O2 "examples/$p/$p.cu" -o "$dir/$p"
  # shellcheck disable=SC2086
  MGPU_BACKEND=null MGPU_DEVICES=6 MGPU_STATS="$dir/one.json" "$dir/$p" ${args[$p]} >"$dir/out"
  printf '%-8s one process            %s\n' "$p" "$(totals "$dir/one.json" "$dir/out")"
  # shellcheck disable=SC2086
  "${mpi[@]}" -x MGPU_BACKEND=null -x MGPU_DEVICES=2 -x MGPU_STATS="$dir/ranks.json" "$dir/$p" ${args[$p]} >"$dir/out"
  printf '%-8s 3 ranks of 2 devices   %s\n' "$p" "$(totals "$dir/ranks.json" "$dir/out")"
done
echo
echo "bytes between ranks on 6 simulated devices (3 ranks of 2), and the checksum against 1 device"
for p in hotspot matmul nbody; do
  # shellcheck disable=SC2086
  one=$(MGPU_BACKEND=sim MGPU_DEVICES=1 "$dir/$p" ${check[$p]} | grep '^checksum')
  # shellcheck disable=SC2086
  ranks=$("${mpi[@]}" -x MGPU_BACKEND=sim -x MGPU_DEVICES=2 -x MGPU_STATS="$dir/sim.json" "$dir/$p" ${check[$p]} | grep '^checksum')
  same=differs; [ "$one" = "$ranks" ] && same=identical
  echo "$p ${check[$p]}: $ranks ($same)"
  links "$dir/sim.json"
done
