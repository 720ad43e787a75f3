// Package txmgr sends the settlement daemon's transactions from one sender
// key, exactly once per intent.
//
// Callers describe what they want done as an Intent under a unique key
// ("finalize:17,18", "result:<digest>") and call Submit; the Manager owns
// how it happens: an optional precheck (an eth_call saying whether the work
// is still needed), gas estimation (a revert fails the intent with its
// reason), nonce assignment, EIP-1559 fees, signing, persisting the raw
// transaction before it is broadcast, fee bumping of stuck transactions,
// re-sending after restarts and reorgs, and confirmation at a depth. Node
// errors are classified by one table of geth and anvil messages (Classify).
//
// State lives in a Journal (SQLiteJournal shares the daemon's SQLite file
// under txmgr_ tables). The package does not know the escrow ABI, watch
// logs or decide what is due: that is the daemon's job.
package txmgr

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/params"
)

// Client is the part of an Ethereum JSON-RPC client the manager uses.
// *ethclient.Client and simulated.Client satisfy it.
type Client interface {
	ChainID(ctx context.Context) (*big.Int, error)
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
	NonceAt(ctx context.Context, account common.Address, blockNumber *big.Int) (uint64, error)
	PendingNonceAt(ctx context.Context, account common.Address) (uint64, error)
	SuggestGasTipCap(ctx context.Context) (*big.Int, error)
	EstimateGas(ctx context.Context, call ethereum.CallMsg) (uint64, error)
	SendTransaction(ctx context.Context, tx *types.Transaction) error
	TransactionReceipt(ctx context.Context, txHash common.Hash) (*types.Receipt, error)
	TransactionByHash(ctx context.Context, txHash common.Hash) (tx *types.Transaction, isPending bool, err error)
}

// Config tunes the manager. Zero values take the documented defaults.
type Config struct {
	// ChainID of the chain; nil asks the client. Must match the signer's.
	ChainID *big.Int
	// PollInterval between passes of Run; default 2 s.
	PollInterval time.Duration
	// Confirmations is the depth at which a receipt is final (1 = in a
	// block); default 3.
	Confirmations uint64
	// BumpAfter re-prices a transaction not mined this long after its
	// latest attempt; default 60 s; negative disables the time criterion.
	BumpAfter time.Duration
	// BumpAfterBlocks re-prices a transaction not mined this many blocks
	// after its latest attempt; default 5; whichever criterion comes first.
	BumpAfterBlocks uint64
	// BumpPercent raises tip and fee cap by at least this much per bump;
	// default and minimum 10 (geth's replacement rule).
	BumpPercent uint64
	// FallbackTip is used when eth_maxPriorityFeePerGas fails; default 0.1 gwei.
	FallbackTip *big.Int
	// MinTip is a floor for the tip; default 0.
	MinTip *big.Int
	// MaxFeeCap limits maxFeePerGas; default 200 gwei. Bumps stop at it.
	MaxFeeCap *big.Int
	// GasBufferPercent is added to eth_estimateGas; default 20.
	GasBufferPercent uint64
	// Precheck is used for intents that have no in-memory Precheck (after
	// a restart); nil means such intents are always still needed.
	Precheck func(ctx context.Context, rec Record) (stillNeeded bool, err error)
	// Logger; default slog.Default(). Keys are never logged.
	Logger *slog.Logger
	// Metrics; default NoopMetrics.
	Metrics Metrics
	// Now is the clock; default time.Now.
	Now func() time.Time
}

func (c *Config) setDefaults() {
	if c.PollInterval == 0 {
		c.PollInterval = 2 * time.Second
	}
	if c.Confirmations == 0 {
		c.Confirmations = 3
	}
	if c.BumpAfter == 0 {
		c.BumpAfter = 60 * time.Second
	}
	if c.BumpAfterBlocks == 0 {
		c.BumpAfterBlocks = 5
	}
	if c.BumpPercent == 0 {
		c.BumpPercent = 10
	}
	if c.FallbackTip == nil {
		c.FallbackTip = big.NewInt(params.GWei / 10)
	}
	if c.MinTip == nil {
		c.MinTip = new(big.Int)
	}
	if c.MaxFeeCap == nil {
		c.MaxFeeCap = big.NewInt(200 * params.GWei)
	}
	if c.GasBufferPercent == 0 {
		c.GasBufferPercent = 20
	}
	if c.Logger == nil {
		c.Logger = slog.Default()
	}
	if c.Metrics == nil {
		c.Metrics = NoopMetrics{}
	}
	if c.Now == nil {
		c.Now = time.Now
	}
}

