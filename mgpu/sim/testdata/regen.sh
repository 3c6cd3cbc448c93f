#!/bin/sh
# Regenerates the checked-in device IR of the simulator's test kernels with
# the same flags as toolchain.CompileDeviceIR at -O2 -gline-tables-only.
# Run from anywhere: mgpu/sim/testdata/regen.sh
set -e
cd "$(dirname "$0")"
CLANG=${MGPU_CLANG:-clang-14}
INC=$(cd ../../../include && pwd)
for src in *.cu; do
	# The warp primitives' builtins need PTX 6.0; without a CUDA SDK clang
	# assumes PTX 3.2.
	extra=""
	[ "$src" = warp.cu ] && extra="-Xclang -target-feature -Xclang +ptx64"
	# lockstep.cu is code for a GPU before Volta.
	arch=sm_70
	[ "$src" = lockstep.cu ] && arch=sm_60
	"$CLANG" $extra -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=$arch \
		-emit-llvm -S -Xclang -target-sdk-version=11.0 -isystem "$INC" \
		-O2 -gline-tables-only "$src" -o "${src%.cu}.ll"
	# Keep the checked-in IR independent of where the tree lives.
	sed -i "s|directory: \"[^\"]*\"|directory: \".\"|; s|$INC|include|g" "${src%.cu}.ll"
done
