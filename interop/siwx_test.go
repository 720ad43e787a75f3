package interop

import (
	"context"
	"crypto/ecdsa"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/x402/extensions/siwx"
)

// TestSIWEMessagesMatchOfficial: Go renders the messages the official formatter renders, and every
// message Go's strict parser accepts, the official siwe parser accepts and renders the same; every
// message the official parser refuses, Go refuses too.
func TestSIWEMessagesMatchOfficial(t *testing.T) {
	needExtensions(t)
	addr := "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2"
	stmt, empty, rid := "Sign in to the escrow daemon", "", "req_1"
	infos := []siwx.Payload{
		{Domain: "127.0.0.1:8080", URI: "http://127.0.0.1:8080/v1/jobs/7/fund", Version: "1", ChainID: "eip155:31337", Type: "eip191",
			Nonce: "0123456789abcdef0123456789abcdef", IssuedAt: "2026-03-01T12:00:00.000Z", ExpirationTime: "2026-03-01T12:05:00.000Z",
			Resources: []string{"http://127.0.0.1:8080/v1/jobs/7/fund"}, Statement: &stmt},
		{Domain: "escrow.example", URI: "https://escrow.example/", Version: "1", ChainID: "eip155:8453", Type: "eip191",
			Nonce: "ABCDEFGH", IssuedAt: "2026-03-01T12:00:00Z", NotBefore: "2026-03-01T11:00:00+01:00", RequestID: &rid},
		{Domain: "escrow.example", URI: "urn:x:y", Version: "1", ChainID: "eip155:1", Type: "eip191", Nonce: "12345678",
			IssuedAt: "2026-03-01T12:00:00Z", Statement: &empty, Resources: []string{}},
	}
	var cmds []map[string]any
	for _, p := range infos {
		cmds = append(cmds, map[string]any{"op": "siweFormat", "address": strings.ToLower(addr), "info": p})
	}
	var formatted []struct {
		Message string `json:"message"`
	}
	runNode(t, extScript, nil, cmds, &formatted)
	var texts []string
	for i, p := range infos {
		p.Address = strings.ToLower(addr)
		m, err := p.Message()
		if err != nil {
			t.Fatal(err)
		}
		if m.String() != formatted[i].Message {
			t.Fatalf("message %d differs:\nGo:\n%s\nTS:\n%s", i, m.String(), formatted[i].Message)
		}
		texts = append(texts, m.String())
	}
	base := texts[0]
	for _, r := range [][2]string{
		{"Nonce: 0123456789abcdef0123456789abcdef", "Nonce: 0123"},
		{"Version: 1", "Version: 2"},
		{"wants you to sign in", "wants you to log in"},
		{"Chain ID: 31337", "Chain ID: x"},
		{"URI: http://", "URI: http ://"},
		{"Issued At: 2026-03-01T12:00:00.000Z", "Issued At: yesterday"},
		{"\n- http", "\n-http"},
		{addr, "0xc02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2"},
	} {
		texts = append(texts, strings.Replace(base, r[0], r[1], 1))
	}
	texts = append(texts, base+"\n", strings.ReplaceAll(base, "\n", "\r\n"))
	cmds = nil
	for _, text := range texts {
		cmds = append(cmds, map[string]any{"op": "siweParse", "message": text})
	}
	var parsed []struct {
		OK      bool   `json:"ok"`
		Message string `json:"message"`
		Error   string `json:"error"`
	}
	runNode(t, extScript, nil, cmds, &parsed)
	for i, text := range texts {
		m, err := siwx.ParseMessage(text)
		switch {
		case err == nil && !parsed[i].OK:
			t.Errorf("text %d: Go accepts what siwe refuses (%s):\n%s", i, parsed[i].Error, text)
		case err == nil && m.String() != parsed[i].Message:
			t.Errorf("text %d: renders differently:\nGo %q\nTS %q", i, m.String(), parsed[i].Message)
		case err != nil && parsed[i].OK:
			t.Logf("text %d: Go is stricter than siwe: %v", i, err)
		}
		if i < len(infos) && err != nil {
			t.Errorf("text %d (valid) refused by Go: %v", i, err)
		}
	}
}

type siwxSigned struct {
	Header  string       `json:"header"`
	Payload siwx.Payload `json:"payload"`
	Error   string       `json:"error"`
}

