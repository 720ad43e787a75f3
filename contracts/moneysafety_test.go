package contracts_test

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/internal/chaintest"
	"github.com/asa-escrow/asa/settlement"
)

// The attacks and accidents of the money-safety review. Each test reproduces a way the earlier escrow could
// strand, re-price or mis-route a payment, and checks that it can no longer happen.

// returnDeposit sends whatever sits at job id's deposit to its owner and checks who got how much.
func (f *fixture) expectDepositReturned(t *testing.T, id *big.Int, owner common.Address, amount int64) {
	t.Helper()
	before := f.TokenBalance(t, owner)
	r := f.Transact(t, f.stranger, f.Escrow, f.EscrowABI.PackReturnDeposit(id))
	f.hasEvents(t, r, "DepositReturned")
	if got := diff(f.TokenBalance(t, owner), before); got != amount {
		t.Fatalf("returnDeposit paid %s %d, want %d", owner, got, amount)
	}
	if b := f.TokenBalance(t, escrow.DepositAddress(f.Escrow, id)); b.Sign() != 0 {
		t.Fatalf("deposit still holds %s", b)
	}
	f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackReturnDeposit(id), "NothingToReturn")
	f.solvent(t)
}

// payDeposit executes a client's EIP-3009 authorization for job id straight on the token, as anyone can.
func (f *fixture) payDeposit(t *testing.T, id *big.Int, value int64, label string) (authorization, []byte) {
	t.Helper()
	a := f.newAuth(t, id, f.client.Address, value, label)
	sig := signDigest(t, f.client, f.authDigest(a))
	f.Transact(t, f.stranger, f.Token, f.TokenABI.PackTransferWithAuthorization(a.from, a.to, a.value, a.validAfter, a.before, a.nonce, sig))
	return a, sig
}

