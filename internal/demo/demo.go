// Package demo is the `make run` scenario: it starts the pinned anvil, deploys the escrow and the dev
// token, runs the settlement daemon in-process on a SQLite file under .run/, and plays scripted jobs
// with separate client, provider, evaluator, backup-evaluator and resolver keys (anvil's dev keys):
// graduated and continuous releases, evaluator silence with and without a backup, x402 funding, a
// resolved challenge, a provider that accepts with 50 % collateral and is slashed in proportion, and a
// provider that never accepts. Every job's agreement asks for the provider's acceptance (the default): the
// provider signs it for the client's create-and-fund transaction, or accepts an existing job by its own
// call. Evaluators post their signed results to the daemon over HTTP and the daemon relays and finalizes
// them, the never-accepted job included (it expires at its fund deadline). At the end it prints every job's
// timeline and tables comparing the settlement package's predictions (payouts, collateral, balances) with
// the chain. Last, with parties of its own, it plays the netted ledger (ledger.go, docs/ledger.md) with the
// daemon restarted as its operator: ten jobs settled off chain in the epochs the daemon builds from the
// parties' signed messages and posts, a wrong epoch the operator's key posts while the daemon is stopped,
// voided by a watcher's fraud proof, every party's exit with the proofs the daemon serves, and a table
// comparing each balance change with the spec's money rule.
//
// It is a demonstration and an end-to-end check, not a library: the CLI runs it as `asa dev`.
package demo

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/daemon/paywall"
	"github.com/asa-escrow/asa/erc8004"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

// ErrMismatch means a balance or payout differed from the settlement package's prediction.
var ErrMismatch = errors.New("demo: balances differ from the settlement package's predictions")

// Options configure a run.
type Options struct {
	// Once exits after the scenario instead of keeping the stack up until ctx is cancelled.
	Once bool
	// Dir holds the daemon's SQLite file, its log and the deployment JSON (default DefaultDir). Each run
	// replaces what the previous run wrote there, and refuses a directory holding files it did not write.
	Dir string
	// Listen is the daemon's HTTP address (default 127.0.0.1:0, a free port).
	Listen string
	// SeedDir holds agreement_research.json and verification_result.json (default: the nearest
	// settlement/testdata above the working directory).
	SeedDir string
	// Out receives the scenario's report (default os.Stdout).
	Out io.Writer
}

// party is one actor with its dev key.
type party struct {
	name string
	key  *ecdsa.PrivateKey
	addr common.Address
}

// runner holds the running stack.
type runner struct {
	opts Options
	out  io.Writer
	node *anvil.Node
	eth  *ethclient.Client
	dep  escrow.Deployment
	esc  *asaclient.Escrow
	svc  *daemon.Service
	// cfg and logger are the daemon's, kept for its restarts (restartDaemon).
	cfg    daemon.Config
	logger *slog.Logger
	api    *asaclient.Daemon
	// party is the daemon's API as the client signed in (Sign-In with Ethereum): the jobs' agreements keep
	// their details to their parties.
	party    *asaclient.Daemon
	seed     []byte
	agentID  *big.Int // the provider's ERC-8004 agent id
	verdict  []byte
	client   party
	provider party
	eval     party
	backup   party
	resolver party
	relayer  party
	deployer party
	// facilitator settles x402 payments; it needs a key of its own (the daemon's nonces are its txmgr's).
	facilitator party
	paywall     *paywall.Paywall
	offerKey    *ecdsa.PrivateKey // signs the paywall's offers and receipts
	attestKey   *ecdsa.PrivateKey // signs the daemon's reputation attestations
	jobs        []*jobRun
	notes       []string // steps skipped, with why
	accounts    []account
	// operator is the evaluator pool's canary operator and canaryProvider the provider of its probation jobs.
	operator, canaryProvider party
	pool                     *asaclient.Pool
	moves                    []move // stakes, slashes and canary funding, beside the jobs' payouts
}

