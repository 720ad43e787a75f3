package scalemodel

import (
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
)

// BaseChainID is Base mainnet's chain id; envelopes built for the model are signed for it.
const BaseChainID = 8453

// EVM gas constants the netting model adds on top of measured transactions (Osaka schedule).
const (
	// ProofLevelGas is one Merkle proof level in calldata and in the verifier: 32 calldata bytes (16 gas
	// each, random hashes have no zero bytes worth counting), one 64-byte keccak256 (42) and the
	// ordering, memory and loop work of a sorted-pair verifier (about 70).
	ProofLevelGas = 32*16 + 42 + 70
	// ColdSload is one cold storage read (EIP-2929).
	ColdSload = 2_100
	// NewSlotSstore is a zero-to-nonzero storage write to a cold slot (EIP-2200/2929).
	NewSlotSstore = 22_100
	// SlotUpdateSstore is a nonzero-to-nonzero write to a cold slot.
	SlotUpdateSstore = 5_000
	// IntrinsicGas is what every transaction pays before it runs.
	IntrinsicGas = 21_000
)

// BaseEnvelope signs a transaction as it would go to Base (chain 8453, EIP-1559 with a 0.001 gwei tip
// and a 0.01 gwei fee cap, typical of 2025) and returns its EIP-2718 bytes. The scale report re-signs the
// transactions it measured on the simulated chain this way, so their sizes are those of Base
// transactions, not of a test chain with test fee levels.
func BaseEnvelope(key *ecdsa.PrivateKey, nonce uint64, to common.Address, gas uint64, data []byte) ([]byte, error) {
	chainID := big.NewInt(BaseChainID)
	tx := types.NewTx(&types.DynamicFeeTx{ChainID: chainID, Nonce: nonce, GasTipCap: big.NewInt(1_000_000),
		GasFeeCap: big.NewInt(10_000_000), Gas: gas, To: &to, Data: data})
	signed, err := types.SignTx(tx, types.LatestSignerForChainID(chainID), key)
	if err != nil {
		return nil, fmt.Errorf("base envelope: %w", err)
	}
	b, err := signed.MarshalBinary()
	if err != nil {
		return nil, fmt.Errorf("base envelope: %w", err)
	}
	return b, nil
}

// modelKey signs the modelled transactions of the netting design (any key gives the same sizes).
func modelKey() (*ecdsa.PrivateKey, error) {
	return crypto.ToECDSA(crypto.Keccak256([]byte("asa scale model key")))
}

// hashes returns n pseudo-random 32-byte words (Merkle proof nodes look random to a compressor).
func hashes(n int, seed string) []byte {
	out := make([]byte, 0, 32*n)
	h := crypto.Keccak256([]byte(seed))
	for i := 0; i < n; i++ {
		h = crypto.Keccak256(h)
		out = append(out, h...)
	}
	return out
}

func word(v uint64) []byte { return common.LeftPadBytes(new(big.Int).SetUint64(v).Bytes(), 32) }

// ProofDepth is the depth of a Merkle tree over n leaves (ceil(log2 n), at least 1).
func ProofDepth(n int64) int {
	d := 1
	for int64(1)<<d < n {
		d++
	}
	return d
}

// NettingInputs are the measured transactions the netting model builds on.
type NettingInputs struct {
	// WithdrawGas is the gasUsed of the escrow's withdraw (read a credit, clear it, transfer, emit): a
	// claim against a root does the same work plus the proof.
	WithdrawGas uint64
	// DepositGas is the gasUsed of a funding transfer into the escrow (fund: transferFrom plus the
	// bookkeeping of one balance); a prepaid deposit does the same work.
	DepositGas uint64
	// Accounts is how many parties the root covers (its proof depth follows).
	Accounts int64
}

// Netting is the on-chain side of the netted design (docs/scale.md): clients prepay balances, jobs and
// results are signed off chain, and every epoch the operator posts one Merkle root of each party's
// cumulative credit and debit; parties deposit and withdraw against the latest final root.
type Netting struct {
	EpochSeconds int64
	// SettleEveryDays is how often an agent moves money in or out (one deposit or one withdrawal).
	SettleEveryDays int64
	Root            Footprint // one root posting
	Claim           Footprint // one withdrawal with its proof
	Deposit         Footprint // one top-up
}

