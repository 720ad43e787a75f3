// Package signer is the one signing abstraction of the Go client, the CLI and the daemon: every key
// role (client, provider, evaluator, the daemon's transaction senders, x402 settlement, offer and
// receipt signing, attestations, sign-in) signs through a Signer.
//
// Three implementations ship: a local key (Key, from hex or a keystore file), a keystore directory
// with an account chosen by name or address and its password from a file, an environment variable or
// an interactive prompt (OpenAccount), and a remote signer speaking Clef's JSON-RPC API (Clef, which
// also covers web3signer-style services exposing the same account_* methods). An agent whose money
// sits in a KMS, an MPC or a custodial wallet implements the interface itself (see the package
// example).
//
// Typed data is passed as EIP-712 typed data (apitypes.TypedData), not as a digest: a remote signer
// can then show what it signs and check it with its own rules. Callers that know the digest they
// expect use SignTypedDataFor, which checks the typed data hashes to that digest and that the
// signature recovers to the signer's address, so a signer that signs something else is caught before
// anything is sent.
package signer

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"reflect"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
)

// Signer signs for one address. Implementations must never expose key material or passwords through
// errors, String or logs, and must be safe for concurrent use.
type Signer interface {
	// Address is the account the signer signs for.
	Address() common.Address
	// SignTx returns tx signed for chainID (EIP-155; the latest transaction signer for that chain).
	SignTx(ctx context.Context, chainID *big.Int, tx *types.Transaction) (*types.Transaction, error)
	// SignTypedData signs EIP-712 typed data (eth_signTypedData_v4): 65 bytes r || s || v, v = 27 or 28.
	SignTypedData(ctx context.Context, data apitypes.TypedData) ([]byte, error)
	// SignText signs msg with the EIP-191 personal_sign prefix ("\x19Ethereum Signed Message:\n" +
	// len(msg)): 65 bytes r || s || v, v = 27 or 28.
	SignText(ctx context.Context, msg []byte) ([]byte, error)
}

// OrNil returns s, or nil when s holds a nil pointer (FromKey(nil), a nil *Key or remote signer): such a
// Signer is not nil as an interface, so a caller that checks `s != nil` for an optional signer would take
// it for a key and panic on first use. Constructors that take an optional Signer pass it through OrNil.
func OrNil(s Signer) Signer {
	if s == nil {
		return nil
	}
	if v := reflect.ValueOf(s); v.Kind() == reflect.Pointer && v.IsNil() {
		return nil
	}
	return s
}

// secp256k1HalfN is half the curve order: signatures with a larger s are malleable and refused.
var secp256k1HalfN = new(big.Int).Rsh(crypto.S256().Params().N, 1)

// TypedDataHash is the EIP-712 digest of data: keccak256("\x19\x01" || domainSeparator || hashStruct).
func TypedDataHash(data apitypes.TypedData) (common.Hash, error) {
	h, _, err := apitypes.TypedDataAndHash(data)
	if err != nil {
		return common.Hash{}, fmt.Errorf("eip-712 typed data: %w", err)
	}
	return common.BytesToHash(h), nil
}

// TextHash is the EIP-191 personal_sign digest of msg.
func TextHash(msg []byte) common.Hash { return common.BytesToHash(accounts.TextHash(msg)) }

// SignTypedDataFor signs data with s after checking that it hashes to want (the digest the caller or
// the contract computes), and checks the signature: 65 bytes, low s, v = 27 or 28, recovering to
// s.Address(). A zero want skips the digest check (the signature is still checked against the typed
// data's own digest).
func SignTypedDataFor(ctx context.Context, s Signer, data apitypes.TypedData, want common.Hash) ([]byte, error) {
	got, err := TypedDataHash(data)
	if err != nil {
		return nil, err
	}
	if want != (common.Hash{}) && got != want {
		return nil, fmt.Errorf("eip-712 %s: the typed data hashes to %s, not to the digest %s it stands for", data.PrimaryType, got.Hex(), want.Hex())
	}
	sig, err := s.SignTypedData(ctx, data)
	if err != nil {
		return nil, fmt.Errorf("sign %s as %s: %w", data.PrimaryType, s.Address().Hex(), err)
	}
	sig, err = Normalize(sig)
	if err != nil {
		return nil, fmt.Errorf("sign %s as %s: %w", data.PrimaryType, s.Address().Hex(), err)
	}
	if err := checkRecovers(got, sig, s.Address()); err != nil {
		return nil, fmt.Errorf("sign %s: %w", data.PrimaryType, err)
	}
	return sig, nil
}

