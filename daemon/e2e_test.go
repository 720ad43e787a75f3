package daemon_test

import (
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/settlement"
)

func seedTerms(t testing.TB) settlement.Terms {
	tiers, err := settlement.PackTiers([]settlement.Tier{{MinScore: 9000, ReleaseBps: 10000}, {MinScore: 7500, ReleaseBps: 8500}, {MinScore: 6000, ReleaseBps: 5000}})
	if err != nil {
		t.Fatal(err)
	}
	return settlement.Terms{Policy: settlement.PolicyGraduated, TierCount: 3, Tiers: tiers,
		SilenceAction: settlement.ActionSplit5050, FallbackAction: settlement.ActionSplit5050,
		FundTimeout: 3600, EvaluateTimeout: 3600, ChallengeWindow: 600}
}

// The daemon relays a posted result and finalizes the job when its window closes, with nobody else acting.
func TestDaemonSettlesPostedResult(t *testing.T) {
	w := newWorld(t, anvil.Options{})
	svc := w.startDaemon("")
	base := "http://" + svc.Addr()
	terms := seedTerms(t)
	id := w.createFunded(terms, 5_000_000, []common.Address{w.evals[0].addr}, 1)
	content := w.deliver(id)
	waitFor(t, 10*time.Second, "daemon sees the submission", func() bool {
		j, err := svc.Store().Job(t.Context(), id.Uint64())
		return err == nil && j.Status == settlement.JobSubmitted
	})
	code, body := post(t, base+"/v1/results", w.resultBody(id, w.evals[0], content, "86.1"))
	if code != http.StatusAccepted {
		t.Fatalf("POST /v1/results = %d %v", code, body)
	}
	waitFor(t, 20*time.Second, "result relayed (Verified)", func() bool { return settlement.JobStatus(w.job(id).Status) == settlement.JobVerified })
	before := []*big.Int{w.balance(w.client_.addr), w.balance(w.provider.addr)}
	w.warp(601)
	waitFor(t, 20*time.Second, "finalized by the daemon", func() bool { return settlement.JobStatus(w.job(id).Status) == settlement.JobCompleted })
	after := []*big.Int{w.balance(w.client_.addr), w.balance(w.provider.addr)}
	want, err := terms.FinalizeVerified(big.NewInt(5_000_000), 8610, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := new(big.Int).Sub(after[1], before[1]); got.Cmp(want.Payout.Provider) != 0 {
		t.Errorf("provider got %s, want %s", got, want.Payout.Provider)
	}
	if got := new(big.Int).Sub(after[0], before[0]); got.Cmp(want.Payout.Client) != 0 {
		t.Errorf("client got %s, want %s", got, want.Payout.Client)
	}
}

// A Verification Result whose determination is FAIL pays the provider 0 of the funded job, whatever its
// composite score (86.1 here), through the daemon on anvil: the daemon signs nothing itself, the
// evaluator's signed Result says passed=false, the escrow releases nothing, and the settlement mirror
// computes the same split.
func TestDaemonFailedDeterminationPaysProviderNothing(t *testing.T) {
	w := newWorld(t, anvil.Options{})
	svc := w.startDaemon("")
	base := "http://" + svc.Addr()
	terms := seedTerms(t)
	terms.EvaluatorFeeBps = 100
	id := w.createFunded(terms, 5_000_000, []common.Address{w.evals[0].addr}, 1)
	content := w.deliver(id)
	waitFor(t, 10*time.Second, "daemon sees the submission", func() bool {
		j, err := svc.Store().Job(t.Context(), id.Uint64())
		return err == nil && j.Status == settlement.JobSubmitted
	})
	body, _ := w.signedResultWith(id, w.evals[0], content, "86.1", `,"determination":{"result":"FAIL","confidence":0.9}`)
	if code, resp := post(t, base+"/v1/results", body); code != http.StatusAccepted {
		t.Fatalf("POST /v1/results = %d %v", code, resp)
	}
	waitFor(t, 20*time.Second, "result relayed (Verified)", func() bool { return settlement.JobStatus(w.job(id).Status) == settlement.JobVerified })
	before := []*big.Int{w.balance(w.client_.addr), w.balance(w.provider.addr), w.balance(w.evals[0].addr)}
	w.warp(601)
	waitFor(t, 20*time.Second, "finalized by the daemon", func() bool { return settlement.JobStatus(w.job(id).Status) == settlement.JobRejected })
	after := []*big.Int{w.balance(w.client_.addr), w.balance(w.provider.addr), w.balance(w.evals[0].addr)}
	v, err := terms.VerifyGated(8610, true, nil)
	if err != nil {
		t.Fatal(err)
	}
	want, err := terms.Escrow(big.NewInt(5_000_000), nil).CloseWindow(v)
	if err != nil {
		t.Fatal(err)
	}
	if want.Payout.Provider.Sign() != 0 || want.Payout.Fee.Int64() != 50_000 {
		t.Fatalf("mirror: %+v", want.Payout)
	}
	for i, w := range []*big.Int{want.Payout.Client, want.Payout.Provider, want.Payout.Fee} {
		if got := new(big.Int).Sub(after[i], before[i]); got.Cmp(w) != 0 {
			t.Errorf("party %d got %s, want %s (client, provider, evaluator)", i, got, w)
		}
	}
	results, err := svc.Store().ResultsForJob(t.Context(), id.Uint64())
	if err != nil || len(results) != 1 || results[0].Passed {
		t.Fatalf("stored results %+v (%v): want one, passed=false", results, err)
	}
}

// An evaluator that is a contract account (ERC-1271): the daemon asks the contract whether it accepts the
// signature, as the escrow does, stores and relays the result, and settles the job. A signature the
// contract refuses gets 422 bad_signature and nothing is stored.
func TestDaemonAcceptsContractEvaluator(t *testing.T) {
	w := newWorld(t, anvil.Options{})
	svc := w.startDaemon("")
	base := "http://" + svc.Addr()
	owner := w.evals[0] // the EOA behind the evaluator contract
	walletAddr, tx, err := bind.DeployContract(w.opts(owner), common.FromHex(bindings.ERC1271WalletMetaData.Bin), w.client,
		bindings.NewERC1271Wallet().PackConstructor(owner.addr))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.waitMined(t.Context(), tx); err != nil {
		t.Fatal(err)
	}
	contractEval := party{key: owner.key, addr: walletAddr} // signs with the owner's key, names the contract
	terms := seedTerms(t)
	id := w.createFunded(terms, 5_000_000, []common.Address{contractEval.addr}, 1)
	content := w.deliver(id)
	waitFor(t, 10*time.Second, "daemon sees the submission", func() bool {
		j, err := svc.Store().Job(t.Context(), id.Uint64())
		return err == nil && j.Status == settlement.JobSubmitted
	})
	forged := party{key: w.evals[1].key, addr: contractEval.addr} // a key the contract does not accept
	if code, body := post(t, base+"/v1/results", w.resultBody(id, forged, content, "99")); code != http.StatusUnprocessableEntity || body["error"].(map[string]any)["code"] != "bad_signature" {
		t.Fatalf("forged contract signature: %d %v", code, body)
	}
	if rs, err := svc.Store().ResultsForJob(t.Context(), id.Uint64()); err != nil || len(rs) != 0 {
		t.Fatalf("stored after a refusal: %v %v", rs, err)
	}
	if code, body := post(t, base+"/v1/results", w.resultBody(id, contractEval, content, "86.1")); code != http.StatusAccepted {
		t.Fatalf("POST /v1/results for the contract evaluator = %d %v", code, body)
	}
	waitFor(t, 20*time.Second, "result relayed (Verified)", func() bool {
		return settlement.JobStatus(w.job(id).Status) == settlement.JobVerified && w.job(id).Score == 8610
	})
	w.warp(601)
	waitFor(t, 20*time.Second, "finalized by the daemon", func() bool { return settlement.JobStatus(w.job(id).Status) == settlement.JobCompleted })
}

// A contract evaluator whose ERC-1271 answer changes between the daemon's intake and the relay (it said
// yes when the daemon checked the signature, no when the batch ran): the batch still lands, the honest
// result in it counts, and the daemon records the other as rejected with the escrow's reason (its
// ResultSkipped). Before the bounded ERC-1271 checks a wallet could also burn the batch's gas.
func TestDaemonBatchSurvivesAFickleEvaluator(t *testing.T) {
	w := newWorld(t, anvil.Options{})
	svc := w.startDaemonWith("", func(c *daemon.Config) { c.RelayBatchWait = daemon.Duration(4 * time.Second) })
	base := "http://" + svc.Addr()
	owner := w.evals[0]
	fw := bindings.NewFickleWallet()
	walletAddr, tx, err := bind.DeployContract(w.opts(owner), common.FromHex(bindings.FickleWalletMetaData.Bin), w.client, fw.PackConstructor(owner.addr))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.waitMined(t.Context(), tx); err != nil {
		t.Fatal(err)
	}
	fickle := party{key: owner.key, addr: walletAddr}
	terms := seedTerms(t)
	honestJob := w.createFunded(terms, 5_000_000, []common.Address{w.evals[1].addr}, 1)
	fickleJob := w.createFunded(terms, 5_000_000, []common.Address{fickle.addr}, 1)
	honestContent, fickleContent := w.deliver(honestJob), w.deliver(fickleJob)
	waitFor(t, 10*time.Second, "daemon sees the submissions", func() bool {
		a, errA := svc.Store().Job(t.Context(), honestJob.Uint64())
		b, errB := svc.Store().Job(t.Context(), fickleJob.Uint64())
		return errA == nil && errB == nil && a.Status == settlement.JobSubmitted && b.Status == settlement.JobSubmitted
	})
	if code, body := post(t, base+"/v1/results", w.resultBody(fickleJob, fickle, fickleContent, "90")); code != http.StatusAccepted {
		t.Fatalf("fickle wallet's result at intake = %d %v", code, body)
	}
	// The wallet now refuses every signature, before the batch (waiting up to 4 s for more results) is sent.
	w.send(owner, bind.NewBoundContract(walletAddr, fw.GetABI(), w.client, w.client, w.client), fw.PackSetMode(1))
	if code, body := post(t, base+"/v1/results", w.resultBody(honestJob, w.evals[1], honestContent, "86.1")); code != http.StatusAccepted {
		t.Fatalf("honest result = %d %v", code, body)
	}
	waitFor(t, 30*time.Second, "the honest result counted (Verified)", func() bool {
		return settlement.JobStatus(w.job(honestJob).Status) == settlement.JobVerified
	})
	waitFor(t, 30*time.Second, "the fickle result rejected by the daemon", func() bool {
		rs, err := svc.Store().ResultsForJob(t.Context(), fickleJob.Uint64())
		return err == nil && len(rs) == 1 && rs[0].Status == store.ResultRejected
	})
	if st := settlement.JobStatus(w.job(fickleJob).Status); st != settlement.JobSubmitted {
		t.Fatalf("the fickle job is %s, want still Submitted", st)
	}
	// One batch carried both: the skip names the transaction that counted the honest result.
	waitFor(t, 30*time.Second, "the honest result confirmed", func() bool {
		rs, err := svc.Store().ResultsForJob(t.Context(), honestJob.Uint64())
		return err == nil && len(rs) == 1 && rs[0].Status == store.ResultConfirmed
	})
	honest, _ := svc.Store().ResultsForJob(t.Context(), honestJob.Uint64())
	skipped, _ := svc.Store().ResultsForJob(t.Context(), fickleJob.Uint64())
	if !strings.Contains(skipped[0].Reason, honest[0].RelayTx.Hex()) || !strings.Contains(skipped[0].Reason, "InvalidSignature") {
		t.Fatalf("skip reason %q, honest result counted in %s: want one batch", skipped[0].Reason, honest[0].RelayTx.Hex())
	}
}
