package watcher

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/internal/loop"
)

// Defaults applied by New to zero Config fields.
const (
	DefaultMaxRange      = 2000
	DefaultMaxReorgDepth = 128
	DefaultHeaderBatch   = 100
	DefaultPollInterval  = 2 * time.Second
	DefaultCallTimeout   = 10 * time.Second
	// MaxRangeLimit bounds Config.MaxRange.
	MaxRangeLimit = 10000
)

// Head tags accepted in Config.HeadTag.
const (
	HeadLatest    = "latest"
	HeadSafe      = "safe"
	HeadFinalized = "finalized"
)

// ErrReorgTooDeep means the chain no longer has any stored block within
// MaxReorgDepth of the tip: the watcher refuses to guess and keeps failing
// until an operator intervenes (wrong chain, or a reorg deeper than allowed).
var ErrReorgTooDeep = errors.New("watcher: reorg deeper than the allowed depth")

// errChainMoving means the node changed its chain while a range was read;
// the next poll starts over.
var errChainMoving = errors.New("watcher: chain changed during the scan, retrying")

// Config configures a Watcher. Client, Checkpoint, Handler and Addresses are
// required; zero values elsewhere take the defaults above.
type Config struct {
	// Client talks to the node.
	Client Client
	// Checkpoint stores processed blocks; Handler keeps derived state.
	Checkpoint Checkpoint
	Handler    Handler
	// Addresses are the contracts whose logs are wanted; Topics optionally
	// narrows them as in eth_getLogs.
	Addresses []common.Address
	Topics    [][]common.Hash
	// StartBlock is the first block scanned when the checkpoint is empty
	// (usually the contract's deployment block). Ignored once blocks are
	// stored. Block 0 carries no logs; 0 means "from block 1".
	StartBlock uint64
	// HeadTag is the node's head the watcher follows: HeadLatest (default),
	// HeadSafe or HeadFinalized.
	HeadTag string
	// Confirmations is subtracted from the head: only blocks at least this
	// deep are scanned. 0 is allowed (anvil).
	Confirmations uint64
	// MaxRange is the largest eth_getLogs range in blocks (1..MaxRangeLimit).
	MaxRange uint64
	// MaxReorgDepth bounds the ancestor search and is how many recent blocks
	// without logs stay stored.
	MaxReorgDepth uint64
	// HeaderBatch is how many headers go in one JSON-RPC batch.
	HeaderBatch int
	// PollInterval is the time between polls once started.
	PollInterval time.Duration
	// CallTimeout bounds every RPC (default 10 s): a node that accepts the
	// connection but never answers fails the poll instead of wedging it.
	CallTimeout time.Duration
	// Clock supplies the poll ticker (SystemClock by default).
	Clock Clock
	// Logger defaults to slog.Default(); Metrics to NoopMetrics.
	Logger  *slog.Logger
	Metrics Metrics
}

// Check explains what is wrong with the configuration, after defaults.
func (c *Config) Check() error {
	var errs []error
	if c.Client == nil {
		errs = append(errs, errors.New("no RPC client"))
	}
	if c.Checkpoint == nil {
		errs = append(errs, errors.New("no checkpoint store"))
	}
	if c.Handler == nil {
		errs = append(errs, errors.New("no handler"))
	}
	if len(c.Addresses) == 0 {
		errs = append(errs, errors.New("no contract addresses to watch"))
	}
	for i, a := range c.Addresses {
		if a == (common.Address{}) {
			errs = append(errs, fmt.Errorf("contract address %d is the zero address", i))
		}
	}
	switch c.HeadTag {
	case HeadLatest, HeadSafe, HeadFinalized:
	default:
		errs = append(errs, fmt.Errorf("head tag %q is not latest, safe or finalized", c.HeadTag))
	}
	if c.MaxRange < 1 || c.MaxRange > MaxRangeLimit {
		errs = append(errs, fmt.Errorf("max range %d is outside 1..%d blocks", c.MaxRange, MaxRangeLimit))
	}
	if c.MaxReorgDepth < 1 {
		errs = append(errs, errors.New("max reorg depth must be at least 1"))
	}
	if c.HeaderBatch < 1 || c.HeaderBatch > 1000 {
		errs = append(errs, fmt.Errorf("header batch %d is outside 1..1000", c.HeaderBatch))
	}
	if c.PollInterval <= 0 {
		errs = append(errs, fmt.Errorf("poll interval %s is not positive", c.PollInterval))
	}
	if c.CallTimeout <= 0 {
		errs = append(errs, fmt.Errorf("call timeout %s is not positive", c.CallTimeout))
	}
	if len(errs) == 0 {
		return nil
	}
	msgs := make([]string, len(errs))
	for i, e := range errs {
		msgs[i] = e.Error()
	}
	return fmt.Errorf("watcher: bad config: %s", strings.Join(msgs, "; "))
}

