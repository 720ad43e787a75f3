package daemon_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

// TestForgedAgreementSignaturesNotStored is the first-write attack on a job's agreement: a non-party
// posts the genuine document first with a forged top-level "signatures" member (outside the agreement
// hash). It used to be stored as posted (201), the client's genuine post then got 200, and the parties
// were served the forged signatures. Now only the members the hash covers are stored, whoever posts.
func TestForgedAgreementSignaturesNotStored(t *testing.T) {
	w := newPartyWorld(t)
	j := w.createAgreed(agreementSpec{id: "forged-signatures", amount: "5.00", serviceType: "research_synthesis", visibility: "public"})
	var doc map[string]any
	if err := json.Unmarshal(j.doc, &doc); err != nil {
		t.Fatal(err)
	}
	const marker = "sig_forged_by_a_stranger"
	doc["signatures"] = map[string]any{"client": map[string]any{"scheme": "eip191", "value": marker},
		"provider": map[string]any{"scheme": "eip191", "value": marker}}
	forged, _ := json.Marshal(doc)
	url := w.base + "/v1/jobs/" + j.id.String() + "/agreement"
	var code int
	waitFor(t, 20*time.Second, "the daemon to index job "+j.id.String(), func() bool {
		code, _ = post(t, url, forged)
		return code != http.StatusNotFound
	})
	if code != http.StatusCreated && (code < 400 || code >= 500) {
		t.Fatalf("the forged post: %d (want 201 storing only the covered members, or a 4xx refusal)", code)
	}
	if code, body := post(t, url, j.doc); code != http.StatusOK && code != http.StatusCreated {
		t.Fatalf("the client's genuine post: %d %v", code, body)
	}
	code, served := w.get("/v1/jobs/"+j.id.String()+"/agreement", "")
	if code != http.StatusOK {
		t.Fatalf("GET agreement: %d %s", code, served)
	}
	if bytes.Contains(served, []byte(marker)) {
		t.Fatalf("the daemon serves the stranger's forged signatures: %s", served)
	}
	var got map[string]json.RawMessage
	if err := json.Unmarshal(served, &got); err != nil {
		t.Fatal(err)
	}
	if _, ok := got["signatures"]; ok {
		t.Fatalf("the stored agreement carries a signatures member outside its hash")
	}
	if h, err := settlement.AgreementHash(served); err != nil || h != j.plan.AgreementHash {
		t.Fatalf("the served document hashes to %s (%v), the job recorded %s", h.Hex(), err, j.plan.AgreementHash.Hex())
	}
}

// TestAgreementRefusedWhenTheJobRunsOtherTerms is the bait-and-switch on a job's document: the client
// creates a job that records the genuine document's hash but runs under other rules (its own stand-in
// evaluator, a waived acceptance, a fee of its choosing). The hash alone matched, so the daemon used to
// store and serve the document as the job's agreement (and judge results by it) while the escrow enforced
// the client's terms. Now the document is refused with what differs, and nothing is stored.
func TestAgreementRefusedWhenTheJobRunsOtherTerms(t *testing.T) {
	w := newPartyWorld(t)
	ctx := context.Background()
	esc, err := asaclient.Open(ctx, w.client, w.dep.Escrow)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, want string
		switchTo   func(p *settlement.JobPlan)
	}{
		{"a stand-in evaluator", "evaluator list", func(p *settlement.JobPlan) { p.Evaluators = []common.Address{w.evals[1].addr} }},
		{"a fee of the client's choosing", "terms hash", func(p *settlement.JobPlan) { p.Terms.EvaluatorFeeBps += 100 }},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := agreementSpec{id: "switched-" + c.want, amount: "5.00", client: w.client_.addr, provider: w.provider.addr,
				evaluator: w.evals[0].addr, token: w.dep.Token}
			doc := testAgreement(t, s, w.dep.ChainID, w.dep.Escrow)
			plan, err := settlement.ParseAgreement(doc, settlement.AgreementOptions{Now: time.Unix(int64(w.now()), 0), ChainID: w.dep.ChainID})
			if err != nil {
				t.Fatal(err)
			}
			switched := *plan
			switched.Evaluators = slices.Clone(plan.Evaluators)
			c.switchTo(&switched)
			switched.Terms.AcceptanceRequired = false // no provider signature is needed to start it
			switched.TermsHash = settlement.TermsHash(switched.Terms)
			created, err := esc.CreateAndFundJob(ctx, signer.FromKey(w.client_.key), &switched, asaclient.CreateOptions{})
			if err != nil {
				t.Fatal(err)
			}
			url := w.base + "/v1/jobs/" + created.JobID.String() + "/agreement"
			var code int
			var body map[string]any
			waitFor(t, 20*time.Second, "the daemon to index job "+created.JobID.String(), func() bool {
				code, body = post(t, url, doc)
				return code != http.StatusNotFound
			})
			msg, _ := json.Marshal(body)
			if code != http.StatusUnprocessableEntity || !bytes.Contains(msg, []byte("agreement_mismatch")) || !bytes.Contains(msg, []byte(c.want)) {
				t.Fatalf("the genuine document for a job under switched rules: %d %s (want 422 agreement_mismatch naming the %s)", code, msg, c.want)
			}
			if code, served := w.get("/v1/jobs/"+created.JobID.String()+"/agreement", ""); code != http.StatusNotFound {
				t.Fatalf("GET agreement after the refusal: %d %s (want 404: nothing stored)", code, served)
			}
		})
	}
}
