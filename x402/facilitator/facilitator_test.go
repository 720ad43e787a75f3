package facilitator_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"encoding/json"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/txmgr"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/exact"
	"github.com/asa-escrow/asa/x402/facilitator"
	"github.com/asa-escrow/asa/x402/internal/memchain"
)

var (
	tokenAddr = common.HexToAddress("0x036CbD53842c5426634e7929541eC2318f3dCF7e")
	merchant  = common.HexToAddress("0x209693Bc6afc0C5328bA36FaF03C514EF312287C")
	now       = time.Unix(1_900_000_000, 0)
)

type env struct {
	t      testing.TB
	token  *memchain.Token
	fac    *facilitator.Facilitator
	payer  *ecdsa.PrivateKey
	payerA common.Address
	noSim  bool
	shift  time.Duration // added to the facilitator's clock
	met    facilitator.Metrics
}

func newEnv(t testing.TB) *env {
	t.Helper()
	d := exact.Domain{Name: "USDC", Version: "2", ChainID: big.NewInt(84532), VerifyingContract: tokenAddr}
	tok := memchain.New(d, func() int64 { return now.Unix() })
	key, _ := crypto.GenerateKey()
	e := &env{t: t, token: tok, payer: key, payerA: crypto.PubkeyToAddress(key.PublicKey)}
	tok.Mint(e.payerA, 10_000_000)
	e.open()
	return e
}

// open (re)builds the facilitator over the token, which also plays its journaled sender: a new
// facilitator is a restart that keeps the journal.
func (e *env) open() {
	f, err := facilitator.New(facilitator.Config{
		Networks:         []*facilitator.Network{{ChainID: big.NewInt(84532), Chain: e.token, Settler: e.token, Sender: e.token, Receipts: e.token}},
		SettleTimeout:    100 * time.Millisecond,
		PollInterval:     5 * time.Millisecond,
		SimulateInVerify: !e.noSim,
		Now:              func() time.Time { return now.Add(e.shift) },
		Metrics:          e.met,
	})
	if err != nil {
		e.t.Fatal(err)
	}
	e.fac = f
}

func reqs() x402.PaymentRequirements {
	return x402.PaymentRequirements{Scheme: "exact", Network: "eip155:84532", Amount: "1500000", Asset: tokenAddr.Hex(),
		PayTo: merchant.Hex(), MaxTimeoutSeconds: 300, Extra: map[string]any{"name": "USDC", "version": "2"}}
}

func (e *env) sign(r x402.PaymentRequirements) exact.Signed {
	s, err := exact.NewPayment(e.payer, r, now, rand.Reader)
	if err != nil {
		e.t.Fatal(err)
	}
	return s
}

func request(t testing.TB, s exact.Signed, accepted, required x402.PaymentRequirements) x402.FacilitatorRequest {
	pp, err := exact.PaymentPayload(s, accepted, &x402.ResourceInfo{URL: "http://x/y"})
	if err != nil {
		t.Fatal(err)
	}
	a, _ := json.Marshal(pp)
	b, _ := json.Marshal(required)
	return x402.FacilitatorRequest{X402Version: 2, PaymentPayload: a, PaymentRequirements: b}
}

func resign(t testing.TB, key *ecdsa.PrivateKey, tr exact.Transfer, r x402.PaymentRequirements) exact.Signed {
	d, err := exact.DomainFor(2, r)
	if err != nil {
		t.Fatal(err)
	}
	sig, err := exact.Sign(key, d, tr)
	if err != nil {
		t.Fatal(err)
	}
	return exact.Signed{Transfer: tr, Signature: sig}
}

