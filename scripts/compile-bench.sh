#!/usr/bin/env bash
# compile-bench.sh: mgpucc's compile time over a plain clang-14 -x cuda
# compile of the same file, for the three examples (target: <= 1.3x).
# The measurement is e2e's BenchmarkCompileTime (see its comment); each
# figure is the best of RUNS compiles (default 5).
set -euo pipefail
cd "$(dirname "$0")/.."
go test ./e2e -run '^$' -bench 'CompileTime' -benchtime "${RUNS:-5}x" |
  awk '/^BenchmarkCompileTime\// {
         name = $1; sub(/^BenchmarkCompileTime\//, "", name); sub(/-[0-9]+$/, "", name)
         for (i = 1; i <= NF; i++) { if ($i == "clang-s") c = $(i-1); if ($i == "mgpucc-s") m = $(i-1); if ($i == "ratio") r = $(i-1) }
         printf "%-10s clang %7.3f s   mgpucc %7.3f s   ratio %5.2fx\n", name, c, m, r
         if (r > worst) worst = r
       }
       /^(FAIL|--- FAIL|panic)/ || /Error/ { print; failed = 1 }
       END { if (worst) printf "worst ratio: %.2fx (target <= 1.3x)\n", worst; exit failed }'
