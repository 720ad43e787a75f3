package main

import (
	"bytes"
	"context"
	"encoding/json"
	"math/big"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/settlement/onchain"
)

// Provider acceptance and collateral through the built binary on anvil: the provider signs an acceptance of
// a planned job and the client relays it in the create-and-fund transaction; a provider accepts an existing
// job by call (approving first, or by EIP-3009); a signed acceptance with its collateral authorization is
// relayed by a stranger; job status shows both sides' money before and after settlement (the slash); and
// every refusal says why with exit code 1 (2 for a wrong call), moving nothing.
func TestJobAcceptOnAnvil(t *testing.T) {
	node := startAnvil(t, anvil.Options{})
	dir := t.TempDir()
	rpcURL := node.URL()
	depFile := filepath.Join(dir, "deployment.json")
	deployer, client, provider, evaluator, stranger := devKeyEnv(t, 9), devKeyEnv(t, 0), devKeyEnv(t, 1), devKeyEnv(t, 2), devKeyEnv(t, 7)
	mustRun(t, []string{deployer}, "deploy", "--rpc", rpcURL, "--dev", "--out", depFile)
	var dep escrow.Deployment
	if err := readJSONFile(depFile, &dep); err != nil {
		t.Fatal(err)
	}
	on := []string{"--rpc", rpcURL, "--deployment", depFile}
	args := func(a ...string) []string { return append(a, on...) }
	ctx := context.Background()
	eth, err := node.Dial(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer eth.Close()
	providerAddr := crypto.PubkeyToAddress(mustKey(t, 1).PublicKey)
	clientAddr := crypto.PubkeyToAddress(mustKey(t, 0).PublicKey)
	balances := func() [3]int64 {
		return [3]int64{tokenBalance(t, eth, dep.Token, clientAddr).Int64(), tokenBalance(t, eth, dep.Token, providerAddr).Int64(),
			tokenBalance(t, eth, dep.Token, dep.Escrow).Int64()}
	}
	moved := func(before [3]int64, c, p, e int64) {
		t.Helper()
		after := balances()
		if got := [3]int64{after[0] - before[0], after[1] - before[1], after[2] - before[2]}; got != [3]int64{c, p, e} {
			t.Fatalf("balances moved (client, provider, escrow) %v, want %v", got, [3]int64{c, p, e})
		}
	}
	status := func(id string) jobStatusView {
		t.Helper()
		var v jobStatusView
		out := mustRun(t, nil, args("job", "status", "--job", id, "--json")...)
		if err := json.Unmarshal([]byte(out), &v); err != nil || v.Money == nil {
			t.Fatalf("job status --json: %v\n%s", err, out)
		}
		return v
	}
	agreement := filepath.Join("..", "..", "examples", "agreement-collateral.json")
	// The example agreement with the provider's acceptance waived explicitly (the weaker mode).
	plain := waivedAgreement(t, filepath.Join("..", "..", "examples", "agreement.json"), filepath.Join(dir, "waived.json"))
	accFile := filepath.Join(dir, "acceptance.json")

	// Calls that cannot work are usage errors.
	wantFail(t, 2, []string{"--sign needs --job ID", "--agreement FILE"}, []string{provider}, args("job", "accept", "--sign")...)
	wantFail(t, 2, []string{"--collateral-auth needs --job", "collateral deposit"}, []string{provider}, args("job", "accept", "--sign", "--agreement", agreement, "--collateral-auth")...)
	wantFail(t, 2, []string{"pass one"}, []string{provider}, args("job", "accept", "--job", "1", "--sign", "--relay", accFile)...)
	wantFail(t, 2, []string{"--no-approve and --collateral-auth"}, []string{provider}, args("job", "accept", "--job", "1", "--no-approve", "--collateral-auth")...)
	wantFail(t, 2, []string{"--acceptance needs --fund", "--relay"}, []string{client}, args("job", "create", "--agreement", agreement, "--acceptance", accFile)...)
	wantFail(t, 2, []string{"--provider-contract", "--sign"}, []string{provider}, args("job", "accept", "--job", "1", "--provider-contract", dep.Escrow.Hex())...)
	wantFail(t, 2, []string{"--x402 needs --daemon"}, []string{provider, "ASA_DAEMON="}, args("job", "accept", "--job", "1", "--x402")...)

	// 1. The one-transaction start: the provider signs and approves its collateral; the client relays.
	wantFail(t, 1, []string{"provider is " + providerAddr.Hex(), "sign with the provider's key"}, []string{client},
		args("job", "accept", "--sign", "--agreement", agreement, "--out", accFile)...)
	mustRun(t, []string{provider}, args("job", "accept", "--sign", "--agreement", agreement, "--out", accFile)...)
	var file map[string]any
	if data, err := os.ReadFile(accFile); err != nil || json.Unmarshal(data, &file) != nil || file["signature"] == nil || file["collateral"] != "2500000" {
		t.Fatalf("signed acceptance file: %v %v", err, file)
	}
	before := balances()
	out := mustRun(t, []string{client}, args("job", "create", "--agreement", agreement, "--fund", "--acceptance", accFile, "--json")...)
	var created map[string]any
	if err := json.Unmarshal([]byte(out), &created); err != nil || created["jobId"] != "1" || created["accepted"] != true || created["collateral"] != "2500000" {
		t.Fatalf("job create --fund --acceptance: %v %s", err, out)
	}
	moved(before, -5_000_000, -2_500_000, 7_500_000)
	v := status("1")
	if m := v.Money; v.Status != "Funded" || !m.BudgetIn || !m.Accepted || m.CollateralRequired != "2500000" || m.CollateralPosted != "2500000" || m.CollateralBps != 5000 ||
		m.AcceptanceNonce != "0" || len(m.AgreementHash) != 66 || m.Settled != nil {
		t.Fatalf("status of the accepted job: %+v %+v", v, m)
	}
	// The same acceptance cannot start another job, nor be relayed for job 1 again.
	wantFail(t, 1, []string{"nonce 0", "next job takes nonce 1", "sign again"}, []string{client}, args("job", "create", "--agreement", agreement, "--fund", "--acceptance", accFile)...)
	wantFail(t, 1, []string{"already accepted"}, []string{client}, args("job", "accept", "--job", "1", "--relay", accFile)...)
	wantFail(t, 1, []string{"already accepted"}, []string{provider}, args("job", "accept", "--job", "1")...)

	// 2. A job that exists: created and funded without an acceptance, it waits.
	out = mustRun(t, []string{client}, args("job", "create", "--agreement", agreement, "--fund")...)
	if !strings.Contains(out, "job 2 created") || !strings.Contains(out, "waits, Open, for the provider's acceptance (asa job accept --job 2)") {
		t.Errorf("job create --fund of an agreement that asks for acceptance:\n%s", out)
	}
	human := mustRun(t, nil, args("job", "status", "--job", "2")...)
	for _, want := range []string{"Open (ASA PROPOSED)", "5000000 base units), in escrow", "waiting for the provider", "asa job accept --job 2",
		"collateral    2.500000 USDC required (50.00 % of the budget), not posted yet", "waiting for   the provider's acceptance by", "ends the fund window"} {
		if !strings.Contains(human, want) {
			t.Errorf("status of a job waiting for acceptance lacks %q:\n%s", want, human)
		}
	}
	// Another document is refused: the provider checks what it accepts.
	edited := filepath.Join(dir, "edited.json")
	doc, err := os.ReadFile(agreement)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(edited, []byte(strings.Replace(string(doc), `"percent": 50`, `"percent": 40`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	wantFail(t, 1, []string{"job 2 is not the job the agreement", "do not accept it"}, []string{provider}, args("job", "accept", "--job", "2", "--agreement", edited)...)
	wantFail(t, 1, []string{"provider is " + providerAddr.Hex(), "accept with the provider's key"}, []string{stranger}, args("job", "accept", "--job", "2")...)
	before = balances()
	out = mustRun(t, []string{provider}, args("job", "accept", "--job", "2", "--agreement", agreement)...)
	for _, want := range []string{"job 2 accepted", "2.500000 USDC posted (from the provider's allowance (approve))", "approve", "acceptJob", "job 2 is Funded"} {
		if !strings.Contains(out, want) {
			t.Errorf("job accept by call lacks %q:\n%s", want, out)
		}
	}
	moved(before, 0, -2_500_000, 2_500_000)

	// 3. By EIP-3009, no approve: job 3, accepted by the provider's call with --collateral-auth (--json).
	mustRun(t, []string{client}, args("job", "create", "--agreement", agreement, "--fund")...)
	out = mustRun(t, []string{provider}, args("job", "accept", "--job", "3", "--collateral-auth", "--json")...)
	var acc map[string]any
	if err := json.Unmarshal([]byte(out), &acc); err != nil || acc["collateralVia"] != "authorization" || acc["collateral"] != "2500000" || acc["status"] != "Funded" || acc["approveTx"] != nil {
		t.Fatalf("job accept --collateral-auth --json: %v %s", err, out)
	}

	// 4. Signed for anyone to relay, collateral authorization inside: job 4 (created unfunded), relayed by a
	// stranger; the acceptance does not fit job 5.
	mustRun(t, []string{client}, args("job", "create", "--agreement", agreement)...)
	mustRun(t, []string{client}, args("job", "create", "--agreement", agreement)...)
	job4 := filepath.Join(dir, "job4.json")
	mustRun(t, []string{provider}, args("job", "accept", "--sign", "--job", "4", "--collateral-auth", "--out", job4)...)
	wantFail(t, 1, []string{"signed for job 4, not job 5"}, []string{stranger}, args("job", "accept", "--job", "5", "--relay", job4)...)
	before = balances()
	out = mustRun(t, []string{stranger}, args("job", "accept", "--job", "4", "--relay", job4)...)
	if !strings.Contains(out, "signed by "+providerAddr.Hex()) || !strings.Contains(out, "EIP-3009 authorization") || !strings.Contains(out, "waits for the client's budget") {
		t.Errorf("relayed acceptance:\n%s", out)
	}
	moved(before, 0, -2_500_000, 2_500_000)
	if v := status("4"); v.Status != "Open" || !v.Money.Accepted || v.Money.BudgetIn {
		t.Fatalf("job 4 after the relay: %+v %+v", v, v.Money)
	}
	// An edited file is refused before anything is sent.
	data, _ := os.ReadFile(job4)
	tampered := filepath.Join(dir, "tampered.json")
	if err := os.WriteFile(tampered, []byte(strings.Replace(string(data), `"budget": "5000000"`, `"budget": "500000"`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	wantFail(t, 1, []string{"edited after signing"}, []string{stranger}, args("job", "accept", "--job", "5", "--relay", tampered)...)
	// Funding a job that waits for its provider says so.
	if out := mustRun(t, []string{client}, args("job", "fund", "--job", "5")...); !strings.Contains(out, "waits, Open, for the provider's acceptance (asa job accept --job 5)") {
		t.Errorf("job fund of a job waiting for acceptance:\n%s", out)
	}

	// 5. A job whose agreement waives the acceptance says so; x402 collateral where the daemon has no endpoint says so.
	mustRun(t, []string{client}, args("job", "create", "--agreement", plain, "--fund")...)
	wantFail(t, 1, []string{"job 6", "takes no provider acceptance"}, []string{provider}, args("job", "accept", "--job", "6")...)
	noEndpoint := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":{"code":"not_found","message":"no route"}}`))
	}))
	defer noEndpoint.Close()
	before = balances()
	wantFail(t, 1, []string{"x402 collateral is not available from this daemon", "started with --x402", "POST /v1/jobs/5/collateral", "asa job accept --job 5"},
		[]string{provider}, args("job", "accept", "--job", "5", "--x402", "--daemon", noEndpoint.URL)...)
	moved(before, 0, 0, 0)
	// A daemon that serves x402 sells job 5's collateral (its budget is in): the provider pays it by EIP-3009 (no
	// approve) and the daemon's x402 key relays acceptJob, which starts the job. The daemon is stopped afterwards:
	// the rest of this test acts by hand.
	offerEnv, _ := offerKeyEnv(t)
	d := startAsa(t, []string{devKeyEnv(t, 5), x402KeyEnv(t, 6), offerEnv}, args("daemon", "--x402", "--db", filepath.Join(dir, "asa.db"),
		"--listen", "127.0.0.1:0", "--log-level", "warn")...)
	listening := regexp.MustCompile(`listening on (http://[0-9.:]+)`)
	var daemonURL string
	eventually(t, 20*time.Second, "the daemon to listen", func() bool {
		_, errOut := d.output()
		if m := listening.FindStringSubmatch(errOut); m != nil {
			daemonURL = m[1]
		}
		return daemonURL != ""
	})
	eventually(t, 20*time.Second, "the daemon to see job 5", func() bool {
		resp, err := http.Get(daemonURL + "/v1/jobs/5")
		if err != nil {
			return false
		}
		resp.Body.Close()
		return resp.StatusCode == http.StatusOK
	})
	wantFail(t, 1, []string{"sign with the provider's key"}, []string{stranger}, args("job", "accept", "--job", "5", "--x402", "--daemon", daemonURL)...)
	moved(before, 0, 0, 0)
	out = mustRun(t, []string{provider}, args("job", "accept", "--job", "5", "--x402", "--daemon", daemonURL)...)
	for _, want := range []string{"job 5 accepted, collateral paid through x402", "2500000 of " + dep.Token.Hex(), "payment-completed  tx 0x"} {
		if !strings.Contains(out, want) {
			t.Errorf("job accept --x402 lacks %q:\n%s", want, out)
		}
	}
	moved(before, 0, -2_500_000, 2_500_000)
	if v := status("5"); v.Status != "Funded" || !v.Money.Accepted || v.Money.CollateralPosted != "2500000" || !v.Money.BudgetIn {
		t.Fatalf("job 5 after x402 collateral: %+v %+v", v, v.Money)
	}
	wantFail(t, 1, []string{"already accepted"}, []string{provider}, args("job", "accept", "--job", "5", "--x402", "--daemon", daemonURL)...)
	moved(before, 0, -2_500_000, 2_500_000)
	if err := d.cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	if code := d.wait(t, 20*time.Second); code != 0 {
		t.Fatalf("daemon exited %d", code)
	}

	// 6. Job 1 settles: 72-quality work under the default tiers, 50 % released, half the collateral slashed.
	report := filepath.Join(dir, "report.md")
	if err := os.WriteFile(report, []byte("# 72-quality work\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	mustRun(t, []string{provider}, args("job", "submit", "--job", "1", "--file", report)...)
	verdict := filepath.Join(dir, "verdict.json")
	vdoc, err := os.ReadFile(filepath.Join("..", "..", "examples", "verification.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(verdict, []byte(strings.Replace(string(vdoc), `"score": 86.1`, `"score": 72`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	// Scored 72 with dimensions whose weighted average is 86.10, the result does not follow the agreement:
	// with --agreement, result sign refuses it with the numbers and signs nothing; the unchanged seed result
	// passes; another agreement document is not the job's.
	wantFail(t, 1, []string{"composite.score: is 72.00, but the agreement's weighted_average of the dimension scores is 86.10", "nothing signed"},
		[]string{evaluator}, args("result", "sign", "--job", "1", "--result", verdict, "--deliverable", report, "--agreement", agreement)...)
	wantFail(t, 1, []string{"but job 1 recorded agreement", "pass the job's own agreement document"},
		[]string{evaluator}, args("result", "sign", "--job", "1", "--result", verdict, "--deliverable", report, "--agreement", plain)...)
	follows := filepath.Join(dir, "follows.json")
	if err := os.WriteFile(follows, []byte(strings.Replace(string(vdoc), `"asa-example-research-0001"`, `"asa-example-collateral-0001"`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if out := mustRun(t, []string{evaluator}, args("result", "sign", "--job", "1", "--result", follows, "--deliverable", report, "--agreement", agreement)...); !strings.Contains(out, `"signature"`) {
		t.Fatalf("result sign --agreement with a result that follows it: %s", out)
	}
	body := filepath.Join(dir, "result.json")
	mustRun(t, []string{evaluator}, args("result", "sign", "--job", "1", "--result", verdict, "--deliverable", report, "--out", body)...)
	relaySignedResult(t, eth, node, dep.Escrow, body)
	mustRun(t, nil, "chain", "warp", "2h", "--rpc", rpcURL)
	before = balances()
	finalize(t, eth, node, dep.Escrow, 1)
	moved(before, 3_750_000, 3_750_000, -7_500_000)
	human = mustRun(t, nil, args("job", "status", "--job", "1")...)
	for _, want := range []string{"Completed (ASA CLOSED)", "accepted by the provider", "payouts       provider 2.500000 USDC, client 2.500000 USDC",
		"collateral    settled: 1.250000 USDC kept by the provider, 1.250000 USDC slashed to the client",
		"totals        provider got 3.750000 USDC (2.500000 USDC of the budget + 1.250000 USDC collateral kept), client got 3.750000 USDC (2.500000 USDC refund + 1.250000 USDC slashed)"} {
		if !strings.Contains(human, want) {
			t.Errorf("status of the settled job lacks %q:\n%s", want, human)
		}
	}
	if st := status("1").Money.Settled; st == nil || st.CollateralKept != "1250000" || st.CollateralSlashed != "1250000" || st.ProviderTotal != "3750000" || st.ClientTotal != "3750000" {
		t.Fatalf("settled money --json: %+v", st)
	}

	// 7. Never accepted: job 7, funded by the client; a signed acceptance that expired is refused, and past the
	// fund deadline the provider is told it is too late; finalizing it returns the client's budget.
	mustRun(t, []string{client}, args("job", "create", "--agreement", agreement, "--fund")...)
	short := filepath.Join(dir, "short.json")
	mustRun(t, []string{provider}, args("job", "accept", "--sign", "--job", "7", "--valid-for", "1m", "--out", short)...)
	mustRun(t, nil, "chain", "warp", "2m", "--rpc", rpcURL)
	wantFail(t, 1, []string{"the acceptance expired at", "sign a new one"}, []string{client}, args("job", "accept", "--job", "7", "--relay", short)...)
	mustRun(t, nil, "chain", "warp", "25h", "--rpc", rpcURL)
	wantFail(t, 1, []string{"fund deadline passed", "each side gets back what it put in"}, []string{provider}, args("job", "accept", "--job", "7")...)
	before = balances()
	finalize(t, eth, node, dep.Escrow, 7)
	moved(before, 5_000_000, 0, -5_000_000)
	human = mustRun(t, nil, args("job", "status", "--job", "7")...)
	for _, want := range []string{"Expired", "never accepted", "never posted", "payouts       provider 0.000000 USDC, client 5.000000 USDC"} {
		if !strings.Contains(human, want) {
			t.Errorf("status of the never-accepted job lacks %q:\n%s", want, human)
		}
	}

	// 8. The default agreement (no collateral, no escrow.acceptance): the provider signs, the client starts the
	// job in one transaction with it; only the budget moves.
	example := filepath.Join("..", "..", "examples", "agreement.json")
	plainAcc := filepath.Join(dir, "plain-acceptance.json")
	mustRun(t, []string{provider}, args("job", "accept", "--sign", "--agreement", example, "--out", plainAcc)...)
	before = balances()
	out = mustRun(t, []string{client}, args("job", "create", "--agreement", example, "--fund", "--acceptance", plainAcc)...)
	for _, want := range []string{"job 8 created", "acceptance  required (the job starts only once its provider accepts it)",
		"funded and accepted in that one transaction: 5.000000 USDC from the client held in escrow, the acceptance signed by the provider " + providerAddr.Hex()} {
		if !strings.Contains(out, want) {
			t.Errorf("job create --fund --acceptance of the default agreement lacks %q:\n%s", want, out)
		}
	}
	moved(before, -5_000_000, 0, 5_000_000)
	if v := status("8"); v.Status != "Funded" || !v.Money.Accepted || !v.Money.AcceptanceRequired {
		t.Fatalf("job 8: %+v %+v", v, v.Money)
	}
}

// relaySignedResult sends submitResult for a body 'asa result sign' wrote (the daemon's job, done by hand).
func relaySignedResult(t *testing.T, eth *ethclient.Client, node *anvil.Node, escrowAddr common.Address, bodyFile string) {
	t.Helper()
	var body wire.ResultSubmission
	data, err := os.ReadFile(bodyFile)
	if err != nil || json.Unmarshal(data, &body) != nil {
		t.Fatalf("read %s: %v", bodyFile, err)
	}
	ctx := context.Background()
	esc, err := asaclient.Open(ctx, eth, escrowAddr)
	if err != nil {
		t.Fatal(err)
	}
	id, _ := new(big.Int).SetString(body.JobID, 10)
	nonce, _ := new(big.Int).SetString(body.Nonce, 10)
	j, err := esc.Job(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	vr, err := settlement.ParseVerificationResult(body.Document)
	if err != nil {
		t.Fatal(err)
	}
	r, err := vr.Result(settlement.JobRef{JobID: id, Deliverable: j.View.Deliverable, SubmittedAt: j.View.SubmittedAt.Uint64()}, nonce, body.Deadline)
	if err != nil {
		t.Fatal(err)
	}
	if data, err = onchain.SubmitResult(r, common.HexToAddress(body.Evaluator), common.FromHex(body.Signature)); err != nil {
		t.Fatal(err)
	}
	transactEscrow(t, eth, node, escrowAddr, data)
}

func finalize(t *testing.T, eth *ethclient.Client, node *anvil.Node, escrowAddr common.Address, id int64) {
	t.Helper()
	transactEscrow(t, eth, node, escrowAddr, bindings.NewAsaEscrow().PackFinalize(big.NewInt(id)))
}

// transactEscrow sends data to the escrow from anvil account 8 (a relayer) and waits for success.
func transactEscrow(t *testing.T, eth *ethclient.Client, node *anvil.Node, escrowAddr common.Address, data []byte) {
	t.Helper()
	relayer := bind.NewKeyedTransactor(mustKey(t, 8), node.ChainID())
	tx, err := bind.Transact(bindings.NewAsaEscrow().Instance(eth, escrowAddr), relayer, data)
	if err != nil {
		t.Fatal(asaclient.Explain(err))
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if _, err := escrow.WaitSuccess(ctx, eth, tx); err != nil {
		t.Fatal(err)
	}
}

// An ERC-1271 provider contract through the binary: its owner's key signs the acceptance for it
// (--provider-contract), a key it does not accept is refused at signing, and the client relays the
// contract's acceptance at creation, the contract's collateral pulled from its own allowance.
func TestJobAcceptContractProvider(t *testing.T) {
	node := startAnvil(t, anvil.Options{})
	dir := t.TempDir()
	rpcURL := node.URL()
	depFile := filepath.Join(dir, "deployment.json")
	client, owner, stranger := devKeyEnv(t, 0), devKeyEnv(t, 5), devKeyEnv(t, 7)
	mustRun(t, []string{devKeyEnv(t, 9)}, "deploy", "--rpc", rpcURL, "--dev", "--out", depFile)
	var dep escrow.Deployment
	if err := readJSONFile(depFile, &dep); err != nil {
		t.Fatal(err)
	}
	args := func(a ...string) []string { return append(a, "--rpc", rpcURL, "--deployment", depFile) }
	ctx := context.Background()
	eth, err := node.Dial(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer eth.Close()
	ownerKey := mustKey(t, 5)
	wallet, tx, err := bind.DeployContract(bind.NewKeyedTransactor(ownerKey, node.ChainID()), common.FromHex(bindings.ERC1271WalletMetaData.Bin),
		eth, bindings.NewERC1271Wallet().PackConstructor(crypto.PubkeyToAddress(ownerKey.PublicKey)))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := escrow.WaitSuccess(ctx, eth, tx); err != nil {
		t.Fatal(err)
	}
	if err := escrow.MintDevToken(ctx, eth, bind.NewKeyedTransactor(mustKey(t, 9), node.ChainID()), dep.Token, big.NewInt(10_000_000), wallet); err != nil {
		t.Fatal(err)
	}
	// The contract allows the escrow its collateral itself (its owner calls execute).
	w, tok := bindings.NewERC1271Wallet(), bindings.NewTestUSDC()
	tx, err = bind.Transact(w.Instance(eth, wallet), bind.NewKeyedTransactor(ownerKey, node.ChainID()), w.PackExecute(dep.Token, tok.PackApprove(dep.Escrow, big.NewInt(2_500_000))))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := escrow.WaitSuccess(ctx, eth, tx); err != nil {
		t.Fatal(err)
	}
	doc, err := os.ReadFile(filepath.Join("..", "..", "examples", "agreement-collateral.json"))
	if err != nil {
		t.Fatal(err)
	}
	agreement := filepath.Join(dir, "agreement.json")
	if err := os.WriteFile(agreement, []byte(strings.Replace(string(doc), "0x70997970C51812dc3A010C7d01b50e0d17dc79C8", wallet.Hex(), 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	accFile := filepath.Join(dir, "acceptance.json")
	wantFail(t, 1, []string{"provider contract " + wallet.Hex() + " does not accept"}, []string{stranger},
		args("job", "accept", "--sign", "--agreement", agreement, "--provider-contract", wallet.Hex(), "--out", accFile)...)
	_, errOut, code := runAsa(t, []string{owner}, args("job", "accept", "--sign", "--agreement", agreement, "--provider-contract", wallet.Hex(), "--out", accFile)...)
	if code != 0 || !strings.Contains(errOut, "the provider contract "+wallet.Hex()+" must allow the escrow 2.500000 USDC itself") {
		t.Fatalf("sign for a provider contract: exit %d\n%s", code, errOut)
	}
	before := tokenBalance(t, eth, dep.Token, wallet)
	out := mustRun(t, []string{client}, args("job", "create", "--agreement", agreement, "--fund", "--acceptance", accFile)...)
	if !strings.Contains(out, "funded and accepted in that one transaction") || !strings.Contains(out, "from the provider "+wallet.Hex()) {
		t.Fatalf("create with a contract provider's acceptance:\n%s", out)
	}
	if got := new(big.Int).Sub(before, tokenBalance(t, eth, dep.Token, wallet)); got.Int64() != 2_500_000 {
		t.Fatalf("the provider contract posted %s, want 2500000", got)
	}
}

// waivedAgreement writes the agreement document src to dst with escrow.acceptance.required false: the
// explicit opt-out of the provider's acceptance, for the tests of that weaker mode.
func waivedAgreement(t *testing.T, src, dst string) string {
	t.Helper()
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var doc map[string]any
	if err := dec.Decode(&doc); err != nil {
		t.Fatal(err)
	}
	doc["escrow"].(map[string]any)["acceptance"] = map[string]any{"required": false}
	out, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dst, out, 0o644); err != nil {
		t.Fatal(err)
	}
	return dst
}
