package asaclient_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

// Example walks one job through the agents' side on the pinned local chain (anvil): the provider accepts
// the job examples/agreement.json describes, the client creates and funds exactly that job with the
// provider's acceptance (CreateAgreedJob, the easy path), the provider commits the hash
// of its delivery, and the evaluator binds its Verification Result to that delivery and signs it.
func Example() {
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
	// anvil's dev accounts 0, 1 and 2 are the client, provider and evaluator of the example agreement.
	clientKey, providerKey, evaluatorKey := devKey(0), devKey(1), devKey(2)
	escrowAddr := deployDev(ctx, eth, node.ChainID())

	esc, err := asaclient.Open(ctx, eth, escrowAddr)
	if err != nil {
		log.Fatal(err)
	}

	// Client: plan the agreement on this chain, create the job, fund what the creation stated.
	doc, err := os.ReadFile(filepath.Join("..", "examples", "agreement.json"))
	if err != nil {
		log.Fatal(err)
	}
	now, err := esc.HeadTime(ctx) // deadlines count from the chain's time, not the wall clock
	if err != nil {
		log.Fatal(err)
	}
	plan, err := settlement.ParseAgreement(doc, settlement.AgreementOptions{Now: now, ChainID: esc.ChainID().Uint64()})
	if err != nil {
		log.Fatal(err)
	}
	// Both parties sign before the job starts: the provider its EIP-712 acceptance of exactly this job (its
	// key is at hand here: ProviderKey; over a network, ask the provider agent), the client by creating and
	// funding the job with that acceptance in one transaction.
	created, err := esc.CreateAgreedJob(ctx, clientKey, plan, esc.ProviderKey(providerKey), asaclient.AgreedJobOptions{})
	if err != nil {
		log.Fatal(err)
	}
	job, err := esc.Job(ctx, created.JobID)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("job %s %s with %s USDC, accepted by the provider, %s policy\n", created.JobID, job.Status, settlement.FormatAmount(plan.Budget, 6), plan.Terms.Policy)

	// Provider: commit the sha256 of the delivery.
	report, err := os.ReadFile(filepath.Join("..", "examples", "report.md"))
	if err != nil {
		log.Fatal(err)
	}
	deliverable, err := settlement.ParseContentHash(settlement.ContentHash(report))
	if err != nil {
		log.Fatal(err)
	}
	if _, err := esc.Submit(ctx, providerKey, created.JobID, deliverable); err != nil {
		log.Fatal(err)
	}

	// Evaluator: bind the verdict to the delivery it evaluated and sign it for the job's submission.
	verdict, err := os.ReadFile(filepath.Join("..", "examples", "verification.json"))
	if err != nil {
		log.Fatal(err)
	}
	if verdict, err = asaclient.BindDeliverable(verdict, report); err != nil {
		log.Fatal(err)
	}
	signed, err := esc.SignResult(ctx, evaluatorKey, created.JobID, verdict, asaclient.ResultOptions{})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("evaluator %s signed score %d for job %s\n", asaclient.ShortAddress(common.HexToAddress(signed.Body.Evaluator)), signed.Result.Score, signed.Body.JobID)
	// Output:
	// job 1 Funded with 5.000000 USDC, accepted by the provider, graduated policy
	// evaluator 0x3C44…93BC signed score 8610 for job 1
}

// ExampleDaemon_PostResult hands a signed result to a settlement daemon and follows the job until it is
// settled. The daemon relays the result; after the challenge window (2 h, moved past on anvil's clock) it
// finalizes the job and the payout follows the graduated tiers: a score of 86.10 releases 85 %.
func ExampleDaemon_PostResult() {
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
	daemonURL, stop := startDaemon(ctx, node.URL(), escrowAddr)
	defer stop()
	id, body := signedJob(ctx, esc)

	d := &asaclient.Daemon{BaseURL: daemonURL}
	posted, err := d.PostResult(ctx, body)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("result for job %s: %s\n", posted.JobID, posted.Status)
	// Posting the same signed result again is harmless.
	again, err := d.PostResult(ctx, body)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("re-posted, already accepted:", again.AlreadyAccepted)

	watchCtx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	err = esc.Watch(watchCtx, id, 0, 200*time.Millisecond, func(c asaclient.Change) error {
		if c.Event == nil {
			return nil // a state change; the events below say more
		}
		switch c.Event.Name {
		case "JobVerified":
			fmt.Printf("verified with score %s; the challenge window opens\n", c.Event.Args["score"])
			// Move anvil's clock past the 2 h window; the daemon then finalizes the job.
			if _, _, err := anvil.Warp(ctx, node.RPC(), 2*time.Hour+time.Minute); err != nil {
				return err
			}
		case "JobSettled":
			fmt.Printf("settled: provider %s, client %s (base units)\n", c.Event.Args["providerAmount"], c.Event.Args["clientAmount"])
		}
		return nil
	})
	if err != nil {
		log.Fatal(err)
	}
	job, err := esc.Job(ctx, id)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("job", id, "is", job.Status)
	// Output:
	// result for job 1: pending
	// re-posted, already accepted: true
	// verified with score 8610; the challenge window opens
	// settled: provider 4250000, client 750000 (base units)
	// job 1 is Completed
}

