package redact

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
	"testing"
)

func TestURL(t *testing.T) {
	for raw, want := range map[string]string{
		"https://base-mainnet.g.alchemy.com/v2/KEY123abc":        "https://base-mainnet.g.alchemy.com",
		"https://user:pa55word@rpc.example:8545/path?apikey=K":   "https://rpc.example:8545",
		"wss://node.example/ws/KEY?x=1#frag":                     "wss://node.example",
		"http://127.0.0.1:8545":                                  "http://127.0.0.1:8545",
		"postgres://asa:s3cret@db.internal:5432/asa?sslmode=off": "postgres://db.internal:5432",
		"postgres://asa:s3cret@[::1]:5432/asa":                   "postgres://[::1]:5432",
		"https://user:pa%zzword@rpc.example/KEY":                 "https://rpc.example",
		"https://us er:pass@rpc .example/KEY":                    "https://(unparseable URL)",
		"/var/run/geth.ipc":                                      "/var/run/geth.ipc",
		".run/asa.db":                                            ".run/asa.db",
		"1http://x:y@z":                                          "(unparseable URL)",
	} {
		if got := URL(raw); got != want {
			t.Errorf("URL(%q) = %q, want %q", raw, got, want)
		}
	}
}

func TestErrorHidesEveryPart(t *testing.T) {
	raw := "https://alice:hunter22@rpc.example:8545/v3/0123456789abcdef?apikey=APIKEY42&x=1"
	u, _ := url.Parse(raw)
	// What go-ethereum's HTTP client returns: a *url.Error quoting the URL (its password masked by net/http).
	base := &url.Error{Op: "Post", URL: u.Redacted(), Err: errors.New("connection refused")}
	err := Error(fmt.Errorf("chain head: %w", base), raw)
	for _, sec := range []string{"hunter22", "0123456789abcdef", "APIKEY42", "alice"} {
		if strings.Contains(err.Error(), sec) {
			t.Fatalf("%q shows %q", err, sec)
		}
	}
	if !strings.Contains(err.Error(), "connection refused") {
		t.Fatalf("the cause is gone: %q", err)
	}
	var ue *url.Error
	if !errors.As(err, &ue) {
		t.Fatal("errors.As no longer reaches the *url.Error")
	}
	if Leaks(err.Error(), raw) {
		t.Fatalf("Leaks(%q)", err)
	}
	if !Leaks(base.Error(), raw) {
		t.Fatalf("Leaks misses %q", base)
	}
	plain := errors.New("nothing secret")
	if Error(plain, raw) != plain || Error(nil, raw) != nil {
		t.Fatal("an error without secrets is not returned as is")
	}
}
