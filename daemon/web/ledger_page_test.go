package web_test

import (
	"bytes"
	"context"
	"encoding/json"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/daemon/paywall/paywalltest"
	"github.com/asa-escrow/asa/ledger/proofs"
	"github.com/asa-escrow/asa/signer"
)

// TestLedgerViewInChromium: a daemon operating a netted ledger shows it on the job page. The payer deposits by
// x402, the operator counts the deposit in an epoch it posts, and headless Chromium sees the ledger and its
// operator, the posted epoch, the payer's balance (the deposit less the registration fee) at the latest
// epoch, a clear line for an address with no account and a refusal of a malformed one, without a request to
// another origin or a script error. The screenshot is kept in .artifacts/ledger-page.png.
func TestLedgerViewInChromium(t *testing.T) {
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
	r := paywalltest.Start(t, paywalltest.Options{Ledger: true})
	const amount = 2_000_000
	if _, err := (&asaclient.Daemon{BaseURL: r.URL}).DepositLedgerX402(ctx, signer.FromKey(r.Payer.Key), asaclient.LedgerDeposit{
		Ledger: r.Ledger, Token: r.Dep.Token, ChainID: r.Node.ChainID(), Amount: big.NewInt(amount)}); err != nil {
		t.Fatal(err)
	}
	net := new(big.Int).Sub(big.NewInt(amount), paywalltest.DefaultLedgerParams[5])
	pc, err := proofs.NewClient(r.URL, nil)
	if err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(60 * time.Second); ; {
		acct, _, err := pc.Account(ctx, r.Payer.Addr, 0)
		if err == nil && acct.Balance == net.String() {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the operator never counted the deposit: %+v %v", acct, err)
		}
		// anvil mines on demand: move the clock past the epoch interval and mine.
		if _, _, err := anvil.Warp(ctx, r.Client.Client(), 6*time.Second); err != nil {
			t.Fatal(err)
		}
		time.Sleep(300 * time.Millisecond)
	}

	shots := filepath.Join(repoRoot, ".artifacts")
	if err := os.MkdirAll(shots, 0o755); err != nil {
		t.Fatal(err)
	}
	_ = os.Remove(filepath.Join(shots, "ledger-page.png"))
	unknown := common.HexToAddress("0x00000000000000000000000000000000000000a1")
	bctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(bctx, node, filepath.Join("testdata", "ledger_page.mjs"), r.URL, r.Payer.Addr.Hex(), unknown.Hex(), shots)
	cmd.Env = append(os.Environ(), "CHROMIUM="+chromium)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("the browser run failed: %v\n%s\n%s", err, out, stderr.String())
	}
	var seen struct {
		Heading, Summary, Unknown, Malformed, Anonymous string
		Epochs                                          []struct {
			Epoch, Status string
			Cells         []string
		}
		Balance [][]string
	}
	rest, ok := strings.CutPrefix(strings.TrimSpace(string(out)), "LEDGER ")
	if !ok || json.Unmarshal([]byte(rest), &seen) != nil {
		t.Fatalf("browser output: %s", out)
	}
	t.Logf("ledger section: %+v", seen)
	if !strings.Contains(seen.Heading, strings.ToLower(r.Ledger.Hex())) || !strings.Contains(seen.Summary, strings.ToLower(r.Operator.Addr.Hex())) {
		t.Errorf("the section does not name the ledger %s and its operator %s: %q / %q", r.Ledger.Hex(), r.Operator.Addr.Hex(), seen.Heading, seen.Summary)
	}
	if len(seen.Epochs) == 0 || seen.Epochs[0].Status != "posted" || len(seen.Epochs[0].Cells) != 7 || !strings.HasPrefix(seen.Epochs[0].Cells[6], "0x") {
		t.Errorf("epochs on screen: %+v", seen.Epochs)
	}
	if len(seen.Balance) == 0 || seen.Balance[0][1] != "1.980000" || seen.Balance[0][2] != "1.980000" || !strings.Contains(seen.Balance[0][0], "latest, not final") {
		t.Errorf("balance on screen: %v, want 1.980000 (the deposit less the registration fee) at the latest epoch", seen.Balance)
	}
	if !strings.Contains(seen.Unknown, strings.ToLower(unknown.Hex())[2:]) && !strings.Contains(strings.ToLower(seen.Unknown), strings.ToLower(unknown.Hex())) {
		t.Errorf("an address with no account: %q", seen.Unknown)
	}
	if !strings.Contains(seen.Unknown, "registers with its first deposit") || !strings.Contains(seen.Malformed, "0x address") || !strings.Contains(seen.Anonymous, "sign in") {
		t.Errorf("lines for no account %q, a malformed address %q, an anonymous viewer %q", seen.Unknown, seen.Malformed, seen.Anonymous)
	}
	if st, err := os.Stat(filepath.Join(shots, "ledger-page.png")); err != nil || st.Size() < 20_000 {
		t.Errorf("no screenshot of the ledger section at .artifacts/ledger-page.png: %v", err)
	}
}
