package exact

import (
	"crypto/rand"
	"encoding/json"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/asa-escrow/asa/x402"
)

func requirements() x402.PaymentRequirements {
	return x402.PaymentRequirements{
		Scheme: "exact", Network: "eip155:84532", Amount: "1500000",
		Asset: "0x036CbD53842c5426634e7929541eC2318f3dCF7e", PayTo: "0x209693Bc6afc0C5328bA36FaF03C514EF312287C",
		MaxTimeoutSeconds: 300, Extra: map[string]any{"name": "USDC", "version": "2"},
	}
}

func TestDigestMatchesGethTypedData(t *testing.T) {
	key, _ := crypto.GenerateKey()
	s, err := NewPayment(key, requirements(), time.Unix(1_800_000_000, 0), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	d, err := DomainFor(x402.Version2, requirements())
	if err != nil {
		t.Fatal(err)
	}
	a := s.Transfer
	td := apitypes.TypedData{
		Types: apitypes.Types{
			"EIP712Domain": {{Name: "name", Type: "string"}, {Name: "version", Type: "string"}, {Name: "chainId", Type: "uint256"}, {Name: "verifyingContract", Type: "address"}},
			"TransferWithAuthorization": {{Name: "from", Type: "address"}, {Name: "to", Type: "address"}, {Name: "value", Type: "uint256"},
				{Name: "validAfter", Type: "uint256"}, {Name: "validBefore", Type: "uint256"}, {Name: "nonce", Type: "bytes32"}},
		},
		PrimaryType: "TransferWithAuthorization",
		Domain: apitypes.TypedDataDomain{Name: "USDC", Version: "2", ChainId: math.NewHexOrDecimal256(84532),
			VerifyingContract: d.VerifyingContract.Hex()},
		Message: apitypes.TypedDataMessage{
			"from": a.From.Hex(), "to": a.To.Hex(), "value": a.Value.String(), "validAfter": a.ValidAfter.String(),
			"validBefore": a.ValidBefore.String(), "nonce": a.Nonce[:],
		},
	}
	want, _, err := apitypes.TypedDataAndHash(td)
	if err != nil {
		t.Fatal(err)
	}
	if got := d.Digest(a); common.BytesToHash(want) != common.Hash(got) {
		t.Fatalf("digest %x, geth apitypes %x", got, want)
	}
}

func TestNewPaymentLikeTypeScript(t *testing.T) {
	key, _ := crypto.GenerateKey()
	now := time.Unix(1_800_000_000, 0)
	s, err := NewPayment(key, requirements(), now, rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	w := s.Wire()
	if w.Authorization.ValidAfter != "0" || w.Authorization.ValidBefore != "1800000300" || w.Authorization.Value != "1500000" {
		t.Fatalf("window/value %+v", w.Authorization)
	}
	if w.Authorization.From != crypto.PubkeyToAddress(key.PublicKey).Hex() || w.Authorization.To != "0x209693Bc6afc0C5328bA36FaF03C514EF312287C" {
		t.Fatalf("addresses %+v", w.Authorization)
	}
	if len(w.Signature) != 132 || (w.Signature[130:] != "1b" && w.Signature[130:] != "1c") {
		t.Fatalf("signature %s is not 65 bytes with v 27/28", w.Signature)
	}
	back, err := w.Parse()
	if err != nil {
		t.Fatal(err)
	}
	d, _ := DomainFor(x402.Version2, requirements())
	if err := VerifyEOA(d, back); err != nil {
		t.Fatalf("own signature: %v", err)
	}
	v1, err := NewPaymentV1(key, x402.PaymentRequirementsV1{Scheme: "exact", Network: "base-sepolia", MaxAmountRequired: "7",
		Asset: requirements().Asset, PayTo: requirements().PayTo, MaxTimeoutSeconds: 60, Extra: requirements().Extra}, now, rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	if v1.Transfer.ValidAfter.Int64() != now.Unix()-600 {
		t.Fatalf("v1 validAfter %s", v1.Transfer.ValidAfter)
	}
}

func TestRecoverRejects(t *testing.T) {
	key, _ := crypto.GenerateKey()
	other, _ := crypto.GenerateKey()
	s, _ := NewPayment(key, requirements(), time.Now(), rand.Reader)
	d, _ := DomainFor(x402.Version2, requirements())

	wrongKey, _ := Sign(other, d, s.Transfer)
	highS := append([]byte(nil), s.Signature...)
	sv := new(big.Int).SetBytes(highS[32:64])
	copy(highS[32:64], common.LeftPadBytes(new(big.Int).Sub(crypto.S256().Params().N, sv).Bytes(), 32))
	highS[64] ^= 1 // the flipped-s twin recovers with the other parity
	badV := append([]byte(nil), s.Signature...)
	badV[64] = 29
	tampered := s
	tampered.Transfer.Value = big.NewInt(1)
	otherDomain := d
	otherDomain.ChainID = big.NewInt(8453)

	cases := map[string]struct {
		d Domain
		s Signed
	}{
		"other key":      {d, Signed{s.Transfer, wrongKey}},
		"high s":         {d, Signed{s.Transfer, highS}},
		"bad v":          {d, Signed{s.Transfer, badV}},
		"short":          {d, Signed{s.Transfer, s.Signature[:64]}},
		"tampered value": {d, Signed{tampered.Transfer, s.Signature}},
		"other chain":    {otherDomain, s},
	}
	for name, c := range cases {
		if err := VerifyEOA(c.d, c.s); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

func TestParseRejects(t *testing.T) {
	key, _ := crypto.GenerateKey()
	s, _ := NewPayment(key, requirements(), time.Now(), rand.Reader)
	good := s.Wire()
	mut := map[string]func(p *Payload){
		"from not hex":   func(p *Payload) { p.Authorization.From = "0xZZ9693Bc6afc0C5328bA36FaF03C514EF312287C" },
		"to short":       func(p *Payload) { p.Authorization.To = "0x1234" },
		"value negative": func(p *Payload) { p.Authorization.Value = "-1" },
		"value hex":      func(p *Payload) { p.Authorization.Value = "0x10" },
		"value float":    func(p *Payload) { p.Authorization.Value = "1.5" },
		"value huge": func(p *Payload) {
			p.Authorization.Value = "1" + string(make([]byte, 0)) + "15792089237316195423570985008687907853269984665640564039457584007913129639936"
		},
		"validBefore empty": func(p *Payload) { p.Authorization.ValidBefore = "" },
		"nonce short":       func(p *Payload) { p.Authorization.Nonce = "0x1234" },
		"nonce no 0x":       func(p *Payload) { p.Authorization.Nonce = p.Authorization.Nonce[2:] },
		"signature empty":   func(p *Payload) { p.Signature = "0x" },
		"signature odd":     func(p *Payload) { p.Signature = p.Signature[:131] },
	}
	for name, m := range mut {
		p := good
		m(&p)
		if _, err := p.Parse(); err == nil {
			t.Errorf("%s: parsed", name)
		}
	}
	if _, err := good.Parse(); err != nil {
		t.Fatalf("good payload: %v", err)
	}
}

func TestNewPaymentRejectsBadRequirements(t *testing.T) {
	key, _ := crypto.GenerateKey()
	for name, m := range map[string]func(r *x402.PaymentRequirements){
		"no domain":   func(r *x402.PaymentRequirements) { r.Extra = nil },
		"bad network": func(r *x402.PaymentRequirements) { r.Network = "base" },
		"bad amount":  func(r *x402.PaymentRequirements) { r.Amount = "1e6" },
		"scheme":      func(r *x402.PaymentRequirements) { r.Scheme = "upto" },
		"timeout":     func(r *x402.PaymentRequirements) { r.MaxTimeoutSeconds = 0 },
	} {
		r := requirements()
		m(&r)
		if _, err := NewPayment(key, r, time.Now(), rand.Reader); err == nil {
			t.Errorf("%s: signed", name)
		}
	}
}

func FuzzDecodePayload(f *testing.F) {
	key, _ := crypto.GenerateKey()
	s, _ := NewPayment(key, requirements(), time.Unix(1_800_000_000, 0), rand.Reader)
	raw, _ := json.Marshal(s.Wire())
	f.Add(raw)
	f.Add([]byte(`{"signature":"0x","authorization":{}}`))
	f.Add([]byte(`null`))
	f.Fuzz(func(t *testing.T, b []byte) {
		sg, err := DecodePayload(b)
		if err != nil {
			return
		}
		// Whatever parses must re-encode to something that parses to the same transfer.
		again, err := sg.Wire().Parse()
		if err != nil {
			t.Fatalf("re-parse: %v", err)
		}
		if again.Transfer.Value.Cmp(sg.Transfer.Value) != 0 || again.Transfer.Nonce != sg.Transfer.Nonce || again.Transfer.From != sg.Transfer.From {
			t.Fatal("round trip changed the transfer")
		}
	})
}
