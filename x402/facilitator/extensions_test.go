package facilitator_test

import (
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/exact"
	"github.com/asa-escrow/asa/x402/extensions"
	"github.com/asa-escrow/asa/x402/extensions/bazaar"
	"github.com/asa-escrow/asa/x402/extensions/paymentid"
	"github.com/asa-escrow/asa/x402/facilitator"
)

// withID is request with the payment-identifier extension (id) and, when disc is set, an echoed
// bazaar extension in the payment payload.
func withID(t *testing.T, s exact.Signed, accepted, required x402.PaymentRequirements, id string, disc *bazaar.Extension) x402.FacilitatorRequest {
	t.Helper()
	pp, err := exact.PaymentPayload(s, accepted, &x402.ResourceInfo{URL: "http://shop.example/v1/items/7", Description: "item 7"})
	if err != nil {
		t.Fatal(err)
	}
	exts := map[string]any{}
	if id != "" {
		exts, _ = extensions.Put(exts, paymentid.Key, paymentid.Declare(false))
		if ok, err := paymentid.Append(exts, id); !ok || err != nil {
			t.Fatalf("append id: %v %v", ok, err)
		}
	}
	if disc != nil {
		exts, _ = extensions.Put(exts, bazaar.Key, disc)
	}
	pp.Extensions = exts
	a, _ := json.Marshal(pp)
	b, _ := json.Marshal(required)
	return x402.FacilitatorRequest{X402Version: 2, PaymentPayload: a, PaymentRequirements: b}
}

type answer struct {
	status   int
	replayed bool
	body     map[string]any
}

func post(t *testing.T, url string, r x402.FacilitatorRequest) answer {
	t.Helper()
	b, _ := json.Marshal(r)
	resp, err := http.Post(url, "application/json", strings.NewReader(string(b)))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	a := answer{status: resp.StatusCode, replayed: resp.Header.Get(facilitator.ReplayedHeader) == "true"}
	if err := json.Unmarshal(data, &a.body); err != nil {
		t.Fatalf("%s: %d %s", url, resp.StatusCode, data)
	}
	return a
}

