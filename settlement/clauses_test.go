package settlement

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
)

func num(s string) json.Number { return json.Number(s) }

// Every clause the reader does not enforce is refused with its JSON path and the reason, whatever key it is:
// the white paper's unenforced clauses, and keys nobody reads.
func TestRefusedClauses(t *testing.T) {
	cases := []struct {
		name   string
		change func(m map[string]any)
		want   string // the one problem, "path: message" prefix
	}{
		{"probabilistic guarantee", func(m map[string]any) { obj(m, "quality_criteria")["guarantee_type"] = "probabilistic" },
			`quality_criteria.guarantee_type: "probabilistic" is refused`},
		{"canary tasks", func(m map[string]any) {
			obj(m, "verification")["canary_tasks"] = map[string]any{"enabled": true, "frequency": "1_per_5_deliveries"}
		}, `verification.canary_tasks: canary tasks test evaluators drawn from the pool; a named evaluator`},
		{"evaluator rotation with named evaluators", func(m map[string]any) {
			obj(m, "verification")["rotation"] = map[string]any{"max_consecutive_deliveries": num("3")}
		}, `verification.rotation: rotation is enforced by the pool when it draws the evaluators; named evaluators are not rotated`},
		{"evaluator pool", func(m map[string]any) { obj(m, "parties")["evaluator_pool"] = []any{"a", "b"} },
			`parties.evaluator_pool: refused: the pool is not a party`},
		{"resolver pool", func(m map[string]any) { obj(m, "dispute")["resolver_pool"] = "ajp-default" },
			`dispute.resolver_pool: refused: there is no separate resolver pool`},
		{"max tokens", func(m map[string]any) { obj(m, "service", "constraints")["max_tokens"] = num("50000") },
			`service.constraints.max_tokens: refused: nothing measures the provider's token use`},
		{"max duration", func(m map[string]any) { obj(m, "service", "constraints")["max_duration_seconds"] = num("3600") },
			`service.constraints.max_duration_seconds: refused: nothing measures the work's duration`},
		{"max cost below the budget", func(m map[string]any) { obj(m, "service", "constraints")["max_cost_usd"] = num("4.99") },
			`service.constraints.max_cost_usd: the budget 5.000000 USDC is above the client's cost limit of 4.99 USD`},
		{"unknown top-level key", func(m map[string]any) { m["penalties"] = map[string]any{"late": num("10")} },
			`penalties.late: unknown clause: not read by this escrow, so it is refused rather than ignored`},
		{"unknown nested key", func(m map[string]any) { obj(m, "escrow", "payment")["late_fee_percent"] = num("5") },
			`escrow.payment.late_fee_percent: unknown clause`},
		{"unknown key in an array element", func(m map[string]any) {
			m["quality_criteria"].(map[string]any)["dimensions"].([]any)[1].(map[string]any)["minimum"] = num("60")
		}, `quality_criteria.dimensions[1].minimum: unknown clause`},
		{"unknown key in a tier", func(m map[string]any) {
			obj(m, "escrow", "payment", "graduated_release")["tiers"].([]any)[0].(map[string]any)["bonus"] = true
		}, `escrow.payment.graduated_release.tiers[0].bonus: unknown clause`},
		{"unknown composite method", func(m map[string]any) { obj(m, "quality_criteria")["composite_method"] = "geometric_mean" },
			`quality_criteria.composite_method: "geometric_mean" is not supported`},
		{"unknown gate logic", func(m map[string]any) {
			obj(m, "quality_criteria")["quality_gates"] = []any{map[string]any{"condition": "all_tests_pass", "type": "boolean"}}
			obj(m, "quality_criteria")["gate_logic"] = "any_must_pass"
		}, `quality_criteria.gate_logic: "any_must_pass" is not supported`},
		{"threshold gate on no dimension", func(m map[string]any) {
			obj(m, "quality_criteria")["quality_gates"] = []any{map[string]any{"condition": "speed_gte_80", "type": "threshold"}}
		}, `quality_criteria.quality_gates[0].condition: "speed_gte_80" names "speed"`},
		{"weights not adding up to 1", func(m map[string]any) {
			m["quality_criteria"].(map[string]any)["dimensions"].([]any)[0].(map[string]any)["weight"] = num("0.15")
		}, `quality_criteria.dimensions: the weights add up to 0.9, not 1`},
		{"weights with the plain average", func(m map[string]any) {
			obj(m, "quality_criteria")["composite_method"] = "average"
			for _, d := range obj(m, "quality_criteria")["dimensions"].([]any)[1:] {
				delete(d.(map[string]any), "weight")
			}
		},
			`quality_criteria.dimensions[0].weight: composite_method average uses no weights`},
		{"boolean objective with gte", func(m map[string]any) {
			m["quality_criteria"].(map[string]any)["dimensions"].([]any)[5].(map[string]any)["slo"] = map[string]any{"operator": "gte", "value": true}
		}, `quality_criteria.dimensions[5].slo.operator: a boolean metric's objective takes eq`},
		{"two evaluator timeouts", func(m map[string]any) { obj(m, "verification")["evaluator_timeout_seconds"] = num("600") },
			`verification.evaluator_timeout_seconds: 600 seconds, but escrow.dead_mans_switch.evaluator_timeout_seconds gives the evaluators 3600`},
		{"a mode under a disabled graduated release", func(m map[string]any) {
			obj(m, "escrow", "payment")["graduated_release"] = map[string]any{"enabled": false, "mode": "continuous"}
		}, `escrow.payment.graduated_release.mode: not used with the rest of this document`},
		{"ed25519 signature", func(m map[string]any) {
			m["signatures"] = map[string]any{"client": map[string]any{"scheme": "ed25519", "value": "sig_abc"}}
		}, `signatures.client.scheme: "ed25519" is refused`},
		{"signature by nobody named", func(m map[string]any) {
			m["signatures"] = map[string]any{"notary": map[string]any{"scheme": "eip712", "value": "0x00"}}
		}, `signatures.notary: "notary" is not a party that signs`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			doc := edit(t, c.change)
			plan, err := ParseAgreement(doc, AgreementOptions{Now: fixtureNow})
			if err == nil {
				t.Fatalf("accepted: %+v", plan)
			}
			got := problemsOf(t, err)
			if len(got) != 1 || !strings.HasPrefix(got[0], c.want) {
				t.Fatalf("problems %q\nwant one starting with %q", got, c.want)
			}
			// The check lists the clause as refused, with the same reason.
			rep := CheckAgreement(doc, AgreementOptions{Now: fixtureNow})
			path, _, _ := strings.Cut(c.want, ": ")
			found := false
			for _, cl := range rep.Clauses {
				if (cl.Path == path || strings.HasPrefix(path, cl.Path+".")) && cl.Verdict == VerdictRefused {
					found = true
				}
			}
			if !found || !rep.Refused() || rep.Plan != nil {
				t.Fatalf("check: no refused clause %s in %+v", path, rep.Clauses)
			}
		})
	}
}

