// Package paywalltest runs the daemon with x402 enabled against a local anvil node, for tests of
// the paywall and of interop with the official x402 and A2A clients: it deploys the dev token and
// the escrow, starts the daemon in process with the paywall mounted exactly as `asa daemon --x402`
// does, and creates open jobs.
package paywalltest

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"io"
	"log/slog"
	"math/big"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/bindings/ledgerbind"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/daemon/paywall"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/settlement/onchain"
	"github.com/asa-escrow/asa/signer"
)

// Party is a funded anvil dev account.
type Party struct {
	Key  *ecdsa.PrivateKey
	Addr common.Address
}

// Rig is anvil + token + escrow + a running daemon with the paywall.
type Rig struct {
	Node      *anvil.Node
	Client    *ethclient.Client
	Dep       escrow.Deployment
	Svc       *daemon.Service
	Paywall   *paywall.Paywall
	URL       string // the daemon's base URL, http://127.0.0.1:PORT
	Payer     Party  // job client, holds dev tokens
	Provider  Party
	Evaluator Party
	Settler   Party // the x402 settlement key
	Deployer  Party
	// Ledger is the netted ledger the daemon operates (Options.Ledger), deployed at LedgerBlock.
	Ledger      common.Address
	LedgerBlock uint64
	// Operator is the ledger's operator: the daemon's key, which posted the bond.
	Operator Party
	// OfferKey signs the paywall's offers and receipts (a fresh key: it never sends transactions).
	OfferKey *ecdsa.PrivateKey
	// HTTP is a client for the daemon (it trusts the daemon's certificate with Options.TLS).
	HTTP *http.Client
	// CertFile is the daemon's certificate (PEM) with Options.TLS.
	CertFile string

	esc  *bindings.AsaEscrow
	tok  *bindings.TestUSDC
	escC *bind.BoundContract
	tokC *bind.BoundContract

	opts    Options
	cfg     daemon.Config
	daemonK Party
	logger  *slog.Logger
	stopped bool
}

// Options configure Start.
type Options struct {
	// ChainID of anvil (0 = anvil's default 31337). 84532 makes the chain "base-sepolia" for x402 v1.
	ChainID uint64
	// SettleTimeout of the facilitator (default 20 s).
	SettleTimeout time.Duration
	// FundWait of the fund endpoint and the A2A agent (default 10 s).
	FundWait time.Duration
	// HTTPSettleWait caps POST /x402/settle (default 25 s).
	HTTPSettleWait time.Duration
	// PublicURL is the daemon's x402PublicUrl (default none: the daemon's listen URL, on a dev chain).
	PublicURL string
	// ANSName is the daemon's a2aAnsName.
	ANSName string
	// TLS makes the daemon serve HTTPS with a self-signed certificate for 127.0.0.1 (Rig.CertFile; clients
	// trust it through Rig.HTTP, node through NODE_EXTRA_CA_CERTS); without PublicURL the public URL is
	// then https://127.0.0.1:<port>.
	TLS bool
	// DB is the database file (default a new one in a temporary directory); Restart reopens it.
	DB string
	// Ledger deploys a netted ledger operated by the daemon's key (LedgerParams, the bond posted) and starts
	// the daemon as its operator (Rig.Ledger).
	Ledger bool
	// LedgerParams are the ledger's constructor parameters (bond, challenge window, epoch interval, liveness,
	// data-request fee, registration fee); zero: DefaultLedgerParams.
	LedgerParams [6]*big.Int
}

// DefaultLedgerParams: a 1 USDC bond, one hour's window, epochs 5 s apart, two days' liveness, a 0.001 USDC
// data-request fee and a 0.02 USDC registration fee.
var DefaultLedgerParams = [6]*big.Int{big.NewInt(1_000_000), big.NewInt(3600), big.NewInt(5), big.NewInt(2 * 86400), big.NewInt(1000), big.NewInt(20_000)}

func party(t testing.TB, i int) Party {
	k, err := anvil.DevKey(i)
	if err != nil {
		t.Fatal(err)
	}
	return Party{Key: k, Addr: crypto.PubkeyToAddress(k.PublicKey)}
}