// Run plays the scenario. With Once it returns ErrMismatch when any balance differs from its
// prediction; otherwise it keeps anvil and the daemon up until ctx is cancelled.
func Run(ctx context.Context, o Options) (err error) {
	if o.Dir == "" {
		o.Dir = DefaultDir
	}
	if o.Listen == "" {
		o.Listen = "127.0.0.1:0"
	}
	r := &runner{opts: o, out: o.Out}
	if r.out == nil {
		r.out = os.Stdout
	}
	if err := r.loadSeed(); err != nil {
		return err
	}
	started := time.Now()
	defer r.shutdown()
	if err := r.start(ctx); err != nil {
		return err
	}
	for _, step := range []func(context.Context) error{
		// The x402 job goes first: a wallet signs its authorization window by wall-clock time, and the later
		// jobs move chain time hours ahead with evm_increaseTime.
		r.x402Job, r.researchJob, r.continuousJob, r.backupScoresJob, r.bothSilentJob, r.challengedJob, r.poolJobs,
		// The never-accepted job goes last: it moves chain time a day ahead to pass its fund deadline.
		r.collateralJob, r.neverAcceptedJob,
	} {
		if err := step(ctx); err != nil {
			return err
		}
	}
	if err := r.timelines(ctx); err != nil {
		return err
	}
	ok, err := r.balanceTable(ctx)
	if err != nil {
		return err
	}
	if err := r.reputation(ctx); err != nil {
		return err
	}
	// The netted ledger goes after the escrow's tables: its parties are its own, and it moves chain time
	// past its challenge window.
	ledgerOK, err := r.ledgerEpochs(ctx)
	if err != nil {
		return err
	}
	ok = ok && ledgerOK
	r.printf("\nscenario finished in %s\n", time.Since(started).Round(100*time.Millisecond))
	if !ok {
		return ErrMismatch
	}
	if o.Once {
		return nil
	}
	r.printf("\nthe stack stays up; the job page is http://%s/ and the CLI works against it (Ctrl-C stops anvil and the daemon):\n", r.svc.Addr())
	r.printf("  bin/asa job status --rpc %s --deployment %s --job 1 --daemon http://%s\n", r.node.URL(), filepath.Join(o.Dir, "deployment.json"), r.svc.Addr())
	r.printf("  bin/asa job watch  --rpc %s --deployment %s --job 1\n", r.node.URL(), filepath.Join(o.Dir, "deployment.json"))
	<-ctx.Done()
	r.printf("\nshutting down...\n")
	return nil
}

func (r *runner) printf(format string, a ...any) { fmt.Fprintf(r.out, format, a...) }

func newParty(name string, i int) (party, error) {
	k, err := anvil.DevKey(i)
	if err != nil {
		return party{}, err
	}
	return party{name: name, key: k, addr: crypto.PubkeyToAddress(k.PublicKey)}, nil
}

// loadSeed reads the white paper's agreement and verification result fixtures.
func (r *runner) loadSeed() error {
	dir := r.opts.SeedDir
	if dir == "" {
		wd, err := os.Getwd()
		if err != nil {
			return fmt.Errorf("demo: working directory: %w", err)
		}
		for d := wd; ; d = filepath.Dir(d) {
			cand := filepath.Join(d, "settlement", "testdata")
			if _, err := os.Stat(filepath.Join(cand, "agreement_research.json")); err == nil {
				dir = cand
				break
			}
			if filepath.Dir(d) == d {
				return errors.New("demo: settlement/testdata/agreement_research.json not found above the working directory; run from the repository (make run)")
			}
		}
	}
	var err error
	if r.seed, err = os.ReadFile(filepath.Join(dir, "agreement_research.json")); err != nil {
		return fmt.Errorf("demo: seed agreement: %w", err)
	}
	if r.verdict, err = os.ReadFile(filepath.Join(dir, "verification_result.json")); err != nil {
		return fmt.Errorf("demo: seed verification result: %w", err)
	}
	return nil
}

