package watcher

import (
	"errors"
	"strings"

	"github.com/ethereum/go-ethereum/rpc"
)

// rangeRefusals are fragments of the messages nodes and providers send when
// an eth_getLogs query covers too many blocks or returns too many logs.
// Matching is case-insensitive. Keep this the one place that knows them.
var rangeRefusals = []string{
	"query returned more than",        // geth, erigon, alchemy: "query returned more than 10000 results"
	"too many results",                // generic
	"block range",                     // "block range too large", "exceed maximum block range", "block range is too wide"
	"range too large",                 //
	"range is too large",              //
	"limit exceeded",                  // "query limit exceeded"
	"exceeds the limit",               //
	"logs matched by query exceeds",   // infura style
	"response size exceeded",          //
	"response size should not exceed", // quicknode
	"query timeout exceeded",          // large ranges timing out
	"too many blocks",                 //
}

// rangeRefusalCode is the JSON-RPC "limit exceeded" code of EIP-1474.
const rangeRefusalCode = -32005

// isRangeRefusal reports whether err says the eth_getLogs range was too big.
func isRangeRefusal(err error) bool {
	if err == nil {
		return false
	}
	var rpcErr rpc.Error
	if errors.As(err, &rpcErr) && rpcErr.ErrorCode() == rangeRefusalCode {
		return true
	}
	msg := strings.ToLower(err.Error())
	for _, frag := range rangeRefusals {
		if strings.Contains(msg, frag) {
			return true
		}
	}
	return false
}

// growAfter is how many accepted ranges in a row double a shrunk range.
const growAfter = 16

// rangeSizer keeps the eth_getLogs range between 1 and max blocks: halved on
// every refusal, doubled back after growAfter accepted queries in a row.
type rangeSizer struct {
	max, size uint64
	streak    int
}

func newRangeSizer(max uint64) *rangeSizer { return &rangeSizer{max: max, size: max} }

// shrink halves the range; it returns false when it is already one block.
func (r *rangeSizer) shrink() bool {
	r.streak = 0
	if r.size <= 1 {
		return false
	}
	r.size /= 2
	return true
}

// accepted records a successful query and grows the range back slowly.
func (r *rangeSizer) accepted() {
	if r.size >= r.max {
		return
	}
	r.streak++
	if r.streak >= growAfter {
		r.streak = 0
		r.size = min(r.size*2, r.max)
	}
}