func (c *Config) defaults() {
	if c.HeadTag == "" {
		c.HeadTag = HeadLatest
	}
	if c.MaxRange == 0 {
		c.MaxRange = DefaultMaxRange
	}
	if c.MaxReorgDepth == 0 {
		c.MaxReorgDepth = DefaultMaxReorgDepth
	}
	if c.HeaderBatch == 0 {
		c.HeaderBatch = DefaultHeaderBatch
	}
	if c.PollInterval == 0 {
		c.PollInterval = DefaultPollInterval
	}
	if c.CallTimeout == 0 {
		c.CallTimeout = DefaultCallTimeout
	}
	if c.Clock == nil {
		c.Clock = SystemClock{}
	}
	if c.Logger == nil {
		c.Logger = slog.Default()
	}
	if c.Metrics == nil {
		c.Metrics = NoopMetrics{}
	}
}

// Watcher polls the chain and feeds logs to the Handler. Poll may be called
// directly; Start runs it on every tick until Stop.
type Watcher struct {
	cfg   Config
	chain *chain
	log   *slog.Logger

	pollMu sync.Mutex // one poll at a time; guards sizer
	sizer  *rangeSizer

	run *loop.Runner

	mu      sync.Mutex // guards the fields below
	lastErr error
	lastOK  time.Time // end of the last successful poll
	head    BlockRef  // the node's head at the last poll that read it
	headAt  time.Time // when that head was read
}

// New checks cfg, fills in defaults and returns a stopped Watcher.
func New(cfg Config) (*Watcher, error) {
	cfg.defaults()
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	cfg.Addresses = append([]common.Address(nil), cfg.Addresses...)
	w := &Watcher{
		cfg:   cfg,
		chain: newChain(cfg.Client, cfg.HeaderBatch, cfg.CallTimeout),
		log:   cfg.Logger.With("component", "watcher"),
		sizer: newRangeSizer(cfg.MaxRange),
	}
	run, err := loop.New(loop.Config{Name: "watcher", Interval: cfg.PollInterval, Detach: true, Tick: w.Poll, Report: w.report,
		NewTicker: cfg.Clock.NewTicker})
	if err != nil {
		return nil, err
	}
	w.run = run
	return w, nil
}

// Start polls once at once and then every PollInterval in a goroutine until
// Stop. Poll errors are logged (once per change), counted and retried on the
// next tick; Health reports them. ctx is not used after Start returns.
func (w *Watcher) Start(ctx context.Context) error { return w.run.Start(ctx) }

// report logs a poll's error once per change (a reorg deeper than the window as an error) and the
// first success after errors.
func (w *Watcher) report(ctx context.Context, err error) {
	if err == nil {
		w.log.Info("poll succeeded again")
		return
	}
	level := slog.LevelWarn
	if errors.Is(err, ErrReorgTooDeep) {
		level = slog.LevelError
	}
	w.log.Log(ctx, level, "poll failed; retrying", "err", err)
}