func devKey(i int) *signer.Key {
	k, err := anvil.DevKey(i)
	if err != nil {
		log.Fatal(err)
	}
	return signer.FromKey(k)
}

// deployDev deploys the USDC-like dev token and the escrow from anvil account 9 and mints 100 USDC to the
// client (account 0).
func deployDev(ctx context.Context, eth escrow.Backend, chainID *big.Int) common.Address {
	deployer := bind.NewKeyedTransactor(devKey(9).PrivateKey(), chainID)
	token, _, err := escrow.DeployDevToken(ctx, eth, deployer, escrow.DefaultDevToken)
	if err != nil {
		log.Fatal(err)
	}
	addr, _, err := escrow.DeployEscrow(ctx, eth, deployer, token)
	if err != nil {
		log.Fatal(err)
	}
	if err := escrow.MintDevToken(ctx, eth, deployer, token, big.NewInt(100_000_000), devKey(0).Address()); err != nil {
		log.Fatal(err)
	}
	return addr
}

// startDaemon runs a settlement daemon for the escrow on a free port with its own key (account 8) and
// returns its URL; tweak, when given, adjusts the configuration first.
func startDaemon(ctx context.Context, rpcURL string, escrowAddr common.Address, tweak ...func(*daemon.Config)) (url string, stop func()) {
	dir, err := os.MkdirTemp("", "asa-example-*")
	if err != nil {
		log.Fatal(err)
	}
	cfg := daemon.DefaultConfig()
	cfg.RPC, cfg.Escrow, cfg.DB, cfg.Listen = rpcURL, escrowAddr.Hex(), filepath.Join(dir, "asa.db"), "127.0.0.1:0"
	cfg.PollInterval, cfg.TickInterval = daemon.Duration(200*time.Millisecond), daemon.Duration(200*time.Millisecond)
	for _, f := range tweak {
		f(&cfg)
	}
	svc, err := daemon.New(ctx, cfg, daemon.Options{Key: devKey(8), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		log.Fatal(err)
	}
	if err := svc.Start(ctx); err != nil {
		log.Fatal(err)
	}
	return "http://" + svc.Addr(), func() {
		_ = svc.Stop(context.Background())
		_ = os.RemoveAll(dir)
	}
}

// signedJob creates and funds the example job with the provider's acceptance, delivers examples/report.md and returns the evaluator's
// signed result body (as 'asa result sign' writes it).
func signedJob(ctx context.Context, esc *asaclient.Escrow) (*big.Int, []byte) {
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
	created, err := esc.CreateAgreedJob(ctx, devKey(0), plan, esc.ProviderKey(devKey(1)), asaclient.AgreedJobOptions{})
	if err != nil {
		log.Fatal(err)
	}
	report, err := os.ReadFile(filepath.Join("..", "examples", "report.md"))
	if err != nil {
		log.Fatal(err)
	}
	deliverable, _ := settlement.ParseContentHash(settlement.ContentHash(report))
	if _, err := esc.Submit(ctx, devKey(1), created.JobID, deliverable); err != nil {
		log.Fatal(err)
	}
	verdict, err := os.ReadFile(filepath.Join("..", "examples", "verification.json"))
	if err != nil {
		log.Fatal(err)
	}
	if verdict, err = asaclient.BindDeliverable(verdict, report); err != nil {
		log.Fatal(err)
	}
	signed, err := esc.SignResult(ctx, devKey(2), created.JobID, verdict, asaclient.ResultOptions{})
	if err != nil {
		log.Fatal(err)
	}
	body, err := json.Marshal(signed.Body)
	if err != nil {
		log.Fatal(err)
	}
	return created.JobID, body
}