// fullAgreement uses every clause the reader knows at least once (besides the fixture's).
func fullAgreement(t *testing.T) []byte {
	return edit(t, func(m map[string]any) {
		q := obj(m, "quality_criteria")
		q["quality_gates"] = []any{
			map[string]any{"condition": "all_tests_pass", "type": "boolean"},
			map[string]any{"condition": "accuracy_gte_80", "type": "threshold"},
			map[string]any{"condition": "composite_gte_75", "type": "threshold"},
		}
		q["gate_logic"] = "all_must_pass"
		dims := q["dimensions"].([]any)
		dims[0].(map[string]any)["slo"].(map[string]any)["hard"] = true
		dims[0].(map[string]any)["shadow_slo"].(map[string]any)["hard"] = false
		obj(m, "verification")["quorum"] = num("1")
		obj(m, "verification")["visibility"] = "public"
		obj(m, "escrow", "payment")["evaluator_fee_percent"] = num("1.5")
		obj(m, "escrow", "payment")["token_address"] = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"
		obj(m, "escrow", "dead_mans_switch")["fallback_action"] = "return_to_client"
		obj(m, "escrow", "dead_mans_switch")["backup_timeout_seconds"] = num("600")
		obj(m, "escrow")["collateral"] = map[string]any{"percent": num("50")}
		obj(m, "escrow")["acceptance"] = map[string]any{"required": true}
		obj(m, "dispute")["timeout_seconds"] = num("3600")
		obj(m, "dispute")["default_action"] = "split_50_50"
		obj(m, "parties", "client")["metadata"] = map[string]any{"team": "alpha"}
		m["description"] = "a research job"
	})
}

