package contracts_test

import (
	"context"
	"fmt"
	"math/big"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/params"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/internal/chaintest"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/settlement/onchain"
)

// Environment knobs of TestInvariants (`make fuzz`-style runs set them).
const (
	// SequencesEnv sets how many random action sequences run (default 200; the acceptance run uses 10000).
	SequencesEnv = "ASA_INVARIANT_SEQUENCES"
	// SeedEnv fixes the random seed (default: a fresh one, printed so a failure can be replayed).
	SeedEnv = "ASA_INVARIANT_SEED"
)

// Actor indexes into chaintest accounts.
const (
	aClient   = 0
	aProvider = 1
	aEval1    = 2
	aBackup   = 3
	aResolver = 4
	aStranger = 5
	aEval2    = 6
	aEval3    = 7
	aClient2  = 8
	aProv2    = 9
	nActors   = 10
)

// Evaluators that are contracts (ERC-1271 wallets owned by aStranger), indexed after the actors: a wallet that
// burns all the gas it is given (a griefing "evaluator") and one whose answer flips between honest and
// refusing (valid at the daemon's intake, refused at the relay). They appear among the evaluators of some
// jobs, so result batches mix them with honest results.
const (
	wBurner     = nActors
	wFickle     = nActors + 1
	walletOwner = aStranger
)

var (
	fuzzClients    = []int{aClient, aClient2}
	fuzzProviders  = []int{aProvider, aProv2}
	fuzzEvaluators = []int{aEval1, aEval2, aEval3}
)

// mJob is the Go model of one job.
type mJob struct {
	id           *big.Int
	plain        bool
	client       int
	provider     int // -1: not set (plain jobs only)
	evaluators   []int
	quorum       int
	terms        bindings.IAsaEscrowTypesTerms
	termsHash    [32]byte
	status       uint8
	budget       int64
	funded       int64 // what was escrowed for the job
	expiredAt    uint64
	deadline     uint64
	submittedAt  uint64
	deliverable  [32]byte
	score        uint16
	votes        map[int]uint16
	failVotes    map[int]bool // evaluator index -> its counted result said a gate failed
	failed       bool         // the verified results said failed: the policy releases 0
	backupActive bool
	autoDispute  bool // the verified score is below the dispute threshold
	// Acceptance and collateral.
	acceptance bool     // the terms ask for the provider's acceptance
	agreement  [32]byte // the agreement document's hash
	nonce      uint64   // the client's acceptance nonce of the job
	committed  bool     // created without its acceptance: the escrow holds the commitment
	budgetIn   bool     // the client's budget is in escrow
	accepted   bool     // the provider accepted and posted its collateral
	collateral int64    // posted collateral (while unsettled)
}

// settledAmounts is what the model says a job's JobSettled event must carry (and its CollateralSettled).
type settledAmounts struct {
	bps                   uint16
	provider, client, fee int64
}

// collateralAmounts is what the model says a job's CollateralSettled event must carry.
type collateralAmounts struct{ kept, slashed int64 }

// model is the independent Go model of the escrow's state and money rule.
type model struct {
	jobs        map[string]*mJob
	credits     [nActors]int64
	balances    [nActors]int64
	escrowBal   int64
	liabilities int64
	history     map[[2]int][]uint16
	block       int               // the step whose transaction is being applied (one transaction, one block)
	pairBlock   map[[2]int][2]int // pair -> {the step of its last rolling verification, how many it recorded}
	blacklisted [nActors]bool
	settledLogs map[string]int
	fundedOpen  int64 // sum of funded, unsettled budgets
	postedOpen  int64 // sum of posted, unsettled collateral
	settlements map[string]settledAmounts
	collaterals map[string]collateralAmounts
	// What sits at each job's budget and collateral deposit addresses.
	deposits, collDeposits map[string]int64
	acceptanceNonces       map[common.Hash]uint64 // by agreement key
	// walletBal are the evaluator wallets' token balances (fees they earned); fickleHonest is the fickle
	// wallet's current answer.
	walletBal    [2]int64
	fickleHonest bool
}

// agreementKeyOf is the key of the agreement a job of client with req and the terms hashing to termsHash
// belongs to: acceptance nonces count per agreement.
func agreementKeyOf(client common.Address, req bindings.IAsaEscrowTypesJobRequest, termsHash [32]byte) common.Hash {
	return settlement.Commitment{Client: client, Provider: req.Provider, Evaluators: req.Evaluators, Quorum: req.Quorum,
		TermsHash: termsHash}.AgreementKey()
}

func newModel() *model {
	m := &model{fickleHonest: true, jobs: map[string]*mJob{}, history: map[[2]int][]uint16{}, pairBlock: map[[2]int][2]int{}, settledLogs: map[string]int{}, settlements: map[string]settledAmounts{},
		collaterals: map[string]collateralAmounts{}, deposits: map[string]int64{}, collDeposits: map[string]int64{},
		acceptanceNonces: map[common.Hash]uint64{}}
	for i := range m.balances {
		m.balances[i] = chaintest.InitialTokens.Int64()
	}
	return m
}

func (m *model) pay(to int, amount int64) {
	if amount == 0 {
		return
	}
	m.escrowBal -= amount
	if to >= nActors { // an evaluator wallet (never blacklisted)
		m.walletBal[to-nActors] += amount
		return
	}
	if m.blacklisted[to] {
		m.escrowBal += amount
		m.credits[to] += amount
		m.liabilities += amount
		return
	}
	m.balances[to] += amount
}

func actionBps(a uint8) uint16 {
	switch a {
	case actionSplit:
		return 5000
	case actionRelease:
		return 10000
	}
	return 0
}

func tierBps(terms bindings.IAsaEscrowTypesTerms, score uint64) uint16 {
	for i := 0; i < int(terms.TierCount); i++ {
		w := new(big.Int).Rsh(terms.Tiers, uint(32*i)).Uint64() & 0xffffffff
		if score >= w>>16 {
			return uint16(w & 0xffff)
		}
	}
	return 0
}

// policyBps is the release share of the job's policy score (fixed at verification).
func (m *model) policyBps(j *mJob) uint16 {
	if j.failed {
		return 0
	}
	if j.terms.Policy == policyContinuous {
		return j.score
	}
	return tierBps(j.terms, uint64(j.score))
}

// verify fixes the job's score: for rolling-average terms the pair's history is written now (verification
// order, not settlement order, decides a job's average) and the stored score is the average.
func (m *model) verify(j *mJob, score uint16, now uint64) {
	j.score = score
	if j.terms.Policy == policyRolling {
		// This score and the pair's last window-1 scores from earlier blocks; a block's scores are kept in
		// ascending order (the escrow's rule, so the relay order within a block does not matter).
		key := [2]int{j.client, j.provider}
		old := m.history[key]
		n := 0
		if b := m.pairBlock[key]; b[0] == m.block {
			n = b[1]
		}
		group := min(n, len(old))
		earlier := old[group:]
		used := min(len(earlier), int(j.terms.RollingWindow)-1)
		sum := uint64(score)
		for _, s := range earlier[:used] {
			sum += uint64(s)
		}
		j.score = uint16(sum / uint64(used+1))
		p := 0
		for p < group && old[p] < score {
			p++
		}
		h := append(append(append([]uint16{}, old[:p]...), score), old[p:]...)
		if len(h) > 16 {
			h = h[:16]
		}
		m.history[key] = h
		m.pairBlock[key] = [2]int{m.block, n + 1}
	}
	j.autoDispute = score < j.terms.DisputeThreshold
	j.status, j.deadline = stVerified, now+uint64(j.terms.ChallengeWindow)
	if j.terms.ChallengeWindow == 0 {
		m.closeWindow(j, now)
	}
}

func (m *model) settle(j *mJob, bps uint16, hasScore bool) {
	budget := j.budget
	var fee int64
	if hasScore {
		fee = budget * int64(j.terms.EvaluatorFeeBps) / 10000
	}
	dist := budget - fee
	prov := dist * int64(bps) / 10000
	cl := dist - prov
	kept, slashed := m.settleCollateral(j, bps, hasScore)
	j.deadline = 0
	m.liabilities -= budget
	if prov > 0 {
		j.status = stCompleted
	} else {
		j.status = stRejected
	}
	m.settlements[j.id.String()] = settledAmounts{bps: bps, provider: prov, client: cl, fee: fee}
	m.pay(j.provider, prov+kept)
	m.pay(j.client, cl+slashed)
	if fee > 0 {
		switch {
		case j.backupActive:
			m.pay(aBackup, fee)
		case len(j.evaluators) == 1:
			m.pay(j.evaluators[0], fee)
		default:
			var counted []int
			for i := range j.evaluators {
				if _, ok := j.votes[i]; ok {
					counted = append(counted, i)
				}
			}
			share := fee / int64(len(counted))
			rem := fee - share*int64(len(counted))
			for _, i := range counted {
				m.pay(j.evaluators[i], share+rem)
				rem = 0
			}
		}
	}
	m.settledLogs[j.id.String()]++
	m.fundedOpen -= j.funded
	j.funded = 0
}

// settleCollateral splits the posted collateral (scored: the provider keeps floor(c * bps / 10000), the
// rest is slashed to the client; otherwise it keeps it all) and takes it off the books.
func (m *model) settleCollateral(j *mJob, bps uint16, scored bool) (kept, slashed int64) {
	c := j.collateral
	if c == 0 {
		return 0, 0
	}
	kept = c
	if scored {
		kept = c * int64(bps) / 10000
	}
	slashed = c - kept
	m.collaterals[j.id.String()] = collateralAmounts{kept, slashed}
	m.liabilities -= c
	m.postedOpen -= c
	j.collateral = 0
	return kept, slashed
}

// markFunded moves the job's budget from its client into escrow (by allowance).
func (m *model) markFunded(j *mJob) {
	m.balances[j.client] -= j.budget
	m.budgetIn(j)
}

