// Command runtimealiases prints the linker script that makes each supported
// cudaXxx an alias of the runtime's __mgpuXxx (rewrite.AliasScript);
// build.sh installs it as lib/mgpu-aliases.ld.
package main

import (
	"fmt"

	"mgpucc/rewrite"
)

func main() { fmt.Print(rewrite.AliasScript()) }
