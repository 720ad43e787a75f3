package scalesim

import (
	"crypto/ecdsa"
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/internal/netting"
)

// DistinctTouched is the expected number of distinct accounts among `accounts` that `touches` uniformly
// random picks hit: accounts * (1 - exp(-touches/accounts)). A job touches its client, its provider and
// each counted evaluator.
func DistinctTouched(accounts, touches int64) int64 {
	if accounts <= 0 {
		return 0
	}
	return int64(math.Round(float64(accounts) * (1 - math.Exp(-float64(touches)/float64(accounts)))))
}

// EpochTree is the tree of a ledger with a given number of accounts, built once; Close measures what
// closing an epoch costs when some of those accounts changed.
type EpochTree struct {
	tree     netting.Tree
	addrs    []common.Address
	rng      *rand.Rand
	domain   netting.Domain
	operator *ecdsa.PrivateKey
	epoch    uint64
}

// NewEpochTree builds a tree of `accounts` account leaves.
func NewEpochTree(accounts int) (*EpochTree, error) {
	key, err := crypto.GenerateKey()
	if err != nil {
		return nil, fmt.Errorf("scalesim: operator key: %w", err)
	}
	e := &EpochTree{rng: rand.New(rand.NewPCG(uint64(accounts), 7)), addrs: make([]common.Address, accounts), operator: key,
		domain: netting.Domain{ChainID: big.NewInt(8453), Ledger: common.HexToAddress("0x00000000000000000000000000000000000a5a00")}}
	for i := range e.addrs {
		e.addrs[i] = common.BytesToAddress(crypto.Keccak256([]byte(fmt.Sprintf("epoch account %d", i))))
		e.tree.Set(i, e.leaf(i))
	}
	e.tree.Root()
	return e, nil
}

func (e *EpochTree) leaf(i int) common.Hash {
	return netting.LeafHash(e.addrs[i], new(big.Int).SetUint64(e.rng.Uint64()>>8), new(big.Int).SetUint64(e.rng.Uint64()>>8))
}

// Close gives `changed` distinct random accounts new totals, then does an epoch close's work (as
// netting.Ledger.CloseEpoch does it): their leaf hashes, the incremental root and the operator's
// signature. It returns the time that work took.
func (e *EpochTree) Close(changed int) (time.Duration, error) {
	changed = min(changed, len(e.addrs))
	idx := make(map[int]struct{}, changed)
	for len(idx) < changed {
		idx[e.rng.IntN(len(e.addrs))] = struct{}{}
	}
	t0 := time.Now()
	for i := range idx {
		e.tree.Set(i, e.leaf(i))
	}
	e.epoch++
	r := netting.EpochRoot{Epoch: e.epoch, Root: e.tree.Root(), Accounts: uint64(len(e.addrs)), TotalCredited: big.NewInt(1), TotalDebited: big.NewInt(1)}
	if _, err := netting.SignRoot(e.domain, r, e.operator); err != nil {
		return 0, err
	}
	return time.Since(t0), nil
}
