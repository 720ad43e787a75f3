package webhook

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// The example of the Standard Webhooks specification (and of its reference libraries' tests).
const (
	specSecret    = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
	specID        = "msg_p5jXN8AQM9LWM0D4loKWxJek"
	specTimestamp = 1614265330
	specPayload   = `{"test": 2432232314}`
	specSignature = "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="
)

func TestSignSpecificationVector(t *testing.T) {
	h, err := Sign(specSecret, specID, time.Unix(specTimestamp, 0), []byte(specPayload))
	if err != nil {
		t.Fatal(err)
	}
	if h.Get("webhook-id") != specID || h.Get("webhook-timestamp") != "1614265330" || h.Get("webhook-signature") != specSignature {
		t.Fatalf("headers %v, want signature %s", h, specSignature)
	}
	// The same signature from the specification's definition: base64(HMAC-SHA256(key, "id.timestamp.body")).
	key, _ := base64.StdEncoding.DecodeString(strings.TrimPrefix(specSecret, SecretPrefix))
	mac := hmac.New(sha256.New, key)
	fmt.Fprintf(mac, "%s.%d.%s", specID, specTimestamp, specPayload)
	if got := "v1," + base64.StdEncoding.EncodeToString(mac.Sum(nil)); got != specSignature {
		t.Fatalf("by the definition %s, the specification says %s", got, specSignature)
	}
}

func TestSecrets(t *testing.T) {
	s, err := NewSecret()
	if err != nil {
		t.Fatal(err)
	}
	if err := CheckSecret(s); err != nil || !strings.HasPrefix(s, "whsec_") {
		t.Fatalf("fresh secret %q: %v", s, err)
	}
	if s2, _ := NewSecret(); s2 == s {
		t.Fatal("two secrets are equal")
	}
	short := SecretPrefix + base64.StdEncoding.EncodeToString(make([]byte, 16))
	long := SecretPrefix + base64.StdEncoding.EncodeToString(make([]byte, 65))
	for _, bad := range []string{"", "MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "whsec_not base64!", short, long} {
		err := CheckSecret(bad)
		if err == nil {
			t.Errorf("secret %q accepted", bad)
		} else if bad != "" && strings.Contains(err.Error(), strings.TrimPrefix(bad, SecretPrefix)) {
			t.Errorf("the error quotes the secret: %v", err)
		}
	}
	if _, err := Sign(specSecret, "bad id", time.Now(), nil); err == nil {
		t.Error("an id with a space was signed")
	}
}

func request(t testing.TB, h http.Header, body string) *http.Request {
	t.Helper()
	r := httptest.NewRequest(http.MethodPost, "/hook", strings.NewReader(body))
	for k, v := range h {
		r.Header[k] = v
	}
	return r
}

func TestVerifier(t *testing.T) {
	v, err := NewVerifier(specSecret, 64)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	signed := func(at time.Time, body string) http.Header {
		h, err := Sign(specSecret, specID, at, []byte(body))
		if err != nil {
			t.Fatal(err)
		}
		return h
	}
	m, err := v.Verify(request(t, signed(now, specPayload), specPayload))
	if err != nil {
		t.Fatal(err)
	}
	if m.ID != specID || string(m.Body) != specPayload || m.Timestamp.Unix() != now.Unix() {
		t.Fatalf("message %+v", m)
	}

	other, _ := NewSecret()
	otherSigned, _ := Sign(other, specID, now, []byte(specPayload))
	rotated := signed(now, specPayload)
	rotated.Set(HeaderSignature, otherSigned.Get(HeaderSignature)+" "+rotated.Get(HeaderSignature))
	if _, err := v.Verify(request(t, rotated, specPayload)); err != nil {
		t.Fatalf("several signatures (secret rotation), one valid: %v", err)
	}

	cases := []struct {
		name string
		h    http.Header
		body string
		want error
	}{
		{"tampered body", signed(now, specPayload), `{"test": 2432232315}`, ErrBadSignature},
		{"other secret", otherSigned, specPayload, ErrBadSignature},
		{"the specification's own example, five years late", signed(time.Unix(specTimestamp, 0), specPayload), specPayload, ErrStale},
		{"from the future", signed(now.Add(6*time.Minute), specPayload), specPayload, ErrStale},
		{"too large", signed(now, strings.Repeat("x", 65)), strings.Repeat("x", 65), ErrTooLarge},
		{"no headers", http.Header{}, specPayload, ErrMissingHeaders},
		{"no signature", func() http.Header { h := signed(now, specPayload); h.Del(HeaderSignature); return h }(), specPayload, ErrMissingHeaders},
		{"timestamp not a number", func() http.Header { h := signed(now, specPayload); h.Set(HeaderTimestamp, "soon"); return h }(), specPayload, ErrMissingHeaders},
		{"unknown version only", func() http.Header {
			h := signed(now, specPayload)
			h.Set(HeaderSignature, strings.Replace(h.Get(HeaderSignature), "v1,", "v2,", 1))
			return h
		}(), specPayload, ErrBadSignature},
		{"id changed", func() http.Header { h := signed(now, specPayload); h.Set(HeaderID, "msg_other"); return h }(), specPayload, ErrBadSignature},
	}
	for _, c := range cases {
		if _, err := v.Verify(request(t, c.h, c.body)); !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
		}
	}
	if _, err := NewVerifier("whsec_short", 0); err == nil {
		t.Error("a verifier with a bad secret")
	}
}

