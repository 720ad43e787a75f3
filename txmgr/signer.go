package txmgr

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/signer"
)

// Signer signs transactions for one sender address. Implementations must
// never expose key material through errors, String or logs.
type Signer interface {
	// Address is the sender.
	Address() common.Address
	// SignTx returns tx signed for the manager's chain.
	SignTx(ctx context.Context, tx *types.Transaction) (*types.Transaction, error)
}

// KeySigner signs with an in-memory private key using
// types.LatestSignerForChainID. Its String and log form show the address only.
type KeySigner struct {
	key    *ecdsa.PrivateKey
	addr   common.Address
	signer types.Signer
}

// NewKeySigner returns a signer for key on chainID.
func NewKeySigner(key *ecdsa.PrivateKey, chainID *big.Int) (*KeySigner, error) {
	if key == nil {
		return nil, fmt.Errorf("txmgr: signer: nil key")
	}
	if chainID == nil || chainID.Sign() <= 0 {
		return nil, fmt.Errorf("txmgr: signer: chain id must be positive")
	}
	return &KeySigner{
		key:    key,
		addr:   crypto.PubkeyToAddress(key.PublicKey),
		signer: types.LatestSignerForChainID(chainID),
	}, nil
}

// Address implements Signer.
func (s *KeySigner) Address() common.Address { return s.addr }

// SignTx implements Signer.
func (s *KeySigner) SignTx(_ context.Context, tx *types.Transaction) (*types.Transaction, error) {
	signed, err := types.SignTx(tx, s.signer, s.key)
	if err != nil {
		return nil, fmt.Errorf("txmgr: sign tx for %s: %w", s.addr.Hex(), err)
	}
	return signed, nil
}

// String shows the address only.
func (s *KeySigner) String() string { return "KeySigner(" + s.addr.Hex() + ")" }

// GoString shows the address only, so %#v cannot print the key.
func (s *KeySigner) GoString() string { return s.String() }

// ChainSigner is a signer.Signer (local key, keystore account, Clef, an agent's KMS) bound to the
// manager's chain. Each signature is checked (signer.SignTxFor): a remote signer that altered the
// transaction or signed with another account is refused before anything is sent.
type ChainSigner struct {
	s       signer.Signer
	chainID *big.Int
}

// NewChainSigner binds s to chainID.
func NewChainSigner(s signer.Signer, chainID *big.Int) (*ChainSigner, error) {
	if s == nil {
		return nil, fmt.Errorf("txmgr: signer: nil signer")
	}
	if chainID == nil || chainID.Sign() <= 0 {
		return nil, fmt.Errorf("txmgr: signer: chain id must be positive")
	}
	return &ChainSigner{s: s, chainID: new(big.Int).Set(chainID)}, nil
}

// Address implements Signer.
func (c *ChainSigner) Address() common.Address { return c.s.Address() }

// SignTx implements Signer.
func (c *ChainSigner) SignTx(ctx context.Context, tx *types.Transaction) (*types.Transaction, error) {
	signed, err := signer.SignTxFor(ctx, c.s, c.chainID, tx)
	if err != nil {
		return nil, fmt.Errorf("txmgr: %w", err)
	}
	return signed, nil
}

// String shows the address only.
func (c *ChainSigner) String() string { return "ChainSigner(" + c.s.Address().Hex() + ")" }
