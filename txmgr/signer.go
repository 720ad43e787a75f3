package txmgr

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
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
