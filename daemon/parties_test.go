package daemon_test

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/settlement/onchain"
)

// resultNonce numbers signed results across a test binary, so concurrent posters never collide.
var resultNonce atomic.Int64

// newParty makes a fresh key with 100 ETH and, when tokens > 0, that many test-token base units and
// an unlimited allowance for the escrow.
func (w *world) newParty(tokens int64) party {
	w.t.Helper()
	k, err := crypto.GenerateKey()
	if err != nil {
		w.t.Fatal(err)
	}
	p := party{key: k, addr: crypto.PubkeyToAddress(k.PublicKey)}
	eth := new(big.Int).Mul(big.NewInt(100), big.NewInt(1e18))
	if err := w.node.SetBalance(context.Background(), p.addr, eth); err != nil {
		w.t.Fatal(err)
	}
	if tokens > 0 {
		if err := escrow.MintDevToken(context.Background(), w.client, w.opts(devParty(w.t, 9)), w.dep.Token, big.NewInt(tokens), p.addr); err != nil {
			w.t.Fatal(err)
		}
		max := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
		w.send(p, w.tokC, w.tok.PackApprove(w.dep.Escrow, max))
	}
	return p
}

// jobSpec describes one ASA job to create.
type jobSpec struct {
	client, provider party
	terms            settlement.Terms
	budget           *big.Int
	evaluators       []common.Address
	quorum           uint8
	expiresIn        uint64 // seconds from now to expiredAt
	fund, deliver    bool
	oneCall          bool // with fund: createAndFundAsaJob instead of createAsaJob then fund
}

// createJob creates (and, as the spec says, funds and delivers) an ASA job; it is safe to call from
// several goroutines as long as each uses its own client and provider keys.
func (w *world) createJob(t testing.TB, s jobSpec) (*big.Int, error) {
	ctx := context.Background()
	expiry := new(big.Int).SetUint64(w.now() + s.expiresIn)
	data := w.esc.PackCreateAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: s.provider.addr, Evaluators: s.evaluators, Quorum: s.quorum, ExpiredAt: expiry, Budget: s.budget, Description: "job"}, onchain.Terms(s.terms))
	if s.fund && s.oneCall {
		data = w.esc.PackCreateAndFundAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: s.provider.addr, Evaluators: s.evaluators, Quorum: s.quorum, ExpiredAt: expiry, Budget: s.budget, Description: "job"}, onchain.Terms(s.terms), new(big.Int), nil)
	}
	tx, err := bind.Transact(w.escC, w.opts(s.client), data)
	if err != nil {
		return nil, fmt.Errorf("create: %w %v", err, escrow.DecodeRevert(err))
	}
	r, err := w.waitMined(ctx, tx)
	if err != nil {
		return nil, err
	}
	var id *big.Int
	for _, l := range r.Logs {
		if ev, err := w.esc.UnpackJobCreatedEvent(l); err == nil {
			id = ev.JobId
		}
	}
	if id == nil {
		return nil, fmt.Errorf("no JobCreated in %s", tx.Hash())
	}
	if s.fund && !s.oneCall {
		h := settlement.TermsHash(s.terms)
		if err := w.trySend(s.client, w.escC, w.esc.PackFund(id, s.budget, h[:])); err != nil {
			return nil, fmt.Errorf("fund %s: %w", id, err)
		}
	}
	if s.deliver {
		if err := w.trySend(s.provider, w.escC, w.esc.PackSubmit(id, settlementHash(t, deliverable(id)), nil)); err != nil {
			return nil, fmt.Errorf("submit %s: %w", id, err)
		}
	}
	return id, nil
}

func (w *world) trySend(p party, c *bind.BoundContract, data []byte) error {
	tx, err := bind.Transact(c, w.opts(p), data)
	if err != nil {
		return fmt.Errorf("transact: %w %v", err, escrow.DecodeRevert(err))
	}
	_, err = w.waitMined(context.Background(), tx)
	return err
}

// deliverable is the content the provider of job id delivers.
func deliverable(id *big.Int) []byte { return []byte(fmt.Sprintf("deliverable of job %s", id)) }

// scoreText writes a 0..10000 score as the document's 0.00..100.00 number.
func scoreText(s uint16) string { return fmt.Sprintf("%d.%02d", s/100, s%100) }

// warpBy moves chain time forward by seconds (and mines a block).
func (w *world) warpBy(seconds uint64) { w.warp(seconds) }

// waitStatus waits until every job has the on-chain status.
func (w *world) waitStatus(timeout time.Duration, want settlement.JobStatus, ids ...*big.Int) {
	w.t.Helper()
	var last string
	deadline := time.Now().Add(timeout)
	for {
		last = ""
		for _, id := range ids {
			if st := settlement.JobStatus(w.job(id).Status); st != want {
				last += fmt.Sprintf(" %s:%s", id, st)
			}
		}
		if last == "" {
			return
		}
		if time.Now().After(deadline) {
			w.t.Fatalf("timed out waiting for %d jobs to be %s; still:%s", len(ids), want, last)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// devKeyHex is a dev account's private key as hex, for the subprocess environment (never logged).
func devKeyHex(t testing.TB, i int) string {
	k, err := anvil.DevKey(i)
	if err != nil {
		t.Fatal(err)
	}
	return common.Bytes2Hex(crypto.FromECDSA(k))
}

// waitMined polls for tx's receipt every few milliseconds (bind.WaitMined polls once a second, which
// makes hundreds of automined transactions crawl) and fails when it reverted.
func (w *world) waitMined(ctx context.Context, tx *types.Transaction) (*types.Receipt, error) {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	for {
		r, err := w.client.TransactionReceipt(ctx, tx.Hash())
		if err == nil {
			if r.Status != types.ReceiptStatusSuccessful {
				return r, fmt.Errorf("transaction %s reverted (block %d)", tx.Hash(), r.BlockNumber)
			}
			return r, nil
		}
		if !errors.Is(err, ethereum.NotFound) {
			return nil, fmt.Errorf("receipt of %s: %w", tx.Hash(), err)
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("wait for %s: %w", tx.Hash(), ctx.Err())
		case <-time.After(5 * time.Millisecond):
		}
	}
}
