package ledger

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/settlement"
)

func resultFor(id, d common.Hash, now uint64) settlement.Result {
	return settlement.Result{JobID: new(big.Int).SetBytes(id[:]), Deliverable: d, SubmittedAt: now, Score: 9000, Passed: true,
		Nonce: new(big.Int), Deadline: now + 100}
}

const benchAccounts = 1_000_000

// benchEnv is an env whose state and chain hold benchAccounts accounts (the client, the provider and
// the evaluator first, then filler accounts with a deposit each).
func benchEnv(b *testing.B) *env {
	b.Helper()
	e := newEnv(b, 1)
	filler := big.NewInt(1000)
	for i := e.chain.AccountCount(); i < benchAccounts; i++ {
		e.chain.Deposit(common.BigToAddress(big.NewInt(int64(i)+1<<40)), filler)
	}
	leaves := make([]AccountLeaf, benchAccounts+1)
	for i := uint32(1); i <= benchAccounts; i++ {
		leaves[i] = e.st.Account(i)
		if i > 3 {
			leaves[i] = AccountLeaf{Deposits: filler}
		}
	}
	e.st.loadAccounts(leaves)
	e.mustApply(e.sync(e.client.addr))
	return e
}

// jobs returns n jobs' OPEN, SUBMIT and RESULT (1-of-1) transitions, signed, for e's current state and now.
func (e *env) jobs(n int) []Transition {
	terms := graduated(e.t)
	out := make([]Transition, 0, 3*n)
	ci := e.chain.AccountIndex(e.client.addr)
	nonce := orZero(e.st.Account(ci).Nonce).Int64()
	slot := uint32(e.st.Fields().JobCount)
	for i := 0; i < n; i++ {
		v := e.voucher(terms, 100, 1)
		v.Nonce = big.NewInt(nonce + int64(i))
		d := common.BigToHash(big.NewInt(int64(i) + 1))
		out = append(out, e.open(v, terms), e.submit(slot+uint32(i), v, d))
		id := v.JobID(e.dom)
		r := resultFor(id, d, e.now)
		sig, err := r.Sign(e.dom.Results(), e.evals[0].key)
		if err != nil {
			e.t.Fatal(err)
		}
		s := Result{Slot: slot + uint32(i), V: v, Terms: terms, Result: r, Signer: e.evals[0].addr, Sig: sig}
		out = append(out, req(e.t)(EncodeResult(s)))
	}
	return out
}

// BenchmarkJob applies one job's OPEN, SUBMIT and RESULT (1-of-1) in a state of a million accounts, and
// closes an epoch of such jobs; both reported per job.
func BenchmarkJob(b *testing.B) {
	e := benchEnv(b)
	b.Run("apply", func(b *testing.B) {
		e.t = b
		trs := e.jobs(b.N)
		b.ReportAllocs()
		b.ResetTimer()
		for _, tr := range trs {
			if _, err := e.st.Apply(e.chain, e.now, tr); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("close", func(b *testing.B) {
		e.t = b
		trs := e.jobs(b.N)
		ep := NewEpoch(e.st, 1, e.now)
		for _, tr := range trs {
			if err := ep.Add(e.chain, tr); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportAllocs()
		b.ResetTimer()
		ep.Close()
	})
}
