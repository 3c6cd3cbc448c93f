package model

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestContainerRoundTrip(t *testing.T) {
	c := &Container{Model: []byte(`{"version":1}`), PTX: []byte(".version 7.0"), IR: []byte("define void @k()"), Arch: "sm_70",
		SASS: []SASS{{Arch: "sm_80", Cubin: []byte("\x7fELF\x02\x01\x00cubin")}, {Arch: "sm_90", Cubin: []byte("\x7fELF\x00")}}}
	data := c.Encode()
	n, err := ContainerLength(data)
	require.NoError(t, err)
	require.Equal(t, len(data), n)
	got, err := DecodeContainer(append(data, 0)) // clang appends a NUL
	require.NoError(t, err)
	require.Equal(t, c, got)

	_, err = DecodeContainer(data[:n-1])
	require.ErrorContains(t, err, "truncated")
	_, err = DecodeContainer([]byte("not a container at all, really"))
	require.ErrorContains(t, err, "not an mgpucc container")

	// Machine code names its architecture before a NUL.
	unnamed := (&Container{SASS: []SASS{{Arch: "sm_90"}}}).Encode()
	unnamed[len(unnamed)-1] = 'x'
	_, err = DecodeContainer(unnamed)
	require.ErrorContains(t, err, "machine code without the name of its architecture")

	// A device link's roles round-trip; one this runtime does not know is
	// an error, not a container taken as compiled whole.
	for _, role := range []LinkRole{LinkRelocatable, LinkLinked} {
		got, err := DecodeContainer((&Container{Arch: "sm_70", Link: role}).Encode())
		require.NoError(t, err)
		require.Equal(t, role, got.Link)
	}
	unknown := (&Container{Link: LinkLinked}).Encode()
	unknown[len(unknown)-1] = 'q'
	_, err = DecodeContainer(unknown)
	require.ErrorContains(t, err, "a device link role")
}

func TestModelVersion(t *testing.T) {
	m := &Model{Version: Version, Kernels: []Kernel{{Name: "k", Mangled: "_Z1kv", Split: SplitNone}}}
	data, err := m.Marshal()
	require.NoError(t, err)
	back, err := Unmarshal(data)
	require.NoError(t, err)
	require.Equal(t, "k", back.Kernel("_Z1kv").Name)
	require.Nil(t, back.Kernel("nope"))
	_, err = Unmarshal([]byte(`{"version": 99}`))
	require.ErrorContains(t, err, "version 99")
	// A version 6 model lists no alternative split dimensions: read as
	// this version, its kernels would lose them without a word.
	_, err = Unmarshal([]byte(`{"version": 6, "kernels": [{"name": "k", "mangled": "_Z1kv", "split": "y"}]}`))
	require.ErrorContains(t, err, "version 6, this build reads version 8: rebuild")
}

func TestModelAlternatives(t *testing.T) {
	m := &Model{Version: Version, Kernels: []Kernel{{Name: "k", Mangled: "_Z1kv", Split: SplitY,
		Alternatives: []Alternative{{Split: SplitX, SplitRequires: []string{"bdx <= 16"}}}}}}
	data, err := m.Marshal()
	require.NoError(t, err)
	require.Contains(t, string(data), `"alternatives"`)
	back, err := Unmarshal(data)
	require.NoError(t, err)
	require.Equal(t, m.Kernels[0].Alternatives, back.Kernels[0].Alternatives)
}
