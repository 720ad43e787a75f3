// Package settlerate measures jobs settled per second by one settlement daemon on anvil, end to end:
// from the moment evaluators start posting signed results to the daemon's HTTP intake until the block
// that pays out the last job. It runs the real daemon in-process against the pinned anvil, with the
// committed contracts, real keys and real HTTP.
//
// A Mode is a daemon configuration: results relayed one per transaction (submitResult), or batched
// (submitResults, the daemon's default). A Shape is a kind of job: settled by the result itself (challenge
// window 0: every relay is a settlement) or settled by finalizeBatch after the window closes.
package settlerate

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/settlement/onchain"
	"github.com/asa-escrow/asa/signer"
)

// Mode is one daemon configuration under test.
type Mode struct {
	Name string
	// Configure adjusts the daemon's config (nil: the defaults).
	Configure func(*daemon.Config)
	// Missing says why the mode cannot run yet; empty when it can.
	Missing string
}

// Modes are the daemon configurations the report compares: results relayed one per transaction, and batched
// with the daemon's default bounds (see daemon.DefaultConfig: relayBatchSize, relayBatchWait). Both set the
// relay batch size explicitly, so that the report means the same whatever the defaults become.
func Modes() []Mode {
	def := daemon.DefaultConfig()
	return []Mode{
		{Name: "one relay per transaction", Configure: func(c *daemon.Config) { c.RelayBatchSize = 1 }},
		{Name: fmt.Sprintf("batched relays (up to %d per transaction, %s wait)", def.RelayBatchSize, time.Duration(def.RelayBatchWait)),
			Configure: func(c *daemon.Config) { c.RelayBatchSize, c.RelayBatchWait = def.RelayBatchSize, def.RelayBatchWait }},
	}
}

// Shape is how the measured jobs settle.
type Shape struct {
	Name            string
	ChallengeWindow uint32 // 0: the relayed result settles the job in the same transaction
}

// Shapes are the two ways a steady job settles.
func Shapes() []Shape {
	return []Shape{
		{Name: "settled by the result (challenge window 0)", ChallengeWindow: 0},
		{Name: "result, window, then finalizeBatch", ChallengeWindow: 60},
	}
}

// Result is one measured run.
type Result struct {
	Jobs          int
	Elapsed       time.Duration // first result posted to last payout mined
	DaemonTxs     uint64        // transactions the daemon's key sent during the run
	JobsPerSecond float64
}

// pairs is how many client-provider pairs create the jobs (each key sends its own transactions).
const pairs = 4

type party struct {
	key  *ecdsa.PrivateKey
	addr common.Address
}

func devParty(i int) (party, error) {
	k, err := anvil.DevKey(i)
	if err != nil {
		return party{}, err
	}
	return party{key: k, addr: crypto.PubkeyToAddress(k.PublicKey)}, nil
}

// world is anvil with the contracts deployed and the parties funded.
type world struct {
	node      *anvil.Node
	eth       *ethclient.Client
	dep       escrow.Deployment
	esc       *bindings.AsaEscrow
	tok       *bindings.TestUSDC
	daemonKey party
	clients   [pairs]party
	providers [pairs]party
	evaluator party
}

func (w *world) opts(ctx context.Context, p party) *bind.TransactOpts {
	o := bind.NewKeyedTransactor(p.key, w.node.ChainID())
	o.Context = ctx
	return o
}

func (w *world) send(ctx context.Context, p party, to common.Address, data []byte) (*types.Receipt, error) {
	c := bind.NewBoundContract(to, w.esc.GetABI(), w.eth, w.eth, w.eth)
	tx, err := bind.Transact(c, w.opts(ctx, p), data)
	if err != nil {
		if re := escrow.DecodeRevert(err); re != nil {
			return nil, fmt.Errorf("%w: %v", err, re)
		}
		return nil, err
	}
	return w.waitMined(ctx, tx)
}

