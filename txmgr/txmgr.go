// Package txmgr sends transactions exactly once per intent, for any number of sender keys.
//
// Callers describe what they want done as an Intent of a registered Kind under a unique key and call
// Submit; a Manager (one per sender key, each with its own nonce stream and its own rows in the
// Journal) owns how it happens: the kind's precheck (an eth_call saying whether the work is still
// needed, not yet possible, or already done), gas estimation (a revert fails the intent with its
// decoded reason), nonce assignment, EIP-1559 fees, signing, persisting the raw transaction before it is
// broadcast, fee bumping of the head-of-line transaction, filling nonce gaps, re-sending after restarts
// and reorgs, and confirmation at a depth. Node errors are classified by one table of geth and anvil
// messages (Classify).
//
// Operational limits follow op-service's transaction manager: a timeout on every RPC
// (Config.NetworkTimeout), a cap on transactions in flight (Config.MaxInFlight), fee caps limited to a
// multiple of the market (Config.FeeLimitMultiplier), no fee bump when the problem is a nonce gap (only
// the transaction the chain would mine next is ever re-priced; gaps are filled), and a clean give-up on
// repeated nonce errors (Config.SafeAbortNonceTooLowCount, Config.MaxResigns). What it keeps from its own
// past: the journal (sign, persist, broadcast), idempotent keys and the precheck.
//
// Sends are pipelined: each pass prechecks and estimates the waiting intents concurrently, assigns
// consecutive nonces, persists all their attempts in one journal transaction and broadcasts them in
// nonce order. A caller that waits for its transaction and has checked its work itself uses Send (the
// send lane, lane.go): the intent is signed, journaled with its first attempt in one write and broadcast
// in the caller's goroutine, on the same nonce stream.
//
// The package does not know any contract ABI, watch logs or decide what is due: callers do, through the
// kinds they register.
package txmgr

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/params"

	"github.com/asa-escrow/asa/internal/loop"
)

// Client is the part of an Ethereum JSON-RPC client the manager uses. *ethclient.Client and
// simulated.Client satisfy it.
type Client interface {
	ChainID(ctx context.Context) (*big.Int, error)
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
	NonceAt(ctx context.Context, account common.Address, blockNumber *big.Int) (uint64, error)
	PendingNonceAt(ctx context.Context, account common.Address) (uint64, error)
	BalanceAt(ctx context.Context, account common.Address, blockNumber *big.Int) (*big.Int, error)
	SuggestGasTipCap(ctx context.Context) (*big.Int, error)
	EstimateGas(ctx context.Context, call ethereum.CallMsg) (uint64, error)
	SendTransaction(ctx context.Context, tx *types.Transaction) error
	TransactionReceipt(ctx context.Context, txHash common.Hash) (*types.Receipt, error)
	TransactionByHash(ctx context.Context, txHash common.Hash) (tx *types.Transaction, isPending bool, err error)
}

