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
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient/simulated"

	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/exact"
	"github.com/asa-escrow/asa/x402/facilitator"
)

// chainEnv is TestUSDC (deployed from contracts/out/TestUSDC.json) on a simulated chain, mined
// by a background loop, with the facilitator on EthChain + TokenSettler.
type chainEnv struct {
	sim      *simulated.Backend
	client   simulated.Client
	token    *bind.BoundContract
	tokenABI abi.ABI
	addr     common.Address
	payer    *ecdsa.PrivateKey
	fac      *facilitator.Facilitator
	req      x402.PaymentRequirements
	sender   *facilitator.Sender
	store    *facilitator.Store
	deployer *ecdsa.PrivateKey
}

func newChainEnv(t testing.TB) *chainEnv {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("..", "..", "contracts", "out", "TestUSDC.json"))
	if err != nil {
		t.Skipf("TestUSDC artifact not built yet: %v", err)
	}
	var art struct {
		ABI      json.RawMessage `json:"abi"`
		Bytecode string          `json:"bytecode"`
	}
	if err := json.Unmarshal(raw, &art); err != nil {
		t.Fatal(err)
	}
	parsed, err := abi.JSON(strings.NewReader(string(art.ABI)))
	if err != nil {
		t.Fatal(err)
	}
	deployer, _ := crypto.GenerateKey()
	relayer, _ := crypto.GenerateKey()
	payer, _ := crypto.GenerateKey()
	eth := new(big.Int).Exp(big.NewInt(10), big.NewInt(20), nil)
	sim := simulated.NewBackend(types.GenesisAlloc{
		crypto.PubkeyToAddress(deployer.PublicKey): {Balance: eth},
		crypto.PubkeyToAddress(relayer.PublicKey):  {Balance: eth},
		crypto.PubkeyToAddress(payer.PublicKey):    {Balance: eth},
	})
	t.Cleanup(func() { sim.Close() })
	client := sim.Client()
	chainID := big.NewInt(1337)
	ctor, err := parsed.Pack("", "USD Coin", "2", "USDC")
	if err != nil {
		t.Fatal(err)
	}
	opts := bind.NewKeyedTransactor(deployer, chainID)
	addr, tx, err := bind.DeployContract(opts, common.FromHex(art.Bytecode), client, ctor)
	if err != nil {
		t.Fatal(err)
	}
	sim.Commit()
	if _, err := bind.WaitDeployed(context.Background(), client, tx.Hash()); err != nil {
		t.Fatal(err)
	}
	token := bind.NewBoundContract(addr, parsed, client, client, client)
	mint, _ := parsed.Pack("mint", crypto.PubkeyToAddress(payer.PublicKey), big.NewInt(10_000_000))
	if _, err := bind.Transact(token, opts, mint); err != nil {
		t.Fatalf("mint: %v", err)
	}
	sim.Commit()

	// Mine continuously so that settlements get receipts.
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			select {
			case <-stop:
				return
			case <-time.After(20 * time.Millisecond):
				// Mine only when there is something to mine: every block advances the chain
				// clock by at least a second, and validBefore is wall-clock based.
				if n, err := client.PendingTransactionCount(context.Background()); err == nil && n > 0 {
					sim.Commit()
				}
			}
		}
	}()
	t.Cleanup(func() { close(stop); wg.Wait() })

	st, err := facilitator.OpenStore(context.Background(), filepath.Join(t.TempDir(), "x402.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	sender := facilitator.NewSender(client, relayer, chainID)
	fac, err := facilitator.New(facilitator.Config{
		Networks: []*facilitator.Network{{ChainID: chainID, Chain: facilitator.NewEthChain(client),
			Settler: facilitator.NewTokenSettler(sender)}},
		Store: st, SettleTimeout: 10 * time.Second, PollInterval: 10 * time.Millisecond, SimulateInVerify: true,
	})
	if err != nil {
		t.Fatal(err)
	}
	return &chainEnv{sim: sim, client: client, token: token, tokenABI: parsed, addr: addr, payer: payer, fac: fac,
		sender: sender, store: st, deployer: deployer,
		req: x402.PaymentRequirements{Scheme: "exact", Network: "eip155:1337", Amount: "1500000", Asset: addr.Hex(),
			PayTo: merchant.Hex(), MaxTimeoutSeconds: 300, Extra: map[string]any{"name": "USD Coin", "version": "2"}}}
}

func (c *chainEnv) balance(t testing.TB, who common.Address) *big.Int {
	t.Helper()
	data, _ := c.tokenABI.Pack("balanceOf", who)
	out, err := c.token.CallRaw(&bind.CallOpts{}, data)
	if err != nil {
		t.Fatal(err)
	}
	return new(big.Int).SetBytes(out)
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
	vr, err := c.fac.Verify(ctx, r)
	if err != nil || !vr.IsValid {
		t.Fatalf("verify on chain: %+v %v", vr, err)
	}
	sr, err := c.fac.Settle(ctx, r)
	if err != nil || !sr.Success || sr.Transaction == "" {
		t.Fatalf("settle on chain: %+v %v", sr, err)
	}
	if got := c.balance(t, merchant); got.Int64() != 1_500_000 {
		t.Fatalf("merchant has %s", got)
	}
	if got := c.balance(t, payerAddr); got.Int64() != 8_500_000 {
		t.Fatalf("payer has %s", got)
	}
	again, err := c.fac.Settle(ctx, r)
	if err != nil || !again.Success || again.Transaction != sr.Transaction {
		t.Fatalf("re-settle: %+v %v", again, err)
	}
	if vr, _ := c.fac.Verify(ctx, r); vr.InvalidReason != x402.ReasonNonceAlreadyUsed {
		t.Fatalf("verify after settle: %+v", vr)
	}
	if got := c.balance(t, merchant); got.Int64() != 1_500_000 {
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
		vr, err := c.fac.Verify(ctx, tc.r)
		if err != nil || vr.IsValid || vr.InvalidReason != tc.reason {
			t.Errorf("%s: verify %+v %v, want %s", name, vr, err, tc.reason)
		}
	}
	for name, tc := range cases {
		if name == "domain mismatch" {
			continue // Settle does not dry-run (as in TypeScript); the token would revert it.
		}
		sr, err := c.fac.Settle(ctx, tc.r)
		if err != nil || sr.Success || sr.ErrorReason != tc.reason || sr.Transaction != "" {
			t.Errorf("%s: settle %+v %v", name, sr, err)
		}
	}
	if got := c.balance(t, payerAddr); got.Int64() != 10_000_000 {
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
			vr, err := c.fac.Verify(ctx, r)
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
	ctor, _ := escrowABI.Pack("", c.addr)
	escrowAddr, tx, err := bind.DeployContract(bind.NewKeyedTransactor(c.deployer, chainID), common.FromHex(art.Bytecode), c.client, ctor)
	if err != nil {
		t.Fatalf("deploy escrow: %v", err)
	}
	if _, err := bind.WaitDeployed(ctx, c.client, tx.Hash()); err != nil {
		t.Fatal(err)
	}
	escrowC := bind.NewBoundContract(escrowAddr, escrowABI, c.client, c.client, c.client)
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
	if _, err := bind.WaitMined(ctx, c.client, tx.Hash()); err != nil {
		t.Fatal(err)
	}
	budget, _ := escrowABI.Pack("setBudget", jobID, big.NewInt(1_500_000), []byte{})
	tx, err = bind.Transact(escrowC, client, budget)
	if err != nil {
		t.Fatal(err)
	}
	if r, err := bind.WaitMined(ctx, c.client, tx.Hash()); err != nil || r.Status != 1 {
		t.Fatalf("setBudget: %v", err)
	}

	token := facilitator.NewTokenSettler(c.sender)
	escrowSettler := facilitator.NewEscrowSettler(c.sender, escrowAddr, nil)
	fac, err := facilitator.New(facilitator.Config{
		Networks: []*facilitator.Network{{ChainID: chainID, Chain: facilitator.NewEthChain(c.client), Settler: token,
			Route: facilitator.EscrowRoute(token, escrowSettler)}},
		Store: c.store, SettleTimeout: 10 * time.Second, PollInterval: 10 * time.Millisecond, SimulateInVerify: true,
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
	if got := c.balance(t, escrowAddr); got.Int64() != 1_500_000 {
		t.Fatalf("escrow holds %s", got)
	}
	again, err := fac.Settle(ctx, r)
	if err != nil || !again.Success || again.Transaction != sr.Transaction || c.balance(t, escrowAddr).Int64() != 1_500_000 {
		t.Fatalf("re-settle into escrow: %+v %v", again, err)
	}
}
