package main

import (
	"bytes"
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mgpucc/enumgen"
	"mgpucc/isl"
	"mgpucc/model"
)

// TestUnlist: a kernel whose enumerators cannot be made (here a read of
// every index, which isl cannot list) loses its maps and runs on one GPU,
// with a warning that asks for a report; the others keep theirs, and the
// enumerators of the model are made.
func TestUnlist(t *testing.T) {
	access := func(read, write string) *model.Access {
		return &model.Access{ElemSize: 4, Read: read, Write: write}
	}
	const space = "[bdz, bdy, bdx, gdz, gdy, gdx] -> { [boz, boy, box, bz, by, bx] -> A[i0] : "
	own := space + "exists (tx : i0 = box + tx and 0 <= tx < bdx) }"
	pointer := func(index int, a *model.Access) model.Param {
		return model.Param{Index: index, Kind: model.ParamPointer, Type: "float*", Size: 8, Align: 8, ScalarSlot: -1, Access: a}
	}
	m := &model.Model{Version: model.Version, Kernels: []model.Kernel{
		{Name: "ok", Mangled: "_Z2okPf", Split: model.SplitX, Params: []model.Param{pointer(0, access("", own))}},
		{Name: "halves", Mangled: "_Z6halvesPfPKf", Split: model.SplitX, Position: "app.cu:7", Partitioned: "_Z6halvesPfPKf__mgpu",
			Params: []model.Param{pointer(0, access("", own)), pointer(1, access(space+"exists (q0 : i0 = q0) }", ""))}},
	}}
	_, err := enumgen.Generate(m)
	var ke *enumgen.KernelError
	require.True(t, errors.As(err, &ke), "%v", err)
	require.Equal(t, 1, ke.Kernel)
	var stderr bytes.Buffer
	b := &builder{stderr: &stderr}
	require.True(t, b.unlist(&m.Kernels[ke.Kernel], ke))
	_, err = enumgen.Generate(m)
	require.NoError(t, err)
	k := m.Kernels[1]
	assert.Equal(t, model.SplitNone, k.Split)
	assert.Empty(t, k.Partitioned)
	assert.Nil(t, k.Params[0].Access)
	assert.Nil(t, k.Params[1].Access)
	assert.Contains(t, k.Reason, "mgpucc could not list the elements its blocks touch (enumgen: kernel halves: parameter 1 read map: isl: lexmin: unbounded optimum")
	assert.Contains(t, stderr.String(), "mgpucc: warning: app.cu:7: kernel halves runs on one GPU: mgpucc could not list")
	assert.Contains(t, stderr.String(), "this is a bug in mgpucc, please report it with this message\n")
	assert.Equal(t, model.SplitX, m.Kernels[0].Split, "the other kernel keeps its split")
	assert.False(t, b.unlist(&m.Kernels[1], ke), "nothing left to drop")
}

// TestUnlistOverBudget: a kernel whose enumerators took more of isl's
// work than enumgen allows runs on one GPU with a warning that says so,
// and asks for no report: it is a bound on the compile's time, not a bug.
func TestUnlistOverBudget(t *testing.T) {
	k := model.Kernel{Name: "unrolled", Split: model.SplitX, Position: "app.cu:3",
		Params: []model.Param{{Kind: model.ParamPointer, Access: &model.Access{Write: "{ [] -> A[0] }"}}}}
	var stderr bytes.Buffer
	b := &builder{stderr: &stderr}
	err := &enumgen.KernelError{Err: fmt.Errorf("enumgen: kernel unrolled: parameter 0 write map: isl: ast generation: %w", isl.ErrBudget)}
	require.True(t, b.unlist(&k, err))
	assert.Equal(t, model.SplitNone, k.Split)
	assert.Contains(t, k.Reason, "listing the elements its blocks touch took more of isl's work than mgpucc allows a kernel")
	assert.Contains(t, stderr.String(), "mgpucc: warning: app.cu:3: kernel unrolled runs on one GPU: listing the elements")
	assert.NotContains(t, stderr.String(), "bug")
}