// A key the reader reads always has a clause rule, so that the check can say what it does; and every key
// of a document that parses is listed by the check exactly once (or under its subtree's clause).
func TestEveryReadKeyHasAClause(t *testing.T) {
	docs := map[string][]byte{"fixture": readFixture(t, "agreement_research.json"), "full": fullAgreement(t)}
	for _, name := range []string{"../examples/agreement.json", "../examples/agreement-collateral.json"} {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		docs[name] = b
	}
	rules := clauseRules()
	for name, doc := range docs {
		plan, ps, clauses := parseAgreement(doc, AgreementOptions{Now: fixtureNow}, false)
		if len(ps.list) > 0 || plan == nil {
			t.Fatalf("%s: %v", name, ps.err("agreement"))
		}
		for p := range ps.seen {
			if _, ok := rules[rulePath(p)]; !ok && !strings.HasPrefix(p, "signatures") && !hasSubtreeRule(rules, p) {
				if _, isContainer := valueAt(t, doc, p).(map[string]any); isContainer {
					continue
				}
				if _, isContainer := valueAt(t, doc, p).([]any); isContainer {
					continue
				}
				t.Errorf("%s: %s is read but has no clause rule", name, p)
			}
		}
		seen := map[string]bool{}
		for _, c := range clauses {
			if seen[c.Path] {
				t.Errorf("%s: clause %s listed twice", name, c.Path)
			}
			seen[c.Path] = true
			if c.Verdict == VerdictRefused || c.Detail == "" {
				t.Errorf("%s: %+v", name, c)
			}
		}
		for _, leaf := range leaves(t, doc) {
			if !seen[leaf] && !coveredBySubtree(seen, leaf) {
				t.Errorf("%s: key %s is not listed by the check", name, leaf)
			}
		}
	}
}

func hasSubtreeRule(rules map[string]clauseRule, p string) bool {
	for k, r := range rules {
		if r.subtree && strings.HasPrefix(rulePath(p), k+".") {
			return true
		}
	}
	return false
}

func coveredBySubtree(seen map[string]bool, leaf string) bool {
	for p := range seen {
		if strings.HasPrefix(leaf, p+".") || strings.HasPrefix(leaf, p+"[") {
			return true
		}
	}
	return false
}

func valueAt(t *testing.T, doc []byte, path string) any {
	tree, err := decodeTree(doc)
	if err != nil {
		t.Fatal(err)
	}
	var cur = tree
	for _, seg := range strings.Split(rulePathIndexes(path), ".") {
		name, idx, hasIdx := strings.Cut(seg, "[")
		cur = cur.(map[string]any)[name]
		if hasIdx {
			var i int
			fmt.Sscanf(idx, "%d]", &i)
			cur = cur.([]any)[i]
		}
	}
	return cur
}

func rulePathIndexes(p string) string { return p }

// leaves lists the paths of a document's scalar values (array elements that are scalars count as their array).
func leaves(t *testing.T, doc []byte) []string {
	tree, err := decodeTree(doc)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	var walk func(v any, path string)
	walk = func(v any, path string) {
		switch x := v.(type) {
		case map[string]any:
			for k, e := range x {
				walk(e, join(path, k))
			}
		case []any:
			for i, e := range x {
				if _, isObj := e.(map[string]any); isObj {
					walk(e, fmt.Sprintf("%s[%d]", path, i))
				} else {
					out = append(out, path)
				}
			}
		default:
			out = append(out, path)
		}
	}
	walk(tree, "")
	slices.Sort(out)
	return slices.Compact(out)
}