// budgetIn records the job's budget as held in escrow (the tokens are already in the escrow's balance).
func (m *model) budgetIn(j *mJob) {
	j.budgetIn, j.funded = true, j.budget
	m.fundedOpen += j.budget
	m.liabilities += j.budget
	m.escrowBal += j.budget
	m.activate(j)
}

// acceptedIn records the provider's acceptance with its collateral held in escrow.
func (m *model) acceptedIn(j *mJob, collateral int64) {
	j.accepted, j.collateral = true, collateral
	m.postedOpen += collateral
	m.liabilities += collateral
	m.escrowBal += collateral
	m.activate(j)
}

// activate makes an Open job Funded once the budget is in and, when asked for, the provider accepted.
func (m *model) activate(j *mJob) {
	if !j.budgetIn || (j.acceptance && !j.accepted) {
		return
	}
	j.status = stFunded
	if !j.plain {
		j.deadline = j.expiredAt
	}
}

func (m *model) expireFunded(j *mJob) {
	j.status, j.deadline = stExpired, 0
	m.liabilities -= j.budget
	m.settlements[j.id.String()] = settledAmounts{client: j.budget}
	_, slashed := m.settleCollateral(j, 0, true) // a provider that never delivered loses it all
	m.pay(j.client, j.budget+slashed)
	m.settledLogs[j.id.String()]++
	m.fundedOpen -= j.funded
	j.funded = 0
}

// closeOpen closes an Open job (rejected, or expired unfunded or unaccepted): each side gets back what it
// put in.
func (m *model) closeOpen(j *mJob, status uint8) {
	j.status, j.deadline = status, 0
	if j.budgetIn {
		m.liabilities -= j.budget
		m.settlements[j.id.String()] = settledAmounts{client: j.budget}
		m.settledLogs[j.id.String()]++
		m.fundedOpen -= j.funded
		j.funded = 0
		m.pay(j.client, j.budget)
	}
	if j.collateral > 0 {
		kept, _ := m.settleCollateral(j, 10000, false)
		m.pay(j.provider, kept)
	}
}

// collectDeposit sweeps the job's budget (or collateral) deposit into escrow: the budget (or collateral) is
// in, the excess goes back to its owner.
func (m *model) collectDeposit(j *mJob, collateralSide bool) {
	key := j.id.String()
	if collateralSide {
		held, c := m.collDeposits[key], j.budget*int64(j.terms.CollateralBps)/10000
		m.collDeposits[key] = 0
		m.escrowBal += held - c
		m.pay(j.provider, held-c)
		m.acceptedIn(j, c)
		return
	}
	held := m.deposits[key]
	m.deposits[key] = 0
	m.escrowBal += held - j.budget
	m.pay(j.client, held-j.budget)
	m.budgetIn(j)
}

// returnable is what returnDeposit would send now: each deposit that can no longer serve the job.
func (m *model) returnable(j *mJob, now uint64) (toClient, toProvider int64) {
	budget, collateral := m.usableDeposits(j, now)
	if !budget {
		toClient = m.deposits[j.id.String()]
	}
	if !collateral {
		toProvider = m.collDeposits[j.id.String()]
	}
	return toClient, toProvider
}

// canFund says whether the job can take its budget now, stated as expectedBudget and expectedTermsHash.
func (m *model) canFund(j *mJob, now uint64, expectedBudget int64, expectedTermsHash [32]byte) bool {
	if j == nil || j.status != stOpen || j.budgetIn || j.provider < 0 || j.budget == 0 || j.budget != expectedBudget {
		return false
	}
	if j.plain {
		return expectedTermsHash == [32]byte{}
	}
	// Funding activates the job unless it still waits for acceptance; no activation at or after expiredAt,
	// nor with less than the terms' minimum delivery time left.
	if !(j.acceptance && !j.accepted) && !startsIn(j.expiredAt, j.terms.MinDeliveryTime, now) {
		return false
	}
	return expectedTermsHash == j.termsHash && now < j.deadline
}

// startsIn says whether a job with delivery deadline expiredAt may become active at time now: before the
// deadline, with at least minDelivery seconds left.
func startsIn(expiredAt uint64, minDelivery uint32, now uint64) bool {
	return settlement.Terms{MinDeliveryTime: minDelivery}.CanStart(expiredAt, now)
}

// fundDeadlineOf is an Open ASA job's deadline, by the Go mirror (settlement.Terms.FundDeadline).
func fundDeadlineOf(now, expiredAt uint64, terms bindings.IAsaEscrowTypesTerms) uint64 {
	return settlement.Terms{FundTimeout: terms.FundTimeout, MinDeliveryTime: terms.MinDeliveryTime}.FundDeadline(now, expiredAt)
}

// usableDeposits says whether the job's budget and collateral deposits can still serve it at time now.
func (m *model) usableDeposits(j *mJob, now uint64) (budget, collateral bool) {
	window := j.status == stOpen && (j.plain || now < j.deadline)
	return window && !j.budgetIn, window && j.acceptance && !j.accepted
}

func waiting(s uint8) bool {
	return s == stOpen || s == stFunded || s == stSubmitted || s == stVerified || s == stDisputed
}

func (m *model) isDue(j *mJob, now uint64) bool {
	if j == nil {
		return false
	}
	if j.plain {
		return (j.status == stFunded || j.status == stSubmitted) && now >= j.expiredAt
	}
	return j.deadline != 0 && now >= j.deadline && waiting(j.status)
}

func (m *model) closeWindow(j *mJob, now uint64) {
	if j.autoDispute {
		j.status, j.deadline = stDisputed, now+uint64(j.terms.DisputeTimeout)
		return
	}
	m.settle(j, m.policyBps(j), true)
}

func (m *model) advance(j *mJob, now uint64) bool {
	if !m.isDue(j, now) {
		return false
	}
	switch {
	case j.plain || j.status == stFunded:
		m.expireFunded(j)
	case j.status == stOpen:
		m.closeOpen(j, stExpired)
	case j.status == stSubmitted:
		if !j.backupActive && len(j.evaluators) > 1 && len(j.votes) >= j.quorum {
			// Every result received by the evaluation deadline counts: verify on their median.
			j.failed = j.countedFailed()
			m.verify(j, median(j.countedScores()), now)
			return true
		}
		if !j.backupActive && j.terms.SilenceAction == actionBackup {
			j.backupActive, j.deadline = true, now+uint64(j.terms.BackupTimeout)
			return true
		}
		a := j.terms.SilenceAction
		if j.backupActive {
			a = j.terms.FallbackAction
		}
		m.settle(j, actionBps(a), false)
	case j.status == stVerified:
		m.closeWindow(j, now)
	default:
		// An unresolved dispute: only the policy outcome is scored (fee); a fixed default is not.
		if j.terms.DisputeDefault == actionPolicy {
			m.settle(j, m.policyBps(j), true)
		} else {
			m.settle(j, actionBps(j.terms.DisputeDefault), false)
		}
	}
	return true
}

// countedFailed is the escrow's gate rule over the counted results: at least half said failed.
func (j *mJob) countedFailed() bool {
	var passes []bool
	for i := range j.evaluators {
		if _, ok := j.votes[i]; ok {
			passes = append(passes, !j.failVotes[i])
		}
	}
	return settlement.GatesFailed(passes)
}

// countedScores are the results counted so far, in evaluator order.
func (j *mJob) countedScores() []uint16 {
	var s []uint16
	for i := range j.evaluators {
		if v, ok := j.votes[i]; ok {
			s = append(s, v)
		}
	}
	return s
}

func median(scores []uint16) uint16 {
	s := append([]uint16(nil), scores...)
	sort.Slice(s, func(a, b int) bool { return s[a] < s[b] })
	mid := len(s) / 2
	if len(s)%2 == 1 {
		return s[mid]
	}
	return uint16((uint32(s[mid-1]) + uint32(s[mid])) / 2)
}

// newSignedResult makes a result for job id: mostly one its evaluators could sign now, sometimes mutated,
// signed by someone else, tampered with after signing, or a replay of an earlier one.
func (z *fuzzer) newSignedResult(t testing.TB, id *big.Int, j *mJob) signedResult {
	f, r := z.f, z.rng
	if !z.happy && len(z.posted) > 0 && r.IntN(6) == 0 {
		return z.posted[r.IntN(len(z.posted))]
	}
	res := bindings.IAsaEscrowTypesResult{JobId: id, Score: uint16(r.IntN(10001)), Passed: r.IntN(4) != 0, Nonce: big.NewInt(int64(r.IntN(1000))),
		EvidenceHash: crypto.Keccak256Hash([]byte("ev")), Deadline: f.Now(t) + uint64(r.IntN(2000))}
	ev := z.pick(append(fuzzEvaluators, aBackup))
	if j != nil {
		res.Deliverable, res.SubmittedAt = j.deliverable, j.submittedAt
		if j.backupActive && r.IntN(2) == 0 {
			ev = aBackup
		} else if len(j.evaluators) > 0 {
			ev = j.evaluators[r.IntN(len(j.evaluators))]
			if z.happy && !j.backupActive {
				for i, e := range j.evaluators {
					if _, counted := j.votes[i]; !counted {
						ev = e
						break
					}
				}
			}
		}
	}
	mutation := r.IntN(14)
	if z.happy {
		mutation = -1
	}
	switch mutation {
	case 0:
		res.Deliverable[0] ^= 1
	case 1:
		res.SubmittedAt++
	case 2:
		res.Score = uint16(10001 + r.IntN(1000))
	case 3:
		res.Deadline = f.Now(t) - 1
	}
	signer := ev
	if ev >= nActors {
		signer = walletOwner // a wallet's signature is its owner's
	}
	if !z.happy && r.IntN(12) == 0 {
		signer = r.IntN(nActors)
	}
	sr := signedResult{r: res, evaluator: ev, signer: signer, sig: signDigest(t, z.actors[signer], resultDigestFor(f.ChainID, f.Escrow, res))}
	if !z.happy && r.IntN(15) == 0 {
		sr.r.Score = uint16(r.IntN(10001))
		sr.tampered = sr.r.Score != res.Score
	}
	z.posted = append(z.posted, sr)
	return sr
}