// TestPaymentIdentifierOnTheHTTPAPI: with a guard, /verify and /settle answer a repeated payment with
// the same id from the store (the second settle moves nothing), refuse the id with another payment or
// other requirements (409), release an id whose payment was refused before anything was sent, and
// list the extension in /supported.
func TestPaymentIdentifierOnTheHTTPAPI(t *testing.T) {
	e := newEnv(t)
	store := paymentid.NewMemoryStore()
	f, err := facilitator.New(facilitator.Config{
		Networks:      []*facilitator.Network{{ChainID: big.NewInt(84532), Chain: e.token, Settler: e.token, Sender: e.token, Receipts: e.token}},
		SettleTimeout: 100 * time.Millisecond, PollInterval: 5 * time.Millisecond, SimulateInVerify: true,
		Now: func() time.Time { return now }, PaymentIDs: paymentid.NewGuard(store, nil), Catalog: bazaar.NewMemoryCatalog(),
	})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(f.Handler("/x402"))
	defer srv.Close()
	const id = "pay_facilitator_0123456789"
	signed := e.sign(reqs())
	req := withID(t, signed, reqs(), reqs(), id, nil)

	v1 := post(t, srv.URL+"/x402/verify", req)
	if v1.status != 200 || v1.body["isValid"] != true || v1.replayed {
		t.Fatalf("verify: %+v", v1)
	}
	s1 := post(t, srv.URL+"/x402/settle", req)
	if s1.status != 200 || s1.body["success"] != true || s1.replayed {
		t.Fatalf("settle: %+v", s1)
	}
	if got := e.token.Balance(merchant).Int64(); got != 1_500_000 {
		t.Fatalf("merchant holds %d after the settlement", got)
	}
	// The same payment again: the stored answers, nothing moves. Verify still says valid (a resource
	// server retrying its client's request verifies before it settles again).
	if s2 := post(t, srv.URL+"/x402/settle", req); s2.status != 200 || !s2.replayed || s2.body["transaction"] != s1.body["transaction"] {
		t.Fatalf("settle again: %+v", s2)
	}
	if v2 := post(t, srv.URL+"/x402/verify", req); v2.status != 200 || !v2.replayed || v2.body["isValid"] != true {
		t.Fatalf("verify again: %+v", v2)
	}
	if got := e.token.Balance(merchant).Int64(); got != 1_500_000 {
		t.Fatalf("merchant holds %d: the repeated settle moved money", got)
	}

	// The same id with a new authorization, or with other requirements: 409, nothing moves.
	other := withID(t, e.sign(reqs()), reqs(), reqs(), id, nil)
	longer := reqs()
	longer.MaxTimeoutSeconds = 600
	for name, r := range map[string]x402.FacilitatorRequest{"another payment": other, "other requirements": withID(t, signed, reqs(), longer, id, nil)} {
		for _, path := range []string{"/x402/verify", "/x402/settle"} {
			a := post(t, srv.URL+path, r)
			if a.status != http.StatusConflict || errCode(a.body) != "payment_id_conflict" || !strings.Contains(errMessage(a.body), "different payment") {
				t.Errorf("%s at %s: %+v", name, path, a)
			}
		}
	}
	if got := e.token.Balance(merchant).Int64(); got != 1_500_000 {
		t.Fatalf("merchant holds %d after the conflicts", got)
	}

	// A settlement refused before anything was sent (the amount does not match) releases its id: the
	// client fixes the payment and uses the same id.
	const id2 = "pay_facilitator_released_01"
	wrong := reqs()
	wrong.Amount = "999"
	if a := post(t, srv.URL+"/x402/settle", withID(t, e.sign(reqs()), reqs(), wrong, id2, nil)); a.status != 200 || a.body["success"] != false || a.body["transaction"] != "" {
		t.Fatalf("refused settle: %+v", a)
	}
	if a := post(t, srv.URL+"/x402/settle", withID(t, e.sign(reqs()), reqs(), reqs(), id2, nil)); a.status != 200 || a.body["success"] != true {
		t.Fatalf("settle with the released id: %+v", a)
	}
	if got := e.token.Balance(merchant).Int64(); got != 3_000_000 {
		t.Fatalf("merchant holds %d", got)
	}

	// A malformed id is a bad request.
	bad := withID(t, e.sign(reqs()), reqs(), reqs(), "", nil)
	var pp map[string]any
	_ = json.Unmarshal(bad.PaymentPayload, &pp)
	pp["extensions"] = map[string]any{paymentid.Key: map[string]any{"info": map[string]any{"required": false, "id": "short"}}}
	bad.PaymentPayload, _ = json.Marshal(pp)
	if a := post(t, srv.URL+"/x402/settle", bad); a.status != http.StatusBadRequest {
		t.Fatalf("malformed id: %+v", a)
	}

	sup, err := (&facilitator.Client{URL: srv.URL + "/x402"}).Supported(t.Context())
	if err != nil || strings.Join(sup.Extensions, ",") != "payment-identifier,bazaar" {
		t.Fatalf("supported: %+v %v", sup, err)
	}
}

// TestBazaarCatalogFromSettlements: a payment that echoes a bazaar declaration is cataloged once it
// settled, under its route template; a refused one is not; GET /discovery/resources lists it.
func TestBazaarCatalogFromSettlements(t *testing.T) {
	e := newEnv(t)
	f, err := facilitator.New(facilitator.Config{
		Networks:      []*facilitator.Network{{ChainID: big.NewInt(84532), Chain: e.token, Settler: e.token, Sender: e.token, Receipts: e.token}},
		SettleTimeout: 100 * time.Millisecond, PollInterval: 5 * time.Millisecond, Now: func() time.Time { return now },
		Catalog: bazaar.NewMemoryCatalog(),
	})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(f.Handler("/x402"))
	defer srv.Close()
	disc, err := bazaar.DeclareBody(bazaar.BodyEndpoint{Method: "POST", BodyType: "json", RouteTemplate: "/v1/items/:id",
		PathParams: map[string]any{"id": "7"}, OutputExample: map[string]any{"ok": true}})
	if err != nil {
		t.Fatal(err)
	}
	wrong := reqs()
	wrong.Amount = "999"
	if a := post(t, srv.URL+"/x402/settle", withID(t, e.sign(reqs()), reqs(), wrong, "", &disc)); a.body["success"] != false {
		t.Fatalf("refused settle: %+v", a)
	}
	list := func() bazaar.ListResponse {
		resp, err := http.Get(srv.URL + "/x402/discovery/resources?type=http")
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var l bazaar.ListResponse
		if err := json.NewDecoder(resp.Body).Decode(&l); err != nil {
			t.Fatal(err)
		}
		return l
	}
	if l := list(); l.Pagination.Total != 0 {
		t.Fatalf("a refused payment was cataloged: %+v", l)
	}
	if a := post(t, srv.URL+"/x402/settle", withID(t, e.sign(reqs()), reqs(), reqs(), "", &disc)); a.body["success"] != true {
		t.Fatalf("settle: %+v", a)
	}
	l := list()
	if l.Pagination.Total != 1 || l.Items[0].Resource != "http://shop.example/v1/items/:id" || l.Items[0].Accepts[0].PayTo != merchant.Hex() {
		t.Fatalf("catalog: %+v", l)
	}
}

