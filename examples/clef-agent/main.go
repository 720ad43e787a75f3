// Command clef-agent runs one job of the ASA escrow end to end from outside the project's module, with
// every key in a remote signer speaking Clef's API: the client creates and funds the job, the provider
// commits its delivery, the evaluator signs its Verification Result (EIP-712 typed data, shown to the
// signer), and the result goes to a settlement daemon, which settles the job. It waits until the job is
// Verified and prints its id; the challenge window and the daemon do the rest.
//
//	clef-agent --rpc URL --escrow ADDR --daemon URL --clef URL \
//	    --client ADDR --provider ADDR --evaluator ADDR --agreement FILE --report FILE --verdict FILE
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

func main() {
	rpcURL := flag.String("rpc", os.Getenv("ETH_RPC_URL"), "JSON-RPC URL of the chain")
	escrowAddr := flag.String("escrow", "", "escrow address")
	daemonURL := flag.String("daemon", "", "settlement daemon URL")
	clefURL := flag.String("clef", "", "URL of the remote signer (Clef) holding the three keys")
	clientAddr := flag.String("client", "", "the client's address (in the signer)")
	providerAddr := flag.String("provider", "", "the provider's address (in the signer)")
	evaluatorAddr := flag.String("evaluator", "", "the evaluator's address (in the signer)")
	agreementFile := flag.String("agreement", "", "the agreement document")
	reportFile := flag.String("report", "", "the provider's delivery")
	verdictFile := flag.String("verdict", "", "the evaluator's Verification Result")
	flag.Parse()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if err := run(ctx, *rpcURL, *escrowAddr, *daemonURL, *clefURL, *clientAddr, *providerAddr, *evaluatorAddr, *agreementFile, *reportFile, *verdictFile); err != nil {
		log.Fatal(err)
	}
}

func run(ctx context.Context, rpcURL, escrowAddr, daemonURL, clefURL, clientAddr, providerAddr, evaluatorAddr, agreementFile, reportFile, verdictFile string) error {
	eth, err := ethclient.DialContext(ctx, rpcURL)
	if err != nil {
		return err
	}
	defer eth.Close()
	esc, err := asaclient.Open(ctx, eth, common.HexToAddress(escrowAddr))
	if err != nil {
		return err
	}
	// One connection to the signer per account; the keys never leave it.
	dial := func(addr string) (*signer.Clef, error) {
		return signer.DialClef(ctx, clefURL, common.HexToAddress(addr))
	}
	client, err := dial(clientAddr)
	if err != nil {
		return err
	}
	defer client.Close()
	provider, err := dial(providerAddr)
	if err != nil {
		return err
	}
	defer provider.Close()
	evaluator, err := dial(evaluatorAddr)
	if err != nil {
		return err
	}
	defer evaluator.Close()

	// Client: plan the agreement on this chain, then create and fund the job (approve, then create).
	doc, err := os.ReadFile(agreementFile)
	if err != nil {
		return err
	}
	now, err := esc.HeadTime(ctx)
	if err != nil {
		return err
	}
	plan, err := settlement.ParseAgreement(doc, settlement.AgreementOptions{Now: now, ChainID: esc.ChainID().Uint64()})
	if err != nil {
		return err
	}
	// Both parties sign before the job starts: the provider its EIP-712 acceptance of exactly this job
	// (through its signer), the client by creating and funding the job with it in one transaction.
	created, err := esc.CreateAgreedJob(ctx, client, plan, esc.ProviderKey(provider), asaclient.AgreedJobOptions{})
	if err != nil {
		return fmt.Errorf("client: %w", err)
	}
	fmt.Printf("client %s created and funded job %s, accepted by provider %s\n", client.Address().Hex(), created.JobID, provider.Address().Hex())

	// Provider: commit the sha256 of the delivery.
	report, err := os.ReadFile(reportFile)
	if err != nil {
		return err
	}
	deliverable, err := settlement.ParseContentHash(settlement.ContentHash(report))
	if err != nil {
		return err
	}
	if _, err := esc.Submit(ctx, provider, created.JobID, deliverable); err != nil {
		return fmt.Errorf("provider: %w", err)
	}
	fmt.Printf("provider %s submitted its delivery\n", provider.Address().Hex())

	// Evaluator: bind the verdict to the delivery and sign it through the signer.
	verdict, err := os.ReadFile(verdictFile)
	if err != nil {
		return err
	}
	if verdict, err = asaclient.BindDeliverable(verdict, report); err != nil {
		return err
	}
	signed, err := esc.SignResult(ctx, evaluator, created.JobID, verdict, asaclient.ResultOptions{})
	if err != nil {
		return fmt.Errorf("evaluator: %w", err)
	}
	body, err := json.Marshal(signed.Body)
	if err != nil {
		return err
	}
	d := &asaclient.Daemon{BaseURL: daemonURL}
	if _, err := d.PostResult(ctx, body); err != nil {
		return fmt.Errorf("post the result: %w", err)
	}
	fmt.Printf("evaluator %s signed score %d; the daemon relays it\n", evaluator.Address().Hex(), signed.Result.Score)
	for {
		j, err := esc.Job(ctx, created.JobID)
		if err != nil {
			return err
		}
		if j.Status == settlement.JobVerified {
			fmt.Printf("job %s verified\n", created.JobID)
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("job %s is still %s: %w", created.JobID, j.Status, ctx.Err())
		case <-time.After(200 * time.Millisecond):
		}
	}
}