// Stop ends the polling goroutine and waits for it (or for ctx); a poll in
// progress is cancelled and its transaction rolled back. Stop on a stopped
// Watcher is a no-op. A stopped Watcher may be started again.
func (w *Watcher) Stop(ctx context.Context) error { return w.run.Stop(ctx) }

// LastError returns the result of the most recent poll (nil if it worked).
func (w *Watcher) LastError() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.lastErr
}

// Health is nil when a poll succeeded within maxAge; otherwise it says what is wrong (with the last
// poll's error), for readiness probes. A node that fails some calls but lets polls through is healthy;
// one that lets none through is not.
func (w *Watcher) Health(maxAge time.Duration) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	switch {
	case w.lastOK.IsZero() && w.lastErr != nil:
		return w.lastErr
	case w.lastOK.IsZero():
		return errors.New("watcher: no poll completed yet")
	case time.Since(w.lastOK) > maxAge:
		if w.lastErr != nil {
			return fmt.Errorf("no poll succeeded for %s: %w", time.Since(w.lastOK).Round(time.Second), w.lastErr)
		}
		return fmt.Errorf("watcher: no poll completed for %s", time.Since(w.lastOK).Round(time.Second))
	}
	return nil
}

// Head returns the node's head block as the last poll saw it (before
// Confirmations are subtracted) and when it was read; ok is false before
// the first poll that reached the node. Callers that need chain time use it:
// it never falls back to the wall clock.
func (w *Watcher) Head() (head BlockRef, at time.Time, ok bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.head, w.headAt, !w.headAt.IsZero()
}

// Tip returns the highest processed block; ok is false before the first poll.
func (w *Watcher) Tip(ctx context.Context) (BlockRef, bool, error) {
	return w.cfg.Checkpoint.Tip(ctx)
}

// Poll brings the checkpoint up to the confirmed head: it rewinds over a
// reorg if the stored blocks left the chain, then scans and applies every
// new range. It returns after the first error; what was committed stays.
func (w *Watcher) Poll(ctx context.Context) error {
	w.pollMu.Lock()
	defer w.pollMu.Unlock()
	err := w.poll(ctx)
	if err != nil {
		w.cfg.Metrics.PollFailed()
	}
	w.mu.Lock()
	w.lastErr = err
	if err == nil {
		w.lastOK = time.Now()
	}
	w.mu.Unlock()
	return err
}

func (w *Watcher) poll(ctx context.Context) error {
	head, err := w.chain.head(ctx, w.cfg.HeadTag)
	if err != nil {
		return err
	}
	w.mu.Lock()
	w.head, w.headAt = head, time.Now()
	w.mu.Unlock()
	latest := head.Number
	if latest < w.cfg.Confirmations {
		return nil
	}
	target := latest - w.cfg.Confirmations
	w.cfg.Metrics.Heads(latest, target)

	tip, ok, err := w.cfg.Checkpoint.Tip(ctx)
	if err != nil {
		return err
	}
	if !ok {
		if tip, ok, err = w.anchor(ctx, target); err != nil || !ok {
			return err
		}
	}
	if target <= tip.Number {
		// Nothing new to scan; make sure what we hold is still canonical
		// (anvil_reorg, for one, replaces blocks without growing the chain).
		if tip, err = w.rewind(ctx, tip, latest); err != nil {
			return err
		}
	}
	for tip.Number < target {
		next, mismatch, err := w.scan(ctx, tip, target)
		if err != nil {
			return err
		}
		if !mismatch {
			tip = next
			continue
		}
		ancestor, err := w.rewind(ctx, tip, latest)
		if err != nil {
			return err
		}
		if ancestor == tip {
			// The parent check failed but the tip is canonical: the node
			// switched chains between our calls. Start over next poll.
			return errChainMoving
		}
		tip = ancestor
	}
	return nil
}

