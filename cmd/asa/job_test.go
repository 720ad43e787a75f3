package main

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/signer"
)

// background is an asa process running while the test drives others.
type background struct {
	cmd    *exec.Cmd
	mu     sync.Mutex
	stdout bytes.Buffer
	stderr bytes.Buffer
	done   chan error
}

func startAsa(t *testing.T, env []string, args ...string) *background {
	t.Helper()
	b := &background{cmd: exec.Command(asaBin, args...), done: make(chan error, 1)}
	b.cmd.Env = append(os.Environ(), env...)
	b.cmd.Stdout, b.cmd.Stderr = lockedWriter{&b.mu, &b.stdout}, lockedWriter{&b.mu, &b.stderr}
	if err := b.cmd.Start(); err != nil {
		t.Fatalf("start asa %v: %v", args, err)
	}
	go func() { b.done <- b.cmd.Wait() }()
	t.Cleanup(func() {
		if b.cmd.ProcessState == nil {
			_ = b.cmd.Process.Kill()
			<-b.done
		}
	})
	return b
}

type lockedWriter struct {
	mu *sync.Mutex
	b  *bytes.Buffer
}

func (w lockedWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.Write(p)
}

func (b *background) output() (string, string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.stdout.String(), b.stderr.String()
}

// wait waits for the process to exit and returns its exit code.
func (b *background) wait(t *testing.T, timeout time.Duration) int {
	t.Helper()
	select {
	case err := <-b.done:
		if ee, ok := err.(*exec.ExitError); ok {
			return ee.ExitCode()
		}
		if err != nil {
			t.Fatalf("wait: %v", err)
		}
		return 0
	case <-time.After(timeout):
		out, errOut := b.output()
		t.Fatalf("process did not exit within %s\nstdout:\n%s\nstderr:\n%s", timeout, out, errOut)
		return -1
	}
}

func eventually(t *testing.T, timeout time.Duration, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(150 * time.Millisecond)
	}
}

func mustRun(t *testing.T, env []string, args ...string) string {
	t.Helper()
	out, errOut, code := runAsa(t, env, args...)
	if code != 0 {
		t.Fatalf("asa %v: exit %d\nstdout: %s\nstderr: %s", args, code, out, errOut)
	}
	assertNoSecret(t, out+errOut)
	return out
}

// wantFail runs asa expecting exit code `code` and a stderr mentioning every `want`.
func wantFail(t *testing.T, code int, want []string, env []string, args ...string) {
	t.Helper()
	out, errOut, got := runAsa(t, env, args...)
	if got != code {
		t.Errorf("asa %v: exit %d, want %d\nstdout: %s\nstderr: %s", args, got, code, out, errOut)
		return
	}
	for _, w := range want {
		if !strings.Contains(errOut, w) {
			t.Errorf("asa %v: stderr does not say %q:\n%s", args, w, errOut)
		}
	}
	assertOneRevert(t, errOut)
	assertNoSecret(t, out+errOut)
}