// Config tunes a manager. Zero values take the documented defaults.
type Config struct {
	// ChainID of the chain; nil asks the client. Must match the signer's.
	ChainID *big.Int
	// Kinds is the registry of intent kinds the manager may send (KindFill is built in). Required.
	Kinds *Kinds
	// PollInterval between passes of Run; default 1 s. Submit wakes the loop at once.
	PollInterval time.Duration
	// Confirmations is the depth at which a receipt is final (1 = in a block); default 3.
	Confirmations uint64
	// NetworkTimeout bounds every single RPC; default 10 s.
	NetworkTimeout time.Duration
	// MaxInFlight caps signed transactions not yet mined; further intents wait as pending; default 64.
	MaxInFlight int
	// Concurrency bounds the prechecks, estimates and receipt reads run at once; default 16.
	Concurrency int
	// BumpAfter re-prices the head-of-line transaction not mined this long after its latest attempt;
	// default 60 s; negative disables the time criterion.
	BumpAfter time.Duration
	// BumpAfterBlocks re-prices it after this many blocks; default 5; whichever comes first.
	BumpAfterBlocks uint64
	// BumpPercent raises tip and fee cap by at least this much per bump; default and minimum 10
	// (geth's replacement rule).
	BumpPercent uint64
	// FeeLimitMultiplier caps every fee cap (first send and bumps) at this multiple of the market fee
	// cap (2*baseFee + tip); default 5. A bump that would need more waits for the market.
	FeeLimitMultiplier uint64
	// FeeLimitThreshold: fee caps at or below it are never limited by FeeLimitMultiplier (on chains
	// whose fees are tiny the multiple would stall bumps for nothing); default 1 gwei.
	FeeLimitThreshold *big.Int
	// MaxFeeCap, if set, is an absolute limit on maxFeePerGas.
	MaxFeeCap *big.Int
	// FallbackTip is used when eth_maxPriorityFeePerGas fails; default 0.1 gwei.
	FallbackTip *big.Int
	// MinTip is a floor for the tip; default 0.
	MinTip *big.Int
	// GasBufferPercent is added to eth_estimateGas; default 20.
	GasBufferPercent uint64
	// SafeAbortNonceTooLowCount: after this many "nonce too low" answers for an intent with no receipt
	// of any of its attempts, its nonce is taken to be used by another transaction; the intent is
	// prechecked and re-signed with a fresh nonce. Default 3.
	SafeAbortNonceTooLowCount int
	// MaxResigns fails an intent whose nonce was taken by other transactions this many times (the key
	// is being used by another process); default 5.
	MaxResigns int
	// RetryLater is how long an intent whose precheck said Later waits before it is asked again;
	// default 2 s.
	RetryLater time.Duration
	// MinBalance: below this sender balance (wei) the manager reports itself starved (Health) even
	// before a send fails; default 0 (only a refused send starves it).
	MinBalance *big.Int
	// BalanceEvery: a pass also reads the sender's balance (for Metrics.Balance, so that a low gas
	// balance can be alerted on before it starves the sender) when the last read is this old; default 0:
	// the balance is read only while starved, or with work waiting and a MinBalance set.
	BalanceEvery time.Duration
	// RevertReason turns a revert error into a readable reason (decoded custom errors); default
	// RevertReason of this package (Error(string) only).
	RevertReason func(err error) string
	// Logger; default slog.Default(). Keys are never logged.
	Logger *slog.Logger
	// Metrics; default NoopMetrics.
	Metrics Metrics
	// Now is the clock; default time.Now.
	Now func() time.Time
	// Term, if set, says whether this process may send for the sender now, and through which journal:
	// several processes (replicas) share one journal and one key, and one at a time leads. It is asked
	// at the start of every pass and before every broadcast. A pass runs only when ok, and writes
	// through the term's journal, which must refuse every write once the term is over (a fencing token
	// checked in each write's transaction): a pass that outlives its term, even in a process paused and
	// woken late, journals nothing and so signs nothing new that reaches the chain, and it stops
	// broadcasting as soon as Term says so. term identifies the leadership term (a change forgets what
	// the manager remembered between passes). Nil means this process always sends, through the
	// manager's journal.
	Term func() (journal Journal, term uint64, ok bool)
}

