package contracts_test

import (
	"bytes"
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/internal/chaintest"
)

// Storage slots of the dev token's proxy, as on USDC's FiatTokenProxy.
var (
	implementationSlot = crypto.Keccak256Hash([]byte("org.zeppelinos.proxy.implementation"))
	adminSlot          = crypto.Keccak256Hash([]byte("org.zeppelinos.proxy.admin"))
)

func (f *fixture) storageAt(t testing.TB, a common.Address, slot common.Hash) common.Hash {
	t.Helper()
	v, err := f.Client.StorageAt(context.Background(), a, slot, nil)
	if err != nil {
		t.Fatal(err)
	}
	return common.BytesToHash(v)
}

// balanceSlot is where USDC keeps an account's balance word: mapping at slot 9.
func balanceSlot(a common.Address) common.Hash {
	return crypto.Keccak256Hash(common.LeftPadBytes(a.Bytes(), 32), common.LeftPadBytes([]byte{9}, 32))
}

// deployTokenImplementation deploys another TestUSDC implementation (with its own library) whose EIP-712
// version is `version`.
func (f *fixture) deployTokenImplementation(t testing.TB, version string) common.Address {
	t.Helper()
	ctx := context.Background()
	id := bindings.TestUSDCMetaData.ID
	res, err := bind.LinkAndDeploy(&bind.DeploymentParams{
		Contracts: []*bind.MetaData{&bindings.TestUSDCMetaData},
		Inputs:    map[string][]byte{id: f.TokenABI.PackConstructor(version)},
	}, func(input, code []byte) (common.Address, *types.Transaction, error) {
		addr, tx, err := bind.DeployContract(f.Opts(f.Deployer), code, f.Client, input)
		if err == nil {
			_, err = escrow.WaitSuccess(ctx, f.Client, tx)
		}
		return addr, tx, err
	})
	if err != nil {
		t.Fatal(err)
	}
	return res.Addresses[id]
}

