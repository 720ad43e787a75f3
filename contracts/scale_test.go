package contracts_test

import (
	"context"
	"crypto/sha256"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/params"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/internal/chaintest"
	"github.com/asa-escrow/asa/internal/scalemodel"
)

// ScaleReportEnv names the file TestScaleReport writes (`make gas` sets it to bench/scale.md); unset, the
// full report is skipped and only the short harness check runs.
const ScaleReportEnv = "ASA_SCALE_REPORT"

// scaleBatchSizes are the batch sizes of the amortized-gas table.
var scaleBatchSizes = []int{1, 10, 50, 200}

// scaleJob is one job moving through a measured lifecycle.
type scaleJob struct {
	id     *big.Int
	budget int64
}

// lifecycleStage is one step of a job's life, sent with today's single-job entry point (one) or, when
// the escrow has one, for many jobs in one transaction (many).
//
// To measure a new batched entry point, set many on its stage: e.g. for batched result relays
//
//	many: func(t testing.TB, f *fixture, jobs []*scaleJob, fp *scalemodel.Footprint) {
//		results, evaluators, sigs := ... // one signed result per job, as in resultStage.one
//		f.sendMeasured(t, f.stranger, f.Escrow, f.EscrowABI.PackSubmitResults(results, evaluators, sigs), fp)
//	},
//
// and the report marks the stage batched and amortizes it over the batch.
type lifecycleStage struct {
	name string
	// afterWindow: the stage runs once the challenge window has closed.
	afterWindow bool
	one         func(t testing.TB, f *fixture, s *scaleSetup, j *scaleJob, fp *scalemodel.Footprint)
	many        func(t testing.TB, f *fixture, s *scaleSetup, jobs []*scaleJob, fp *scalemodel.Footprint)
	// batchedBy names the entry point used when many is set.
	batchedBy string
}

// scaleSetup is the steady state every measured lifecycle runs in.
type scaleSetup struct {
	terms     bindings.IAsaEscrowTypesTerms
	termsHash [32]byte
	budget    int64
}

// scaleTerms are the gas report's steady terms: graduated (the white paper's tiers), 1-of-1, 1 % fee,
// two-hour challenge window.
func scaleTerms() bindings.IAsaEscrowTypesTerms {
	t := graduatedTerms()
	t.EvaluatorFeeBps = 100
	return t
}

// sendMeasured sends calldata from `from`, waits for success and adds the transaction to fp as Base would
// see it: gasUsed from the receipt, its bytes re-signed for chain 8453 (see scalemodel.BaseEnvelope).
func (f *fixture) sendMeasured(t testing.TB, from *chaintest.Account, to common.Address, data []byte, fp *scalemodel.Footprint) *types.Receipt {
	t.Helper()
	ctx := context.Background()
	nonce, err := f.Client.PendingNonceAt(ctx, from.Address)
	if err != nil {
		t.Fatalf("nonce: %v", err)
	}
	gas, err := f.Client.EstimateGas(ctx, ethereum.CallMsg{From: from.Address, To: &to, Data: data})
	if err != nil {
		t.Fatalf("estimate gas: %v %v", err, escrow.DecodeRevert(err))
	}
	tx, err := types.SignTx(types.NewTx(&types.DynamicFeeTx{ChainID: f.ChainID, Nonce: nonce, GasTipCap: big.NewInt(params.GWei),
		GasFeeCap: big.NewInt(100 * params.GWei), Gas: gas, To: &to, Data: data}), types.LatestSignerForChainID(f.ChainID), from.Key)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Client.SendTransaction(ctx, tx); err != nil {
		t.Fatalf("send: %v %v", err, escrow.DecodeRevert(err))
	}
	r, err := escrow.WaitSuccess(ctx, f.Client, tx)
	if err != nil {
		t.Fatalf("%v %v", err, escrow.DecodeRevert(err))
	}
	env, err := scalemodel.BaseEnvelope(from.Key, nonce, to, gas, data)
	if err != nil {
		t.Fatal(err)
	}
	fp.AddTx(r.GasUsed, len(data), env)
	return r
}

func deliverableOf(id *big.Int) [32]byte {
	return sha256.Sum256([]byte("deliverable of job " + id.String()))
}

