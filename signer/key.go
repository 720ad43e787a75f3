package signer

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
)

// Key signs with an in-memory secp256k1 key. Its String, GoString and log forms show the address
// only.
type Key struct {
	key  *ecdsa.PrivateKey
	addr common.Address
}

// FromKey returns a signer for key (nil for a nil key, so that a missing key stays visibly missing).
func FromKey(key *ecdsa.PrivateKey) *Key {
	if key == nil {
		return nil
	}
	return &Key{key: key, addr: crypto.PubkeyToAddress(key.PublicKey)}
}

// ParseHex parses a hex private key (with or without 0x). The error never echoes the input.
func ParseHex(s string) (*Key, error) {
	s = strings.TrimPrefix(strings.TrimSpace(s), "0x")
	if len(s) != 64 {
		return nil, fmt.Errorf("private key must be 32 bytes of hex (64 characters), got %d characters", len(s))
	}
	pk, err := crypto.HexToECDSA(s)
	if err != nil {
		return nil, errors.New("private key is not a valid secp256k1 key in hex")
	}
	return FromKey(pk), nil
}

// Address implements Signer.
func (k *Key) Address() common.Address { return k.addr }

// PrivateKey returns the key itself, for the few callers that must hold it (writing a keystore
// file). Remote signers have none.
func (k *Key) PrivateKey() *ecdsa.PrivateKey { return k.key }

// SignTx implements Signer.
func (k *Key) SignTx(_ context.Context, chainID *big.Int, tx *types.Transaction) (*types.Transaction, error) {
	if chainID == nil || chainID.Sign() <= 0 {
		return nil, errors.New("sign transaction: chain id must be positive")
	}
	signed, err := types.SignTx(tx, types.LatestSignerForChainID(chainID), k.key)
	if err != nil {
		return nil, fmt.Errorf("sign transaction for %s: %w", k.addr.Hex(), err)
	}
	return signed, nil
}

// SignTypedData implements Signer.
func (k *Key) SignTypedData(_ context.Context, data apitypes.TypedData) ([]byte, error) {
	digest, err := TypedDataHash(data)
	if err != nil {
		return nil, err
	}
	return k.SignDigest(digest)
}

// SignText implements Signer.
func (k *Key) SignText(_ context.Context, msg []byte) ([]byte, error) {
	return k.SignDigest(TextHash(msg))
}

// SignDigest signs a 32-byte digest as is (v = 27 or 28). Only a local key can: remote signers sign
// typed data or text, never an opaque digest.
func (k *Key) SignDigest(digest common.Hash) ([]byte, error) {
	sig, err := crypto.Sign(digest[:], k.key)
	if err != nil {
		return nil, fmt.Errorf("sign as %s: %w", k.addr.Hex(), err)
	}
	sig[64] += 27
	return sig, nil
}

// String shows the address only.
func (k *Key) String() string { return "key(" + k.addr.Hex() + ")" }

// GoString shows the address only, so that %#v cannot print the key.
func (k *Key) GoString() string { return k.String() }
