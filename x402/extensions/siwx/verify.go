package siwx

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"net/url"
	"sort"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/bindings"
)

// Chain is what verification asks a node: a wallet's code and read-only calls (an ethclient or a
// simulated backend's client).
type Chain interface {
	CodeAt(ctx context.Context, account common.Address, blockNumber *big.Int) ([]byte, error)
	CallContract(ctx context.Context, call ethereum.CallMsg, blockNumber *big.Int) ([]byte, error)
}

// Defaults of a Verifier.
const (
	DefaultMaxAge       = 5 * time.Minute
	DefaultChallengeTTL = 5 * time.Minute
	DefaultClockSkew    = 30 * time.Second
)

// Config configures a Verifier.
type Config struct {
	// Origin is the server's own origin ("https://escrow.example"): sign-ins must name its host
	// as domain and a URI on it.
	Origin string
	// Chains maps each accepted CAIP-2 chain ("eip155:8453") to a node to ask about wallet
	// contracts (ERC-1271, ERC-6492); nil accepts EOA signatures only on that chain.
	Chains map[string]Chain
	// Nonces keeps issued nonces (required).
	Nonces NonceStore
	// MaxAge bounds how old a message's issuedAt may be (0: DefaultMaxAge).
	MaxAge time.Duration
	// ChallengeTTL is the expiration time Challenge gives a nonce (0: DefaultChallengeTTL).
	ChallengeTTL time.Duration
	// ClockSkew is how far in the future an issuedAt may be (0: DefaultClockSkew).
	ClockSkew time.Duration
	// Now is the clock (nil: time.Now).
	Now func() time.Time
}

// Verifier issues sign-in challenges and verifies signed sign-ins for one origin.
type Verifier struct {
	cfg    Config
	origin *url.URL
}

