package siwx

import (
	"encoding/base64"
	"testing"
)

// FuzzDecodeHeader: a SIGN-IN-WITH-X header either decodes to a payload whose message renders
// and parses back, or is refused with a reason; nothing panics.
func FuzzDecodeHeader(f *testing.F) {
	f.Add(base64.StdEncoding.EncodeToString([]byte(`{"domain":"a.b","address":"0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2","uri":"https://a.b/x","version":"1","chainId":"eip155:1","type":"eip191","nonce":"12345678","issuedAt":"2026-01-01T00:00:00Z","signature":"0x00","resources":[]}`)))
	f.Add(base64.StdEncoding.EncodeToString([]byte(`{"domain":1}`)))
	f.Add("not base64!")
	f.Fuzz(func(t *testing.T, h string) {
		p, err := DecodeHeader(h)
		if err != nil {
			if ReasonOf(err) == "" {
				t.Fatalf("refusal without a reason: %v", err)
			}
			return
		}
		m, err := p.Message()
		if err != nil {
			return
		}
		back, err := ParseMessage(m.String())
		if err != nil || back.String() != m.String() {
			t.Fatalf("a payload's message does not round-trip: %v\n%q", err, m.String())
		}
	})
}
