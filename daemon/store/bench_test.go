package store

import (
	"context"
	"fmt"
	"runtime"
	"sync/atomic"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
)

// BenchmarkInsertResult measures durable result intake (synchronous=FULL: every acknowledged insert is
// fsynced). Report results/s = 1e9 / ns/op.
//
//	go test -run '^$' -bench BenchmarkInsertResult -benchtime 2000x ./daemon/store
//
// serial: one caller, one transaction and fsync per result.
// group-commit-N-callers: N concurrent callers through InsertResult; results arriving during a
// commit share the next transaction and fsync.
// tx-per-result-64-callers: 64 concurrent callers, each result its own transaction and fsync (what
// InsertResult would be without the group-commit writer).
func BenchmarkInsertResult(b *testing.B) {
	key, err := crypto.GenerateKey()
	if err != nil {
		b.Fatal(err)
	}
	results := func(b *testing.B) []Result {
		rs := make([]Result, b.N)
		for i := range rs {
			rs[i] = signedResult(key, uint64(i%1000), int64(i))
		}
		return rs
	}
	b.Run("serial", func(b *testing.B) {
		s := openTest(b)
		rs := results(b)
		ctx := context.Background()
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			if _, err := s.InsertResult(ctx, rs[i]); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "results/s")
	})
	concurrent := func(b *testing.B, callers int, insert func(s *Store, r Result) error) {
		s := openTest(b)
		rs := results(b)
		var next atomic.Int64
		b.SetParallelism(max(1, callers/runtime.GOMAXPROCS(0)))
		b.ResetTimer()
		b.RunParallel(func(pb *testing.PB) {
			for pb.Next() {
				if err := insert(s, rs[next.Add(1)-1]); err != nil {
					b.Error(err)
					return
				}
			}
		})
		b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "results/s")
	}
	for _, callers := range []int{8, 64} {
		b.Run(fmt.Sprintf("group-commit-%d-callers", callers), func(b *testing.B) {
			concurrent(b, callers, func(s *Store, r Result) error {
				_, err := s.InsertResult(context.Background(), r)
				return err
			})
		})
	}
	b.Run("tx-per-result-64-callers", func(b *testing.B) {
		concurrent(b, 64, func(s *Store, r Result) error {
			req := &resultReq{r: r, done: make(chan error, 1)}
			s.commitResults([]*resultReq{req})
			return <-req.done
		})
	})
}
