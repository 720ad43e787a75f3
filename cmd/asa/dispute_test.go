package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/escrow"
)

// asa job agreement register, job challenge and job resolve through the binary on anvil with the real
// contracts: the agreement reaches a daemon that has not seen the new job yet (it reads 3 blocks behind),
// a wrong document is refused before the daemon is asked; a verified score is challenged by the client and
// resolved by the resolver, with the payouts checked on chain; every wrong key and wrong state is refused
// with who may act and when (codes wrong_role and wrong_state in --json), and nothing is sent.
func TestJobDisputeAndAgreementCommandsOnAnvil(t *testing.T) {
	node := startAnvil(t, anvil.Options{})
	dir := t.TempDir()
	rpcURL := node.URL()
	depFile := filepath.Join(dir, "deployment.json")
	deployer, client, provider, evaluator, resolver := devKeyEnv(t, 9), devKeyEnv(t, 0), devKeyEnv(t, 1), devKeyEnv(t, 2), devKeyEnv(t, 4)
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
	t.Cleanup(eth.Close)

	// The example agreement, bound to this chain once (so that the file is the document the job hashes).
	head, err := eth.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	rebind := func(example, name string) string {
		raw, err := os.ReadFile(filepath.Join("..", "..", "examples", example))
		if err != nil {
			t.Fatal(err)
		}
		doc, err := asaclient.Rebind(raw, node.ChainID().Uint64(), dep.Escrow, time.Unix(int64(head.Time), 0))
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, doc, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	agreement := rebind("agreement.json", "agreement.json")
	other := rebind("agreement-collateral.json", "other.json")

	// A daemon that reads the chain 3 blocks behind its head: a job just created is unknown to it.
	d := startAsa(t, []string{devKeyEnv(t, 8)}, "daemon", "--rpc", rpcURL, "--deployment", depFile, "--confirmations", "3",
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

	for i := 1; i <= 3; i++ {
		out := mustRun(t, []string{client}, args("job", "create", "--agreement", agreement, "--fund", "--json")...)
		var created struct{ JobID string }
		if err := json.Unmarshal([]byte(out), &created); err != nil || created.JobID != big.NewInt(int64(i)).String() {
			t.Fatalf("job create %d: %v\n%s", i, err, out)
		}
		// The agreement asks for the provider's acceptance (the default): the job starts when it accepts.
		mustRun(t, []string{provider}, args("job", "accept", "--job", created.JobID, "--agreement", agreement)...)
	}

	// Register job 3's agreement while the daemon has not seen job 3: the command waits, the chain moves on.
	wantFail(t, 2, []string{"--file FILE and --daemon URL"}, nil, args("job", "agreement", "register", "--job", "3")...)
	wantFail(t, 1, []string{"other.json hashes to", "job 3 was created for agreement hash", "register the exact document"}, nil,
		args("job", "agreement", "register", "--job", "3", "--file", other, "--daemon", daemonURL)...)
	if _, errOut, code := runAsa(t, nil, args("job", "agreement", "register", "--job", "3", "--file", other, "--daemon", daemonURL, "--json")...); code != 1 ||
		!strings.Contains(errOut, `"code":"invalid_document"`) {
		t.Errorf("register of another document --json: exit %d, want 1 with code invalid_document:\n%s", code, errOut)
	}
	wantFail(t, 1, []string{"unknown job", "no job 99"}, nil, args("job", "agreement", "register", "--job", "99", "--file", agreement, "--daemon", daemonURL)...)
	// Without an escrow to check against, the daemon's own refusal after no retry says the daemon has not seen it.
	if _, errOut, code := runAsa(t, nil, "job", "agreement", "register", "--job", "3", "--file", agreement, "--daemon", daemonURL, "--retry-for", "0", "--json"); code != 1 ||
		!strings.Contains(errOut, `"code":"daemon_behind"`) || !strings.Contains(errOut, "has not seen job 3") {
		t.Errorf("register before the daemon saw the job, no retry: exit %d, want 1 with code daemon_behind:\n%s", code, errOut)
	}
	reg := startAsa(t, nil, args("job", "agreement", "register", "--job", "3", "--file", agreement, "--daemon", daemonURL)...)
	eventually(t, 20*time.Second, "the register command to wait for the daemon", func() bool {
		_, errOut := reg.output()
		return strings.Contains(errOut, "the daemon may not have seen job 3 yet: retrying")
	})
	if err := node.Mine(ctx, 3); err != nil {
		t.Fatal(err)
	}
	if code := reg.wait(t, 40*time.Second); code != 0 {
		out, errOut := reg.output()
		t.Fatalf("job agreement register: exit %d\n%s\n%s", code, out, errOut)
	}
	if out, _ := reg.output(); !strings.Contains(out, "job 3: agreement registered with the daemon") || !strings.Contains(out, "visibility  parties_and_reputation") {
		t.Errorf("job agreement register:\n%s", out)
	}
	var again struct {
		JobID      string
		Created    bool
		Visibility string
	}
	out := mustRun(t, nil, args("job", "agreement", "register", "--job", "3", "--file", agreement, "--daemon", daemonURL, "--json")...)
	if err := json.Unmarshal([]byte(out), &again); err != nil || again.JobID != "3" || again.Created || again.Visibility != "parties_and_reputation" {
		t.Errorf("re-register --json: %v %+v\n%s", err, again, out)
	}
	// The daemon is done with: from here on the test alone moves the jobs (no keeper finalizing them).
	_ = d.cmd.Process.Signal(syscall.SIGTERM)
	d.wait(t, 30*time.Second)

	// Deliver and verify jobs 1 to 3 (the evaluator's result relayed on chain, as the daemon would).
	delivery := filepath.Join(dir, "report.md")
	content := []byte("# report\n")
	if err := os.WriteFile(delivery, content, 0o644); err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(content)
	verdict := verdictFile(t, dir, "verdict.json", "sha256:"+hex.EncodeToString(sum[:]))
	wantFail(t, 1, []string{"job 1 is Funded", "only once the job is Verified"}, []string{client}, args("job", "challenge", "--job", "1", "--reason", "too early")...)
	for _, id := range []string{"1", "2", "3"} {
		mustRun(t, []string{provider}, args("job", "submit", "--job", id, "--file", delivery)...)
		body := filepath.Join(dir, "body"+id+".json")
		mustRun(t, []string{evaluator}, args("result", "sign", "--job", id, "--result", verdict, "--out", body)...)
		relaySignedResult(t, eth, node, dep.Escrow, body)
	}

	// Challenge: the client's or the provider's key, with a reason, inside the window.
	wantFail(t, 2, []string{"--reason TEXT is required"}, []string{client}, args("job", "challenge", "--job", "1")...)
	providerAddr, clientAddr := crypto.PubkeyToAddress(mustKey(t, 1).PublicKey), crypto.PubkeyToAddress(mustKey(t, 0).PublicKey)
	resolverAddr := crypto.PubkeyToAddress(mustKey(t, 4).PublicKey)
	wantFail(t, 1, []string{"may not challenge job 1", "only its client " + clientAddr.Hex() + " or its provider " + providerAddr.Hex()}, []string{evaluator},
		args("job", "challenge", "--job", "1", "--reason", "x")...)
	if _, errOut, code := runAsa(t, []string{evaluator}, args("job", "challenge", "--job", "1", "--reason", "x", "--json")...); code != 1 || !strings.Contains(errOut, `"code":"wrong_role"`) {
		t.Errorf("challenge with the evaluator's key --json: exit %d, want code wrong_role:\n%s", code, errOut)
	}
	wantFail(t, 1, []string{"job 1 is Verified, not Disputed", "asa job challenge"}, []string{resolver},
		args("job", "resolve", "--job", "1", "--provider-percent", "60", "--reason", "x")...)
	reason := "section 3 misattributes two sources"
	out = mustRun(t, []string{client}, args("job", "challenge", "--job", "1", "--reason", reason, "--json")...)
	var challenged struct {
		Status, ReasonHash, DisputeDefault string
		Resolver                           string
		DisputeDeadline                    uint64
	}
	wantReason := sha256.Sum256([]byte(reason))
	if err := json.Unmarshal([]byte(out), &challenged); err != nil || challenged.Status != "Disputed" || challenged.ReasonHash != "0x"+hex.EncodeToString(wantReason[:]) ||
		!strings.EqualFold(challenged.Resolver, resolverAddr.Hex()) || challenged.DisputeDeadline == 0 {
		t.Fatalf("job challenge --json: %v %+v\n%s", err, challenged, out)
	}
	wantFail(t, 1, []string{"job 1 is already Disputed", "its resolver " + resolverAddr.Hex() + " decides"}, []string{provider},
		args("job", "challenge", "--job", "1", "--reason", "me too")...)
	human := mustRun(t, []string{provider}, args("job", "challenge", "--job", "2", "--reason", "incomplete")...)
	if !strings.Contains(human, "job 2 challenged by "+providerAddr.Hex()+": now Disputed") || !strings.Contains(human, "next: the resolver "+resolverAddr.Hex()+" decides (asa job resolve --job 2") {
		t.Errorf("job challenge (human):\n%s", human)
	}

	// Resolve: the resolver's key only, a share in percent with at most two decimals.
	for _, bad := range []string{"100.5", "abc", "85.555", "-1", "1e2"} {
		wantFail(t, 2, []string{"--provider-percent"}, []string{resolver}, args("job", "resolve", "--job", "1", "--provider-percent", bad, "--reason", "x")...)
	}
	wantFail(t, 2, []string{"--provider-percent P is required"}, []string{resolver}, args("job", "resolve", "--job", "1", "--reason", "x")...)
	wantFail(t, 1, []string{"may not resolve job 1", "only its resolver " + resolverAddr.Hex()}, []string{client},
		args("job", "resolve", "--job", "1", "--provider-percent", "100", "--reason", "mine")...)
	evaluatorAddr := crypto.PubkeyToAddress(mustKey(t, 2).PublicKey)
	before := map[string]*big.Int{"provider": tokenBalance(t, eth, dep.Token, providerAddr), "client": tokenBalance(t, eth, dep.Token, clientAddr),
		"evaluator": tokenBalance(t, eth, dep.Token, evaluatorAddr), "escrow": tokenBalance(t, eth, dep.Token, dep.Escrow)}
	out = mustRun(t, []string{resolver}, args("job", "resolve", "--job", "1", "--provider-percent", "60", "--reason", "partially supported", "--json")...)
	var resolved struct {
		Status, Provider, Client, Fee, ProviderPercent string
		ProviderBps                                    int
	}
	if err := json.Unmarshal([]byte(out), &resolved); err != nil || resolved.ProviderBps != 6000 || resolved.ProviderPercent != "60.00" || resolved.Status == "Disputed" {
		t.Fatalf("job resolve --json: %v %+v\n%s", err, resolved, out)
	}
	delta := func(who string, a common.Address) *big.Int {
		return new(big.Int).Sub(tokenBalance(t, eth, dep.Token, a), before[who])
	}
	gotProvider, gotClient, gotEvaluator := delta("provider", providerAddr), delta("client", clientAddr), delta("evaluator", evaluatorAddr)
	left := new(big.Int).Sub(before["escrow"], tokenBalance(t, eth, dep.Token, dep.Escrow))
	if gotProvider.String() != resolved.Provider || gotClient.String() != resolved.Client || gotEvaluator.String() != resolved.Fee ||
		new(big.Int).Add(new(big.Int).Add(gotProvider, gotClient), gotEvaluator).Cmp(left) != 0 || left.Int64() != 5_000_000 {
		t.Fatalf("payouts on chain: provider %s client %s evaluator %s (escrow paid out %s); the command said %+v", gotProvider, gotClient, gotEvaluator, left, resolved)
	}
	// 60 % of what the evaluators' fee leaves goes to the provider, the rest to the client.
	if net := new(big.Int).Sub(big.NewInt(5_000_000), gotEvaluator); new(big.Int).Mul(gotProvider, big.NewInt(10_000)).Cmp(new(big.Int).Mul(net, big.NewInt(6_000))) != 0 {
		t.Errorf("provider got %s of %s after the fee, want 60 %%", gotProvider, net)
	}
	wantFail(t, 1, []string{"job 1 is", "it is settled, there is no dispute to resolve"}, []string{resolver},
		args("job", "resolve", "--job", "1", "--provider-percent", "50", "--reason", "again")...)
	wantFail(t, 1, []string{"it is settled and can no longer be challenged"}, []string{client}, args("job", "challenge", "--job", "1", "--reason", "late")...)

	// Past the deadlines (the challenge window, 2 h; the resolver's time, 3 days): nothing is sent, the
	// messages say what happens instead.
	mustRun(t, nil, "chain", "warp", "73h", "--rpc", rpcURL)
	wantFail(t, 1, []string{"job 3's challenge window closed", "the score stands"}, []string{client}, args("job", "challenge", "--job", "3", "--reason", "late")...)
	if _, errOut, code := runAsa(t, []string{client}, args("job", "challenge", "--job", "3", "--reason", "late", "--json")...); code != 1 || !strings.Contains(errOut, `"code":"wrong_state"`) {
		t.Errorf("late challenge --json: exit %d, want code wrong_state:\n%s", code, errOut)
	}
	wantFail(t, 1, []string{"job 2's dispute deadline passed", "dispute default"}, []string{resolver},
		args("job", "resolve", "--job", "2", "--provider-percent", "50", "--reason", "late")...)
}