// Finding 1: money at a job's deposit always belongs to its client. While the job is Open it funds the job;
// once it can no longer fund it, anyone may send it back to the client.
func TestAttackStrandedDeposit(t *testing.T) {
	t.Run("a: authorization executed after the client funded with fund()", func(t *testing.T) {
		f := newFixture(t)
		id := f.createASA(t, 10_000, graduatedTerms(), f.evals(1), 1)
		f.fund(t, id)
		a, sig := f.payDeposit(t, id, 10_000, "late auth")
		f.ExpectRevert(t, f.stranger, f.Escrow, f.packFundWithAuth(t, id, a, sig), "InvalidStatus")
		f.expectDepositReturned(t, id, f.client.Address, 10_000)
		f.wantStatus(t, id, stFunded)
	})
	t.Run("b: the relay came after the fund deadline", func(t *testing.T) {
		f := newFixture(t)
		id := f.createASA(t, 10_000, graduatedTerms(), f.evals(1), 1)
		a, sig := f.payDeposit(t, id, 10_000, "slow relay")
		f.advance(t, 3600)
		f.ExpectRevert(t, f.stranger, f.Escrow, f.packFundWithAuth(t, id, a, sig), "DeadlinePassed")
		// Past its fund deadline the job can no longer be funded: the deposit goes back even before the
		// job is expired.
		f.expectDepositReturned(t, id, f.client.Address, 10_000)
		f.finalize(t, id)
		f.wantStatus(t, id, stExpired)
	})
	t.Run("c: the client rejected the Open job after its payment arrived", func(t *testing.T) {
		f := newFixture(t)
		id := f.createASA(t, 10_000, graduatedTerms(), f.evals(1), 1)
		f.payDeposit(t, id, 10_000, "then reject")
		f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackReject(id, [32]byte{}, nil))
		f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackFundFromDeposit(id, big.NewInt(10_000), f.termsHash(t, id)), "InvalidStatus")
		f.expectDepositReturned(t, id, f.client.Address, 10_000)
	})
	t.Run("d: a short payment, then the deadline", func(t *testing.T) {
		f := newFixture(t)
		id := f.createASA(t, 10_000, graduatedTerms(), f.evals(1), 1)
		f.Transact(t, f.client, f.Token, f.TokenABI.PackTransfer(escrow.DepositAddress(f.Escrow, id), big.NewInt(9_999)))
		// Still fundable (the rest may arrive): nothing to return yet.
		f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackReturnDeposit(id), "NothingToReturn")
		f.advance(t, 3600)
		f.expectDepositReturned(t, id, f.client.Address, 9_999)
	})
	t.Run("e: a payment to a job created already funded", func(t *testing.T) {
		f := newFixture(t)
		id := f.createAndFundASA(t, 10_000, graduatedTerms(), f.evals(1), 1)
		f.payDeposit(t, id, 10_000, "to a funded job")
		f.expectDepositReturned(t, id, f.client.Address, 10_000)
	})
	t.Run("a blacklisted client's deposit is credited to it and pushed once it is cleared", func(t *testing.T) {
		f := newFixture(t)
		id := f.createAndFundASA(t, 10_000, graduatedTerms(), f.evals(1), 1)
		f.payDeposit(t, id, 10_000, "blacklisted")
		f.Transact(t, f.Deployer, f.Token, f.TokenABI.PackBlacklist(f.client.Address))
		r := f.Transact(t, f.stranger, f.Escrow, f.EscrowABI.PackReturnDeposit(id))
		f.hasEvents(t, r, "DepositReturned", "Credited")
		if c := f.credits(t, f.client.Address); c != 10_000 {
			t.Fatalf("client credit %d", c)
		}
		f.solvent(t)
		f.Transact(t, f.Deployer, f.Token, f.TokenABI.PackUnBlacklist(f.client.Address))
		f.Transact(t, f.stranger, f.Escrow, f.EscrowABI.PackPushCredit(f.client.Address))
		f.solvent(t)
	})
	t.Run("a plain ERC-8183 job's deposit funds it while Open and returns after a reject", func(t *testing.T) {
		f := newFixture(t)
		id := f.createPlain(t, f.provider.Address, f.evaluator.Address)
		f.Transact(t, f.client, f.Token, f.TokenABI.PackTransfer(escrow.DepositAddress(f.Escrow, id), big.NewInt(500)))
		f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackReturnDeposit(id), "NothingToReturn")
		f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackReject(id, [32]byte{}, nil))
		f.expectDepositReturned(t, id, f.client.Address, 500)
	})
}

// Finding 3: the budget of an ASA job is part of its agreement and cannot change after creation; plain
// ERC-8183 jobs keep the standard's setBudget.
func TestAttackProviderRepricesAsaJob(t *testing.T) {
	f := newFixture(t)
	id := f.createASA(t, 10_000, graduatedTerms(), f.evals(1), 1)
	f.ExpectRevert(t, f.provider, f.Escrow, f.EscrowABI.PackSetBudget(id, big.NewInt(100_000), nil), "BudgetFixed")
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackSetBudget(id, big.NewInt(10_001), nil), "BudgetFixed")
	if b := f.job(t, id).Budget.Int64(); b != 10_000 {
		t.Fatalf("budget %d", b)
	}
	w := f.snapshot(t)
	f.fund(t, id)
	w.expect(t, -10_000, 0, 0, 10_000)
}

