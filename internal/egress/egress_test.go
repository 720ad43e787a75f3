package egress

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// TestAddressClasses checks the address decision alone (no traffic): every non-public class refused
// with its name, public unicast allowed, the operator's networks allowed.
func TestAddressClasses(t *testing.T) {
	refused := map[string]string{
		"127.0.0.1":              "loopback",
		"127.8.9.10":             "loopback",
		"::1":                    "loopback",
		"::ffff:127.0.0.1":       "IPv4-mapped",
		"::ffff:10.0.0.1":        "IPv4-mapped",
		"::127.0.0.1":            "outside IPv6 global unicast", // IPv4-compatible (deprecated) form
		"169.254.169.254":        "metadata",
		"169.254.1.1":            "link-local",
		"fe80::1":                "link-local",
		"fd00:ec2::254":          "metadata",
		"10.1.2.3":               "private",
		"172.16.0.1":             "private",
		"192.168.1.1":            "private",
		"fc00::1":                "private",
		"fd12:3456::1":           "private",
		"100.64.0.1":             "CGNAT",
		"0.0.0.0":                "unspecified",
		"::":                     "unspecified",
		"224.0.0.1":              "multicast",
		"ff02::1":                "multicast",
		"255.255.255.255":        "broadcast",
		"64:ff9b::7f00:1":        "NAT64",
		"192.0.2.1":              "documentation",
		"198.51.100.7":           "documentation",
		"2001:db8::1":            "documentation",
		"198.18.0.1":             "special-purpose",
		"240.0.0.1":              "reserved",
		"2002:7f00:1::":          "special-purpose", // 6to4 of 127.0.0.1
		"fe80::1%eth0":           "link-local",
		"::ffff:169.254.169.254": "metadata",
	}
	var p Policy
	for s, class := range refused {
		err := p.CheckAddr(netip.MustParseAddr(s))
		if !errors.Is(err, ErrRefused) || !strings.Contains(err.Error(), class) {
			t.Errorf("%s: %v, want refused as %s", s, err, class)
		}
	}
	for _, s := range []string{"8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "93.184.216.34"} {
		if err := p.CheckAddr(netip.MustParseAddr(s)); err != nil {
			t.Errorf("%s: %v, want allowed", s, err)
		}
	}
	allow, hp, err := ParseAllow("10.1.0.0/16, 127.0.0.1 fd00::/8 hooks.internal:8443")
	if err != nil || len(allow) != 3 || len(hp) != 1 {
		t.Fatalf("ParseAllow: %v %v %v", allow, hp, err)
	}
	p = Policy{Allow: allow, AllowHostPorts: hp}
	for _, s := range []string{"10.1.2.3", "127.0.0.1", "::ffff:127.0.0.1", "fd00::5"} {
		if err := p.CheckAddr(netip.MustParseAddr(s)); err != nil {
			t.Errorf("%s with the allow-list: %v", s, err)
		}
	}
	for _, s := range []string{"10.2.0.1", "127.0.0.2", "169.254.169.254"} {
		if err := p.CheckAddr(netip.MustParseAddr(s)); err == nil {
			t.Errorf("%s allowed outside the allow-list", s)
		}
	}
	for _, bad := range []string{"hooks.internal", "10.0.0.0/99", ":80", "host:0"} {
		if _, _, err := ParseAllow(bad); err == nil {
			t.Errorf("ParseAllow(%q) accepted", bad)
		}
	}
}

// TestCheckURL is the registration-time check.
func TestCheckURL(t *testing.T) {
	var p Policy
	for _, u := range []string{"ftp://example.com/", "https://user:pw@example.com/", "https:///x", "https://example.com/#frag",
		"http://127.0.0.1:9/internal/admin?x=1", "http://localhost:8080/", "http://api.localhost/", "http://[::ffff:127.0.0.1]/",
		"http://[::1]:8545/", "http://169.254.169.254/latest/meta-data/", "http://10.0.0.7/", "file:///etc/passwd", "http://example.com:0/"} {
		if err := p.CheckURL(u); !errors.Is(err, ErrRefused) {
			t.Errorf("%s: %v, want refused", u, err)
		} else if strings.Contains(err.Error(), "pw") {
			t.Errorf("%s: the refusal quotes the password: %v", u, err)
		}
	}
	for _, u := range []string{"https://hooks.example.com/asa?x=1", "http://8.8.8.8:8080/"} {
		if err := p.CheckURL(u); err != nil {
			t.Errorf("%s: %v", u, err)
		}
	}
	p = Policy{AllowHostPorts: []string{"localhost:8080"}}
	if err := p.CheckURL("http://LOCALHOST:8080/x"); err != nil {
		t.Errorf("allowed host:port: %v", err)
	}
}

