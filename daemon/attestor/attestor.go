// Package attestor answers GET /v1/reputation/{address}: it folds the escrow's events the daemon's store
// holds into a reputation ledger as of the block the chain watcher has processed, leaves out the jobs
// whose agreements keep results from the reputation system, and signs each report as an EIP-712
// attestation (package reputation), so that anyone can recompute the figures from the chain and check
// them with `asa reputation ADDR --verify`.
//
// It is not where figures are defined (package reputation) nor who may see a job (package visibility).
package attestor

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon/indexer"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/reputation"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
	"github.com/asa-escrow/asa/visibility"
	"github.com/asa-escrow/asa/watcher"
)

// Store is what the attestor reads.
type Store interface {
	EventsUpTo(ctx context.Context, upTo uint64) ([]store.TermsRecord, []store.JobEvent, error)
	Visibilities(ctx context.Context) (map[uint64]string, error)
}

// Checkpoint is the chain watcher's record of processed blocks.
type Checkpoint interface {
	Tip(ctx context.Context) (watcher.BlockRef, bool, error)
	Blocks(ctx context.Context, atOrBelow uint64, limit int) ([]watcher.BlockRef, error)
}

// ErrNotReady means the watcher has processed no block yet.
var ErrNotReady = errors.New("attestor: the chain watcher has not processed a block yet")

// ErrNoKey means no attestation key is configured.
var ErrNoKey = errors.New("attestor: no attestation key configured (ASA_ATTESTATION_PRIVATE_KEY)")

// Attestor builds signed reputation answers. It is safe for concurrent use.
type Attestor struct {
	store      Store
	checkpoint Checkpoint
	escrow     common.Address
	chainID    uint64
	signer     *reputation.Signer // nil: ErrNoKey

	mu     sync.Mutex
	cached *snapshot // the ledger as of the last tip answered
}

// snapshot is a ledger as of one block, with what the events say about each job's agreement.
type snapshot struct {
	tip        watcher.BlockRef
	ledger     *reputation.Ledger
	agreements map[uint64]common.Hash // ASA jobs' agreement hashes (zero: created without a document)
}

// New returns an attestor; key may be nil (answers are then refused with ErrNoKey).
func New(s Store, cp Checkpoint, escrow common.Address, chainID uint64, key signer.Signer) (*Attestor, error) {
	a := &Attestor{store: s, checkpoint: cp, escrow: escrow, chainID: chainID}
	if key = signer.OrNil(key); key != nil {
		rs, err := reputation.FromSigner(key)
		if err != nil {
			return nil, err
		}
		a.signer = rs
	}
	return a, nil
}

// Signer is the attestation address (zero without a key): the one verifiers pin.
func (a *Attestor) Signer() common.Address {
	if a.signer == nil {
		return common.Address{}
	}
	return a.signer.Address()
}

// Answer is subject's signed reputation as of the last processed block.
func (a *Attestor) Answer(ctx context.Context, subject common.Address) (*reputation.Answer, error) {
	if a.signer == nil {
		return nil, ErrNoKey
	}
	snap, err := a.snapshot(ctx)
	if err != nil {
		return nil, err
	}
	excluded, err := a.excluded(ctx, snap, subject)
	if err != nil {
		return nil, err
	}
	ans, err := reputation.NewAnswer(snap.ledger, a.chainID, subject, excluded)
	if err != nil {
		return nil, fmt.Errorf("attestor: %w", err)
	}
	if err := a.signer.SignAnswer(ctx, ans); err != nil {
		return nil, fmt.Errorf("attestor: %w", err)
	}
	return ans, nil
}

// Excluded lists subject's jobs left out of its aggregates as of the last processed block.
func (a *Attestor) excluded(ctx context.Context, snap *snapshot, subject common.Address) ([]uint64, error) {
	vis, err := a.store.Visibilities(ctx)
	if err != nil {
		return nil, fmt.Errorf("attestor: %w", err)
	}
	var out []uint64
	for _, id := range snap.ledger.JobsOf(subject) {
		registered, known := vis[id]
		v := visibility.Of(snap.agreements[id], settlement.Visibility(registered), known)
		if !visibility.Serves(v, visibility.Reputation, visibility.Aggregates) {
			out = append(out, id)
		}
	}
	return out, nil
}

// snapshot returns the ledger as of the watcher's tip, rebuilding it when the tip moved.
func (a *Attestor) snapshot(ctx context.Context) (*snapshot, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	for range 3 {
		tip, ok, err := a.checkpoint.Tip(ctx)
		if err != nil {
			return nil, fmt.Errorf("attestor: %w", err)
		}
		if !ok {
			return nil, ErrNotReady
		}
		if a.cached != nil && a.cached.tip == tip {
			return a.cached, nil
		}
		snap, err := a.build(ctx, tip)
		if err != nil {
			return nil, err
		}
		// The tip must still be canonical in the store: a reorganization rewound while the events were read
		// would leave a ledger of two chains.
		again, err := a.checkpoint.Blocks(ctx, tip.Number, 1)
		if err != nil {
			return nil, fmt.Errorf("attestor: %w", err)
		}
		if len(again) == 1 && again[0] == tip {
			a.cached = snap
			return snap, nil
		}
	}
	return nil, errors.New("attestor: the chain reorganized three times while reading; try again")
}

func (a *Attestor) build(ctx context.Context, tip watcher.BlockRef) (*snapshot, error) {
	terms, events, err := a.store.EventsUpTo(ctx, tip.Number)
	if err != nil {
		return nil, fmt.Errorf("attestor: %w", err)
	}
	l := reputation.NewLedger(a.escrow)
	for _, rec := range terms {
		t, err := indexer.TermsOf(rec)
		if err != nil {
			return nil, fmt.Errorf("attestor: %w", err)
		}
		st, err := t.Settlement()
		if err != nil {
			return nil, fmt.Errorf("attestor: terms %d: %w", rec.ID, err)
		}
		if err := l.RegisterTerms(rec.ID, st); err != nil {
			return nil, fmt.Errorf("attestor: %w", err)
		}
	}
	esc := bindings.NewAsaEscrow()
	agreements := map[uint64]common.Hash{}
	for _, ev := range events {
		lg := types.Log{Address: a.escrow, Topics: ev.Topics, Data: ev.Data, BlockNumber: ev.BlockNumber, BlockHash: ev.BlockHash,
			TxHash: ev.TxHash, Index: ev.LogIndex}
		if ev.Name == "AsaJobCreated" {
			created, err := esc.UnpackAsaJobCreatedEvent(&lg)
			if err != nil {
				return nil, fmt.Errorf("attestor: AsaJobCreated of job %d: %w", ev.JobID, err)
			}
			agreements[ev.JobID] = created.AgreementHash
		}
		if err := l.Apply(reputation.Event{Log: lg, Time: ev.BlockTime}); err != nil {
			return nil, fmt.Errorf("attestor: %w", err)
		}
	}
	if err := l.AdvanceTo(reputation.BlockRef{Number: tip.Number, Hash: tip.Hash, Time: tip.Time}); err != nil {
		return nil, fmt.Errorf("attestor: %w", err)
	}
	return &snapshot{tip: tip, ledger: l, agreements: agreements}, nil
}
