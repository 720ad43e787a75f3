package contracts_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
)

// indexedJob is what an indexer knows about a job from the escrow's events alone.
type indexedJob struct {
	client, provider common.Address
	status           uint8
	budget           int64
	funded           bool
	settled          int
	deliverable      [32]byte
	score            uint16
	backupActive     bool
	needsAcceptance  bool
	accepted         bool
	collateral       int64
}

// An indexer that sees only the escrow's logs can rebuild every job's state, the credits and the
// liabilities: each state change emits an event.
func TestEventsRebuildState(t *testing.T) {
	f := newFixture(t)
	// Plain jobs: completed, rejected, refunded, provider set later.
	p1 := f.createPlain(t, f.provider.Address, f.evaluator.Address)
	f.fundPlain(t, p1, 1_000)
	f.Transact(t, f.provider, f.Escrow, f.EscrowABI.PackSubmit(p1, [32]byte{1}, nil))
	f.Transact(t, f.evaluator, f.Escrow, f.EscrowABI.PackComplete(p1, [32]byte{}, nil))
	p2 := f.createPlain(t, zeroAddr, f.evaluator.Address)
	f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackSetProvider(p2, f.provider.Address, nil))
	f.fundPlain(t, p2, 2_000)
	f.Transact(t, f.evaluator, f.Escrow, f.EscrowABI.PackReject(p2, [32]byte{}, nil))
	p3 := f.createPlain(t, f.provider.Address, f.evaluator.Address)
	f.fundPlain(t, p3, 3_000)
	// ASA jobs across the state machine.
	terms := f.withBackup(f.withResolver(graduatedTerms(), 5000, actionSplit), actionReturn)
	terms.EvaluatorFeeBps = 250
	a1 := f.submitted(t, 10_000, terms, f.evals(3), 2)
	f.score(t, a1, f.evaluator, 9000)
	f.score(t, a1, f.eval3, 8000)
	a2 := f.submitted(t, 20_000, terms, f.evals(1), 1)
	f.score(t, a2, f.evaluator, 7000)
	f.Transact(t, f.provider, f.Escrow, f.EscrowABI.PackChallenge(a2, [32]byte{3}))
	f.Transact(t, f.resolver, f.Escrow, f.EscrowABI.PackResolveDispute(a2, 6000, [32]byte{4}))
	a3 := f.submitted(t, 30_000, terms, f.evals(1), 1)
	f.score(t, a3, f.evaluator, 100) // below threshold: auto-dispute at window end
	a4 := f.submitted(t, 40_000, terms, f.evals(1), 1)
	a5 := f.createASA(t, 50_000, terms, f.evals(1), 1) // never funded
	a6 := f.createASA(t, 60_000, terms, f.evals(1), 1)
	f.fund(t, a6) // stays funded
	f.advance(t, 3600)
	f.Transact(t, f.stranger, f.Escrow, f.EscrowABI.PackFinalizeBatch([]*big.Int{a4, a5}))
	f.score(t, a4, f.backup, 9500)
	f.Transact(t, f.Deployer, f.Token, f.TokenABI.PackBlacklist(f.provider.Address))
	f.advance(t, 7200)
	f.Transact(t, f.stranger, f.Escrow, f.EscrowABI.PackFinalizeBatch([]*big.Int{a1, a3, a4}))
	f.advance(t, 86400)
	f.Transact(t, f.stranger, f.Escrow, f.EscrowABI.PackClaimRefund(p3))
	a7 := f.submitted(t, 70_000, terms, f.evals(1), 1)
	f.score(t, a7, f.evaluator, 9999) // Verified, window open; the provider is still blacklisted
	a8 := f.submitted(t, 80_000, terms, f.evals(1), 1)
	f.score(t, a8, f.evaluator, 8000)
	f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackChallenge(a8, [32]byte{}))
	f.advance(t, 5000)
	f.finalize(t, a8) // dispute default: split; provider's half is credited
	f.finalize(t, a3) // auto-dispute default

	logs, err := f.Client.FilterLogs(context.Background(), ethereum.FilterQuery{FromBlock: big.NewInt(0), Addresses: []common.Address{f.Escrow}})
	if err != nil {
		t.Fatal(err)
	}
	jobs := map[string]*indexedJob{}
	credits := map[common.Address]int64{}
	termsOfAgreement := map[uint64]uint64{}
	acceptanceTerms := map[uint64]bool{}
	get := func(id *big.Int) *indexedJob {
		j := jobs[id.String()]
		if j == nil {
			t.Fatalf("event for job %s before JobCreated", id)
		}
		return j
	}
	e := f.EscrowABI
	for i := range logs {
		l := &logs[i]
		if ev, err := e.UnpackJobCreatedEvent(l); err == nil {
			jobs[ev.JobId.String()] = &indexedJob{client: ev.Client, provider: ev.Provider, status: stOpen}
		} else if ev, err := e.UnpackProviderSetEvent(l); err == nil {
			get(ev.JobId).provider = ev.Provider
		} else if ev, err := e.UnpackBudgetSetEvent(l); err == nil {
			get(ev.JobId).budget = ev.Amount.Int64()
		} else if ev, err := e.UnpackTermsRegisteredEvent(l); err == nil {
			acceptanceTerms[ev.TermsId] = ev.Terms.AcceptanceRequired
		} else if ev, err := e.UnpackAgreementRegisteredEvent(l); err == nil {
			termsOfAgreement[ev.AgreementId] = ev.TermsId
		} else if ev, err := e.UnpackAsaJobCreatedEvent(l); err == nil {
			j := get(ev.JobId)
			j.budget, j.needsAcceptance = ev.Budget.Int64(), acceptanceTerms[termsOfAgreement[ev.AgreementId]]
		} else if ev, err := e.UnpackJobFundedEvent(l); err == nil {
			j := get(ev.JobId)
			j.funded = true
			if !j.needsAcceptance || j.accepted {
				j.status = stFunded
			}
			if ev.Amount.Int64() != j.budget {
				t.Fatalf("JobFunded amount %s, indexed budget %d", ev.Amount, j.budget)
			}
		} else if ev, err := e.UnpackJobAcceptedEvent(l); err == nil {
			j := get(ev.JobId)
			j.accepted, j.collateral = true, ev.Collateral.Int64()
			if j.funded {
				j.status = stFunded
			}
		} else if ev, err := e.UnpackJobSubmittedEvent(l); err == nil {
			j := get(ev.JobId)
			j.status, j.deliverable = stSubmitted, ev.Deliverable
		} else if ev, err := e.UnpackBackupEvaluatorActivatedEvent(l); err == nil {
			get(ev.JobId).backupActive = true
		} else if ev, err := e.UnpackJobVerifiedEvent(l); err == nil {
			j := get(ev.JobId)
			j.status, j.score = stVerified, ev.PolicyScore
		} else if ev, err := e.UnpackDisputeFiledEvent(l); err == nil {
			get(ev.JobId).status = stDisputed
		} else if ev, err := e.UnpackJobCompletedEvent(l); err == nil {
			get(ev.JobId).status = stCompleted
		} else if ev, err := e.UnpackJobRejectedEvent(l); err == nil {
			get(ev.JobId).status = stRejected
		} else if ev, err := e.UnpackJobExpiredEvent(l); err == nil {
			get(ev.JobId).status = stExpired
		} else if ev, err := e.UnpackJobSettledEvent(l); err == nil {
			j := get(ev.JobId)
			j.settled++
			if sum := ev.ProviderAmount.Int64() + ev.ClientAmount.Int64() + ev.Fee.Int64(); j.funded && sum != j.budget {
				t.Fatalf("job %s settled %d of budget %d", ev.JobId, sum, j.budget)
			}
			j.funded = false
		} else if ev, err := e.UnpackCollateralSettledEvent(l); err == nil {
			j := get(ev.JobId)
			if c := ev.Kept.Int64() + ev.Slashed.Int64(); c != j.collateral {
				t.Fatalf("job %s settled collateral %d of %d", ev.JobId, c, j.collateral)
			}
			j.collateral = 0
		} else if ev, err := e.UnpackCreditedEvent(l); err == nil {
			credits[ev.Account] += ev.Amount.Int64()
		} else if ev, err := e.UnpackCreditPaidEvent(l); err == nil {
			credits[ev.Account] -= ev.Amount.Int64()
		}
	}
	n := callT(t, f, e.PackJobCount(), e.UnpackJobCount).Int64()
	if int64(len(jobs)) != n {
		t.Fatalf("indexed %d jobs, jobCount %d", len(jobs), n)
	}
	var owed int64
	seen := map[uint8]bool{}
	for id := int64(1); id <= n; id++ {
		bid := big.NewInt(id)
		ix, v := jobs[bid.String()], f.job(t, bid)
		if ix.status != v.Status || ix.budget != v.Budget.Int64() || ix.provider != v.Provider || ix.client != v.Client ||
			ix.deliverable != v.Deliverable || ix.score != v.Score || ix.backupActive != v.BackupActive || ix.settled > 1 ||
			ix.funded != v.BudgetFunded && !isTerminal(v.Status) || ix.accepted != v.Accepted {
			t.Errorf("job %d: indexed %+v, chain %+v", id, *ix, v)
		}
		seen[v.Status] = true
		if ix.funded {
			owed += ix.budget
		}
		owed += ix.collateral
	}
	for a, c := range credits {
		if got := f.credits(t, a); got != c {
			t.Errorf("credit of %s: indexed %d, chain %d", a, c, got)
		}
		owed += c
	}
	if liab := f.liabilities(t).Int64(); liab != owed {
		t.Fatalf("liabilities %d, rebuilt from events %d", liab, owed)
	}
	f.solvent(t)
	for _, st := range []uint8{stCompleted, stRejected, stExpired, stFunded, stVerified} {
		if !seen[st] {
			t.Errorf("scenario never reached status %d", st)
		}
	}
}

func isTerminal(status uint8) bool {
	return status == stCompleted || status == stRejected || status == stExpired
}