// The signatures block: EIP-712 and EIP-191 signatures by the party verify offline; a signature by someone
// else, or one over another version of the document, is refused; an ERC-1271 one needs the chain.
func TestAgreementSignatures(t *testing.T) {
	clientKey, _ := crypto.GenerateKey()
	providerKey, _ := crypto.GenerateKey()
	client, provider := crypto.PubkeyToAddress(clientKey.PublicKey), crypto.PubkeyToAddress(providerKey.PublicKey)
	doc := edit(t, func(m map[string]any) {
		obj(m, "parties", "client")["wallet"] = client.Hex()
		obj(m, "parties", "provider")["wallet"] = provider.Hex()
	})
	signed, err := SignAgreement(doc, "client", "eip712", clientKey)
	if err != nil {
		t.Fatal(err)
	}
	if signed, err = SignAgreement(signed, "provider", "eip191", providerKey); err != nil {
		t.Fatal(err)
	}
	plan, err := ParseAgreement(signed, AgreementOptions{Now: fixtureNow})
	if err != nil {
		t.Fatal(err)
	}
	h, _ := AgreementHash(doc)
	if plan.AgreementHash != h || len(plan.Signatures) != 2 || plan.Signatures[0].Signer != client || plan.Signatures[1].Signer != provider || plan.Signatures[1].Scheme != "eip191" {
		t.Fatalf("signatures %+v (hash %s, want %s)", plan.Signatures, plan.AgreementHash, h)
	}
	rep := CheckAgreement(signed, AgreementOptions{Now: fixtureNow})
	verified := 0
	for _, c := range rep.Clauses {
		if strings.HasPrefix(c.Path, "signatures.") && c.Verdict == VerdictDaemon && strings.Contains(c.Detail, "verified") {
			verified++
		}
	}
	if verified != 2 {
		t.Fatalf("clauses %+v", rep.Clauses)
	}

	// The provider's key signs as the client: refused.
	wrong, _ := SignAgreement(doc, "client", "eip712", providerKey)
	if _, err := ParseAgreement(wrong, AgreementOptions{Now: fixtureNow}); err == nil || !strings.Contains(err.Error(), "signatures.client.signer: "+provider.Hex()+" is not the client") {
		t.Fatalf("signature by the provider as the client: %v", err)
	}
	// The signer field removed, the recovered signer still decides.
	var m map[string]any
	dw := json.NewDecoder(strings.NewReader(string(wrong)))
	dw.UseNumber()
	_ = dw.Decode(&m)
	delete(m["signatures"].(map[string]any)["client"].(map[string]any), "signer")
	noSigner, _ := json.Marshal(m)
	if _, err := ParseAgreement(noSigner, AgreementOptions{Now: fixtureNow}); err == nil || !strings.Contains(err.Error(), "signed by "+provider.Hex()+", not by the client") {
		t.Fatalf("signature by the provider without signer: %v", err)
	}
	// Signed, then the amount changed: the signature covers another agreement hash.
	var sm map[string]any
	dec := json.NewDecoder(strings.NewReader(string(signed)))
	dec.UseNumber()
	_ = dec.Decode(&sm)
	obj(sm, "escrow", "payment")["amount"] = "4.00"
	tampered, _ := json.Marshal(sm)
	if _, err := ParseAgreement(tampered, AgreementOptions{Now: fixtureNow}); err == nil || !strings.Contains(err.Error(), "signatures.client.value: signed by") {
		t.Fatalf("tampered agreement: %v", err)
	}
	// A contract account's signature needs the chain: listed, not verified, not dropped.
	withContract := edit(t, func(m map[string]any) {
		obj(m, "parties", "client")["wallet"] = client.Hex()
		m["signatures"] = map[string]any{"client": map[string]any{"scheme": "erc1271", "value": "0x1234"}}
	})
	plan, err = ParseAgreement(withContract, AgreementOptions{Now: fixtureNow})
	if err != nil {
		t.Fatal(err)
	}
	if len(plan.Signatures) != 1 || !plan.Signatures[0].NeedsChain || plan.Signatures[0].Digest != AgreementSignatureDigest(plan.AgreementHash, "client") {
		t.Fatalf("erc1271 %+v", plan.Signatures)
	}
	rep = CheckAgreement(withContract, AgreementOptions{Now: fixtureNow})
	if i := slices.IndexFunc(rep.Clauses, func(c Clause) bool { return c.Path == "signatures.client" }); i < 0 || rep.Clauses[i].Verdict != VerdictNeedsChain {
		t.Fatalf("clauses %+v", rep.Clauses)
	}
}

