package asaclient_test

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"math/big"
	"os"
	"path/filepath"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
)

// ExampleEscrow_CreateAndFundAccepted starts a fully agreed job in one transaction. The agreement
// (examples/agreement-collateral.json) asks for the provider's acceptance and 50 % collateral. The provider
// signs an acceptance of the planned job and approves its collateral; the client relays the signed
// acceptance in createAndFundAsaJob, so both sides' money moves at once and the job starts Funded.
func ExampleEscrow_CreateAndFundAccepted() {
	ctx := context.Background()
	node, err := anvil.Start(ctx, anvil.Options{})
	if err != nil {
		log.Fatal(err)
	}
	defer node.Stop()
	eth, err := node.Dial(ctx)
	if err != nil {
		log.Fatal(err)
	}
	defer eth.Close()
	clientKey, providerKey := devKey(0), devKey(1)
	esc, err := asaclient.Open(ctx, eth, deployDev(ctx, eth, node.ChainID()))
	if err != nil {
		log.Fatal(err)
	}
	mintDev(ctx, eth, node.ChainID(), esc.Token(), devKey(1).Address(), 10_000_000) // the provider's 10 USDC

	// Both sides plan the same document (the agreement hash covers its every byte).
	doc, err := os.ReadFile(filepath.Join("..", "examples", "agreement-collateral.json"))
	if err != nil {
		log.Fatal(err)
	}
	now, err := esc.HeadTime(ctx)
	if err != nil {
		log.Fatal(err)
	}
	plan, err := settlement.ParseAgreement(doc, settlement.AgreementOptions{Now: now, ChainID: esc.ChainID().Uint64()})
	if err != nil {
		log.Fatal(err)
	}

	// Provider: sign the acceptance of the planned job (it binds the client's next acceptance nonce) and let
	// the escrow take the collateral when the client relays it.
	acceptance, err := esc.PlannedAcceptance(ctx, plan, uint64(now.Add(time.Hour).Unix()))
	if err != nil {
		log.Fatal(err)
	}
	signed, err := esc.SignAcceptance(ctx, providerKey, acceptance, asaclient.SignAcceptanceOptions{Collateral: plan.Collateral()})
	if err != nil {
		log.Fatal(err)
	}
	if _, err := esc.Approve(ctx, providerKey, plan.Collateral()); err != nil {
		log.Fatal(err)
	}
	file, err := json.Marshal(signed.Wire()) // what the provider hands the client ('asa job accept --sign' prints it)
	if err != nil {
		log.Fatal(err)
	}

	// Client: read the signed acceptance and relay it while creating and funding the job.
	received, err := asaclient.ParseSignedAcceptance(file)
	if err != nil {
		log.Fatal(err)
	}
	created, err := esc.CreateAndFundAccepted(ctx, clientKey, plan, received, asaclient.CreateOptions{})
	if err != nil {
		log.Fatal(err)
	}
	m, err := esc.Money(ctx, created.JobID, 0)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("job %s is %s in one transaction\n", created.JobID, m.Status)
	fmt.Printf("client's budget in: %v (%s USDC)\n", m.BudgetIn, settlement.FormatAmount(m.Budget, 6))
	fmt.Printf("provider accepted: %v, collateral posted %s of %s USDC\n", m.Accepted,
		settlement.FormatAmount(m.CollateralPosted, 6), settlement.FormatAmount(m.Collateral, 6))
	// Output:
	// job 1 is Funded in one transaction
	// client's budget in: true (5.000000 USDC)
	// provider accepted: true, collateral posted 2.500000 of 2.500000 USDC
}

// ExampleEscrow_AcceptJob is the provider accepting a job that already exists: the client created and funded
// it without an acceptance, so it waits, Open. The provider checks the job against the agreement document and
// accepts by its own call, posting its collateral by an EIP-3009 authorization to the job's collateral deposit
// (no approve transaction). With both sides' money in, the job starts.
func ExampleEscrow_AcceptJob() {
	ctx := context.Background()
	node, err := anvil.Start(ctx, anvil.Options{})
	if err != nil {
		log.Fatal(err)
	}
	defer node.Stop()
	eth, err := node.Dial(ctx)
	if err != nil {
		log.Fatal(err)
	}
	defer eth.Close()
	clientKey, providerKey := devKey(0), devKey(1)
	esc, err := asaclient.Open(ctx, eth, deployDev(ctx, eth, node.ChainID()))
	if err != nil {
		log.Fatal(err)
	}
	mintDev(ctx, eth, node.ChainID(), esc.Token(), devKey(1).Address(), 10_000_000)
	doc, err := os.ReadFile(filepath.Join("..", "examples", "agreement-collateral.json"))
	if err != nil {
		log.Fatal(err)
	}
	now, err := esc.HeadTime(ctx)
	if err != nil {
		log.Fatal(err)
	}
	plan, err := settlement.ParseAgreement(doc, settlement.AgreementOptions{Now: now, ChainID: esc.ChainID().Uint64()})
	if err != nil {
		log.Fatal(err)
	}

	// Client: create and fund; the terms ask for the provider's acceptance, so the job waits for it.
	created, err := esc.CreateAndFundJob(ctx, clientKey, plan, asaclient.CreateOptions{})
	if err != nil {
		log.Fatal(err)
	}
	waiting, err := esc.Money(ctx, created.JobID, 0)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("job %s is %s: budget in %v, accepted %v\n", created.JobID, waiting.Status, waiting.BudgetIn, waiting.Accepted)

	// Provider: accept by its own call, the collateral by EIP-3009.
	accepted, err := esc.AcceptJob(ctx, providerKey, created.JobID, asaclient.AcceptOptions{Agreement: doc, Collateral: asaclient.CollateralAuthorization})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("accepted: %s USDC of collateral by %s; job %s is %s\n", settlement.FormatAmount(accepted.Collateral, 6), accepted.Via, created.JobID, accepted.Status)
	// Output:
	// job 1 is Open: budget in true, accepted false
	// accepted: 2.500000 USDC of collateral by authorization; job 1 is Funded
}

// mintDev mints `amount` base units of the dev token to `to` from the deployer (anvil account 9).
func mintDev(ctx context.Context, eth escrow.Backend, chainID *big.Int, token, to common.Address, amount int64) {
	deployer := bind.NewKeyedTransactor(devKey(9).PrivateKey(), chainID)
	if err := escrow.MintDevToken(ctx, eth, deployer, token, big.NewInt(amount), to); err != nil {
		log.Fatal(err)
	}
}
