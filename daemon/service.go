package daemon

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon/api"
	"github.com/asa-escrow/asa/daemon/indexer"
	"github.com/asa-escrow/asa/daemon/scheduler"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/txmgr"
	"github.com/asa-escrow/asa/watcher"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/wallet"
)

// Service is a running daemon. Create it with New, then Start; Stop shuts it down.
type Service struct {
	cfg    Config
	log    *slog.Logger
	client *ethclient.Client
	chain  *big.Int
	escrow common.Address
	token  common.Address
	esc    *bindings.AsaEscrow
	escC   *bind.BoundContract

	store     *store.Store
	watcher   *watcher.Watcher
	txm       *txmgr.Manager
	sched     *scheduler.Scheduler
	registry  *prometheus.Registry
	server    *http.Server
	listener  net.Listener
	extra     map[string]http.Handler
	runCtx    context.Context
	relayQ    chan store.Result // accepted results waiting for their relay intent (see relay)
	headMu    sync.Mutex        // guards headTime and headAt (see chainNow)
	followMu  sync.Mutex        // guards follows
	follows   []relayFollow     // relays whose outcome runFollower has yet to record
	followSig chan struct{}
	headTime  time.Time
	headAt    time.Time
	runCancel context.CancelFunc
	wg        sync.WaitGroup
}

// Options are the pieces New takes from the caller besides the config.
type Options struct {
	Key    *wallet.Key
	Logger *slog.Logger
	// Extra mounts more HTTP handlers (x402 facilitator, A2A) on the daemon's mux.
	Extra map[string]http.Handler
}

// New checks the config, connects to the chain, opens the store and builds every component.
func New(ctx context.Context, cfg Config, o Options) (*Service, error) {
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	if o.Key == nil {
		return nil, errors.New("daemon: no signing key (set ASA_PRIVATE_KEY or keystore)")
	}
	log := o.Logger
	if log == nil {
		log = slog.Default()
	}
	s := &Service{cfg: cfg, log: log, escrow: common.HexToAddress(cfg.Escrow), esc: bindings.NewAsaEscrow(), extra: o.Extra}
	client, err := ethclient.DialContext(ctx, cfg.RPC)
	if err != nil {
		return nil, fmt.Errorf("daemon: connect %s: %w", cfg.RPC, err)
	}
	s.client = client
	if s.chain, err = client.ChainID(ctx); err != nil {
		return nil, fmt.Errorf("daemon: chain id from %s: %w (is the node running?)", cfg.RPC, err)
	}
	if cfg.ChainID != 0 && s.chain.Uint64() != cfg.ChainID {
		return nil, fmt.Errorf("daemon: wrong chain: config says %d, %s is chain %d", cfg.ChainID, cfg.RPC, s.chain)
	}
	code, err := client.CodeAt(ctx, s.escrow, nil)
	if err != nil {
		return nil, fmt.Errorf("daemon: read escrow code: %w", err)
	}
	if len(code) == 0 {
		return nil, fmt.Errorf("daemon: no contract at escrow %s on chain %d (wrong address or chain?)", s.escrow, s.chain)
	}
	s.escC = s.esc.Instance(client, s.escrow)
	if s.token, err = bind.Call(s.escC, &bind.CallOpts{Context: ctx}, s.esc.PackToken(), s.esc.UnpackToken); err != nil {
		return nil, fmt.Errorf("daemon: %s does not look like an AsaEscrow: %w", s.escrow, err)
	}

	if err := os.MkdirAll(filepath.Dir(cfg.DB), 0o755); err != nil {
		client.Close()
		return nil, fmt.Errorf("daemon: database directory: %w", err)
	}
	if s.store, err = store.Open(ctx, cfg.DB, store.Options{Logger: log}); err != nil {
		client.Close()
		return nil, err
	}
	s.registry = prometheus.NewRegistry()
	s.registry.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))

	checkpoint, err := watcher.NewSQLCheckpoint(ctx, s.store.DB(), "escrow")
	if err != nil {
		return nil, s.closeOnError(err)
	}
	s.watcher, err = watcher.New(watcher.Config{
		Client: client, Checkpoint: checkpoint, Handler: &chainHandler{s: s}, Addresses: []common.Address{s.escrow},
		StartBlock: cfg.StartBlock, Confirmations: cfg.Confirmations, PollInterval: time.Duration(cfg.PollInterval), Logger: log,
	})
	if err != nil {
		return nil, s.closeOnError(err)
	}
	journal, err := txmgr.NewSQLiteJournal(ctx, s.store.DB())
	if err != nil {
		return nil, s.closeOnError(err)
	}
	journal.SetWriteGate(s.store.LockWrite)
	signer, err := txmgr.NewKeySigner(o.Key.Private, s.chain)
	if err != nil {
		return nil, s.closeOnError(err)
	}
	txMetrics, err := txmgr.NewPrometheusMetrics(s.registry, "asa")
	if err != nil {
		return nil, s.closeOnError(err)
	}
	s.txm, err = txmgr.New(ctx, txmgr.Config{
		ChainID: s.chain, PollInterval: time.Duration(cfg.PollInterval), Confirmations: cfg.TxConfirm,
		BumpAfter: time.Duration(cfg.BumpAfter), Precheck: s.precheckRecord, Logger: log, Metrics: txMetrics,
	}, client, journal, signer)
	if err != nil {
		return nil, s.closeOnError(err)
	}
	s.sched, err = scheduler.New(s.store, s.finalizeDue, scheduler.Config{
		Interval: time.Duration(cfg.TickInterval), BatchSize: cfg.BatchSize, Retry: 3 * time.Duration(cfg.TickInterval) * 10,
		Clock: &chainClock{client: client}, Logger: log,
	})
	if err != nil {
		return nil, s.closeOnError(err)
	}
	return s, nil
}