func (c *Config) setDefaults() {
	if c.PollInterval == 0 {
		c.PollInterval = time.Second
	}
	if c.Confirmations == 0 {
		c.Confirmations = 3
	}
	if c.NetworkTimeout == 0 {
		c.NetworkTimeout = 10 * time.Second
	}
	if c.MaxInFlight == 0 {
		c.MaxInFlight = 64
	}
	if c.Concurrency == 0 {
		c.Concurrency = 16
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
	if c.FeeLimitMultiplier == 0 {
		c.FeeLimitMultiplier = 5
	}
	if c.FeeLimitThreshold == nil {
		c.FeeLimitThreshold = big.NewInt(params.GWei)
	}
	if c.FallbackTip == nil {
		c.FallbackTip = big.NewInt(params.GWei / 10)
	}
	if c.MinTip == nil {
		c.MinTip = new(big.Int)
	}
	if c.GasBufferPercent == 0 {
		c.GasBufferPercent = 20
	}
	if c.SafeAbortNonceTooLowCount == 0 {
		c.SafeAbortNonceTooLowCount = 3
	}
	if c.MaxResigns == 0 {
		c.MaxResigns = 5
	}
	if c.RetryLater == 0 {
		c.RetryLater = 2 * time.Second
	}
	if c.MinBalance == nil {
		c.MinBalance = new(big.Int)
	}
	if c.RevertReason == nil {
		c.RevertReason = RevertReason
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
	if c.Kinds == nil {
		errs = append(errs, errors.New("no kinds registry (txmgr.NewKinds, then Register each kind)"))
	}
	if c.PollInterval < 0 || c.NetworkTimeout < 0 || c.RetryLater < 0 {
		errs = append(errs, errors.New("poll interval, network timeout and retry delay must not be negative"))
	}
	if c.MaxInFlight < 1 || c.Concurrency < 1 {
		errs = append(errs, fmt.Errorf("max in flight %d and concurrency %d must be at least 1", c.MaxInFlight, c.Concurrency))
	}
	if c.BumpPercent < 10 {
		errs = append(errs, fmt.Errorf("bump percent %d is below 10: geth rejects smaller replacements", c.BumpPercent))
	}
	if c.FeeLimitMultiplier < 2 {
		errs = append(errs, fmt.Errorf("fee limit multiplier %d is below 2: a single bump after a base fee rise would be refused", c.FeeLimitMultiplier))
	}
	if c.FallbackTip.Sign() < 0 || c.MinTip.Sign() < 0 || c.FeeLimitThreshold.Sign() < 0 || c.MinBalance.Sign() < 0 {
		errs = append(errs, errors.New("tips, thresholds and balances must not be negative"))
	}
	if c.MaxFeeCap != nil && c.MaxFeeCap.Sign() <= 0 {
		errs = append(errs, errors.New("max fee cap, if set, must be positive"))
	}
	if c.MaxFeeCap != nil && c.MinTip.Cmp(c.MaxFeeCap) > 0 {
		errs = append(errs, fmt.Errorf("min tip %s exceeds max fee cap %s", c.MinTip, c.MaxFeeCap))
	}
	if c.ChainID != nil && c.ChainID.Sign() <= 0 {
		errs = append(errs, errors.New("chain id must be positive"))
	}
	if c.SafeAbortNonceTooLowCount < 1 || c.MaxResigns < 1 {
		errs = append(errs, errors.New("nonce give-up counts must be at least 1"))
	}
	if len(errs) > 0 {
		return fmt.Errorf("txmgr: config: %w", errors.Join(errs...))
	}
	return nil
}

// Manager drives the intents of one sender key to a final state. Submit, Get and WaitFor may be called
// concurrently; passes (Process, Run) are serialised.
type Manager struct {
	cfg     Config
	client  Client
	journal Journal
	signer  Signer
	from    common.Address
	chainID *big.Int
	log     *slog.Logger
	metrics Metrics
	kinds   *Kinds

	passMu       sync.Mutex  // one pass at a time
	sendMu       sync.Mutex  // nonce assignment, the journal write of new attempts and their broadcast (passes and the lane)
	laneSt       laneState   // guarded by sendMu
	laneOpenHint atomic.Bool // laneSt allows a send (for laneOpen, without sendMu)
	lane         laneQueue
	laneSlow     atomic.Bool // the last group's receipts did not show within laneLook
	noSendSync   atomic.Bool // the node has no eth_sendRawTransactionSync
	gasHints     gasHints    // Send's learned gas limits
	fees         laneFees
	passJournal  Journal // the journal of the running pass (the term's, with Config.Term); set under passMu
	passTerm     uint64  // the term of the last pass (with Config.Term)

	mu       sync.Mutex
	soft     map[string]*softState      // per-intent memory; losing it on restart only costs a retry
	waiters  map[string][]chan struct{} // WaitFor callers per intent key, each closed at the next change of it
	follow   followState                // whether the last pass left transactions to look for soon
	seen     map[string]*types.Receipt  // receipts a pass found for open intents, until they are confirmed or end
	health   health
	started  bool // Start was called (Health expects passes from then on)
	lastOpen int

	run *loop.Runner // the pass loop (Start, Stop, Wake)
}

// softState is what the manager remembers between passes about one intent. None of it is needed for
// correctness after a restart: it only paces retries.
type softState struct {
	notBefore   time.Time // a Later verdict or a failed estimate: do not ask before this
	bumpNow     bool      // last send was underpriced: re-price on the next pass
	takenSeen   int       // passes that saw the intent's nonce used without a receipt of ours
	takenSince  time.Time // when the first of them did
	nonceTooLow int       // "nonce too low" answers since the last accepted broadcast
	resigns     int       // times its nonce was taken by another transaction
	knownAt     time.Time // last time the node was seen to know an attempt
	resentAt    time.Time // last re-send of the stored attempt (restarts the bump clock)
	resentHead  uint64    // chain head at that re-send
	feeCapped   bool      // a bump was refused by the fee limit (logged once)
	gasFloor    uint64    // a transaction of this intent ran out of gas: send the next with at least this
	outOfGas    int       // times a transaction of this intent ran out of gas
}

// health is the manager's view of whether it can do its work.
type health struct {
	lastPassErr error
	lastPassAt  time.Time
	starved     bool
	starvedMsg  string
	balance     *big.Int
	balanceAt   time.Time // when balance was last read
}

// New returns a manager for signer's address. It asks the client for the chain id when cfg.ChainID is
// nil.
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
		cctx, cancel := context.WithTimeout(ctx, cfg.NetworkTimeout)
		id, err := client.ChainID(cctx)
		cancel()
		if err != nil {
			return nil, fmt.Errorf("txmgr: chain id: %w", err)
		}
		chainID = id
	}
	m := &Manager{
		cfg:     cfg,
		client:  client,
		journal: journal,
		signer:  signer,
		from:    signer.Address(),
		chainID: new(big.Int).Set(chainID),
		metrics: cfg.Metrics,
		kinds:   cfg.Kinds,
		soft:    make(map[string]*softState),
		waiters: make(map[string][]chan struct{}),
		seen:    make(map[string]*types.Receipt),
	}
	m.log = cfg.Logger.With(slog.String("component", "txmgr"), slog.String("sender", m.from.Hex()))
	run, err := loop.New(loop.Config{Name: "txmgr", Interval: cfg.PollInterval, Detach: true, Tick: m.Process,
		Sooner: func() (time.Duration, bool) { d := m.nextFollow(); return d, d > 0 },
		Report: loop.LogChanges(m.log, "txmgr pass failed; retrying", "txmgr pass succeeded again")})
	if err != nil {
		return nil, err
	}
	m.run = run
	return m, nil
}