// start brings up anvil, the contracts and the daemon.
func (r *runner) start(ctx context.Context) error {
	// The seed agreement names anvil's first five accounts as client, provider, evaluator, backup
	// evaluator and resolver; the daemon and the deployer use two others.
	roles := []struct {
		p    *party
		name string
		i    int
	}{{&r.client, "client", 0}, {&r.provider, "provider", 1}, {&r.eval, "evaluator", 2}, {&r.backup, "backup evaluator", 3},
		{&r.resolver, "resolver", 4}, {&r.operator, "canary operator", 5}, {&r.canaryProvider, "canary provider", 6}, {&r.facilitator, "x402 facilitator", 7}, {&r.relayer, "daemon", 8}, {&r.deployer, "deployer", 9}}
	for _, role := range roles {
		p, err := newParty(role.name, role.i)
		if err != nil {
			return err
		}
		*role.p = p
	}
	if err := claimDir(r.opts.Dir); err != nil {
		return err
	}
	r.printf("== starting anvil (pinned, node_modules/.bin/anvil)\n")
	var err error
	if r.node, err = anvil.Start(ctx, anvil.Options{}); err != nil {
		return fmt.Errorf("demo: %w (did 'make deps' run npm ci?)", err)
	}
	if r.eth, err = r.node.Dial(ctx); err != nil {
		return err
	}
	r.printf("   anvil %s (chain %s, pid %d)\n", r.node.URL(), r.node.ChainID(), r.node.PID())

	r.printf("== deploying the dev token (USDC-like, 6 decimals) and the escrow\n")
	opts := r.deployerOpts(ctx)
	tok, _, err := escrow.DeployDevToken(ctx, r.eth, opts, escrow.DefaultDevToken)
	if err != nil {
		return err
	}
	addr, rcpt, err := escrow.DeployEscrow(ctx, r.eth, opts, tok)
	if err != nil {
		return err
	}
	r.dep = escrow.Deployment{ChainID: r.node.ChainID().Uint64(), Escrow: addr, Token: tok, DeployBlock: rcpt.BlockNumber.Uint64(),
		TokenName: escrow.DefaultDevToken.Name, TokenVersion: escrow.DefaultDevToken.Version, DevToken: true}
	if err := escrow.MintDevToken(ctx, r.eth, opts, tok, big.NewInt(1_000_000_000), r.client.addr); err != nil {
		return err
	}
	// The provider posts collateral when it accepts a job that asks for it.
	if err := escrow.MintDevToken(ctx, r.eth, opts, tok, big.NewInt(100_000_000), r.provider.addr); err != nil {
		return err
	}
	if r.esc, err = asaclient.Open(ctx, r.eth, addr); err != nil {
		return err
	}
	if err := r.deployPool(ctx, opts); err != nil {
		return err
	}
	// ERC-8004: the dev registries, and the provider registered as an agent (its agentWallet is its address).
	regs, err := erc8004.Deploy(ctx, r.eth, opts)
	if err != nil {
		return err
	}
	r.dep.IdentityRegistry, r.dep.ReputationRegistry, r.dep.ValidationRegistry = regs.Identity, regs.Reputation, regs.Validation
	providerOpts := bind.NewKeyedTransactor(r.provider.key, r.node.ChainID())
	providerOpts.Context = ctx
	if r.agentID, err = erc8004.Register(ctx, r.eth, providerOpts, regs.Identity, "https://provider.example/agent-registration.json"); err != nil {
		return err
	}
	r.printf("   ERC-8004 identity registry %s, reputation registry %s; the provider is agent %s\n", regs.Identity.Hex(), regs.Reputation.Hex(), r.agentID)
	if r.accounts, err = r.snapshot(ctx); err != nil {
		return err
	}
	if err := writeJSON(filepath.Join(r.opts.Dir, "deployment.json"), r.dep); err != nil {
		return err
	}
	r.printf("   token  %s\n   escrow %s (block %d)\n   client %s holds 1000.000000 USDC, provider %s holds 100.000000 USDC\n",
		tok.Hex(), addr.Hex(), r.dep.DeployBlock, r.client.addr.Hex(), r.provider.addr.Hex())

	db := filepath.Join(r.opts.Dir, "asa.db")
	for _, file := range []string{db, db + "-wal", db + "-shm"} {
		if err := os.Remove(file); err != nil && !errors.Is(err, os.ErrNotExist) {
			return fmt.Errorf("demo: remove the previous run's database: %w", err)
		}
	}
	logPath := filepath.Join(r.opts.Dir, "daemon.log")
	logFile, err := os.Create(logPath)
	if err != nil {
		return fmt.Errorf("demo: daemon log: %w", err)
	}
	cfg := daemon.DefaultConfig()
	cfg.RPC, cfg.ChainID, cfg.Escrow, cfg.StartBlock = r.node.URL(), r.dep.ChainID, addr.Hex(), r.dep.DeployBlock
	cfg.DB, cfg.Listen, cfg.X402 = db, r.opts.Listen, true
	cfg.EvaluatorPool = r.dep.EvaluatorPool.Hex() // the daemon draws the pool's evaluators and records their jobs
	// Settled outcomes of jobs whose provider is named by agent id go to the Reputation Registry.
	cfg.IdentityRegistry, cfg.ReputationRegistry, cfg.Feedback = r.dep.IdentityRegistry.Hex(), r.dep.ReputationRegistry.Hex(), true
	cfg.PollInterval, cfg.TickInterval = daemon.Duration(200*time.Millisecond), daemon.Duration(200*time.Millisecond)
	r.cfg, r.logger = cfg, slog.New(slog.NewTextHandler(logFile, &slog.HandlerOptions{Level: slog.LevelInfo}))
	// Reputation attestations are signed by a key of their own too: a fresh one per run here.
	if r.attestKey, err = crypto.GenerateKey(); err != nil {
		logFile.Close()
		return fmt.Errorf("demo: attestation key: %w", err)
	}
	// Offers and receipts are signed by a key of their own (it never sends a transaction): a fresh one
	// per run here; a real daemon loads it like its other keys.
	if r.offerKey, err = crypto.GenerateKey(); err != nil {
		logFile.Close()
		return fmt.Errorf("demo: offer key: %w", err)
	}
	if err := r.startDaemon(ctx); err != nil {
		if r.svc == nil {
			logFile.Close()
		}
		return err
	}
	// A restart listens where this start did, so that every URL printed stays valid.
	r.cfg.Listen = r.svc.Addr()
	// The client pins the offer key this run configured: it pays only offers, and accepts only
	// receipts, signed by it.
	r.api = &asaclient.Daemon{BaseURL: "http://" + r.svc.Addr(), OfferSigner: r.paywall.OfferSigner()}
	r.party = &asaclient.Daemon{BaseURL: r.api.BaseURL}
	if err := r.party.SignIn(ctx, signer.FromKey(r.client.key)); err != nil {
		return fmt.Errorf("demo: the client signs in to the daemon: %w", err)
	}
	r.printf("== settlement daemon on http://%s (SQLite %s, log %s, relayer %s)\n", r.svc.Addr(), db, logPath, r.relayer.addr.Hex())
	r.printf("   live job page: http://%s/ (open it now to watch the jobs below move)\n", r.svc.Addr())
	r.printf("   parties: client %s, provider %s, evaluator %s, backup %s, resolver %s\n",
		short(r.client.addr), short(r.provider.addr), short(r.eval.addr), short(r.backup.addr), short(r.resolver.addr))
	return nil
}

