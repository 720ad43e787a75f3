package main

import (
	"context"
	"encoding/json"
	"math/big"
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
)

// Several agreements with one set of terms become funded jobs in one createAndFundAsaJobs transaction:
// the token leaves the client once, for the sum, and each job holds its own budget. Mixed terms, an
// acceptance, or no --fund are refused before anything is sent. And 'asa job fund' refuses a job that
// was not created from the agreement it is given (issue 10, finding 3, through the binary).
func TestJobCreateBatchOnAnvil(t *testing.T) {
	node := startAnvil(t, anvil.Options{})
	dir := t.TempDir()
	depFile := filepath.Join(dir, "deployment.json")
	deployer, client := devKeyEnv(t, 9), devKeyEnv(t, 0)
	mustRun(t, []string{deployer}, "deploy", "--rpc", node.URL(), "--dev", "--out", depFile)
	var dep escrow.Deployment
	if err := readJSONFile(depFile, &dep); err != nil {
		t.Fatal(err)
	}
	on := []string{"--rpc", node.URL(), "--deployment", depFile}

	seed, err := os.ReadFile(filepath.Join("..", "..", "settlement", "testdata", "agreement_research.json"))
	if err != nil {
		t.Fatal(err)
	}
	variant := func(name string, replace ...string) string {
		doc := string(seed)
		for i := 0; i < len(replace); i += 2 {
			if !strings.Contains(doc, replace[i]) {
				t.Fatalf("%s: the seed has no %q", name, replace[i])
			}
			doc = strings.Replace(doc, replace[i], replace[i+1], 1)
		}
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(doc), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	a := variant("a.json")
	b := variant("b.json", `"amount": "5.00"`, `"amount": "3.25"`)
	c := variant("c.json", `"amount": "5.00"`, `"amount": "0.75"`)
	otherTerms := variant("other.json", `"challenge_window_seconds": 7200`, `"challenge_window_seconds": 3600`)

	create := func(files ...string) []string {
		args := []string{"job", "create", "--rebind"}
		for _, f := range files {
			args = append(args, "--agreement", f)
		}
		return append(args, on...)
	}
	wantFail(t, 2, []string{"several --agreement need --fund"}, []string{client}, create(a, b)...)
	wantFail(t, 2, []string{"--acceptance takes one agreement"}, []string{client}, append(create(a, b), "--fund", "--acceptance", a)...)
	wantFail(t, 1, []string{"other.json has other escrow terms", "one set of terms"}, []string{client}, append(create(a, otherTerms), "--fund")...)

	ctx := context.Background()
	eth, err := node.Dial(ctx)
	if err != nil {
		t.Fatal(err)
	}
	clientKey, _ := anvil.DevKey(0)
	clientAddr := crypto.PubkeyToAddress(clientKey.PublicKey)
	tok := bindings.NewTestUSDC()
	balance := func(addr common.Address) *big.Int {
		t.Helper()
		v, err := bind.Call(tok.Instance(eth, dep.Token), nil, tok.PackBalanceOf(addr), tok.UnpackBalanceOf)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	clientBefore, escrowBefore := balance(clientAddr), balance(dep.Escrow)
	if escrowBefore.Sign() != 0 {
		t.Fatalf("escrow holds %s before any job", escrowBefore)
	}

	out := mustRun(t, []string{client}, append(create(a, b, c), "--fund", "--json")...)
	var batch struct {
		Total, TermsHash, Tx string
		GasUsed              uint64
		Funded               bool
		Jobs                 []struct{ JobID, Budget, AgreementFile string }
	}
	if err := json.Unmarshal([]byte(out), &batch); err != nil {
		t.Fatalf("job create --fund (3 agreements) --json: %v\n%s", err, out)
	}
	if batch.Total != "9000000" || !batch.Funded || len(batch.Jobs) != 3 || batch.GasUsed == 0 {
		t.Fatalf("batch: %+v", batch)
	}
	wantBudgets := []string{"5000000", "3250000", "750000"}
	for i, j := range batch.Jobs {
		if j.JobID != []string{"1", "2", "3"}[i] || j.Budget != wantBudgets[i] || j.AgreementFile != []string{a, b, c}[i] {
			t.Errorf("job %d of the batch: %+v", i, j)
		}
		// The seed asks for the provider's acceptance (the default): each job waits, Open with its budget
		// in, until its provider accepts.
		var st jobStatusView
		out := mustRun(t, nil, append([]string{"job", "status", "--job", j.JobID, "--json"}, on...)...)
		if err := json.Unmarshal([]byte(out), &st); err != nil || st.Status != "Open" || st.Money == nil || !st.Money.BudgetIn || st.Money.Accepted ||
			st.Budget != wantBudgets[i] || st.TermsHash != batch.TermsHash {
			t.Errorf("job %s after the batch: %v %+v", j.JobID, err, st)
		}
	}
	if spent := new(big.Int).Sub(clientBefore, balance(clientAddr)); spent.Cmp(big.NewInt(9_000_000)) != 0 {
		t.Errorf("the client paid %s for the batch, want 9000000", spent)
	}
	if held := balance(dep.Escrow); held.Cmp(big.NewInt(9_000_000)) != 0 {
		t.Errorf("the escrow holds %s after the batch, want 9000000", held)
	}
	// One transaction: one token pull, three jobs.
	rcpt, err := eth.TransactionReceipt(ctx, common.HexToHash(batch.Tx))
	if err != nil {
		t.Fatal(err)
	}
	created, transfers := 0, 0
	esc := bindings.NewAsaEscrow()
	for _, l := range rcpt.Logs {
		if _, err := esc.UnpackAsaJobCreatedEvent(l); err == nil {
			created++
		}
		if _, err := tok.UnpackTransferEvent(l); err == nil {
			transfers++
		}
	}
	if created != 3 || transfers != 1 {
		t.Errorf("the batch transaction logged %d AsaJobCreated and %d Transfer, want 3 and 1", created, transfers)
	}

	human := mustRun(t, []string{client}, append(create(b, c), "--fund")...)
	for _, want := range []string{"2 jobs created and funded", "job 4", "job 5", "create+fund", "funded: 4.000000 USDC held in escrow in total"} {
		if !strings.Contains(human, want) {
			t.Errorf("job create --fund (2 agreements) does not say %q:\n%s", want, human)
		}
	}

	// Funding pays what the client agreed to: a job funded against another agreement (here: another
	// budget) is refused before any token moves, and says why.
	mustRun(t, []string{client}, append(create(a), "--json")...)
	before := balance(clientAddr)
	wantFail(t, 1, []string{"refusing to fund job 6", "budget on chain is 5000000 base units, but the client agreed to 3250000",
		"budget is fixed at creation", "Nothing was paid"}, []string{client}, append([]string{"job", "fund", "--job", "6", "--agreement", b, "--rebind"}, on...)...)
	if after := balance(clientAddr); after.Cmp(before) != 0 {
		t.Errorf("a refused funding moved %s from the client", new(big.Int).Sub(before, after))
	}
}