// applyResult applies one relayed result to the model; false when the escrow must refuse (or skip) it.
func (m *model) applyResult(j *mJob, sr signedResult, now uint64) bool {
	if j == nil || j.plain || j.status != stSubmitted || now >= j.deadline {
		return false
	}
	if sr.r.Deliverable != j.deliverable || sr.r.SubmittedAt != j.submittedAt || now > sr.r.Deadline || sr.r.Score > 10000 {
		return false
	}
	idx := -1
	if j.backupActive {
		if sr.evaluator == aBackup {
			idx = 0
		}
	} else {
		for i, e := range j.evaluators {
			if e == sr.evaluator {
				idx = i
			}
		}
	}
	if idx < 0 || !m.signs(sr) || sr.tampered {
		return false
	}
	final := sr.r.Score
	j.failed = !sr.r.Passed
	if !j.backupActive && len(j.evaluators) > 1 {
		if _, ok := j.votes[idx]; ok {
			return false
		}
		j.votes[idx] = sr.r.Score
		if j.failVotes == nil {
			j.failVotes = map[int]bool{}
		}
		j.failVotes[idx] = !sr.r.Passed
		j.failed = false
		if len(j.votes) < len(j.evaluators) {
			return true // every evaluator counts: wait for all, or for the deadline
		}
		final = median(j.countedScores())
		j.failed = j.countedFailed()
	}
	m.verify(j, final, now)
	return true
}

// signs says whether the result's signature is its evaluator's at relay time: an EOA's own key; the burner
// wallet never answers within the escrow's gas stipend; the fickle wallet accepts its owner's signature only
// while honest.
func (m *model) signs(sr signedResult) bool {
	switch sr.evaluator {
	case wBurner:
		return false
	case wFickle:
		return m.fickleHonest && sr.signer == walletOwner
	}
	return sr.signer == sr.evaluator
}

// fuzzAuth is an EIP-3009 authorization made out to a job's deposit, kept to relay or replay it.
type fuzzAuth struct {
	job  *mJob
	auth authorization
	sig  []byte
}

func onchainAcceptance(a settlement.Acceptance) bindings.IAsaEscrowTypesAcceptance {
	return onchain.Acceptance(a)
}

// signedResult is a posted result, kept for replays.
type signedResult struct {
	r         bindings.IAsaEscrowTypesResult
	evaluator int
	signer    int
	sig       []byte
	tampered  bool
}

// action is one kind of step of the fuzzer.
type action int

const (
	actCreateASA action = iota
	actCreatePlain
	actSetProvider
	actSetBudget
	actFund
	actPayDeposit
	actFundFromDeposit
	actFundWithAuth
	actReturnDeposit
	actAccept
	actSubmit
	actResult
	actSubmitResults
	actCreateAndFundMany
	actChallenge
	actResolve
	actFinalize
	actFinalizeBatch
	actClaimRefund
	actComplete
	actReject
	actPushCredits
	actBlacklist
	actTime
	actWithdrawAcceptance
	actFlipWallet
)

// actionWeights is how often each action is drawn (out of their sum).
var actionWeights = [...]int{
	actCreateASA: 8, actCreatePlain: 3, actSetProvider: 2, actSetBudget: 3, actFund: 10, actPayDeposit: 4,
	actFundFromDeposit: 3, actFundWithAuth: 3, actReturnDeposit: 3, actAccept: 6, actSubmit: 9, actResult: 13,
	actSubmitResults: 4, actCreateAndFundMany: 2,
	actChallenge: 5, actResolve: 5, actFinalize: 9, actFinalizeBatch: 4, actClaimRefund: 4, actComplete: 4,
	actReject: 4, actPushCredits: 3, actBlacklist: 3, actTime: 6, actWithdrawAcceptance: 3,
	actFlipWallet: 2,
}

func (z *fuzzer) pickAction() action {
	total := 0
	for _, w := range actionWeights {
		total += w
	}
	n := z.rng.IntN(total)
	for a, w := range actionWeights {
		if n < w {
			return action(a)
		}
		n -= w
	}
	return actTime
}

// fuzzer drives one chain with random sequences and checks the invariants after every step.
type fuzzer struct {
	f      *fixture
	rng    *rand.Rand
	m      *model
	actors []*chaintest.Account
	addrs  []common.Address
	// wallets are the evaluator wallets (wBurner, wFickle).
	wallets [2]common.Address
	nonces  []uint64
	jobs    []*mJob
	posted  []signedResult
	auths   []fuzzAuth
	terms   map[[32]byte]bool
	log     []string
	steps   int
	// pendingCreates are the jobs a create action adds once its receipt names their ids (in order).
	pendingCreates []*mJob
	// settled counts JobSettled events per job id seen on chain.
	settled map[string]int
	// lastBalances and lastCredits are the model values at the previous check.
	lastBalances, lastCredits [nActors]int64
	// happy makes this step the job's next useful action by the right role with an honest result.
	happy bool
	// okTx and revertedTx count the transactions sent.
	okTx, revertedTx int
	stats            map[string][2]int // per action: succeeded, reverted
	// touched are the jobs the current step may have changed.
	touched []*mJob
	// ledger is what the escrow owes by its own events, checked against its balance after every sequence.
	ledger *owedLedger
}

func newFuzzer(t testing.TB, seed uint64) *fuzzer {
	f := newFixture(t)
	z := &fuzzer{f: f, rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)), m: newModel(), terms: map[[32]byte]bool{},
		ledger: newOwedLedger(f.Escrow)}
	z.actors = f.Accounts[:nActors]
	for _, a := range z.actors {
		z.addrs = append(z.addrs, a.Address)
		n, err := f.Client.PendingNonceAt(context.Background(), a.Address)
		if err != nil {
			t.Fatal(err)
		}
		z.nonces = append(z.nonces, n)
	}
	fw := bindings.NewFickleWallet()
	for i := range z.wallets {
		z.wallets[i] = f.deploy(t, &bindings.FickleWalletMetaData, fw.PackConstructor(z.addrs[walletOwner]))
	}
	z.send(t, walletOwner, z.wallets[wBurner-nActors], fw.PackSetMode(2)) // burn all gas
	maxApproval := new(big.Int).Lsh(big.NewInt(1), 255)
	for _, c := range append(append([]int{}, fuzzClients...), fuzzProviders...) {
		z.send(t, c, f.Token, f.TokenABI.PackApprove(f.Escrow, maxApproval))
	}
	return z
}

// send signs and sends a transaction with a fixed gas limit (no estimation, so reverts are mined) and
// returns its receipt and the block time it executed at.
func (z *fuzzer) send(t testing.TB, from int, to common.Address, data []byte) (*types.Receipt, uint64) {
	t.Helper()
	return z.sendAs(t, z.actors[from], &z.nonces[from], to, data)
}

func (z *fuzzer) sendAs(t testing.TB, acct *chaintest.Account, nonce *uint64, to common.Address, data []byte) (*types.Receipt, uint64) {
	t.Helper()
	ctx := context.Background()
	tx := types.NewTx(&types.DynamicFeeTx{ChainID: z.f.ChainID, Nonce: *nonce, GasTipCap: big.NewInt(params.GWei),
		GasFeeCap: big.NewInt(100 * params.GWei), Gas: 6_000_000, To: &to, Data: data})
	signed, err := types.SignTx(tx, types.LatestSignerForChainID(z.f.ChainID), acct.Key)
	if err != nil {
		t.Fatal(err)
	}
	if err := z.f.Client.SendTransaction(ctx, signed); err != nil {
		t.Fatalf("send: %v", err)
	}
	*nonce++
	// The auto-miner has sealed the block: read its receipts directly (no wait for the tx indexer). Under
	// heavy load the pool may not have promoted the transaction in time; then seal another block.
	br, ok := z.f.Client.Client.(interface {
		BlockReceipts(context.Context, rpc.BlockNumberOrHash) ([]*types.Receipt, error)
	})
	if !ok {
		t.Fatal("simulated client cannot read block receipts")
	}
	for attempt := 0; attempt < 20; attempt++ {
		h, err := z.f.Client.HeaderByNumber(ctx, nil)
		if err != nil {
			t.Fatalf("header: %v", err)
		}
		rs, err := br.BlockReceipts(ctx, rpc.BlockNumberOrHashWithHash(h.Hash(), false))
		if err != nil {
			t.Fatalf("block receipts: %v", err)
		}
		for _, r := range rs {
			if r.TxHash == signed.Hash() {
				return r, h.Time
			}
		}
		time.Sleep(2 * time.Millisecond)
		z.f.Backend.Commit()
	}
	t.Fatalf("transaction %s not in the latest block", signed.Hash())
	return nil, 0
}

func (z *fuzzer) pick(xs []int) int { return xs[z.rng.IntN(len(xs))] }

// submittedJobs are this sequence's jobs waiting for their evaluators' results.
func (z *fuzzer) submittedJobs() []*mJob {
	var out []*mJob
	for _, j := range z.jobs {
		if j.status == stSubmitted && !j.plain {
			out = append(out, j)
		}
	}
	return out
}

// evAddr is the address of evaluator i: an actor's or an evaluator wallet's.
func (z *fuzzer) evAddr(i int) common.Address {
	if i >= nActors {
		return z.wallets[i-nActors]
	}
	return z.addrs[i]
}

