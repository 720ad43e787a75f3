package contracts_test

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
)

// A full ASA lifecycle on a real anvil node with anvil's dev keys: deploy, create, fund, submit, a signed
// result relayed by a third party, the challenge window, finalize; balances read back from the chain.
func TestAnvilLifecycle(t *testing.T) {
	if testing.Short() {
		t.Skip("starts an anvil node")
	}
	if _, err := anvil.FindBinary(); err != nil {
		t.Skipf("anvil not installed (run make deps): %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	node, err := anvil.Start(ctx, anvil.Options{ChainID: 84532})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = node.Stop() })
	c, err := node.Dial(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	keys := make([]*ecdsa.PrivateKey, 5)
	for i := range keys {
		if keys[i], err = anvil.DevKey(i); err != nil {
			t.Fatal(err)
		}
	}
	deployer, client, provider, evaluator, relayer := keys[0], keys[1], keys[2], keys[3], keys[4]
	addr := func(k *ecdsa.PrivateKey) common.Address { return crypto.PubkeyToAddress(k.PublicKey) }
	chainID := node.ChainID()
	opts := func(k *ecdsa.PrivateKey) *bind.TransactOpts {
		o := bind.NewKeyedTransactor(k, chainID)
		o.Context = ctx
		return o
	}
	token, _, err := escrow.DeployDevToken(ctx, c, opts(deployer), escrow.DefaultDevToken)
	if err != nil {
		t.Fatal(err)
	}
	esc, _, err := escrow.DeployEscrow(ctx, c, opts(deployer), token)
	if err != nil {
		t.Fatal(err)
	}
	if err := escrow.MintDevToken(ctx, c, opts(deployer), token, big.NewInt(100_000_000), addr(client)); err != nil {
		t.Fatal(err)
	}
	e, tk := bindings.NewAsaEscrow(), bindings.NewTestUSDC()
	send := func(k *ecdsa.PrivateKey, to common.Address, data []byte) {
		t.Helper()
		tx, err := bind.NewBoundContract(to, e.GetABI(), c, c, c).RawTransact(opts(k), data)
		if err == nil {
			_, err = escrow.WaitSuccess(ctx, c, tx)
		}
		if err != nil {
			t.Fatalf("transact: %v", err)
		}
	}
	balance := func(a common.Address) int64 {
		t.Helper()
		return anvilCall(t, c, token, tk.PackBalanceOf(a), tk.UnpackBalanceOf).Int64()
	}
	now := func() uint64 {
		h, err := c.HeaderByNumber(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		return h.Time
	}

	terms := graduatedTerms()
	terms.EvaluatorFeeBps = 200
	const budget = 5_000_000
	send(client, token, tk.PackApprove(esc, big.NewInt(budget)))
	send(client, esc, e.PackCreateAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: addr(provider), Evaluators: []common.Address{addr(evaluator)}, Quorum: 1, ExpiredAt: new(big.Int).SetUint64(now() + 86400), Budget: big.NewInt(budget), Description: "anvil job"}, terms))
	id := anvilCall(t, c, esc, e.PackJobCount(), e.UnpackJobCount)
	out := anvilCall(t, c, esc, e.PackTermsById(anvilCall(t, c, esc, e.PackGetJob(id), e.UnpackGetJob).TermsId), e.UnpackTermsById)
	send(client, esc, e.PackFund(id, big.NewInt(budget), out.TermsHash[:]))
	deliverable := sha256Of("# anvil deliverable")
	send(provider, esc, e.PackSubmit(id, deliverable, nil))
	job := anvilCall(t, c, esc, e.PackGetJob(id), e.UnpackGetJob)
	res := bindings.IAsaEscrowTypesResult{JobId: id, Deliverable: deliverable, SubmittedAt: job.SubmittedAt.Uint64(), Score: 8610, Passed: true,
		EvidenceHash: crypto.Keccak256Hash([]byte("evidence")), Nonce: big.NewInt(7), Deadline: now() + 3600}
	digest := resultDigestFor(chainID, esc, res)
	if onchain := anvilCall(t, c, esc, e.PackResultDigest(res), e.UnpackResultDigest); onchain != digest {
		t.Fatal("Go digest differs from the escrow's on anvil")
	}
	sig, err := crypto.Sign(digest[:], evaluator)
	if err != nil {
		t.Fatal(err)
	}
	sig[64] += 27
	send(relayer, esc, e.PackSubmitResult(res, addr(evaluator), sig))
	if err := node.RPC().CallContext(ctx, nil, "evm_increaseTime", 7200); err != nil {
		t.Fatal(err)
	}
	if err := node.Mine(ctx, 1); err != nil {
		t.Fatal(err)
	}
	send(relayer, esc, e.PackFinalize(id))

	// fee 2% = 100000; 4900000 * 85% = 4165000 to the provider; 735000 back to the client.
	if got := balance(addr(provider)); got != 4_165_000 {
		t.Errorf("provider balance %d, want 4165000", got)
	}
	if got := balance(addr(evaluator)); got != 100_000 {
		t.Errorf("evaluator balance %d, want 100000", got)
	}
	if got := balance(addr(client)); got != 100_000_000-budget+735_000 {
		t.Errorf("client balance %d", got)
	}
	if got := balance(esc); got != 0 {
		t.Errorf("escrow balance %d", got)
	}
	if st := anvilCall(t, c, esc, e.PackGetJob(id), e.UnpackGetJob).Status; st != stCompleted {
		t.Errorf("status %d, want Completed", st)
	}
}

func anvilCall[T any](t testing.TB, c *ethclient.Client, to common.Address, data []byte, unpack func([]byte) (T, error)) T {
	t.Helper()
	v, err := bind.Call(bind.NewBoundContract(to, bindings.NewAsaEscrow().GetABI(), c, c, c), &bind.CallOpts{Context: context.Background()}, data, unpack)
	if err != nil {
		t.Fatalf("call %s: %v", to, err)
	}
	return v
}
