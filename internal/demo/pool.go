package demo

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

// The evaluator pool part of the scenario (issue #23): the demo's evaluator earns its place in the pool
// through two probation canaries, a job whose evaluator is drawn from the pool settles, and a canary job, made
// by the canary operator with fresh client and provider accounts, goes through the same seat as the real job
// and is revealed after it settled.

// burnAddress is where the pool sends slashed canary stakes (EvaluatorPool.BURN).
var burnAddress = common.HexToAddress("0x000000000000000000000000000000000000dEaD")

// poolStake is the evaluator's stake: DevPoolConfig's minimum, 10 USDC.
var poolStake = big.NewInt(10_000_000)

// deployPool deploys the escrow's evaluator pool with the dev rules (2 evaluations and 1 canary qualify; the
// canary operator is its own account) and gives the operator and the evaluator their starting USDC.
func (r *runner) deployPool(ctx context.Context, opts *bind.TransactOpts) error {
	addr, _, err := escrow.DeployPool(ctx, r.eth, opts, r.dep.Escrow, escrow.DevPoolConfig(r.operator.addr))
	if err != nil {
		return err
	}
	r.dep.EvaluatorPool = addr
	r.esc.SetEvaluatorPool(addr)
	if r.pool, err = r.esc.OpenPool(ctx, addr); err != nil {
		return err
	}
	if err := escrow.MintDevToken(ctx, r.eth, opts, r.dep.Token, big.NewInt(100_000_000), r.operator.addr); err != nil {
		return err
	}
	return escrow.MintDevToken(ctx, r.eth, opts, r.dep.Token, poolStake, r.eval.addr)
}

// move is a transfer the scenario makes outside the jobs' payouts (a stake, a slash, the operator funding a
// canary account), for the balance table's predictions.
type move struct {
	from, to common.Address
	amount   *big.Int
}

