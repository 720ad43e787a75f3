package daemon_test

import (
	"bytes"
	"encoding/json"
	"io"
	"math/big"
	"net/http"
	"os"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/asa-escrow/asa/daemon/api"
	"github.com/asa-escrow/asa/daemon/paywall/paywalltest"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/httpx"
)

// dashboardFile is the Grafana dashboard shipped with the daemon.
const dashboardFile = "../deploy/grafana/asa-dashboard.json"

// TestObservability runs the daemon with x402 on anvil, sends it a little traffic (a job funded by x402, a
// refused payment, a refused result, job queries) and then checks, against what it really serves:
//   - every metric name in every panel of the Grafana dashboard is exposed at /metrics;
//   - every mux pattern is documented in the OpenAPI document, and every documented operation is served;
//   - every route answers its errors in the API's envelope {"error":{"code","message"}}, except where the
//     route's protocol fixes the format (x402's 402, A2A's JSON-RPC errors).
func TestObservability(t *testing.T) {
	r := paywalltest.Start(t, paywalltest.Options{})
	traffic(t, r)
	t.Run("Dashboard", func(t *testing.T) { checkDashboard(t, r) })
	t.Run("OpenAPICoversRouter", func(t *testing.T) { checkOpenAPI(t, r.Svc.Routes()) })
	t.Run("ErrorEnvelope", func(t *testing.T) { checkEnvelopes(t, r) })
}

func traffic(t *testing.T, r *paywalltest.Rig) {
	t.Helper()
	const budget = 1_500_000
	id := r.OpenJob(t, r.Payer, budget)
	client := &http.Client{Transport: &httpx.Transport{Key: r.Payer.Key,
		Allow: httpx.MaxAmount(big.NewInt(budget), []string{r.Dep.Token.Hex()}, []string{"eip155:31337"})}}
	resp, err := client.Post(r.URL+"/v1/jobs/"+big.NewInt(int64(id)).String()+"/fund", "application/json", nil)
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("fund by x402: %d %s", resp.StatusCode, raw)
	}
	r.WaitJob(t, id, func(j store.Job) bool { return j.Status == 1 })
	// A payment that does not verify: the facilitator API with a malformed payload for a known network.
	do(t, http.MethodPost, r.URL+"/x402/verify", `{"x402Version":2,"paymentPayload":{"x402Version":2,"accepted":{"scheme":"exact","network":"eip155:31337"},"payload":{}},"paymentRequirements":{"scheme":"exact","network":"eip155:31337"}}`, nil)
	// A refused result, and reads.
	do(t, http.MethodPost, r.URL+"/v1/results", `{"jobId":`, nil)
	do(t, http.MethodGet, r.URL+"/v1/jobs", "", nil)
	do(t, http.MethodGet, r.URL+"/v1/jobs/"+big.NewInt(int64(id)).String(), "", nil)
}

type reply struct {
	status int
	header http.Header
	body   []byte
}

