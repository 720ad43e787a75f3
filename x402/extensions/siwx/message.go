package siwx

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Message is an EIP-4361 (Sign-In with Ethereum) message. String renders it exactly as the
// official TypeScript stack does (@signinwithethereum/siwe 4.x prepareMessage, used by
// @x402/extensions/sign-in-with-x); ParseMessage reads one back, refusing anything the EIP-4361
// grammar (as siwe-parser 4.x states it) does not allow.
//
// Optional parts are absent when empty, except Statement and RequestID, where an empty value
// and an absent one render differently, and Resources, where nil (no "Resources:" line) differs
// from an empty list (a "Resources:" line alone).
type Message struct {
	Scheme         string // optional URI scheme before the domain ("https"), "" when absent
	Domain         string // RFC 3986 authority the request comes from
	Address        string // 0x address, EIP-55 checksummed in the rendered message
	Statement      *string
	URI            string
	Version        string // "1"
	ChainID        uint64
	Nonce          string // at least 8 letters and digits
	IssuedAt       string // RFC 3339 date-time
	ExpirationTime string // RFC 3339, "" when absent
	NotBefore      string // RFC 3339, "" when absent
	RequestID      *string
	Resources      []string
}

const (
	headerSuffix = " wants you to sign in with your Ethereum account:"
	maxMessage   = 16 << 10
)

// String renders the message. Call Validate first: String does not check the fields (an
// unchecksummed address is checksummed, as siwe does).
func (m Message) String() string {
	var b strings.Builder
	if m.Scheme != "" {
		b.WriteString(m.Scheme + "://")
	}
	b.WriteString(m.Domain + headerSuffix + "\n")
	addr := m.Address
	if common.IsHexAddress(addr) && addressCase(addr) == caseUnchecksummed {
		addr = common.HexToAddress(addr).Hex()
	}
	b.WriteString(addr)
	if m.Statement == nil {
		b.WriteString("\n\n\n")
	} else {
		b.WriteString("\n\n" + *m.Statement + "\n\n")
	}
	b.WriteString("URI: " + m.URI)
	b.WriteString("\nVersion: " + m.Version)
	b.WriteString("\nChain ID: " + strconv.FormatUint(m.ChainID, 10))
	b.WriteString("\nNonce: " + m.Nonce)
	b.WriteString("\nIssued At: " + m.IssuedAt)
	if m.ExpirationTime != "" {
		b.WriteString("\nExpiration Time: " + m.ExpirationTime)
	}
	if m.NotBefore != "" {
		b.WriteString("\nNot Before: " + m.NotBefore)
	}
	if m.RequestID != nil {
		b.WriteString("\nRequest ID: " + *m.RequestID)
	}
	if m.Resources != nil {
		b.WriteString("\nResources:")
		for _, r := range m.Resources {
			b.WriteString("\n- " + r)
		}
	}
	return b.String()
}

// Validate checks every field against the EIP-4361 grammar.
func (m Message) Validate() error {
	if m.Scheme != "" && !isScheme(m.Scheme) {
		return fmt.Errorf("scheme %q is not an RFC 3986 scheme", m.Scheme)
	}
	if !isAuthority(m.Domain) || m.Domain == "" {
		return fmt.Errorf("domain %q is not an RFC 3986 authority", m.Domain)
	}
	if err := checkAddress(m.Address); err != nil {
		return err
	}
	if m.Statement != nil && !isStatement(*m.Statement) {
		return errors.New("statement has characters EIP-4361 does not allow (line breaks, non-ASCII, \" % < > \\ ^ ` { | })")
	}
	if !isURI(m.URI) {
		return fmt.Errorf("uri %q is not an RFC 3986 URI", m.URI)
	}
	if m.Version != "1" {
		return fmt.Errorf("version %q is not supported (want \"1\")", m.Version)
	}
	if !isNonce(m.Nonce) {
		return fmt.Errorf("nonce %q must be at least 8 letters and digits", m.Nonce)
	}
	for _, t := range []struct{ name, v string }{{"issued at", m.IssuedAt}, {"expiration time", m.ExpirationTime}, {"not before", m.NotBefore}} {
		if t.v == "" && t.name != "issued at" {
			continue
		}
		if _, err := parseTime(t.v); err != nil {
			return fmt.Errorf("%s: %w", t.name, err)
		}
	}
	if m.RequestID != nil && !isPchars(*m.RequestID) {
		return fmt.Errorf("request id %q has characters a URI path segment does not allow", *m.RequestID)
	}
	for i, r := range m.Resources {
		if !isURI(r) {
			return fmt.Errorf("resources[%d] %q is not an RFC 3986 URI", i, r)
		}
	}
	return nil
}

