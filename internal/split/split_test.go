package split

import (
	"reflect"
	"testing"
)

func TestTopLevel(t *testing.T) {
	for _, tc := range []struct {
		list string
		want []string
	}{
		{"", nil},
		{"  ", nil},
		{"int", []string{"int"}},
		{"typename T, int N", []string{"typename T", " int N"}},
		{"Pair<int, bool>, f(a, b)", []string{"Pair<int, bool>", " f(a, b)"}},
		{" i32, { float, float }, [3 x i8], <{ i8, i32 }>", []string{" i32", " { float, float }", " [3 x i8]", " <{ i8, i32 }>"}},
	} {
		if got := TopLevel(tc.list); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("TopLevel(%q) = %q, want %q", tc.list, got, tc.want)
		}
	}
}
