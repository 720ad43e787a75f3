package asaclient

import (
	"context"
	"crypto/sha256"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

// ReasonHash is the on-chain reason of a challenge or a resolution written as text: its sha256 (the chain
// keeps 32 bytes, never the text; keep the text where the other parties can read it). A 0x-prefixed
// 32-byte hex string is taken as the hash itself.
func ReasonHash(text string) common.Hash {
	if t := strings.TrimSpace(text); len(t) == 66 && strings.HasPrefix(t, "0x") {
		if b := common.FromHex(t); len(b) == 32 {
			return common.BytesToHash(b)
		}
	}
	return sha256.Sum256([]byte(text))
}

// Challenge disputes a job's verified score inside its challenge window, from the client's or the
// provider's key: the job becomes Disputed and its resolver decides the outcome (Resolve) before the
// dispute deadline, else the agreement's dispute default applies. reason is kept on chain as 32 bytes (see
// ReasonHash). It refuses, sending nothing, a key that is neither party, a job that is not Verified, a
// closed window and a job whose terms name no resolver, each saying who may challenge and when.
func (e *Escrow) Challenge(ctx context.Context, key signer.Signer, id *big.Int, reason common.Hash) (*types.Receipt, error) {
	j, err := e.Job(ctx, id)
	if err != nil {
		return nil, err
	}
	if j.Terms == nil {
		return nil, refusef(ErrWrongState, "job %s is a plain ERC-8183 job: it has no challenge window (its evaluator completes or rejects it)", id)
	}
	from := key.Address()
	if from != j.View.Client && from != j.View.Provider {
		return nil, refusef(ErrWrongRole, "%s may not challenge job %s: only its client %s or its provider %s may, while the job is Verified; sign with one of their keys",
			from, id, j.View.Client, j.View.Provider)
	}
	if j.Status != settlement.JobVerified {
		return nil, notChallengeable(j)
	}
	now, err := e.HeadTime(ctx)
	if err != nil {
		return nil, err
	}
	if end := j.View.Deadline.Uint64(); uint64(now.Unix()) >= end {
		return nil, refusef(ErrWrongState, "job %s's challenge window closed at %s (chain time %s): the score stands and the job settles when finalized (the settlement daemon does it; anyone may, with Finalize)",
			id, isoTime(end), now.UTC().Format(time.RFC3339))
	}
	if j.Terms.Resolver == (common.Address{}) {
		return nil, refusef(ErrWrongState, "job %s's terms name no dispute resolver, so its score cannot be challenged; it settles when the window closes at %s",
			id, isoTime(j.View.Deadline.Uint64()))
	}
	return e.send(ctx, key, e.escC, e.esc.PackChallenge(id, reason), "challenge")
}

// notChallengeable says why a job that is not Verified takes no challenge.
func notChallengeable(j *Job) error {
	switch j.Status {
	case settlement.JobOpen, settlement.JobFunded, settlement.JobSubmitted:
		return refusef(ErrWrongState, "job %s is %s: a score can be challenged only once the job is Verified, inside its challenge window", j.ID, j.Status)
	case settlement.JobDisputed:
		return refusef(ErrWrongState, "job %s is already Disputed: its resolver %s decides the outcome until %s", j.ID, j.Terms.Resolver, isoTime(j.View.Deadline.Uint64()))
	default:
		return refusef(ErrWrongState, "job %s is %s: it is settled and can no longer be challenged", j.ID, j.Status)
	}
}

// Resolution is a resolver's decision on a disputed job.
type Resolution struct {
	// ProviderBps is the provider's share of the budget in basis points (0 to 10000: 8500 is 85 %); the
	// client gets the rest.
	ProviderBps uint16
	// Reason is kept on chain as 32 bytes (see ReasonHash).
	Reason common.Hash
}

// Resolve decides a disputed job from the resolver's key (the one its terms name): the provider gets
// r.ProviderBps of the budget, the client the rest, and the job settles. When the terms name an evaluator
// pool's Resolver seat, the key is the resolver the pool drew for the job and the decision goes through the
// pool (EvaluatorPool.resolve: it also slashes the evaluators the decision overturns). It refuses, sending
// nothing, a key that is not the resolver's (or not the drawn one), a seat that has not drawn yet, a job that
// is not Disputed, a dispute past its deadline (the dispute default applies then) and a share above 10000 bps.
func (e *Escrow) Resolve(ctx context.Context, key signer.Signer, id *big.Int, r Resolution) (*types.Receipt, error) {
	if r.ProviderBps > 10_000 {
		return nil, fmt.Errorf("a provider share of %d bps is more than the whole budget (10000 bps = 100 %%)", r.ProviderBps)
	}
	j, err := e.Job(ctx, id)
	if err != nil {
		return nil, err
	}
	if j.Terms == nil {
		return nil, refusef(ErrWrongState, "job %s is a plain ERC-8183 job: it has no dispute to resolve", id)
	}
	from, seat := key.Address(), j.Terms.Resolver
	if seat == (common.Address{}) {
		return nil, refusef(ErrWrongState, "job %s's terms name no dispute resolver: nobody can resolve it", id)
	}
	var pool *Pool
	if from != seat {
		if pool, err = e.resolverSeatPool(ctx, seat); err != nil {
			return nil, err
		}
		if pool == nil {
			return nil, refusef(ErrWrongRole, "%s may not resolve job %s: only its resolver %s may, while the job is Disputed; sign with the resolver's key", from, id, seat)
		}
	}
	if j.Status != settlement.JobDisputed {
		switch {
		case j.Status == settlement.JobVerified:
			return nil, refusef(ErrWrongState, "job %s is Verified, not Disputed: nothing to resolve unless its client or provider challenges it (asa job challenge) before %s",
				id, isoTime(j.View.Deadline.Uint64()))
		case j.Status.Terminal():
			return nil, refusef(ErrWrongState, "job %s is %s: it is settled, there is no dispute to resolve", id, j.Status)
		default:
			return nil, refusef(ErrWrongState, "job %s is %s: only a Disputed job can be resolved (after a challenge of its verified score)", id, j.Status)
		}
	}
	if pool != nil {
		a, err := pool.Assignment(ctx, seat, id)
		if err != nil {
			return nil, err
		}
		if a.AssignedAt == 0 || len(a.Evaluators) == 0 {
			return nil, refusef(ErrWrongState, "job %s's resolver is evaluator pool seat %s, which has not drawn the resolver yet: anyone may request the draw (asa's daemon does it by itself), and the drawn evaluator then decides", id, seat)
		}
		if from != a.Evaluators[0] {
			return nil, refusef(ErrWrongRole, "%s may not resolve job %s: the evaluator pool drew %s as its resolver (seat %s); sign with that key", from, id, a.Evaluators[0], seat)
		}
	}
	now, err := e.HeadTime(ctx)
	if err != nil {
		return nil, err
	}
	if end := j.View.Deadline.Uint64(); uint64(now.Unix()) >= end {
		return nil, refusef(ErrWrongState, "job %s's dispute deadline passed at %s (chain time %s): the resolver may no longer decide; the agreement's dispute default (%s) applies when anyone finalizes it",
			id, isoTime(end), now.UTC().Format(time.RFC3339), j.Terms.DisputeDefault)
	}
	if pool != nil {
		return e.send(ctx, key, pool.c, pool.abi.PackResolve(seat, id, r.ProviderBps, r.Reason), "resolve")
	}
	return e.send(ctx, key, e.escC, e.esc.PackResolveDispute(id, r.ProviderBps, r.Reason), "resolveDispute")
}

// resolverSeatPool returns the evaluator pool whose Resolver seat addr is, or nil when addr is not one (a
// wallet, another contract, a seat of another escrow's pool or of another role). The seat names its pool; the
// pool must serve this escrow and know the seat, so a contract that only claims to be a seat is refused.
func (e *Escrow) resolverSeatPool(ctx context.Context, addr common.Address) (*Pool, error) {
	code, err := e.eth.CodeAt(ctx, addr, nil)
	if err != nil {
		return nil, fmt.Errorf("read code at resolver %s: %w", addr, err)
	}
	if len(code) == 0 {
		return nil, nil
	}
	sb := bindings.NewPoolSeat()
	poolAddr, err := bind.Call(sb.Instance(e.eth, addr), e.call(ctx), sb.PackPool(), sb.UnpackPool)
	if err != nil {
		return nil, nil // a contract without pool(): not a seat
	}
	pool, err := e.OpenPool(ctx, poolAddr)
	if err != nil {
		return nil, nil // not this escrow's pool
	}
	info, err := pool.SeatInfo(ctx, addr)
	if err != nil {
		return nil, err
	}
	if !info.Known || info.Role != settlement.SeatResolver {
		return nil, nil
	}
	return pool, nil
}
