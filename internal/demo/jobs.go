package demo

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/shopspring/decimal"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/erc8004"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

// jobRun is one scripted job and what the settlement package predicts for it.
type jobRun struct {
	title     string
	id        *big.Int
	plan      *settlement.JobPlan
	predicted *settlement.Payout
	counted   []common.Address // evaluators whose result counted (they share the fee)
	oneCall   bool             // created, funded and accepted in one createAndFundAcceptedAsaJob transaction
	// unaccepted: the provider never accepts (the job is created and funded without its acceptance).
	unaccepted bool
	// collateral is what the provider posted with its acceptance (nil: none).
	collateral *big.Int
	// clientKey and providerKey are the job's parties when they are not the scenario's client and provider
	// (the canary operator's jobs); nil: r.client, r.provider.
	clientKey, providerKey *ecdsa.PrivateKey
	// viewer is the daemon's API signed in as the job's client (nil: r.party, the scenario's client).
	viewer *asaclient.Daemon
}

// clientSigner is the key that creates and funds the job.
func (r *runner) clientSigner(j *jobRun) signer.Signer {
	if j.clientKey != nil {
		return signer.FromKey(j.clientKey)
	}
	return signer.FromKey(r.client.key)
}

// providerSigner is the key that accepts and delivers the job.
func (r *runner) providerSigner(j *jobRun) signer.Signer {
	if j.providerKey != nil {
		return signer.FromKey(j.providerKey)
	}
	return signer.FromKey(r.provider.key)
}

// viewerOf is the daemon's API as the job's client.
func (r *runner) viewerOf(ctx context.Context, j *jobRun) (*asaclient.Daemon, error) {
	if j.clientKey == nil {
		return r.party, nil
	}
	if j.viewer == nil {
		v := &asaclient.Daemon{BaseURL: r.api.BaseURL}
		if err := v.SignIn(ctx, signer.FromKey(j.clientKey)); err != nil {
			return nil, fmt.Errorf("demo: job %s's client signs in to the daemon: %w", j.title, err)
		}
		j.viewer = v
	}
	return j.viewer, nil
}

func (r *runner) deployerOpts(ctx context.Context) *bind.TransactOpts {
	o := bind.NewKeyedTransactor(r.deployer.key, r.node.ChainID())
	o.Context = ctx
	return o
}

func writeJSON(path string, v any) error {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return fmt.Errorf("demo: encode %s: %w", path, err)
	}
	if err := os.WriteFile(path, append(data, '\n'), 0o644); err != nil {
		return fmt.Errorf("demo: write %s: %w", path, err)
	}
	return nil
}

// chainNow is the latest block's time.
func (r *runner) chainNow(ctx context.Context) (time.Time, error) {
	h, err := r.eth.HeaderByNumber(ctx, nil)
	if err != nil {
		return time.Time{}, fmt.Errorf("demo: latest block: %w", err)
	}
	return time.Unix(int64(h.Time), 0), nil
}

// warp moves chain time forward by seconds and mines a block, so that a window closes at once.
func (r *runner) warp(ctx context.Context, seconds uint64, why string) error {
	r.printf("   … %s (%ds of chain time): evm_increaseTime + evm_mine\n", why, seconds)
	if err := r.node.RPC().CallContext(ctx, nil, "evm_increaseTime", seconds); err != nil {
		return fmt.Errorf("demo: evm_increaseTime: %w", err)
	}
	return r.node.Mine(ctx, 1)
}

// agreement returns the seed agreement rebound to this chain and escrow, with edits applied to its
// JSON tree (paths of object keys; a nil value deletes).
func (r *runner) agreement(ctx context.Context, id string, edits map[string]any) ([]byte, error) {
	now, err := r.chainNow(ctx)
	if err != nil {
		return nil, err
	}
	doc, err := asaclient.Rebind(r.seed, r.dep.ChainID, r.dep.Escrow, now)
	if err != nil {
		return nil, err
	}
	var root map[string]any
	dec := json.NewDecoder(bytes.NewReader(doc))
	dec.UseNumber()
	if err := dec.Decode(&root); err != nil {
		return nil, fmt.Errorf("demo: agreement: %w", err)
	}
	root["agreement_id"] = id
	for path, v := range edits {
		if err := setPath(root, path, v); err != nil {
			return nil, err
		}
	}
	return json.MarshalIndent(root, "", "  ")
}

