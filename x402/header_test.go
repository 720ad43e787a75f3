package x402

import (
	"encoding/base64"
	"errors"
	"math/big"
	"strings"
	"testing"
)

func sampleRequired() PaymentRequired {
	return PaymentRequired{X402Version: 2, Resource: &ResourceInfo{URL: "http://127.0.0.1/paid"},
		Accepts: []PaymentRequirements{{Scheme: "exact", Network: "eip155:8453", Amount: "10000",
			Asset: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", PayTo: "0x209693Bc6afc0C5328bA36FaF03C514EF312287C",
			MaxTimeoutSeconds: 60, Extra: map[string]any{"name": "USD Coin", "version": "2"}}}}
}

func TestHeaderRoundTripAndUnknownFields(t *testing.T) {
	h, err := EncodeHeader(sampleRequired())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := base64.StdEncoding.DecodeString(h); err != nil {
		t.Fatalf("not standard padded base64: %v", err)
	}
	pr, err := DecodePaymentRequired(h)
	if err != nil {
		t.Fatal(err)
	}
	if pr.Accepts[0].ExtraString("name") != "USD Coin" || pr.Resource.URL != "http://127.0.0.1/paid" {
		t.Fatalf("round trip: %+v", pr)
	}
	withUnknown := base64.StdEncoding.EncodeToString([]byte(`{"x402Version":2,"future":{"a":1},"resource":{"url":"u","x":1},
		"accepts":[{"scheme":"exact","network":"eip155:1","amount":"1","asset":"0x1","payTo":"0x2","maxTimeoutSeconds":5,"new":true}]}`))
	if _, err := DecodePaymentRequired(withUnknown); err != nil {
		t.Fatalf("unknown fields not tolerated: %v", err)
	}
	unpadded := strings.TrimRight(h, "=")
	if _, err := DecodePaymentRequired(unpadded); err != nil {
		t.Fatalf("unpadded (accepted by atob): %v", err)
	}
}

func TestHeaderRejects(t *testing.T) {
	good, _ := EncodeHeader(sampleRequired())
	urlSafe := base64.URLEncoding.EncodeToString([]byte(`{"x402Version":2,"a":"???>>>"}`))
	if !strings.ContainsAny(urlSafe, "-_") {
		t.Fatal("test vector has no URL-safe characters")
	}
	if _, err := DecodeHeaderBytes(urlSafe); !errors.Is(err, ErrURLSafeBase64) {
		t.Fatalf("URL-safe: %v", err)
	}
	for name, h := range map[string]string{
		"empty":       "",
		"not base64":  "%%%",
		"space":       good[:10] + " " + good[10:],
		"3 pads":      "eyJ9===",
		"dangling":    "eyJ9e",
		"not json":    base64.StdEncoding.EncodeToString([]byte("hello")),
		"wrong ver":   mustEncode(PaymentRequired{X402Version: 1, Resource: &ResourceInfo{URL: "u"}, Accepts: sampleRequired().Accepts}),
		"no accepts":  mustEncode(PaymentRequired{X402Version: 2, Resource: &ResourceInfo{URL: "u"}}),
		"bad amount":  mustEncode(withAmount("1.5")),
		"neg amount":  mustEncode(withAmount("-1")),
		"no resource": mustEncode(PaymentRequired{X402Version: 2, Accepts: sampleRequired().Accepts}),
		"too long":    strings.Repeat("A", MaxHeaderLen+4),
		"v1 network":  mustEncode(withNetwork("base")),
	} {
		if _, err := DecodePaymentRequired(h); err == nil {
			t.Errorf("%s: decoded", name)
		}
	}
	if _, err := DecodePaymentSignature(mustEncode(PaymentPayload{X402Version: 1, Accepted: sampleRequired().Accepts[0], Payload: []byte(`{}`)})); err == nil {
		t.Error("payment payload with version 1 decoded as v2")
	}
	if _, err := DecodePaymentSignature(mustEncode(PaymentPayload{X402Version: 2, Accepted: sampleRequired().Accepts[0], Payload: []byte(`[1]`)})); err == nil {
		t.Error("payment payload with non-object payload decoded")
	}
	if _, err := DecodeXPayment(mustEncode(PaymentPayloadV1{X402Version: 2, Scheme: "exact", Network: "base", Payload: []byte(`{}`)})); err == nil {
		t.Error("X-PAYMENT with version 2 decoded")
	}
}

func withAmount(a string) PaymentRequired {
	pr := sampleRequired()
	pr.Accepts[0].Amount = a
	return pr
}

func withNetwork(n string) PaymentRequired {
	pr := sampleRequired()
	pr.Accepts[0].Network = n
	return pr
}

func mustEncode(v any) string {
	h, err := EncodeHeader(v)
	if err != nil {
		panic(err)
	}
	return h
}

func TestParseAmount(t *testing.T) {
	for _, ok := range []string{"0", "1", "000123", "115792089237316195423570985008687907853269984665640564039457584007913129639935"} {
		if _, err := ParseAmount(ok); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
	for _, bad := range []string{"", " 1", "1 ", "+1", "-1", "0x10", "1e6", "1.0", "١", "115792089237316195423570985008687907853269984665640564039457584007913129639936"} {
		if _, err := ParseAmount(bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}

func TestNetworks(t *testing.T) {
	if id, err := ChainID("eip155:84532"); err != nil || id.Int64() != 84532 {
		t.Fatalf("eip155:84532 -> %v %v", id, err)
	}
	for _, bad := range []string{"base", "eip155:", "eip155:-1", "eip155:0x1", "solana:abc", "eip155:1234567890123456789"} {
		if _, err := ChainID(bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
	if id, err := ChainIDV1("base-sepolia"); err != nil || id.Int64() != 84532 {
		t.Fatal("v1 base-sepolia")
	}
	if _, err := ChainIDV1("eip155:8453"); err == nil {
		t.Fatal("v1 accepted CAIP-2")
	}
	if V1NetworkName(mustChain("eip155:8453")) != "base" {
		t.Fatal("v1 name of 8453")
	}
}

func mustChain(n string) *big.Int {
	id, err := ChainID(n)
	if err != nil {
		panic(err)
	}
	return id
}

func FuzzDecodeHeader(f *testing.F) {
	f.Add(mustEncode(sampleRequired()))
	f.Add("eyJ4NDAyVmVyc2lvbiI6Mn0=")
	f.Add("eyJ4NDAyVmVyc2lvbiI6Mn0")
	f.Add("-_-_")
	f.Add("====")
	f.Fuzz(func(t *testing.T, h string) {
		b, err := DecodeHeaderBytes(h)
		if err != nil {
			return
		}
		// Anything accepted is in the standard alphabet, and its bytes survive a round trip.
		if strings.ContainsAny(h, "-_ \n") {
			t.Fatalf("accepted %q outside the standard alphabet", h)
		}
		if again, err := DecodeHeaderBytes(base64.StdEncoding.EncodeToString(b)); err != nil || string(again) != string(b) {
			t.Fatalf("round trip of %q: %v", h, err)
		}
		_, _ = DecodePaymentRequired(h)
		_, _ = DecodePaymentSignature(h)
		_, _ = DecodeXPayment(h)
		_, _ = DecodePaymentResponse(h)
	})
}
