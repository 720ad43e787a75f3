package watcher

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"
)

// Client is the part of a JSON-RPC client the watcher uses.
// *ethclient.Client implements it; so does anything embedding one. When the
// value also has a `Client() *rpc.Client` method (ethclient does), headers
// are fetched in JSON-RPC batches and block hashes are taken as the node
// reports them instead of being recomputed from the header fields.
type Client interface {
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
}

// rawClienter is implemented by *ethclient.Client.
type rawClienter interface{ Client() *rpc.Client }

// chain reads block references from the node.
type chain struct {
	client  Client
	raw     *rpc.Client // nil: fall back to HeaderByNumber one by one
	batch   int
	timeout time.Duration // every call
}

func newChain(c Client, batch int, timeout time.Duration) *chain {
	ch := &chain{client: c, batch: batch, timeout: timeout}
	if rc, ok := c.(rawClienter); ok {
		ch.raw = rc.Client()
	}
	return ch
}

// rpcHeader is the subset of an eth_getBlockByNumber answer the watcher keeps.
type rpcHeader struct {
	Number     *hexutil.Uint64 `json:"number"`
	Hash       *common.Hash    `json:"hash"`
	ParentHash *common.Hash    `json:"parentHash"`
	Timestamp  *hexutil.Uint64 `json:"timestamp"`
}

func (h *rpcHeader) ref(arg string) (BlockRef, error) {
	if h.Number == nil || h.Hash == nil || h.ParentHash == nil || h.Timestamp == nil {
		return BlockRef{}, fmt.Errorf("watcher: node sent an incomplete header for block %s", arg)
	}
	return BlockRef{Number: uint64(*h.Number), Hash: *h.Hash, Parent: *h.ParentHash, Time: uint64(*h.Timestamp)}, nil
}

func headerRef(h *types.Header) BlockRef {
	return BlockRef{Number: h.Number.Uint64(), Hash: h.Hash(), Parent: h.ParentHash, Time: h.Time}
}

// head returns the block the node calls tag ("latest", "safe", "finalized").
func (c *chain) head(ctx context.Context, tag string) (BlockRef, error) {
	ref, ok, err := c.byArg(ctx, tag)
	if err != nil {
		return BlockRef{}, err
	}
	if !ok {
		return BlockRef{}, fmt.Errorf("watcher: node has no %q block yet", tag)
	}
	return ref, nil
}

// block returns the canonical block numbered n; ok is false if the node does
// not have it.
func (c *chain) block(ctx context.Context, n uint64) (BlockRef, bool, error) {
	return c.byArg(ctx, hexutil.EncodeUint64(n))
}

func (c *chain) byArg(ctx context.Context, arg string) (BlockRef, bool, error) {
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	if c.raw != nil {
		var h *rpcHeader
		if err := c.raw.CallContext(ctx, &h, "eth_getBlockByNumber", arg, false); err != nil {
			return BlockRef{}, false, fmt.Errorf("watcher: get block %s: %w", arg, err)
		}
		if h == nil {
			return BlockRef{}, false, nil
		}
		ref, err := h.ref(arg)
		return ref, err == nil, err
	}
	var num *big.Int
	switch arg {
	case "latest":
	case "safe":
		num = big.NewInt(int64(rpc.SafeBlockNumber))
	case "finalized":
		num = big.NewInt(int64(rpc.FinalizedBlockNumber))
	default:
		n, err := hexutil.DecodeUint64(arg)
		if err != nil {
			return BlockRef{}, false, fmt.Errorf("watcher: bad block argument %q: %w", arg, err)
		}
		num = new(big.Int).SetUint64(n)
	}
	h, err := c.client.HeaderByNumber(ctx, num)
	if errors.Is(err, ethereum.NotFound) {
		return BlockRef{}, false, nil
	}
	if err != nil {
		return BlockRef{}, false, fmt.Errorf("watcher: get block %s: %w", arg, err)
	}
	return headerRef(h), true, nil
}

// blocks returns the canonical blocks from..to, in order. A block the node
// does not have is an error: the caller only asks below a head it saw.
func (c *chain) blocks(ctx context.Context, from, to uint64) ([]BlockRef, error) {
	refs := make([]BlockRef, 0, to-from+1)
	if c.raw == nil {
		for n := from; n <= to; n++ {
			ref, ok, err := c.block(ctx, n)
			if err != nil {
				return nil, err
			}
			if !ok {
				return nil, fmt.Errorf("watcher: node lacks block %d below its head", n)
			}
			refs = append(refs, ref)
		}
		return refs, nil
	}
	for start := from; start <= to; {
		end := min(to, start+uint64(c.batch)-1)
		elems := make([]rpc.BatchElem, 0, end-start+1)
		results := make([]*rpcHeader, end-start+1)
		for n := start; n <= end; n++ {
			elems = append(elems, rpc.BatchElem{
				Method: "eth_getBlockByNumber",
				Args:   []any{hexutil.EncodeUint64(n), false},
				Result: &results[n-start],
			})
		}
		bctx, cancel := context.WithTimeout(ctx, c.timeout)
		err := c.raw.BatchCallContext(bctx, elems)
		cancel()
		if err != nil {
			return nil, fmt.Errorf("watcher: get blocks %d-%d: %w", start, end, err)
		}
		for i, e := range elems {
			n := start + uint64(i)
			if e.Error != nil {
				return nil, fmt.Errorf("watcher: get block %d: %w", n, e.Error)
			}
			if results[i] == nil {
				return nil, fmt.Errorf("watcher: node lacks block %d below its head", n)
			}
			ref, err := results[i].ref(hexutil.EncodeUint64(n))
			if err != nil {
				return nil, err
			}
			if ref.Number != n {
				return nil, fmt.Errorf("watcher: asked for block %d, node sent %d", n, ref.Number)
			}
			refs = append(refs, ref)
		}
		if end == to {
			break
		}
		start = end + 1
	}
	return refs, nil
}
