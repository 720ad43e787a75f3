package main

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/erc8004"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement/onchain"
	"github.com/asa-escrow/asa/signer"
)

// feedbackAttempts counts the signed attempts of the daemon's ERC-8004 feedback intents in its journal.
func feedbackAttempts(t *testing.T, db string) int {
	conn, err := sql.Open("sqlite", "file:"+db+"?mode=ro&_pragma=busy_timeout(2000)")
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	var n int
	if err := conn.QueryRow(`SELECT COUNT(*) FROM txmgr_attempts a JOIN txmgr_intents i ON a.intent_id = i.id WHERE i.key LIKE 'erc8004-feedback:%'`).Scan(&n); err != nil {
		return 0 // tables not created yet
	}
	return n
}

// agreementWithProvider writes examples/agreement.json with parties.provider replaced.
func agreementWithProvider(t *testing.T, dir, name string, provider map[string]any) string {
	t.Helper()
	return exampleWithProvider(t, "agreement.json", dir, name, provider)
}

// exampleWithProvider writes examples/<example> with parties.provider replaced.
func exampleWithProvider(t *testing.T, example, dir, name string, provider map[string]any) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "examples", example))
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	doc["parties"].(map[string]any)["provider"] = provider
	out, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, out, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// An ERC-8004 agent hired by its agent id through the built binary on anvil: `asa deploy --dev` names the
