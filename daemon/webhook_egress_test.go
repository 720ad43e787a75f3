package daemon_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/daemon/hooks"
	"github.com/asa-escrow/asa/signer"
	"github.com/asa-escrow/asa/webhook"
)

// TestWebhookSecretsAndEgressThroughTheAPI runs `asa daemon` as a process with a secret key and an
// egress allow-list holding only the test's loopback receivers, and, through the real API: refuses
// subscriptions to forbidden destinations (metadata, localhost, private, credentials in the URL) at
// registration; caps one address's subscriptions (429 quota_exceeded with Retry-After, a metric); delivers a job's events
// to a receiver that verifies them with the secret; disables a subscription whose receiver refuses
// every connection and tells its owner in GET /v1/webhooks (and a metric). Then the secret, its key
// bytes and the operator's secret key are looked for in every log line, every HTTP answer but the one
// that created the subscription, and every row of every table of the database: absent.
func TestWebhookSecretsAndEgressThroughTheAPI(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the asa binary")
	}
	buildAsa(t)
	w := newWorld(t, anvil.Options{})
	ctx := context.Background()
	dir := t.TempDir()
	db, listen, config := filepath.Join(dir, "asa.db"), freeAddr(t), filepath.Join(dir, "daemon.json")

	var mu sync.Mutex
	var verified []string
	var verifier *webhook.Verifier
	recv := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		mu.Lock()
		v := verifier
		mu.Unlock()
		if r.URL.Path == "/third" { // the third subscription's (its own secret): taken unverified
			rw.WriteHeader(http.StatusNoContent)
			return
		}
		if v == nil {
			http.Error(rw, "not ready", http.StatusServiceUnavailable)
			return
		}
		msg, err := v.Verify(r)
		if err != nil {
			http.Error(rw, err.Error(), http.StatusBadRequest)
			return
		}
		mu.Lock()
		verified = append(verified, msg.ID)
		mu.Unlock()
		rw.WriteHeader(http.StatusNoContent)
	}))
	defer recv.Close()
	// A receiver that refuses every connection: a port that was free a moment ago.
	dead := freeAddr(t)
	recvHost := strings.TrimPrefix(recv.URL, "http://")
	cfg := fmt.Sprintf(`{"pollInterval":"150ms","tickInterval":"150ms","bumpAfter":"2s","txConfirmations":1,
		"webhooks":{"initialBackoff":"100ms","maxBackoff":"200ms","timeout":"1s","lease":"3s","pollInterval":"50ms","disableAfter":2,"maxPerOwner":3},
		"egress":{"allow":[%q, %q]}}`, recvHost, dead)
	if err := os.WriteFile(config, []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	p := w.startProc(t, db, listen, config)
	var answers []string // every HTTP answer body but the creation's
	d := &asaclient.Daemon{BaseURL: p.base}
	if err := d.SignIn(ctx, signer.FromKey(w.client_.key)); err != nil {
		t.Fatal(err)
	}

	// Forbidden destinations are refused at registration, with the reason and without echoing the URL.
	for _, u := range []string{"http://169.254.169.254/latest/meta-data/", "http://localhost:" + strings.Split(listen, ":")[1] + "/v1/results",
		"http://10.0.0.1/", "http://[::ffff:127.0.0.1]:9/", "http://127.0.0.2:8545/?apikey=x", "https://user:hunter2@hooks.example/", "ftp://hooks.example/"} {
		_, err := d.Subscribe(ctx, u)
		if !asaclient.IsCode(err, wire.CodeInvalidField) || strings.Contains(err.Error(), "hunter2") {
			t.Errorf("subscribe to %s: %v, want invalid_field", u, err)
		}
	}
	sub, err := d.Subscribe(ctx, recv.URL+"/hooks")
	if err != nil {
		t.Fatal(err)
	}
	secret := sub.Secret
	v, err := webhook.NewVerifier(secret, 0)
	if err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	verifier = v
	mu.Unlock()
	deadSub, err := d.Subscribe(ctx, "http://"+dead+"/hooks")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.Subscribe(ctx, recv.URL+"/third"); err != nil {
		t.Fatal(err)
	}
	_, err = d.Subscribe(ctx, recv.URL+"/fourth")
	if !asaclient.IsCode(err, hooks.CodeQuotaExceeded) {
		t.Fatalf("a fourth subscription: %v, want %s", err, hooks.CodeQuotaExceeded)
	}
	answers = append(answers, err.Error())

	// A job of the client's: its events reach the receiver, signed with the secret; the dead receiver's
	// subscription is disabled after two failed rounds and its owner sees why.
	w.createFunded(seedTerms(t), 2_000_000, []common.Address{w.evals[0].addr}, 1)
	defer func() {
		if t.Failed() {
			for _, l := range strings.Split(p.logs(), "\n") {
				if strings.Contains(l, "webhook") {
					t.Log(l)
				}
			}
		}
	}()
	waitFor(t, 30*time.Second, "the receiver to verify the job's events", func() bool {
		mu.Lock()
		defer mu.Unlock()
		return len(verified) >= 2 // created and funded at least
	})
	var list wire.WebhookList
	waitFor(t, 30*time.Second, "the dead receiver's subscription disabled", func() bool {
		code, body := authGet(t, p.base+"/v1/webhooks", d.Session)
		answers = append(answers, string(body))
		list = wire.WebhookList{}
		if code != 200 || json.Unmarshal(body, &list) != nil {
			return false
		}
		for _, s := range list.Subscriptions {
			if s.ID == deadSub.ID {
				return s.Status == hooks.StatusDisabled
			}
		}
		return false
	})
	for _, s := range list.Subscriptions {
		switch s.ID {
		case deadSub.ID:
			if s.Failures != 2 || !strings.Contains(s.LastError, "refused") || s.DisabledAt == "" {
				t.Errorf("the disabled subscription as its owner sees it: %+v", s)
			}
		default:
			if s.Status != hooks.StatusActive || s.Secret != "" {
				t.Errorf("a live subscription: %+v", s)
			}
		}
	}
	for _, path := range []string{"/metrics", "/readyz", "/healthz", "/v1/jobs/1"} {
		_, body := authGet(t, p.base+path, d.Session)
		answers = append(answers, string(body))
		if path == "/metrics" {
			for _, m := range []string{`asa_webhook_subscriptions_refused_total{reason="quota"} 1`, `asa_webhook_subscriptions_refused_total{reason="url"} 7`,
				"asa_webhook_subscriptions_disabled_total 1", `asa_webhook_deliveries_total{outcome="delivered"}`} {
				if !strings.Contains(string(body), m) {
					t.Errorf("/metrics lacks %s", m)
				}
			}
		}
	}
	p.kill()

	// The secret, its key bytes (the base64 after whsec_) and the operator's key: nowhere.
	needles := map[string]string{"the webhook secret": secret, "its key bytes": strings.TrimPrefix(secret, webhook.SecretPrefix), "the secret key": testSecretKey,
		"the sign-in session": d.Session}
	haystacks := map[string]string{"the daemon's log": p.logs(), "the HTTP answers": strings.Join(answers, "\n")}
	rows := dumpTables(t, db)
	haystacks["the database"] = rows
	for what, hay := range haystacks {
		for name, needle := range needles {
			if strings.Contains(hay, needle) {
				t.Errorf("%s holds %s", what, name)
			}
		}
	}
	if !strings.Contains(rows, "asa-seal:v1:") {
		t.Error("no sealed secret in the database dump: the dump missed the subscriptions")
	}
	t.Logf("searched %d bytes of logs, %d of answers and %d of database rows", len(haystacks["the daemon's log"]), len(haystacks["the HTTP answers"]), len(rows))
}

