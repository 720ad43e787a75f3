// Package keeper looks after money the escrow holds for others outside a job's own flow. On every tick
// it reads from the store (1) the deposits due for a balance check and (2) the accounts with a credit
// not yet pushed, and hands the transaction manager what they need: an Open job whose deposit holds its
// budget (paid by another facilitator, or straight to its payTo) is funded from it (fundFromDeposit);
// money at a deposit that can no longer serve its job goes back to its owner (returnDeposit); a payout
// the token refused (a pause, a temporary refusal) is pushed to its owner once the token accepts it
// (pushCredit). The schedule of the checks lives in the store, the work in the journal: the keeper holds
// no state of its own, and a restart loses nothing.
package keeper

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon/intents"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/internal/loop"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/txmgr"
)

// Store is what the keeper reads and writes (*store.Store).
type Store interface {
	ClaimDueDepositChecks(ctx context.Context, now uint64, limit int, hold time.Duration) ([]store.DepositCheck, error)
	ReleaseDepositChecks(ctx context.Context, addrs []common.Address, now uint64) error
	ScheduleDepositChecks(ctx context.Context, scheds []store.DepositSchedule) error
	DepositReturns(ctx context.Context, jobID uint64) (int, error)
	Job(ctx context.Context, id uint64) (store.Job, error)
	OwedCredits(ctx context.Context, limit int) ([]store.OwedCredit, error)
}

// Submitter creates intents (*txmgr.Manager).
type Submitter interface {
	SubmitBatch(ctx context.Context, ins []txmgr.Intent) ([]txmgr.Record, error)
}

// Chain reads token balances (*ethclient.Client).
type Chain interface {
	CallContract(ctx context.Context, call ethereum.CallMsg, blockNumber *big.Int) ([]byte, error)
}

// Clock is the chain's time (the daemon's is the latest block's timestamp).
type Clock interface {
	Now() (time.Time, error)
}

// Config tunes a Keeper.
type Config struct {
	Store     Store
	Submitter Submitter
	Escrow    *intents.Escrow
	Chain     Chain
	Clock     Clock
	Token     common.Address
	// Interval between ticks (default 5 s); Wake runs one at once.
	Interval time.Duration
	// OpenEvery is how often the deposit of a job that can still use it is checked (default 15 s of
	// chain time): money paid straight to payTo funds the job within about that.
	OpenEvery time.Duration
	// Batch is the most deposit checks and credit pushes per tick (default 100 each).
	Batch  int
	Logger *slog.Logger
	// Feedback, when set (the operator opted in and the deployment names a Reputation Registry), writes the
	// outcome of each settled job whose provider is an ERC-8004 agent to the registry, from FeedbackStore's
	// due jobs; nil writes nothing.
	Feedback      *intents.Feedback
	FeedbackStore FeedbackStore
}

// FeedbackStore is what the feedback write-back reads and marks (*store.Store).
type FeedbackStore interface {
	FeedbackDue(ctx context.Context, limit int) ([]store.FeedbackJob, error)
	MarkFeedback(ctx context.Context, jobIDs []uint64) error
}

// Back-off of the checks of a deposit that can no longer serve its job (money may still arrive there
// late): from first to at most every last, doubling; after giveUp checks the keeper stops watching it
// (returnDeposit stays callable by anyone).
const (
	closedFirst  = time.Minute
	closedLast   = 24 * time.Hour
	closedGiveUp = 45 // about a month at the daily rate
)

// claimHold is how long (chain time) a claimed deposit check stays with the keeper that claimed it.
const claimHold = time.Minute

// Keeper is the loop. Start and Stop may come in any order, any number of times.
type Keeper struct {
	cfg Config
	log *slog.Logger
	tok *bindings.TestUSDC // ERC-20 balanceOf only (the ABI every token shares)
	run *loop.Runner
}

