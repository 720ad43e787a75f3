// Package netting is the off-chain core of the netted settlement design in docs/scale.md: clients prepay
// a balance into a ledger contract, jobs and results are signed messages instead of transactions, and
// every epoch the operator publishes one Merkle root of every party's cumulative credit and debit,
// against which parties withdraw.
//
// It is a prototype for measurement (bench/scalesim runs it at the white paper's rates), built on the
// project's real parts: payouts come from the settlement package's money rule, evaluators sign the same
// EIP-712 Result the escrow accepts (bound to the ledger's address), and the Merkle tree follows
// OpenZeppelin's MerkleProof construction (sorted-pair keccak, double-hashed leaves; not yet run against
// the Solidity library, as there is no ledger contract). It holds its state in memory; a production
// operator would keep every accepted message in its store before answering, as the daemon does.
package netting

import (
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/crypto"
)

// EIP-712 names of the ledger's messages.
const (
	DomainName    = "ASA Ledger"
	DomainVersion = "1"
	// VoucherType is a client's signed job: it commits budget from the client's prepaid balance.
	VoucherType = "Job(address client,address provider,address[] evaluators,uint8 quorum,bytes32 termsHash,uint256 budget,uint256 nonce,uint64 deliverBy)"
	// DeliveryType is the provider's signed commitment to the content hash of its delivery.
	DeliveryType = "Delivery(bytes32 job,bytes32 deliverable,uint64 submittedAt)"
	// EpochRootType is the operator's signed root of one epoch.
	EpochRootType = "EpochRoot(uint64 epoch,bytes32 root,uint256 accounts,uint256 totalCredited,uint256 totalDebited)"
)

var (
	domainTypeHash   = crypto.Keccak256Hash([]byte("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"))
	voucherTypeHash  = crypto.Keccak256Hash([]byte(VoucherType))
	deliveryTypeHash = crypto.Keccak256Hash([]byte(DeliveryType))
	rootTypeHash     = crypto.Keccak256Hash([]byte(EpochRootType))
	secp256k1HalfN   = new(big.Int).Rsh(crypto.S256().Params().N, 1)
)

// Domain is the EIP-712 domain of one ledger contract on one chain.
type Domain struct {
	ChainID *big.Int
	Ledger  common.Address
}

// Separator is keccak256(abi.encode(typeHash, name, version, chainId, ledger)).
func (d Domain) Separator() common.Hash {
	return crypto.Keccak256Hash(domainTypeHash[:], crypto.Keccak256([]byte(DomainName)), crypto.Keccak256([]byte(DomainVersion)),
		u256(d.ChainID), common.LeftPadBytes(d.Ledger[:], 32))
}

func (d Domain) digest(structHash common.Hash) common.Hash {
	sep := d.Separator()
	return crypto.Keccak256Hash([]byte{0x19, 0x01}, sep[:], structHash[:])
}

func u256(v *big.Int) []byte {
	if v == nil {
		v = new(big.Int)
	}
	return math.U256Bytes(new(big.Int).Set(v))
}

func u64(v uint64) []byte { return u256(new(big.Int).SetUint64(v)) }

// Voucher is a job a client commits to: provider, evaluators and quorum, the registered terms, the budget
// drawn from the client's prepaid balance, a nonce (unique per client) and the delivery deadline.
type Voucher struct {
	Client     common.Address
	Provider   common.Address
	Evaluators []common.Address
	Quorum     uint8
	TermsHash  common.Hash
	Budget     *big.Int
	Nonce      *big.Int
	DeliverBy  uint64
}

// StructHash is the EIP-712 hashStruct; the evaluators array hashes as keccak256 of its padded words.
func (v Voucher) StructHash() common.Hash {
	evals := make([]byte, 0, 32*len(v.Evaluators))
	for _, e := range v.Evaluators {
		evals = append(evals, common.LeftPadBytes(e[:], 32)...)
	}
	return crypto.Keccak256Hash(voucherTypeHash[:], common.LeftPadBytes(v.Client[:], 32), common.LeftPadBytes(v.Provider[:], 32),
		crypto.Keccak256(evals), u64(uint64(v.Quorum)), v.TermsHash[:], u256(v.Budget), u256(v.Nonce), u64(v.DeliverBy))
}

// ID is the job's identity: the voucher's EIP-712 digest. Results carry it as their jobId.
func (v Voucher) ID(d Domain) common.Hash { return d.digest(v.StructHash()) }

// Delivery is the provider's commitment to sha256 of what it delivered, at a time.
type Delivery struct {
	Job         common.Hash
	Deliverable common.Hash
	SubmittedAt uint64
}

// StructHash is the EIP-712 hashStruct.
func (dl Delivery) StructHash() common.Hash {
	return crypto.Keccak256Hash(deliveryTypeHash[:], dl.Job[:], dl.Deliverable[:], u64(dl.SubmittedAt))
}

// EpochRoot is what the operator publishes (and posts on chain) at the end of an epoch.
type EpochRoot struct {
	Epoch         uint64
	Root          common.Hash
	Accounts      uint64
	TotalCredited *big.Int
	TotalDebited  *big.Int
}

// StructHash is the EIP-712 hashStruct.
func (r EpochRoot) StructHash() common.Hash {
	return crypto.Keccak256Hash(rootTypeHash[:], u64(r.Epoch), r.Root[:], u64(r.Accounts), u256(r.TotalCredited), u256(r.TotalDebited))
}

// Sign signs digest with key: 65 bytes r || s || v, v = 27/28, low s (as OpenZeppelin's ECDSA requires).
func Sign(digest common.Hash, key *ecdsa.PrivateKey) ([]byte, error) {
	sig, err := crypto.Sign(digest[:], key)
	if err != nil {
		return nil, fmt.Errorf("sign: %w", err)
	}
	sig[64] += 27
	return sig, nil
}

// Recover returns the signer of digest. It refuses malformed and high-s signatures.
func Recover(digest common.Hash, sig []byte) (common.Address, error) {
	if len(sig) != 65 {
		return common.Address{}, fmt.Errorf("recover: signature is %d bytes, want 65", len(sig))
	}
	if new(big.Int).SetBytes(sig[32:64]).Cmp(secp256k1HalfN) > 0 {
		return common.Address{}, errors.New("recover: malleable signature (high s)")
	}
	v := sig[64]
	if v >= 27 {
		v -= 27
	}
	if v > 1 {
		return common.Address{}, fmt.Errorf("recover: invalid recovery id %d", sig[64])
	}
	norm := common.CopyBytes(sig)
	norm[64] = v
	pub, err := crypto.SigToPub(digest[:], norm)
	if err != nil {
		return common.Address{}, fmt.Errorf("recover: %w", err)
	}
	return crypto.PubkeyToAddress(*pub), nil
}

// SignVoucher, SignDelivery and SignRoot sign the message's digest in the domain.
func SignVoucher(d Domain, v Voucher, key *ecdsa.PrivateKey) ([]byte, error) {
	return Sign(v.ID(d), key)
}

// SignDelivery signs a delivery.
func SignDelivery(d Domain, dl Delivery, key *ecdsa.PrivateKey) ([]byte, error) {
	return Sign(d.digest(dl.StructHash()), key)
}

// SignRoot signs an epoch root.
func SignRoot(d Domain, r EpochRoot, key *ecdsa.PrivateKey) ([]byte, error) {
	return Sign(d.digest(r.StructHash()), key)
}

// RootSigner recovers who signed an epoch root.
func RootSigner(d Domain, r EpochRoot, sig []byte) (common.Address, error) {
	return Recover(d.digest(r.StructHash()), sig)
}
