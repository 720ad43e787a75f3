package settlement

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// editVR edits the seed's Verification Result (settlement/testdata/verification_result.json).
func editVR(t *testing.T, change func(m map[string]any)) []byte {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(readFixture(t, "verification_result.json")))
	dec.UseNumber()
	var m map[string]any
	if err := dec.Decode(&m); err != nil {
		t.Fatal(err)
	}
	change(m)
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func dim(m map[string]any, i int) map[string]any { return m["dimensions"].([]any)[i].(map[string]any) }

// seedCorrected is the seed's result with the two numbers that contradict the seed's own agreement fixed:
// the composite (Σ weight × score = 87.00, the seed states 86.1) and the release (87 -> the 85 % tier, the
// seed states 100).
func seedCorrected(m map[string]any) {
	obj(m, "composite")["score"] = num("87.0")
	obj(m, "determination")["payment_release_percent"] = num("85")
}

func planFor(t *testing.T, doc []byte) *JobPlan {
	t.Helper()
	plan, err := ParseAgreement(doc, AgreementOptions{Now: fixtureNow})
	if err != nil {
		t.Fatal(err)
	}
	return plan
}

// The seed's own Verification Result does not follow the seed's agreement: its composite is not the
// weighted average of its dimensions, and it states a release the tiers do not give. Both are refused with
// the numbers; corrected, it passes.
func TestCheckVerificationSeed(t *testing.T) {
	plan := planFor(t, readFixture(t, "agreement_research.json"))
	_, err := CheckVerification(plan, readFixture(t, "verification_result.json"))
	got := problemsOf(t, err)
	want := []string{
		"composite.score: is 86.10, but the agreement's weighted_average of the dimension scores is 87.00",
		"determination.payment_release_percent: is 100.00, but the agreement's release policy gives 85.00 % for a composite of 87.00",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("problems\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	out, err := CheckVerification(plan, editVR(t, seedCorrected))
	if err != nil {
		t.Fatal(err)
	}
	if out.Composite != 8700 || !out.Passed || out.Determination != DeterminationPass || out.ReleaseBps != 8500 || len(out.Dimensions) != 6 || len(out.Gates) != 0 {
		t.Fatalf("outcome %+v", out)
	}
}

// Composite math: exact decimals, rounded half up to two decimals, for each method.
func TestCompositeMethods(t *testing.T) {
	three := func(method string, weights ...string) []byte {
		return edit(t, func(m map[string]any) {
			q := obj(m, "quality_criteria")
			var dims []any
			for i, name := range []string{"a", "b", "c"} {
				d := map[string]any{"name": name, "metric": "percentage"}
				if len(weights) > 0 {
					d["weight"] = num(weights[i])
				}
				dims = append(dims, d)
			}
			q["dimensions"] = dims
			q["composite_method"] = method
		})
	}
	vr := func(composite string, scores ...string) []byte {
		return editVR(t, func(m map[string]any) {
			var dims []any
			for i, name := range []string{"a", "b", "c"} {
				dims = append(dims, map[string]any{"name": name, "score": num(scores[i])})
			}
			m["dimensions"] = dims
			obj(m, "composite")["score"] = num(composite)
			delete(obj(m, "composite"), "method")
			delete(obj(m, "composite"), "passed")
			delete(obj(m, "determination"), "payment_release_percent")
		})
	}
	cases := []struct {
		name      string
		agreement []byte
		scores    []string
		composite string // the right one
		wrong     string // one a hundredth off
		want      uint16
	}{
		// 0.333×80.01 + 0.333×80 + 0.334×80 = 80.00333 -> 80.00
		{"weighted, rounds down", three(MethodWeightedAverage, "0.333", "0.333", "0.334"), []string{"80.01", "80", "80"}, "80", "80.01", 8000},
		// 0.5×80.01 + 0.25×80 + 0.25×80 = 80.005 -> 80.01 (half up)
		{"weighted, half up", three(MethodWeightedAverage, "0.5", "0.25", "0.25"), []string{"80.01", "80", "80"}, "80.01", "80", 8001},
		// 0.1×100 + 0.2×50 + 0.7×0 = 20
		{"weighted, uneven", three(MethodWeightedAverage, "0.1", "0.2", "0.7"), []string{"100", "50", "0"}, "20", "20.01", 2000},
		// (80 + 85 + 86) / 3 = 83.666… -> 83.67
		{"average", three(MethodAverage), []string{"80", "85", "86"}, "83.67", "83.66", 8367},
		// (80.01 + 80.01 + 80) / 3 = 80.00666… -> 80.01
		{"average, repeating", three(MethodAverage), []string{"80.01", "80.01", "80"}, "80.01", "80", 8001},
		{"minimum", three(MethodMinimum), []string{"91", "72.5", "88"}, "72.5", "72.49", 7250},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			plan := planFor(t, c.agreement)
			out, err := CheckVerification(plan, vr(c.composite, c.scores...))
			if err != nil {
				t.Fatal(err)
			}
			if out.Composite != c.want {
				t.Fatalf("composite %d, want %d", out.Composite, c.want)
			}
			_, err = CheckVerification(plan, vr(c.wrong, c.scores...))
			if err == nil || !strings.Contains(err.Error(), "composite.score: is ") || !strings.Contains(err.Error(), "of the dimension scores is "+hundredths(c.want)) {
				t.Fatalf("wrong composite %s: %v", c.wrong, err)
			}
		})
	}
}

