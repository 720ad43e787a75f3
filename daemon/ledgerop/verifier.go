package ledgerop

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/asa-escrow/asa/internal/loop"
	"github.com/asa-escrow/asa/ledger"
	"github.com/asa-escrow/asa/ledger/proofs"
)

// Finding is what a verifier found wrong with one epoch.
type Finding struct {
	Epoch uint64
	// Fraud is the fraud proof (nil when the data was unavailable instead).
	Fraud *ledger.Fraud
	// Unavailable says why the epoch's data could not be had from the operator (nil when it could).
	Unavailable error
}

// VerifierConfig tunes a Verifier.
type VerifierConfig struct {
	Chain Chain
	// Data is where the epochs' data is read: the operator's API, or any mirror of it.
	Data *proofs.Client
	// Challenge sends a fraud proof's calldata (ledger.Fraud.Calldata) to the ledger; RequestData asks the
	// operator on chain for an epoch's transition (requestData(epoch, true, index), paying dataRequestFee).
	// Either may be nil: the verifier then only reports (OnFinding).
	Challenge   func(ctx context.Context, f *ledger.Fraud) error
	RequestData func(ctx context.Context, epoch uint64, index uint32) error
	// OnFinding, if set, is told of every finding (after Challenge or RequestData ran).
	OnFinding func(Finding)
	// Interval between ticks (default 10 s).
	Interval time.Duration
	Logger   *slog.Logger
}

// Verifier replays every epoch the ledger holds from the data its operator serves, checking the data
// against the posted roots and every transition against the rules (ledger.Check), and challenges the first
// wrong one, or asks for the data on chain when it is not served in the first half of the challenge window.
// Anyone can run one: it needs a node and the operator's URL, no key unless it is to send.
type Verifier struct {
	cfg    VerifierConfig
	log    *slog.Logger
	params Params
	run    *loop.Runner

	mu       sync.Mutex
	state    *ledger.State // the end state of epoch checked
	checked  uint64
	stopped  *Finding // the finding the verifier stopped at (the epoch will be voided)
	asked    map[uint64]bool
	findings []Finding
}

// NewVerifier checks cfg and returns a stopped Verifier.
func NewVerifier(ctx context.Context, cfg VerifierConfig) (*Verifier, error) {
	if cfg.Chain == nil || cfg.Data == nil {
		return nil, errors.New("ledgerop: a verifier needs Chain and Data")
	}
	if cfg.Interval <= 0 {
		cfg.Interval = 10 * time.Second
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	p, err := cfg.Chain.Params(ctx)
	if err != nil {
		return nil, fmt.Errorf("ledgerop: read the ledger's parameters: %w", err)
	}
	v := &Verifier{cfg: cfg, log: cfg.Logger.With("component", "ledger-verifier"), params: p, state: ledger.NewState(), asked: map[uint64]bool{}}
	v.run, err = loop.New(loop.Config{Name: "ledger-verifier", Interval: cfg.Interval, Detach: true,
		Tick:   func(ctx context.Context) error { _, err := v.Tick(ctx); return err },
		Report: loop.LogChanges(v.log, "ledger verifier tick failed; retrying", "ledger verifier tick succeeded again")})
	if err != nil {
		return nil, err
	}
	return v, nil
}

// Start runs the loop.
func (v *Verifier) Start(ctx context.Context) error { return v.run.Start(ctx) }

// Stop ends the loop.
func (v *Verifier) Stop(ctx context.Context) error { return v.run.Stop(ctx) }

// Checked is the last epoch verified correct, and its end state (shared: do not change it).
func (v *Verifier) Checked() (uint64, *ledger.State) {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.checked, v.state
}

// Findings returns what the verifier found so far.
func (v *Verifier) Findings() []Finding {
	v.mu.Lock()
	defer v.mu.Unlock()
	return append([]Finding(nil), v.findings...)
}

// Tick checks every epoch posted since the last one checked, up to the confirmed head, and returns what
// it found in them.
func (v *Verifier) Tick(ctx context.Context) ([]Finding, error) {
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.stopped != nil {
		return nil, nil
	}
	view, err := v.cfg.Chain.Confirmed(ctx)
	if err != nil {
		return nil, fmt.Errorf("ledgerop: verifier: read the chain: %w", err)
	}
	var found []Finding
	for n := v.checked + 1; n <= view.LastEpoch; n++ {
		on, err := v.cfg.Chain.EpochAt(ctx, n, view.Block)
		if err != nil {
			return found, fmt.Errorf("ledgerop: verifier: %w", err)
		}
		posted, err := v.fetch(ctx, n, on)
		if err != nil {
			f := Finding{Epoch: n, Unavailable: err}
			// Asking on chain only helps in the first half of the window (the operator has until three
			// quarters to answer); a request already made is not repeated.
			if v.cfg.RequestData != nil && !v.asked[n] && view.Time < on.PostedAt+v.params.ChallengeWindow/2 {
				if rerr := v.cfg.RequestData(ctx, n, 0); rerr != nil {
					return found, fmt.Errorf("ledgerop: verifier: request the data of epoch %d: %w", n, rerr)
				}
				v.asked[n] = true
			}
			found = append(found, v.report(f))
			return found, nil // later epochs build on this one: wait for its data
		}
		fraud, next, err := ledger.Check(v.state, view.State, posted)
		if errors.Is(err, ledger.ErrUnavailable) {
			found = append(found, v.report(Finding{Epoch: n, Unavailable: err}))
			return found, nil
		}
		if err != nil {
			return found, fmt.Errorf("ledgerop: verifier: check epoch %d: %w", n, err)
		}
		if fraud != nil {
			if v.cfg.Challenge != nil {
				if err := v.cfg.Challenge(ctx, fraud); err != nil {
					return found, fmt.Errorf("ledgerop: verifier: challenge epoch %d: %w", n, err)
				}
			}
			f := v.report(Finding{Epoch: n, Fraud: fraud})
			v.stopped = &f
			return append(found, f), nil
		}
		v.state, v.checked = next, n
	}
	return found, nil
}

// fetch reads epoch n's data from the operator and checks it is what the chain holds.
func (v *Verifier) fetch(ctx context.Context, n uint64, on OnchainEpoch) (ledger.PostedEpoch, error) {
	e, err := v.cfg.Data.Epoch(ctx, n)
	if err != nil {
		return ledger.PostedEpoch{}, err
	}
	if e.StateRoot != on.StateRoot || e.TransitionsRoot != on.TransitionsRoot || e.Count != on.Count || e.Cutoff != on.Cutoff {
		return ledger.PostedEpoch{}, fmt.Errorf("epoch %d as served (state root %s, %d transitions) is not the one posted (%s, %d)",
			n, e.StateRoot, e.Count, on.StateRoot, on.Count)
	}
	return v.cfg.Data.AllTransitions(ctx, e)
}

func (v *Verifier) report(f Finding) Finding {
	v.findings = append(v.findings, f)
	switch {
	case f.Fraud != nil:
		v.log.Warn("ledger epoch is wrong: challenged", "epoch", f.Epoch, "fault", f.Fraud.Kind, "reason", f.Fraud.Reason)
	default:
		v.log.Warn("ledger epoch data unavailable", "epoch", f.Epoch, "err", f.Unavailable)
	}
	if v.cfg.OnFinding != nil {
		v.cfg.OnFinding(f)
	}
	return f
}