type siwxVerified struct {
	Validation struct {
		IsValid       bool   `json:"isValid"`
		InvalidReason string `json:"invalidReason"`
	} `json:"validation"`
	Verification struct {
		IsValid       bool   `json:"isValid"`
		InvalidReason string `json:"invalidReason"`
		Payer         string `json:"payer"`
	} `json:"verification"`
	Error string `json:"error"`
}

// TestSIWxOfficialClientGoVerifier: the official client answers a Go challenge; Go verifies it
// once, refuses the replay, refuses a message signed for another origin and an expired one. The
// official client itself refuses to sign a challenge for another origin.
func TestSIWxOfficialClientGoVerifier(t *testing.T) {
	needExtensions(t)
	ctx := context.Background()
	key, _ := crypto.GenerateKey()
	addr := crypto.PubkeyToAddress(key.PublicKey)
	const origin = "http://127.0.0.1:8080"
	now := time.Now()
	v, err := siwx.NewVerifier(siwx.Config{Origin: origin, Chains: map[string]siwx.Chain{"eip155:8453": nil}, Nonces: siwx.NewMemoryNonces(),
		Now: func() time.Time { return now }})
	if err != nil {
		t.Fatal(err)
	}
	complete := func(info siwx.Info) map[string]any {
		return map[string]any{"domain": info.Domain, "uri": info.URI, "statement": info.Statement, "version": info.Version, "nonce": info.Nonce,
			"issuedAt": info.IssuedAt, "expirationTime": info.ExpirationTime, "resources": info.Resources, "chainId": "eip155:8453", "type": "eip191"}
	}
	ch1, _ := v.Challenge(ctx, origin+"/v1/jobs/7", "Sign in")
	ch2, _ := v.Challenge(ctx, origin+"/v1/jobs/7", "Sign in")
	evil := complete(ch2.Info)
	evil["domain"], evil["uri"] = "evil.example", "https://evil.example/v1/jobs/7"
	ch3, _ := v.Challenge(ctx, origin+"/v1/jobs/7", "Sign in")
	var out []siwxSigned
	runNode(t, extScript, key, []map[string]any{
		{"op": "siwxSign", "info": complete(ch1.Info), "requestUrl": origin + "/v1/jobs/7"},
		{"op": "siwxSign", "info": complete(ch2.Info), "requestUrl": "https://evil.example/v1/jobs/7"},
		{"op": "siwxSign", "info": evil, "requestUrl": "https://evil.example/v1/jobs/7"},
		{"op": "siwxSign", "info": complete(ch3.Info), "requestUrl": origin + "/v1/jobs/7"},
	}, &out)
	p, err := siwx.DecodeHeader(out[0].Header)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := v.Verify(ctx, p); err != nil || got != addr {
		t.Fatalf("Go verifying the official client's sign-in: %v", err)
	}
	if _, err := v.Verify(ctx, p); siwx.ReasonOf(err) != siwx.ReasonNonce {
		t.Fatalf("replayed sign-in: %v", err)
	}
	if out[1].Error == "" || !strings.Contains(out[1].Error, "does not match") {
		t.Fatalf("the official client signed a challenge for another origin: %+v", out[1])
	}
	pe, _ := siwx.DecodeHeader(out[2].Header)
	if _, err := v.Verify(ctx, pe); siwx.ReasonOf(err) != siwx.ReasonDomainMismatch {
		t.Fatalf("sign-in for another domain: %v", err)
	}
	px, _ := siwx.DecodeHeader(out[3].Header)
	now = now.Add(6 * time.Minute)
	if _, err := v.Verify(ctx, px); siwx.ReasonOf(err) != siwx.ReasonIssuedAtTooOld {
		t.Fatalf("expired sign-in: %v", err)
	}
}