// randomEvaluators are n distinct evaluators; one of every three sets has an evaluator wallet among them.
func (z *fuzzer) randomEvaluators(n int) ([]int, []common.Address) {
	r := z.rng
	perm := r.Perm(3)
	evs := make([]int, n)
	addrs := make([]common.Address, n)
	for i := range evs {
		evs[i] = fuzzEvaluators[perm[i]]
	}
	if r.IntN(3) == 0 {
		evs[r.IntN(n)] = []int{wBurner, wFickle}[r.IntN(2)]
	}
	for i, e := range evs {
		addrs[i] = z.evAddr(e)
	}
	return evs, addrs
}

// role returns `want` most of the time and a random actor otherwise (adversarial callers).
func (z *fuzzer) role(want int) int {
	if want >= nActors {
		want = z.rng.IntN(nActors) // an evaluator wallet sends no transactions of its own
	}
	if z.happy || z.rng.IntN(10) < 7 {
		return want
	}
	return z.rng.IntN(nActors)
}

func (z *fuzzer) randomTerms() bindings.IAsaEscrowTypesTerms {
	r := z.rng
	terms := bindings.IAsaEscrowTypesTerms{
		SilenceAction: uint8(1 + r.IntN(4)), FallbackAction: uint8(1 + r.IntN(3)), DisputeDefault: uint8(r.IntN(4)),
		EvaluatorFeeBps: []uint16{0, 100, 333, 1000}[r.IntN(4)], FundTimeout: uint32(100 + r.IntN(900)),
		EvaluateTimeout: uint32(100 + r.IntN(900)), ChallengeWindow: []uint32{0, 200, 700}[r.IntN(3)], Tiers: new(big.Int),
		// Jobs expire 300..3300 s after creation: a minimum delivery time makes late activation common.
		MinDeliveryTime: []uint32{0, 0, 0, 200, 1500, 3000}[r.IntN(6)],
	}
	switch r.IntN(3) {
	case 0:
		terms.Policy, terms.TierCount, terms.Tiers = policyGraduated, 3, packTiers(seedTiers...)
	case 1:
		terms.Policy = policyContinuous
	default:
		terms.Policy, terms.TierCount, terms.Tiers, terms.RollingWindow = policyRolling, 2, packTiers(tier{8000, 10000}, tier{5000, 4000}), uint8(1+r.IntN(4))
	}
	if terms.SilenceAction == actionBackup {
		terms.BackupEvaluator, terms.BackupTimeout = z.addrs[aBackup], uint32(100+r.IntN(500))
	}
	if r.IntN(2) == 0 {
		terms.Resolver, terms.DisputeTimeout = z.addrs[aResolver], uint32(100+r.IntN(500))
		terms.DisputeThreshold = []uint16{0, 5000, 7000}[r.IntN(3)]
	}
	switch r.IntN(6) {
	case 0:
		terms.AcceptanceRequired = true
	case 1, 2:
		terms.AcceptanceRequired, terms.CollateralBps = true, []uint16{1, 5000, 10000, 20000}[r.IntN(4)]
	}
	return terms
}

func (z *fuzzer) jobByID(id *big.Int) *mJob { return z.m.jobs[id.String()] }

// randomJobID mostly picks a known job, sometimes an unknown id.
func (z *fuzzer) randomJob() (*big.Int, *mJob) {
	if len(z.jobs) == 0 || z.rng.IntN(20) == 0 {
		id := big.NewInt(int64(100_000 + z.rng.IntN(10)))
		return id, nil
	}
	j := z.jobs[len(z.jobs)-1-z.rng.IntN(min(len(z.jobs), 4))]
	return j.id, j
}

// nextUseful picks the action that moves j along its lifecycle at chain time now.
func (z *fuzzer) nextUseful(j *mJob, now uint64) action {
	r := z.rng
	due := z.m.isDue(j, now+1)
	if c, p := z.m.returnable(j, now+1); c+p > 0 && r.IntN(2) == 0 {
		return actReturnDeposit // money that can no longer serve the job goes back
	}
	if r.IntN(12) == 0 {
		return actPayDeposit // a payment that arrives late, twice, or after the job moved on
	}
	switch j.status {
	case stOpen:
		switch {
		case j.provider < 0:
			return actSetProvider
		case !j.plain && now+1 >= j.deadline:
			return actFinalize // the unfunded or unaccepted job expires
		case j.budget == 0:
			return actSetBudget
		case z.m.blacklisted[j.client] || (j.acceptance && z.m.blacklisted[j.provider]):
			return actBlacklist // the blacklist toggle clears a blacklisted party first
		case j.acceptance && !j.accepted && (j.budgetIn || r.IntN(2) == 0):
			return actAccept
		case j.accepted && !j.budgetIn && r.IntN(6) == 0:
			return actWithdrawAcceptance // the provider leaves the job the client has not funded
		case !j.budgetIn && z.m.deposits[j.id.String()] >= j.budget:
			return []action{actFundFromDeposit, actFundWithAuth}[r.IntN(2)]
		case !j.budgetIn:
			return []action{actFund, actFund, actPayDeposit, actFundWithAuth}[r.IntN(4)]
		}
		return actAccept
	case stFunded:
		if due {
			return []action{actFinalize, actClaimRefund}[r.IntN(2)]
		}
		return actSubmit
	case stSubmitted:
		if j.plain {
			return []action{actComplete, actReject}[r.IntN(2)]
		}
		if due {
			return actFinalize
		}
		// A result alone or in a batch with other jobs' results, or let the evaluators fall silent.
		return []action{actResult, actResult, actSubmitResults, actResult, actTime}[r.IntN(5)]
	case stVerified:
		if due {
			return actFinalize
		}
		return []action{actChallenge, actTime, actTime}[r.IntN(3)] // challenge or wait for the window to close
	case stDisputed:
		if due {
			return actFinalize
		}
		return []action{actResolve, actResolve, actTime}[r.IntN(3)] // resolve or wait
	}
	return z.pickAction()
}