func (s *Service) closeOnError(err error) error {
	_ = s.store.Close()
	s.client.Close()
	return fmt.Errorf("daemon: %w", err)
}

// Domain is the EIP-712 domain evaluators sign results for.
func (s *Service) Domain() settlement.Domain {
	return settlement.Domain{ChainID: s.chain, Escrow: s.escrow}
}

// Token is the escrow's payment token.
func (s *Service) Token() common.Address { return s.token }

// ChainID is the connected chain's id.
func (s *Service) ChainID() *big.Int { return new(big.Int).Set(s.chain) }

// Client is the daemon's chain client.
func (s *Service) Client() *ethclient.Client { return s.client }

// Addr is the HTTP listen address once started.
func (s *Service) Addr() string {
	if s.listener == nil {
		return ""
	}
	return s.listener.Addr().String()
}

// Store exposes the daemon's store (read-only use: API, tests).
func (s *Service) Store() *store.Store { return s.store }

// TxManager exposes the transaction manager (for sibling components such as the x402 facilitator).
func (s *Service) TxManager() *txmgr.Manager { return s.txm }

// Start runs the watcher, transaction manager, scheduler and HTTP server. It returns once they run.
func (s *Service) Start(ctx context.Context) error {
	s.runCtx, s.runCancel = context.WithCancel(context.Background())
	s.relayQ, s.followSig = make(chan store.Result, 4096), make(chan struct{}, 1)
	s.wg.Add(2)
	go func() {
		defer s.wg.Done()
		s.runRelays(s.runCtx)
	}()
	go func() {
		defer s.wg.Done()
		s.runFollower(s.runCtx)
	}()
	if err := s.watcher.Poll(ctx); err != nil {
		s.log.Warn("initial chain scan failed; will retry", "err", err)
	}
	if err := s.requeuePendingResults(ctx); err != nil {
		return err
	}
	if err := s.watcher.Start(s.runCtx); err != nil {
		return err
	}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		s.txm.Run(s.runCtx)
	}()
	if err := s.sched.Start(s.runCtx); err != nil {
		return err
	}
	intake := &api.Intake{Jobs: s.store, Results: s.store, Domain: s.Domain(), Contracts: contractSigners{s.client},
		Now: s.chainNow, Accepted: s.relay}
	srv := &api.Server{Store: s.store, Intake: intake, Gatherer: s.registry, Ready: s.ready, Logger: s.log, Extra: s.extra}
	ln, err := net.Listen("tcp", s.cfg.Listen)
	if err != nil {
		return fmt.Errorf("daemon: listen %s: %w", s.cfg.Listen, err)
	}
	s.listener = ln
	s.server = &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 30 * time.Second, WriteTimeout: 60 * time.Second}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		if err := s.server.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			s.log.Error("http server stopped", "err", err)
		}
	}()
	s.log.Info("daemon started", "listen", ln.Addr().String(), "chain", s.chain, "escrow", s.escrow, "token", s.token, "sender", s.txm.From())
	return nil
}

