package offerreceipt

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/asa-escrow/asa/signer"
)

// typedData is message as primaryType under domain. Message values are JSON-safe (decimal strings, 0x
// hex), so that the typed data reaches a remote signer (Clef) unchanged.
func typedData(domain apitypes.TypedDataDomain, domainType []apitypes.Type, primaryType string, fields []apitypes.Type, message apitypes.TypedDataMessage) apitypes.TypedData {
	return apitypes.TypedData{
		Types:       apitypes.Types{"EIP712Domain": domainType, primaryType: fields},
		PrimaryType: primaryType,
		Domain:      domain,
		Message:     message,
	}
}

// digestOf returns the EIP-712 digest of td.
func digestOf(td apitypes.TypedData, err error) ([]byte, error) {
	if err != nil {
		return nil, err
	}
	h, _, err := apitypes.TypedDataAndHash(td)
	if err != nil {
		return nil, fmt.Errorf("EIP-712 %s: %w", td.PrimaryType, err)
	}
	return h, nil
}

// domainTypeNameVersionChain is the domain of the standard artifacts: {name, version, chainId}.
var domainTypeNameVersionChain = []apitypes.Type{
	{Name: "name", Type: "string"}, {Name: "version", Type: "string"}, {Name: "chainId", Type: "uint256"},
}

func chainDomain(name string, chainID *big.Int, verifyingContract string) apitypes.TypedDataDomain {
	return apitypes.TypedDataDomain{Name: name, Version: "1", ChainId: (*math.HexOrDecimal256)(chainID), VerifyingContract: verifyingContract}
}

// Signer signs offers and receipts through one signer.Signer (a local key, a keystore account, Clef,
// a KMS). Use a key of its own: never the key that sends transactions, so that the artifacts a server
// hands out cannot be confused with, or weaken, the key that moves money.
type Signer struct {
	s signer.Signer
}

// NewSigner returns a Signer for a local key.
func NewSigner(key *ecdsa.PrivateKey) (*Signer, error) {
	if key == nil {
		return nil, errors.New("offer-receipt: signer key is nil")
	}
	return &Signer{s: signer.FromKey(key)}, nil
}

// FromSigner returns a Signer that signs through s.
func FromSigner(s signer.Signer) (*Signer, error) {
	if s == nil {
		return nil, errors.New("offer-receipt: nil signer")
	}
	return &Signer{s: s}, nil
}

// Address is the signer's address, the one verifiers recover.
func (s *Signer) Address() common.Address { return s.s.Address() }

// sign returns the 65-byte r||s||v signature (v = 27/28, as viem writes it) of td, checked to recover to
// the signer's address.
func (s *Signer) sign(ctx context.Context, td apitypes.TypedData) (string, error) {
	sig, err := signer.SignTypedDataFor(ctx, s.s, td, common.Hash{})
	if err != nil {
		return "", fmt.Errorf("offer-receipt: %w", err)
	}
	return hexutil.Encode(sig), nil
}

var secp256k1HalfN = new(big.Int).Rsh(crypto.S256().Params().N, 1)

// recoverSigner recovers the address that signed digest with a 65-byte hex signature (v 27/28 or
// 0/1). High-s signatures are refused (EIP-2), so each artifact has one valid signature.
func recoverSigner(digest []byte, signature string) (common.Address, error) {
	sig, err := hexutil.Decode(signature)
	if err != nil {
		return common.Address{}, fmt.Errorf("signature is not 0x hex: %w", err)
	}
	if len(sig) != 65 {
		return common.Address{}, fmt.Errorf("signature is %d bytes, want 65 (r, s, v)", len(sig))
	}
	if new(big.Int).SetBytes(sig[32:64]).Cmp(secp256k1HalfN) > 0 {
		return common.Address{}, errors.New("signature has a high s value (not canonical)")
	}
	v := sig[64]
	if v >= 27 {
		v -= 27
	}
	if v > 1 {
		return common.Address{}, fmt.Errorf("signature has recovery id %d", sig[64])
	}
	rsv := append(append([]byte{}, sig[:64]...), v)
	pub, err := crypto.SigToPub(digest, rsv)
	if err != nil {
		return common.Address{}, fmt.Errorf("signature does not recover: %w", err)
	}
	return crypto.PubkeyToAddress(*pub), nil
}