// step performs one random action and checks the model against the chain.
func (z *fuzzer) step(t testing.TB) {
	t.Helper()
	f, m, r := z.f, z.m, z.rng
	m.block++
	id, j := z.randomJob()
	z.touched = z.touched[:0]
	if j != nil {
		z.touched = append(z.touched, j)
	}
	var (
		from   int
		to     = f.Escrow
		data   []byte
		desc   string
		expect func(now uint64) bool // applies the action to the model; false: must revert
	)
	act := z.pickAction()
	if len(z.jobs) == 0 {
		act = []action{actCreateASA, actCreateASA, actCreateASA, actCreatePlain}[r.IntN(4)] // create a job first
	} else if len(z.jobs) >= 3 {
		for act == actCreateASA || act == actCreatePlain {
			act = z.pickAction() // enough jobs in this sequence: work on them
		}
	}
	z.happy = j != nil && r.IntN(3) < 2
	if z.happy {
		act = z.nextUseful(j, f.Now(t))
	}
	switch act {
	case actCreateASA: // createAsaJob / createAndFundAsaJob, with the provider's acceptance in the call sometimes
		from = z.pick(fuzzClients)
		prov := z.pick(fuzzProviders)
		n := 1 + r.IntN(3)
		evs, addrs := z.randomEvaluators(n)
		q := 1 + r.IntN(n)
		terms := z.randomTerms()
		budget := int64(1 + r.IntN(2_000_000))
		exp := f.Now(t) + uint64(300+r.IntN(3000))
		agreement := crypto.Keccak256Hash([]byte(fmt.Sprintf("agreement %d", r.Uint64())))
		if !z.happy && r.IntN(15) == 0 {
			agreement = [32]byte{}
		}
		req := bindings.IAsaEscrowTypesJobRequest{Provider: z.addrs[prov], Evaluators: addrs, Quorum: uint8(q),
			ExpiredAt: new(big.Int).SetUint64(exp), Budget: big.NewInt(budget), AgreementHash: agreement, Description: "fuzz"}
		fundNow := r.IntN(3) == 0
		withSig := fundNow && (terms.AcceptanceRequired || !z.happy) && r.IntN(2) == 0
		key := agreementKeyOf(z.addrs[from], req, termsHashOf(t, f, terms))
		nonce := m.acceptanceNonces[key]
		var sigDeadline uint64
		signer := prov
		call := "createAsaJob"
		data = f.EscrowABI.PackCreateAsaJob(req, terms)
		switch {
		case withSig:
			call = "createAndFundAsaJob+acceptance"
			sigDeadline = f.Now(t) + 600
			if !z.happy && r.IntN(6) == 0 {
				sigDeadline = f.Now(t) - 1
			}
			if !z.happy && r.IntN(6) == 0 {
				signer = aStranger
			}
			a := settlement.Acceptance{Client: z.addrs[from], Provider: z.addrs[prov], Evaluators: addrs, Quorum: uint8(q),
				Nonce: nonce, TermsHash: termsHashOf(t, f, terms), AgreementHash: agreement,
				Budget: big.NewInt(budget), ExpiredAt: exp, Deadline: sigDeadline}
			sig, err := a.Sign(settlement.Domain{ChainID: f.ChainID, Escrow: f.Escrow}, z.actors[signer].Key)
			if err != nil {
				t.Fatal(err)
			}
			data = f.EscrowABI.PackCreateAndFundAcceptedAsaJob(req, terms, new(big.Int).SetUint64(sigDeadline), sig)
		case fundNow:
			call = "createAndFundAsaJob"
			data = f.EscrowABI.PackCreateAndFundAsaJob(req, terms)
		}
		desc = fmt.Sprintf("%s(client %d, provider %d, evaluators %v, quorum %d, budget %d, terms %+v)", call, from, prov, evs, q, budget, terms)
		expect = func(now uint64) bool {
			if exp <= now || (fundNow && m.blacklisted[from]) {
				return false
			}
			if terms.AcceptanceRequired && agreement == ([32]byte{}) {
				return false // AgreementHashRequired
			}
			if !startsIn(exp, terms.MinDeliveryTime, now) {
				return false // ActivationTooLate: the job could not start with the minimum delivery time left
			}
			collateral := budget * int64(terms.CollateralBps) / 10000
			if withSig && (!terms.AcceptanceRequired || signer != prov || now > sigDeadline || (collateral > 0 && m.blacklisted[prov])) {
				return false
			}
			nj := &mJob{client: from, provider: prov, evaluators: evs, quorum: q, terms: terms, termsHash: termsHashOf(t, f, terms),
				status: stOpen, budget: budget, expiredAt: exp, deadline: fundDeadlineOf(now, exp, terms), votes: map[int]uint16{},
				acceptance: terms.AcceptanceRequired, agreement: agreement}
			if nj.acceptance {
				nj.nonce = m.acceptanceNonces[key]
				m.acceptanceNonces[key]++
				nj.committed = !withSig
			}
			if fundNow {
				m.markFunded(nj)
			}
			if withSig {
				m.balances[prov] -= collateral
				m.acceptedIn(nj, collateral)
			}
			z.pendingCreates = append(z.pendingCreates, nj)
			return true
		}
	case actCreateAndFundMany: // createAndFundAsaJobs: several jobs under one set of terms, one pull of the total
		from = z.pick(fuzzClients)
		terms := z.randomTerms()
		type planned struct {
			prov, q int
			evs     []int
			budget  int64
			exp     uint64
			hash    [32]byte
		}
		var plans []planned
		var reqs []bindings.IAsaEscrowTypesJobRequest
		for i := 0; i < 1+r.IntN(4); i++ {
			p := planned{prov: z.pick(fuzzProviders), budget: int64(r.IntN(1_000_000)), exp: f.Now(t) + uint64(300+r.IntN(3000)),
				hash: crypto.Keccak256Hash([]byte(fmt.Sprintf("agreement %d", r.Uint64())))}
			if z.happy || r.IntN(10) > 0 {
				p.budget++ // mostly valid; a zero budget refuses the whole batch
			}
			n := 1 + r.IntN(3)
			var addrs []common.Address
			p.evs, addrs = z.randomEvaluators(n)
			p.q = 1 + r.IntN(n)
			plans = append(plans, p)
			reqs = append(reqs, bindings.IAsaEscrowTypesJobRequest{Provider: z.addrs[p.prov], Evaluators: addrs, Quorum: uint8(p.q),
				ExpiredAt: new(big.Int).SetUint64(p.exp), Budget: big.NewInt(p.budget), AgreementHash: p.hash, Description: "fuzz batch"})
		}
		data = f.EscrowABI.PackCreateAndFundAsaJobs(reqs, terms)
		desc = fmt.Sprintf("createAndFundAsaJobs(client %d, %d jobs, terms %+v)", from, len(plans), terms)
		expect = func(now uint64) bool {
			if m.blacklisted[from] {
				return false
			}
			for _, p := range plans {
				if p.exp <= now || p.budget == 0 {
					return false
				}
				if !startsIn(p.exp, terms.MinDeliveryTime, now) {
					return false // ActivationTooLate
				}
			}
			for i, p := range plans {
				nj := &mJob{client: from, provider: p.prov, evaluators: p.evs, quorum: p.q, terms: terms, termsHash: termsHashOf(t, f, terms),
					status: stOpen, budget: p.budget, expiredAt: p.exp, deadline: fundDeadlineOf(now, p.exp, terms), votes: map[int]uint16{},
					acceptance: terms.AcceptanceRequired, agreement: p.hash}
				if nj.acceptance {
					key := agreementKeyOf(z.addrs[from], reqs[i], nj.termsHash)
					nj.nonce = m.acceptanceNonces[key]
					m.acceptanceNonces[key]++
					nj.committed = true
				}
				m.markFunded(nj)
				z.pendingCreates = append(z.pendingCreates, nj)
			}
			return true
		}
	case actCreatePlain: // createJob (plain)
		from = z.pick(fuzzClients)
		prov := -1
		if r.IntN(4) > 0 {
			prov = z.pick(fuzzProviders)
		}
		ev := z.pick(append([]int{from}, fuzzEvaluators...))
		exp := f.Now(t) + uint64(300+r.IntN(3000))
		provAddr := common.Address{}
		if prov >= 0 {
			provAddr = z.addrs[prov]
		}
		data = f.EscrowABI.PackCreateJob(provAddr, z.addrs[ev], new(big.Int).SetUint64(exp), "plain", common.Address{})
		desc = fmt.Sprintf("createJob(client %d, provider %d, evaluator %d)", from, prov, ev)
		expect = func(now uint64) bool {
			if exp <= now {
				return false
			}
			z.pendingCreates = append(z.pendingCreates, &mJob{plain: true, client: from, provider: prov, evaluators: []int{ev}, quorum: 1, status: stOpen, expiredAt: exp})
			return true
		}
	case actSetProvider: // setProvider
		want := aClient
		if j != nil {
			want = j.client
		}
		from = z.role(want)
		prov := z.rng.IntN(nActors)
		data = f.EscrowABI.PackSetProvider(id, z.addrs[prov], nil)
		desc = fmt.Sprintf("setProvider(%s, %d) by %d", id, prov, from)
		expect = func(uint64) bool {
			if j == nil || j.status != stOpen || from != j.client || j.provider >= 0 || prov == j.evaluators[0] {
				return false
			}
			j.provider = prov
			return true
		}
	case actSetBudget: // setBudget
		want := aClient
		if j != nil {
			want = j.client
		}
		from = z.role(want)
		amount := int64(r.IntN(1_000_000))
		if z.happy {
			amount++
		}
		data = f.EscrowABI.PackSetBudget(id, big.NewInt(amount), nil)
		desc = fmt.Sprintf("setBudget(%s, %d) by %d", id, amount, from)
		expect = func(uint64) bool {
			if j == nil || !j.plain || j.status != stOpen || (from != j.client && from != j.provider) {
				return false // an ASA job's budget is fixed at creation
			}
			j.budget = amount
			return true
		}
	case actFund: // fund
		want := aClient
		var budget int64
		var hash [32]byte
		if j != nil {
			want, budget, hash = j.client, j.budget, j.termsHash
		}
		from = z.role(want)
		if r.IntN(8) == 0 {
			budget++
		}
		if r.IntN(8) == 0 {
			hash[3] ^= 1
		}
		var opt []byte
		if j == nil || !j.plain {
			opt = hash[:]
		}
		data = f.EscrowABI.PackFund(id, big.NewInt(budget), opt)
		desc = fmt.Sprintf("fund(%s, %d) by %d", id, budget, from)
		expect = func(now uint64) bool {
			if j != nil && j.plain {
				hash = [32]byte{} // fund() takes no terms hash for a plain job
			}
			if !m.canFund(j, now, budget, hash) || from != j.client || m.blacklisted[from] {
				return false
			}
			m.markFunded(j)
			return true
		}
	case actPayDeposit: // money reaches a deposit address: a transfer, or an EIP-3009 authorization run on the token
		if j == nil {
			z.note("payDeposit: no job")
			return
		}
		collateralSide := j.acceptance && r.IntN(3) == 0
		payer, target := j.client, escrow.DepositAddress(f.Escrow, j.id)
		amount := j.budget - 1 + int64(r.IntN(3)) // short, exact or a little too much
		if collateralSide {
			payer, target = j.provider, escrow.CollateralAddress(f.Escrow, j.id)
			amount = j.budget*int64(j.terms.CollateralBps)/10000 + int64(r.IntN(3))
		}
		if payer < 0 || amount <= 0 {
			z.note("payDeposit: nothing to pay")
			return
		}
		from, to = payer, f.Token
		data = f.TokenABI.PackTransfer(target, big.NewInt(amount))
		viaAuth := !collateralSide && r.IntN(2) == 0
		var executed *fuzzAuth
		if viaAuth {
			from = aStranger // anyone may run a signed authorization
			a := authorization{from: z.addrs[payer], to: target, value: big.NewInt(amount), validAfter: big.NewInt(0),
				before: new(big.Int).SetUint64(f.Now(t) + 3600), nonce: crypto.Keccak256Hash([]byte(fmt.Sprintf("auth %d", r.Uint64())))}
			sig := signDigest(t, z.actors[payer], f.authDigest(a))
			data = f.TokenABI.PackTransferWithAuthorization(a.from, a.to, a.value, a.validAfter, a.before, a.nonce, sig)
			executed = &fuzzAuth{job: j, auth: a, sig: sig}
		}
		desc = fmt.Sprintf("payDeposit(job %s, collateral %v, %d by %d, auth %v)", j.id, collateralSide, amount, payer, viaAuth)
		expect = func(uint64) bool {
			if m.blacklisted[payer] {
				return false
			}
			m.balances[payer] -= amount
			if collateralSide {
				m.collDeposits[j.id.String()] += amount
			} else {
				m.deposits[j.id.String()] += amount
			}
			if executed != nil {
				z.auths = append(z.auths, *executed)
			}
			return true
		}
	case actFundFromDeposit: // fundFromDeposit: anyone funds an Open job from its deposit
		from = z.rng.IntN(nActors)
		var budget int64
		var hash [32]byte
		if j != nil {
			budget, hash = j.budget, j.termsHash
		}
		if !z.happy && r.IntN(8) == 0 {
			budget++
		}
		data = f.EscrowABI.PackFundFromDeposit(id, big.NewInt(budget), hash)
		desc = fmt.Sprintf("fundFromDeposit(%s, %d) by %d", id, budget, from)
		expect = func(now uint64) bool {
			if !m.canFund(j, now, budget, hash) || m.deposits[j.id.String()] < j.budget {
				return false
			}
			m.collectDeposit(j, false)
			return true
		}
	case actFundWithAuth: // fundWithAuthorization: a fresh authorization, or one already run on the token
		from = z.rng.IntN(nActors)
		if j == nil {
			z.note("fundWithAuthorization: no job")
			return
		}
		var fa fuzzAuth
		preExecuted := false
		for _, old := range z.auths {
			if old.job == j && r.IntN(2) == 0 {
				fa, preExecuted = old, true
			}
		}
		if !preExecuted {
			a := authorization{from: z.addrs[j.client], to: escrow.DepositAddress(f.Escrow, j.id), value: big.NewInt(j.budget),
				validAfter: big.NewInt(0), before: new(big.Int).SetUint64(f.Now(t) + 3600),
				nonce: crypto.Keccak256Hash([]byte(fmt.Sprintf("auth %d", r.Uint64())))}
			fa = fuzzAuth{job: j, auth: a, sig: signDigest(t, z.actors[j.client], f.authDigest(a))}
		}
		a := fa.auth
		data = f.EscrowABI.PackFundWithAuthorization(j.id, big.NewInt(j.budget), j.termsHash, a.validAfter, a.before, a.nonce, fa.sig)
		desc = fmt.Sprintf("fundWithAuthorization(%s, value %s, pre-executed %v) by %d", j.id, a.value, preExecuted, from)
		expect = func(now uint64) bool {
			if !m.canFund(j, now, j.budget, j.termsHash) {
				return false
			}
			key := j.id.String()
			if !preExecuted {
				// The escrow runs the authorization first: the budget moves from the client to the deposit.
				if a.value.Int64() != j.budget || m.blacklisted[j.client] {
					return false
				}
				m.balances[j.client] -= j.budget
				m.deposits[key] += j.budget
				z.auths = append(z.auths, fa)
			}
			if m.deposits[key] < j.budget {
				if !preExecuted {
					m.balances[j.client] += j.budget // the revert undoes the transfer
					m.deposits[key] -= j.budget
					z.auths = z.auths[:len(z.auths)-1]
				}
				return false
			}
			m.collectDeposit(j, false)
			return true
		}
	case actReturnDeposit: // returnDeposit: what can no longer serve the job goes to its owner
		from = z.rng.IntN(nActors)
		data = f.EscrowABI.PackReturnDeposit(id)
		desc = fmt.Sprintf("returnDeposit(%s) by %d", id, from)
		expect = func(now uint64) bool {
			if j == nil {
				return false
			}
			toClient, toProvider := m.returnable(j, now)
			if toClient == 0 && toProvider == 0 {
				return false
			}
			key := j.id.String()
			if toClient > 0 {
				m.deposits[key] = 0
				m.escrowBal += toClient
				m.pay(j.client, toClient)
			}
			if toProvider > 0 {
				m.collDeposits[key] = 0
				m.escrowBal += toProvider
				m.pay(j.provider, toProvider)
			}
			return true
		}
	case actAccept: // acceptJob: the provider's own call or its signature relayed by anyone
		if j == nil {
			z.note("acceptJob: no job")
			return
		}
		prov := j.provider
		if prov < 0 {
			prov = aProvider
		}
		evAddrs := make([]common.Address, len(j.evaluators))
		for i, e := range j.evaluators {
			evAddrs[i] = z.evAddr(e)
		}
		a := settlement.Acceptance{Client: z.addrs[j.client], Provider: z.addrs[prov], Evaluators: evAddrs, Quorum: uint8(j.quorum),
			Nonce: j.nonce, TermsHash: j.termsHash, AgreementHash: j.agreement,
			Budget: big.NewInt(j.budget), ExpiredAt: j.expiredAt, Deadline: f.Now(t) + 600}
		mutation := -1
		if !z.happy {
			mutation = r.IntN(10)
		}
		switch mutation {
		case 0:
			a.Nonce++
		case 1:
			a.AgreementHash[0] ^= 1
		case 2:
			a.Deadline = f.Now(t) - 1
		case 3:
			a.Budget = big.NewInt(j.budget + 1)
		}
		signer := prov
		if mutation == 4 {
			signer = aStranger
		}
		byCall := r.IntN(3) == 0
		var sig []byte
		if byCall {
			from = z.role(prov)
		} else {
			from = aStranger
			var err error
			if sig, err = a.Sign(settlement.Domain{ChainID: f.ChainID, Escrow: f.Escrow}, z.actors[signer].Key); err != nil {
				t.Fatal(err)
			}
		}
		data = f.EscrowABI.PackAcceptJob(j.id, onchainAcceptance(a), sig, bindings.IAsaEscrowTypesAuthorization{
			ValidAfter: new(big.Int), ValidBefore: new(big.Int), Signature: []byte{}})
		desc = fmt.Sprintf("acceptJob(%s, mutation %d, by call %v) by %d", j.id, mutation, byCall, from)
		expect = func(now uint64) bool {
			if !j.acceptance || j.status != stOpen || j.accepted || now >= j.deadline || !j.committed || !startsIn(j.expiredAt, j.terms.MinDeliveryTime, now) {
				return false // (no acceptance once activation would be at or after expiredAt, or leave less than the minimum delivery time)
			}
			if a.Nonce != j.nonce || a.AgreementHash != j.agreement || a.Budget.Int64() != j.budget {
				return false
			}
			if byCall && from != j.provider {
				return false
			}
			if !byCall && (signer != j.provider || now > a.Deadline) {
				return false
			}
			collateral := j.budget * int64(j.terms.CollateralBps) / 10000
			key := j.id.String()
			if collateral > 0 && m.collDeposits[key] >= collateral {
				m.collectDeposit(j, true)
				return true
			}
			if collateral > 0 && m.blacklisted[j.provider] {
				return false
			}
			m.balances[j.provider] -= collateral
			m.acceptedIn(j, collateral)
			return true
		}
	case actSubmit: // submit
		want := aProvider
		if j != nil && j.provider >= 0 {
			want = j.provider
		}
		from = z.role(want)
		deliv := crypto.Keccak256Hash([]byte(strconv.Itoa(r.IntN(1 << 30))))
		data = f.EscrowABI.PackSubmit(id, deliv, nil)
		desc = fmt.Sprintf("submit(%s) by %d", id, from)
		expect = func(now uint64) bool {
			if j == nil || j.status != stFunded || from != j.provider {
				return false
			}
			if !j.plain {
				if now >= j.expiredAt {
					return false
				}
				j.deadline = now + uint64(j.terms.EvaluateTimeout)
			}
			j.status, j.deliverable, j.submittedAt = stSubmitted, deliv, now
			return true
		}
	case actResult: // submitResult (fresh, adversarial, or a replay)
		from = aStranger
		sr := z.newSignedResult(t, id, j)
		rj := z.jobByID(sr.r.JobId)
		if rj != nil {
			z.touched = append(z.touched, rj)
		}
		data = f.EscrowABI.PackSubmitResult(sr.r, z.evAddr(sr.evaluator), sr.sig)
		desc = fmt.Sprintf("submitResult(job %s, score %d, evaluator %d, signer %d, tampered %v)", sr.r.JobId, sr.r.Score, sr.evaluator, sr.signer, sr.tampered)
		expect = func(now uint64) bool { return m.applyResult(rj, sr, now) }
	case actSubmitResults: // submitResults: a batch of fresh, adversarial and replayed results; invalid ones are skipped
		from = aStranger
		var batch []signedResult
		var rjs []*mJob
		for i := 0; i < 1+r.IntN(4); i++ {
			bid, bj := id, j
			if i > 0 {
				bid, bj = z.randomJob()
				if sub := z.submittedJobs(); len(sub) > 0 && r.IntN(2) == 0 {
					bj = sub[r.IntN(len(sub))] // another job waiting for results: batches mix jobs and evaluators
					bid = bj.id
				}
			}
			sr := z.newSignedResult(t, bid, bj)
			if i > 0 && r.IntN(4) == 0 {
				sr = batch[r.IntN(len(batch))] // the same result twice in one batch
			}
			batch = append(batch, sr)
			rj := z.jobByID(sr.r.JobId)
			rjs = append(rjs, rj)
			if rj != nil {
				z.touched = append(z.touched, rj)
			}
		}
		// Often one more result, for a job judged by an evaluator wallet: the batch mixes the burner or the
		// fickle wallet with honest results.
		var walletJobs []*mJob
		for _, wj := range z.submittedJobs() {
			if slices.ContainsFunc(wj.evaluators, func(e int) bool { return e >= nActors }) {
				walletJobs = append(walletJobs, wj)
			}
		}
		if len(walletJobs) > 0 && r.IntN(2) == 0 {
			wj := walletJobs[r.IntN(len(walletJobs))]
			batch, rjs = append(batch, z.newSignedResult(t, wj.id, wj)), append(rjs, wj)
			z.touched = append(z.touched, wj)
		}
		results := make([]bindings.IAsaEscrowTypesResult, len(batch))
		evaluators := make([]common.Address, len(batch))
		sigs := make([][]byte, len(batch))
		for i, sr := range batch {
			results[i], evaluators[i], sigs[i] = sr.r, z.evAddr(sr.evaluator), sr.sig
		}
		var burner, fickle, honest bool
		for _, sr := range batch {
			burner = burner || sr.evaluator == wBurner
			fickle = fickle || sr.evaluator == wFickle
			honest = honest || sr.evaluator < nActors
		}
		if (burner || fickle) && honest {
			z.count(fmt.Sprintf("mixed batch (EOA results with burner %v, fickle %v)", burner, fickle))
		}
		data = f.EscrowABI.PackSubmitResults(results, evaluators, sigs)
		desc = fmt.Sprintf("submitResults(%d results) by %d", len(batch), from)
		expect = func(now uint64) bool {
			for i, sr := range batch {
				if m.applyResult(rjs[i], sr, now) && sr.evaluator >= nActors {
					z.count("wallet result counted in a batch")
				}
			}
			return true
		}
	case actChallenge: // challenge
		want := aClient
		if j != nil {
			want = j.client
			if r.IntN(2) == 0 && j.provider >= 0 {
				want = j.provider
			}
		}
		from = z.role(want)
		data = f.EscrowABI.PackChallenge(id, [32]byte{1})
		desc = fmt.Sprintf("challenge(%s) by %d", id, from)
		expect = func(now uint64) bool {
			if j == nil || j.status != stVerified || (from != j.client && from != j.provider) || now >= j.deadline || j.terms.Resolver == (common.Address{}) {
				return false
			}
			j.status, j.deadline = stDisputed, now+uint64(j.terms.DisputeTimeout)
			return true
		}
	case actResolve: // resolveDispute
		from = z.role(aResolver)
		bps := uint16(r.IntN(10001))
		if r.IntN(10) == 0 {
			bps = 10001
		}
		data = f.EscrowABI.PackResolveDispute(id, bps, [32]byte{2})
		desc = fmt.Sprintf("resolveDispute(%s, %d) by %d", id, bps, from)
		expect = func(now uint64) bool {
			if j == nil || j.status != stDisputed || from != aResolver || now >= j.deadline || bps > 10000 {
				return false
			}
			m.settle(j, bps, true)
			return true
		}
	case actWithdrawAcceptance: // withdrawAcceptance: the provider leaves an accepted job that is not funded yet
		want := aProvider
		if j != nil && j.provider >= 0 {
			want = j.provider
		}
		from = z.role(want)
		data = f.EscrowABI.PackWithdrawAcceptance(id)
		desc = fmt.Sprintf("withdrawAcceptance(%s) by %d", id, from)
		expect = func(now uint64) bool {
			if j == nil || j.plain || j.status != stOpen || !j.accepted || from != j.provider {
				return false
			}
			m.closeOpen(j, stRejected)
			return true
		}
	case actFinalize: // finalize
		from = z.rng.IntN(nActors)
		data = f.EscrowABI.PackFinalize(id)
		desc = fmt.Sprintf("finalize(%s) by %d", id, from)
		expect = func(now uint64) bool { return m.advance(j, now) }
	case actFinalizeBatch: // finalizeBatch with duplicates and unknown ids
		from = z.rng.IntN(nActors)
		var ids []*big.Int
		var js []*mJob
		for i := 0; i < 1+r.IntN(5); i++ {
			bid, bj := z.randomJob()
			ids, js = append(ids, bid), append(js, bj)
			if bj != nil {
				z.touched = append(z.touched, bj)
			}
		}
		data = f.EscrowABI.PackFinalizeBatch(ids)
		desc = fmt.Sprintf("finalizeBatch(%v) by %d", ids, from)
		expect = func(now uint64) bool {
			for _, bj := range js {
				m.advance(bj, now)
			}
			return true
		}
	case actClaimRefund: // claimRefund
		from = z.rng.IntN(nActors)
		data = f.EscrowABI.PackClaimRefund(id)
		desc = fmt.Sprintf("claimRefund(%s) by %d", id, from)
		expect = func(now uint64) bool {
			if j == nil || !(j.status == stFunded || (j.status == stSubmitted && j.plain)) || now < j.expiredAt {
				return false
			}
			m.expireFunded(j)
			return true
		}
	case actComplete: // complete (plain)
		want := aEval1
		if j != nil {
			want = j.evaluators[0]
		}
		from = z.role(want)
		data = f.EscrowABI.PackComplete(id, [32]byte{}, nil)
		desc = fmt.Sprintf("complete(%s) by %d", id, from)
		expect = func(uint64) bool {
			if j == nil || !j.plain || j.status != stSubmitted || from != j.evaluators[0] {
				return false
			}
			j.status = stCompleted
			m.liabilities -= j.budget
			m.settlements[j.id.String()] = settledAmounts{bps: 10000, provider: j.budget}
			m.pay(j.provider, j.budget)
			m.settledLogs[j.id.String()]++
			m.fundedOpen -= j.funded
			j.funded = 0
			return true
		}
	case actReject: // reject
		want := aEval1
		if j != nil {
			want = j.evaluators[0]
			if j.status == stOpen {
				want = j.client
			}
		}
		from = z.role(want)
		data = f.EscrowABI.PackReject(id, [32]byte{}, nil)
		desc = fmt.Sprintf("reject(%s) by %d", id, from)
		expect = func(uint64) bool {
			if j == nil {
				return false
			}
			if j.status == stOpen {
				if from != j.client {
					return false
				}
				m.closeOpen(j, stRejected)
				return true
			}
			if !j.plain || (j.status != stFunded && j.status != stSubmitted) || from != j.evaluators[0] {
				return false
			}
			j.status = stRejected
			m.liabilities -= j.budget
			m.settlements[j.id.String()] = settledAmounts{client: j.budget}
			m.pay(j.client, j.budget)
			m.settledLogs[j.id.String()]++
			m.fundedOpen -= j.funded
			j.funded = 0
			return true
		}
	case actPushCredits: // pushCredit / pushCredits: anyone pays credits to their owners, never elsewhere
		from = z.rng.IntN(nActors)
		owner := r.IntN(nActors)
		push := func(who int) bool {
			amt := m.credits[who]
			if amt == 0 || m.blacklisted[who] {
				return false
			}
			m.credits[who] = 0
			m.liabilities -= amt
			m.escrowBal -= amt
			m.balances[who] += amt
			return true
		}
		if r.IntN(2) == 0 {
			data = f.EscrowABI.PackPushCredit(z.addrs[owner])
			desc = fmt.Sprintf("pushCredit(%d) by %d", owner, from)
			expect = func(uint64) bool { return push(owner) }
		} else {
			owners := []int{owner, r.IntN(nActors), r.IntN(nActors)}
			data = f.EscrowABI.PackPushCredits([]common.Address{z.addrs[owners[0]], z.addrs[owners[1]], z.addrs[owners[2]]})
			desc = fmt.Sprintf("pushCredits(%v) by %d", owners, from)
			expect = func(uint64) bool {
				for _, o := range owners {
					push(o)
				}
				return true
			}
		}
	case actBlacklist: // blacklist toggle (the token's blacklister)
		who := []int{aClient, aProvider, aProv2, aEval1, aEval2, aBackup}[r.IntN(6)]
		for i, b := range m.blacklisted {
			if b && r.IntN(10) < 7 {
				who = i // mostly clear a blacklisted party again
			}
		}
		on := !m.blacklisted[who]
		desc = fmt.Sprintf("blacklist(%d)", who)
		call := f.TokenABI.PackBlacklist(z.addrs[who])
		if !on {
			desc, call = fmt.Sprintf("unBlacklist(%d)", who), f.TokenABI.PackUnBlacklist(z.addrs[who])
		}
		z.note(desc)
		f.Transact(t, f.Deployer, f.Token, call)
		m.blacklisted[who] = on
		z.check(t, nil)
		return
	case actFlipWallet: // the fickle wallet changes its answer (honest <-> refusing), e.g. between intake and relay
		from, to = walletOwner, z.wallets[wFickle-nActors]
		honest := r.IntN(2) == 0
		mode := uint8(1)
		if honest {
			mode = 0
		}
		data = bindings.NewFickleWallet().PackSetMode(mode)
		desc = fmt.Sprintf("fickleWallet.setMode(%d) by %d", mode, from)
		expect = func(uint64) bool {
			m.fickleHonest = honest
			return true
		}
	case actTime: // time jump
		secs := int64(1 + r.IntN(1200))
		z.note(fmt.Sprintf("advance %ds", secs))
		f.advance(t, secs)
		return
	}
	z.note(desc)
	rcpt, now := z.send(t, from, to, data)
	z.pendingCreates = z.pendingCreates[:0]
	ok := expect(now)
	if !ok {
		z.pendingCreates = z.pendingCreates[:0]
	}
	if got := rcpt.Status == types.ReceiptStatusSuccessful; got != ok {
		z.fail(t, "tx success = %v, model expected %v", got, ok)
	}
	name := desc[:strings.IndexAny(desc+"( ", "( ")]
	st := z.stats[name]
	if ok {
		z.okTx++
		st[0]++
	} else {
		z.revertedTx++
		st[1]++
	}
	z.stats[name] = st
	if ok && len(z.pendingCreates) > 0 {
		var ids []*big.Int
		for _, l := range rcpt.Logs {
			if ev, err := f.EscrowABI.UnpackJobCreatedEvent(l); err == nil {
				ids = append(ids, ev.JobId)
			}
		}
		if len(ids) != len(z.pendingCreates) {
			z.fail(t, "%d jobs created on chain, model %d", len(ids), len(z.pendingCreates))
		}
		for i, nj := range z.pendingCreates {
			nj.id = ids[i]
			m.jobs[nj.id.String()] = nj
			z.jobs = append(z.jobs, nj)
			z.touched = append(z.touched, nj)
		}
	}
	z.check(t, rcpt)
}

