package ledger

import (
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
)

// MaxTransitions is the most transitions an epoch holds (the transitions tree's capacity).
const MaxTransitions = 1 << TransitionsDepth

// Epoch is a closed epoch: what the operator posts (postEpoch's stateRoot, transitionsRoot, count and
// cutoff) and serves (the transitions and their post-states).
type Epoch struct {
	Number          uint64
	Cutoff          uint64
	PrevRoot        common.Hash // the previous epoch's state root
	StateRoot       common.Hash
	TransitionsRoot common.Hash
	Transitions     []Transition
	PostStates      []common.Hash
	tree            *tree
}

// EpochBuilder applies transitions to a state for one epoch. It changes the state it was given.
type EpochBuilder struct {
	state  *State
	number uint64
	cutoff uint64
	prev   common.Hash
	trs    []Transition
	posts  []common.Hash
}

// NewEpoch starts epoch number on state (the previous epoch's end state, changed in place) with the
// given cutoff, which is `now` for every transition.
func NewEpoch(state *State, number, cutoff uint64) *EpochBuilder {
	return &EpochBuilder{state: state, number: number, cutoff: cutoff, prev: state.Root()}
}

// Add applies a transition and records its post-state; an invalid one is refused (state unchanged). An
// operator transition (kinds 1..5) is refused with ErrForcedDue while a forced entry queued before the
// cutoff is pending: add those first (AddDueForced).
func (b *EpochBuilder) Add(c Chain, t Transition) error {
	if len(b.trs) >= MaxTransitions {
		return fmt.Errorf("epoch %d: full (%d transitions)", b.number, MaxTransitions)
	}
	if t.Kind != KindForced {
		if k, at, due := b.dueForced(c); due {
			return fmt.Errorf("epoch %d: transition %d (%s): forced entry %d, queued at %d before the cutoff %d, must be processed first: %w",
				b.number, len(b.trs), t.Kind, k, at, b.cutoff, ErrForcedDue)
		}
	}
	if _, err := b.state.Apply(c, b.cutoff, t); err != nil {
		return fmt.Errorf("epoch %d: transition %d: %w", b.number, len(b.trs), err)
	}
	b.record(t)
	return nil
}

// dueForced says whether the forced queue's next entry was queued before the cutoff.
func (b *EpochBuilder) dueForced(c Chain) (k, queuedAt uint64, due bool) {
	k = b.state.forcedCount
	at, ok := c.ForcedAt(k)
	return k, at, ok && at < b.cutoff
}

// ForcedSource gives the inner transition (kind and data, as forceInclude queued it) of the forced queue's
// entry at position; ok is false when it is not known.
type ForcedSource func(position uint64) (inner Transition, ok bool)

// AddDueForced adds, in queue order, a FORCED transition for every forced entry queued before the
// cutoff that the state has not processed, and returns how many it added. An entry whose inner
// transition is invalid is added all the same (it is skipped, changing only forcedCount).
func (b *EpochBuilder) AddDueForced(c Chain, src ForcedSource) (int, error) {
	n := 0
	for {
		k, _, due := b.dueForced(c)
		if !due {
			return n, nil
		}
		inner, ok := src(k)
		if !ok {
			return n, fmt.Errorf("epoch %d: forced entry %d is due and its data is unknown", b.number, k)
		}
		f, err := EncodeForced(inner)
		if err != nil {
			return n, fmt.Errorf("epoch %d: forced entry %d: %w", b.number, k, err)
		}
		if err := b.Add(c, f); err != nil {
			return n, err
		}
		n++
	}
}

func (b *EpochBuilder) record(t Transition) {
	b.trs = append(b.trs, Transition{Kind: t.Kind, Data: append([]byte(nil), t.Data...)})
	b.posts = append(b.posts, b.state.Root())
}

// Len is the number of transitions added so far.
func (b *EpochBuilder) Len() int { return len(b.trs) }

// Close ends the epoch and computes its roots.
func (b *EpochBuilder) Close() Epoch {
	e := Epoch{Number: b.number, Cutoff: b.cutoff, PrevRoot: b.prev, StateRoot: b.prev, Transitions: b.trs, PostStates: b.posts}
	if n := len(b.posts); n > 0 {
		e.StateRoot = b.posts[n-1]
	}
	e.tree = transitionsTree(b.trs, b.posts)
	e.TransitionsRoot = e.tree.root
	return e
}

// LeafOf is transition t's leaf with post-state post.
func LeafOf(t Transition, post common.Hash) TransitionLeaf {
	return TransitionLeaf{Kind: uint8(t.Kind), DataHash: keccak(t.Data), PostState: post}
}

// TransitionsRoot is the root of an epoch's transitions tree (depth 24, empty leaves zero) over the transitions
// and the post-states they commit to: what postEpoch's transitionsRoot must be for the data a verifier holds.
func TransitionsRoot(trs []Transition, posts []common.Hash) common.Hash {
	return transitionsTree(trs, posts).root
}

func transitionsTree(trs []Transition, posts []common.Hash) *tree {
	hs := make([]common.Hash, len(trs))
	for i, t := range trs {
		hs[i] = LeafOf(t, posts[i]).Hash()
	}
	tr := newTree(TransitionsDepth, common.Hash{})
	tr.load(hs)
	return tr
}

// TransitionProof is transition i's leaf and path in the transitions tree.
func (e Epoch) TransitionProof(i int) TransitionWitness {
	w := TransitionWitness{Leaf: LeafOf(e.Transitions[i], e.PostStates[i])}
	copy(w.Path[:], e.tree.proof(uint64(i)))
	return w
}