// Finding 4: a rolling-average job's payout depends on the order of verification only. Two verified jobs of
// one pair pay the same whichever is finalized first, and what the settlement package predicts.
func TestAttackRollingAverageFinalizeOrder(t *testing.T) {
	terms := rollingTerms(2)
	terms.Tiers, terms.TierCount = packTiers(tier{8000, 10000}, tier{5000, 4000}), 2
	payouts := func(bFirst bool) (a, b int64) {
		f := newFixture(t)
		warm := f.submitted(t, 1_000_000, terms, f.evals(1), 1) // the pair's history starts at 9500
		f.score(t, warm, f.evaluator, 9500)
		f.advance(t, 7200)
		f.finalize(t, warm)
		ja := f.submitted(t, 1_000_000, terms, f.evals(1), 1)
		jb := f.submitted(t, 1_000_000, terms, f.evals(1), 1)
		f.score(t, ja, f.evaluator, 6000) // verified first: avg(6000, 9500) = 7750
		f.score(t, jb, f.evaluator, 9000) // then: avg(9000, 6000) = 7500
		f.advance(t, 7200)
		order := []*big.Int{ja, jb}
		if bFirst {
			order = []*big.Int{jb, ja}
		}
		got := map[string]int64{}
		for _, id := range order {
			w := f.snapshot(t)
			f.finalize(t, id)
			got[id.String()] = w.deltas(t)[1]
		}
		return got[ja.String()], got[jb.String()]
	}
	a1, b1 := payouts(false)
	a2, b2 := payouts(true)
	if a1 != a2 || b1 != b2 {
		t.Fatalf("payouts depend on finalize order: A-first %d/%d, B-first %d/%d", a1, b1, a2, b2)
	}
	mirror := settlementTerms(t, terms)
	va, _ := mirror.Verify(6000, []uint16{9500})
	vb, _ := mirror.Verify(9000, va.History)
	for _, c := range []struct {
		v    settlement.Verification
		paid int64
	}{{va, a1}, {vb, b1}} {
		s, err := mirror.Escrow(big.NewInt(1_000_000), nil).CloseWindow(c.v)
		if err != nil || s.Payout.Provider.Int64() != c.paid {
			t.Fatalf("score %d: chain paid %d, mirror %v (%v)", c.v.Score, c.paid, s.Payout, err)
		}
	}
}

// Finding 5: with k < n evaluators the relayer cannot pick the outcome by choosing which k results to relay:
// every evaluator who posts before the deadline counts, and all of them posted gives the median of all.
func TestAttackRelayerPicksSubset(t *testing.T) {
	f := newFixture(t)
	scores := map[*chaintest.Account]uint16{f.evaluator: 9500, f.eval2: 9000, f.eval3: 5000}
	// Relaying {9500, 9000} would have fixed 9250, relaying {9000, 5000} 7000.
	for _, first := range [][]*chaintest.Account{{f.evaluator, f.eval2}, {f.eval2, f.eval3}} {
		id := f.submitted(t, 1_000_000, graduatedTerms(), f.evals(3), 2)
		for _, e := range first {
			f.score(t, id, e, scores[e])
		}
		if j := f.job(t, id); j.Status != stSubmitted {
			t.Fatalf("two of three results fixed the score: %+v", j)
		}
		for e, s := range scores {
			if e != first[0] && e != first[1] {
				f.score(t, id, e, s)
			}
		}
		if j := f.job(t, id); j.Status != stVerified || j.Score != 9000 {
			t.Fatalf("after all three: %+v, want the median 9000", j)
		}
	}
}

