package signer_test

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/internal/cleftest"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

// clefRules approves what the parties need and nothing else: transactions from the senders to the
// targets (the escrow, the token), EIP-712 typed data from the typed signers (an evaluator's result, a
// provider's acceptance), and the account listing.
func clefRules(senders, targets, typedSigners []common.Address) string {
	list := func(as []common.Address) string {
		var q []string
		for _, a := range as {
			q = append(q, fmt.Sprintf("%q", strings.ToLower(a.Hex())))
		}
		return "[" + strings.Join(q, ", ") + "]"
	}
	return fmt.Sprintf(`
var SENDERS = %s, TARGETS = %s, TYPED = %s;
function lc(a) { return a ? String(a).toLowerCase() : ""; }
function ApproveListing() { return "Approve"; }
function ApproveTx(r) {
	if (SENDERS.indexOf(lc(r.transaction.from)) >= 0 && TARGETS.indexOf(lc(r.transaction.to)) >= 0) { return "Approve"; }
	return "Reject";
}
function ApproveSignData(r) {
	if (r.content_type === "data/typed" && TYPED.indexOf(lc(r.address)) >= 0) { return "Approve"; }
	return "Reject";
}
function OnSignerStartup(info) {}
function OnApprovedTx(tx) {}
`, list(senders), list(targets), list(typedSigners))
}

func devKey(t *testing.T, i int) *signer.Key {
	t.Helper()
	k, err := anvil.DevKey(i)
	if err != nil {
		t.Fatal(err)
	}
	return signer.FromKey(k)
}