// TransitionProof is transition i's leaf and path in the transitions tree of the posted epoch's data (what
// publishTransition takes when a party asks for it on chain). It hashes the whole tree: for an occasional
// answer, not a loop.
func (p PostedEpoch) TransitionProof(i int) TransitionWitness {
	e := Epoch{Transitions: p.Transitions, PostStates: p.PostStates, tree: transitionsTree(p.Transitions, p.PostStates)}
	return e.TransitionProof(i)
}

// Posted is the epoch as the verifier sees it.
func (e Epoch) Posted() PostedEpoch {
	return PostedEpoch{Number: e.Number, Cutoff: e.Cutoff, Transitions: e.Transitions, PostStates: e.PostStates,
		StateRoot: e.StateRoot, TransitionsRoot: e.TransitionsRoot}
}

// PostedEpoch is a posted epoch and the data the operator served for it.
type PostedEpoch struct {
	Number          uint64
	Cutoff          uint64
	Transitions     []Transition
	PostStates      []common.Hash // the post-state each transition's leaf commits to
	StateRoot       common.Hash
	TransitionsRoot common.Hash
}

// FraudKind says which fraud proof applies.
type FraudKind uint8

// The fraud proofs.
const (
	FraudTransition FraudKind = iota + 1 // challengeTransition
	FraudEpochEnd                        // challengeEpochEnd
	FraudForcedLag                       // challengeForcedLag
)

// String returns the fraud proof's contract function name.
func (k FraudKind) String() string {
	switch k {
	case FraudTransition:
		return "challengeTransition"
	case FraudEpochEnd:
		return "challengeEpochEnd"
	case FraudForcedLag:
		return "challengeForcedLag"
	}
	return fmt.Sprintf("fraud(%d)", uint8(k))
}

// Fraud is a provable fault in a posted epoch with the arguments of the contract call that proves it.
type Fraud struct {
	Kind   FraudKind
	Epoch  uint64
	Reason string

	// FraudTransition: challengeTransition(epoch, Index, Prev, Claimed, Data, Pre, Job, Accounts). Prev is
	// the zero witness for index 0. FraudEpochEnd: Claimed is the last transition's witness (HasLast false
	// for an epoch without transitions).
	Index    uint32
	Prev     TransitionWitness
	Claimed  TransitionWitness
	HasLast  bool
	Data     []byte
	Pre      StateFields
	Job      JobWitness
	Accounts []AccountWitness

	// FraudForcedLag: challengeForcedLag(epoch, Forced, End): entry Forced was queued before the cutoff and
	// End, the epoch's end state, has forcedCount <= Forced.
	Forced uint64
	End    StateFields
}

// ErrUnavailable marks a posted epoch whose served data does not match what was posted: a data
// availability problem (answered through requestTransition), not a fraud proof.
var ErrUnavailable = errors.New("epoch data does not match the posted roots")

// Check replays posted epoch e on (a copy of) prev, the end state of epoch e-1, and returns the first
// fraud in it, or the end state when there is none. prev is not changed. The checks run in the order the
// faults arise: each transition (invalid, or its post-state not the committed one), then the end root,
// then the forced queue's lag.
func Check(prev *State, c Chain, e PostedEpoch) (*Fraud, *State, error) {
	if len(e.Transitions) != len(e.PostStates) {
		return nil, nil, fmt.Errorf("check epoch %d: %d transitions, %d post-states: %w", e.Number,
			len(e.Transitions), len(e.PostStates), ErrUnavailable)
	}
	if len(e.Transitions) > MaxTransitions {
		return nil, nil, fmt.Errorf("check epoch %d: too many transitions: %w", e.Number, ErrUnavailable)
	}
	posted := Epoch{Number: e.Number, Cutoff: e.Cutoff, Transitions: e.Transitions, PostStates: e.PostStates,
		tree: transitionsTree(e.Transitions, e.PostStates)}
	if posted.tree.root != e.TransitionsRoot {
		return nil, nil, fmt.Errorf("check epoch %d: transitions root %s, posted %s: %w", e.Number,
			posted.tree.root.Hex(), e.TransitionsRoot.Hex(), ErrUnavailable)
	}
	s := prev.Clone()
	for i, t := range e.Transitions {
		w, err := s.Apply(c, e.Cutoff, t)
		reason := ""
		switch {
		case err != nil:
			reason = err.Error()
		case s.Root() != e.PostStates[i]:
			reason = fmt.Sprintf("post-state %s, committed %s", s.Root().Hex(), e.PostStates[i].Hex())
		}
		if reason == "" {
			continue
		}
		f := &Fraud{Kind: FraudTransition, Epoch: e.Number, Reason: reason, Index: uint32(i),
			Claimed: posted.TransitionProof(i), Data: append([]byte(nil), t.Data...), Pre: w.Pre,
			Job: w.Job, Accounts: w.Accounts}
		if i > 0 {
			f.Prev = posted.TransitionProof(i - 1)
		}
		return f, nil, nil
	}
	if s.Root() != e.StateRoot {
		f := &Fraud{Kind: FraudEpochEnd, Epoch: e.Number,
			Reason: fmt.Sprintf("end state %s, posted %s", s.Root().Hex(), e.StateRoot.Hex())}
		if n := len(e.Transitions); n > 0 {
			f.Claimed, f.HasLast, f.Index = posted.TransitionProof(n-1), true, uint32(n-1)
		}
		return f, nil, nil
	}
	end := s.Fields()
	if at, ok := c.ForcedAt(end.ForcedCount); ok && at < e.Cutoff {
		return &Fraud{Kind: FraudForcedLag, Epoch: e.Number, Forced: end.ForcedCount, End: end,
			Reason: fmt.Sprintf("forced entry %d queued at %d not processed by cutoff %d", end.ForcedCount, at, e.Cutoff)}, nil, nil
	}
	return nil, s, nil
}
