#!/usr/bin/env bash
# gpu-check.sh: mgpucc on a real NVIDIA GPU, in one command there.
#
#   scripts/gpu-check.sh --prepare   (on a development machine, with clang-14)
#       builds with mgpucc, linking one shared runtime (-cudart shared,
#       lib/libmgpu.so), the three examples into .gpu/bin and every
#       end-to-end corpus program (testdata/e2e/*.cu) into .gpu/corpus, and
#       records each corpus program's output on one simulated device
#       (.gpu/corpus/NAME.sim), and builds the overlap step's program
#       (.gpu/overlap) and the PolyBench-style step's (.gpu/poly). The
#       folder stays under 60 MB, to travel.
#   scripts/gpu-check.sh [--size small|medium|large] [--runs N]
#       (on the GPU machine, which needs only the driver, nvcc and the
#       prepared folder; it installs nothing):
#       - each example built with nvcc, both builds run at the paper's
#         medium size (default): checksums and times (median of N runs);
#         the mgpucc build on 1, 2 and 4 logical devices of the one GPU
#         (MGPU_DEVICES=0, 0,0 and 0,0,0,0), which must match bit for bit,
#         every launch split that may be (MGPU_SPLIT=always: the adaptive
#         split keeps launches whole on logical devices of one GPU, whose
#         parts run together);
#         every build's --check mode (a small size against the CPU);
#       - each corpus program on the CUDA backend with 1, 3 and 4 logical
#         devices, split always, and on 4 with partial instances (MGPU_MEMORY=partial:
#         CUDA's virtual memory management): its checksum must be the
#         simulator's, bit for bit, and its own CPU check must pass;
#       - the halo copies beside interior blocks (docs/runtime.md):
#         diffusion3d with 64 MiB halo planes on 4 logical devices, traced
#         (MGPU_TRACE), as the runtime decides (its links probed where it
#         splits), then split always with the links it measured given
#         (MGPU_LINK, nothing probed; where it measured none, an H100's,
#         or MGPU_CHECK_LINK) and with no interior (copies free,
#         MGPU_LINK=1000000,0): which launches ran
#         interiors beside their copies, and the time of its steps with
#         them and without. Three runs of a few seconds, most of each the
#         program's CPU check; it needs python3 (the standard library);
#       - the PolyBench-style programs of the runtime-cost table (the
#         corpus's, at its sizes) on 1 and 4 logical devices, traced with
#         the GPU's times: each kernel's time on one GPU (the scaling
#         study's, internal/cmd/scaling/polybench.go), the code the
#         GPU loaded (they are built with -arch=sm_90) and how long that
#         took, and what the adaptive split made of them on four; the
#         checksums identical.
#       Prints a Markdown report (the body of docs/gpu-results.md) and
#       writes it to $OUT/gpu-results.md when OUT is set, else to the
#       prepared folder. Exit status 1 when any check fails.
#   MGPU_GPU_DIR=DIR: the prepared folder instead of .gpu (the script's
#       own test runs it on stand-ins there).
#   scripts/gpu-check.sh --mpi: the MPI step alone (below; under a minute).
#   The MPI step (docs/mpi.md): where the preparing machine has Open MPI,
#       --prepare carries it (.gpu/mpi, about 9 MB: Debian's Open MPI 4.1,
#       relocated, the components of a job on one node) and the runtime's
#       MPI calls (lib/libmgpu-mpi.so), and the GPU machine runs each
#       example (--preset small) as one process on one logical device,
#       then under that mpirun as 2 and 3 ranks of 2 logical devices of
#       the GPU each: checksums identical bit for bit, times, and the bytes
#       of every link between ranks (MGPU_STATS rank_links). A folder
#       without it says so and skips the step. MGPU_CHECK_BACKEND=sim
#       with --mpi: the step on simulated devices at the examples' --check
#       sizes, to try the carried Open MPI where there is no GPU.
set -uo pipefail
cd "$(dirname "$0")/.."
examples=(hotspot nbody matmul)
# The overlap step's size: 32 planes of 4096 x 4096 floats (64 MiB), 8 a
# part, 10 steps. A plane's copy within one GPU outlasts a launch's cost
# (5 us) at the links measured there (an H200's: 1.9 TB/s, 3 us a copy),
# and a part's kernel (512 MiB read and as many written: about 0.4 ms at
# 2.5 TB/s) the host's time to issue a step's 4 parts and 6 copies, in
# the first launches too (the first's runtime time: 0.15-0.35 ms on 4 null
# devices of a busy 2-core machine), whose choices the memos replay.
overlap_size="-DNX=4096 -DNY=4096 -DNZ=32 -DSTEPS=10"
# The PolyBench-style step's programs at the runtime-cost table's sizes
# (internal/cmd/benchreport/iterative.go), each kernel's time measured on
# one GPU for the scaling study (internal/cmd/scaling/polybench.go).
poly_programs=("elimination -DN=512" "gramschmidt -DNI=512 -DNJ=512" "fdtd2d -DNX=1024 -DNY=1024 -DTMAX=50"
  "conv3d -DNI=128 -DNJ=128 -DNK=128" "adi -DN=512 -DTSTEPS=5" "atax_bicg -DNX=2048 -DNY=2048")
