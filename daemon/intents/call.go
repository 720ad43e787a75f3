package intents

import (
	"context"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
)

// bound is the escrow as a read-only contract.
type boundEscrow struct {
	chain Chain
	addr  common.Address
}

func (e *Escrow) bound() boundEscrow { return boundEscrow{chain: e.Chain, addr: e.Address} }

// callEscrow performs an eth_call of calldata at the latest block and unpacks the answer.
func callEscrow[T any](ctx context.Context, c boundEscrow, calldata []byte, unpack func([]byte) (T, error)) (T, error) {
	var zero T
	out, err := c.chain.CallContract(ctx, ethereum.CallMsg{To: &c.addr, Data: calldata}, nil)
	if err != nil {
		return zero, err
	}
	return unpack(out)
}
