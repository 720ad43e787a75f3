package contracts_test

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

var zeroAddr common.Address

func TestPlainCreateJob(t *testing.T) {
	f := newFixture(t)
	exp := f.expiry(t, 86400)
	r := f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackCreateJob(f.provider.Address, f.evaluator.Address, exp, "brief", zeroAddr))
	f.hasEvents(t, r, "JobCreated", "JobDescription")
	id := jobIDOf(t, f, r)
	j := f.job(t, id)
	if j.Client != f.client.Address || j.Provider != f.provider.Address || j.Evaluator != f.evaluator.Address ||
		j.Status != stOpen || j.ExpiredAt.Cmp(exp) != 0 || j.TermsId != 0 || j.Quorum != 1 {
		t.Fatalf("job view %+v", j)
	}
	evs := callT(t, f, f.EscrowABI.PackEvaluatorsOf(id), f.EscrowABI.UnpackEvaluatorsOf)
	if len(evs) != 1 || evs[0] != f.evaluator.Address {
		t.Fatalf("evaluatorsOf = %v", evs)
	}
	if n := callT(t, f, f.EscrowABI.PackJobCount(), f.EscrowABI.UnpackJobCount); n.Cmp(id) != 0 {
		t.Fatalf("jobCount %s, want %s", n, id)
	}

	cases := []struct {
		name                string
		provider, evaluator common.Address
		expiry              *big.Int
		hook                common.Address
		want                string
	}{
		{"hook", f.provider.Address, f.evaluator.Address, exp, f.stranger.Address, "HooksNotSupported"},
		{"zero evaluator", f.provider.Address, zeroAddr, exp, zeroAddr, "ZeroAddress"},
		{"evaluator is provider", f.provider.Address, f.provider.Address, exp, zeroAddr, "EvaluatorNotIndependent"},
		{"expiry now", f.provider.Address, f.evaluator.Address, big.NewInt(0), zeroAddr, "ExpiryOutOfRange"},
		{"expiry too far", f.provider.Address, f.evaluator.Address, f.expiry(t, 731*86400), zeroAddr, "ExpiryOutOfRange"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackCreateJob(c.provider, c.evaluator, c.expiry, "x", c.hook), c.want)
		})
	}
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackGetJob(big.NewInt(999)), "UnknownJob")
}

func TestPlainSetProviderAndBudget(t *testing.T) {
	f := newFixture(t)
	id := f.createPlain(t, zeroAddr, f.evaluator.Address)
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackFund(id, big.NewInt(0), nil), "ProviderNotSet")
	f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackSetProvider(id, f.provider.Address, nil), "Unauthorized")
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackSetProvider(id, zeroAddr, nil), "ZeroAddress")
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackSetProvider(id, f.evaluator.Address, nil), "EvaluatorNotIndependent")
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackSetProvider(big.NewInt(77), f.provider.Address, nil), "UnknownJob")
	r := f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackSetProvider(id, f.provider.Address, nil))
	f.hasEvents(t, r, "ProviderSet")
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackSetProvider(id, f.stranger.Address, nil), "ProviderAlreadySet")

	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackFund(id, big.NewInt(0), nil), "BudgetOutOfRange")
	f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackSetBudget(id, big.NewInt(5), nil), "Unauthorized")
	tooBig := new(big.Int).Lsh(big.NewInt(1), 96)
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackSetBudget(id, tooBig, nil), "BudgetOutOfRange")
	f.hasEvents(t, f.Transact(t, f.provider, f.Escrow, f.EscrowABI.PackSetBudget(id, big.NewInt(7), nil)), "BudgetSet")
	f.hasEvents(t, f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackSetBudget(id, big.NewInt(1_000), nil)), "BudgetSet")
	if b := f.job(t, id).Budget.Int64(); b != 1_000 {
		t.Fatalf("budget %d", b)
	}
	f.approve(t, f.client, big.NewInt(1_000))
	f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackFund(id, big.NewInt(1_000), nil), "Unauthorized")
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackFund(id, big.NewInt(999), nil), "BudgetMismatch")
	w := f.snapshot(t)
	r = f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackFund(id, big.NewInt(1_000), nil))
	f.hasEvents(t, r, "JobFunded")
	w.expect(t, -1_000, 0, 0, 1_000)
	f.wantStatus(t, id, stFunded)
	f.solvent(t)
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackSetBudget(id, big.NewInt(5), nil), "InvalidStatus")
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackSetProvider(id, f.provider.Address, nil), "InvalidStatus")
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackFund(id, big.NewInt(1_000), nil), "InvalidStatus")
}