// The stages of the steady lifecycle. Only finalize has a batched entry point today (finalizeBatch).
var (
	createAndFundStage = lifecycleStage{name: "create+fund",
		one: func(t testing.TB, f *fixture, s *scaleSetup, j *scaleJob, fp *scalemodel.Footprint) {
			r := f.sendMeasured(t, f.client, f.Escrow, f.EscrowABI.PackCreateAndFundAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: f.provider.Address, Evaluators: f.evals(1), Quorum: 1, ExpiredAt: f.expiry(t, 30*86400), Budget: big.NewInt(j.budget), Description: "scale job"}, s.terms, new(big.Int), nil), fp)
			j.id = jobIDOf(t, f, r)
		}}
	createStage = lifecycleStage{name: "create",
		one: func(t testing.TB, f *fixture, s *scaleSetup, j *scaleJob, fp *scalemodel.Footprint) {
			r := f.sendMeasured(t, f.client, f.Escrow, f.EscrowABI.PackCreateAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: f.provider.Address, Evaluators: f.evals(1), Quorum: 1, ExpiredAt: f.expiry(t, 30*86400), Budget: big.NewInt(j.budget), Description: "scale job"}, s.terms), fp)
			j.id = jobIDOf(t, f, r)
		}}
	fundStage = lifecycleStage{name: "fund",
		one: func(t testing.TB, f *fixture, s *scaleSetup, j *scaleJob, fp *scalemodel.Footprint) {
			f.sendMeasured(t, f.client, f.Escrow, f.EscrowABI.PackFund(j.id, big.NewInt(j.budget), s.termsHash[:]), fp)
		}}
	submitStage = lifecycleStage{name: "submit",
		one: func(t testing.TB, f *fixture, _ *scaleSetup, j *scaleJob, fp *scalemodel.Footprint) {
			f.sendMeasured(t, f.provider, f.Escrow, f.EscrowABI.PackSubmit(j.id, deliverableOf(j.id), nil), fp)
		}}
	resultStage = lifecycleStage{name: "result",
		one: func(t testing.TB, f *fixture, _ *scaleSetup, j *scaleJob, fp *scalemodel.Footprint) {
			res := f.result(t, j.id, 8610)
			f.sendMeasured(t, f.stranger, f.Escrow, f.EscrowABI.PackSubmitResult(res, f.evaluator.Address, f.sign(t, f.evaluator, res)), fp)
		}}
	finalizeStage = lifecycleStage{name: "finalize", afterWindow: true, batchedBy: "finalizeBatch",
		one: func(t testing.TB, f *fixture, _ *scaleSetup, j *scaleJob, fp *scalemodel.Footprint) {
			f.sendMeasured(t, f.stranger, f.Escrow, f.EscrowABI.PackFinalize(j.id), fp)
		},
		many: func(t testing.TB, f *fixture, _ *scaleSetup, jobs []*scaleJob, fp *scalemodel.Footprint) {
			ids := make([]*big.Int, len(jobs))
			for i, j := range jobs {
				ids[i] = j.id
			}
			f.sendMeasured(t, f.stranger, f.Escrow, f.EscrowABI.PackFinalizeBatch(ids), fp)
		}}

	// steadyStages is the lifecycle of the batch table: create+fund, submit, result, finalize.
	steadyStages = []lifecycleStage{createAndFundStage, submitStage, resultStage, finalizeStage}
	// separateFundStages creates and funds in two transactions.
	separateFundStages = []lifecycleStage{createStage, fundStage, submitStage, resultStage, finalizeStage}
)

// stageFootprint is what one stage put on chain for a batch of jobs.
type stageFootprint struct {
	name      string
	batchedBy string // empty: one transaction per job
	fp        scalemodel.Footprint
}

// lifecycleRun is one measured run of n jobs through the stages.
type lifecycleRun struct {
	jobs   int
	stages []stageFootprint
}

func (r lifecycleRun) total() scalemodel.Footprint {
	var sum scalemodel.Footprint
	for _, s := range r.stages {
		sum = sum.Plus(s.fp)
	}
	sum.Jobs = int64(r.jobs)
	return sum
}

func (r lifecycleRun) stage(name string) stageFootprint {
	for _, s := range r.stages {
		if s.name == name {
			return s
		}
	}
	return stageFootprint{}
}

// runLifecycle takes n jobs through the stages, one stage at a time for all of them (as a daemon working
// through a backlog would), using a stage's batched entry point when it has one and n > 1. Every job must
// end Completed and the escrow must hold exactly what it held before.
func (f *fixture) runLifecycle(t testing.TB, s *scaleSetup, stages []lifecycleStage, n int) (lifecycleRun, []*scaleJob) {
	t.Helper()
	escrowBefore := f.TokenBalance(t, f.Escrow)
	jobs := make([]*scaleJob, n)
	for i := range jobs {
		jobs[i] = &scaleJob{budget: s.budget}
	}
	run := lifecycleRun{jobs: n}
	for _, st := range stages {
		if st.afterWindow {
			f.advance(t, int64(s.terms.ChallengeWindow))
		}
		sf := stageFootprint{name: st.name}
		if n > 1 && st.many != nil {
			st.many(t, f, s, jobs, &sf.fp)
			sf.batchedBy = st.batchedBy
		} else {
			for _, j := range jobs {
				st.one(t, f, s, j, &sf.fp)
			}
		}
		sf.fp.Jobs = int64(n)
		run.stages = append(run.stages, sf)
	}
	for _, j := range jobs {
		f.wantStatus(t, j.id, stCompleted)
	}
	if after := f.TokenBalance(t, f.Escrow); after.Cmp(escrowBefore) != 0 {
		t.Fatalf("escrow held %s before the run and %s after", escrowBefore, after)
	}
	return run, jobs
}

// steadySetup warms the escrow up as the gas report does: another job stays funded; one lifecycle of
// each shape registers the terms and the agreement and gives the pair history; the client approves
// once for everything (a one-off approve is not part of a job's cost).
func (f *fixture) steadySetup(t testing.TB) *scaleSetup {
	t.Helper()
	s := &scaleSetup{terms: scaleTerms(), budget: 5_000_000}
	f.createASAFunded(t) // approves exactly its budget, so the standing approval comes after
	f.approve(t, f.client, new(big.Int).Lsh(big.NewInt(1), 200))
	_, jobs := f.runLifecycle(t, s, steadyStages, 1)
	s.termsHash = f.termsHash(t, jobs[0].id)
	f.runLifecycle(t, s, separateFundStages, 1)
	return s
}
