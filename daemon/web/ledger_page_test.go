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
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/daemon/paywall/paywalltest"
	"github.com/asa-escrow/asa/ledger"
	"github.com/asa-escrow/asa/ledger/proofs"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

// TestLedgerViewInChromium: a daemon operating a netted ledger shows it on the job page. The parties deposit by
// x402, the operator counts the deposits, the payer opens a netted job of 1 USDC, and headless Chromium sees
// the ledger and its operator, the posted epochs, the open job with its parties and budget, the payer's
// balance (the deposit less the registration fee and the job's budget) at the latest epoch, a clear line for an address with no account and a refusal of a malformed one, without a request to
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
	// The provider and the evaluator register with a deposit of their own (x402 too).
	for _, p := range []paywalltest.Party{r.Provider, r.Evaluator} {
		r.Mint(t, p.Addr, big.NewInt(1_000_000))
		if _, err := (&asaclient.Daemon{BaseURL: r.URL}).DepositLedgerX402(ctx, signer.FromKey(p.Key), asaclient.LedgerDeposit{
			Ledger: r.Ledger, Token: r.Dep.Token, ChainID: r.Node.ChainID(), Amount: big.NewInt(500_000)}); err != nil {
			t.Fatal(err)
		}
	}
	net := new(big.Int).Sub(big.NewInt(amount), paywalltest.DefaultLedgerParams[5])
	pc, err := proofs.NewClient(r.URL, nil)
	if err != nil {
		t.Fatal(err)
	}
	opened := false
	for deadline := time.Now().Add(60 * time.Second); ; {
		acct, _, err := pc.Account(ctx, r.Payer.Addr, 0)
		if err == nil && acct.Balance == net.String() && !opened {
			// The deposits are counted: the payer opens a netted job of 1 USDC with the provider, judged by the
			// evaluator (its voucher and the provider's acceptance, signed off chain).
			openNettedJob(t, ctx, r, pc)
			opened = true
		}
		if opened {
			if j, err := pc.Job(ctx, 0); err == nil && j.Status == "open" {
				break
			}
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
		Jobs []struct {
			Slot, Status string
			Cells        []string
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
	if len(seen.Jobs) != 1 || seen.Jobs[0].Slot != "0" || seen.Jobs[0].Status != "open" || len(seen.Jobs[0].Cells) != 8 ||
		seen.Jobs[0].Cells[5] != "1.000000" || seen.Jobs[0].Cells[6] != "0" || !strings.Contains(seen.Jobs[0].Cells[2], "…") {
		t.Errorf("netted jobs on screen: %+v, want slot 0 open, budget 1.000000, no results yet", seen.Jobs)
	}
	if len(seen.Balance) == 0 || seen.Balance[0][1] != "0.980000" || seen.Balance[0][2] != "1.980000" || !strings.Contains(seen.Balance[0][0], "latest, not final") {
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

// openNettedJob hands the operator the payer's voucher for a netted job of 1 USDC with the provider and the
// evaluator, with the provider's acceptance (graduated terms inside the netted subset).
func openNettedJob(t *testing.T, ctx context.Context, r *paywalltest.Rig, pc *proofs.Client) {
	t.Helper()
	tiers, err := settlement.PackTiers([]settlement.Tier{{MinScore: 8000, ReleaseBps: 10000}, {MinScore: 5000, ReleaseBps: 6000}})
	if err != nil {
		t.Fatal(err)
	}
	terms := settlement.Terms{Policy: settlement.PolicyGraduated, TierCount: 2, SilenceAction: settlement.ActionSplit5050,
		FallbackAction: settlement.ActionSplit5050, EvaluatorFeeBps: 250, FundTimeout: 3600, EvaluateTimeout: 3600, MinDeliveryTime: 60, Tiers: tiers}
	head, err := r.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	dom := ledger.Domain{ChainID: r.Node.ChainID(), Ledger: r.Ledger}
	v := ledger.Voucher{Client: r.Payer.Addr, Provider: r.Provider.Addr, Evaluators: []common.Address{r.Evaluator.Addr}, Quorum: 1,
		TermsHash: settlement.TermsHash(terms), AgreementHash: crypto.Keccak256Hash([]byte("ledger page")), Budget: big.NewInt(1_000_000),
		ExpiredAt: new(big.Int).SetUint64(head.Time + 86400), Nonce: big.NewInt(0)}
	cs, err := v.Sign(dom, r.Payer.Key)
	if err != nil {
		t.Fatal(err)
	}
	dl := new(big.Int).SetUint64(head.Time + 3600)
	as, err := v.SignAcceptance(dom, dl, r.Provider.Key)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := ledger.EncodeOpen(ledger.Open{V: v, ClientSig: cs, AcceptanceDeadline: dl, AcceptanceSig: as, Terms: terms})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := pc.Submit(ctx, tr); err != nil {
		t.Fatal(err)
	}
}
