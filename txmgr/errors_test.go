package txmgr

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/asa-escrow/asa/anvil"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/params"
)

// nodeCase provokes one error from a real node.
type nodeCase struct {
	name string
	want ErrorClass
	// nodes the case runs on; empty = all
	only string
	run  func(t *testing.T, e *nodeEnv) error
}

type nodeEnv struct {
	name     string
	c        Client
	key      *ecdsa.PrivateKey
	chainID  *big.Int
	base     *big.Int
	settler  settler
	mine     func()
	automine func(bool)
}

func (e *nodeEnv) tx(t *testing.T, key *ecdsa.PrivateKey, nonce, gas uint64, tip, feeCap *big.Int, value int64) *types.Transaction {
	t.Helper()
	to := common.HexToAddress("0x0000000000000000000000000000000000001111")
	tx, err := types.SignNewTx(key, types.LatestSignerForChainID(e.chainID), &types.DynamicFeeTx{
		ChainID: e.chainID, Nonce: nonce, Gas: gas, GasTipCap: tip, GasFeeCap: feeCap, To: &to, Value: big.NewInt(value),
	})
	if err != nil {
		t.Fatal(err)
	}
	return tx
}

func (e *nodeEnv) pending(t *testing.T) uint64 {
	n, err := e.c.PendingNonceAt(context.Background(), addr(e.key))
	if err != nil {
		t.Fatal(err)
	}
	return n
}

var gwei = big.NewInt(params.GWei)

func (e *nodeEnv) cap() *big.Int {
	return new(big.Int).Add(new(big.Int).Mul(e.base, big.NewInt(2)), gwei)
}

var nodeCases = []nodeCase{
	{name: "execution reverted at estimate", want: ClassReverted, run: func(t *testing.T, e *nodeEnv) error {
		_, err := e.c.EstimateGas(context.Background(), ethereum.CallMsg{From: addr(e.key), To: &e.settler.addr, Data: e.settler.pack(t, "settle", big.NewInt(1))})
		if err != nil && RevertReason(err) != "execution reverted: already settled" {
			t.Errorf("revert reason %q", RevertReason(err))
		}
		return err
	}},
	{name: "nonce too low", want: ClassNonceTooLow, run: func(t *testing.T, e *nodeEnv) error {
		return e.c.SendTransaction(context.Background(), e.tx(t, e.key, e.pending(t)-1, 21000, gwei, e.cap(), 1))
	}},
	{name: "already known", want: ClassAlreadyKnown, run: func(t *testing.T, e *nodeEnv) error {
		e.automine(false)
		defer e.automine(true)
		tx := e.tx(t, e.key, e.pending(t), 21000, gwei, e.cap(), 1)
		if err := e.c.SendTransaction(context.Background(), tx); err != nil {
			t.Fatal(err)
		}
		return e.c.SendTransaction(context.Background(), tx)
	}},
	{name: "replacement underpriced", want: ClassUnderpriced, run: func(t *testing.T, e *nodeEnv) error {
		e.automine(false)
		defer e.automine(true)
		n := e.pending(t)
		if err := e.c.SendTransaction(context.Background(), e.tx(t, e.key, n, 21000, gwei, e.cap(), 1)); err != nil {
			t.Fatal(err)
		}
		return e.c.SendTransaction(context.Background(), e.tx(t, e.key, n, 21000, gwei, e.cap(), 2))
	}},
	{name: "insufficient funds", want: ClassInsufficientFunds, run: func(t *testing.T, e *nodeEnv) error {
		return e.c.SendTransaction(context.Background(), e.tx(t, newKey(t), 0, 21000, gwei, e.cap(), 1))
	}},
	{name: "intrinsic gas too low", want: ClassFatal, run: func(t *testing.T, e *nodeEnv) error {
		return e.c.SendTransaction(context.Background(), e.tx(t, e.key, e.pending(t), 20000, gwei, e.cap(), 1))
	}},
	{name: "gas above block gas limit", want: ClassFatal, run: func(t *testing.T, e *nodeEnv) error {
		return e.c.SendTransaction(context.Background(), e.tx(t, e.key, e.pending(t), 100_000_000, gwei, e.cap(), 1))
	}},
	{name: "tip above fee cap", want: ClassFatal, run: func(t *testing.T, e *nodeEnv) error {
		return e.c.SendTransaction(context.Background(), e.tx(t, e.key, e.pending(t), 21000, big.NewInt(10*params.GWei), gwei, 1))
	}},
	{name: "max fee below base fee", want: ClassUnderpriced, only: "anvil", run: func(t *testing.T, e *nodeEnv) error {
		// geth's pool accepts such a tx and waits; anvil refuses it.
		return e.c.SendTransaction(context.Background(), e.tx(t, e.key, e.pending(t), 21000, big.NewInt(1), big.NewInt(2), 1))
	}},
	{name: "tx fee exceeds RPC cap", want: ClassFatal, only: "geth", run: func(t *testing.T, e *nodeEnv) error {
		// anvil has no RPC fee cap.
		return e.c.SendTransaction(context.Background(), e.tx(t, e.key, e.pending(t), 1_000_000, gwei, big.NewInt(5000*params.GWei), 1))
	}},
}

