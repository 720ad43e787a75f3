package txmgr

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// MaxKeyLength bounds an intent key.
const MaxKeyLength = 256

// Precheck reports whether an intent is still needed, normally by an
// eth_call against the contract (for example isDue(jobId)). It runs before
// the first broadcast, before a dropped transaction is re-sent (after a
// reorg) and before re-signing with a fresh nonce. false means the work is
// already done: the intent is abandoned and nothing is sent.
type Precheck func(ctx context.Context) (stillNeeded bool, err error)

// Intent is what a caller wants done on chain. The manager owns how: nonce,
// fees, signing, bumping, re-sending and confirmation.
type Intent struct {
	// Key makes Submit idempotent: one intent per key, ever. Use the
	// action and its subject, e.g. "finalize:17,18" or "result:<digest>".
	Key string
	// To is the called contract or the recipient.
	To common.Address
	// Data is the calldata.
	Data []byte
	// Value is the wei sent with the call; nil means zero.
	Value *big.Int
	// GasLimit is used as is when non-zero; zero means eth_estimateGas plus
	// Config.GasBufferPercent. A revert at estimate time fails the intent.
	GasLimit uint64
	// Precheck is optional; it is kept in memory only. After a restart,
	// Submit the same key again to attach it, or set Config.Precheck.
	Precheck Precheck
}

// State is the life-cycle state of an intent.
type State string

// Intent states. Pending, InFlight and Mined are open; the others are final.
const (
	// StatePending: stored, nothing signed yet.
	StatePending State = "pending"
	// StateInFlight: at least one signed attempt is stored (and normally broadcast).
	StateInFlight State = "inflight"
	// StateMined: an attempt has a receipt, not yet at the confirmation depth.
	StateMined State = "mined"
	// StateConfirmed: mined with status 1 and at the confirmation depth.
	StateConfirmed State = "confirmed"
	// StateFailed: reverted at estimate time, rejected by the node for a
	// reason retrying cannot fix, or mined with status 0. Reason says why.
	StateFailed State = "failed"
	// StateAbandoned: the precheck said the work is no longer needed.
	StateAbandoned State = "abandoned"
)

// Final reports whether no further transition can happen.
func (s State) Final() bool {
	return s == StateConfirmed || s == StateFailed || s == StateAbandoned
}

// Open reports whether the manager still drives the intent.
func (s State) Open() bool {
	return s == StatePending || s == StateInFlight || s == StateMined
}

// holdsNonce reports whether an intent in this state owns its nonce.
func (s State) holdsNonce() bool { return s == StateInFlight || s == StateMined }

// Valid reports whether s is one of the defined states.
func (s State) Valid() bool { return s.Open() || s.Final() }

// Record is the stored form of an intent and its progress.
type Record struct {
	Key      string
	From     common.Address
	To       common.Address
	Data     []byte
	Value    *big.Int
	GasLimit uint64 // as requested; 0 = estimated per attempt
	State    State
	// HasNonce tells whether Nonce is set (from the first signed attempt).
	HasNonce bool
	Nonce    uint64
	// TxHash is the latest attempt's hash, or the mined one once mined.
	TxHash      common.Hash
	BlockNumber uint64      // block of the receipt when mined/confirmed
	BlockHash   common.Hash // hash of that block
	Reason      string      // why failed/abandoned
	CreatedAt   time.Time
	UpdatedAt   time.Time
}

// LogValue keeps logs short: calldata is summarised by its length.
func (r Record) LogValue() slog.Value {
	attrs := []slog.Attr{
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

// Attempt is one signed transaction for an intent. Its raw bytes are
// stored before broadcast so a restart re-sends instead of re-deciding.
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
	// ErrKeyConflict: the key exists with a different payload (to, data, value or gas limit).
	ErrKeyConflict = errors.New("txmgr: intent key already used for a different transaction")
	// ErrStateConflict: the transition is not allowed from the stored state.
	ErrStateConflict = errors.New("txmgr: intent state does not allow this change")
	// ErrInvalidIntent: the intent is malformed.
	ErrInvalidIntent = errors.New("txmgr: invalid intent")
)

func validateIntent(in Intent) error {
	switch {
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
	return r.To == in.To && string(r.Data) == string(in.Data) && r.Value.Cmp(v) == 0 && r.GasLimit == in.GasLimit
}

// Journal persists intents and their signed attempts. Implementations must
// make each method atomic and durable before returning. SQLiteJournal is
// the implementation shipped with the package.
type Journal interface {
	// CreateIntent stores rec (State pending) unless its key exists.
	// It returns the stored record and whether it was created now.
	CreateIntent(ctx context.Context, rec Record) (Record, bool, error)
	// Intent returns the record for key, or ErrNotFound.
	Intent(ctx context.Context, key string) (Record, error)
	// ListOpen returns the open (pending, inflight, mined) intents of a
	// sender, oldest first.
	ListOpen(ctx context.Context, from common.Address) ([]Record, error)
	// SaveAttempt stores a signed attempt and moves the intent to inflight
	// with the attempt's nonce and hash. Allowed from pending or inflight.
	SaveAttempt(ctx context.Context, a Attempt) error
	// Attempts returns an intent's attempts, oldest first.
	Attempts(ctx context.Context, key string) ([]Attempt, error)
	// MarkMined records the receipt's tx and block (from inflight or mined).
	MarkMined(ctx context.Context, key string, tx common.Hash, block uint64, blockHash common.Hash) error
	// MarkUnmined returns a mined intent to inflight after a reorg dropped its tx.
	MarkUnmined(ctx context.Context, key string) error
	// MarkConfirmed makes a mined intent final.
	MarkConfirmed(ctx context.Context, key string) error
	// MarkFailed makes an open intent final with a reason.
	MarkFailed(ctx context.Context, key, reason string) error
	// MarkAbandoned makes an open intent final because it is no longer needed.
	MarkAbandoned(ctx context.Context, key, reason string) error
}