// Start starts everything; t.Cleanup stops it. It skips the test when anvil is not installed.
func Start(t testing.TB, o Options) *Rig {
	t.Helper()
	if _, err := anvil.FindBinary(); err != nil {
		t.Skipf("anvil not available: %v", err)
	}
	ctx := context.Background()
	node, err := anvil.Start(ctx, anvil.Options{ChainID: o.ChainID})
	if err != nil {
		t.Fatalf("start anvil: %v", err)
	}
	t.Cleanup(func() { _ = node.Stop() })
	client, err := node.Dial(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(client.Close)
	r := &Rig{Node: node, Client: client, esc: bindings.NewAsaEscrow(), tok: bindings.NewTestUSDC(),
		Payer: party(t, 1), Provider: party(t, 2), Evaluator: party(t, 3), Settler: party(t, 8), Deployer: party(t, 9)}
	deployer := r.txOpts(r.Deployer)
	r.Dep.Token, _, err = escrow.DeployDevToken(ctx, client, deployer, escrow.DefaultDevToken)
	if err != nil {
		t.Fatal(err)
	}
	addr, rc, err := escrow.DeployEscrow(ctx, client, deployer, r.Dep.Token)
	if err != nil {
		t.Fatal(err)
	}
	r.Dep.Escrow, r.Dep.DeployBlock, r.Dep.ChainID = addr, rc.BlockNumber.Uint64(), node.ChainID().Uint64()
	r.Mint(t, r.Payer.Addr, big.NewInt(1_000_000_000_000))
	r.escC, r.tokC = r.esc.Instance(client, addr), r.tok.Instance(client, r.Dep.Token)

	cfg := daemon.DefaultConfig()
	if o.DB == "" {
		o.DB = filepath.Join(t.TempDir(), "asa.db")
	}
	cfg.RPC, cfg.Escrow, cfg.StartBlock, cfg.DB, cfg.Listen = node.URL(), addr.Hex(), r.Dep.DeployBlock, o.DB, "127.0.0.1:0"
	cfg.PollInterval, cfg.TickInterval = daemon.Duration(100*time.Millisecond), daemon.Duration(time.Second)
	cfg.X402, cfg.X402PublicURL, cfg.A2AANSName = true, o.PublicURL, o.ANSName
	if o.Ledger {
		r.deployLedger(t, o.LedgerParams)
		cfg.Ledger, cfg.LedgerStartBlock = r.Ledger.Hex(), r.LedgerBlock
	}
	r.HTTP = http.DefaultClient
	if o.TLS {
		cfg.TLSCertFile, cfg.TLSKeyFile = selfSigned(t, t.TempDir())
		r.CertFile, r.HTTP = cfg.TLSCertFile, clientTrusting(t, cfg.TLSCertFile)
	}
	r.logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	if os.Getenv("ASA_TEST_LOG") != "" {
		r.logger = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	r.opts, r.cfg, r.daemonK = o, cfg, party(t, 0)
	if r.OfferKey, err = crypto.GenerateKey(); err != nil {
		t.Fatal(err)
	}
	if err := r.start(t, ""); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.stop() })
	return r
}

// start starts the daemon with the paywall mounted as `asa daemon --x402` does, listening on listen
// (empty: a free port).
func (r *Rig) start(t testing.TB, listen string) error {
	ctx := context.Background()
	cfg := r.cfg
	if listen == "" {
		listen = "127.0.0.1:0"
	}
	// Bind first: the public URL of a TLS daemon names its port.
	ln, err := net.Listen("tcp", listen)
	if err != nil {
		return err
	}
	cfg.Listen = ln.Addr().String()
	if r.opts.TLS && cfg.X402PublicURL == "" {
		cfg.X402PublicURL = "https://" + cfg.Listen
	}
	routes := &paywall.Routes{}
	svc, err := daemon.New(ctx, cfg, daemon.Options{Key: signer.FromKey(r.daemonK.Key),
		X402Key: signer.FromKey(r.Settler.Key), Logger: r.logger, Extra: routes.Handlers(), Listener: ln})
	if err != nil {
		ln.Close()
		return err
	}
	timeout := r.opts.SettleTimeout
	if timeout == 0 {
		timeout = 20 * time.Second
	}
	pw, err := paywall.ForService(ctx, svc, paywall.ServiceOptions{PublicURL: cfg.X402PublicURL, ANSName: cfg.A2AANSName, OfferKey: signer.FromKey(r.OfferKey),
		SettleTimeout: timeout, FundWait: r.opts.FundWait, HTTPSettleWait: r.opts.HTTPSettleWait, PollInterval: 50 * time.Millisecond, Logger: r.logger,
		LedgerMinDeposit: cfg.LedgerMinDepositAmount()})
	if err != nil {
		_ = svc.Stop(ctx)
		return err
	}
	routes.Set(pw)
	if err := svc.Start(ctx); err != nil {
		_ = svc.Stop(ctx)
		return err
	}
	if err := pw.Start(ctx); err != nil {
		_ = svc.Stop(ctx)
		return err
	}
	r.Svc, r.Paywall, r.URL, r.stopped = svc, pw, svc.URL(), false
	return nil
}

