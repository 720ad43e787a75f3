package contracts_test

import (
	"crypto/sha256"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/internal/chaintest"
	"github.com/asa-escrow/asa/settlement"
)

// Pool modes, roles and statuses of IEvaluatorPool.
const (
	modeRandom    = 0
	modeMutual    = 1
	modeProbation = 2

	roleEvaluators = 0
	roleBackup     = 1
	roleResolver   = 2

	entryProbation = 1
	entryQualified = 2
)

// poolFixture is the escrow fixture plus an EvaluatorPool whose canary operator is f.spare.
type poolFixture struct {
	*fixture
	pool    common.Address
	poolABI *bindings.EvaluatorPool
	service [32]byte
}

func newPoolFixture(t *testing.T) *poolFixture {
	return newPoolOn(t, newFixture(t))
}

// newPoolOn deploys the test pool (canary operator f.spare) on an existing escrow fixture.
func newPoolOn(t testing.TB, f *fixture) *poolFixture {
	t.Helper()
	p := &poolFixture{fixture: f, poolABI: bindings.NewEvaluatorPool(), service: crypto.Keccak256Hash([]byte("research"))}
	cfg := bindings.IEvaluatorPoolConfig{
		MinStake: big.NewInt(1_000), MinEvaluations: 2, MinCanaries: 1, MinCanaryPassBps: 9000,
		CanaryToleranceBps: 1000, MaxDeviationBps: 1500, GrossMissBps: 3000, SlashBps: 1000, OverturnBps: 3000,
		UnbondingDelay: 3600, MutualWindow: 600, CanaryOperator: f.spare.Address,
	}
	p.pool = f.deploy(t, &bindings.EvaluatorPoolMetaData, p.poolABI.PackConstructor(f.Escrow, cfg))
	return p
}

// openPolicy opens a policy and returns its three seats (evaluators, backup, resolver).
func (p *poolFixture) openPolicy(t testing.TB, mode uint8, size, quorum, rotation uint8) [3]common.Address {
	t.Helper()
	pol := bindings.IEvaluatorPoolPolicy{ServiceType: p.service, Mode: mode, Size: size, Quorum: quorum, Rotation: rotation, CanaryEvery: 5}
	seats, _ := p.openPolicyWith(t, pol)
	return seats
}

// openPolicyWith opens any policy and returns its seats and the openPolicy receipt.
func (p *poolFixture) openPolicyWith(t testing.TB, pol bindings.IEvaluatorPoolPolicy) ([3]common.Address, *types.Receipt) {
	t.Helper()
	r := p.Transact(t, p.stranger, p.pool, p.poolABI.PackOpenPolicy(pol))
	for _, l := range r.Logs {
		if ev, err := p.poolABI.UnpackPolicyOpenedEvent(l); err == nil {
			return [3]common.Address{ev.EvaluatorsSeat, ev.BackupSeat, ev.ResolverSeat}, r
		}
	}
	t.Fatal("no PolicyOpened")
	return [3]common.Address{}, nil
}

func (p *poolFixture) register(t testing.TB, who *chaintest.Account) {
	t.Helper()
	p.Transact(t, who, p.Token, p.TokenABI.PackApprove(p.pool, big.NewInt(1_000)))
	p.Transact(t, who, p.pool, p.poolABI.PackRegister(p.service, big.NewInt(1_000)))
}

func (p *poolFixture) entry(t testing.TB, who common.Address) bindings.IEvaluatorPoolEntry {
	t.Helper()
	return chaintest.Call(t, p.Env, p.pool, p.poolABI.PackEntry(who, p.service), p.poolABI.UnpackEntry)
}

func (p *poolFixture) account(a common.Address) *chaintest.Account {
	for _, acc := range []*chaintest.Account{p.evaluator, p.eval2, p.eval3} {
		if acc.Address == a {
			return acc
		}
	}
	return nil
}

