package txmgr

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"sort"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// MaxKeyLength bounds an intent key.
const MaxKeyLength = 256

// Kind names what an intent does ("relay", "finalize", "fill", ...). It is stored with the intent, so
// that after a restart the manager still knows which precheck applies without reading the key or the
// calldata. Every kind a manager sends must be registered in its Kinds.
type Kind string

// KindFill is the manager's own kind: a zero-value self-transfer at a pinned nonce that fills a gap left
// by an intent that will never use its nonce, so that later transactions can be mined.
const KindFill Kind = "fill"

// Verdict is a precheck's answer.
type Verdict int

// Precheck verdicts.
const (
	// Send: the work is still needed; sign and send (or re-send) it.
	Send Verdict = iota
	// Done: the work is already done or can never apply; abandon the intent without sending.
	Done
	// Later: the work cannot apply yet (for example a deadline the chain has not reached); keep the
	// intent and ask again after Config.RetryLater. Never abandons.
	Later
)

// String names the verdict for logs.
func (v Verdict) String() string {
	switch v {
	case Send:
		return "send"
	case Done:
		return "done"
	case Later:
		return "later"
	}
	return fmt.Sprintf("Verdict(%d)", int(v))
}

// Check is a precheck's verdict and, for Done and Later, why.
type Check struct {
	Verdict Verdict
	Reason  string
}

// Precheck reports whether an intent is still needed, normally by an eth_call against the contract. It
// runs before the first broadcast, before a dropped transaction is re-sent (after a reorg or a restart)
// and before re-signing with a fresh nonce. An error means the chain could not be asked: the intent is
// kept and asked again on the next pass.
type Precheck func(ctx context.Context, rec Record) (Check, error)

// KindSpec is what the manager needs to know about a kind.
type KindSpec struct {
	// Precheck decides whether an intent of this kind is still needed; nil means always Send.
	Precheck Precheck
	// Judge, when set, is Precheck decided from the answer of an eth_call of the intent's own calldata and
	// value from its sender (out, or the call's error): before a first send with a gas limit learned for
	// the function, the manager makes that one call at the learned limit, which is the gas check too,
	// instead of a precheck call and a gas check call of the same transaction (on the node, two executions
	// of it). Precheck must still be set: re-sends, and sends without a learned limit, run it. An error
	// means the chain could not be asked (as for Precheck).
	Judge func(rec Record, out []byte, callErr error) (Check, error)
	// Describe, if set, returns a short human description of an intent decoded from its calldata
	// ("finalizeBatch(17, 18)"), for logs.
	Describe func(rec Record) string
	// GasHeadroom is gas added to the estimate of an intent of this kind (on top of
	// Config.GasBufferPercent), for work whose cost depends on transactions mined before it: intents
	// sent in a pipeline are estimated on the chain as it is, not as the earlier ones will leave it. Gas
	// left unused is not paid for.
	GasHeadroom uint64
}

// Kinds is the registry of intent kinds: each kind's precheck and decoding, registered in one place.
// It is safe for concurrent use; register everything before the manager starts.
type Kinds struct {
	mu    sync.RWMutex
	specs map[Kind]KindSpec
}

// NewKinds returns a registry holding the manager's own KindFill.
func NewKinds() *Kinds {
	return &Kinds{specs: map[Kind]KindSpec{}}
}

