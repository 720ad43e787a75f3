package daemon_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/daemon/quota"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/x402/extensions/siwx"
)

// gasBurner is the creation code of a contract whose every call loops until it runs out of gas (runtime
// JUMPDEST PUSH1 0 JUMP): a "wallet" whose isValidSignature costs the node the whole gas cap.
const gasBurner = "0x6004600c60003960046000f35b600056"

// TestSignInBadNonceNoNodeCall: a sign-in naming a contract wallet that burns gas ran an eth_call at the
// node's gas cap even with a made-up nonce (the nonce was checked last; 60 anonymous requests a second
// kept the node at a full core). Now the nonce is checked first: made-up nonces make no call to the
// wallet at all (counted at a proxy in front of the node), a live nonce buys one call and is spent by
// it, and the anonymous client's sign-in quota answers 429 before anything else.
func TestSignInBadNonceNoNodeCall(t *testing.T) {
	w := newWorld(t, anvil.Options{})
	proxy := w.startProxy(t)
	burner, _, err := bind.DeployContract(w.opts(w.client_), common.FromHex(gasBurner), w.client, nil)
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, 10*time.Second, "the burner's code", func() bool {
		code, err := w.client.CodeAt(context.Background(), burner, nil)
		return err == nil && len(code) > 0
	})
	var walletCalls, codeReads atomic.Int64
	target := strings.ToLower(burner.Hex()[2:])
	proxy.Match(func(method string, params json.RawMessage) bool {
		if strings.Contains(strings.ToLower(string(params)), target) {
			switch method {
			case "eth_call", "eth_estimateGas":
				walletCalls.Add(1)
			case "eth_getCode":
				codeReads.Add(1)
			}
		}
		return false // count only: no faults
	})
	svc := w.startDaemonWith("", func(c *daemon.Config) { c.RPC = proxy.URL() })
	base := "http://" + svc.Addr()

	signInAs := func(nonce string) (int, http.Header, wire.ErrorBody) {
		t.Helper()
		resp, err := http.Get(base + "/v1/signin/nonce")
		if err != nil {
			t.Fatal(err)
		}
		var n wire.NonceResponse
		_ = json.NewDecoder(resp.Body).Decode(&n)
		resp.Body.Close()
		if nonce == "" {
			nonce = n.Nonce
		}
		m := siwx.Message{Domain: n.Domain, Address: burner.Hex(), URI: n.URI, Version: "1", ChainID: n.ChainID, Nonce: nonce,
			IssuedAt: time.Now().UTC().Format(time.RFC3339)}
		sig := make([]byte, 65)
		_, _ = rand.Read(sig)
		body, _ := json.Marshal(wire.SignInRequest{Message: m.String(), Signature: hexutil.Encode(sig)})
		resp, err = http.Post(base+"/v1/signin", "application/json", bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var eb wire.ErrorBody
		_ = json.NewDecoder(resp.Body).Decode(&eb)
		return resp.StatusCode, resp.Header, eb
	}

	// Made-up nonces: refused, and the node never hears of the wallet.
	for i := range 10 {
		made := make([]byte, 16)
		_, _ = rand.Read(made)
		code, _, eb := signInAs(hexutil.Encode(made)[2:])
		if code != http.StatusUnauthorized || eb.Error.Code != siwx.ReasonNonce {
			t.Fatalf("made-up nonce %d: %d %+v", i, code, eb)
		}
	}
	if walletCalls.Load() != 0 || codeReads.Load() != 0 {
		t.Fatalf("made-up nonces reached the node: %d calls of the wallet, %d code reads", walletCalls.Load(), codeReads.Load())
	}

	// A live nonce: one call of the wallet (it burns its gas and fails), and the nonce is spent.
	code, _, eb := signInAs("")
	if code != http.StatusUnauthorized && code != http.StatusServiceUnavailable {
		t.Fatalf("live nonce, burning wallet: %d %+v", code, eb)
	}
	if n := walletCalls.Load(); n != 1 {
		t.Fatalf("one live nonce made %d calls of the wallet", n)
	}

	// The anonymous flood: beyond the client's sign-in quota every attempt is 429 with Retry-After,
	// and the wallet is still called once in all.
	limited := 0
	for range 40 {
		if code, h, _ := signInAs("00000000000000000000000000000000"); code == http.StatusTooManyRequests {
			if h.Get("Retry-After") == "" {
				t.Fatal("429 without Retry-After")
			}
			limited++
		}
	}
	if limited == 0 {
		t.Fatal("40 more sign-in attempts from one client, none refused by its quota")
	}
	if n := walletCalls.Load(); n != 1 {
		t.Fatalf("the flood made %d calls of the wallet in all, want 1", n)
	}
}