// errCode and errMessage read the error envelope {"error":{"code","message"}} of a decoded body.
func errCode(body map[string]any) string {
	e, _ := body["error"].(map[string]any)
	c, _ := e["code"].(string)
	return c
}

func errMessage(body map[string]any) string {
	e, _ := body["error"].(map[string]any)
	m, _ := e["message"].(string)
	return m
}

// TestVerifyStoresNoPaymentID: 6,000 verifies, each with a fresh payment id, store no id at all (each
// used to keep a payment_ids row for 30 days, so an anonymous caller grew the store at will); the
// settle of one stores its id, and a verify of that payment is then answered from the settlement.
func TestVerifyStoresNoPaymentID(t *testing.T) {
	e := newEnv(t)
	store := paymentid.NewMemoryStore()
	f, err := facilitator.New(facilitator.Config{
		Networks:      []*facilitator.Network{{ChainID: big.NewInt(84532), Chain: e.token, Settler: e.token, Sender: e.token, Receipts: e.token}},
		SettleTimeout: 100 * time.Millisecond, PollInterval: 5 * time.Millisecond,
		Now: func() time.Time { return now }, PaymentIDs: paymentid.NewGuard(store, nil),
	})
	if err != nil {
		t.Fatal(err)
	}
	h := f.Handler("/x402")
	signed := e.sign(reqs())
	call := func(path string, r x402.FacilitatorRequest) (int, map[string]any, bool) {
		b, _ := json.Marshal(r)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, path, strings.NewReader(string(b))))
		var body map[string]any
		_ = json.Unmarshal(rec.Body.Bytes(), &body)
		return rec.Code, body, rec.Header().Get(facilitator.ReplayedHeader) == "true"
	}
	for i := range 6000 {
		id := fmt.Sprintf("pay_flood_%016d", i)
		if code, body, _ := call("/x402/verify", withID(t, signed, reqs(), reqs(), id, nil)); code != 200 || body["isValid"] != true {
			t.Fatalf("verify %d: %d %v", i, code, body)
		}
	}
	if n := store.Len(); n != 0 {
		t.Fatalf("6000 verifies stored %d payment ids, want 0", n)
	}
	const id = "pay_flood_settled_000001"
	req := withID(t, signed, reqs(), reqs(), id, nil)
	if code, body, _ := call("/x402/settle", req); code != 200 || body["success"] != true {
		t.Fatalf("settle: %d %v", code, body)
	}
	if n := store.Len(); n != 1 {
		t.Fatalf("after one settle %d ids are stored, want 1", n)
	}
	if code, body, replayed := call("/x402/verify", req); code != 200 || body["isValid"] != true || !replayed {
		t.Fatalf("verify of the settled payment: %d %v replayed=%v", code, body, replayed)
	}
	if code, _, _ := call("/x402/verify", withID(t, e.sign(reqs()), reqs(), reqs(), id, nil)); code != http.StatusConflict {
		t.Fatalf("the settled id with another payment: %d", code)
	}
	if n := store.Len(); n != 1 {
		t.Fatalf("verifies after the settle stored ids: %d", n)
	}
}
