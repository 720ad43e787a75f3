package paymentid

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestValid(t *testing.T) {
	for id, want := range map[string]bool{
		"pay_7d5d747be160e280504c099d984bcfe0": true,
		"0123456789abcdef":                     true,
		"0123456789abcde":                      false, // 15
		strings.Repeat("a", 128):               true,
		strings.Repeat("a", 129):               false,
		"pay_7d5d747be160e280 504c099":         false,
		"pay_7d5d747be160e280.504c099":         false,
		"pay_ünïcodeünïcodeü":                  false,
		"":                                     false,
	} {
		if Valid(id) != want {
			t.Errorf("Valid(%q) = %v", id, !want)
		}
	}
	id, err := New()
	if err != nil || !Valid(id) || !strings.HasPrefix(id, "pay_") || len(id) != 36 {
		t.Fatalf("New() = %q %v", id, err)
	}
	if _, err := NewWithPrefix("bad prefix "); !errors.Is(err, ErrInvalid) {
		t.Fatalf("bad prefix: %v", err)
	}
}

func decl(t *testing.T, required bool) map[string]any {
	t.Helper()
	var exts map[string]any
	b, _ := json.Marshal(map[string]any{Key: Declare(required)})
	if err := json.Unmarshal(b, &exts); err != nil {
		t.Fatal(err)
	}
	return exts
}

func TestAppendExtract(t *testing.T) {
	exts := decl(t, true)
	if id, err := Extract(exts); err != nil || id != "" {
		t.Fatalf("declaration without id: %q %v", id, err)
	}
	if err := Require(true, ""); !errors.Is(err, ErrMissing) {
		t.Fatalf("required, none: %v", err)
	}
	const id = "order_0123456789abcdef"
	if ok, err := Append(exts, id); !ok || err != nil {
		t.Fatalf("Append: %v %v", ok, err)
	}
	if got, err := Extract(exts); got != id || err != nil {
		t.Fatalf("Extract = %q %v", got, err)
	}
	// Nothing is added when the server did not declare the extension.
	other := map[string]any{"bazaar": map[string]any{"info": map[string]any{}}}
	if ok, _ := Append(other, id); ok || other[Key] != nil {
		t.Fatal("appended to undeclared extension")
	}
	if _, err := Append(exts, "short"); !errors.Is(err, ErrInvalid) {
		t.Fatalf("short id: %v", err)
	}
}

