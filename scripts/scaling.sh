#!/usr/bin/env bash
# scaling.sh: how a program built by mgpucc scales over the GPUs of a machine.
#   scripts/scaling.sh [OPTIONS] PROGRAM ARGS...   # a study: table on stdout
#   scripts/scaling.sh --check                     # the model against the paper and the H100
# Runs PROGRAM with 1, 2, 4, 8, 16 null devices (MGPU_BACKEND=null: the
# runtime plans and issues every copy, no kernel runs) with MGPU_TRACE and
# replays each trace on a machine's topology (docs/machines/*.json) with
# internal/cmd/scaling: the predicted time, speedup and bytes moved per
# device count. OPTIONS are the command's: -machine FILE, -devices LIST,
# -kernel-ms NAME=MS,... or -kernel-work NAME=BYTES:FLOPS,... or
# -kernel-trace FILE (one GPU's kernel times), -one-gpu-ms MS, -svg FILE,
# -ordering backend|writes, -region kernels|program,
# -host-copies pageable|page-locked.
# --check builds the examples, replays them on the K80 node at the paper's
# sizes and on one H100 with 1, 2 and 4 logical devices, and the corpus's
# PolyBench-style programs (kernel times estimated) on the K80 node and the
# NVSwitch H100 node, prints the errors and rewrites the scaling section of
# docs/results.md, docs/scaling.svg and docs/scaling-h100.svg (about 8
# minutes on 2 cores; go run ./internal/cmd/scaling -check -polybench
# prints the PolyBench-style table alone).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
if [[ ${1:-} == --check ]]; then
  cd "$root"
  ./build.sh
  exec go run ./internal/cmd/scaling -check -write docs/results.md -svg docs/scaling.svg
fi
# The program and the topology files are the caller's paths; the command
# is built from the tree the script lives in.
bin="$(mktemp -d)"
trap 'rm -rf "$bin"' EXIT
(cd "$root" && go build -o "$bin/scaling" ./internal/cmd/scaling)
args=()
machine=("-machine" "$root/docs/machines/k80-x10drg.json")
while [[ $# -gt 0 && $1 == -* ]]; do
  case "$1" in
    -machine) machine=("-machine" "$2"); shift 2 ;;
    *) args+=("$1" "$2"); shift 2 ;;
  esac
done
"$bin/scaling" "${machine[@]}" "${args[@]}" "$@"
