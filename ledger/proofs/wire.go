// Package proofs is the HTTP face of a netted ledger's data: what an operator must serve (docs/ledger.md
// section 5, "Data") and what a party needs to withdraw or exit, plus the intake of signed messages. The
// server side is a Handler over a Source (the operator, or a verifier that mirrors one); the client side is
// Client, which checks every answer it gets against the roots before returning it, so a party never trusts
// the server for more than availability.
package proofs

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/ledger"
)

// The routes, under the daemon's mux.
const (
	// RouteInfo answers Info.
	RouteInfo = "/v1/ledger"
	// RouteEpoch answers Epoch for {epoch}.
	RouteEpoch = "/v1/ledger/epochs/{epoch}"
	// RouteTransitions answers Transitions of {epoch}, from ?from= (default 0), at most ?limit= (default and
	// at most MaxTransitionsPage).
	RouteTransitions = "/v1/ledger/epochs/{epoch}/transitions"
	// RouteAccount answers Account for {address}: at ?epoch= when given (the final or the latest epoch),
	// else at the latest final epoch, or the latest epoch when none is final yet.
	RouteAccount = "/v1/ledger/accounts/{address}"
	// RouteSubmit takes a signed transition (POST, Submission): an OPEN, SUBMIT, RESULT or EXPIRE.
	RouteSubmit = "/v1/ledger/transitions"
	// RouteWithdrawal takes a signed withdrawal request (POST, WithdrawalRequest).
	RouteWithdrawal = "/v1/ledger/withdrawals"
	// RouteMessage answers Message for {digest} (a Receipt's digest): what became of a message the server
	// took. Keyed by the digest, not the id, so that only who holds a message learns about it before it is
	// counted (ids are sequential; a dropped message's data is never published).
	RouteMessage = "/v1/ledger/messages/{digest}"
	// RouteJob answers Job for {slot}: a netted job's leaf at the latest epoch, with its proof and, while it
	// is open, its voucher.
	RouteJob = "/v1/ledger/jobs/{slot}"
)

// JobStatusNames names a job leaf's status byte in answers.
var JobStatusNames = map[uint8]string{ledger.StatusEmpty: "empty", ledger.StatusFunded: "open",
	ledger.StatusSubmitted: "submitted", ledger.StatusClosed: "closed"}

// Message statuses.
const (
	// MessagePending: waits for the next epoch.
	MessagePending = "pending"
	// MessageIncluded: Epoch counts it.
	MessageIncluded = "included"
	// MessageDropped: the build of Epoch found it invalid against the state; Reason says why. It is never
	// counted: send a corrected message.
	MessageDropped = "dropped"
)

// MaxTransitionsPage is the most transitions one answer carries.
const MaxTransitionsPage = 1000

// MaxSubmissionBytes is the largest body RouteSubmit and RouteWithdrawal read (the forced queue's own cap on
// a message's data, plus room for the JSON around it in hex).
const MaxSubmissionBytes = 2*4096 + 1024

// Info describes the ledger the server operates or mirrors.
type Info struct {
	Ledger   common.Address `json:"ledger"`
	ChainID  uint64         `json:"chainId"`
	Operator common.Address `json:"operator"`
	// Latest is the last epoch the server holds (built, posted or pending its post); Final the last of them
	// known final on chain; 0 is none.
	Latest uint64 `json:"latest"`
	Final  uint64 `json:"final"`
	// Pending is how many accepted messages wait for the next epoch.
	Pending int `json:"pending"`
}

// Fields are an epoch's state fields (ledger.StateFields).
type Fields struct {
	AccountsRoot common.Hash `json:"accountsRoot"`
	JobsRoot     common.Hash `json:"jobsRoot"`
	JobCount     uint64      `json:"jobCount"`
	ForcedCount  uint64      `json:"forcedCount"`
}

// Epoch is one epoch as posted (or to be posted).
type Epoch struct {
	Number          uint64      `json:"number"`
	Cutoff          uint64      `json:"cutoff"`
	Fields          Fields      `json:"fields"`
	StateRoot       common.Hash `json:"stateRoot"`
	PrevRoot        common.Hash `json:"prevRoot"`
	TransitionsRoot common.Hash `json:"transitionsRoot"`
	Count           uint32      `json:"count"`
	// Status is "built" (stored, not yet posted), "posted" (on chain, in its window), "final" or "voided".
	Status string `json:"status"`
	// PostedTx is the hash of the postEpoch transaction, once mined.
	PostedTx *common.Hash `json:"postedTx,omitempty"`
}

// Transition is one transition of an epoch with its post-state.
type Transition struct {
	Index uint32        `json:"index"`
	Kind  uint8         `json:"kind"`
	Data  hexutil.Bytes `json:"data"`
	Post  common.Hash   `json:"post"`
}