// setPath sets a dotted path ("escrow.payment.amount") in a JSON object tree.
func setPath(root map[string]any, path string, v any) error {
	keys := bytes.Split([]byte(path), []byte("."))
	m := root
	for _, k := range keys[:len(keys)-1] {
		next, ok := m[string(k)].(map[string]any)
		if !ok {
			return fmt.Errorf("demo: agreement path %s: %s is not an object", path, k)
		}
		m = next
	}
	last := string(keys[len(keys)-1])
	if v == nil {
		delete(m, last)
	} else {
		m[last] = v
	}
	return nil
}

// create parses the agreement like `asa job create` and creates the job from the client's key.
// plan parses the job's agreement document against the chain's current time.
func (r *runner) plan(ctx context.Context, j *jobRun, doc []byte) error {
	now, err := r.chainNow(ctx)
	if err != nil {
		return err
	}
	// Parties named by ERC-8004 agent id resolve through the identity registry, as `asa job create` does.
	agents, err := settlement.ResolveAgents(ctx, doc, erc8004.PartyResolver{Agents: erc8004.ChainResolver{Caller: r.eth}, ChainID: r.dep.ChainID, Registry: r.dep.IdentityRegistry})
	if err != nil {
		return fmt.Errorf("demo: %s: %w", j.title, err)
	}
	if j.plan, err = settlement.ParseAgreement(doc, settlement.AgreementOptions{Now: now, ChainID: r.dep.ChainID, Agents: agents, EvaluatorPool: r.dep.EvaluatorPool}); err != nil {
		return fmt.Errorf("demo: %s: %w", j.title, err)
	}
	return nil
}

func (r *runner) create(ctx context.Context, j *jobRun, doc []byte) error {
	if err := r.plan(ctx, j, doc); err != nil {
		return err
	}
	c, err := r.esc.CreateJob(ctx, signer.FromKey(r.client.key), j.plan)
	if err != nil {
		return fmt.Errorf("demo: %s: %w", j.title, err)
	}
	j.id = c.JobID
	r.jobs = append(r.jobs, j)
	r.printf("   client   created job %s: %s %s, terms %s…  (tx %s)\n", j.id, units(j.plan.Budget), j.plan.Currency,
		c.TermsHash.Hex()[:12], c.Receipt.TxHash.Hex())
	return r.register(ctx, j, doc)
}

