package daemon_test

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/daemon/paywall"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/internal/seal"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/settlement/onchain"
	"github.com/asa-escrow/asa/signer"
)

// party is a funded anvil account.
type party struct {
	key  *ecdsa.PrivateKey
	addr common.Address
}

// world is anvil + the deployed contracts + named parties.
type world struct {
	t        testing.TB
	node     *anvil.Node
	client   *ethclient.Client
	dep      escrow.Deployment
	esc      *bindings.AsaEscrow
	tok      *bindings.TestUSDC
	escC     *bind.BoundContract
	tokC     *bind.BoundContract
	relayer  party             // the daemon's key
	logTo    io.Writer         // when set, daemons started by this world log here (debug level)
	x402     bool              // when set, daemons started by this world serve x402 with dev key 8 as the settlement key
	attest   *ecdsa.PrivateKey // when set, daemons started by this world sign reputation attestations with it
	client_  party
	provider party
	evals    []party
	backup   party
	resolver party
}

func devParty(t testing.TB, i int) party {
	k, err := anvil.DevKey(i)
	if err != nil {
		t.Fatal(err)
	}
	return party{key: k, addr: crypto.PubkeyToAddress(k.PublicKey)}
}

func newWorld(t testing.TB, opts anvil.Options) *world {
	t.Helper()
	node, err := anvil.Start(context.Background(), opts)
	if err != nil {
		t.Fatalf("start anvil: %v", err)
	}
	t.Cleanup(func() { _ = node.Stop() })
	ctx := context.Background()
	client, err := node.Dial(ctx)
	if err != nil {
		t.Fatal(err)
	}
	w := &world{t: t, node: node, client: client, esc: bindings.NewAsaEscrow(), tok: bindings.NewTestUSDC()}
	w.relayer, w.client_, w.provider = devParty(t, 0), devParty(t, 1), devParty(t, 2)
	w.evals = []party{devParty(t, 3), devParty(t, 4), devParty(t, 5)}
	w.backup, w.resolver = devParty(t, 6), devParty(t, 7)
	deployer := w.opts(devParty(t, 9))
	w.dep.Token, _, err = escrow.DeployDevToken(ctx, client, deployer, escrow.DefaultDevToken)
	if err != nil {
		t.Fatal(err)
	}
	addr, r, err := escrow.DeployEscrow(ctx, client, deployer, w.dep.Token)
	if err != nil {
		t.Fatal(err)
	}
	w.dep.Escrow, w.dep.DeployBlock, w.dep.ChainID = addr, r.BlockNumber.Uint64(), node.ChainID().Uint64()
	if err := escrow.MintDevToken(ctx, client, deployer, w.dep.Token, big.NewInt(1_000_000_000_000), w.client_.addr); err != nil {
		t.Fatal(err)
	}
	w.escC, w.tokC = w.esc.Instance(client, addr), w.tok.Instance(client, w.dep.Token)
	return w
}

func (w *world) opts(p party) *bind.TransactOpts {
	o := bind.NewKeyedTransactor(p.key, w.node.ChainID())
	o.Context = context.Background()
	return o
}

func (w *world) send(p party, c *bind.BoundContract, data []byte) {
	w.t.Helper()
	tx, err := bind.Transact(c, w.opts(p), data)
	if err != nil {
		w.t.Fatalf("transact: %v %v", err, escrow.DecodeRevert(err))
	}
	if _, err := w.waitMined(context.Background(), tx); err != nil {
		w.t.Fatal(err)
	}
}

func (w *world) now() uint64 {
	h, err := w.client.HeaderByNumber(context.Background(), nil)
	if err != nil {
		w.t.Fatal(err)
	}
	return h.Time
}

// warp moves chain time forward and mines a block.
func (w *world) warp(seconds uint64) {
	w.t.Helper()
	if err := w.node.RPC().Call(nil, "evm_increaseTime", seconds); err != nil {
		w.t.Fatal(err)
	}
	if err := w.node.Mine(context.Background(), 1); err != nil {
		w.t.Fatal(err)
	}
}

func (w *world) balance(a common.Address) *big.Int {
	b, err := bind.Call(w.tokC, nil, w.tok.PackBalanceOf(a), w.tok.UnpackBalanceOf)
	if err != nil {
		w.t.Fatal(err)
	}
	return b
}

func (w *world) job(id *big.Int) bindings.IAsaEscrowTypesJobView {
	v, err := bind.Call(w.escC, nil, w.esc.PackGetJob(id), w.esc.UnpackGetJob)
	if err != nil {
		w.t.Fatal(err)
	}
	return v
}