func TestMessageID(t *testing.T) {
	a := MessageID("sub-1", "job:7:JobSettled:0xabc:3")
	if a != MessageID("sub-1", "job:7:JobSettled:0xabc:3") {
		t.Fatal("not stable")
	}
	if !strings.HasPrefix(a, "msg_") || len(a) != 4+26 || strings.ContainsAny(a, ", ") {
		t.Fatalf("id %q", a)
	}
	seen := map[string]bool{a: true}
	for _, other := range []string{MessageID("sub-2", "job:7:JobSettled:0xabc:3"), MessageID("sub-1", "job:7:JobSettled:0xabc:4"),
		MessageID("sub-1|job:7", "x"), MessageID("sub-1", "job:7|x")} {
		if seen[other] {
			t.Fatalf("collision %s", other)
		}
		seen[other] = true
	}
}

func TestConfig(t *testing.T) {
	c := Config{InitialBackoff: 5 * time.Second, MaxBackoff: time.Minute}
	want := []time.Duration{5 * time.Second, 10 * time.Second, 20 * time.Second, 40 * time.Second, time.Minute, time.Minute}
	for i, w := range want {
		if got := c.Backoff(i + 1); got != w {
			t.Errorf("backoff after attempt %d: %s, want %s", i+1, got, w)
		}
	}
	if got := (Config{}).Backoff(1000); got != time.Hour {
		t.Errorf("backoff far out: %s", got)
	}
	if err := (Config{}).Check(); err != nil {
		t.Errorf("defaults: %v", err)
	}
	err := Config{Timeout: time.Minute, Lease: 30 * time.Second, InitialBackoff: time.Hour, MaxBackoff: time.Minute, MaxAttempts: -1}.Check()
	if err == nil || !strings.Contains(err.Error(), "lease") || !strings.Contains(err.Error(), "backoff") || !strings.Contains(err.Error(), "maxAttempts") {
		t.Errorf("every problem at once: %v", err)
	}
}

// The sender never reveals the secret, signs at the attempt's time and treats only 2xx as success.
func TestHTTPSender(t *testing.T) {
	secret, _ := NewSecret()
	status := http.StatusOK
	var got http.Header
	var body []byte
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = r.Header.Clone()
		buf := new(bytes.Buffer)
		_, _ = buf.ReadFrom(r.Body)
		body = buf.Bytes()
		if status == http.StatusFound {
			http.Redirect(w, r, "/elsewhere", status)
			return
		}
		w.WriteHeader(status)
	}))
	defer srv.Close()
	at := time.Unix(1_900_000_000, 0)
	s := &HTTPSender{Endpoints: staticEndpoints{"sub": {URL: srv.URL, Secret: secret}}, Now: func() time.Time { return at }, Client: loopbackClient()}
	d := Delivery{ID: "msg_1", Subscription: "sub", Payload: []byte(`{"type":"job.settled"}`)}
	if err := s.Send(t.Context(), d); err != nil {
		t.Fatal(err)
	}
	want, _ := Sign(secret, "msg_1", at, d.Payload)
	if got.Get(HeaderSignature) != want.Get(HeaderSignature) || got.Get(HeaderTimestamp) != "1900000000" || string(body) != string(d.Payload) || got.Get("Content-Type") != "application/json" {
		t.Fatalf("request headers %v body %s", got, body)
	}
	for _, st := range []int{http.StatusInternalServerError, http.StatusFound, http.StatusGone} {
		status = st
		err := s.Send(t.Context(), d)
		if err == nil {
			t.Errorf("status %d counted as delivered", st)
		} else if strings.Contains(err.Error(), strings.TrimPrefix(secret, SecretPrefix)) {
			t.Errorf("the error reveals the secret: %v", err)
		}
	}
	if err := s.Send(t.Context(), Delivery{ID: "msg_2", Subscription: "nobody"}); err == nil {
		t.Error("an unknown subscription was sent")
	}
}

type staticEndpoints map[string]Endpoint

func (s staticEndpoints) Endpoint(_ context.Context, sub string) (Endpoint, error) {
	ep, ok := s[sub]
	if !ok {
		return Endpoint{}, fmt.Errorf("no subscription %s", sub)
	}
	return ep, nil
}
