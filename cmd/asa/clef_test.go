package main

import (
	"context"
	"crypto/ecdsa"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/internal/cleftest"
	"github.com/asa-escrow/asa/settlement"
)

// The CLI and the daemon sign through Clef with --clef URL --account ADDRESS: the provider submits, the
// evaluator signs its result, and the daemon (its key in Clef, named by the same global flags) relays it.
func TestCLIAndDaemonSignThroughClef(t *testing.T) {
	node := startAnvil(t, anvil.Options{})
	dir := t.TempDir()
	depFile := filepath.Join(dir, "deployment.json")
	mustRun(t, []string{devKeyEnv(t, 9)}, "deploy", "--rpc", node.URL(), "--dev", "--out", depFile)
	var dep escrow.Deployment
	if err := readJSONFile(depFile, &dep); err != nil {
		t.Fatal(err)
	}
	escrowAddr := dep.Escrow
	keys := make([]*ecdsa.PrivateKey, 3) // provider, evaluator, relayer
	for i, dev := range []int{1, 2, 8} {
		keys[i], _ = anvil.DevKey(dev)
	}
	addr := func(i int) common.Address { return crypto.PubkeyToAddress(keys[i].PublicKey) }
	escrowABI, err := bindings.AsaEscrowMetaData.ParseABI()
	if err != nil {
		t.Fatal(err)
	}
	rules := fmt.Sprintf(`
var SENDERS = [%q, %q], ESCROW = %q, EVALUATOR = %q;
function lc(a) { return a ? String(a).toLowerCase() : ""; }
function ApproveListing() { return "Approve"; }
function ApproveTx(r) { return SENDERS.indexOf(lc(r.transaction.from)) >= 0 && lc(r.transaction.to) === ESCROW ? "Approve" : "Reject"; }
function ApproveSignData(r) { return r.content_type === "data/typed" && lc(r.address) === EVALUATOR ? "Approve" : "Reject"; }
function OnSignerStartup(info) {}
function OnApprovedTx(tx) {}
`, strings.ToLower(addr(0).Hex()), strings.ToLower(addr(2).Hex()), strings.ToLower(escrowAddr.Hex()), strings.ToLower(addr(1).Hex()))
	clef := cleftest.Start(t, cleftest.Options{ChainID: node.ChainID().Uint64(), Keys: keys, Rules: rules, ABIs: []*abi.ABI{escrowABI}})
	on := []string{"--rpc", node.URL(), "--deployment", depFile}
	noKey := []string{"ASA_PRIVATE_KEY="}

	d := startAsa(t, noKey, append([]string{"daemon", "--clef", clef.URL, "--account", addr(2).Hex(), "--db", filepath.Join(dir, "asa.db"),
		"--listen", "127.0.0.1:0", "--log-level", "info"}, on...)...)
	listening := regexp.MustCompile(`listening on (http://[0-9.:]+)`)
	var daemonURL string
	eventually(t, 30*time.Second, "the daemon to listen with its key in Clef", func() bool {
		_, errOut := d.output()
		if m := listening.FindStringSubmatch(errOut); m != nil {
			daemonURL = m[1]
		}
		return daemonURL != ""
	})
	if _, errOut := d.output(); !strings.Contains(errOut, "clef("+addr(2).Hex()) {
		t.Fatalf("the daemon does not log its Clef signer:\n%s", errOut)
	}

	seed := filepath.Join("..", "..", "settlement", "testdata", "agreement_research.json")
	mustRun(t, []string{devKeyEnv(t, 0)}, append([]string{"job", "create", "--agreement", seed, "--rebind", "--fund"}, on...)...)
	delivery := filepath.Join(dir, "delivery.md")
	content := []byte("the delivered report\n")
	if err := os.WriteFile(delivery, content, 0o644); err != nil {
		t.Fatal(err)
	}
	withClef := func(i int, args ...string) []string {
		return append(append(args, "--clef", clef.URL, "--account", addr(i).Hex()), on...)
	}
	// The agreement asks for the provider's acceptance (the default): the provider accepts by its own call,
	// signed by Clef.
	mustRun(t, noKey, withClef(0, "job", "accept", "--job", "1")...)
	mustRun(t, noKey, withClef(0, "job", "submit", "--job", "1", "--file", delivery)...)
	sum := sha256.Sum256(content)
	verdict := verdictFile(t, dir, "verdict.json", "sha256:"+hex.EncodeToString(sum[:]))
	body := filepath.Join(dir, "body.json")
	mustRun(t, noKey, withClef(1, "result", "sign", "--job", "1", "--result", verdict, "--out", body)...)
	// An account Clef does not hold is named as such.
	k0, _ := anvil.DevKey(0)
	wantFail(t, 1, []string{"does not list " + crypto.PubkeyToAddress(k0.PublicKey).Hex()}, noKey,
		append([]string{"balance", "--clef", clef.URL, "--account", crypto.PubkeyToAddress(k0.PublicKey).Hex()}, on...)...)
	mustRun(t, nil, "result", "post", "--daemon", daemonURL, "--body", body)

	eth, err := node.Dial(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer eth.Close()
	esc, err := asaclient.Open(context.Background(), eth, escrowAddr)
	if err != nil {
		t.Fatal(err)
	}
	eventually(t, 30*time.Second, "the daemon to relay the result through Clef", func() bool {
		j, err := esc.Job(context.Background(), big.NewInt(1))
		return err == nil && j.Status == settlement.JobVerified
	})
	if audit := clef.Audit(); strings.Count(audit, "SignTransaction") < 2 || !strings.Contains(audit, "SignTypedData") {
		t.Fatalf("Clef's audit log lacks the submission, the relay or the result:\n%s", audit)
	}
}