// createFunded creates and funds an ASA job from the client and returns its id. Terms that ask for the
// provider's acceptance (an agreement's default) get an agreement hash, and the provider accepts the job by
// its own call after the funding, so the job is Funded either way.
func (w *world) createFunded(terms settlement.Terms, budget int64, evaluators []common.Address, quorum uint8) *big.Int {
	w.t.Helper()
	bt := onchain.Terms(terms)
	expiry := new(big.Int).SetUint64(w.now() + 7*86400)
	var agreementHash common.Hash
	if terms.AcceptanceRequired {
		agreementHash = crypto.Keccak256Hash([]byte(fmt.Sprintf("the agreement of a job of %d base units, created at %d", budget, w.now())))
	}
	data := w.esc.PackCreateAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: w.provider.addr, Evaluators: evaluators, Quorum: quorum, ExpiredAt: expiry,
		Budget: big.NewInt(budget), AgreementHash: agreementHash, Description: "job"}, bt)
	tx, err := bind.Transact(w.escC, w.opts(w.client_), data)
	if err != nil {
		w.t.Fatalf("create: %v %v", err, escrow.DecodeRevert(err))
	}
	r, err := w.waitMined(context.Background(), tx)
	if err != nil {
		w.t.Fatal(err)
	}
	var id *big.Int
	for _, l := range r.Logs {
		if ev, err := w.esc.UnpackJobCreatedEvent(l); err == nil {
			id = ev.JobId
		}
	}
	w.send(w.client_, w.tokC, w.tok.PackApprove(w.dep.Escrow, big.NewInt(budget)))
	h := settlement.TermsHash(terms)
	w.send(w.client_, w.escC, w.esc.PackFund(id, big.NewInt(budget), h[:]))
	if terms.AcceptanceRequired {
		w.acceptByCall(id, r)
	}
	return id
}

// acceptByCall is the provider's own acceptJob of job id, for the commitment and nonce the job's
// AcceptanceRequired event (in its creation receipt) says it waits for; the collateral, if any, comes from
// the provider's allowance, which it approves first.
func (w *world) acceptByCall(id *big.Int, creation *types.Receipt) {
	w.t.Helper()
	for _, l := range creation.Logs {
		ev, err := w.esc.UnpackAcceptanceRequiredEvent(l)
		if err != nil || ev.JobId.Cmp(id) != 0 {
			continue
		}
		if c := w.job(id).Collateral; c.Sign() > 0 {
			w.send(w.provider, w.tokC, w.tok.PackApprove(w.dep.Escrow, c))
		}
		a := bindings.IAsaEscrowTypesAcceptance{Commitment: ev.Commitment, Nonce: ev.Nonce, Deadline: new(big.Int).SetUint64(w.now() + 3600)}
		w.send(w.provider, w.escC, w.esc.PackAcceptJob(id, a, []byte{}, onchain.NoAuthorization()))
		return
	}
	w.t.Fatalf("job %s asks for no acceptance (no AcceptanceRequired event in its creation)", id)
}

// deliver submits content for the job and returns the content.
func (w *world) deliver(id *big.Int) []byte {
	content := []byte(fmt.Sprintf("deliverable of job %s", id))
	w.send(w.provider, w.escC, w.esc.PackSubmit(id, settlementHash(w.t, content), nil))
	return content
}