// stop stops the paywall's background work and the daemon.
func (r *Rig) stop() {
	if r.stopped {
		return
	}
	r.stopped = true
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	_ = r.Paywall.Stop(ctx)
	_ = r.Svc.Stop(ctx)
}

// Config is the daemon's configuration as the rig runs it (Listen as configured, before binding).
func (r *Rig) Config() daemon.Config { return r.cfg }

// Restart stops the daemon and starts it again on the same database and address (a crash-free
// restart: everything the daemon acknowledged is in its store).
func (r *Rig) Restart(t testing.TB) {
	t.Helper()
	addr := r.Svc.Addr()
	r.stop()
	if err := r.start(t, addr); err != nil {
		t.Fatalf("restart: %v", err)
	}
}

func (r *Rig) txOpts(p Party) *bind.TransactOpts {
	o := bind.NewKeyedTransactor(p.Key, r.Node.ChainID())
	o.Context = context.Background()
	return o
}

func (r *Rig) send(t testing.TB, p Party, c *bind.BoundContract, data []byte) {
	t.Helper()
	tx, err := bind.Transact(c, r.txOpts(p), data)
	if err != nil {
		t.Fatalf("transact: %v %v", err, escrow.DecodeRevert(err))
	}
	if _, err := escrow.WaitSuccess(context.Background(), r.Client, tx); err != nil {
		t.Fatal(err)
	}
}

// deployLedger deploys AsaLedgerVerifier and AsaLedger (operator: the daemon's key) and posts the bond from
// the daemon's key, before the daemon owns its nonces.
func (r *Rig) deployLedger(t testing.TB, params [6]*big.Int) {
	t.Helper()
	if params[0] == nil {
		params = DefaultLedgerParams
	}
	ctx := context.Background()
	deploy := func(md *bind.MetaData, input []byte) (common.Address, uint64) {
		addr, tx, err := bind.DeployContract(r.txOpts(r.Deployer), common.FromHex(md.Bin), r.Client, input)
		if err != nil {
			t.Fatal(err)
		}
		rc, err := escrow.WaitSuccess(ctx, r.Client, tx)
		if err != nil {
			t.Fatal(err)
		}
		return addr, rc.BlockNumber.Uint64()
	}
	L := ledgerbind.NewAsaLedger()
	verifier, _ := deploy(&ledgerbind.AsaLedgerVerifierMetaData, nil)
	op := party(t, 0)
	r.Operator = op
	r.Ledger, r.LedgerBlock = deploy(&ledgerbind.AsaLedgerMetaData, L.PackConstructor(r.Dep.Token, op.Addr, verifier, params))
	r.Mint(t, op.Addr, params[0])
	r.send(t, op, r.tok.Instance(r.Client, r.Dep.Token), r.tok.PackApprove(r.Ledger, params[0]))
	r.send(t, op, L.Instance(r.Client, r.Ledger), L.PackPostBond(params[0]))
}

// Mint mints dev tokens to who.
func (r *Rig) Mint(t testing.TB, who common.Address, amount *big.Int) {
	t.Helper()
	if err := escrow.MintDevToken(context.Background(), r.Client, r.txOpts(r.Deployer), r.Dep.Token, amount, who); err != nil {
		t.Fatal(err)
	}
}