// TestSIWxGoClientOfficialServer: Go answers the official server's challenge and the official
// validation and verification accept it; tampering and the wrong origin are refused there.
func TestSIWxGoClientOfficialServer(t *testing.T) {
	needExtensions(t)
	key, _ := crypto.GenerateKey()
	addr := crypto.PubkeyToAddress(key.PublicKey)
	const origin = "http://127.0.0.1:8080"
	var ch siwx.Extension
	runNode(t, extScript, nil, map[string]any{"op": "siwxChallenge", "origin": origin, "resourceUrl": "http://internal/v1/jobs/7/fund",
		"network": "eip155:8453", "statement": "Sign in"}, &ch)
	if len(ch.SupportedChains) != 1 || ch.SupportedChains[0].ChainID != "eip155:8453" || ch.Info.Domain != "127.0.0.1:8080" {
		t.Fatalf("official challenge %+v", ch)
	}
	if err := siwx.CheckChallengeOrigin(ch.Info, origin+"/v1/jobs/7/fund"); err != nil {
		t.Fatal(err)
	}
	if err := siwx.CheckChallengeOrigin(ch.Info, "http://evil.example/v1/jobs/7/fund"); err == nil {
		t.Fatal("Go client would sign a challenge for another origin")
	}
	p, err := siwx.Sign(ch.Info, "eip155:8453", addr, "", siwx.KeySigner(key))
	if err != nil {
		t.Fatal(err)
	}
	good, _ := siwx.EncodeHeader(p)
	tp := p
	s := "Sign in somewhere else"
	tp.Statement = &s
	tampered, _ := siwx.EncodeHeader(tp)
	var out []siwxVerified
	runNode(t, extScript, nil, []map[string]any{
		{"op": "siwxVerify", "header": good, "origin": origin},
		{"op": "siwxVerify", "header": tampered, "origin": origin},
		{"op": "siwxVerify", "header": good, "origin": "http://evil.example"},
	}, &out)
	if !out[0].Validation.IsValid || !out[0].Verification.IsValid || out[0].Verification.Payer != addr.Hex() {
		t.Fatalf("official verification of a Go sign-in: %+v", out[0])
	}
	if out[1].Verification.IsValid || out[1].Verification.InvalidReason != siwx.ReasonSignature {
		t.Fatalf("official verification of a tampered Go sign-in: %+v", out[1])
	}
	if out[2].Validation.IsValid || out[2].Validation.InvalidReason != siwx.ReasonDomainMismatch {
		t.Fatalf("official validation against another origin: %+v", out[2])
	}
}