// feeTerms are graduated terms with a 5 % evaluator fee.
func feeTerms() bindings.IAsaEscrowTypesTerms {
	t := graduatedTerms()
	t.EvaluatorFeeBps = 500
	return t
}

// probationCanary runs one canary-only probation job for `who`: committed answer, appointment by the operator,
// delivery, the evaluator's score, settlement, reveal.
func (p *poolFixture) probationCanary(t testing.TB, seat common.Address, who *chaintest.Account, score uint16, n int) {
	t.Helper()
	content := "canary " + who.Address.Hex() + string(rune('a'+n))
	deliverable := sha256.Sum256([]byte(content))
	salt := crypto.Keccak256Hash([]byte(content), []byte("salt"))
	commitment := canaryCommitment(t, deliverable, 9500, true, salt)
	p.Transact(t, p.spare, p.pool, p.poolABI.PackCommitCanaries([][32]byte{commitment}))
	id := p.createAndFundASA(t, 10_000, feeTerms(), []common.Address{seat}, 1)
	p.Transact(t, p.spare, p.pool, p.poolABI.PackAppointProbation(seat, id, []common.Address{who.Address}))
	p.submit(t, id, content)
	p.score(t, id, who, score)
	p.advance(t, 7201)
	p.finalize(t, id)
	p.Transact(t, p.spare, p.pool, p.poolABI.PackRevealCanary(seat, id, 9500, true, salt))
}

func canaryCommitment(t testing.TB, deliverable [32]byte, expected uint16, passed bool, salt [32]byte) [32]byte {
	t.Helper()
	b := func(v bool) []byte {
		if v {
			return u64(1)
		}
		return u64(0)
	}
	return crypto.Keccak256Hash(deliverable[:], u64(uint64(expected)), b(passed), salt[:])
}

// qualify takes the three evaluators through probation (two passed canaries each).
func (p *poolFixture) qualify(t testing.TB) (probation [3]common.Address) {
	t.Helper()
	probation = p.openPolicy(t, modeProbation, 1, 1, 0)
	for _, who := range []*chaintest.Account{p.evaluator, p.eval2, p.eval3} {
		p.register(t, who)
		if e := p.entry(t, who.Address); e.Status != entryProbation {
			t.Fatalf("fresh entry status %d, want probation", e.Status)
		}
		for n := 0; n < 2; n++ {
			p.probationCanary(t, probation[0], who, 9400, n)
		}
		if e := p.entry(t, who.Address); e.Status != entryQualified || e.Evaluations != 2 || e.CanaryPasses != 2 {
			t.Fatalf("after probation: %+v, want qualified with 2 evaluations and 2 passes", e)
		}
	}
	return probation
}

// drawFor requests and performs the random draw of a job and returns the appointed evaluators.
func (p *poolFixture) drawFor(t testing.TB, seat common.Address, id *big.Int) []common.Address {
	t.Helper()
	p.Transact(t, p.stranger, p.pool, p.poolABI.PackRequestDraw(seat, id))
	// Retrying while the request stands is refused: nobody can reroll a draw they dislike.
	p.ExpectRevert(t, p.client, p.pool, p.poolABI.PackRequestDraw(seat, id), "DrawPending")
	p.ExpectRevert(t, p.stranger, p.pool, p.poolABI.PackDraw(seat, id), "DrawTooEarly")
	p.Backend.Commit()
	p.Backend.Commit()
	p.Transact(t, p.provider, p.pool, p.poolABI.PackDraw(seat, id))
	return chaintest.Call(t, p.Env, p.Escrow, p.EscrowABI.PackEvaluatorsOf(id), p.EscrowABI.UnpackEvaluatorsOf)
}

