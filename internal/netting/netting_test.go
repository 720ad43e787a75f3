package netting

import (
	"crypto/ecdsa"
	"errors"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/settlement"
)

type party struct {
	key  *ecdsa.PrivateKey
	addr common.Address
}

func newParty(t testing.TB) party {
	t.Helper()
	k, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return party{key: k, addr: crypto.PubkeyToAddress(k.PublicKey)}
}

// seedTerms are the white paper's graduated tiers with a 1 % evaluator fee.
func seedTerms(t testing.TB) settlement.Terms {
	t.Helper()
	tiers, err := settlement.PackTiers([]settlement.Tier{{MinScore: 9000, ReleaseBps: 10000}, {MinScore: 7500, ReleaseBps: 8500}, {MinScore: 6000, ReleaseBps: 5000}})
	if err != nil {
		t.Fatal(err)
	}
	return settlement.Terms{Policy: settlement.PolicyGraduated, TierCount: 3, Tiers: tiers,
		SilenceAction: settlement.ActionSplit5050, FallbackAction: settlement.ActionSplit5050, DisputeDefault: settlement.ActionPolicyOutcome,
		FundTimeout: 3600, EvaluateTimeout: 3600, ChallengeWindow: 7200, EvaluatorFeeBps: 100}
}

type world struct {
	t                *testing.T
	l                *Ledger
	operator         party
	client, provider party
	evals            []party
	terms            common.Hash
	nonce            int64
	now              uint64
}

func newWorld(t *testing.T, nEvals int) *world {
	w := &world{t: t, operator: newParty(t), client: newParty(t), provider: newParty(t), now: 1_800_000_000}
	for range nEvals {
		w.evals = append(w.evals, newParty(t))
	}
	w.l = NewLedger(Domain{ChainID: big.NewInt(8453), Ledger: common.HexToAddress("0x00000000000000000000000000000000000a5a00")})
	h, err := w.l.RegisterTerms(seedTerms(t))
	if err != nil {
		t.Fatal(err)
	}
	w.terms = h
	if err := w.l.Deposit(w.client.addr, big.NewInt(100_000_000)); err != nil {
		t.Fatal(err)
	}
	return w
}

func (w *world) voucher(budget int64, quorum uint8) (Voucher, []byte) {
	w.t.Helper()
	w.nonce++
	evals := make([]common.Address, len(w.evals))
	for i, e := range w.evals {
		evals[i] = e.addr
	}
	v := Voucher{Client: w.client.addr, Provider: w.provider.addr, Evaluators: evals, Quorum: quorum, TermsHash: w.terms,
		Budget: big.NewInt(budget), Nonce: big.NewInt(w.nonce), DeliverBy: w.now + 86_400}
	sig, err := SignVoucher(w.l.Domain(), v, w.client.key)
	if err != nil {
		w.t.Fatal(err)
	}
	return v, sig
}

func (w *world) open(budget int64, quorum uint8) common.Hash {
	w.t.Helper()
	v, sig := w.voucher(budget, quorum)
	cv, err := CheckVoucher(w.l.Domain(), v, sig)
	if err != nil {
		w.t.Fatal(err)
	}
	if err := w.l.Open(cv, w.now); err != nil {
		w.t.Fatal(err)
	}
	return cv.ID
}

// settlementFor builds the provider's delivery and results with the given scores from the first evaluators.
func (w *world) settlementFor(id common.Hash, scores ...uint16) Settlement {
	w.t.Helper()
	dl := Delivery{Job: id, Deliverable: crypto.Keccak256Hash(id[:]), SubmittedAt: w.now + 100}
	dsig, err := SignDelivery(w.l.Domain(), dl, w.provider.key)
	if err != nil {
		w.t.Fatal(err)
	}
	s := Settlement{Delivery: dl, DeliverySig: dsig}
	for i, sc := range scores {
		r := settlement.Result{JobID: new(big.Int).SetBytes(id[:]), Deliverable: dl.Deliverable, SubmittedAt: dl.SubmittedAt,
			Score: sc, Passed: true, EvidenceHash: crypto.Keccak256Hash([]byte("evidence")), Nonce: big.NewInt(1), Deadline: w.now + 3600}
		sig, err := r.Sign(w.l.ResultDomain(), w.evals[i].key)
		if err != nil {
			w.t.Fatal(err)
		}
		s.Results = append(s.Results, SignedResult{Result: r, Evaluator: w.evals[i].addr, Signature: sig})
	}
	return s
}

