package erc8004

import (
	"context"
	"crypto/ecdsa"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/internal/egress"
	"github.com/asa-escrow/asa/settlement"
)

const cardChain = 84532

// TestCardPayloadFollowsA2AExample checks the canonical payload against A2A 1.0's own example (section
// 8.4.1): required members kept even when empty, optional ones kept when set, an empty repeated field
// dropped, members in RFC 8785 order, the signatures member excluded.
func TestCardPayloadFollowsA2AExample(t *testing.T) {
	card := `{
  "name": "Example Agent",
  "description": "",
  "capabilities": {
    "streaming": false,
    "pushNotifications": false,
    "extensions": []
  },
  "skills": [],
  "signatures": [{"protected": "x", "signature": "y"}]
}`
	got, err := CardPayload([]byte(card))
	if err != nil {
		t.Fatal(err)
	}
	want := `{"capabilities":{"pushNotifications":false,"streaming":false},"description":"","name":"Example Agent","skills":[]}`
	if string(got) != want {
		t.Fatalf("canonical payload\n got %s\nwant %s", got, want)
	}
	// Defaults without presence go at every level the card's schema names; members it does not name stay.
	got, err = CardPayload([]byte(`{"name":"A","iconUrl":"","provider":{"url":"","organization":""},"securitySchemes":{},
		"supportedInterfaces":[{"url":"https://a.example/a2a","protocolBinding":"JSONRPC","tenant":"","protocolVersion":"1.0"}],
		"skills":[{"id":"s","name":"S","description":"d","tags":[],"examples":[]}],"registrations":[],"x":1.0e0}`))
	if err != nil {
		t.Fatal(err)
	}
	want = `{"iconUrl":"","name":"A","provider":{"organization":"","url":""},"registrations":[],"skills":[{"description":"d","id":"s","name":"S","tags":[]}],` +
		`"supportedInterfaces":[{"protocolBinding":"JSONRPC","protocolVersion":"1.0","url":"https://a.example/a2a"}],"x":1}`
	if string(got) != want {
		t.Fatalf("canonical payload\n got %s\nwant %s", got, want)
	}
}

// cardServer serves the cards of a map by path on loopback; each card is built from the server's own URL.
type cardServer struct {
	srv   *httptest.Server
	mu    sync.Mutex
	cards map[string][]byte
}

func newCardServer(t *testing.T) *cardServer {
	cs := &cardServer{cards: map[string][]byte{}}
	cs.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		cs.mu.Lock()
		body, ok := cs.cards[r.URL.Path]
		cs.mu.Unlock()
		if !ok {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write(body)
	}))
	t.Cleanup(cs.srv.Close)
	return cs
}

func (cs *cardServer) put(path string, card []byte) string {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	cs.cards[path] = card
	return cs.srv.URL + path
}

// agentCard is an A2A 1.0 card whose interface is at base, with a wallet field of its own (unsigned).
func agentCard(base, wallet string) []byte {
	return []byte(fmt.Sprintf(`{"name":"Beta","description":"research agent","version":"1.0.0",
		"supportedInterfaces":[{"url":%q,"protocolBinding":"JSONRPC","protocolVersion":"1.0"}],
		"capabilities":{"streaming":false,"extensions":[]},"defaultInputModes":["text/plain"],"defaultOutputModes":["text/plain"],
		"skills":[{"id":"research","name":"Research","description":"answers","tags":["research"]}],
		"wallet":%q}`, base+"/a2a", wallet))
}

func mustSign(t *testing.T, card []byte, key *ecdsa.PrivateKey, chain uint64) []byte {
	t.Helper()
	out, err := SignCard(card, key, chain)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// loopbackResolver resolves cards through the egress client with loopback allow-listed (the test's card
// server), on cardChain and with no Identity Registry (signed cards need none).
func loopbackResolver() PartyResolver {
	client := egress.Policy{Allow: []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}}.Client()
	return PartyResolver{ChainID: cardChain, Cards: HTTPCards{Client: client}}
}

