// Package egress is the policy of every outbound request the daemon makes on someone else's behalf
// (webhook deliveries, A2A Agent Card fetches, any future callback): one constructor, Policy.Client, makes
// the only *http.Client such requests may use.
//
// By default the client refuses every destination that is not a public unicast address: loopback,
// private (RFC 1918, fc00::/7), link-local (169.254/16 with the cloud metadata address, fe80::/10), CGNAT
// (100.64/10), multicast, unspecified, broadcast, the reserved, documentation and benchmarking ranges,
// NAT64 (64:ff9b::/96) and every IPv6 address outside 2000::/3 (so IPv4-mapped and -compatible forms
// such as ::ffff:127.0.0.1 too). The decision is made on the address actually dialled: the client
// resolves the name itself, checks every address, connects to a checked address, and the dialer's
// Control hook checks the socket's address once more just before connect, so a name that resolves to
// something else a moment later (DNS rebinding) gains nothing and no packet leaves for a refused
// address. The ranges are code.dny.dev/ssrf's, generated from the IANA special-purpose registries.
//
// The client follows no redirect, bounds each request's time (dial, TLS, headers, whole request) and
// the response body it lets a caller read. An operator allow-list (CIDRs, or exact host:port pairs)
// lets internal receivers through. With a proxy configured, the proxy makes the connection instead:
// the client only checks what it can (the URL, literal addresses) and the proxy must enforce the
// address policy itself.
package egress

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"syscall"
	"time"

	"code.dny.dev/ssrf"
)

// ErrRefused is wrapped by every refusal of the policy (a forbidden address, scheme, redirect, size).
var ErrRefused = errors.New("egress refused")

// Resolver looks up a host's addresses (net.DefaultResolver's LookupNetIP; tests substitute one).
type Resolver interface {
	LookupNetIP(ctx context.Context, network, host string) ([]netip.Addr, error)
}

// Policy says where outbound requests may go and how long and how large they may be. The zero value
// is the default policy: public addresses only, no proxy, the default bounds.
type Policy struct {
	// Allow lets these networks through although they are not public ("10.1.2.0/24", "127.0.0.1/32",
	// "fd00::/8"): internal receivers an operator runs.
	Allow []netip.Prefix
	// AllowHostPorts lets exactly these destinations through ("hooks.internal:8443", "127.0.0.1:9000"),
	// whatever their address: the host as the URL names it (case-insensitive) and the port.
	AllowHostPorts []string
	// Proxy, when set, is an HTTP(S) proxy every request goes through: it resolves and connects, so it
	// must enforce the address policy (the client still checks schemes and literal addresses).
	Proxy *url.URL
	// Timeout bounds one request from dial to the end of the body (default 10s).
	Timeout time.Duration
	// MaxResponseBytes bounds the response body a caller can read; more is an error (default 1 MiB).
	MaxResponseBytes int64
	// MaxConnsPerHost caps the connections to one destination (host:port), so that one slow receiver
	// holds a bounded share of the sockets (default 4).
	MaxConnsPerHost int
	// Resolver replaces the system resolver (tests).
	Resolver Resolver
}

// Defaults of Policy's bounds.
const (
	DefaultTimeout          = 10 * time.Second
	DefaultMaxResponseBytes = 1 << 20
	DefaultMaxConnsPerHost  = 4
)

// ParseAllow reads an allow-list: comma- or space-separated CIDRs ("10.0.0.0/8"), single addresses
// ("10.1.2.3", taken as /32 or /128) and host:port pairs ("hooks.internal:8443").
func ParseAllow(list string) (prefixes []netip.Prefix, hostPorts []string, err error) {
	for _, f := range strings.FieldsFunc(list, func(r rune) bool { return r == ',' || r == ' ' || r == '\n' || r == '\t' }) {
		if p, err := netip.ParsePrefix(f); err == nil {
			prefixes = append(prefixes, p.Masked())
			continue
		}
		if a, err := netip.ParseAddr(f); err == nil {
			prefixes = append(prefixes, netip.PrefixFrom(a, a.BitLen()))
			continue
		}
		host, port, err := net.SplitHostPort(f)
		if n, perr := strconv.ParseUint(port, 10, 16); err != nil || host == "" || perr != nil || n == 0 {
			return nil, nil, fmt.Errorf("egress allow-list entry %q: want a CIDR (10.0.0.0/8), an address or host:port", f)
		}
		hostPorts = append(hostPorts, strings.ToLower(net.JoinHostPort(host, port)))
	}
	return prefixes, hostPorts, nil
}

// withDefaults fills the zero bounds.
func (p Policy) withDefaults() Policy {
	if p.Timeout <= 0 {
		p.Timeout = DefaultTimeout
	}
	if p.MaxResponseBytes <= 0 {
		p.MaxResponseBytes = DefaultMaxResponseBytes
	}
	if p.MaxConnsPerHost <= 0 {
		p.MaxConnsPerHost = DefaultMaxConnsPerHost
	}
	if p.Resolver == nil {
		p.Resolver = net.DefaultResolver
	}
	return p
}