// Check explains what is wrong with a configuration (after defaults).
func (c *Config) Check() error {
	var errs []error
	if c.PollInterval < 0 {
		errs = append(errs, errors.New("poll interval must not be negative"))
	}
	if c.BumpPercent < 10 {
		errs = append(errs, fmt.Errorf("bump percent %d is below 10: geth rejects smaller replacements", c.BumpPercent))
	}
	if c.FallbackTip.Sign() < 0 || c.MinTip.Sign() < 0 {
		errs = append(errs, errors.New("tips must not be negative"))
	}
	if c.MaxFeeCap.Sign() <= 0 {
		errs = append(errs, errors.New("max fee cap must be positive"))
	}
	if c.MinTip.Cmp(c.MaxFeeCap) > 0 {
		errs = append(errs, fmt.Errorf("min tip %s exceeds max fee cap %s", c.MinTip, c.MaxFeeCap))
	}
	if c.ChainID != nil && c.ChainID.Sign() <= 0 {
		errs = append(errs, errors.New("chain id must be positive"))
	}
	if len(errs) > 0 {
		return fmt.Errorf("txmgr: config: %w", errors.Join(errs...))
	}
	return nil
}

// Manager drives intents of one sender key to a final state. Submit, Get
// and Wait may be called concurrently; passes (Process, Run) are serialised.
type Manager struct {
	cfg     Config
	client  Client
	journal Journal
	signer  Signer
	from    common.Address
	chainID *big.Int
	log     *slog.Logger
	metrics Metrics

	passMu sync.Mutex // one pass at a time: nonces are assigned in passes only

	mu        sync.Mutex
	prechecks map[string]Precheck
	bumpNow   map[string]bool // last send was underpriced: re-price on the next pass
	takenSeen map[string]int  // passes that saw the intent's nonce used without a receipt of ours
	changed   chan struct{}   // closed and replaced when an intent changes
	wake      chan struct{}
	cancel    context.CancelFunc
	done      chan struct{}
}

// New returns a manager for signer's address. It asks the client for the
// chain id when cfg.ChainID is nil.
func New(ctx context.Context, cfg Config, client Client, journal Journal, signer Signer) (*Manager, error) {
	if client == nil || journal == nil || signer == nil {
		return nil, errors.New("txmgr: client, journal and signer are required")
	}
	cfg.setDefaults()
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	chainID := cfg.ChainID
	if chainID == nil {
		id, err := client.ChainID(ctx)
		if err != nil {
			return nil, fmt.Errorf("txmgr: chain id: %w", err)
		}
		chainID = id
	}
	m := &Manager{
		cfg:       cfg,
		client:    client,
		journal:   journal,
		signer:    signer,
		from:      signer.Address(),
		chainID:   new(big.Int).Set(chainID),
		metrics:   cfg.Metrics,
		prechecks: make(map[string]Precheck),
		bumpNow:   make(map[string]bool),
		takenSeen: make(map[string]int),
		changed:   make(chan struct{}),
		wake:      make(chan struct{}, 1),
	}
	m.log = cfg.Logger.With(slog.String("component", "txmgr"), slog.String("sender", m.from.Hex()))
	return m, nil
}

// From returns the sender address.
func (m *Manager) From() common.Address { return m.from }

