package asaclient

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/settlement/onchain"
	"github.com/asa-escrow/asa/signer"
)

// checkPlanPool refuses a plan whose judges come from a pool other than the deployment's, or from a pool
// not known at all (its seats would be stand-ins).
func (e *Escrow) checkPlanPool(plan *settlement.JobPlan) error {
	p := plan.Pool
	if p == nil {
		return nil
	}
	switch {
	case p.Pending || p.Pool == (common.Address{}):
		return fmt.Errorf("agreement %s draws its %s from an evaluator pool, but no pool is known: open the escrow with its deployment (SetEvaluatorPool; asa: --deployment)", plan.AgreementID, rolesOf(p))
	case e.pool != (common.Address{}) && p.Pool != e.pool:
		return fmt.Errorf("agreement %s names evaluator pool %s, but the deployment's is %s", plan.AgreementID, p.Pool, e.pool)
	}
	return nil
}

func rolesOf(p *settlement.PoolPlan) string {
	out := ""
	for i, r := range p.Roles() {
		if i > 0 {
			out += ", "
		}
		out += r.Role.String()
	}
	return out
}

// OpenPoolPolicy makes sure the pool knows the policy whose seats the plan names (openPolicy deploys the
// seats; it is idempotent and anyone may call it): without it the seats cannot draw. It returns the
// receipt, or nil when the policy was open already (or the plan uses no pool).
func (e *Escrow) OpenPoolPolicy(ctx context.Context, key signer.Signer, plan *settlement.JobPlan) (*types.Receipt, error) {
	if plan.Pool == nil {
		return nil, nil
	}
	if err := e.checkPlanPool(plan); err != nil {
		return nil, err
	}
	pool := bindings.NewEvaluatorPool()
	c := pool.Instance(e.eth, plan.Pool.Pool)
	known, err := bind.Call(c, e.call(ctx), pool.PackPolicyOf(plan.Pool.PolicyID), pool.UnpackPolicyOf)
	if err != nil {
		return nil, fmt.Errorf("read the evaluator pool %s's policy %s: %w", plan.Pool.Pool, plan.Pool.PolicyID, err)
	}
	if known.Size != 0 {
		return nil, nil
	}
	rcpt, err := e.send(ctx, key, c, pool.PackOpenPolicy(onchain.PoolPolicy(plan.Pool.Policy)), "openPolicy")
	if err != nil {
		return nil, err
	}
	return rcpt, nil
}