// count adds one to a statistic of the run (reported with the per-action counts).
func (z *fuzzer) count(name string) {
	st := z.stats[name]
	st[0]++
	z.stats[name] = st
}

func (z *fuzzer) note(s string) {
	z.steps++
	z.log = append(z.log, s)
	if len(z.log) > 40 {
		z.log = z.log[1:]
	}
}

func (z *fuzzer) fail(t testing.TB, format string, args ...any) {
	t.Helper()
	t.Fatalf("invariant broken after step %d: %s\nlast actions:\n  %s", z.steps, fmt.Sprintf(format, args...), strings.Join(z.log, "\n  "))
}

// check compares chain and model: conservation, every balance and credit, statuses, and the settlements
// of this receipt (at most one per job, exactly the model's amounts, never more than funded).
func (z *fuzzer) check(t testing.TB, rcpt *types.Receipt) {
	t.Helper()
	z.checkWith(t, rcpt, false)
}

func (z *fuzzer) checkWith(t testing.TB, rcpt *types.Receipt, full bool) {
	t.Helper()
	f, m := z.f, z.m
	bal := f.TokenBalance(t, f.Escrow).Int64()
	if bal != m.liabilities || bal != m.escrowBal {
		z.fail(t, "conservation: escrow balance %d, model liabilities %d, model balance %d", bal, m.liabilities, m.escrowBal)
	}
	if full {
		// What the escrow's own events say it owes: funded unsettled budgets plus credits.
		if owed := z.ledger.update(t, f).Int64(); owed != bal {
			z.fail(t, "conservation: escrow balance %d, owed by the escrow's events %d", bal, owed)
		}
	}
	owed := m.fundedOpen + m.postedOpen
	for _, c := range m.credits {
		owed += c
	}
	if owed != m.liabilities {
		z.fail(t, "model: funded unsettled budgets + posted collateral + credits %d != liabilities %d", owed, m.liabilities)
	}
	for i, a := range z.addrs {
		if !full && m.balances[i] == z.lastBalances[i] && m.credits[i] == z.lastCredits[i] {
			continue // unchanged in the model; the full check at the end of the sequence covers it
		}
		if got := f.TokenBalance(t, a).Int64(); got != m.balances[i] {
			z.fail(t, "actor %d balance %d, model %d", i, got, m.balances[i])
		}
		if got := f.credits(t, a); got != m.credits[i] {
			z.fail(t, "actor %d credit %d, model %d", i, got, m.credits[i])
		}
	}
	z.lastBalances, z.lastCredits = m.balances, m.credits
	if full {
		for i, w := range z.wallets {
			if got := f.TokenBalance(t, w).Int64(); got != m.walletBal[i] {
				z.fail(t, "evaluator wallet %d balance %d, model %d", i, got, m.walletBal[i])
			}
		}
	}
	jobs := z.jobs
	if !full {
		jobs = z.touched
	}
	now := f.Now(t)
	for _, j := range jobs {
		v := f.job(t, j.id)
		if v.Status != j.status || v.Budget.Int64() != j.budget || v.BackupActive != j.backupActive || v.Deadline.Uint64() != j.deadline {
			z.fail(t, "job %s on chain %+v, model status %d budget %d backup %v deadline %d", j.id, v, j.status, j.budget, j.backupActive, j.deadline)
		}
		if !j.plain && (v.BudgetFunded != j.budgetIn || v.Accepted != j.accepted || v.AcceptanceRequired != j.acceptance) {
			z.fail(t, "job %s on chain budget in %v accepted %v acceptance %v; model %v %v %v", j.id, v.BudgetFunded, v.Accepted,
				v.AcceptanceRequired, j.budgetIn, j.accepted, j.acceptance)
		}
		z.checkDeposits(t, j, now)
		if v.Score != j.score {
			z.fail(t, "job %s score %d, model %d", j.id, v.Score, j.score)
		}
	}
	if rcpt == nil {
		return
	}
	for _, l := range rcpt.Logs {
		ev, err := f.EscrowABI.UnpackJobSettledEvent(l)
		if err != nil || l.Address != f.Escrow {
			continue
		}
		key := ev.JobId.String()
		z.settled[key]++
		if z.settled[key] > 1 {
			z.fail(t, "job %s settled twice", key)
		}
		if z.settled[key] != m.settledLogs[key] {
			z.fail(t, "job %s: %d JobSettled events, model %d", key, z.settled[key], m.settledLogs[key])
		}
		j := m.jobs[key]
		total := new(big.Int).Add(ev.ProviderAmount, ev.ClientAmount)
		total.Add(total, ev.Fee)
		if total.Int64() != j.budget {
			z.fail(t, "job %s paid %s, funded %d", key, total, j.budget)
		}

		fee := int64(0)
		if ev.Fee.Sign() > 0 {
			fee = j.budget * int64(j.terms.EvaluatorFeeBps) / 10000
		}
		prov := (j.budget - fee) * int64(ev.ReleaseBps) / 10000
		if ev.Fee.Int64() != fee || ev.ProviderAmount.Int64() != prov || ev.ClientAmount.Int64() != j.budget-fee-prov {
			z.fail(t, "job %s JobSettled %+v breaks the money rule (budget %d)", key, ev, j.budget)
		}
		if want := m.settlements[key]; want != (settledAmounts{ev.ReleaseBps, ev.ProviderAmount.Int64(), ev.ClientAmount.Int64(), ev.Fee.Int64()}) {
			z.fail(t, "job %s JobSettled %+v, model %+v", key, ev, want)
		}
	}
	for _, l := range rcpt.Logs {
		ev, err := f.EscrowABI.UnpackCollateralSettledEvent(l)
		if err != nil || l.Address != f.Escrow {
			continue
		}
		if want := m.collaterals[ev.JobId.String()]; want != (collateralAmounts{ev.Kept.Int64(), ev.Slashed.Int64()}) {
			z.fail(t, "job %s CollateralSettled %+v, model %+v", ev.JobId, ev, want)
		}
	}
	for _, j := range jobs {
		if key := j.id.String(); z.settled[key] != m.settledLogs[key] {
			z.fail(t, "job %s: model settled %d times, chain %d", key, m.settledLogs[key], z.settled[key])
		}
	}
}