// Register adds a kind; registering a kind twice is an error.
func (k *Kinds) Register(kind Kind, spec KindSpec) error {
	if kind == "" {
		return errors.New("txmgr: register: empty kind")
	}
	if kind == KindFill {
		return fmt.Errorf("txmgr: register: %q is the manager's own kind", kind)
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	if _, dup := k.specs[kind]; dup {
		return fmt.Errorf("txmgr: register: kind %q registered twice", kind)
	}
	k.specs[kind] = spec
	return nil
}

// MustRegister is Register that panics, for registries built at start-up from constants.
func (k *Kinds) MustRegister(kind Kind, spec KindSpec) {
	if err := k.Register(kind, spec); err != nil {
		panic(err)
	}
}

// Spec returns the kind's spec; ok is false for an unregistered kind.
func (k *Kinds) Spec(kind Kind) (KindSpec, bool) {
	k.mu.RLock()
	defer k.mu.RUnlock()
	s, ok := k.specs[kind]
	return s, ok
}

// Names lists the registered kinds, sorted.
func (k *Kinds) Names() []Kind {
	k.mu.RLock()
	defer k.mu.RUnlock()
	out := make([]Kind, 0, len(k.specs))
	for n := range k.specs {
		out = append(out, n)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// Intent is what a caller wants done on chain. The manager owns how: nonce, fees, signing, bumping,
// re-sending and confirmation.
type Intent struct {
	// Kind selects the precheck; it must be registered.
	Kind Kind
	// Key makes Submit idempotent: one intent per key, ever. Name the action and its subject, e.g.
	// "relay:<digest>". The manager never reads meaning out of it.
	Key string
	// To is the called contract or the recipient.
	To common.Address
	// Data is the calldata.
	Data []byte
	// Value is the wei sent with the call; nil means zero.
	Value *big.Int
	// GasLimit is used as is when non-zero; zero means eth_estimateGas plus Config.GasBufferPercent.
	// A revert at estimate time fails the intent.
	GasLimit uint64
}

// State is the life-cycle state of an intent.
type State string

// Intent states. Pending, InFlight and Mined are open; the others are final.
const (
	// StatePending: stored, nothing signed yet (or its nonce was released to be re-signed).
	StatePending State = "pending"
	// StateInFlight: at least one signed attempt is stored (and normally broadcast).
	StateInFlight State = "inflight"
	// StateMined: an attempt has a receipt, not yet at the confirmation depth.
	StateMined State = "mined"
	// StateConfirmed: mined with status 1 and at the confirmation depth. A reorg that removes the
	// block reopens it (the daemon's chain watcher does, see Journal users).
	StateConfirmed State = "confirmed"
	// StateFailed: reverted at estimate time, rejected by the node for a reason retrying cannot fix,
	// or mined with status 0. Reason says why.
	StateFailed State = "failed"
	// StateAbandoned: the precheck said the work is done or can never apply.
	StateAbandoned State = "abandoned"
)

// Final reports whether the manager no longer drives the intent.
func (s State) Final() bool {
	return s == StateConfirmed || s == StateFailed || s == StateAbandoned
}

// Open reports whether the manager still drives the intent.
func (s State) Open() bool {
	return s == StatePending || s == StateInFlight || s == StateMined
}

// Valid reports whether s is one of the defined states.
func (s State) Valid() bool { return s.Open() || s.Final() }

// Record is the stored form of an intent and its progress.
type Record struct {
	Kind     Kind
	Key      string
	From     common.Address
	To       common.Address
	Data     []byte
	Value    *big.Int
	GasLimit uint64 // as requested; 0 = estimated per attempt
	State    State
	// HasNonce tells whether Nonce is set: from the latest signed attempt, or pinned at creation
	// (fill intents).
	HasNonce bool
	Nonce    uint64
	// TxHash is the latest attempt's hash, or the mined one once mined.
	TxHash      common.Hash
	BlockNumber uint64      // block of the receipt when mined/confirmed
	BlockHash   common.Hash // hash of that block
	Reason      string      // why failed/abandoned, or why the last precheck said Later
	CreatedAt   time.Time
	UpdatedAt   time.Time
}

// holdsNonce reports whether the intent owns its nonce now.
func (r Record) holdsNonce() bool {
	return r.HasNonce && (r.State == StateInFlight || r.State == StateMined || (r.State == StatePending && r.Kind == KindFill))
}

// LogValue keeps logs short: calldata is summarised by its length.
func (r Record) LogValue() slog.Value {
	attrs := []slog.Attr{
		slog.String("kind", string(r.Kind)),
		slog.String("key", r.Key),
		slog.String("state", string(r.State)),
		slog.String("to", r.To.Hex()),
		slog.Int("data_len", len(r.Data)),
	}
	if r.HasNonce {
		attrs = append(attrs, slog.Uint64("nonce", r.Nonce))
	}
	if r.TxHash != (common.Hash{}) {
		attrs = append(attrs, slog.String("tx", r.TxHash.Hex()))
	}
	return slog.GroupValue(attrs...)
}

// Attempt is one signed transaction for an intent. Its raw bytes are stored before broadcast so a
// restart re-sends instead of re-deciding.
type Attempt struct {
	Key       string
	Nonce     uint64
	TxHash    common.Hash
	Raw       []byte // EIP-2718 encoding (types.Transaction.MarshalBinary)
	GasLimit  uint64
	GasTipCap *big.Int
	GasFeeCap *big.Int
	HeadBlock uint64 // chain head when signed; bumping counts blocks from here
	CreatedAt time.Time
}

// Errors returned by Submit and the Journal.
var (
	// ErrNotFound: no intent with that key.
	ErrNotFound = errors.New("txmgr: intent not found")
	// ErrKeyConflict: the key exists with a different payload (kind, to, data, value or gas limit).
	ErrKeyConflict = errors.New("txmgr: intent key already used for a different transaction")
	// ErrKeyExists: Journal.CreateSent found a key already stored (nothing was stored).
	ErrKeyExists = errors.New("txmgr: intent key already stored")
	// ErrStateConflict: the transition is not allowed from the stored state.
	ErrStateConflict = errors.New("txmgr: intent state does not allow this change")
	// ErrInvalidIntent: the intent is malformed or of an unregistered kind.
	ErrInvalidIntent = errors.New("txmgr: invalid intent")
)

func validateIntent(in Intent) error {
	switch {
	case in.Kind == "":
		return fmt.Errorf("%w: %q: no kind", ErrInvalidIntent, in.Key)
	case in.Key == "":
		return fmt.Errorf("%w: empty key", ErrInvalidIntent)
	case len(in.Key) > MaxKeyLength:
		return fmt.Errorf("%w: key longer than %d bytes", ErrInvalidIntent, MaxKeyLength)
	case in.To == (common.Address{}):
		return fmt.Errorf("%w: %q: zero to address", ErrInvalidIntent, in.Key)
	case in.Value != nil && in.Value.Sign() < 0:
		return fmt.Errorf("%w: %q: negative value", ErrInvalidIntent, in.Key)
	case in.Value != nil && in.Value.BitLen() > 256:
		return fmt.Errorf("%w: %q: value exceeds 256 bits", ErrInvalidIntent, in.Key)
	}
	return nil
}

// samePayload reports whether a stored record describes the same transaction.
func samePayload(r Record, in Intent) bool {
	v := in.Value
	if v == nil {
		v = new(big.Int)
	}
	return r.Kind == in.Kind && r.To == in.To && string(r.Data) == string(in.Data) && r.Value.Cmp(v) == 0 && r.GasLimit == in.GasLimit
}

// Journal persists intents and their signed attempts. Every method must be atomic and durable before
// it returns. The daemon's store implements it in the daemon's database (so that intents, results and
// the job view share one file, one schema mechanism and one write slot); MemJournal serves tests.
type Journal interface {
	// CreateIntents stores each record (State pending; HasNonce set only for pinned nonces) unless its
	// key exists, in one transaction. It returns the stored records and which were created now.
	CreateIntents(ctx context.Context, recs []Record) (stored []Record, created []bool, err error)
	// CreateSent stores new intents each with its first signed attempt (atts[i] signs recs[i], whose
	// HasNonce and Nonce match it), in flight at once, in one transaction: the write Send makes before
	// it broadcasts. If any key exists, nothing is stored and the error wraps ErrKeyExists.
	CreateSent(ctx context.Context, recs []Record, atts []Attempt) error
	// Intent returns the record for key, or ErrNotFound.
	Intent(ctx context.Context, key string) (Record, error)
	// ListOpen returns the open (pending, inflight, mined) intents of a sender, oldest first.
	ListOpen(ctx context.Context, from common.Address) ([]Record, error)
	// CountOpen returns how many intents of a sender are open (cheap; for metrics).
	CountOpen(ctx context.Context, from common.Address) (int, error)
	// SaveAttempts stores signed attempts in one transaction and moves each intent to inflight with the
	// attempt's nonce and hash. Allowed from pending or inflight.
	SaveAttempts(ctx context.Context, as []Attempt) error
	// Attempts returns an intent's attempts, oldest first.
	Attempts(ctx context.Context, key string) ([]Attempt, error)
	// MarkMined records the receipt's tx and block (from inflight or mined).
	MarkMined(ctx context.Context, key string, tx common.Hash, block uint64, blockHash common.Hash) error
	// MarkUnmined returns a mined intent to inflight after a reorg dropped its tx.
	MarkUnmined(ctx context.Context, key string) error
	// MarkConfirmed makes a mined intent confirmed, only if its stored block is still blockHash (a chain
	// rewind that reopened it meanwhile clears it: ErrStateConflict, and the next pass looks again).
	MarkConfirmed(ctx context.Context, key string, blockHash common.Hash) error
	// MarkFinal makes an open intent failed or abandoned with a reason.
	MarkFinal(ctx context.Context, key string, state State, reason string) error
	// Requeue returns an inflight intent to pending and releases its nonce (its work must wait, or its
	// nonce was taken by another transaction), or a mined one whose transaction ran out of gas (its nonce
	// is spent); the next send signs with a fresh nonce. Attempts stay.
	Requeue(ctx context.Context, key, reason string) error
}
