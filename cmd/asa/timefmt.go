package main

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// whenText shows a chain time for people: the ISO date and how far it is from now (chain time), e.g.
// "2026-03-26T16:30:00Z (in 1 h 59 m)" or "2026-03-26T14:30:00Z (2 h 1 m ago)".
func whenText(unix uint64, now time.Time) string {
	if unix == 0 {
		return "-"
	}
	t := time.Unix(int64(unix), 0).UTC()
	d := t.Sub(now)
	switch {
	case d > 0:
		return fmt.Sprintf("%s (in %s)", t.Format(time.RFC3339), durationText(d))
	case d < 0:
		return fmt.Sprintf("%s (%s ago)", t.Format(time.RFC3339), durationText(-d))
	}
	return t.Format(time.RFC3339) + " (now)"
}

// durationText is a duration in the two largest units: "3 d 2 h", "1 h 59 m", "4 m 10 s", "12 s".
func durationText(d time.Duration) string {
	d = d.Round(time.Second)
	units := []struct {
		name string
		size time.Duration
	}{{"d", 24 * time.Hour}, {"h", time.Hour}, {"m", time.Minute}, {"s", time.Second}}
	var parts []string
	for _, u := range units {
		if n := d / u.size; n > 0 || (len(parts) == 0 && u.name == "s") {
			parts = append(parts, fmt.Sprintf("%d %s", n, u.name))
			d -= n * u.size
		}
		if len(parts) == 2 {
			break
		}
		if len(parts) == 1 && d == 0 {
			break
		}
	}
	return strings.Join(parts, " ")
}

// parseDuration reads a duration as people write it: Go's "2h", "90m", "1h30m", plus days ("2d") and plain
// seconds ("7200").
func parseDuration(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	if n, err := strconv.ParseUint(s, 10, 63); err == nil {
		return time.Duration(n) * time.Second, nil
	}
	if days, rest, ok := strings.Cut(s, "d"); ok {
		n, err := strconv.ParseUint(days, 10, 32)
		if err != nil {
			return 0, fmt.Errorf("%q is not a duration (like 2h, 90m, 1d, 7200)", s)
		}
		d := time.Duration(n) * 24 * time.Hour
		if rest != "" {
			r, err := time.ParseDuration(rest)
			if err != nil {
				return 0, fmt.Errorf("%q is not a duration (like 2h, 90m, 1d, 7200)", s)
			}
			d += r
		}
		return d, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil {
		return 0, fmt.Errorf("%q is not a duration (like 2h, 90m, 1d, 7200)", s)
	}
	return d, nil
}
