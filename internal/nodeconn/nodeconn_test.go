package nodeconn

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"path"
	"strings"
	"testing"
	"time"

	"github.com/asa-escrow/asa/internal/redact"
)

const (
	key      = "k3y0123456789abcdef"
	apiKey   = "qAPIKEYzz42"
	password = "pa55-w0rd-secret"
)

// node is a JSON-RPC endpoint that answers eth_chainId only on the credentialed URL a hosted provider
// would give (key in the path, apikey in the query, basic auth), 401 with the key quoted otherwise, and
// hangs while hang is set.
func node(t *testing.T) (*httptest.Server, chan struct{}) {
	hang := make(chan struct{}, 1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body) // read first: the server sees the client leave only then
		select {
		case <-hang:
			<-r.Context().Done()
			return
		default:
		}
		user, pass, _ := r.BasicAuth()
		if r.URL.Path != "/v2/"+key || r.URL.Query().Get("apikey") != apiKey || user != "alice" || pass != password {
			http.Error(w, "bad credentials for "+r.URL.String()+" key "+path.Base(r.URL.Path), http.StatusUnauthorized)
			return
		}
		if !strings.Contains(string(body), "eth_chainId") {
			http.Error(w, "unexpected", http.StatusBadRequest)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"jsonrpc":"2.0","id":1,"result":"0x7a69"}`))
	}))
	t.Cleanup(srv.Close)
	return srv, hang
}

func credURL(srv *httptest.Server, path string) string {
	return "http://alice:" + password + "@" + strings.TrimPrefix(srv.URL, "http://") + path + "?apikey=" + apiKey
}

func TestDialKeepsCredentialsInside(t *testing.T) {
	srv, hang := node(t)
	raw := credURL(srv, "/v2/"+key)
	h := NewHealth()
	c, _, err := Dial(t.Context(), raw, Options{Timeout: 500 * time.Millisecond, Health: h})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	var id string
	if err := c.CallContext(t.Context(), &id, "eth_chainId"); err != nil || id != "0x7a69" {
		t.Fatalf("eth_chainId through the credentialed URL = %q, %v", id, err)
	}
	if h.LastAnswer().IsZero() || h.Check(time.Second) != nil {
		t.Fatalf("health after an answer: %v", h.Check(time.Second))
	}
	// The node refuses (its error body quotes the key), then hangs: neither error shows a secret.
	bad := credURL(srv, "/v2/wrong"+key)
	c2, _, err := Dial(t.Context(), bad, Options{Timeout: 300 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer c2.Close()
	err401 := c2.CallContext(t.Context(), &id, "eth_chainId")
	hang <- struct{}{}
	errHang := c.CallContext(t.Context(), &id, "eth_chainId")
	for _, err := range []error{err401, errHang} {
		if err == nil {
			t.Fatal("no error")
		}
		for _, sec := range []string{key, apiKey, password, "alice", "wrong" + key} {
			if strings.Contains(err.Error(), sec) {
				t.Fatalf("error %q shows %q", err, sec)
			}
		}
	}
	if !strings.Contains(err401.Error(), "401") || !strings.Contains(errHang.Error(), strings.TrimPrefix(srv.URL, "http://")) {
		t.Errorf("the errors lost their cause: %q / %q", err401, errHang)
	}
	// A start-up error with a bad URL holding a password.
	for _, raw := range []string{"http://alice:" + password + "@[::1/" + key, "http://alice:" + password + "@127.0.0.1:1/" + key + "?apikey=" + apiKey} {
		c, _, err := Dial(t.Context(), raw, Options{Timeout: 300 * time.Millisecond})
		if err == nil {
			err = c.CallContext(t.Context(), &id, "eth_chainId")
			c.Close()
		}
		if err == nil || redact.Leaks(err.Error(), raw) || strings.Contains(err.Error(), password) || strings.Contains(err.Error(), key) {
			t.Fatalf("bad URL: %v", err)
		}
	}
}

func TestHealthSeesAHungNode(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() { // accepts and never answers
		for {
			conn, err := ln.Accept()
			if err != nil {
				return
			}
			defer conn.Close()
		}
	}()
	h := NewHealth()
	c, _, err := Dial(t.Context(), "http://"+ln.Addr().String(), Options{Timeout: 5 * time.Second, Health: h})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	done := make(chan error, 1)
	go func() { var id string; done <- c.CallContext(context.Background(), &id, "eth_chainId") }()
	const bound = 300 * time.Millisecond
	deadline := time.Now().Add(3 * time.Second)
	for h.Check(bound) == nil {
		if time.Now().After(deadline) {
			t.Fatal("a call in flight for 3 s is not seen")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err := h.Check(bound); !errors.Is(err, ErrNoAnswer) {
		t.Fatalf("Check = %v", err)
	}
}

func TestHealthFailures(t *testing.T) {
	now := time.Unix(1000, 0)
	h := NewHealth()
	h.now = func() time.Time { return now }
	a := h.begin()
	h.end(a, false)
	if h.Check(time.Second) != nil {
		t.Fatal("one failure just now is not an outage")
	}
	now = now.Add(2 * time.Second)
	if !errors.Is(h.Check(time.Second), ErrNoAnswer) {
		t.Fatal("failing for 2 s is not reported")
	}
	b := h.begin()
	h.end(b, true)
	if h.Check(time.Second) != nil {
		t.Fatal("an answer does not clear the failure")
	}
	var nilH *Health
	nilH.end(nilH.begin(), true)
	if nilH.Check(0) != nil || !nilH.LastAnswer().IsZero() {
		t.Fatal("a nil Health is not inert")
	}
}
