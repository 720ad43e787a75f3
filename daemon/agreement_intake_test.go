package daemon_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

// signedDocument signs an arbitrary Verification Result document for the job's current submission.
func (w *world) signedDocument(id *big.Int, by party, doc []byte) []byte {
	w.t.Helper()
	vr, err := settlement.ParseVerificationResult(doc)
	if err != nil {
		w.t.Fatal(err)
	}
	v := w.job(id)
	nonce := big.NewInt(resultNonce.Add(1))
	deadline := w.now() + 3*86400
	r, err := vr.Result(settlement.JobRef{JobID: id, Deliverable: v.Deliverable, SubmittedAt: v.SubmittedAt.Uint64()}, nonce, deadline)
	if err != nil {
		w.t.Fatal(err)
	}
	sig, err := r.Sign(settlement.Domain{ChainID: w.node.ChainID(), Escrow: w.dep.Escrow}, by.key)
	if err != nil {
		w.t.Fatal(err)
	}
	body, _ := json.Marshal(map[string]any{"jobId": id.String(), "evaluator": by.addr.Hex(), "nonce": nonce.String(),
		"deadline": deadline, "signature": "0x" + common.Bytes2Hex(sig), "document": json.RawMessage(doc)})
	return body
}

// Attack (issue 22, "a stricter agreement is ignored"): a client writes an agreement stricter than the
// default (two weighted dimensions, a hard SLO on accuracy, a boolean gate). Before, the daemon took any
// signed composite: a result stating 85 for dimensions averaging 60, or a PASS whose gate failed, was
// relayed and paid by its composite. Now the intake recomputes the composite and the gates against the
// registered agreement and refuses such results (422 agreement_violation, with the numbers); a result that
// follows the agreement is accepted and settles by the tiers.
func TestIntakeRefusesResultsAgainstTheAgreement(t *testing.T) {
	if testing.Short() {
		t.Skip("anvil scenario")
	}
	w := newPartyWorld(t)
	ctx := context.Background()
	s := agreementSpec{id: "strict-1", amount: "5.00", client: w.client_.addr, provider: w.provider.addr, evaluator: w.evals[0].addr, token: w.dep.Token}
	var m map[string]any
	dec := json.NewDecoder(bytes.NewReader(testAgreement(t, s, w.dep.ChainID, w.dep.Escrow)))
	dec.UseNumber()
	if err := dec.Decode(&m); err != nil {
		t.Fatal(err)
	}
	m["quality_criteria"] = map[string]any{
		"composite_threshold": 75, "composite_method": "weighted_average",
		"dimensions": []any{
			map[string]any{"name": "accuracy", "weight": json.Number("0.5"), "slo": map[string]any{"operator": "gte", "value": 80, "hard": true}},
			map[string]any{"name": "completeness", "weight": json.Number("0.5")},
		},
		"quality_gates": []any{map[string]any{"condition": "all_tests_pass", "type": "boolean"}},
		"gate_logic":    "all_must_pass",
	}
	doc, _ := json.Marshal(m)
	plan, err := settlement.ParseAgreement(doc, settlement.AgreementOptions{Now: time.Unix(int64(w.now()), 0), ChainID: w.dep.ChainID})
	if err != nil {
		t.Fatal(err)
	}
	esc, err := asaclient.Open(ctx, w.client, w.dep.Escrow)
	if err != nil {
		t.Fatal(err)
	}
	c, err := esc.CreateAgreedJob(ctx, signer.FromKey(w.client_.key), plan, esc.ProviderKey(signer.FromKey(w.provider.key)), asaclient.AgreedJobOptions{})
	if err != nil {
		t.Fatal(err)
	}
	j := agreedJob{id: c.JobID, doc: doc, plan: plan}
	w.register(j)
	content := w.deliver(j.id)
	waitFor(t, 20*time.Second, "the daemon to see the submission", func() bool {
		sj, err := w.svc.Store().Job(ctx, j.id.Uint64())
		return err == nil && sj.SubmittedAt != 0
	})
	vr := func(accuracy, completeness, composite, determination string, testsPass bool) []byte {
		return []byte(fmt.Sprintf(`{"verification_id":"v-%s-%s","agreement_id":"strict-1",`+
			`"dimensions":[{"name":"accuracy","score":%s},{"name":"completeness","score":%s}],`+
			`"quality_gates":[{"condition":"all_tests_pass","passed":%t}],`+
			`"composite":{"score":%s,"method":"weighted_average"},"determination":{"result":%q},`+
			`"evidence_trail":{"deliverable_hash":%q}}`,
			accuracy, composite, accuracy, completeness, testsPass, composite, determination, settlement.ContentHash(content)))
	}
	refused := []struct {
		name string
		doc  []byte
		want string
	}{
		{"composite not the weighted average", vr("60", "60", "85", "PASS", true),
			"composite.score: is 85.00, but the agreement's weighted_average of the dimension scores is 60.00"},
		{"PASS with the boolean gate failed", vr("90", "80", "85", "PASS", false),
			"determination.result: is PASS, but gate all_tests_pass failed"},
		{"PASS with the hard SLO missed", vr("70", "100", "85", "PASS", true),
			"determination.result: is PASS, but gate accuracy slo failed"},
	}
	for _, r := range refused {
		code, body := post(t, w.base+"/v1/results", w.signedDocument(j.id, w.evals[0], r.doc))
		text := fmt.Sprint(body)
		if code != http.StatusUnprocessableEntity || !strings.Contains(text, wire.CodeAgreementViolation) || !strings.Contains(text, r.want) {
			t.Errorf("%s: %d %s\nwant 422 %s with %q", r.name, code, text, wire.CodeAgreementViolation, r.want)
		}
	}
	// A result that follows the agreement: accepted, verified with its composite, settled by the tiers.
	if code, body := post(t, w.base+"/v1/results", w.signedDocument(j.id, w.evals[0], vr("90", "80", "85", "PASS", true))); code != http.StatusAccepted {
		t.Fatalf("a result that follows the agreement: %d %v", code, body)
	}
	w.waitEvent(j.id, "JobVerified")
	if v := w.job(j.id); v.Score != 8500 {
		t.Fatalf("verified score %d, want 8500", v.Score)
	}
}
