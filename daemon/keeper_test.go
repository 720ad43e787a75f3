package daemon_test

import (
	"context"
	"math/big"
	"net/http"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/settlement/onchain"
)

// createOpen creates an ASA job the client has not funded and returns its id.
func (w *world) createOpen(terms settlement.Terms, budget int64) *big.Int {
	w.t.Helper()
	data := w.esc.PackCreateAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: w.provider.addr, Evaluators: []common.Address{w.evals[0].addr},
		Quorum: 1, ExpiredAt: new(big.Int).SetUint64(w.now() + 7*86400), Budget: big.NewInt(budget), Description: "open job"}, onchain.Terms(terms))
	tx, err := bind.Transact(w.escC, w.opts(w.client_), data)
	if err != nil {
		w.t.Fatalf("create: %v %v", err, escrow.DecodeRevert(err))
	}
	r, err := w.waitMined(context.Background(), tx)
	if err != nil {
		w.t.Fatal(err)
	}
	for _, l := range r.Logs {
		if ev, err := w.esc.UnpackJobCreatedEvent(l); err == nil {
			return ev.JobId
		}
	}
	w.t.Fatal("no JobCreated")
	return nil
}

// pay transfers amount of the token from the client straight to addr (as another facilitator, or a
// wallet paying a payTo by hand, would).
func (w *world) pay(to common.Address, amount int64) {
	w.t.Helper()
	w.send(w.client_, w.tokC, w.tok.PackTransfer(to, big.NewInt(amount)))
}

