package daemon_test

import (
	"math/big"
	"net/http"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/anvil"
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
		return err == nil && j.Status == 2
	})
	code, body := post(t, base+"/v1/results", w.resultBody(id, w.evals[0], content, "86.1"))
	if code != http.StatusAccepted {
		t.Fatalf("POST /v1/results = %d %v", code, body)
	}
	waitFor(t, 20*time.Second, "result relayed (Verified)", func() bool { return w.job(id).Status == 6 })
	before := []*big.Int{w.balance(w.client_.addr), w.balance(w.provider.addr)}
	w.warp(601)
	waitFor(t, 20*time.Second, "finalized by the daemon", func() bool { return w.job(id).Status == 3 })
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
