package reputation

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Chain is what Scan reads: logs and headers (an ethclient.Client, a simulated client).
type Chain interface {
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
}

// ScanOptions say which blocks Scan reads.
type ScanOptions struct {
	// From is the first block: the escrow's deployment block (events of jobs created before it are an error).
	From uint64
	// To is the as-of block; 0 means the head minus Confirmations.
	To uint64
	// Confirmations is how far behind the head the as-of block stays when To is 0.
	Confirmations uint64
	// Step is the most blocks per log query (default 5,000); a query the node refuses is retried with
	// half the range, down to one block.
	Step uint64
}

// DefaultScanStep is the default block range per log query.
const DefaultScanStep = 5000

// Scan reads the escrow's events from the chain and returns a ledger as of one block. The as-of block's
// hash is read before and after the scan: a reorganization that replaced it in between is an error
// (retry), so the ledger describes one chain.
func Scan(ctx context.Context, c Chain, escrow common.Address, o ScanOptions) (*Ledger, error) {
	to := o.To
	if to == 0 {
		head, err := c.HeaderByNumber(ctx, nil)
		if err != nil {
			return nil, fmt.Errorf("reputation scan: head: %w", err)
		}
		n := head.Number.Uint64()
		if o.Confirmations > n {
			return nil, fmt.Errorf("reputation scan: the chain has %d blocks, fewer than %d confirmations", n, o.Confirmations)
		}
		to = n - o.Confirmations
	}
	if o.From > to {
		return nil, fmt.Errorf("reputation scan: from block %d is after the as-of block %d", o.From, to)
	}
	anchor, err := blockRef(ctx, c, to)
	if err != nil {
		return nil, err
	}
	l := NewLedger(escrow)
	step := o.Step
	if step == 0 {
		step = DefaultScanStep
	}
	times := map[uint64]header{}
	topics := [][]common.Hash{l.Topics()}
	for from := o.From; from <= to; {
		end := min(from+step-1, to)
		logs, err := c.FilterLogs(ctx, ethereum.FilterQuery{
			FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(end),
			Addresses: []common.Address{escrow}, Topics: topics,
		})
		if err != nil {
			if ctx.Err() != nil {
				return nil, fmt.Errorf("reputation scan: %w", ctx.Err())
			}
			if step > 1 {
				step /= 2
				continue
			}
			return nil, fmt.Errorf("reputation scan: logs of block %d: %w", from, err)
		}
		for _, lg := range logs {
			t, err := logTime(ctx, c, times, lg)
			if err != nil {
				return nil, err
			}
			if err := l.Apply(Event{Log: lg, Time: t}); err != nil {
				return nil, err
			}
		}
		if end == to {
			break
		}
		from = end + 1
	}
	again, err := blockRef(ctx, c, to)
	if err != nil {
		return nil, err
	}
	if again.Hash != anchor.Hash {
		return nil, fmt.Errorf("reputation scan: block %d changed from %s to %s during the scan (a reorganization); scan again", to, anchor.Hash, again.Hash)
	}
	if err := l.AdvanceTo(anchor); err != nil {
		return nil, err
	}
	return l, nil
}

type header struct {
	hash common.Hash
	time uint64
}

// logTime is the chain time of a log's block: the node's blockTimestamp when it sends one, else the
// header's (whose hash must be the log's block hash: a mismatch means the chain moved under the scan).
func logTime(ctx context.Context, c Chain, cache map[uint64]header, lg types.Log) (uint64, error) {
	if lg.BlockTimestamp != 0 {
		return lg.BlockTimestamp, nil
	}
	h, ok := cache[lg.BlockNumber]
	if !ok {
		hd, err := c.HeaderByNumber(ctx, new(big.Int).SetUint64(lg.BlockNumber))
		if err != nil {
			return 0, fmt.Errorf("reputation scan: header %d: %w", lg.BlockNumber, err)
		}
		h = header{hash: hd.Hash(), time: hd.Time}
		cache[lg.BlockNumber] = h
	}
	if h.hash != lg.BlockHash {
		return 0, fmt.Errorf("reputation scan: block %d is %s, but a log names %s (a reorganization); scan again", lg.BlockNumber, h.hash, lg.BlockHash)
	}
	return h.time, nil
}

func blockRef(ctx context.Context, c Chain, n uint64) (BlockRef, error) {
	h, err := c.HeaderByNumber(ctx, new(big.Int).SetUint64(n))
	if err != nil {
		return BlockRef{}, fmt.Errorf("reputation scan: header %d: %w", n, err)
	}
	if h == nil {
		return BlockRef{}, errors.New("reputation scan: the node returned no header")
	}
	return BlockRef{Number: n, Hash: h.Hash(), Time: h.Time}, nil
}