func do(t *testing.T, method, url, body string, h http.Header) reply {
	t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req, err := http.NewRequest(method, url, rd)
	if err != nil {
		t.Fatal(err)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range h {
		req.Header[k] = v
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	return reply{resp.StatusCode, resp.Header, raw}
}

// promIdent matches the identifiers of a PromQL expression; those with a known metric prefix are metric
// names (functions, label names and keywords never start with one).
var promIdent = regexp.MustCompile(`[a-zA-Z_:][a-zA-Z0-9_:]*`)

func checkDashboard(t *testing.T, r *paywalltest.Rig) {
	raw, err := os.ReadFile(dashboardFile)
	if err != nil {
		t.Fatal(err)
	}
	var dash struct {
		Title      string           `json:"title"`
		Panels     []map[string]any `json:"panels"`
		Templating struct {
			List []struct {
				Name       string `json:"name"`
				Multi      bool   `json:"multi"`
				IncludeAll bool   `json:"includeAll"`
			} `json:"list"`
		} `json:"templating"`
	}
	if err := json.Unmarshal(raw, &dash); err != nil {
		t.Fatalf("%s: %v", dashboardFile, err)
	}
	// The replica selector: a multi-value $instance variable that every metric selector uses.
	if !slices.ContainsFunc(dash.Templating.List, func(v struct {
		Name       string `json:"name"`
		Multi      bool   `json:"multi"`
		IncludeAll bool   `json:"includeAll"`
	}) bool {
		return v.Name == "instance" && v.Multi && v.IncludeAll
	}) {
		t.Errorf("the dashboard has no multi-value $instance (replica) variable")
	}
	unfiltered := regexp.MustCompile(`\b(?:asa|process|go)_[a-zA-Z0-9_]+(?:\{([^}]*)\})?`)
	// A settlement is answered from its receipt; the transaction manager's next pass records it confirmed
	// (and counts its gas) within a poll interval.
	var metrics reply
	for deadline := time.Now().Add(15 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		metrics = do(t, http.MethodGet, r.URL+"/metrics", "", nil)
		if bytes.Contains(metrics.body, []byte(`asa_txmgr_gas_used_total{kind="fund-with-authorization"`)) || time.Now().After(deadline) {
			break
		}
	}
	if metrics.status != http.StatusOK {
		t.Fatalf("/metrics: %d", metrics.status)
	}
	exposed := map[string]bool{}
	for _, line := range strings.Split(string(metrics.body), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name := line[:strings.IndexAny(line, "{ ")]
		exposed[name] = true
	}
	panels, queried := 0, map[string]bool{}
	var walk func(ps []map[string]any)
	walk = func(ps []map[string]any) {
		for _, p := range ps {
			if nested, ok := p["panels"].([]any); ok { // collapsed rows hold their panels
				var inner []map[string]any
				for _, n := range nested {
					inner = append(inner, n.(map[string]any))
				}
				walk(inner)
			}
			if p["type"] == "row" {
				continue
			}
			panels++
			targets, _ := p["targets"].([]any)
			if len(targets) == 0 {
				t.Errorf("panel %q has no query", p["title"])
			}
			for _, tg := range targets {
				expr, _ := tg.(map[string]any)["expr"].(string)
				for _, m := range unfiltered.FindAllStringSubmatch(expr, -1) {
					if !strings.Contains(m[1], `instance=~"$instance"`) {
						t.Errorf("panel %q: %s ignores the replica selector", p["title"], m[0])
					}
				}
				names := 0
				for _, id := range promIdent.FindAllString(expr, -1) {
					if !strings.HasPrefix(id, "asa_") && !strings.HasPrefix(id, "process_") && !strings.HasPrefix(id, "go_") {
						continue
					}
					names++
					queried[id] = true
					if !exposed[id] {
						t.Errorf("panel %q queries %s, which /metrics does not expose", p["title"], id)
					}
				}
				if names == 0 {
					t.Errorf("panel %q: expression %q names no metric", p["title"], expr)
				}
			}
		}
	}
	walk(dash.Panels)
	if panels < 20 {
		t.Fatalf("dashboard %q has %d panels", dash.Title, panels)
	}
	// Every component's metrics appear on the dashboard.
	for _, sub := range []string{"asa_leader_", "asa_intake_", "asa_http_", "asa_watcher_", "asa_scheduler_", "asa_relayer_", "asa_txmgr_", "asa_store_", "asa_x402_", "asa_keeper_", "asa_jobs"} {
		found := false
		for q := range queried {
			found = found || strings.HasPrefix(q, sub)
		}
		if !found {
			t.Errorf("no panel queries an %s* metric", sub)
		}
	}
	// The traffic shows up: an x402 settlement succeeded, a result was refused, gas was spent.
	for _, want := range []string{`asa_x402_settle_total{outcome="success",reason=""} 1`, `asa_intake_results_refused_total{code="malformed_json"} 1`,
		`asa_txmgr_gas_used_total{kind="fund-with-authorization"`} {
		if !bytes.Contains(metrics.body, []byte(want)) {
			t.Errorf("/metrics lacks %s", want)
		}
	}
}

// openAPIPath turns a mux pattern's path into the OpenAPI path that documents it: "{$}" goes, a
// trailing-slash prefix ("/ui/") is documented as "/ui/{path}", and "{name...}" as "{name}".
func openAPIPath(p string) string {
	p = strings.TrimSuffix(p, "{$}")
	p = strings.ReplaceAll(p, "...}", "}")
	if len(p) > 1 && strings.HasSuffix(p, "/") {
		p += "{path}"
	}
	return p
}

func checkOpenAPI(t *testing.T, routes []string) {
	var doc struct {
		Paths map[string]map[string]any `yaml:"paths"`
	}
	if err := yaml.Unmarshal(api.OpenAPI, &doc); err != nil {
		t.Fatalf("openapi.yaml: %v", err)
	}
	documented := map[string]bool{} // "get /v1/jobs"
	for path, ops := range doc.Paths {
		for m := range ops {
			switch m {
			case "get", "post", "put", "patch", "delete", "head", "options":
				documented[m+" "+path] = true
			}
		}
	}
	served := map[string]bool{}
	for _, pattern := range routes {
		method, path, ok := strings.Cut(pattern, " ")
		if !ok {
			t.Errorf("route %q has no method: every route serves named methods (an undocumented method would be served)", pattern)
			continue
		}
		key := strings.ToLower(method) + " " + openAPIPath(path)
		served[key] = true
		if !documented[key] {
			t.Errorf("route %q is not in openapi.yaml (want %s)", pattern, key)
		}
	}
	var stale []string
	for k := range documented {
		if !served[k] {
			stale = append(stale, k)
		}
	}
	sort.Strings(stale)
	for _, k := range stale {
		t.Errorf("openapi.yaml documents %s, which the daemon does not serve", k)
	}
	if len(routes) < 20 {
		t.Fatalf("only %d routes: %v", len(routes), routes)
	}
}

// wantEnvelope checks an error answer is the API's envelope with a code and a message.
func wantEnvelope(t *testing.T, what string, a reply, status int) {
	t.Helper()
	var body struct {
		Error *struct {
			Code    string `json:"code"`
			Message string `json:"message"`
		} `json:"error"`
	}
	if a.status != status || json.Unmarshal(a.body, &body) != nil || body.Error == nil || body.Error.Code == "" || body.Error.Message == "" ||
		!strings.HasPrefix(a.header.Get("Content-Type"), "application/json") {
		t.Errorf("%s: %d %q (%s), want %d with {\"error\":{\"code\",\"message\"}}", what, a.status, a.body, a.header.Get("Content-Type"), status)
	}
}

func checkEnvelopes(t *testing.T, r *paywalltest.Rig) {
	u := r.URL
	bad := `{"not":`
	// One refusal per route, each in the envelope.
	cases := []struct {
		what, method, path, body string
		status                   int
	}{
		{"intake, malformed", "POST", "/v1/results", bad, 400},
		{"acceptances, malformed", "POST", "/v1/acceptances", bad, 400},
		{"job, bad id", "GET", "/v1/jobs/x", "", 400},
		{"jobs, bad limit", "GET", "/v1/jobs?limit=0", "", 400},
		{"fund, bad id", "POST", "/v1/jobs/x/fund", "", 400},
		{"fund, unknown job", "POST", "/v1/jobs/999999/fund", "", 404},
		{"collateral, bad id", "POST", "/v1/jobs/x/collateral", "", 400},
		{"sign-in challenge, malformed", "POST", "/v1/signin/challenge", bad, 400},
		{"sign-in, malformed", "POST", "/v1/signin", bad, 400},
		{"who am I, anonymous", "GET", "/v1/signin", "", 401},
		{"facilitator verify, malformed", "POST", "/x402/verify", bad, 400},
		{"facilitator settle, malformed", "POST", "/x402/settle", bad, 400},
		{"discovery, bad limit", "GET", "/x402/discovery/resources?limit=x", "", 400},
		{"page asset, missing", "GET", "/ui/nothing-here.js", "", 404},
		{"no such route", "GET", "/v2/nothing", "", 404},
	}
	for _, c := range cases {
		wantEnvelope(t, c.what+": "+c.method+" "+c.path, do(t, c.method, u+c.path, c.body, nil), c.status)
	}
	// Every route asked with a method it does not serve: 405 in the envelope, with Allow.
	for _, pattern := range r.Svc.Routes() {
		method, path, _ := strings.Cut(pattern, " ")
		path = strings.NewReplacer("{$}", "", "{id}", "1").Replace(path)
		other := http.MethodPut
		if method == http.MethodPut {
			other = http.MethodPatch
		}
		a := do(t, other, u+path, "", nil)
		wantEnvelope(t, other+" "+path, a, http.StatusMethodNotAllowed)
		if !strings.Contains(a.header.Get("Allow"), method) {
			t.Errorf("%s %s: Allow %q lacks %s", other, path, a.header.Get("Allow"), method)
		}
	}
	// The protocol formats: x402's 402 (PAYMENT-REQUIRED and the x402 body), A2A's JSON-RPC errors.
	id := r.OpenJob(t, r.Payer, 1000)
	a := do(t, http.MethodPost, u+"/v1/jobs/"+big.NewInt(int64(id)).String()+"/fund", "", nil)
	var pr map[string]any
	if a.status != http.StatusPaymentRequired || a.header.Get(x402.HeaderPaymentRequired) == "" || json.Unmarshal(a.body, &pr) != nil || pr["x402Version"] == nil {
		t.Errorf("fund without payment: %d %s, want the x402 402", a.status, a.body)
	}
	a = do(t, http.MethodPost, u+"/a2a", `{"jsonrpc":"2.0","id":7,"method":"no/such/method","params":{}}`, nil)
	var rpc struct {
		JSONRPC string `json:"jsonrpc"`
		Error   *struct {
			Code int `json:"code"`
		} `json:"error"`
	}
	if json.Unmarshal(a.body, &rpc) != nil || rpc.JSONRPC != "2.0" || rpc.Error == nil || rpc.Error.Code == 0 {
		t.Errorf("A2A unknown method: %d %s, want a JSON-RPC error", a.status, a.body)
	}
}