func (w *world) settle(id common.Hash, s Settlement) (settlement.Payout, error) {
	cs, err := CheckSettlement(w.l.Domain(), w.l.ResultDomain(), s)
	if err != nil {
		return settlement.Payout{}, err
	}
	return w.l.Settle(id, cs, w.now+200)
}

func (w *world) conserved() {
	w.t.Helper()
	c, d := w.l.Totals()
	if got := new(big.Int).Sub(d, c); got.Cmp(w.l.Locked()) != 0 {
		w.t.Fatalf("debited - credited = %s, locked = %s", got, w.l.Locked())
	}
}

// The white paper's research job: 5 USDC, composite 86.10 -> the 85 % tier; 1 % fee to the evaluator.
func TestSettlePaysWhatTheSettlementPackageSays(t *testing.T) {
	w := newWorld(t, 1)
	id := w.open(5_000_000, 1)
	if got := w.l.Available(w.client.addr); got.Cmp(big.NewInt(95_000_000)) != 0 {
		t.Fatalf("client available after locking 5 USDC = %s", got)
	}
	w.conserved()
	p, err := w.settle(id, w.settlementFor(id, 8610))
	if err != nil {
		t.Fatal(err)
	}
	want, _ := seedTerms(t).FinalizeVerified(big.NewInt(5_000_000), 8610, nil)
	if p.Provider.Cmp(want.Payout.Provider) != 0 || p.Client.Cmp(want.Payout.Client) != 0 || p.Fee.Cmp(want.Payout.Fee) != 0 {
		t.Fatalf("payout %v, settlement package says %v", p, want.Payout)
	}
	// fee 50,000; distributable 4,950,000; provider 85 % = 4,207,500; client 742,500.
	for _, c := range []struct {
		who  common.Address
		want int64
	}{{w.provider.addr, 4_207_500}, {w.evals[0].addr, 50_000}, {w.client.addr, 95_000_000 + 742_500}} {
		if got := w.l.Available(c.who); got.Cmp(big.NewInt(c.want)) != 0 {
			t.Errorf("%s available %s, want %d", c.who.Hex(), got, c.want)
		}
	}
	w.conserved()
	if _, err := w.settle(id, w.settlementFor(id, 8610)); !errors.Is(err, ErrUnknownJob) {
		t.Errorf("second settle: %v, want ErrUnknownJob", err)
	}
}

func TestMedianOfTwoOfThree(t *testing.T) {
	w := newWorld(t, 3)
	id := w.open(1_000_000, 2)
	if _, err := w.settle(id, w.settlementFor(id, 9500)); !errors.Is(err, ErrNotDue) {
		t.Fatalf("one result of quorum 2: %v, want ErrNotDue", err)
	}
	p, err := w.settle(id, w.settlementFor(id, 9500, 7000, 8000))
	if err != nil {
		t.Fatal(err)
	}
	if p.ReleaseBps != 8500 { // median 8000 -> the 85 % tier
		t.Errorf("release %d bps, want 8500", p.ReleaseBps)
	}
	w.conserved()
}