// guardian is the address check: the library's ranges, any port, TCP only, the operator's networks allowed.
func (p Policy) guardian() *ssrf.Guardian {
	var v4, v6 []netip.Prefix
	for _, a := range p.Allow {
		if a.Addr().Is4() {
			v4 = append(v4, a)
			// The same network in its IPv4-mapped IPv6 form, which the library would refuse as non-global.
			mapped := netip.AddrFrom16(a.Addr().As16())
			v6 = append(v6, netip.PrefixFrom(mapped, a.Bits()+96))
		} else {
			v6 = append(v6, a)
		}
	}
	return ssrf.New(ssrf.WithAnyPort(), ssrf.WithAllowedV4Prefixes(v4...), ssrf.WithAllowedV6Prefixes(v6...))
}

// hostPortAllowed reports whether the operator allowed host:port as such.
func (p Policy) hostPortAllowed(hostport string) bool {
	hp := strings.ToLower(hostport)
	for _, a := range p.AllowHostPorts {
		if a == hp {
			return true
		}
	}
	return false
}

// CheckAddr reports why the policy refuses ip (nil: allowed).
func (p Policy) CheckAddr(ip netip.Addr) error {
	return p.checkAddr(p.guardian(), ip)
}

func (p Policy) checkAddr(g *ssrf.Guardian, ip netip.Addr) error {
	ip = ip.WithZone("")
	if err := g.SafeAddr(ip); err != nil {
		return fmt.Errorf("%w: %s is %s, not a public address (allow it with the egress allow-list if it is a receiver of yours)", ErrRefused, ip, Class(ip))
	}
	return nil
}

// Class names the kind of address ip is, for refusals ("loopback", "private", ...).
func Class(ip netip.Addr) string {
	u := ip.Unmap()
	switch {
	case ip.Is4In6():
		return "an IPv4-mapped IPv6 address of " + Class(u)
	case u.IsLoopback():
		return "loopback"
	case u == netip.MustParseAddr("169.254.169.254") || u == netip.MustParseAddr("fd00:ec2::254"):
		return "the cloud instance metadata address"
	case u.IsLinkLocalUnicast():
		return "link-local"
	case u.IsPrivate():
		return "private"
	case u.IsUnspecified():
		return "unspecified"
	case u.IsMulticast() || u.IsLinkLocalMulticast() || u.IsInterfaceLocalMulticast():
		return "multicast"
	case u == netip.MustParseAddr("255.255.255.255"):
		return "broadcast"
	case u.Is4() && netip.MustParsePrefix("100.64.0.0/10").Contains(u):
		return "shared (CGNAT)"
	case netip.MustParsePrefix("64:ff9b::/96").Contains(u) || netip.MustParsePrefix("64:ff9b:1::/48").Contains(u):
		return "NAT64"
	case u.Is6() && !netip.MustParsePrefix("2000::/3").Contains(u):
		return "outside IPv6 global unicast"
	default:
		return "reserved, documentation or special-purpose"
	}
}

// CheckURL checks a URL before it is stored or requested: http or https, a host, no credentials, no
// fragment, and no literal address or "localhost" name the policy refuses. It is a first, clear answer
// only: the dial-time check is what holds (a name can resolve anywhere).
func (p Policy) CheckURL(raw string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return fmt.Errorf("%w: not a URL: %v", ErrRefused, err)
	}
	return p.checkURL(p.guardian(), u)
}

func (p Policy) checkURL(g *ssrf.Guardian, u *url.URL) error {
	if u.Scheme != "http" && u.Scheme != "https" {
		return fmt.Errorf("%w: scheme %q: only http and https", ErrRefused, u.Scheme)
	}
	if u.User != nil {
		return fmt.Errorf("%w: the URL carries credentials (user:password@); put them nowhere, the request is signed", ErrRefused)
	}
	host := u.Hostname()
	if host == "" {
		return fmt.Errorf("%w: the URL has no host", ErrRefused)
	}
	if u.Fragment != "" {
		return fmt.Errorf("%w: the URL has a fragment", ErrRefused)
	}
	port := u.Port()
	if port == "" {
		port = map[string]string{"http": "80", "https": "443"}[u.Scheme]
	}
	if n, err := strconv.ParseUint(port, 10, 16); err != nil || n == 0 {
		return fmt.Errorf("%w: port %q", ErrRefused, port)
	}
	if p.hostPortAllowed(net.JoinHostPort(host, port)) {
		return nil
	}
	if ip, err := netip.ParseAddr(host); err == nil {
		return p.checkAddr(g, ip)
	}
	lh := strings.ToLower(strings.TrimSuffix(host, "."))
	if lh == "localhost" || strings.HasSuffix(lh, ".localhost") {
		return fmt.Errorf("%w: %s names this machine (loopback)", ErrRefused, host)
	}
	return nil
}

