package daemon_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/daemon/hooks"
	"github.com/asa-escrow/asa/daemon/quota"
	"github.com/asa-escrow/asa/signer"
)

// A fresh wallet signs in at will, so a cap per address alone bounded nothing: one client signing in with
// new wallets stored webhook subscriptions without end (each a row with a sealed secret, each a receiver the
// feed delivers to). Subscriptions created are now bounded per client too, whatever address it signs in with.
func TestWebhookCreatesBoundedPerClient(t *testing.T) {
	w := newWorld(t, anvil.Options{})
	svc := w.startDaemonWith("", func(c *daemon.Config) {
		c.Webhooks.MaxPerOwner = 2
		c.Quotas.WebhookCreates = quota.Limit{Count: 4, Per: time.Hour}
	})
	base := "http://" + svc.Addr()
	ctx := context.Background()
	fresh := func() *asaclient.Daemon {
		t.Helper()
		k, err := crypto.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		d := &asaclient.Daemon{BaseURL: base}
		if err := d.SignIn(ctx, signer.FromKey(k)); err != nil {
			t.Fatal(err)
		}
		return d
	}
	const receiver = "http://127.0.0.1:9/hooks"
	first, second := fresh(), fresh()
	for _, d := range []*asaclient.Daemon{first, first, second} {
		if _, err := d.Subscribe(ctx, receiver); err != nil {
			t.Fatal(err)
		}
	}
	// The first wallet is at its own cap (an attempt, which takes the client's fourth); the second is not,
	// but the client has made its four requests.
	if _, err := first.Subscribe(ctx, receiver); !asaclient.IsCode(err, hooks.CodeQuotaExceeded) {
		t.Fatalf("a third subscription of one address: %v, want %s", err, hooks.CodeQuotaExceeded)
	}
	for name, d := range map[string]*asaclient.Daemon{"the second wallet": second, "a third fresh wallet": fresh()} {
		req, err := http.NewRequest(http.MethodPost, base+"/v1/webhooks", strings.NewReader(`{"url":"`+receiver+`"}`))
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Authorization", "Bearer "+d.Session)
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var body wire.ErrorBody
		_ = json.NewDecoder(resp.Body).Decode(&body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusTooManyRequests || body.Error.Code != wire.CodeTooManyRequests || resp.Header.Get("Retry-After") == "" {
			t.Errorf("%s past the client's quota: %d %+v (Retry-After %q), want 429 %s with Retry-After", name, resp.StatusCode, body, resp.Header.Get("Retry-After"), wire.CodeTooManyRequests)
		}
	}
	if got := metric(t, base, `asa_webhook_subscriptions_refused_total{reason="client_quota"}`); got != 2 {
		t.Errorf("client_quota refusals counted %v, want 2", got)
	}
}