func TestPoolProbationQualifiesThroughCanaries(t *testing.T) {
	p := newPoolFixture(t)
	p.qualify(t)
	got := chaintest.Call(t, p.Env, p.pool, p.poolABI.PackQualified(p.service), p.poolABI.UnpackQualified)
	if len(got) != 3 {
		t.Fatalf("qualified list %v, want the three evaluators", got)
	}
	if bal := p.TokenBalance(t, p.pool); bal.Int64() != 3_000 {
		t.Fatalf("pool holds %d, want exactly the three stakes (3000)", bal)
	}
}

func TestPoolRandomDrawAppointsAndPaysTheDrawn(t *testing.T) {
	p := newPoolFixture(t)
	p.qualify(t)
	seats := p.openPolicy(t, modeRandom, 1, 1, 0)
	id := p.createAndFundASA(t, 10_000, feeTerms(), []common.Address{seats[0]}, 1)
	// Only the seat, through its pool, appoints; not a stranger, not the client.
	p.ExpectRevert(t, p.stranger, p.Escrow, p.EscrowABI.PackAppointEvaluators(id, []common.Address{p.stranger.Address}, 1), "Unauthorized")
	p.ExpectRevert(t, p.client, p.Escrow, p.EscrowABI.PackAppointEvaluators(id, []common.Address{p.eval2.Address}, 1), "Unauthorized")
	drawn := p.drawFor(t, seats[0], id)
	if len(drawn) != 1 || p.account(drawn[0]) == nil {
		t.Fatalf("drawn %v, want one of the qualified evaluators", drawn)
	}
	p.ExpectRevert(t, p.stranger, p.pool, p.poolABI.PackRequestDraw(seats[0], id), "NotForSeat")
	judge := p.account(drawn[0])
	p.submit(t, id, "real work")
	before := p.TokenBalance(t, judge.Address)
	p.score(t, id, judge, 9500)
	p.advance(t, 7201)
	p.finalize(t, id)
	if fee := diff(p.TokenBalance(t, judge.Address), before); fee != 500 {
		t.Fatalf("drawn evaluator got %d, want the 5 %% fee (500)", fee)
	}
	p.Transact(t, p.stranger, p.pool, p.poolABI.PackRecord(seats[0], id))
	if e := p.entry(t, judge.Address); e.Evaluations != 3 || e.OpenJobs != 0 {
		t.Fatalf("after record: %+v, want 3 evaluations and no open job", e)
	}
	p.solvent(t)
}

func TestPoolRotationBoundRefusesAFourthConsecutiveJob(t *testing.T) {
	p := newPoolFixture(t)
	p.qualify(t)
	// Rotation 1: no evaluator judges two consecutive jobs of one provider.
	seats := p.openPolicy(t, modeRandom, 1, 1, 1)
	var last common.Address
	for i := 0; i < 6; i++ {
		id := p.createAndFundASA(t, 1_000, feeTerms(), []common.Address{seats[0]}, 1)
		drawn := p.drawFor(t, seats[0], id)[0]
		if drawn == last {
			t.Fatalf("job %d drew %s again right after its previous job of the same provider", i, drawn.Hex())
		}
		last = drawn
	}
}