// Client returns the HTTP client of the policy. Every outbound request made on someone else's behalf
// must use a client made here.
func (p Policy) Client() *http.Client {
	p = p.withDefaults()
	g := p.guardian()
	dialer := &net.Dialer{Timeout: min(p.Timeout, 5*time.Second), KeepAlive: 30 * time.Second}
	tr := &http.Transport{
		MaxIdleConns:          256,
		MaxIdleConnsPerHost:   p.MaxConnsPerHost,
		MaxConnsPerHost:       p.MaxConnsPerHost,
		IdleConnTimeout:       90 * time.Second,
		TLSHandshakeTimeout:   min(p.Timeout, 5*time.Second),
		ResponseHeaderTimeout: p.Timeout,
		ExpectContinueTimeout: time.Second,
		ForceAttemptHTTP2:     true,
	}
	if p.Proxy != nil {
		// The proxy is the operator's: it is dialled as configured and does the destination's dial itself.
		tr.Proxy = http.ProxyURL(p.Proxy)
		tr.DialContext = dialer.DialContext
	} else {
		tr.DialContext = p.dialContext(g, dialer)
	}
	return &http.Client{
		Timeout:   p.Timeout,
		Transport: &guard{p: p, g: g, next: tr},
		CheckRedirect: func(req *http.Request, _ []*http.Request) error {
			return fmt.Errorf("%w: redirect to %s not followed (a receiver must answer itself)", ErrRefused, req.URL.Redacted())
		},
	}
}

// dialContext resolves the host, checks every address and connects to the first allowed one; the
// dialer's Control checks the socket's address again just before connect.
func (p Policy) dialContext(g *ssrf.Guardian, base *net.Dialer) func(ctx context.Context, network, addr string) (net.Conn, error) {
	return func(ctx context.Context, network, addr string) (net.Conn, error) {
		host, port, err := net.SplitHostPort(addr)
		if err != nil {
			return nil, fmt.Errorf("egress dial %s: %w", addr, err)
		}
		allowAll := p.hostPortAllowed(addr)
		var ips []netip.Addr
		if ip, err := netip.ParseAddr(host); err == nil {
			ips = []netip.Addr{ip}
		} else {
			if ips, err = p.Resolver.LookupNetIP(ctx, "ip", host); err != nil {
				return nil, fmt.Errorf("egress resolve %s: %w", host, err)
			}
		}
		var refusals []error
		for _, ip := range ips {
			if !allowAll {
				if err := p.checkAddr(g, ip); err != nil {
					refusals = append(refusals, err)
					continue
				}
			}
			d := *base
			d.Control = func(network, address string, _ syscall.RawConn) error {
				if allowAll {
					return nil
				}
				ap, err := netip.ParseAddrPort(address)
				if err != nil {
					return fmt.Errorf("%w: dial address %q", ErrRefused, address)
				}
				return p.checkAddr(g, ap.Addr())
			}
			c, err := d.DialContext(ctx, network, net.JoinHostPort(ip.String(), port))
			if err == nil {
				return c, nil
			}
			refusals = append(refusals, err)
			if ctx.Err() != nil {
				break
			}
		}
		if len(refusals) == 0 {
			return nil, fmt.Errorf("egress dial %s: no address", host)
		}
		return nil, fmt.Errorf("egress dial %s: %w", host, errors.Join(refusals...))
	}
}

// guard checks each request's URL before it is sent and bounds the response body.
type guard struct {
	p    Policy
	g    *ssrf.Guardian
	next http.RoundTripper
}

func (t *guard) RoundTrip(req *http.Request) (*http.Response, error) {
	if err := t.p.checkURL(t.g, req.URL); err != nil {
		if req.Body != nil {
			_ = req.Body.Close()
		}
		return nil, err
	}
	resp, err := t.next.RoundTrip(req)
	if err != nil {
		return nil, err
	}
	resp.Body = &limitedBody{rc: resp.Body, left: t.p.MaxResponseBytes}
	return resp, nil
}

// limitedBody fails a read past its bound instead of letting a receiver stream without end.
type limitedBody struct {
	rc   io.ReadCloser
	left int64
}

func (b *limitedBody) Read(p []byte) (int, error) {
	if b.left <= 0 {
		// One byte more than the bound tells a body that ends exactly at it from a longer one.
		var one [1]byte
		if n, _ := b.rc.Read(one[:]); n > 0 {
			return 0, fmt.Errorf("%w: response body over the bound", ErrRefused)
		}
		return 0, io.EOF
	}
	if int64(len(p)) > b.left {
		p = p[:b.left]
	}
	n, err := b.rc.Read(p)
	b.left -= int64(n)
	return n, err
}

func (b *limitedBody) Close() error { return b.rc.Close() }