// waitMined polls for the receipt every few milliseconds (bind.WaitMined polls every second, which
// would make creating hundreds of jobs take minutes on an automining anvil) and fails on a revert.
func (w *world) waitMined(ctx context.Context, tx *types.Transaction) (*types.Receipt, error) {
	for {
		r, err := w.eth.TransactionReceipt(ctx, tx.Hash())
		if err == nil {
			if r.Status != types.ReceiptStatusSuccessful {
				return nil, fmt.Errorf("transaction %s reverted", tx.Hash())
			}
			return r, nil
		}
		if !errors.Is(err, ethereum.NotFound) {
			return nil, err
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(2 * time.Millisecond):
		}
	}
}

func newWorld(ctx context.Context) (*world, error) {
	node, err := anvil.Start(ctx, anvil.Options{})
	if err != nil {
		return nil, fmt.Errorf("start anvil: %w", err)
	}
	w := &world{node: node, esc: bindings.NewAsaEscrow(), tok: bindings.NewTestUSDC()}
	ok := false
	defer func() {
		if !ok {
			w.close()
		}
	}()
	if w.eth, err = node.Dial(ctx); err != nil {
		return nil, err
	}
	if w.daemonKey, err = devParty(0); err != nil {
		return nil, err
	}
	for i := range pairs {
		if w.clients[i], err = devParty(1 + i); err != nil {
			return nil, err
		}
		if w.providers[i], err = devParty(1 + pairs + i); err != nil {
			return nil, err
		}
	}
	k, err := crypto.GenerateKey() // evaluators only sign: no ether, no tokens
	if err != nil {
		return nil, err
	}
	w.evaluator = party{key: k, addr: crypto.PubkeyToAddress(k.PublicKey)}
	deployer, err := devParty(9)
	if err != nil {
		return nil, err
	}
	if w.dep.Token, _, err = escrow.DeployDevToken(ctx, w.eth, w.opts(ctx, deployer), escrow.DefaultDevToken); err != nil {
		return nil, err
	}
	addr, r, err := escrow.DeployEscrow(ctx, w.eth, w.opts(ctx, deployer), w.dep.Token)
	if err != nil {
		return nil, err
	}
	w.dep.Escrow, w.dep.DeployBlock, w.dep.ChainID = addr, r.BlockNumber.Uint64(), node.ChainID().Uint64()
	clients := make([]common.Address, pairs)
	for i, c := range w.clients {
		clients[i] = c.addr
	}
	if err := escrow.MintDevToken(ctx, w.eth, w.opts(ctx, deployer), w.dep.Token, big.NewInt(1_000_000_000_000), clients...); err != nil {
		return nil, err
	}
	for _, c := range w.clients {
		if _, err := w.send(ctx, c, w.dep.Token, w.tok.PackApprove(w.dep.Escrow, new(big.Int).Lsh(big.NewInt(1), 200))); err != nil {
			return nil, fmt.Errorf("approve: %w", err)
		}
	}
	ok = true
	return w, nil
}

func (w *world) close() {
	if w.eth != nil {
		w.eth.Close()
	}
	_ = w.node.Stop()
}

// terms are the steady terms of the measured jobs: graduated seed tiers, 1 % fee, the shape's window.
func terms(window uint32) (settlement.Terms, error) {
	tiers, err := settlement.PackTiers([]settlement.Tier{{MinScore: 9000, ReleaseBps: 10000}, {MinScore: 7500, ReleaseBps: 8500}, {MinScore: 6000, ReleaseBps: 5000}})
	if err != nil {
		return settlement.Terms{}, err
	}
	return settlement.Terms{Policy: settlement.PolicyGraduated, TierCount: 3, Tiers: tiers, SilenceAction: settlement.ActionSplit5050,
		FallbackAction: settlement.ActionSplit5050, DisputeDefault: settlement.ActionPolicyOutcome, FundTimeout: 3600,
		EvaluateTimeout: 86_400, ChallengeWindow: window, EvaluatorFeeBps: 100}, nil
}