func TestVerifyAndSettleRejections(t *testing.T) {
	e := newEnv(t)
	other, _ := crypto.GenerateKey()
	good := e.sign(reqs())
	with := func(m func(*x402.PaymentRequirements)) x402.PaymentRequirements { r := reqs(); m(&r); return r }
	cases := []struct {
		name   string
		req    func() x402.FacilitatorRequest
		reason string
	}{
		{"wrong x402 version", func() x402.FacilitatorRequest {
			r := request(t, good, reqs(), reqs())
			var m map[string]any
			_ = json.Unmarshal(r.PaymentPayload, &m)
			m["x402Version"] = 3
			r.PaymentPayload, _ = json.Marshal(m)
			r.X402Version = 3
			return r
		}, x402.ReasonInvalidX402Version},
		{"request and payload versions differ", func() x402.FacilitatorRequest {
			r := request(t, good, reqs(), reqs())
			r.X402Version = 1
			return r
		}, x402.ReasonInvalidX402Version},
		{"scheme", func() x402.FacilitatorRequest {
			return request(t, good, with(func(r *x402.PaymentRequirements) { r.Scheme = "upto" }), reqs())
		}, x402.ReasonInvalidScheme},
		{"missing domain", func() x402.FacilitatorRequest {
			r := with(func(r *x402.PaymentRequirements) { r.Extra = nil })
			return request(t, good, r, r)
		}, x402.ReasonMissingEIP712Domain},
		{"wrong network", func() x402.FacilitatorRequest {
			return request(t, good, with(func(r *x402.PaymentRequirements) { r.Network = "eip155:8453" }), reqs())
		}, x402.ReasonNetworkMismatch},
		{"unserved network", func() x402.FacilitatorRequest {
			r := with(func(r *x402.PaymentRequirements) { r.Network = "eip155:1" })
			return request(t, good, r, r)
		}, x402.ReasonInvalidNetwork},
		{"bad signature", func() x402.FacilitatorRequest {
			s := resign(t, other, good.Transfer, reqs()) // from = payer, signed by someone else
			return request(t, s, reqs(), reqs())
		}, x402.ReasonInvalidSignature},
		{"signature over other amount", func() x402.FacilitatorRequest {
			s := good
			s.Transfer.Value = big.NewInt(1)
			return request(t, exact.Signed{Transfer: s.Transfer, Signature: good.Signature}, reqs(), reqs())
		}, x402.ReasonInvalidSignature},
		{"wrong payTo", func() x402.FacilitatorRequest {
			r := with(func(r *x402.PaymentRequirements) { r.PayTo = "0x1111111111111111111111111111111111111111" })
			return request(t, good, r, r)
		}, x402.ReasonRecipientMismatch},
		{"expired", func() x402.FacilitatorRequest {
			tr := good.Transfer
			tr.ValidBefore = big.NewInt(now.Unix() + 5) // inside the 6 s margin
			return request(t, resign(t, e.payer, tr, reqs()), reqs(), reqs())
		}, x402.ReasonValidBeforeExpired},
		{"not yet valid", func() x402.FacilitatorRequest {
			tr := good.Transfer
			tr.ValidAfter = big.NewInt(now.Unix() + 60)
			return request(t, resign(t, e.payer, tr, reqs()), reqs(), reqs())
		}, x402.ReasonValidAfterInFuture},
		{"amount mismatch", func() x402.FacilitatorRequest {
			r := with(func(r *x402.PaymentRequirements) { r.Amount = "1500001" })
			return request(t, good, r, r)
		}, x402.ReasonAuthorizationValueMismatch},
		{"insufficient balance", func() x402.FacilitatorRequest {
			r := with(func(r *x402.PaymentRequirements) { r.Amount = "20000000" })
			return request(t, e.sign(r), r, r)
		}, x402.ReasonInsufficientBalance},
		{"asset not a contract", func() x402.FacilitatorRequest {
			r := with(func(r *x402.PaymentRequirements) { r.Asset = "0x2222222222222222222222222222222222222222" })
			return request(t, e.sign(r), r, r)
		}, x402.ReasonAssetNotDeployedContract},
		{"malformed payload", func() x402.FacilitatorRequest {
			r := request(t, good, reqs(), reqs())
			r.PaymentPayload = []byte(`{"x402Version":2,"accepted":{},"payload":{"signature":"0xzz","authorization":{}}}`)
			return r
		}, x402.ReasonInvalidPayload},
		{"malformed requirements amount", func() x402.FacilitatorRequest {
			r := with(func(r *x402.PaymentRequirements) { r.Amount = "1.5" })
			return request(t, good, r, r)
		}, x402.ReasonInvalidPaymentRequirements},
	}
	ctx := context.Background()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			before := e.token.Balance(e.payerA)
			sent := e.token.Sent
			vr, err := e.fac.Verify(ctx, c.req())
			if err != nil {
				t.Fatal(err)
			}
			if vr.IsValid || vr.InvalidReason != c.reason {
				t.Fatalf("verify: %+v, want %s", vr, c.reason)
			}
			sr, err := e.fac.Settle(ctx, c.req())
			if err != nil {
				t.Fatal(err)
			}
			if sr.Success || sr.ErrorReason != c.reason || sr.Transaction != "" {
				t.Fatalf("settle: %+v, want %s and no transaction", sr, c.reason)
			}
			if e.token.Balance(e.payerA).Cmp(before) != 0 || e.token.Sent != sent {
				t.Fatal("funds moved or a transaction was sent")
			}
		})
	}
}

