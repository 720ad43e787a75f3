package main

import (
	"encoding/hex"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
)

// The keystore accounts of 'asa account' sign for every command with --account NAME (or an address):
// created, imported and listed from the command line, used by a job command and by the daemon, the
// password from a file or ASA_KEYSTORE_PASSWORD; a wrong or missing password loses nothing and says
// what to do.
func TestAccountCommandsOnAnvil(t *testing.T) {
	dir := t.TempDir()
	ks := filepath.Join(dir, "keystores")
	base := []string{"ASA_KEYSTORE_DIR=" + ks, "ASA_KEYSTORE_LIGHT_KDF=1", "ASA_PRIVATE_KEY=", "ASA_KEYSTORE_PASSWORD="}
	withPw := func(pw string, more ...string) []string {
		return append(append(append([]string{}, base...), "ASA_KEYSTORE_PASSWORD="+pw), more...)
	}
	// new: a fresh key, its file 0600 under the account's name.
	out := mustRun(t, withPw("alice-pw"), "account", "new", "alice")
	if !regexp.MustCompile(`account alice: 0x[0-9a-fA-F]{40} in `).MatchString(out) || !strings.Contains(out, "--account alice") {
		t.Fatalf("account new: %s", out)
	}
	if fi, err := os.Stat(filepath.Join(ks, "alice")); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("keystore file: %v %v", fi, err)
	}
	wantFail(t, 1, []string{"already exists"}, withPw("x"), "account", "new", "alice")
	wantFail(t, 2, []string{"no path"}, withPw("x"), "account", "new", "../alice")
	wantFail(t, 1, []string{"needs a password", "--password-file"}, base, "account", "new", "bob")

	// import: anvil's dev keys of the client (0) and the relayer (8), the key from the environment or a file.
	k0, _ := anvil.DevKey(0)
	k8, _ := anvil.DevKey(8)
	clientAddr, relayerAddr := crypto.PubkeyToAddress(k0.PublicKey), crypto.PubkeyToAddress(k8.PublicKey)
	out = mustRun(t, withPw("client-pw", "ASA_PRIVATE_KEY="+hex.EncodeToString(crypto.FromECDSA(k0))), "account", "import", "client")
	if !strings.Contains(out, clientAddr.Hex()) {
		t.Fatalf("account import: %s", out)
	}
	keyFile := filepath.Join(dir, "relayer.key")
	if err := os.WriteFile(keyFile, []byte("0x"+hex.EncodeToString(crypto.FromECDSA(k8))+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	pwFile := filepath.Join(dir, "relayer.pw")
	if err := os.WriteFile(pwFile, []byte("relayer-pw\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	mustRun(t, base, "account", "import", "relayer", "--private-key-file", keyFile, "--password-file", pwFile)
	wantFail(t, 1, []string{"already in"}, withPw("x", "ASA_PRIVATE_KEY="+hex.EncodeToString(crypto.FromECDSA(k0))), "account", "import", "client2")
	wantFail(t, 2, []string{"--private-key-file"}, withPw("x"), "account", "import", "nobody")

	// list, for people and as JSON.
	out = mustRun(t, base, "account", "list")
	for _, w := range []string{"alice", "client " + " ", clientAddr.Hex(), "relayer", relayerAddr.Hex()} {
		if !strings.Contains(out, strings.TrimSpace(w)) {
			t.Fatalf("account list lacks %q:\n%s", w, out)
		}
	}
	var listed struct {
		Dir      string              `json:"dir"`
		Accounts []map[string]string `json:"accounts"`
	}
	if err := json.Unmarshal([]byte(mustRun(t, base, "account", "list", "--json")), &listed); err != nil || listed.Dir != ks || len(listed.Accounts) != 3 {
		t.Fatalf("account list --json: %+v %v", listed, err)
	}

	// Sign with them: deploy from a hex key, then the client's commands by --account NAME or ADDRESS.
	node := startAnvil(t, anvil.Options{})
	depFile := filepath.Join(dir, "deployment.json")
	mustRun(t, []string{devKeyEnv(t, 9)}, "deploy", "--rpc", node.URL(), "--dev", "--out", depFile)
	on := []string{"--rpc", node.URL(), "--deployment", depFile}
	out = mustRun(t, withPw("client-pw"), append([]string{"balance", "--account", "client"}, on...)...)
	if !strings.Contains(out, clientAddr.Hex()) {
		t.Fatalf("balance --account client: %s", out)
	}
	seed := filepath.Join("..", "..", "settlement", "testdata", "agreement_research.json")
	out = mustRun(t, withPw("client-pw"), append([]string{"job", "create", "--agreement", seed, "--rebind", "--account", strings.ToLower(clientAddr.Hex())}, on...)...)
	if !strings.Contains(out, "job 1") {
		t.Fatalf("job create --account ADDRESS: %s", out)
	}
	wantFail(t, 1, []string{"wrong password"}, withPw("not-it"), append([]string{"balance", "--account", "client"}, on...)...)
	wantFail(t, 1, []string{"needs a password"}, base, append([]string{"balance", "--account", "client"}, on...)...)
	wantFail(t, 1, []string{`no account "carol"`, "asa account list"}, withPw("x"), append([]string{"balance", "--account", "carol"}, on...)...)
	wantFail(t, 1, []string{"choose one"}, withPw("x"), append([]string{"balance", "--account", "client", "--keystore", filepath.Join(ks, "alice")}, on...)...)

	// The daemon's key from the same declaration: ASA_DAEMON_ACCOUNT and its password file; its reputation
	// attestations signed by a keystore account of their own (alice), with a password file of its own.
	alicePw := filepath.Join(dir, "alice.pw")
	if err := os.WriteFile(alicePw, []byte("alice-pw\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	wantFail(t, 1, []string{"attestation key is " + relayerAddr.Hex(), "signed by a key of their own"}, append(append([]string{}, base...), "ASA_DAEMON_ACCOUNT=relayer",
		"ASA_DAEMON_PASSWORD_FILE="+pwFile, "ASA_DAEMON_ATTESTATION_ACCOUNT=relayer", "ASA_DAEMON_ATTESTATION_PASSWORD_FILE="+pwFile),
		"daemon", "--rpc", node.URL(), "--deployment", depFile, "--db", filepath.Join(dir, "refused.db"), "--listen", "127.0.0.1:0")
	d := startAsa(t, append(append([]string{}, base...), "ASA_DAEMON_ACCOUNT=relayer", "ASA_DAEMON_PASSWORD_FILE="+pwFile,
		"ASA_DAEMON_ATTESTATION_ACCOUNT=alice", "ASA_DAEMON_ATTESTATION_PASSWORD_FILE="+alicePw),
		"daemon", "--rpc", node.URL(), "--deployment", depFile, "--db", filepath.Join(dir, "asa.db"), "--listen", "127.0.0.1:0", "--log-level", "info")
	listening := regexp.MustCompile(`listening on (http://[0-9.:]+)`)
	var daemonURL string
	eventually(t, 20*time.Second, "the daemon to listen with its keystore account", func() bool {
		_, errOut := d.output()
		if m := listening.FindStringSubmatch(errOut); m != nil {
			daemonURL = m[1]
		}
		return daemonURL != ""
	})
	if _, errOut := d.output(); !strings.Contains(errOut, relayerAddr.Hex()) || strings.Contains(errOut, "relayer-pw") || strings.Contains(errOut, "alice-pw") {
		t.Fatalf("the daemon does not name its signer %s (or shows a password):\n%s", relayerAddr.Hex(), errOut)
	}
	var accounts struct {
		Accounts []map[string]string `json:"accounts"`
	}
	_ = json.Unmarshal([]byte(mustRun(t, base, "account", "list", "--json")), &accounts)
	var alice string
	for _, a := range accounts.Accounts {
		for _, v := range a {
			if v == "alice" {
				alice = a["address"]
			}
		}
	}
	var answer struct {
		Signer string `json:"signer"`
	}
	eventually(t, 20*time.Second, "a signed reputation answer", func() bool {
		resp, err := http.Get(daemonURL + "/v1/reputation/" + clientAddr.Hex())
		if err != nil {
			return false
		}
		defer resp.Body.Close()
		return resp.StatusCode == http.StatusOK && json.NewDecoder(resp.Body).Decode(&answer) == nil
	})
	if alice == "" || !strings.EqualFold(answer.Signer, alice) {
		t.Fatalf("the reputation answer is signed by %q, want the attestation account alice (%q)", answer.Signer, alice)
	}
}