func TestPoolCanaryMissSlashesToBurn(t *testing.T) {
	p := newPoolFixture(t)
	probation := p.qualify(t)
	burn := common.HexToAddress("0x000000000000000000000000000000000000dEaD")
	before := p.TokenBalance(t, burn)
	// A lenient evaluator passes a known-bad deliverable with a high score: a gross miss.
	content := "known bad"
	deliverable := sha256.Sum256([]byte(content))
	salt := crypto.Keccak256Hash([]byte("bad salt"))
	p.Transact(t, p.spare, p.pool, p.poolABI.PackCommitCanaries([][32]byte{canaryCommitment(t, deliverable, 1000, false, salt)}))
	id := p.createAndFundASA(t, 10_000, feeTerms(), []common.Address{probation[0]}, 1)
	p.Transact(t, p.spare, p.pool, p.poolABI.PackAppointProbation(probation[0], id, []common.Address{p.eval2.Address}))
	p.submit(t, id, content)
	p.score(t, id, p.eval2, 9800)
	p.advance(t, 7201)
	p.finalize(t, id)
	p.Transact(t, p.spare, p.pool, p.poolABI.PackRevealCanary(probation[0], id, 1000, false, salt))
	if got := diff(p.TokenBalance(t, burn), before); got != 100 {
		t.Fatalf("burned %d, want 10 %% of the 1000 stake", got)
	}
	e := p.entry(t, p.eval2.Address)
	if e.Stake.Int64() != 900 || e.CanaryMisses != 1 || e.Status != entryProbation {
		t.Fatalf("after the miss: %+v, want stake 900, one miss, out of the qualified pool (below 1000 stake)", e)
	}
	// A second reveal of the same canary is refused.
	p.ExpectRevert(t, p.spare, p.pool, p.poolABI.PackRevealCanary(probation[0], id, 1000, false, salt), "CanaryRevealed")
}

func TestPoolGrieferEntriesAreNeverDrawn(t *testing.T) {
	p := newPoolFixture(t)
	p.qualify(t)
	// A griefer stakes entries that never qualify: they stay out of the qualified list.
	p.register(t, p.resolver)
	p.register(t, p.backup)
	seats := p.openPolicy(t, modeRandom, 2, 2, 0)
	for i := 0; i < 4; i++ {
		id := p.createAndFundASA(t, 1_000, feeTerms(), []common.Address{seats[0]}, 1)
		for _, d := range p.drawFor(t, seats[0], id) {
			if p.account(d) == nil {
				t.Fatalf("draw picked unqualified entry %s", d.Hex())
			}
		}
	}
}

// TestPoolNoRerollWhileTheDrawStands: at the last block in which the seed's hash is still readable a new
// request is refused (no reroll in the same block as a possible draw); one block later it is allowed.
func TestPoolNoRerollWhileTheDrawStands(t *testing.T) {
	p := newPoolFixture(t)
	p.qualify(t)
	seats := p.openPolicy(t, modeRandom, 1, 1, 0)
	id := p.createAndFundASA(t, 1_000, feeTerms(), []common.Address{seats[0]}, 1)
	r := p.Transact(t, p.stranger, p.pool, p.poolABI.PackRequestDraw(seats[0], id))
	requested := r.BlockNumber.Uint64()
	for head := requested; head < requested+256; head++ {
		p.Backend.Commit()
	}
	// The next transaction runs in block requested + 257, where blockhash(requested + 1) still exists.
	p.ExpectRevert(t, p.client, p.pool, p.poolABI.PackRequestDraw(seats[0], id), "DrawPending")
	p.Backend.Commit()
	// Block requested + 258: the seed is gone, the draw cannot be made, a new request is allowed.
	if _, err := p.TryTransact(p.client, p.pool, p.poolABI.PackDraw(seats[0], id)); err == nil {
		t.Fatal("a draw after its seed's hash is gone succeeded")
	}
	p.Transact(t, p.client, p.pool, p.poolABI.PackRequestDraw(seats[0], id))
}

