package store

import (
	"context"
	"log/slog"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/txmgr"
)

// recordingMetrics keeps what the store reported.
type recordingMetrics struct {
	mu      sync.Mutex
	writes  int
	commits []int
}

func (m *recordingMetrics) Write(d time.Duration, err error) {
	m.mu.Lock()
	m.writes++
	m.mu.Unlock()
}

func (m *recordingMetrics) Commit(group int, d time.Duration, err error) {
	m.mu.Lock()
	m.commits = append(m.commits, group)
	m.mu.Unlock()
}

func TestGaugesAndWriteMetrics(t *testing.T) {
	ctx := context.Background()
	met := &recordingMetrics{}
	s, err := Open(ctx, t.TempDir()+"/asa.db", Options{Logger: slog.New(slog.DiscardHandler), Metrics: met})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	c := &chain{t: t}
	applyHistory(t, s, c) // job 1 Verified (deadline 1_100_000), job 2 Funded (2_000_002), job 3 Open
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	first, err := s.InsertResult(ctx, signedResult(key, 1, 1))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.InsertResult(ctx, signedResult(key, 2, 2)); err != nil {
		t.Fatal(err)
	}
	sender := common.HexToAddress("0x00000000000000000000000000000000000005e1")
	if _, _, err := s.CreateIntents(ctx, []txmgr.Record{{Kind: "relay", Key: "k1", From: sender, To: common.HexToAddress("0xe5"),
		Value: big.NewInt(0), GasLimit: 21000}}); err != nil {
		t.Fatal(err)
	}

	g, err := s.Gauges(ctx, time.Unix(1_500_000, 0))
	if err != nil {
		t.Fatal(err)
	}
	if g.PendingResults != 2 || !g.OldestPending.Equal(first.CreatedAt) || g.RelayedResults != 0 {
		t.Fatalf("pending %d oldest %v relayed %d, want 2, %v, 0", g.PendingResults, g.OldestPending, g.RelayedResults, first.CreatedAt)
	}
	if g.DueJobs != 1 {
		t.Fatalf("due jobs at 1_500_000: %d, want 1 (job 1)", g.DueJobs)
	}
	if g.OpenIntents[sender.Hex()] != 1 || g.OldestOpenIntent[sender.Hex()].IsZero() {
		t.Fatalf("open intents %v %v", g.OpenIntents, g.OldestOpenIntent)
	}
	if g.Jobs[settlement.JobVerified] != 1 || g.Jobs[settlement.JobFunded] != 1 || g.Jobs[settlement.JobOpen] != 1 {
		t.Fatalf("jobs by status %v", g.Jobs)
	}
	// Deferring the due job takes it out of the gauge, as it leaves the scheduler's hands.
	if err := s.DeferJobs(ctx, []uint64{1}, time.Unix(1_500_000, 0), time.Unix(1_600_000, 0)); err != nil {
		t.Fatal(err)
	}
	if g, _ := s.Gauges(ctx, time.Unix(1_500_001, 0)); g.DueJobs != 0 {
		t.Fatalf("deferred job still counted due: %d", g.DueJobs)
	}
	if err := s.MarkRelayed(ctx, []RelayMark{{Digest: first.Digest, Key: "k1"}}); err != nil {
		t.Fatal(err)
	}
	if g, _ := s.Gauges(ctx, time.Unix(1_500_001, 0)); g.PendingResults != 1 || g.RelayedResults != 1 {
		t.Fatalf("after relaying one: pending %d relayed %d", g.PendingResults, g.RelayedResults)
	}
	met.mu.Lock()
	defer met.mu.Unlock()
	if met.writes == 0 || len(met.commits) == 0 {
		t.Fatalf("writes %d commits %v: the write slot reported nothing", met.writes, met.commits)
	}
	for _, n := range met.commits {
		if n < 1 {
			t.Fatalf("commit group of %d", n)
		}
	}
}
