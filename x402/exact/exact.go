// Package exact implements the x402 "exact" payment scheme on EVM chains through EIP-3009
// TransferWithAuthorization: the JSON payload, its EIP-712 digest, signing a payment as the
// official TypeScript client does, and recovering and checking the signer.
//
// It does not touch the chain; balance, nonce and settlement checks live in x402/facilitator.
package exact

import (
	"context"
	"crypto/ecdsa"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/signer"
	"github.com/asa-escrow/asa/x402"
)

// Authorization is the wire form of an EIP-3009 authorization: addresses as 0x hex, numbers as
// decimal strings, nonce as 0x + 64 hex digits.
type Authorization struct {
	From        string `json:"from"`
	To          string `json:"to"`
	Value       string `json:"value"`
	ValidAfter  string `json:"validAfter"`
	ValidBefore string `json:"validBefore"`
	Nonce       string `json:"nonce"`
}

// Payload is the exact EVM scheme payload: {signature, authorization}.
type Payload struct {
	Signature     string        `json:"signature"`
	Authorization Authorization `json:"authorization"`
}

// Transfer is a parsed, typed EIP-3009 authorization.
type Transfer struct {
	From        common.Address
	To          common.Address
	Value       *big.Int
	ValidAfter  *big.Int
	ValidBefore *big.Int
	Nonce       [32]byte
}

// Signed is a parsed payload: the transfer and its signature bytes.
type Signed struct {
	Transfer  Transfer
	Signature []byte
}

// Domain is the token's EIP-712 domain: {name, version, chainId, verifyingContract: asset}.
type Domain struct {
	Name              string
	Version           string
	ChainID           *big.Int
	VerifyingContract common.Address
}

// MaxSignatureLen bounds the signature bytes accepted (ECDSA is 65; ERC-1271 / ERC-6492 are longer).
const MaxSignatureLen = 4096

// DecodePayload parses a raw scheme payload (the "payload" member of a PaymentPayload).
func DecodePayload(raw json.RawMessage) (Signed, error) {
	var p Payload
	if err := json.Unmarshal(raw, &p); err != nil {
		return Signed{}, fmt.Errorf("exact payload is not valid JSON: %w", err)
	}
	return p.Parse()
}

// Parse checks every field of the wire payload and returns it typed.
func (p Payload) Parse() (Signed, error) {
	var s Signed
	a := p.Authorization
	var err error
	if s.Transfer.From, err = parseAddress("authorization.from", a.From); err != nil {
		return s, err
	}
	if s.Transfer.To, err = parseAddress("authorization.to", a.To); err != nil {
		return s, err
	}
	for _, f := range []struct {
		name string
		in   string
		out  **big.Int
	}{
		{"authorization.value", a.Value, &s.Transfer.Value},
		{"authorization.validAfter", a.ValidAfter, &s.Transfer.ValidAfter},
		{"authorization.validBefore", a.ValidBefore, &s.Transfer.ValidBefore},
	} {
		v, err := x402.ParseAmount(f.in)
		if err != nil {
			return s, fmt.Errorf("%s: %w", f.name, err)
		}
		*f.out = v
	}
	nonce, err := parseHex("authorization.nonce", a.Nonce)
	if err != nil {
		return s, err
	}
	if len(nonce) != 32 {
		return s, fmt.Errorf("authorization.nonce must be 32 bytes, got %d", len(nonce))
	}
	copy(s.Transfer.Nonce[:], nonce)
	if s.Signature, err = parseHex("signature", p.Signature); err != nil {
		return s, err
	}
	if len(s.Signature) == 0 || len(s.Signature) > MaxSignatureLen {
		return s, fmt.Errorf("signature length %d is out of range", len(s.Signature))
	}
	return s, nil
}

// Wire returns the payload in the wire form the TypeScript client writes (checksummed addresses,
// lowercase hex nonce and signature).
func (s Signed) Wire() Payload {
	t := s.Transfer
	return Payload{
		Signature: hexutil(s.Signature),
		Authorization: Authorization{
			From: t.From.Hex(), To: t.To.Hex(), Value: t.Value.String(),
			ValidAfter: t.ValidAfter.String(), ValidBefore: t.ValidBefore.String(),
			Nonce: hexutil(t.Nonce[:]),
		},
	}
}

func hexutil(b []byte) string { return "0x" + hex.EncodeToString(b) }

func parseAddress(field, s string) (common.Address, error) {
	if len(s) != 42 || !strings.HasPrefix(s, "0x") && !strings.HasPrefix(s, "0X") {
		return common.Address{}, fmt.Errorf("%s %q is not a 0x-prefixed 20-byte address", field, s)
	}
	b, err := hex.DecodeString(s[2:])
	if err != nil {
		return common.Address{}, fmt.Errorf("%s %q is not hex", field, s)
	}
	return common.BytesToAddress(b), nil
}