// Balance is who's dev token balance.
func (r *Rig) Balance(t testing.TB, who common.Address) *big.Int {
	t.Helper()
	b, err := bind.Call(r.tokC, nil, r.tok.PackBalanceOf(who), r.tok.UnpackBalanceOf)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// OpenJob creates a plain job of client with Provider and budget, and waits until the daemon's
// view shows it open with that budget.
func (r *Rig) OpenJob(t testing.TB, client Party, budget int64) uint64 {
	t.Helper()
	h, err := r.Client.HeaderByNumber(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	data := r.esc.PackCreateJob(r.Provider.Addr, r.Evaluator.Addr, new(big.Int).SetUint64(h.Time+7*86400), "x402 job", common.Address{})
	tx, err := bind.Transact(r.escC, r.txOpts(client), data)
	if err != nil {
		t.Fatalf("createJob: %v %v", err, escrow.DecodeRevert(err))
	}
	rc, err := escrow.WaitSuccess(context.Background(), r.Client, tx)
	if err != nil {
		t.Fatal(err)
	}
	var id *big.Int
	for _, l := range rc.Logs {
		if ev, err := r.esc.UnpackJobCreatedEvent(l); err == nil {
			id = ev.JobId
		}
	}
	if id == nil {
		t.Fatal("no JobCreated event")
	}
	r.send(t, client, r.escC, r.esc.PackSetBudget(id, big.NewInt(budget), nil))
	r.WaitJob(t, id.Uint64(), func(j store.Job) bool { return j.Budget != nil && j.Budget.Int64() == budget })
	return id.Uint64()
}

// WaitJob waits (up to 15 s) until the daemon's view of job id satisfies ok, and returns it.
func (r *Rig) WaitJob(t testing.TB, id uint64, ok func(store.Job) bool) store.Job {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for {
		j, err := r.Svc.Store().Job(context.Background(), id)
		if err == nil && ok(j) {
			return j
		}
		if err != nil && !errors.Is(err, store.ErrNotFound) {
			t.Fatal(err)
		}
		if time.Now().After(deadline) {
			t.Fatalf("job %d: condition not reached (last view %+v, err %v)", id, j, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// ChainStatus is job id's status as the escrow reports it (0 Open, 1 Funded, ...).
func (r *Rig) ChainStatus(t testing.TB, id uint64) uint8 {
	t.Helper()
	v, err := bind.Call(r.escC, nil, r.esc.PackGetJob(new(big.Int).SetUint64(id)), r.esc.UnpackGetJob)
	if err != nil {
		t.Fatal(err)
	}
	return v.Status
}

// OpenAsaJob creates an ASA job (graduated terms, Evaluator as the single evaluator) of client
// with Provider and budget, and waits until the daemon's view shows it open with its terms hash.
func (r *Rig) OpenAsaJob(t testing.TB, client Party, budget int64) uint64 {
	t.Helper()
	return r.openAsaJob(t, client, budget, false)
}

// OpenAcceptingJob is OpenAsaJob with terms that ask for the provider's acceptance (no collateral): the
// job stays Open once funded until its provider accepts.
func (r *Rig) OpenAcceptingJob(t testing.TB, client Party, budget int64) uint64 {
	t.Helper()
	return r.openAsaJob(t, client, budget, true)
}

func (r *Rig) openAsaJob(t testing.TB, client Party, budget int64, acceptance bool) uint64 {
	t.Helper()
	tiers, err := settlement.PackTiers([]settlement.Tier{{MinScore: 9000, ReleaseBps: 10000}, {MinScore: 6000, ReleaseBps: 5000}})
	if err != nil {
		t.Fatal(err)
	}
	terms := settlement.Terms{Policy: settlement.PolicyGraduated, TierCount: 2, Tiers: tiers,
		SilenceAction: settlement.ActionSplit5050, FallbackAction: settlement.ActionSplit5050,
		FundTimeout: 3600, EvaluateTimeout: 3600, ChallengeWindow: 600, AcceptanceRequired: acceptance}
	var agreement common.Hash
	if acceptance {
		agreement = common.HexToHash("0xa9")
	}
	h, err := r.Client.HeaderByNumber(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	data := r.esc.PackCreateAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: r.Provider.Addr, Evaluators: []common.Address{r.Evaluator.Addr}, Quorum: 1,
		ExpiredAt: new(big.Int).SetUint64(h.Time + 7*86400), Budget: big.NewInt(budget), AgreementHash: agreement, Description: "x402 asa job"}, onchain.Terms(terms))
	tx, err := bind.Transact(r.escC, r.txOpts(client), data)
	if err != nil {
		t.Fatalf("createAsaJob: %v %v", err, escrow.DecodeRevert(err))
	}
	rc, err := escrow.WaitSuccess(context.Background(), r.Client, tx)
	if err != nil {
		t.Fatal(err)
	}
	var id *big.Int
	for _, l := range rc.Logs {
		if ev, err := r.esc.UnpackJobCreatedEvent(l); err == nil {
			id = ev.JobId
		}
	}
	if id == nil {
		t.Fatal("no JobCreated event")
	}
	want := settlement.TermsHash(terms)
	r.WaitJob(t, id.Uint64(), func(j store.Job) bool { return j.TermsID != 0 && j.TermsHash == common.Hash(want) })
	return id.Uint64()
}