# They are built for the H100's and H200's architecture (machine code
# ptxas makes, where --prepare finds it), the rest PTX alone: the step
# reports which code the GPU loaded and how long that took (MGPU_STATS).
poly_arch=${MGPU_GPU_ARCH:-sm_90}
gpu=${MGPU_GPU_DIR:-.gpu}
max_mb=60

# The Open MPI components a job of one node needs (ompi_info's pkglibdir,
# mca_NAME.so), found by running the examples with fewer: mpirun starting
# the ranks here (ess, plm isolated, odls, rmaps, routed, oob over TCP,
# PMIx), and in the ranks MPI's point-to-point messages through shared
# memory (vader) or TCP, and the collectives every communicator selects.
# Launchers of other systems (rsh, Slurm), networks (UCX, OFI, PSM,
# verbs), one-sided and I/O are left out.
mpi_components="ess_hnp ess_pmi plm_isolated odls_default rmaps_round_robin rmaps_ppr routed_radix
  rml_oob oob_tcp grpcomm_direct state_hnp state_app errmgr_default_hnp errmgr_default_app iof_hnp
  schizo_ompi schizo_orte pmix_ext3x regx_naive rtc_hwloc reachable_weighted shmem_mmap shmem_posix
  shmem_sysv btl_self btl_vader btl_tcp bml_r2 pml_ob1 coll_basic coll_libnbc coll_self coll_tuned
  mpool_hugepage rcache_grdma allocator_basic allocator_bucket"

# mpi_bundle DIR: the Open MPI that lib/libmgpu-mpi.so links, relocated
# under DIR so that it runs from there on a machine without MPI (a newer
# C library is fine): bin/orterun, bin/mpirun (a wrapper pointing Open MPI
# and PMIx at DIR: OPAL_PREFIX and the like, LD_LIBRARY_PATH), lib/ with
# every library they, libmpi and the components need but the C library's
# own, lib/openmpi3 with mpi_components, lib/pmix with PMIx's plugins,
# share/ with both help texts, etc/ with the settings of a job on one node.
# Made for Open MPI 4 (Debian's 4.1, with PMIx outside it); returns 1,
# saying why, for another.
mpi_bundle() {
  local dir=$1 orterun pkglib pkgdata libmpi pmix c name path objs=()
  orterun=$(readlink -f "$(command -v orterun || command -v mpirun)")
  pkglib=$(ompi_info --parsable --path pkglibdir 2>/dev/null | sed -n 's/^path:pkglibdir://p')
  pkgdata=$(ompi_info --parsable --path pkgdatadir 2>/dev/null | sed -n 's/^path:pkgdatadir://p')
  libmpi=$(ldd lib/libmgpu-mpi.so | awk '$1 ~ /^libmpi\.so/ {print $3}')
  for c in $mpi_components; do
    [ -f "$pkglib/mca_$c.so" ] || {
      echo "gpu-check: $(ompi_info -V 2>/dev/null | head -1) has no component $c in '$pkglib': the MPI bundle knows Open MPI 4 (Debian's 4.1); no MPI step" >&2
      return 1
    }
  done
  pmix=$(dirname "$(readlink -f "$(ldd "$pkglib/mca_pmix_ext3x.so" | awk '$1 ~ /^libpmix\.so/ {print $3}')")")
  [ -x "$orterun" ] && [ -f "$libmpi" ] && [ -d "$pmix/pmix" ] && [ -d "$pkgdata" ] || {
    echo "gpu-check: Open MPI's orterun, libmpi, PMIx's plugins or help texts not found ('$orterun', '$libmpi', '$pmix/pmix', '$pkgdata'); no MPI step" >&2
    return 1
  }
  rm -rf "$dir"
  mkdir -p "$dir/bin" "$dir/lib/openmpi3" "$dir/lib/pmix" "$dir/share/pmix" "$dir/etc"
  cp "$orterun" "$dir/bin/orterun"
  objs=("$dir/bin/orterun" "$libmpi")
  for c in $mpi_components; do
    cp "$pkglib/mca_$c.so" "$dir/lib/openmpi3/"
    objs+=("$dir/lib/openmpi3/mca_$c.so")
  done
  for c in "$pmix"/pmix/pmix_mca_*.so; do
    case $c in *slurm*) continue ;; esac
    cp "$c" "$dir/lib/pmix/"
    objs+=("$dir/lib/pmix/${c##*/}")
  done
  ldd "${objs[@]}" | awk '$2 == "=>" && $3 ~ /^\// {print $1, $3}' | sort -u |
    grep -Ev '^(libc|libm|libdl|libpthread|librt|libresolv|libutil|ld-linux[-a-z0-9_]*)\.so' >"$dir/libs"
  while read -r name path; do cp -L "$path" "$dir/lib/$name"; done <"$dir/libs"
  rm "$dir/libs"
  cp -r "$pkgdata" "$dir/share/openmpi"
  cp "$pmix"/../share/pmix/help-*.txt "$dir/share/pmix/"
  ompi_info -V | head -1 >"$dir/VERSION"
  cat >"$dir/etc/openmpi-mca-params.conf" <<'CONF'
