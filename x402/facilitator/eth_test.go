package facilitator_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/exact"
	"github.com/asa-escrow/asa/x402/facilitator/facilitatortest"
)

// chainEnv is the dev USDC on a simulated chain with the facilitator (facilitatortest), a funded payer and
// exact-scheme requirements paying merchant 1.5 USDC.
type chainEnv struct {
	*facilitatortest.Chain
	payer *ecdsa.PrivateKey
	req   x402.PaymentRequirements
}

func newChainEnv(t testing.TB) *chainEnv {
	t.Helper()
	payer, _ := crypto.GenerateKey()
	ch := facilitatortest.New(t, crypto.PubkeyToAddress(payer.PublicKey))
	return &chainEnv{Chain: ch, payer: payer,
		req: x402.PaymentRequirements{Scheme: "exact", Network: "eip155:1337", Amount: "1500000", Asset: ch.Token.Hex(),
			PayTo: merchant.Hex(), MaxTimeoutSeconds: 300, Extra: map[string]any{"name": "USD Coin", "version": "2"}}}
}

func TestTestUSDCSettle(t *testing.T) {
	c := newChainEnv(t)
	ctx := context.Background()
	payerAddr := crypto.PubkeyToAddress(c.payer.PublicKey)
	s, err := exact.NewPayment(c.payer, c.req, time.Now(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	r := request(t, s, c.req, c.req)
	vr, err := c.Facilitator.Verify(ctx, r)
	if err != nil || !vr.IsValid {
		t.Fatalf("verify on chain: %+v %v", vr, err)
	}
	sr, err := c.Facilitator.Settle(ctx, r)
	if err != nil || !sr.Success || sr.Transaction == "" {
		t.Fatalf("settle on chain: %+v %v", sr, err)
	}
	if got := c.Balance(t, merchant); got.Int64() != 1_500_000 {
		t.Fatalf("merchant has %s", got)
	}
	if got := c.Balance(t, payerAddr); got.Int64() != 8_500_000 {
		t.Fatalf("payer has %s", got)
	}
	again, err := c.Facilitator.Settle(ctx, r)
	if err != nil || !again.Success || again.Transaction != sr.Transaction {
		t.Fatalf("re-settle: %+v %v", again, err)
	}
	if vr, _ := c.Facilitator.Verify(ctx, r); vr.InvalidReason != x402.ReasonNonceAlreadyUsed {
		t.Fatalf("verify after settle: %+v", vr)
	}
	if got := c.Balance(t, merchant); got.Int64() != 1_500_000 {
		t.Fatalf("merchant has %s after re-settle", got)
	}
}

func TestTestUSDCRejections(t *testing.T) {
	c := newChainEnv(t)
	ctx := context.Background()
	other, _ := crypto.GenerateKey()
	payerAddr := crypto.PubkeyToAddress(c.payer.PublicKey)
	good, _ := exact.NewPayment(c.payer, c.req, time.Now(), rand.Reader)
	big := c.req
	big.Amount = "20000000"
	poor, _ := exact.NewPayment(c.payer, big, time.Now(), rand.Reader)
	wrongName := c.req
	wrongName.Extra = map[string]any{"name": "USDC", "version": "2"}
	misnamed, _ := exact.NewPayment(c.payer, wrongName, time.Now(), rand.Reader)
	forged := resign(t, other, good.Transfer, c.req)
	// Signed over the token's real domain while the requirements name another: the token would accept
	// it, but it is not a signature over the domain the requirements name (as @x402/evm judges it).
	trueDomain, _ := exact.NewPayment(c.payer, c.req, time.Now(), rand.Reader)
	cases := map[string]struct {
		r      x402.FacilitatorRequest
		reason string
	}{
		"insufficient balance": {request(t, poor, big, big), x402.ReasonInsufficientBalance},
		"bad signature":        {request(t, forged, c.req, c.req), x402.ReasonInvalidSignature},
		// Signed for another EIP-712 domain name: recovers to someone else under the claimed one.
		"domain mismatch":                     {request(t, misnamed, wrongName, wrongName), x402.ReasonSimulationFailed},
		"token's domain, other name required": {request(t, trueDomain, wrongName, wrongName), x402.ReasonInvalidSignature},
	}
	for name, tc := range cases {
		vr, err := c.Facilitator.Verify(ctx, tc.r)
		if err != nil || vr.IsValid || vr.InvalidReason != tc.reason {
			t.Errorf("%s: verify %+v %v, want %s", name, vr, err, tc.reason)
		}
	}
	for name, tc := range cases {
		if name == "domain mismatch" {
			continue // settle answers with the reason of its reverting dry run (the token's words), not simulation_failed
		}
		sr, err := c.Facilitator.Settle(ctx, tc.r)
		if err != nil || sr.Success || sr.ErrorReason != tc.reason || sr.Transaction != "" {
			t.Errorf("%s: settle %+v %v", name, sr, err)
		}
	}
	if got := c.Balance(t, payerAddr); got.Int64() != 10_000_000 {
		t.Fatalf("payer balance moved to %s", got)
	}
}

// BenchmarkVerifyTestUSDC measures Verify against TestUSDC on a simulated chain, with the chain
// reads (code, authorizationState, balanceOf) and the eth_call dry run the TypeScript
// facilitator also performs.
func BenchmarkVerifyTestUSDC(b *testing.B) {
	c := newChainEnv(b)
	s, err := exact.NewPayment(c.payer, c.req, time.Now(), rand.Reader)
	if err != nil {
		b.Fatal(err)
	}
	r := request(b, s, c.req, c.req)
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			vr, err := c.Facilitator.Verify(ctx, r)
			if err != nil || !vr.IsValid {
				b.Fatalf("%+v %v", vr, err)
			}
		}
	})
}