// ErrNotSender means the process does not send for the sender now (Config.Term said so).
var ErrNotSender = errors.New("txmgr: not the sender now (another process leads for this key)")

// beginPass binds the pass to its journal; false when Config.Term says this process does not send now.
// passMu is held.
func (m *Manager) beginPass() bool {
	if m.cfg.Term == nil {
		m.passJournal = m.journal
		return true
	}
	j, term, ok := m.cfg.Term()
	if !ok || j == nil {
		return false
	}
	if term != m.passTerm {
		// Pacing remembered in another term (this process's earlier one) may be stale: start afresh.
		m.mu.Lock()
		m.soft = make(map[string]*softState)
		m.mu.Unlock()
		m.sendMu.Lock()
		m.laneSt.valid, m.laneSt.seq = false, m.laneSt.seq+1
		m.laneChanged()
		m.sendMu.Unlock()
		m.passTerm = term
	}
	m.passJournal = j
	return true
}

// stillSender reports whether the running pass's term still holds (always true without Config.Term).
func (m *Manager) stillSender() bool {
	if m.cfg.Term == nil {
		return true
	}
	_, term, ok := m.cfg.Term()
	return ok && term == m.passTerm
}

// From returns the sender address.
func (m *Manager) From() common.Address { return m.from }

// Submit stores the intent under its key and wakes the loop. It is idempotent: if the key exists, the
// stored record is returned and nothing new is sent (a different payload under the same key is
// ErrKeyConflict).
func (m *Manager) Submit(ctx context.Context, in Intent) (Record, error) {
	recs, err := m.SubmitBatch(ctx, []Intent{in})
	if err != nil {
		return Record{}, err
	}
	return recs[0], nil
}

