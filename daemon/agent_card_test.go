package daemon_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/daemon/quota"
	"github.com/asa-escrow/asa/erc8004"
	"github.com/asa-escrow/asa/internal/egress"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

// The daemon takes an agreement whose provider is named by an A2A Agent Card: at registration it fetches
// the card through its egress client (here the loopback card server is allow-listed), verifies the card's
// signature (ES256K by the wallet its did:pkh kid names) and checks that the wallet is the job's provider
// on chain; the job view shows how the party resolved. A daemon without the allow-list refuses to fetch
// from a loopback address, and a card re-signed by another wallet after the job's creation no longer
// matches the job.
func TestDaemonResolvesSignedAgentCards(t *testing.T) {
	if testing.Short() {
		t.Skip("anvil scenario")
	}
	w := newWorld(t, anvil.Options{})
	ctx := context.Background()
	var mu sync.Mutex
	cards := map[string][]byte{}
	fetches := map[string]int{}
	srv := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		mu.Lock()
		body, ok := cards[r.URL.Path]
		fetches[r.URL.Path]++
		mu.Unlock()
		if !ok {
			http.NotFound(rw, r)
			return
		}
		rw.Header().Set("Content-Type", "application/json")
		_, _ = rw.Write(body)
	}))
	defer srv.Close()
	serve := func(path string, by party) string {
		card := fmt.Sprintf(`{"name":"Provider","description":"test agent","version":"1","supportedInterfaces":[{"url":%q,"protocolBinding":"JSONRPC","protocolVersion":"1.0"}],`+
			`"capabilities":{},"defaultInputModes":["text/plain"],"defaultOutputModes":["text/plain"],"skills":[],"wallet":%q}`, srv.URL+"/a2a", w.evals[2].addr.Hex())
		signed, err := erc8004.SignCard([]byte(card), by.key, w.dep.ChainID)
		if err != nil {
			t.Fatal(err)
		}
		mu.Lock()
		cards[path] = signed
		mu.Unlock()
		return srv.URL + path
	}
	host := strings.TrimPrefix(srv.URL, "http://")
	allowed := w.startDaemonWith("", func(c *daemon.Config) { c.Egress.Allow = append(c.Egress.Allow, host) })
	plain := w.startDaemonWith("", nil)

	// The client's side: resolve the card (its own egress client, loopback allowed), plan, create and fund.
	resolver := erc8004.PartyResolver{ChainID: w.dep.ChainID, Cards: erc8004.HTTPCards{
		Client: egress.Policy{Allow: []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}}.Client()}}
	esc, err := asaclient.Open(ctx, w.client, w.dep.Escrow)
	if err != nil {
		t.Fatal(err)
	}
	create := func(id, cardURL string) (*asaclient.Created, []byte) {
		t.Helper()
		s := agreementSpec{id: id, amount: "3.00", client: w.client_.addr, provider: w.provider.addr, evaluator: w.evals[0].addr, token: w.dep.Token}
		var m map[string]any
		dec := json.NewDecoder(bytes.NewReader(testAgreement(t, s, w.dep.ChainID, w.dep.Escrow)))
		dec.UseNumber()
		if err := dec.Decode(&m); err != nil {
			t.Fatal(err)
		}
		m["parties"].(map[string]any)["provider"] = map[string]any{"identity": map[string]any{"scheme": "a2a", "value": cardURL}}
		doc, _ := json.Marshal(m)
		agents, err := settlement.ResolveAgents(ctx, doc, resolver)
		if err != nil {
			t.Fatal(err)
		}
		plan, err := settlement.ParseAgreement(doc, settlement.AgreementOptions{Now: time.Unix(int64(w.now()), 0), ChainID: w.dep.ChainID, Agents: agents})
		if err != nil {
			t.Fatal(err)
		}
		if plan.Provider != w.provider.addr {
			t.Fatalf("the card resolved to %s, want its signer %s", plan.Provider.Hex(), w.provider.addr.Hex())
		}
		c, err := esc.CreateAgreedJob(ctx, signer.FromKey(w.client_.key), plan, esc.ProviderKey(signer.FromKey(w.provider.key)), asaclient.AgreedJobOptions{})
		if err != nil {
			t.Fatal(err)
		}
		return c, doc
	}
	c1, doc1 := create("card-1", serve("/provider.json", w.provider))

	register := func(svc *daemon.Service, id string, doc []byte) (int, string) {
		t.Helper()
		var code int
		var text string
		waitFor(t, 20*time.Second, "the daemon to index job "+id, func() bool {
			var body map[string]any
			code, body = post(t, "http://"+svc.Addr()+"/v1/jobs/"+id+"/agreement", doc)
			text = fmt.Sprint(body)
			return !strings.Contains(text, wire.CodeUnknownJob)
		})
		return code, text
	}
	// Without the allow-list the daemon's egress client refuses the loopback card server.
	if code, text := register(plain, c1.JobID.String(), doc1); code != http.StatusUnprocessableEntity || !strings.Contains(text, "loopback") || !strings.Contains(text, "egress refused") {
		t.Fatalf("a daemon without the allow-list: %d %s", code, text)
	}
	// With it: registered, and the job view says the provider resolved through the card's signature.
	if code, text := register(allowed, c1.JobID.String(), doc1); code != http.StatusCreated {
		t.Fatalf("register the card agreement: %d %s", code, text)
	}
	var view struct {
		Provider common.Address
		Agents   []settlement.PartyAgent
	}
	resp, err := http.Get("http://" + allowed.Addr() + "/v1/jobs/" + c1.JobID.String())
	if err != nil {
		t.Fatal(err)
	}
	err = json.NewDecoder(resp.Body).Decode(&view)
	resp.Body.Close()
	// The card's URL is the document's (default visibility: kept to the parties): an outsider sees none.
	if err != nil || view.Provider != w.provider.addr || len(view.Agents) != 0 {
		t.Fatalf("job view of the card job to an outsider: %v %+v (want the provider, no agents)", err, view)
	}
	party := &asaclient.Daemon{BaseURL: "http://" + allowed.Addr()}
	if err := party.SignIn(ctx, signer.FromKey(w.client_.key)); err != nil {
		t.Fatal(err)
	}
	seen, err := party.Job(ctx, c1.JobID)
	if err != nil || seen.Provider != w.provider.addr || len(seen.Agents) != 1 || seen.Agents[0].Scheme != settlement.SchemeA2A ||
		seen.Agents[0].Wallet != w.provider.addr || seen.Agents[0].Proof != settlement.ProofCardSignature {
		t.Fatalf("job view of the card job to its client: %v %+v", err, seen)
	}

	// Job 2's card is re-signed by another wallet after the job was created: its agreement no longer
	// resolves to the job's provider and is refused.
	url2 := serve("/provider2.json", w.provider)
	c2, doc2 := create("card-2", url2)
	serve("/provider2.json", w.evals[1])
	code, text := register(allowed, c2.JobID.String(), doc2)
	if code != http.StatusUnprocessableEntity || !strings.Contains(text, wire.CodeAgreementMismatch) || !strings.Contains(text, w.evals[1].addr.Hex()) {
		t.Fatalf("a card re-signed by another wallet: %d %s", code, text)
	}

	// A refused agreement is not stored, so each post fetches its card again: a caller posting it over and
	// over would make the daemon call the card's host at will. The card-fetch quota bounds that per client:
	// past it the daemon answers 429 with Retry-After and fetches nothing.
	bounded := w.startDaemonWith("", func(c *daemon.Config) {
		c.Egress.Allow = append(c.Egress.Allow, host)
		c.Quotas.CardFetches = quota.Limit{Count: 2, Per: time.Hour}
	})
	register(bounded, c2.JobID.String(), doc2) // waits for the daemon to index the job (one fetch)
	mu.Lock()
	before := fetches["/provider2.json"]
	mu.Unlock()
	url := "http://" + bounded.Addr() + "/v1/jobs/" + c2.JobID.String() + "/agreement"
	if code, body := post(t, url, doc2); code != http.StatusUnprocessableEntity {
		t.Fatalf("the second post within the quota: %d %v", code, body)
	}
	resp, err = http.Post(url, "application/json", bytes.NewReader(doc2))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	mu.Lock()
	after := fetches["/provider2.json"]
	mu.Unlock()
	if resp.StatusCode != http.StatusTooManyRequests || resp.Header.Get("Retry-After") == "" || after != before+1 {
		t.Fatalf("the post past the card-fetch quota: %d (Retry-After %q), card fetched %d times by it and the one before (want 429, one fetch)",
			resp.StatusCode, resp.Header.Get("Retry-After"), after-before)
	}
}