// anchor stores the block before StartBlock, so the first range has a
// parent to check against. ok is false while that block is not confirmed.
func (w *Watcher) anchor(ctx context.Context, target uint64) (BlockRef, bool, error) {
	n := max(w.cfg.StartBlock, 1) - 1
	if n > target {
		w.log.Debug("start block not confirmed yet", "start", w.cfg.StartBlock, "confirmed", target)
		return BlockRef{}, false, nil
	}
	ref, ok, err := w.chain.block(ctx, n)
	if err != nil {
		return BlockRef{}, false, err
	}
	if !ok {
		return BlockRef{}, false, fmt.Errorf("watcher: node lacks block %d below its head", n)
	}
	if err := w.commit(ctx, func(tx *sql.Tx) error {
		return w.cfg.Checkpoint.SaveBlock(ctx, tx, ref, false)
	}); err != nil {
		return BlockRef{}, false, fmt.Errorf("watcher: store anchor block %d: %w", n, err)
	}
	w.log.Info("checkpoint anchored", "block", n, "hash", ref.Hash)
	return ref, true, nil
}

// scan reads, checks and applies the next range after tip. mismatch is true
// when the range does not continue tip (a reorg); nothing is applied then.
func (w *Watcher) scan(ctx context.Context, tip BlockRef, target uint64) (BlockRef, bool, error) {
	from := tip.Number + 1
	var (
		to   uint64
		logs []types.Log
	)
	for {
		to = min(target, from+w.sizer.size-1)
		var err error
		lctx, cancel := context.WithTimeout(ctx, w.cfg.CallTimeout)
		logs, err = w.cfg.Client.FilterLogs(lctx, ethereum.FilterQuery{
			FromBlock: new(big.Int).SetUint64(from),
			ToBlock:   new(big.Int).SetUint64(to),
			Addresses: w.cfg.Addresses,
			Topics:    w.cfg.Topics,
		})
		cancel()
		if err == nil {
			w.sizer.accepted()
			break
		}
		if !isRangeRefusal(err) || to == from {
			return tip, false, fmt.Errorf("watcher: get logs %d-%d: %w", from, to, err)
		}
		w.sizer.size = min(w.sizer.size, to-from+1)
		w.sizer.shrink()
		w.cfg.Metrics.RangeShrunk(w.sizer.size)
		w.log.Info("node refused log range, halving", "from", from, "to", to, "next_size", w.sizer.size, "err", err)
	}

	headers, err := w.chain.blocks(ctx, from, to)
	if err != nil {
		return tip, false, err
	}
	if headers[0].Parent != tip.Hash {
		w.log.Warn("reorg detected", "block", from, "parent", headers[0].Parent, "stored", tip.Hash)
		return tip, true, nil
	}
	for i := 1; i < len(headers); i++ {
		if headers[i].Parent != headers[i-1].Hash {
			return tip, false, errChainMoving
		}
	}
	byBlock := make(map[uint64][]types.Log)
	for _, l := range logs {
		if l.BlockNumber < from || l.BlockNumber > to {
			return tip, false, fmt.Errorf("watcher: node sent a log of block %d for range %d-%d", l.BlockNumber, from, to)
		}
		if l.Removed || l.BlockHash != headers[l.BlockNumber-from].Hash {
			return tip, false, errChainMoving
		}
		byBlock[l.BlockNumber] = append(byBlock[l.BlockNumber], l)
	}

	// Blocks without logs are only worth keeping near the tip, where the
	// ancestor search needs them.
	keepFrom := uint64(0)
	if to+1 > w.cfg.MaxReorgDepth {
		keepFrom = to + 1 - w.cfg.MaxReorgDepth
	}
	applied := 0
	err = w.commit(ctx, func(tx *sql.Tx) error {
		canon, _ := w.cfg.Handler.(CanonicalHandler)
		for _, h := range headers {
			if canon != nil {
				if err := canon.Canonical(ctx, tx, h); err != nil {
					return fmt.Errorf("watcher: canonical block %d: %w", h.Number, err)
				}
			}
			bl := byBlock[h.Number]
			if len(bl) > 0 {
				sort.SliceStable(bl, func(i, j int) bool { return bl[i].Index < bl[j].Index })
				if err := w.cfg.Handler.Apply(ctx, tx, h, bl); err != nil {
					return fmt.Errorf("watcher: apply block %d: %w", h.Number, err)
				}
				applied += len(bl)
			}
			if len(bl) > 0 || h.Number >= keepFrom {
				if err := w.cfg.Checkpoint.SaveBlock(ctx, tx, h, len(bl) > 0); err != nil {
					return err
				}
			}
		}
		return w.cfg.Checkpoint.Prune(ctx, tx, keepFrom)
	})
	if err != nil {
		return tip, false, err
	}
	last := headers[len(headers)-1]
	w.cfg.Metrics.LogsApplied(applied)
	w.cfg.Metrics.Processed(last.Number)
	w.log.Debug("range applied", "from", from, "to", to, "logs", applied)
	return last, false, nil
}

