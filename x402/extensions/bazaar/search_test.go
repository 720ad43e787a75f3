package bazaar_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/extensions/bazaar"
)

// TestSearchHandler: entries match by words of their description, name, tags and URL, more words
// first; filters apply; the cursor pages on; a query without words is refused.
func TestSearchHandler(t *testing.T) {
	c := bazaar.NewMemoryCatalog()
	add := func(url, desc, network string, tags ...string) {
		if err := c.UpsertResource(context.Background(), bazaar.Resource{Resource: url, Type: "http", X402Version: 2, Description: desc, Tags: tags,
			Accepts: []x402.PaymentRequirements{{Scheme: "exact", Network: network}}}); err != nil {
			t.Fatal(err)
		}
	}
	add("https://a.example/weather", "weather forecast for a city", "eip155:8453", "weather")
	add("https://b.example/fund", "fund an escrow job", "eip155:8453", "escrow")
	add("https://c.example/escrow-weather", "escrow for weather derivatives", "eip155:84532")
	for i := 0; i < 5; i++ {
		add(fmt.Sprintf("https://d.example/report/%d", i), "a weather report", "eip155:8453")
	}
	srv := httptest.NewServer(bazaar.SearchHandler(c))
	defer srv.Close()
	get := func(q string) (int, bazaar.SearchResponse) {
		resp, err := http.Get(srv.URL + "/?" + q)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var out bazaar.SearchResponse
		_ = json.NewDecoder(resp.Body).Decode(&out)
		return resp.StatusCode, out
	}
	if code, out := get("query=escrow+weather"); code != 200 || len(out.Resources) != 8 || out.Resources[0].Resource != "https://c.example/escrow-weather" {
		t.Fatalf("ranking: %d %+v", code, out)
	}
	if _, out := get("query=escrow&network=eip155:8453"); len(out.Resources) != 1 || out.Resources[0].Resource != "https://b.example/fund" {
		t.Fatalf("filter: %+v", out)
	}
	_, page1 := get("query=weather&limit=4")
	if len(page1.Resources) != 4 || page1.Pagination.Cursor == nil {
		t.Fatalf("page 1: %+v", page1)
	}
	_, page2 := get("query=weather&limit=4&cursor=" + *page1.Pagination.Cursor)
	if len(page2.Resources) != 3 || page2.Pagination.Cursor != nil || page2.Resources[0].Resource == page1.Resources[0].Resource {
		t.Fatalf("page 2: %+v", page2)
	}
	if _, out := get("query=volcano"); len(out.Resources) != 0 || out.Resources == nil {
		t.Fatalf("no match: %+v", out)
	}
	for _, q := range []string{"", "query=the+a", "query=x&limit=-1", "query=x&cursor=abc"} {
		if code, _ := get(q); code != http.StatusBadRequest {
			t.Errorf("%q: %d, want 400", q, code)
		}
	}
}
