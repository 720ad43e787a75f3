// Package chaintest gives tests an in-process chain (go-ethereum's simulated backend, real EVM and mempool
// rules) with funded keys, the dev token and the escrow deployed from the committed artifacts, and small
// helpers to transact, move time and read balances. Every transaction is mined as soon as it is sent.
// It is for tests only.
package chaintest

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/node"
	"github.com/ethereum/go-ethereum/params"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
)

// Account is a test key and its address.
type Account struct {
	Key     *ecdsa.PrivateKey
	Address common.Address
}

// NewAccount makes a fresh random key.
func NewAccount(t testing.TB) *Account {
	t.Helper()
	k, err := crypto.GenerateKey()
	if err != nil {
		t.Fatalf("generate key: %v", err)
	}
	return &Account{Key: k, Address: crypto.PubkeyToAddress(k.PublicKey)}
}

// Env is a running simulated chain with the dev token and an escrow deployed.
type Env struct {
	Backend  *simulated.Backend
	Client   *AutoMiner
	ChainID  *big.Int
	Deployer *Account   // deployed everything; holds every role of the dev token (owner, minter, pauser, blacklister)
	Accounts []*Account // funded with ether and InitialTokens of the dev token
	// ProxyAdmin may upgrade the dev token's proxy (funded with ether; it cannot use the token itself).
	ProxyAdmin *Account

	Token      common.Address
	Escrow     common.Address
	TokenABI   *bindings.TestUSDC
	EscrowABI  *bindings.AsaEscrow
	TokenC     *bind.BoundContract
	EscrowC    *bind.BoundContract
	InitialEth *big.Int
}

// InitialTokens is what each account holds of the dev token at the start: 1,000,000 USDC.
var InitialTokens = big.NewInt(1_000_000_000_000)

// Options tune New.
type Options struct {
	Accounts int // funded accounts besides the deployer (default 10)
	// ChainConfig replaces go-ethereum's dev chain config (every fork, including the Bogota/Amsterdam
	// state-gas repricing). Gas measurements pass OsakaConfig to get the rules Base runs today.
	ChainConfig *params.ChainConfig
	// Backend tunes the simulated node further (e.g. a live tracer for gas profiling).
	Backend []func(*node.Config, *ethconfig.Config)
}

// OsakaConfig is the dev chain config with every fork up to Osaka and none after, i.e. today's mainnet and
// Base gas schedule (no EIP-8037/8038 state-gas repricing).
func OsakaConfig() *params.ChainConfig {
	c := *params.AllDevChainProtocolChanges
	c.AmsterdamTime, c.BogotaTime, c.UBTTime = nil, nil, nil
	return &c
}

// New starts a simulated chain, funds the accounts, deploys the dev token ("USD Coin"/"2", TestUSDC behind
// its proxy, as escrow.DeployDevToken does) and AsaEscrow, and mints InitialTokens to every account. The chain is closed when the test ends.
func New(t testing.TB, opts ...Options) *Env {
	t.Helper()
	o := Options{Accounts: 10}
	if len(opts) > 0 && opts[0].Accounts > 0 {
		o.Accounts = opts[0].Accounts
	}
	if len(opts) > 0 {
		o.ChainConfig = opts[0].ChainConfig
		o.Backend = opts[0].Backend
	}
	eth := new(big.Int).Mul(big.NewInt(1_000_000), big.NewInt(params.Ether))
	e := &Env{Deployer: NewAccount(t), ProxyAdmin: NewAccount(t), InitialEth: eth}
	alloc := types.GenesisAlloc{e.Deployer.Address: {Balance: eth}, e.ProxyAdmin.Address: {Balance: eth}}
	for i := 0; i < o.Accounts; i++ {
		a := NewAccount(t)
		e.Accounts = append(e.Accounts, a)
		alloc[a.Address] = types.Account{Balance: eth}
	}
	backendOpts := []func(*node.Config, *ethconfig.Config){simulated.WithBlockGasLimit(60_000_000)}
	if o.ChainConfig != nil {
		cfg := o.ChainConfig
		backendOpts = append(backendOpts, func(_ *node.Config, ec *ethconfig.Config) { ec.Genesis.Config = cfg })
	}
	backendOpts = append(backendOpts, o.Backend...)
	e.Backend = simulated.NewBackend(alloc, backendOpts...)
	t.Cleanup(func() { _ = e.Backend.Close() })
	e.Client = NewAutoMiner(e.Backend)
	ctx := context.Background()
	id, err := e.Client.ChainID(ctx)
	if err != nil {
		t.Fatalf("chain id: %v", err)
	}
	e.ChainID = id
	e.TokenABI, e.EscrowABI = bindings.NewTestUSDC(), bindings.NewAsaEscrow()

	tokenOpts := escrow.DefaultDevToken
	tokenOpts.ProxyAdmin = e.ProxyAdmin.Address
	e.Token, _, err = escrow.DeployDevToken(ctx, e.Client, e.Opts(e.Deployer), tokenOpts)
	if err != nil {
		t.Fatalf("%v", err)
	}
	e.Escrow, _, err = escrow.DeployEscrow(ctx, e.Client, e.Opts(e.Deployer), e.Token)
	if err != nil {
		t.Fatalf("%v", err)
	}
	e.TokenC = e.TokenABI.Instance(e.Client, e.Token)
	e.EscrowC = e.EscrowABI.Instance(e.Client, e.Escrow)
	addrs := make([]common.Address, len(e.Accounts))
	for i, a := range e.Accounts {
		addrs[i] = a.Address
	}
	if err := escrow.MintDevToken(ctx, e.Client, e.Opts(e.Deployer), e.Token, InitialTokens, addrs...); err != nil {
		t.Fatalf("%v", err)
	}
	return e
}