// rewind finds the newest stored block the chain still has and, if blocks
// above it are stored, removes them and their derived state in one
// transaction. It returns the ancestor, which is tip when nothing left the
// chain. Stored blocks above the node's latest block are not evidence of a
// reorg (the node may lag): only a hash mismatch is.
func (w *Watcher) rewind(ctx context.Context, tip BlockRef, latest uint64) (BlockRef, error) {
	cursor := min(tip.Number, latest)
	mismatched := false
	var ancestor BlockRef
search:
	for {
		refs, err := w.cfg.Checkpoint.Blocks(ctx, cursor, 64)
		if err != nil {
			return tip, err
		}
		if len(refs) == 0 {
			return tip, fmt.Errorf("%w: no stored block below %d matches the chain (tip %d)", ErrReorgTooDeep, cursor, tip.Number)
		}
		for _, ref := range refs {
			if tip.Number-ref.Number > w.cfg.MaxReorgDepth {
				return tip, fmt.Errorf("%w: no common ancestor within %d blocks of tip %d", ErrReorgTooDeep, w.cfg.MaxReorgDepth, tip.Number)
			}
			canon, ok, err := w.chain.block(ctx, ref.Number)
			if err != nil {
				return tip, err
			}
			if !ok {
				return tip, fmt.Errorf("watcher: node lacks block %d below its head", ref.Number)
			}
			if canon.Hash == ref.Hash {
				ancestor = ref
				break search
			}
			mismatched = true
		}
		last := refs[len(refs)-1].Number
		if last == 0 {
			return tip, fmt.Errorf("%w: genesis differs from the stored one (wrong chain?)", ErrReorgTooDeep)
		}
		cursor = last - 1
	}
	if !mismatched {
		if ancestor.Number < tip.Number {
			w.log.Debug("node is behind the checkpoint", "latest", latest, "tip", tip.Number)
		}
		return tip, nil
	}
	err := w.commit(ctx, func(tx *sql.Tx) error {
		if err := w.cfg.Handler.Rewind(ctx, tx, ancestor); err != nil {
			return fmt.Errorf("watcher: rewind handler to block %d: %w", ancestor.Number, err)
		}
		return w.cfg.Checkpoint.DeleteAbove(ctx, tx, ancestor.Number)
	})
	if err != nil {
		return tip, err
	}
	depth := tip.Number - ancestor.Number
	w.cfg.Metrics.Reorg(depth)
	w.cfg.Metrics.Processed(ancestor.Number)
	w.log.Warn("rewound over reorg", "ancestor", ancestor.Number, "ancestor_hash", ancestor.Hash, "old_tip", tip.Number, "depth", depth)
	return ancestor, nil
}