// ParseMessage parses an EIP-4361 message strictly: lines separated by LF only, the fields in the
// grammar's order, nothing before, between or after them.
func ParseMessage(text string) (Message, error) {
	var m Message
	if len(text) > maxMessage {
		return m, fmt.Errorf("message is %d bytes, more than %d", len(text), maxMessage)
	}
	lines := strings.Split(text, "\n")
	next := 0
	line := func() (string, bool) {
		if next >= len(lines) {
			return "", false
		}
		next++
		return lines[next-1], true
	}
	head, _ := line()
	origin, ok := strings.CutSuffix(head, headerSuffix)
	if !ok {
		return m, errors.New(`first line must end with " wants you to sign in with your Ethereum account:"`)
	}
	if scheme, rest, found := strings.Cut(origin, "://"); found {
		m.Scheme, origin = scheme, rest
	}
	m.Domain = origin
	var hasAddr bool
	if m.Address, hasAddr = line(); !hasAddr {
		return m, errors.New("message ends before the address")
	}
	// After the address: LF LF LF (no statement), LF statement LF LF, or LF LF LF LF (empty statement).
	rest := lines[next:]
	switch {
	case len(rest) >= 4 && rest[0] == "" && rest[1] == "" && rest[2] == "" && strings.HasPrefix(rest[3], "URI: "):
		empty := ""
		m.Statement = &empty
		next += 3
	case len(rest) >= 3 && rest[0] == "" && rest[1] == "" && strings.HasPrefix(rest[2], "URI: "):
		next += 2
	case len(rest) >= 4 && rest[0] == "" && rest[1] != "" && rest[2] == "" && strings.HasPrefix(rest[3], "URI: "):
		s := rest[1]
		m.Statement = &s
		next += 3
	default:
		return m, errors.New("the address must be followed by a blank line, an optional statement and a blank line, then the URI")
	}
	var err error
	tag := func(prefix string, dst *string) error {
		l, ok := line()
		if !ok {
			return fmt.Errorf("message ends before %q", strings.TrimSuffix(prefix, ": "))
		}
		v, found := strings.CutPrefix(l, prefix)
		if !found {
			return fmt.Errorf("expected %q, got %q", prefix, truncate(l, 40))
		}
		*dst = v
		return nil
	}
	var chainID string
	for _, f := range []struct {
		prefix string
		dst    *string
	}{{"URI: ", &m.URI}, {"Version: ", &m.Version}, {"Chain ID: ", &chainID}, {"Nonce: ", &m.Nonce}, {"Issued At: ", &m.IssuedAt}} {
		if err = tag(f.prefix, f.dst); err != nil {
			return m, err
		}
	}
	if m.ChainID, err = parseChainID(chainID); err != nil {
		return m, err
	}
	optional := func(prefix string) (string, bool) {
		if next < len(lines) {
			if v, ok := strings.CutPrefix(lines[next], prefix); ok {
				next++
				return v, true
			}
		}
		return "", false
	}
	if v, ok := optional("Expiration Time: "); ok {
		m.ExpirationTime = v
		if v == "" {
			return m, errors.New("expiration time is empty")
		}
	}
	if v, ok := optional("Not Before: "); ok {
		m.NotBefore = v
		if v == "" {
			return m, errors.New("not before is empty")
		}
	}
	if v, ok := optional("Request ID: "); ok {
		m.RequestID = &v
	}
	if next < len(lines) && lines[next] == "Resources:" {
		next++
		m.Resources = []string{}
		for next < len(lines) {
			r, ok := strings.CutPrefix(lines[next], "- ")
			if !ok {
				break
			}
			m.Resources = append(m.Resources, r)
			next++
		}
	}
	if next != len(lines) {
		return m, fmt.Errorf("unexpected line %q", truncate(lines[next], 40))
	}
	if err := m.Validate(); err != nil {
		return m, err
	}
	return m, nil
}

func parseChainID(s string) (uint64, error) {
	if s == "" || len(s) > 19 {
		return 0, fmt.Errorf("chain id %q is not a number", s)
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, fmt.Errorf("chain id %q is not a number", s)
		}
	}
	return strconv.ParseUint(s, 10, 64)
}

// parseTime parses an RFC 3339 date-time (the grammar of EIP-4361's date fields).
func parseTime(s string) (time.Time, error) {
	if !isDateTime(s) {
		return time.Time{}, fmt.Errorf("%q is not an RFC 3339 date-time", s)
	}
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return time.Time{}, fmt.Errorf("%q is not a valid date-time: %w", s, err)
	}
	return t, nil
}

// isDateTime checks the RFC 3339 date-time shape: YYYY-MM-DDTHH:MM:SS[.frac](Z|±HH:MM).
func isDateTime(s string) bool {
	const base = "dddd-dd-ddTdd:dd:dd"
	if len(s) < len(base)+1 {
		return false
	}
	for i := 0; i < len(base); i++ {
		if base[i] == 'd' {
			if s[i] < '0' || s[i] > '9' {
				return false
			}
		} else if s[i] != base[i] {
			return false
		}
	}
	rest := s[len(base):]
	if rest[0] == '.' {
		j := 1
		for j < len(rest) && rest[j] >= '0' && rest[j] <= '9' {
			j++
		}
		if j == 1 {
			return false
		}
		rest = rest[j:]
	}
	if rest == "Z" {
		return true
	}
	if len(rest) != 6 || (rest[0] != '+' && rest[0] != '-') || rest[3] != ':' {
		return false
	}
	for _, i := range []int{1, 2, 4, 5} {
		if rest[i] < '0' || rest[i] > '9' {
			return false
		}
	}
	return true
}

