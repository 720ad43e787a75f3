package contracts_test

import (
	"crypto/sha256"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/internal/chaintest"
)

// Policy and action codes of IAsaEscrow.
const (
	policyGraduated  = 1
	policyContinuous = 2
	policyRolling    = 3

	actionPolicy  = 0
	actionSplit   = 1
	actionReturn  = 2
	actionRelease = 3
	actionBackup  = 4
)

// Job states of IAgenticCommerce.
const (
	stOpen = iota
	stFunded
	stSubmitted
	stCompleted
	stRejected
	stExpired
	stVerified
	stDisputed
)

type tier struct{ minScore, bps uint16 }

func packTiers(ts ...tier) *big.Int {
	v := new(big.Int)
	for i, t := range ts {
		word := new(big.Int).SetUint64(uint64(t.minScore)<<16 | uint64(t.bps))
		v.Or(v, word.Lsh(word, uint(32*i)))
	}
	return v
}

// seedTiers are the white paper's defaults: >=90 -> 100%, >=75 -> 85%, >=60 -> 50%, else 0.
var seedTiers = []tier{{9000, 10000}, {7500, 8500}, {6000, 5000}}

func graduatedTerms() bindings.IAsaEscrowTerms {
	return bindings.IAsaEscrowTerms{
		Policy: policyGraduated, TierCount: uint8(len(seedTiers)), Tiers: packTiers(seedTiers...),
		SilenceAction: actionSplit, FallbackAction: actionSplit, DisputeDefault: actionPolicy,
		FundTimeout: 3600, EvaluateTimeout: 3600, ChallengeWindow: 7200,
	}
}

// fixture is a chain with escrow plus named parties.
type fixture struct {
	*chaintest.Env
	client, provider, evaluator, backup, resolver, stranger *chaintest.Account
}

func newFixture(t testing.TB) *fixture {
	e := chaintest.New(t)
	return &fixture{Env: e, client: e.Accounts[0], provider: e.Accounts[1], evaluator: e.Accounts[2],
		backup: e.Accounts[3], resolver: e.Accounts[4], stranger: e.Accounts[5]}
}

// createASA creates an ASA job and returns its id.
func (f *fixture) createASA(t testing.TB, budget int64, terms bindings.IAsaEscrowTerms, evaluators []common.Address, quorum uint8) *big.Int {
	t.Helper()
	expiry := new(big.Int).SetUint64(f.Now(t) + 86400)
	r := f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackCreateAsaJob(f.provider.Address, evaluators, quorum, expiry, big.NewInt(budget), "research job", terms))
	for _, l := range r.Logs {
		if ev, err := f.EscrowABI.UnpackJobCreatedEvent(l); err == nil {
			return ev.JobId
		}
	}
	t.Fatal("no JobCreated event")
	return nil
}

func (f *fixture) termsHash(t testing.TB, jobID *big.Int) [32]byte {
	t.Helper()
	job := chaintest.Call(t, f.Env, f.Escrow, f.EscrowABI.PackGetJob(jobID), f.EscrowABI.UnpackGetJob)
	out := chaintest.Call(t, f.Env, f.Escrow, f.EscrowABI.PackTermsById(job.TermsId), f.EscrowABI.UnpackTermsById)
	return out.TermsHash
}

func (f *fixture) approve(t testing.TB, from *chaintest.Account, amount *big.Int) {
	t.Helper()
	f.Transact(t, from, f.Token, f.TokenABI.PackApprove(f.Escrow, amount))
}

// fund approves and funds an ASA job.
func (f *fixture) fund(t testing.TB, jobID *big.Int) {
	t.Helper()
	job := f.job(t, jobID)
	f.approve(t, f.client, job.Budget)
	h := f.termsHash(t, jobID)
	f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackFund(jobID, job.Budget, h[:]))
}

// submit submits sha256(content) as the deliverable.
func (f *fixture) submit(t testing.TB, jobID *big.Int, content string) [32]byte {
	t.Helper()
	h := sha256.Sum256([]byte(content))
	f.Transact(t, f.provider, f.Escrow, f.EscrowABI.PackSubmit(jobID, h, nil))
	return h
}

func (f *fixture) job(t testing.TB, jobID *big.Int) bindings.IAsaEscrowJobView {
	t.Helper()
	return chaintest.Call(t, f.Env, f.Escrow, f.EscrowABI.PackGetJob(jobID), f.EscrowABI.UnpackGetJob)
}

// result builds the result the job currently accepts.
func (f *fixture) result(t testing.TB, jobID *big.Int, score uint16) bindings.IAsaEscrowResult {
	t.Helper()
	job := f.job(t, jobID)
	return bindings.IAsaEscrowResult{
		JobId: jobID, Deliverable: job.Deliverable, SubmittedAt: job.SubmittedAt.Uint64(), Score: score,
		EvidenceHash: crypto.Keccak256Hash([]byte("evidence")), Nonce: big.NewInt(1),
		Deadline: f.Now(t) + 3600,
	}
}

// sign signs r as `by` over the digest the escrow computes.
func (f *fixture) sign(t testing.TB, by *chaintest.Account, r bindings.IAsaEscrowResult) []byte {
	t.Helper()
	digest := chaintest.Call(t, f.Env, f.Escrow, f.EscrowABI.PackResultDigest(r), f.EscrowABI.UnpackResultDigest)
	sig, err := crypto.Sign(digest[:], by.Key)
	if err != nil {
		t.Fatal(err)
	}
	sig[64] += 27
	return sig
}

func (f *fixture) postResult(t testing.TB, by *chaintest.Account, r bindings.IAsaEscrowResult) {
	t.Helper()
	f.Transact(t, f.stranger, f.Escrow, f.EscrowABI.PackSubmitResult(r, by.Address, f.sign(t, by, r)))
}

func (f *fixture) advance(t testing.TB, seconds int64) {
	t.Helper()
	f.Advance(t, time.Duration(seconds)*time.Second)
}

// balances snapshots token balances of the given addresses.
func (f *fixture) balances(t testing.TB, addrs ...common.Address) []*big.Int {
	t.Helper()
	out := make([]*big.Int, len(addrs))
	for i, a := range addrs {
		out[i] = f.TokenBalance(t, a)
	}
	return out
}

func diff(after, before *big.Int) int64 { return new(big.Int).Sub(after, before).Int64() }

func callT[T any](t testing.TB, f *fixture, data []byte, unpack func([]byte) (T, error)) T {
	t.Helper()
	return chaintest.Call(t, f.Env, f.Escrow, data, unpack)
}
