package store

import (
	"context"
	"database/sql"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/settlement"
)

// ListJobs pages through every job with a cursor (no cap) and filters by state and party together.
func TestListJobsFiltersAndPages(t *testing.T) {
	ctx := context.Background()
	s := openTest(t)
	alice, bob, eve := common.HexToAddress("0xA11CE00000000000000000000000000000000001"), common.HexToAddress("0xB0B0000000000000000000000000000000000002"), common.HexToAddress("0xE7E0000000000000000000000000000000000003")
	const n = 250
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		for id := uint64(1); id <= n; id++ {
			j := &Job{ID: id, Client: alice, Provider: bob, Evaluators: []common.Address{bob}, Quorum: 1, Budget: big.NewInt(int64(id)), Status: settlement.JobFunded}
			if id%5 == 0 {
				j.Status, j.Evaluators = settlement.JobCompleted, []common.Address{eve}
			}
			if err := putJob(ctx, tx, j); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var all []uint64
	for before := uint64(0); ; {
		page, err := s.ListJobs(ctx, JobQuery{Before: before, Limit: 100})
		if err != nil {
			t.Fatal(err)
		}
		for _, j := range page {
			all = append(all, j.ID)
		}
		if len(page) < 100 {
			break
		}
		before = page[len(page)-1].ID
	}
	if len(all) != n || all[0] != n || all[n-1] != 1 {
		t.Fatalf("paged %d jobs (first %v), want %d newest first", len(all), all[:min(3, len(all))], n)
	}
	for i := 1; i < len(all); i++ {
		if all[i] != all[i-1]-1 {
			t.Fatalf("pages skip or repeat a job at %d: %d after %d", i, all[i], all[i-1])
		}
	}
	done, err := s.ListJobs(ctx, JobQuery{Statuses: []settlement.JobStatus{settlement.JobCompleted}, Party: &eve, Before: 100, Limit: 1000})
	if err != nil {
		t.Fatal(err)
	}
	if len(done) != 19 || done[0].ID != 95 || done[0].Status != settlement.JobCompleted {
		t.Errorf("completed jobs of the evaluator below 100: %d, first %+v", len(done), done[0])
	}
	none, err := s.ListJobs(ctx, JobQuery{Statuses: []settlement.JobStatus{settlement.JobFunded}, Party: &eve, Limit: 10})
	if err != nil || len(none) != 0 {
		t.Errorf("funded jobs of the evaluator of completed ones only: %v, %v", none, err)
	}
	if _, err := s.ListJobs(ctx, JobQuery{}); err == nil {
		t.Error("a zero limit is accepted")
	}
}