// listener is a loopback TCP listener that counts the connections it accepts and answers 200.
type listener struct {
	srv   *httptest.Server
	conns atomic.Int64
	hits  atomic.Int64
}

func newListener(t *testing.T, h http.HandlerFunc) *listener {
	l := &listener{}
	if h == nil {
		h = func(w http.ResponseWriter, r *http.Request) { _, _ = io.WriteString(w, "ok") }
	}
	l.srv = httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { l.hits.Add(1); h(w, r) }))
	l.srv.Config.ConnState = func(_ net.Conn, s http.ConnState) {
		if s == http.StateNew {
			l.conns.Add(1)
		}
	}
	l.srv.Start()
	t.Cleanup(l.srv.Close)
	return l
}

func (l *listener) port() string {
	_, p, _ := net.SplitHostPort(l.srv.Listener.Addr().String())
	return p
}

// fakeResolver answers names from a map (and fails the rest), so no real name is looked up.
type fakeResolver map[string][]netip.Addr

func (f fakeResolver) LookupNetIP(_ context.Context, _, host string) ([]netip.Addr, error) {
	if a, ok := f[host]; ok {
		return a, nil
	}
	return nil, fmt.Errorf("no such host %s", host)
}

func get(c *http.Client, u string) error {
	resp, err := c.Get(u)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	_, err = io.ReadAll(resp.Body)
	if err == nil && resp.StatusCode != 200 {
		err = fmt.Errorf("status %s", resp.Status)
	}
	return err
}

// TestClientRefusesAtDial sends requests at every forbidden class, with a real loopback listener behind
// the loopback ones: each is refused before any connection, with the class in the error.
func TestClientRefusesAtDial(t *testing.T) {
	l := newListener(t, nil)
	port := l.port()
	res := fakeResolver{
		"rebind.test":   {netip.MustParseAddr("127.0.0.1")},
		"mixed.test":    {netip.MustParseAddr("10.9.9.9"), netip.MustParseAddr("::ffff:127.0.0.1")},
		"metadata.test": {netip.MustParseAddr("169.254.169.254")},
		"localhost":     {netip.MustParseAddr("127.0.0.1"), netip.MustParseAddr("::1")},
	}
	c := Policy{Resolver: res, Timeout: 2 * time.Second}.Client()
	cases := map[string]string{
		"http://127.0.0.1:" + port + "/internal/admin?token=x": "loopback",
		"http://localhost:" + port + "/":                       "loopback",
		"http://[::ffff:127.0.0.1]:" + port + "/":              "IPv4-mapped",
		"http://[::1]:" + port + "/":                           "loopback",
		"http://169.254.169.254/latest/meta-data/":             "metadata",
		"http://10.0.0.1/":                                     "private",
		"http://rebind.test:" + port + "/":                     "loopback",
		"http://mixed.test:" + port + "/":                      "private",
		"http://metadata.test/":                                "metadata",
	}
	for u, class := range cases {
		err := get(c, u)
		if !errors.Is(err, ErrRefused) || !strings.Contains(err.Error(), class) {
			t.Errorf("%s: %v, want refused as %s", u, err, class)
		}
	}
	// The hostname cases pass the URL check and are refused by the dialer: the dial-time check holds on
	// its own, whatever the name resolves to.
	dial := Policy{Resolver: res}.withDefaults().dialContext(Policy{}.guardian(), &net.Dialer{})
	for _, addr := range []string{"rebind.test:" + port, "127.0.0.1:" + port, "[::ffff:127.0.0.1]:" + port} {
		if c, err := dial(context.Background(), "tcp", addr); !errors.Is(err, ErrRefused) {
			if c != nil {
				c.Close()
			}
			t.Errorf("dial %s: %v, want refused", addr, err)
		}
	}
	if n := l.conns.Load(); n != 0 {
		t.Fatalf("the loopback listener accepted %d connections", n)
	}
}