// register gives the daemon the job's agreement document, as 'asa job create --daemon' does: the daemon
// then knows the job's result visibility and checks its price against the market.
func (r *runner) register(ctx context.Context, j *jobRun, doc []byte) error {
	start := time.Now()
	for {
		a, err := r.api.RegisterAgreement(ctx, j.id, doc)
		if err == nil {
			r.printf("   daemon   took job %s's agreement: visibility %s; %s\n", j.id, a.Visibility, a.PriceCheck.Message)
			return nil
		}
		if !asaclient.IsCode(err, wire.CodeUnknownJob) || time.Since(start) > 30*time.Second {
			return fmt.Errorf("demo: job %s's agreement to the daemon: %w", j.id, err)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// createFunded creates the job and funds it, and the provider accepts it (every seed agreement asks for the
// provider's acceptance, the default): when j.oneCall the provider signs its acceptance of the planned job
// and the client relays it in createAndFundAcceptedAsaJob (asaclient.CreateAgreedJob), else the client
// creates the job, approves and funds it with the terms hash, and the provider accepts it by its own call.
// When j.unaccepted the provider never accepts: the job stays Open with the budget in.
func (r *runner) createFunded(ctx context.Context, j *jobRun, doc []byte) error {
	if !j.oneCall || j.unaccepted {
		if j.unaccepted {
			if err := r.plan(ctx, j, doc); err != nil {
				return err
			}
			c, err := r.esc.CreateAndFundJob(ctx, signer.FromKey(r.client.key), j.plan, asaclient.CreateOptions{})
			if err != nil {
				return fmt.Errorf("demo: %s: %w", j.title, err)
			}
			j.id = c.JobID
			r.jobs = append(r.jobs, j)
			r.printf("   client   created and funded job %s in one transaction, with no acceptance from its provider  (createAndFundAsaJob tx %s)\n",
				j.id, c.Receipt.TxHash.Hex())
			return r.register(ctx, j, doc)
		}
		if err := r.create(ctx, j, doc); err != nil {
			return err
		}
		f, err := r.esc.Fund(ctx, signer.FromKey(r.client.key), j.id, asaclient.AgreedPlan(j.plan), asaclient.FundOptions{AgreedFrom: "the agreement"})
		if err != nil {
			return fmt.Errorf("demo: fund job %s: %w", j.id, err)
		}
		r.printf("   client   approved and funded job %s with the terms hash  (tx %s): it waits for its provider's acceptance\n", j.id, f.Fund.TxHash.Hex())
		return r.accept(ctx, j, doc)
	}
	if err := r.plan(ctx, j, doc); err != nil {
		return err
	}
	c, err := r.esc.CreateAgreedJob(ctx, r.clientSigner(j), j.plan, r.esc.ProviderKey(r.providerSigner(j)), asaclient.AgreedJobOptions{})
	if err != nil {
		return fmt.Errorf("demo: %s: %w", j.title, err)
	}
	j.id = c.JobID
	r.jobs = append(r.jobs, j)
	r.printf("   provider signed its EIP-712 acceptance of agreement %s… for the client's next job\n", j.plan.AgreementHash.Hex()[:12])
	r.printf("   client   approved, then created, funded and accepted job %s in one transaction: %s %s, terms %s…  (createAndFundAcceptedAsaJob tx %s)\n",
		j.id, units(j.plan.Budget), j.plan.Currency, c.TermsHash.Hex()[:12], c.Receipt.TxHash.Hex())
	return r.register(ctx, j, doc)
}

// accept is the provider's own acceptance of an existing job (acceptJob from its key, no signature), after it
// checked the job against the agreement document, as 'asa job accept --job ID --agreement FILE' does.
func (r *runner) accept(ctx context.Context, j *jobRun, doc []byte) error {
	a, err := r.esc.AcceptJob(ctx, signer.FromKey(r.provider.key), j.id, asaclient.AcceptOptions{FromBlock: r.dep.DeployBlock, Agreement: doc, Collateral: asaclient.CollateralApprove,
		Parties: func(block uint64) settlement.AgentResolver {
			return erc8004.PartyResolver{Agents: erc8004.ChainResolver{Caller: r.eth, Block: new(big.Int).SetUint64(block)}, ChainID: r.dep.ChainID, Registry: r.dep.IdentityRegistry}
		}})
	if err != nil {
		return fmt.Errorf("demo: provider's acceptance of job %s: %w", j.id, err)
	}
	r.printf("   provider checked job %s against the agreement and accepted it by its own call: %s  (acceptJob tx %s)\n", j.id, a.Status, a.Receipt.TxHash.Hex())
	return nil
}

// deliver submits content as the provider and returns its content hash.
func (r *runner) deliver(ctx context.Context, j *jobRun) (string, error) {
	return r.deliverContent(ctx, j, []byte(fmt.Sprintf("# %s\n\nDelivered by %s for job %s.\n", j.title, r.providerSigner(j).Address().Hex(), j.id)))
}

// deliverContent submits the given content as the job's provider and returns its content hash.
func (r *runner) deliverContent(ctx context.Context, j *jobRun, content []byte) (string, error) {
	hash := settlement.ContentHash(content)
	deliverable, _ := settlement.ParseContentHash(hash)
	rcpt, err := r.esc.Submit(ctx, r.providerSigner(j), j.id, deliverable)
	if err != nil {
		return "", fmt.Errorf("demo: submit job %s: %w", j.id, err)
	}
	r.printf("   provider delivered %s  (tx %s)\n", hash[:19]+"…", rcpt.TxHash.Hex())
	return hash, nil
}

// verdict is the seed Verification Result scored `score` for the delivered content.
func (r *runner) verdictFor(contentHash, score string, j *jobRun) ([]byte, error) {
	var root map[string]any
	dec := json.NewDecoder(bytes.NewReader(r.verdict))
	dec.UseNumber()
	if err := dec.Decode(&root); err != nil {
		return nil, fmt.Errorf("demo: verification result: %w", err)
	}
	root["agreement_id"] = j.plan.AgreementID
	root["verification_id"] = fmt.Sprintf("ver-demo-job-%s", j.id)
	for path, v := range map[string]any{"composite.score": json.Number(score), "evidence_trail.deliverable_hash": contentHash} {
		if err := setPath(root, path, v); err != nil {
			return nil, err
		}
	}
	if err := scoreDimensions(root, j.plan.Quality, score); err != nil {
		return nil, err
	}
	doc, err := json.Marshal(root)
	if err != nil {
		return nil, fmt.Errorf("demo: verification result: %w", err)
	}
	// The daemon refuses a result that does not follow the job's agreement; say so here first.
	if _, err := settlement.CheckVerification(j.plan, doc); err != nil {
		return nil, fmt.Errorf("demo: the verdict for job %s does not follow its agreement: %w", j.id, err)
	}
	return doc, nil
}

// scoreDimensions rewrites the seed verdict's dimension scores so that the agreement's weighted average is
// the composite the scenario wants: boolean dimensions score 100 (or 0 when the composite is below their
// weight), the others all the same score x, rounded half up to two decimals (within 0.005 × their weight of
// the exact value, so the composite rounds back to score). Reported SLO outcomes and the stated release are
// dropped (they are optional), the determination is PASS: the scenarios exercise the release policies.
func scoreDimensions(root map[string]any, q settlement.QualityCriteria, score string) error {
	if len(q.Dimensions) == 0 {
		delete(root, "dimensions")
		return nil
	}
	target, err := decimal.NewFromString(score)
	if err != nil {
		return fmt.Errorf("demo: score %q: %w", score, err)
	}
	if q.Method != settlement.MethodWeightedAverage {
		return fmt.Errorf("demo: the seed verdict is rewritten for weighted_average, not %s", q.Method)
	}
	booleans := decimal.Zero
	for _, d := range q.Dimensions {
		if d.Metric == settlement.MetricBoolean {
			booleans = booleans.Add(d.Weight)
		}
	}
	hundred := decimal.NewFromInt(100)
	boolScore := hundred
	if target.LessThan(booleans.Mul(hundred)) {
		boolScore = decimal.Zero
	}
	x := target
	if rest := decimal.NewFromInt(1).Sub(booleans); rest.IsPositive() {
		x = target.Sub(booleans.Mul(boolScore)).DivRound(rest, 2)
	}
	var dims []any
	for _, d := range q.Dimensions {
		v := x
		if d.Metric == settlement.MetricBoolean {
			v = boolScore
		}
		dims = append(dims, map[string]any{"name": d.Name, "score": json.Number(v.String())})
	}
	root["dimensions"] = dims
	if c, ok := root["composite"].(map[string]any); ok {
		delete(c, "passed")
	}
	if det, ok := root["determination"].(map[string]any); ok {
		det["result"] = settlement.DeterminationPass
		delete(det, "payment_release_percent")
	}
	return nil
}

// evaluate signs the verdict with the evaluator's key, like `asa result sign`, and posts it to the
// daemon over HTTP, like `asa result post`.
func (r *runner) evaluate(ctx context.Context, j *jobRun, who party, contentHash, score string) error {
	if err := r.waitDaemon(ctx, j, "the daemon to see the submission", func(v *wire.JobResponse) bool {
		return v.Status == settlement.JobSubmitted.String() && (!v.BackupActive || who.addr == j.plan.Terms.BackupEvaluator)
	}); err != nil {
		return err
	}
	doc, err := r.verdictFor(contentHash, score, j)
	if err != nil {
		return err
	}
	now, err := r.chainNow(ctx)
	if err != nil {
		return err
	}
	signed, err := r.esc.SignResult(ctx, signer.FromKey(who.key), j.id, doc, asaclient.ResultOptions{Deadline: uint64(now.Add(24 * time.Hour).Unix())})
	if err != nil {
		return fmt.Errorf("demo: sign result for job %s: %w", j.id, err)
	}
	body, err := json.Marshal(signed.Body)
	if err != nil {
		return err
	}
	acc, err := r.api.PostResult(ctx, body)
	if err != nil {
		return fmt.Errorf("demo: post result for job %s: %w", j.id, err)
	}
	r.printf("   %-8s scored %s, signed EIP-712 and POSTed to the daemon: result %s (%s)\n", shortRole(who.name), score, acc.ID, acc.Status)
	j.counted = append(j.counted, who.addr)
	return nil
}

func shortRole(name string) string {
	if name == "backup evaluator" {
		return "backup"
	}
	return name
}

// waitDaemon polls the daemon's view of the job until cond holds, showing progress.
func (r *runner) waitDaemon(ctx context.Context, j *jobRun, what string, cond func(*wire.JobResponse) bool) error {
	viewer, err := r.viewerOf(ctx, j)
	if err != nil {
		return err
	}
	start := time.Now()
	shown := false
	for {
		v, err := viewer.Job(ctx, j.id)
		if err == nil && cond(v) {
			if shown {
				r.printf(" done (%.1fs)\n", time.Since(start).Seconds())
			}
			return nil
		}
		if err != nil && !asaclient.IsCode(err, wire.CodeUnknownJob) {
			return fmt.Errorf("demo: job %s from the daemon: %w", j.id, err)
		}
		if time.Since(start) > 30*time.Second {
			return fmt.Errorf("demo: job %s: timed out waiting for %s (see %s/daemon.log)", j.id, what, r.opts.Dir)
		}
		if !shown && time.Since(start) > 600*time.Millisecond {
			r.printf("   … waiting for %s", what)
			shown = true
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(150 * time.Millisecond):
		}
	}
}

// settled waits for the daemon to record the job's settlement.
func (r *runner) settled(ctx context.Context, j *jobRun) error {
	var view *wire.JobResponse
	if err := r.waitDaemon(ctx, j, "the daemon to finalize and index the settlement", func(v *wire.JobResponse) bool {
		view = v
		return v.Payouts != nil
	}); err != nil {
		return err
	}
	for _, ev := range view.Events {
		switch ev.Name {
		case "JobSettled":
			r.printf("   settled  job %s is %s (ASA %s) in block %d: %s  (tx %s)\n", j.id, view.Status, view.ASAState, ev.Block,
				asaclient.EventSummary(ev.Name, asaclient.ArgsText(ev.Args)), ev.TxHash)
		case "CollateralSettled":
			r.printf("            and the provider's collateral with it: %s\n", asaclient.EventSummary(ev.Name, asaclient.ArgsText(ev.Args)))
		}
	}
	return nil
}

func (r *runner) predict(j *jobRun, s settlement.Settlement, err error) error {
	if err != nil {
		return fmt.Errorf("demo: predict job %s: %w", j.id, err)
	}
	if s.Payout == nil {
		return fmt.Errorf("demo: job %s: the prediction pays nothing yet", j.id)
	}
	j.predicted = s.Payout
	r.printf("   predicted by settlement: %s\n", describePayout(s.Payout))
	return nil
}

func describePayout(p *settlement.Payout) string {
	s := fmt.Sprintf("release %s%% -> provider %s, client %s, evaluator fee %s",
		settlement.FormatAmount(big.NewInt(int64(p.ReleaseBps)), 2), units(p.Provider), units(p.Client), units(p.Fee))
	if kept, slashed := p.CollateralKept, p.CollateralSlashed; kept != nil && slashed != nil && (kept.Sign() > 0 || slashed.Sign() > 0) {
		s += fmt.Sprintf("; collateral %s kept by the provider, %s slashed to the client", units(kept), units(slashed))
	}
	return s
}

// 1. The seed's research agreement, scored 86.1: graduated tiers give 85 %.
func (r *runner) researchJob(ctx context.Context) error {
	j := &jobRun{title: "research synthesis (seed agreement, graduated, score 86.1; the provider hired as ERC-8004 agent " + r.agentID.String() + ")"}
	r.printf("\n== job: %s\n", j.title)
	doc, err := r.agreement(ctx, "asa-demo-research", map[string]any{
		"parties.provider": map[string]any{"identity": map[string]any{"scheme": "erc8004", "value": r.agentID.String()}, "display_name": "Agent Beta (ERC-8004 agent " + r.agentID.String() + ")"},
	})
	if err != nil {
		return err
	}
	if err := r.scoredJob(ctx, j, doc, r.eval, "86.1"); err != nil {
		return err
	}
	return r.feedbackShown(ctx, j)
}

// feedbackShown waits for the daemon's ERC-8004 feedback of job j and prints it as the registry holds it.
func (r *runner) feedbackShown(ctx context.Context, j *jobRun) error {
	rep := bindings.NewReputationRegistry()
	c := rep.Instance(r.eth, r.dep.ReputationRegistry)
	deadline := time.Now().Add(20 * time.Second)
	for {
		n, err := bind.Call(c, &bind.CallOpts{Context: ctx}, rep.PackGetLastIndex(r.agentID, r.relayer.addr), rep.UnpackGetLastIndex)
		if err != nil {
			return fmt.Errorf("demo: reputation registry: %w", err)
		}
		if n > 0 {
			fb, err := bind.Call(c, &bind.CallOpts{Context: ctx}, rep.PackReadFeedback(r.agentID, r.relayer.addr, n), rep.UnpackReadFeedback)
			if err != nil {
				return fmt.Errorf("demo: reputation registry: %w", err)
			}
			r.printf("   daemon   wrote ERC-8004 feedback for agent %s: value %s (%d decimals), tags %s/%s, in %s (job %s's composite score)\n",
				r.agentID, settlement.FormatAmount(fb.Value, fb.ValueDecimals), fb.ValueDecimals, fb.Tag1, fb.Tag2, r.dep.ReputationRegistry.Hex(), j.id)
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("demo: job %s: no ERC-8004 feedback for agent %s after 20 s (daemon.log says why)", j.id, r.agentID)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// 2. Continuous release with a 1 % evaluator fee, scored 72: 72 % of the distributable amount.
func (r *runner) continuousJob(ctx context.Context) error {
	j := &jobRun{title: "translation (continuous release, 1% evaluator fee, score 72)", oneCall: true}
	r.printf("\n== job: %s\n", j.title)
	doc, err := r.agreement(ctx, "asa-demo-continuous", map[string]any{
		"escrow.payment.amount":                "12.345678",
		"service.constraints.max_cost_usd":     json.Number("12.35"), // the client's cost limit covers the price
		"escrow.payment.evaluator_fee_percent": json.Number("1"),
		"escrow.payment.graduated_release":     map[string]any{"enabled": true, "mode": "continuous"},
		"service.description":                  "translate the literature summary into English",
	})
	if err != nil {
		return err
	}
	return r.scoredJob(ctx, j, doc, r.eval, "72")
}

// scoredJob: create, fund, deliver, one evaluator scores, the challenge window closes, the daemon settles.
func (r *runner) scoredJob(ctx context.Context, j *jobRun, doc []byte, who party, score string) error {
	if err := r.createFunded(ctx, j, doc); err != nil {
		return err
	}
	hash, err := r.deliver(ctx, j)
	if err != nil {
		return err
	}
	return r.scoreAndSettle(ctx, j, who, hash, score)
}

// scoreAndSettle: `who` scores the delivery and posts to the daemon, which relays it; the challenge
// window closes and the daemon settles; the payout is checked against the settlement package.
func (r *runner) scoreAndSettle(ctx context.Context, j *jobRun, who party, hash, score string) error {
	if err := r.evaluate(ctx, j, who, hash, score); err != nil {
		return err
	}
	if err := r.waitDaemon(ctx, j, "the daemon to relay the result on chain", func(v *wire.JobResponse) bool {
		return v.Status == settlement.JobVerified.String()
	}); err != nil {
		return err
	}
	r.printf("   daemon   relayed the result: job %s is VERIFIED, challenge window %ds open\n", j.id, j.plan.Terms.ChallengeWindow)
	if err := r.warp(ctx, uint64(j.plan.Terms.ChallengeWindow)+1, "closing the challenge window"); err != nil {
		return err
	}
	if err := r.settled(ctx, j); err != nil {
		return err
	}
	sc, err := parseScore(score)
	if err != nil {
		return err
	}
	v, err := j.plan.Terms.Verify(sc, nil)
	if err != nil {
		return fmt.Errorf("demo: job %s: %w", j.id, err)
	}
	s, err := j.plan.Terms.Escrow(j.plan.Budget, j.collateral).CloseWindow(v)
	return r.predict(j, s, err)
}

func parseScore(s string) (uint16, error) {
	v, err := settlement.ParseAmount(s, 2)
	if err != nil || v.Cmp(big.NewInt(settlement.MaxBps)) > 0 {
		return 0, fmt.Errorf("demo: score %q: %v", s, err)
	}
	return uint16(v.Uint64()), nil
}

// 3. The evaluator stays silent: the daemon hands the job to the backup evaluator, who scores 91.
func (r *runner) backupScoresJob(ctx context.Context) error {
	j := &jobRun{title: "evaluator silent, backup evaluator scores 91"}
	r.printf("\n== job: %s\n", j.title)
	doc, err := r.agreement(ctx, "asa-demo-backup", nil)
	if err != nil {
		return err
	}
	hash, err := r.silentEvaluator(ctx, j, doc)
	if err != nil {
		return err
	}
	return r.scoreAndSettle(ctx, j, r.backup, hash, "91")
}

// silentEvaluator creates, funds and delivers a job, then lets the evaluator's window pass until the
// daemon activates the backup evaluator.
func (r *runner) silentEvaluator(ctx context.Context, j *jobRun, doc []byte) (string, error) {
	if err := r.createFunded(ctx, j, doc); err != nil {
		return "", err
	}
	hash, err := r.deliver(ctx, j)
	if err != nil {
		return "", err
	}
	r.printf("   evaluator stays silent\n")
	if err := r.warp(ctx, uint64(j.plan.Terms.EvaluateTimeout)+1, "letting the evaluator's timeout pass"); err != nil {
		return "", err
	}
	if err := r.waitDaemon(ctx, j, "the daemon's dead-man action (hold_for_backup_evaluator)", func(v *wire.JobResponse) bool {
		return v.BackupActive
	}); err != nil {
		return "", err
	}
	r.printf("   daemon   triggered hold_for_backup_evaluator: backup %s has %ds\n", short(j.plan.Terms.BackupEvaluator), j.plan.Terms.BackupTimeout)
	return hash, nil
}

// 4. Evaluator and backup both silent: the fallback split_50_50 settles the job.
func (r *runner) bothSilentJob(ctx context.Context) error {
	j := &jobRun{title: "evaluator and backup both silent -> split_50_50"}
	r.printf("\n== job: %s\n", j.title)
	doc, err := r.agreement(ctx, "asa-demo-split", map[string]any{"escrow.dead_mans_switch.fallback_action": "split_50_50"})
	if err != nil {
		return err
	}
	if _, err := r.silentEvaluator(ctx, j, doc); err != nil {
		return err
	}
	r.printf("   backup   stays silent too\n")
	if err := r.warp(ctx, uint64(j.plan.Terms.BackupTimeout)+1, "letting the backup's timeout pass"); err != nil {
		return err
	}
	if err := r.settled(ctx, j); err != nil {
		return err
	}
	s, err := j.plan.Terms.EvaluatorSilence(j.plan.Budget, true, nil)
	return r.predict(j, s, err)
}

// 5. x402: the client pays the job's budget through the daemon's 402 endpoint (EIP-3009). This step
// is isolated: when the daemon serves no such endpoint it is skipped with a notice.
func (r *runner) x402Job(ctx context.Context) error {
	j := &jobRun{title: "funded through x402 (payment-required -> payment-completed), score 95"}
	r.printf("\n== job: %s\n", j.title)
	if ok, err := r.api.HasX402Funding(ctx); err != nil {
		return fmt.Errorf("demo: %w", err)
	} else if !ok {
		why := "the daemon serves no POST /v1/jobs/{id}/fund yet"
		r.notes = append(r.notes, "x402 job skipped: "+why)
		r.printf("   SKIPPED: %s (x402 funding is being built; this step runs once it exists)\n", why)
		return nil
	}
	doc, err := r.agreement(ctx, "asa-demo-x402", map[string]any{"escrow.payment.amount": "3.00"})
	if err != nil {
		return err
	}
	if err := r.create(ctx, j, doc); err != nil {
		return err
	}
	// The daemon prices the 402 from its own view of the job: wait until it has indexed the creation.
	if err := r.waitDaemon(ctx, j, "the daemon to see the new job", func(v *wire.JobResponse) bool {
		return v.Status == settlement.JobOpen.String()
	}); err != nil {
		return err
	}
	res, err := r.api.FundX402(ctx, signer.FromKey(r.client.key), r.esc, j.id, asaclient.AgreedPlan(j.plan), asaclient.X402Options{AgreedFrom: "the agreement", TokenDomain: asaclient.TokenDomain{Name: r.dep.TokenName, Version: r.dep.TokenVersion}})
	if err != nil {
		return fmt.Errorf("demo: x402 funding of job %s: %w", j.id, err)
	}
	// The budget is in escrow; the job starts when its provider accepts (below, after the receipt).
	if res.Required != nil && len(res.Required.Accepts) > 0 {
		a := res.Required.Accepts[0]
		r.printf("   client   POST /v1/jobs/%s/fund -> 402 payment-required: %s %s of %s to %s\n", j.id, a.Network, a.Amount, short(common.HexToAddress(a.Asset)), short(common.HexToAddress(a.PayTo)))
	}
	r.printf("   client   checked the daemon's signed offer (job %s, terms %s, signer %s), signed EIP-3009 TransferWithAuthorization, retried with payment id %s\n",
		j.id, short32(res.Offer.Payload.TermsHash), short(res.OfferSigner), res.PaymentID)
	r.printf("   daemon   payment-completed tx %s\n", res.Settlement.Transaction)
	if err := r.showReceipt(ctx, j, res); err != nil {
		return err
	}
	if err := r.accept(ctx, j, doc); err != nil {
		return err
	}
	hash, err := r.deliver(ctx, j)
	if err != nil {
		return err
	}
	return r.scoreAndSettle(ctx, j, r.eval, hash, "95")
}

// showReceipt prints the funding receipt the daemon signed, checks it against the chain with the
// daemon's published offer signer pinned (what `asa receipt verify --daemon URL` does), checks that
// GET /v1/jobs/{id} shows the same receipt, and writes it where `asa receipt verify` can read it.
func (r *runner) showReceipt(ctx context.Context, j *jobRun, res *asaclient.X402Funding) error {
	if res.Receipt == nil {
		return fmt.Errorf("demo: the daemon returned no funding receipt for job %s", j.id)
	}
	info, err := r.api.EscrowInfo(ctx)
	if err != nil {
		return fmt.Errorf("demo: the daemon's published signers: %w", err)
	}
	check, err := asaclient.VerifyFundingReceipt(ctx, r.eth, new(big.Int).SetUint64(r.dep.ChainID), *res.Receipt,
		asaclient.ReceiptPins{Signer: info.OfferSigner, Escrow: r.dep.Escrow, JobID: j.id, Confirmations: 1})
	if err != nil {
		return fmt.Errorf("demo: the funding receipt of job %s does not verify: %w", j.id, err)
	}
	view, err := r.api.Job(ctx, j.id)
	if err != nil {
		return fmt.Errorf("demo: read job %s from the daemon: %w", j.id, err)
	}
	if view.FundingReceipt == nil || view.FundingReceipt.EscrowReceipt.Signature != res.Receipt.EscrowReceipt.Signature {
		return fmt.Errorf("demo: GET /v1/jobs/%s does not show the funding receipt", j.id)
	}
	path := filepath.Join(r.opts.Dir, "receipt-job-"+j.id.String()+".json")
	b, _ := json.MarshalIndent(res.Receipt, "", "  ")
	if err := os.WriteFile(path, append(b, '\n'), 0o644); err != nil {
		return fmt.Errorf("demo: write the receipt: %w", err)
	}
	r.printf("   receipt  signed by the daemon's offer key %s (published at /.well-known/asa-escrow.json; never a transaction key):\n", short(info.OfferSigner))
	r.printf("            job %s funded with %s base units by %s in tx %s, block %d\n", check.JobID, check.Amount, short(common.HexToAddress(check.Payer)),
		short32(check.Transaction), check.Block)
	r.printf("            verified against the chain: both signatures by the pinned signer, %s mined in canonical block %d, JobFunded(job %s, %s), terms hash %s\n",
		check.Method, check.Block, check.JobID, check.Amount, short32(check.TermsHash))
	r.printf("            GET /v1/jobs/%s shows it; saved to %s (asa receipt verify %s --daemon %s)\n", j.id, path, path, r.api.BaseURL)
	return nil
}

// short32 abbreviates a 0x hash for the scenario's lines.
func short32(h string) string {
	if len(h) < 14 {
		return h
	}
	return h[:8] + "…" + h[len(h)-4:]
}

// 6. The client challenges a score of 80 inside the window; the resolver gives the provider 60 %.
func (r *runner) challengedJob(ctx context.Context) error {
	j := &jobRun{title: "challenged in its window, resolver decides 60%"}
	r.printf("\n== job: %s\n", j.title)
	doc, err := r.agreement(ctx, "asa-demo-dispute", map[string]any{"escrow.payment.amount": "8.00", "service.constraints.max_cost_usd": json.Number("8.00")})
	if err != nil {
		return err
	}
	if err := r.createFunded(ctx, j, doc); err != nil {
		return err
	}
	hash, err := r.deliver(ctx, j)
	if err != nil {
		return err
	}
	if err := r.evaluate(ctx, j, r.eval, hash, "80"); err != nil {
		return err
	}
	if err := r.waitDaemon(ctx, j, "the daemon to relay the result", func(v *wire.JobResponse) bool {
		return v.Status == settlement.JobVerified.String()
	}); err != nil {
		return err
	}
	reason := asaclient.ReasonHash("section 3 misattributes two sources")
	rcpt, err := r.esc.Challenge(ctx, signer.FromKey(r.client.key), j.id, reason)
	if err != nil {
		return fmt.Errorf("demo: challenge job %s: %w", j.id, err)
	}
	r.printf("   client   challenged the score inside the window: DISPUTED  (tx %s)\n", rcpt.TxHash.Hex())
	if rcpt, err = r.esc.Resolve(ctx, signer.FromKey(r.resolver.key), j.id, asaclient.Resolution{ProviderBps: 6000, Reason: asaclient.ReasonHash("partially supported")}); err != nil {
		return fmt.Errorf("demo: resolve job %s: %w", j.id, err)
	}
	r.printf("   resolver resolved: provider gets 60%%  (tx %s)\n", rcpt.TxHash.Hex())
	if err := r.settled(ctx, j); err != nil {
		return err
	}
	s, err := j.plan.Terms.ResolveDispute(j.plan.Budget, 6000, nil)
	return r.predict(j, s, err)
}