// End to end against a real Clef: the daemon's key and the evaluator's key live only in Clef, whose
// attested rules approve the daemon's transactions to the escrow and the evaluator's typed data. The
// client funds a job, the provider delivers, the evaluator signs its result through Clef, the daemon
// relays it and settles the job with transactions Clef signed, and the payout lands on chain. What the
// rules do not allow (a transaction elsewhere, typed data from the daemon's account) is refused and
// moves nothing.
func TestClefSettlesJobsEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs Clef")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	node, err := anvil.Start(ctx, anvil.Options{})
	if err != nil {
		t.Fatalf("start anvil: %v", err)
	}
	t.Cleanup(func() { _ = node.Stop() })
	eth, err := node.Dial(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(eth.Close)
	client, provider, deployer := devKey(t, 0), devKey(t, 1), devKey(t, 9)
	evaluatorKey, _ := anvil.DevKey(2)
	daemonKey, _ := anvil.DevKey(8)
	evaluatorAddr, daemonAddr := crypto.PubkeyToAddress(evaluatorKey.PublicKey), crypto.PubkeyToAddress(daemonKey.PublicKey)

	deploy := bind.NewKeyedTransactor(deployer.PrivateKey(), node.ChainID())
	token, _, err := escrow.DeployDevToken(ctx, eth, deploy, escrow.DefaultDevToken)
	if err != nil {
		t.Fatal(err)
	}
	escrowAddr, _, err := escrow.DeployEscrow(ctx, eth, deploy, token)
	if err != nil {
		t.Fatal(err)
	}
	if err := escrow.MintDevToken(ctx, eth, deploy, token, big.NewInt(100_000_000), client.Address()); err != nil {
		t.Fatal(err)
	}

	escrowABI, err := bindings.AsaEscrowMetaData.ParseABI()
	if err != nil {
		t.Fatal(err)
	}
	clef := cleftest.Start(t, cleftest.Options{ChainID: node.ChainID().Uint64(), Keys: []*ecdsa.PrivateKey{daemonKey, evaluatorKey},
		Rules: clefRules([]common.Address{daemonAddr}, []common.Address{escrowAddr}, []common.Address{evaluatorAddr}), ABIs: []*abi.ABI{escrowABI}})
	clefDaemon, err := signer.DialClef(ctx, clef.URL, daemonAddr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(clefDaemon.Close)
	clefEvaluator, err := signer.DialClef(ctx, clef.URL, evaluatorAddr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(clefEvaluator.Close)
	if _, err := signer.DialClef(ctx, clef.URL, client.Address()); err == nil || !strings.Contains(err.Error(), "does not list") {
		t.Fatalf("an account Clef does not hold: %v", err)
	}

	// The daemon, its only key in Clef.
	cfg := daemon.DefaultConfig()
	cfg.RPC, cfg.Escrow, cfg.DB, cfg.Listen = node.URL(), escrowAddr.Hex(), filepath.Join(t.TempDir(), "asa.db"), "127.0.0.1:0"
	cfg.PollInterval, cfg.TickInterval = daemon.Duration(200*time.Millisecond), daemon.Duration(200*time.Millisecond)
	logs := &syncBuffer{}
	svc, err := daemon.New(ctx, cfg, daemon.Options{Key: clefDaemon, Logger: slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelWarn}))})
	if err != nil {
		t.Fatal(err)
	}
	if err := svc.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = svc.Stop(context.Background()) })

	esc, err := asaclient.Open(ctx, eth, escrowAddr)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := os.ReadFile(filepath.Join("..", "examples", "agreement.json"))
	if err != nil {
		t.Fatal(err)
	}
	now, err := esc.HeadTime(ctx)
	if err != nil {
		t.Fatal(err)
	}
	plan, err := settlement.ParseAgreement(doc, settlement.AgreementOptions{Now: now, ChainID: esc.ChainID().Uint64()})
	if err != nil {
		t.Fatal(err)
	}
	created, err := esc.CreateAgreedJob(ctx, client, plan, esc.ProviderKey(provider), asaclient.AgreedJobOptions{})
	if err != nil {
		t.Fatal(err)
	}
	report, err := os.ReadFile(filepath.Join("..", "examples", "report.md"))
	if err != nil {
		t.Fatal(err)
	}
	deliverable, _ := settlement.ParseContentHash(settlement.ContentHash(report))
	if _, err := esc.Submit(ctx, provider, created.JobID, deliverable); err != nil {
		t.Fatal(err)
	}
	verdict, err := os.ReadFile(filepath.Join("..", "examples", "verification.json"))
	if err != nil {
		t.Fatal(err)
	}
	if verdict, err = asaclient.BindDeliverable(verdict, report); err != nil {
		t.Fatal(err)
	}
	// The evaluator signs through Clef: EIP-712 typed data, approved by the rules.
	signed, err := esc.SignResult(ctx, clefEvaluator, created.JobID, verdict, asaclient.ResultOptions{Deadline: uint64(now.Add(24 * time.Hour).Unix())})
	if err != nil {
		t.Fatalf("sign the result through Clef: %v\n%s", err, clef.Log())
	}
	if got, err := signed.Result.Recover(esc.Domain(), common.FromHex(signed.Body.Signature)); err != nil || got != evaluatorAddr {
		t.Fatalf("the result recovers to %s, %v; want the evaluator %s", got, err, evaluatorAddr)
	}
	body, err := json.Marshal(signed.Body)
	if err != nil {
		t.Fatal(err)
	}
	d := &asaclient.Daemon{BaseURL: "http://" + svc.Addr()}
	if _, err := d.PostResult(ctx, body); err != nil {
		t.Fatal(err)
	}
	// The daemon relays the result (a transaction Clef signs), then finalizes after the challenge window.
	waitStatus(t, ctx, esc, created.JobID, settlement.JobVerified, logs, clef)
	if _, _, err := anvil.Warp(ctx, node.RPC(), 2*time.Hour+time.Minute); err != nil {
		t.Fatal(err)
	}
	waitStatus(t, ctx, esc, created.JobID, settlement.JobCompleted, logs, clef)
	if bal, err := esc.BalanceOf(ctx, provider.Address()); err != nil || bal.Cmp(big.NewInt(4_250_000)) != 0 {
		t.Fatalf("provider balance %v (%v), want 4250000 (85 %% of 5 USDC)", bal, err)
	}
	// Every transaction of the daemon was signed by Clef (its audit log holds each signing request).
	audit := clef.Audit()
	if n := strings.Count(audit, "SignTransaction"); n < 2 {
		t.Fatalf("Clef signed %d transactions, want the relay and the finalization at least:\n%s", n, audit)
	}
	if !strings.Contains(audit, "SignTypedData") {
		t.Fatalf("Clef's audit log has no typed-data signature:\n%s", audit)
	}

	// The rules refuse the rest: a transaction from the daemon's account to the token, and typed data
	// signed as the daemon.
	nonce, err := eth.PendingNonceAt(ctx, daemonAddr)
	if err != nil {
		t.Fatal(err)
	}
	tx := types.NewTx(&types.DynamicFeeTx{ChainID: node.ChainID(), Nonce: nonce, GasTipCap: big.NewInt(1), GasFeeCap: big.NewInt(10_000_000_000),
		Gas: 100_000, To: &token})
	if _, err := signer.SignTxFor(ctx, clefDaemon, node.ChainID(), tx); err == nil {
		t.Fatal("Clef signed a transaction its rules do not approve")
	}
	r := signed.Result
	if _, err := signer.SignTypedDataFor(ctx, clefDaemon, r.TypedData(esc.Domain()), r.Digest(esc.Domain())); err == nil {
		t.Fatal("Clef signed typed data as the daemon, which its rules do not approve")
	}
	if after, _ := eth.PendingNonceAt(ctx, daemonAddr); after != nonce {
		t.Fatalf("the daemon's nonce moved from %d to %d after refused requests", nonce, after)
	}
}

// syncBuffer collects the daemon's log lines for a failure message.
type syncBuffer struct {
	mu  sync.Mutex
	buf strings.Builder
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

func waitStatus(t *testing.T, ctx context.Context, esc *asaclient.Escrow, id *big.Int, want settlement.JobStatus, logs *syncBuffer, clef *cleftest.Clef) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for {
		j, err := esc.Job(ctx, id)
		if err == nil && j.Status == want {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("job %s did not reach %s (%v)\ndaemon:\n%s\nclef:\n%s", id, want, err, logs, clef.Log())
		}
		time.Sleep(200 * time.Millisecond)
	}
}
