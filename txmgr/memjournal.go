package txmgr

import (
	"context"
	"fmt"
	"math/big"
	"sort"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// MemJournal is a Journal in memory, for tests and tools that need no durability. It is NOT
// crash-safe: a process that loses it may send an intent twice. Services use the daemon store's
// journal.
type MemJournal struct {
	mu       sync.Mutex
	seq      int
	intents  map[string]*memIntent
	attempts map[string][]Attempt
	now      func() time.Time
}

type memIntent struct {
	id  int
	rec Record
}

var _ Journal = (*MemJournal)(nil)

// NewMemJournal returns an empty in-memory journal.
func NewMemJournal() *MemJournal {
	return &MemJournal{intents: map[string]*memIntent{}, attempts: map[string][]Attempt{}, now: time.Now}
}

func copyRecord(r Record) Record {
	r.Data = append([]byte(nil), r.Data...)
	if r.Value != nil {
		r.Value = new(big.Int).Set(r.Value)
	}
	return r
}

// CreateIntents implements Journal.
func (j *MemJournal) CreateIntents(_ context.Context, recs []Record) ([]Record, []bool, error) {
	j.mu.Lock()
	defer j.mu.Unlock()
	stored, created := make([]Record, len(recs)), make([]bool, len(recs))
	for i, r := range recs {
		if in, ok := j.intents[r.Key]; ok {
			stored[i] = copyRecord(in.rec)
			continue
		}
		j.seq++
		r = copyRecord(r)
		if r.Value == nil {
			r.Value = new(big.Int)
		}
		r.State, r.CreatedAt, r.UpdatedAt = StatePending, j.now(), j.now()
		j.intents[r.Key] = &memIntent{id: j.seq, rec: r}
		stored[i], created[i] = copyRecord(r), true
	}
	return stored, created, nil
}

// CreateSent implements Journal.
func (j *MemJournal) CreateSent(_ context.Context, recs []Record, atts []Attempt) error {
	if len(recs) != len(atts) {
		return fmt.Errorf("txmgr: create sent: %d intents but %d attempts", len(recs), len(atts))
	}
	j.mu.Lock()
	defer j.mu.Unlock()
	keys := make(map[string]bool, len(recs))
	for i, r := range recs {
		if _, ok := j.intents[r.Key]; ok || keys[r.Key] {
			return fmt.Errorf("%w: %q", ErrKeyExists, r.Key)
		}
		if a := atts[i]; a.Key != r.Key || !r.HasNonce || a.Nonce != r.Nonce {
			return fmt.Errorf("txmgr: create sent: attempt %d (%q, nonce %d) does not belong to intent %q", i, a.Key, a.Nonce, r.Key)
		}
		keys[r.Key] = true
	}
	for i, r := range recs {
		j.seq++
		r = copyRecord(r)
		if r.Value == nil {
			r.Value = new(big.Int)
		}
		r.State, r.TxHash, r.CreatedAt, r.UpdatedAt = StateInFlight, atts[i].TxHash, j.now(), j.now()
		j.intents[r.Key] = &memIntent{id: j.seq, rec: r}
		j.attempts[r.Key] = []Attempt{atts[i]}
	}
	return nil
}

// Intent implements Journal.
func (j *MemJournal) Intent(_ context.Context, key string) (Record, error) {
	j.mu.Lock()
	defer j.mu.Unlock()
	in, ok := j.intents[key]
	if !ok {
		return Record{}, fmt.Errorf("%w: %q", ErrNotFound, key)
	}
	return copyRecord(in.rec), nil
}

// ListOpen implements Journal.
func (j *MemJournal) ListOpen(_ context.Context, from common.Address) ([]Record, error) {
	j.mu.Lock()
	defer j.mu.Unlock()
	var ins []*memIntent
	for _, in := range j.intents {
		if in.rec.From == from && in.rec.State.Open() {
			ins = append(ins, in)
		}
	}
	sort.Slice(ins, func(a, b int) bool { return ins[a].id < ins[b].id })
	out := make([]Record, len(ins))
	for i, in := range ins {
		out[i] = copyRecord(in.rec)
	}
	return out, nil
}

// CountOpen implements Journal.
func (j *MemJournal) CountOpen(ctx context.Context, from common.Address) (int, error) {
	open, err := j.ListOpen(ctx, from)
	return len(open), err
}

// SaveAttempts implements Journal.
func (j *MemJournal) SaveAttempts(_ context.Context, as []Attempt) error {
	j.mu.Lock()
	defer j.mu.Unlock()
	for _, a := range as {
		in, ok := j.intents[a.Key]
		if !ok {
			return fmt.Errorf("%w: %q", ErrNotFound, a.Key)
		}
		if in.rec.State != StatePending && in.rec.State != StateInFlight {
			return fmt.Errorf("%w: save attempt for %q in state %s", ErrStateConflict, a.Key, in.rec.State)
		}
	}
	for _, a := range as {
		in := j.intents[a.Key]
		dup := false
		for _, old := range j.attempts[a.Key] {
			dup = dup || old.TxHash == a.TxHash
		}
		if !dup {
			j.attempts[a.Key] = append(j.attempts[a.Key], a)
		}
		in.rec.State, in.rec.HasNonce, in.rec.Nonce, in.rec.TxHash, in.rec.UpdatedAt = StateInFlight, true, a.Nonce, a.TxHash, j.now()
	}
	return nil
}

// Attempts implements Journal.
func (j *MemJournal) Attempts(_ context.Context, key string) ([]Attempt, error) {
	j.mu.Lock()
	defer j.mu.Unlock()
	return append([]Attempt(nil), j.attempts[key]...), nil
}

func (j *MemJournal) transition(key, op string, from []State, apply func(r *Record)) error {
	j.mu.Lock()
	defer j.mu.Unlock()
	in, ok := j.intents[key]
	if !ok {
		return fmt.Errorf("%w: %q", ErrNotFound, key)
	}
	for _, s := range from {
		if in.rec.State == s {
			apply(&in.rec)
			in.rec.UpdatedAt = j.now()
			return nil
		}
	}
	return fmt.Errorf("%w: %s %q in state %s", ErrStateConflict, op, key, in.rec.State)
}

// MarkMined implements Journal.
func (j *MemJournal) MarkMined(_ context.Context, key string, tx common.Hash, block uint64, blockHash common.Hash) error {
	return j.transition(key, "mark mined", []State{StateInFlight, StateMined}, func(r *Record) {
		r.State, r.TxHash, r.BlockNumber, r.BlockHash = StateMined, tx, block, blockHash
	})
}

// MarkUnmined implements Journal.
func (j *MemJournal) MarkUnmined(_ context.Context, key string) error {
	return j.transition(key, "mark unmined", []State{StateMined}, func(r *Record) {
		r.State, r.BlockNumber, r.BlockHash = StateInFlight, 0, common.Hash{}
	})
}

// MarkConfirmed implements Journal.
func (j *MemJournal) MarkConfirmed(_ context.Context, key string, blockHash common.Hash) error {
	j.mu.Lock()
	in, ok := j.intents[key]
	stale := ok && in.rec.BlockHash != blockHash
	j.mu.Unlock()
	if stale {
		return fmt.Errorf("%w: mark confirmed %q: block changed", ErrStateConflict, key)
	}
	return j.transition(key, "mark confirmed", []State{StateMined}, func(r *Record) { r.State = StateConfirmed })
}

// MarkFinal implements Journal.
func (j *MemJournal) MarkFinal(_ context.Context, key string, state State, reason string) error {
	if state != StateFailed && state != StateAbandoned {
		return fmt.Errorf("txmgr: mark final %q with state %s", key, state)
	}
	return j.transition(key, "mark "+string(state), []State{StatePending, StateInFlight, StateMined}, func(r *Record) {
		r.State, r.Reason = state, reason
	})
}

// Requeue implements Journal.
func (j *MemJournal) Requeue(_ context.Context, key, reason string) error {
	return j.transition(key, "requeue", []State{StateInFlight, StateMined}, func(r *Record) {
		r.State, r.HasNonce, r.Nonce, r.Reason = StatePending, false, 0, reason
		r.TxHash, r.BlockNumber, r.BlockHash = common.Hash{}, 0, common.Hash{}
	})
}

// ReopenAbove reopens every confirmed or mined intent whose block is above block (a reorg removed it),
// as the daemon's store does in its chain watcher's rewind.
func (j *MemJournal) ReopenAbove(block uint64) int {
	j.mu.Lock()
	defer j.mu.Unlock()
	n := 0
	for _, in := range j.intents {
		if (in.rec.State == StateConfirmed || in.rec.State == StateMined) && in.rec.BlockNumber > block {
			in.rec.State, in.rec.BlockHash = StateMined, common.Hash{}
			n++
		}
	}
	return n
}
