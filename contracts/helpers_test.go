// Package contracts_test tests the Solidity escrow (contracts/src) through its generated Go bindings on
// go-ethereum's simulated chain: every function and revert path, the attacks of the threat model, an
// invariant fuzzer with an independent Go model of the money rule, the EIP-170 size limit and a gas report.
package contracts_test

import (
	"context"
	"crypto/sha256"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
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

func graduatedTerms() bindings.IAsaEscrowTypesTerms {
	return bindings.IAsaEscrowTypesTerms{
		Policy: policyGraduated, TierCount: uint8(len(seedTiers)), Tiers: packTiers(seedTiers...),
		SilenceAction: actionSplit, FallbackAction: actionSplit, DisputeDefault: actionPolicy,
		FundTimeout: 3600, EvaluateTimeout: 3600, ChallengeWindow: 7200,
	}
}

func continuousTerms() bindings.IAsaEscrowTypesTerms {
	t := graduatedTerms()
	t.Policy, t.TierCount, t.Tiers = policyContinuous, 0, new(big.Int)
	return t
}

func rollingTerms(window uint8) bindings.IAsaEscrowTypesTerms {
	t := graduatedTerms()
	t.Policy, t.RollingWindow = policyRolling, window
	return t
}

// withResolver adds a resolver with a dispute timeout and optional automatic-dispute threshold.
func (f *fixture) withResolver(t bindings.IAsaEscrowTypesTerms, threshold uint16, def uint8) bindings.IAsaEscrowTypesTerms {
	t.Resolver, t.DisputeTimeout, t.DisputeThreshold, t.DisputeDefault = f.resolver.Address, 5000, threshold, def
	return t
}

// withBackup makes evaluator silence hand over to the backup evaluator, then `fallback`.
func (f *fixture) withBackup(t bindings.IAsaEscrowTypesTerms, fallback uint8) bindings.IAsaEscrowTypesTerms {
	t.SilenceAction, t.FallbackAction, t.BackupEvaluator, t.BackupTimeout = actionBackup, fallback, f.backup.Address, 1800
	return t
}

// fixture is a chain with escrow plus named parties.
type fixture struct {
	*chaintest.Env
	client, provider, evaluator, backup, resolver, stranger, eval2, eval3, spare *chaintest.Account
	abi                                                                          abi.ABI
}

func newFixture(t testing.TB, opts ...chaintest.Options) *fixture {
	e := chaintest.New(t, opts...)
	return &fixture{Env: e, client: e.Accounts[0], provider: e.Accounts[1], evaluator: e.Accounts[2],
		backup: e.Accounts[3], resolver: e.Accounts[4], stranger: e.Accounts[5], eval2: e.Accounts[6],
		eval3: e.Accounts[7], spare: e.Accounts[8], abi: e.EscrowABI.GetABI()}
}

func (f *fixture) evals(n int) []common.Address {
	all := []common.Address{f.evaluator.Address, f.eval2.Address, f.eval3.Address}
	return all[:n]
}

// expiry is a delivery deadline `seconds` from the chain's now.
func (f *fixture) expiry(t testing.TB, seconds uint64) *big.Int {
	return new(big.Int).SetUint64(f.Now(t) + seconds)
}

// createASA creates an ASA job (client f.client, expiry in one day) and returns its id.
func (f *fixture) createASA(t testing.TB, budget int64, terms bindings.IAsaEscrowTypesTerms, evaluators []common.Address, quorum uint8) *big.Int {
	t.Helper()
	r := f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackCreateAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: f.provider.Address, Evaluators: evaluators, Quorum: quorum, ExpiredAt: f.expiry(t, 86400), Budget: big.NewInt(budget), Description: "research job"}, terms))
	return jobIDOf(t, f, r)
}

// createPlain creates a plain ERC-8183 job owned by f.client (expiry in one day).
func (f *fixture) createPlain(t testing.TB, provider, evaluator common.Address) *big.Int {
	t.Helper()
	r := f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackCreateJob(provider, evaluator, f.expiry(t, 86400), "plain job", common.Address{}))
	return jobIDOf(t, f, r)
}

// fundPlain sets the budget of a plain job, approves and funds it.
func (f *fixture) fundPlain(t testing.TB, id *big.Int, budget int64) {
	t.Helper()
	f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackSetBudget(id, big.NewInt(budget), nil))
	f.approve(t, f.client, big.NewInt(budget))
	f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackFund(id, big.NewInt(budget), nil))
}

