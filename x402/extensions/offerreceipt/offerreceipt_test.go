package offerreceipt

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/extensions"
)

var req = x402.PaymentRequirements{Scheme: "exact", Network: "eip155:8453", Amount: "10000",
	Asset: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", PayTo: "0x209693Bc6afc0C5328bA36FaF03C514EF312287C", MaxTimeoutSeconds: 60}

func newSigner(t *testing.T) *Signer {
	t.Helper()
	k, _ := crypto.GenerateKey()
	s, err := NewSigner(k)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestOfferRoundTripAndTamper(t *testing.T) {
	s := newSigner(t)
	until := time.Unix(1_703_123_516, 0)
	o, err := s.SignOffer(context.Background(), "https://api.example.com/premium-data", req, 0, until)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(o)
	if !strings.Contains(string(b), `"format":"eip712","acceptIndex":0,"payload":{"version":1,"resourceUrl":"https://api.example.com/premium-data","scheme":"exact","network":"eip155:8453"`) ||
		!strings.Contains(string(b), `"validUntil":1703123516}`) {
		t.Fatalf("wire form %s", b)
	}
	if got, err := VerifyOffer(o); err != nil || got != s.Address() {
		t.Fatalf("verify: %s %v", got, err)
	}
	if i, ok := MatchAccepts(o, []x402.PaymentRequirements{{Scheme: "exact", Network: "eip155:1"}, req}); !ok || i != 1 {
		t.Fatalf("match with a wrong hint: %d %v", i, ok)
	}
	if !o.Payload.Expired(until.Add(time.Second)) || o.Payload.Expired(until) {
		t.Fatal("expiry")
	}
	for name, tamper := range map[string]func(p *Offer){
		"amount":      func(p *Offer) { p.Amount = "10001" },
		"payTo":       func(p *Offer) { p.PayTo = strings.ToLower(p.PayTo) },
		"validUntil":  func(p *Offer) { p.ValidUntil++ },
		"resourceUrl": func(p *Offer) { p.ResourceURL += "/" },
	} {
		c := o
		p := *o.Payload
		tamper(&p)
		c.Payload = &p
		if got, err := VerifyOffer(c); err == nil && got == s.Address() {
			t.Errorf("tampered %s still verifies as the signer", name)
		}
	}
	// The unsigned acceptIndex can change without touching the signature.
	idx := 3
	c := o
	c.AcceptIndex = &idx
	if got, _ := VerifyOffer(c); got != s.Address() {
		t.Fatal("acceptIndex is part of the signature")
	}
}

func TestVerifyRefusesMalformed(t *testing.T) {
	s := newSigner(t)
	o, _ := s.SignOffer(context.Background(), "u", req, 0, time.Time{})
	sig, _ := hexutil.Decode(o.Signature)
	// The high-s twin of a valid signature recovers the same key; it is refused all the same.
	n := crypto.S256().Params().N
	hs := new(big.Int).Sub(n, new(big.Int).SetBytes(sig[32:64]))
	high := append(append(append([]byte{}, sig[:32]...), common32(hs)...), sig[64]^1)
	for name, mutate := range map[string]func(*SignedOffer){
		"jws":        func(x *SignedOffer) { x.Format = FormatJWS },
		"no payload": func(x *SignedOffer) { x.Payload = nil },
		"version 2":  func(x *SignedOffer) { p := *x.Payload; p.Version = 2; x.Payload = &p },
		"short sig":  func(x *SignedOffer) { x.Signature = x.Signature[:20] },
		"not hex":    func(x *SignedOffer) { x.Signature = "zz" },
		"high s":     func(x *SignedOffer) { x.Signature = hexutil.Encode(high) },
		"bad v":      func(x *SignedOffer) { b := append([]byte{}, sig...); b[64] = 35; x.Signature = hexutil.Encode(b) },
	} {
		c := o
		mutate(&c)
		if _, err := VerifyOffer(c); err == nil {
			t.Errorf("%s: verified", name)
		}
	}
	j := o
	j.Format = FormatJWS
	if _, err := VerifyOffer(j); !errors.Is(err, ErrUnsupportedFormat) {
		t.Fatalf("jws: %v", err)
	}
}

func common32(v *big.Int) []byte {
	b := make([]byte, 32)
	v.FillBytes(b)
	return b
}

func TestReceiptAndExtensions(t *testing.T) {
	s := newSigner(t)
	now := time.Unix(1_703_123_456, 0)
	r, err := s.SignReceipt(context.Background(), "https://api.example.com/premium-data", "0x857b06519E91e3A54538791bDbb0E22373e36b66", "base", "", now)
	if err != nil {
		t.Fatal(err)
	}
	if r.Payload.Network != "eip155:8453" || r.AcceptIndex != nil {
		t.Fatalf("v1 network not converted: %+v", r.Payload)
	}
	if got, err := VerifyReceipt(r); err != nil || got != s.Address() {
		t.Fatalf("verify receipt: %v", err)
	}
	o, _ := s.SignOffer(context.Background(), "https://api.example.com/premium-data", req, 0, now.Add(time.Minute))
	if !ReceiptMatchesOffer(*r.Payload, *o.Payload, []string{"0x857B06519E91E3A54538791BDBB0E22373E36B66"}, time.Hour, now.Add(time.Minute)) {
		t.Fatal("receipt does not match its offer")
	}
	if ReceiptMatchesOffer(*r.Payload, *o.Payload, []string{"0x857B06519E91E3A54538791BDBB0E22373E36B66"}, time.Hour, now.Add(2*time.Hour)) {
		t.Fatal("an old receipt matches")
	}

	exts, err := extensions.Put(nil, Key, NewOfferExtension([]SignedOffer{o}))
	if err != nil {
		t.Fatal(err)
	}
	offers, err := Offers(exts)
	if err != nil || len(offers) != 1 || *offers[0].Payload != *o.Payload {
		t.Fatalf("offers back: %+v %v", offers, err)
	}
	ext, _, _ := extensions.Get(exts, Key)
	if err := extensions.ValidateInfo(ext.Schema, ext.Info); err != nil {
		t.Fatalf("offer info vs its schema: %v", err)
	}
	// An unsigned field inside a payload is refused rather than ignored.
	bad := map[string]any{Key: map[string]any{"info": map[string]any{"offers": []any{map[string]any{
		"format": "eip712", "signature": o.Signature, "payload": map[string]any{"version": 1, "amount": "1", "bonus": "yes"}}}}}}
	if _, err := Offers(bad); err == nil {
		t.Fatal("unknown payload field accepted")
	}
	if got, err := ReceiptOf(map[string]any{}); got != nil || err != nil {
		t.Fatal("absent receipt")
	}
}

func TestEscrowArtifacts(t *testing.T) {
	s := newSigner(t)
	o := EscrowOffer{Network: "eip155:31337", Escrow: "0x5FbDB2315678afecb367f032d93F642f64180aa3", JobID: "7",
		TermsHash: "0x" + strings.Repeat("ab", 32), Token: req.Asset, Amount: "5000000", DepositAddress: req.PayTo, ValidUntil: 1_900_000_000}
	so, err := s.SignEscrowOffer(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := VerifyEscrowOffer(so); err != nil || got != s.Address() {
		t.Fatalf("escrow offer: %v", err)
	}
	p := *so.Payload
	p.TermsHash = "0x" + strings.Repeat("cd", 32)
	if got, _ := VerifyEscrowOffer(SignedEscrowOffer{Format: FormatEIP712, Payload: &p, Signature: so.Signature}); got == s.Address() {
		t.Fatal("tampered terms hash verifies")
	}
	p = *so.Payload
	p.Network = "eip155:8453" // same fields, other chain: other domain, other signer
	if got, _ := VerifyEscrowOffer(SignedEscrowOffer{Format: FormatEIP712, Payload: &p, Signature: so.Signature}); got == s.Address() {
		t.Fatal("the offer verifies on another chain")
	}
	for name, mutate := range map[string]func(*EscrowOffer){
		"job id":  func(x *EscrowOffer) { x.JobID = "-1" },
		"escrow":  func(x *EscrowOffer) { x.Escrow = "nope" },
		"network": func(x *EscrowOffer) { x.Network = "base" },
		"terms":   func(x *EscrowOffer) { x.TermsHash = "0x12" },
	} {
		c := o
		mutate(&c)
		if _, err := s.SignEscrowOffer(context.Background(), c); err == nil {
			t.Errorf("%s: signed a malformed escrow offer", name)
		}
	}
	if err := so.Payload.MatchesRequirements(x402.PaymentRequirements{Network: "eip155:31337", Asset: strings.ToLower(req.Asset), Amount: "5000000", PayTo: req.PayTo}); err != nil {
		t.Fatal(err)
	}

	tx := "0x" + strings.Repeat("11", 32)
	er, err := s.SignEscrowReceipt(context.Background(), EscrowReceipt{Network: o.Network, Escrow: o.Escrow, JobID: "7", TermsHash: o.TermsHash,
		Payer: "0x857b06519E91e3A54538791bDbb0E22373e36b66", Amount: "5000000", Transaction: tx, BlockNumber: 42,
		BlockHash: "0x" + strings.Repeat("22", 32), IssuedAt: 1_800_000_000})
	if err != nil {
		t.Fatal(err)
	}
	r, _ := s.SignReceipt(context.Background(), "http://127.0.0.1/v1/jobs/7/fund", "0x857b06519E91e3A54538791bDbb0E22373e36b66", o.Network, tx, time.Unix(1_800_000_000, 0))
	fr := FundingReceipt{Receipt: r, EscrowReceipt: er}
	signer, payload, err := fr.Verify()
	if err != nil || signer != s.Address() || payload.BlockNumber != 42 {
		t.Fatalf("funding receipt: %v", err)
	}
	// A receipt for another job: the signature no longer matches the signer.
	other := *er.Payload
	other.JobID = "8"
	fr2 := FundingReceipt{Receipt: r, EscrowReceipt: SignedEscrowReceipt{Format: FormatEIP712, Payload: &other, Signature: er.Signature}}
	if _, _, err := fr2.Verify(); err == nil {
		t.Fatal("receipt for another job verifies")
	}
	// Two receipts of different payments do not form one piece of evidence.
	r2, _ := s.SignReceipt(context.Background(), "http://127.0.0.1/v1/jobs/7/fund", "0x857b06519E91e3A54538791bDbb0E22373e36b66", o.Network, "0x"+strings.Repeat("33", 32), time.Unix(1_800_000_000, 0))
	if _, _, err := (FundingReceipt{Receipt: r2, EscrowReceipt: er}).Verify(); err == nil || !strings.Contains(err.Error(), "transaction") {
		t.Fatalf("mismatched transaction: %v", err)
	}
	exts, _ := extensions.Put(nil, Key, NewReceiptExtension(r))
	exts, _ = extensions.Put(exts, EscrowKey, NewEscrowReceiptExtension(er))
	back, ok, err := FundingReceiptOf(exts)
	if err != nil || !ok || back.EscrowReceipt.Signature != er.Signature {
		t.Fatalf("funding receipt from extensions: %v %v", ok, err)
	}
	for key, schema := range map[string]json.RawMessage{Key: ReceiptSchema, EscrowKey: EscrowReceiptSchema} {
		ext, _, _ := extensions.Get(exts, key)
		if err := extensions.ValidateInfo(schema, ext.Info); err != nil {
			t.Fatalf("%s info vs its schema: %v", key, err)
		}
	}
}