// NewNetting models the three transactions of the netted design from measured primitives:
//   - root: intrinsic gas, its calldata (epoch, root, totals), a new slot for the root, an updated epoch
//     counter, an event (about 2,000 gas) and call overhead (about 2,000);
//   - claim: the measured withdraw, plus the proof (ProofLevelGas per level), a cold read of the root
//     and of the party's withdrawn total, and three words of leaf in calldata;
//   - deposit: the measured funding transfer.
//
// The envelopes are signed Base transactions with the calldata each would carry, for the L1 fee.
func NewNetting(in NettingInputs, epochSeconds, settleEveryDays int64) (Netting, error) {
	if in.WithdrawGas == 0 || in.DepositGas == 0 || in.Accounts <= 0 {
		return Netting{}, errors.New("netting model: withdraw and deposit gas and the account count are required")
	}
	if epochSeconds <= 0 || settleEveryDays <= 0 {
		return Netting{}, errors.New("netting model: epoch and settlement interval must be positive")
	}
	key, err := modelKey()
	if err != nil {
		return Netting{}, err
	}
	to := common.HexToAddress("0x00000000000000000000000000000000000a5a00")
	depth := ProofDepth(in.Accounts)

	selector := []byte{0x01, 0x02, 0x03, 0x04}
	rootData := append(append(append(append(append([]byte{}, selector...), word(1_000_000)...), hashes(1, "root")...),
		word(123_456_789_000)...), word(98_765_432_000)...)
	rootGas := uint64(IntrinsicGas) + calldataGas(rootData) + NewSlotSstore + SlotUpdateSstore + 2_000 + 2_000

	claimData := append(append(append(append(append([]byte{}, selector...), word(5_000_000_000)...), word(1_250_000_000)...),
		word(96)...), word(uint64(depth))...)
	claimData = append(claimData, hashes(depth, "proof")...)
	claimGas := in.WithdrawGas + uint64(depth)*ProofLevelGas + 2*ColdSload + 3*32*16

	depositData := append(append([]byte{}, selector...), word(50_000_000)...)

	var n Netting
	n.EpochSeconds, n.SettleEveryDays = epochSeconds, settleEveryDays
	for _, tx := range []struct {
		f    *Footprint
		gas  uint64
		data []byte
	}{{&n.Root, rootGas, rootData}, {&n.Claim, claimGas, claimData}, {&n.Deposit, in.DepositGas, depositData}} {
		env, err := BaseEnvelope(key, 7, to, tx.gas, tx.data)
		if err != nil {
			return Netting{}, err
		}
		tx.f.AddTx(tx.gas, len(tx.data), env)
	}
	return n, nil
}

// calldataGas is the EIP-2028 calldata cost: 16 per nonzero byte, 4 per zero byte.
func calldataGas(data []byte) uint64 {
	var g uint64
	for _, b := range data {
		if b == 0 {
			g += 4
		} else {
			g += 16
		}
	}
	return g
}

// Scale returns f times k (k transactions of the same shape).
func (f Footprint) Scale(k int64) Footprint {
	est := new(big.Int)
	if f.EstSizeScaled != nil {
		est.Mul(f.EstSizeScaled, big.NewInt(k))
	}
	return Footprint{Jobs: f.Jobs * k, Txs: f.Txs * k, ExecGas: f.ExecGas * uint64(k), CalldataBytes: f.CalldataBytes * k,
		EnvelopeBytes: f.EnvelopeBytes * k, FastLZBytes: f.FastLZBytes * k, EstSizeScaled: est, DABytes: f.DABytes * k}
}

// Daily is the netting design's footprint for one day of a tier: its roots, and one deposit or
// withdrawal per agent every SettleEveryDays (half each), spread over the tier's jobs of the day.
func (n Netting) Daily(t Tier) Footprint {
	roots := SecondsPerDay / n.EpochSeconds
	partyTxs := t.Agents / n.SettleEveryDays
	f := n.Root.Scale(roots).Plus(n.Claim.Scale(partyTxs / 2)).Plus(n.Deposit.Scale(partyTxs - partyTxs/2))
	f.Jobs = t.JobsPerDay
	return f
}
