package scaling

import (
	"fmt"
	"html"
	"math"
	"strings"
)

// Series is one speedup curve of a plot.
type Series struct {
	Label  string
	Color  string
	Dashed bool
	Points [][2]float64 // devices, speedup
}

// Mark is a measured point drawn as a circle (the paper's Figure 6
// points, a GPU's measurements).
type Mark struct {
	Color   string
	Devices float64
	Speedup float64
}

// Plot draws speedup over devices, with the ideal line, as the paper's
// Figure 6 does; marksLabel names the marks in the legend.
func Plot(title string, maxDevices int, series []Series, marks []Mark, marksLabel string) string {
	const w, h, left, bottom, top, right = 680, 440, 50, 40, 30, 230
	n := float64(maxDevices)
	pw, ph := float64(w-left-right), float64(h-top-bottom)
	x := func(d float64) float64 { return left + (d-1)/(n-1)*pw }
	y := func(s float64) float64 { return top + ph - math.Min(s, n)/n*ph }
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="11">`+"\n", w, h)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="white"/>`+"\n", w, h)
	fmt.Fprintf(&b, `<text x="%d" y="18" font-size="13">%s</text>`+"\n", left, html.EscapeString(title))
	step := max(1, maxDevices/8)
	for i := 0; i <= maxDevices; i += step {
		fmt.Fprintf(&b, `<line x1="%d" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#ddd"/><text x="%d" y="%.1f" text-anchor="end">%d</text>`+"\n",
			left, y(float64(i)), x(n), y(float64(i)), left-4, y(float64(i))+4, i)
		if i > 0 {
			fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle">%d</text>`+"\n", x(float64(i)), h-bottom+14, i)
		}
	}
	fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle">GPUs</text>`+"\n", left+pw/2, h-6)
	fmt.Fprintf(&b, `<text x="12" y="%.1f" transform="rotate(-90 12 %.1f)" text-anchor="middle">speedup (predicted)</text>`+"\n", top+ph/2, top+ph/2)
	fmt.Fprintf(&b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#999" stroke-dasharray="2,3"/>`+"\n", x(1), y(1), x(n), y(n))
	row := 0
	legend := func() float64 { row++; return float64(top + 2 + 16*row) }
	for _, s := range series {
		dash := ""
		if s.Dashed {
			dash = ` stroke-dasharray="6,3"`
		}
		var pts []string
		for _, p := range s.Points {
			pts = append(pts, fmt.Sprintf("%.1f,%.1f", x(p[0]), y(p[1])))
		}
		fmt.Fprintf(&b, `<polyline fill="none" stroke="%s" stroke-width="2"%s points="%s"/>`+"\n", s.Color, dash, strings.Join(pts, " "))
		ly := legend()
		fmt.Fprintf(&b, `<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="%s" stroke-width="2"%s/><text x="%d" y="%.1f">%s</text>`+"\n",
			w-right+8, ly, w-right+30, ly, s.Color, dash, w-right+34, ly+4, html.EscapeString(s.Label))
	}
	for _, m := range marks {
		fmt.Fprintf(&b, `<circle cx="%.1f" cy="%.1f" r="4" fill="none" stroke="%s" stroke-width="2"/>`+"\n", x(m.Devices), y(m.Speedup), m.Color)
	}
	if len(marks) > 0 && marksLabel != "" {
		ly := legend()
		fmt.Fprintf(&b, `<circle cx="%d" cy="%.1f" r="4" fill="none" stroke="#333" stroke-width="2"/><text x="%d" y="%.1f">%s</text>`+"\n",
			w-right+19, ly, w-right+34, ly+4, html.EscapeString(marksLabel))
	}
	ly := legend()
	fmt.Fprintf(&b, `<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#999" stroke-dasharray="2,3"/><text x="%d" y="%.1f">ideal</text>`+"\n", w-right+8, ly, w-right+30, ly, w-right+34, ly+4)
	b.WriteString("</svg>\n")
	return b.String()
}