func jobIDOf(t testing.TB, f *fixture, r *types.Receipt) *big.Int {
	t.Helper()
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
	job := f.job(t, jobID)
	if job.TermsId == 0 {
		return [32]byte{}
	}
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

// createAndFundASA creates an ASA job already funded (createAndFundAsaJob) and returns its id.
func (f *fixture) createAndFundASA(t testing.TB, budget int64, terms bindings.IAsaEscrowTypesTerms, evaluators []common.Address, quorum uint8) *big.Int {
	t.Helper()
	f.approve(t, f.client, big.NewInt(budget))
	r := f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackCreateAndFundAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: f.provider.Address,
		Evaluators: evaluators, Quorum: quorum, ExpiredAt: f.expiry(t, 86400), Budget: big.NewInt(budget), Description: "funded job"},
		terms))
	return jobIDOf(t, f, r)
}

// submit submits sha256(content) as the deliverable.
func (f *fixture) submit(t testing.TB, jobID *big.Int, content string) [32]byte {
	t.Helper()
	h := sha256.Sum256([]byte(content))
	f.Transact(t, f.provider, f.Escrow, f.EscrowABI.PackSubmit(jobID, h, nil))
	return h
}

// funded creates, funds and submits an ASA job with f.client/f.provider.
func (f *fixture) submitted(t testing.TB, budget int64, terms bindings.IAsaEscrowTypesTerms, evaluators []common.Address, quorum uint8) *big.Int {
	t.Helper()
	id := f.createASA(t, budget, terms, evaluators, quorum)
	f.fund(t, id)
	f.submit(t, id, "deliverable of job "+id.String())
	return id
}

func (f *fixture) job(t testing.TB, jobID *big.Int) bindings.IAsaEscrowTypesJobView {
	t.Helper()
	return chaintest.Call(t, f.Env, f.Escrow, f.EscrowABI.PackGetJob(jobID), f.EscrowABI.UnpackGetJob)
}

func (f *fixture) status(t testing.TB, jobID *big.Int) uint8 {
	t.Helper()
	return f.job(t, jobID).Status
}

func (f *fixture) wantStatus(t testing.TB, jobID *big.Int, want uint8) {
	t.Helper()
	if got := f.status(t, jobID); got != want {
		t.Fatalf("job %s status = %d, want %d", jobID, got, want)
	}
}

// result builds the result the job currently accepts.
func (f *fixture) result(t testing.TB, jobID *big.Int, score uint16) bindings.IAsaEscrowTypesResult {
	t.Helper()
	job := f.job(t, jobID)
	return bindings.IAsaEscrowTypesResult{
		JobId: jobID, Deliverable: job.Deliverable, SubmittedAt: job.SubmittedAt.Uint64(), Score: score, Passed: true,
		EvidenceHash: crypto.Keccak256Hash([]byte("evidence")), Nonce: big.NewInt(1),
		Deadline: f.Now(t) + 3600,
	}
}

// sign signs r as `by` over the digest the escrow computes.
func (f *fixture) sign(t testing.TB, by *chaintest.Account, r bindings.IAsaEscrowTypesResult) []byte {
	t.Helper()
	digest := chaintest.Call(t, f.Env, f.Escrow, f.EscrowABI.PackResultDigest(r), f.EscrowABI.UnpackResultDigest)
	return signDigest(t, by, digest)
}

func signDigest(t testing.TB, by *chaintest.Account, digest [32]byte) []byte {
	t.Helper()
	sig, err := crypto.Sign(digest[:], by.Key)
	if err != nil {
		t.Fatal(err)
	}
	sig[64] += 27
	return sig
}

func (f *fixture) postResult(t testing.TB, by *chaintest.Account, r bindings.IAsaEscrowTypesResult) *types.Receipt {
	t.Helper()
	return f.Transact(t, f.stranger, f.Escrow, f.EscrowABI.PackSubmitResult(r, by.Address, f.sign(t, by, r)))
}

// score posts a fresh result with `score` signed by `by`.
func (f *fixture) score(t testing.TB, id *big.Int, by *chaintest.Account, score uint16) *types.Receipt {
	t.Helper()
	return f.postResult(t, by, f.result(t, id, score))
}

func (f *fixture) finalize(t testing.TB, id *big.Int) *types.Receipt {
	t.Helper()
	return f.Transact(t, f.stranger, f.Escrow, f.EscrowABI.PackFinalize(id))
}

// advance moves chain time forward. Under heavy load the simulated pool can still hold a just-sent
// transaction when the block was sealed; then it is mined first and the time adjusted after.
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

// wallet snapshots client, provider, evaluators, backup and escrow balances, to diff after an action.
type wallet struct {
	f      *fixture
	addrs  []common.Address
	before []*big.Int
}

