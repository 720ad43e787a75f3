package siwx

import (
	"strings"
	"testing"
)

// The EIP-4361 specification's example message, as siwe 4.x renders it.
const specExample = `service.invalid wants you to sign in with your Ethereum account:
0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2

I accept the ServiceOrg Terms of Service: https://service.invalid/tos

URI: https://service.invalid/login
Version: 1
Chain ID: 1
Nonce: 32891756
Issued At: 2021-09-30T16:25:24Z
Resources:
- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/
- https://example.com/my-web2-claim.json`

func TestMessageRoundTrip(t *testing.T) {
	m, err := ParseMessage(specExample)
	if err != nil {
		t.Fatal(err)
	}
	if m.Domain != "service.invalid" || m.ChainID != 1 || m.Nonce != "32891756" || len(m.Resources) != 2 ||
		m.Statement == nil || *m.Statement != "I accept the ServiceOrg Terms of Service: https://service.invalid/tos" {
		t.Fatalf("parsed %+v", m)
	}
	if m.String() != specExample {
		t.Fatalf("rendered differently:\n%s", m.String())
	}
	empty, rid := "", "req-1"
	for name, v := range map[string]Message{
		"no statement":    {Domain: "localhost:8080", Address: m.Address, URI: "http://localhost:8080/v1/jobs/1/fund", Version: "1", ChainID: 31337, Nonce: "abcdef0123456789", IssuedAt: "2026-01-01T00:00:00.000Z"},
		"empty statement": {Domain: "a.b", Address: m.Address, Statement: &empty, URI: "https://a.b", Version: "1", ChainID: 8453, Nonce: "ABCDEFGH", IssuedAt: "2026-01-01T00:00:00+02:00", ExpirationTime: "2026-01-01T00:05:00Z", NotBefore: "2025-12-31T23:00:00Z", RequestID: &rid},
		"empty resources": {Scheme: "https", Domain: "user@[::1]:443", Address: m.Address, URI: "urn:isbn:0451450523", Version: "1", ChainID: 1, Nonce: "12345678", IssuedAt: "2026-01-01T00:00:00Z", RequestID: &empty, Resources: []string{}},
	} {
		back, err := ParseMessage(v.String())
		if err != nil {
			t.Fatalf("%s: %v\n%s", name, err, v.String())
		}
		if back.String() != v.String() || (back.Statement == nil) != (v.Statement == nil) || (back.Resources == nil) != (v.Resources == nil) {
			t.Fatalf("%s: round trip\n%s\n%s", name, v.String(), back.String())
		}
	}
}

func TestParseMessageRefuses(t *testing.T) {
	replace := func(old, new string) string { return strings.Replace(specExample, old, new, 1) }
	for name, text := range map[string]string{
		"crlf":             strings.ReplaceAll(specExample, "\n", "\r\n"),
		"bad header":       replace("wants you to sign in", "wants you to log in"),
		"bad checksum":     replace("0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2", "0xc02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2"),
		"short address":    replace("0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2", "0xC02aaA39"),
		"short nonce":      replace("Nonce: 32891756", "Nonce: 3289175"),
		"nonce symbol":     replace("Nonce: 32891756", "Nonce: 32891756!"),
		"version 2":        replace("Version: 1", "Version: 2"),
		"chain hex":        replace("Chain ID: 1", "Chain ID: 0x1"),
		"date":             replace("2021-09-30T16:25:24Z", "2021-09-30 16:25:24"),
		"bad month":        replace("2021-09-30T16:25:24Z", "2021-13-30T16:25:24Z"),
		"order":            replace("Version: 1\nChain ID: 1", "Chain ID: 1\nVersion: 1"),
		"trailing newline": specExample + "\n",
		"extra line":       specExample + "\nsomething",
		"statement quote":  replace("Terms of Service", `"Terms" of Service`),
		"uri space":        replace("URI: https://service.invalid/login", "URI: https://service.invalid/log in"),
		"relative uri":     replace("URI: https://service.invalid/login", "URI: /login"),
		"domain space":     replace("service.invalid wants", "service invalid wants"),
		"resource not uri": replace("- https://example.com/my-web2-claim.json", "- not a uri"),
		"missing blank":    replace("Cc2\n\nI accept", "Cc2\nI accept"),
		"empty":            "",
	} {
		if _, err := ParseMessage(text); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	// An all-lowercase address is accepted (as siwe does) and rendered checksummed.
	m, err := ParseMessage(replace("0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2", "0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2"))
	if err != nil || !strings.Contains(m.String(), "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2") {
		t.Fatalf("lowercase address: %v", err)
	}
}

// FuzzParseMessage: whatever parses renders to a message that parses to the same rendering, and
// nothing panics.
func FuzzParseMessage(f *testing.F) {
	f.Add(specExample)
	f.Add(strings.Replace(specExample, "I accept the ServiceOrg Terms of Service: https://service.invalid/tos\n\n", "\n", 1))
	f.Add("a wants you to sign in with your Ethereum account:\n0x0000000000000000000000000000000000000000\n\n\nURI: a:b\nVersion: 1\nChain ID: 1\nNonce: 12345678\nIssued At: 2026-01-01T00:00:00Z")
	f.Fuzz(func(t *testing.T, text string) {
		m, err := ParseMessage(text)
		if err != nil {
			return
		}
		out := m.String()
		again, err := ParseMessage(out)
		if err != nil {
			t.Fatalf("rendering of a parsed message does not parse: %v\n%q", err, out)
		}
		if again.String() != out {
			t.Fatalf("rendering is not stable:\n%q\n%q", out, again.String())
		}
	})
}
