package web_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/erc8004"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

// repoRoot is where node_modules and .artifacts live, seen from this package.
const repoRoot = "../.."

// chromiumPath finds Debian's Chromium; make test installs it (apt-get) when it can.
func chromiumPath() string {
	if p := os.Getenv("CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// The job page in a real browser during a real scenario: anvil, the escrow, the daemon, and a job that an
// agent drives with the public client. Headless Chromium loads the page while the job is in flight, sees it
// Verified, and (after the chain's clock passes the challenge window and the daemon settles it) sees it
// Completed with its timeline and payouts, without a request to any other origin or a script error. The
// screenshot is kept in .artifacts/job-page.png.
func TestJobPageInChromium(t *testing.T) {
	chromium := chromiumPath()
	if chromium == "" {
		t.Skip("Chromium is not installed (Debian packages chromium and chromium-driver; make test installs them with apt-get where it can): skipping the browser test")
	}
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed: skipping the browser test")
	}
	if _, err := os.Stat(filepath.Join(repoRoot, "node_modules", "playwright-core")); err != nil {
		t.Fatalf("playwright-core is missing from node_modules (run make deps): %v", err)
	}
	ctx := context.Background()
	chain, err := anvil.Start(ctx, anvil.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = chain.Stop() })
	eth, err := chain.Dial(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(eth.Close)
	key := func(i int) *signer.Key {
		k, err := anvil.DevKey(i)
		if err != nil {
			t.Fatal(err)
		}
		return signer.FromKey(k)
	}
	deployer := bind.NewKeyedTransactor(key(9).PrivateKey(), chain.ChainID())
	token, _, err := escrow.DeployDevToken(ctx, eth, deployer, escrow.DefaultDevToken)
	if err != nil {
		t.Fatal(err)
	}
	escrowAddr, rcpt, err := escrow.DeployEscrow(ctx, eth, deployer, token)
	if err != nil {
		t.Fatal(err)
	}
	if err := escrow.MintDevToken(ctx, eth, deployer, token, big.NewInt(100_000_000), key(0).Address()); err != nil {
		t.Fatal(err)
	}
	// The provider is an ERC-8004 agent, hired by its agent id: the page shows the id next to its address.
	regs, err := erc8004.Deploy(ctx, eth, deployer)
	if err != nil {
		t.Fatal(err)
	}
	agentID, err := erc8004.Register(ctx, eth, bind.NewKeyedTransactor(key(1).PrivateKey(), chain.ChainID()), regs.Identity, "")
	if err != nil {
		t.Fatal(err)
	}

	cfg := daemon.DefaultConfig()
	cfg.RPC, cfg.Escrow, cfg.StartBlock, cfg.DB, cfg.Listen = chain.URL(), escrowAddr.Hex(), rcpt.BlockNumber.Uint64(), filepath.Join(t.TempDir(), "asa.db"), "127.0.0.1:0"
	cfg.PollInterval, cfg.TickInterval = daemon.Duration(200*time.Millisecond), daemon.Duration(200*time.Millisecond)
	// A dev chain has no explorer of its own: configure one, as an operator of a private chain would.
	const explorer = "https://explorer.example"
	cfg.ExplorerURL = explorer + "/"
	cfg.IdentityRegistry = regs.Identity.Hex()
	svc, err := daemon.New(ctx, cfg, daemon.Options{Key: key(8), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	if err := svc.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = svc.Stop(context.Background()) })
	url := "http://" + svc.Addr()

	// The agents' side, through the public client: create and fund the example job, deliver, sign, post.
	esc, err := asaclient.Open(ctx, eth, escrowAddr)
	if err != nil {
		t.Fatal(err)
	}
	read := func(name string) []byte {
		data, err := os.ReadFile(filepath.Join(repoRoot, "examples", name))
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	now, err := esc.HeadTime(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var agreement map[string]any
	if err := json.Unmarshal(read("agreement.json"), &agreement); err != nil {
		t.Fatal(err)
	}
	agreement["parties"].(map[string]any)["provider"] = map[string]any{"identity": map[string]any{"scheme": "erc8004", "value": agentID.String()}}
	doc, err := json.Marshal(agreement)
	if err != nil {
		t.Fatal(err)
	}
	agents, err := settlement.ResolveAgents(ctx, doc, erc8004.PartyResolver{Agents: erc8004.ChainResolver{Caller: eth}, ChainID: esc.ChainID().Uint64(), Registry: regs.Identity})
	if err != nil {
		t.Fatal(err)
	}
	plan, err := settlement.ParseAgreement(doc, settlement.AgreementOptions{Now: now, ChainID: esc.ChainID().Uint64(), Agents: agents})
	if err != nil {
		t.Fatal(err)
	}
	// More jobs than one page of the list holds (25), created first: the example job heads page 1, and
	// the page's pager reaches the oldest on page 2.
	if err := escrow.MintDevToken(ctx, eth, deployer, token, big.NewInt(200_000_000), key(0).Address()); err != nil {
		t.Fatal(err)
	}
	fillers := make([]*settlement.JobPlan, 25)
	for i := range fillers {
		fillers[i] = plan
	}
	if _, err := esc.CreateAndFundJobs(ctx, key(0), fillers, asaclient.CreateOptions{}); err != nil {
		t.Fatal(err)
	}
	// The example job, which asks for its provider's acceptance (the default): the provider signs it and the
	// client relays it while creating and funding the job, which starts Funded.
	created, err := esc.CreateAgreedJob(ctx, key(0), plan, esc.ProviderKey(key(1)), asaclient.AgreedJobOptions{})
	if err != nil {
		t.Fatal(err)
	}

	// The client gives the daemon the agreement document: its visibility (parties_and_reputation) keeps the
	// results and the timeline to the job's parties.
	api := &asaclient.Daemon{BaseURL: url}
	deadline := time.Now().Add(30 * time.Second)
	for {
		_, err := api.RegisterAgreement(ctx, created.JobID, doc)
		if err == nil {
			break
		}
		if !asaclient.IsCode(err, wire.CodeUnknownJob) || time.Now().After(deadline) {
			t.Fatal(err)
		}
		time.Sleep(100 * time.Millisecond)
	}
	// The chain's clock runs an hour ahead of the wall clock (as after a warp, or on a chain whose blocks
	// lag): the page must count the deadlines by the chain's.
	_, warped, err := anvil.Warp(ctx, chain.RPC(), time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	expiredAt := int64(plan.ExpiredAt)

	// The browser opens the page now, while the job is Funded, first as nobody, then signs in with its
	// wallet (the client's dev key behind an injected EIP-1193 provider) and follows the job from there.
	shots := filepath.Join(repoRoot, ".artifacts")
	if err := os.MkdirAll(shots, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"job-page.png", "job-page-anonymous.png"} {
		_ = os.Remove(filepath.Join(shots, name))
	}
	browserCtx, cancel := context.WithTimeout(ctx, 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(browserCtx, node, filepath.Join("testdata", "job_page.mjs"), url, created.JobID.String(), shots, chain.ChainID().String())
	cmd.Env = append(os.Environ(), "CHROMIUM="+chromium, "DEV_KEY="+hexutil.Encode(crypto.FromECDSA(key(0).PrivateKey())))
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan string, 16)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(stdout)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			lines <- sc.Text()
		}
	}()

	// The agents deliver and the evaluator posts its result once the page is signed in.
	deliver := func() {
		report := read("report.md")
		deliverable, _ := settlement.ParseContentHash(settlement.ContentHash(report))
		if _, err := esc.Submit(ctx, key(1), created.JobID, deliverable); err != nil {
			t.Fatal(err)
		}
		verdict, err := asaclient.BindDeliverable(read("verification.json"), report)
		if err != nil {
			t.Fatal(err)
		}
		signed, err := esc.SignResult(ctx, key(2), created.JobID, verdict, asaclient.ResultOptions{Deadline: uint64(now.Add(24 * time.Hour).Unix())})
		if err != nil {
			t.Fatal(err)
		}
		body, err := json.Marshal(signed.Body)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := (&asaclient.Daemon{BaseURL: url}).PostResult(ctx, body); err != nil {
			t.Fatal(err)
		}
	}

	var done string
	for line := range lines {
		t.Log(line)
		switch {
		case strings.HasPrefix(line, "ANON "):
			checkAnonymous(t, strings.TrimPrefix(line, "ANON "), plan, expiredAt, warped)
		case strings.HasPrefix(line, "SIGNED "):
			checkSignedIn(t, strings.TrimPrefix(line, "SIGNED "), key(0).Address())
			deliver()
		case line == "SEEN Verified":
			// The page shows the challenge window open: move the chain's clock past it; the daemon settles.
			if _, _, err := anvil.Warp(ctx, chain.RPC(), 2*time.Hour+time.Minute); err != nil {
				t.Fatal(err)
			}
		case strings.HasPrefix(line, "DONE "):
			done = strings.TrimPrefix(line, "DONE ")
		}
	}
	if err := cmd.Wait(); err != nil || done == "" {
		t.Fatalf("the browser run failed: %v\n%s", err, stderr.String())
	}
	var seen struct {
		State, Payouts, Settled, ListRow string
		Price, Summary, Next             string
		VerifiedNext                     string
		FilteredOut                      bool
		ClientLink                       string
		Pages                            [][]string
		Events, Results, Failures        []string
		TxLinks                          []string
	}
	if err := json.Unmarshal([]byte(done), &seen); err != nil {
		t.Fatal(err)
	}
	if want := strings.ToLower(key(1).Address().Hex() + " (ERC-8004 agent " + agentID.String() + ")"); !strings.Contains(strings.ToLower(seen.Summary), want) {
		t.Errorf("the job page does not show the provider's agent id (%q): %q", want, seen.Summary)
	}
	if seen.State != "Completed" || !strings.Contains(seen.ListRow, "Completed") || !strings.Contains(seen.ListRow, "5.000000") {
		t.Errorf("the page does not show the job Completed: state %q, list row %q", seen.State, seen.ListRow)
	}
	if !strings.Contains(seen.Payouts, "provider 4.250000 USDC") || !strings.Contains(seen.Payouts, "client 0.750000 USDC") {
		t.Errorf("payouts on screen: %q", seen.Payouts)
	}
	if !strings.Contains(seen.Settled, "release=85.00%") || !strings.Contains(seen.Settled, "providerAmount=4.250000") {
		t.Errorf("JobSettled row on screen: %q", seen.Settled)
	}
	for _, want := range []string{"JobCreated", "JobFunded", "JobSubmitted", "ResultAccepted", "JobVerified", "JobSettled"} {
		if !strings.Contains(strings.Join(seen.Events, " "), want) {
			t.Errorf("timeline on screen lacks %s: %v", want, seen.Events)
		}
	}
	if len(seen.Results) != 1 || !strings.Contains(seen.Results[0], "86.10") {
		t.Errorf("results on screen: %v", seen.Results)
	}
	if !strings.Contains(seen.Price, "no price check") || !strings.Contains(seen.Summary, "visibility") {
		t.Errorf("the page lacks the price check or the visibility: price %q, summary %q", seen.Price, seen.Summary)
	}
	if !strings.Contains(seen.VerifiedNext, "anyone finalizes after the challenge window") || !strings.Contains(seen.Next, "nobody (the job is settled)") {
		t.Errorf("who acts next: %q when Verified, %q when Completed", seen.VerifiedNext, seen.Next)
	}
	// Every transaction of the timeline links to the configured explorer, and so do the parties.
	if len(seen.TxLinks) != len(seen.Events) {
		t.Errorf("%d transaction links for %d events", len(seen.TxLinks), len(seen.Events))
	}
	for _, l := range seen.TxLinks {
		if !strings.HasPrefix(l, explorer+"/tx/0x") || len(l) != len(explorer+"/tx/")+66 {
			t.Errorf("transaction link %q", l)
		}
	}
	if !strings.EqualFold(seen.ClientLink, explorer+"/address/"+key(0).Address().Hex()) {
		t.Errorf("client link %q", seen.ClientLink)
	}
	// Paging: 25 jobs on page 1, headed by the example job; the oldest (job 1) alone on page 2; back again.
	if len(seen.Pages) != 3 || len(seen.Pages[0]) != 25 || seen.Pages[0][0] != created.JobID.String() ||
		strings.Join(seen.Pages[1], " ") != "1" || strings.Join(seen.Pages[2], " ") != strings.Join(seen.Pages[0], " ") {
		t.Errorf("pages through the list: %v", seen.Pages)
	}
	if !seen.FilteredOut {
		t.Error("the state filter did not leave the job out")
	}
	if len(seen.Failures) > 0 {
		t.Errorf("the page misbehaved: %v", seen.Failures)
	}
	for _, name := range []string{"job-page.png", "job-page-anonymous.png"} {
		if st, err := os.Stat(filepath.Join(shots, name)); err != nil || st.Size() < 20_000 {
			t.Errorf("no screenshot of the page's content at %s: %v", name, err)
		}
	}
}

// checkAnonymous checks what the page showed a viewer who is not signed in: the job's parties including
// its evaluators, the delivery deadline counted by the chain's clock (an hour ahead of the wall clock), who
// acts next, a way to sign in, and the results and timeline withheld by the agreement's visibility.
func checkAnonymous(t *testing.T, line string, plan *settlement.JobPlan, expiredAt int64, head time.Time) {
	t.Helper()
	var anon struct {
		ListRow, Summary, Evaluators, DeliverBy, Next, Who, Withheld, Results string
		Left, HeadTime                                                        int64
		Events                                                                []string
		SignInShown                                                           bool
		BodyText                                                              int
	}
	if err := json.Unmarshal([]byte(line), &anon); err != nil {
		t.Fatal(err)
	}
	for _, a := range []common.Address{plan.Client, plan.Provider} {
		if !strings.Contains(strings.ToLower(anon.Summary), strings.ToLower(a.Hex())) {
			t.Errorf("the anonymous view lacks party %s: %q", a.Hex(), anon.Summary)
		}
	}
	if len(plan.Evaluators) == 0 {
		t.Fatal("the example agreement names no evaluator")
	}
	for _, e := range plan.Evaluators {
		if !strings.Contains(strings.ToLower(anon.Evaluators), strings.ToLower(e.Hex())) {
			t.Errorf("the anonymous view lacks evaluator %s: %q", e.Hex(), anon.Evaluators)
		}
	}
	if !strings.Contains(anon.ListRow, "Funded") || !strings.Contains(anon.ListRow, "provider delivers by") || !strings.Contains(anon.ListRow, "5.000000") ||
		!strings.Contains(anon.Next, "provider delivers by") {
		t.Errorf("list row %q, next %q", anon.ListRow, anon.Next)
	}
	// The countdown is expiredAt minus the chain's head time (the page counts from the head time the
	// daemon gives), which runs an hour ahead of the wall clock here.
	chainLeft, wallLeft := expiredAt-head.Unix(), expiredAt-time.Now().Unix()
	if anon.HeadTime < head.Unix() || anon.HeadTime > head.Unix()+120 || anon.Left != expiredAt-anon.HeadTime || anon.Left > chainLeft || chainLeft-anon.Left > 120 {
		t.Errorf("deliver-by countdown %d s from head %d, want %d s from the chain's head %d", anon.Left, anon.HeadTime, chainLeft, head.Unix())
	}
	if wallLeft-anon.Left < 3000 {
		t.Errorf("the countdown %d s follows the wall clock (%d s), not the chain's", anon.Left, wallLeft)
	}
	if !strings.Contains(anon.DeliverBy, "chain time") {
		t.Errorf("deliver by: %q", anon.DeliverBy)
	}
	if len(anon.Events) != 0 || !strings.Contains(anon.Results, "kept to the job's parties") || !strings.Contains(anon.Withheld, "results, timeline") ||
		!strings.Contains(anon.Withheld, "signing in with its wallet") || !anon.SignInShown || !strings.Contains(anon.Who, "not signed in") {
		t.Errorf("anonymous: events %v, results %q, withheld %q, sign-in shown %v, who %q", anon.Events, anon.Results, anon.Withheld, anon.SignInShown, anon.Who)
	}
	if anon.BodyText < 800 {
		t.Errorf("the anonymous page shows only %d characters", anon.BodyText)
	}
}

// checkSignedIn checks the page after its sign-in: the client's address, the timeline shown, nothing
// withheld, and the wallet asked for its account and a personal_sign.
func checkSignedIn(t *testing.T, line string, client common.Address) {
	t.Helper()
	var signed struct {
		Who, Summary, SignInError string
		Events, WalletCalls       []string
		WhoStates                 []string
		WithheldShown             bool
	}
	if err := json.Unmarshal([]byte(line), &signed); err != nil {
		t.Fatal(err)
	}
	// A list poll asked as nobody and answered after the sign-in (the script holds one across it) must not
	// show the page signed out again.
	for i, state := range signed.WhoStates {
		if state == "signed-in" && slices.Contains(signed.WhoStates[i:], "anonymous") {
			t.Errorf("the page went back to anonymous after the sign-in: states %v", signed.WhoStates)
			break
		}
	}
	short := strings.ToLower(client.Hex()[:6])
	if !strings.Contains(signed.Who, "signed in as") || !strings.Contains(strings.ToLower(signed.Who), short) || signed.SignInError != "" {
		t.Errorf("signed in: who %q, error %q", signed.Who, signed.SignInError)
	}
	if !strings.Contains(strings.Join(signed.Events, " "), "JobCreated") || !strings.Contains(strings.Join(signed.Events, " "), "JobFunded") || signed.WithheldShown {
		t.Errorf("signed in: timeline %v, withheld shown %v", signed.Events, signed.WithheldShown)
	}
	if strings.Join(signed.WalletCalls, " ") != "eth_requestAccounts personal_sign" {
		t.Errorf("wallet calls %v, want eth_requestAccounts then personal_sign", signed.WalletCalls)
	}
}
