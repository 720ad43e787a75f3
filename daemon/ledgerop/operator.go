// Package ledgerop makes the daemon the operator of a netted ledger (docs/ledger.md): it takes the parties'
// signed messages into the store, builds an epoch from them at every epoch interval (due forced entries
// first, then the deposits and withdrawals to count, the messages in arrival order, the expiries that fell
// due), stores the epoch with its transitions in one write, posts it through the transaction manager, and
// serves every epoch's data and every account's proofs (a proofs.Source). Everything it knows is in the
// store: a restarted operator replays the stored epochs and carries on, and replicas sharing the store
// build each epoch once (the epoch number is the store's key). It reads the chain only at the confirmed
// head, so a deposit it counts cannot be reorged away under an epoch.
package ledgerop

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/internal/loop"
	"github.com/asa-escrow/asa/ledger"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/txmgr"
)

// Store is what the operator keeps in the daemon's store (*store.Store).
type Store interface {
	AddLedgerMessage(ctx context.Context, m store.LedgerMessage, lim store.LedgerLimits) (uint64, bool, error)
	PendingLedgerMessages(ctx context.Context, limit int) ([]store.LedgerMessage, error)
	LedgerMessageByDigest(ctx context.Context, digest common.Hash) (store.LedgerMessage, bool, error)
	LedgerPendingCount(ctx context.Context) (int, error)
	SaveLedgerEpoch(ctx context.Context, f *store.Fence, e store.LedgerEpoch, trs []store.LedgerTransition, included []uint64, dropped map[uint64]string) error
	LedgerEpochs(ctx context.Context, from uint64) ([]store.LedgerEpoch, error)
	LedgerEpochAt(ctx context.Context, n uint64) (store.LedgerEpoch, error)
	LedgerTransitions(ctx context.Context, n uint64, from uint32, limit int) ([]store.LedgerTransition, error)
	MarkLedgerEpoch(ctx context.Context, n uint64, status string, tx common.Hash, postedAt uint64) error
	DiscardLedgerEpochs(ctx context.Context, f *store.Fence, from uint64) error
}

// Submitter journals and reads intents (*txmgr.Manager).
type Submitter interface {
	SubmitBatch(ctx context.Context, ins []txmgr.Intent) ([]txmgr.Record, error)
	Get(ctx context.Context, key string) (txmgr.Record, error)
}

// Config tunes an Operator.
type Config struct {
	Store     Store
	Submitter Submitter
	Chain     Chain
	// Term, when set, is this replica's leadership term of the daemon key's lease: only the replica in its
	// term builds and discards epochs, and its writes are fenced by the term; the others load what it
	// stores and serve it. Nil: always in term, unfenced (a single daemon, tests).
	Term func() (store.Fence, bool)
	// Interval between ticks (default 2 s); an epoch is built once the ledger's minEpochInterval passed.
	Interval time.Duration
	// MaxMessages is the most messages one epoch takes (default 100,000; the rest wait for the next).
	MaxMessages int
	// Limits bound the pending messages per sender and in all (defaults 1,000 and 1,000,000).
	Limits store.LedgerLimits
	// EmptyAfter: with nothing to do, an empty epoch is still posted once this share of livenessTimeout
	// passed since the last one (default one half), so that nobody can declare the operator silent.
	EmptyAfter float64
	Metrics    Metrics
	Logger     *slog.Logger
}

// Operator is the loop and the state it serves. Start and Stop may come in any order, any number of times.
type Operator struct {
	cfg    Config
	log    *slog.Logger
	params Params
	dom    ledger.Domain
	run    *loop.Runner

	tick sync.Mutex // one Tick at a time: only Tick changes the fields below
	// mu guards the fields below for the readers (Account, Info); Tick holds it only while it changes them,
	// never while it builds an epoch, so that serving and intake never wait on a build.
	mu      sync.RWMutex
	loaded  bool
	head    *ledger.State // the state after the last stored epoch
	headN   uint64
	final   *ledger.State // the state after the last final epoch
	finalN  uint64
	epochs  []store.LedgerEpoch  // every stored epoch, by number - 1
	jobs    map[uint32]openJob   // the jobs open at head, for the expiries the operator adds itself
	view    atomic.Pointer[View] // the last confirmed view read (intake checks registrations against it)
	exit    bool                 // the ledger is in exit mode: nothing more is built
	scanned uint64               // the last block scanned for data requests (0: none yet)
}

