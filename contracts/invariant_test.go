package contracts_test

import (
	"context"
	"fmt"
	"math/big"
	"math/rand/v2"
	"os"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/params"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/internal/chaintest"
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
	backupActive bool
	autoDispute  bool // the verified score is below the dispute threshold
}

// settledAmounts is what the model says a job's JobSettled event must carry.
type settledAmounts struct {
	bps                   uint16
	provider, client, fee int64
}

// model is the independent Go model of the escrow's state and money rule.
type model struct {
	jobs        map[string]*mJob
	credits     [nActors]int64
	balances    [nActors]int64
	escrowBal   int64
	liabilities int64
	history     map[[2]int][]uint16
	blacklisted [nActors]bool
	settledLogs map[string]int
	fundedOpen  int64 // sum of funded, unsettled budgets
	settlements map[string]settledAmounts
}

func newModel() *model {
	m := &model{jobs: map[string]*mJob{}, history: map[[2]int][]uint16{}, settledLogs: map[string]int{}, settlements: map[string]settledAmounts{}}
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
		key := [2]int{j.client, j.provider}
		h := append([]uint16{score}, m.history[key]...)
		if len(h) > 16 {
			h = h[:16]
		}
		m.history[key] = h
		used := min(len(h), int(j.terms.RollingWindow))
		var sum uint64
		for _, s := range h[:used] {
			sum += uint64(s)
		}
		j.score = uint16(sum / uint64(used))
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
	j.deadline = 0
	m.liabilities -= budget
	if prov > 0 {
		j.status = stCompleted
	} else {
		j.status = stRejected
	}
	m.settlements[j.id.String()] = settledAmounts{bps: bps, provider: prov, client: cl, fee: fee}
	m.pay(j.provider, prov)
	m.pay(j.client, cl)
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

// markFunded moves the job's budget from its client into escrow.
func (m *model) markFunded(j *mJob) {
	if !j.plain {
		j.deadline = j.expiredAt
	}
	j.status, j.funded = stFunded, j.budget
	m.fundedOpen += j.budget
	m.liabilities += j.budget
	m.balances[j.client] -= j.budget
	m.escrowBal += j.budget
}

func (m *model) expireFunded(j *mJob) {
	j.status, j.deadline = stExpired, 0
	m.liabilities -= j.budget
	m.settlements[j.id.String()] = settledAmounts{client: j.budget}
	m.pay(j.client, j.budget)
	m.settledLogs[j.id.String()]++
	m.fundedOpen -= j.funded
	j.funded = 0
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
		j.status, j.deadline = stExpired, 0
	case j.status == stSubmitted:
		if !j.backupActive && len(j.evaluators) > 1 && len(j.votes) >= j.quorum {
			// Every result received by the evaluation deadline counts: verify on their median.
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

// signedResult is a posted result, kept for replays.
type signedResult struct {
	r         bindings.IAsaEscrowTypesResult
	evaluator int
	signer    int
	sig       []byte
	tampered  bool
}

// fuzzer drives one chain with random sequences and checks the invariants after every step.
type fuzzer struct {
	f      *fixture
	rng    *rand.Rand
	m      *model
	actors []*chaintest.Account
	addrs  []common.Address
	nonces []uint64
	jobs   []*mJob
	posted []signedResult
	terms  map[[32]byte]bool
	log    []string
	steps  int
	// pendingCreate is the job a create action adds once its receipt names the id.
	pendingCreate *mJob
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
	maxApproval := new(big.Int).Lsh(big.NewInt(1), 255)
	for _, c := range fuzzClients {
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

// role returns `want` most of the time and a random actor otherwise (adversarial callers).
func (z *fuzzer) role(want int) int {
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

// nextUseful picks the action code (see step) that moves j along its lifecycle at chain time now.
func (z *fuzzer) nextUseful(j *mJob, now uint64) int {
	r := z.rng
	due := z.m.isDue(j, now+1)
	switch j.status {
	case stOpen:
		switch {
		case j.provider < 0:
			return 12 // setProvider
		case !j.plain && now+1 >= j.deadline:
			return 70 // finalize: the unfunded job expires
		case j.budget == 0:
			return 15 // setBudget
		case z.m.blacklisted[j.client]:
			return 95 // the blacklist toggle clears a blacklisted party first
		}
		return 20 // fund
	case stFunded:
		if due {
			return []int{70, 80}[r.IntN(2)] // finalize or claimRefund
		}
		return 30 // submit
	case stSubmitted:
		if j.plain {
			return []int{84, 88}[r.IntN(2)] // complete or reject
		}
		if due {
			return 70
		}
		return []int{45, 45, 45, 98}[r.IntN(4)] // a result, or let the evaluators fall silent
	case stVerified:
		if due {
			return 70
		}
		return []int{57, 98, 98}[r.IntN(3)] // challenge or wait for the window to close
	case stDisputed:
		if due {
			return 70
		}
		return []int{62, 62, 98}[r.IntN(3)] // resolve or wait
	}
	return r.IntN(100)
}

// step performs one random action and checks the model against the chain.
func (z *fuzzer) step(t testing.TB) {
	t.Helper()
	f, m, r := z.f, z.m, z.rng
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
	k := r.IntN(100)
	if len(z.jobs) == 0 {
		k = r.IntN(11) // create a job first
	} else if len(z.jobs) >= 3 && k < 11 {
		k = 11 + r.IntN(89) // enough jobs in this sequence: work on them
	}
	z.happy = j != nil && r.IntN(3) < 2
	if z.happy {
		k = z.nextUseful(j, f.Now(t))
	}
	switch {
	case k < 8: // createAsaJob
		from = z.pick(fuzzClients)
		prov := z.pick(fuzzProviders)
		n := 1 + r.IntN(3)
		perm := r.Perm(3)
		evs := make([]int, n)
		addrs := make([]common.Address, n)
		for i := range evs {
			evs[i] = fuzzEvaluators[perm[i]]
			addrs[i] = z.addrs[evs[i]]
		}
		q := 1 + r.IntN(n)
		terms := z.randomTerms()
		budget := int64(1 + r.IntN(2_000_000))
		exp := f.Now(t) + uint64(300+r.IntN(3000))
		fundNow := r.IntN(3) == 0 // createAndFundAsaJob
		call := "createAsaJob"
		data = f.EscrowABI.PackCreateAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: z.addrs[prov], Evaluators: addrs, Quorum: uint8(q), ExpiredAt: new(big.Int).SetUint64(exp), Budget: big.NewInt(budget), Description: "fuzz"}, terms)
		if fundNow {
			call = "createAndFundAsaJob"
			data = f.EscrowABI.PackCreateAndFundAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: z.addrs[prov], Evaluators: addrs, Quorum: uint8(q), ExpiredAt: new(big.Int).SetUint64(exp), Budget: big.NewInt(budget), Description: "fuzz"}, terms, new(big.Int), nil)
		}
		desc = fmt.Sprintf("%s(client %d, provider %d, evaluators %v, quorum %d, budget %d, terms %+v)", call, from, prov, evs, q, budget, terms)
		expect = func(now uint64) bool {
			if exp <= now || (fundNow && m.blacklisted[from]) {
				return false
			}
			nj := &mJob{client: from, provider: prov, evaluators: evs, quorum: q, terms: terms, termsHash: termsHashOf(t, f, terms),
				status: stOpen, budget: budget, expiredAt: exp, deadline: now + uint64(terms.FundTimeout), votes: map[int]uint16{}}
			if fundNow {
				m.markFunded(nj)
			}
			z.pendingCreate = nj
			return true
		}
	case k < 11: // createJob (plain)
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
			z.pendingCreate = &mJob{plain: true, client: from, provider: prov, evaluators: []int{ev}, quorum: 1, status: stOpen, expiredAt: exp}
			return true
		}
	case k < 13: // setProvider
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
	case k < 17: // setBudget
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
	case k < 29: // fund
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
			if j == nil || from != j.client || j.status != stOpen || j.provider < 0 || j.budget == 0 || j.budget != budget {
				return false
			}
			if !j.plain && (hash != j.termsHash || now >= j.deadline) {
				return false
			}
			if m.blacklisted[from] {
				return false
			}
			m.markFunded(j)
			return true
		}
	case k < 38: // submit
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
	case k < 55: // submitResult (fresh, adversarial, or a replay)
		from = aStranger
		var sr signedResult
		if !z.happy && len(z.posted) > 0 && r.IntN(6) == 0 {
			sr = z.posted[r.IntN(len(z.posted))]
		} else {
			res := bindings.IAsaEscrowTypesResult{JobId: id, Score: uint16(r.IntN(10001)), Nonce: big.NewInt(int64(r.IntN(1000))),
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
			if !z.happy && r.IntN(12) == 0 {
				signer = r.IntN(nActors)
			}
			sr = signedResult{r: res, evaluator: ev, signer: signer, sig: signDigest(t, z.actors[signer], resultDigestFor(f.ChainID, f.Escrow, res))}
			if !z.happy && r.IntN(15) == 0 {
				sr.r.Score = uint16(r.IntN(10001))
				sr.tampered = sr.r.Score != res.Score
			}
			z.posted = append(z.posted, sr)
		}
		rj := z.jobByID(sr.r.JobId)
		if rj != nil {
			z.touched = append(z.touched, rj)
		}
		data = f.EscrowABI.PackSubmitResult(sr.r, z.addrs[sr.evaluator], sr.sig)
		desc = fmt.Sprintf("submitResult(job %s, score %d, evaluator %d, signer %d, tampered %v)", sr.r.JobId, sr.r.Score, sr.evaluator, sr.signer, sr.tampered)
		expect = func(now uint64) bool {
			j := rj
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
			if idx < 0 || sr.signer != sr.evaluator || sr.tampered {
				return false
			}
			final := sr.r.Score
			if !j.backupActive && len(j.evaluators) > 1 {
				if _, ok := j.votes[idx]; ok {
					return false
				}
				j.votes[idx] = sr.r.Score
				if len(j.votes) < len(j.evaluators) {
					return true // every evaluator counts: wait for all, or for the deadline
				}
				final = median(j.countedScores())
			}
			m.verify(j, final, now)
			return true
		}
	case k < 60: // challenge
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
	case k < 65: // resolveDispute
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
	case k < 74: // finalize
		from = z.rng.IntN(nActors)
		data = f.EscrowABI.PackFinalize(id)
		desc = fmt.Sprintf("finalize(%s) by %d", id, from)
		expect = func(now uint64) bool { return m.advance(j, now) }
	case k < 78: // finalizeBatch with duplicates and unknown ids
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
	case k < 82: // claimRefund
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
	case k < 86: // complete (plain)
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
	case k < 90: // reject
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
				j.status, j.deadline = stRejected, 0
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
	case k < 93: // pushCredit / pushCredits: anyone pays credits to their owners, never elsewhere
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
	case k < 96: // blacklist toggle (the token's blacklister)
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
	default: // time jump
		secs := int64(1 + r.IntN(1200))
		z.note(fmt.Sprintf("advance %ds", secs))
		f.advance(t, secs)
		return
	}
	z.note(desc)
	rcpt, now := z.send(t, from, to, data)
	z.pendingCreate = nil
	ok := expect(now)
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
	if ok && z.pendingCreate != nil {
		z.pendingCreate.id = jobIDOf(t, f, rcpt)
		m.jobs[z.pendingCreate.id.String()] = z.pendingCreate
		z.jobs = append(z.jobs, z.pendingCreate)
		z.touched = append(z.touched, z.pendingCreate)
	}
	z.check(t, rcpt)
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
	owed := m.fundedOpen
	for _, c := range m.credits {
		owed += c
	}
	if owed != m.liabilities {
		z.fail(t, "model: funded unsettled budgets + credits %d != liabilities %d", owed, m.liabilities)
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
	jobs := z.jobs
	if !full {
		jobs = z.touched
	}
	for _, j := range jobs {
		v := f.job(t, j.id)
		if v.Status != j.status || v.Budget.Int64() != j.budget || v.BackupActive != j.backupActive || v.Deadline.Uint64() != j.deadline {
			z.fail(t, "job %s on chain %+v, model status %d budget %d backup %v deadline %d", j.id, v, j.status, j.budget, j.backupActive, j.deadline)
		}
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
	for _, j := range jobs {
		if key := j.id.String(); z.settled[key] != m.settledLogs[key] {
			z.fail(t, "job %s: model settled %d times, chain %d", key, m.settledLogs[key], z.settled[key])
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
