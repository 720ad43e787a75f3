package interop

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/asa-escrow/asa/daemon/paywall/paywalltest"
	"github.com/asa-escrow/asa/x402"
)

// On a chain that has no x402 v1 network name (anvil's 31337), the fund endpoint offers nothing in v1, so
// it answers in v2 only: the 402 body is the v2 PaymentRequired (x402Version 2, the eip155 offer), never
// a v1 body with an empty accepts list. The v1 clients x402-axios 0.7.2 and x402-fetch 1.2 read that body;
// they used to crash on the empty list (a TypeError inside the client). Now they stop with a validation
// error that names the network they cannot pay on, sign nothing, and the job stays unfunded.
func TestV1ClientsOnAChainWithoutAV1Name(t *testing.T) {
	needNodeModules(t, "x402-axios", "x402-fetch", "axios")
	r := paywalltest.Start(t, paywalltest.Options{})
	const budget = 700_000
	id := r.OpenJob(t, r.Payer, budget)
	url := fmt.Sprintf("%s/v1/jobs/%d/fund", r.URL, id)

	resp, err := http.Post(url, "application/json", nil)
	if err != nil {
		t.Fatal(err)
	}
	var body struct {
		X402Version int                        `json:"x402Version"`
		Accepts     []x402.PaymentRequirements `json:"accepts"`
		Error       string                     `json:"error"`
	}
	err = json.NewDecoder(resp.Body).Decode(&body)
	resp.Body.Close()
	if err != nil || resp.StatusCode != http.StatusPaymentRequired || resp.Header.Get(x402.HeaderPaymentRequired) == "" {
		t.Fatalf("402: %d %v", resp.StatusCode, err)
	}
	if body.X402Version != 2 || len(body.Accepts) != 1 || body.Accepts[0].Network != "eip155:31337" || body.Accepts[0].Amount != "700000" ||
		!strings.Contains(body.Error, "x402 v2 only") {
		t.Fatalf("402 body on a chain without a v1 name: %+v, want the v2 offer only", body)
	}

	for _, client := range []string{"axios", "fetch"} {
		var out struct {
			Outcome, ErrorName, ErrorMessage string
			ZodIssues                        []string
			Status                           int
			Paid                             bool
		}
		runNode(t, "x402_v1_clients.mjs", r.Payer.Key, map[string]any{"client": client, "url": url, "network": "base-sepolia", "max": "700000"}, &out)
		t.Logf("%s: %+v", client, out)
		if out.Outcome != "rejected" || out.ErrorName != "ZodError" || !strings.Contains(strings.Join(out.ZodIssues, " "), "network") || out.Paid {
			t.Errorf("x402-%s on a v2-only 402: %+v, want a validation error naming the network and no payment", client, out)
		}
	}
	if st := r.ChainStatus(t, id); st != 0 {
		t.Fatalf("job %d is %d on chain, want still Open", id, st)
	}
}