type openJob struct {
	v     ledger.Voucher
	terms settlement.Terms
}

// New checks cfg, reads the ledger's parameters and returns a stopped Operator.
func New(ctx context.Context, cfg Config) (*Operator, error) {
	if cfg.Store == nil || cfg.Submitter == nil || cfg.Chain == nil {
		return nil, errors.New("ledgerop: Store, Submitter and Chain are required")
	}
	if cfg.Interval <= 0 {
		cfg.Interval = 2 * time.Second
	}
	if cfg.MaxMessages <= 0 {
		cfg.MaxMessages = 100_000
	}
	if cfg.Limits.PerSender <= 0 {
		cfg.Limits.PerSender = 1_000
	}
	if cfg.Limits.Total <= 0 {
		cfg.Limits.Total = 1_000_000
	}
	if cfg.EmptyAfter <= 0 || cfg.EmptyAfter >= 1 {
		cfg.EmptyAfter = 0.5
	}
	if cfg.Metrics == nil {
		cfg.Metrics = NoopMetrics{}
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	p, err := cfg.Chain.Params(ctx)
	if err != nil {
		return nil, fmt.Errorf("ledgerop: read the ledger's parameters: %w", err)
	}
	o := &Operator{cfg: cfg, log: cfg.Logger.With("component", "ledger-operator"), params: p, dom: cfg.Chain.Domain()}
	o.run, err = loop.New(loop.Config{Name: "ledger-operator", Interval: cfg.Interval, Detach: true,
		Tick:   func(ctx context.Context) error { return o.Tick(ctx) },
		Report: loop.LogChanges(o.log, "ledger operator tick failed; retrying", "ledger operator tick succeeded again")})
	if err != nil {
		return nil, err
	}
	return o, nil
}

// Start runs the loop.
func (o *Operator) Start(ctx context.Context) error { return o.run.Start(ctx) }

// Stop ends the loop and waits for a tick in progress.
func (o *Operator) Stop(ctx context.Context) error { return o.run.Stop(ctx) }

// Wake asks for a tick now. It never blocks.
func (o *Operator) Wake() { o.run.Wake() }

// Tick does one round: load or catch up with the store, reconcile the stored epochs with the chain, mark
// the final ones, and build and post the next epoch when it is due.
func (o *Operator) Tick(ctx context.Context) error {
	view, err := o.cfg.Chain.Confirmed(ctx)
	if err != nil {
		return fmt.Errorf("ledgerop: read the chain: %w", err)
	}
	o.tick.Lock()
	defer o.tick.Unlock()
	o.view.Store(&view)
	build, err := o.prepare(ctx, view)
	if err != nil {
		return err
	}
	// Data requests are answered by whichever replica leads (the answers go through its term's journal),
	// before anything else: a late answer costs the bond.
	if _, leading := o.term(); leading && o.loaded {
		if err := o.answerRequests(ctx); err != nil {
			return err
		}
	}
	if !build {
		return nil
	}
	if !view.Bonded {
		o.cfg.Metrics.Unbonded()
		return errors.New("ledgerop: the operator's bond is below bondAmount: postBond before epochs can be posted")
	}
	return o.maybeBuild(ctx, view)
}

// prepare brings the state up to the store and the chain, under the readers' lock, and says whether an
// epoch may be built now.
func (o *Operator) prepare(ctx context.Context, view View) (bool, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if err := o.catchUp(ctx, view); err != nil {
		return false, err
	}
	if err := o.reconcile(ctx, view); err != nil {
		return false, err
	}
	o.cfg.Metrics.Epochs(o.headN, view.LastEpoch, o.finalN)
	if view.ExitMode {
		if !o.exit {
			o.log.Warn("the ledger is in exit mode: the operator builds no more epochs and keeps serving the data of those it built")
		}
		o.exit = true
		return false, o.markVoided(ctx, view)
	}
	if o.headN > view.LastEpoch {
		return false, o.ensurePosted(ctx, view)
	}
	return true, nil
}

// markVoided marks the stored epochs beyond the chain's last one as voided (exit mode: a fraud proof or an
// unanswered data request voided them).
func (o *Operator) markVoided(ctx context.Context, view View) error {
	for i := range o.epochs {
		e := &o.epochs[i]
		if e.Number <= view.LastEpoch || e.Status == store.EpochVoided {
			continue
		}
		if err := o.cfg.Store.MarkLedgerEpoch(ctx, e.Number, store.EpochVoided, common.Hash{}, 0); err != nil {
			return fmt.Errorf("ledgerop: %w", err)
		}
		e.Status = store.EpochVoided
		o.log.Warn("ledger epoch voided on chain", "epoch", e.Number)
	}
	return nil
}

// catchUp loads the stored epochs the state does not hold yet (all of them at the first tick, and those
// another replica built since), replaying their transitions and checking every post-state.
func (o *Operator) catchUp(ctx context.Context, view View) error {
	if !o.loaded {
		o.head, o.final, o.headN, o.finalN, o.epochs = ledger.NewState(), ledger.NewState(), 0, 0, nil
		o.jobs = map[uint32]openJob{}
	}
	stored, err := o.cfg.Store.LedgerEpochs(ctx, o.headN+1)
	if err != nil {
		return fmt.Errorf("ledgerop: %w", err)
	}
	for _, e := range stored {
		if e.Number != o.headN+1 {
			return fmt.Errorf("ledgerop: stored epochs jump from %d to %d", o.headN, e.Number)
		}
		opened, jc0 := openings{}, o.head.Fields().JobCount
		if err := o.replay(ctx, o.head, view.State, e, func(t ledger.Transition) { opened.add(o.dom, t) }); err != nil {
			o.loaded = false // start over from the store next tick
			return err
		}
		updateJobs(o.jobs, o.head, jc0, opened)
		o.headN = e.Number
		o.epochs = append(o.epochs, e)
	}
	// Statuses of the epochs not yet final may have changed (another replica marked them), or another
	// replica discarded some.
	if len(stored) == 0 && o.headN > o.finalN {
		fresh, err := o.cfg.Store.LedgerEpochs(ctx, o.finalN+1)
		if err != nil {
			return fmt.Errorf("ledgerop: %w", err)
		}
		if uint64(len(fresh)) != o.headN-o.finalN {
			o.loaded = false // another replica discarded epochs: reload
			return o.catchUp(ctx, view)
		}
		copy(o.epochs[o.finalN:], fresh)
	}
	o.loaded = true
	return o.advanceFinal(ctx, view)
}

// replay applies stored epoch e's transitions to st and checks each post-state against the stored one:
// the store and the rules must agree, or the operator stops (it would post roots nobody can verify).
func (o *Operator) replay(ctx context.Context, st *ledger.State, c ledger.Chain, e store.LedgerEpoch, after func(ledger.Transition)) error {
	if st.Root() != e.PrevRoot {
		return fmt.Errorf("ledgerop: epoch %d starts from %s, the state is at %s", e.Number, e.PrevRoot, st.Root())
	}
	err := o.eachStored(ctx, e, func(t store.LedgerTransition) error {
		tr := ledger.Transition{Kind: ledger.Kind(t.Kind), Data: t.Data}
		if _, err := st.Apply(c, e.Cutoff, tr); err != nil {
			return fmt.Errorf("ledgerop: replay epoch %d transition %d: %w", e.Number, t.Index, err)
		}
		if st.Root() != t.Post {
			return fmt.Errorf("ledgerop: replay epoch %d transition %d: post-state %s, stored %s", e.Number, t.Index, st.Root(), t.Post)
		}
		if after != nil {
			after(tr)
		}
		return nil
	})
	if err != nil {
		return err
	}
	if st.Root() != e.StateRoot {
		return fmt.Errorf("ledgerop: epoch %d ends at %s, stored %s", e.Number, st.Root(), e.StateRoot)
	}
	return nil
}

// eachStored calls fn with every stored transition of epoch e, in order, a page at a time.
func (o *Operator) eachStored(ctx context.Context, e store.LedgerEpoch, fn func(store.LedgerTransition) error) error {
	for from := uint32(0); from < e.Count; {
		trs, err := o.cfg.Store.LedgerTransitions(ctx, e.Number, from, 10_000)
		if err != nil {
			return fmt.Errorf("ledgerop: %w", err)
		}
		if len(trs) == 0 {
			return fmt.Errorf("ledgerop: epoch %d: %d of %d transitions stored", e.Number, from, e.Count)
		}
		for _, t := range trs {
			if err := fn(t); err != nil {
				return err
			}
			from = t.Index + 1
		}
	}
	return nil
}

// advanceFinal moves the final state up to the last epoch final on chain (by the chain's clock), marking
// each in the store.
func (o *Operator) advanceFinal(ctx context.Context, view View) error {
	for o.finalN < o.headN {
		e := o.epochs[o.finalN]
		if e.Status != store.EpochPosted && e.Status != store.EpochFinal {
			return nil
		}
		if e.Status == store.EpochPosted {
			if view.Time < e.PostedAt+o.params.ChallengeWindow || e.Number > view.LastEpoch {
				return nil
			}
			if err := o.cfg.Store.MarkLedgerEpoch(ctx, e.Number, store.EpochFinal, common.Hash{}, 0); err != nil {
				return fmt.Errorf("ledgerop: %w", err)
			}
			o.epochs[o.finalN].Status = store.EpochFinal
		}
		if err := o.replay(ctx, o.final, view.State, e, nil); err != nil {
			return err
		}
		o.finalN = e.Number
	}
	return nil
}

// reconcile marks the built epochs the chain accepted as posted (with the block time the challenge window
// runs from), and stops at an epoch the chain holds with another root: another key posts for this ledger.
func (o *Operator) reconcile(ctx context.Context, view View) error {
	for i := range o.epochs {
		e := &o.epochs[i]
		if e.Status != store.EpochBuilt || e.Number > view.LastEpoch {
			continue
		}
		on, err := o.cfg.Chain.EpochAt(ctx, e.Number, view.Block)
		if err != nil {
			return fmt.Errorf("ledgerop: %w", err)
		}
		if on.StateRoot != e.StateRoot || on.TransitionsRoot != e.TransitionsRoot {
			o.cfg.Metrics.Conflict()
			return fmt.Errorf("ledgerop: epoch %d on chain has state root %s, this operator built %s: is another key posting for this ledger?", e.Number, on.StateRoot, e.StateRoot)
		}
		var tx common.Hash
		if rec, err := o.cfg.Submitter.Get(ctx, e.PostKey); err == nil {
			tx = rec.TxHash
		}
		if err := o.cfg.Store.MarkLedgerEpoch(ctx, e.Number, store.EpochPosted, tx, on.PostedAt); err != nil {
			return fmt.Errorf("ledgerop: %w", err)
		}
		e.Status, e.PostedTx, e.PostedAt = store.EpochPosted, tx, on.PostedAt
		o.log.Info("ledger epoch posted", "epoch", e.Number, "transitions", e.Count, "tx", tx, "posted_at", on.PostedAt)
		o.cfg.Metrics.Posted(e.Count)
	}
	return o.advanceFinal(ctx, view)
}

// ensurePosted keeps the post of the built epoch beyond the chain's last one journaled; if the chain
// refused it for good (its intent failed: a reorg moved the previous post past its cutoff, say), the
// built epochs are discarded, their messages are pending again, and the state is reloaded.
func (o *Operator) ensurePosted(ctx context.Context, view View) error {
	e := o.epochs[view.LastEpoch] // the first epoch the chain does not have
	rec, err := o.cfg.Submitter.Get(ctx, e.PostKey)
	switch {
	case errors.Is(err, txmgr.ErrNotFound):
		return o.submitPost(ctx, e.Number)
	case err != nil:
		return fmt.Errorf("ledgerop: %w", err)
	case rec.State == txmgr.StateFailed || rec.State == txmgr.StateAbandoned:
		// Its precheck abandons it once the chain has epoch n, which may be this very post, mined but
		// not yet confirmed: only a chain that holds another root, or none, at its head refutes it.
		on, err := o.cfg.Chain.EpochAt(ctx, e.Number, 0)
		if err != nil {
			return fmt.Errorf("ledgerop: %w", err)
		}
		if on.StateRoot == e.StateRoot {
			return nil
		}
		o.log.Warn("the chain refused a built epoch; rebuilding from its messages", "epoch", e.Number, "reason", rec.Reason)
		fence, leading := o.term()
		if !leading {
			return nil
		}
		if err := o.cfg.Store.DiscardLedgerEpochs(ctx, fence, e.Number); err != nil {
			return fmt.Errorf("ledgerop: %w", err)
		}
		o.cfg.Metrics.Rebuilt()
		o.loaded = false
		return o.catchUp(ctx, view)
	}
	return nil
}

// submitPost journals epoch n's postEpoch: the calldata is rebuilt from the head state, which is n's end
// state (n is the last stored epoch while it waits for its post).
func (o *Operator) submitPost(ctx context.Context, n uint64) error {
	if n != o.headN {
		return fmt.Errorf("ledgerop: epoch %d waits for its post but the state is at %d", n, o.headN)
	}
	e := o.epochs[n-1]
	data := o.head.PostEpochCalldata(ledger.Epoch{Number: e.Number, Cutoff: e.Cutoff, TransitionsRoot: e.TransitionsRoot,
		Transitions: make([]ledger.Transition, e.Count)})
	if _, err := o.cfg.Submitter.SubmitBatch(ctx, []txmgr.Intent{{Kind: KindPostEpoch, Key: e.PostKey, To: o.dom.Ledger, Data: data}}); err != nil {
		return fmt.Errorf("ledgerop: journal the post of epoch %d: %w", n, err)
	}
	return nil
}

// term is the replica's leadership: the fence to write under (nil: unfenced) and whether it leads.
func (o *Operator) term() (*store.Fence, bool) {
	if o.cfg.Term == nil {
		return nil, true
	}
	f, ok := o.cfg.Term()
	return &f, ok
}

// Params are the ledger's constructor parameters the operator works by.
type Params struct {
	ChallengeWindow  uint64
	MinEpochInterval uint64
	LivenessTimeout  uint64
	Operator         common.Address
}

// OnchainEpoch is epochs(n) as the contract holds it.
type OnchainEpoch struct {
	StateRoot       common.Hash
	TransitionsRoot common.Hash
	Count           uint32
	Cutoff          uint64
	PostedAt        uint64
}

// View is the ledger on chain at a confirmed block.
type View struct {
	Block uint64
	Time  uint64 // the block's timestamp
	// State is the ledger's registrations, deposits, requests and forced queue at Block.
	State     ChainState
	LastEpoch uint64
	ExitMode  bool
	// Bonded: the operator's bond is in place (postEpoch refuses without it).
	Bonded bool
}

// Chain is the operator's access to the ledger contract.
type Chain interface {
	Domain() ledger.Domain
	Params(ctx context.Context) (Params, error)
	// Confirmed reads the ledger at the confirmed head.
	Confirmed(ctx context.Context) (View, error)
	// DataRequests returns the DataRequested events from block from up to the latest block, and that block.
	DataRequests(ctx context.Context, from uint64) ([]DataRequest, uint64, error)
	// FirstBlock is the first block the ledger's events can be in (its deployment block).
	FirstBlock() uint64
	// EpochAt reads epochs(n) at block (0: the latest block); the zero OnchainEpoch if the ledger holds no
	// epoch n there.
	EpochAt(ctx context.Context, n, block uint64) (OnchainEpoch, error)
}

func bigOf(v uint64) *big.Int { return new(big.Int).SetUint64(v) }
