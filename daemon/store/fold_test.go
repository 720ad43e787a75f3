package store

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// testFold is a small event interpreter for tests: the real one belongs to the chain watcher. Its args
// encoding is the test's own.
func testFold(job *Job, ev JobEvent, terms TermsLookup) error {
	var a struct {
		Client, Provider  common.Address
		Amount            string
		ExpiredAt         uint64
		TermsID           uint64
		Deliverable       common.Hash
		Score             uint16
		ChallengeDeadline uint64
	}
	if err := json.Unmarshal(ev.Data, &a); err != nil {
		return err
	}
	switch ev.Name {
	case "JobCreated":
		job.Client, job.Provider, job.ExpiredAt, job.Status = a.Client, a.Provider, a.ExpiredAt, 0
	case "AsaJobCreated":
		rec, ok, err := terms(a.TermsID)
		if err != nil {
			return err
		}
		if !ok {
			return fmt.Errorf("unknown terms %d", a.TermsID)
		}
		job.TermsID, job.TermsHash, job.Terms = rec.ID, rec.Hash, rec.Terms
	case "JobFunded":
		v, ok := new(big.Int).SetString(a.Amount, 10)
		if !ok {
			return fmt.Errorf("bad amount %q", a.Amount)
		}
		job.Budget, job.Status, job.Deadline = v, 1, job.ExpiredAt
	case "JobSubmitted":
		var t struct{ EvaluateTimeout uint64 }
		if len(job.Terms) > 0 {
			if err := json.Unmarshal(job.Terms, &t); err != nil {
				return err
			}
		}
		job.Deliverable, job.SubmittedAt, job.Status = a.Deliverable, ev.BlockTime, 2
		job.Deadline = ev.BlockTime + t.EvaluateTimeout
	case "JobVerified":
		job.Score, job.Status, job.Deadline = a.Score, 6, a.ChallengeDeadline
	case "JobSettled":
		job.Status, job.Deadline = 3, 0
	default:
		return fmt.Errorf("unknown event %s", ev.Name)
	}
	return nil
}

// chain builds blocks and events for tests.
type chain struct {
	t    testing.TB
	fork byte
}

// blk is a test block.
type blk struct {
	Number     uint64
	Hash       common.Hash
	ParentHash common.Hash
	Time       uint64
}

func hashOf(parts ...any) common.Hash {
	return common.BytesToHash([]byte(fmt.Sprint(parts...)))
}

func (c *chain) block(n uint64) blk {
	parent := common.Hash{}
	if n > 0 {
		parent = c.blockHash(n - 1)
	}
	return blk{Number: n, Hash: c.blockHash(n), ParentHash: parent, Time: 1_000_000 + n*12}
}

func (c *chain) blockHash(n uint64) common.Hash { return hashOf("block", n, "fork", c.fork) }

func (c *chain) event(n uint64, logIndex uint, job uint64, name string, args any) JobEvent {
	raw, err := json.Marshal(args)
	if err != nil {
		c.t.Fatal(err)
	}
	b := c.block(n)
	return JobEvent{JobID: job, BlockNumber: n, BlockHash: b.Hash, BlockTime: b.Time,
		TxHash: hashOf("tx", n, logIndex, c.fork), LogIndex: logIndex, Name: name, Topics: []common.Hash{hashOf(name)}, Data: raw}
}

func openTest(t testing.TB) *Store {
	t.Helper()
	s, err := Open(context.Background(), t.TempDir()+"/asa.db", Options{Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func timeMs(ms int64) time.Time { return time.UnixMilli(ms) }