// createJobs creates, funds and delivers n jobs, one goroutine per pair, and returns their ids and
// delivered contents.
func (w *world) createJobs(ctx context.Context, n int, t settlement.Terms) ([]*big.Int, [][]byte, error) {
	ids, contents := make([]*big.Int, n), make([][]byte, n)
	head, err := w.eth.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, nil, err
	}
	expiry := new(big.Int).SetUint64(head.Time + 30*86_400)
	errs := make([]error, pairs)
	var wg sync.WaitGroup
	for p := range pairs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := p; i < n; i += pairs {
				r, err := w.send(ctx, w.clients[p], w.dep.Escrow, w.esc.PackCreateAndFundAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: w.providers[p].addr, Evaluators: []common.Address{w.evaluator.addr}, Quorum: 1, ExpiredAt: expiry, Budget: big.NewInt(5_000_000), Description: "settle-rate job"}, onchain.Terms(t)))
				if err != nil {
					errs[p] = fmt.Errorf("create job: %w", err)
					return
				}
				for _, l := range r.Logs {
					if ev, err := w.esc.UnpackJobCreatedEvent(l); err == nil {
						ids[i] = ev.JobId
					}
				}
				if ids[i] == nil {
					errs[p] = errors.New("create job: no JobCreated event")
					return
				}
				contents[i] = []byte(fmt.Sprintf("deliverable of job %s", ids[i]))
				h, err := settlement.ParseContentHash(settlement.ContentHash(contents[i]))
				if err != nil {
					errs[p] = err
					return
				}
				if _, err := w.send(ctx, w.providers[p], w.dep.Escrow, w.esc.PackSubmit(ids[i], h, nil)); err != nil {
					errs[p] = fmt.Errorf("submit: %w", err)
					return
				}
			}
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, nil, err
	}
	return ids, contents, nil
}

