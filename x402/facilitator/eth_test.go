package facilitator_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"encoding/json"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/exact"
	"github.com/asa-escrow/asa/x402/facilitator"
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
	cases := map[string]struct {
		r      x402.FacilitatorRequest
		reason string
	}{
		"insufficient balance": {request(t, poor, big, big), x402.ReasonInsufficientBalance},
		"bad signature":        {request(t, forged, c.req, c.req), x402.ReasonInvalidSignature},
		// Signed for another EIP-712 domain name: recovers to someone else under the claimed one.
		"domain mismatch": {request(t, misnamed, wrongName, wrongName), x402.ReasonSimulationFailed},
	}
	for name, tc := range cases {
		vr, err := c.Facilitator.Verify(ctx, tc.r)
		if err != nil || vr.IsValid || vr.InvalidReason != tc.reason {
			t.Errorf("%s: verify %+v %v, want %s", name, vr, err, tc.reason)
		}
	}
	for name, tc := range cases {
		if name == "domain mismatch" {
			continue // Settle does not dry-run (as in TypeScript); the token would revert it.
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

// TestEscrowSettler settles an x402 payment into AsaEscrow (contracts/out/AsaEscrow.json):
// fundWithAuthorization credits the job with the client's EIP-3009 authorization.
func TestEscrowSettler(t *testing.T) {
	c := newChainEnv(t)
	raw, err := os.ReadFile(filepath.Join("..", "..", "contracts", "out", "AsaEscrow.json"))
	if err != nil {
		t.Skipf("AsaEscrow artifact not built yet: %v", err)
	}
	var art struct {
		ABI      json.RawMessage `json:"abi"`
		Bytecode string          `json:"bytecode"`
	}
	if err := json.Unmarshal(raw, &art); err != nil {
		t.Fatal(err)
	}
	escrowABI, err := abi.JSON(strings.NewReader(string(art.ABI)))
	if err != nil {
		t.Fatal(err)
	}
	chainID := big.NewInt(1337)
	ctx := context.Background()
	ctor, _ := escrowABI.Pack("", c.Token)
	escrowAddr, tx, err := bind.DeployContract(bind.NewKeyedTransactor(c.Deployer, chainID), common.FromHex(art.Bytecode), c.Client, ctor)
	if err != nil {
		t.Fatalf("deploy escrow: %v", err)
	}
	if _, err := bind.WaitDeployed(ctx, c.Client, tx.Hash()); err != nil {
		t.Fatal(err)
	}
	escrowC := bind.NewBoundContract(escrowAddr, escrowABI, c.Client, c.Client, c.Client)
	client := bind.NewKeyedTransactor(c.payer, chainID)
	provider, _ := crypto.GenerateKey()
	evaluator, _ := crypto.GenerateKey()
	create, _ := escrowABI.Pack("createJob", crypto.PubkeyToAddress(provider.PublicKey), crypto.PubkeyToAddress(evaluator.PublicKey),
		big.NewInt(time.Now().Add(24*time.Hour).Unix()), "x402 funded job", common.Address{})
	out, err := escrowC.CallRaw(&bind.CallOpts{From: client.From}, create)
	if err != nil {
		t.Fatalf("createJob dry run: %v", err)
	}
	jobID := new(big.Int).SetBytes(out)
	tx, err = bind.Transact(escrowC, client, create)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := bind.WaitMined(ctx, c.Client, tx.Hash()); err != nil {
		t.Fatal(err)
	}
	budget, _ := escrowABI.Pack("setBudget", jobID, big.NewInt(1_500_000), []byte{})
	tx, err = bind.Transact(escrowC, client, budget)
	if err != nil {
		t.Fatal(err)
	}
	if r, err := bind.WaitMined(ctx, c.Client, tx.Hash()); err != nil || r.Status != 1 {
		t.Fatalf("setBudget: %v", err)
	}

	token := facilitator.NewTokenSettler(c.Sender)
	escrowSettler := facilitator.NewEscrowSettler(c.Sender, escrowAddr, nil)
	fac, err := facilitator.New(facilitator.Config{
		Networks: []*facilitator.Network{{ChainID: chainID, Chain: facilitator.NewEthChain(c.Client), Settler: token,
			Route: facilitator.EscrowRoute(token, escrowSettler)}},
		Store: c.Store, SettleTimeout: 10 * time.Second, PollInterval: 10 * time.Millisecond, SimulateInVerify: true,
	})
	if err != nil {
		t.Fatal(err)
	}
	req := c.req
	req.PayTo = escrow.DepositAddress(escrowAddr, jobID).Hex()
	req.Extra = map[string]any{"name": "USD Coin", "version": "2", facilitator.ExtraJobID: jobID.String()}
	s, err := exact.NewPayment(c.payer, req, time.Now(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	r := request(t, s, req, req)
	if vr, err := fac.Verify(ctx, r); err != nil || !vr.IsValid {
		t.Fatalf("verify escrow payment: %+v %v", vr, err)
	}
	// A wrong budget is refused by the escrow's dry run, and nothing moves.
	wrong := req
	wrong.Amount = "1400000"
	ws, _ := exact.NewPayment(c.payer, wrong, time.Now(), rand.Reader)
	if vr, _ := fac.Verify(ctx, request(t, ws, wrong, wrong)); vr.IsValid || vr.InvalidReason != x402.ReasonSimulationFailed {
		t.Fatalf("wrong budget: %+v", vr)
	}
	sr, err := fac.Settle(ctx, r)
	if err != nil || !sr.Success {
		t.Fatalf("settle into escrow: %+v %v", sr, err)
	}
	if got := c.Balance(t, escrowAddr); got.Int64() != 1_500_000 {
		t.Fatalf("escrow holds %s", got)
	}
	again, err := fac.Settle(ctx, r)
	if err != nil || !again.Success || again.Transaction != sr.Transaction || c.Balance(t, escrowAddr).Int64() != 1_500_000 {
		t.Fatalf("re-settle into escrow: %+v %v", again, err)
	}
}
