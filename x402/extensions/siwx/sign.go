package siwx

import (
	"crypto/ecdsa"
	"errors"
	"fmt"
	"net/url"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
)

// SignFunc signs a 32-byte digest and returns a signature (65-byte ECDSA for an EOA; whatever the
// wallet accepts for a contract).
type SignFunc func(digest common.Hash) ([]byte, error)

// KeySigner returns a SignFunc for an ECDSA key (v = 27/28, as wallets return it).
func KeySigner(key *ecdsa.PrivateKey) SignFunc {
	return func(d common.Hash) ([]byte, error) {
		sig, err := crypto.Sign(d[:], key)
		if err != nil {
			return nil, err
		}
		sig[64] += 27
		return sig, nil
	}
}

// CheckChallengeOrigin refuses a challenge whose domain or URI does not belong to the origin of
// the URL that sent it, as the official client does before signing: a server must not obtain a
// sign-in for another site.
func CheckChallengeOrigin(info Info, requestURL string) error {
	u, err := url.Parse(requestURL)
	if err != nil {
		return fmt.Errorf("sign-in-with-x: request URL: %w", err)
	}
	if info.Domain != u.Host {
		return fmt.Errorf("sign-in-with-x: challenge domain %q does not match the response origin host %q", info.Domain, u.Host)
	}
	c, err := url.Parse(info.URI)
	if err != nil || c.Scheme != u.Scheme || c.Host != u.Host {
		return fmt.Errorf("sign-in-with-x: challenge uri %q does not belong to the response origin %s://%s", info.URI, u.Scheme, u.Host)
	}
	return nil
}

// Sign answers a challenge for chain (CAIP-2) as address, signing the EIP-191 digest of the
// message with sign. scheme names the signature kind for the payload (SchemeEIP191 for an EOA,
// SchemeEIP1271 or SchemeEIP6492 for wallets; "" leaves it out, as the official client does).
func Sign(info Info, chain string, address common.Address, scheme string, sign SignFunc) (Payload, error) {
	p := Payload{Domain: info.Domain, Address: address.Hex(), Statement: info.Statement, URI: info.URI, Version: info.Version,
		ChainID: chain, Type: TypeEIP191, Nonce: info.Nonce, IssuedAt: info.IssuedAt, ExpirationTime: info.ExpirationTime,
		NotBefore: info.NotBefore, RequestID: info.RequestID, Resources: info.Resources, SignatureScheme: scheme}
	m, err := p.Message()
	if err != nil {
		return Payload{}, fmt.Errorf("sign-in-with-x: challenge: %w", err)
	}
	sig, err := sign(common.BytesToHash(accounts.TextHash([]byte(m.String()))))
	if err != nil {
		return Payload{}, fmt.Errorf("sign-in-with-x: sign: %w", err)
	}
	if len(sig) == 0 {
		return Payload{}, errors.New("sign-in-with-x: empty signature")
	}
	p.Signature = hexutil.Encode(sig)
	return p, nil
}

// WrapERC6492 wraps a counterfactual wallet's signature per ERC-6492: abi.encode(factory,
// factoryCalldata, signature) followed by the magic suffix.
func WrapERC6492(factory common.Address, factoryCalldata, signature []byte) ([]byte, error) {
	addrT, _ := abi.NewType("address", "", nil)
	bytesT, _ := abi.NewType("bytes", "", nil)
	enc, err := abi.Arguments{{Type: addrT}, {Type: bytesT}, {Type: bytesT}}.Pack(factory, factoryCalldata, signature)
	if err != nil {
		return nil, fmt.Errorf("ERC-6492 wrap: %w", err)
	}
	return append(enc, erc6492Suffix...), nil
}