func parseHex(field, s string) ([]byte, error) {
	rest, ok := strings.CutPrefix(s, "0x")
	if !ok {
		return nil, fmt.Errorf("%s is not 0x-prefixed hex", field)
	}
	if len(rest)%2 != 0 {
		return nil, fmt.Errorf("%s has an odd number of hex digits", field)
	}
	b, err := hex.DecodeString(rest)
	if err != nil {
		return nil, fmt.Errorf("%s is not hex: %w", field, err)
	}
	return b, nil
}

// ParseAddress parses a 0x-prefixed 20-byte hex address (any case; checksums are not enforced,
// as viem's getAddress does not enforce them for all-lowercase input).
func ParseAddress(s string) (common.Address, error) { return parseAddress("address", s) }

// DomainFor builds the token's EIP-712 domain from requirements: name and version from
// requirements.extra, chain id from the network (v1 names or v2 CAIP-2), verifying contract =
// asset.
func DomainFor(version int, req x402.PaymentRequirements) (Domain, error) {
	name, ver := req.ExtraString("name"), req.ExtraString("version")
	if name == "" || ver == "" {
		return Domain{}, fmt.Errorf("EIP-712 domain parameters (name, version) are required in payment requirements for asset %s", req.Asset)
	}
	chainID, err := x402.NetworkChainID(version, req.Network)
	if err != nil {
		return Domain{}, err
	}
	asset, err := parseAddress("asset", req.Asset)
	if err != nil {
		return Domain{}, err
	}
	return Domain{Name: name, Version: ver, ChainID: chainID, VerifyingContract: asset}, nil
}

var (
	domainTypeHash   = crypto.Keccak256([]byte("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"))
	transferTypeHash = crypto.Keccak256([]byte("TransferWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)"))
)

// Separator returns the EIP-712 domain separator.
func (d Domain) Separator() [32]byte {
	buf := make([]byte, 0, 5*32)
	buf = append(buf, domainTypeHash...)
	buf = append(buf, crypto.Keccak256([]byte(d.Name))...)
	buf = append(buf, crypto.Keccak256([]byte(d.Version))...)
	buf = append(buf, word(d.ChainID)...)
	buf = append(buf, common.LeftPadBytes(d.VerifyingContract[:], 32)...)
	return [32]byte(crypto.Keccak256(buf))
}

func word(v *big.Int) []byte { return common.LeftPadBytes(v.Bytes(), 32) }

// Digest returns the EIP-712 digest of a TransferWithAuthorization under the domain.
func (d Domain) Digest(t Transfer) [32]byte {
	sep := d.Separator()
	buf := make([]byte, 0, 7*32)
	buf = append(buf, transferTypeHash...)
	buf = append(buf, common.LeftPadBytes(t.From[:], 32)...)
	buf = append(buf, common.LeftPadBytes(t.To[:], 32)...)
	buf = append(buf, word(t.Value)...)
	buf = append(buf, word(t.ValidAfter)...)
	buf = append(buf, word(t.ValidBefore)...)
	buf = append(buf, t.Nonce[:]...)
	structHash := crypto.Keccak256(buf)
	return [32]byte(crypto.Keccak256([]byte{0x19, 0x01}, sep[:], structHash))
}

// Sign signs the transfer with key and returns a 65-byte r||s||v signature with v in {27, 28},
// as viem's signTypedData returns it.
func Sign(key *ecdsa.PrivateKey, d Domain, t Transfer) ([]byte, error) {
	digest := d.Digest(t)
	sig, err := crypto.Sign(digest[:], key)
	if err != nil {
		return nil, fmt.Errorf("sign transfer authorization: %w", err)
	}
	sig[64] += 27
	return sig, nil
}

// secp256k1HalfN is n/2; signatures with a larger s are malleable and tokens reject them.
var secp256k1HalfN = new(big.Int).Rsh(crypto.S256().Params().N, 1)

// ErrBadSignature is returned when a signature is malformed or not from the authorizer.
var ErrBadSignature = errors.New("signature does not recover to the authorizer")

// Recover returns the EOA that signed the transfer with a 65-byte ECDSA signature. It rejects
// high-s signatures and v outside {0, 1, 27, 28}, as the token contracts do.
func Recover(d Domain, t Transfer, sig []byte) (common.Address, error) {
	if len(sig) != 65 {
		return common.Address{}, fmt.Errorf("%w: ECDSA signature must be 65 bytes, got %d", ErrBadSignature, len(sig))
	}
	s := new(big.Int).SetBytes(sig[32:64])
	if s.Sign() == 0 || s.Cmp(secp256k1HalfN) > 0 {
		return common.Address{}, fmt.Errorf("%w: s is zero or in the upper half", ErrBadSignature)
	}
	v := sig[64]
	if v >= 27 {
		v -= 27
	}
	if v > 1 {
		return common.Address{}, fmt.Errorf("%w: invalid v %d", ErrBadSignature, sig[64])
	}
	rs := make([]byte, 65)
	copy(rs, sig[:64])
	rs[64] = v
	digest := d.Digest(t)
	pub, err := crypto.SigToPub(digest[:], rs)
	if err != nil {
		return common.Address{}, fmt.Errorf("%w: %v", ErrBadSignature, err)
	}
	return crypto.PubkeyToAddress(*pub), nil
}