func runNodeCases(t *testing.T, e *nodeEnv) {
	for _, tc := range nodeCases {
		if tc.only != "" && tc.only != e.name {
			continue
		}
		t.Run(tc.name, func(t *testing.T) {
			err := tc.run(t, e)
			if err == nil {
				t.Fatal("node accepted it")
			}
			if got := Classify(err); got != tc.want {
				t.Fatalf("Classify(%q) = %s, want %s", err, got, tc.want)
			}
			t.Logf("%s: %q -> %s", e.name, err, tc.want)
		})
	}
}

// The classification table against the messages real nodes send.
func TestClassifyRealNodeMessages(t *testing.T) {
	t.Run("anvil", func(t *testing.T) {
		node, c := startAnvil(t, anvil.Options{})
		ctx := context.Background()
		key := devKey(t, 0)
		s := deploySettler(t, c, key, nil)
		sendDirect(t, c, key, &s.addr, s.pack(t, "settle", big.NewInt(1)), nil, nil)
		id, _ := c.ChainID(ctx)
		h, _ := c.HeaderByNumber(ctx, nil)
		runNodeCases(t, &nodeEnv{name: "anvil", c: c, key: key, chainID: id, base: h.BaseFee, settler: s,
			mine: func() { _ = node.Mine(ctx, 1) }, automine: func(on bool) {
				if !on {
					_ = node.Mine(ctx, 1) // flush what is pending before turning it off
				}
				_ = node.SetAutomine(ctx, on)
			}})
	})
	t.Run("geth", func(t *testing.T) {
		key := newKey(t)
		sim := newSim(t, key)
		c := sim.Client()
		ctx := context.Background()
		mine := func() { sim.Commit() }
		s := deploySettler(t, c, key, mine)
		sendDirect(t, c, key, &s.addr, s.pack(t, "settle", big.NewInt(1)), nil, mine)
		id, _ := c.ChainID(ctx)
		h, _ := c.HeaderByNumber(ctx, nil)
		runNodeCases(t, &nodeEnv{name: "geth", c: c, key: key, chainID: id, base: h.BaseFee, settler: s,
			mine: mine, automine: func(on bool) {
				if on {
					sim.Commit()
				}
			}})
	})
}

// Messages from other clients and wrapped errors, as text.
func TestClassifyTable(t *testing.T) {
	cases := []struct {
		err  error
		want ErrorClass
	}{
		{nil, ClassNone},
		{errors.New("already known"), ClassAlreadyKnown},
		{errors.New("transaction already imported"), ClassAlreadyKnown},
		{errors.New("Transaction with the same hash was already imported."), ClassAlreadyKnown},
		{errors.New("known transaction: 0xabc"), ClassAlreadyKnown},
		{errors.New("nonce too low: next nonce 2, tx nonce 1"), ClassNonceTooLow},
		{errors.New("OldNonce"), ClassNonceTooLow},
		{errors.New("replacement transaction underpriced"), ClassUnderpriced},
		{errors.New("transaction underpriced: tip needed 1, tip permitted 0"), ClassUnderpriced},
		{errors.New("max fee per gas less than block base fee: address 0x1, maxFeePerGas: 2, baseFee: 7"), ClassUnderpriced},
		{errors.New("Insufficient funds for gas * price + value"), ClassInsufficientFunds},
		{errors.New("intrinsic gas too high -- tx.gas_limit > env.block.gas_limit"), ClassFatal},
		{errors.New("exceeds block gas limit"), ClassFatal},
		{errors.New("tx fee (5.00 ether) exceeds the configured cap (1.00 ether)"), ClassFatal},
		{errors.New("txpool is full"), ClassRetryable},
		{errors.New("transaction indexing is in progress"), ClassRetryable},
		{errors.New("connection refused"), ClassRetryable},
		{fmt.Errorf("send: %w", errors.New("execution reverted: not due")), ClassReverted},
		{context.DeadlineExceeded, ClassRetryable},
	}
	for _, tc := range cases {
		if got := Classify(tc.err); got != tc.want {
			t.Errorf("Classify(%v) = %s, want %s", tc.err, got, tc.want)
		}
	}
	for _, m := range nodeMessages {
		if m.fragment != strings.ToLower(m.fragment) {
			t.Errorf("table fragment %q must be lower case", m.fragment)
		}
	}
}
