package contracts_test

import (
	"encoding/json"
	"sync"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/tracing"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/core/vm"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/eth/tracers"
	"github.com/ethereum/go-ethereum/node"
)

// opGas is what the EVM charged one transaction for storage and logs, in the escrow and in the token it
// calls. The rest of gasUsed is the 21,000 intrinsic gas, calldata, computation and call overhead.
type opGas struct {
	sload, sstore, logs uint64
}

// gasMeter is a go-ethereum live tracer that records opGas per transaction hash.
type gasMeter struct {
	mu   sync.Mutex
	cur  *opGas
	byTx map[common.Hash]opGas
	hash common.Hash
}

// gasMeterName is the live tracer's name in go-ethereum's tracer directory (a process-wide registry, so
// the one meter lives for the test binary; only TestGasReport's chain enables it).
const gasMeterName = "asa-gas-meter"

var (
	meter         = &gasMeter{byTx: map[common.Hash]opGas{}}
	registerMeter sync.Once
)

// withGasMeter is a chain option that runs every block's transactions under the meter.
func withGasMeter() func(*node.Config, *ethconfig.Config) {
	registerMeter.Do(func() {
		tracers.LiveDirectory.Register(gasMeterName, func(json.RawMessage) (*tracing.Hooks, error) { return meter.hooks(), nil })
	})
	return func(_ *node.Config, c *ethconfig.Config) { c.VMTrace = gasMeterName }
}

func (m *gasMeter) hooks() *tracing.Hooks {
	return &tracing.Hooks{
		OnTxStart: func(_ *tracing.VMContext, tx *types.Transaction, _ common.Address) {
			m.mu.Lock()
			m.cur, m.hash = &opGas{}, tx.Hash()
			m.mu.Unlock()
		},
		OnTxEnd: func(*types.Receipt, error) {
			m.mu.Lock()
			if m.cur != nil {
				m.byTx[m.hash] = *m.cur
			}
			m.cur = nil // system calls between transactions are not counted
			m.mu.Unlock()
		},
		OnOpcode: func(_ uint64, op byte, _, cost uint64, _ tracing.OpContext, _ []byte, _ int, _ error) {
			m.mu.Lock()
			defer m.mu.Unlock()
			if m.cur == nil {
				return
			}
			switch vm.OpCode(op) {
			case vm.SLOAD:
				m.cur.sload += cost
			case vm.SSTORE:
				m.cur.sstore += cost
			case vm.LOG0, vm.LOG1, vm.LOG2, vm.LOG3, vm.LOG4:
				m.cur.logs += cost
			}
		},
	}
}

// of returns what the meter recorded for a transaction.
func (m *gasMeter) of(tx common.Hash) opGas {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.byTx[tx]
}
