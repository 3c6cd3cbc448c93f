package sim

import (
	"fmt"
	"math"
	"strings"
)

// maxCString bounds the strings printf and assert read from device memory.
const maxCString = 1 << 16

// cString reads the NUL-terminated string at addr; ok is false when it
// leaves its allocation or is longer than maxCString.
func (x *blockExec) cString(t *thread, addr uint64) (string, bool) {
	var b strings.Builder
	for i := uint64(0); i < maxCString; i++ {
		m := x.mem(t, addr+i, 1)
		if m == nil {
			return "", false
		}
		if m[0] == 0 {
			return b.String(), true
		}
		b.WriteByte(m[0])
	}
	return "", false
}

// vprintf is CUDA's device printf as clang lowers it: the format string
// and a buffer of the arguments, each at its natural alignment, integers
// narrower than int promoted to 4 bytes and floats to double. The text is
// kept with its block's, written to the device's Stdout in block order
// when the launch ends (launch.printed). It returns the bytes printed, or
// an error for a bad format or argument address.
func (x *blockExec) vprintf(t *thread, format, args uint64) (int, error) {
	f, ok := x.cString(t, format)
	if !ok {
		return 0, fmt.Errorf("printf: the format string at 0x%x is not a valid string", format)
	}
	var out strings.Builder
	off := uint64(0)
	next := func(size uint64) (uint64, error) {
		off = (off + size - 1) &^ (size - 1)
		m := x.mem(t, args+off, size)
		if m == nil {
			return 0, fmt.Errorf("printf %q: argument buffer 0x%x+%d is not readable (more conversions than arguments?)", f, args, off)
		}
		off += size
		var v uint64
		for i := int(size) - 1; i >= 0; i-- {
			v = v<<8 | uint64(m[i])
		}
		return v, nil
	}
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			out.WriteByte(f[i])
			continue
		}
		// %[flags][width][.precision][length]conversion
		j := i + 1
		for j < len(f) && strings.IndexByte("-+ #0", f[j]) >= 0 {
			j++
		}
		for j < len(f) && (f[j] >= '0' && f[j] <= '9' || f[j] == '.') {
			j++
		}
		spec := f[i:j]
		long := false
		for j < len(f) && strings.IndexByte("hljztL", f[j]) >= 0 {
			long = long || f[j] == 'l' || f[j] == 'j' || f[j] == 'z' || f[j] == 't'
			j++
		}
		if j == len(f) {
			return 0, fmt.Errorf("printf %q: incomplete conversion at the end", f)
		}
		conv := f[j]
		i = j
		size := uint64(4)
		if long || strings.IndexByte("fFeEgGaAsp", conv) >= 0 {
			size = 8
		}
		if conv == '%' {
			out.WriteByte('%')
			continue
		}
		v, err := next(size)
		if err != nil {
			return 0, err
		}
		switch conv {
		case 'd', 'i':
			n := int64(v)
			if size == 4 {
				n = int64(int32(v))
			}
			fmt.Fprintf(&out, spec+"d", n)
		case 'u', 'x', 'X', 'o':
			verb := string(conv)
			if conv == 'u' {
				verb = "d"
			}
			fmt.Fprintf(&out, spec+verb, v)
		case 'c':
			fmt.Fprintf(&out, spec+"c", rune(byte(v)))
		case 'f', 'F', 'e', 'E', 'g', 'G':
			fmt.Fprintf(&out, spec+strings.ToLower(string(conv)), math.Float64frombits(v))
		case 'a', 'A':
			fmt.Fprintf(&out, spec+"x", math.Float64frombits(v))
		case 'p':
			fmt.Fprintf(&out, "0x%x", v)
		case 's':
			s, ok := x.cString(t, v)
			if !ok {
				s = "(bad string)"
			}
			fmt.Fprintf(&out, spec+"s", s)
		default:
			return 0, fmt.Errorf("printf %q: conversion %%%c is not supported", f, conv)
		}
	}
	x.printed = append(x.printed, out.String()...)
	return out.Len(), nil
}

// assertMessage is what a failed device assert reports, like CUDA's
// "file:line: func: block [...], thread [...] Assertion `cond` failed."
func (x *blockExec) assertMessage(t *thread, msg, file, line, fn uint64) string {
	m, _ := x.cString(t, msg)
	f, _ := x.cString(t, file)
	name, _ := x.cString(t, fn)
	return fmt.Sprintf("%s:%d: %s: Assertion `%s` failed", f, int32(line), name, m)
}