// SignTextFor signs msg with s (EIP-191 personal_sign) and checks that the signature recovers to
// s.Address().
func SignTextFor(ctx context.Context, s Signer, msg []byte) ([]byte, error) {
	sig, err := s.SignText(ctx, msg)
	if err != nil {
		return nil, fmt.Errorf("sign message as %s: %w", s.Address().Hex(), err)
	}
	sig, err = Normalize(sig)
	if err != nil {
		return nil, fmt.Errorf("sign message as %s: %w", s.Address().Hex(), err)
	}
	if err := checkRecovers(TextHash(msg), sig, s.Address()); err != nil {
		return nil, fmt.Errorf("sign message: %w", err)
	}
	return sig, nil
}

// Normalize returns a copy of a 65-byte signature with v = 27 or 28 (signers answer 0/1 or 27/28),
// refusing other lengths, recovery ids and high-s (malleable) signatures.
func Normalize(sig []byte) ([]byte, error) {
	if len(sig) != crypto.SignatureLength {
		return nil, fmt.Errorf("signature is %d bytes, want %d", len(sig), crypto.SignatureLength)
	}
	out := common.CopyBytes(sig)
	if out[64] < 27 {
		out[64] += 27
	}
	if out[64] != 27 && out[64] != 28 {
		return nil, fmt.Errorf("signature has recovery id %d, want 27 or 28", sig[64])
	}
	if new(big.Int).SetBytes(out[32:64]).Cmp(secp256k1HalfN) > 0 {
		return nil, errors.New("signature has a high s (malleable); the contracts refuse it")
	}
	return out, nil
}

// Recover returns the address whose key made sig (65 bytes, v = 0/1 or 27/28) over digest.
func Recover(digest common.Hash, sig []byte) (common.Address, error) {
	n, err := Normalize(sig)
	if err != nil {
		return common.Address{}, err
	}
	n[64] -= 27
	pub, err := crypto.SigToPub(digest[:], n)
	if err != nil {
		return common.Address{}, fmt.Errorf("recover signer: %w", err)
	}
	return crypto.PubkeyToAddress(*pub), nil
}

func checkRecovers(digest common.Hash, sig []byte, want common.Address) error {
	got, err := Recover(digest, sig)
	if err != nil {
		return err
	}
	if got != want {
		return fmt.Errorf("the signer answered a signature by %s, not by its account %s", got.Hex(), want.Hex())
	}
	return nil
}

// CheckTx checks that signed is tx signed by from for chainID: same transaction (hash of the unsigned
// payload) and the recovered sender is from. A remote signer that altered the transaction or signed
// with another account is caught here.
func CheckTx(chainID *big.Int, tx, signed *types.Transaction, from common.Address) error {
	ts := types.LatestSignerForChainID(chainID)
	if ts.Hash(tx) != ts.Hash(signed) {
		return fmt.Errorf("the signer returned a different transaction (nonce %d, to %v) than the one asked for (nonce %d, to %v)",
			signed.Nonce(), signed.To(), tx.Nonce(), tx.To())
	}
	got, err := types.Sender(ts, signed)
	if err != nil {
		return fmt.Errorf("signed transaction: %w", err)
	}
	if got != from {
		return fmt.Errorf("the transaction is signed by %s, not by %s", got.Hex(), from.Hex())
	}
	return nil
}

// SignTxFor signs tx with s for chainID and checks the result with CheckTx.
func SignTxFor(ctx context.Context, s Signer, chainID *big.Int, tx *types.Transaction) (*types.Transaction, error) {
	if chainID == nil || chainID.Sign() <= 0 {
		return nil, errors.New("sign transaction: chain id must be positive")
	}
	signed, err := s.SignTx(ctx, chainID, tx)
	if err != nil {
		return nil, fmt.Errorf("sign transaction as %s: %w", s.Address().Hex(), err)
	}
	if err := CheckTx(chainID, tx, signed, s.Address()); err != nil {
		return nil, fmt.Errorf("sign transaction as %s: %w", s.Address().Hex(), err)
	}
	return signed, nil
}

// Transactor returns transact options that sign with s for chainID (each signature checked with
// CheckTx), for go-ethereum's contract bindings.
func Transactor(ctx context.Context, s Signer, chainID *big.Int) *bind.TransactOpts {
	from := s.Address()
	return &bind.TransactOpts{
		From:    from,
		Context: ctx,
		Signer: func(addr common.Address, tx *types.Transaction) (*types.Transaction, error) {
			if addr != from {
				return nil, bind.ErrNotAuthorized
			}
			return SignTxFor(ctx, s, chainID, tx)
		},
	}
}
