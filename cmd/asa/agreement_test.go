package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// asa agreement check on the white paper's agreement lists every clause with its verdict and exits 1 for the
// clauses nothing enforces; the enforceable variant exits 0 with both signatures verified; a probabilistic
// guarantee exits 1 naming its path. No chain and no key.
func TestAgreementCheck(t *testing.T) {
	at := []string{"--at", "2026-03-26T14:30:00Z"}
	out, errOut, code := runAsa(t, nil, append([]string{"agreement", "check", "../../examples/whitepaper/agreement.json"}, at...)...)
	if code != 1 {
		t.Fatalf("exit %d\n%s\n%s", code, out, errOut)
	}
	for _, want := range []string{
		"escrow.payment.amount", "enforced on chain",
		"quality_criteria.dimensions[0].weight", "enforced by the daemon",
		"parties.client.display_name", "informational",
		"verification.canary_tasks", "canary tasks test evaluators drawn from the pool",
		"verification.evaluator_selection", "a weaker guarantee",
		"service.constraints.max_tokens", "service.constraints.max_duration_seconds",
		"signatures.client", `"ed25519" is refused`,
		"verification.evaluator_timeout_seconds", "the escrow has one evaluation deadline",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("stdout lacks %q:\n%s", want, out)
		}
	}
	if !strings.Contains(errOut, "is refused (6 problems)") {
		t.Errorf("stderr: %s", errOut)
	}

	out, errOut, code = runAsa(t, nil, append([]string{"agreement", "check", "../../examples/whitepaper/agreement-enforceable.json"}, at...)...)
	if code != 0 || !strings.Contains(out, "nothing refused") || strings.Count(out, "verified: eip712 signature") != 2 {
		t.Fatalf("enforceable variant: exit %d\n%s\n%s", code, out, errOut)
	}

	// --json: the same clauses, machine-readable.
	out, _, code = runAsa(t, nil, append([]string{"agreement", "check", "../../examples/whitepaper/agreement.json", "--json"}, at...)...)
	var rep struct {
		Refused  bool `json:"refused"`
		Clauses  []struct{ Path, Verdict, Detail string }
		Problems []struct{ Path, Message string }
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil || code != 1 || !rep.Refused || len(rep.Problems) != 6 || len(rep.Clauses) < 90 {
		t.Fatalf("--json: exit %d, %v\n%s", code, err, out)
	}

	// A probabilistic guarantee.
	doc, err := os.ReadFile("../../examples/whitepaper/agreement-enforceable.json")
	if err != nil {
		t.Fatal(err)
	}
	prob := filepath.Join(t.TempDir(), "probabilistic.json")
	if err := os.WriteFile(prob, []byte(strings.Replace(string(doc), `"guarantee_type": "deterministic"`, `"guarantee_type": "probabilistic"`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code = runAsa(t, nil, append([]string{"agreement", "check", prob}, at...)...)
	if code != 1 || !strings.Contains(out, "quality_criteria.guarantee_type") || !strings.Contains(out, `"probabilistic" is refused`) {
		t.Fatalf("probabilistic: exit %d\n%s\n%s", code, out, errOut)
	}
	// Its signatures were made over the deterministic document: they are refused too, not dropped.
	if !strings.Contains(out, "signatures.client") || !strings.Contains(out, "not by the client") {
		t.Fatalf("the edited document's signatures: %s", out)
	}
}

// asa agreement check always states whether the provider must accept the job: the example agreement, which
// names no escrow.acceptance, shows the default; an explicit false is shown as a waiver, a weaker guarantee.
func TestAgreementCheckAcceptanceClause(t *testing.T) {
	at := []string{"--at", "2026-03-26T14:30:00Z"}
	example := filepath.Join("..", "..", "examples", "agreement.json")
	out, errOut, code := runAsa(t, nil, append([]string{"agreement", "check", example}, at...)...)
	if code != 0 || !regexp.MustCompile(`escrow\.acceptance\.required +enforced on chain +provider acceptance: required \(default\)`).MatchString(out) {
		t.Fatalf("the example agreement: exit %d\n%s\n%s", code, out, errOut)
	}
	waived := waivedAgreement(t, example, filepath.Join(t.TempDir(), "waived.json"))
	out, errOut, code = runAsa(t, nil, append([]string{"agreement", "check", waived, "--json"}, at...)...)
	var rep struct {
		Clauses []struct{ Path, Verdict, Detail string }
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil || code != 0 {
		t.Fatalf("the waived agreement --json: exit %d %v\n%s\n%s", code, err, out, errOut)
	}
	var found []string
	for _, c := range rep.Clauses {
		if c.Path == "escrow.acceptance.required" {
			found = append(found, c.Verdict+": "+c.Detail)
		}
	}
	if len(found) != 1 || !strings.HasPrefix(found[0], "enforced on chain: provider acceptance: waived by the agreement: a weaker guarantee") {
		t.Fatalf("the waived agreement's acceptance clauses: %q", found)
	}
}

// asa agreement sign signs as a party with its key; asa result check recomputes a result under its agreement.
func TestAgreementSignAndResultCheck(t *testing.T) {
	dir := t.TempDir()
	signed := filepath.Join(dir, "signed.json")
	_, errOut, code := runAsa(t, []string{devKeyEnv(t, 0)}, "agreement", "sign", "../../examples/agreement.json", "--as", "client", "--out", signed)
	if code != 0 {
		t.Fatalf("sign: exit %d: %s", code, errOut)
	}
	assertNoSecret(t, errOut)
	out, errOut, code := runAsa(t, nil, "agreement", "check", signed, "--at", "2026-03-26T14:30:00Z")
	if code != 0 || !strings.Contains(out, "verified: eip712 signature by the client 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266") {
		t.Fatalf("check signed: exit %d\n%s\n%s", code, out, errOut)
	}
	// The provider's key cannot sign as the client.
	wrong := filepath.Join(dir, "wrong.json")
	if _, errOut, code = runAsa(t, []string{devKeyEnv(t, 1)}, "agreement", "sign", "../../examples/agreement.json", "--as", "client", "--out", wrong); code != 0 {
		t.Fatalf("sign: %s", errOut)
	}
	if out, _, code = runAsa(t, nil, "agreement", "check", wrong, "--at", "2026-03-26T14:30:00Z"); code != 1 || !strings.Contains(out, "is not the client") {
		t.Fatalf("wrong signer: exit %d\n%s", code, out)
	}

	out, errOut, code = runAsa(t, nil, "result", "check", "../../examples/whitepaper/verification-pass.json", "--agreement", "../../examples/whitepaper/agreement-enforceable.json")
	if code != 1 || !strings.Contains(errOut, "composite.score: is 86.10, but the agreement's weighted_average of the dimension scores is 87.00") {
		t.Fatalf("seed result: exit %d\n%s\n%s", code, out, errOut)
	}
	out, errOut, code = runAsa(t, nil, "result", "check", "../../examples/whitepaper/verification-fail.json", "--agreement", "../../examples/whitepaper/agreement-enforceable.json")
	if code != 0 || !strings.Contains(out, "determination FAIL; passed false; the provider is released 0.00 %") {
		t.Fatalf("failing result: exit %d\n%s\n%s", code, out, errOut)
	}
}

// Offline, asa agreement check reports a party named by an ERC-8004 agent id or an A2A card as resolved at
// the job's creation (it needs the chain, or the card fetched) and does not refuse the document for it;
// an erc8004 value that is no agent id, and a card that is not an http(s) URL, are still refused. (Given
// --rpc-url it resolves them now: TestERC8004AgentHiredByIDOnAnvil.)
func TestAgreementCheckOfflineAgents(t *testing.T) {
	dir := t.TempDir()
	byID := agreementWithProvider(t, dir, "byid.json", map[string]any{"identity": map[string]any{"scheme": "erc8004", "value": "42"}})
	out, errOut, code := runAsa(t, nil, "agreement", "check", byID)
	if code != 0 || !strings.Contains(out, "parties.provider  erc8004 42  resolved at creation (needs the chain") || !strings.Contains(out, "nothing refused") {
		t.Fatalf("agent id offline: exit %d\n%s\n%s", code, out, errOut)
	}
	card := agreementWithProvider(t, dir, "card.json", map[string]any{"identity": map[string]any{"scheme": "a2a", "value": "https://beta.example/.well-known/agent-card.json"}})
	out, errOut, code = runAsa(t, nil, "agreement", "check", card, "--json")
	var rep struct {
		Refused bool
		Agents  []map[string]string
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil || code != 0 || rep.Refused || len(rep.Agents) != 1 ||
		!strings.Contains(rep.Agents[0]["resolution"], "needs its card fetched") || rep.Agents[0]["wallet"] != "" {
		t.Fatalf("card offline: exit %d %v\n%s\n%s", code, err, out, errOut)
	}
	for name, value := range map[string]string{"erc8004": "forty-two", "a2a": "ftp://beta.example/card"} {
		bad := agreementWithProvider(t, dir, "bad-"+name+".json", map[string]any{"identity": map[string]any{"scheme": name, "value": value}})
		out, errOut, code := runAsa(t, nil, "agreement", "check", bad)
		if code != 1 || !strings.Contains(out+errOut, "parties.provider.identity.value") {
			t.Fatalf("%s %q offline: exit %d\n%s\n%s", name, value, code, out, errOut)
		}
	}
}
