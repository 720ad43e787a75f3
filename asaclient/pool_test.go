package asaclient

import (
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

// poolChain is an acceptChain with the escrow's evaluator pool deployed under the dev rules (canary operator:
// the deployer) and an evaluator (dev key 3) holding 100 USDC.
type poolChain struct {
	*acceptChain
	pool    *Pool
	evalKey signer.Signer
	evalAdr common.Address
}

func newPoolChain(t *testing.T) *poolChain {
	t.Helper()
	c := &poolChain{acceptChain: newAcceptChain(t)}
	addr, _, err := escrow.DeployPool(c.ctx, c.eth, c.deployer, c.esc.Address(), escrow.DevPoolConfig(c.deployer.From))
	if err != nil {
		t.Fatal(err)
	}
	if c.pool, err = c.esc.OpenPool(c.ctx, addr); err != nil {
		t.Fatal(err)
	}
	k, _ := anvil.DevKey(3)
	c.evalKey, c.evalAdr = signer.FromKey(k), crypto.PubkeyToAddress(k.PublicKey)
	if err := escrow.MintDevToken(c.ctx, c.eth, c.deployer, c.esc.Token(), big.NewInt(100_000_000), c.evalAdr); err != nil {
		t.Fatal(err)
	}
	return c
}

func (c *poolChain) entry(t *testing.T, st string) *PoolEntry {
	t.Helper()
	e, err := c.pool.Entry(c.ctx, c.evalAdr, st)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// An evaluator's whole stay in the pool through the client: register (approve, then register, the stake
// moving from the wallet to the pool), more stake, the entry and why it does not qualify yet, resign, a
// withdrawal refused while bonded (the pool's StillBonded decoded, with what to do), then paid back after the
// unbonding delay to the unit, the entry gone.
func TestPoolRegisterStakeResignWithdrawOnAnvil(t *testing.T) {
	c := newPoolChain(t)
	ctx := c.ctx
	const st = "research"
	cfg, err := c.pool.Config(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.MinStake.Int64() != 10_000_000 || cfg.MinEvaluations != 2 || cfg.MinCanaries != 1 || cfg.CanaryOperator != c.deployer.From {
		t.Fatalf("config %+v", cfg)
	}
	// Another escrow's pool is refused.
	if _, err := c.esc.OpenPool(ctx, c.esc.Token()); err == nil {
		t.Fatal("the token opened as a pool")
	}

	// Below the minimum: refused before anything is sent.
	bal0 := c.balance(t, c.evalAdr)
	_, err = c.pool.Register(ctx, c.evalKey, st, big.NewInt(9_999_999))
	wantErr(t, err, "below the pool's minimum 10000000")

	reg, err := c.pool.Register(ctx, c.evalKey, st, big.NewInt(12_000_000))
	if err != nil {
		t.Fatal(err)
	}
	if reg.Approve == nil || reg.Receipt == nil || reg.Stake.Int64() != 12_000_000 {
		t.Fatalf("register: %+v", reg)
	}
	if got := new(big.Int).Sub(bal0, c.balance(t, c.evalAdr)); got.Int64() != 12_000_000 {
		t.Fatalf("the wallet paid %s, want 12000000", got)
	}
	if got := c.balance(t, c.pool.Address()); got.Int64() != 12_000_000 {
		t.Fatalf("the pool holds %s", got)
	}
	// A second registration for the same service type is refused (wrong state), a different one is not asked.
	_, err = c.pool.Register(ctx, c.evalKey, st, big.NewInt(10_000_000))
	if !errors.Is(err, ErrWrongState) {
		t.Fatalf("second register: %v", err)
	}

	added, err := c.pool.AddStake(ctx, c.evalKey, st, big.NewInt(500_000))
	if err != nil {
		t.Fatal(err)
	}
	if added.Stake.Int64() != 12_500_000 || added.Approve == nil {
		t.Fatalf("addStake: %+v", added)
	}
	e := c.entry(t, st)
	if e.Status != PoolProbation || e.Stake.Int64() != 12_500_000 || e.Listed || e.Evaluations != 0 || e.LeaveAt != 0 {
		t.Fatalf("entry %+v", e)
	}
	short := e.Shortfalls(cfg)
	if len(short) != 2 || !strings.Contains(short[0], "0 evaluations, 2 needed") || !strings.Contains(short[1], "0 canaries in the window, 1 needed") {
		t.Fatalf("shortfalls %q", short)
	}
	if _, ok := e.WindowPassBps(); ok {
		t.Fatal("a pass rate with no canary")
	}
	q, err := c.pool.Qualified(ctx, st)
	if err != nil || len(q) != 0 {
		t.Fatalf("qualified %v, %v", q, err)
	}

	leaveAt, _, err := c.pool.Resign(ctx, c.evalKey, st)
	if err != nil {
		t.Fatal(err)
	}
	now, _ := c.esc.HeadTime(ctx)
	if d := leaveAt.Sub(now); d < 59*time.Minute || d > time.Hour {
		t.Fatalf("leaveAt %s, head %s: want the dev unbonding delay of an hour", leaveAt, now)
	}
	// Resigning twice, adding stake to a left entry: the pool's own refusals, decoded with the entry's status.
	_, _, err = c.pool.Resign(ctx, c.evalKey, st)
	wantErr(t, err, "WrongStatus("+c.evalAdr.Hex()+", "+settlement.ServiceTypeHash(st).Hex()+", Leaving)", "asa evaluator status")
	var de *escrow.DescribedError
	if !errors.As(err, &de) || de.Revert == nil || de.Revert.Name != "WrongStatus" {
		t.Fatalf("resign twice: %v is not a decoded revert", err)
	}
	_, err = c.pool.AddStake(ctx, c.evalKey, st, big.NewInt(1))
	if !errors.Is(err, ErrWrongState) {
		t.Fatalf("addStake when left: %v", err)
	}
	before := c.balance(t, c.evalAdr)
	_, _, err = c.pool.Withdraw(ctx, c.evalKey, st)
	wantErr(t, err, "StillBonded(", "leaveAt has passed")
	if got := c.balance(t, c.evalAdr); got.Cmp(before) != 0 {
		t.Fatalf("a refused withdrawal moved %s", new(big.Int).Sub(got, before))
	}

	if _, _, err := anvil.Warp(ctx, c.node.RPC(), time.Hour+time.Second); err != nil {
		t.Fatal(err)
	}
	amount, _, err := c.pool.Withdraw(ctx, c.evalKey, st)
	if err != nil {
		t.Fatal(err)
	}
	if amount.Int64() != 12_500_000 {
		t.Fatalf("withdrew %s", amount)
	}
	if got := c.balance(t, c.evalAdr); got.Cmp(bal0) != 0 {
		t.Fatalf("wallet %s after withdrawal, want back to %s", got, bal0)
	}
	if got := c.balance(t, c.pool.Address()); got.Sign() != 0 {
		t.Fatalf("the pool still holds %s", got)
	}
	if e := c.entry(t, st); e.Status != PoolNone || e.Stake.Sign() != 0 {
		t.Fatalf("entry after withdrawal %+v", e)
	}
}

// Policies, seats and draws through the client: OpenPolicy deploys the predicted seats once (a second call
// sends nothing), SeatInfo names their policy and role; a funded job naming the evaluators seat gets its draw
// requested (the request block recorded), a draw in the next block is refused as too early, and once mined
// the draw is refused for want of qualified evaluators, each revert decoded; an unknown seat and a job that
// does not name the seat are refused by name.
func TestPoolPolicySeatsAndDrawOnAnvil(t *testing.T) {
	c := newPoolChain(t)
	ctx := c.ctx
	stranger := signer.FromKey(c.strangerKey)
	pol := settlement.PoolPolicy{ServiceType: settlement.ServiceTypeHash("research"), Mode: settlement.SelectRandom, Size: 1, Quorum: 1, CanaryEvery: 5}
	seats, rcpt, err := c.pool.OpenPolicy(ctx, stranger, pol)
	if err != nil {
		t.Fatal(err)
	}
	if rcpt == nil || seats != pol.Seats(c.pool.Address()) {
		t.Fatalf("openPolicy: seats %v, receipt %v", seats, rcpt)
	}
	again, rcpt, err := c.pool.OpenPolicy(ctx, stranger, pol)
	if err != nil || rcpt != nil || again != seats {
		t.Fatalf("second openPolicy: %v, receipt %v, %v", again, rcpt, err)
	}
	got, ok, err := c.pool.PolicyOf(ctx, pol.PolicyID())
	if err != nil || !ok || got != pol {
		t.Fatalf("policyOf: %+v %v %v", got, ok, err)
	}
	info, err := c.pool.SeatInfo(ctx, seats.Backup)
	if err != nil || !info.Known || info.PolicyID != pol.PolicyID() || info.Role != settlement.SeatBackup {
		t.Fatalf("seatInfo: %+v %v", info, err)
	}
	if info, err := c.pool.SeatInfo(ctx, c.clientAddr); err != nil || info.Known {
		t.Fatalf("seatInfo of a wallet: %+v %v", info, err)
	}
	_, _, err = c.pool.OpenPolicy(ctx, stranger, settlement.PoolPolicy{ServiceType: pol.ServiceType, Size: 2, Quorum: 3})
	wantErr(t, err, "quorum 3 of 2")

	_, err = c.pool.RequestDraw(ctx, stranger, c.clientAddr, big.NewInt(0))
	wantErr(t, err, "UnknownSeat(")

	// A funded job (no acceptance asked) whose one evaluator is the evaluators seat.
	_, plan := c.agreement(t, waiveAcceptance)
	plan.Evaluators, plan.Quorum = []common.Address{seats.Evaluators}, 1
	created, err := c.esc.CreateAndFundJob(ctx, signer.FromKey(c.clientKey), plan, CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	id := created.JobID
	_, err = c.pool.RequestDraw(ctx, stranger, seats.Backup, id)
	wantErr(t, err, "NotForSeat(")
	req, err := c.pool.RequestDraw(ctx, stranger, seats.Evaluators, id)
	if err != nil {
		t.Fatal(err)
	}
	a, err := c.pool.Assignment(ctx, seats.Evaluators, id)
	if err != nil || a.RequestBlock != req.BlockNumber.Uint64() || a.AssignedAt != 0 || len(a.Evaluators) != 0 {
		t.Fatalf("assignment after the request: %+v %v", a, err)
	}
	_, err = c.pool.RequestDraw(ctx, stranger, seats.Evaluators, id)
	wantErr(t, err, "DrawPending(")
	_, _, err = c.pool.Draw(ctx, stranger, seats.Evaluators, id)
	wantErr(t, err, "DrawTooEarly(")
	if err := c.node.Mine(ctx, 1); err != nil {
		t.Fatal(err)
	}
	_, _, err = c.pool.Draw(ctx, stranger, seats.Evaluators, id)
	wantErr(t, err, "NotEnoughEvaluators(", "asa evaluator list")
}