// SubmitBatch is Submit for many intents in one journal transaction. On ErrKeyConflict nothing is
// reported for the other intents, but those created are stored (and will be sent).
func (m *Manager) SubmitBatch(ctx context.Context, ins []Intent) ([]Record, error) {
	if len(ins) == 0 {
		return nil, nil
	}
	recs := make([]Record, len(ins))
	for i, in := range ins {
		rec, err := m.newRecord(in)
		if err != nil {
			return nil, err
		}
		recs[i] = rec
	}
	stored, created, err := m.journal.CreateIntents(ctx, recs)
	if err != nil {
		return nil, fmt.Errorf("txmgr: submit %d intents (first %q): %w", len(ins), ins[0].Key, err)
	}
	wake := false
	for i, rec := range stored {
		if !created[i] {
			if rec.From != m.from || !samePayload(rec, ins[i]) {
				return stored, fmt.Errorf("%w: %q", ErrKeyConflict, ins[i].Key)
			}
		} else {
			m.metrics.IntentSubmitted(rec.Kind)
			m.log.Debug("intent submitted", slog.Any("intent", rec), slog.String("what", m.describe(rec)))
		}
		wake = wake || rec.State.Open()
	}
	if wake {
		m.Wake()
	}
	return stored, nil
}

// newRecord validates a new intent and returns its pending record.
func (m *Manager) newRecord(in Intent) (Record, error) {
	if err := validateIntent(in); err != nil {
		return Record{}, err
	}
	if _, ok := m.kinds.Spec(in.Kind); !ok {
		return Record{}, fmt.Errorf("%w: %q: kind %q is not registered", ErrInvalidIntent, in.Key, in.Kind)
	}
	value := new(big.Int)
	if in.Value != nil {
		value.Set(in.Value)
	}
	return Record{Kind: in.Kind, Key: in.Key, From: m.from, To: in.To, Data: in.Data, Value: value, GasLimit: in.GasLimit, State: StatePending}, nil
}

// submitFill stores a fill intent pinned at nonce.
func (m *Manager) submitFill(ctx context.Context, nonce uint64) error {
	key := fmt.Sprintf("fill:%s:%d:%d", m.from.Hex(), nonce, m.cfg.Now().UnixNano())
	rec := Record{Kind: KindFill, Key: key, From: m.from, To: m.from, Data: []byte{}, Value: new(big.Int), GasLimit: params.TxGas,
		State: StatePending, HasNonce: true, Nonce: nonce}
	if _, _, err := m.passJournal.CreateIntents(ctx, []Record{rec}); err != nil {
		return fmt.Errorf("txmgr: store fill for nonce %d: %w", nonce, err)
	}
	m.metrics.IntentSubmitted(KindFill)
	m.log.Info("filling a nonce gap with a self-transfer", slog.Uint64("nonce", nonce), slog.String("key", key))
	return nil
}

// Get returns the stored record of an intent (ErrNotFound if unknown).
func (m *Manager) Get(ctx context.Context, key string) (Record, error) {
	return m.journal.Intent(ctx, key)
}

// Attempts returns the signed attempts of an intent, oldest first.
func (m *Manager) Attempts(ctx context.Context, key string) ([]Attempt, error) {
	return m.journal.Attempts(ctx, key)
}

// WaitFor blocks until done(record) holds or ctx ends, re-reading the record whenever the manager
// changes that intent (and at least every waitRecheck, for changes made by another process on a shared
// journal). Someone must be driving the manager.
func (m *Manager) WaitFor(ctx context.Context, key string, done func(Record) bool) (Record, error) {
	for {
		ch := m.watch(key)
		r, err := m.journal.Intent(ctx, key)
		if err != nil {
			m.unwatch(key, ch)
			return Record{}, err
		}
		if done(r) {
			m.unwatch(key, ch)
			return r, nil
		}
		t := time.NewTimer(m.waitRecheck())
		select {
		case <-ctx.Done():
			t.Stop()
			m.unwatch(key, ch)
			return r, fmt.Errorf("txmgr: wait for %q: %w", key, ctx.Err())
		case <-ch:
		case <-t.C:
			m.unwatch(key, ch)
		}
		t.Stop()
	}
}

