package asaclient_test

import (
	"context"
	"errors"
	"fmt"
	"log"
	"time"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/settlement"
)

// ExampleEscrow_Challenge disputes a verified score and has the job's resolver decide it. The daemon
// relays the evaluator's result (score 86.10); inside the 2 h challenge window the client challenges it
// (a key that is neither party is refused before anything is sent), and the resolver the agreement names
// (anvil account 4) gives the provider 60 %.
func ExampleEscrow_Challenge() {
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
	if _, err := (&asaclient.Daemon{BaseURL: daemonURL}).PostResult(ctx, body); err != nil {
		log.Fatal(err)
	}
	for {
		j, err := esc.Job(ctx, id)
		if err != nil {
			log.Fatal(err)
		}
		if j.Status == settlement.JobVerified {
			fmt.Println("verified with score", j.View.Score)
			break
		}
		time.Sleep(100 * time.Millisecond)
	}

	reason := asaclient.ReasonHash("section 3 misattributes two sources")
	_, err = esc.Challenge(ctx, devKey(2), id, reason) // the evaluator is no party
	fmt.Println("evaluator refused:", errors.Is(err, asaclient.ErrWrongRole))
	if _, err := esc.Challenge(ctx, devKey(0), id, reason); err != nil {
		log.Fatal(err)
	}
	j, err := esc.Job(ctx, id)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("job", id, "is", j.Status, "until its resolver decides")

	rcpt, err := esc.Resolve(ctx, devKey(4), id, asaclient.Resolution{ProviderBps: 6000, Reason: asaclient.ReasonHash("partially supported")})
	if err != nil {
		log.Fatal(err)
	}
	m, err := esc.Money(ctx, id, rcpt.BlockNumber.Uint64())
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("resolved: provider %s, client %s, evaluators %s (base units); job %s\n",
		m.Settled.ProviderTotal(), m.Settled.ClientTotal(), m.Settled.Fee, m.Status)
	// Output:
	// verified with score 8610
	// evaluator refused: true
	// job 1 is Disputed until its resolver decides
	// resolved: provider 3000000, client 2000000, evaluators 0 (base units); job Completed
}