// New checks cfg and returns a stopped Keeper.
func New(cfg Config) (*Keeper, error) {
	if cfg.Store == nil || cfg.Submitter == nil || cfg.Escrow == nil || cfg.Chain == nil || cfg.Clock == nil {
		return nil, errors.New("keeper: Store, Submitter, Escrow, Chain and Clock are required")
	}
	if cfg.Token == (common.Address{}) {
		return nil, errors.New("keeper: Token is required")
	}
	if cfg.Feedback != nil && cfg.FeedbackStore == nil {
		return nil, errors.New("keeper: Feedback needs a FeedbackStore")
	}
	if cfg.Interval <= 0 {
		cfg.Interval = 5 * time.Second
	}
	if cfg.OpenEvery <= 0 {
		cfg.OpenEvery = 15 * time.Second
	}
	if cfg.Batch <= 0 {
		cfg.Batch = 100
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	k := &Keeper{cfg: cfg, log: cfg.Logger.With("component", "keeper"), tok: bindings.NewTestUSDC()}
	run, err := loop.New(loop.Config{Name: "keeper", Interval: cfg.Interval, Detach: true,
		Tick:   func(ctx context.Context) error { _, err := k.Tick(ctx); return err },
		Report: loop.LogChanges(k.log, "keeper tick failed; retrying", "keeper tick succeeded again")})
	if err != nil {
		return nil, err
	}
	k.run = run
	return k, nil
}

// Wake asks for a tick now (the indexer calls it after a block with credits). It never blocks.
func (k *Keeper) Wake() { k.run.Wake() }

// Tick checks the deposits that are due and pushes owed credits. It returns how many intents it
// submitted (an intent already journaled counts again; the journal keeps one).
func (k *Keeper) Tick(ctx context.Context) (int, error) {
	now, err := k.cfg.Clock.Now()
	if err != nil {
		return 0, fmt.Errorf("keeper: chain time: %w", err)
	}
	var ins []txmgr.Intent
	// Claimed for a while of chain time: a keeper of another replica skips them; a keeper that dies
	// before scheduling them leaves them due again after the hold.
	checks, err := k.cfg.Store.ClaimDueDepositChecks(ctx, uint64(now.Unix()), k.cfg.Batch, claimHold)
	if err != nil {
		return 0, fmt.Errorf("keeper: %w", err)
	}
	scheduled := false
	defer func() {
		if !scheduled && len(checks) > 0 {
			addrs := make([]common.Address, len(checks))
			for i, c := range checks {
				addrs[i] = c.Address
			}
			if err := k.cfg.Store.ReleaseDepositChecks(context.WithoutCancel(ctx), addrs, uint64(now.Unix())); err != nil {
				k.log.Warn("could not give back deposit checks; they are due again after the claim's hold", "err", err)
			}
		}
	}()
	var scheds []store.DepositSchedule
	for _, c := range checks {
		in, next, err := k.checkDeposit(ctx, c, now)
		if err != nil {
			return 0, err
		}
		if in != nil {
			ins = append(ins, *in)
		}
		scheds = append(scheds, store.DepositSchedule{Address: c.Address, Next: next, Checks: c.Checks + 1})
	}
	owed, err := k.cfg.Store.OwedCredits(ctx, k.cfg.Batch)
	if err != nil {
		return 0, fmt.Errorf("keeper: %w", err)
	}
	for _, c := range owed {
		ins = append(ins, k.cfg.Escrow.PushCredit(c))
	}
	if len(ins) > 0 {
		if _, err := k.cfg.Submitter.SubmitBatch(ctx, ins); err != nil {
			return 0, fmt.Errorf("keeper: submit %d intents: %w", len(ins), err)
		}
	}
	// The next checks are written once their intents are journaled (a crash in between checks again),
	// all in one write transaction.
	scheduled = true
	if err := k.cfg.Store.ScheduleDepositChecks(ctx, scheds); err != nil {
		return len(ins), fmt.Errorf("keeper: %w", err)
	}
	n, err := k.feedback(ctx)
	return len(ins) + n, err
}

// feedback journals the ERC-8004 feedback of the settled jobs due for it, then marks them. A crash between
// the two journals the same intents again next time: their key (escrow and job) keeps one feedback per job,
// and the intent's precheck finds a feedback already in the registry.
func (k *Keeper) feedback(ctx context.Context) (int, error) {
	if k.cfg.Feedback == nil {
		return 0, nil
	}
	due, err := k.cfg.FeedbackStore.FeedbackDue(ctx, k.cfg.Batch)
	if err != nil || len(due) == 0 {
		return 0, err
	}
	var ins []txmgr.Intent
	ids := make([]uint64, 0, len(due))
	for _, j := range due {
		ids = append(ids, j.JobID)
		var agents []settlement.PartyAgent
		if err := json.Unmarshal(j.Agents, &agents); err != nil {
			k.log.Warn("stored agents unreadable; no feedback for the job", "job", j.JobID, "err", err)
			continue
		}
		for _, a := range agents {
			id, ok := new(big.Int).SetString(a.AgentID, 10)
			if a.Path != "parties.provider" || !ok {
				continue
			}
			ins = append(ins, k.cfg.Feedback.Intent(j.JobID, id, j.Score, j.ServiceType))
		}
	}
	if len(ins) > 0 {
		if _, err := k.cfg.Submitter.SubmitBatch(ctx, ins); err != nil {
			return 0, fmt.Errorf("keeper: submit %d feedback intents: %w", len(ins), err)
		}
	}
	if err := k.cfg.FeedbackStore.MarkFeedback(ctx, ids); err != nil {
		return len(ins), fmt.Errorf("keeper: %w", err)
	}
	return len(ins), nil
}

// checkDeposit reads what sits at one deposit and decides: fund the job from it, return it, or look
// again later. It returns the intent, if any, and when to check next (chain time).
func (k *Keeper) checkDeposit(ctx context.Context, c store.DepositCheck, now time.Time) (*txmgr.Intent, int64, error) {
	j, err := k.cfg.Store.Job(ctx, c.JobID)
	if errors.Is(err, store.ErrNotFound) {
		return nil, now.Add(k.cfg.OpenEvery).Unix(), nil // indexed in a moment
	}
	if err != nil {
		return nil, 0, fmt.Errorf("keeper: job %d: %w", c.JobID, err)
	}
	out, err := k.cfg.Chain.CallContract(ctx, ethereum.CallMsg{To: &k.cfg.Token, Data: k.tok.PackBalanceOf(c.Address)}, nil)
	if err != nil {
		return nil, 0, fmt.Errorf("keeper: balance of job %d's %s deposit: %w", c.JobID, c.Kind, err)
	}
	bal, err := k.tok.UnpackBalanceOf(out)
	if err != nil {
		return nil, 0, fmt.Errorf("keeper: balance of job %d's %s deposit: %w", c.JobID, c.Kind, err)
	}
	usable, until := usableUntil(j, c.Kind, now)
	next := k.nextCheck(usable, until, c.Checks, now)
	if bal.Sign() == 0 {
		return nil, next, nil
	}
	if usable {
		if c.Kind != store.DepositBudget || bal.Cmp(j.Budget) < 0 {
			// Collateral waits for the provider's acceptJob; a short budget payment may still be topped up.
			return nil, next, nil
		}
		in := k.cfg.Escrow.FundFromDeposit(new(big.Int).SetUint64(j.ID), j.Budget, j.TermsHash, bal)
		k.log.Info("deposit holds the budget of an open job: funding it from there", "job", j.ID, "deposit", c.Address, "balance", bal)
		return &in, now.Add(k.cfg.OpenEvery).Unix(), nil
	}
	returns, err := k.cfg.Store.DepositReturns(ctx, j.ID)
	if err != nil {
		return nil, 0, fmt.Errorf("keeper: %w", err)
	}
	in := k.cfg.Escrow.ReturnDeposit(j.ID, returns)
	k.log.Info("deposit can no longer serve its job: returning it to its owner", "job", j.ID, "kind", c.Kind, "deposit", c.Address, "balance", bal, "jobStatus", j.Status)
	return &in, now.Add(k.cfg.OpenEvery).Unix(), nil
}

// usableUntil says whether a deposit can still serve its job (the escrow's own rule in returnDeposit)
// and, for an ASA job, until when (its fund deadline; 0 for none).
func usableUntil(j store.Job, kind store.DepositKind, now time.Time) (bool, uint64) {
	window := j.Status == settlement.JobOpen && (j.TermsID == 0 || uint64(now.Unix()) < j.Deadline)
	until := uint64(0)
	if j.TermsID != 0 {
		until = j.Deadline
	}
	switch kind {
	case store.DepositBudget:
		return window && !j.BudgetFunded, until
	case store.DepositCollateral:
		return window && j.AcceptanceRequired && !j.Accepted, until
	}
	return false, 0
}

// nextCheck is when to look at a deposit again: often while it can serve its job (and right after its
// fund deadline), then backing off.
func (k *Keeper) nextCheck(usable bool, until uint64, checks int, now time.Time) int64 {
	if usable {
		next := now.Add(k.cfg.OpenEvery).Unix()
		if until != 0 && int64(until) < next {
			next = int64(until) // the moment it stops being usable
		}
		return next
	}
	if checks >= closedGiveUp {
		return store.NoMoreChecks
	}
	wait := closedFirst << min(checks, 16)
	if wait > closedLast || wait <= 0 {
		wait = closedLast
	}
	return now.Add(wait).Unix()
}

// Start ticks now and then every Interval (or on Wake) until Stop. Errors are logged once per change
// and retried on the next tick. ctx is not used after Start returns.
func (k *Keeper) Start(ctx context.Context) error { return k.run.Start(ctx) }

// Stop ends the loop and waits for a tick in progress (or for ctx).
func (k *Keeper) Stop(ctx context.Context) error { return k.run.Stop(ctx) }

var _ Store = (*store.Store)(nil)
