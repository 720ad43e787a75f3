package quota

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/testutil"
)

func TestLimitText(t *testing.T) {
	for in, want := range map[string]Limit{"20/1m": {20, time.Minute}, " 5 / 2s ": {5, 2 * time.Second}, "off": {}} {
		got, err := ParseLimit(in)
		if err != nil || got != want {
			t.Errorf("%q: %v %v", in, got, err)
		}
	}
	for _, bad := range []string{"20", "0/1m", "-1/1m", "x/1m", "5/0s", "5/never"} {
		if _, err := ParseLimit(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	var l Limit
	if err := json.Unmarshal([]byte(`"60/1h"`), &l); err != nil || l != (Limit{60, time.Hour}) {
		t.Fatalf("json: %v %v", l, err)
	}
	if b, _ := json.Marshal(l); string(b) != `"60/1h0m0s"` {
		t.Fatalf("marshal: %s", b)
	}
}

func TestBucketsPerClient(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	reg := prometheus.NewRegistry()
	s, err := New(Options{Limits: map[string]Limit{"signin": {3, time.Minute}, "bytes": {1000, time.Hour}}, Registerer: reg,
		Now: func() time.Time { return now }})
	if err != nil {
		t.Fatal(err)
	}
	for i := range 3 {
		if err := s.AllowKey("signin", "ip:10.0.0.1", 1); err != nil {
			t.Fatalf("attempt %d: %v", i, err)
		}
	}
	err = s.AllowKey("signin", "ip:10.0.0.1", 1)
	var ex *Exceeded
	if !errors.As(err, &ex) || ex.Limit != "signin" || ex.Seconds() != 20 {
		t.Fatalf("4th attempt: %v", err)
	}
	if err := s.AllowKey("signin", "ip:10.0.0.2", 1); err != nil {
		t.Fatalf("another client shares the bucket: %v", err)
	}
	now = now.Add(20 * time.Second)
	if err := s.AllowKey("signin", "ip:10.0.0.1", 1); err != nil {
		t.Fatalf("after the refill: %v", err)
	}
	if err := s.AllowKey("bytes", "addr:a", 1001); !errors.As(err, &ex) || !ex.Never {
		t.Fatalf("a request over the whole bucket: %v", err)
	}
	if err := s.AllowKey("unset", "x", 1_000_000); err != nil {
		t.Fatalf("an unset limit bounds: %v", err)
	}
	if got := testutil.ToFloat64(s.refused.WithLabelValues("signin")); got != 1 {
		t.Fatalf("refused{signin} = %v", got)
	}
	var nilSet *Set
	if err := nilSet.Allow(context.Background(), "signin"); err != nil {
		t.Fatal(err)
	}

	rec := httptest.NewRecorder()
	if !WriteHTTP(rec, &Exceeded{Limit: "signin", RetryAfter: 1500 * time.Millisecond}) || rec.Code != 429 || rec.Header().Get("Retry-After") != "2" ||
		!strings.Contains(rec.Body.String(), "too_many_requests") {
		t.Fatalf("429: %d %v %s", rec.Code, rec.Header(), rec.Body)
	}
}

func TestBoundedKeys(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	s, _ := New(Options{Limits: map[string]Limit{"n": {2, time.Minute}}, MaxKeys: 100, Now: func() time.Time { return now }})
	for i := range 10_000 {
		_ = s.AllowKey("n", "k"+string(rune(i)), 1)
	}
	if n := len(s.limiters["n"].buckets); n > 100 {
		t.Fatalf("%d buckets tracked, bound 100", n)
	}
}

func TestClientKey(t *testing.T) {
	req := func(remote string, xff ...string) *http.Request {
		r := httptest.NewRequest("GET", "/", nil)
		r.RemoteAddr = remote
		for _, x := range xff {
			r.Header.Add("X-Forwarded-For", x)
		}
		return r
	}
	cases := []struct {
		r     *http.Request
		trust bool
		want  string
	}{
		{req("192.0.2.7:5555"), false, "ip:192.0.2.7"},
		{req("[::ffff:192.0.2.7]:5555"), false, "ip:192.0.2.7"},
		{req("[2001:db8:1:2:3:4:5:6]:443"), false, "ip:2001:db8:1:2::/64"},
		{req("10.0.0.1:1", "203.0.113.9"), false, "ip:10.0.0.1"},            // not trusted: the header is ignored
		{req("10.0.0.1:1", "1.1.1.1, 203.0.113.9"), true, "ip:203.0.113.9"}, // the proxy's entry is the last
		{req("10.0.0.1:1", "garbage"), true, "ip:10.0.0.1"},
	}
	for _, c := range cases {
		if got := ClientKey(c.r, c.trust); got != c.want {
			t.Errorf("%s %v trust=%v: %s, want %s", c.r.RemoteAddr, c.r.Header, c.trust, got, c.want)
		}
	}
}

// TestConcurrentClients: of concurrent requests of one client exactly the bucket's worth is admitted.
func TestConcurrentClients(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	s, _ := New(Options{Limits: map[string]Limit{"n": {100, time.Hour}}, Now: func() time.Time { return now }})
	var wg sync.WaitGroup
	var admitted atomic.Int64
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 500 {
				if s.AllowKey("n", "ip:192.0.2.1", 1) == nil {
					admitted.Add(1)
				}
				_ = s.AllowKey("n", fmt.Sprintf("ip:10.%d.%d.1", g, i%200), 1)
			}
		}()
	}
	wg.Wait()
	if n := admitted.Load(); n != 100 {
		t.Fatalf("%d of 4000 concurrent requests admitted, want the bucket's 100", n)
	}
}
