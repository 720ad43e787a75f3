// Package facilitatortest gives x402 tests a simulated chain (id 1337) holding the dev USDC (TestUSDC,
// "USD Coin"/"2", behind its proxy as escrow.DeployDevToken deploys it), mined in the background whenever
// transactions are pending, and a facilitator that verifies on it and settles through TokenSettler and a
// transaction manager of its own settlement key (journal in memory). It is for tests only.
package facilitatortest

import (
	"context"
	"crypto/ecdsa"
	"log/slog"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/params"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/txmgr"
	"github.com/asa-escrow/asa/x402/facilitator"
)

// ChainID is the simulated chain's id (x402 network "eip155:1337").
const ChainID = 1337

// PayerTokens is what every payer holds of the token at the start: 10 USDC.
const PayerTokens = 10_000_000

// Chain is the running chain, its token and the facilitator.
type Chain struct {
	Client      simulated.Client
	Token       common.Address
	Deployer    *ecdsa.PrivateKey // deployed the token and is its minter
	TxManager   *txmgr.Manager    // the settlement key's
	Facilitator *facilitator.Facilitator

	tok  *bindings.TestUSDC
	tokC *bind.BoundContract
}

// New starts the chain; every payer gets ether for gas and PayerTokens of the token. Everything stops when
// the test ends.
func New(t testing.TB, payers ...common.Address) *Chain {
	t.Helper()
	deployer, _ := crypto.GenerateKey()
	relayer, _ := crypto.GenerateKey()
	eth := new(big.Int).Mul(big.NewInt(100), big.NewInt(params.Ether))
	alloc := types.GenesisAlloc{
		crypto.PubkeyToAddress(deployer.PublicKey): {Balance: eth},
		crypto.PubkeyToAddress(relayer.PublicKey):  {Balance: eth},
	}
	for _, p := range payers {
		alloc[p] = types.Account{Balance: eth}
	}
	sim := simulated.NewBackend(alloc)
	t.Cleanup(func() { _ = sim.Close() })
	c := &Chain{Client: sim.Client(), Deployer: deployer, tok: bindings.NewTestUSDC()}
	chainID := big.NewInt(ChainID)
	opts := bind.NewKeyedTransactor(deployer, chainID)
	mineInBackground(t, sim)
	ctx := context.Background()
	addr, _, err := escrow.DeployDevToken(ctx, c.Client, opts, escrow.DefaultDevToken)
	if err != nil {
		t.Fatal(err)
	}
	c.Token, c.tokC = addr, c.tok.Instance(c.Client, addr)
	if err := escrow.MintDevToken(ctx, c.Client, opts, addr, big.NewInt(PayerTokens), payers...); err != nil {
		t.Fatal(err)
	}

	chain := facilitator.NewEthChain(c.Client)
	kinds := txmgr.NewKinds()
	if err := facilitator.RegisterKinds(kinds, chain); err != nil {
		t.Fatal(err)
	}
	signer, err := txmgr.NewKeySigner(relayer, chainID)
	if err != nil {
		t.Fatal(err)
	}
	c.TxManager, err = txmgr.New(context.Background(), txmgr.Config{ChainID: chainID, Kinds: kinds, PollInterval: 10 * time.Millisecond,
		Confirmations: 1, Logger: slog.New(slog.DiscardHandler)}, c.Client, txmgr.NewMemJournal(), signer)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.TxManager.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.TxManager.Stop(context.Background()) })
	c.Facilitator, err = facilitator.New(facilitator.Config{
		Networks: []*facilitator.Network{{ChainID: chainID, Chain: chain, Sender: c.TxManager, Receipts: c.Client,
			Settler: facilitator.NewTokenSettler(c.Client, signer.Address())}},
		SettleTimeout: 10 * time.Second, PollInterval: 10 * time.Millisecond, SimulateInVerify: true,
	})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// mineInBackground seals a block every 20 ms while transactions are pending. Only then: every block moves
// the chain clock by at least a second, and an authorization's validBefore is wall-clock based.
func mineInBackground(t testing.TB, sim *simulated.Backend) {
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			select {
			case <-stop:
				return
			case <-time.After(20 * time.Millisecond):
				if n, err := sim.Client().PendingTransactionCount(context.Background()); err == nil && n > 0 {
					sim.Commit()
				}
			}
		}
	}()
	t.Cleanup(func() { close(stop); wg.Wait() })
}

// Balance is who's token balance.
func (c *Chain) Balance(t testing.TB, who common.Address) *big.Int {
	t.Helper()
	b, err := bind.Call(c.tokC, nil, c.tok.PackBalanceOf(who), c.tok.UnpackBalanceOf)
	if err != nil {
		t.Fatalf("balanceOf(%s): %v", who, err)
	}
	return b
}
