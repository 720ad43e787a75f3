package scalesim

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/asa-escrow/asa/internal/netting"
	"github.com/asa-escrow/asa/internal/scalemodel"
)

// TestSimulationShort is the short form of the netting report that runs in `make test`: one second of
// the large tier's mean rate against a small ledger, every job settled, conservation and proofs checked.
func TestSimulationShort(t *testing.T) {
	for _, quorum := range []int{1, 2} {
		t.Run(fmt.Sprintf("quorum-%d", quorum), func(t *testing.T) {
			p, err := NewPopulation(Config{Accounts: 2_000, Clients: 8, Providers: 8, Evaluators: 4, Quorum: quorum, Budget: 5_000_000})
			if err != nil {
				t.Fatal(err)
			}
			jobs, err := p.SignJobs(116)
			if err != nil {
				t.Fatal(err)
			}
			res, err := p.Run(context.Background(), jobs, 115.74)
			if err != nil {
				t.Fatal(err)
			}
			if res.Jobs != len(jobs) || res.CPU <= 0 || res.Wall < 900*time.Millisecond {
				t.Fatalf("run: %d jobs, CPU %s, wall %s", res.Jobs, res.CPU, res.Wall)
			}
			if res.Root.Accounts != 2_000 || res.Root.TotalCredited.Sign() <= 0 {
				t.Fatalf("root %+v", res.Root)
			}
			if err := p.VerifyProofs(res.Root.Root); err != nil {
				t.Fatal(err)
			}
			// The same jobs again are replays: the operator refuses them and the books do not move.
			credited, _ := p.Ledger().Totals()
			if _, err := p.Run(context.Background(), jobs[:1], 100); !errors.Is(err, netting.ErrReplay) {
				t.Fatalf("a replayed job: %v, want ErrReplay", err)
			}
			if after, _ := p.Ledger().Totals(); after.Cmp(credited) != 0 {
				t.Fatalf("credited moved from %s to %s on a replay", credited, after)
			}
			// The report renders from a real run and the figures make gas measured.
			measured, err := scalemodel.ReadMeasured(filepath.Join("..", "scale.json"))
			if err != nil {
				t.Fatal(err)
			}
			r := nettingReport{cfg: p.cfg, seconds: 1, serialJob: res.CPUPerJob(), runs: []RunResult{res, res}, measured: measured,
				generated: time.Now(), cpuModel: cpuModel(), cgoEnabled: cgoSetting()}
			for _, tier := range scalemodel.Tiers() {
				r.closes = append(r.closes, epochClose{tier: tier, duration: res.Close}, epochClose{tier: tier, peak: true, duration: res.Close})
			}
			if out := r.render(); !strings.Contains(out, "| large | peak |") || strings.Contains(out, "error:") {
				t.Fatalf("report does not render:\n%s", out)
			}
		})
	}
	if _, err := NewPopulation(Config{Accounts: 1, Clients: 1, Providers: 1, Evaluators: 1, Quorum: 2, Budget: 1}); err == nil {
		t.Error("impossible config accepted")
	}
}

func TestEpochTreeClose(t *testing.T) {
	e, err := NewEpochTree(1_000)
	if err != nil {
		t.Fatal(err)
	}
	before := e.tree.Root()
	if _, err := e.Close(10); err != nil {
		t.Fatal(err)
	}
	if e.tree.Root() == before {
		t.Error("root unchanged after changing ten accounts")
	}
	if got := DistinctTouched(1_000_000, 3*69_444); got < 187_000 || got > 189_000 {
		t.Errorf("distinct touched = %d, want about 188,000", got)
	}
}

// BenchmarkNettingJob is the operator's work for one job, serially: recover the voucher, delivery and
// result signatures, open the job, settle it with the settlement package's payout.
func BenchmarkNettingJob(b *testing.B) {
	p, err := NewPopulation(Config{Accounts: 10_000, Clients: 64, Providers: 64, Evaluators: 16, Quorum: 1, Budget: 5_000_000, Workers: 2})
	if err != nil {
		b.Fatal(err)
	}
	jobs, err := p.SignJobs(b.N)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	if err := p.applySerial(jobs); err != nil {
		b.Fatal(err)
	}
	b.StopTimer()
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "jobs/s")
}

// BenchmarkEpochClose closes epochs of a 1,000,000-account ledger with the accounts the large tier's mean
// and peak rates change in a ten-minute epoch.
func BenchmarkEpochClose(b *testing.B) {
	e, err := NewEpochTree(1_000_000)
	if err != nil {
		b.Fatal(err)
	}
	for _, rate := range []float64{115.74, 1157.4} {
		changed := int(DistinctTouched(1_000_000, int64(3*rate*600)))
		b.Run(fmt.Sprintf("changed-%d", changed), func(b *testing.B) {
			var total time.Duration
			for i := 0; i < b.N; i++ {
				d, err := e.Close(changed)
				if err != nil {
					b.Fatal(err)
				}
				total += d
			}
			b.ReportMetric(total.Seconds()/float64(b.N), "s/close")
			b.ReportMetric(0, "ns/op") // the map of random indexes is built outside the measured close
		})
	}
}