// walletsOnAnvil starts anvil with an ERC1271Wallet of owner and an ERC1271WalletFactory.
func walletsOnAnvil(t *testing.T, owner common.Address) (*anvil.Node, *ethclient.Client, common.Address, common.Address) {
	t.Helper()
	ctx := context.Background()
	node, err := anvil.Start(ctx, anvil.Options{})
	if err != nil {
		t.Skipf("anvil: %v", err)
	}
	t.Cleanup(func() { _ = node.Stop() })
	client, err := node.Dial(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(client.Close)
	deployer, _ := anvil.DevKey(0)
	opts := bind.NewKeyedTransactor(deployer, node.ChainID())
	deploy := func(bin string, args []byte) common.Address {
		addr, tx, err := bind.DeployContract(opts, common.FromHex(bin), client, args)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := bind.WaitDeployed(ctx, client, tx.Hash()); err != nil {
			t.Fatal(err)
		}
		return addr
	}
	wallet := deploy(bindings.ERC1271WalletMetaData.Bin, bindings.NewERC1271Wallet().PackConstructor(owner))
	factory := deploy(bindings.ERC1271WalletFactoryMetaData.Bin, nil)
	return node, client, wallet, factory
}

// TestSIWxSmartWalletsOnAnvil: ERC-1271 (deployed) and ERC-6492 (counterfactual) wallets sign in
// both ways against real contracts on anvil: the official client signs and Go verifies, Go signs
// and viem's verifyMessage (through the official verifier hook) accepts; a stranger's key fails
// on both sides.
func TestSIWxSmartWalletsOnAnvil(t *testing.T) {
	needExtensions(t)
	ctx := context.Background()
	owner, _ := crypto.GenerateKey()
	stranger, _ := crypto.GenerateKey()
	ownerAddr := crypto.PubkeyToAddress(owner.PublicKey)
	node, client, wallet, factory := walletsOnAnvil(t, ownerAddr)
	chain := siwx.CAIP2(node.ChainID().Uint64())
	origin := "http://127.0.0.1:8080"
	v, err := siwx.NewVerifier(siwx.Config{Origin: origin, Chains: map[string]siwx.Chain{chain: client}, Nonces: siwx.NewMemoryNonces()})
	if err != nil {
		t.Fatal(err)
	}
	fac := bindings.NewERC1271WalletFactory()
	salt := [32]byte{0x64, 0x92}
	out, err := client.CallContract(ctx, callTo(factory, fac.PackWalletAddress(ownerAddr, salt)), nil)
	if err != nil {
		t.Fatal(err)
	}
	counterfactual, _ := fac.UnpackWalletAddress(out)
	createCall := fac.PackCreateWallet(ownerAddr, salt)

	challenge := func() map[string]any {
		ch, err := v.Challenge(ctx, origin+"/v1/jobs/1", "Sign in")
		if err != nil {
			t.Fatal(err)
		}
		i := ch.Info
		return map[string]any{"domain": i.Domain, "uri": i.URI, "statement": i.Statement, "version": i.Version, "nonce": i.Nonce,
			"issuedAt": i.IssuedAt, "expirationTime": i.ExpirationTime, "resources": i.Resources, "chainId": chain, "type": "eip191"}
	}
	wrap := map[string]any{"factory": factory.Hex(), "data": "0x" + common.Bytes2Hex(createCall)}
	var ts []siwxSigned
	runNode(t, extScript, owner, []map[string]any{
		{"op": "siwxSign", "info": challenge(), "requestUrl": origin, "wallet": wallet.Hex()},
		{"op": "siwxSign", "info": challenge(), "requestUrl": origin, "wallet": counterfactual.Hex(), "wrap6492": wrap},
	}, &ts)
	var strangerTS []siwxSigned
	runNode(t, extScript, stranger, []map[string]any{
		{"op": "siwxSign", "info": challenge(), "requestUrl": origin, "wallet": wallet.Hex()},
		{"op": "siwxSign", "info": challenge(), "requestUrl": origin, "wallet": counterfactual.Hex(), "wrap6492": wrap},
	}, &strangerTS)
	for i, want := range []common.Address{wallet, counterfactual} {
		p, err := siwx.DecodeHeader(ts[i].Header)
		if err != nil {
			t.Fatalf("%d: %v %s", i, err, ts[i].Error)
		}
		if got, err := v.Verify(ctx, p); err != nil || got != want {
			t.Fatalf("Go verifying the official client's wallet sign-in %d: %v", i, err)
		}
		ps, _ := siwx.DecodeHeader(strangerTS[i].Header)
		if _, err := v.Verify(ctx, ps); siwx.ReasonOf(err) != siwx.ReasonSignature {
			t.Fatalf("stranger signing for wallet %d: %v", i, err)
		}
	}
	if code, _ := client.CodeAt(ctx, counterfactual, nil); len(code) != 0 {
		t.Fatal("verifying the ERC-6492 sign-in deployed the wallet")
	}

	// Go signs for the wallets; the official verification (viem on anvil) accepts.
	goSign := func(addr common.Address, key *ecdsa.PrivateKey, wrapped bool) string {
		t.Helper()
		ch, _ := v.Challenge(ctx, origin+"/v1/jobs/1", "Sign in")
		p, err := siwx.Sign(ch.Info, chain, addr, siwx.SchemeEIP1271, func(d common.Hash) ([]byte, error) {
			sig, err := siwx.KeySigner(key)(d)
			if err != nil || !wrapped {
				return sig, err
			}
			return siwx.WrapERC6492(factory, createCall, sig)
		})
		if err != nil {
			t.Fatal(err)
		}
		h, _ := siwx.EncodeHeader(p)
		return h
	}
	var res []siwxVerified
	runNode(t, extScript, nil, []map[string]any{
		{"op": "siwxVerify", "header": goSign(wallet, owner, false), "origin": origin, "rpc": node.URL()},
		{"op": "siwxVerify", "header": goSign(counterfactual, owner, true), "origin": origin, "rpc": node.URL()},
		{"op": "siwxVerify", "header": goSign(wallet, stranger, false), "origin": origin, "rpc": node.URL()},
		{"op": "siwxVerify", "header": goSign(counterfactual, stranger, true), "origin": origin, "rpc": node.URL()},
	}, &res)
	for i, r := range res {
		want := i < 2
		if r.Error != "" || r.Verification.IsValid != want {
			t.Errorf("official verification of Go wallet sign-in %d: %+v (want valid=%v)", i, r, want)
		}
	}
	if res[0].Verification.Payer != wallet.Hex() || res[1].Verification.Payer != counterfactual.Hex() {
		t.Fatalf("payers %+v", res)
	}
}
