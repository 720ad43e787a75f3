package asaclient

import (
	"bytes"
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/settlement/onchain"
	"github.com/asa-escrow/asa/signer"
)

// The canary operator's round through the client, twice on anvil: a probation job through a Probation seat
// whose known answer was committed before the appointment. The evaluator's score 86.1 against an expected
// 90 passes (the window and the evaluations count it); the same score against an expected FAIL at 20 is a
// gross miss: 10 % of the stake goes to the burn address, to the unit. A key that is not the operator is
// refused before anything is sent, and a reveal with the wrong salt is refused by the pool, named.
func TestCanaryOperatorRoundOnAnvil(t *testing.T) {
	c := newPoolChain(t)
	ctx := c.ctx
	opRaw, _ := anvil.DevKey(9) // the deployer: DevPoolConfig's canary operator here
	op := signer.FromKey(opRaw)
	st := c.plan.ServiceType
	if _, err := c.pool.Register(ctx, c.evalKey, st, big.NewInt(10_000_000)); err != nil {
		t.Fatal(err)
	}
	probation := settlement.PoolPolicy{ServiceType: settlement.ServiceTypeHash(st), Mode: settlement.SelectProbation, Size: 1, Quorum: 1}
	seats, _, err := c.pool.OpenPolicy(ctx, op, probation)
	if err != nil {
		t.Fatal(err)
	}

	if _, err := c.pool.CommitCanaries(ctx, signer.FromKey(c.clientKey), common.Hash{1}); !errors.Is(err, ErrWrongRole) {
		t.Fatalf("a client committed canaries: %v", err)
	}

	round := func(n int, expected uint16, passed bool) ([]CanaryVerdict, *big.Int) {
		t.Helper()
		report := []byte("# canary report " + string(rune('a'+n)) + "\n")
		deliverable, _ := settlement.ParseContentHash(settlement.ContentHash(report))
		canary, err := NewCanary(deliverable, expected, passed)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(canary.String(), canary.Salt.Hex()[2:]) {
			t.Fatal("the canary's String shows its salt")
		}
		if _, err := c.pool.CommitCanaries(ctx, op, canary.Commitment()); err != nil {
			t.Fatal(err)
		}
		// The seed names the evaluator's address as its backup (which may not also judge): a canary's
		// agreement names only the seat.
		_, seedPlan := c.agreement(t, func(m map[string]any) {
			delete(m["parties"].(map[string]any), "backup_evaluator")
			m["escrow"].(map[string]any)["dead_mans_switch"].(map[string]any)["timeout_action"] = "return_to_client"
		})
		plan := *seedPlan
		plan.Evaluators, plan.Quorum = []common.Address{seats.Evaluators}, 1
		// The agreement wants the provider's assent: the canary provider signs it like any provider.
		a, err := c.esc.PlannedAcceptance(ctx, &plan, c.deadline(t, time.Hour))
		if err != nil {
			t.Fatal(err)
		}
		accepted, err := c.esc.SignAcceptance(ctx, signer.FromKey(c.providerKey), a, SignAcceptanceOptions{})
		if err != nil {
			t.Fatal(err)
		}
		created, err := c.esc.CreateAndFundAccepted(ctx, signer.FromKey(c.clientKey), &plan, accepted, CreateOptions{})
		if err != nil {
			t.Fatal(err)
		}
		id := created.JobID
		if _, err := c.pool.AppointProbation(ctx, signer.FromKey(c.clientKey), seats.Evaluators, id, []common.Address{c.evalAdr}); !errors.Is(err, ErrWrongRole) {
			t.Fatalf("a client appointed a probation job: %v", err)
		}
		if _, err := c.pool.AppointProbation(ctx, op, seats.Evaluators, id, []common.Address{c.evalAdr}); err != nil {
			t.Fatal(err)
		}
		if _, err := c.esc.Submit(ctx, signer.FromKey(c.providerKey), id, deliverable); err != nil {
			t.Fatal(err)
		}
		verdict, err := os.ReadFile(filepath.Join("..", "examples", "verification.json"))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(verdict, []byte(`"score": 86.1`)) {
			t.Fatal("examples/verification.json no longer scores 86.1")
		}
		if verdict, err = BindDeliverable(verdict, report); err != nil {
			t.Fatal(err)
		}
		res, err := c.esc.SignResult(ctx, c.evalKey, id, verdict, ResultOptions{Deadline: c.deadline(t, time.Hour)})
		if err != nil {
			t.Fatal(err)
		}
		data, err := onchain.SubmitResult(res.Result, common.HexToAddress(res.Body.Evaluator), common.FromHex(res.Body.Signature))
		if err != nil {
			t.Fatal(err)
		}
		relayer := bind.NewKeyedTransactor(c.relayerKey, c.node.ChainID())
		c.transact(t, relayer, data)
		if _, _, err := anvil.Warp(ctx, c.node.RPC(), time.Duration(plan.Terms.ChallengeWindow+1)*time.Second); err != nil {
			t.Fatal(err)
		}
		c.transact(t, relayer, bindings.NewAsaEscrow().PackFinalize(id))

		wrong := canary
		wrong.Salt[0] ^= 1
		if _, _, err := c.pool.RevealCanary(ctx, op, seats.Evaluators, id, wrong); err == nil || !strings.Contains(err.Error(), "UnknownCanary") {
			t.Fatalf("a reveal with the wrong salt: %v", err)
		}
		burnBefore := c.balance(t, common.HexToAddress("0x000000000000000000000000000000000000dEaD"))
		got, _, err := c.pool.RevealCanary(ctx, op, seats.Evaluators, id, canary)
		if err != nil {
			t.Fatal(err)
		}
		burned := new(big.Int).Sub(c.balance(t, common.HexToAddress("0x000000000000000000000000000000000000dEaD")), burnBefore)
		if _, _, err := c.pool.RevealCanary(ctx, op, seats.Evaluators, id, canary); err == nil {
			t.Fatal("a canary revealed twice")
		}
		return got, burned
	}

	got, burned := round(0, 9000, true)
	if len(got) != 1 || got[0].Evaluator != c.evalAdr || !got[0].Passed || got[0].DeviationBps != 390 || got[0].Slashed.Sign() != 0 || burned.Sign() != 0 {
		t.Fatalf("first canary: %+v, burned %s", got, burned)
	}
	e := c.entry(t, st)
	if e.Evaluations != 1 || e.CanaryPasses != 1 || e.CanaryMisses != 0 || e.Stake.Int64() != 10_000_000 {
		t.Fatalf("after a passed canary: %+v", e)
	}

	got, burned = round(1, 2000, false)
	if len(got) != 1 || got[0].Passed || got[0].DeviationBps != 6610 || got[0].Slashed.Int64() != 1_000_000 || burned.Int64() != 1_000_000 {
		t.Fatalf("gross miss: %+v, burned %s", got, burned)
	}
	e = c.entry(t, st)
	if e.Evaluations != 2 || e.CanaryPasses != 1 || e.CanaryMisses != 1 || e.Stake.Int64() != 9_000_000 || e.Status == PoolQualified {
		t.Fatalf("after a gross miss: %+v", e)
	}
	if held := c.balance(t, c.pool.Address()); held.Int64() != 9_000_000 {
		t.Fatalf("the pool holds %s, want the slashed stake 9000000", held)
	}
}