// WaitMined blocks until a pass of this manager has found the intent's transaction in a block (then
// the receipt it read is returned at once, before the journal has recorded it), the journal says it is
// mined or has ended (then the receipt is nil), or ctx ends. It lets a caller answer as soon as the
// manager knows, with no receipt reads of its own.
func (m *Manager) WaitMined(ctx context.Context, key string) (Record, *types.Receipt, error) {
	first := true
	for {
		ch := m.watch(key)
		m.mu.Lock()
		rc := m.seen[key]
		m.mu.Unlock()
		if rc != nil {
			m.unwatch(key, ch)
			return Record{Key: key, From: m.from, State: StateMined, TxHash: rc.TxHash, HasNonce: true}, rc, nil
		}
		r, err := m.journal.Intent(ctx, key)
		if err != nil {
			m.unwatch(key, ch)
			return Record{}, nil, err
		}
		if r.State == StateMined || r.State.Final() {
			m.unwatch(key, ch)
			return r, nil, nil
		}
		if first && r.State == StateInFlight {
			// Sent (perhaps by Send, in the caller's goroutine): a pass now looks for the receipt, and
			// follows it while this caller waits.
			m.Wake()
		}
		first = false
		t := time.NewTimer(m.waitRecheck())
		select {
		case <-ctx.Done():
			t.Stop()
			m.unwatch(key, ch)
			return r, nil, fmt.Errorf("txmgr: wait for %q: %w", key, ctx.Err())
		case <-ch:
		case <-t.C:
			m.unwatch(key, ch)
		}
		t.Stop()
	}
}

// sawReceipt remembers the receipt a pass found for an open intent and wakes its waiters.
func (m *Manager) sawReceipt(key string, rc *types.Receipt) {
	m.mu.Lock()
	m.seen[key] = rc
	m.mu.Unlock()
	m.notify(key)
}

// waitRecheck is how often WaitFor re-reads an intent that this manager has not changed. Changes made
// here wake the waiters of that intent at once; only those made by another process need the re-read,
// and re-reading every PollInterval made hundreds of waiters a read storm.
func (m *Manager) waitRecheck() time.Duration {
	return max(4*m.cfg.PollInterval, 100*time.Millisecond)
}

// watch registers a channel closed at the next change of key.
func (m *Manager) watch(key string) chan struct{} {
	ch := make(chan struct{})
	m.mu.Lock()
	m.waiters[key] = append(m.waiters[key], ch)
	m.mu.Unlock()
	return ch
}

// unwatch drops a channel of watch that was not closed.
func (m *Manager) unwatch(key string, ch chan struct{}) {
	m.mu.Lock()
	defer m.mu.Unlock()
	list := m.waiters[key]
	for i, c := range list {
		if c == ch {
			list = append(list[:i], list[i+1:]...)
			break
		}
	}
	if len(list) == 0 {
		delete(m.waiters, key)
	} else {
		m.waiters[key] = list
	}
}

// Wait blocks until the intent is final or ctx ends.
func (m *Manager) Wait(ctx context.Context, key string) (Record, error) {
	return m.WaitFor(ctx, key, func(r Record) bool { return r.State.Final() })
}

// Wake asks the loop for a pass now.
func (m *Manager) Wake() { m.run.Wake() }

// Health is nil when a pass of the manager reached the node recently and its sender can pay for gas;
// otherwise it says what is wrong (for readiness probes). A node that fails some calls but lets passes
// through is healthy; one that lets none through for 3 poll intervals and 2 network timeouts is not.
func (m *Manager) Health() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	window := 3*m.cfg.PollInterval + 2*m.cfg.NetworkTimeout
	switch {
	case m.health.starved:
		return fmt.Errorf("sender %s cannot pay for gas: %s (fund it; intents wait, nothing is abandoned)", m.from.Hex(), m.health.starvedMsg)
	case m.health.lastPassAt.IsZero() && m.health.lastPassErr != nil:
		return fmt.Errorf("sender %s: %w", m.from.Hex(), m.health.lastPassErr)
	case !m.started:
		return nil
	case m.health.lastPassAt.IsZero():
		return fmt.Errorf("sender %s: no pass completed yet", m.from.Hex())
	case m.cfg.Now().Sub(m.health.lastPassAt) > window:
		if m.health.lastPassErr != nil {
			return fmt.Errorf("sender %s: no pass succeeded for %s: %w", m.from.Hex(), m.cfg.Now().Sub(m.health.lastPassAt).Round(time.Second), m.health.lastPassErr)
		}
		return fmt.Errorf("sender %s: no pass completed for %s", m.from.Hex(), m.cfg.Now().Sub(m.health.lastPassAt).Round(time.Second))
	}
	return nil
}