// Stop stops accepting requests, lets in-flight requests finish, stops the loops and closes the store.
// Signed transactions already persisted are re-sent by the next start; nothing accepted is lost.
func (s *Service) Stop(ctx context.Context) error {
	var errs []error
	if s.server != nil {
		if err := s.server.Shutdown(ctx); err != nil {
			errs = append(errs, fmt.Errorf("http shutdown: %w", err))
		}
	}
	if s.sched != nil {
		s.sched.Stop()
	}
	if s.watcher != nil {
		s.watcher.Stop()
	}
	if s.runCancel != nil {
		s.runCancel()
	}
	s.wg.Wait()
	if err := s.store.Close(); err != nil {
		errs = append(errs, err)
	}
	s.client.Close()
	s.log.Info("daemon stopped")
	return errors.Join(errs...)
}

func (s *Service) ready(ctx context.Context) error {
	if err := s.store.Ping(ctx); err != nil {
		return fmt.Errorf("store: %w", err)
	}
	if err := s.watcher.LastError(); err != nil {
		return fmt.Errorf("chain watcher: %w", err)
	}
	return nil
}

// chainNow is the latest block's time: deadlines on chain are block timestamps, not wall time. The
// intake asks on every request, so the head is cached for a short while (the poll interval, at most a
// second) and concurrent callers share one fetch: asking the node per request made every intake wait
// on a node that is busy mining the daemon's own relays.
func (s *Service) chainNow() time.Time {
	s.headMu.Lock()
	defer s.headMu.Unlock()
	ttl := min(time.Duration(s.cfg.PollInterval), time.Second)
	if s.headAt.IsZero() || time.Since(s.headAt) >= ttl {
		s.headTime, s.headAt = (&chainClock{client: s.client}).Now(), time.Now()
	}
	return s.headTime
}

// finalizeDue queues one finalizeBatch intent for jobs whose deadline passed. The key names each job
// with its current deadline, so the same action is never queued twice while a new deadline is.
func (s *Service) finalizeDue(ctx context.Context, ids []uint64) error {
	sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
	parts := make([]string, 0, len(ids))
	bigIDs := make([]*big.Int, 0, len(ids))
	for _, id := range ids {
		j, err := s.store.Job(ctx, id)
		if err != nil {
			return fmt.Errorf("load job %d: %w", id, err)
		}
		parts = append(parts, fmt.Sprintf("%d@%d", id, j.Deadline))
		bigIDs = append(bigIDs, new(big.Int).SetUint64(id))
	}
	// The key names the batch by a hash of its job@deadline list: txmgr keys are at most 256 bytes, and a
	// batch of 50 ids would not fit. precheckRecord reads the ids back from the calldata.
	key := fmt.Sprintf("finalize:%d-%d:%x", ids[0], ids[len(ids)-1], crypto.Keccak256([]byte(strings.Join(parts, ",")))[:16])
	_, err := s.txm.Submit(ctx, txmgr.Intent{
		Key: key, To: s.escrow, Data: s.esc.PackFinalizeBatch(bigIDs),
		Precheck: func(ctx context.Context) (bool, error) { return s.anyDue(ctx, bigIDs) },
	})
	if err != nil {
		return fmt.Errorf("queue %s: %w", key, err)
	}
	s.log.Info("finalize queued", "jobs", ids)
	return nil
}

func (s *Service) anyDue(ctx context.Context, ids []*big.Int) (bool, error) {
	for _, id := range ids {
		due, err := bind.Call(s.escC, &bind.CallOpts{Context: ctx}, s.esc.PackIsDue(id), s.esc.UnpackIsDue)
		if err != nil {
			return false, fmt.Errorf("isDue(%s): %w", id, err)
		}
		if due {
			return true, nil
		}
	}
	return false, nil
}