// checkDeposits checks what sits at the job's deposit addresses against the model, and that it is always
// either usable by the job or returnable to its owner now (an eth_call of returnDeposit succeeds exactly
// when the model says something is returnable, and returns those amounts).
func (z *fuzzer) checkDeposits(t testing.TB, j *mJob, now uint64) {
	t.Helper()
	f, m := z.f, z.m
	key := j.id.String()
	budgetDep, collDep := f.TokenBalance(t, escrow.DepositAddress(f.Escrow, j.id)).Int64(), f.TokenBalance(t, escrow.CollateralAddress(f.Escrow, j.id)).Int64()
	if budgetDep != m.deposits[key] || collDep != m.collDeposits[key] {
		z.fail(t, "job %s deposits on chain %d / %d, model %d / %d", key, budgetDep, collDep, m.deposits[key], m.collDeposits[key])
	}
	if budgetDep == 0 && collDep == 0 {
		return
	}
	usableBudget, usableColl := m.usableDeposits(j, now)
	toClient, toProvider := m.returnable(j, now)
	if (budgetDep > 0 && !usableBudget && toClient != budgetDep) || (collDep > 0 && !usableColl && toProvider != collDep) {
		z.fail(t, "job %s: deposit %d / %d neither usable nor returnable", key, budgetDep, collDep)
	}
	out, err := f.Client.CallContract(context.Background(), ethereum.CallMsg{From: z.addrs[aStranger], To: &f.Escrow,
		Data: f.EscrowABI.PackReturnDeposit(j.id)}, nil)
	if (err == nil) != (toClient+toProvider > 0) {
		z.fail(t, "job %s: returnDeposit eth_call error %v, model returnable %d / %d", key, err, toClient, toProvider)
	}
	if err == nil {
		got, uerr := f.EscrowABI.UnpackReturnDeposit(out)
		if uerr != nil || got.ToClient.Int64() != toClient || got.ToProvider.Int64() != toProvider {
			z.fail(t, "job %s: returnDeposit would return %+v (%v), model %d / %d", key, got, uerr, toClient, toProvider)
		}
	}
}

