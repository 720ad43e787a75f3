package facilitator_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/facilitator"
)

func TestHTTPAPI(t *testing.T) {
	e := newEnv(t)
	srv := httptest.NewServer(e.fac.Handler("/x402"))
	defer srv.Close()

	post := func(path, body string) (int, map[string]any) {
		resp, err := http.Post(srv.URL+path, "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var m map[string]any
		_ = json.NewDecoder(resp.Body).Decode(&m)
		return resp.StatusCode, m
	}
	for name, body := range map[string]string{
		"not json":      "{",
		"trailing data": `{"x402Version":2,"paymentPayload":{},"paymentRequirements":{}} {}`,
		"missing parts": `{"x402Version":2}`,
		"wrong types":   `{"x402Version":"2","paymentPayload":1,"paymentRequirements":2}`,
	} {
		for _, p := range []string{"/x402/verify", "/x402/settle"} {
			code, m := post(p, body)
			if code != http.StatusBadRequest || m["error"] == nil {
				t.Errorf("%s %s: %d %v", name, p, code, m)
			}
		}
	}
	if code, _ := post("/x402/verify", `{"paymentPayload":"`+strings.Repeat("a", facilitator.MaxRequestBody)+`"}`); code != http.StatusRequestEntityTooLarge {
		t.Errorf("oversized body: %d", code)
	}

	// Business failure: 200 with isValid:false / success:false, transaction and network present.
	r := reqs()
	r.Amount = "999"
	bad := request(t, e.sign(reqs()), r, r)
	body, _ := json.Marshal(bad)
	code, m := post("/x402/verify", string(body))
	if code != 200 || m["isValid"] != false || m["invalidReason"] != x402.ReasonAuthorizationValueMismatch {
		t.Fatalf("verify mismatch: %d %v", code, m)
	}
	code, m = post("/x402/settle", string(body))
	if code != 200 || m["success"] != false || m["transaction"] != "" || m["network"] != "eip155:84532" {
		t.Fatalf("settle mismatch: %d %v", code, m)
	}

	// The Go HTTP client against the handler: the full round trip.
	c := &facilitator.Client{URL: srv.URL + "/x402/"}
	ctx := context.Background()
	sup, err := c.Supported(ctx)
	if err != nil || len(sup.Kinds) != 2 || sup.Kinds[0].Network != "eip155:84532" || sup.Kinds[1].Network != "base-sepolia" ||
		len(sup.Signers["eip155:*"]) != 1 {
		t.Fatalf("supported: %+v %v", sup, err)
	}
	good := request(t, e.sign(reqs()), reqs(), reqs())
	if vr, err := c.Verify(ctx, good); err != nil || !vr.IsValid {
		t.Fatalf("client verify: %+v %v", vr, err)
	}
	if sr, err := c.Settle(ctx, good); err != nil || !sr.Success || sr.Transaction == "" {
		t.Fatalf("client settle: %+v %v", sr, err)
	}
	if _, err := (&facilitator.Client{URL: srv.URL + "/nowhere"}).Verify(ctx, good); err == nil {
		t.Fatal("client accepted a 404")
	}
}
