package analyze

import (
	"github.com/llir/llvm/ir/types"

	"mgpucc/internal/nvptx"
)

// paramLayout is the size and alignment of a kernel parameter of type t in
// the argument buffer.
func paramLayout(t types.Type) (size, align int, err error) {
	s, a, err := nvptx.SizeAlign(t)
	return int(s), int(a), err
}