// Finding 6: no id space an attacker can fill. Terms and agreement ids are 40-bit: with the registries
// already past 2^32 (set straight in storage on anvil, as no attacker could afford), new terms and agreements
// still register and their jobs settle. Filling 2^40 registrations would take over 10^16 gas.
func TestTermsAndAgreementIdsPastUint32(t *testing.T) {
	if testing.Short() {
		t.Skip("starts an anvil node")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	node, err := anvil.Start(ctx, anvil.Options{})
	if err != nil {
		t.Skipf("anvil: %v", err)
	}
	t.Cleanup(func() { _ = node.Stop() })
	c, err := node.Dial(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	deployer, _ := anvil.DevKey(0)
	client, _ := anvil.DevKey(1)
	opts := func() *bind.TransactOpts {
		o := bind.NewKeyedTransactor(deployer, node.ChainID())
		o.Context = ctx
		return o
	}
	token, _, err := escrow.DeployDevToken(ctx, c, opts(), escrow.DefaultDevToken)
	if err != nil {
		t.Fatal(err)
	}
	escAddr, _, err := escrow.DeployEscrow(ctx, c, opts(), token)
	if err != nil {
		t.Fatal(err)
	}
	// Slot 3 packs _agreementCount (bits 0..39) and _termsCount (bits 40..79) (solc storage layout).
	const countersSlot = 3
	raw, err := c.StorageAt(ctx, escAddr, common.BigToHash(big.NewInt(countersSlot)), nil)
	if err != nil || new(big.Int).SetBytes(raw).Sign() != 0 {
		t.Fatalf("counters slot %x (%v): the storage layout moved", raw, err)
	}
	start := uint64(1) << 32
	packed := new(big.Int).Or(new(big.Int).SetUint64(start), new(big.Int).Lsh(new(big.Int).SetUint64(start), 40))
	if err := node.RPC().CallContext(ctx, nil, "anvil_setStorageAt", escAddr, common.BigToHash(big.NewInt(countersSlot)), common.BigToHash(packed)); err != nil {
		t.Fatal(err)
	}
	e := bindings.NewAsaEscrow()
	bc := bind.NewBoundContract(escAddr, e.GetABI(), c, c, c)
	clientOpts := bind.NewKeyedTransactor(client, node.ChainID())
	clientOpts.Context = ctx
	head, err := c.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	req := bindings.IAsaEscrowTypesJobRequest{Provider: crypto.PubkeyToAddress(mustDevKey(t, 2).PublicKey),
		Evaluators: []common.Address{crypto.PubkeyToAddress(mustDevKey(t, 3).PublicKey)}, Quorum: 1,
		ExpiredAt: new(big.Int).SetUint64(head.Time + 86_400), Budget: big.NewInt(1_000), Description: "past 2^32"}
	tx, err := bc.RawTransact(clientOpts, e.PackCreateAsaJob(req, graduatedTerms()))
	if err != nil {
		t.Fatal(err)
	}
	rcpt, err := escrow.WaitSuccess(ctx, c, tx)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range rcpt.Logs {
		if ev, err := e.UnpackAsaJobCreatedEvent(l); err == nil {
			if ev.TermsId != start+1 || ev.AgreementId != start+1 {
				t.Fatalf("terms id %d, agreement id %d, want %d", ev.TermsId, ev.AgreementId, start+1)
			}
			v, err := bind.Call(bc, &bind.CallOpts{Context: ctx}, e.PackGetJob(ev.JobId), e.UnpackGetJob)
			if err != nil || v.TermsId != start+1 {
				t.Fatalf("getJob termsId %d (%v)", v.TermsId, err)
			}
			return
		}
	}
	t.Fatal("no AsaJobCreated")
}

func mustDevKey(t *testing.T, i int) *ecdsa.PrivateKey {
	t.Helper()
	k, err := anvil.DevKey(i)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// settlementTerms converts the binding's terms to the settlement package's.
func settlementTerms(t testing.TB, b bindings.IAsaEscrowTypesTerms) settlement.Terms {
	t.Helper()
	return settlement.Terms{Policy: settlement.Policy(b.Policy), TierCount: b.TierCount, RollingWindow: b.RollingWindow,
		SilenceAction: settlement.Action(b.SilenceAction), FallbackAction: settlement.Action(b.FallbackAction),
		DisputeDefault: settlement.Action(b.DisputeDefault), DisputeThreshold: b.DisputeThreshold, EvaluatorFeeBps: b.EvaluatorFeeBps,
		CollateralBps: b.CollateralBps, AcceptanceRequired: b.AcceptanceRequired, FundTimeout: b.FundTimeout,
		EvaluateTimeout: b.EvaluateTimeout, BackupTimeout: b.BackupTimeout, ChallengeWindow: b.ChallengeWindow,
		DisputeTimeout: b.DisputeTimeout, BackupEvaluator: b.BackupEvaluator, Resolver: b.Resolver, Tiers: new(big.Int).Set(b.Tiers)}
}