// The Go side computes a policy's id and its seats' addresses without the chain (settlement.PoolPolicy), so an
// agreement can name a seat before its policy is opened: the addresses must be the ones openPolicy deploys.
func TestPoolSeatAddressesArePredictedOffChain(t *testing.T) {
	p := newPoolFixture(t)
	for _, pol := range []settlement.PoolPolicy{
		{ServiceType: p.service, Mode: settlement.SelectRandom, Size: 1, Quorum: 1, Rotation: 3, CanaryEvery: 5},
		{ServiceType: settlement.ServiceTypeHash("research_synthesis"), Mode: settlement.SelectMutual, Size: 3, Quorum: 2, Rounds: 3, FailureAction: settlement.RemoveEvaluator},
	} {
		if err := pol.Check(); err != nil {
			t.Fatal(err)
		}
		onChain := bindings.IEvaluatorPoolPolicy{ServiceType: pol.ServiceType, Mode: uint8(pol.Mode), Size: pol.Size, Quorum: pol.Quorum,
			Rounds: pol.Rounds, Rotation: pol.Rotation, FailureAction: uint8(pol.FailureAction), CanaryEvery: pol.CanaryEvery}
		r := p.Transact(t, p.stranger, p.pool, p.poolABI.PackOpenPolicy(onChain))
		want := pol.Seats(p.pool)
		found := false
		for _, l := range r.Logs {
			ev, err := p.poolABI.UnpackPolicyOpenedEvent(l)
			if err != nil {
				continue
			}
			found = true
			if ev.PolicyId != pol.PolicyID() {
				t.Fatalf("policy id: chain %x, Go %x", ev.PolicyId, pol.PolicyID())
			}
			if got := (settlement.PoolSeats{Evaluators: ev.EvaluatorsSeat, Backup: ev.BackupSeat, Resolver: ev.ResolverSeat}); got != want {
				t.Fatalf("seats: chain %+v, Go %+v", got, want)
			}
		}
		if !found {
			t.Fatal("no PolicyOpened")
		}
		info := chaintest.Call(t, p.Env, p.pool, p.poolABI.PackSeatInfo(want.Backup), p.poolABI.UnpackSeatInfo)
		if !info.Known || info.PolicyId != pol.PolicyID() || info.Role != uint8(settlement.SeatBackup) {
			t.Fatalf("seatInfo(backup) = %+v", info)
		}
	}
}

// The pool's read functions live in a second code unit (EvaluatorPoolViews) that the pool runs with
// DELEGATECALL: called on the pool they read the pool's storage; called on the unit itself they read its own,
// empty storage (it holds nothing and decides nothing). The fallback takes no ether and an unknown selector
// reverts, so the forwarding adds no way in.
func TestPoolViewsRunInThePoolsStorage(t *testing.T) {
	p := newPoolFixture(t)
	p.register(t, p.evaluator)
	views := crypto.CreateAddress(p.pool, 2)
	if e := p.entry(t, p.evaluator.Address); e.Stake.Int64() != 1_000 || e.Status != entryProbation {
		t.Fatalf("entry through the pool: stake %s status %d, want 1000 in probation", e.Stake, e.Status)
	}
	direct := chaintest.Call(t, p.Env, views, p.poolABI.PackEntry(p.evaluator.Address, p.service), p.poolABI.UnpackEntry)
	if direct.Stake.Sign() != 0 || direct.Status != 0 {
		t.Fatalf("entry read on the views unit itself: stake %s status %d, want the empty entry", direct.Stake, direct.Status)
	}
	if cfg := chaintest.Call(t, p.Env, p.pool, p.poolABI.PackConfig(), p.poolABI.UnpackConfig); cfg.CanaryOperator != p.spare.Address {
		t.Fatalf("config through the pool names canary operator %s, want %s", cfg.CanaryOperator, p.spare.Address)
	}

	ctx := t.Context()
	if _, err := p.Client.CallContract(ctx, ethereum.CallMsg{From: p.stranger.Address, To: &p.pool, Value: big.NewInt(1)}, nil); err == nil {
		t.Fatal("the pool accepted ether")
	}
	if _, err := p.Client.CallContract(ctx, ethereum.CallMsg{From: p.stranger.Address, To: &p.pool, Data: []byte{0xde, 0xad, 0xbe, 0xef}}, nil); err == nil {
		t.Fatal("an unknown selector succeeded on the pool")
	}
	// A state-changing selector sent to the views unit does not exist there.
	if _, err := p.TryTransact(p.stranger, views, p.poolABI.PackResign(p.service)); err == nil {
		t.Fatal("resign ran on the views unit")
	}
}