// The signed message is exactly the documented one.
func TestAgreementSignatureMessage(t *testing.T) {
	h := crypto.Keccak256Hash([]byte("x"))
	if got := AgreementPersonalMessage(h, "provider"); got != "ASA agreement "+strings.ToLower(h.Hex())+" signed as provider" {
		t.Fatal(got)
	}
	sep := crypto.Keccak256(crypto.Keccak256([]byte("EIP712Domain(string name,string version)")), crypto.Keccak256([]byte("ASA Agreement")), crypto.Keccak256([]byte("1")))
	st := crypto.Keccak256(crypto.Keccak256([]byte("AgreementSignature(bytes32 agreementHash,string party)")), h[:], crypto.Keccak256([]byte("client")))
	want := crypto.Keccak256Hash([]byte{0x19, 0x01}, sep, st)
	if got := AgreementSignatureDigest(h, "client"); got != want {
		t.Fatalf("digest %s, want %s", got, want)
	}
}

// The provider's acceptance always has its clause in the check: required by default when the document
// omits escrow.acceptance, required when it says true, and shown as a waiver (a weaker guarantee) only for
// an explicit false. A false beside collateral is refused.
func TestAcceptanceClause(t *testing.T) {
	cases := []struct {
		name     string
		change   func(m map[string]any)
		required bool
		detail   string
	}{
		{"omitted", func(m map[string]any) {}, true, "provider acceptance: required (default)"},
		{"empty object", func(m map[string]any) { obj(m, "escrow")["acceptance"] = map[string]any{} }, true, "provider acceptance: required (default)"},
		{"explicit true", func(m map[string]any) { obj(m, "escrow")["acceptance"] = map[string]any{"required": true} }, true, "provider acceptance: required:"},
		{"explicit false", func(m map[string]any) { obj(m, "escrow")["acceptance"] = map[string]any{"required": false} }, false,
			"provider acceptance: waived by the agreement: a weaker guarantee"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rep := CheckAgreement(edit(t, c.change), AgreementOptions{Now: fixtureNow})
			if rep.Refused() {
				t.Fatalf("refused: %v", rep.Problems)
			}
			var found []Clause
			for _, cl := range rep.Clauses {
				if cl.Path == "escrow.acceptance.required" {
					found = append(found, cl)
				}
			}
			if len(found) != 1 || found[0].Verdict != VerdictOnChain || !strings.HasPrefix(found[0].Detail, c.detail) {
				t.Fatalf("acceptance clauses %+v, want one starting %q", found, c.detail)
			}
			if rep.Plan.Terms.AcceptanceRequired != c.required {
				t.Fatalf("AcceptanceRequired %v, want %v", rep.Plan.Terms.AcceptanceRequired, c.required)
			}
		})
	}
	rep := CheckAgreement(edit(t, func(m map[string]any) {
		obj(m, "escrow")["collateral"] = map[string]any{"percent": num("10")}
		obj(m, "escrow")["acceptance"] = map[string]any{"required": false}
	}), AgreementOptions{Now: fixtureNow})
	if !rep.Refused() || rep.Problems[0].Path != "escrow.acceptance.required" {
		t.Fatalf("a waiver beside collateral: %+v", rep.Problems)
	}
	for _, cl := range rep.Clauses {
		if cl.Path == "escrow.acceptance.required" && cl.Verdict != VerdictRefused {
			t.Fatalf("a refused waiver listed as %+v", cl)
		}
	}
}
