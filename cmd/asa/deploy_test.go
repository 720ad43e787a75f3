package main

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
)

// `asa deploy --dev` on a real anvil, then a full ASA lifecycle with anvil's keys, balances read on chain.
func TestDeployDevAndLifecycleOnAnvil(t *testing.T) {
	node := startAnvil(t, anvil.Options{})
	stdout, stderr, code := runAsa(t, []string{devKeyEnv(t, 0)}, "deploy", "--rpc", node.URL(), "--dev")
	if code != 0 {
		t.Fatalf("asa deploy exit %d: %s", code, stderr)
	}
	assertNoSecret(t, stdout+stderr)
	var d escrow.Deployment
	if err := json.Unmarshal([]byte(stdout), &d); err != nil {
		t.Fatalf("deploy output is not JSON: %v\n%s", err, stdout)
	}
	if d.ChainID != 31337 || d.Escrow == (common.Address{}) || d.Token == (common.Address{}) || !d.DevToken {
		t.Fatalf("unexpected deployment %+v", d)
	}

	ctx := context.Background()
	client, err := node.Dial(ctx)
	if err != nil {
		t.Fatal(err)
	}
	keys := make([]*bind.TransactOpts, 4)
	addrs := make([]common.Address, 4)
	for i := range keys {
		k, _ := anvil.DevKey(i + 1)
		keys[i] = bind.NewKeyedTransactor(k, node.ChainID())
		addrs[i] = crypto.PubkeyToAddress(k.PublicKey)
	}
	clientOpts, providerOpts, relayerOpts := keys[0], keys[1], keys[3]
	evaluatorKey, _ := anvil.DevKey(3)
	esc, tok := bindings.NewAsaEscrow(), bindings.NewTestUSDC()
	escC, tokC := esc.Instance(client, d.Escrow), tok.Instance(client, d.Token)
	send := func(opts *bind.TransactOpts, c *bind.BoundContract, data []byte) {
		t.Helper()
		tx, err := bind.Transact(c, opts, data)
		if err != nil {
			t.Fatalf("transact: %v %v", err, escrow.DecodeRevert(err))
		}
		if _, err := escrow.WaitSuccess(ctx, client, tx); err != nil {
			t.Fatal(err)
		}
	}
	balance := func(a common.Address) *big.Int {
		t.Helper()
		b, err := bind.Call(tokC, nil, tok.PackBalanceOf(a), tok.UnpackBalanceOf)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	for _, a := range addrs {
		if balance(a).Cmp(devMint) != 0 {
			t.Fatalf("account %s holds %s, want %s minted by --dev", a, balance(a), devMint)
		}
	}

	// Continuous policy, 12.345678 USDC, score 72.00 -> 72% to the provider, challenge window 0 (settles at once).
	terms := bindings.IAsaEscrowTypesTerms{Policy: 2, SilenceAction: 2, FallbackAction: 2, FundTimeout: 600, EvaluateTimeout: 600, Tiers: new(big.Int)}
	budget := big.NewInt(12_345_678)
	head, _ := client.HeaderByNumber(ctx, nil)
	expiry := new(big.Int).SetUint64(head.Time + 3600)
	send(clientOpts, escC, esc.PackCreateAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: addrs[1], Evaluators: []common.Address{addrs[2]}, Quorum: 1, ExpiredAt: expiry, Budget: budget, Description: "translate"}, terms))
	jobID := big.NewInt(1)
	view, err := bind.Call(escC, nil, esc.PackGetJob(jobID), esc.UnpackGetJob)
	if err != nil {
		t.Fatal(err)
	}
	tb, err := bind.Call(escC, nil, esc.PackTermsById(view.TermsId), esc.UnpackTermsById)
	if err != nil {
		t.Fatal(err)
	}
	send(clientOpts, tokC, tok.PackApprove(d.Escrow, budget))
	send(clientOpts, escC, esc.PackFund(jobID, budget, tb.TermsHash[:]))
	deliverable := sha256.Sum256([]byte("the translated text"))
	send(providerOpts, escC, esc.PackSubmit(jobID, deliverable, nil))
	view, _ = bind.Call(escC, nil, esc.PackGetJob(jobID), esc.UnpackGetJob)
	result := bindings.IAsaEscrowTypesResult{JobId: jobID, Deliverable: deliverable, SubmittedAt: view.SubmittedAt.Uint64(),
		Score: 7200, Passed: true, EvidenceHash: crypto.Keccak256Hash([]byte("report")), Nonce: big.NewInt(7), Deadline: view.SubmittedAt.Uint64() + 600}
	digest, err := bind.Call(escC, nil, esc.PackResultDigest(result), esc.UnpackResultDigest)
	if err != nil {
		t.Fatal(err)
	}
	sig, _ := crypto.Sign(digest[:], evaluatorKey)
	sig[64] += 27
	before := []*big.Int{balance(addrs[0]), balance(addrs[1]), balance(d.Escrow)}
	send(relayerOpts, escC, esc.PackSubmitResult(result, addrs[2], sig))
	after := []*big.Int{balance(addrs[0]), balance(addrs[1]), balance(d.Escrow)}
	wantProvider := big.NewInt(12_345_678 * 72 / 100) // 8,888,888 (rounded down)
	wantClient := new(big.Int).Sub(budget, wantProvider)
	if got := new(big.Int).Sub(after[1], before[1]); got.Cmp(wantProvider) != 0 {
		t.Errorf("provider got %s, want %s", got, wantProvider)
	}
	if got := new(big.Int).Sub(after[0], before[0]); got.Cmp(wantClient) != 0 {
		t.Errorf("client refunded %s, want %s", got, wantClient)
	}
	if new(big.Int).Sub(before[2], after[2]).Cmp(budget) != 0 || after[2].Sign() != 0 {
		t.Errorf("escrow balance %s -> %s, want %s -> 0", before[2], after[2], budget)
	}
}

func TestDeployRefusals(t *testing.T) {
	node := startAnvil(t, anvil.Options{ChainID: 8453})
	_, stderr, code := runAsa(t, []string{devKeyEnv(t, 0)}, "deploy", "--rpc", node.URL(), "--network", "base-sepolia")
	if code != 1 || !strings.Contains(stderr, "wrong network") {
		t.Errorf("wrong network: exit %d, stderr %q", code, stderr)
	}
	_, stderr, code = runAsa(t, []string{"ASA_PRIVATE_KEY="}, "deploy", "--rpc", node.URL(), "--dev")
	if code != 1 || !strings.Contains(stderr, "ASA_PRIVATE_KEY") {
		t.Errorf("no key: exit %d, stderr %q", code, stderr)
	}
	_, stderr, code = runAsa(t, []string{"ASA_PRIVATE_KEY=0xnothex"}, "deploy", "--rpc", node.URL(), "--dev")
	if code != 1 || !strings.Contains(stderr, "private key") || strings.Contains(stderr, "nothex") {
		t.Errorf("bad key: exit %d, stderr %q", code, stderr)
	}
	_, stderr, code = runAsa(t, nil, "deploy", "--bogus")
	if code != 2 {
		t.Errorf("unknown flag: exit %d, stderr %q", code, stderr)
	}
	_, stderr, code = runAsa(t, nil, "nosuch")
	if code != 2 || !strings.Contains(stderr, "unknown command") {
		t.Errorf("unknown command: exit %d, stderr %q", code, stderr)
	}
}
