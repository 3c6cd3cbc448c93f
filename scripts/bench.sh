#!/usr/bin/env bash
# bench.sh: the benchmark figures of the three examples at the paper's sizes.
#   scripts/bench.sh [-kernel-ms NAME=MS,...]
# Builds mgpucc, then runs internal/cmd/benchreport: per example and device
# count (1-16) the bytes the runtime moves, the enumeration cache, the
# runtime's own time per launch (full, MGPU_DEBUG=notransfers, nopatterns)
# and a modelled speedup set beside the paper's; writes docs/results.md and
# docs/speedup.svg and prints the report; then the corpus programs in
# PolyBench's shapes whose launches pass a loop counter (runtime µs per
# launch on 1, 4 and 16 null devices, plan cache, peer bytes; each
# kernel's first launch with four times the data). Then the
# microbenchmarks that carry the other targets: simulator instructions per
# second, enumerator, launch (each kernel's first too) and transposition
# cost. About 10 minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
./build.sh
go run ./internal/cmd/benchreport "$@"
cat docs/results.md
echo
echo "== microbenchmarks"
go test ./mgpu -run '^$' -bench 'StencilLaunch' -benchtime 20000x
go test ./mgpu -run '^$' -bench 'IterativeLaunch' -benchtime 2000x
go test ./mgpu -run '^$' -bench 'FirstLaunch' -benchtime 300x
go test ./mgpu -run '^$' -bench 'Transposition|LUFirstUpdate' -benchtime 300x
go test ./enumgen -run '^$' -bench 'Enumerators'
go test ./mgpu/sim -run '^$' -bench '1$' -benchtime 3x
go test ./analyze -run '^$' -bench 'Analyze' -benchtime 3x