// Submit stores the intent under its key and wakes the loop. It is
// idempotent: if the key exists, the stored record is returned and nothing
// new is sent (a different payload under the same key is ErrKeyConflict).
// A non-nil Precheck is (re)attached to the key in memory.
func (m *Manager) Submit(ctx context.Context, in Intent) (Record, error) {
	if err := validateIntent(in); err != nil {
		return Record{}, err
	}
	value := new(big.Int)
	if in.Value != nil {
		value.Set(in.Value)
	}
	rec, created, err := m.journal.CreateIntent(ctx, Record{
		Key: in.Key, From: m.from, To: in.To, Data: in.Data, Value: value, GasLimit: in.GasLimit, State: StatePending,
	})
	if err != nil {
		return Record{}, fmt.Errorf("txmgr: submit %q: %w", in.Key, err)
	}
	if !created {
		if rec.From != m.from || !samePayload(rec, in) {
			return rec, fmt.Errorf("%w: %q", ErrKeyConflict, in.Key)
		}
	} else {
		m.metrics.IntentSubmitted()
		m.log.Info("intent submitted", slog.Any("intent", rec))
	}
	if in.Precheck != nil && rec.State.Open() {
		m.mu.Lock()
		m.prechecks[in.Key] = in.Precheck
		m.mu.Unlock()
	}
	if rec.State.Open() {
		m.Wake()
	}
	return rec, nil
}

// Get returns the stored record of an intent (ErrNotFound if unknown).
func (m *Manager) Get(ctx context.Context, key string) (Record, error) {
	return m.journal.Intent(ctx, key)
}

// Attempts returns the signed attempts of an intent, oldest first.
func (m *Manager) Attempts(ctx context.Context, key string) ([]Attempt, error) {
	return m.journal.Attempts(ctx, key)
}

// Wait blocks until the intent is final (confirmed, failed or abandoned)
// or ctx ends. Someone must be driving the manager (Run/Start or Process).
func (m *Manager) Wait(ctx context.Context, key string) (Record, error) {
	for {
		m.mu.Lock()
		ch := m.changed
		m.mu.Unlock()
		r, err := m.journal.Intent(ctx, key)
		if err != nil {
			return Record{}, err
		}
		if r.State.Final() {
			return r, nil
		}
		t := time.NewTimer(m.cfg.PollInterval)
		select {
		case <-ctx.Done():
			t.Stop()
			return r, fmt.Errorf("txmgr: wait for %q: %w", key, ctx.Err())
		case <-ch:
		case <-t.C:
		}
		t.Stop()
	}
}

// Wake asks the loop for a pass now.
func (m *Manager) Wake() {
	select {
	case m.wake <- struct{}{}:
	default:
	}
}

// Run drives open intents until ctx ends, one pass per PollInterval or
// Wake. Pass errors are logged, never fatal. It returns ctx's error.
func (m *Manager) Run(ctx context.Context) error {
	m.log.Info("txmgr running", slog.String("chain_id", m.chainID.String()))
	t := time.NewTicker(m.cfg.PollInterval)
	defer t.Stop()
	for {
		if err := m.Process(ctx); err != nil && ctx.Err() == nil {
			m.log.Warn("txmgr pass", slog.String("err", err.Error()))
		}
		select {
		case <-ctx.Done():
			m.log.Info("txmgr stopped")
			return ctx.Err()
		case <-t.C:
		case <-m.wake:
		}
	}
}

// Start runs Run in a goroutine until Stop.
func (m *Manager) Start() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.cancel != nil {
		return errors.New("txmgr: already started")
	}
	ctx, cancel := context.WithCancel(context.Background())
	m.cancel, m.done = cancel, make(chan struct{})
	go func() {
		defer close(m.done)
		_ = m.Run(ctx)
	}()
	return nil
}

// Stop ends a Start-ed loop and waits for its pass to finish. State is in
// the journal: a new manager on the same journal continues where this one
// stopped.
func (m *Manager) Stop() {
	m.mu.Lock()
	cancel, done := m.cancel, m.done
	m.cancel, m.done = nil, nil
	m.mu.Unlock()
	if cancel == nil {
		return
	}
	cancel()
	<-done
}

func (m *Manager) notify() {
	m.mu.Lock()
	close(m.changed)
	m.changed = make(chan struct{})
	m.mu.Unlock()
}

func (m *Manager) forget(key string) {
	m.mu.Lock()
	delete(m.prechecks, key)
	delete(m.bumpNow, key)
	delete(m.takenSeen, key)
	m.mu.Unlock()
}