// The whole agent workflow through the built binary on a real anvil: deploy, daemon, job create
// (agreement document), fund, submit, result sign (keystore and env keys) and post, status, watch
// until the daemon settles, withdraw of a credited payout, and the errors each step gives.
func TestJobCommandsOnAnvil(t *testing.T) {
	node := startAnvil(t, anvil.Options{})
	dir := t.TempDir()
	rpcURL := node.URL()
	depFile := filepath.Join(dir, "deployment.json")
	deployer, client, provider, evaluator, relayer := devKeyEnv(t, 9), devKeyEnv(t, 0), devKeyEnv(t, 1), devKeyEnv(t, 2), devKeyEnv(t, 8)
	mustRun(t, []string{deployer}, "deploy", "--rpc", rpcURL, "--dev", "--out", depFile)
	var dep escrow.Deployment
	if err := readJSONFile(depFile, &dep); err != nil {
		t.Fatal(err)
	}
	on := []string{"--rpc", rpcURL, "--deployment", depFile}

	// The daemon, as an operator runs it.
	d := startAsa(t, []string{relayer}, "daemon", "--rpc", rpcURL, "--deployment", depFile,
		"--db", filepath.Join(dir, "asa.db"), "--listen", "127.0.0.1:0", "--log-level", "warn")
	listening := regexp.MustCompile(`listening on (http://[0-9.:]+)`)
	var daemonURL string
	eventually(t, 20*time.Second, "the daemon to listen", func() bool {
		_, errOut := d.output()
		if m := listening.FindStringSubmatch(errOut); m != nil {
			daemonURL = m[1]
		}
		return daemonURL != ""
	})

	seed := filepath.Join("..", "..", "settlement", "testdata", "agreement_research.json")
	// A document written for Base is refused on anvil, with the way out named.
	wantFail(t, 1, []string{"escrow.binding.chain", "--rebind"}, []string{client}, append([]string{"job", "create", "--agreement", seed}, on...)...)
	// Someone else's key is not the agreement's client.
	wantFail(t, 1, []string{"use the client's key"}, []string{provider}, append([]string{"job", "create", "--agreement", seed, "--rebind"}, on...)...)
	wantFail(t, 2, []string{"--agreement FILE is required"}, []string{client}, append([]string{"job", "create"}, on...)...)
	// A document that is wrong on any chain: the --rebind hint is not offered once --rebind was passed.
	broken := filepath.Join(dir, "broken.json")
	seedDoc, err := os.ReadFile(seed)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(broken, []byte(strings.Replace(string(seedDoc), `"amount": "5.00"`, `"amount": "five"`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, errOut, code := runAsa(t, []string{client}, append([]string{"job", "create", "--agreement", broken, "--rebind"}, on...)...); code != 1 ||
		!strings.Contains(errOut, "escrow.payment.amount") || strings.Contains(errOut, "--rebind") {
		t.Errorf("job create --rebind of a broken document: exit %d, want 1 naming the field without the --rebind hint:\n%s", code, errOut)
	}
	wantFail(t, 2, []string{"no escrow"}, []string{client}, "job", "create", "--agreement", seed, "--rpc", rpcURL)
	// A document bound to this chain with an unrelated problem: no --rebind hint; an amount written as a
	// JSON number is refused, saying amounts are strings.
	rebound, err := asaclient.Rebind(seedDoc, node.ChainID().Uint64(), dep.Escrow, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	for name, c := range map[string]struct{ from, to, want string }{
		"broken":       {`"amount": "5.00"`, `"amount": "five"`, "escrow.payment.amount"},
		"numberAmount": {`"amount": "5.00"`, `"amount": 5.0`, `escrow.payment.amount: is the JSON number 5.0; amounts are strings (write "5.0")`},
	} {
		f := filepath.Join(dir, name+".json")
		if !strings.Contains(string(rebound), c.from) {
			t.Fatalf("the rebound seed lacks %s", c.from)
		}
		if err := os.WriteFile(f, []byte(strings.Replace(string(rebound), c.from, c.to, 1)), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, errOut, code := runAsa(t, []string{client}, append([]string{"job", "create", "--agreement", f}, on...)...); code != 1 ||
			!strings.Contains(errOut, c.want) || strings.Contains(errOut, "rebind") {
			t.Errorf("job create of the %s document bound to this chain: exit %d, want 1 saying %q without a --rebind hint:\n%s", name, code, c.want, errOut)
		}
	}

	out := mustRun(t, []string{client}, append([]string{"job", "create", "--agreement", seed, "--rebind", "--json"}, on...)...)
	var created struct {
		JobID, TermsHash, Budget, BudgetFormatted, Policy string
	}
	if err := json.Unmarshal([]byte(out), &created); err != nil {
		t.Fatalf("job create --json: %v\n%s", err, out)
	}
	if created.JobID != "1" || len(created.TermsHash) != 66 || created.Budget != "5000000" || created.BudgetFormatted != "5.000000 USDC" || created.Policy != "graduated" {
		t.Fatalf("job create: %+v", created)
	}
	human := mustRun(t, []string{client}, append([]string{"job", "create", "--agreement", seed, "--rebind"}, on...)...)
	if !strings.Contains(human, "job 2 created") || !strings.Contains(human, "terms hash  "+created.TermsHash) {
		t.Errorf("job create (human):\n%s", human)
	}

	// --fund creates the job already funded, in one transaction after the approval.
	wantFail(t, 2, []string{"--no-approve only applies with --fund"}, []string{client}, append([]string{"job", "create", "--agreement", seed, "--rebind", "--no-approve"}, on...)...)
	wantFail(t, 1, []string{"ERC20: transfer amount exceeds allowance"}, []string{client}, append([]string{"job", "create", "--agreement", seed, "--rebind", "--fund", "--no-approve"}, on...)...)
	out = mustRun(t, []string{client}, append([]string{"job", "create", "--agreement", seed, "--rebind", "--fund", "--daemon", daemonURL}, on...)...)
	if !strings.Contains(out, "job 3 created") || !strings.Contains(out, "approve") || !strings.Contains(out, "create+fund") || !strings.Contains(out, "funded: 5.000000 USDC held in escrow") ||
		!strings.Contains(out, "agreement registered: visibility parties_and_reputation; no price check: too few settled research_synthesis jobs") {
		t.Errorf("job create --fund --daemon:\n%s", out)
	}
	// The daemon keeps job 3's details to its parties: an outsider is told what was withheld; the client,
	// signed in, is served as a party and sees the price check.
	out = mustRun(t, nil, append([]string{"job", "status", "--job", "3", "--daemon", daemonURL}, on...)...)
	if !strings.Contains(out, "visibility    parties_and_reputation; the daemon served you as outsider and withheld results, timeline") ||
		strings.Contains(out, "price check") {
		t.Errorf("job status as an outsider:\n%s", out)
	}
	out = mustRun(t, []string{client}, append([]string{"job", "status", "--job", "3", "--daemon", daemonURL, "--sign-in"}, on...)...)
	if !strings.Contains(out, "visibility    parties_and_reputation; the daemon served you as party") ||
		!strings.Contains(out, "price         no price check: too few settled research_synthesis jobs for a median") {
		t.Errorf("job status signed in as the client:\n%s", out)
	}
	var oneCall jobStatusView
	out = mustRun(t, nil, append([]string{"job", "status", "--job", "3", "--json"}, on...)...)
	// The seed asks for the provider's acceptance (the default): the budget is in, the job waits for it.
	if err := json.Unmarshal([]byte(out), &oneCall); err != nil || oneCall.Status != "Open" || oneCall.Budget != "5000000" ||
		oneCall.Money == nil || !oneCall.Money.BudgetIn || !oneCall.Money.AcceptanceRequired || oneCall.Money.Accepted {
		t.Fatalf("job status --json after create --fund: %v %+v", err, oneCall)
	}
	if !strings.Contains(mustRun(t, nil, append([]string{"job", "status", "--job", "3"}, on...)...), "waiting for the provider") {
		t.Errorf("job status of a job waiting for its provider's acceptance does not say so")
	}

	// Errors: wrong network, unknown job, bad key, no allowance, missing flags.
	wantFail(t, 1, []string{"wrong network", "84532", "31337"}, []string{client}, append([]string{"job", "status", "--job", "1", "--network", "base-sepolia"}, on...)...)
	wantFail(t, 1, []string{"no job 99 on escrow " + dep.Escrow.Hex(), "--escrow/--deployment"}, nil, append([]string{"job", "status", "--job", "99"}, on...)...)
	// Funding a job that does not exist says so (not "no ASA creation"), with the stable code in --json.
	wantFail(t, 1, []string{"unknown job 99", "there is no job 99 on escrow " + dep.Escrow.Hex()}, []string{client}, append([]string{"job", "fund", "--job", "99"}, on...)...)
	if _, errOut, code := runAsa(t, []string{client}, append([]string{"job", "fund", "--job", "99", "--json"}, on...)...); code != 1 || !strings.Contains(errOut, `"code":"unknown_job"`) {
		t.Errorf("job fund --job 99 --json: exit %d, want 1 with code unknown_job:\n%s", code, errOut)
	}
	wantFail(t, 1, []string{"ASA_PRIVATE_KEY", "private key"}, []string{"ASA_PRIVATE_KEY=0x1234"}, append([]string{"job", "fund", "--job", "1"}, on...)...)
	wantFail(t, 1, []string{"ERC20: transfer amount exceeds allowance", "asa job fund", "approves first"}, []string{client}, append([]string{"job", "fund", "--job", "1", "--no-approve"}, on...)...)
	wantFail(t, 1, []string{"belongs to client"}, []string{provider}, append([]string{"job", "fund", "--job", "1"}, on...)...)
	wantFail(t, 2, []string{"--job ID is required"}, []string{client}, append([]string{"job", "fund"}, on...)...)
	wantFail(t, 2, []string{"not a decimal job id"}, []string{client}, append([]string{"job", "fund", "--job", "x"}, on...)...)
	wantFail(t, 2, []string{"--x402 needs --daemon"}, []string{client}, append([]string{"job", "fund", "--job", "2", "--x402"}, on...)...)
	// x402 funding goes through the daemon's endpoint; this daemon has none.
	wantFail(t, 1, []string{"x402 funding is not available yet"}, []string{client}, append([]string{"job", "fund", "--job", "2", "--x402", "--daemon", daemonURL}, on...)...)

	out = mustRun(t, []string{client}, append([]string{"job", "fund", "--job", "1"}, on...)...)
	if !strings.Contains(out, "job 1 funded with 5.000000 USDC") || !strings.Contains(out, "approve") {
		t.Errorf("job fund:\n%s", out)
	}
	// Its budget is in: a second funding is refused before anything is sent; the job waits for its provider.
	wantFail(t, 1, []string{"job 1's budget is already in escrow", "provider's acceptance"}, []string{client}, append([]string{"job", "fund", "--job", "1"}, on...)...)
	out = mustRun(t, []string{provider}, append([]string{"job", "accept", "--job", "1"}, on...)...)
	if !strings.Contains(out, "job 1 accepted") || !strings.Contains(out, "job 1 is Funded") {
		t.Errorf("job accept:\n%s", out)
	}
	wantFail(t, 1, []string{"is Funded, not Open"}, []string{client}, append([]string{"job", "fund", "--job", "1"}, on...)...)
	var status jobStatusView
	out = mustRun(t, nil, append([]string{"job", "status", "--job", "1", "--json"}, on...)...)
	if err := json.Unmarshal([]byte(out), &status); err != nil || status.Status != "Funded" || status.ASAState != "ACTIVE" || status.Budget != "5000000" {
		t.Fatalf("job status --json after fund: %v %+v", err, status)
	}

	// Follow the job live while it moves on.
	watch := startAsa(t, nil, append([]string{"job", "watch", "--job", "1", "--interval", "200ms"}, on...)...)

	delivery := filepath.Join(dir, "report.md")
	content := []byte("# Federated learning privacy: a literature synthesis\n")
	if err := os.WriteFile(delivery, content, 0o644); err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(content)
	contentHash := "sha256:" + hex.EncodeToString(sum[:])
	wantFail(t, 1, []string{"provider is", "submit with the provider's key"}, []string{client}, append([]string{"job", "submit", "--job", "1", "--file", delivery}, on...)...)
	wantFail(t, 2, []string{"exactly one of --file"}, []string{provider}, append([]string{"job", "submit", "--job", "1"}, on...)...)
	out = mustRun(t, []string{provider}, append([]string{"job", "submit", "--job", "1", "--file", delivery}, on...)...)
	if !strings.Contains(out, contentHash) {
		t.Errorf("job submit does not print the content hash %s:\n%s", contentHash, out)
	}

	// The evaluator's Verification Result: the seed document, bound to the delivered bytes.
	verdict := verdictFile(t, dir, "verdict.json", contentHash)
	wrongVerdict := verdictFile(t, dir, "wrong.json", "sha256:"+strings.Repeat("ab", 32))
	wantFail(t, 1, []string{"not an evaluator of job 1"}, []string{provider}, append([]string{"result", "sign", "--job", "1", "--result", verdict}, on...)...)
	wantFail(t, 1, []string{"deliverable_hash must be the sha256"}, []string{evaluator}, append([]string{"result", "sign", "--job", "1", "--result", wrongVerdict}, on...)...)
	wantFail(t, 1, []string{"job 2 is Open", "has not submitted a delivery yet"}, []string{evaluator}, append([]string{"result", "sign", "--job", "2", "--result", verdict}, on...)...)

	// Sign with the evaluator's key from an encrypted keystore (--key FILE) and with --key env.
	evalKey, _ := anvil.DevKey(2)
	keystore, passFile := filepath.Join(dir, "evaluator.json"), filepath.Join(dir, "password")
	if _, err := signer.Import(dir, "evaluator.json", evalKey, "correct horse", signer.LightScrypt); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(passFile, []byte("wrong\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	wantFail(t, 1, []string{"wrong password"}, nil, append([]string{"result", "sign", "--job", "1", "--result", verdict, "--key", keystore, "--password-file", passFile}, on...)...)
	if err := os.WriteFile(passFile, []byte("correct horse\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	bodyFile := filepath.Join(dir, "body.json")
	mustRun(t, nil, append([]string{"result", "sign", "--job", "1", "--result", verdict, "--key", keystore, "--password-file", passFile, "--nonce", "7", "--out", bodyFile}, on...)...)
	envBody := mustRun(t, []string{evaluator}, append([]string{"result", "sign", "--job", "1", "--result", verdict, "--key", "env", "--nonce", "7", "--deadline-in", "2h"}, on...)...)
	var body struct {
		JobID, Nonce, Signature string
		Evaluator               common.Address
		Deadline                uint64
		Document                json.RawMessage
	}
	if err := json.Unmarshal([]byte(envBody), &body); err != nil || body.JobID != "1" || body.Nonce != "7" || body.Evaluator != crypto.PubkeyToAddress(evalKey.PublicKey) || len(body.Signature) != 132 {
		t.Fatalf("result sign body: %v %+v", err, body)
	}
	// A result for job 3, which has no submission on chain: result post reads the chain and fails at once
	// (not after its 30 s of retries), saying why, with code not_submitted in --json.
	var job3 map[string]any
	if err := json.Unmarshal([]byte(envBody), &job3); err != nil {
		t.Fatal(err)
	}
	job3["jobId"] = "3"
	raw3, _ := json.Marshal(job3)
	body3 := filepath.Join(dir, "job3-body.json")
	if err := os.WriteFile(body3, raw3, 0o644); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	wantFail(t, 1, []string{"job 3 is Open on chain: it has no submission yet", "asa job submit --job 3"}, nil,
		append([]string{"result", "post", "--daemon", daemonURL, "--body", body3}, on...)...)
	if _, errOut, code := runAsa(t, nil, append([]string{"result", "post", "--daemon", daemonURL, "--body", body3, "--json"}, on...)...); code != 1 || !strings.Contains(errOut, `"code":"not_submitted"`) {
		t.Errorf("result post --json for an unsubmitted job: exit %d, want 1 with code not_submitted:\n%s", code, errOut)
	}
	if waited := time.Since(start); waited > 20*time.Second {
		t.Errorf("result post for an unsubmitted job waited %s (its retry window is 30 s): the chain was not read", waited)
	}

	wantFail(t, 2, []string{"--body FILE are required"}, nil, "result", "post", "--body", bodyFile)
	wantFail(t, 1, []string{"report.md is not valid JSON: line 1, column 1 (byte 1)"}, nil, "result", "post", "--daemon", daemonURL, "--body", delivery)
	// Right after the submission the daemon may not have indexed it yet: post retries until it has.
	posted := mustRun(t, nil, "result", "post", "--daemon", daemonURL, "--body", bodyFile)
	if !regexp.MustCompile(`result \S+ accepted for job 1`).MatchString(posted) {
		t.Errorf("result post:\n%s", posted)
	}
	// Posting the same signed result again is a success that says so.
	if again := mustRun(t, nil, "result", "post", "--daemon", daemonURL, "--body", bodyFile); !strings.Contains(again, "already holds this signed result") {
		t.Errorf("re-post:\n%s", again)
	}

	// Blacklist the provider on the dev token so its payout is credited instead of pushed.
	ctx := context.Background()
	eth, err := node.Dial(ctx)
	if err != nil {
		t.Fatal(err)
	}
	deployKey, _ := anvil.DevKey(9)
	providerKey, _ := anvil.DevKey(1)
	providerAddr := crypto.PubkeyToAddress(providerKey.PublicKey)
	tok := bindings.NewTestUSDC()
	tx, err := bind.Transact(tok.Instance(eth, dep.Token), bind.NewKeyedTransactor(deployKey, node.ChainID()), tok.PackBlacklist(providerAddr))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := escrow.WaitSuccess(ctx, eth, tx); err != nil {
		t.Fatal(err)
	}

	eventually(t, 20*time.Second, "the result to be relayed (Verified)", func() bool {
		out, _, code := runAsa(t, nil, append([]string{"job", "status", "--job", "1", "--json"}, on...)...)
		return code == 0 && json.Unmarshal([]byte(out), &status) == nil && status.Status == "Verified"
	})
	if status.Score == nil || *status.Score != 8610 {
		t.Fatalf("verified score: %+v", status.Score)
	}
	// A Verified job shows when its challenge window closes, and takes no more results: signing says why.
	verified := mustRun(t, nil, append([]string{"job", "status", "--job", "1"}, on...)...)
	if !regexp.MustCompile(`deadline +\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ \(in (1 h 5\d m|2 h)\), ends the challenge window`).MatchString(verified) {
		t.Errorf("job status of a Verified job lacks a human deadline:\n%s", verified)
	}
	wantFail(t, 1, []string{"job 1 is already Verified", "takes no more results", "challenge window closes"}, []string{evaluator},
		append([]string{"result", "sign", "--job", "1", "--result", verdict}, on...)...)
	// Close the 2 h challenge window with the CLI; the daemon finalizes on its own.
	warped := mustRun(t, nil, "chain", "warp", "2h", "--rpc", rpcURL)
	if !regexp.MustCompile(`block \d+ at \S+ \(chain clock \+2 h( \d+ s)?\)`).MatchString(warped) {
		t.Errorf("chain warp:\n%s", warped)
	}
	mustRun(t, nil, "chain", "mine", "--rpc", rpcURL)
	if code := watch.wait(t, 30*time.Second); code != 0 {
		t.Fatalf("job watch exit %d", code)
	}
	watched, _ := watch.output()
	for _, want := range []string{"job 1 is Funded (ASA ACTIVE)", "JobSubmitted", "ResultAccepted", "score=8610", "JobVerified",
		"JobSettled", "releaseBps=8500", "state Submitted (ASA DELIVERED) -> Verified (ASA VERIFIED)", "-> Completed (ASA CLOSED)"} {
		if !strings.Contains(watched, want) {
			t.Errorf("job watch output lacks %q:\n%s", want, watched)
		}
	}
	if !regexp.MustCompile(`block \d+ .*JobSettled.* tx 0x[0-9a-f]{64}`).MatchString(watched) {
		t.Errorf("job watch lines lack block numbers and tx hashes:\n%s", watched)
	}
	// A watch begun after the settlement (the README's race: the daemon may finalize between `chain warp`
	// and `job watch`) returns at once with the job's history and says the state is final.
	late := mustRun(t, nil, append([]string{"job", "watch", "--job", "1", "--interval", "200ms"}, on...)...)
	for _, want := range []string{"job 1 is Completed (ASA CLOSED), a final state; its events:", "JobSubmitted", "JobSettled"} {
		if !strings.Contains(late, want) {
			t.Errorf("job watch of a settled job lacks %q:\n%s", want, late)
		}
	}
	if strings.Contains(late, "watching") {
		t.Errorf("job watch of a settled job claims to be watching:\n%s", late)
	}

	// The daemon indexes the settlement shortly after the chain has it.
	eventually(t, 20*time.Second, "the daemon to index the settlement", func() bool {
		// Job 1's agreement was never given to the daemon: it serves the details to the parties only.
		out = mustRun(t, []string{client}, append([]string{"job", "status", "--job", "1", "--daemon", daemonURL, "--sign-in"}, on...)...)
		return strings.Contains(out, "JobSettled")
	})
	for _, want := range []string{"Completed (ASA CLOSED)", "score         86.10", "graduated, >=90.00:100.00% >=75.00:85.00% >=60.00:50.00%",
		"timeline (from the daemon)", "JobSettled", "results       0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC scored 86.10",
		"payouts       provider 4.250000 USDC, client 0.750000 USDC, evaluator fee 0.000000 USDC (release 85.00%)",
		"+ 4.250000 USDC credited by the escrow", "results at the daemon:"} {
		if !strings.Contains(out, want) {
			t.Errorf("job status lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "0 result(s)") || strings.Contains(out, "none counted") {
		t.Errorf("a settled job's status says no result counted:\n%s", out)
	}
	var settled jobStatusView
	if err := json.Unmarshal([]byte(mustRun(t, nil, append([]string{"job", "status", "--job", "1", "--json"}, on...)...)), &settled); err != nil ||
		len(settled.Results) != 1 || settled.Results[0].Score != "8610" || settled.Payouts == nil || settled.Payouts.Provider != "4250000" || settled.Payouts.Client != "750000" {
		t.Errorf("job status --json of the settled job: %v %+v", err, settled)
	}
	// asa balance shows the credited payout; --json gives amounts as strings.
	out = mustRun(t, nil, append([]string{"balance", providerAddr.Hex(), "--json"}, on...)...)
	var bal map[string]any
	if err := json.Unmarshal([]byte(out), &bal); err != nil || bal["credits"] != "4250000" || bal["balance"] != "1000000000000" {
		t.Errorf("balance --json: %v %s", err, out)
	}
	if out = mustRun(t, []string{provider}, append([]string{"balance"}, on...)...); !strings.Contains(out, "credits   4.250000 USDC") || !strings.Contains(out, "asa withdraw") {
		t.Errorf("balance of the key's own address:\n%s", out)
	}

	// The provider's 85 % (4.25 USDC) was credited. It can go nowhere but to the provider, and only once the
	// token accepts the provider again; then anyone may push it.
	wantFail(t, 1, []string{"no credited payouts"}, []string{client}, append([]string{"withdraw"}, on...)...)
	wantFail(t, 2, []string{"--to is gone", "only to the account"}, []string{provider}, append([]string{"withdraw", "--to", client}, on...)...)
	wantFail(t, 2, []string{"not an address"}, []string{provider}, append([]string{"withdraw", "--credited", "nope"}, on...)...)
	wantFail(t, 1, []string{"lacklisted"}, []string{provider}, append([]string{"withdraw"}, on...)...)
	// The daemon pushes a credit to its owner by itself once the token accepts it; stop it first so that
	// the push below is the CLI's own.
	// The daemon shuts down cleanly on SIGINT.
	if err := d.cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	if code := d.wait(t, 20*time.Second); code != 0 {
		_, errOut := d.output()
		t.Errorf("daemon exit %d after SIGINT:\n%s", code, errOut)
	}
	_, daemonLog := d.output()
	assertNoSecret(t, daemonLog)
	tx, err = bind.Transact(tok.Instance(eth, dep.Token), bind.NewKeyedTransactor(deployKey, node.ChainID()), tok.PackUnBlacklist(providerAddr))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := escrow.WaitSuccess(ctx, eth, tx); err != nil {
		t.Fatal(err)
	}
	before := tokenBalance(t, eth, dep.Token, providerAddr)
	out = mustRun(t, []string{client}, append([]string{"withdraw", "--credited", providerAddr.Hex()}, on...)...)
	if !strings.Contains(out, "paid 4.250000 USDC to "+providerAddr.Hex()) {
		t.Errorf("withdraw:\n%s", out)
	}
	if got := new(big.Int).Sub(tokenBalance(t, eth, dep.Token, providerAddr), before); got.Cmp(big.NewInt(4_250_000)) != 0 {
		t.Errorf("pushed %s, want 4250000", got)
	}

	// Watching a job that is not moving ends cleanly on Ctrl-C.
	idle := startAsa(t, nil, append([]string{"job", "watch", "--job", "2", "--json"}, on...)...)
	eventually(t, 10*time.Second, "job watch to start", func() bool { out, _ := idle.output(); return strings.Contains(out, `"status":"Open"`) })
	if err := idle.cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	if code := idle.wait(t, 10*time.Second); code != 0 {
		t.Errorf("job watch exit %d after SIGINT", code)
	}

}

func mustKey(t *testing.T, i int) *ecdsa.PrivateKey {
	t.Helper()
	k, err := anvil.DevKey(i)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func tokenBalance(t *testing.T, eth bind.ContractBackend, token, a common.Address) *big.Int {
	t.Helper()
	tok := bindings.NewTestUSDC()
	b, err := bind.Call(tok.Instance(eth, token), nil, tok.PackBalanceOf(a), tok.UnpackBalanceOf)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// verdictFile writes the seed Verification Result with its deliverable hash replaced.
func verdictFile(t *testing.T, dir, name, contentHash string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "settlement", "testdata", "verification_result.json"))
	if err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile(`"deliverable_hash": "sha256:[0-9a-f]{64}"`)
	if !re.Match(data) {
		t.Fatal("fixture has no deliverable_hash to replace")
	}
	data = re.ReplaceAll(data, []byte(`"deliverable_hash": "`+contentHash+`"`))
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// `make run ARGS=--once` is `asa dev --once`: the whole scenario on a fresh anvil, exit 0 only when
// every balance is as the settlement package predicts.
func TestDevOnce(t *testing.T) {
	if testing.Short() {
		t.Skip("the full scenario takes ~20 s")
	}
	dir := t.TempDir()
	out, errOut, code := runAsa(t, nil, "dev", "--once", "--dir", dir)
	if code != 0 {
		t.Fatalf("asa dev --once: exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	for _, want := range []string{
		"release 85.00% -> provider 4.250000, client 0.750000",                         // seed agreement, score 86.1
		"release 72.00% -> provider 8.799999, client 3.422223, evaluator fee 0.123456", // continuous, score 72
		"BackupEvaluatorActivated", "action=split_50_50", "DisputeResolved", "providerBps=6000",
		// accepted with 50 % collateral, score 72: half the budget and half the collateral each way
		"release 50.00% -> provider 2.500000, client 2.500000, evaluator fee 0.000000; collateral 1.250000 kept by the provider, 1.250000 slashed to the client",
		"JobAccepted", "CollateralSettled        kept=1250000 slashed=1250000", "== collateral per job",
		// never accepted: the client's budget back at the fund deadline
		"provider never accepts", "release 0.00% -> provider 0.000000, client 5.000000, evaluator fee 0.000000",
		"ALL BALANCES AS PREDICTED",
		// the seed job's provider is hired by ERC-8004 agent id: the daemon writes its outcome to the registry
		"wrote ERC-8004 feedback for agent 0: value 86.10 (2 decimals), tags research_synthesis/asa-escrow",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("scenario output lacks %q", want)
		}
	}
	if strings.Contains(out, "MISMATCH") {
		t.Errorf("scenario reports a mismatch:\n%s", out)
	}
	// The payout table's columns line up: every job row ends its "ok" at the same column.
	_, table, _ := strings.Cut(out, "== payouts per job")
	table, _, _ = strings.Cut(table, "\n\n")
	width := -1
	for _, line := range strings.Split(table, "\n")[2:] {
		if n := utf8.RuneCountInString(strings.TrimRight(line, " ")); width == -1 {
			width = n
		} else if n != width {
			t.Errorf("payout table row is %d wide, the first is %d:\n%s", n, width, table)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "asa.db")); err != nil {
		t.Errorf("no SQLite database under --dir: %v", err)
	}
	assertNoSecret(t, out+errOut)
}
