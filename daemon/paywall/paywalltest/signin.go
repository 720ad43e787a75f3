package paywalltest

import (
	"bytes"
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/x402/extensions/siwx"
)

// SignIn signs p in with the daemon's wallet sign-in, as a wallet does: a nonce from GET
// /v1/signin/nonce, an EIP-4361 message naming the daemon's domain and URI signed with p's key, POST
// /v1/signin. It returns the session's bearer token (what the A2A agent and every signed-in route take).
func (r *Rig) SignIn(t testing.TB, p Party) string {
	t.Helper()
	var n wire.NonceResponse
	r.getJSON(t, "/v1/signin/nonce", &n)
	statement := "Sign in to the ASA escrow daemon with this wallet."
	m := siwx.Message{Domain: n.Domain, Address: p.Addr.Hex(), URI: n.URI, Version: "1", ChainID: n.ChainID, Nonce: n.Nonce,
		IssuedAt: time.Now().UTC().Format(time.RFC3339), Statement: &statement}
	sig, err := siwx.KeySigner(p.Key)(common.BytesToHash(accounts.TextHash([]byte(m.String()))))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := json.Marshal(wire.SignInRequest{Message: m.String(), Signature: "0x" + common.Bytes2Hex(sig)})
	resp, err := r.HTTP.Post(r.URL+"/v1/signin", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatalf("sign-in of %s: %v", p.Addr.Hex(), err)
	}
	defer resp.Body.Close()
	var sess wire.SessionResponse
	if resp.StatusCode != http.StatusOK || json.NewDecoder(resp.Body).Decode(&sess) != nil || sess.Token == "" || sess.Address != p.Addr {
		t.Fatalf("sign-in of %s: %s (session for %s)", p.Addr.Hex(), resp.Status, sess.Address.Hex())
	}
	return sess.Token
}

// SignOut ends the session of token (DELETE /v1/signin).
func (r *Rig) SignOut(t testing.TB, token string) {
	t.Helper()
	req, err := http.NewRequest(http.MethodDelete, r.URL+"/v1/signin", nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := r.HTTP.Do(req)
	if err != nil {
		t.Fatalf("sign-out: %v", err)
	}
	resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		t.Fatalf("sign-out: %s", resp.Status)
	}
}

func (r *Rig) getJSON(t testing.TB, path string, out any) {
	t.Helper()
	resp, err := r.HTTP.Get(r.URL + path)
	if err != nil {
		t.Fatalf("GET %s: %v", path, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK || json.NewDecoder(resp.Body).Decode(out) != nil {
		t.Fatalf("GET %s: %s", path, resp.Status)
	}
}