// relay hands an accepted (already durable) result to the relay loop without blocking the HTTP answer:
// creating the relay intent is another SQLite commit, and doing it in the request path serialised every
// intake behind it. A result not yet turned into an intent when the daemon stops stays pending in the
// store and is re-queued at the next start.
func (s *Service) relay(r store.Result) {
	select {
	case s.relayQ <- r:
		return
	default:
	}
	s.wg.Add(1)
	go func() { // queue full: wait for room without holding up the caller
		defer s.wg.Done()
		select {
		case s.relayQ <- r:
		case <-s.runCtx.Done():
		}
	}()
}

// runRelays turns queued results into relay intents, one at a time.
func (s *Service) runRelays(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
		case r := <-s.relayQ:
			s.queueRelay(ctx, r)
		}
	}
}

// queueRelay queues the on-chain submission of an accepted result and follows its outcome.
func (s *Service) queueRelay(ctx context.Context, r store.Result) {
	data, err := s.resultCalldata(r)
	if err != nil {
		s.log.Error("cannot encode result", "id", r.ID, "err", err)
		return
	}
	key := "result:" + r.Digest.Hex()
	if _, err := s.txm.Submit(ctx, txmgr.Intent{Key: key, To: s.escrow, Data: data,
		Precheck: func(ctx context.Context) (bool, error) { return s.wouldSucceed(ctx, data) }}); err != nil {
		s.log.Error("cannot queue result relay (will retry at restart)", "id", r.ID, "err", err)
		return
	}
	s.followMu.Lock()
	s.follows = append(s.follows, relayFollow{r: r, key: key})
	s.followMu.Unlock()
	select {
	case s.followSig <- struct{}{}:
	default:
	}
}

// relayFollow is a queued relay whose outcome is still to be recorded on its result.
type relayFollow struct {
	r   store.Result
	key string
}

// runFollower records relay outcomes in queue order with a single txmgr.Wait at a time. (One waiting
// goroutine per result re-read every intent on every state change: with a thousand relays queued that
// was a million SQLite reads per second, and the intake starved.) Relays are sent in nonce order, so
// waiting on the oldest first costs little.
func (s *Service) runFollower(ctx context.Context) {
	for {
		s.followMu.Lock()
		var next *relayFollow
		if len(s.follows) > 0 {
			next = &s.follows[0]
			s.follows = s.follows[1:]
		}
		s.followMu.Unlock()
		if next == nil {
			select {
			case <-ctx.Done():
				return
			case <-s.followSig:
			}
			continue
		}
		s.followRelay(ctx, next.r, next.key)
		if ctx.Err() != nil {
			return
		}
	}
}

func (s *Service) resultCalldata(r store.Result) ([]byte, error) {
	return s.esc.TryPackSubmitResult(bindings.IAsaEscrowResult{
		JobId: new(big.Int).SetUint64(r.JobID), Deliverable: r.Deliverable, SubmittedAt: r.SubmittedAt, Score: r.Score,
		EvidenceHash: r.EvidenceHash, Nonce: r.Nonce, Deadline: r.Deadline,
	}, r.Evaluator, r.Signature)
}

// followRelay records the relay's outcome on the stored result.
func (s *Service) followRelay(ctx context.Context, r store.Result, key string) {
	rec, err := s.txm.Wait(ctx, key)
	if err != nil {
		return // shutting down; the next start re-follows pending results
	}
	var tx common.Hash
	if atts, err := s.txm.Attempts(ctx, key); err == nil && len(atts) > 0 {
		tx = atts[len(atts)-1].TxHash
	}
	status, reason := store.ResultRelayed, ""
	switch rec.State {
	case txmgr.StateConfirmed:
		status = store.ResultConfirmed
	case txmgr.StateFailed, txmgr.StateAbandoned:
		status, reason = store.ResultRejected, "escrow refused the result: "+rec.Reason
	}
	if err := s.store.MarkResult(ctx, r.Digest, status, tx, reason); err != nil {
		s.log.Error("mark result", "id", r.ID, "err", err)
	}
}

// requeuePendingResults re-queues results accepted before a crash or restart (the intent key makes it idempotent).
func (s *Service) requeuePendingResults(ctx context.Context) error {
	for _, st := range []store.ResultStatus{store.ResultPending, store.ResultRelayed} {
		rs, err := s.store.ResultsByStatus(ctx, st, 10_000)
		if err != nil {
			return fmt.Errorf("daemon: load %s results: %w", st, err)
		}
		for _, r := range rs {
			s.relay(r)
		}
	}
	return nil
}

