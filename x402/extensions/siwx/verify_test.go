package siwx

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/params"

	"github.com/asa-escrow/asa/bindings"
)

const origin = "http://127.0.0.1:8080"

type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

func newVerifier(t *testing.T, chains map[string]Chain, c *clock) *Verifier {
	t.Helper()
	v, err := NewVerifier(Config{Origin: origin, Chains: chains, Nonces: NewMemoryNonces(), Now: c.now})
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func challenge(t *testing.T, v *Verifier) Info {
	t.Helper()
	ext, err := v.Challenge(context.Background(), "http://internal:9999/v1/jobs/7/fund?x=1", "Sign in to the escrow daemon")
	if err != nil {
		t.Fatal(err)
	}
	if ext.Info.URI != origin+"/v1/jobs/7/fund?x=1" || ext.Info.Domain != "127.0.0.1:8080" || len(ext.SupportedChains) != 1 {
		t.Fatalf("challenge %+v", ext)
	}
	return ext.Info
}

func TestNewVerifierChecksConfig(t *testing.T) {
	for _, cfg := range []Config{
		{Origin: "ftp://x", Chains: map[string]Chain{"eip155:1": nil}, Nonces: NewMemoryNonces()},
		{Origin: "https://x/path", Chains: map[string]Chain{"eip155:1": nil}, Nonces: NewMemoryNonces()},
		{Origin: "https://u:p@x", Chains: map[string]Chain{"eip155:1": nil}, Nonces: NewMemoryNonces()},
		{Origin: "https://x", Chains: map[string]Chain{"solana:abc": nil}, Nonces: NewMemoryNonces()},
		{Origin: "https://x", Chains: map[string]Chain{"eip155:1": nil}},
		{Origin: "https://x"},
	} {
		if _, err := NewVerifier(cfg); err == nil {
			t.Errorf("accepted %+v", cfg)
		}
	}
}

func TestVerifyEOA(t *testing.T) {
	ctx := context.Background()
	c := &clock{time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)}
	v := newVerifier(t, map[string]Chain{"eip155:8453": nil}, c)
	key, _ := crypto.GenerateKey()
	addr := crypto.PubkeyToAddress(key.PublicKey)
	sign := func(info Info) Payload {
		t.Helper()
		p, err := Sign(info, "eip155:8453", addr, "", KeySigner(key))
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	info := challenge(t, v)
	p := sign(info)
	h, _ := EncodeHeader(p)
	back, err := DecodeHeader(h)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := v.Verify(ctx, back); err != nil || got != addr {
		t.Fatalf("verify: %v %v", got, err)
	}
	if _, err := v.Verify(ctx, back); ReasonOf(err) != ReasonNonce || !strings.Contains(err.Error(), "used already") {
		t.Fatalf("replayed sign-in: %v", err)
	}

	refused := func(name, reason string, p Payload) {
		t.Helper()
		if _, err := v.Verify(ctx, p); ReasonOf(err) != reason {
			t.Errorf("%s: %v, want %s", name, err, reason)
		}
	}
	// Expired: the challenge lives five minutes.
	info = challenge(t, v)
	p = sign(info)
	c.t = c.t.Add(6 * time.Minute)
	refused("expired", ReasonIssuedAtTooOld, p)
	c.t = c.t.Add(-6 * time.Minute)

	other := info
	other.Domain = "evil.example"
	refused("wrong domain", ReasonDomainMismatch, sign(other))
	other = info
	other.URI = "https://127.0.0.1:8080/x"
	refused("wrong uri scheme", ReasonURIMismatch, sign(other))
	other = info
	other.Nonce = "0123456789abcdef0123456789abcdef"
	refused("unknown nonce", ReasonNonce, sign(other))
	other = info
	other.NotBefore = "2026-03-01T12:01:00.000Z"
	refused("not yet valid", ReasonNotYetValid, sign(other))
	other = info
	other.IssuedAt = "2026-03-01T12:05:00.000Z"
	refused("issued in the future", ReasonIssuedAtInFuture, sign(other))

	tampered := sign(info)
	s := "Sign in to another daemon"
	tampered.Statement = &s
	refused("tampered statement", ReasonSignature, tampered)
	tampered = sign(info)
	tampered.ChainID = "eip155:1"
	refused("other chain", ReasonUnsupportedChain, tampered)
	tampered = sign(info)
	tampered.Signature = "0xzz"
	refused("bad hex", ReasonMalformedSignature, tampered)
	// None of the refusals above consumed the nonce: the genuine sign-in still works once.
	if _, err := v.Verify(ctx, sign(info)); err != nil {
		t.Fatalf("genuine sign-in after refusals: %v", err)
	}

	// A raw EIP-4361 message and its signature verify the same way.
	info = challenge(t, v)
	p = sign(info)
	m, _ := p.Message()
	if got, err := v.VerifyMessage(ctx, m.String(), p.Signature); err != nil || got != addr {
		t.Fatalf("raw message: %v", err)
	}
	if _, err := v.VerifyMessage(ctx, m.String()+"\n", p.Signature); ReasonOf(err) != ReasonMessage {
		t.Fatalf("malformed raw message: %v", err)
	}
}

func TestDecodeHeaderRefuses(t *testing.T) {
	for _, h := range []string{"", "!!!", "e30=", "W10=", "eyJkb21haW4iOjF9"} {
		if _, err := DecodeHeader(h); ReasonOf(err) != ReasonMalformed {
			t.Errorf("%q: %v", h, err)
		}
	}
}

// walletChain is a simulated chain with an ERC1271Wallet of owner deployed and an
// ERC1271WalletFactory.
func walletChain(t *testing.T, owner common.Address) (simulated.Client, common.Address, common.Address) {
	t.Helper()
	deployer, _ := crypto.GenerateKey()
	eth := new(big.Int).Mul(big.NewInt(10), big.NewInt(params.Ether))
	sim := simulated.NewBackend(types.GenesisAlloc{crypto.PubkeyToAddress(deployer.PublicKey): {Balance: eth}})
	t.Cleanup(func() { _ = sim.Close() })
	opts := bind.NewKeyedTransactor(deployer, big.NewInt(1337))
	deploy := func(bin string, args []byte) common.Address {
		addr, _, err := bind.DeployContract(opts, common.FromHex(bin), sim.Client(), args)
		if err != nil {
			t.Fatal(err)
		}
		sim.Commit()
		return addr
	}
	wallet := deploy(bindings.ERC1271WalletMetaData.Bin, bindings.NewERC1271Wallet().PackConstructor(owner))
	factory := deploy(bindings.ERC1271WalletFactoryMetaData.Bin, nil)
	return sim.Client(), wallet, factory
}

func TestVerifyWallets(t *testing.T) {
	ctx := context.Background()
	owner, _ := crypto.GenerateKey()
	stranger, _ := crypto.GenerateKey()
	client, wallet, factory := walletChain(t, crypto.PubkeyToAddress(owner.PublicKey))
	c := &clock{time.Now()}
	v := newVerifier(t, map[string]Chain{"eip155:1337": client}, c)

	signAs := func(addr common.Address, key *ecdsa.PrivateKey, wrap func([]byte) []byte) Payload {
		t.Helper()
		p, err := Sign(challenge(t, v), "eip155:1337", addr, SchemeEIP1271, func(d common.Hash) ([]byte, error) {
			sig, err := KeySigner(key)(d)
			if err != nil || wrap == nil {
				return sig, err
			}
			return wrap(sig), nil
		})
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	if got, err := v.Verify(ctx, signAs(wallet, owner, nil)); err != nil || got != wallet {
		t.Fatalf("ERC-1271 wallet: %v", err)
	}
	if _, err := v.Verify(ctx, signAs(wallet, stranger, nil)); ReasonOf(err) != ReasonSignature {
		t.Fatalf("ERC-1271 wallet, stranger's key: %v", err)
	}

	// ERC-6492: a wallet that does not exist yet signs through its factory's deployment call.
	fac := bindings.NewERC1271WalletFactory()
	salt := [32]byte{7}
	ownerAddr := crypto.PubkeyToAddress(owner.PublicKey)
	out, err := client.CallContract(ctx, callMsg(factory, fac.PackWalletAddress(ownerAddr, salt)), nil)
	if err != nil {
		t.Fatal(err)
	}
	counterfactual, _ := fac.UnpackWalletAddress(out)
	wrap := func(sig []byte) []byte {
		w, err := WrapERC6492(factory, fac.PackCreateWallet(ownerAddr, salt), sig)
		if err != nil {
			t.Fatal(err)
		}
		return w
	}
	if got, err := v.Verify(ctx, signAs(counterfactual, owner, wrap)); err != nil || got != counterfactual {
		t.Fatalf("ERC-6492 wallet: %v", err)
	}
	if code, _ := client.CodeAt(ctx, counterfactual, nil); len(code) != 0 {
		t.Fatal("verification deployed the wallet for real")
	}
	if _, err := v.Verify(ctx, signAs(counterfactual, stranger, wrap)); ReasonOf(err) != ReasonSignature {
		t.Fatalf("ERC-6492 wallet, stranger's key: %v", err)
	}
	// A wrapper whose factory call deploys another owner's wallet does not vouch for this address.
	wrongWrap := func(sig []byte) []byte {
		w, _ := WrapERC6492(factory, fac.PackCreateWallet(crypto.PubkeyToAddress(stranger.PublicKey), salt), sig)
		return w
	}
	if _, err := v.Verify(ctx, signAs(counterfactual, owner, wrongWrap)); ReasonOf(err) != ReasonSignature {
		t.Fatalf("ERC-6492 with another wallet's factory call: %v", err)
	}
	// Garbage with the ERC-6492 suffix is a refusal, not an infrastructure error.
	garbage := func([]byte) []byte { return append([]byte{1, 2, 3}, erc6492Suffix...) }
	if _, err := v.Verify(ctx, signAs(counterfactual, owner, garbage)); ReasonOf(err) != ReasonSignature {
		t.Fatalf("malformed ERC-6492 wrapper: %v", err)
	}
	// An EOA still verifies locally on a chain-backed verifier.
	if got, err := v.Verify(ctx, signAs(ownerAddr, owner, nil)); err != nil || got != ownerAddr {
		t.Fatalf("EOA on a chain-backed verifier: %v", err)
	}
}

func callMsg(to common.Address, data []byte) ethereum.CallMsg {
	return ethereum.CallMsg{To: &to, Data: data}
}

// countingChain counts what a verifier asks the node.
type countingChain struct {
	Chain
	codes, calls int
}

func (c *countingChain) CodeAt(ctx context.Context, a common.Address, n *big.Int) ([]byte, error) {
	c.codes++
	return c.Chain.CodeAt(ctx, a, n)
}

func (c *countingChain) CallContract(ctx context.Context, m ethereum.CallMsg, n *big.Int) ([]byte, error) {
	c.calls++
	return c.Chain.CallContract(ctx, m, n)
}

// TestNonceBeforeNode: a sign-in naming a wallet contract with a made-up, used or expired nonce is
// refused without a single node call (it used to run isValidSignature first and check the nonce last);
// a live nonce is spent before the contract call, so that each eth_call costs one issued nonce, and a
// signature that fails on the node cannot be retried with the same nonce.
func TestNonceBeforeNode(t *testing.T) {
	ctx := context.Background()
	owner, _ := crypto.GenerateKey()
	stranger, _ := crypto.GenerateKey()
	client, wallet, factory := walletChain(t, crypto.PubkeyToAddress(owner.PublicKey))
	node := &countingChain{Chain: client}
	c := &clock{time.Now()}
	v := newVerifier(t, map[string]Chain{"eip155:1337": node}, c)
	signWith := func(info Info, addr common.Address, key *ecdsa.PrivateKey, wrap func([]byte) []byte) Payload {
		t.Helper()
		p, err := Sign(info, "eip155:1337", addr, SchemeEIP1271, func(d common.Hash) ([]byte, error) {
			sig, err := KeySigner(key)(d)
			if err != nil || wrap == nil {
				return sig, err
			}
			return wrap(sig), nil
		})
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	fac := bindings.NewERC1271WalletFactory()
	wrap := func(sig []byte) []byte {
		w, err := WrapERC6492(factory, fac.PackCreateWallet(crypto.PubkeyToAddress(owner.PublicKey), [32]byte{9}), sig)
		if err != nil {
			t.Fatal(err)
		}
		return w
	}

	made := challenge(t, v)
	made.Nonce = "0123456789abcdef0123456789abcdef"
	for name, p := range map[string]Payload{
		"ERC-1271, made-up nonce":              signWith(made, wallet, stranger, nil),
		"ERC-1271 by the owner, made-up nonce": signWith(made, wallet, owner, nil),
		"ERC-6492, made-up nonce":              signWith(made, wallet, stranger, wrap),
	} {
		if _, err := v.Verify(ctx, p); ReasonOf(err) != ReasonNonce {
			t.Fatalf("%s: %v", name, err)
		}
	}
	if node.codes != 0 || node.calls != 0 {
		t.Fatalf("made-up nonces made the node work: %d eth_getCode, %d eth_call", node.codes, node.calls)
	}

	// An expired nonce: refused before the node too.
	old := challenge(t, v)
	c.t = c.t.Add(6 * time.Minute)
	if _, err := v.Verify(ctx, signWith(old, wallet, stranger, nil)); err == nil {
		t.Fatal("expired challenge accepted")
	}
	c.t = c.t.Add(-6 * time.Minute)
	if node.codes != 0 || node.calls != 0 {
		t.Fatalf("an expired nonce made the node work: %d eth_getCode, %d eth_call", node.codes, node.calls)
	}

	// A live nonce with a stranger's signature: one eth_call, and the nonce is spent by it.
	live := challenge(t, v)
	if _, err := v.Verify(ctx, signWith(live, wallet, stranger, nil)); ReasonOf(err) != ReasonSignature {
		t.Fatalf("stranger's signature: %v", err)
	}
	if node.calls != 1 {
		t.Fatalf("eth_calls after one live attempt: %d", node.calls)
	}
	if _, err := v.Verify(ctx, signWith(live, wallet, owner, nil)); ReasonOf(err) != ReasonNonce {
		t.Fatalf("the nonce a contract call spent was accepted again: %v", err)
	}
	if node.calls != 1 {
		t.Fatalf("the spent nonce reached the node: %d eth_calls", node.calls)
	}
	// The genuine owner with a fresh nonce signs in (one more call).
	if got, err := v.Verify(ctx, signWith(challenge(t, v), wallet, owner, nil)); err != nil || got != wallet {
		t.Fatalf("owner: %v", err)
	}
	if node.calls != 2 {
		t.Fatalf("eth_calls: %d, want 2", node.calls)
	}
}