// The dev token is a proxy that delegates every call to TestUSDC: state (balances in USDC's slot 9) lives in
// the proxy, the admin can only upgrade, and an upgrade keeps every balance, allowance and nonce.
func TestTokenProxyDelegates(t *testing.T) {
	f := newFixture(t)
	px := bindings.NewTestUSDCProxy()
	impl := common.BytesToAddress(f.storageAt(t, f.Token, implementationSlot).Bytes())
	if got := chaintest.Call(t, f.Env, f.Token, px.PackImplementation(), px.UnpackImplementation); got != impl {
		t.Fatalf("implementation() %s, slot holds %s", got, impl)
	}
	if admin := common.BytesToAddress(f.storageAt(t, f.Token, adminSlot).Bytes()); admin != f.ProxyAdmin.Address {
		t.Fatalf("admin slot holds %s, want %s", admin, f.ProxyAdmin.Address)
	}
	code := func(a common.Address) []byte {
		c, err := f.Client.CodeAt(context.Background(), a, nil)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	if len(code(impl)) == 0 || bytes.Equal(code(impl), code(f.Token)) {
		t.Fatal("the token address does not hold a proxy in front of a separate implementation")
	}
	// Balances live in the proxy's storage, at USDC's slot; the implementation's own storage is empty.
	bal := f.TokenBalance(t, f.client.Address)
	if got := f.storageAt(t, f.Token, balanceSlot(f.client.Address)).Big(); got.Cmp(bal) != 0 {
		t.Fatalf("slot 9 word of the client %s, balanceOf %s", got, bal)
	}
	if got := f.storageAt(t, impl, balanceSlot(f.client.Address)); got != (common.Hash{}) {
		t.Fatalf("the implementation holds state: %s", got)
	}
	// The proxy admin cannot use the token; nobody else can upgrade (the call reaches the implementation,
	// which has no such function); the bare implementation cannot be initialized.
	f.ExpectRevert(t, f.ProxyAdmin, f.Token, f.TokenABI.PackTransfer(f.client.Address, big.NewInt(1)), "Cannot call fallback function from the proxy admin")
	if _, err := f.TryTransact(f.client, f.Token, px.PackUpgradeTo(impl)); err == nil {
		t.Fatal("a non-admin upgraded the proxy")
	}
	f.ExpectRevert(t, f.client, impl, f.TokenABI.PackInitialize("X", "X", "USD", 6, f.client.Address, f.client.Address, f.client.Address, f.client.Address), "FiatToken: contract is already initialized")
	f.ExpectRevert(t, f.client, f.Token, f.TokenABI.PackInitialize("X", "X", "USD", 6, f.client.Address, f.client.Address, f.client.Address, f.client.Address), "FiatToken: contract is already initialized")
	f.ExpectRevert(t, f.ProxyAdmin, f.Token, px.PackUpgradeTo(f.client.Address), "Cannot set a proxy implementation to a non-contract address")

	// State before the upgrade: a job funded in escrow, an allowance, a used authorization.
	id := f.createASA(t, 10_000, graduatedTerms(), f.evals(1), 1)
	f.fund(t, id)
	f.approve(t, f.client, big.NewInt(777))
	n := crypto.Keccak256Hash([]byte("before upgrade"))
	a := authorization{from: f.client.Address, to: f.spare.Address, value: big.NewInt(5), validAfter: big.NewInt(0), before: f.expiry(t, 3600), nonce: n}
	f.Transact(t, f.stranger, f.Token, f.TokenABI.PackTransferWithAuthorization(a.from, a.to, a.value, a.validAfter, a.before, a.nonce, signDigest(t, f.client, f.authDigest(a))))
	holders := []common.Address{f.client.Address, f.provider.Address, f.spare.Address, f.Escrow}
	before := f.balances(t, holders...)
	supply := chaintest.Call(t, f.Env, f.Token, f.TokenABI.PackTotalSupply(), f.TokenABI.UnpackTotalSupply)

	next := f.deployTokenImplementation(t, "3")
	r := f.Transact(t, f.ProxyAdmin, f.Token, px.PackUpgradeTo(next))
	if len(r.Logs) != 1 || r.Logs[0].Topics[0] != crypto.Keccak256Hash([]byte("Upgraded(address)")) {
		t.Fatalf("upgrade logs %v", r.Logs)
	}
	if got := common.BytesToAddress(f.storageAt(t, f.Token, implementationSlot).Bytes()); got != next {
		t.Fatalf("implementation slot %s after upgrade, want %s", got, next)
	}
	// The new code runs (its version), the old state is all there.
	if v := chaintest.Call(t, f.Env, f.Token, f.TokenABI.PackVersion(), f.TokenABI.UnpackVersion); v != "3" {
		t.Fatalf("version after upgrade %q", v)
	}
	after := f.balances(t, holders...)
	for i := range holders {
		if after[i].Cmp(before[i]) != 0 {
			t.Fatalf("balance of %s changed by the upgrade: %s -> %s", holders[i], before[i], after[i])
		}
	}
	if got := chaintest.Call(t, f.Env, f.Token, f.TokenABI.PackTotalSupply(), f.TokenABI.UnpackTotalSupply); got.Cmp(supply) != 0 {
		t.Fatalf("total supply %s -> %s", supply, got)
	}
	if got := chaintest.Call(t, f.Env, f.Token, f.TokenABI.PackAllowance(f.client.Address, f.Escrow), f.TokenABI.UnpackAllowance); got.Int64() != 777 {
		t.Fatalf("allowance after upgrade %s", got)
	}
	if !chaintest.Call(t, f.Env, f.Token, f.TokenABI.PackAuthorizationState(f.client.Address, n), f.TokenABI.UnpackAuthorizationState) {
		t.Fatal("authorization state lost in the upgrade")
	}
	// The escrow goes on with the upgraded token: the funded job settles, money conserved.
	f.submit(t, id, "delivered after the upgrade")
	f.score(t, id, f.evaluator, 9500)
	f.advance(t, 7200)
	w := f.snapshot(t)
	f.finalize(t, id)
	w.expect(t, 0, 10_000, 0, -10_000)
	f.solvent(t)
}

// Blacklist on the escrow's paths: a blacklisted payer cannot fund (approve+fund or an EIP-3009
// authorization); a blacklisted provider's payout is credited while the client's refund is still pushed; a
// blacklisted client's refund is credited while the provider is still paid. Only the token's behaviour and
// push-or-credit are asserted here: what a credited party may do with its credit is the escrow's to decide.
func TestTokenBlacklistOnEscrowPaths(t *testing.T) {
	f := newFixture(t)
	blacklist := func(a common.Address, on bool) {
		t.Helper()
		data := f.TokenABI.PackBlacklist(a)
		if !on {
			data = f.TokenABI.PackUnBlacklist(a)
		}
		f.Transact(t, f.Deployer, f.Token, data)
		if got := chaintest.Call(t, f.Env, f.Token, f.TokenABI.PackIsBlacklisted(a), f.TokenABI.UnpackIsBlacklisted); got != on {
			t.Fatalf("isBlacklisted(%s) = %v", a, got)
		}
	}
	// Only the blacklister blacklists.
	f.ExpectRevert(t, f.client, f.Token, f.TokenABI.PackBlacklist(f.provider.Address), "Blacklistable: caller is not the blacklister")

	// A blacklisted client can neither fund with approve+fund nor with an authorization.
	id := f.createASA(t, 10_000, graduatedTerms(), f.evals(1), 1)
	f.approve(t, f.client, big.NewInt(10_000))
	blacklist(f.client.Address, true)
	h := f.termsHash(t, id)
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackFund(id, big.NewInt(10_000), h[:]), "Blacklistable: account is blacklisted")
	a := f.newAuth(t, id, f.client.Address, 10_000, "blacklisted payer")
	f.ExpectRevert(t, f.stranger, f.Escrow, f.packFundWithAuth(t, id, a, signDigest(t, f.client, f.authDigest(a))), "Blacklistable: account is blacklisted")
	blacklist(f.client.Address, false)
	f.fund(t, id)
	f.submit(t, id, "report")
	f.score(t, id, f.evaluator, 7500) // 85 %
	f.advance(t, 7200)

	// Blacklisted provider: its 8,500 is credited, the client's 1,500 is pushed.
	blacklist(f.provider.Address, true)
	w := f.snapshot(t)
	f.hasEvents(t, f.finalize(t, id), "Credited")
	w.expect(t, 1_500, 0, 0, -1_500)
	if c := f.credits(t, f.provider.Address); c != 8_500 {
		t.Fatalf("provider credit %d, want 8500", c)
	}
	f.solvent(t)
	blacklist(f.provider.Address, false)

	// Blacklisted client: the refund is credited, the provider is paid.
	id = f.submitted(t, 10_000, graduatedTerms(), f.evals(1), 1)
	f.score(t, id, f.evaluator, 7500)
	f.advance(t, 7200)
	blacklist(f.client.Address, true)
	clientCredit := f.credits(t, f.client.Address)
	w = f.snapshot(t)
	f.hasEvents(t, f.finalize(t, id), "Credited")
	w.expect(t, 0, 8_500, 0, -8_500)
	if got := f.credits(t, f.client.Address) - clientCredit; got != 1_500 {
		t.Fatalf("client credit +%d, want 1500", got)
	}
	f.solvent(t)
}