// Transitions is one page of an epoch's transitions, with each one's proof in the transitions tree left to
// the client: it recomputes the root from the whole list (Client.AllTransitions).
type Transitions struct {
	Epoch       uint64       `json:"epoch"`
	Count       uint32       `json:"count"`
	Transitions []Transition `json:"transitions"`
}

// Leaf is an account's leaf (ledger.AccountLeaf). Amounts here are base units as decimal strings, as in the
// daemon's other answers (never a JSON number, which JavaScript reads as a float).
type Leaf struct {
	Credited    string `json:"credited"`
	Debited     string `json:"debited"`
	Deposits    string `json:"deposits"`
	Withdrawals string `json:"withdrawals"`
	Nonce       string `json:"nonce"`
}

// Account is an account's leaf at an epoch with its proofs: Path the FrontierLevel siblings that withdraw
// and exitWithdraw take, Full all AccountsDepth siblings up to the accounts root.
type Account struct {
	Address common.Address `json:"address"`
	Index   uint32         `json:"index"`
	Epoch   uint64         `json:"epoch"`
	Final   bool           `json:"final"`
	Leaf    Leaf           `json:"leaf"`
	// Balance is deposits + credited - debited - withdrawals.
	Balance string        `json:"balance"`
	Path    []common.Hash `json:"path"`
	Full    []common.Hash `json:"full"`
	// AccountsRoot is the epoch's accounts root the proof opens.
	AccountsRoot common.Hash `json:"accountsRoot"`
}

// Submission is a signed transition handed to the operator.
type Submission struct {
	Kind uint8         `json:"kind"`
	Data hexutil.Bytes `json:"data"`
}

// WithdrawalRequest is an account's signed Withdrawal(total) (ledger.SignWithdrawal): the cumulative total
// it asks to be counted.
type WithdrawalRequest struct {
	Account   common.Address `json:"account"`
	Total     string         `json:"total"`
	Signature hexutil.Bytes  `json:"signature"`
}

// Receipt answers an accepted submission: its id in the operator's queue and its digest, which
// RouteMessage answers for.
type Receipt struct {
	ID       uint64      `json:"id"`
	Accepted bool        `json:"accepted"`
	Digest   common.Hash `json:"digest"`
}

// Message is what became of a message the operator took (RouteMessage).
type Message struct {
	Digest common.Hash    `json:"digest"`
	ID     uint64         `json:"id"`
	Kind   uint8          `json:"kind"`
	Sender common.Address `json:"sender"`
	// Status is MessagePending, MessageIncluded or MessageDropped.
	Status string `json:"status"`
	// Epoch is the epoch that counted or dropped it (0 while pending).
	Epoch uint64 `json:"epoch,omitempty"`
	// Reason says why it was dropped.
	Reason string `json:"reason,omitempty"`
	// ReceivedAt is when the operator took it (Unix milliseconds).
	ReceivedAt int64 `json:"receivedAt"`
}

// Job is a netted job's leaf in the jobs tree at the latest epoch (RouteJob): Proof opens it to JobsRoot at
// Slot. The voucher's parties and budget are there while the job is open (the operator keeps the vouchers of
// open jobs; a closed job's are in the OPEN transition of its epoch).
type Job struct {
	Slot        uint32        `json:"slot"`
	Epoch       uint64        `json:"epoch"`
	JobID       common.Hash   `json:"jobId"`
	Status      string        `json:"status"` // open (funded), submitted or closed (settled or expired)
	Deliverable *common.Hash  `json:"deliverable,omitempty"`
	SubmittedAt uint64        `json:"submittedAt,omitempty"`
	Votes       string        `json:"votes"` // the packed tally, decimal
	Proof       []common.Hash `json:"proof"`
	JobsRoot    common.Hash   `json:"jobsRoot"`
	Voucher     *JobVoucher   `json:"voucher,omitempty"`
}

// JobOf is the answer for the job in slot of state after epoch: its leaf and proof, and the voucher when
// known (nil for a closed job).
func JobOf(slot uint32, epoch uint64, leaf ledger.JobLeaf, proof []common.Hash, jobsRoot common.Hash, v *ledger.Voucher) Job {
	j := Job{Slot: slot, Epoch: epoch, JobID: leaf.JobID, Status: JobStatusNames[leaf.Status], SubmittedAt: leaf.SubmittedAt,
		Votes: amount(leaf.Votes), Proof: proof, JobsRoot: jobsRoot}
	if leaf.Deliverable != (common.Hash{}) {
		d := leaf.Deliverable
		j.Deliverable = &d
	}
	if v != nil {
		j.Voucher = &JobVoucher{Client: v.Client, Provider: v.Provider, Evaluators: v.Evaluators, Quorum: v.Quorum,
			Budget: amount(v.Budget), ExpiredAt: amount(v.ExpiredAt), Results: ledger.ReadTally(votesOf(leaf), len(v.Evaluators)).Count}
	}
	return j
}

