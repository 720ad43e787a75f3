package txmgr

import (
	"context"
	"errors"
	"sync"
	"testing"
)

// termJournal is a leadership term's view of a shared journal, as a fenced journal behaves: once over,
// every write is refused (the daemon's store checks a fencing token in each write's transaction).
type termJournal struct {
	Journal
	mu   sync.Mutex
	over bool
}

var errTermOver = errors.New("term over")

func (j *termJournal) end() { j.mu.Lock(); j.over = true; j.mu.Unlock() }

func (j *termJournal) check() error {
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.over {
		return errTermOver
	}
	return nil
}

func (j *termJournal) CreateIntents(ctx context.Context, recs []Record) ([]Record, []bool, error) {
	if err := j.check(); err != nil {
		return nil, nil, err
	}
	return j.Journal.CreateIntents(ctx, recs)
}

func (j *termJournal) SaveAttempts(ctx context.Context, as []Attempt) error {
	if err := j.check(); err != nil {
		return err
	}
	return j.Journal.SaveAttempts(ctx, as)
}

// leadership is a switchable Config.Term.
type leadership struct {
	mu      sync.Mutex
	journal Journal
	term    uint64
	leading bool
	calls   int
	// demoteAfter, when positive, ends the leadership after that many calls (a term that ends in the
	// middle of a pass).
	demoteAfter int
}

func (l *leadership) Term() (Journal, uint64, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.calls++
	if l.demoteAfter > 0 && l.calls > l.demoteAfter {
		l.leading = false
	}
	return l.journal, l.term, l.leading
}

func (l *leadership) set(j Journal, term uint64, leading bool) {
	l.mu.Lock()
	l.journal, l.term, l.leading, l.calls, l.demoteAfter = j, term, leading, 0, 0
	l.mu.Unlock()
}

// Several processes share one journal and one key; Config.Term says which one sends. A follower's pass
// touches neither the node nor the journal; a term that is over journals nothing and broadcasts nothing
// (also when the process still believes it leads: a paused leader woken late); a term that ends in the
// middle of a pass stops broadcasting, and what it journaled is re-sent by the next term with the same
// nonce and bytes, never re-signed with another nonce.
func TestOnlyTheTermHolderSends(t *testing.T) {
	f := newFakeChain()
	shared := NewMemJournal()
	lead := &leadership{}
	cfg := Config{ChainID: f.chainID, Kinds: testKinds(nil, nil), Confirmations: 1, BumpAfter: -1, BumpAfterBlocks: 1, Term: lead.Term,
		Logger: testLogger(t)}
	s, err := NewKeySigner(newKey(t), f.chainID)
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(context.Background(), cfg, f, shared, s)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if _, err := m.Submit(ctx, plain("a", 1)); err != nil { // any process may queue work
		t.Fatal(err)
	}
	if err := m.Process(ctx); err != nil || f.sends != 0 {
		t.Fatalf("follower pass: err %v, %d sends; want nothing", err, f.sends)
	}
	if err := m.Health(); err != nil {
		t.Fatalf("a follower is healthy: %v", err)
	}

	term1 := &termJournal{Journal: shared}
	lead.set(term1, 1, true)
	if err := m.Process(ctx); err != nil || f.sends != 1 {
		t.Fatalf("leader pass: err %v, %d sends; want 1", err, f.sends)
	}

	// The term ends while the process still believes it leads (its lease was taken while it was paused).
	term1.end()
	if _, err := m.Submit(ctx, plain("b", 2)); err != nil {
		t.Fatal(err)
	}
	_ = m.Process(ctx)
	if f.sends != 1 {
		t.Fatalf("%d sends after the term ended; want still 1", f.sends)
	}
	if r, _ := shared.Intent(ctx, "b"); r.State != StatePending {
		t.Fatalf("b after the deposed pass: %+v, want pending and unsigned", r)
	}

	// Term 2 ends in the middle of its pass: it journals b's attempt, then may not broadcast it.
	term2 := &termJournal{Journal: shared}
	lead.set(term2, 2, true)
	lead.mu.Lock()
	lead.demoteAfter = 1
	lead.mu.Unlock()
	_ = m.Process(ctx)
	atts, _ := shared.Attempts(ctx, "b")
	if len(atts) != 1 || f.sends != 1 {
		t.Fatalf("term 2: %d attempts of b, %d sends; want b journaled and not broadcast", len(atts), f.sends)
	}

	// Term 3 re-sends b's journaled transaction: same nonce, same bytes.
	lead.set(&termJournal{Journal: shared}, 3, true)
	if err := m.Process(ctx); err != nil {
		t.Fatal(err)
	}
	after, _ := shared.Attempts(ctx, "b")
	f.mu.Lock()
	pooled := f.pool[atts[0].Nonce]
	f.mu.Unlock()
	if len(after) != 1 || pooled == nil || pooled.Hash() != atts[0].TxHash {
		t.Fatalf("term 3: attempts %+v, pool at nonce %d = %v; want term 2's transaction re-sent", after, atts[0].Nonce, pooled)
	}
	f.mine()
	lead.set(&termJournal{Journal: shared}, 3, true)
	drive(t, m, f.mine, stateIs(t, m, "b", StateConfirmed))
	if ra, _ := shared.Intent(ctx, "a"); ra.State != StateConfirmed || ra.Nonce == atts[0].Nonce {
		t.Fatalf("a = %+v", ra)
	}
}