// The keeper handles money outside a job's own flow, by itself (issue #10, item 1): an Open job whose
// deposit holds its budget is funded from it; money that can no longer serve its job goes back to its
// owner (a second payment for a funded job, a short payment past the fund deadline, a payment to the
// collateral deposit of a job that takes none); and credits are pushed to their owners once a paused
// token accepts payments again. Everything is checked on chain.
func TestKeeperFundsReturnsAndPushes(t *testing.T) {
	w := newWorld(t, anvil.Options{})
	svc := w.startDaemonWith("", func(c *daemon.Config) { c.DepositCheck = daemon.Duration(10 * time.Second) })
	terms := seedTerms(t)
	terms.FundTimeout = 600
	const budget = 5_000_000
	ctx := context.Background()
	deposit := func(id *big.Int) common.Address { return escrow.DepositAddress(w.dep.Escrow, id) }
	indexed := func(id *big.Int) {
		waitFor(t, 10*time.Second, "the daemon to index job "+id.String(), func() bool {
			_, err := svc.Store().Job(ctx, id.Uint64())
			return err == nil
		})
	}
	// settle lets chain time pass (the keeper's checks run on chain time) until cond holds.
	settle := func(what string, cond func() bool) {
		t.Helper()
		deadline := time.Now().Add(30 * time.Second)
		for !cond() {
			if time.Now().After(deadline) {
				t.Fatalf("timed out waiting for %s", what)
			}
			w.warp(11)
			time.Sleep(300 * time.Millisecond)
		}
	}

	t.Run("paid_straight_to_payTo", func(t *testing.T) {
		id := w.createOpen(terms, budget)
		indexed(id)
		escrowBefore := w.balance(w.dep.Escrow)
		w.pay(deposit(id), budget)
		settle("the job to be funded from its deposit", func() bool { return settlement.JobStatus(w.job(id).Status) == settlement.JobFunded })
		if got := w.balance(deposit(id)); got.Sign() != 0 {
			t.Errorf("deposit still holds %s", got)
		}
		if got := new(big.Int).Sub(w.balance(w.dep.Escrow), escrowBefore); got.Cmp(big.NewInt(budget)) != 0 {
			t.Errorf("escrow received %s, want %d", got, budget)
		}
	})

	t.Run("second_payment_for_a_funded_job", func(t *testing.T) {
		id := w.createFunded(terms, budget, []common.Address{w.evals[0].addr}, 1)
		indexed(id)
		before := w.balance(w.client_.addr)
		w.pay(deposit(id), budget) // a second authorization executed on the token, say
		settle("the second payment to go back to the client", func() bool { return w.balance(w.client_.addr).Cmp(before) == 0 })
		if got := w.balance(deposit(id)); got.Sign() != 0 {
			t.Errorf("deposit still holds %s", got)
		}
		if st := settlement.JobStatus(w.job(id).Status); st != settlement.JobFunded {
			t.Errorf("job is %s, want Funded", st)
		}
	})

	t.Run("short_payment_past_the_fund_deadline", func(t *testing.T) {
		id := w.createOpen(terms, budget)
		indexed(id)
		before := w.balance(w.client_.addr)
		w.pay(deposit(id), budget/2)
		w.warp(30) // a check runs: too little to fund, and the job may still be topped up
		time.Sleep(time.Second)
		if st := settlement.JobStatus(w.job(id).Status); st != settlement.JobOpen || w.balance(deposit(id)).Int64() != budget/2 {
			t.Fatalf("a short payment was touched before the fund deadline: job %s, deposit %s", st, w.balance(deposit(id)))
		}
		w.warp(uint64(terms.FundTimeout))
		settle("the short payment to go back to the client", func() bool { return w.balance(w.client_.addr).Cmp(before) == 0 })
		if got := w.balance(deposit(id)); got.Sign() != 0 {
			t.Errorf("deposit still holds %s", got)
		}
	})

	t.Run("payment_to_the_collateral_deposit_of_a_job_without_collateral", func(t *testing.T) {
		id := w.createFunded(terms, budget, []common.Address{w.evals[0].addr}, 1)
		indexed(id)
		before := w.balance(w.provider.addr)
		w.pay(escrow.CollateralAddress(w.dep.Escrow, id), 1_234)
		// What is paid to a collateral deposit belongs to the provider (the escrow's rule).
		settle("the collateral deposit to go to the provider", func() bool {
			return new(big.Int).Sub(w.balance(w.provider.addr), before).Int64() == 1_234
		})
	})

	t.Run("credits_pushed_after_a_pause", func(t *testing.T) {
		instant := terms
		instant.ChallengeWindow = 0 // the relay that verifies the job also settles it
		id := w.createFunded(instant, budget, []common.Address{w.evals[0].addr}, 1)
		content := w.deliver(id)
		waitFor(t, 10*time.Second, "the daemon to see the submission", func() bool {
			j, err := svc.Store().Job(ctx, id.Uint64())
			return err == nil && j.Status == settlement.JobSubmitted
		})
		providerBefore, clientBefore := w.balance(w.provider.addr), w.balance(w.client_.addr)
		deployer := devParty(t, 9)
		w.send(deployer, w.tokC, w.tok.PackPause())
		if code, body := post(t, "http://"+svc.Addr()+"/v1/results", w.resultBody(id, w.evals[0], content, "86.1")); code != http.StatusAccepted {
			t.Fatalf("post: %d %v", code, body)
		}
		credits := func(a common.Address) *big.Int {
			c, err := bind.Call(w.escC, nil, w.esc.PackCredits(a), w.esc.UnpackCredits)
			if err != nil {
				t.Fatal(err)
			}
			return c
		}
		waitFor(t, 20*time.Second, "the settlement to be credited while the token is paused", func() bool {
			return credits(w.provider.addr).Sign() > 0
		})
		// Paused: the keeper waits (it never sends a push the token refuses).
		time.Sleep(2 * time.Second)
		if c := credits(w.provider.addr); c.Int64() != 4_250_000 {
			t.Fatalf("provider's credit %s while paused, want 4250000", c)
		}
		w.send(deployer, w.tokC, w.tok.PackUnpause())
		waitFor(t, 20*time.Second, "the keeper to push both credits", func() bool {
			return credits(w.provider.addr).Sign() == 0 && credits(w.client_.addr).Sign() == 0
		})
		if got := new(big.Int).Sub(w.balance(w.provider.addr), providerBefore); got.Int64() != 4_250_000 {
			t.Errorf("provider received %s, want 4250000", got)
		}
		if got := new(big.Int).Sub(w.balance(w.client_.addr), clientBefore); got.Int64() != 750_000 {
			t.Errorf("client received %s, want 750000", got)
		}
	})
}