# A job of one node (scripts/gpu-check.sh): ranks started here, messages
# through shared memory, copied through it (no single-copy mechanism: a
# container may forbid reading another process' memory)
plm = isolated
btl = self,vader,tcp
pml = ob1
btl_base_warn_component_unused = 0
btl_vader_single_copy_mechanism = none
CONF
  cat >"$dir/bin/mpirun" <<'WRAP'
#!/bin/sh
# Open MPI relocated here by scripts/gpu-check.sh --prepare: its libraries,
# components, help texts and settings are under this folder's parent.
b=$(cd "$(dirname "$0")/.." && pwd)
export OPAL_PREFIX="$b" OPAL_LIBDIR="$b/lib" OPAL_PKGLIBDIR="$b/lib/openmpi3" OPAL_PKGDATADIR="$b/share/openmpi" OPAL_SYSCONFDIR="$b/etc"
export PMIX_PREFIX="$b" PMIX_PKGDATADIR="$b/share/pmix" PMIX_MCA_mca_base_component_path="$b/lib/pmix"
export HWLOC_PLUGINS_PATH="$b/lib/hwloc"
export LD_LIBRARY_PATH="$b/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
exec "$b/bin/orterun" "$@"
WRAP
  chmod +x "$dir/bin/mpirun"
}