// dev registries, the provider registers an agent and moves its wallet (the wallet's consent, relayed by the
// owner), the client creates and funds a job naming the provider only by agent id: the job pays the wallet
// the id resolved to at creation. The owner then moves the registry's wallet again; the funded job is not
// redirected: the payout reaches the wallet of creation. An unknown id, a coc party, and an A2A card whose
// only wallet is an unsigned field are refused before anything is signed; a card naming its ERC-8004
// registration resolves through the registry.
func TestERC8004AgentHiredByIDOnAnvil(t *testing.T) {
	node := startAnvil(t, anvil.Options{})
	dir := t.TempDir()
	depFile := filepath.Join(dir, "deployment.json")
	mustRun(t, []string{devKeyEnv(t, 9)}, "deploy", "--rpc", node.URL(), "--dev", "--out", depFile)
	var dep escrow.Deployment
	if err := readJSONFile(depFile, &dep); err != nil {
		t.Fatal(err)
	}
	if dep.IdentityRegistry == (common.Address{}) || dep.ReputationRegistry == (common.Address{}) || dep.ValidationRegistry == (common.Address{}) {
		t.Fatalf("deploy --dev names no ERC-8004 registries: %+v", dep)
	}
	on := []string{"--rpc", node.URL(), "--deployment", depFile}
	args := func(a ...string) []string { return append(a, on...) }
	// The daemon, opted in to write outcomes back to the Reputation Registry.
	dbFile, cfgFile := filepath.Join(dir, "asa.db"), filepath.Join(dir, "daemon.json")
	if err := os.WriteFile(cfgFile, []byte(`{"erc8004Feedback": true}`), 0o600); err != nil {
		t.Fatal(err)
	}
	var daemonURL string
	startDaemon := func() *background {
		d := startAsa(t, []string{devKeyEnv(t, 8), "ASA_ATTESTATION_PRIVATE_KEY=" + hex.EncodeToString(crypto.Keccak256([]byte("agent test attestation key")))}, "daemon", "--config", cfgFile, "--rpc", node.URL(), "--deployment", depFile,
			"--db", dbFile, "--listen", "127.0.0.1:0", "--log-level", "warn")
		listening := regexp.MustCompile(`listening on (http://[0-9.:]+)`)
		daemonURL = ""
		deadline := time.Now().Add(60 * time.Second)
		for daemonURL == "" {
			_, errOut := d.output()
			if m := listening.FindStringSubmatch(errOut); m != nil {
				daemonURL = m[1]
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("timed out waiting for the daemon to listen; its output:\n%s", errOut)
			}
			time.Sleep(150 * time.Millisecond)
		}
		return d
	}
	kill := func(d *background) {
		t.Helper()
		if err := d.cmd.Process.Signal(syscall.SIGKILL); err != nil {
			t.Fatal(err)
		}
		<-d.done
	}
	d := startDaemon()
	owner, client := devKeyEnv(t, 1), devKeyEnv(t, 0)
	ownerAddr := crypto.PubkeyToAddress(mustKey(t, 1).PublicKey)
	w1, w2 := crypto.PubkeyToAddress(mustKey(t, 5).PublicKey), crypto.PubkeyToAddress(mustKey(t, 6).PublicKey)

	out := mustRun(t, []string{owner}, args("agent", "register", "--uri", "https://beta.example/agent.json", "--json")...)
	var a struct {
		AgentID string         `json:"agentId"`
		Owner   common.Address `json:"owner"`
		Wallet  common.Address `json:"agentWallet"`
	}
	if err := json.Unmarshal([]byte(out), &a); err != nil || a.AgentID != "0" || a.Owner != ownerAddr || a.Wallet != ownerAddr {
		t.Fatalf("agent register: %v %s", err, out)
	}
	setWallet := func(key int, wallet common.Address) {
		t.Helper()
		consent := filepath.Join(dir, fmt.Sprintf("consent-%d.json", key))
		// A consent signed by someone else than the wallet is refused by the registry.
		mustRun(t, []string{devKeyEnv(t, 7)}, args("agent", "wallet-consent", "--agent", "0", "--owner", ownerAddr.Hex(), "--out", consent+".bad")...)
		var bad walletConsent
		if err := readJSONFile(consent+".bad", &bad); err != nil {
			t.Fatal(err)
		}
		bad.Wallet = wallet
		if err := writeJSONFile(consent+".bad", bad); err != nil {
			t.Fatal(err)
		}
		wantFail(t, 1, []string{"InvalidWalletSignature"}, []string{owner}, args("agent", "set-wallet", "--consent", consent+".bad")...)
		mustRun(t, []string{devKeyEnv(t, key)}, args("agent", "wallet-consent", "--agent", "0", "--owner", ownerAddr.Hex(), "--out", consent)...)
		mustRun(t, []string{owner}, args("agent", "set-wallet", "--consent", consent)...)
		if show := mustRun(t, nil, args("agent", "show", "0")...); !strings.Contains(show, wallet.Hex()) {
			t.Fatalf("agent show after set-wallet:\n%s", show)
		}
	}
	setWallet(5, w1)

	ctx := context.Background()
	eth, err := node.Dial(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer eth.Close()
	clientAddr := crypto.PubkeyToAddress(mustKey(t, 0).PublicKey)

	// Refusals before anything is signed: nothing moves, no job is created.
	before := tokenBalance(t, eth, dep.Token, clientAddr)
	unknown := agreementWithProvider(t, dir, "unknown.json", map[string]any{"identity": map[string]any{"scheme": "erc8004", "value": "99"}})
	wantFail(t, 1, []string{"parties.provider", `erc8004 identity "99"`, "no such agent"}, []string{client}, args("job", "create", "--agreement", unknown, "--fund")...)
	otherChain := agreementWithProvider(t, dir, "other.json", map[string]any{"identity": map[string]any{"scheme": "erc8004", "value": "eip155:8453:" + dep.IdentityRegistry.Hex() + ":0"}})
	wantFail(t, 1, []string{"registered on chain 8453"}, []string{client}, args("job", "create", "--agreement", otherChain, "--fund")...)
	coc := agreementWithProvider(t, dir, "coc.json", map[string]any{"identity": map[string]any{"scheme": "coc", "value": "sha256:abc"}})
	wantFail(t, 1, []string{"parties.provider", `identity scheme "coc"`, `add "wallet"`}, []string{client}, args("job", "create", "--agreement", coc, "--fund")...)
	// Spoofed A2A card: its wallet field is unsigned; a card naming its ERC-8004 registration resolves.
	attacker := crypto.PubkeyToAddress(mustKey(t, 8).PublicKey)
	var signedCard atomic.Value // []byte, set once the server's URL is known
	cards := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		switch r.URL.Path {
		case "/spoofed.json":
			fmt.Fprintf(w, `{"name":"Beta","url":"https://beta.example","wallet":%q,"payment":{"address":%q}}`, attacker.Hex(), attacker.Hex())
		case "/registered.json":
			fmt.Fprintf(w, `{"name":"Beta","wallet":%q,"registrations":[{"agentId":0,"agentRegistry":"eip155:%d:%s"}]}`, attacker.Hex(), node.ChainID(), dep.IdentityRegistry.Hex())
		case "/signed.json":
			card, _ := signedCard.Load().([]byte)
			_, _ = w.Write(card)
		default:
			http.NotFound(w, r)
		}
	}))
	defer cards.Close()
	// A card signed by its wallet (a fresh key, ES256K, kid did:pkh:eip155:31337:<wallet>), its interface at
	// the card server's host.
	cardKey, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	cardSigner := crypto.PubkeyToAddress(cardKey.PublicKey)
	card, err := erc8004.SignCard([]byte(fmt.Sprintf(`{"name":"Gamma","description":"signed","version":"1","supportedInterfaces":[{"url":%q,"protocolBinding":"JSONRPC","protocolVersion":"1.0"}],"wallet":%q}`,
		cards.URL+"/a2a", attacker.Hex())), cardKey, node.ChainID().Uint64())
	if err != nil {
		t.Fatal(err)
	}
	signedCard.Store(card)
	// Cards are fetched through the egress policy: the loopback card server only with the allow-list.
	allowCards := "ASA_CARDS_ALLOW=127.0.0.1"
	spoofed := agreementWithProvider(t, dir, "spoofed.json", map[string]any{"identity": map[string]any{"scheme": "a2a", "value": cards.URL + "/spoofed.json"}})
	wantFail(t, 1, []string{"parties.provider", "egress refused", "loopback"}, []string{client}, args("job", "create", "--agreement", spoofed, "--fund")...)
	wantFail(t, 1, []string{"parties.provider", "names no ERC-8004 registration", "unsigned and never paid"}, []string{client, allowCards}, args("job", "create", "--agreement", spoofed, "--fund")...)
	if got := tokenBalance(t, eth, dep.Token, clientAddr); got.Cmp(before) != 0 {
		t.Fatalf("a refused job moved the client's money: %s -> %s", before, got)
	}
	esc, err := asaclient.Open(ctx, eth, dep.Escrow)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := esc.Job(ctx, big.NewInt(1)); err == nil {
		t.Fatal("a refused agreement created a job")
	}

	// Hired by agent id: the job pays w1, the wallet at creation.
	byID := agreementWithProvider(t, dir, "byid.json", map[string]any{"identity": map[string]any{"scheme": "erc8004", "value": "0"}, "display_name": "Agent Beta (ERC-8004 agent 0)"})
	// asa agreement check given the chain resolves the agent now (offline it says "resolved at creation").
	check := mustRun(t, nil, args("agreement", "check", byID)...)
	if !strings.Contains(check, "parties.provider  erc8004 0  agent 0 in "+dep.IdentityRegistry.Hex()+": agentWallet "+w1.Hex()) {
		t.Fatalf("agreement check --rpc of the agent-id agreement:\n%s", check)
	}
	wantFail(t, 1, []string{"parties.provider", "no such agent"}, nil, args("agreement", "check", unknown)...)
	out = mustRun(t, []string{client}, args("job", "create", "--agreement", byID, "--fund", "--daemon", daemonURL, "--json")...)
	var created struct {
		DaemonError string         `json:"daemonAgreementError"`
		JobID       string         `json:"jobId"`
		Provider    common.Address `json:"provider"`
		Agents      []struct {
			Path, Scheme, Ref, AgentID string
			Wallet                     common.Address
		} `json:"agents"`
	}
	if err := json.Unmarshal([]byte(out), &created); err != nil || created.JobID != "1" || created.Provider != w1 || len(created.Agents) != 1 ||
		created.Agents[0].Path != "parties.provider" || created.Agents[0].AgentID != "0" || created.Agents[0].Wallet != w1 {
		t.Fatalf("job create by agent id: %v\n%s", err, out)
	}
	job, err := esc.Job(ctx, big.NewInt(1))
	if err != nil || job.View.Provider != w1 {
		t.Fatalf("on-chain provider of job 1: %v %+v", err, job)
	}
	// The daemon resolved the agent at the job's creation block, recorded it, and shows it in the job view.
	if created.DaemonError != "" {
		t.Fatalf("the daemon refused the agreement: %s", created.DaemonError)
	}
	var view struct {
		Provider common.Address
		Agents   []struct {
			Path, AgentID string
			Wallet        common.Address
		}
	}
	resp, err := http.Get(daemonURL + "/v1/jobs/1")
	if err != nil {
		t.Fatal(err)
	}
	err = json.NewDecoder(resp.Body).Decode(&view)
	resp.Body.Close()
	// How the document named its parties is the document's: an outsider of this parties_and_reputation
	// job sees the provider's address (public on chain), not its agent id.
	if err != nil || view.Provider != w1 || len(view.Agents) != 0 {
		t.Fatalf("daemon job view to an outsider: %v %+v (want the provider, no agents)", err, view)
	}
	party := &asaclient.Daemon{BaseURL: daemonURL}
	if err := party.SignIn(ctx, signer.FromKey(mustKey(t, 0))); err != nil {
		t.Fatal(err)
	}
	seen, err := party.Job(ctx, big.NewInt(1))
	if err != nil || seen.Provider != w1 || len(seen.Agents) != 1 || seen.Agents[0].AgentID != "0" || seen.Agents[0].Path != "parties.provider" || seen.Agents[0].Wallet != w1 {
		t.Fatalf("daemon job view to the client: %v %+v", err, seen)
	}
	// The card naming its registration resolves to the same agent (and ignores its unsigned wallet field).
	viaCard := agreementWithProvider(t, dir, "card.json", map[string]any{"identity": map[string]any{"scheme": "a2a", "value": cards.URL + "/registered.json"}})
	out = mustRun(t, []string{client, allowCards}, args("job", "create", "--agreement", viaCard, "--json")...)
	if err := json.Unmarshal([]byte(out), &created); err != nil || created.Provider != w1 {
		t.Fatalf("job create by A2A card: %v\n%s", err, out)
	}

	// A job that waits for the provider's acceptance (with collateral), created while the agent pays w1.
	collat := exampleWithProvider(t, "agreement-collateral.json", dir, "collateral.json", map[string]any{"identity": map[string]any{"scheme": "erc8004", "value": "0"}})
	out = mustRun(t, []string{client}, args("job", "create", "--agreement", collat, "--fund", "--json")...)
	if err := json.Unmarshal([]byte(out), &created); err != nil || created.JobID != "3" || created.Provider != w1 {
		t.Fatalf("job create of the collateral agreement by agent id: %v\n%s", err, out)
	}

	// The signed card resolves to its signer, not to the card's unsigned wallet field.
	viaSigned := agreementWithProvider(t, dir, "signed.json", map[string]any{"identity": map[string]any{"scheme": "a2a", "value": cards.URL + "/signed.json"}})
	out = mustRun(t, []string{client, allowCards}, args("job", "create", "--agreement", viaSigned, "--json")...)
	var bySig struct {
		Provider common.Address `json:"provider"`
		Agents   []struct{ Proof string }
	}
	if err := json.Unmarshal([]byte(out), &bySig); err != nil || bySig.Provider != cardSigner || len(bySig.Agents) != 1 || bySig.Agents[0].Proof != "card-signature" {
		t.Fatalf("job create by a signed A2A card: %v\n%s", err, out)
	}

	// The owner moves the registry's wallet after funding: job 1 still pays w1.
	setWallet(6, w2)
	// w1 accepts job 3 against the document: the check resolves the agent at the job's creation block (w1),
	// not the registry's wallet now (w2).
	mustRun(t, []string{devKeyEnv(t, 5)}, args("job", "accept", "--job", "3", "--agreement", collat)...)
	// Job 1's agreement asks for the provider's acceptance too (the default): w1 accepts it the same way.
	mustRun(t, []string{devKeyEnv(t, 5)}, args("job", "accept", "--job", "1", "--agreement", byID)...)
	delivery := filepath.Join(dir, "report.md")
	content := []byte("# report\n")
	if err := os.WriteFile(delivery, content, 0o644); err != nil {
		t.Fatal(err)
	}
	wantFail(t, 1, []string{"provider is " + w1.Hex()}, []string{devKeyEnv(t, 6)}, args("job", "submit", "--job", "1", "--file", delivery)...)
	mustRun(t, []string{devKeyEnv(t, 5)}, args("job", "submit", "--job", "1", "--file", delivery)...)
	sum := sha256.Sum256(content)
	verdict := verdictFile(t, dir, "verdict.json", "sha256:"+hex.EncodeToString(sum[:]))
	doc, err := os.ReadFile(verdict)
	if err != nil {
		t.Fatal(err)
	}
	now, err := esc.HeadTime(ctx)
	if err != nil {
		t.Fatal(err)
	}
	// The owner clears the agent's wallet: the registry resolves agent 0 to no wallet now, but the evaluator's
	// check of its result against job 1's agreement resolves the parties at the job's creation block (before,
	// at the latest block: "the agent has no agentWallet", nothing signed).
	unset := bind.NewKeyedTransactor(mustKey(t, 1), node.ChainID())
	if tx, err := bind.NewBoundContract(dep.IdentityRegistry, abi.ABI{}, eth, eth, eth).RawTransact(unset, bindings.NewIdentityRegistry().PackUnsetAgentWallet(big.NewInt(0))); err != nil {
		t.Fatal(err)
	} else if _, err := escrow.WaitSuccess(ctx, eth, tx); err != nil {
		t.Fatal(err)
	}
	wantFail(t, 1, []string{"parties.provider", "agentWallet"}, nil, args("agreement", "check", byID)...)
	seed := filepath.Join("..", "..", "examples", "verification.json") // the example agreement's own result
	checked := filepath.Join(dir, "checked.json")
	mustRun(t, []string{devKeyEnv(t, 2)}, args("result", "sign", "--job", "1", "--result", seed, "--deliverable", delivery, "--agreement", byID, "--out", checked)...)
	if b, err := os.ReadFile(checked); err != nil || !strings.Contains(string(b), `"signature"`) {
		t.Fatalf("result sign --agreement after the agent's wallet was cleared: %v\n%s", err, b)
	}
	setWallet(6, w2) // back as it was, for what follows
	signed, err := esc.SignResult(ctx, signer.FromKey(mustKey(t, 2)), big.NewInt(1), doc, asaclient.ResultOptions{Deadline: uint64(now.Unix()) + 3600})
	if err != nil {
		t.Fatal(err)
	}
	data, err := onchain.SubmitResult(signed.Result, crypto.PubkeyToAddress(mustKey(t, 2).PublicKey), common.FromHex(signed.Body.Signature))
	if err != nil {
		t.Fatal(err)
	}
	relay := bind.NewKeyedTransactor(mustKey(t, 7), node.ChainID())
	tx, err := bind.NewBoundContract(dep.Escrow, abi.ABI{}, eth, eth, eth).RawTransact(relay, data)
	if err != nil {
		t.Fatal(escrow.Describe(err, ""))
	}
	if _, err := escrow.WaitSuccess(ctx, eth, tx); err != nil {
		t.Fatal(err)
	}
	w1Before, w2Before := tokenBalance(t, eth, dep.Token, w1), tokenBalance(t, eth, dep.Token, w2)
	eventually(t, 20*time.Second, "the daemon to index the verified job", func() bool {
		resp, err := http.Get(daemonURL + "/v1/jobs/1")
		if err != nil {
			return false
		}
		defer resp.Body.Close()
		var v struct{ Status string }
		return json.NewDecoder(resp.Body).Decode(&v) == nil && v.Status == "Verified"
	})
	// SIGKILL the daemon, and settle the job while it is down: the daemon learns of the settlement only
	// after its restart, and must post the feedback then.
	kill(d)
	if err := node.RPC().CallContext(ctx, nil, "evm_increaseTime", 7201); err != nil {
		t.Fatal(err)
	}
	if err := node.Mine(ctx, 1); err != nil {
		t.Fatal(err)
	}
	if _, err := esc.Finalize(ctx, signer.FromKey(mustKey(t, 7)), big.NewInt(1)); err != nil {
		t.Fatal(err)
	}
	// Restarted with the chain not mining: the feedback transaction is signed and journaled, and the
	// daemon is SIGKILLed again while it sits in the pool.
	if err := node.SetAutomine(ctx, false); err != nil {
		t.Fatal(err)
	}
	d = startDaemon()
	eventually(t, 30*time.Second, "the feedback transaction to be journaled", func() bool {
		if feedbackAttempts(t, dbFile) > 0 {
			return true
		}
		return false
	})
	kill(d)
	if err := node.SetAutomine(ctx, true); err != nil {
		t.Fatal(err)
	}
	if err := node.Mine(ctx, 1); err != nil {
		t.Fatal(err)
	}
	d = startDaemon()
	rep := bindings.NewReputationRegistry()
	daemonAddr := crypto.PubkeyToAddress(mustKey(t, 8).PublicKey)
	repC := rep.Instance(eth, dep.ReputationRegistry)
	lastIndex := func() uint64 {
		n, err := bind.Call(repC, nil, rep.PackGetLastIndex(big.NewInt(0), daemonAddr), rep.UnpackGetLastIndex)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	eventually(t, 30*time.Second, "the feedback in the Reputation Registry", func() bool { return lastIndex() > 0 })
	// Once, and checkable against the escrow: the value is the job's score, tagged with its service type.
	if err := node.Mine(ctx, 3); err != nil {
		t.Fatal(err)
	}
	time.Sleep(2 * time.Second) // ticks of the restarted daemon, which must not post it again
	if n := lastIndex(); n != 1 {
		t.Fatalf("%d feedbacks from the daemon, want exactly 1", n)
	}
	fb, err := bind.Call(repC, nil, rep.PackReadFeedback(big.NewInt(0), daemonAddr, 1), rep.UnpackReadFeedback)
	if err != nil {
		t.Fatal(err)
	}
	settled, err := esc.Job(ctx, big.NewInt(1))
	if err != nil {
		t.Fatal(err)
	}
	if fb.Value.Int64() != int64(settled.View.Score) || fb.ValueDecimals != 2 || fb.Tag1 != "research_synthesis" || fb.Tag2 != "asa-escrow" || fb.IsRevoked {
		t.Fatalf("feedback %+v, want the job's score %d (2 decimals) tagged research_synthesis/asa-escrow", fb, settled.View.Score)
	}
	summary, err := bind.Call(repC, nil, rep.PackGetSummary(big.NewInt(0), []common.Address{daemonAddr}, "", ""), rep.UnpackGetSummary)
	if err != nil || summary.Count != 1 {
		t.Fatalf("registry summary over the daemon's feedback: %v %+v", err, summary)
	}

	// GET /v1/reputation/{agentId}: the escrow's figures for each wallet the agent was paid at, and the
	// registry's summaries, apart.
	var agentRep wire.AgentReputation
	eventually(t, 20*time.Second, "the agent's reputation", func() bool {
		resp, err := http.Get(daemonURL + "/v1/reputation/0")
		if err != nil {
			return false
		}
		defer resp.Body.Close()
		return resp.StatusCode == http.StatusOK && json.NewDecoder(resp.Body).Decode(&agentRep) == nil
	})
	wantAvg := fmt.Sprintf("%d.%02d", settled.View.Score/100, settled.View.Score%100)
	if agentRep.AgentID != "0" || agentRep.AgentWallet != w2 || len(agentRep.Escrow.Wallets) != 2 || agentRep.Escrow.Wallets[1] != w1 ||
		len(agentRep.Escrow.Answers) != 2 || !strings.Contains(strings.ToLower(string(agentRep.Escrow.Answers[1])), strings.ToLower(w1.Hex())) ||
		agentRep.Registry == nil || agentRep.Registry.ThisDaemon.Count != 1 || agentRep.Registry.ThisDaemon.Average != wantAvg || agentRep.Registry.AllClients.Count != 1 {
		t.Fatalf("GET /v1/reputation/0: %+v (escrow %+v, registry %+v), want average %s", agentRep, agentRep.Escrow.Error, agentRep.Registry, wantAvg)
	}
	if resp, err := http.Get(daemonURL + "/v1/reputation/77"); err != nil || resp.StatusCode != http.StatusNotFound {
		t.Fatalf("reputation of an unknown agent: %v %v", err, resp)
	}
	// Each answer reads the registries on chain: per client they are bounded (agentReads, 60/1m by
	// default), past it 429 with Retry-After before any chain read.
	limited := false
	for i := 0; i < 70 && !limited; i++ {
		resp, err := http.Get(daemonURL + "/v1/reputation/77")
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		limited = resp.StatusCode == http.StatusTooManyRequests && resp.Header.Get("Retry-After") != ""
	}
	if !limited {
		t.Fatal("70 agent reputation reads in a row from one client were all answered (want 429 past the agentReads quota)")
	}
	// An id that is no uint256 (2^256, which ABI packing would wrap to agent 0) or not in canonical form is
	// refused, never answered as another agent.
	for _, bad := range []string{new(big.Int).Lsh(big.NewInt(1), 256).String(), "00"} {
		if resp, err := http.Get(daemonURL + "/v1/reputation/" + bad); err != nil || resp.StatusCode != http.StatusBadRequest {
			t.Fatalf("reputation of agent id %s: %v %v (want 400)", bad, err, resp)
		}
	}
	paid := new(big.Int).Sub(tokenBalance(t, eth, dep.Token, w1), w1Before)
	if paid.Sign() <= 0 {
		t.Fatalf("the wallet of creation %s was paid %s", w1, paid)
	}
	if got := tokenBalance(t, eth, dep.Token, w2); got.Cmp(w2Before) != 0 {
		t.Fatalf("the registry's new wallet %s received %s: the funded job was redirected", w2, new(big.Int).Sub(got, w2Before))
	}

	// Validation Registry: the agent's owner asks job 1's evaluator (key 2) to validate the job; only that
	// evaluator answers, from its signed result.
	evaluator := crypto.PubkeyToAddress(mustKey(t, 2).PublicKey)
	wantFail(t, 1, []string{"NotAgentOperator"}, []string{devKeyEnv(t, 7)}, args("agent", "validation-request", "--agent", "0", "--validator", evaluator.Hex(), "--job", "1", "--agreement", byID)...)
	wantFail(t, 1, []string{"is not an evaluator of job 1"}, []string{owner}, args("agent", "validation-request", "--agent", "0", "--validator", w2.Hex(), "--job", "1", "--agreement", byID)...)
	mustRun(t, []string{owner}, args("agent", "validation-request", "--agent", "0", "--validator", evaluator.Hex(), "--job", "1", "--agreement", byID)...)
	reqHash := erc8004.ValidationRequestHash(node.ChainID().Uint64(), dep.Escrow, big.NewInt(1), evaluator)
	st, err := erc8004.ReadValidation(ctx, eth, dep.ValidationRegistry, reqHash)
	if err != nil || st.Validator != evaluator || st.AgentID != "0" || st.LastUpdate == 0 {
		t.Fatalf("the validation request on chain: %v %+v", err, st)
	}
	// Someone else than the named validator is refused by the registry.
	err = erc8004.RespondValidation(ctx, eth, bind.NewKeyedTransactor(mustKey(t, 7), node.ChainID()), dep.ValidationRegistry, reqHash, 100, "", common.Hash{}, "")
	if err == nil || !strings.Contains(err.Error(), "NotValidator") {
		t.Fatalf("a response by a validator the request does not name: %v", err)
	}
	bodyFile := filepath.Join(dir, "result-body.json")
	if err := writeJSONFile(bodyFile, signed.Body); err != nil {
		t.Fatal(err)
	}
	// Another evaluator's tool cannot answer with this result: it is not its own.
	wantFail(t, 1, []string{"answer with your own signed result"}, []string{devKeyEnv(t, 3)}, args("agent", "validation-respond", "--job", "1", "--body", bodyFile, "--agreement", byID)...)
	mustRun(t, []string{devKeyEnv(t, 2)}, args("agent", "validation-respond", "--job", "1", "--body", bodyFile, "--agreement", byID)...)
	wantScore := erc8004.ResponseScore(signed.Result.Score)
	st, err = erc8004.ReadValidation(ctx, eth, dep.ValidationRegistry, reqHash)
	if err != nil || st.Response != wantScore || st.ResponseHash != signed.Digest || st.Tag != "research_synthesis" {
		t.Fatalf("the validation response on chain: %v %+v, want %d for result %s", err, st, wantScore, signed.Digest.Hex())
	}
	count, avg, err := erc8004.ValidationSummary(ctx, eth, dep.ValidationRegistry, big.NewInt(0), []common.Address{evaluator}, "")
	if err != nil || count != 1 || avg != wantScore {
		t.Fatalf("validation summary: %v count %d average %d, want 1 and %d", err, count, avg, wantScore)
	}
	// A parties-only agreement writes nothing public: its job's validation is refused before anything is sent.
	var private map[string]any
	if err := readJSONFile(byID, &private); err != nil {
		t.Fatal(err)
	}
	private["verification"].(map[string]any)["visibility"] = "parties"
	privateFile := filepath.Join(dir, "private.json")
	if err := writeJSONFile(privateFile, private); err != nil {
		t.Fatal(err)
	}
	out = mustRun(t, []string{client}, args("job", "create", "--agreement", privateFile, "--json")...)
	if err := json.Unmarshal([]byte(out), &created); err != nil {
		t.Fatal(err)
	}
	wantFail(t, 1, []string{"parties-only"}, []string{owner}, args("agent", "validation-request", "--agent", "0", "--validator", evaluator.Hex(), "--job", created.JobID, "--agreement", privateFile)...)
}
