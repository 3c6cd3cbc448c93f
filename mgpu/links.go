package mgpu

import (
	"fmt"
	"math"
	"math/bits"
	"strconv"
	"strings"
	"time"
)

// The runtime's model of its links: what a copy from one holder to another
// costs (probed on a GPU, MGPU_LINK, or a default), by which it decides
// whether a launch splits (adaptive.go), whether a part's interior runs
// beside its copies (halo.go), and which of several holders a range is
// copied from (copySource, relays.go).
//
// Links are probed only where the adaptive split weighs them against
// kernel times: MGPU_SPLIT=adaptive on several devices, with kernel times
// measured or stated (newAdaptive, as it asks the backend for them). A
// probe is timed copies of tens of megabytes, at the first copy that asks
// the pair's cost; with MGPU_SPLIT=always or never, nothing weighs what
// it measures against a kernel, and the links are assumed: the backend's
// (linkAssumer: ranks, a rank's own devices nearer than another's) or the
// default.

// link is the cost of copies from one holder to another: seconds per
// byte and per copy.
type link struct {
	perByte, perCopy float64
	known, probed    bool
}

// LinkStats is a link the adaptive split measured (MGPU_STATS "links").
type LinkStats struct {
	From      int     `json:"from"`
	To        int     `json:"to"`
	GBps      float64 `json:"gbps"`
	LatencyUS float64 `json:"latency_us"`
}

// probedLinks lists the links measured so far.
func (rt *Runtime) probedLinks() []LinkStats {
	var out []LinkStats
	for i, l := range rt.adapt.links {
		if l.probed {
			out = append(out, LinkStats{From: i / (rt.ndev + 1), To: i % (rt.ndev + 1), GBps: 1 / l.perByte / 1e9, LatencyUS: l.perCopy * 1e6})
		}
	}
	return out
}

// Defaults where nothing is measured (the simulator) or a probe fails: a
// PCIe 4.0 x16 link's order of magnitude (25 GB/s, 10 µs per copy, as
// JACC's DGX-1 peak P2P), and the host time to issue one part's launch.
const (
	defaultLinkGBps    = 25
	defaultLinkLatency = 10 * time.Microsecond
	defaultLaunchCost  = 5 * time.Microsecond
)

// linkSpec is MGPU_LINK: the cost of every link, of launching a part, and
// of the device pairs named apart.
type linkSpec struct {
	every  link
	launch time.Duration
	set    bool // MGPU_LINK was given: nothing is probed
	pairs  []linkPair
}

// linkPair is the cost of the links between devices a and b, both ways.
type linkPair struct {
	a, b int
	l    link
}

const linkSyntax = "want bandwidth in GB/s and latency per copy in µs, optionally the launch cost per part in µs, then optionally ';' and device pairs with their own link (e.g. 25,10 or 25,10,5 or 10,1,5;0-1 2-3=20,0.5;0-8=5,15)"

// parseLinkCost reads MGPU_LINK: "bw_GBps,latency_us[,launch_us]" for
// every link (the host's included), then for any number of groups of
// device pairs ";A-B C-D ...=bw_GBps,latency_us", their own link both
// ways (a machine whose links differ: the scaling study's K80 node, where
// peer copies between the sockets are staged through host memory).
// Pairs naming a device the runtime does not drive are left out.
func parseLinkCost(s string) (linkSpec, error) {
	s = strings.TrimSpace(s)
	spec := linkSpec{launch: defaultLaunchCost}
	if s == "" {
		return spec, nil
	}
	groups := strings.Split(s, ";")
	every, launchUS, ok := linkFigures(groups[0], 3)
	if !ok {
		return spec, fmt.Errorf("MGPU_LINK=%q: %s", s, linkSyntax)
	}
	spec.every, spec.set = every, true
	if launchUS >= 0 {
		spec.launch = time.Duration(launchUS * 1e3)
	}
	for _, g := range groups[1:] {
		pairs, figures, found := strings.Cut(g, "=")
		l, _, ok := linkFigures(figures, 2)
		if !found || !ok {
			return spec, fmt.Errorf("MGPU_LINK=%q: the pairs %q: %s", s, g, linkSyntax)
		}
		for _, p := range strings.Fields(pairs) {
			as, bs, _ := strings.Cut(p, "-")
			a, aerr := strconv.Atoi(as)
			b, berr := strconv.Atoi(bs)
			if aerr != nil || berr != nil || a < 0 || b < 0 || a == b {
				return spec, fmt.Errorf("MGPU_LINK=%q: %q is not a pair of two devices A-B", s, p)
			}
			spec.pairs = append(spec.pairs, linkPair{a, b, l})
		}
	}
	return spec, nil
}

