package paywall_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/daemon/paywall/paywalltest"
	"github.com/asa-escrow/asa/x402/exact"
	"github.com/asa-escrow/asa/x402/extensions"
	"github.com/asa-escrow/asa/x402/extensions/paymentid"
)

// storedA2ABytes is the size of every A2A message the daemon stores.
func storedA2ABytes(t *testing.T, r *paywalltest.Rig) int64 {
	t.Helper()
	var n int64
	if err := r.Svc.Store().DB().QueryRowContext(context.Background(), `SELECT COALESCE(SUM(LENGTH(message)), 0) FROM a2a_messages`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func countRows(t *testing.T, r *paywalltest.Rig, query string) int {
	t.Helper()
	var n int
	if err := r.Svc.Store().DB().QueryRowContext(context.Background(), query).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// retryAfter checks a refusal is 429 with a positive Retry-After.
func retryAfter(t *testing.T, what string, status int, h http.Header) {
	t.Helper()
	if status != http.StatusTooManyRequests {
		t.Fatalf("%s: HTTP %d, want 429", what, status)
	}
	if s, err := strconv.Atoi(h.Get("Retry-After")); err != nil || s < 1 {
		t.Fatalf("%s: 429 without a usable Retry-After (%q)", what, h.Get("Retry-After"))
	}
}

// TestA2AMessageQuota: one free wallet sending 200 messages of 200 kB grew the database by 39.5 MB; now
// the wallet's byte quota (default 4 MiB an hour) answers 429 with Retry-After once spent, and fresh
// wallets signed in from the same client share that client's bound (default 16 MiB an hour).
func TestA2AMessageQuota(t *testing.T) {
	r := paywalltest.Start(t, paywalltest.Options{})
	limit := r.Config().Quotas
	pad := strings.Repeat("x", 200_000)
	flood := func(c *a2aClient, tag string, n int) (stored, refused int) {
		t.Helper()
		for i := range n {
			a := c.call("SendMessage", map[string]any{"message": textMsg(fmt.Sprintf("%s-%d", tag, i), "fund job 1 "+pad)})
			switch {
			case a.Error == nil:
				stored++
			case a.status == http.StatusTooManyRequests:
				retryAfter(t, tag, a.status, a.header)
				refused++
			default:
				t.Fatalf("%s message %d: HTTP %d %+v", tag, i, a.status, a.Error)
			}
		}
		return stored, refused
	}
	before := storedA2ABytes(t, r)
	stored, refused := flood(signedIn(t, r, r.Payer), "one-wallet", 200)
	grown := storedA2ABytes(t, r) - before
	t.Logf("one wallet, 200 x 200 kB: %d stored, %d refused (429), database +%d bytes", stored, refused, grown)
	if refused == 0 || grown > int64(limit.A2AMessageBytes.Count)+int64(stored)*4096 {
		t.Fatalf("one wallet stored %d bytes of messages (bound %d)", grown, limit.A2AMessageBytes.Count)
	}

	// Fresh wallets from the same client: each has its own address quota, the client's bound holds them.
	before = storedA2ABytes(t, r)
	total := 0
	for w := range 6 {
		k, _ := crypto.GenerateKey()
		s, _ := flood(signedIn(t, r, paywalltest.Party{Key: k, Addr: crypto.PubkeyToAddress(k.PublicKey)}), fmt.Sprintf("fresh-%d", w), 25)
		total += s
	}
	grown = storedA2ABytes(t, r) - before
	t.Logf("6 fresh wallets, 150 x 200 kB: %d stored, database +%d bytes", total, grown)
	if grown > int64(limit.A2AClientBytes.Count)+int64(total)*4096 {
		t.Fatalf("fresh wallets from one client stored %d bytes (client bound %d)", grown, limit.A2AClientBytes.Count)
	}
}

// TestSignInFloodQuota: an anonymous client minting nonces, or trying sign-ins, is answered 429 with
// Retry-After once its quota is spent, and the nonces stored stay within it.
func TestSignInFloodQuota(t *testing.T) {
	r := paywalltest.Start(t, paywalltest.Options{})
	q := r.Config().Quotas
	before := countRows(t, r, `SELECT COUNT(*) FROM signin_nonces`)
	refused := 0
	for range 500 {
		resp, err := r.HTTP.Get(r.URL + "/v1/signin/nonce")
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			retryAfter(t, "nonce flood", resp.StatusCode, resp.Header)
			refused++
		}
	}
	minted := countRows(t, r, `SELECT COUNT(*) FROM signin_nonces`) - before
	t.Logf("500 nonce requests: %d nonces stored, %d refused", minted, refused)
	if minted > q.SignInNonces.Count || refused < 500-q.SignInNonces.Count-5 {
		t.Fatalf("500 nonce requests stored %d nonces (quota %s)", minted, q.SignInNonces)
	}
	// POST /v1/challenge shares the nonce quota.
	resp, err := r.HTTP.Post(r.URL+"/v1/signin/challenge", "application/json", nil)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	retryAfter(t, "challenge after the nonce flood", resp.StatusCode, resp.Header)

	refused = 0
	for i := range 100 {
		body, _ := json.Marshal(map[string]string{"message": "not a message " + strconv.Itoa(i), "signature": "0x00"})
		resp, err := r.HTTP.Post(r.URL+"/v1/signin", "application/json", bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode == http.StatusTooManyRequests {
			retryAfter(t, "sign-in flood", resp.StatusCode, resp.Header)
			refused++
		} else if resp.StatusCode != http.StatusUnauthorized && resp.StatusCode != http.StatusBadRequest {
			t.Fatalf("bad sign-in %d: HTTP %d", i, resp.StatusCode)
		}
	}
	if refused < 100-q.SignInAttempts.Count {
		t.Fatalf("100 sign-in attempts: %d refused, quota %s", refused, q.SignInAttempts)
	}
}

// TestVerifyFloodStoresNoPaymentID: 6,000 anonymous verifies with fresh payment ids (each used to keep
// a payment_ids row for 30 days) store no row, and beyond the client's quota they are answered 429
// with Retry-After.
func TestVerifyFloodStoresNoPaymentID(t *testing.T) {
	r := paywalltest.Start(t, paywalltest.Options{})
	id := r.OpenJob(t, r.Payer, 1_000_000)
	req := requirements(t, r, id)
	_, s := signed(t, r.Payer.Key, req, nil)
	pp, err := exact.PaymentPayload(s, req, nil)
	if err != nil {
		t.Fatal(err)
	}
	before := countRows(t, r, `SELECT COUNT(*) FROM payment_ids`)
	valid, refused := 0, 0
	start := time.Now()
	for i := range 6000 {
		exts, _ := extensions.Put(map[string]any{}, paymentid.Key, paymentid.Declare(false))
		if ok, err := paymentid.Append(exts, fmt.Sprintf("pay_verify_flood_%08d", i)); !ok || err != nil {
			t.Fatal(err)
		}
		pp.Extensions = exts
		body, _ := json.Marshal(map[string]any{"x402Version": 2, "paymentPayload": pp, "paymentRequirements": req})
		resp, err := r.HTTP.Post(r.URL+"/x402/verify", "application/json", bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		var vr struct {
			IsValid bool `json:"isValid"`
		}
		_ = json.NewDecoder(resp.Body).Decode(&vr)
		resp.Body.Close()
		switch {
		case resp.StatusCode == http.StatusOK && vr.IsValid:
			valid++
		case resp.StatusCode == http.StatusTooManyRequests:
			retryAfter(t, "verify flood", resp.StatusCode, resp.Header)
			refused++
		default:
			t.Fatalf("verify %d: HTTP %d", i, resp.StatusCode)
		}
	}
	rows := countRows(t, r, `SELECT COUNT(*) FROM payment_ids`) - before
	t.Logf("6000 verifies in %s: %d valid, %d refused (429), %d payment_ids rows stored", time.Since(start).Round(time.Millisecond), valid, refused, rows)
	if rows != 0 {
		t.Fatalf("6000 verifies stored %d payment ids, want 0", rows)
	}
	q := r.Config().Quotas.X402Requests
	refill := time.Since(start).Seconds() * float64(q.Count) / q.Per.Seconds()
	if valid == 0 || refused == 0 || float64(valid) > float64(q.Count)+refill+1 {
		t.Fatalf("verifies: %d valid, %d refused (quota %s)", valid, refused, q)
	}
}