func TestRefusals(t *testing.T) {
	w := newWorld(t, 1)
	stranger := newParty(t)
	v, sig := w.voucher(5_000_000, 1)
	cv, _ := CheckVoucher(w.l.Domain(), v, sig)
	if err := w.l.Open(cv, w.now); err != nil {
		t.Fatal(err)
	}
	if err := w.l.Open(cv, w.now); !errors.Is(err, ErrReplay) {
		t.Errorf("replayed voucher: %v", err)
	}
	// A voucher signed by someone else.
	v2, _ := w.voucher(1, 1)
	bad, _ := SignVoucher(w.l.Domain(), v2, stranger.key)
	cv2, _ := CheckVoucher(w.l.Domain(), v2, bad)
	if err := w.l.Open(cv2, w.now); !errors.Is(err, ErrBadSigner) {
		t.Errorf("foreign voucher: %v", err)
	}
	// More than the balance.
	v3, s3 := w.voucher(96_000_000, 1)
	cv3, _ := CheckVoucher(w.l.Domain(), v3, s3)
	if err := w.l.Open(cv3, w.now); !errors.Is(err, ErrInsufficientBalance) {
		t.Errorf("over budget: %v", err)
	}
	// An expired voucher.
	if err := w.l.Open(cv3, v3.DeliverBy); err == nil {
		t.Error("voucher accepted at its delivery deadline")
	}
	// A malformed signature never reaches the ledger.
	if _, err := CheckVoucher(w.l.Domain(), v3, s3[:64]); err == nil {
		t.Error("64-byte signature accepted")
	}
	id := cv.ID
	// Delivery signed by a stranger.
	s := w.settlementFor(id, 9000)
	s.DeliverySig, _ = SignDelivery(w.l.Domain(), s.Delivery, stranger.key)
	if _, err := w.settle(id, s); !errors.Is(err, ErrBadSigner) {
		t.Errorf("foreign delivery: %v", err)
	}
	// A result for another deliverable.
	s = w.settlementFor(id, 9000)
	s.Results[0].Result.Deliverable = common.Hash{1}
	s.Results[0].Signature, _ = s.Results[0].Result.Sign(w.l.ResultDomain(), w.evals[0].key)
	if _, err := w.settle(id, s); err == nil {
		t.Error("result for another deliverable accepted")
	}
	// A result signed by a non-evaluator claiming to be the evaluator.
	s = w.settlementFor(id, 9000)
	s.Results[0].Signature, _ = s.Results[0].Result.Sign(w.l.ResultDomain(), stranger.key)
	if _, err := w.settle(id, s); !errors.Is(err, ErrBadSigner) {
		t.Errorf("foreign result: %v", err)
	}
	// A result signed for the escrow's domain (another verifying contract) does not count here.
	s = w.settlementFor(id, 9000)
	s.Results[0].Signature, _ = s.Results[0].Result.Sign(settlement.Domain{ChainID: big.NewInt(8453), Escrow: common.Address{9}}, w.evals[0].key)
	if _, err := w.settle(id, s); !errors.Is(err, ErrBadSigner) {
		t.Errorf("result from another domain: %v", err)
	}
	// The same evaluator twice.
	s = w.settlementFor(id, 9000)
	s.Results = append(s.Results, s.Results[0])
	if _, err := w.settle(id, s); err == nil {
		t.Error("duplicate evaluator accepted")
	}
	// Nothing above changed the books.
	w.conserved()
	if got := w.l.Locked(); got.Cmp(big.NewInt(5_000_000)) != 0 {
		t.Errorf("locked %s after refusals", got)
	}
}

func TestRefundAfterTheDeliveryDeadline(t *testing.T) {
	w := newWorld(t, 1)
	id := w.open(5_000_000, 1)
	if err := w.l.Refund(id, w.now+86_400); !errors.Is(err, ErrNotDue) {
		t.Fatalf("refund at the deadline: %v", err)
	}
	if err := w.l.Refund(id, w.now+86_401); err != nil {
		t.Fatal(err)
	}
	if got := w.l.Available(w.client.addr); got.Cmp(big.NewInt(100_000_000)) != 0 {
		t.Errorf("client available %s after the refund", got)
	}
	w.conserved()
}