func TestSettleOnceAndReusedNonce(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	s := e.sign(reqs())
	r := request(t, s, reqs(), reqs())
	vr, err := e.fac.Verify(ctx, r)
	if err != nil || !vr.IsValid || vr.Payer != e.payerA.Hex() {
		t.Fatalf("verify: %+v %v", vr, err)
	}
	sr, err := e.fac.Settle(ctx, r)
	if err != nil || !sr.Success || sr.Transaction == "" || sr.Network != "eip155:84532" || sr.Payer != e.payerA.Hex() {
		t.Fatalf("settle: %+v %v", sr, err)
	}
	if got := e.token.Balance(merchant); got.Int64() != 1_500_000 {
		t.Fatalf("merchant balance %s", got)
	}
	// The same payment again: same answer, no second transaction.
	again, err := e.fac.Settle(ctx, r)
	if err != nil || !again.Success || again.Transaction != sr.Transaction || e.token.Sent != 1 {
		t.Fatalf("re-settle: %+v %v sent=%d", again, err, e.token.Sent)
	}
	vr, _ = e.fac.Verify(ctx, r)
	if vr.IsValid || vr.InvalidReason != x402.ReasonNonceAlreadyUsed {
		t.Fatalf("verify after settle: %+v", vr)
	}
	// A fresh facilitator (restart) on the same journal still knows it.
	e.open()
	again, err = e.fac.Settle(ctx, r)
	if err != nil || !again.Success || again.Transaction != sr.Transaction || e.token.Sent != 1 {
		t.Fatalf("re-settle after restart: %+v %v", again, err)
	}
	if got := e.token.Balance(merchant); got.Int64() != 1_500_000 {
		t.Fatalf("merchant balance %s after re-settles", got)
	}
}

// outcomes counts the facilitator's reported outcomes ("verify valid", "settle failed invalid_...").
type outcomes map[string]int

func (o outcomes) Verified(res x402.VerifyResponse, err error) {
	o["verify "+facilitator.VerifyOutcome(res, err)+" "+res.InvalidReason]++
}

func (o outcomes) Settled(res x402.SettleResponse, err error) {
	o["settle "+facilitator.SettleOutcome(res, err)+" "+res.ErrorReason]++
}

