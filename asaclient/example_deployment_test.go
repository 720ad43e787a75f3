package asaclient_test

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
)

// ExampleLoadDeployment opens the escrow a deployment file names (the JSON `asa deploy --out FILE`
// writes): the file says which chain, escrow, token and registries; Open refuses a node of another chain.
func ExampleLoadDeployment() {
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
	path := writeDeployment(ctx, eth, node)
	defer os.RemoveAll(filepath.Dir(path))

	d, err := asaclient.LoadDeployment(path)
	if err != nil {
		log.Fatal(err)
	}
	esc, err := d.Open(ctx, eth)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("chain", d.ChainID, "escrow opened:", esc.Address() == d.Escrow, "token matches:", esc.Token() == d.Token)
	fmt.Printf("token domain %q version %q\n", d.TokenDomain().Name, d.TokenDomain().Version)
	// Output:
	// chain 31337 escrow opened: true token matches: true
	// token domain "USD Coin" version "2"
}

// ExampleDaemon_RegisterAgreement gives the daemon a job's agreement document right after the job's
// creation. This daemon reads the chain three blocks behind its head, so it has not seen the new job yet
// and answers 404 unknown_job: RegisterAgreement retries with backoff (up to Daemon.RetryFor or the
// context's deadline) until the daemon has caught up.
func ExampleDaemon_RegisterAgreement() {
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
	escrowAddr := deployDev(ctx, eth, node.ChainID())
	esc, err := asaclient.Open(ctx, eth, escrowAddr)
	if err != nil {
		log.Fatal(err)
	}
	daemonURL, stop := startDaemon(ctx, node.URL(), escrowAddr, func(c *daemon.Config) { c.Confirmations = 3 })
	defer stop()

	doc, err := os.ReadFile(filepath.Join("..", "examples", "agreement.json"))
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
	created, err := esc.CreateJob(ctx, devKey(0), plan)
	if err != nil {
		log.Fatal(err)
	}
	d := &asaclient.Daemon{BaseURL: daemonURL}
	d.OnRetry = func(attempt int, wait time.Duration, err error) {
		if attempt == 1 {
			fmt.Println("daemon behind:", asaclient.IsCode(err, wire.CodeUnknownJob))
			// Here the chain moves on by itself; on anvil, mine the blocks the daemon waits for.
			if err := node.Mine(ctx, 3); err != nil {
				log.Fatal(err)
			}
		}
	}
	registered, err := d.RegisterAgreement(ctx, created.JobID, doc)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("job", registered.JobID, "registered:", registered.Created, "visibility", registered.Visibility)
	// Output:
	// daemon behind: true
	// job 1 registered: true visibility parties_and_reputation
}

// writeDeployment deploys the dev token and escrow and writes the deployment file as `asa deploy --out`
// does; it returns the file's path.
func writeDeployment(ctx context.Context, eth *ethclient.Client, node *anvil.Node) string {
	escrowAddr := deployDev(ctx, eth, node.ChainID())
	esc, err := asaclient.Open(ctx, eth, escrowAddr)
	if err != nil {
		log.Fatal(err)
	}
	dir, err := os.MkdirTemp("", "asa-deployment-*")
	if err != nil {
		log.Fatal(err)
	}
	d := escrow.Deployment{ChainID: node.ChainID().Uint64(), Escrow: escrowAddr, Token: esc.Token(), DeployBlock: 1,
		TokenName: escrow.DefaultDevToken.Name, TokenVersion: escrow.DefaultDevToken.Version, DevToken: true}
	data, err := json.MarshalIndent(d, "", "  ")
	if err != nil {
		log.Fatal(err)
	}
	path := filepath.Join(dir, "deployment.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		log.Fatal(err)
	}
	return path
}
