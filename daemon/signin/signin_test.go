package signin_test

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"io"
	"log/slog"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/params"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon/signin"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/x402/extensions/siwx"
)

// rig is a sign-in service over a real store, served on a test server, with a clock the test moves.
type rig struct {
	svc  *signin.Service
	srv  *httptest.Server
	st   *store.Store
	mu   sync.Mutex
	now  time.Time
	host string
}

func (r *rig) clock() time.Time {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.now
}

func (r *rig) advance(d time.Duration) {
	r.mu.Lock()
	r.now = r.now.Add(d)
	r.mu.Unlock()
}

func newRig(t *testing.T, chain siwx.Chain, chainID int64, maxNonces int) *rig {
	t.Helper()
	st, err := store.Open(context.Background(), t.TempDir()+"/asa.db", store.Options{Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	r := &rig{st: st, now: time.Now()}
	mux := http.NewServeMux()
	r.srv = httptest.NewServer(mux)
	t.Cleanup(r.srv.Close)
	r.host = strings.TrimPrefix(r.srv.URL, "http://")
	r.svc, err = signin.New(signin.Config{Origin: func() string { return r.srv.URL }, ChainID: big.NewInt(chainID), Chain: chain,
		Store: st, Now: r.clock, MaxOutstandingNonces: maxNonces, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	for p, h := range r.svc.Handlers() {
		mux.Handle(p, h)
	}
	mux.Handle("GET /private", r.svc.Require(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		id, _ := signin.FromContext(req.Context())
		_, _ = io.WriteString(w, id.Address.Hex()+" "+id.Via)
	})))
	return r
}

func (r *rig) do(t *testing.T, method, path string, body any, header map[string]string) (int, []byte, http.Header) {
	t.Helper()
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, _ := http.NewRequest(method, r.srv.URL+path, rd)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b, resp.Header
}

// message builds an EIP-4361 message for the rig's origin with a nonce from GET /v1/signin/nonce.
func (r *rig) message(t *testing.T, addr common.Address, edit func(*siwx.Message)) siwx.Message {
	t.Helper()
	status, body, _ := r.do(t, "GET", "/v1/signin/nonce", nil, nil)
	var n wire.NonceResponse
	if status != 200 || json.Unmarshal(body, &n) != nil {
		t.Fatalf("nonce: %d %s", status, body)
	}
	if n.Domain != r.host || n.URI != r.srv.URL+"/" {
		t.Fatalf("nonce answer names %q %q", n.Domain, n.URI)
	}
	m := siwx.Message{Domain: n.Domain, Address: addr.Hex(), URI: n.URI, Version: "1", ChainID: n.ChainID, Nonce: n.Nonce,
		IssuedAt: r.clock().UTC().Format(time.RFC3339)}
	if edit != nil {
		edit(&m)
	}
	return m
}

func sign(t *testing.T, key *ecdsa.PrivateKey, m siwx.Message) string {
	t.Helper()
	sig, err := siwx.KeySigner(key)(common.BytesToHash(accounts.TextHash([]byte(m.String()))))
	if err != nil {
		t.Fatal(err)
	}
	return hexutil.Encode(sig)
}

func errCode(t *testing.T, body []byte) string {
	t.Helper()
	var e wire.ErrorBody
	_ = json.Unmarshal(body, &e)
	return e.Error.Code
}

func TestSignInSessionsAndRefusals(t *testing.T) {
	r := newRig(t, nil, 31337, 0)
	key, _ := crypto.GenerateKey()
	addr := crypto.PubkeyToAddress(key.PublicKey)

	if status, body, h := r.do(t, "GET", "/private", nil, nil); status != 401 || errCode(t, body) != wire.CodeUnauthorized || h.Get("WWW-Authenticate") == "" {
		t.Fatalf("no sign-in: %d %s", status, body)
	}
	m := r.message(t, addr, nil)
	req := wire.SignInRequest{Message: m.String(), Signature: sign(t, key, m)}
	status, body, h := r.do(t, "POST", "/v1/signin", req, nil)
	var sess wire.SessionResponse
	if status != 200 || json.Unmarshal(body, &sess) != nil || sess.Address != addr || !strings.HasPrefix(sess.Token, signin.TokenPrefix) || sess.ChainID != "eip155:31337" {
		t.Fatalf("sign-in: %d %s", status, body)
	}
	if c := h.Get("Set-Cookie"); !strings.Contains(c, signin.CookieName+"="+sess.Token) || !strings.Contains(c, "HttpOnly") || !strings.Contains(c, "SameSite=Strict") {
		t.Fatalf("cookie %q", c)
	}
	bearer := map[string]string{"Authorization": "Bearer " + sess.Token}
	if status, body, _ := r.do(t, "GET", "/private", nil, bearer); status != 200 || string(body) != addr.Hex()+" session" {
		t.Fatalf("bearer: %d %s", status, body)
	}
	if status, body, _ := r.do(t, "GET", "/private", nil, map[string]string{"Cookie": signin.CookieName + "=" + sess.Token}); status != 200 {
		t.Fatalf("cookie: %d %s", status, body)
	}

	// The same signed message again: its nonce is spent.
	if status, body, _ := r.do(t, "POST", "/v1/signin", req, nil); status != 401 || errCode(t, body) != siwx.ReasonNonce {
		t.Fatalf("replayed message: %d %s", status, body)
	}
	// An expired message (its expiration time is before now), a message for another domain, a
	// nonce this daemon never issued, a signature by another key, a message issued too long ago.
	other, _ := crypto.GenerateKey()
	for name, c := range map[string]struct {
		edit func(*siwx.Message)
		key  *ecdsa.PrivateKey
		code string
	}{
		"expired":        {func(m *siwx.Message) { m.ExpirationTime = r.clock().Add(-time.Second).UTC().Format(time.RFC3339) }, key, siwx.ReasonExpired},
		"other domain":   {func(m *siwx.Message) { m.Domain = "evil.example"; m.URI = "https://evil.example/" }, key, siwx.ReasonDomainMismatch},
		"unknown nonce":  {func(m *siwx.Message) { m.Nonce = "0123456789abcdef0123456789abcdef" }, key, siwx.ReasonNonce},
		"other signer":   {nil, other, siwx.ReasonSignature},
		"issued too old": {func(m *siwx.Message) { m.IssuedAt = r.clock().Add(-10 * time.Minute).UTC().Format(time.RFC3339) }, key, siwx.ReasonIssuedAtTooOld},
	} {
		m := r.message(t, addr, c.edit)
		status, body, _ := r.do(t, "POST", "/v1/signin", wire.SignInRequest{Message: m.String(), Signature: sign(t, c.key, m)}, nil)
		if status != 401 || errCode(t, body) != c.code {
			t.Errorf("%s: %d %s, want 401 %s", name, status, body, c.code)
		}
	}
	// A nonce is good for its challenge's lifetime only.
	late := r.message(t, addr, nil)
	r.advance(6 * time.Minute)
	late.IssuedAt = r.clock().UTC().Format(time.RFC3339)
	if status, body, _ := r.do(t, "POST", "/v1/signin", wire.SignInRequest{Message: late.String(), Signature: sign(t, key, late)}, nil); status != 401 || errCode(t, body) != siwx.ReasonNonce {
		t.Fatalf("expired nonce: %d %s", status, body)
	}

	if status, body, _ := r.do(t, "GET", "/private", nil, map[string]string{"Authorization": "Bearer asas_unknown"}); status != 401 || errCode(t, body) != wire.CodeUnauthorized {
		t.Fatalf("unknown token: %d %s", status, body)
	}
	if status, body, _ := r.do(t, "POST", "/v1/signin", map[string]string{"message": "hello"}, nil); status != 400 {
		t.Fatalf("no signature: %d %s", status, body)
	}
	if status, _, _ := r.do(t, "DELETE", "/v1/signin", nil, bearer); status != 204 {
		t.Fatalf("sign-out: %d", status)
	}
	if status, _, _ := r.do(t, "GET", "/private", nil, bearer); status != 401 {
		t.Fatalf("after sign-out: %d", status)
	}
	// Sessions end after their lifetime.
	m = r.message(t, addr, nil)
	status, body, _ = r.do(t, "POST", "/v1/signin", wire.SignInRequest{Message: m.String(), Signature: sign(t, key, m)}, nil)
	_ = json.Unmarshal(body, &sess)
	r.advance(signin.DefaultSessionTTL + time.Second)
	if status, _, _ := r.do(t, "GET", "/v1/signin", nil, map[string]string{"Authorization": "Bearer " + sess.Token}); status != 401 {
		t.Fatalf("expired session: %d", status)
	}
}

// TestSignInWithXHeader: a sign-in-with-x challenge answered with the SIGN-IN-WITH-X header
// authenticates one request; the same header again is refused.
func TestSignInWithXHeader(t *testing.T) {
	r := newRig(t, nil, 31337, 0)
	key, _ := crypto.GenerateKey()
	addr := crypto.PubkeyToAddress(key.PublicKey)
	status, body, _ := r.do(t, "POST", "/v1/signin/challenge", wire.ChallengeRequest{Resource: r.srv.URL + "/private"}, nil)
	var ch siwx.Extension
	if status != 200 || json.Unmarshal(body, &ch) != nil || ch.Info.Domain != r.host || len(ch.SupportedChains) != 1 || ch.SupportedChains[0].ChainID != "eip155:31337" {
		t.Fatalf("challenge: %d %s", status, body)
	}
	if err := siwx.CheckChallengeOrigin(ch.Info, r.srv.URL+"/private"); err != nil {
		t.Fatal(err)
	}
	p, err := siwx.Sign(ch.Info, "eip155:31337", addr, siwx.SchemeEIP191, siwx.KeySigner(key))
	if err != nil {
		t.Fatal(err)
	}
	h, _ := siwx.EncodeHeader(p)
	if status, body, _ := r.do(t, "GET", "/private", nil, map[string]string{siwx.HeaderName: h}); status != 200 || string(body) != addr.Hex()+" "+signin.ViaHeader {
		t.Fatalf("header sign-in: %d %s", status, body)
	}
	if status, body, _ := r.do(t, "GET", "/private", nil, map[string]string{siwx.HeaderName: h}); status != 401 || errCode(t, body) != siwx.ReasonNonce {
		t.Fatalf("replayed header: %d %s", status, body)
	}
	if status, body, _ := r.do(t, "GET", "/private", nil, map[string]string{siwx.HeaderName: "not base64!"}); status != 401 || errCode(t, body) != siwx.ReasonMalformed {
		t.Fatalf("malformed header: %d %s", status, body)
	}
}

// TestSignInBoundsNonces: beyond the bound of outstanding nonces, the nonce endpoints answer 429
// (and recover as nonces expire).
func TestSignInBoundsNonces(t *testing.T) {
	r := newRig(t, nil, 31337, 3)
	for i := 0; i < 3; i++ {
		if status, body, _ := r.do(t, "GET", "/v1/signin/nonce", nil, nil); status != 200 {
			t.Fatalf("nonce %d: %d %s", i, status, body)
		}
	}
	if status, _, h := r.do(t, "POST", "/v1/signin/challenge", nil, nil); status != 429 || h.Get("Retry-After") == "" {
		t.Fatalf("past the bound: %d", status)
	}
	r.advance(6 * time.Minute)
	if status, _, _ := r.do(t, "GET", "/v1/signin/nonce", nil, nil); status != 200 {
		t.Fatalf("after expiry: %d", status)
	}
}

// TestSignInWithWalletContracts: a deployed ERC-1271 wallet signs in with its owner's signature, on a
// simulated chain.
func TestSignInWithWalletContracts(t *testing.T) {
	deployer, _ := crypto.GenerateKey()
	owner, _ := crypto.GenerateKey()
	eth := new(big.Int).Mul(big.NewInt(10), big.NewInt(params.Ether))
	sim := simulated.NewBackend(types.GenesisAlloc{crypto.PubkeyToAddress(deployer.PublicKey): {Balance: eth}})
	t.Cleanup(func() { _ = sim.Close() })
	walletAddr, _, err := bind.DeployContract(bind.NewKeyedTransactor(deployer, big.NewInt(1337)), common.FromHex(bindings.ERC1271WalletMetaData.Bin),
		sim.Client(), bindings.NewERC1271Wallet().PackConstructor(crypto.PubkeyToAddress(owner.PublicKey)))
	if err != nil {
		t.Fatal(err)
	}
	sim.Commit()
	r := newRig(t, sim.Client(), 1337, 0)
	m := r.message(t, walletAddr, nil)
	status, body, _ := r.do(t, "POST", "/v1/signin", wire.SignInRequest{Message: m.String(), Signature: sign(t, owner, m)}, nil)
	var sess wire.SessionResponse
	if status != 200 || json.Unmarshal(body, &sess) != nil || sess.Address != walletAddr {
		t.Fatalf("wallet sign-in: %d %s", status, body)
	}
	stranger, _ := crypto.GenerateKey()
	m = r.message(t, walletAddr, nil)
	if status, body, _ := r.do(t, "POST", "/v1/signin", wire.SignInRequest{Message: m.String(), Signature: sign(t, stranger, m)}, nil); status != 401 || errCode(t, body) != siwx.ReasonSignature {
		t.Fatalf("a stranger signing for the wallet: %d %s", status, body)
	}
}

// TestNonceWithMessage: GET /v1/signin/nonce?address= answers the EIP-4361 message itself, for a browser
// wallet to personal_sign as it is; a wallet's lowercase address is checksummed in it, the signed message
// signs in, and a malformed address is refused.
func TestNonceWithMessage(t *testing.T) {
	r := newRig(t, nil, 31337, 0)
	key, _ := crypto.GenerateKey()
	addr := crypto.PubkeyToAddress(key.PublicKey)
	status, body, _ := r.do(t, "GET", "/v1/signin/nonce?address="+strings.ToLower(addr.Hex()), nil, nil)
	var n wire.NonceResponse
	if status != 200 || json.Unmarshal(body, &n) != nil || n.Message == "" {
		t.Fatalf("nonce with address: %d %s", status, body)
	}
	m, err := siwx.ParseMessage(n.Message)
	if err != nil {
		t.Fatal(err)
	}
	if m.Address != addr.Hex() || m.Nonce != n.Nonce || m.Domain != r.host || m.ExpirationTime != n.ExpiresAt || m.Statement == nil || *m.Statement != signin.DefaultStatement {
		t.Fatalf("message %+v for nonce %+v", m, n)
	}
	sig, err := siwx.KeySigner(key)(common.BytesToHash(accounts.TextHash([]byte(n.Message))))
	if err != nil {
		t.Fatal(err)
	}
	status, body, _ = r.do(t, "POST", "/v1/signin", wire.SignInRequest{Message: n.Message, Signature: hexutil.Encode(sig)}, nil)
	var sess wire.SessionResponse
	if status != 200 || json.Unmarshal(body, &sess) != nil || sess.Address != addr {
		t.Fatalf("sign-in with the served message: %d %s", status, body)
	}
	if status, body, _ := r.do(t, "GET", "/v1/signin/nonce?address=0x1234", nil, nil); status != 400 || errCode(t, body) != wire.CodeInvalidField {
		t.Fatalf("malformed address: %d %s", status, body)
	}
	if status, body, _ := r.do(t, "GET", "/v1/signin/nonce", nil, nil); status != 200 || strings.Contains(string(body), `"message"`) {
		t.Fatalf("nonce without address: %d %s", status, body)
	}
}