func TestMetricsReportEveryOutcome(t *testing.T) {
	e := newEnv(t)
	got := outcomes{}
	e.met = got
	e.open()
	ctx := context.Background()
	r := request(t, e.sign(reqs()), reqs(), reqs())
	if vr, err := e.fac.Verify(ctx, r); err != nil || !vr.IsValid {
		t.Fatalf("verify: %+v %v", vr, err)
	}
	if sr, err := e.fac.Settle(ctx, r); err != nil || !sr.Success {
		t.Fatalf("settle: %+v %v", sr, err)
	}
	_, _ = e.fac.Verify(ctx, r) // the nonce is used now
	bad := reqs()
	bad.Amount = "999"
	_, _ = e.fac.Settle(ctx, request(t, e.sign(reqs()), bad, bad))
	_, _ = e.fac.Verify(ctx, x402.FacilitatorRequest{X402Version: 2, PaymentPayload: []byte(`1`), PaymentRequirements: []byte(`2`)})
	want := outcomes{
		"verify valid ": 1, "settle success ": 1, "verify invalid " + x402.ReasonNonceAlreadyUsed: 1,
		"settle failed " + x402.ReasonAuthorizationValueMismatch: 1, "verify error ": 1,
	}
	if len(got) != len(want) {
		t.Fatalf("outcomes %v, want %v", got, want)
	}
	for k, n := range want {
		if got[k] != n {
			t.Fatalf("outcomes %v, want %v", got, want)
		}
	}
}

func TestNonceUsedOnChainByOthers(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	s := e.sign(reqs())
	// Someone else executes the authorization directly on the token.
	other := facilitator.Settlement{ChainID: big.NewInt(1), Version: 2, Requirements: reqs(), Token: tokenAddr, Payment: s}
	in, err := e.token.Intent(other)
	if err != nil {
		t.Fatal(err)
	}
	if rec, err := e.token.Submit(ctx, in); err != nil || rec.State != txmgr.StateMined {
		t.Fatalf("direct execution: %+v %v", rec, err)
	}
	r := request(t, s, reqs(), reqs())
	vr, _ := e.fac.Verify(ctx, r)
	sr, _ := e.fac.Settle(ctx, r)
	if vr.InvalidReason != x402.ReasonNonceAlreadyUsed || sr.ErrorReason != x402.ReasonNonceAlreadyUsed || e.token.Sent != 1 {
		t.Fatalf("verify %+v settle %+v", vr, sr)
	}
}

func TestSettlePendingThenMined(t *testing.T) {
	e := newEnv(t)
	e.token.HoldReceipts = true
	ctx := context.Background()
	r := request(t, e.sign(reqs()), reqs(), reqs())
	sr, err := e.fac.Settle(ctx, r)
	if err != nil || !sr.Pending() || sr.ErrorReason != x402.ReasonSettlementPending || sr.Transaction == "" {
		t.Fatalf("first settle: %+v %v", sr, err)
	}
	again, err := e.fac.Settle(ctx, r)
	if err != nil || !again.Pending() || again.Transaction != sr.Transaction || e.token.Sent != 1 {
		t.Fatalf("second settle while pending: %+v %v sent=%d", again, err, e.token.Sent)
	}
	e.token.Mine()
	done, err := e.fac.Settle(ctx, r)
	if err != nil || !done.Success || done.Transaction != sr.Transaction || e.token.Sent != 1 {
		t.Fatalf("settle after mining: %+v %v", done, err)
	}
}

func TestConcurrentSettleSendsOnce(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	r := request(t, e.sign(reqs()), reqs(), reqs())
	var wg sync.WaitGroup
	results := make([]x402.SettleResponse, 8)
	for i := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i], _ = e.fac.Settle(ctx, r)
		}()
	}
	wg.Wait()
	if e.token.Sent != 1 {
		t.Fatalf("%d transactions sent", e.token.Sent)
	}
	ok := 0
	for _, res := range results {
		if res.Success {
			ok++
		} else if !res.Pending() {
			t.Fatalf("unexpected answer %+v", res)
		}
	}
	if ok == 0 || e.token.Balance(merchant).Int64() != 1_500_000 {
		t.Fatalf("no success among %+v", results)
	}
}