// Leaf is the job's leaf as the answer states it (its hash is what Proof opens).
func (j Job) Leaf() (ledger.JobLeaf, error) {
	var status uint8
	found := false
	for code, name := range JobStatusNames {
		if name == j.Status {
			status, found = code, true
		}
	}
	if !found {
		return ledger.JobLeaf{}, fmt.Errorf("status %q is not a job status", j.Status)
	}
	votes, ok := new(big.Int).SetString(j.Votes, 10)
	if !ok || votes.Sign() < 0 {
		return ledger.JobLeaf{}, fmt.Errorf("votes %q is not a decimal amount", j.Votes)
	}
	l := ledger.JobLeaf{JobID: j.JobID, Status: status, SubmittedAt: j.SubmittedAt, Votes: votes}
	if j.Deliverable != nil {
		l.Deliverable = *j.Deliverable
	}
	return l, nil
}

// JobVoucher is an open job's voucher as the page and clients show it (amounts in base units, decimal).
type JobVoucher struct {
	Client     common.Address   `json:"client"`
	Provider   common.Address   `json:"provider"`
	Evaluators []common.Address `json:"evaluators"`
	Quorum     uint8            `json:"quorum"`
	Budget     string           `json:"budget"`
	ExpiredAt  string           `json:"expiredAt"`
	// Results is how many evaluators' results the job has counted.
	Results int `json:"results"`
}

// MessageDigest is the digest a message is known by: keccak256(kind || data), kind the transition's kind
// (or 1 for a withdrawal request, whose data is the 32-byte total and the 65-byte signature).
func MessageDigest(kind uint8, data []byte) common.Hash {
	return crypto.Keccak256Hash([]byte{kind}, data)
}

// Errors are answered in the daemon's envelope (wire.ErrorBody: {"error": {"code", "message"}}), with
// the codes wire.CodeNotFound, CodeInvalidField (a rejected submission), CodeMalformedJSON,
// CodeBodyTooLarge, CodeTooManyRequests (a full queue), CodeUnavailable and CodeInternal, plus
// CodeReadOnly.

// CodeReadOnly is the code of a submission to a server that mirrors a ledger.
const CodeReadOnly = "read_only"

// LeafOf is a ledger leaf on the wire.
func LeafOf(l ledger.AccountLeaf) Leaf {
	return Leaf{Credited: amount(l.Credited), Debited: amount(l.Debited), Deposits: amount(l.Deposits),
		Withdrawals: amount(l.Withdrawals), Nonce: amount(l.Nonce)}
}

// Ledger is the wire leaf as the ledger's; a field that is not a non-negative decimal integer is an error.
func (l Leaf) Ledger() (ledger.AccountLeaf, error) {
	var out ledger.AccountLeaf
	for _, f := range []struct {
		name string
		in   string
		dst  **big.Int
	}{{"credited", l.Credited, &out.Credited}, {"debited", l.Debited, &out.Debited}, {"deposits", l.Deposits, &out.Deposits},
		{"withdrawals", l.Withdrawals, &out.Withdrawals}, {"nonce", l.Nonce, &out.Nonce}} {
		v, err := ParseAmount(f.in)
		if err != nil {
			return ledger.AccountLeaf{}, fmt.Errorf("leaf %s: %w", f.name, err)
		}
		*f.dst = v
	}
	return out, nil
}

// FieldsOf is ledger state fields on the wire.
func FieldsOf(f ledger.StateFields) Fields {
	return Fields{AccountsRoot: f.AccountsRoot, JobsRoot: f.JobsRoot, JobCount: f.JobCount, ForcedCount: f.ForcedCount}
}

// Ledger is the wire fields as the ledger's.
func (f Fields) Ledger() ledger.StateFields {
	return ledger.StateFields{AccountsRoot: f.AccountsRoot, JobsRoot: f.JobsRoot, JobCount: f.JobCount, ForcedCount: f.ForcedCount}
}

// ParseAmount reads a non-negative amount in base units written in decimal, at most 78 digits (2^256).
func ParseAmount(s string) (*big.Int, error) {
	if s == "" || len(s) > 78 || strings.TrimLeft(s, "0123456789") != "" {
		return nil, fmt.Errorf("amount %q is not a non-negative decimal integer", s)
	}
	v, _ := new(big.Int).SetString(s, 10)
	if v.BitLen() > 256 {
		return nil, fmt.Errorf("amount %q is above 2^256", s)
	}
	return v, nil
}

func votesOf(l ledger.JobLeaf) *big.Int {
	if l.Votes == nil {
		return new(big.Int)
	}
	return l.Votes
}

func amount(v *big.Int) string {
	if v == nil {
		return "0"
	}
	return v.String()
}
