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
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/erc8004"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/wallet"
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
	key := func(i int) *wallet.Key {
		k, err := anvil.DevKey(i)
		if err != nil {
			t.Fatal(err)
		}
		return &wallet.Key{Private: k, Address: crypto.PubkeyToAddress(k.PublicKey)}
	}
	deployer := bind.NewKeyedTransactor(key(9).Private, chain.ChainID())
	token, _, err := escrow.DeployDevToken(ctx, eth, deployer, escrow.DefaultDevToken)
	if err != nil {
		t.Fatal(err)
	}
	escrowAddr, rcpt, err := escrow.DeployEscrow(ctx, eth, deployer, token)
	if err != nil {
		t.Fatal(err)
	}
	if err := escrow.MintDevToken(ctx, eth, deployer, token, big.NewInt(100_000_000), key(0).Address); err != nil {
		t.Fatal(err)
	}
	// The provider is an ERC-8004 agent, hired by its agent id: the page shows the id next to its address.
	regs, err := erc8004.Deploy(ctx, eth, deployer)
	if err != nil {
		t.Fatal(err)
	}
	agentID, err := erc8004.Register(ctx, eth, bind.NewKeyedTransactor(key(1).Private, chain.ChainID()), regs.Identity, "")
	if err != nil {
		t.Fatal(err)
	}

	cfg := daemon.DefaultConfig()
	cfg.RPC, cfg.Escrow, cfg.StartBlock, cfg.DB, cfg.Listen = chain.URL(), escrowAddr.Hex(), rcpt.BlockNumber.Uint64(), filepath.Join(t.TempDir(), "asa.db"), "127.0.0.1:0"
	cfg.PollInterval, cfg.TickInterval = daemon.Duration(200*time.Millisecond), daemon.Duration(200*time.Millisecond)
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
	created, err := esc.CreateAndFundJob(ctx, key(0).Private, plan, true)
	if err != nil {
		t.Fatal(err)
	}

	// The client gives the daemon the agreement document (its visibility keeps results to the parties) and
	// signs in: the browser carries the client's session cookie, so the page shows the party's view.
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
	if err := api.SignIn(ctx, key(0).Private); err != nil {
		t.Fatal(err)
	}

	// The browser opens the page now, while the job is Funded, and follows it from there.
	shot := filepath.Join(repoRoot, ".artifacts", "job-page.png")
	if err := os.MkdirAll(filepath.Dir(shot), 0o755); err != nil {
		t.Fatal(err)
	}
	_ = os.Remove(shot)
	browserCtx, cancel := context.WithTimeout(ctx, 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(browserCtx, node, filepath.Join("testdata", "job_page.mjs"), url, created.JobID.String(), shot, api.Session)
	cmd.Env = append(os.Environ(), "CHROMIUM="+chromium)
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

	report := read("report.md")
	deliverable, _ := settlement.ParseContentHash(settlement.ContentHash(report))
	if _, err := esc.Submit(ctx, key(1).Private, created.JobID, deliverable); err != nil {
		t.Fatal(err)
	}
	verdict, err := asaclient.BindDeliverable(read("verification.json"), report)
	if err != nil {
		t.Fatal(err)
	}
	signed, err := esc.SignResult(ctx, key(2).Private, common.Address{}, created.JobID, verdict, big.NewInt(1), uint64(now.Add(24*time.Hour).Unix()))
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

	var done string
	for line := range lines {
		t.Log(line)
		switch {
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
		Price, Summary                   string
		Events, Results, Failures        []string
	}
	if err := json.Unmarshal([]byte(done), &seen); err != nil {
		t.Fatal(err)
	}
	if want := strings.ToLower(key(1).Address.Hex() + " (ERC-8004 agent " + agentID.String() + ")"); !strings.Contains(strings.ToLower(seen.Summary), want) {
		t.Errorf("the job page does not show the provider's agent id (%q): %q", want, seen.Summary)
	}
	if seen.State != "Completed" || !strings.Contains(seen.ListRow, "Completed") || !strings.Contains(seen.ListRow, "5.000000") {
		t.Errorf("the page does not show the job Completed: state %q, list row %q", seen.State, seen.ListRow)
	}
	if !strings.Contains(seen.Payouts, "provider 4.250000 USDC") || !strings.Contains(seen.Payouts, "client 0.750000 USDC") {
		t.Errorf("payouts on screen: %q", seen.Payouts)
	}
	if !strings.Contains(seen.Settled, "releaseBps=85.00") || !strings.Contains(seen.Settled, "providerAmount=4.250000") {
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
	if len(seen.Failures) > 0 {
		t.Errorf("the page misbehaved: %v", seen.Failures)
	}
	if st, err := os.Stat(shot); err != nil || st.Size() < 10_000 {
		t.Errorf("no screenshot at %s: %v", shot, err)
	}
}
