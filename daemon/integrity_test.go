package daemon_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/asa-escrow/asa/settlement"
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