// linkFigures reads "bw_GBps,latency_us" and, where most is 3, an
// optional ",launch_us" (-1 where absent).
func linkFigures(s string, most int) (l link, launchUS float64, ok bool) {
	f := strings.Split(s, ",")
	if len(f) < 2 || len(f) > most {
		return l, 0, false
	}
	x := [3]float64{0, 0, -1}
	for i := range f {
		n, err := strconv.ParseFloat(strings.TrimSpace(f[i]), 64)
		if err != nil || n < 0 || math.IsInf(n, 0) || math.IsNaN(n) || i == 0 && n == 0 {
			return l, 0, false
		}
		x[i] = n
	}
	return link{perByte: 1 / (x[0] * 1e9), perCopy: x[1] * 1e-6, known: true}, x[2], true
}

// linkProber is a backend that measures its links (CUDA: timed peer
// copies of 4 KiB to 64 MiB).
type linkProber interface {
	// ProbeLink returns the seconds per byte and per copy of copies from
	// device src to device dst.
	ProbeLink(dst, src int) (perByte, perCopy float64, err error)
}

// linkAssumer is a backend whose links differ where none is timed.
type linkAssumer interface {
	// AssumedLink returns the seconds per byte and per copy assumed of
	// copies from device src to device dst.
	AssumedLink(dst, src int) (perByte, perCopy float64)
}

// linkCost returns the cost of copies from holder slot src to device dst,
// probing the pair on first use where the backend can and the split
// weighs it, else as the backend assumes it.
func (rt *Runtime) linkCost(dst, src int) link {
	a := &rt.adapt
	if src == hostSlot {
		src = rt.ndev
	}
	l := &a.links[src*(rt.ndev+1)+dst]
	if l.known {
		return *l
	}
	*l = a.fixed
	if src == rt.ndev || src == dst {
		return *l
	}
	switch {
	case a.prober != nil:
		start := time.Now()
		perByte, perCopy, err := a.prober.ProbeLink(dst, src)
		a.probing += time.Since(start)
		if err == nil {
			*l = link{perByte: perByte, perCopy: perCopy, known: true, probed: true}
			a.note(*l)
		} else {
			fmt.Fprintf(rt.log, "mgpu: cannot measure copies from device %d to %d (%v); assuming %g GB/s and %v per copy\n",
				src, dst, err, 1/a.fixed.perByte/1e9, time.Duration(a.fixed.perCopy*1e9))
		}
	case a.assume != nil:
		perByte, perCopy := a.assume.AssumedLink(dst, src)
		*l = link{perByte: perByte, perCopy: perCopy, known: true}
		a.note(*l)
	}
	return *l
}

// mayBeUneven reports whether a link may differ from the fixed one by more
// than relayMargin: one does, or the backend gives links when first asked.
func (a *adaptive) mayBeUneven() bool { return a.uneven || a.prober != nil || a.assume != nil }

// note records whether l differs from the fixed link by more than
// relayMargin: only then may a relay pay.
func (a *adaptive) note(l link) {
	c, f := l.perByte*sourceBytes+l.perCopy, a.fixed.perByte*sourceBytes+a.fixed.perCopy
	a.uneven = a.uneven || c < f*relayMargin || f < c*relayMargin
}

// sourceBytes is the copy by whose time copySource ranks links: a
// megabyte, where bandwidth and latency both count.
const sourceBytes = 1 << 20

// copySource returns the device of holders (several, not dev) that dev
// copies a range from: the one with the cheapest link to dev, of equal
// ones the nearest by index (Holders.Nearest), so that a machine whose
// links are all alike copies as by index. The host (managed memory read
// back) copies from the nearest by index: its links are modelled as one.
func (rt *Runtime) copySource(holders Holders, dev int) int {
	if dev == hostSlot {
		return holders.devices().Nearest(dev)
	}
	best, bestCost := -1, 0.0
	for h := uint64(holders.devices()); h != 0; h &= h - 1 {
		d := bits.TrailingZeros64(h)
		l := rt.linkCost(dev, d)
		c := l.perByte*sourceBytes + l.perCopy
		if best < 0 || c < bestCost || c == bestCost && distance(d, dev) < distance(best, dev) {
			best, bestCost = d, c
		}
	}
	return best
}

// distance is |a - b|.
func distance(a, b int) int { return max(a-b, b-a) }

// newTracker makes a buffer's tracker, its copies' sources chosen by
// the links.
func (rt *Runtime) newTracker(size int64, holders Holders) *Tracker {
	t := NewTracker(size, holders)
	t.Source = rt.copySource
	return t
}