func settlementHash(t testing.TB, content []byte) common.Hash {
	h, err := settlement.ParseContentHash(settlement.ContentHash(content))
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// resultBody builds a signed POST /v1/results body for the job's current submission.
func (w *world) resultBody(id *big.Int, by party, content []byte, scoreText string) []byte {
	w.t.Helper()
	body, _ := w.signedResult(id, by, content, scoreText)
	return body
}

// signedResult is resultBody with the result's EIP-712 digest.
func (w *world) signedResult(id *big.Int, by party, content []byte, scoreText string) ([]byte, common.Hash) {
	w.t.Helper()
	return w.signedResultWith(id, by, content, scoreText, "")
}

// signedResultWith is signedResult for a document with extra top-level members (`extra` is JSON text
// starting with a comma, e.g. `,"determination":{"result":"FAIL"}`).
func (w *world) signedResultWith(id *big.Int, by party, content []byte, scoreText, extra string) ([]byte, common.Hash) {
	w.t.Helper()
	doc := []byte(fmt.Sprintf(`{"verification_id":"v-%s-%s","composite":{"score":%s,"method":"weighted_average"},"evidence_trail":{"deliverable_hash":%q}%s}`,
		id, by.addr.Hex()[:8], scoreText, settlement.ContentHash(content), extra))
	vr, err := settlement.ParseVerificationResult(doc)
	if err != nil {
		w.t.Fatal(err)
	}
	v := w.job(id)
	nonce := big.NewInt(resultNonce.Add(1))
	deadline := w.now() + 3*86400
	r, err := vr.Result(settlement.JobRef{JobID: id, Deliverable: v.Deliverable, SubmittedAt: v.SubmittedAt.Uint64()}, nonce, deadline)
	if err != nil {
		w.t.Fatal(err)
	}
	sig, err := r.Sign(settlement.Domain{ChainID: w.node.ChainID(), Escrow: w.dep.Escrow}, by.key)
	if err != nil {
		w.t.Fatal(err)
	}
	body, _ := json.Marshal(map[string]any{"jobId": id.String(), "evaluator": by.addr.Hex(), "nonce": nonce.String(),
		"deadline": deadline, "signature": "0x" + common.Bytes2Hex(sig), "document": json.RawMessage(doc)})
	return body, r.Digest(settlement.Domain{ChainID: w.node.ChainID(), Escrow: w.dep.Escrow})
}

// startDaemon runs the daemon in-process with the relayer key and a fresh (or given) database.
func (w *world) startDaemon(dbPath string) *daemon.Service {
	w.t.Helper()
	return w.startDaemonWith(dbPath, nil)
}

// startDaemonWith is startDaemon with a chance to change the config first.
func (w *world) startDaemonWith(dbPath string, tune func(*daemon.Config)) *daemon.Service {
	w.t.Helper()
	svc, err := w.newDaemon(dbPath, tune)
	if err != nil {
		w.t.Fatal(err)
	}
	if err := svc.Start(context.Background()); err != nil {
		w.t.Fatal(err)
	}
	w.t.Cleanup(func() { _ = svc.Stop(context.Background()) })
	return svc
}

// newDaemon builds (does not start) the daemon with the relayer key; the caller stops it.
func (w *world) newDaemon(dbPath string, tune func(*daemon.Config)) (*daemon.Service, error) {
	if dbPath == "" {
		dbPath = filepath.Join(w.t.TempDir(), "asa.db")
	}
	cfg := daemon.DefaultConfig()
	cfg.RPC, cfg.Escrow, cfg.StartBlock, cfg.DB, cfg.Listen = w.node.URL(), w.dep.Escrow.Hex(), w.dep.DeployBlock, dbPath, "127.0.0.1:0"
	cfg.PollInterval, cfg.TickInterval = daemon.Duration(150*time.Millisecond), daemon.Duration(150*time.Millisecond)
	// The discard port is the loopback receiver tests subscribe without expecting deliveries.
	cfg.Egress.Allow = []string{"127.0.0.1:9"}
	if tune != nil {
		tune(&cfg)
	}
	key := signer.FromKey(w.relayer.key)
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	switch {
	case w.logTo != nil:
		logger = slog.New(slog.NewTextHandler(w.logTo, &slog.HandlerOptions{Level: slog.LevelDebug}))
	case os.Getenv("ASA_TEST_LOG") != "":
		logger = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	if !w.x402 {
		return daemon.New(context.Background(), cfg, daemon.Options{Key: key, Logger: logger, AttestationKey: signer.FromKey(w.attest), Secrets: testSecrets(w.t)})
	}
	settler := devParty(w.t, 8)
	routes := &paywall.Routes{}
	svc, err := daemon.New(context.Background(), cfg, daemon.Options{Key: key, X402Key: signer.FromKey(settler.key),
		Logger: logger, Extra: routes.Handlers(), Secrets: testSecrets(w.t)})
	if err != nil {
		return nil, err
	}
	offerKey, err := crypto.GenerateKey()
	if err != nil {
		return nil, err
	}
	pw, err := paywall.ForService(context.Background(), svc, paywall.ServiceOptions{Logger: logger, PollInterval: 50 * time.Millisecond, OfferKey: signer.FromKey(offerKey)})
	if err != nil {
		_ = svc.Stop(context.Background())
		return nil, err
	}
	routes.Set(pw)
	return svc, nil
}

// logBuffer collects a daemon's log lines safely for assertions.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *logBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if os.Getenv("ASA_TEST_LOG") != "" {
		os.Stderr.Write(p)
	}
	return b.buf.Write(p)
}

// lines returns the collected lines containing every fragment.
func (b *logBuffer) lines(fragments ...string) []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	var out []string
	for _, l := range strings.Split(b.buf.String(), "\n") {
		ok := l != ""
		for _, f := range fragments {
			ok = ok && strings.Contains(l, f)
		}
		if ok {
			out = append(out, l)
		}
	}
	return out
}

func post(t testing.TB, url string, body []byte) (int, map[string]any) {
	t.Helper()
	resp, err := http.Post(url, "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out map[string]any
	_ = json.NewDecoder(resp.Body).Decode(&out)
	return resp.StatusCode, out
}

// waitFor polls cond until it holds or the timeout passes.
func waitFor(t testing.TB, timeout time.Duration, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// testSecretKey seals the webhook secrets of the tests' daemons (ASA_DAEMON_SECRET_KEY of the processes).
var testSecretKey = base64.StdEncoding.EncodeToString(crypto.Keccak256([]byte("asa daemon test secret key")))

func testSecrets(t testing.TB) *seal.Keyring {
	k, err := seal.ParseKeys(testSecretKey)
	if err != nil {
		t.Fatal(err)
	}
	return k
}
