package main

import (
	"context"
	"encoding/json"
	"math/big"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/reputation"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/settlement/onchain"
)

// TestReputationOnAnvil: two jobs through the CLI on anvil (one scored 86.10 and settled at 85 %, one still
// funded), then `asa reputation` recomputes the provider's and the evaluator's figures from the chain, and
// `--verify` accepts a correctly signed answer (from a daemon URL or a file) and refuses a tampered one, an
// unexpected signer and a daemon without the endpoint.
func TestReputationOnAnvil(t *testing.T) {
	ctx := context.Background()
	node := startAnvil(t, anvil.Options{})
	dir := t.TempDir()
	depFile := filepath.Join(dir, "deployment.json")
	mustRun(t, []string{devKeyEnv(t, 9)}, "deploy", "--rpc", node.URL(), "--dev", "--out", depFile)
	var dep escrow.Deployment
	if err := readJSONFile(depFile, &dep); err != nil {
		t.Fatal(err)
	}
	on := []string{"--rpc", node.URL(), "--deployment", depFile}
	seed := filepath.Join("..", "..", "settlement", "testdata", "agreement_research.json")
	for i := range 2 {
		mustRun(t, []string{devKeyEnv(t, 0)}, append([]string{"job", "create", "--agreement", seed, "--rebind", "--fund"}, on...)...)
		// The seed names no escrow.acceptance: the job starts when its provider accepts it.
		mustRun(t, []string{devKeyEnv(t, 1)}, append([]string{"job", "accept", "--job", []string{"1", "2"}[i]}, on...)...)
	}
	report := filepath.Join(dir, "report.md")
	if err := os.WriteFile(report, []byte("# report\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	mustRun(t, []string{devKeyEnv(t, 1)}, append([]string{"job", "submit", "--job", "1", "--file", report}, on...)...)

	// The evaluator's result, relayed on chain (as the daemon would), then the window closes.
	eth, err := node.Dial(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer eth.Close()
	esc := bindings.NewAsaEscrow()
	inst := esc.Instance(eth, dep.Escrow)
	view, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, esc.PackGetJob(big.NewInt(1)), esc.UnpackGetJob)
	if err != nil {
		t.Fatal(err)
	}
	res := settlement.Result{JobID: big.NewInt(1), Deliverable: view.Deliverable, SubmittedAt: view.SubmittedAt.Uint64(), Score: 8610, Passed: true,
		EvidenceHash: crypto.Keccak256Hash([]byte("evidence")), Nonce: big.NewInt(1), Deadline: view.SubmittedAt.Uint64() + 3600}
	sig, err := res.Sign(settlement.Domain{ChainID: node.ChainID(), Escrow: dep.Escrow}, mustKey(t, 2))
	if err != nil {
		t.Fatal(err)
	}
	relayer := bind.NewKeyedTransactor(mustKey(t, 8), node.ChainID())
	send := func(data []byte) {
		t.Helper()
		tx, err := bind.Transact(inst, relayer, data)
		if err != nil {
			t.Fatal(escrow.Describe(err, ""))
		}
		if _, err := bind.WaitMined(ctx, eth, tx.Hash()); err != nil {
			t.Fatal(err)
		}
	}
	send(esc.PackSubmitResult(onchain.Result(res), common.HexToAddress("0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"), sig))
	mustRun(t, nil, "chain", "warp", "3h", "--rpc", node.URL())
	send(esc.PackFinalize(big.NewInt(1)))

	provider := "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
	evaluator := "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"
	var got reputation.Answer
	out := mustRun(t, nil, append([]string{"reputation", provider, "--json"}, on...)...)
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	want := reputation.Figures{Jobs: 2, Scored: 1, Passed: 1, CompositeSum: 8610, Settled: 1, ReleasedBpsSum: 8500, DeliveryDue: 1, DeliveredOnTime: 1}
	if len(got.Reports) != 6 || got.Reports[0].Figures != want || got.Reports[2].Figures != want || got.Reports[3].Figures != (reputation.Figures{}) {
		t.Fatalf("provider reports %+v", got.Reports)
	}
	if r := got.Reports[0].Rates; *r.PassRate != "100.00" || *r.MeanComposite != "86.10" || *r.MeanReleasedShare != "85.00" || r.DisputeRate == nil || *r.DisputeRate != "0.00" {
		t.Errorf("provider rates %+v", r)
	}
	human := mustRun(t, nil, append([]string{"reputation", evaluator}, on...)...)
	for _, w := range []string{"reputation of " + evaluator, "as evaluator", "86.10", "100.00 % (1/1)", "pass: the score reaches", "no jobs"} {
		if !strings.Contains(human, w) {
			t.Errorf("human output lacks %q:\n%s", w, human)
		}
	}

	// A daemon's signed answer, as of a block the chain has since moved past.
	ledger, err := reputation.Scan(ctx, eth, dep.Escrow, reputation.ScanOptions{From: dep.DeployBlock})
	if err != nil {
		t.Fatal(err)
	}
	key, _ := crypto.GenerateKey()
	signer, _ := reputation.NewSigner(key)
	answer, err := reputation.NewAnswer(ledger, node.ChainID().Uint64(), common.HexToAddress(provider), []uint64{2})
	if err != nil {
		t.Fatal(err)
	}
	if err := signer.SignAnswer(context.Background(), answer); err != nil {
		t.Fatal(err)
	}
	if err := node.Mine(ctx, 3); err != nil {
		t.Fatal(err)
	}
	serve := func(a *reputation.Answer) string {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path != "/v1/reputation/"+common.HexToAddress(provider).Hex() {
				http.NotFound(w, r)
				return
			}
			_ = json.NewEncoder(w).Encode(a)
		}))
		t.Cleanup(srv.Close)
		return srv.URL
	}
	good := serve(answer)
	out = mustRun(t, nil, append([]string{"reputation", provider, "--verify", "--daemon", good, "--signer", signer.Address().Hex()}, on...)...)
	if !strings.Contains(out, "verified: 6 signed reports match the chain as of block") || !strings.Contains(out, "(as required)") || !strings.Contains(out, "jobs 2") {
		t.Errorf("verify:\n%s", out)
	}
	saved := filepath.Join(dir, "answer.json")
	if err := writeJSONFile(saved, answer); err != nil {
		t.Fatal(err)
	}
	out = mustRun(t, nil, append([]string{"reputation", provider, "--verify", "--answer", saved, "--json"}, on...)...)
	var verified struct{ Verification reputation.Verification }
	if err := json.Unmarshal([]byte(out), &verified); err != nil || !verified.Verification.Valid() || verified.Verification.SignerPinned {
		t.Errorf("verify --answer --json: %v %+v", err, verified)
	}

	tampered := *answer
	tampered.Reports = append([]reputation.Report(nil), answer.Reports...)
	tampered.Reports[0].Figures.Passed = 0
	tampered.Reports[0].Figures.Scored = 0
	bad := serve(&tampered)
	stdout, stderr, code := runAsa(t, nil, append([]string{"reputation", provider, "--verify", "--daemon", bad}, on...)...)
	if code != 1 || !strings.Contains(stdout, "NOT VERIFIED") || !strings.Contains(stdout, "provider/all scored: answer says 0, the chain says 1") || !strings.Contains(stderr, "does not match the chain") {
		t.Errorf("tampered answer: exit %d\n%s\n%s", code, stdout, stderr)
	}
	wantFail(t, 1, []string{"does not match the chain"}, nil, append([]string{"reputation", provider, "--verify", "--daemon", good, "--signer", "0x0000000000000000000000000000000000000001"}, on...)...)
	wantFail(t, 1, []string{"the answer is about"}, nil, append([]string{"reputation", evaluator, "--verify", "--answer", saved}, on...)...)
	wantFail(t, 1, []string{"does not serve /v1/reputation"}, nil, append([]string{"reputation", evaluator, "--verify", "--daemon", good}, on...)...)
	wantFail(t, 2, []string{"missing argument: asa reputation ADDR"}, nil, append([]string{"reputation"}, on...)...)
	wantFail(t, 2, []string{"is not an address"}, nil, append([]string{"reputation", "0x123"}, on...)...)
	wantFail(t, 2, []string{"--answer and --signer go with --verify"}, nil, append([]string{"reputation", provider, "--signer", provider}, on...)...)
	wantFail(t, 2, []string{"--verify needs the daemon"}, []string{"ASA_DAEMON="}, append([]string{"reputation", provider, "--verify"}, on...)...)
}
