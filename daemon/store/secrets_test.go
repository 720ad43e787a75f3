package store

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/internal/seal"
	"github.com/asa-escrow/asa/webhook"
)

func testKey(t *testing.T) string {
	b := make([]byte, seal.KeyBytes)
	if _, err := rand.Read(b); err != nil {
		t.Fatal(err)
	}
	return base64.StdEncoding.EncodeToString(b)
}

func keyring(t *testing.T, keys string) *seal.Keyring {
	k, err := seal.ParseKeys(keys)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// TestWebhookSecretsSealedAtRest: a secret stored in clear by an older build is sealed at the first start
// with a key; new ones are sealed when created; a database with sealed secrets and no key (or only an
// unknown key) is refused at start with a clear error; rotation (the new key first, the old one after)
// reseals everything under the new key, after which the old key can go.
func TestWebhookSecretsSealedAtRest(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		location := b.location(t)
		open := func(k *seal.Keyring) (*Store, error) {
			return Open(ctx, location, Options{Logger: slog.New(slog.DiscardHandler), Secrets: k})
		}
		secretOld, _ := webhook.NewSecret()
		secretNew, _ := webhook.NewSecret()
		owner := common.HexToAddress("0x00000000000000000000000000000000000000a1")
		rawSecrets := func(s *Store) map[string]string {
			rows, err := s.db.QueryContext(ctx, `SELECT id, secret FROM webhook_subscriptions`)
			if err != nil {
				t.Fatal(err)
			}
			defer rows.Close()
			out := map[string]string{}
			for rows.Next() {
				var id, sec string
				if err := rows.Scan(&id, &sec); err != nil {
					t.Fatal(err)
				}
				out[id] = sec
			}
			return out
		}
		checkEndpoints := func(s *Store) {
			t.Helper()
			for id, want := range map[string]string{"whsub_old": secretOld, "whsub_new": secretNew} {
				ep, err := s.Endpoint(ctx, id)
				if errors.Is(err, ErrNotFound) && id == "whsub_new" {
					continue
				}
				if err != nil || ep.Secret != want {
					t.Fatalf("endpoint %s: %v (secret matches: %v)", id, err, ep.Secret == want)
				}
			}
		}

		// An older build's row, in clear; no key: it still works, new subscriptions are refused.
		s, err := open(nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.exec(ctx, `INSERT INTO webhook_subscriptions (id, owner, url, secret, created_at) VALUES (?, ?, ?, ?, ?)`,
			"whsub_old", addrText(owner), "https://hooks.example/a", secretOld, time.Now().UnixMilli()); err != nil {
			t.Fatal(err)
		}
		checkEndpoints(s)
		err = s.CreateSubscription(ctx, Subscription{ID: "whsub_x", Owner: owner, URL: "https://hooks.example/x", Secret: secretNew, CreatedAt: time.Now()}, 0)
		if !errors.Is(err, ErrNoSecretKey) {
			t.Fatalf("create without a key: %v", err)
		}
		_ = s.Close()

		// Key A: the clear row is sealed at start; a new one is sealed when created.
		keyA, keyB := testKey(t), testKey(t)
		ringA := keyring(t, keyA)
		if s, err = open(ringA); err != nil {
			t.Fatal(err)
		}
		if err := s.CreateSubscription(ctx, Subscription{ID: "whsub_new", Owner: owner, URL: "https://hooks.example/b", Secret: secretNew, CreatedAt: time.Now()}, 0); err != nil {
			t.Fatal(err)
		}
		for id, raw := range rawSecrets(s) {
			kid, ok := seal.KeyID(raw)
			if !ok || kid != ringA.Primary() || strings.Contains(raw, "whsec_") || strings.Contains(raw, keyA) {
				t.Fatalf("%s stored as %q, want sealed under %s", id, raw, ringA.Primary())
			}
		}
		checkEndpoints(s)
		_ = s.Close()

		// No key, or only a key that sealed nothing: refused at start, naming what to configure.
		if _, err := open(nil); err == nil || !strings.Contains(err.Error(), "ASA_DAEMON_SECRET_KEY") || !strings.Contains(err.Error(), "2 webhook secrets") {
			t.Fatalf("open without the key: %v", err)
		}
		if _, err := open(keyring(t, keyB)); !errors.Is(err, seal.ErrUnknownKey) {
			t.Fatalf("open with another key only: %v", err)
		}

		// Rotation: B first, A after: everything is resealed under B; then A can be dropped.
		ringBA := keyring(t, keyB+","+keyA)
		if s, err = open(ringBA); err != nil {
			t.Fatal(err)
		}
		for id, raw := range rawSecrets(s) {
			if kid, _ := seal.KeyID(raw); kid != ringBA.Primary() {
				t.Fatalf("%s still sealed under %s after rotation", id, kid)
			}
		}
		_ = s.Close()
		if s, err = open(keyring(t, keyB)); err != nil {
			t.Fatal(err)
		}
		checkEndpoints(s)
		// A sealed secret copied to another row does not open there.
		raw := rawSecrets(s)
		if _, err := s.exec(ctx, `UPDATE webhook_subscriptions SET secret = ? WHERE id = ?`, raw["whsub_new"], "whsub_old"); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Endpoint(ctx, "whsub_old"); err == nil {
			t.Fatal("a secret moved to another row opened")
		}
		_ = s.Close()
	})
}

// TestSubscriptionQuotaAndDelete: an owner holds at most max subscriptions; deleting one frees a place.
func TestSubscriptionQuotaAndDelete(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s, err := Open(ctx, b.location(t), Options{Logger: slog.New(slog.DiscardHandler), Secrets: keyring(t, testKey(t))})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		owner, other := common.HexToAddress("0xa1"), common.HexToAddress("0xb2")
		secret, _ := webhook.NewSecret()
		create := func(id string, who common.Address) error {
			return s.CreateSubscription(ctx, Subscription{ID: id, Owner: who, URL: "https://hooks.example/" + id, Secret: secret, CreatedAt: time.Now()}, 2)
		}
		if err := errors.Join(create("s1", owner), create("s2", owner), create("s3", other)); err != nil {
			t.Fatal(err)
		}
		if err := create("s4", owner); !errors.Is(err, ErrQuota) {
			t.Fatalf("third subscription: %v", err)
		}
		if err := s.DeleteSubscription(ctx, other, "s1"); !errors.Is(err, ErrNotFound) {
			t.Fatalf("delete of another owner's subscription: %v", err)
		}
		if err := s.DeleteSubscription(ctx, owner, "s1"); err != nil {
			t.Fatal(err)
		}
		if err := create("s4", owner); err != nil {
			t.Fatalf("after a delete: %v", err)
		}
	})
}