// poolJobs is the evaluator pool's scenario.
func (r *runner) poolJobs(ctx context.Context) error {
	st := "research_synthesis"
	r.printf("\n== evaluator pool %s: the evaluator earns its place (white paper 3.6.1)\n", r.dep.EvaluatorPool.Hex())
	staked, err := r.pool.Register(ctx, signer.FromKey(r.eval.key), st, poolStake)
	if err != nil {
		return fmt.Errorf("demo: register the evaluator in the pool: %w", err)
	}
	r.moves = append(r.moves, move{r.eval.addr, r.dep.EvaluatorPool, poolStake})
	r.printf("   evaluator registered for %q with a stake of %s USDC: in probation  (tx %s)\n", st, units(staked.Stake), staked.Receipt.TxHash.Hex())
	probation := settlement.PoolPolicy{ServiceType: settlement.ServiceTypeHash(st), Mode: settlement.SelectProbation, Size: 1, Quorum: 1}
	op := signer.FromKey(r.operator.key)
	seats, _, err := r.pool.OpenPolicy(ctx, op, probation)
	if err != nil {
		return fmt.Errorf("demo: open the probation policy: %w", err)
	}
	for n := range 2 {
		if err := r.probationCanary(ctx, seats.Evaluators, n); err != nil {
			return err
		}
	}
	if err := r.showEntry(ctx, st); err != nil {
		return err
	}

	poolDoc := func(id string, client, provider common.Address) ([]byte, error) {
		return r.agreement(ctx, id, map[string]any{
			"parties.client":           caip10Party(r.dep.ChainID, client, "client"),
			"parties.provider":         caip10Party(r.dep.ChainID, provider, "provider"),
			"parties.evaluator":        nil, // drawn from the pool (verification.evaluator_selection defaults to random)
			"parties.backup_evaluator": nil, // hold_for_backup_evaluator draws the backup from the pool too
		})
	}
	j := &jobRun{title: "evaluator drawn at random from the pool, score 88", oneCall: true}
	r.printf("\n== job: %s\n", j.title)
	doc, err := poolDoc("asa-demo-pool", r.client.addr, r.provider.addr)
	if err != nil {
		return err
	}
	if err := r.createFunded(ctx, j, doc); err != nil {
		return err
	}
	seat := j.plan.Pool.Seats.Evaluators
	r.printf("   the agreement names no evaluator: the job's evaluator is the pool's seat %s (policy %s…: random, %d of %d)\n",
		seat.Hex(), j.plan.Pool.PolicyID.Hex()[:12], j.plan.Pool.Policy.Quorum, j.plan.Pool.Policy.Size)
	if err := r.drawn(ctx, j, seat); err != nil {
		return err
	}
	hash, err := r.deliver(ctx, j)
	if err != nil {
		return err
	}
	if err := r.scoreAndSettle(ctx, j, r.eval, hash, "88"); err != nil {
		return err
	}
	if err := r.recorded(ctx, seat, j.id); err != nil {
		return err
	}

	// A canary in the evaluator's stream: the same agreement shape (so the same policy and seat), parties the
	// evaluator has never seen, a deliverable whose answer the operator committed before the draw.
	c := &jobRun{title: "canary through the same seat (fresh client and provider), score 90", oneCall: true}
	r.printf("\n== job: %s\n", c.title)
	clientKey, providerKey, err := r.canaryAccounts(ctx, j.plan.Budget)
	if err != nil {
		return err
	}
	c.clientKey, c.providerKey = clientKey, providerKey
	content := []byte("# literature summary (canary)\n\nA known-good report the canary operator scored 90 in advance.\n")
	deliverable, _ := settlement.ParseContentHash(settlement.ContentHash(content))
	canary, err := asaclient.NewCanary(deliverable, 9000, true)
	if err != nil {
		return err
	}
	rc, err := r.pool.CommitCanaries(ctx, op, canary.Commitment())
	if err != nil {
		return fmt.Errorf("demo: commit the canary: %w", err)
	}
	r.printf("   operator committed the canary's answer %s… before any job exists  (tx %s)\n", canary.Commitment().Hex()[:12], rc.TxHash.Hex())
	if doc, err = poolDoc("asa-demo-canary", crypto.PubkeyToAddress(clientKey.PublicKey), crypto.PubkeyToAddress(providerKey.PublicKey)); err != nil {
		return err
	}
	if err := r.createFunded(ctx, c, doc); err != nil {
		return err
	}
	if c.plan.Pool.Seats.Evaluators != seat {
		return fmt.Errorf("demo: the canary job names seat %s, the real job %s: a canary must look like the real jobs", c.plan.Pool.Seats.Evaluators, seat)
	}
	if err := r.drawn(ctx, c, seat); err != nil {
		return err
	}
	hash, err = r.deliverContent(ctx, c, content)
	if err != nil {
		return err
	}
	if err := r.scoreAndSettle(ctx, c, r.eval, hash, "90"); err != nil {
		return err
	}
	return r.reveal(ctx, seat, c, canary, st)
}

// probationCanary is one canary-only probation job: the operator commits the answer (95, PASS), creates the
// job through the probation seat as its client with the canary provider, appoints the evaluator, the
// provider delivers, the evaluator scores through the daemon, the daemon settles, the operator reveals.
func (r *runner) probationCanary(ctx context.Context, seat common.Address, n int) error {
	j := &jobRun{title: fmt.Sprintf("probation canary %d of the evaluator, score 95", n+1), oneCall: true,
		clientKey: r.operator.key, providerKey: r.canaryProvider.key}
	r.printf("\n== job: %s\n", j.title)
	content := []byte(fmt.Sprintf("# probation report %d\n\nA known-good report the canary operator scored 95.\n", n+1))
	deliverable, _ := settlement.ParseContentHash(settlement.ContentHash(content))
	canary, err := asaclient.NewCanary(deliverable, 9500, true)
	if err != nil {
		return err
	}
	op := signer.FromKey(r.operator.key)
	if _, err := r.pool.CommitCanaries(ctx, op, canary.Commitment()); err != nil {
		return fmt.Errorf("demo: commit probation canary %d: %w", n+1, err)
	}
	doc, err := r.agreement(ctx, fmt.Sprintf("asa-demo-probation-%d", n+1), map[string]any{
		"parties.client":                         caip10Party(r.dep.ChainID, r.operator.addr, "canary operator"),
		"parties.provider":                       caip10Party(r.dep.ChainID, r.canaryProvider.addr, "canary provider"),
		"parties.evaluator":                      caip10Party(r.dep.ChainID, seat, "the pool's probation seat"),
		"parties.backup_evaluator":               nil,
		"escrow.dead_mans_switch.timeout_action": "return_to_client",
	})
	if err != nil {
		return err
	}
	if err := r.createFunded(ctx, j, doc); err != nil {
		return err
	}
	rcpt, err := r.pool.AppointProbation(ctx, op, seat, j.id, []common.Address{r.eval.addr})
	if err != nil {
		return fmt.Errorf("demo: appoint probation job %s: %w", j.id, err)
	}
	r.printf("   operator appointed the evaluator to job %s through the probation seat  (tx %s)\n", j.id, rcpt.TxHash.Hex())
	hash, err := r.deliverContent(ctx, j, content)
	if err != nil {
		return err
	}
	if err := r.scoreAndSettle(ctx, j, r.eval, hash, "95"); err != nil {
		return err
	}
	_, err = r.revealCanary(ctx, seat, j, canary)
	return err
}