func TestPlainSubmitComplete(t *testing.T) {
	f := newFixture(t)
	id := f.createPlain(t, f.provider.Address, f.evaluator.Address)
	f.ExpectRevert(t, f.provider, f.Escrow, f.EscrowABI.PackSubmit(id, [32]byte{1}, nil), "InvalidStatus")
	f.fundPlain(t, id, 2_000_000)
	f.ExpectRevert(t, f.evaluator, f.Escrow, f.EscrowABI.PackComplete(id, [32]byte{}, nil), "InvalidStatus")
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackSubmit(id, [32]byte{1}, nil), "Unauthorized")
	r := f.Transact(t, f.provider, f.Escrow, f.EscrowABI.PackSubmit(id, [32]byte{1}, nil))
	f.hasEvents(t, r, "JobSubmitted")
	if j := f.job(t, id); j.Deliverable != [32]byte{1} || j.Status != stSubmitted {
		t.Fatalf("after submit %+v", j)
	}
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackComplete(id, [32]byte{}, nil), "Unauthorized")
	f.ExpectRevert(t, f.provider, f.Escrow, f.EscrowABI.PackComplete(id, [32]byte{}, nil), "Unauthorized")
	w := f.snapshot(t)
	r = f.Transact(t, f.evaluator, f.Escrow, f.EscrowABI.PackComplete(id, [32]byte{9}, nil))
	f.hasEvents(t, r, "JobCompleted", "JobSettled", "PaymentReleased")
	w.expect(t, 0, 2_000_000, 0, -2_000_000)
	f.wantStatus(t, id, stCompleted)
	f.solvent(t)
	f.ExpectRevert(t, f.evaluator, f.Escrow, f.EscrowABI.PackComplete(id, [32]byte{}, nil), "InvalidStatus")
	f.ExpectRevert(t, f.evaluator, f.Escrow, f.EscrowABI.PackReject(id, [32]byte{}, nil), "InvalidStatus")
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackClaimRefund(id), "InvalidStatus")
	f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackFinalize(id), "NothingDue")
}

// ERC-8183 allows the client to be its own evaluator for plain jobs.
func TestPlainEvaluatorMayBeClient(t *testing.T) {
	f := newFixture(t)
	id := f.createPlain(t, f.provider.Address, f.client.Address)
	f.fundPlain(t, id, 1_000)
	f.Transact(t, f.provider, f.Escrow, f.EscrowABI.PackSubmit(id, [32]byte{1}, nil))
	w := f.snapshot(t)
	f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackComplete(id, [32]byte{}, nil))
	w.expect(t, 0, 1_000, 0, -1_000)
}

