package ledgerop_test

import (
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/daemon/ledgerop"
	"github.com/asa-escrow/asa/escrow"
)

// A reorg in the middle of an epoch: a deposit is mined, the operator builds and posts the next epoch, and
// then a reorg replaces the deposit's blocks (the deposit never happened on the new branch) and takes the
// post out with them. With the daemon's confirmation depth the operator never counted the deposit: its post
// comes back on the new branch with the same roots, the chain holds them once, and a verifier replaying the
// canonical chain finds nothing. Read at the head instead (depth 0), the same operator counts the deposit, and
// after the reorg its epoch is provably wrong (the verifier's fraud proof would take the bond): the depth is
// what keeps an honest operator honest.
func TestOperatorSurvivesReorgMidEpoch(t *testing.T) {
	for _, tc := range []struct {
		name          string
		confirmations uint64
		wantFraud     bool
	}{{"confirmed head", 3, false}, {"at the head", 0, true}} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			defer f.stop()
			f.confirmations = tc.confirmations
			f.stop()
			f.start()
			f.mustTick()
			f.ch.Backend.Commit()
			f.ch.Backend.Commit()
			f.ch.Backend.Commit()
			f.mustTick()
			f.mustTick()
			if f.lastEpoch() != 1 {
				t.Fatalf("epoch 1 not posted (last %d)", f.lastEpoch())
			}
			f.ch.Advance(t, (interval+1)*time.Second)
			for i := 0; i < 3; i++ { // the confirmed head passes the epoch interval
				f.ch.Backend.Commit()
			}
			parent, err := f.ch.Client.HeaderByNumber(f.ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			nonce, err := f.ch.Client.PendingNonceAt(f.ctx, f.stranger.Address)
			if err != nil {
				t.Fatal(err)
			}
			_, open := f.openJob(0, 10_000_000) // epoch 2's message
			f.send(open)
			f.deposit(f.stranger, 5_000_000) // approve + deposit, mined in the two blocks after parent
			f.mustTick()                     // builds and posts epoch 2 (the deposit is not confirmed yet)
			if f.lastEpoch() != 2 {
				es, _ := f.st.LedgerEpochs(f.ctx, 1)
				t.Fatalf("epoch 2 not posted (last %d); stored %+v", f.lastEpoch(), es)
			}
			built, err := f.st.LedgerEpochAt(f.ctx, 2)
			if err != nil {
				t.Fatal(err)
			}

			// The reorg: a branch from parent where the stranger's two transactions are replaced by ones that
			// only register it; the post goes back to the pool and is mined again on the new branch.
			if err := f.ch.Backend.Fork(parent.Hash()); err != nil {
				t.Fatal(err)
			}
			if n := f.lastEpoch(); n != 1 { // the fork's head is parent
				t.Fatalf("setup: the reorg did not take the post out (the chain has %d epochs)", n)
			}
			replace(t, f, nonce, f.L.PackRegister(), f.L.PackRegister())
			for i := 0; i < 6; i++ {
				f.ch.Backend.Commit()
			}
			if dep := strangerDeposited(f); dep.Sign() != 0 {
				t.Fatalf("setup: the stranger's deposit survived the reorg (%s)", dep)
			}
			// The operator carries on; its epoch 2 is on the new branch with the roots it stored.
			for i := 0; i < 4; i++ {
				f.mustTick()
				f.ch.Backend.Commit()
			}
			if f.lastEpoch() < 2 || f.onchainRoot(2) != built.StateRoot {
				t.Fatalf("after the reorg the chain has %d epochs, epoch 2's root %s; the operator stored %s", f.lastEpoch(), f.onchainRoot(2), built.StateRoot)
			}
			v, err := ledgerop.NewVerifier(f.ctx, ledgerop.VerifierConfig{Chain: f.newChain(), Data: f.cl})
			if err != nil {
				t.Fatal(err)
			}
			found, err := v.Tick(f.ctx)
			if err != nil {
				t.Fatal(err)
			}
			gotFraud := len(found) > 0 && found[0].Fraud != nil && found[0].Epoch == 2
			if gotFraud != tc.wantFraud {
				t.Fatalf("the verifier on the new branch found %+v; want fraud in epoch 2: %v", found, tc.wantFraud)
			}
			if tc.wantFraud && !strings.Contains(found[0].Fraud.Reason, "deposits") {
				t.Fatalf("the fraud is %q, want the deposit nobody made", found[0].Fraud.Reason)
			}
		})
	}
}

// strangerDeposited is the stranger's deposited total on chain.
func strangerDeposited(f *fixture) *big.Int {
	i := chainCall(f, f.L.PackAccountIndex(f.stranger.Address), f.L.UnpackAccountIndex)
	return chainCall(f, f.L.PackDeposited(i), f.L.UnpackDeposited)
}

func chainCall[T any](f *fixture, data []byte, unpack func([]byte) (T, error)) T {
	f.t.Helper()
	out, err := f.ch.Client.CallContract(f.ctx, ethereum.CallMsg{To: &f.ledger, Data: data}, nil)
	if err != nil {
		f.t.Fatal(err)
	}
	v, err := unpack(out)
	if err != nil {
		f.t.Fatal(err)
	}
	return v
}

// replace sends, from the stranger, calls to the ledger at nonces from, from+1, ... paying more than the
// transactions the reorg took out, and mines them in one block, so that those cannot come back.
func replace(t *testing.T, f *fixture, from uint64, calls ...[]byte) {
	t.Helper()
	node := f.ch.Client.Client // not the auto-miner: the replacements go in one block
	var txs []*types.Transaction
	for k, data := range calls {
		opts := f.ch.Opts(f.stranger)
		opts.Nonce = new(big.Int).SetUint64(from + uint64(k))
		opts.GasTipCap, opts.GasFeeCap = big.NewInt(100_000_000_000), big.NewInt(1_000_000_000_000)
		opts.GasLimit, opts.NoSend = 500_000, true
		tx, err := bind.NewBoundContract(f.ledger, f.L.GetABI(), node, node, node).RawTransact(opts, data)
		if err != nil {
			t.Fatalf("replacement: %v", err)
		}
		for i := 0; ; i++ {
			err = node.SendTransaction(f.ctx, tx)
			if err == nil || !strings.Contains(err.Error(), "nonce too low") || i == 500 {
				break
			}
			time.Sleep(5 * time.Millisecond)
		}
		if err != nil {
			t.Fatalf("replacement: %v", err)
		}
		txs = append(txs, tx)
	}
	f.ch.Backend.Commit()
	for _, tx := range txs {
		if _, err := escrow.WaitSuccess(f.ctx, f.ch.Client, tx); err != nil {
			t.Fatalf("replacement: %v", err)
		}
	}
}