// TestSignedCardResolvesToItsSigner: a wallet is taken from a card only when the wallet signed it.
func TestSignedCardResolvesToItsSigner(t *testing.T) {
	ctx := context.Background()
	cs := newCardServer(t)
	owner, _ := crypto.GenerateKey()
	other, _ := crypto.GenerateKey()
	ownerAddr := crypto.PubkeyToAddress(owner.PublicKey)
	attacker := crypto.PubkeyToAddress(other.PublicKey).Hex()
	r := loopbackResolver()

	// Genuine: signed by the wallet its kid names, served at the host its interface names.
	genuine := mustSign(t, agentCard(cs.srv.URL, attacker), owner, cardChain)
	res, err := r.ResolveCard(ctx, cs.put("/genuine.json", genuine))
	if err != nil || res.Wallet != ownerAddr || res.Proof != settlement.ProofCardSignature || res.AgentID != "" {
		t.Fatalf("genuine signed card: %+v %v", res, err)
	}
	// The unsigned wallet field of the card is never what is paid, even on a signed card.
	if res.Wallet.Hex() == attacker {
		t.Fatal("the card's own wallet field was taken")
	}
	// A second signature by the same wallet (key rotation, another form) changes nothing.
	twice := mustSign(t, genuine, owner, cardChain)
	if res, err := r.ResolveCard(ctx, cs.put("/twice.json", twice)); err != nil || res.Wallet != ownerAddr {
		t.Fatalf("card signed twice by its wallet: %+v %v", res, err)
	}

	refused := func(name string, card []byte, want ...string) {
		t.Helper()
		res, err := r.ResolveCard(ctx, cs.put("/"+name+".json", card))
		if err == nil {
			t.Fatalf("%s: resolved to %s", name, res.Wallet.Hex())
		}
		for _, w := range want {
			if !strings.Contains(err.Error(), w) {
				t.Fatalf("%s: error %q lacks %q", name, err, w)
			}
		}
	}
	// Tampered after signing: the wallet field moved to the attacker's and the name changed.
	var m map[string]any
	if err := json.Unmarshal(genuine, &m); err != nil {
		t.Fatal(err)
	}
	m["name"] = "Beta (now paying elsewhere)"
	tampered, _ := json.Marshal(m)
	refused("tampered", tampered, "not payable", "does not verify for "+ownerAddr.Hex())

	// Signed by another key than the wallet its kid names: a signature by the attacker relabelled.
	forged := mustSign(t, agentCard(cs.srv.URL, attacker), other, cardChain)
	forged = relabel(t, forged, CardKeyID(cardChain, ownerAddr))
	refused("otherkey", forged, "does not verify for "+ownerAddr.Hex())

	// Unsigned: the wallet field is unsigned data.
	refused("unsigned", agentCard(cs.srv.URL, attacker), "not payable", "it is unsigned", "never paid")

	// A kid of another chain, and a kid that is not a wallet at all.
	refused("otherchain", mustSign(t, agentCard(cs.srv.URL, attacker), owner, 8453), "names an account on chain 8453")
	refused("notdid", relabel(t, genuine, "key-1"), "is not a did:pkh:eip155 account")

	// Another algorithm than ES256K: the header says ES256 over the same signature bytes.
	refused("es256", realg(t, genuine, "ES256"), "not an ES256K JWS")

	// A genuine card copied to a host its interfaces do not name (here "localhost" for 127.0.0.1).
	copied := strings.Replace(cs.srv.URL, "127.0.0.1", "localhost", 1)
	res, err = PartyResolver{ChainID: cardChain, Cards: HTTPCards{Client: egress.Policy{AllowHostPorts: []string{strings.TrimPrefix(copied, "http://")}}.Client()}}.
		ResolveCard(ctx, copied+"/genuine.json")
	if err == nil || !strings.Contains(err.Error(), "resolves only at its own host") {
		t.Fatalf("a card served at another host: %+v %v", res, err)
	}

	// Two wallets signing one card: ambiguous.
	refused("two", mustSign(t, genuine, other, cardChain), "signed by two wallets")
}

// relabel replaces the kid of every signature of card, keeping the signature bytes.
func relabel(t *testing.T, card []byte, kid string) []byte {
	return editHeaders(t, card, func(h map[string]any) { h["kid"] = kid })
}

func realg(t *testing.T, card []byte, alg string) []byte {
	return editHeaders(t, card, func(h map[string]any) { h["alg"] = alg })
}

func editHeaders(t *testing.T, card []byte, edit func(map[string]any)) []byte {
	t.Helper()
	var m map[string]json.RawMessage
	if err := json.Unmarshal(card, &m); err != nil {
		t.Fatal(err)
	}
	var sigs []cardSignature
	if err := json.Unmarshal(m["signatures"], &sigs); err != nil {
		t.Fatal(err)
	}
	for i := range sigs {
		raw, err := base64.RawURLEncoding.DecodeString(sigs[i].Protected)
		if err != nil {
			t.Fatal(err)
		}
		var h map[string]any
		if err := json.Unmarshal(raw, &h); err != nil {
			t.Fatal(err)
		}
		edit(h)
		raw, _ = json.Marshal(h)
		sigs[i].Protected = base64.RawURLEncoding.EncodeToString(raw)
	}
	m["signatures"], _ = json.Marshal(sigs)
	out, _ := json.Marshal(m)
	return out
}

// TestCardFetchGoesThroughEgress: without an allow-list the egress client refuses the loopback card server
// before anything is sent, and the refusal says so.
func TestCardFetchGoesThroughEgress(t *testing.T) {
	cs := newCardServer(t)
	key, _ := crypto.GenerateKey()
	u := cs.put("/card.json", mustSign(t, agentCard(cs.srv.URL, ""), key, cardChain))
	r := PartyResolver{ChainID: cardChain, Cards: HTTPCards{Client: egress.Policy{}.Client()}}
	_, err := r.ResolveCard(context.Background(), u)
	if !errors.Is(err, egress.ErrRefused) || !strings.Contains(err.Error(), "loopback") {
		t.Fatalf("a loopback card without the allow-list: %v", err)
	}
}
