package interop

import (
	"encoding/json"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/extensions"
	"github.com/asa-escrow/asa/x402/extensions/bazaar"
)

type bazaarChecked struct {
	Validation struct {
		Valid  bool     `json:"valid"`
		Errors []string `json:"errors"`
	} `json:"validation"`
	Discovered *struct {
		ResourceURL   string `json:"resourceUrl"`
		Method        string `json:"method"`
		RouteTemplate string `json:"routeTemplate"`
	} `json:"discovered"`
}

// TestBazaarBothWays: the official declaration validates and catalogs in Go under the same
// canonical URL the official facilitator helper computes; the escrow's "fund a job" declaration
// validates in the official package; the official facilitator client lists Go's catalog; an
// invalid declaration is refused on both sides.
func TestBazaarBothWays(t *testing.T) {
	needExtensions(t)
	var official bazaar.Extension
	runNode(t, extScript, nil, map[string]any{"op": "bazaarDeclare", "path": "/v1/notes/42", "routePattern": "/v1/notes/[noteId]"}, &official)
	if official.RouteTemplate != "/v1/notes/:noteId" || official.Info.Input.Method != "POST" || official.Info.Input.PathParams["noteId"] != "42" {
		t.Fatalf("official declaration %+v", official)
	}
	if err := bazaar.Validate(official); err != nil {
		t.Fatalf("Go validating the official declaration: %v", err)
	}
	fund, err := bazaar.FundJob(7)
	if err != nil {
		t.Fatal(err)
	}
	broken := fund
	broken.Info.Input.Body = map[string]any{"unexpected": true} // the body schema allows no properties

	payload := func(url string, ext any) x402.PaymentPayload {
		exts, _ := extensions.Put(nil, bazaar.Key, ext)
		return x402.PaymentPayload{X402Version: 2, Resource: &x402.ResourceInfo{URL: url, Description: "d", MimeType: "application/json"},
			Accepted: x402.PaymentRequirements{Scheme: "exact", Network: "eip155:8453", Amount: "1", Asset: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
				PayTo: merchant.Hex(), MaxTimeoutSeconds: 60}, Payload: json.RawMessage(`{}`), Extensions: exts}
	}
	pOfficial := payload("https://notes.example/v1/notes/42", official)
	pFund := payload("http://127.0.0.1:8080/v1/jobs/7/fund", fund)
	var checked []bazaarChecked
	runNode(t, extScript, nil, []map[string]any{
		{"op": "bazaarCheck", "ext": official, "paymentPayload": pOfficial, "requirements": pOfficial.Accepted},
		{"op": "bazaarCheck", "ext": fund, "paymentPayload": pFund, "requirements": pFund.Accepted},
		{"op": "bazaarCheck", "ext": broken},
	}, &checked)
	now := time.Now()
	cat := bazaar.NewMemoryCatalog()
	for i, p := range []x402.PaymentPayload{pOfficial, pFund} {
		if !checked[i].Validation.Valid || checked[i].Discovered == nil {
			t.Fatalf("official validation %d: %+v", i, checked[i])
		}
		r, ok, err := bazaar.Extract(p, now)
		if err != nil || !ok {
			t.Fatalf("Go extracting %d: %v", i, err)
		}
		if r.Resource != checked[i].Discovered.ResourceURL || r.Method != checked[i].Discovered.Method {
			t.Fatalf("catalog key %d: Go %s %s, official %s %s", i, r.Method, r.Resource, checked[i].Discovered.Method, checked[i].Discovered.ResourceURL)
		}
		if err := cat.UpsertResource(t.Context(), r); err != nil {
			t.Fatal(err)
		}
	}
	if checked[1].Discovered.RouteTemplate != bazaar.FundJobRoute {
		t.Fatalf("fund route template as the official helper reads it: %+v", checked[1].Discovered)
	}
	if checked[2].Validation.Valid {
		t.Fatal("the official package accepts a body its schema forbids")
	}
	if err := bazaar.Validate(broken); err == nil {
		t.Fatal("Go accepts a body its schema forbids")
	}

	srv := httptest.NewServer(bazaar.Handler(cat))
	defer srv.Close()
	var list bazaar.ListResponse
	runNode(t, extScript, nil, map[string]any{"op": "bazaarList", "url": srv.URL, "params": map[string]any{"type": "http", "payTo": merchant.Hex(), "limit": 10}}, &list)
	if list.Pagination.Total != 2 || len(list.Items) != 2 || list.Items[0].Accepts[0].PayTo != merchant.Hex() {
		t.Fatalf("official client listing Go's catalog: %+v", list)
	}
	found := false
	for _, it := range list.Items {
		found = found || it.Resource == "http://127.0.0.1:8080"+bazaar.FundJobRoute
	}
	if !found {
		t.Fatalf("the fund resource is not listed: %+v", list.Items)
	}
}
