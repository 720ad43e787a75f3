package main

import (
	"encoding/hex"
	"encoding/json"
	"net/http"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
)

// x402KeyEnv returns ASA_X402_PRIVATE_KEY=<anvil dev key i>.
func x402KeyEnv(t *testing.T, i int) string {
	t.Helper()
	k, err := anvil.DevKey(i)
	if err != nil {
		t.Fatal(err)
	}
	return "ASA_X402_PRIVATE_KEY=" + hex.EncodeToString(crypto.FromECDSA(k))
}

// `asa daemon --x402` needs a settlement key of its own and refuses the daemon's key, before it
// touches the chain.
func TestDaemonX402KeyRules(t *testing.T) {
	args := []string{"daemon", "--x402", "--rpc", "http://127.0.0.1:9", "--escrow", "0x0000000000000000000000000000000000000001",
		"--db", filepath.Join(t.TempDir(), "asa.db"), "--listen", "127.0.0.1:0"} // never the default port another process may hold
	_, errOut, code := runAsa(t, []string{devKeyEnv(t, 0), "ASA_X402_PRIVATE_KEY="}, args...)
	if code == 0 || !strings.Contains(errOut, "ASA_X402_PRIVATE_KEY") {
		t.Fatalf("without an x402 key: exit %d, stderr %s", code, errOut)
	}
	_, errOut, code = runAsa(t, []string{devKeyEnv(t, 0), x402KeyEnv(t, 0)}, args...)
	if code == 0 || !strings.Contains(errOut, "is the daemon's key") {
		t.Fatalf("with the daemon key as x402 key: exit %d, stderr %s", code, errOut)
	}
	assertNoSecret(t, errOut)
	// Offers and receipts are signed by a key of their own, never a transaction key.
	_, errOut, code = runAsa(t, []string{devKeyEnv(t, 0), x402KeyEnv(t, 7), "ASA_OFFER_PRIVATE_KEY="}, args...)
	if code == 0 || !strings.Contains(errOut, "ASA_OFFER_PRIVATE_KEY") {
		t.Fatalf("without an offer key: exit %d, stderr %s", code, errOut)
	}
	k7, _ := anvil.DevKey(7)
	_, errOut, code = runAsa(t, []string{devKeyEnv(t, 0), x402KeyEnv(t, 7), "ASA_OFFER_PRIVATE_KEY=" + hex.EncodeToString(crypto.FromECDSA(k7))}, args...)
	if code == 0 || !strings.Contains(errOut, "is a transaction key") {
		t.Fatalf("with the settlement key as offer key: exit %d, stderr %s", code, errOut)
	}
	assertNoSecret(t, errOut)
}

// offerKeyEnv returns ASA_OFFER_PRIVATE_KEY=<a fresh key> and its address.
func offerKeyEnv(t *testing.T) (string, common.Address) {
	t.Helper()
	k, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return "ASA_OFFER_PRIVATE_KEY=" + hex.EncodeToString(crypto.FromECDSA(k)), crypto.PubkeyToAddress(k.PublicKey)
}

// Outside dev chains `asa daemon --x402` needs a public https URL for its agent card and payment
// requirements, and TLS needs both a certificate and its key: the configuration check says so before
// anything starts.
func TestDaemonX402PublicURLAndTLSRules(t *testing.T) {
	base := []string{"daemon", "--x402", "--rpc", "http://127.0.0.1:9", "--escrow", "0x0000000000000000000000000000000000000001",
		"--db", filepath.Join(t.TempDir(), "asa.db"), "--listen", "127.0.0.1:0"}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--chain-id", "8453"}, "x402PublicUrl is required on chain 8453"},
		{[]string{"--chain-id", "84532", "--x402-public-url", "http://escrow.example"}, "must be https on chain 84532"},
		{[]string{"--x402-public-url", "escrow.example"}, "must be an http(s) URL"},
		{[]string{"--tls-cert", "cert.pem"}, "tlsCertFile and tlsKeyFile: set both"},
		{[]string{"--tls-cert", "missing.pem", "--tls-key", "missing.key"}, "tlsCertFile/tlsKeyFile"},
		{[]string{"--a2a-ans-name", "Not An ANS Name"}, "is not an ANS name"},
	} {
		_, errOut, code := runAsa(t, []string{devKeyEnv(t, 0), x402KeyEnv(t, 1)}, append(append([]string{}, base...), tc.args...)...)
		if code == 0 || !strings.Contains(errOut, tc.want) {
			t.Fatalf("%v: exit %d, stderr %s; want %q", tc.args, code, errOut, tc.want)
		}
	}
}