// TestAllowListAndRedirect lets an operator's receiver through, and refuses its redirect to a
// destination that is not allowed.
func TestAllowListAndRedirect(t *testing.T) {
	forbidden := newListener(t, nil)
	allowed := newListener(t, func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/redirect" {
			http.Redirect(w, r, "http://127.0.0.1:"+forbidden.port()+"/internal", http.StatusFound)
			return
		}
		_, _ = io.WriteString(w, "ok")
	})
	hp := "127.0.0.1:" + allowed.port()
	c := Policy{AllowHostPorts: []string{hp}}.Client()
	if err := get(c, "http://"+hp+"/hook"); err != nil {
		t.Fatalf("allowed receiver: %v", err)
	}
	err := get(c, "http://"+hp+"/redirect")
	if !errors.Is(err, ErrRefused) || !strings.Contains(err.Error(), "redirect") {
		t.Fatalf("redirect: %v, want refused", err)
	}
	if n := forbidden.conns.Load(); n != 0 {
		t.Fatalf("the redirect's target got %d connections", n)
	}
	// A CIDR allow-list entry lets the whole network through.
	prefixes, _, _ := ParseAllow("127.0.0.1/32")
	if err := get(Policy{Allow: prefixes}.Client(), "http://127.0.0.1:"+forbidden.port()+"/"); err != nil {
		t.Fatalf("allowed network: %v", err)
	}
}

// TestBounds: a response body over the bound is an error; a receiver that never answers fails within
// the policy's timeout (checked as an error, not timed).
func TestBounds(t *testing.T) {
	big := newListener(t, func(w http.ResponseWriter, r *http.Request) {
		_, _ = w.Write(make([]byte, 64<<10))
	})
	hp := "127.0.0.1:" + big.port()
	err := get(Policy{AllowHostPorts: []string{hp}, MaxResponseBytes: 1024}.Client(), "http://"+hp+"/")
	if !errors.Is(err, ErrRefused) {
		t.Fatalf("oversized body: %v", err)
	}
	if err := get(Policy{AllowHostPorts: []string{hp}, MaxResponseBytes: 64 << 10}.Client(), "http://"+hp+"/"); err != nil {
		t.Fatalf("a body of exactly the bound: %v", err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			defer c.Close() // held open, never answered
		}
	}()
	c := Policy{AllowHostPorts: []string{ln.Addr().String()}, Timeout: 300 * time.Millisecond}.Client()
	if err := get(c, "http://"+ln.Addr().String()+"/"); err == nil {
		t.Fatal("a blackhole answered")
	}
}

// TestProxy sends through the operator's proxy: the proxy gets the absolute URL and makes the connection.
func TestProxy(t *testing.T) {
	var got atomic.Value
	proxy := newListener(t, func(w http.ResponseWriter, r *http.Request) {
		got.Store(r.URL.String())
		_, _ = io.WriteString(w, "proxied")
	})
	pu, _ := url.Parse(proxy.srv.URL)
	c := Policy{Proxy: pu}.Client()
	if err := get(c, "http://hooks.example.com/asa"); err != nil {
		t.Fatal(err)
	}
	if got.Load() != "http://hooks.example.com/asa" {
		t.Fatalf("the proxy saw %v", got.Load())
	}
	// Literal forbidden addresses are refused before the proxy sees them.
	if err := get(c, "http://169.254.169.254/"); !errors.Is(err, ErrRefused) {
		t.Fatalf("metadata through the proxy: %v", err)
	}
	if proxy.hits.Load() != 1 {
		t.Fatalf("the proxy got %d requests, want 1", proxy.hits.Load())
	}
}