// startDaemon creates the daemon from r.cfg with its x402 paywall, and starts it.
func (r *runner) startDaemon(ctx context.Context) error {
	routes := &paywall.Routes{}
	svc, err := daemon.New(ctx, r.cfg, daemon.Options{Key: signer.FromKey(r.relayer.key),
		X402Key: signer.FromKey(r.facilitator.key), Logger: r.logger, Extra: routes.Handlers(),
		AttestationKey: signer.FromKey(r.attestKey)})
	if err != nil {
		return err
	}
	r.svc = svc
	if r.paywall, err = paywall.ForService(ctx, svc, paywall.ServiceOptions{Logger: r.logger, OfferKey: signer.FromKey(r.offerKey)}); err != nil {
		return err
	}
	routes.Set(r.paywall)
	return svc.Start(ctx)
}

// stopDaemon stops the daemon (a restart or the scenario's end starts it again: restartDaemon).
func (r *runner) stopDaemon(ctx context.Context) error {
	if r.svc == nil {
		return nil
	}
	sctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	err := r.svc.Stop(sctx)
	r.svc = nil
	if err != nil {
		return fmt.Errorf("demo: stop the daemon: %w", err)
	}
	return nil
}

// restartDaemon stops the daemon (if running) and starts it again on the same database and address, with
// edit applied to its config first.
func (r *runner) restartDaemon(ctx context.Context, edit func(*daemon.Config)) error {
	if err := r.stopDaemon(ctx); err != nil {
		return err
	}
	if edit != nil {
		edit(&r.cfg)
	}
	return r.startDaemon(ctx)
}

// DefaultDir is where `make run` keeps its files, apart from anything a person's own session writes
// under .run.
const DefaultDir = ".run/demo"

// markerFile marks a directory as the scenario's own: only such a directory (or an empty or new one) is
// reused, because each run deletes the previous run's database.
const markerFile = ".asa-dev"

// claimDir makes dir the scenario's directory, refusing one that holds files some other program wrote.
func claimDir(dir string) error {
	entries, err := os.ReadDir(dir)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("demo: %w", err)
	}
	if len(entries) > 0 {
		if _, err := os.Stat(filepath.Join(dir, markerFile)); err != nil {
			names := make([]string, 0, len(entries))
			for _, e := range entries {
				names = append(names, e.Name())
			}
			return fmt.Errorf("demo: %s holds files this scenario did not write (%s); it replaces its own files on every run, "+
				"so it will not use this directory: pass another --dir, or remove those files", dir, strings.Join(names, ", "))
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("demo: %w", err)
	}
	if err := os.WriteFile(filepath.Join(dir, markerFile), []byte("written by 'asa dev' (make run): this directory is replaced on every run\n"), 0o644); err != nil {
		return fmt.Errorf("demo: %w", err)
	}
	return nil
}

func (r *runner) shutdown() {
	if r.svc != nil {
		ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		if err := r.svc.Stop(ctx); err != nil {
			r.printf("daemon stop: %v\n", err)
		}
		cancel()
	}
	if r.eth != nil {
		r.eth.Close()
	}
	if r.node != nil {
		if err := r.node.Stop(); err != nil {
			r.printf("anvil stop: %v\n", err)
		}
	}
}

func short(a common.Address) string {
	h := a.Hex()
	return h[:6] + "…" + h[len(h)-4:]
}

func units(v *big.Int) string { return settlement.FormatAmount(v, 6) }

func indent(s string) string { return "   " + strings.ReplaceAll(s, "\n", "\n   ") }