// Opts returns transact options signing with a's key.
func (e *Env) Opts(a *Account) *bind.TransactOpts {
	opts := bind.NewKeyedTransactor(a.Key, e.ChainID)
	opts.Context = context.Background()
	return opts
}

// TryTransact sends calldata to contract from `from` and waits for the receipt. A revert (at gas estimation
// or on chain) comes back as an error; escrow.DecodeRevert names custom errors.
func (e *Env) TryTransact(from *Account, contract common.Address, calldata []byte) (*types.Receipt, error) {
	c := bind.NewBoundContract(contract, e.EscrowABI.GetABI(), e.Client, e.Client, e.Client)
	tx, err := c.RawTransact(e.Opts(from), calldata)
	if err != nil {
		return nil, err
	}
	return escrow.WaitSuccess(context.Background(), e.Client, tx)
}

// Transact is TryTransact that fails the test on error.
func (e *Env) Transact(t testing.TB, from *Account, contract common.Address, calldata []byte) *types.Receipt {
	t.Helper()
	r, err := e.TryTransact(from, contract, calldata)
	if err != nil {
		t.Fatalf("transact from %s to %s: %v", from.Address, contract, describe(err))
	}
	return r
}

// ExpectRevert sends the call and fails the test unless it reverts with `want`: the name of a custom error
// (the escrow's, e.g. "InvalidStatus") or the whole reason string of a require (the token's, as USDC's:
// "Blacklistable: account is blacklisted").
func (e *Env) ExpectRevert(t testing.TB, from *Account, contract common.Address, calldata []byte, want string) {
	t.Helper()
	_, err := e.TryTransact(from, contract, calldata)
	if err == nil {
		t.Fatalf("expected revert %s, the call succeeded", want)
	}
	if re := escrow.DecodeRevert(err); re == nil || (re.Name != want && re.Reason() != want) {
		t.Fatalf("expected revert %s, got %v", want, describe(err))
	}
}

func describe(err error) error {
	return escrow.Describe(err, "")
}

// Call runs a view call against the latest block.
func Call[T any](t testing.TB, e *Env, contract common.Address, calldata []byte, unpack func([]byte) (T, error)) T {
	t.Helper()
	c := bind.NewBoundContract(contract, e.EscrowABI.GetABI(), e.Client, e.Client, e.Client)
	v, err := bind.Call(c, &bind.CallOpts{Context: context.Background()}, calldata, unpack)
	if err != nil {
		t.Fatalf("call %s: %v", contract, describe(err))
	}
	return v
}

// TokenBalance is the dev token balance of addr.
func (e *Env) TokenBalance(t testing.TB, addr common.Address) *big.Int {
	t.Helper()
	return Call(t, e, e.Token, e.TokenABI.PackBalanceOf(addr), e.TokenABI.UnpackBalanceOf)
}

// Now is the latest block's timestamp.
func (e *Env) Now(t testing.TB) uint64 {
	t.Helper()
	h, err := e.Client.HeaderByNumber(context.Background(), nil)
	if err != nil {
		t.Fatalf("header: %v", err)
	}
	return h.Time
}

// Advance moves chain time forward by d and mines a block.
func (e *Env) Advance(t testing.TB, d time.Duration) {
	t.Helper()
	e.Client.mu.Lock()
	defer e.Client.mu.Unlock()
	// The simulated backend adjusts time only on an empty pending block: a transaction still pending (sent
	// but not yet mined under load) is mined first.
	var err error
	for i := 0; i < 20; i++ {
		if err = e.Backend.AdjustTime(d); err == nil {
			return
		}
		e.Backend.Commit()
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatalf("adjust time: %v", err)
}

// AutoMiner wraps the simulated client so that every sent transaction is mined at once, like anvil's
// default mode; bind.WaitMined then works unchanged.
type AutoMiner struct {
	simulated.Client
	backend *simulated.Backend
	mu      sync.Mutex
}

// NewAutoMiner wraps b's client.
func NewAutoMiner(b *simulated.Backend) *AutoMiner {
	return &AutoMiner{Client: b.Client(), backend: b}
}

// SendTransaction sends tx and mines a block containing it.
func (a *AutoMiner) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	a.mu.Lock()
	defer a.mu.Unlock()
	if err := a.Client.SendTransaction(ctx, tx); err != nil {
		return err
	}
	// The pool promotes a transaction asynchronously; a block sealed before that would leave it out.
	if from, err := types.Sender(types.LatestSignerForChainID(tx.ChainId()), tx); err == nil {
		for i := 0; i < 200; i++ {
			if n, err := a.Client.PendingNonceAt(ctx, from); err != nil || n > tx.Nonce() {
				break
			}
			time.Sleep(time.Millisecond)
		}
	}
	a.backend.Commit()
	return nil
}

// TransactionReceipt retries while the simulated node is still indexing ("transaction indexing is in progress").
func (a *AutoMiner) TransactionReceipt(ctx context.Context, hash common.Hash) (*types.Receipt, error) {
	for i := 0; ; i++ {
		r, err := a.Client.TransactionReceipt(ctx, hash)
		if err == nil || i >= 50 || !isIndexing(err) {
			return r, err
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(5 * time.Millisecond):
		}
	}
}

func isIndexing(err error) bool {
	return err != nil && (err.Error() == "transaction indexing is in progress")
}