// TestContractCheckQuota: results posted for a contract evaluator with signatures it does not accept
// each cost the node an ERC-1271 eth_call, and anyone may post them. Beyond the client's contractChecks
// quota they are answered 429 with Retry-After before the call (counted at a proxy in front of the
// node); the evaluator, posting from its own address, is still served and its result settles the job.
func TestContractCheckQuota(t *testing.T) {
	w := newWorld(t, anvil.Options{})
	proxy := w.startProxy(t)
	owner := w.evals[0]
	walletAddr, tx, err := bind.DeployContract(w.opts(owner), common.FromHex(bindings.ERC1271WalletMetaData.Bin), w.client,
		bindings.NewERC1271Wallet().PackConstructor(owner.addr))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.waitMined(t.Context(), tx); err != nil {
		t.Fatal(err)
	}
	var calls atomic.Int64
	target := strings.ToLower(walletAddr.Hex()[2:])
	proxy.Match(func(method string, params json.RawMessage) bool {
		if method == "eth_call" && strings.Contains(strings.ToLower(string(params)), target) {
			calls.Add(1)
		}
		return false
	})
	const limit = 10
	svc := w.startDaemonWith("", func(c *daemon.Config) {
		c.RPC = proxy.URL()
		c.Quotas.TrustForwardedFor = true
		c.Quotas.ContractChecks = quota.Limit{Count: limit, Per: time.Hour}
	})
	base := "http://" + svc.Addr()
	contractEval := party{key: owner.key, addr: walletAddr}
	id := w.createFunded(seedTerms(t), 5_000_000, []common.Address{contractEval.addr}, 1)
	content := w.deliver(id)
	waitFor(t, 10*time.Second, "daemon sees the submission", func() bool {
		j, err := svc.Store().Job(t.Context(), id.Uint64())
		return err == nil && j.Status == settlement.JobSubmitted
	})
	postFrom := func(addr string, body []byte) (int, http.Header) {
		t.Helper()
		req, _ := http.NewRequest(http.MethodPost, base+"/v1/results", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Forwarded-For", addr)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode, resp.Header
	}
	forged := party{key: w.evals[1].key, addr: contractEval.addr}
	refused, limited := 0, 0
	for i := range 3 * limit {
		code, h := postFrom("198.51.100.9", w.resultBody(id, forged, content, fmt.Sprintf("%d", 50+i)))
		switch code {
		case http.StatusUnprocessableEntity:
			refused++
		case http.StatusTooManyRequests:
			if h.Get("Retry-After") == "" {
				t.Fatal("429 without Retry-After")
			}
			limited++
		default:
			t.Fatalf("forged result %d: %d", i, code)
		}
	}
	if refused != limit || limited != 2*limit || calls.Load() != limit {
		t.Fatalf("%d forged results: %d refused (422), %d limited (429), %d ERC-1271 calls; want %d, %d, %d",
			3*limit, refused, limited, calls.Load(), limit, 2*limit, limit)
	}
	if code, _ := postFrom("203.0.113.7", w.resultBody(id, contractEval, content, "86.1")); code != http.StatusAccepted {
		t.Fatalf("the evaluator's own result after the flood: %d", code)
	}
	waitFor(t, 20*time.Second, "result relayed (Verified)", func() bool {
		return settlement.JobStatus(w.job(id).Status) == settlement.JobVerified && w.job(id).Score == 8610
	})
}