// Every account's proof verifies against the signed root, before and after more jobs change balances.
func TestEpochRootAndProofs(t *testing.T) {
	w := newWorld(t, 3)
	for range 5 {
		id := w.open(1_000_000, 2)
		if _, err := w.settle(id, w.settlementFor(id, 9100, 9300)); err != nil {
			t.Fatal(err)
		}
	}
	checkEpoch := func() EpochRoot {
		r, sig, err := w.l.CloseEpoch(w.operator.key)
		if err != nil {
			t.Fatal(err)
		}
		if signer, err := RootSigner(w.l.Domain(), r, sig); err != nil || signer != w.operator.addr {
			t.Fatalf("root signer %s %v", signer.Hex(), err)
		}
		c, d := w.l.Totals()
		if r.TotalCredited.Cmp(c) != 0 || r.TotalDebited.Cmp(d) != 0 || r.Accounts != uint64(w.l.Accounts()) {
			t.Fatalf("root totals %v", r)
		}
		if _, err := w.l.ProofOf(w.evals[2].addr); err == nil {
			t.Fatal("proof for an evaluator whose results never counted (no leaf)")
		}
		for _, p := range []party{w.client, w.provider, w.evals[0], w.evals[1]} {
			pr, err := w.l.ProofOf(p.addr)
			if err != nil {
				t.Fatal(err)
			}
			if !Verify(r.Root, pr.Leaf(), pr.Path) {
				t.Fatalf("epoch %d: proof of %s does not verify", r.Epoch, p.addr.Hex())
			}
			wrong := pr
			wrong.Credited = new(big.Int).Add(pr.Credited, big.NewInt(1))
			if Verify(r.Root, wrong.Leaf(), pr.Path) {
				t.Fatal("an inflated credit verifies")
			}
		}
		return r
	}
	r1 := checkEpoch()
	id := w.open(2_000_000, 2)
	if _, err := w.l.ProofOf(w.client.addr); err == nil {
		t.Error("proof of a changed account before the epoch closed")
	}
	if _, err := w.settle(id, w.settlementFor(id, 5000, 9000)); err != nil {
		t.Fatal(err)
	}
	if r2 := checkEpoch(); r2.Root == r1.Root || r2.Epoch != r1.Epoch+1 {
		t.Errorf("second epoch %v after %v", r2, r1)
	}
}

// The incremental tree equals a tree built from scratch, for any sequence of appends and updates.
func TestTreeIncrementalEqualsRebuild(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	leaf := func() common.Hash {
		var h common.Hash
		for i := range h {
			h[i] = byte(r.IntN(256))
		}
		return h
	}
	for round := 0; round < 60; round++ {
		var inc Tree
		var leaves []common.Hash
		for step := 0; step < 1+r.IntN(8); step++ {
			for range r.IntN(70) { // append
				l := leaf()
				inc.Set(len(leaves), l)
				leaves = append(leaves, l)
			}
			for range r.IntN(10) { // update
				if len(leaves) == 0 {
					break
				}
				i := r.IntN(len(leaves))
				leaves[i] = leaf()
				inc.Set(i, leaves[i])
			}
			got := inc.Root()
			var full Tree
			for i, l := range leaves {
				full.Set(i, l)
			}
			if want := full.Root(); got != want {
				t.Fatalf("round %d step %d (%d leaves): incremental root %s, rebuilt %s", round, step, len(leaves), got, want)
			}
			for i, l := range leaves {
				if !Verify(got, l, inc.Proof(i)) {
					t.Fatalf("round %d: proof of leaf %d of %d fails", round, i, len(leaves))
				}
			}
		}
	}
}

func TestWithdrawnLowersWhatAPartyCanCommit(t *testing.T) {
	w := newWorld(t, 1)
	if err := w.l.Withdrawn(w.client.addr, big.NewInt(100_000_001)); err == nil {
		t.Fatal("withdrawal above the balance recorded")
	}
	if err := w.l.Withdrawn(w.client.addr, big.NewInt(96_000_000)); err != nil {
		t.Fatal(err)
	}
	v, sig := w.voucher(5_000_000, 1)
	cv, _ := CheckVoucher(w.l.Domain(), v, sig)
	if err := w.l.Open(cv, w.now); !errors.Is(err, ErrInsufficientBalance) {
		t.Fatalf("open after the withdrawal: %v, want ErrInsufficientBalance", err)
	}
	if err := w.l.Deposit(w.client.addr, big.NewInt(0)); err == nil {
		t.Error("zero deposit accepted")
	}
}