if [ "${1:-}" = "--prepare" ]; then
  set -e
  ./build.sh
  rm -rf "$gpu"
  mkdir -p "$gpu/bin" "$gpu/corpus" "$gpu/lib"
  cp lib/libmgpu.so "$gpu/lib/"
  for e in "${examples[@]}"; do
    echo "examples/$e/$e.cu"
  done | xargs -P "$(nproc)" -I{} sh -c 'n=$(basename {} .cu); bin/mgpucc -O3 -cudart shared {} -o "$0/bin/$n"' "$gpu"
  # The MPI step's Open MPI (mpi_bundle) and the runtime's MPI calls,
  # which libmgpu.so loads from its own folder under mpirun; the two tried
  # here on simulated devices before they travel.
  if [ -f lib/libmgpu-mpi.so ] && command -v ompi_info >/dev/null; then
    cp lib/libmgpu-mpi.so "$gpu/lib/"
    if mpi_bundle "$gpu/mpi"; then
      env -i PATH=/usr/bin:/bin HOME="${HOME:-/tmp}" LD_LIBRARY_PATH="$(cd "$gpu" && pwd)/lib" "$gpu/mpi/bin/mpirun" --allow-run-as-root --oversubscribe \
        -n 2 -x MGPU_BACKEND=sim -x MGPU_DEVICES=2 "$gpu/bin/hotspot" --check | grep -q '^check: PASS' ||
        { echo "gpu-check: hotspot --check under $gpu/mpi/bin/mpirun -n 2 fails on the simulator" >&2; exit 1; }
      echo "gpu-check: $(cat "$gpu/mpi/VERSION") carried in $gpu/mpi ($(du -sm "$gpu/mpi" | cut -f1) MB)"
    fi
  else
    echo "gpu-check: no Open MPI here (lib/libmgpu-mpi.so, ompi_info): the GPU machine will skip the MPI step" >&2
  fi
  # The corpus as e2e/ builds it (-O2), run once on the simulator: the
  # outputs the GPU's runs must reproduce.
  ls testdata/e2e/*.cu | xargs -P "$(nproc)" -I{} sh -c '
    n=$(basename {} .cu)
    bin/mgpucc -O2 -cudart shared {} -o "$0/corpus/$n"
    MGPU_BACKEND=sim MGPU_DEVICES=1 LD_LIBRARY_PATH="$0/lib" "$0/corpus/$n" >"$0/corpus/$n.sim" 2>&1 ||
      { echo "gpu-check: $n fails on the simulator:"; cat "$0/corpus/$n.sim"; exit 1; } >&2' "$gpu"
  mkdir -p "$gpu/overlap" "$gpu/poly"
  # shellcheck disable=SC2086 # the defines are words
  bin/mgpucc -O2 -cudart shared $overlap_size testdata/e2e/diffusion3d.cu -o "$gpu/overlap/diffusion3d"
  for p in "${poly_programs[@]}"; do
    read -r name defines <<<"$p"
    # shellcheck disable=SC2086
    bin/mgpucc -O2 -cudart shared -arch="$poly_arch" $defines "testdata/e2e/$name.cu" -o "$gpu/poly/$name"
  done
  mb=$(du -sm "$gpu" | cut -f1)
  [ "$mb" -le "$max_mb" ] || { echo "gpu-check: $gpu is $mb MB, more than the $max_mb MB it may take to travel" >&2; exit 1; }
  echo "gpu-check: prepared $gpu ($mb MB: ${examples[*]}, $(ls "$gpu"/corpus/*.sim | wc -l) corpus programs and diffusion3d $overlap_size); carry $gpu to the GPU machine and run scripts/gpu-check.sh there"
  exit 0
fi

size=medium runs=3 only_mpi=""
while [ $# -gt 0 ]; do
  case "$1" in
    --size) size=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --mpi) only_mpi=1; shift ;;
    *) echo "usage: scripts/gpu-check.sh [--prepare | --size small|medium|large] [--runs N] [--mpi]" >&2; exit 2 ;;
  esac
done
mpi_backend=cuda
[ -z "$only_mpi" ] || mpi_backend=${MGPU_CHECK_BACKEND:-cuda}
for e in "${examples[@]}"; do
  [ -x "$gpu/bin/$e" ] || { echo "gpu-check: $gpu/bin/$e is missing: run scripts/gpu-check.sh --prepare on a development machine first" >&2; exit 2; }
done
# (the MPI step alone on simulated devices needs none)
if [ -z "$only_mpi" ] || [ "$mpi_backend" = cuda ]; then
  command -v nvidia-smi >/dev/null && nvidia-smi -L >/dev/null 2>&1 || { echo "gpu-check: no NVIDIA GPU (nvidia-smi -L failed)" >&2; exit 2; }
fi
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

# The MPI step (docs/mpi.md): each example as one process on one logical
# device, then under the carried mpirun as 2 and 3 ranks of 2 logical
# devices of the GPU each (-x MGPU_DEVICES=0,0): rank 0 runs the program,
# the other ranks serve their devices, a copy between ranks goes through
# page-locked host memory and Open MPI's shared memory (Debian's Open MPI
# takes no device memory). MGPU_CHECK_BACKEND=sim (with --mpi): on
# simulated devices, at the examples' --check sizes.
mpi_args=(--preset small)
[ "$mpi_backend" = cuda ] || mpi_args=(--check)
mpi_hung=""

# mpi_job NAME RANKS: example NAME as one process on one logical device
# (RANKS 1) or as RANKS ranks of 2, its statistics in
# $work/mpi-NAME-RANKS.json; sets job_sum (FAILED, or skipped after a job
# that hung), job_ms (its time_ms) and job_s (the job's wall time, its
# start included). A job has 60 s.
mpi_job() {
  local stats="$work/mpi-$1-$2.json" out rc t0 run
  job_sum=FAILED job_ms="" job_s=""
  if [ "$2" = 1 ]; then
    run=(env MGPU_BACKEND="$mpi_backend" MGPU_DEVICES=0 MGPU_STATS="$stats")
  elif [ -n "$mpi_hung" ]; then
    job_sum=skipped
    return
  else
    run=("$gpu/mpi/bin/mpirun" --allow-run-as-root --oversubscribe --bind-to none -n "$2"
      -x MGPU_BACKEND="$mpi_backend" -x MGPU_DEVICES=0,0 -x MGPU_STATS="$stats")
  fi
  t0=$(date +%s.%N)
  out=$(timeout 60 "${run[@]}" "$gpu/bin/$1" "${mpi_args[@]}" 2>&1)
  rc=$?
  job_s=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN {printf "%.1f", b - a}')
  job_ms=$(awk '/^time_ms:/ {print $2; exit}' <<<"$out")
  if [ $rc = 0 ] && ! grep -q '^check: FAIL' <<<"$out"; then
    job_sum=$(awk '/^checksum:/ {print $2; exit}' <<<"$out")
    job_sum=${job_sum:-none}
    return
  fi
  [ $rc = 124 ] && [ "$2" != 1 ] && mpi_hung=$1
  echo "gpu-check: $1 ${mpi_args[*]} as $2 rank(s) (status $rc):" >&2
  tail -20 <<<"$out" >&2
}

# mpi_links FILE...: the rows of the links table from MGPU_STATS files
# named mpi-NAME-RANKS.json
mpi_links_py='
import json, os, sys
for f in sys.argv[1:]:
    name, ranks = os.path.basename(f)[4:-5].rsplit("-", 1)
    for l in json.load(open(f)).get("rank_links") or []:
        print("| {} | {} x 2 | {} -> {} | {:,} | {:,} | {:,} |".format(name, ranks, l["from_rank"], l["to_rank"], l["peer_bytes"], l["peer_copies"], l["host_bytes"]))
'

# mpi_step: the MPI step's part of the report
mpi_step() {
  local e n s0 start=$SECONDS row rows sums same stats=()
  {
    echo
    echo "MPI (docs/mpi.md): each example (${mpi_args[*]}) as one process on one logical device, then under mpirun"
    echo "as 2 and 3 ranks on this machine, each rank with 2 logical devices of the GPU (-x MGPU_DEVICES=0,0: 4 and 6"
    echo "devices), backend $mpi_backend; rank 0 runs the program, the others serve their devices, a copy between ranks"
    echo "goes through host memory (page-locked on a GPU) and Open MPI's shared memory. The checksums must be identical."
    echo "ms: the program's time_ms; s: the job's wall time, its start included."
    echo
  } >>"$report"
  if [ ! -x "$gpu/mpi/bin/mpirun" ] || [ ! -f "$gpu/lib/libmgpu-mpi.so" ]; then
    echo "No Open MPI in $gpu (--prepare carries it from a machine that has it): the MPI step did not run." >>"$report"
    return 2
  fi
  {
    echo "mpirun: $(cat "$gpu/mpi/VERSION" 2>/dev/null), carried in $gpu/mpi"
    # the ranks share the GPU: an exclusive compute mode refuses them
    [ "$mpi_backend" != cuda ] || echo "compute mode: $(nvidia-smi --query-gpu=compute_mode --format=csv,noheader | head -1)"
    echo
    echo "| example | 1 process ms | 2 ranks ms | 3 ranks ms | checksums 1 / 2 / 3 ranks | identical | s 1 / 2 / 3 ranks |"
    echo "|---|---:|---:|---:|---|---|---|"
  } >>"$report"
  for e in "${examples[@]}"; do
    row="| $e" sums=() same=yes s0=""
    for n in 1 2 3; do
      mpi_job "$e" "$n"
      row="$row | ${job_ms:--}"
      sums+=("$job_sum") s0="$s0${s0:+ / }${job_s:--}"
      [ -s "$work/mpi-$e-$n.json" ] && [ "$n" != 1 ] && stats+=("$work/mpi-$e-$n.json")
    done
    { [ "${sums[0]}" = "${sums[1]}" ] && [ "${sums[0]}" = "${sums[2]}" ] && [ "${sums[0]}" != FAILED ]; } || { same=NO; failed=1; }
    echo "$row | ${sums[0]} / ${sums[1]} / ${sums[2]} | $same | $s0 |" >>"$report"
  done
  {
    echo
    echo "Bytes of each link (rank 0's MGPU_STATS, rank_links): peer bytes and copies from a device of the first rank"
    echo "to one of the second (a rank to itself: between its own devices); host bytes between rank 0's host memory"
    echo "and the devices of the link's other rank (rank 0's own on 0 -> 0)."
    echo
  } >>"$report"
  if ! command -v python3 >/dev/null; then
    echo "No python3 here: the links are in $work's statistics, not shown." >>"$report"
  elif [ ${#stats[@]} = 0 ]; then
    echo "No job under mpirun wrote its statistics." >>"$report"
  elif ! rows=$(python3 -c "$mpi_links_py" "${stats[@]}"); then
    echo "The statistics could not be read (python3 failed)." >>"$report"
  else
    {
      echo "| example | ranks x devices | link | peer bytes | peer copies | host bytes |"
      echo "|---|---|---|---:|---:|---:|"
      echo "$rows"
    } >>"$report"
  fi
  [ -z "$mpi_hung" ] || echo "$mpi_hung hung under mpirun (60 s): the later jobs under mpirun were skipped." >>"$report"
  echo "MPI step: $((SECONDS - start)) s." >>"$report"
}

# --mpi: the MPI step alone, its report in gpu-results-mpi.md
if [ -n "$only_mpi" ]; then
  if [ "$mpi_backend" = cuda ]; then
    echo "GPU: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | head -1)" >"$report"
  else
    echo "GPU: none, $mpi_backend devices (MGPU_CHECK_BACKEND)" >"$report"
  fi
  mpi_step
  status=$?
  cat "$report"
  dest=${OUT:-$gpu}
  mkdir -p "$dest" && cp "$report" "$dest/gpu-results-mpi.md"
  [ $status = 2 ] && { echo "gpu-check: no Open MPI in $gpu: run scripts/gpu-check.sh --prepare where Open MPI is installed" >&2; exit 2; }
  exit $failed
fi

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
  read -r s2 t2 < <(run "$mg" MGPU_BACKEND=cuda MGPU_DEVICES=0,0 MGPU_SPLIT=always)
  read -r s4 t4 < <(run "$mg" MGPU_BACKEND=cuda MGPU_DEVICES=0,0,0,0 MGPU_SPLIT=always)
  c1=$(check "$mg" MGPU_BACKEND=cuda MGPU_DEVICES=0)
  c2=$(check "$mg" MGPU_BACKEND=cuda MGPU_DEVICES=0,0 MGPU_SPLIT=always)
  c4=$(check "$mg" MGPU_BACKEND=cuda MGPU_DEVICES=0,0,0,0 MGPU_SPLIT=always)
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
  echo "mgpucc build must be identical; on 2 and 4 every launch that may split is split (MGPU_SPLIT=always:"
  echo "the adaptive split keeps launches whole on logical devices of one GPU, whose parts run together)."
  echo
  echo "Corpus (testdata/e2e, built with -O2 by --prepare): each program on the CUDA backend against its"
  echo "simulator run on one device (checksum) and its own CPU check, every launch that may split split"
  echo "(MGPU_SPLIT=always); \"4p\" is 4 logical devices with every buffer's instances partial (MGPU_MEMORY=partial)."
  echo
  echo "| program | simulator checksum | 1 / 3 / 4 / 4p logical devs | check 1 / 3 / 4 / 4p |"
  echo "|---|---|---|---|"
} >>"$report"

# corpus_run EXE DEVICES [MEMORY]: "checksum PASS|FAIL" of one run on the
# GPU (MEMORY: MGPU_MEMORY)
corpus_run() {
  local out sum
  out=$(MGPU_BACKEND=cuda MGPU_DEVICES=$2 MGPU_MEMORY=${3:-auto} MGPU_SPLIT=always timeout 120 "$1" 2>&1)
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

# The halo copies beside interior blocks: three runs of diffusion3d on 4
# logical devices (overlap_run), each traced; overlap_py reads a trace or
# the first run's statistics (its links).
overlap_py='
import json, sys
from collections import defaultdict
if sys.argv[1] == "links":  # a summary, then their medians as MGPU_LINK gives them
    links = json.load(open(sys.argv[2])).get("links") or []
    if not links:
        print("none measured")
    else:
        g, l = sorted(x["gbps"] for x in links), sorted(x["latency_us"] for x in links)
        print(f"{len(links)} measured, {g[0]:.0f}-{g[-1]:.0f} GB/s and {l[0]:.2f}-{l[-1]:.2f} us a copy")
        print(f"{g[len(g) // 2]:.0f},{l[len(l) // 2]:.2f}")
    sys.exit()
ev = sorted((e for e in json.load(open(sys.argv[2]))["traceEvents"] if e.get("ph") == "X"), key=lambda e: e["ts"])
window = {}  # device: [launches of its kernels, copies, bytes] since its "copies beside"
launches, inner, beside, whole = set(), set(), [0, 0], 0
kernels, copies = defaultdict(list), defaultdict(list)
gpu_kernels, gpu_copies = defaultdict(list), defaultdict(list)  # as the GPU ran them (the CUDA backend traces them)
for e in ev:
    tid, cat = e["tid"], e.get("cat")
    if cat == "sync" and e["name"] == "copies beside":
        window[tid] = [set(), 0, 0]
    elif cat == "sync" and tid in window:  # join copies
        ks, n, b = window.pop(tid)
        if ks:
            inner |= ks; beside[0] += n; beside[1] += b
        else:
            whole += n
    elif cat == "kernel":
        kernels[tid].append((e["ts"], e["ts"] + e["dur"]))
        launches.add(e["args"]["launch"])
        if tid in window:
            window[tid][0].add(e["args"]["launch"])
    elif cat == "copy" and tid >= 64:
        d = e["args"]["device"]
        copies[d].append((e["ts"], e["ts"] + e["dur"]))
        if d in window:
            window[d][1] += 1; window[d][2] += e["args"]["bytes"]
    elif cat == "gpu" and tid >= 192:
        gpu_copies[tid - 192].append((e["ts"], e["ts"] + e["dur"]))
    elif cat == "gpu" and e["args"]["op"] == "kernel":
        gpu_kernels[tid - 128].append((e["ts"], e["ts"] + e["dur"]))
if gpu_kernels:
    kernels, copies = gpu_kernels, gpu_copies
over = sum(max(0, min(a1, b1) - max(a0, b0)) for d in copies for a0, a1 in copies[d] for b0, b1 in kernels[d])
spans = []
for x in sorted(inner):
    if spans and x == spans[-1][1] + 1: spans[-1][1] = x
    else: spans.append([x, x])
names = ",".join(str(a) if a == b else f"{a}-{b}" for a, b in spans) or "none"
print(f"{len(inner)} of {len(launches)} ({names}) | {beside[0]} ({beside[1] / 2**20:.0f} MiB) | {whole} | {over:.1f}")
'

# overlap_run NAME LABEL LINK [SPLIT]: the row LABEL of the table, a run
# with MGPU_LINK=LINK (- for none) and MGPU_SPLIT=SPLIT (the runtime's
# default where none), its trace and statistics $work/overlap-NAME.json
# and .stats.json; sets overlap_sum and overlap_ms
overlap_run() {
  local out check summary="- | - | - | -" link=()
  [ "$3" = - ] || link=("MGPU_LINK=$3")
  [ -z "${4:-}" ] || link+=("MGPU_SPLIT=$4")
  out=$(env MGPU_BACKEND=cuda MGPU_DEVICES=0,0,0,0 MGPU_TRACE="$work/overlap-$1.json" MGPU_STATS="$work/overlap-$1.stats.json" "${link[@]}" \
    timeout 120 "$gpu/overlap/diffusion3d" 2>&1)
  overlap_sum=$(awk '/^checksum:/ {print $2; exit}' <<<"$out")
  overlap_ms=$(awk '/^time_ms:/ {print $2; exit}' <<<"$out")
  grep -q '^check: PASS' <<<"$out" && check=PASS || { check=FAIL; echo "gpu-check: diffusion3d, $2:" >&2; tail -5 <<<"$out" >&2; }
  [ -s "$work/overlap-$1.json" ] && summary=$(python3 -c "$overlap_py" trace "$work/overlap-$1.json" 2>&1 | tail -1)
  echo "| $2 | $3 | $summary | ${overlap_ms:--} | ${overlap_sum:-none} | $check |" >>"$report"
  [ "$check" = PASS ] || failed=1
}

{
  echo
  echo "Halo copies beside interior blocks (docs/runtime.md, Launches): diffusion3d ($overlap_size),"
  echo "a 7-point stencil split by planes, each boundary moving a 64 MiB plane, on 4 logical devices of the GPU"
  echo "(MGPU_DEVICES=0,0,0,0), traced. \"as decided\": the runtime's own choice, its links probed where it"
  echo "splits (the probes' time counts in the host's time per launch, by which the first launches' interiors"
  echo "are judged, and the coherence memos replay those launches' choice); on logical devices of one GPU the"
  echo "adaptive split keeps the launches whole. The other two split every launch (MGPU_SPLIT=always), set"
  echo "MGPU_LINK and probe nothing: \"links given\", the medians of the links \"as decided\" measured (where it"
  echo "measured none, an H100's copies within its memory, or MGPU_CHECK_LINK); \"interiors off\", copies that"
  echo "cost nothing, so that no interior pays and each part runs whole once its copies are in. Launches with interiors: those whose kernels ran on a"
  echo "device between its \"copies beside\" and \"join copies\" (their numbers in brackets); copies beside an"
  echo "interior: the peer copies on those devices' copies tracks meanwhile; beside a whole part: the copies"
  echo "whose part waited for them. Trace overlap: the time a device's kernels and its copies beside them ran at"
  echo "once, on the GPU's own clock (the trace's GPU tracks: events around each operation on its stream); time_ms,"
  echo "the program's steps, is what running the interiors beside the copies changed."
  echo
} >>"$report"
overlap_start=$SECONDS
if [ ! -x "$gpu/overlap/diffusion3d" ]; then
  echo "No $gpu/overlap/diffusion3d (scripts/gpu-check.sh --prepare builds it): the overlap step did not run." >>"$report"
  failed=1
elif command -v python3 >/dev/null; then
  {
    echo "| run | MGPU_LINK | launches with interiors | copies beside an interior | copies beside a whole part | trace overlap us | time_ms | checksum | check |"
    echo "|---|---|---|---:|---:|---:|---:|---|---|"
  } >>"$report"
  overlap_run decided "as decided" -
  # Where the runtime measured no link (it split nothing: its devices
  # share the GPU), an H100's copies within its memory as it measured
  # them there (docs/gpu-results.md, 2026-11-28), or MGPU_CHECK_LINK.
  stated=${MGPU_CHECK_LINK:-1446,4.25}
  first_sum=$overlap_sum links="none measured" measured=$stated
  if [ -s "$work/overlap-decided.stats.json" ]; then
    { read -r links; read -r measured; } < <(python3 -c "$overlap_py" links "$work/overlap-decided.stats.json" 2>&1)
    [[ $measured =~ ^[0-9.]+,[0-9.]+$ ]] || measured=$stated
  fi
  overlap_run on "split, links given" "$measured" always
  on_sum=$overlap_sum on_ms=$overlap_ms
  overlap_run off "split, interiors off" 1000000,0 always
  {
    echo
    echo "Links (as decided): $links; \"links given\" sets their medians (where none, $stated)."
    if [ -n "$on_ms" ] && [ -n "$overlap_ms" ]; then
      echo "Steps, links given / interiors off: $on_ms / $overlap_ms ms ($(awk -v a="$on_ms" -v b="$overlap_ms" 'BEGIN {printf "%+.2f%%", (a - b) / b * 100}'))."
    fi
  } >>"$report"
  { [ "$first_sum" = "$on_sum" ] && [ "$on_sum" = "$overlap_sum" ] && [ -n "$first_sum" ]; } ||
    { echo "diffusion3d's three runs differ: $first_sum / $on_sum / $overlap_sum" >>"$report"; failed=1; }
  echo "Overlap step: $((SECONDS - overlap_start)) s." >>"$report"
else
  echo "No python3 here: the overlap step did not run." >>"$report"
  failed=1
fi

# The PolyBench-style programs on one and four logical devices, traced
# with the GPU's times (docs/runtime.md, Trace): poly_py reads a trace's
# launches, those split, its peer copies, and its kernels' GPU time and
# span on the GPU's clock ("-" in a trace without the GPU's times).
poly_py='
import json, sys
from collections import Counter
ev = [e for e in json.load(open(sys.argv[1]))["traceEvents"] if e.get("ph") == "X"]
parts = Counter(e["args"]["launch"] for e in ev if e.get("cat") == "kernel")
gk = [e for e in ev if e.get("cat") == "gpu" and e["args"]["op"] == "kernel"]
copies = sum(1 for e in ev if e.get("cat") == "copy" and e["name"] == "peer copy")
busy, span = "-", "-"
if gk:
    busy = "%.2f" % (sum(e["dur"] for e in gk) / 1e3)
    span = "%.2f" % ((max(e["ts"] + e["dur"] for e in gk) - min(e["ts"] for e in gk)) / 1e3)
print(len(parts), sum(1 for n in parts.values() if n > 1), copies, busy, span)
'''
# code_py reads the code a run's devices loaded from its statistics.
code_py='
import json, sys
code = json.load(open(sys.argv[1])).get("code") or []
print("; ".join(sorted({"%s, %.1f ms" % (" ".join(c["code"].split()).replace("|", "/"), c["load_ms"]) for c in code})) or "-")
'
{
  echo
  echo "PolyBench-style programs (testdata/e2e at the runtime-cost table's sizes) traced with the GPU's times, on one"
  echo "logical device and on four (MGPU_DEVICES=0,0,0,0) as the adaptive split decides: their launches, the kernels'"
  echo "GPU time and their span on the GPU's clock (first start to last end), the launches split and the peer copies."
  echo "Built with -arch=$poly_arch: the code the one device loaded (machine code, or PTX the driver compiled) and how"
  echo "long loading it took, in the first run of each. The checksums must be identical."
  echo
  echo "| program | launches | 1 device: code loaded | kernels' GPU time ms | span ms | 4 devices: launches split | peer copies | span ms | checksums 1 / 4 |"
  echo "|---|---:|---|---:|---:|---:|---:|---:|---|"
} >>"$report"
poly_start=$SECONDS
[ -d "$gpu/poly" ] || { echo "No $gpu/poly (scripts/gpu-check.sh --prepare builds it): the PolyBench-style step did not run." >>"$report"; failed=1; }
for exe in "$gpu"/poly/*; do
  [ -x "$exe" ] || continue
  name=$(basename "$exe") sums=() cols=()
  for devs in 0 0,0,0,0; do
    trace="$work/poly-$name-$devs.json" stats="$work/poly-$name-$devs-stats.json"
    out=$(MGPU_BACKEND=cuda MGPU_DEVICES=$devs MGPU_TRACE="$trace" MGPU_STATS="$stats" timeout 120 "$exe" 2>&1)
    sums+=("$(awk '/^checksum:/ {print $2; exit}' <<<"$out")")
    grep -q '^check: PASS' <<<"$out" || { sums[-1]="${sums[-1]:-none} (check fails)"; echo "gpu-check: $name on MGPU_DEVICES=$devs:" >&2; tail -5 <<<"$out" >&2; }
    read -r launches split copies busy span < <(python3 -c "$poly_py" "$trace" 2>/dev/null || echo "- - - - -")
    if [ "$devs" = 0 ]; then
      cols+=("$launches" "$(python3 -c "$code_py" "$stats" 2>/dev/null || echo -)" "$busy" "$span")
    else cols+=("$split" "$copies" "$span"); fi
  done
  same="${sums[0]} / ${sums[1]}"
  { [ "${sums[0]}" = "${sums[1]}" ] && [[ ${sums[0]} =~ ^[0-9a-fx]+$ ]]; } || { same="$same **differs**"; failed=1; }
  echo "| $name | $(IFS='|'; echo "${cols[*]}" | sed 's/|/ | /g') | $same |" >>"$report"
done
echo >>"$report"
echo "PolyBench-style step: $((SECONDS - poly_start)) s." >>"$report"

mpi_step

cat "$report"
dest=${OUT:-$gpu}
mkdir -p "$dest" && cp "$report" "$dest/gpu-results.md"
exit $failed