// startDaemon runs the daemon in-process with the mode's configuration.
func (w *world) startDaemon(ctx context.Context, dir string, mode Mode) (*daemon.Service, error) {
	cfg := daemon.DefaultConfig()
	cfg.RPC, cfg.Escrow, cfg.StartBlock = w.node.URL(), w.dep.Escrow.Hex(), w.dep.DeployBlock
	cfg.DB, cfg.Listen = filepath.Join(dir, "asa.db"), "127.0.0.1:0"
	cfg.PollInterval, cfg.TickInterval = daemon.Duration(50*time.Millisecond), daemon.Duration(50*time.Millisecond)
	if mode.Configure != nil {
		mode.Configure(&cfg)
	}
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	if os.Getenv("ASA_TEST_LOG") != "" {
		logger = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	svc, err := daemon.New(ctx, cfg, daemon.Options{Key: signer.FromKey(w.daemonKey.key), Logger: logger})
	if err != nil {
		return nil, err
	}
	if err := svc.Start(ctx); err != nil {
		return nil, err
	}
	return svc, nil
}

// Run measures one shape in one mode with n jobs; dir holds the daemon's database.
func Run(ctx context.Context, shape Shape, mode Mode, n int, dir string) (Result, error) {
	if mode.Missing != "" {
		return Result{}, fmt.Errorf("settlerate: mode %q cannot run: %s", mode.Name, mode.Missing)
	}
	if n < 1 {
		return Result{}, errors.New("settlerate: at least one job")
	}
	w, err := newWorld(ctx)
	if err != nil {
		return Result{}, err
	}
	defer w.close()
	t, err := terms(shape.ChallengeWindow)
	if err != nil {
		return Result{}, err
	}
	ids, contents, err := w.createJobs(ctx, n, t)
	if err != nil {
		return Result{}, err
	}
	svc, err := w.startDaemon(ctx, dir, mode)
	if err != nil {
		return Result{}, err
	}
	defer func() { _ = svc.Stop(context.Background()) }()
	d := &asaclient.Daemon{BaseURL: "http://" + svc.Addr()}
	if err := waitFor(ctx, 60*time.Second, "the daemon to index the jobs", func() (bool, error) {
		j, err := d.Job(ctx, ids[len(ids)-1])
		return err == nil && j.Status == settlement.JobSubmitted.String(), nil
	}); err != nil {
		return Result{}, err
	}
	bodies, err := w.signResults(ctx, ids, contents)
	if err != nil {
		return Result{}, err
	}
	head, err := w.eth.BlockNumber(ctx)
	if err != nil {
		return Result{}, err
	}
	nonce0, err := w.eth.NonceAt(ctx, w.daemonKey.addr, nil)
	if err != nil {
		return Result{}, err
	}

	start := time.Now()
	if err := postAll(ctx, d, bodies); err != nil {
		return Result{}, err
	}
	if shape.ChallengeWindow > 0 {
		if err := waitFor(ctx, 5*time.Minute, "every job verified", func() (bool, error) {
			n, err := w.countEvents(ctx, head+1, "JobVerified")
			return n >= len(ids), err
		}); err != nil {
			return Result{}, err
		}
		if err := w.node.RPC().CallContext(ctx, nil, "evm_increaseTime", shape.ChallengeWindow+1); err != nil {
			return Result{}, err
		}
		if err := w.node.Mine(ctx, 1); err != nil {
			return Result{}, err
		}
	}
	if err := waitFor(ctx, 5*time.Minute, "every job settled", func() (bool, error) {
		n, err := w.countEvents(ctx, head+1, "JobSettled")
		return n >= len(ids), err
	}); err != nil {
		return Result{}, err
	}
	elapsed := time.Since(start)
	nonce1, err := w.eth.NonceAt(ctx, w.daemonKey.addr, nil)
	if err != nil {
		return Result{}, err
	}
	return Result{Jobs: n, Elapsed: elapsed, DaemonTxs: nonce1 - nonce0, JobsPerSecond: float64(n) / elapsed.Seconds()}, nil
}

// signResults has the evaluator sign a result for every job (score 95.00, the top tier).
func (w *world) signResults(ctx context.Context, ids []*big.Int, contents [][]byte) ([][]byte, error) {
	e, err := asaclient.Open(ctx, w.eth, w.dep.Escrow)
	if err != nil {
		return nil, err
	}
	head, err := w.eth.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	bodies := make([][]byte, len(ids))
	for i, id := range ids {
		doc := fmt.Sprintf(`{"verification_id":"v-%s","composite":{"score":95,"method":"weighted_average"},"evidence_trail":{"deliverable_hash":%q}}`,
			id, settlement.ContentHash(contents[i]))
		s, err := e.SignResult(ctx, signer.FromKey(w.evaluator.key), id, []byte(doc), asaclient.ResultOptions{Nonce: big.NewInt(int64(i) + 1), Deadline: head.Time + 7*86_400})
		if err != nil {
			return nil, fmt.Errorf("sign result for job %s: %w", id, err)
		}
		if bodies[i], err = json.Marshal(s.Body); err != nil {
			return nil, err
		}
	}
	return bodies, nil
}

// postAll posts every body with 16 concurrent evaluator clients; every one must be accepted.
func postAll(ctx context.Context, d *asaclient.Daemon, bodies [][]byte) error {
	const clients = 16
	var next atomic.Int64
	errs := make([]error, clients)
	var wg sync.WaitGroup
	for c := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= len(bodies) {
					return
				}
				if _, err := d.PostResult(ctx, bodies[i]); err != nil {
					errs[c] = fmt.Errorf("post result %d: %w", i, err)
					return
				}
			}
		}()
	}
	wg.Wait()
	return errors.Join(errs...)
}

// countEvents counts the escrow's events of one name from block `from`.
func (w *world) countEvents(ctx context.Context, from uint64, name string) (int, error) {
	ev, ok := w.esc.GetABI().Events[name]
	if !ok {
		return 0, fmt.Errorf("escrow ABI has no event %s", name)
	}
	head, err := w.eth.BlockNumber(ctx)
	if err != nil || head < from { // anvil refuses a range that starts past its head
		return 0, err
	}
	logs, err := w.eth.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(head),
		Addresses: []common.Address{w.dep.Escrow}, Topics: [][]common.Hash{{ev.ID}}})
	if err != nil {
		return 0, err
	}
	return len(logs), nil
}

// waitFor polls cond every 5 ms until it holds, it fails, or the timeout passes.
func waitFor(ctx context.Context, timeout time.Duration, what string, cond func() (bool, error)) error {
	deadline := time.Now().Add(timeout)
	for {
		ok, err := cond()
		if err != nil {
			return fmt.Errorf("waiting for %s: %w", what, err)
		}
		if ok {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("timed out after %s waiting for %s", timeout, what)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(5 * time.Millisecond):
		}
	}
}