func TestV1Payment(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	r1 := x402.PaymentRequirementsV1{Scheme: "exact", Network: "base-sepolia", MaxAmountRequired: "1500000", Resource: "http://x/y",
		Description: "d", MimeType: "application/json", PayTo: merchant.Hex(), MaxTimeoutSeconds: 60, Asset: tokenAddr.Hex(),
		Extra: map[string]any{"name": "USDC", "version": "2"}}
	s, err := exact.NewPaymentV1(e.payer, r1, now, rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	pp, _ := exact.PaymentPayloadV1(s, r1)
	a, _ := json.Marshal(pp)
	b, _ := json.Marshal(r1)
	req := x402.FacilitatorRequest{X402Version: 1, PaymentPayload: a, PaymentRequirements: b}
	if vr, err := e.fac.Verify(ctx, req); err != nil || !vr.IsValid {
		t.Fatalf("v1 verify %+v %v", vr, err)
	}
	r1.MaxAmountRequired = "1"
	b, _ = json.Marshal(r1)
	if vr, _ := e.fac.Verify(ctx, x402.FacilitatorRequest{X402Version: 1, PaymentPayload: a, PaymentRequirements: b}); vr.InvalidReason != x402.ReasonAuthorizationValueV1 {
		t.Fatalf("v1 amount: %+v", vr)
	}
	r1.MaxAmountRequired = "1500000"
	r1.Network = "base"
	b, _ = json.Marshal(r1)
	if vr, _ := e.fac.Verify(ctx, x402.FacilitatorRequest{X402Version: 1, PaymentPayload: a, PaymentRequirements: b}); vr.InvalidReason != x402.ReasonNetworkMismatch {
		t.Fatalf("v1 network: %+v", vr)
	}
	b, _ = json.Marshal(x402.PaymentRequirementsV1{Scheme: "exact", Network: "base-sepolia", MaxAmountRequired: "1500000",
		PayTo: merchant.Hex(), MaxTimeoutSeconds: 60, Asset: tokenAddr.Hex(), Extra: map[string]any{"name": "USDC", "version": "2"}})
	if sr, err := e.fac.Settle(ctx, x402.FacilitatorRequest{X402Version: 1, PaymentPayload: a, PaymentRequirements: b}); err != nil || !sr.Success || sr.Network != "base-sepolia" {
		t.Fatalf("v1 settle %+v %v", sr, err)
	}
}

// BenchmarkVerify measures the facilitator's own verification work (decode, EIP-712 digest,
// signature recovery, rule checks, store lookup) with chain state in memory and no dry run.
func BenchmarkVerify(b *testing.B) {
	e := newEnv(b)
	e.noSim = true
	e.open()
	r := request(b, e.sign(reqs()), reqs(), reqs())
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			vr, err := e.fac.Verify(ctx, r)
			if err != nil || !vr.IsValid {
				b.Fatalf("%+v %v", vr, err)
			}
		}
	})
}

func TestResettleAfterExpiry(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	s := e.sign(reqs())
	sr, err := e.fac.Settle(ctx, request(t, s, reqs(), reqs()))
	if err != nil || !sr.Success {
		t.Fatalf("settle: %+v %v", sr, err)
	}
	e.shift = time.Hour // the authorization has expired since
	again, err := e.fac.Settle(ctx, request(t, s, reqs(), reqs()))
	if err != nil || !again.Success || again.Transaction != sr.Transaction {
		t.Fatalf("re-settle after expiry: %+v %v", again, err)
	}
	other := reqs()
	other.Amount = "1"
	wrong, err := e.fac.Settle(ctx, request(t, s, other, other))
	if err != nil || wrong.Success || wrong.ErrorReason != x402.ReasonAuthorizationValueMismatch {
		t.Fatalf("re-settle for other requirements: %+v %v", wrong, err)
	}
	if e.token.Sent != 1 {
		t.Fatalf("%d transactions", e.token.Sent)
	}
}
