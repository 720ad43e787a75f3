package settlement

import (
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

var testPool = common.HexToAddress("0x00000000000000000000000000000000000000aa")

// The white paper's agreement with its judges left to the pool (examples/whitepaper/agreement-pool.json):
// three evaluators drawn at random with quorum 2, rotation 3, canaries 1 per 5; the silent-evaluator default
// (hold_for_backup_evaluator) draws the backup and the automatic dispute (threshold 60) a resolver, both from
// the same policy's seats. What the parties sign (the evaluator, the terms' backup and resolver) is the seats,
// and so the policy.
func TestAgreementDrawsFromThePool(t *testing.T) {
	doc := readExample(t, "agreement-pool.json")
	plan, err := ParseAgreement(doc, AgreementOptions{Now: fixtureNow, EvaluatorPool: testPool})
	if err != nil {
		t.Fatal(err)
	}
	p := plan.Pool
	want := PoolPolicy{ServiceType: ServiceTypeHash("research_synthesis"), Mode: SelectRandom, Size: 3, Quorum: 2,
		Rotation: 3, FailureAction: FlagAndContinue, CanaryEvery: 5}
	if p == nil || p.Policy != want || p.Pool != testPool || p.Pending || !p.Evaluators || !p.Backup || !p.Resolver {
		t.Fatalf("pool plan %+v, want policy %+v with all three roles", p, want)
	}
	seats := want.Seats(testPool)
	if p.Seats != seats || p.PolicyID != want.PolicyID() {
		t.Fatalf("seats %+v, want %+v", p.Seats, seats)
	}
	if len(plan.Evaluators) != 1 || plan.Evaluators[0] != seats.Evaluators || plan.Quorum != 1 {
		t.Fatalf("evaluators %v quorum %d, want the evaluators seat alone (the seat appoints 3 with quorum 2)", plan.Evaluators, plan.Quorum)
	}
	if plan.Terms.BackupEvaluator != seats.Backup || plan.Terms.SilenceAction != ActionHoldForBackupEvaluator ||
		plan.Terms.Resolver != seats.Resolver || plan.Terms.DisputeThreshold != 6000 || plan.Terms.DisputeTimeout != DefaultDisputeTimeout {
		t.Fatalf("terms %+v: want the backup and resolver seats", plan.Terms)
	}
	// Another policy is another seat: the parties cannot sign one policy and be judged under another.
	other, err := ParseAgreement([]byte(strings.Replace(string(doc), `"max_consecutive_deliveries": 3`, `"max_consecutive_deliveries": 4`, 1)),
		AgreementOptions{Now: fixtureNow, EvaluatorPool: testPool})
	if err != nil {
		t.Fatal(err)
	}
	if other.Evaluators[0] == plan.Evaluators[0] || other.TermsHash == plan.TermsHash {
		t.Fatal("a different rotation bound kept the same seats or terms")
	}

	// agreement check lists who judges; offline without a pool the seats are pending.
	rep := CheckAgreement(doc, AgreementOptions{Now: fixtureNow, Offline: true})
	if rep.Refused() || rep.Plan.Pool == nil || !rep.Plan.Pool.Pending {
		t.Fatalf("offline check: %+v", rep.Problems)
	}
	var clause Clause
	for _, c := range rep.Clauses {
		if c.Path == "verification.evaluator_selection" {
			clause = c
		}
	}
	for _, part := range []string{"3 evaluator(s), quorum 2, drawn at random", "3 consecutive jobs", "canary tasks 1 per 5", "backup drawn from the pool", "resolver drawn from the pool"} {
		if !strings.Contains(clause.Detail, part) {
			t.Errorf("selection clause %q lacks %q", clause.Detail, part)
		}
	}
	// Without a pool, creation is refused with the reason.
	_, err = ParseAgreement(doc, AgreementOptions{Now: fixtureNow})
	if got := problemsOf(t, err); len(got) != 3 || !strings.Contains(strings.Join(got, "\n"), "no evaluator pool is known") {
		t.Fatalf("without a pool: %q", got)
	}
}

// Named evaluators still work, shown as a weaker guarantee; the backup and resolver they leave unnamed come
// from the pool under a one-evaluator random policy.
func TestAgreementNamedEvaluatorsAndPoolDefaults(t *testing.T) {
	rep := CheckAgreement(readExample(t, "agreement-enforceable.json"), AgreementOptions{Now: fixtureNow})
	for _, c := range rep.Clauses {
		if c.Path == "verification.evaluator_selection" && !strings.Contains(c.Detail, "a weaker guarantee") {
			t.Fatalf("named evaluators: %q", c.Detail)
		}
	}
	doc := edit(t, func(m map[string]any) {
		delete(obj(m, "parties"), "backup_evaluator")
		obj(m, "escrow", "dead_mans_switch")["timeout_action"] = "hold_for_backup_evaluator"
		m["dispute"] = map[string]any{"threshold": num("60")}
	})
	plan, err := ParseAgreement(doc, AgreementOptions{Now: fixtureNow, EvaluatorPool: testPool})
	if err != nil {
		t.Fatal(err)
	}
	want := PoolPolicy{ServiceType: ServiceTypeHash(plan.ServiceType), Mode: SelectRandom, Size: 1, Quorum: 1}
	seats := want.Seats(testPool)
	if plan.Pool == nil || plan.Pool.Policy != want || plan.Pool.Evaluators || !plan.Pool.Backup ||
		plan.Terms.BackupEvaluator != seats.Backup || plan.Pool.Resolver != (plan.Terms.Resolver == seats.Resolver) {
		t.Fatalf("pool %+v terms %+v", plan.Pool, plan.Terms)
	}
	if plan.Evaluators[0] == seats.Evaluators {
		t.Fatal("the named evaluator was replaced")
	}
}

func TestAgreementSelectionProblems(t *testing.T) {
	opts := AgreementOptions{Now: fixtureNow, EvaluatorPool: testPool}
	sel := func(v any) func(m map[string]any) {
		return func(m map[string]any) { obj(m, "verification")["evaluator_selection"] = v }
	}
	drop := func(m map[string]any) {
		delete(obj(m, "parties"), "evaluator")
		delete(obj(m, "parties"), "evaluators")
	}
	cases := []struct {
		name   string
		change func(m map[string]any)
		want   string
	}{
		{"random with a named evaluator", sel("random"), "verification.evaluator_selection: random draws the evaluators from the pool, but parties names them"},
		{"named without evaluators", func(m map[string]any) { drop(m); sel("named")(m) }, "parties.evaluator: required with evaluator_selection named"},
		{"probation", func(m map[string]any) { drop(m); sel("probation")(m) }, "verification.evaluator_selection: probation is the canary operator's bootstrap mode"},
		{"unknown mode", func(m map[string]any) { drop(m); sel("by_reputation")(m) }, `verification.evaluator_selection: "by_reputation" is not an evaluator selection`},
		{"too many", func(m map[string]any) { drop(m); sel(map[string]any{"mode": "random", "evaluators": num("9")})(m) }, "verification.evaluator_selection.evaluators: 9 evaluators, want 1..8"},
		{"rounds without mutual", func(m map[string]any) { drop(m); sel(map[string]any{"mode": "random", "rounds": num("2")})(m) }, "verification.evaluator_selection.rounds: only with mode mutual"},
		{"quorum above size", func(m map[string]any) {
			drop(m)
			sel(map[string]any{"mode": "random", "evaluators": num("2")})(m)
			obj(m, "verification")["quorum"] = num("3")
		}, "verification.quorum: 3, want 1..2"},
		{"another pool", func(m map[string]any) {
			drop(m)
			obj(m, "verification")["evaluator_pool"] = "0x00000000000000000000000000000000000000bb"
		}, "verification.evaluator_pool: 0x00000000000000000000000000000000000000bb, but the deployment's evaluator pool is"},
		{"no service type", func(m map[string]any) { drop(m); delete(obj(m, "service"), "type") }, "verification.evaluator_selection: the evaluators are drawn from the pool (no parties.evaluator is named), but service.type is required"},
		{"bad canary frequency", func(m map[string]any) {
			drop(m)
			obj(m, "verification")["canary_tasks"] = map[string]any{"frequency": "often"}
		}, `verification.canary_tasks.frequency: "often" is not a canary frequency`},
		{"bad failure action", func(m map[string]any) {
			drop(m)
			obj(m, "verification")["canary_tasks"] = map[string]any{"frequency": "1_per_5_deliveries", "failure_action": "ignore"}
		}, `verification.canary_tasks.failure_action: "ignore" is not a canary failure action`},
		{"rotation out of range", func(m map[string]any) {
			drop(m)
			obj(m, "verification")["rotation"] = map[string]any{"max_consecutive_deliveries": num("0")}
		}, "verification.rotation.max_consecutive_deliveries: 0, want 1..255"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseAgreement(edit(t, c.change), opts)
			if err == nil {
				t.Fatal("accepted")
			}
			got := problemsOf(t, err)
			if len(got) != 1 || !strings.HasPrefix(got[0], c.want) {
				t.Fatalf("problems %q\nwant one starting with %q", got, c.want)
			}
		})
	}
	// Mutual selection defaults to three rounds; drawn evaluators default to hold_for_backup_evaluator.
	plan, err := ParseAgreement(edit(t, func(m map[string]any) {
		drop(m)
		delete(obj(m, "parties"), "backup_evaluator")
		delete(obj(m, "escrow", "dead_mans_switch"), "timeout_action")
		delete(obj(m, "escrow", "dead_mans_switch"), "backup_timeout_seconds")
		sel(map[string]any{"mode": "mutual_agreement", "evaluators": num("2")})(m)
	}), opts)
	if err != nil {
		t.Fatal(err)
	}
	if p := plan.Pool; p.Policy.Mode != SelectMutual || p.Policy.Rounds != DefaultMutualRounds || p.Policy.Quorum != 2 ||
		!p.Backup || plan.Terms.SilenceAction != ActionHoldForBackupEvaluator {
		t.Fatalf("mutual plan %+v terms %+v", p, plan.Terms)
	}
}