// Run drives open intents until ctx ends, one pass per PollInterval or Wake (sooner while a caller
// waits for what a pass just sent: followState). Pass errors are logged (once per change of the error)
// and retried, never fatal. It returns ctx's error. Run it on a Manager that is not started.
func (m *Manager) Run(ctx context.Context) error {
	m.log.Info("txmgr running", slog.String("chain_id", m.chainID.String()))
	m.run.Run(ctx)
	m.log.Info("txmgr stopped")
	return ctx.Err()
}

// followState paces the quick passes after a broadcast while callers wait on intents (WaitFor,
// WaitMined): a transaction just sent is looked for after followMin, then at doubling intervals up to
// PollInterval while the pass still finds transactions in flight. Without waiters (the daemon's own
// relays and finalizes, which read the store) passes keep the poll cadence. On a chain that mines at once the receipt is found (and the intent's waiters answered) a few
// milliseconds after the send instead of a PollInterval later; on a slow chain the extra passes are a
// handful per burst of sends.
type followState struct {
	sent     bool          // the last pass broadcast new transactions
	inFlight bool          // the last pass found transactions in flight or mined but not yet confirmed
	delay    time.Duration // the current follow delay; 0 when not following
}

// followMin is the first follow delay after a broadcast.
const followMin = 2 * time.Millisecond

// nextFollow returns the delay of the next follow pass, or 0 to wait for the poll or a wake.
func (m *Manager) nextFollow() time.Duration {
	m.mu.Lock()
	defer m.mu.Unlock()
	f := &m.follow
	switch {
	case f.sent && len(m.waiters) > 0:
		f.delay = followMin // a caller waits: look for what was just sent soon
	case f.inFlight && (f.delay > 0 || len(m.waiters) > 0):
		// Still in flight: keep looking, less often each time, while a caller waits or the follow began.
		f.delay = min(max(2*f.delay, followMin), m.cfg.PollInterval)
	default:
		f.delay = 0
	}
	if f.delay >= m.cfg.PollInterval {
		return 0
	}
	return f.delay
}

// Start runs the pass loop in a goroutine until Stop. ctx is not used after Start returns (Stop ends
// the loop).
func (m *Manager) Start(ctx context.Context) error {
	m.mu.Lock()
	m.started = true
	m.mu.Unlock()
	if err := m.run.Start(ctx); err != nil {
		return err
	}
	m.log.Info("txmgr running", slog.String("chain_id", m.chainID.String()))
	return nil
}

// Stop ends a started loop and waits for its pass to finish (or ctx to end). State is in the journal: a
// new manager on the same journal continues where this one stopped.
func (m *Manager) Stop(ctx context.Context) error {
	running := m.run.Running()
	if err := m.run.Stop(ctx); err != nil {
		return err
	}
	if running {
		m.log.Info("txmgr stopped")
	}
	return nil
}

// notify wakes the waiters of the intents keys (every waiter when keys is empty).
func (m *Manager) notify(keys ...string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	wakeAll := func(key string) {
		for _, ch := range m.waiters[key] {
			close(ch)
		}
		delete(m.waiters, key)
	}
	if len(keys) == 0 {
		for key := range m.waiters {
			wakeAll(key)
		}
		return
	}
	for _, key := range keys {
		wakeAll(key)
	}
}

// softOf returns the soft state of key (m.mu must not be held).
func (m *Manager) softOf(key string) *softState {
	m.mu.Lock()
	defer m.mu.Unlock()
	s := m.soft[key]
	if s == nil {
		s = &softState{}
		m.soft[key] = s
	}
	return s
}

func (m *Manager) forget(key string) {
	m.mu.Lock()
	delete(m.soft, key)
	delete(m.seen, key)
	m.mu.Unlock()
}

func (m *Manager) describe(r Record) string {
	if spec, ok := m.kinds.Spec(r.Kind); ok && spec.Describe != nil {
		return spec.Describe(r)
	}
	return string(r.Kind)
}

// rpc bounds one RPC by NetworkTimeout.
func (m *Manager) rpc(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeout(ctx, m.cfg.NetworkTimeout)
}