// runSequences runs `count` sequences of 8-22 actions on one chain.
func runSequences(t testing.TB, seed uint64, count int) {
	z := newFuzzer(t, seed)
	z.settled = map[string]int{}
	z.stats = map[string][2]int{}
	z.lastBalances, z.lastCredits = z.m.balances, z.m.credits
	for s := 0; s < count; s++ {
		z.log = append(z.log, fmt.Sprintf("--- sequence %d", s))
		z.jobs = z.jobs[:0]
		z.posted = z.posted[:0]
		z.auths = z.auths[:0]
		n := 8 + z.rng.IntN(15)
		for len(z.jobs) == 0 {
			z.step(t) // every sequence starts by creating a job
		}
		for i := 0; i < n; i++ {
			z.step(t)
		}
		z.checkWith(t, nil, true)
		if (s+1)%1000 == 0 {
			t.Logf("%d sequences, %d steps", s+1, z.steps)
		}
	}
	var states [8]int
	for _, j := range z.m.jobs {
		states[j.status]++
	}
	t.Logf("%d sequences, %d steps (%d transactions succeeded, %d reverted as the model predicted), %d jobs, "+
		"%d settlements; final states Open..Disputed %v; all invariants held", count, z.steps, z.okTx, z.revertedTx,
		len(z.m.jobs), len(z.settled), states)
	t.Logf("per action [succeeded reverted]: %v", z.stats)
}

// TestInvariants runs random action sequences by every role (adversarial ones included) and checks
// conservation, single settlement, the money rule and the model's state after every step.
// ASA_INVARIANT_SEQUENCES=10000 is the acceptance run (`make fuzz`-style); the default is 200 sequences.
func TestInvariants(t *testing.T) {
	total := 200
	if v := os.Getenv(SequencesEnv); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n <= 0 {
			t.Fatalf("%s=%q: want a positive integer", SequencesEnv, v)
		}
		total = n
	}
	seed := rand.Uint64()
	if v := os.Getenv(SeedEnv); v != "" {
		s, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			t.Fatalf("%s=%q: %v", SeedEnv, v, err)
		}
		seed = s
	}
	workers := min(runtime.GOMAXPROCS(0), 4)
	t.Logf("%d sequences on %d chains, seed %d (replay with %s=%d)", total, workers, seed, SeedEnv, seed)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		count := total / workers
		if w < total%workers {
			count++
		}
		wg.Add(1)
		go func(w, count int) {
			defer wg.Done()
			t.Run(fmt.Sprintf("chain%d", w), func(t *testing.T) { runSequences(t, seed+uint64(w), count) })
		}(w, count)
	}
	wg.Wait()
}