// wouldSucceed simulates calldata from the daemon's sender: a revert means the work is moot.
func (s *Service) wouldSucceed(ctx context.Context, data []byte) (bool, error) {
	_, err := s.client.CallContract(ctx, ethereum.CallMsg{From: s.txm.From(), To: &s.escrow, Data: data}, nil)
	if err == nil {
		return true, nil
	}
	if txmgr.Classify(err) == txmgr.ClassReverted {
		return false, nil
	}
	return false, err
}

// precheckRecord is the precheck for intents found open after a restart.
func (s *Service) precheckRecord(ctx context.Context, rec txmgr.Record) (bool, error) {
	switch {
	case strings.HasPrefix(rec.Key, "finalize:"):
		ids, err := finalizeBatchIDs(rec.Data)
		if err != nil {
			return false, fmt.Errorf("intent %q: %w", rec.Key, err)
		}
		return s.anyDue(ctx, ids)
	default:
		return s.wouldSucceed(ctx, rec.Data)
	}
}

// finalizeBatchIDs reads the job ids back from finalizeBatch(uint256[]) calldata: selector, offset,
// length, then one word per id.
func finalizeBatchIDs(data []byte) ([]*big.Int, error) {
	if len(data) < 4+64 || (len(data)-4)%32 != 0 {
		return nil, fmt.Errorf("finalizeBatch calldata of %d bytes", len(data))
	}
	words := data[4:]
	n := new(big.Int).SetBytes(words[32:64])
	if !n.IsUint64() || n.Uint64() != uint64(len(words)/32-2) {
		return nil, fmt.Errorf("finalizeBatch calldata says %s ids in %d bytes", n, len(data))
	}
	ids := make([]*big.Int, 0, n.Uint64())
	for i := 64; i < len(words); i += 32 {
		ids = append(ids, new(big.Int).SetBytes(words[i:i+32]))
	}
	return ids, nil
}

// chainHandler folds the escrow's logs into the store inside the watcher's transaction.
type chainHandler struct{ s *Service }

func (h *chainHandler) Apply(ctx context.Context, tx *sql.Tx, block watcher.BlockRef, logs []types.Log) error {
	u := store.ChainUpdate{Blocks: []store.Block{{Number: block.Number, Hash: block.Hash, ParentHash: block.Parent, Time: block.Time}}}
	for _, l := range logs {
		d, err := indexer.Decode(l, block.Time)
		if errors.Is(err, indexer.ErrUnknownEvent) {
			continue
		}
		if err != nil {
			return fmt.Errorf("decode log %d of block %d: %w", l.Index, block.Number, err)
		}
		if d.Terms != nil {
			u.Terms = append(u.Terms, *d.Terms)
		}
		if d.Event != nil {
			u.Events = append(u.Events, *d.Event)
		}
	}
	return h.s.store.ApplyTx(ctx, tx, u, indexer.Fold)
}

func (h *chainHandler) Rewind(ctx context.Context, tx *sql.Tx, ancestor watcher.BlockRef) error {
	n, err := h.s.store.RewindToTx(ctx, tx, ancestor.Number, indexer.Fold)
	if err == nil {
		h.s.log.Warn("chain reorganised: rewound the job view", "ancestor", ancestor.Number, "jobsRebuilt", n)
	}
	return err
}

// chainClock tells time by the chain's latest block (falling back to the wall clock when the node does
// not answer), and ticks by the wall clock.
// contractSigners asks evaluator contracts (ERC-1271) through the daemon's RPC.
type contractSigners struct{ client *ethclient.Client }

func (c contractSigners) IsValidSignature(ctx context.Context, signer common.Address, digest common.Hash, sig []byte) (bool, error) {
	return escrow.IsValidERC1271Signature(ctx, c.client, signer, digest, sig)
}

type chainClock struct{ client *ethclient.Client }

func (c *chainClock) Now() time.Time {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	h, err := c.client.HeaderByNumber(ctx, nil)
	if err != nil {
		return time.Now()
	}
	return time.Unix(int64(h.Time), 0)
}

func (c *chainClock) NewTicker(d time.Duration) scheduler.Ticker {
	return scheduler.SystemClock{}.NewTicker(d)
}