func (f *fixture) snapshot(t testing.TB) *wallet {
	addrs := []common.Address{f.client.Address, f.provider.Address, f.evaluator.Address, f.eval2.Address,
		f.eval3.Address, f.backup.Address, f.Escrow}
	return &wallet{f: f, addrs: addrs, before: f.balances(t, addrs...)}
}

// deltas are balance changes since the snapshot: client, provider, evaluator, eval2, eval3, backup, escrow.
func (w *wallet) deltas(t testing.TB) []int64 {
	t.Helper()
	after := w.f.balances(t, w.addrs...)
	out := make([]int64, len(after))
	for i := range after {
		out[i] = diff(after[i], w.before[i])
	}
	return out
}

// expect checks client, provider and evaluator-fee deltas (evaluators and backup summed) and the escrow delta.
func (w *wallet) expect(t testing.TB, client, provider, fees, escrowDelta int64) {
	t.Helper()
	d := w.deltas(t)
	gotFees := d[2] + d[3] + d[4] + d[5]
	if d[0] != client || d[1] != provider || gotFees != fees || d[6] != escrowDelta {
		t.Fatalf("balance deltas client=%d provider=%d fees=%d escrow=%d, want %d %d %d %d",
			d[0], d[1], gotFees, d[6], client, provider, fees, escrowDelta)
	}
}

func diff(after, before *big.Int) int64 { return new(big.Int).Sub(after, before).Int64() }

func callT[T any](t testing.TB, f *fixture, data []byte, unpack func([]byte) (T, error)) T {
	t.Helper()
	return chaintest.Call(t, f.Env, f.Escrow, data, unpack)
}

// liabilities is what the escrow owes, rebuilt from its events alone (see owedLedger).
func (f *fixture) liabilities(t testing.TB) *big.Int {
	t.Helper()
	return liabilitiesOf(t, f, f.Escrow)
}

func liabilitiesOf(t testing.TB, f *fixture, esc common.Address) *big.Int {
	t.Helper()
	l := newOwedLedger(esc)
	return l.update(t, f)
}

// owedLedger folds an escrow's events into what it owes: every JobFunded budget, JobAccepted collateral
// and Credited amount comes in, every settlement (JobSettled provider + client + fee + collateral kept +
// collateral slashed, from CollateralSettled) and CreditPaid amount goes out. It reads
// only the blocks after the last update, so a long fuzz run can check it cheaply after every sequence.
type owedLedger struct {
	esc  common.Address
	next uint64
	owed *big.Int
}

func newOwedLedger(esc common.Address) *owedLedger {
	return &owedLedger{esc: esc, owed: new(big.Int)}
}

func (l *owedLedger) update(t testing.TB, f *fixture) *big.Int {
	t.Helper()
	ctx := context.Background()
	head, err := f.Client.BlockNumber(ctx)
	if err != nil {
		t.Fatalf("block number: %v", err)
	}
	if head < l.next {
		return l.owed
	}
	logs, err := f.Client.FilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{l.esc},
		FromBlock: new(big.Int).SetUint64(l.next), ToBlock: new(big.Int).SetUint64(head)})
	if err != nil {
		t.Fatalf("escrow logs: %v", err)
	}
	for _, lg := range logs {
		if ev, err := f.EscrowABI.UnpackJobFundedEvent(&lg); err == nil {
			l.owed.Add(l.owed, ev.Amount)
		} else if ev, err := f.EscrowABI.UnpackJobAcceptedEvent(&lg); err == nil {
			l.owed.Add(l.owed, ev.Collateral)
		} else if ev, err := f.EscrowABI.UnpackJobSettledEvent(&lg); err == nil {
			for _, v := range []*big.Int{ev.ProviderAmount, ev.ClientAmount, ev.Fee} {
				l.owed.Sub(l.owed, v)
			}
		} else if ev, err := f.EscrowABI.UnpackCollateralSettledEvent(&lg); err == nil {
			l.owed.Sub(l.owed, new(big.Int).Add(ev.Kept, ev.Slashed))
		} else if ev, err := f.EscrowABI.UnpackCreditedEvent(&lg); err == nil {
			l.owed.Add(l.owed, ev.Amount)
		} else if ev, err := f.EscrowABI.UnpackCreditPaidEvent(&lg); err == nil {
			l.owed.Sub(l.owed, ev.Amount)
		}
	}
	l.next = head + 1
	return l.owed
}

func (f *fixture) credits(t testing.TB, a common.Address) int64 {
	t.Helper()
	return callT(t, f, f.EscrowABI.PackCredits(a), f.EscrowABI.UnpackCredits).Int64()
}

