package asaclient

import (
	"context"
	"fmt"
	"math/big"
	"math/bits"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

// PoolCanaryWindow is the pool's CANARY_WINDOW: the pass rate counts the outcomes of this many latest canaries.
const PoolCanaryWindow = 20

// PoolStatus is an entry's standing in the pool (IEvaluatorPool.Status).
type PoolStatus uint8

// The entry statuses, in the contract's enum order.
const (
	PoolNone PoolStatus = iota
	// PoolProbation is registered and staked but not (or no longer) qualified: never drawn for a real job.
	PoolProbation
	// PoolQualified is in the qualified list of its service type.
	PoolQualified
	// PoolLeaving has resigned: not drawn; its stake unbonds until LeaveAt and its open jobs are recorded.
	PoolLeaving
	// PoolRemoved was removed by a canary failure action: as PoolLeaving, and may not register again.
	PoolRemoved
)

var poolStatusNames = [...]string{"None", "Probation", "Qualified", "Leaving", "Removed"}

// String returns the contract's name of the status.
func (s PoolStatus) String() string {
	if int(s) < len(poolStatusNames) {
		return poolStatusNames[s]
	}
	return fmt.Sprintf("PoolStatus(%d)", uint8(s))
}

// Pool is a deployed evaluator pool of an escrow (issue 23), seen from an evaluator, a party or anyone.
type Pool struct {
	esc  *Escrow
	addr common.Address
	abi  *bindings.EvaluatorPool
	c    *bind.BoundContract
}

// OpenPool checks that addr holds the evaluator pool of this escrow and returns it.
func (e *Escrow) OpenPool(ctx context.Context, addr common.Address) (*Pool, error) {
	if addr == (common.Address{}) {
		return nil, fmt.Errorf("no evaluator pool: the deployment names none (deploy one with 'asa deploy', or pass --pool ADDR)")
	}
	code, err := e.eth.CodeAt(ctx, addr, nil)
	if err != nil {
		return nil, fmt.Errorf("read code at evaluator pool %s: %w", addr, err)
	}
	if len(code) == 0 {
		return nil, fmt.Errorf("no contract at evaluator pool %s on chain %s; check --pool/--deployment", addr, e.chainID)
	}
	p := &Pool{esc: e, addr: addr, abi: bindings.NewEvaluatorPool()}
	p.c = p.abi.Instance(e.eth, addr)
	of, err := bind.Call(p.c, e.call(ctx), p.abi.PackEscrow(), p.abi.UnpackEscrow)
	if err != nil {
		return nil, fmt.Errorf("%s does not answer escrow(): not an EvaluatorPool? %w", addr, err)
	}
	if of != e.addr {
		return nil, fmt.Errorf("evaluator pool %s belongs to escrow %s, not %s", addr, of, e.addr)
	}
	return p, nil
}

// OpenPool opens the deployment's evaluator pool on the escrow opened from it (Deployment.Open).
func (d *Deployment) OpenPool(ctx context.Context, esc *Escrow) (*Pool, error) {
	if d.EvaluatorPool == (common.Address{}) {
		return nil, fmt.Errorf("%s names no evaluator pool (deployed before issue 23?): redeploy with 'asa deploy'", d.Source)
	}
	return esc.OpenPool(ctx, d.EvaluatorPool)
}

// Address is the pool's address.
func (p *Pool) Address() common.Address { return p.addr }

// Escrow is the escrow the pool serves.
func (p *Pool) Escrow() *Escrow { return p.esc }

// Config reads the pool's fixed rules.
func (p *Pool) Config(ctx context.Context) (escrow.PoolConfig, error) {
	c, err := bind.Call(p.c, p.esc.call(ctx), p.abi.PackConfig(), p.abi.UnpackConfig)
	if err != nil {
		return escrow.PoolConfig{}, fmt.Errorf("read the pool's config: %w", err)
	}
	return c, nil
}

// PoolEntry is one evaluator's entry for one service type, with the figures its qualification counts.
type PoolEntry struct {
	Evaluator   common.Address
	ServiceType common.Hash
	Stake       *big.Int // base units of the escrow's token, slashable
	Status      PoolStatus
	Evaluations uint32 // counted evaluations of real jobs
	// CanaryWindow holds the outcomes of the last CanaryCount canaries, most recent in bit 0 (1 = pass).
	CanaryWindow     uint32
	CanaryCount      uint8
	Listed           bool   // in the qualified list
	OpenJobs         uint32 // jobs appointed and not yet recorded
	LeaveAt          uint64 // Leaving or Removed: unix time from which the stake may be withdrawn
	DeviationSum     uint64 // basis points
	DeviationSamples uint32
	CanaryPasses     uint32 // lifetime
	CanaryMisses     uint32 // lifetime
	Silences         uint32 // appointed jobs it did not score
}

// WindowPasses is how many of the canaries in the window passed.
func (e *PoolEntry) WindowPasses() int { return bits.OnesCount32(e.CanaryWindow) }

// WindowPassBps is the pass rate over the window in basis points (rounded down); ok is false with no canary
// in the window.
func (e *PoolEntry) WindowPassBps() (bps uint16, ok bool) {
	if e.CanaryCount == 0 {
		return 0, false
	}
	return uint16(e.WindowPasses() * settlement.MaxBps / int(e.CanaryCount)), true
}

// MeanDeviationBps is the mean calibration deviation in basis points (rounded down); ok is false with no sample.
func (e *PoolEntry) MeanDeviationBps() (bps uint64, ok bool) {
	if e.DeviationSamples == 0 {
		return 0, false
	}
	return e.DeviationSum / uint64(e.DeviationSamples), true
}

// Shortfalls are the qualification rules of cfg the entry does not meet, each saying what it has and what
// the rule wants, in the contract's order (its _qualifies); none means it qualifies. The status is not a rule:
// a Leaving or Removed entry that meets them all is still not drawn (see Drawable).
func (e *PoolEntry) Shortfalls(cfg escrow.PoolConfig) []string {
	var out []string
	if cfg.MinStake != nil && (e.Stake == nil || e.Stake.Cmp(cfg.MinStake) < 0) {
		out = append(out, fmt.Sprintf("stake %s below the minimum %s (base units): add stake", bigOrZero(e.Stake), cfg.MinStake))
	}
	if e.Evaluations < cfg.MinEvaluations {
		out = append(out, fmt.Sprintf("%d evaluations, %d needed", e.Evaluations, cfg.MinEvaluations))
	}
	if e.CanaryCount < cfg.MinCanaries {
		out = append(out, fmt.Sprintf("%d canaries in the window, %d needed", e.CanaryCount, cfg.MinCanaries))
	}
	// passes * 10000 >= minCanaryPassBps * count, as the contract compares (no rounding).
	if uint64(e.WindowPasses())*settlement.MaxBps < uint64(cfg.MinCanaryPassBps)*uint64(e.CanaryCount) {
		out = append(out, fmt.Sprintf("canary pass rate %d of %d below %s %%", e.WindowPasses(), e.CanaryCount, bpsPercent(uint64(cfg.MinCanaryPassBps))))
	}
	if e.DeviationSamples != 0 && e.DeviationSum > uint64(cfg.MaxDeviationBps)*uint64(e.DeviationSamples) {
		m, _ := e.MeanDeviationBps()
		out = append(out, fmt.Sprintf("mean deviation %s points above %s", bpsPercent(m), bpsPercent(uint64(cfg.MaxDeviationBps))))
	}
	return out
}

// Drawable reports whether the entry can be drawn for a real job: qualified status (the pool keeps the
// status in step with the rules on every change of the entry).
func (e *PoolEntry) Drawable() bool { return e.Status == PoolQualified }

func bigOrZero(v *big.Int) *big.Int {
	if v == nil {
		return new(big.Int)
	}
	return v
}

// bpsPercent writes basis points as a percentage with two decimals (9000 -> "90.00").
func bpsPercent(bps uint64) string { return fmt.Sprintf("%d.%02d", bps/100, bps%100) }

// Entry reads the entry of `evaluator` for the agreement's service type `serviceType` (a zero entry with
// status PoolNone when it never registered).
func (p *Pool) Entry(ctx context.Context, evaluator common.Address, serviceType string) (*PoolEntry, error) {
	return p.EntryOf(ctx, evaluator, settlement.ServiceTypeHash(serviceType))
}

// EntryOf is Entry for a service type's hash (settlement.ServiceTypeHash).
func (p *Pool) EntryOf(ctx context.Context, evaluator common.Address, serviceType common.Hash) (*PoolEntry, error) {
	v, err := bind.Call(p.c, p.esc.call(ctx), p.abi.PackEntry(evaluator, serviceType), p.abi.UnpackEntry)
	if err != nil {
		return nil, fmt.Errorf("read the pool entry of %s: %w", evaluator, err)
	}
	return NewPoolEntry(evaluator, serviceType, v), nil
}

// NewPoolEntry is the entry the pool's entry(evaluator, serviceType) view answered v (for a reader that
// makes the call itself, at a block of its choosing).
func NewPoolEntry(evaluator common.Address, serviceType common.Hash, v bindings.IEvaluatorPoolEntry) *PoolEntry {
	e := &PoolEntry{Evaluator: evaluator, ServiceType: serviceType, Stake: bigOrZero(v.Stake), Status: PoolStatus(v.Status),
		Evaluations: v.Evaluations, CanaryWindow: v.CanaryWindow, CanaryCount: v.CanaryCount, Listed: v.ListIndex != 0,
		OpenJobs: v.OpenJobs, DeviationSum: v.DeviationSum, DeviationSamples: v.DeviationSamples,
		CanaryPasses: v.CanaryPasses, CanaryMisses: v.CanaryMisses, Silences: v.Silences}
	if v.LeaveAt != nil {
		e.LeaveAt = v.LeaveAt.Uint64()
	}
	return e
}

// Qualified lists the qualified evaluators of a service type (the ones a random draw picks from).
func (p *Pool) Qualified(ctx context.Context, serviceType string) ([]common.Address, error) {
	l, err := bind.Call(p.c, p.esc.call(ctx), p.abi.PackQualified(settlement.ServiceTypeHash(serviceType)), p.abi.UnpackQualified)
	if err != nil {
		return nil, fmt.Errorf("read the qualified evaluators of %q: %w", serviceType, err)
	}
	return l, nil
}

// Staked is the outcome of Register and AddStake.
type Staked struct {
	Amount  *big.Int       // what the call pulled
	Stake   *big.Int       // the entry's stake after it
	Approve *types.Receipt // nil when the allowance already covered the amount
	Receipt *types.Receipt
}

// Register registers the key's address as an evaluator of `serviceType` with `stake` base units (at least
// the pool's minimum): it approves the pool for the stake when the allowance falls short, then registers.
// The entry starts in probation. It refuses, sending nothing, an address already registered for the
// service type, a stake below the minimum and a balance short of it.
func (p *Pool) Register(ctx context.Context, key signer.Signer, serviceType string, stake *big.Int) (*Staked, error) {
	if serviceType == "" {
		return nil, fmt.Errorf("register: no service type (the agreements' service.type)")
	}
	cfg, err := p.Config(ctx)
	if err != nil {
		return nil, err
	}
	if stake == nil || stake.Cmp(cfg.MinStake) < 0 {
		return nil, fmt.Errorf("register: a stake of %s base units is below the pool's minimum %s", bigOrZero(stake), cfg.MinStake)
	}
	if stake.BitLen() > 96 {
		return nil, fmt.Errorf("register: a stake of %s base units does not fit the pool's uint96", stake)
	}
	e, err := p.Entry(ctx, key.Address(), serviceType)
	if err != nil {
		return nil, err
	}
	if e.Status != PoolNone {
		return nil, refusef(ErrWrongState, "%s is already registered for %q (%s, stake %s): add to the stake instead, or withdraw a left entry first",
			key.Address(), serviceType, e.Status, e.Stake)
	}
	return p.stake(ctx, key, p.abi.PackRegister(settlement.ServiceTypeHash(serviceType), stake), stake, "register")
}

// AddStake adds `amount` base units to the key's stake for `serviceType` (after a slash, say), approving the
// pool first when needed. The entry must be in probation or qualified.
func (p *Pool) AddStake(ctx context.Context, key signer.Signer, serviceType string, amount *big.Int) (*Staked, error) {
	if amount == nil || amount.Sign() <= 0 || amount.BitLen() > 96 {
		return nil, fmt.Errorf("addStake: the amount must be positive and fit a uint96, got %s", bigOrZero(amount))
	}
	e, err := p.Entry(ctx, key.Address(), serviceType)
	if err != nil {
		return nil, err
	}
	if e.Status != PoolProbation && e.Status != PoolQualified {
		return nil, refusef(ErrWrongState, "%s's entry for %q is %s: only a registered entry in probation or qualified takes more stake", key.Address(), serviceType, e.Status)
	}
	return p.stake(ctx, key, p.abi.PackAddStake(settlement.ServiceTypeHash(serviceType), amount), amount, "addStake")
}

// stake approves the pool for amount when needed and sends data (register or addStake).
func (p *Pool) stake(ctx context.Context, key signer.Signer, data []byte, amount *big.Int, what string) (*Staked, error) {
	out := &Staked{Amount: new(big.Int).Set(amount)}
	from := key.Address()
	bal, err := p.esc.BalanceOf(ctx, from)
	if err != nil {
		return nil, err
	}
	if bal.Cmp(amount) < 0 {
		return nil, fmt.Errorf("%s holds %s base units of token %s but the stake needs %s; top up the wallet first", from, bal, p.esc.token, amount)
	}
	allowance, err := bind.Call(p.esc.tokC, p.esc.call(ctx), p.esc.tok.PackAllowance(from, p.addr), p.esc.tok.UnpackAllowance)
	if err != nil {
		return nil, fmt.Errorf("allowance(%s, pool): %w", from, err)
	}
	if allowance.Cmp(amount) < 0 {
		if out.Approve, err = p.esc.send(ctx, key, p.esc.tokC, p.esc.tok.PackApprove(p.addr, amount), "approve the pool"); err != nil {
			return nil, err
		}
	}
	if out.Receipt, err = p.esc.send(ctx, key, p.c, data, what); err != nil {
		return nil, err
	}
	for _, l := range out.Receipt.Logs {
		if ev, err := p.abi.UnpackRegisteredEvent(l); err == nil {
			out.Stake = ev.Stake
		} else if ev, err := p.abi.UnpackStakeAddedEvent(l); err == nil {
			out.Stake = ev.Stake
		}
	}
	if out.Stake == nil {
		return nil, fmt.Errorf("%s %s: no Registered or StakeAdded event in the receipt", what, out.Receipt.TxHash)
	}
	return out, nil
}

// Resign leaves the pool of `serviceType`: no new draws at once; the stake unbonds for the pool's unbonding
// delay and while jobs it was appointed to are not recorded. It returns when the stake may be withdrawn.
func (p *Pool) Resign(ctx context.Context, key signer.Signer, serviceType string) (time.Time, *types.Receipt, error) {
	rcpt, err := p.esc.send(ctx, key, p.c, p.abi.PackResign(settlement.ServiceTypeHash(serviceType)), "resign")
	if err != nil {
		return time.Time{}, nil, err
	}
	for _, l := range rcpt.Logs {
		if ev, err := p.abi.UnpackLeftEvent(l); err == nil {
			return time.Unix(ev.LeaveAt.Int64(), 0), rcpt, nil
		}
	}
	return time.Time{}, rcpt, fmt.Errorf("resign %s: no Left event in the receipt", rcpt.TxHash)
}

// Withdraw pays a left (or removed) entry its remaining stake once unbonded and returns the amount. The
// pool refuses it (StillBonded) before leaveAt or while an appointed job is not recorded.
func (p *Pool) Withdraw(ctx context.Context, key signer.Signer, serviceType string) (*big.Int, *types.Receipt, error) {
	rcpt, err := p.esc.send(ctx, key, p.c, p.abi.PackWithdraw(settlement.ServiceTypeHash(serviceType)), "withdraw stake")
	if err != nil {
		return nil, nil, err
	}
	for _, l := range rcpt.Logs {
		if ev, err := p.abi.UnpackWithdrawnEvent(l); err == nil {
			return ev.Amount, rcpt, nil
		}
	}
	return nil, rcpt, fmt.Errorf("withdraw %s: no Withdrawn event in the receipt", rcpt.TxHash)
}

// policyBinding is the bindings' form of a policy.
func policyBinding(pol settlement.PoolPolicy) bindings.IEvaluatorPoolPolicy {
	return bindings.IEvaluatorPoolPolicy{ServiceType: pol.ServiceType, Mode: uint8(pol.Mode), Size: pol.Size, Quorum: pol.Quorum,
		Rounds: pol.Rounds, Rotation: pol.Rotation, FailureAction: uint8(pol.FailureAction), CanaryEvery: pol.CanaryEvery}
}

// PolicyOf reads an opened policy; ok is false when the pool has none with that id.
func (p *Pool) PolicyOf(ctx context.Context, id common.Hash) (pol settlement.PoolPolicy, ok bool, err error) {
	v, err := bind.Call(p.c, p.esc.call(ctx), p.abi.PackPolicyOf(id), p.abi.UnpackPolicyOf)
	if err != nil {
		return settlement.PoolPolicy{}, false, fmt.Errorf("read policy %s: %w", id.Hex(), err)
	}
	if v.Size == 0 {
		return settlement.PoolPolicy{}, false, nil
	}
	return settlement.PoolPolicy{ServiceType: v.ServiceType, Mode: settlement.SelectionMode(v.Mode), Size: v.Size, Quorum: v.Quorum,
		Rounds: v.Rounds, Rotation: v.Rotation, FailureAction: settlement.CanaryFailureAction(v.FailureAction), CanaryEvery: v.CanaryEvery}, true, nil
}

// OpenPolicy opens a selection policy and deploys its three seats; anyone may. It is idempotent: when the
// policy is open already it sends nothing and returns a nil receipt. The seats are at the addresses
// settlement.PoolPolicy.Seats predicts.
func (p *Pool) OpenPolicy(ctx context.Context, key signer.Signer, pol settlement.PoolPolicy) (settlement.PoolSeats, *types.Receipt, error) {
	if err := pol.Check(); err != nil {
		return settlement.PoolSeats{}, nil, err
	}
	seats := pol.Seats(p.addr)
	if _, ok, err := p.PolicyOf(ctx, pol.PolicyID()); err != nil || ok {
		return seats, nil, err
	}
	rcpt, err := p.esc.send(ctx, key, p.c, p.abi.PackOpenPolicy(policyBinding(pol)), "openPolicy")
	if err != nil {
		return settlement.PoolSeats{}, nil, err
	}
	for _, l := range rcpt.Logs {
		if ev, err := p.abi.UnpackPolicyOpenedEvent(l); err == nil {
			got := settlement.PoolSeats{Evaluators: ev.EvaluatorsSeat, Backup: ev.BackupSeat, Resolver: ev.ResolverSeat}
			if got != seats {
				return got, rcpt, fmt.Errorf("openPolicy %s: the pool deployed seats %v, predicted %v", rcpt.TxHash, got, seats)
			}
		}
	}
	return seats, rcpt, nil
}

// SeatInfo is what the pool knows of a seat address.
type SeatInfo struct {
	Known    bool
	PolicyID common.Hash
	Role     settlement.SeatRole
}

// SeatInfo reads which policy and role a seat fills (Known false: not a seat of this pool).
func (p *Pool) SeatInfo(ctx context.Context, seat common.Address) (SeatInfo, error) {
	v, err := bind.Call(p.c, p.esc.call(ctx), p.abi.PackSeatInfo(seat), p.abi.UnpackSeatInfo)
	if err != nil {
		return SeatInfo{}, fmt.Errorf("read seat %s: %w", seat, err)
	}
	return SeatInfo{Known: v.Known, PolicyID: v.PolicyId, Role: settlement.SeatRole(v.Role)}, nil
}

// PoolAssignment is a seat's appointment for one job.
type PoolAssignment struct {
	RequestBlock   uint64 // the block a random draw was requested in (0: none)
	AssignedAt     uint64 // unix time of the appointment (0: not yet)
	Recorded       bool
	CanaryRevealed bool
	Tally          *big.Int
	Evaluators     []common.Address
}

// Assignment reads a seat's appointment for job `jobID`.
func (p *Pool) Assignment(ctx context.Context, seat common.Address, jobID *big.Int) (*PoolAssignment, error) {
	v, err := bind.Call(p.c, p.esc.call(ctx), p.abi.PackAssignmentOf(seat, jobID), p.abi.UnpackAssignmentOf)
	if err != nil {
		return nil, fmt.Errorf("read the assignment of seat %s for job %s: %w", seat, jobID, err)
	}
	a := &PoolAssignment{RequestBlock: v.RequestBlock, Recorded: v.Recorded, CanaryRevealed: v.CanaryRevealed, Tally: bigOrZero(v.Tally), Evaluators: v.Evaluators}
	if v.AssignedAt != nil {
		a.AssignedAt = v.AssignedAt.Uint64()
	}
	return a, nil
}

// RequestDraw requests the random draw of `seat` for job `jobID` (the hash of the next block seeds it); for a
// mutual seat the first call opens the negotiation. Anyone may send it. Draw makes the draw from the block
// after the next one.
func (p *Pool) RequestDraw(ctx context.Context, key signer.Signer, seat common.Address, jobID *big.Int) (*types.Receipt, error) {
	return p.esc.send(ctx, key, p.c, p.abi.PackRequestDraw(seat, jobID), "requestDraw")
}

// Draw makes a requested draw and returns the appointed evaluators; anyone may send it, the outcome does
// not depend on who or when.
func (p *Pool) Draw(ctx context.Context, key signer.Signer, seat common.Address, jobID *big.Int) ([]common.Address, *types.Receipt, error) {
	rcpt, err := p.esc.send(ctx, key, p.c, p.abi.PackDraw(seat, jobID), "draw")
	if err != nil {
		return nil, nil, err
	}
	return p.assigned(rcpt, "draw")
}

// Propose is a party's proposal of a mutual seat's evaluators for job `jobID`; when both parties proposed
// the same list it is appointed, and the appointed evaluators are returned (nil before).
func (p *Pool) Propose(ctx context.Context, key signer.Signer, seat common.Address, jobID *big.Int, evaluators []common.Address) ([]common.Address, *types.Receipt, error) {
	rcpt, err := p.esc.send(ctx, key, p.c, p.abi.PackPropose(seat, jobID, evaluators), "propose")
	if err != nil {
		return nil, nil, err
	}
	got, _, _ := p.assigned(rcpt, "propose")
	return got, rcpt, nil
}

func (p *Pool) assigned(rcpt *types.Receipt, what string) ([]common.Address, *types.Receipt, error) {
	for _, l := range rcpt.Logs {
		if ev, err := p.abi.UnpackAssignedEvent(l); err == nil {
			return ev.Evaluators, rcpt, nil
		}
	}
	return nil, rcpt, fmt.Errorf("%s %s: no Assigned event in the receipt", what, rcpt.TxHash)
}