func TestExtractRefusesMalformed(t *testing.T) {
	for name, ext := range map[string]any{
		"not an object":    "x",
		"no info":          map[string]any{"schema": map[string]any{}},
		"required string":  map[string]any{"info": map[string]any{"required": "no"}},
		"id number":        map[string]any{"info": map[string]any{"required": false, "id": 12345678901234567}},
		"id short":         map[string]any{"info": map[string]any{"required": false, "id": "abc"}},
		"id bad char":      map[string]any{"info": map[string]any{"required": false, "id": "pay_0123456789abcdef!"}},
		"schema violation": map[string]any{"info": map[string]any{"required": false, "id": "pay_0123456789abcdef"}, "schema": map[string]any{"type": "object", "properties": map[string]any{"id": map[string]any{"maxLength": 5}}}},
		"external ref":     map[string]any{"info": map[string]any{"required": false}, "schema": map[string]any{"$ref": "https://example.com/s.json"}},
	} {
		if _, err := Extract(map[string]any{Key: ext}); !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func TestPaymentFingerprint(t *testing.T) {
	a := []byte(`{"x402Version":2,"accepted":{"amount":"10","payTo":"0xA"},"payload":{"signature":"0x01","authorization":{"nonce":"0x02"}},
		"resource":{"url":"http://x"},"extensions":{"offer-receipt":{"info":{"offers":[1]}}}}`)
	reordered := []byte(`{"payload":{"authorization":{"nonce":"0x02"},"signature":"0x01"},"extensions":{"offer-receipt":{"info":{"offers":[2]}}},"accepted":{"payTo":"0xA","amount":"10"},"x402Version":2}`)
	otherSig := []byte(`{"x402Version":2,"accepted":{"amount":"10","payTo":"0xA"},"payload":{"signature":"0x03","authorization":{"nonce":"0x02"}}}`)
	fa, err := PaymentFingerprint(a)
	if err != nil {
		t.Fatal(err)
	}
	if fb, _ := PaymentFingerprint(reordered); fb != fa {
		t.Fatal("key order, resource or echoed extensions changed the fingerprint")
	}
	if fc, _ := PaymentFingerprint(otherSig); fc == fa {
		t.Fatal("another signature has the same fingerprint")
	}
	for _, bad := range []string{``, `[]`, `null`, `{"x402Version":2}`, `{"payload":{}} {}`} {
		if _, err := PaymentFingerprint([]byte(bad)); err == nil {
			t.Errorf("fingerprint of %q", bad)
		}
	}
	f1, _ := FingerprintOf([]byte(`{"a":1}`), []byte(`{"b":2}`))
	f2, _ := FingerprintOf([]byte(`{"a":1,"b":2}`))
	if f1 == f2 {
		t.Fatal("document boundaries are not part of the fingerprint")
	}
}

func TestGuard(t *testing.T) {
	ctx := context.Background()
	store := NewMemoryStore()
	clock := time.Unix(1_800_000_000, 0)
	g := NewGuard(store, func() time.Time { return clock })
	const id = "pay_0123456789abcdef"
	fp := Fingerprint{1}

	d, err := g.Begin(ctx, "fund", id, fp)
	if err != nil || d.Outcome != Proceed || !d.Owns() {
		t.Fatalf("first: %+v %v", d, err)
	}
	if d2, _ := g.Begin(ctx, "fund", id, fp); d2.Outcome != Busy || d2.Reason == "" {
		t.Fatalf("concurrent: %+v", d2)
	}
	if err := g.Finish(ctx, "fund", id, []byte(`{"pending":true}`), false); err != nil {
		t.Fatal(err)
	}
	if d, _ = g.Begin(ctx, "fund", id, fp); d.Outcome != Resume || string(d.Record.Answer) != `{"pending":true}` {
		t.Fatalf("after a pending answer: %+v", d)
	}
	if err := g.Finish(ctx, "fund", id, []byte(`{"ok":true}`), true); err != nil {
		t.Fatal(err)
	}
	if d, _ = g.Begin(ctx, "fund", id, fp); d.Outcome != Replay || string(d.Record.Answer) != `{"ok":true}` {
		t.Fatalf("replay: %+v", d)
	}
	if err := g.Finish(ctx, "fund", id, nil, true); !errors.Is(err, ErrNotOwned) {
		t.Fatalf("finish without owning: %v", err)
	}
	d, _ = g.Begin(ctx, "fund", id, Fingerprint{2})
	if d.Outcome != Conflict || !strings.Contains(d.Reason, "different payment") || !strings.Contains(d.Reason, "2027-01-15") {
		t.Fatalf("conflict: %+v", d)
	}
	// Scopes are independent.
	if d, _ = g.Begin(ctx, "settle", id, Fingerprint{2}); d.Outcome != Proceed {
		t.Fatalf("other scope: %+v", d)
	}
	// A refused payment releases its id: the same id may then carry another payment.
	if err := g.Release(ctx, "settle", id); err != nil {
		t.Fatal(err)
	}
	if d, _ = g.Begin(ctx, "settle", id, Fingerprint{3}); d.Outcome != Proceed {
		t.Fatalf("after release: %+v", d)
	}
	// A claim left by a process that stopped mid-payment is resumed by a new process.
	restarted := NewGuard(store, nil)
	if d, _ = restarted.Begin(ctx, "settle", id, Fingerprint{3}); d.Outcome != Resume {
		t.Fatalf("after restart: %+v", d)
	}
	if _, err := g.Begin(ctx, "fund", "bad id", fp); !errors.Is(err, ErrInvalid) {
		t.Fatalf("invalid id: %v", err)
	}
}

// TestGuardConcurrent: of many simultaneous requests with one id, exactly one processes it.
func TestGuardConcurrent(t *testing.T) {
	ctx := context.Background()
	g := NewGuard(NewMemoryStore(), nil)
	const id = "pay_concurrent_0123456789"
	var wg sync.WaitGroup
	var mu sync.Mutex
	counts := map[Outcome]int{}
	for i := 0; i < 32; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			d, err := g.Begin(ctx, "fund", id, Fingerprint{9})
			if err != nil {
				t.Error(err)
				return
			}
			mu.Lock()
			counts[d.Outcome]++
			mu.Unlock()
			if d.Owns() {
				time.Sleep(5 * time.Millisecond)
				if err := g.Finish(ctx, "fund", id, []byte(`1`), true); err != nil {
					t.Error(err)
				}
			}
		}()
	}
	wg.Wait()
	if counts[Proceed] != 1 || counts[Resume] != 0 || counts[Proceed]+counts[Busy]+counts[Replay] != 32 {
		t.Fatalf("outcomes %v", counts)
	}
}
