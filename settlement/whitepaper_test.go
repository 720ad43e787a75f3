package settlement

import (
	"os"
	"slices"
	"strings"
	"testing"
)

func readExample(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile("../examples/whitepaper/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// The white paper's own examples (examples/whitepaper): its agreement as written lists every clause and is
// refused for exactly the clauses nothing enforces (canary tasks, the token and duration limits, a second
// evaluator timeout of 600 s beside the dead-man's 3600 s, ed25519 signatures); the variant with only those changed passes with both signatures verified; its Verification
// Result as written is refused for the two numbers that contradict its agreement, corrected it passes, and
// the failing one is not passed.
func TestWhitepaperExamples(t *testing.T) {
	rep := CheckAgreement(readExample(t, "agreement.json"), AgreementOptions{Now: fixtureNow})
	var refused []string
	for _, p := range rep.Problems {
		refused = append(refused, p.Path)
	}
	slices.Sort(refused)
	want := []string{"service.constraints.max_duration_seconds", "service.constraints.max_tokens", "signatures.client.scheme",
		"signatures.provider.scheme", "verification.canary_tasks", "verification.evaluator_timeout_seconds"}
	if !slices.Equal(refused, want) {
		t.Fatalf("refused %q, want %q", refused, want)
	}
	listed := map[string]bool{}
	for _, c := range rep.Clauses {
		listed[c.Path] = true
	}
	for _, leaf := range leaves(t, readExample(t, "agreement.json")) {
		if !listed[leaf] && !coveredBySubtree(listed, leaf) && !listed[strings.TrimSuffix(strings.TrimSuffix(leaf, ".scheme"), ".value")] {
			t.Errorf("clause %s is not listed", leaf)
		}
	}

	plan, err := ParseAgreement(readExample(t, "agreement-enforceable.json"), AgreementOptions{Now: fixtureNow})
	if err != nil {
		t.Fatal(err)
	}
	if len(plan.Signatures) != 2 || plan.Signatures[0].Signer != plan.Client || plan.Signatures[1].Signer != plan.Provider {
		t.Fatalf("signatures %+v", plan.Signatures)
	}
	_, err = CheckVerification(plan, readExample(t, "verification-pass.json"))
	if got := problemsOf(t, err); len(got) != 2 || !strings.Contains(got[0], "is 86.10, but the agreement's weighted_average of the dimension scores is 87.00") {
		t.Fatalf("seed result: %q", got)
	}
	pass, err := CheckVerification(plan, readExample(t, "verification-pass-corrected.json"))
	if err != nil || !pass.Passed || pass.Composite != 8700 || pass.ReleaseBps != 8500 {
		t.Fatalf("corrected result: %+v %v", pass, err)
	}
	fail, err := CheckVerification(plan, readExample(t, "verification-fail.json"))
	if err != nil || fail.Passed || fail.Composite != 8250 || fail.ReleaseBps != 0 || fail.Determination != DeterminationFail {
		t.Fatalf("failing result: %+v %v", fail, err)
	}
}