func authGet(t *testing.T, url, session string) (int, []byte) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, url, nil)
	req.Header.Set("Authorization", "Bearer "+session)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, nil
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}

// dumpTables is every row of every table of the SQLite database, as text (blobs as they are, and in hex).
func dumpTables(t *testing.T, db string) string {
	t.Helper()
	conn, err := sql.Open("sqlite", "file:"+db+"?mode=ro&_pragma=busy_timeout(2000)")
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	names, err := conn.Query(`SELECT name FROM sqlite_master WHERE type = 'table'`)
	if err != nil {
		t.Fatal(err)
	}
	var tables []string
	for names.Next() {
		var n string
		if err := names.Scan(&n); err != nil {
			t.Fatal(err)
		}
		tables = append(tables, n)
	}
	names.Close()
	var out strings.Builder
	for _, tbl := range tables {
		rows, err := conn.Query(`SELECT * FROM "` + tbl + `"`)
		if err != nil {
			t.Fatal(err)
		}
		cols, _ := rows.Columns()
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatal(err)
			}
			fmt.Fprintf(&out, "%s:", tbl)
			for _, v := range vals {
				if b, ok := v.([]byte); ok {
					fmt.Fprintf(&out, " %s %x", b, b)
				} else {
					fmt.Fprintf(&out, " %v", v)
				}
			}
			out.WriteByte('\n')
		}
		rows.Close()
	}
	return out.String()
}