// drawn mines blocks (anvil mines only on transactions) until the daemon's assigner requested the draw and
// drew from the seed block, and shows who was drawn.
func (r *runner) drawn(ctx context.Context, j *jobRun, seat common.Address) error {
	start := time.Now()
	for {
		a, err := r.pool.Assignment(ctx, seat, j.id)
		if err != nil {
			return err
		}
		if a.AssignedAt != 0 {
			r.printf("   daemon   requested the draw in block %d and drew from the next block's hash: %s appointed  (%.1fs)\n",
				a.RequestBlock, addressesText(a.Evaluators), time.Since(start).Seconds())
			return nil
		}
		if time.Since(start) > 30*time.Second {
			return fmt.Errorf("demo: job %s: the daemon did not draw its evaluator in 30 s (see %s/daemon.log)", j.id, r.opts.Dir)
		}
		if err := r.node.Mine(ctx, 1); err != nil {
			return err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(200 * time.Millisecond):
		}
	}
}

// recorded waits for the daemon to count the job's evaluation in the pool.
func (r *runner) recorded(ctx context.Context, seat common.Address, id *big.Int) error {
	for start := time.Now(); ; time.Sleep(200 * time.Millisecond) {
		a, err := r.pool.Assignment(ctx, seat, id)
		if err != nil {
			return err
		}
		if a.Recorded {
			r.printf("   daemon   recorded job %s in the pool: the evaluation counts toward the evaluator's record\n", id)
			return nil
		}
		if time.Since(start) > 30*time.Second {
			return fmt.Errorf("demo: job %s: the daemon did not record it in the pool in 30 s", id)
		}
	}
}

// reveal reveals the canary and shows the evaluator's record after it.
func (r *runner) reveal(ctx context.Context, seat common.Address, j *jobRun, canary asaclient.Canary, st string) error {
	verdicts, err := r.revealCanary(ctx, seat, j, canary)
	if err != nil {
		return err
	}
	for _, v := range verdicts {
		if v.Slashed.Sign() > 0 {
			r.moves = append(r.moves, move{r.dep.EvaluatorPool, burnAddress, v.Slashed})
		}
	}
	return r.showEntry(ctx, st)
}

// revealCanary is the operator's reveal once the job settled.
func (r *runner) revealCanary(ctx context.Context, seat common.Address, j *jobRun, canary asaclient.Canary) ([]asaclient.CanaryVerdict, error) {
	verdicts, rcpt, err := r.pool.RevealCanary(ctx, signer.FromKey(r.operator.key), seat, j.id, canary)
	if err != nil {
		return nil, fmt.Errorf("demo: reveal the canary of job %s: %w", j.id, err)
	}
	for _, v := range verdicts {
		outcome := "passed"
		if !v.Passed {
			outcome = "MISSED"
		}
		r.printf("   operator revealed the answer (%s, PASS expected): the evaluator %s, %s off; %s USDC slashed  (tx %s)\n",
			settlement.FormatAmount(big.NewInt(int64(canary.ExpectedScore)), 2), outcome,
			settlement.FormatAmount(big.NewInt(int64(v.DeviationBps)), 2), units(v.Slashed), rcpt.TxHash.Hex())
	}
	return verdicts, nil
}