// solvent checks token.balanceOf(escrow) == liabilities().
func (f *fixture) solvent(t testing.TB) {
	t.Helper()
	bal, liab := f.TokenBalance(t, f.Escrow), f.liabilities(t)
	if bal.Cmp(liab) != 0 {
		t.Fatalf("escrow balance %s != liabilities %s", bal, liab)
	}
}

func (f *fixture) isDue(t testing.TB, id *big.Int) bool {
	t.Helper()
	return callT(t, f, f.EscrowABI.PackIsDue(id), f.EscrowABI.UnpackIsDue)
}

// eventNames decodes the escrow's events of a receipt in order.
func (f *fixture) eventNames(r *types.Receipt) []string {
	var out []string
	for _, l := range r.Logs {
		if l.Address != f.Escrow || len(l.Topics) == 0 {
			continue
		}
		if ev, err := f.abi.EventByID(l.Topics[0]); err == nil {
			out = append(out, ev.Name)
		}
	}
	return out
}

// settlement returns the JobSettled event of a receipt (fails when there is none).
func (f *fixture) settlement(t testing.TB, r *types.Receipt) *bindings.AsaEscrowJobSettled {
	t.Helper()
	for _, l := range r.Logs {
		if ev, err := f.EscrowABI.UnpackJobSettledEvent(l); err == nil && l.Address == f.Escrow {
			return ev
		}
	}
	t.Fatalf("no JobSettled in %v", f.eventNames(r))
	return nil
}

// hasEvents fails unless the receipt's escrow events contain `want` as a subsequence.
func (f *fixture) hasEvents(t testing.TB, r *types.Receipt, want ...string) {
	t.Helper()
	got := f.eventNames(r)
	i := 0
	for _, g := range got {
		if i < len(want) && g == want[i] {
			i++
		}
	}
	if i != len(want) {
		t.Fatalf("events %v, want subsequence %v", got, want)
	}
}

// deploy deploys a contract from generated metadata and waits for it.
func (f *fixture) deploy(t testing.TB, md *bind.MetaData, input []byte) common.Address {
	t.Helper()
	addr, tx, err := bind.DeployContract(f.Opts(f.Deployer), common.FromHex(md.Bin), f.Client, input)
	if err != nil {
		t.Fatalf("deploy: %v", err)
	}
	if _, err := escrow.WaitSuccess(context.Background(), f.Client, tx); err != nil {
		t.Fatalf("deploy: %v", err)
	}
	return addr
}

// deployEscrow deploys another escrow for token.
func (f *fixture) deployEscrow(t testing.TB, token common.Address) common.Address {
	t.Helper()
	addr, _, err := escrow.DeployEscrow(context.Background(), f.Client, f.Opts(f.Deployer), token)
	if err != nil {
		t.Fatal(err)
	}
	return addr
}

// domainSeparator is the EIP-712 domain separator for (name, version, chainID, contract).
func domainSeparator(name, version string, chainID *big.Int, contract common.Address) common.Hash {
	typeHash := crypto.Keccak256([]byte("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"))
	return crypto.Keccak256Hash(typeHash, crypto.Keccak256([]byte(name)), crypto.Keccak256([]byte(version)),
		common.LeftPadBytes(chainID.Bytes(), 32), common.LeftPadBytes(contract.Bytes(), 32))
}

var resultTypeHash = crypto.Keccak256([]byte("Result(uint256 jobId,bytes32 deliverable,uint64 submittedAt,uint16 score,bool passed,bytes32 evidenceHash,uint256 nonce,uint64 deadline)"))

func word(v *big.Int) []byte { return common.LeftPadBytes(v.Bytes(), 32) }
func u64(v uint64) []byte    { return word(new(big.Int).SetUint64(v)) }

// resultDigestFor computes the EIP-712 digest of r in Go for any chain id and escrow address.
func resultDigestFor(chainID *big.Int, escrowAddr common.Address, r bindings.IAsaEscrowTypesResult) [32]byte {
	passed := uint64(0)
	if r.Passed {
		passed = 1
	}
	structHash := crypto.Keccak256(resultTypeHash, word(r.JobId), r.Deliverable[:], u64(r.SubmittedAt), u64(uint64(r.Score)),
		u64(passed), r.EvidenceHash[:], word(r.Nonce), u64(r.Deadline))
	return crypto.Keccak256Hash([]byte{0x19, 0x01}, domainSeparator("ASA Escrow", "1", chainID, escrowAddr).Bytes(), structHash)
}

func sha256Of(s string) [32]byte { return sha256.Sum256([]byte(s)) }