// A paused token moves nothing: funding by any path reverts with "Pausable: paused", and every settlement
// made meanwhile becomes credits (provider, client and evaluator fee alike) while the money stays in escrow.
// After the unpause the token moves again; the credits stay until someone moves them (the escrow's rules).
func TestPausedTokenCreditsEverySettlement(t *testing.T) {
	f := newFixture(t)
	terms := graduatedTerms()
	terms.EvaluatorFeeBps = 100
	verified := f.submitted(t, 10_000, terms, f.evals(1), 1)
	f.score(t, verified, f.evaluator, 7500)
	f.advance(t, 7200)
	open := f.createASA(t, 10_000, terms, f.evals(1), 1)
	f.approve(t, f.client, big.NewInt(10_000))

	f.ExpectRevert(t, f.client, f.Token, f.TokenABI.PackPause(), "Pausable: caller is not the pauser")
	f.Transact(t, f.Deployer, f.Token, f.TokenABI.PackPause())
	if !chaintest.Call(t, f.Env, f.Token, f.TokenABI.PackPaused(), f.TokenABI.UnpackPaused) {
		t.Fatal("not paused")
	}
	h := f.termsHash(t, open)
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackFund(open, big.NewInt(10_000), h[:]), "Pausable: paused")
	a := f.newAuth(t, open, f.client.Address, 10_000, "paused")
	f.ExpectRevert(t, f.stranger, f.Escrow, f.packFundWithAuth(t, open, a, signDigest(t, f.client, f.authDigest(a))), "Pausable: paused")
	f.ExpectRevert(t, f.client, f.Token, f.TokenABI.PackApprove(f.Escrow, big.NewInt(1)), "Pausable: paused")

	w := f.snapshot(t)
	f.hasEvents(t, f.finalize(t, verified), "Credited", "Credited", "Credited")
	w.expect(t, 0, 0, 0, 0)
	// 1 % fee = 100; distributable 9,900; 85 % = 8,415 to the provider, 1,485 back to the client.
	for who, want := range map[common.Address]int64{f.provider.Address: 8_415, f.client.Address: 1_485, f.evaluator.Address: 100} {
		if got := f.credits(t, who); got != want {
			t.Errorf("credit of %s %d, want %d", who, got, want)
		}
	}
	f.solvent(t)

	f.Transact(t, f.Deployer, f.Token, f.TokenABI.PackUnpause())
	f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackFund(open, big.NewInt(10_000), h[:]))
	f.wantStatus(t, open, stFunded)
	f.solvent(t)
}