// showEntry prints the evaluator's pool entry.
func (r *runner) showEntry(ctx context.Context, st string) error {
	e, err := r.pool.Entry(ctx, r.eval.addr, st)
	if err != nil {
		return err
	}
	rate := "none yet"
	if bps, ok := e.WindowPassBps(); ok {
		rate = settlement.FormatAmount(big.NewInt(int64(bps)), 2) + " %"
	}
	r.printf("   pool     the evaluator is %s: %d evaluations, canaries %d passed / %d missed (window pass rate %s), stake %s USDC\n",
		e.Status, e.Evaluations, e.CanaryPasses, e.CanaryMisses, rate, units(e.Stake))
	return nil
}

// canaryAccounts makes a fresh client and provider for a canary job; the operator gives the client the
// budget and both some ETH for gas (on a real chain it would fund them through paths an evaluator cannot
// link to it; see docs/attacks.md).
func (r *runner) canaryAccounts(ctx context.Context, budget *big.Int) (client, provider *ecdsa.PrivateKey, err error) {
	if client, err = crypto.GenerateKey(); err != nil {
		return nil, nil, err
	}
	if provider, err = crypto.GenerateKey(); err != nil {
		return nil, nil, err
	}
	opts := bind.NewKeyedTransactor(r.operator.key, r.node.ChainID())
	opts.Context = ctx
	for _, k := range []*ecdsa.PrivateKey{client, provider} {
		if err := r.sendETH(ctx, crypto.PubkeyToAddress(k.PublicKey), big.NewInt(1e17)); err != nil { // 0.1 ETH
			return nil, nil, fmt.Errorf("demo: gas for a canary account: %w", err)
		}
	}
	to := crypto.PubkeyToAddress(client.PublicKey)
	tok := bindings.NewTestUSDC()
	tx, err := bind.Transact(tok.Instance(r.eth, r.dep.Token), opts, tok.PackTransfer(to, budget))
	if err == nil {
		_, err = escrow.WaitSuccess(ctx, r.eth, tx)
	}
	if err != nil {
		return nil, nil, fmt.Errorf("demo: fund the canary client: %w", err)
	}
	r.moves = append(r.moves, move{r.operator.addr, to, new(big.Int).Set(budget)})
	for _, a := range []struct {
		name string
		addr common.Address
	}{{"canary client 2", to}, {"canary provider 2", crypto.PubkeyToAddress(provider.PublicKey)}} {
		r.accounts = append(r.accounts, account{name: a.name, addr: a.addr, before: new(big.Int)})
	}
	r.printf("   operator funded a fresh client %s with %s USDC and gas, and a fresh provider %s with gas\n",
		short(to), units(budget), short(crypto.PubkeyToAddress(provider.PublicKey)))
	return client, provider, nil
}

// sendETH is a plain transfer from the canary operator.
func (r *runner) sendETH(ctx context.Context, to common.Address, wei *big.Int) error {
	from := r.operator.addr
	nonce, err := r.eth.PendingNonceAt(ctx, from)
	if err != nil {
		return err
	}
	tip, err := r.eth.SuggestGasTipCap(ctx)
	if err != nil {
		return err
	}
	head, err := r.eth.HeaderByNumber(ctx, nil)
	if err != nil {
		return err
	}
	feeCap := new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2)))
	tx, err := types.SignNewTx(r.operator.key, types.LatestSignerForChainID(r.node.ChainID()), &types.DynamicFeeTx{
		ChainID: r.node.ChainID(), Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: 21_000, To: &to, Value: wei})
	if err != nil {
		return err
	}
	if err := r.eth.SendTransaction(ctx, tx); err != nil {
		return err
	}
	_, err = escrow.WaitSuccess(ctx, r.eth, tx)
	return err
}

// caip10Party is an agreement party named by its address on this chain.
func caip10Party(chainID uint64, a common.Address, name string) map[string]any {
	return map[string]any{"identity": map[string]any{"scheme": "caip10", "value": fmt.Sprintf("eip155:%d:%s", chainID, a.Hex())}, "display_name": name}
}

func addressesText(as []common.Address) string {
	s := ""
	for i, a := range as {
		if i > 0 {
			s += ", "
		}
		s += a.Hex()
	}
	return s
}
