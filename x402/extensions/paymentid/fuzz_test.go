package paymentid

import (
	"encoding/json"
	"testing"
)

// FuzzExtract: any payload's extensions either yield a valid id (or none) or a clear error, and
// its fingerprint ignores key order; nothing panics.
func FuzzExtract(f *testing.F) {
	f.Add(`{"x402Version":2,"accepted":{},"payload":{"signature":"0x"},"extensions":{"payment-identifier":{"info":{"required":true,"id":"pay_0123456789abcdef"},"schema":` + string(Schema) + `}}}`)
	f.Add(`{"extensions":{"payment-identifier":{"info":{"required":"x"}}}}`)
	f.Add(`{"extensions":{"payment-identifier":{"info":{"required":false,"id":"a"},"schema":{"$ref":"#/x"}}}}`)
	f.Add(`[]`)
	f.Fuzz(func(t *testing.T, doc string) {
		var p struct {
			Extensions map[string]any `json:"extensions"`
		}
		if json.Unmarshal([]byte(doc), &p) == nil {
			if id, err := Extract(p.Extensions); err == nil && id != "" && !Valid(id) {
				t.Fatalf("extracted invalid id %q", id)
			}
		}
		if fp, err := PaymentFingerprint([]byte(doc)); err == nil {
			c, err := Canonical([]byte(doc))
			if err != nil {
				t.Fatalf("fingerprinted a document that is not canonicalisable: %v", err)
			}
			if fp2, err := PaymentFingerprint(c); err != nil || fp2 != fp {
				t.Fatalf("canonical form fingerprints differently: %v", err)
			}
		}
	})
}