type addrCase int

const (
	caseValid addrCase = iota
	caseUnchecksummed
	caseInvalid
)

func addressCase(a string) addrCase {
	if !common.IsHexAddress(a) || !strings.HasPrefix(a, "0x") {
		return caseInvalid
	}
	body := a[2:]
	if body == strings.ToLower(body) || body == strings.ToUpper(body) {
		return caseUnchecksummed
	}
	if common.HexToAddress(a).Hex() != a {
		return caseInvalid
	}
	return caseValid
}

func checkAddress(a string) error {
	switch addressCase(a) {
	case caseInvalid:
		if len(a) == 42 && strings.HasPrefix(a, "0x") && common.IsHexAddress(a) {
			return fmt.Errorf("address %s has an invalid EIP-55 checksum", a)
		}
		return fmt.Errorf("address %q is not 0x and 40 hex digits", truncate(a, 50))
	}
	return nil
}

func isAlpha(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isDigit(c byte) bool { return c >= '0' && c <= '9' }
func isHex(c byte) bool   { return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }

func isNonce(s string) bool {
	if len(s) < 8 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isAlpha(s[i]) && !isDigit(s[i]) {
			return false
		}
	}
	return true
}

// isStatement: siwe-parser's statement characters (printable ASCII except " % < > \ ^ ` { | }).
func isStatement(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 32 || c > 126 || strings.IndexByte("\"%<>\\^`{|}", c) >= 0 {
			return false
		}
	}
	return true
}

func isScheme(s string) bool {
	if s == "" || !isAlpha(s[0]) {
		return false
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		if !isAlpha(c) && !isDigit(c) && c != '+' && c != '-' && c != '.' {
			return false
		}
	}
	return true
}

// validPct checks that every '%' in s starts a %XX escape.
func validPct(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == '%' {
			if i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2]) {
				return false
			}
			i += 2
		}
	}
	return true
}

const (
	unreserved = "-._~"
	subDelims  = "!$&'()*+,;="
)

func charsIn(s, extra string) bool {
	if !validPct(s) {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !isAlpha(c) && !isDigit(c) && c != '%' && strings.IndexByte(unreserved+subDelims+extra, c) < 0 {
			return false
		}
	}
	return true
}

func isPchars(s string) bool { return charsIn(s, ":@") }

// isAuthority checks [userinfo "@"] host [":" port].
func isAuthority(s string) bool {
	if at := strings.LastIndexByte(s, '@'); at >= 0 {
		if !charsIn(s[:at], ":") {
			return false
		}
		s = s[at+1:]
	}
	host, port := s, ""
	if strings.HasPrefix(s, "[") {
		end := strings.IndexByte(s, ']')
		if end < 0 {
			return false
		}
		host, port = s[1:end], s[end+1:]
		if !isIPLiteral(host) {
			return false
		}
		if port != "" {
			if port[0] != ':' {
				return false
			}
			port = port[1:]
		}
	} else {
		if i := strings.LastIndexByte(s, ':'); i >= 0 {
			host, port = s[:i], s[i+1:]
		}
		if !charsIn(host, "") {
			return false
		}
	}
	for i := 0; i < len(port); i++ {
		if !isDigit(port[i]) {
			return false
		}
	}
	return true
}

func isIPLiteral(h string) bool {
	if h == "" {
		return false
	}
	if h[0] == 'v' || h[0] == 'V' {
		dot := strings.IndexByte(h, '.')
		if dot < 2 || dot == len(h)-1 {
			return false
		}
		for i := 1; i < dot; i++ {
			if !isHex(h[i]) {
				return false
			}
		}
		return charsIn(h[dot+1:], ":") && !strings.Contains(h[dot+1:], "%")
	}
	for i := 0; i < len(h); i++ {
		if !isHex(h[i]) && h[i] != ':' && h[i] != '.' {
			return false
		}
	}
	return strings.Contains(h, ":")
}

// isURI checks scheme ":" hier-part ["?" query] ["#" fragment] (RFC 3986, absolute URI).
func isURI(s string) bool {
	colon := strings.IndexByte(s, ':')
	if colon < 1 || !isScheme(s[:colon]) {
		return false
	}
	rest := s[colon+1:]
	frag := ""
	if i := strings.IndexByte(rest, '#'); i >= 0 {
		rest, frag = rest[:i], rest[i+1:]
		if !charsIn(frag, ":@/?") {
			return false
		}
	}
	if i := strings.IndexByte(rest, '?'); i >= 0 {
		if !charsIn(rest[i+1:], ":@/?") {
			return false
		}
		rest = rest[:i]
	}
	if after, ok := strings.CutPrefix(rest, "//"); ok {
		auth, path := after, ""
		if i := strings.IndexByte(after, '/'); i >= 0 {
			auth, path = after[:i], after[i:]
		}
		return isAuthority(auth) && charsIn(path, ":@/")
	}
	if strings.HasPrefix(rest, "//") {
		return false
	}
	return charsIn(rest, ":@/")
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}
