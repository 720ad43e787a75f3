package bazaar

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/extensions"
)

func TestValidRouteTemplate(t *testing.T) {
	for tpl, want := range map[string]bool{
		"/v1/jobs/:id/fund": true, "/users/:userId": true, "/": false, "": false, "users/:id": false,
		"/users/../admin": false, "/users/%2e%2e/admin": false, "/users/%252e%252e/x": false,
		"/http://evil.com": false, "/a b": false, "/a?b": false, "/%zz": false,
	} {
		if ValidRouteTemplate(tpl) != want {
			t.Errorf("ValidRouteTemplate(%q) = %v", tpl, !want)
		}
	}
}

func payloadWith(t *testing.T, ext any) x402.PaymentPayload {
	t.Helper()
	exts, err := extensions.Put(nil, Key, ext)
	if err != nil {
		t.Fatal(err)
	}
	return x402.PaymentPayload{X402Version: 2, Resource: &x402.ResourceInfo{URL: "http://127.0.0.1:8080/v1/jobs/7/fund", Description: "fund escrow job 7",
		MimeType: "application/json", ServiceName: "asa escrow", Tags: []string{"escrow", "Escrow", "x402"}},
		Accepted: x402.PaymentRequirements{Scheme: "exact", Network: "eip155:31337", Amount: "5", Asset: "0x1", PayTo: "0xAbC", MaxTimeoutSeconds: 60},
		Payload:  json.RawMessage(`{}`), Extensions: exts}
}

func TestFundJobExtractAndList(t *testing.T) {
	ext, err := FundJob(7)
	if err != nil {
		t.Fatal(err)
	}
	if ext.RouteTemplate != FundJobRoute || ext.Info.Input.Method != "POST" || ext.Info.Input.PathParams["id"] != "7" {
		t.Fatalf("declaration %+v", ext)
	}
	r, ok, err := Extract(payloadWith(t, ext), time.Unix(1_800_000_000, 0))
	if err != nil || !ok {
		t.Fatalf("extract: %v %v", ok, err)
	}
	if r.Resource != "http://127.0.0.1:8080/v1/jobs/:id/fund" || r.Method != "POST" || r.Type != "http" ||
		len(r.Tags) != 2 || r.ServiceName != "asa escrow" || r.LastUpdated != "2027-01-15T08:00:00Z" {
		t.Fatalf("resource %+v", r)
	}
	cat := NewMemoryCatalog()
	if err := cat.UpsertResource(t.Context(), r); err != nil {
		t.Fatal(err)
	}
	r8, _, _ := Extract(payloadWith(t, mustFund(t, 8)), time.Now())
	_ = cat.UpsertResource(t.Context(), r8) // same route: one entry
	srv := httptest.NewServer(Handler(cat))
	defer srv.Close()
	var list ListResponse
	getJSON(t, srv.URL+"/discovery/resources?type=http&payTo=0xabc&limit=5", &list)
	if list.Pagination.Total != 1 || len(list.Items) != 1 || list.Items[0].Resource != r.Resource || list.Pagination.Limit != 5 {
		t.Fatalf("list %+v", list)
	}
	getJSON(t, srv.URL+"/discovery/resources?network=eip155:1", &list)
	if list.Pagination.Total != 0 || list.Items == nil {
		t.Fatalf("filtered list %+v", list)
	}
	resp, _ := http.Get(srv.URL + "/discovery/resources?limit=-1")
	if resp.StatusCode != http.StatusBadRequest {
		t.Fatalf("bad limit: %d", resp.StatusCode)
	}
	resp.Body.Close()
}

func mustFund(t *testing.T, id uint64) Extension {
	e, err := FundJob(id)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

func getJSON(t *testing.T, url string, out any) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
		t.Fatal(err)
	}
}

func TestExtractRefusesInvalid(t *testing.T) {
	good := mustFund(t, 1)
	b, _ := json.Marshal(good)
	var raw map[string]any
	_ = json.Unmarshal(b, &raw)
	mutate := func(f func(m map[string]any)) map[string]any {
		var c map[string]any
		_ = json.Unmarshal(b, &c)
		f(c)
		return c
	}
	for name, ext := range map[string]any{
		"info violates schema": mutate(func(m map[string]any) { m["info"].(map[string]any)["input"].(map[string]any)["method"] = "GET" }),
		"external ref":         mutate(func(m map[string]any) { m["schema"] = map[string]any{"$ref": "http://x/s.json"} }),
		"no schema":            mutate(func(m map[string]any) { delete(m, "schema") }),
		"bad input type":       map[string]any{"info": map[string]any{"input": map[string]any{"type": "ftp"}}, "schema": map[string]any{"type": "object"}},
		"body on GET":          map[string]any{"info": map[string]any{"input": map[string]any{"type": "http", "method": "GET", "bodyType": "json"}}, "schema": map[string]any{"type": "object"}},
		"mcp without tool":     map[string]any{"info": map[string]any{"input": map[string]any{"type": "mcp", "inputSchema": map[string]any{}}}, "schema": map[string]any{"type": "object"}},
	} {
		if _, ok, err := Extract(payloadWith(t, ext), time.Now()); !ok || err == nil {
			t.Errorf("%s: %v %v", name, ok, err)
		}
	}
	// A bad route template is ignored (the concrete path is the key), not fatal.
	bad := mutate(func(m map[string]any) { m["routeTemplate"] = "/../admin" })
	r, _, err := Extract(payloadWith(t, bad), time.Now())
	if err != nil || !strings.HasSuffix(r.Resource, "/v1/jobs/7/fund") {
		t.Fatalf("bad route template: %+v %v", r, err)
	}
	if _, ok, _ := Extract(x402.PaymentPayload{}, time.Now()); ok {
		t.Fatal("payment without bazaar extension")
	}
}