// NewVerifier checks cfg and returns a Verifier.
func NewVerifier(cfg Config) (*Verifier, error) {
	u, err := url.Parse(cfg.Origin)
	var problems []string
	switch {
	case err != nil:
		problems = append(problems, fmt.Sprintf("origin %q is not a URL: %v", cfg.Origin, err))
	case u.Scheme != "http" && u.Scheme != "https":
		problems = append(problems, fmt.Sprintf("origin %q must use http or https", cfg.Origin))
	case u.User != nil:
		problems = append(problems, fmt.Sprintf("origin %q must not include credentials", cfg.Origin))
	case u.Host == "" || (u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.Fragment != "":
		problems = append(problems, fmt.Sprintf("origin %q must be scheme://host[:port] without a path, query or fragment", cfg.Origin))
	}
	if cfg.Nonces == nil {
		problems = append(problems, "a nonce store is required")
	}
	if len(cfg.Chains) == 0 {
		problems = append(problems, "at least one chain is required")
	}
	for c := range cfg.Chains {
		if _, err := EVMChainID(c); err != nil {
			problems = append(problems, err.Error())
		}
	}
	if len(problems) > 0 {
		return nil, fmt.Errorf("sign-in-with-x: %s", strings.Join(problems, "; "))
	}
	if cfg.MaxAge <= 0 {
		cfg.MaxAge = DefaultMaxAge
	}
	if cfg.ChallengeTTL <= 0 {
		cfg.ChallengeTTL = DefaultChallengeTTL
	}
	if cfg.ClockSkew <= 0 {
		cfg.ClockSkew = DefaultClockSkew
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	return &Verifier{cfg: cfg, origin: &url.URL{Scheme: u.Scheme, Host: u.Host}}, nil
}

// isoTime formats t as JavaScript's toISOString does (UTC, milliseconds).
func isoTime(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05.000Z") }

// Challenge issues a sign-in challenge for resourceURL (its path and query rebased on the
// server's origin, as the official server does) with a fresh stored nonce, and returns the
// extension to put into a 402's extensions[Key].
func (v *Verifier) Challenge(ctx context.Context, resourceURL, statement string) (Extension, error) {
	r, err := url.Parse(resourceURL)
	if err != nil {
		return Extension{}, fmt.Errorf("sign-in-with-x: resource %q: %w", resourceURL, err)
	}
	uri := (&url.URL{Scheme: v.origin.Scheme, Host: v.origin.Host, Path: r.Path, RawPath: r.RawPath, RawQuery: r.RawQuery}).String()
	nonce, err := NewNonce()
	if err != nil {
		return Extension{}, err
	}
	now := v.cfg.Now()
	exp := now.Add(v.cfg.ChallengeTTL)
	if err := v.cfg.Nonces.SaveSignInNonce(ctx, nonce, exp); err != nil {
		return Extension{}, fmt.Errorf("sign-in-with-x: store nonce: %w", err)
	}
	info := Info{Domain: v.origin.Host, URI: uri, Version: MessageVersion1, Nonce: nonce, IssuedAt: isoTime(now),
		ExpirationTime: isoTime(exp), Resources: []string{uri}}
	if statement != "" {
		info.Statement = &statement
	}
	chains := make([]string, 0, len(v.cfg.Chains))
	for c := range v.cfg.Chains {
		chains = append(chains, c)
	}
	sort.Strings(chains)
	ext := Extension{Info: info, Schema: Schema}
	for _, c := range chains {
		ext.SupportedChains = append(ext.SupportedChains, SupportedChain{ChainID: c, Type: TypeEIP191})
	}
	return ext, nil
}

// Verify checks a signed sign-in: message syntax, domain and URI against the server's origin,
// issue, expiry and not-before times, its nonce (one this server issued and nobody used), and the
// signature (EOA, ERC-1271 or ERC-6492 wallet). It returns the signed-in address. A refusal is an
// *Error with a reason code; any other error is a failure to ask the chain or the nonce store, not a
// verdict on the sign-in.
//
// The checks run cheapest first, so that nobody makes the node work without a live nonce: an EOA
// signature is checked locally and then spends the nonce; anything else is first checked against the
// nonce store (an unknown, used or expired nonce is refused without asking the node), and a signature
// that needs a contract call (ERC-1271 on a deployed wallet, ERC-6492) spends the nonce before the
// call, so that each eth_call costs the caller one issued nonce whatever its verdict. A refusal that
// asked the node nothing leaves the nonce usable.
func (v *Verifier) Verify(ctx context.Context, p Payload) (common.Address, error) {
	if p.Type != TypeEIP191 {
		return common.Address{}, refuse(ReasonUnsupportedChain, "signature type %q is not supported (EVM eip191 only)", p.Type)
	}
	if _, err := EVMChainID(p.ChainID); err != nil {
		return common.Address{}, refuse(ReasonChainID, "%v", err)
	}
	chain, ok := v.cfg.Chains[p.ChainID]
	if !ok {
		return common.Address{}, refuse(ReasonUnsupportedChain, "chain %s is not accepted here", p.ChainID)
	}
	msg, err := p.Message()
	if err != nil {
		return common.Address{}, refuse(ReasonMessage, "%v", err)
	}
	if msg.Domain != v.origin.Host {
		return common.Address{}, refuse(ReasonDomainMismatch, "domain mismatch: expected %q, got %q", v.origin.Host, msg.Domain)
	}
	u, err := url.Parse(msg.URI)
	if err != nil || u.Scheme != v.origin.Scheme || u.Host != v.origin.Host {
		return common.Address{}, refuse(ReasonURIMismatch, "uri mismatch: expected origin %q, got %q", v.origin.String(), msg.URI)
	}
	now := v.cfg.Now()
	issued, err := parseTime(msg.IssuedAt)
	if err != nil {
		return common.Address{}, refuse(ReasonIssuedAt, "invalid issuedAt: %v", err)
	}
	if age := now.Sub(issued); age > v.cfg.MaxAge {
		return common.Address{}, refuse(ReasonIssuedAtTooOld, "message too old: issued %s ago, more than %s", age.Round(time.Second), v.cfg.MaxAge)
	} else if -age > v.cfg.ClockSkew {
		return common.Address{}, refuse(ReasonIssuedAtInFuture, "issuedAt is %s in the future", (-age).Round(time.Second))
	}
	if msg.ExpirationTime != "" {
		exp, err := parseTime(msg.ExpirationTime)
		if err != nil {
			return common.Address{}, refuse(ReasonExpirationTime, "invalid expirationTime: %v", err)
		}
		if now.After(exp) {
			return common.Address{}, refuse(ReasonExpired, "message expired at %s", msg.ExpirationTime)
		}
	}
	if msg.NotBefore != "" {
		nb, err := parseTime(msg.NotBefore)
		if err != nil {
			return common.Address{}, refuse(ReasonNotBefore, "invalid notBefore: %v", err)
		}
		if now.Before(nb) {
			return common.Address{}, refuse(ReasonNotYetValid, "message not valid before %s", msg.NotBefore)
		}
	}
	sig, err := hexutil.Decode(p.Signature)
	if err != nil || len(sig) == 0 || len(sig) > maxHeader {
		return common.Address{}, refuse(ReasonMalformedSignature, "signature is not 0x hex of a sensible length")
	}
	addr := common.HexToAddress(msg.Address)
	digest := common.BytesToHash(accounts.TextHash([]byte(msg.String())))
	if !IsERC6492(sig) && ecdsaSigned(addr, digest, sig) {
		if err := v.useNonce(ctx, msg.Nonce, now); err != nil {
			return common.Address{}, err
		}
		return addr, nil
	}
	if chain == nil {
		return common.Address{}, refuse(ReasonSignature, "signature verification failed for %s", addr.Hex())
	}
	// Not an EOA's signature: the nonce first (a store read), the node only for a live one.
	if err := v.cfg.Nonces.CheckSignInNonce(ctx, msg.Nonce, now); err != nil {
		return common.Address{}, nonceRefusal(msg.Nonce, err)
	}
	valid, err := contractSigned(ctx, chain, addr, digest, sig, func() error { return v.useNonce(ctx, msg.Nonce, now) })
	if err != nil {
		var refused *Error
		if errors.As(err, &refused) {
			return common.Address{}, err
		}
		return common.Address{}, fmt.Errorf("sign-in-with-x: verify %s on %s: %w", addr.Hex(), p.ChainID, err)
	}
	if !valid {
		return common.Address{}, refuse(ReasonSignature, "signature verification failed for %s", addr.Hex())
	}
	return addr, nil
}

// useNonce spends a nonce, turning the store's verdict into a refusal.
func (v *Verifier) useNonce(ctx context.Context, nonce string, now time.Time) error {
	if err := v.cfg.Nonces.UseSignInNonce(ctx, nonce, now); err != nil {
		return nonceRefusal(nonce, err)
	}
	return nil
}

// nonceRefusal is the refusal of a nonce the store refused, or the store's failure.
func nonceRefusal(nonce string, err error) error {
	if errors.Is(err, ErrNonceUnknown) || errors.Is(err, ErrNonceUsed) || errors.Is(err, ErrNonceExpired) {
		return refuse(ReasonNonce, "nonce %s: %v", nonce, err)
	}
	return fmt.Errorf("sign-in-with-x: nonce: %w", err)
}

// VerifyMessage verifies a raw EIP-4361 message and its 0x hex signature (a sign-in that did not
// come through a 402, such as a sign-in endpoint's body) with the same checks as Verify.
func (v *Verifier) VerifyMessage(ctx context.Context, text, signature string) (common.Address, error) {
	m, err := ParseMessage(text)
	if err != nil {
		return common.Address{}, refuse(ReasonMessage, "%v", err)
	}
	if m.Scheme != "" && m.Scheme != v.origin.Scheme {
		return common.Address{}, refuse(ReasonDomainMismatch, "scheme mismatch: expected %q, got %q", v.origin.Scheme, m.Scheme)
	}
	return v.Verify(ctx, PayloadOf(m, signature))
}

// PayloadOf returns the payload that carries message m and its signature.
func PayloadOf(m Message, signature string) Payload {
	return Payload{Domain: m.Domain, Address: m.Address, Statement: m.Statement, URI: m.URI, Version: m.Version,
		ChainID: CAIP2(m.ChainID), Type: TypeEIP191, Nonce: m.Nonce, IssuedAt: m.IssuedAt, ExpirationTime: m.ExpirationTime,
		NotBefore: m.NotBefore, RequestID: m.RequestID, Resources: m.Resources, Signature: signature}
}

// erc6492Suffix ends every ERC-6492 wrapped signature.
var erc6492Suffix = bytes.Repeat([]byte{0x64, 0x92}, 16)

// IsERC6492 reports whether sig is wrapped per ERC-6492 (a counterfactual wallet's signature).
func IsERC6492(sig []byte) bool {
	return len(sig) >= 32 && bytes.Equal(sig[len(sig)-32:], erc6492Suffix)
}

var erc1271ABI = mustABI(`[{"type":"function","name":"isValidSignature","stateMutability":"view","inputs":[{"name":"hash","type":"bytes32"},{"name":"signature","type":"bytes"}],"outputs":[{"name":"","type":"bytes4"}]}]`)

var erc1271Magic = []byte{0x16, 0x26, 0xba, 0x7e}

func mustABI(s string) abi.ABI {
	a, err := abi.JSON(strings.NewReader(s))
	if err != nil {
		panic(err)
	}
	return a
}

// VerifySignature reports whether sig is addr's signature of digest: an ECDSA signature of an
// EOA is checked locally; a wallet contract is asked with ERC-1271; an ERC-6492 wrapped signature
// runs the ERC6492Verifier creation code in an eth_call, which deploys a counterfactual wallet
// inside the call only. chain may be nil, which accepts EOA signatures only. The error is a
// failure to ask the chain, never a verdict.
func VerifySignature(ctx context.Context, chain Chain, addr common.Address, digest common.Hash, sig []byte) (bool, error) {
	if !IsERC6492(sig) && ecdsaSigned(addr, digest, sig) {
		return true, nil
	}
	if chain == nil {
		return false, nil
	}
	return contractSigned(ctx, chain, addr, digest, sig, nil)
}

// ecdsaSigned reports whether sig is a 65-byte ECDSA signature of digest by addr (checked locally).
func ecdsaSigned(addr common.Address, digest common.Hash, sig []byte) bool {
	if len(sig) != 65 {
		return false
	}
	rsv := append([]byte{}, sig...)
	if rsv[64] >= 27 {
		rsv[64] -= 27
	}
	pub, err := crypto.SigToPub(digest[:], rsv)
	return err == nil && crypto.PubkeyToAddress(*pub) == addr && rsv[64] <= 1
}

// contractSigned asks the chain whether sig is addr's signature of digest: through the ERC6492Verifier
// creation code for a wrapped signature, else with ERC-1271 when addr has code (no code: false, after
// one eth_getCode). beforeCall, when set, runs just before the eth_call that executes contract code
// (the costly part) and its error aborts the check.
func contractSigned(ctx context.Context, chain Chain, addr common.Address, digest common.Hash, sig []byte, beforeCall func() error) (bool, error) {
	before := func() error {
		if beforeCall == nil {
			return nil
		}
		return beforeCall()
	}
	if IsERC6492(sig) {
		data := append(common.FromHex(bindings.ERC6492VerifierMetaData.Bin), bindings.NewERC6492Verifier().PackConstructor(addr, digest, sig)...)
		if err := before(); err != nil {
			return false, err
		}
		out, err := chain.CallContract(ctx, ethereum.CallMsg{Data: data}, nil)
		if err != nil {
			if isRevert(err) {
				return false, nil
			}
			return false, fmt.Errorf("ERC-6492 check: %w", err)
		}
		return len(out) == 1 && out[0] == 1, nil
	}
	code, err := chain.CodeAt(ctx, addr, nil)
	if err != nil {
		return false, fmt.Errorf("read code of %s: %w", addr.Hex(), err)
	}
	if len(code) == 0 {
		return false, nil
	}
	data, err := erc1271ABI.Pack("isValidSignature", digest, sig)
	if err != nil {
		return false, fmt.Errorf("pack isValidSignature: %w", err)
	}
	if err := before(); err != nil {
		return false, err
	}
	out, err := chain.CallContract(ctx, ethereum.CallMsg{To: &addr, Data: data}, nil)
	if err != nil {
		if isRevert(err) {
			return false, nil
		}
		return false, fmt.Errorf("ERC-1271 isValidSignature on %s: %w", addr.Hex(), err)
	}
	return len(out) >= 4 && bytes.Equal(out[:4], erc1271Magic), nil
}

// isRevert reports whether a call error is the contract reverting (a verdict) rather than the
// node failing (an infrastructure error).
func isRevert(err error) bool {
	var de interface{ ErrorData() interface{} }
	if errors.As(err, &de) {
		return true
	}
	s := strings.ToLower(err.Error())
	return strings.Contains(s, "execution reverted") || strings.Contains(s, "revert")
}
