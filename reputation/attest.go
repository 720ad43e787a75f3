package reputation

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

// EIP-712 names of reputation attestations.
const (
	DomainName    = "ASA Reputation"
	DomainVersion = "1"
	// AttestationType is the EIP-712 encoding of the signed struct.
	AttestationType = "ReputationAttestation(address subject,uint8 role,uint32 windowDays,uint64 windowStart," +
		"uint64 blockNumber,bytes32 blockHash,uint64 blockTime,uint256[] excludedJobs," +
		"uint64 jobs,uint64 scored,uint64 passed,uint64 compositeSum,uint64 settled,uint64 releasedBpsSum," +
		"uint64 disputed,uint64 deliveryDue,uint64 deliveredOnTime,uint64 silences)"
)

// Domain is an attestation's EIP-712 domain: {name "ASA Reputation", version "1", chainId, verifyingContract
// = the escrow whose events were counted}. It binds the figures to one escrow on one chain.
type Domain struct {
	ChainID *big.Int
	Escrow  common.Address
}

// Attestation is what a daemon signs: one subject's figures in one role and window, as of one block,
// without the excluded jobs.
type Attestation struct {
	Subject      common.Address
	Role         Role
	Window       Window
	WindowStart  uint64 // chain time; 0 for all time
	Block        BlockRef
	ExcludedJobs []uint64 // ascending, no repeats
	Figures      Figures
}

var attestationFields = []apitypes.Type{
	{Name: "subject", Type: "address"},
	{Name: "role", Type: "uint8"},
	{Name: "windowDays", Type: "uint32"},
	{Name: "windowStart", Type: "uint64"},
	{Name: "blockNumber", Type: "uint64"},
	{Name: "blockHash", Type: "bytes32"},
	{Name: "blockTime", Type: "uint64"},
	{Name: "excludedJobs", Type: "uint256[]"},
	{Name: "jobs", Type: "uint64"},
	{Name: "scored", Type: "uint64"},
	{Name: "passed", Type: "uint64"},
	{Name: "compositeSum", Type: "uint64"},
	{Name: "settled", Type: "uint64"},
	{Name: "releasedBpsSum", Type: "uint64"},
	{Name: "disputed", Type: "uint64"},
	{Name: "deliveryDue", Type: "uint64"},
	{Name: "deliveredOnTime", Type: "uint64"},
	{Name: "silences", Type: "uint64"},
}

var domainFields = []apitypes.Type{
	{Name: "name", Type: "string"},
	{Name: "version", Type: "string"},
	{Name: "chainId", Type: "uint256"},
	{Name: "verifyingContract", Type: "address"},
}

func u64(v uint64) string { return new(big.Int).SetUint64(v).String() }

// TypedData is the attestation as EIP-712 typed data (eth_signTypedData_v4), for external signers and
// verifiers.
func (a Attestation) TypedData(d Domain) apitypes.TypedData {
	chainID := new(big.Int)
	if d.ChainID != nil {
		chainID.Set(d.ChainID)
	}
	excluded := make([]any, len(a.ExcludedJobs))
	for i, id := range a.ExcludedJobs {
		excluded[i] = u64(id)
	}
	f := a.Figures
	return apitypes.TypedData{
		Types:       apitypes.Types{"EIP712Domain": domainFields, "ReputationAttestation": attestationFields},
		PrimaryType: "ReputationAttestation",
		Domain: apitypes.TypedDataDomain{
			Name: DomainName, Version: DomainVersion,
			ChainId: (*math.HexOrDecimal256)(chainID), VerifyingContract: d.Escrow.Hex(),
		},
		Message: apitypes.TypedDataMessage{
			"subject":         a.Subject.Hex(),
			"role":            fmt.Sprint(uint8(a.Role)),
			"windowDays":      fmt.Sprint(uint32(a.Window)),
			"windowStart":     u64(a.WindowStart),
			"blockNumber":     u64(a.Block.Number),
			"blockHash":       a.Block.Hash.Hex(),
			"blockTime":       u64(a.Block.Time),
			"excludedJobs":    excluded,
			"jobs":            u64(f.Jobs),
			"scored":          u64(f.Scored),
			"passed":          u64(f.Passed),
			"compositeSum":    u64(f.CompositeSum),
			"settled":         u64(f.Settled),
			"releasedBpsSum":  u64(f.ReleasedBpsSum),
			"disputed":        u64(f.Disputed),
			"deliveryDue":     u64(f.DeliveryDue),
			"deliveredOnTime": u64(f.DeliveredOnTime),
			"silences":        u64(f.Silences),
		},
	}
}

// check refuses attestations whose fields could not have come from a ledger.
func (a Attestation) check() error {
	if a.Role != RoleProvider && a.Role != RoleEvaluator {
		return fmt.Errorf("attestation: %s", a.Role)
	}
	if !slices.IsSorted(a.ExcludedJobs) || len(slices.Compact(slices.Clone(a.ExcludedJobs))) != len(a.ExcludedJobs) {
		return errors.New("attestation: excluded jobs must be ascending without repeats")
	}
	if a.WindowStart != a.Window.Start(a.Block.Time) {
		return fmt.Errorf("attestation: window %s as of time %d starts at %d, not %d", a.Window, a.Block.Time, a.Window.Start(a.Block.Time), a.WindowStart)
	}
	return nil
}

// Digest is the EIP-712 digest the daemon signs.
func (a Attestation) Digest(d Domain) (common.Hash, error) {
	if err := a.check(); err != nil {
		return common.Hash{}, err
	}
	h, _, err := apitypes.TypedDataAndHash(a.TypedData(d))
	if err != nil {
		return common.Hash{}, fmt.Errorf("attestation digest: %w", err)
	}
	return common.BytesToHash(h), nil
}

// Signer signs attestations with a key of its own: never the key that sends the daemon's transactions,
// so that what the daemon hands out cannot be confused with, or weaken, the key that moves money.
type Signer struct {
	s signer.Signer
}

// NewSigner returns a Signer for a local key.
func NewSigner(key *ecdsa.PrivateKey) (*Signer, error) {
	if key == nil {
		return nil, errors.New("reputation: signer key is nil")
	}
	return &Signer{s: signer.FromKey(key)}, nil
}

// FromSigner returns a Signer that signs through s (a local key, a keystore account, Clef, a KMS).
func FromSigner(s signer.Signer) (*Signer, error) {
	if s == nil {
		return nil, errors.New("reputation: nil signer")
	}
	return &Signer{s: s}, nil
}

// Address is the signer's address, the one verifiers recover.
func (s *Signer) Address() common.Address { return s.s.Address() }

// Sign returns the 65-byte r || s || v signature (v = 27 or 28, low s) of the attestation, signed as
// EIP-712 typed data and checked against its digest and the signer's address.
func (s *Signer) Sign(ctx context.Context, d Domain, a Attestation) ([]byte, error) {
	digest, err := a.Digest(d)
	if err != nil {
		return nil, err
	}
	sig, err := signer.SignTypedDataFor(ctx, s.s, a.TypedData(d), digest)
	if err != nil {
		return nil, fmt.Errorf("sign attestation: %w", err)
	}
	return sig, nil
}

// Recover returns the address that signed the attestation. High-s signatures are refused.
func Recover(d Domain, a Attestation, sig []byte) (common.Address, error) {
	digest, err := a.Digest(d)
	if err != nil {
		return common.Address{}, err
	}
	addr, err := settlement.RecoverDigest(digest, sig)
	if err != nil {
		return common.Address{}, fmt.Errorf("recover attestation signer: %w", err)
	}
	return addr, nil
}