// `asa daemon --x402` on anvil serves the facilitator (signing with the x402 key), the agent card
// and the fund endpoint.
func TestDaemonX402Serves(t *testing.T) {
	node := startAnvil(t, anvil.Options{})
	dir := t.TempDir()
	depFile := filepath.Join(dir, "deployment.json")
	mustRun(t, []string{devKeyEnv(t, 9)}, "deploy", "--rpc", node.URL(), "--dev", "--out", depFile)
	offerEnv, offerSigner := offerKeyEnv(t)
	d := startAsa(t, []string{devKeyEnv(t, 8), x402KeyEnv(t, 7), offerEnv}, "daemon", "--x402", "--rpc", node.URL(), "--deployment", depFile,
		"--db", filepath.Join(dir, "asa.db"), "--listen", "127.0.0.1:0", "--log-level", "warn")
	listening := regexp.MustCompile(`listening on (http://[0-9.:]+)`)
	var url string
	eventually(t, 20*time.Second, "the daemon to listen", func() bool {
		_, errOut := d.output()
		if m := listening.FindStringSubmatch(errOut); m != nil {
			url = m[1]
		}
		return url != ""
	})
	getJSON := func(path string, status int, out any) {
		t.Helper()
		resp, err := http.Get(url + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		if resp.StatusCode != status {
			t.Fatalf("GET %s: %d, want %d", path, resp.StatusCode, status)
		}
		if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
			t.Fatalf("GET %s: %v", path, err)
		}
	}
	var sup struct {
		Kinds      []struct{ Network string } `json:"kinds"`
		Signers    map[string][]string        `json:"signers"`
		Extensions []string                   `json:"extensions"`
	}
	getJSON("/x402/supported", 200, &sup)
	k7, _ := anvil.DevKey(7)
	if len(sup.Kinds) == 0 || sup.Kinds[0].Network != "eip155:31337" || sup.Signers["eip155:*"][0] != crypto.PubkeyToAddress(k7.PublicKey).Hex() ||
		strings.Join(sup.Extensions, ",") != "payment-identifier,bazaar" {
		t.Fatalf("supported %+v", sup)
	}
	var wk struct {
		OfferSigner      common.Address `json:"offerSigner"`
		SettlementSigner common.Address `json:"settlementSigner"`
	}
	getJSON("/.well-known/asa-escrow.json", 200, &wk)
	if wk.OfferSigner != offerSigner || wk.SettlementSigner != crypto.PubkeyToAddress(k7.PublicKey) {
		t.Fatalf("well-known document %+v, offer signer %s", wk, offerSigner)
	}
	var card struct {
		SupportedInterfaces []struct{ URL string } `json:"supportedInterfaces"`
	}
	getJSON("/.well-known/agent-card.json", 200, &card)
	if len(card.SupportedInterfaces) != 1 || card.SupportedInterfaces[0].URL != url+"/a2a" {
		t.Fatalf("card %+v", card)
	}
	resp, err := http.Post(url+"/v1/jobs/77/fund", "application/json", nil)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusNotFound {
		t.Fatalf("fund of an unknown job: %d", resp.StatusCode)
	}
	_, errOut := d.output()
	assertNoSecret(t, errOut)
}