func TestPlainReject(t *testing.T) {
	f := newFixture(t)
	t.Run("open by client", func(t *testing.T) {
		id := f.createPlain(t, f.provider.Address, f.evaluator.Address)
		f.ExpectRevert(t, f.evaluator, f.Escrow, f.EscrowABI.PackReject(id, [32]byte{}, nil), "Unauthorized")
		w := f.snapshot(t)
		f.hasEvents(t, f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackReject(id, [32]byte{}, nil)), "JobRejected")
		w.expect(t, 0, 0, 0, 0)
		f.wantStatus(t, id, stRejected)
	})
	for _, submitted := range []bool{false, true} {
		name := "funded by evaluator"
		if submitted {
			name = "submitted by evaluator"
		}
		t.Run(name, func(t *testing.T) {
			id := f.createPlain(t, f.provider.Address, f.evaluator.Address)
			f.fundPlain(t, id, 3_000)
			if submitted {
				f.Transact(t, f.provider, f.Escrow, f.EscrowABI.PackSubmit(id, [32]byte{1}, nil))
			}
			f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackReject(id, [32]byte{}, nil), "Unauthorized")
			w := f.snapshot(t)
			r := f.Transact(t, f.evaluator, f.Escrow, f.EscrowABI.PackReject(id, [32]byte{2}, nil))
			f.hasEvents(t, r, "JobRejected", "JobSettled", "Refunded")
			w.expect(t, 3_000, 0, 0, -3_000)
			f.wantStatus(t, id, stRejected)
			f.solvent(t)
		})
	}
}

func TestPlainClaimRefund(t *testing.T) {
	f := newFixture(t)
	open := f.createPlain(t, f.provider.Address, f.evaluator.Address)
	funded := f.createPlain(t, f.provider.Address, f.evaluator.Address)
	f.fundPlain(t, funded, 4_000)
	sub := f.createPlain(t, f.provider.Address, f.evaluator.Address)
	f.fundPlain(t, sub, 5_000)
	f.Transact(t, f.provider, f.Escrow, f.EscrowABI.PackSubmit(sub, [32]byte{1}, nil))
	byFinalize := f.createPlain(t, f.provider.Address, f.evaluator.Address)
	f.fundPlain(t, byFinalize, 6_000)

	f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackClaimRefund(funded), "DeadlineNotReached")
	f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackClaimRefund(open), "InvalidStatus")
	if f.isDue(t, funded) {
		t.Fatal("funded plain job due before expiry")
	}
	f.advance(t, 86400)
	if !f.isDue(t, funded) || f.isDue(t, open) {
		t.Fatal("isDue after expiry: want funded due, open not")
	}
	f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackClaimRefund(open), "InvalidStatus")
	w := f.snapshot(t)
	f.hasEvents(t, f.Transact(t, f.stranger, f.Escrow, f.EscrowABI.PackClaimRefund(funded)), "JobExpired", "JobSettled", "Refunded")
	f.hasEvents(t, f.Transact(t, f.stranger, f.Escrow, f.EscrowABI.PackClaimRefund(sub)), "JobExpired", "Refunded")
	f.hasEvents(t, f.finalize(t, byFinalize), "JobExpired", "Refunded")
	w.expect(t, 15_000, 0, 0, -15_000)
	for _, id := range []*big.Int{funded, sub, byFinalize} {
		f.wantStatus(t, id, stExpired)
	}
	f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackClaimRefund(funded), "InvalidStatus")
	f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackFinalize(funded), "NothingDue")
	f.solvent(t)
}

// Plain ERC-8183 jobs never take signed results, and ASA jobs never take complete/reject after funding.
func TestPlainAndASASurfacesAreSeparate(t *testing.T) {
	f := newFixture(t)
	plain := f.createPlain(t, f.provider.Address, f.evaluator.Address)
	f.fundPlain(t, plain, 1_000)
	f.Transact(t, f.provider, f.Escrow, f.EscrowABI.PackSubmit(plain, [32]byte{1}, nil))
	r := f.result(t, plain, 9000)
	f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackSubmitResult(r, f.evaluator.Address, f.sign(t, f.evaluator, r)), "AsaJobUsesSignedResults")

	asa := f.submitted(t, 1_000, graduatedTerms(), f.evals(1), 1)
	f.ExpectRevert(t, f.evaluator, f.Escrow, f.EscrowABI.PackComplete(asa, [32]byte{}, nil), "AsaJobUsesSignedResults")
	f.ExpectRevert(t, f.evaluator, f.Escrow, f.EscrowABI.PackReject(asa, [32]byte{}, nil), "AsaJobUsesSignedResults")
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackClaimRefund(asa), "InvalidStatus")
}
