package main

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"math/big"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/exact"
	"github.com/asa-escrow/asa/x402/extensions/offerreceipt"
)

// TestReceiptVerifyOnAnvil: a job funded through an x402 authorization (fundWithAuthorization)
// and one funded with approve+fund get signed funding receipts; `asa receipt verify` accepts
// both, and refuses a tampered receipt, a receipt for another job, a wrong block, an unfunded
// transaction and an unexpected signer or escrow.
func TestReceiptVerifyOnAnvil(t *testing.T) {
	ctx := context.Background()
	node := startAnvil(t, anvil.Options{})
	dir := t.TempDir()
	depFile := filepath.Join(dir, "deployment.json")
	clientEnv := devKeyEnv(t, 0)
	mustRun(t, []string{devKeyEnv(t, 9)}, "deploy", "--rpc", node.URL(), "--dev", "--out", depFile)
	var dep escrow.Deployment
	if err := readJSONFile(depFile, &dep); err != nil {
		t.Fatal(err)
	}
	on := []string{"--rpc", node.URL(), "--deployment", depFile}
	seed := filepath.Join("..", "..", "settlement", "testdata", "agreement_research.json")
	var created [2]struct{ JobID, TermsHash, Budget string }
	for i := range created {
		out := mustRun(t, []string{clientEnv}, append([]string{"job", "create", "--agreement", seed, "--rebind", "--json"}, on...)...)
		if err := json.Unmarshal([]byte(out), &created[i]); err != nil {
			t.Fatal(err)
		}
	}
	eth, err := node.Dial(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer eth.Close()

	// Job 1: the client signs an EIP-3009 authorization to the job's deposit address; a relayer
	// submits fundWithAuthorization, as the daemon's facilitator does.
	clientKey, relayerKey := mustKey(t, 0), mustKey(t, 8)
	payer := crypto.PubkeyToAddress(clientKey.PublicKey)
	job1, _ := new(big.Int).SetString(created[0].JobID, 10)
	budget, _ := new(big.Int).SetString(created[0].Budget, 10)
	req := x402.PaymentRequirements{Scheme: "exact", Network: x402.CAIP2(node.ChainID()), Amount: budget.String(), Asset: dep.Token.Hex(),
		PayTo: escrow.DepositAddress(dep.Escrow, job1).Hex(), MaxTimeoutSeconds: 300, Extra: map[string]any{"name": "USD Coin", "version": "2"}}
	signed, err := exact.NewPayment(clientKey, req, time.Now(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	esc := bindings.NewAsaEscrow()
	tr := signed.Transfer
	tx, err := bind.Transact(esc.Instance(eth, dep.Escrow), bind.NewKeyedTransactor(relayerKey, node.ChainID()),
		esc.PackFundWithAuthorization(job1, budget, common.HexToHash(created[0].TermsHash), tr.ValidAfter, tr.ValidBefore, tr.Nonce, signed.Signature))
	if err != nil {
		t.Fatal(err)
	}
	rc1, err := bind.WaitMined(ctx, eth, tx.Hash())
	if err != nil || rc1.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("fundWithAuthorization: %v", err)
	}
	// Job 2: approve + fund through the CLI.
	mustRun(t, []string{clientEnv}, append([]string{"job", "fund", "--job", created[1].JobID}, on...)...)
	job2, _ := new(big.Int).SetString(created[1].JobID, 10)
	logs, err := eth.FilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{dep.Escrow},
		Topics: [][]common.Hash{{esc.GetABI().Events["JobFunded"].ID}, {common.BigToHash(job2)}}})
	if err != nil || len(logs) != 1 {
		t.Fatalf("JobFunded of job 2: %v %d", err, len(logs))
	}
	rc2, _ := eth.TransactionReceipt(ctx, logs[0].TxHash)

	offerKey := mustKey(t, 7)
	signer, _ := offerreceipt.NewSigner(offerKey)
	type fields struct {
		jobID, termsHash string
		rc               *types.Receipt
		blockHash        common.Hash
	}
	write := func(name string, f fields, mutate func(*offerreceipt.FundingReceipt)) string {
		t.Helper()
		bh := f.rc.BlockHash
		if f.blockHash != (common.Hash{}) {
			bh = f.blockHash
		}
		er, err := signer.SignEscrowReceipt(context.Background(), offerreceipt.EscrowReceipt{Network: req.Network, Escrow: dep.Escrow.Hex(), JobID: f.jobID,
			TermsHash: f.termsHash, Payer: payer.Hex(), Amount: budget.String(), Transaction: f.rc.TxHash.Hex(),
			BlockNumber: f.rc.BlockNumber.Uint64(), BlockHash: bh.Hex(), IssuedAt: time.Now().Unix()})
		if err != nil {
			t.Fatal(err)
		}
		r, _ := signer.SignReceipt(context.Background(), "http://127.0.0.1:8080/v1/jobs/"+f.jobID+"/fund", payer.Hex(), req.Network, f.rc.TxHash.Hex(), time.Now())
		fr := offerreceipt.FundingReceipt{Receipt: r, EscrowReceipt: er}
		if mutate != nil {
			mutate(&fr)
		}
		b, _ := json.MarshalIndent(fr, "", "  ")
		path := filepath.Join(dir, name+".json")
		if err := os.WriteFile(path, b, 0o600); err != nil {
			t.Fatal(err)
		}
		return path
	}
	good1 := write("job1", fields{created[0].JobID, created[0].TermsHash, rc1, common.Hash{}}, nil)
	good2 := write("job2", fields{created[1].JobID, created[1].TermsHash, rc2, common.Hash{}}, nil)

	pin := []string{"--signer", signer.Address().Hex(), "--escrow", dep.Escrow.Hex()}
	out := mustRun(t, nil, append(append([]string{"receipt", "verify", good1, "--json"}, on[:2]...), pin...)...)
	var res asaclient.ReceiptCheck
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if !res.Valid || res.Method != "fundWithAuthorization" || res.JobID != created[0].JobID || res.Amount != budget.String() ||
		res.Block != rc1.BlockNumber.Uint64() || res.Confirmations < 1 || res.Signer != signer.Address().Hex() {
		t.Fatalf("verify job 1: %+v", res)
	}
	human := mustRun(t, nil, "receipt", "verify", "--rpc", node.URL(), good2)
	if !strings.Contains(human, "receipt valid: job "+created[1].JobID) || !strings.Contains(human, "(fund)") || !strings.Contains(human, "not pinned") {
		t.Fatalf("verify job 2:\n%s", human)
	}

	// A settlement response carrying both receipts is accepted as it is.
	var fr offerreceipt.FundingReceipt
	_ = readJSONFile(good1, &fr)
	sr := map[string]any{"success": true, "transaction": rc1.TxHash.Hex(), "network": req.Network, "extensions": map[string]any{
		offerreceipt.Key: offerreceipt.NewReceiptExtension(fr.Receipt), offerreceipt.EscrowKey: offerreceipt.NewEscrowReceiptExtension(fr.EscrowReceipt)}}
	b, _ := json.Marshal(sr)
	srFile := filepath.Join(dir, "settle.json")
	_ = os.WriteFile(srFile, b, 0o600)
	mustRun(t, nil, "receipt", "verify", srFile, "--rpc", node.URL())

	rpc := []string{"--rpc", node.URL()}
	refuse := func(name string, want []string, path string, extra ...string) {
		t.Helper()
		wantFail(t, 1, want, nil, append(append([]string{"receipt", "verify", path}, rpc...), extra...)...)
	}
	refuse("tampered amount", []string{"signed by"}, write("tampered", fields{created[0].JobID, created[0].TermsHash, rc1, common.Hash{}},
		func(f *offerreceipt.FundingReceipt) {
			p := *f.EscrowReceipt.Payload
			p.Amount = "1"
			f.EscrowReceipt.Payload = &p
		}))
	refuse("another job", []string{"funded job(s) " + created[0].JobID, "not job " + created[1].JobID},
		write("other", fields{created[1].JobID, created[1].TermsHash, rc1, common.Hash{}}, nil))
	refuse("wrong block", []string{"the receipt says block"}, write("block", fields{created[0].JobID, created[0].TermsHash, rc1, common.HexToHash("0x01")}, nil))
	refuse("wrong terms", []string{"terms hash"}, write("terms", fields{created[0].JobID, "0x" + strings.Repeat("00", 31) + "01", rc1, common.Hash{}}, nil))
	refuse("other signer", []string{"not by the required signer"}, good1, "--signer", payer.Hex())
	refuse("other escrow", []string{"not the required"}, good1, "--escrow", payer.Hex())
	refuse("a receipt for another job", []string{"is for job " + created[0].JobID + ", not the required job " + created[1].JobID}, good1, "--job", created[1].JobID)
	refuse("future confirmations", []string{"fewer than"}, good1, "--confirmations", strconv.Itoa(1000))
	// --daemon pins the signer and escrow the daemon publishes at /.well-known/asa-escrow.json.
	publish := func(offerSigner common.Address) string {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path != "/.well-known/asa-escrow.json" {
				http.NotFound(w, r)
				return
			}
			_ = json.NewEncoder(w).Encode(wire.EscrowInfo{ChainID: dep.ChainID, Escrow: dep.Escrow, Token: dep.Token, OfferSigner: offerSigner})
		}))
		t.Cleanup(srv.Close)
		return srv.URL
	}
	if out := mustRun(t, nil, "receipt", "verify", good1, "--rpc", node.URL(), "--daemon", publish(signer.Address())); !strings.Contains(out, "(as required)") {
		t.Fatalf("verify pinned by --daemon:\n%s", out)
	}
	refuse("a signer the daemon does not publish", []string{"not by the required signer"}, good1, "--daemon", publish(payer))
	_ = os.WriteFile(filepath.Join(dir, "junk.json"), []byte("[1,2]"), 0o600)
	refuse("junk", []string{"not a JSON object"}, filepath.Join(dir, "junk.json"))
	wantFail(t, 2, []string{"missing argument"}, nil, "receipt", "verify", "--rpc", node.URL())
	wantFail(t, 2, []string{"unexpected arguments"}, nil, "receipt", "verify", good1, good2, "--rpc", node.URL())
}
