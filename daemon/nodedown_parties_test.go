package daemon_test

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/erc8004"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

// A node that does not answer is nobody's input error. Before, the agreement route answered an agreement
// whose provider is an ERC-8004 agent 422 ("its parties do not resolve") when the registry read timed out,
// and GET /v1/reputation/{agentId} answered 500: a client told its document was wrong, or that the daemon
// broke, when the daemon only had to retry. Both now answer 503 with Retry-After, name no node error (it
// can carry the node's URL), and succeed once the node answers again.
func TestHungNodeAnswers503ForPartiesAndAgents(t *testing.T) {
	w := newWorld(t, anvil.Options{})
	ctx := context.Background()
	regs, err := erc8004.Deploy(ctx, w.client, w.opts(devParty(t, 9)))
	if err != nil {
		t.Fatal(err)
	}
	// The example agreement's evaluator, backup and resolver are anvil accounts 2, 3 and 4: the world's
	// client (account 1) hires account 5, an ERC-8004 agent, by its agent id.
	provider := w.evals[2]
	agentID, err := erc8004.Register(ctx, w.client, w.opts(provider), regs.Identity, "")
	if err != nil {
		t.Fatal(err)
	}
	proxy := w.startProxy(t)
	const nodeWait = time.Second
	svc := w.startDaemonWith("", func(c *daemon.Config) {
		c.RPC, c.NodeWait, c.IdentityRegistry = proxy.URL(), daemon.Duration(nodeWait), regs.Identity.Hex()
	})
	base := "http://" + svc.Addr()

	// The example agreement with the provider named by its agent id, created and accepted while the node
	// answers.
	raw, err := os.ReadFile(filepath.Join("..", "examples", "agreement.json"))
	if err != nil {
		t.Fatal(err)
	}
	var agreement map[string]any
	if err := json.Unmarshal(raw, &agreement); err != nil {
		t.Fatal(err)
	}
	parties := agreement["parties"].(map[string]any)
	parties["provider"] = map[string]any{"identity": map[string]any{"scheme": "erc8004", "value": agentID.String()}}
	parties["client"] = map[string]any{"wallet": w.client_.addr.Hex()}
	doc, err := json.Marshal(agreement)
	if err != nil {
		t.Fatal(err)
	}
	esc, err := asaclient.Open(ctx, w.client, w.dep.Escrow)
	if err != nil {
		t.Fatal(err)
	}
	now, err := esc.HeadTime(ctx)
	if err != nil {
		t.Fatal(err)
	}
	resolver := erc8004.PartyResolver{Agents: erc8004.ChainResolver{Caller: w.client}, ChainID: w.dep.ChainID, Registry: regs.Identity}
	agents, err := settlement.ResolveAgents(ctx, doc, resolver)
	if err != nil {
		t.Fatal(err)
	}
	plan, err := settlement.ParseAgreement(doc, settlement.AgreementOptions{Now: now, ChainID: w.dep.ChainID, Agents: agents})
	if err != nil {
		t.Fatal(err)
	}
	created, err := esc.CreateAgreedJob(ctx, signer.FromKey(w.client_.key), plan, esc.ProviderKey(signer.FromKey(provider.key)), asaclient.AgreedJobOptions{})
	if err != nil {
		t.Fatal(err)
	}
	id := created.JobID
	var ans answers
	waitFor(t, 20*time.Second, "the daemon indexes the job", func() bool {
		code, _, _ := ans.get(t, "GET", base+"/v1/jobs/"+id.String(), nil)
		return code == http.StatusOK
	})
	if code, _, body := ans.get(t, "GET", base+"/v1/reputation/"+agentID.String(), nil); code != http.StatusOK {
		t.Fatalf("GET /v1/reputation/%s while the node answers: %d %s", agentID, code, body)
	}
	// This world starts its daemons with signer.FromKey(nil) as the attestation key: no key, which the
	// address route says (before, the typed nil passed for a key and every such request panicked).
	if code, _, body := ans.get(t, "GET", base+"/v1/reputation/"+provider.addr.Hex(), nil); code != http.StatusServiceUnavailable || !strings.Contains(body, "signs no reputation attestations") {
		t.Errorf("GET /v1/reputation/{address} without an attestation key: %d %s", code, body)
	}

	proxy.Hang()
	agreementURL := base + "/v1/jobs/" + id.String() + "/agreement"
	for _, req := range []struct {
		what, method, url string
		body              []byte
	}{
		{"POST /v1/jobs/{id}/agreement", "POST", agreementURL, doc},
		{"GET /v1/reputation/{agentId}", "GET", base + "/v1/reputation/" + agentID.String(), nil},
	} {
		start := time.Now()
		code, hdr, body := ans.get(t, req.method, req.url, req.body)
		took := time.Since(start)
		if code != http.StatusServiceUnavailable || hdr.Get("Retry-After") == "" || !strings.Contains(body, "the chain node did not answer") {
			t.Errorf("%s under a hung node: %d (Retry-After %q) %s, want 503 with Retry-After", req.what, code, hdr.Get("Retry-After"), body)
		}
		if strings.Contains(body, proxy.URL()) || strings.Contains(body, "127.0.0.1") {
			t.Errorf("%s names the node in its answer: %s", req.what, body)
		}
		if took > 3*nodeWait {
			t.Errorf("%s took %s under the hang (node wait %s)", req.what, took.Round(time.Millisecond), nodeWait)
		}
	}
	if code, _, body := ans.get(t, "GET", agreementURL, nil); code == http.StatusOK {
		t.Errorf("the refused agreement was stored: %s", body)
	}

	proxy.Heal()
	waitFor(t, 20*time.Second, "the agreement registers once the node answers", func() bool {
		code, _, _ := ans.get(t, "POST", agreementURL, doc)
		return code == http.StatusCreated || code == http.StatusOK
	})
	if code, _, body := ans.get(t, "GET", base+"/v1/reputation/"+agentID.String(), nil); code != http.StatusOK {
		t.Errorf("GET /v1/reputation/%s after the recovery: %d %s", agentID, code, body)
	}
}
