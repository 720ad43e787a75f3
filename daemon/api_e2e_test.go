package daemon_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/settlement"
)

// call sends a request and decodes a JSON answer (nil map when the body is not JSON).
func call(t *testing.T, method, url, contentType string, body []byte) (int, map[string]any, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, url, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	var out map[string]any
	_ = json.Unmarshal(raw, &out)
	return resp.StatusCode, out, raw
}

// editBody rewrites fields of a POST /v1/results body.
func editBody(t *testing.T, body []byte, edit func(m map[string]any)) []byte {
	var m map[string]any
	if err := json.Unmarshal(body, &m); err != nil {
		t.Fatal(err)
	}
	edit(m)
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// unsignedDocument is the Verification Result document inside a signed body, posted on its own.
func unsignedDocument(t *testing.T, body []byte) []byte {
	var m struct{ Document json.RawMessage }
	if err := json.Unmarshal(body, &m); err != nil || len(m.Document) == 0 {
		t.Fatalf("no document in %s: %v", body, err)
	}
	return m.Document
}

// TestDaemonAPIRefusesBadInput sends every kind of bad request to the running daemon: each gets the
// right 4xx and machine-readable code, nothing is stored, and the daemon keeps serving. Then it checks
// the job view, the party listing, health, readiness, metrics and the OpenAPI document.
func TestDaemonAPIRefusesBadInput(t *testing.T) {
	w := newWorld(t, anvil.Options{})
	svc := w.startDaemon("")
	base := "http://" + svc.Addr()
	terms := seedTerms(t)
	terms.EvaluatorFeeBps = 200
	evals := []common.Address{w.evals[0].addr, w.evals[1].addr, w.evals[2].addr}
	cl, pr := w.newParty(1_000_000_000), w.newParty(0)
	id, err := w.createJob(t, jobSpec{client: cl, provider: pr, terms: terms, budget: big.NewInt(7_777_777),
		evaluators: evals, quorum: 2, expiresIn: 86_400, fund: true, deliver: true})
	if err != nil {
		t.Fatal(err)
	}
	waiting, err := w.createJob(t, jobSpec{client: cl, provider: pr, terms: terms, budget: big.NewInt(1_000_000),
		evaluators: evals, quorum: 2, expiresIn: 86_400, fund: true})
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, 10*time.Second, "daemon indexes both jobs", func() bool {
		a, err1 := svc.Store().Job(t.Context(), id.Uint64())
		b, err2 := svc.Store().Job(t.Context(), waiting.Uint64())
		return err1 == nil && err2 == nil && a.Status == settlement.JobSubmitted && b.Status == settlement.JobFunded
	})
	stored := func() int {
		n := 0
		for _, j := range []*big.Int{id, waiting} {
			rs, err := svc.Store().ResultsForJob(t.Context(), j.Uint64())
			if err != nil {
				t.Fatal(err)
			}
			n += len(rs)
		}
		return n
	}
	good := w.resultBody(id, w.evals[0], deliverable(id), "91.5")
	otherContent := []byte("not what was delivered")
	huge := append([]byte(`{"jobId":"1","pad":"`), bytes.Repeat([]byte("x"), 300<<10)...)
	huge = append(huge, []byte(`"}`)...)

	cases := []struct {
		name, method, path, ctype string
		body                      []byte
		status                    int
		code                      string
	}{
		{"malformed JSON", "POST", "/v1/results", "application/json", []byte(`{"jobId":`), 400, "malformed_json"},
		{"trailing data", "POST", "/v1/results", "application/json", append(append([]byte{}, good...), []byte(` {}`)...), 400, "malformed_json"},
		{"wrong type", "POST", "/v1/results", "application/json", []byte(`{"jobId":5,"deadline":"soon"}`), 400, "invalid_field"},
		{"bad job id text", "POST", "/v1/results", "application/json", editBody(t, good, func(m map[string]any) { m["jobId"] = "one" }), 400, "invalid_field"},
		{"bad signature hex", "POST", "/v1/results", "application/json", editBody(t, good, func(m map[string]any) { m["signature"] = "zz" }), 400, "invalid_field"},
		{"signature by someone else", "POST", "/v1/results", "application/json",
			editBody(t, w.resultBody(id, w.evals[1], deliverable(id), "91.5"), func(m map[string]any) { m["evaluator"] = w.evals[0].addr.Hex() }), 422, "bad_signature"},
		{"tampered score", "POST", "/v1/results", "application/json", editBody(t, good, func(m map[string]any) {
			m["document"].(map[string]any)["composite"].(map[string]any)["score"] = 99.5
		}), 422, "bad_signature"},
		{"wrong evaluator", "POST", "/v1/results", "application/json", w.resultBody(id, w.backup, deliverable(id), "50"), 403, "not_an_evaluator"},
		{"wrong deliverable hash", "POST", "/v1/results", "application/json", editBody(t, w.resultBody(id, w.evals[2], deliverable(id), "50"), func(m map[string]any) {
			m["document"].(map[string]any)["evidence_trail"].(map[string]any)["deliverable_hash"] = settlement.ContentHash(otherContent)
		}), 422, "deliverable_mismatch"},
		{"expired result", "POST", "/v1/results", "application/json", editBody(t, good, func(m map[string]any) { m["deadline"] = w.now() - 1 }), 422, "result_expired"},
		{"oversized body", "POST", "/v1/results", "application/json", huge, 413, "body_too_large"},
		{"unknown job", "POST", "/v1/results", "application/json", editBody(t, good, func(m map[string]any) { m["jobId"] = "999999" }), 404, "unknown_job"},
		{"job not submitted yet", "POST", "/v1/results", "application/json", editBody(t, good, func(m map[string]any) { m["jobId"] = waiting.String() }), 409, "job_not_submitted"},
		{"unsigned document", "POST", "/v1/results", "application/json", unsignedDocument(t, good), 400, "invalid_field"},
		{"text content type", "POST", "/v1/results", "text/plain", good, 415, "unsupported_media_type"},
		{"bad job id in path", "GET", "/v1/jobs/abc", "", nil, 400, "invalid_field"},
		{"negative job id in path", "GET", "/v1/jobs/-1", "", nil, 400, "invalid_field"},
		{"unknown job in path", "GET", "/v1/jobs/424242", "", nil, 404, "unknown_job"},
		{"invalid party", "GET", "/v1/jobs?party=0xnope", "", nil, 400, "invalid_field"},
		{"bad limit", "GET", "/v1/jobs?party=" + cl.addr.Hex() + "&limit=0", "", nil, 400, "invalid_field"},
		{"unknown state", "GET", "/v1/jobs?state=Funded,Paid", "", nil, 400, "invalid_field"},
		{"bad cursor", "GET", "/v1/jobs?before=0", "", nil, 400, "invalid_field"},
		{"unknown route", "GET", "/v2/anything", "", nil, 404, "not_found"},
		{"wrong method", "DELETE", "/v1/results", "", nil, 405, "method_not_allowed"},
	}
	for _, c := range cases {
		code, out, raw := call(t, c.method, base+c.path, c.ctype, c.body)
		errObj, _ := out["error"].(map[string]any)
		if code != c.status || errObj == nil || errObj["code"] != c.code || errObj["message"] == "" ||
			c.name == "unsigned document" && !strings.Contains(fmt.Sprint(errObj["message"]), "asa result sign") {
			t.Errorf("%s: %d %s, want %d with code %s", c.name, code, raw, c.status, c.code)
		}
		if n := stored(); n != 0 {
			t.Fatalf("%s: %d results stored after a refusal", c.name, n)
		}
		if code, _, _ := call(t, "GET", base+"/healthz", "", nil); code != 200 {
			t.Fatalf("%s: healthz %d afterwards", c.name, code)
		}
	}

	// An accepted result, then its replay, then a second result by the same evaluator: refused, one stored.
	code, out, raw := call(t, "POST", base+"/v1/results", "application/json", good)
	if code != http.StatusAccepted || out["id"] == nil {
		t.Fatalf("good result: %d %s", code, raw)
	}
	firstID := out["id"].(string)
	for name, body := range map[string][]byte{"replay": good, "second by same evaluator": w.resultBody(id, w.evals[0], deliverable(id), "10")} {
		code, out, raw := call(t, "POST", base+"/v1/results", "application/json", body)
		errObj, _ := out["error"].(map[string]any)
		want := map[string]string{"replay": "duplicate_result", "second by same evaluator": "evaluator_already_counted"}[name]
		if code != http.StatusConflict || errObj == nil || errObj["code"] != want {
			t.Errorf("%s: %d %s, want 409 %s", name, code, raw, want)
		}
	}
	if n := stored(); n != 1 {
		t.Fatalf("%d results stored, want 1", n)
	}

	// The second evaluator makes quorum (median of 91.5 and 80.0 = 85.75). The third evaluator still counts
	// until the evaluation deadline; once it passes, the daemon's finalize verifies the job on the two
	// results; the window closes; the daemon settles.
	code, out, raw = call(t, "POST", base+"/v1/results", "application/json", w.resultBody(id, w.evals[2], deliverable(id), "80"))
	if code != http.StatusAccepted {
		t.Fatalf("second result: %d %s", code, raw)
	}
	secondID := out["id"].(string)
	waitFor(t, 20*time.Second, "both results confirmed on chain", func() bool {
		j, err := svc.Store().Job(t.Context(), id.Uint64())
		return err == nil && j.ResultCount == 2
	})
	w.warp(3601)
	w.waitStatus(20*time.Second, settlement.JobVerified, id)
	w.warp(601)
	w.waitStatus(60*time.Second, settlement.JobCompleted, id)
	want, err := terms.FinalizeVerified(big.NewInt(7_777_777), 8575, nil)
	if err != nil {
		t.Fatal(err)
	}
	var view struct {
		ID, Status, ASAState, Budget, TermsHash, Deliverable string
		Score                                                *uint16
		Terms                                                map[string]any
		Payouts                                              map[string]string
		Results                                              []struct{ ID, Status, RelayTx string }
		Events                                               []struct{ Name, TxHash string }
	}
	waitFor(t, 20*time.Second, "job view shows the settlement and both results confirmed", func() bool {
		code, _, raw := call(t, "GET", base+"/v1/jobs/"+id.String(), "", nil)
		view.Results, view.Events = nil, nil
		if code != 200 || json.Unmarshal(raw, &view) != nil || view.Payouts == nil || len(view.Results) != 2 {
			return false
		}
		for _, r := range view.Results {
			if r.Status != "confirmed" {
				return false
			}
		}
		return true
	})
	if view.ID != id.String() || view.Status != "Completed" || view.ASAState == "" || view.Budget != "7777777" ||
		view.TermsHash != settlement.TermsHash(terms).Hex() || view.Terms == nil || view.Score == nil || *view.Score != 8575 {
		t.Errorf("job view: %+v", view)
	}
	if view.Payouts["provider"] != want.Payout.Provider.String() || view.Payouts["client"] != want.Payout.Client.String() || view.Payouts["fee"] != want.Payout.Fee.String() {
		t.Errorf("payouts %v, predicted %s", view.Payouts, want.Payout)
	}
	ids := map[string]bool{}
	for _, r := range view.Results {
		ids[r.ID] = true
		if !strings.HasPrefix(r.RelayTx, "0x") || len(r.RelayTx) != 66 {
			t.Errorf("result %s has relay tx %q", r.ID, r.RelayTx)
		}
	}
	if !ids[firstID] || !ids[secondID] {
		t.Errorf("results %v, want %s and %s", ids, firstID, secondID)
	}
	names := map[string]bool{}
	for _, e := range view.Events {
		names[e.Name] = true
		if len(e.TxHash) != 66 {
			t.Errorf("event %s tx %q", e.Name, e.TxHash)
		}
	}
	for _, n := range []string{"JobCreated", "JobFunded", "JobSubmitted", "ResultAccepted", "JobVerified", "JobSettled"} {
		if !names[n] {
			t.Errorf("timeline lacks %s: %v", n, names)
		}
	}

	code, out, raw = call(t, "GET", base+"/v1/jobs?party="+cl.addr.Hex(), "", nil)
	jobs, _ := out["jobs"].([]any)
	if code != 200 || len(jobs) != 2 {
		t.Errorf("jobs by party: %d %s", code, raw)
	}
	code, out, _ = call(t, "GET", base+"/v1/jobs?party="+w.evals[2].addr.Hex(), "", nil)
	if jobs, _ := out["jobs"].([]any); code != 200 || len(jobs) != 2 {
		t.Errorf("jobs by evaluator party: %d %v", code, out)
	}
	// Without a party, the newest jobs first (the job page's list).
	code, out, raw = call(t, "GET", base+"/v1/jobs?limit=1", "", nil)
	if jobs, _ := out["jobs"].([]any); code != 200 || len(jobs) != 1 || jobs[0].(map[string]any)["id"] != waiting.String() {
		t.Errorf("newest job: %d %s, want job %s only", code, raw, waiting)
	}
	// Paging: the cursor of each page leads to the next, through every job, and the last page has none;
	// each page names the chain and its head time (what deadlines count by).
	var paged []string
	for path := base + "/v1/jobs?limit=1"; ; {
		var page wire.JobList
		code, _, raw = call(t, "GET", path, "", nil)
		if code != 200 || json.Unmarshal(raw, &page) != nil || page.Chain == nil || page.Chain.ID != 31337 || page.Chain.HeadTime < w.now()-60 || page.Chain.Explorer != "" {
			t.Fatalf("page %s: %d %s", path, code, raw)
		}
		for _, j := range page.Jobs {
			paged = append(paged, j.ID)
		}
		if page.NextBefore == "" {
			break
		}
		path = base + "/v1/jobs?limit=1&before=" + page.NextBefore
	}
	if len(paged) != 2 || paged[0] != waiting.String() || paged[1] != id.String() {
		t.Errorf("paged through %v, want jobs %s and %s", paged, waiting, id)
	}
	code, out, raw = call(t, "GET", base+"/v1/jobs?state=completed,Rejected&party="+cl.addr.Hex(), "", nil)
	if jobs, _ := out["jobs"].([]any); code != 200 || len(jobs) != 1 || jobs[0].(map[string]any)["id"] != id.String() {
		t.Errorf("settled jobs of the client: %d %s", code, raw)
	}
	code, out, raw = call(t, "GET", base+"/v1/jobs?state=Funded", "", nil)
	if jobs, _ := out["jobs"].([]any); code != 200 || len(jobs) != 1 || jobs[0].(map[string]any)["id"] != waiting.String() {
		t.Errorf("open jobs: %d %s", code, raw)
	}
	for path, wantText := range map[string]string{"/healthz": `"ok"`, "/readyz": `"ready"`, "/metrics": "asa_txmgr_", "/openapi.yaml": "openapi:"} {
		code, _, raw := call(t, "GET", base+path, "", nil)
		if code != 200 || !strings.Contains(string(raw), wantText) {
			t.Errorf("GET %s: %d, body lacks %q", path, code, wantText)
		}
	}
}