// VerifyEOA reports whether sig is t.From's ECDSA signature over t under d.
func VerifyEOA(d Domain, s Signed) error {
	who, err := Recover(d, s.Transfer, s.Signature)
	if err != nil {
		return err
	}
	if who != s.Transfer.From {
		return ErrBadSignature
	}
	return nil
}

// eip6492Magic ends every ERC-6492 wrapped (counterfactual wallet) signature.
var eip6492Magic = common.FromHex("0x6492649264926492649264926492649264926492649264926492649264926492")

// IsERC6492 reports whether sig is an ERC-6492 wrapped signature.
func IsERC6492(sig []byte) bool {
	return len(sig) >= 32 && string(sig[len(sig)-32:]) == string(eip6492Magic)
}

// NewPayment signs a v2 exact payment for req like the official TypeScript client
// (@x402/evm ExactEvmScheme): validAfter "0", validBefore now + maxTimeoutSeconds, a random
// 32-byte nonce from rnd, value = req.amount, to = req.payTo.
func NewPayment(key *ecdsa.PrivateKey, req x402.PaymentRequirements, now time.Time, rnd io.Reader) (Signed, error) {
	return newPayment(context.Background(), signer.FromKey(key), x402.Version2, req, big.NewInt(0), now, rnd)
}

// NewPaymentV1 signs a v1 exact payment like the TypeScript v1 client: validAfter now - 600 s,
// validBefore now + maxTimeoutSeconds.
func NewPaymentV1(key *ecdsa.PrivateKey, req x402.PaymentRequirementsV1, now time.Time, rnd io.Reader) (Signed, error) {
	return newPayment(context.Background(), signer.FromKey(key), x402.Version1, req.ToV2(), big.NewInt(now.Unix()-600), now, rnd)
}

func newPayment(ctx context.Context, s signer.Signer, version int, req x402.PaymentRequirements, validAfter *big.Int, now time.Time, rnd io.Reader) (Signed, error) {
	if req.Scheme != x402.SchemeExact {
		return Signed{}, fmt.Errorf("scheme %q is not %q", req.Scheme, x402.SchemeExact)
	}
	d, err := DomainFor(version, req)
	if err != nil {
		return Signed{}, err
	}
	to, err := parseAddress("payTo", req.PayTo)
	if err != nil {
		return Signed{}, err
	}
	value, err := x402.ParseAmount(req.Amount)
	if err != nil {
		return Signed{}, fmt.Errorf("requirements amount: %w", err)
	}
	if req.MaxTimeoutSeconds <= 0 {
		return Signed{}, fmt.Errorf("maxTimeoutSeconds %d is not positive", req.MaxTimeoutSeconds)
	}
	t := Transfer{
		From: s.Address(), To: to, Value: value,
		ValidAfter: validAfter, ValidBefore: big.NewInt(now.Unix() + req.MaxTimeoutSeconds),
	}
	if _, err := io.ReadFull(rnd, t.Nonce[:]); err != nil {
		return Signed{}, fmt.Errorf("read random nonce: %w", err)
	}
	sig, err := SignWith(ctx, s, d, t)
	if err != nil {
		return Signed{}, err
	}
	return Signed{Transfer: t, Signature: sig}, nil
}

// PaymentPayload wraps a signed v2 payment in the PAYMENT-SIGNATURE envelope.
func PaymentPayload(s Signed, accepted x402.PaymentRequirements, resource *x402.ResourceInfo) (x402.PaymentPayload, error) {
	raw, err := json.Marshal(s.Wire())
	if err != nil {
		return x402.PaymentPayload{}, fmt.Errorf("encode exact payload: %w", err)
	}
	return x402.PaymentPayload{X402Version: x402.Version2, Resource: resource, Accepted: accepted, Payload: raw}, nil
}

// PaymentPayloadV1 wraps a signed v1 payment in the X-PAYMENT envelope.
func PaymentPayloadV1(s Signed, req x402.PaymentRequirementsV1) (x402.PaymentPayloadV1, error) {
	raw, err := json.Marshal(s.Wire())
	if err != nil {
		return x402.PaymentPayloadV1{}, fmt.Errorf("encode exact payload: %w", err)
	}
	return x402.PaymentPayloadV1{X402Version: x402.Version1, Scheme: req.Scheme, Network: req.Network, Payload: raw}, nil
}