// Gates decide Passed: a failed threshold gate, a boolean gate reported failed, a hard SLO missed, or a FAIL
// determination make the result not passed (release 0); a PASS that contradicts a failed gate is refused.
func TestGates(t *testing.T) {
	gated := planFor(t, edit(t, func(m map[string]any) {
		q := obj(m, "quality_criteria")
		q["quality_gates"] = []any{
			map[string]any{"condition": "all_tests_pass", "type": "boolean"},
			map[string]any{"condition": "accuracy_gte_80", "type": "threshold"},
			map[string]any{"condition": "composite_gte_75", "type": "threshold"},
		}
		q["gate_logic"] = "all_must_pass"
		dim(q, 2)["slo"].(map[string]any)["hard"] = true // relevance >= 90 is a gate
	}))
	withGates := func(testsPass bool, more func(m map[string]any)) []byte {
		return editVR(t, func(m map[string]any) {
			seedCorrected(m)
			m["quality_gates"] = []any{map[string]any{"condition": "all_tests_pass", "passed": testsPass}}
			if more != nil {
				more(m)
			}
		})
	}
	// accuracy 70 instead of 88: composite 87 - 0.25 × 18 = 82.5.
	lowAccuracy := func(m map[string]any) {
		dim(m, 0)["score"] = num("70")
		dim(m, 0)["slo_met"] = false
		obj(m, "composite")["score"] = num("82.5")
	}
	// relevance 85 instead of 94 (a hard SLO missed): composite 87 - 0.20 × 9 = 85.2.
	lowRelevance := func(m map[string]any) {
		dim(m, 2)["score"] = num("85")
		dim(m, 2)["slo_met"] = false
		obj(m, "composite")["score"] = num("85.2")
	}
	fail := func(m map[string]any) {
		obj(m, "determination")["result"] = "FAIL"
		obj(m, "determination")["payment_release_percent"] = num("0")
	}
	both := func(fs ...func(map[string]any)) func(map[string]any) {
		return func(m map[string]any) {
			for _, f := range fs {
				f(m)
			}
		}
	}

	out, err := CheckVerification(gated, withGates(true, nil))
	if err != nil {
		t.Fatal(err)
	}
	if !out.Passed || len(out.Gates) != 4 || out.ReleaseBps != 8500 {
		t.Fatalf("all gates pass: %+v", out)
	}

	passedCases := []struct {
		name      string
		doc       []byte
		failedGte string // the gate that failed ("" when the determination alone fails)
	}{
		{"boolean gate reported failed", withGates(false, fail), "all_tests_pass"},
		{"threshold gate failed", withGates(true, both(lowAccuracy, fail)), "accuracy_gte_80"},
		{"hard SLO missed", withGates(true, both(lowRelevance, fail)), "relevance slo"},
		{"FAIL with every gate passed", withGates(true, fail), ""},
	}
	for _, c := range passedCases {
		t.Run(c.name, func(t *testing.T) {
			out, err := CheckVerification(gated, c.doc)
			if err != nil {
				t.Fatal(err)
			}
			if out.Passed || out.ReleaseBps != 0 || out.Determination != DeterminationFail {
				t.Fatalf("outcome %+v", out)
			}
			for _, g := range out.Gates {
				if (g.Gate == c.failedGte) == g.Passed {
					t.Fatalf("gate %+v (want only %q failed)", g, c.failedGte)
				}
			}
		})
	}

	refusedCases := []struct {
		name string
		doc  []byte
		want string
	}{
		{"PASS with a failed boolean gate", withGates(false, func(m map[string]any) { obj(m, "determination")["payment_release_percent"] = num("0") }),
			"determination.result: is PASS, but gate all_tests_pass failed"},
		{"PASS with a failed threshold gate", withGates(true, both(lowAccuracy, func(m map[string]any) { obj(m, "determination")["payment_release_percent"] = num("0") })),
			"determination.result: is PASS, but gate accuracy_gte_80 failed"},
		{"PASS with a missed hard SLO", withGates(true, both(lowRelevance, func(m map[string]any) { obj(m, "determination")["payment_release_percent"] = num("0") })),
			"determination.result: is PASS, but gate relevance slo failed"},
		{"boolean gate not reported", editVR(t, seedCorrected), `quality_gates: the agreement's boolean gate "all_tests_pass" is not reported`},
		{"threshold gate misreported", withGates(true, both(lowAccuracy, fail, func(m map[string]any) {
			m["quality_gates"] = append(m["quality_gates"].([]any), map[string]any{"condition": "accuracy_gte_80", "passed": true})
		})), "quality_gates[1].passed: is true, but accuracy 70.00 is not >= 80.00"},
		{"unknown gate reported", withGates(true, func(m map[string]any) {
			m["quality_gates"] = append(m["quality_gates"].([]any), map[string]any{"condition": "no_bugs", "passed": true})
		}), `quality_gates[1].condition: "no_bugs" is not a gate of the agreement`},
		{"FAIL still stating a release", withGates(true, func(m map[string]any) { obj(m, "determination")["result"] = "FAIL" }),
			"determination.payment_release_percent: is 85.00, but a result that is not passed releases 0 %"},
		{"unknown determination", withGates(true, func(m map[string]any) { obj(m, "determination")["result"] = "PARTIAL" }),
			`determination.result: "PARTIAL" is not PASS or FAIL`},
		{"slo_met misreported", withGates(true, func(m map[string]any) { dim(m, 1)["slo_met"] = false }),
			"dimensions[1].slo_met: is false, but 82.00 meets the objective >= 80.00"},
		{"slo_target misreported", withGates(true, func(m map[string]any) { dim(m, 1)["slo_target"] = num("70") }),
			"dimensions[1].slo_target: is 70.00, but the agreement's objective is >= 80.00"},
		{"composite not following the scores", withGates(true, both(lowAccuracy, fail, func(m map[string]any) {
			obj(m, "composite")["score"] = num("70.65")
		})), "composite.score: is 70.65, but the agreement's weighted_average of the dimension scores is 82.50"},
		{"a dimension missing", withGates(true, func(m map[string]any) { m["dimensions"] = m["dimensions"].([]any)[:5] }),
			`dimensions: the agreement's dimension "timeliness" is not scored`},
		{"a dimension twice", withGates(true, func(m map[string]any) { dim(m, 5)["name"] = "accuracy" }),
			`dimensions[5].name: dimension "accuracy" scored twice`},
		{"a boolean metric scored 50", withGates(true, func(m map[string]any) { dim(m, 5)["score"] = num("50") }),
			`dimensions[5].score: "timeliness" is a boolean metric: its score is 100 (true) or 0 (false), not 50.00`},
		{"another agreement", withGates(true, func(m map[string]any) { m["agreement_id"] = "asa-other" }),
			`agreement_id: is "asa-other", but the job's agreement is "asa-2026-03-26-a1b2c3d4"`},
		{"another method", withGates(true, func(m map[string]any) { obj(m, "composite")["method"] = "minimum" }),
			`composite.method: is "minimum", but the agreement's composite_method is "weighted_average"`},
		{"another threshold", withGates(true, func(m map[string]any) { obj(m, "composite")["threshold"] = num("70") }),
			"composite.threshold: is 70.00, but the agreement's composite_threshold is 75.00"},
		{"shadow metric renamed", withGates(true, func(m map[string]any) { dim(m, 0)["shadow_metric"].(map[string]any)["name"] = "verbosity" }),
			`dimensions[0].shadow_metric.name: is "verbosity", but the agreement's shadow metric is "hallucination_rate"`},
		{"shadow slo_met misreported", withGates(true, func(m map[string]any) { dim(m, 0)["shadow_metric"].(map[string]any)["value"] = num("7") }),
			"dimensions[0].shadow_metric.slo_met: is true, but 7.00 misses the objective <= 5.00"},
	}
	for _, c := range refusedCases {
		t.Run(c.name, func(t *testing.T) {
			out, err := CheckVerification(gated, c.doc)
			if err == nil {
				t.Fatalf("accepted: %+v", out)
			}
			got := problemsOf(t, err)
			found := false
			for _, p := range got {
				if strings.HasPrefix(p, c.want) {
					found = true
				}
			}
			if !found {
				t.Fatalf("problems %q\nwant one starting with %q", got, c.want)
			}
		})
	}
}

// The composite.passed a result states must agree with the threshold.
func TestCompositePassed(t *testing.T) {
	plan := planFor(t, readFixture(t, "agreement_research.json"))
	_, err := CheckVerification(plan, editVR(t, func(m map[string]any) {
		seedCorrected(m)
		obj(m, "composite")["passed"] = false
	}))
	if err == nil || !strings.Contains(err.Error(), "composite.passed: is false, but the composite 87.00 reaches the threshold 75.00") {
		t.Fatal(err)
	}
}

// An agreement without dimensions checks what it can: the stated composite is the score.
func TestCheckVerificationWithoutDimensions(t *testing.T) {
	plan := planFor(t, edit(t, func(m map[string]any) {
		q := obj(m, "quality_criteria")
		delete(q, "dimensions")
		delete(q, "composite_method")
	}))
	out, err := CheckVerification(plan, editVR(t, func(m map[string]any) {
		delete(m, "dimensions")
		obj(m, "determination")["payment_release_percent"] = num("85")
	}))
	if err != nil {
		t.Fatal(err)
	}
	if out.Composite != 8610 || !out.Passed || out.ReleaseBps != 8500 {
		t.Fatalf("%+v", out)
	}
}
