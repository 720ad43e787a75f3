package asaclient

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
)

// testChain is a pinned anvil with the dev token and the escrow deployed, the client (dev key 0) holding
// 100 USDC, and the seed research agreement planned for this chain and escrow.
type testChain struct {
	ctx                   context.Context
	node                  *anvil.Node
	eth                   *ethclient.Client
	esc                   *Escrow
	deployer              *bind.TransactOpts
	clientKey, relayerKey *ecdsa.PrivateKey
	clientAddr            common.Address
	plan                  *settlement.JobPlan
}

func newTestChain(t *testing.T) *testChain {
	t.Helper()
	ctx := context.Background()
	node, err := anvil.Start(ctx, anvil.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = node.Stop() })
	eth, err := node.Dial(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(eth.Close)
	deployKey, _ := anvil.DevKey(9)
	clientKey, _ := anvil.DevKey(0)
	relayerKey, _ := anvil.DevKey(8)
	deployer := bind.NewKeyedTransactor(deployKey, node.ChainID())
	tok, _, err := escrow.DeployDevToken(ctx, eth, deployer, escrow.DefaultDevToken)
	if err != nil {
		t.Fatal(err)
	}
	escAddr, _, err := escrow.DeployEscrow(ctx, eth, deployer, tok)
	if err != nil {
		t.Fatal(err)
	}
	clientAddr := crypto.PubkeyToAddress(clientKey.PublicKey)
	if err := escrow.MintDevToken(ctx, eth, deployer, tok, big.NewInt(100_000_000), clientAddr); err != nil {
		t.Fatal(err)
	}
	e, err := Open(ctx, eth, escAddr)
	if err != nil {
		t.Fatal(err)
	}
	seed, err := os.ReadFile(filepath.Join("..", "settlement", "testdata", "agreement_research.json"))
	if err != nil {
		t.Fatal(err)
	}
	head, err := eth.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Unix(int64(head.Time), 0)
	doc, err := Rebind(seed, 31337, escAddr, now)
	if err != nil {
		t.Fatal(err)
	}
	plan, err := settlement.ParseAgreement(doc, settlement.AgreementOptions{Now: now, ChainID: 31337})
	if err != nil {
		t.Fatal(err)
	}
	return &testChain{ctx: ctx, node: node, eth: eth, esc: e, deployer: deployer, clientKey: clientKey, relayerKey: relayerKey,
		clientAddr: clientAddr, plan: plan}
}
