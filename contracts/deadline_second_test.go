package contracts_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/escrow"
)

// The delivery deadline's own second, on both sides: at expiredAt-1 the provider may still submit and the
// client may not yet claim a refund; at expiredAt exactly the refund is allowed and the submission refused.
// No second allows both or neither. A refused call is checked by its gas estimate, which runs at the head's
// time; an allowed one is mined in the next block, one second later (the refund with a fixed gas limit, since
// its estimate at the second before would refuse it); every second is read from the chain.
func TestDeliveryDeadlineSecond(t *testing.T) {
	f := newFixture(t)
	terms := graduatedTerms()
	expiredAt := f.Now(t) + 3600
	jobs := make([]*big.Int, 3) // submitted at E-1, refunded at E, refused a submission at E
	f.approve(t, f.client, big.NewInt(30_000))
	for i := range jobs {
		req := f.agreedRequest(t, 10_000, "deadline second")
		req.ExpiredAt = new(big.Int).SetUint64(expiredAt)
		jobs[i] = jobIDOf(t, f, f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackCreateAndFundAsaJob(req, terms)))
		f.wantStatus(t, jobs[i], stFunded)
	}
	submitted, refunded, late := jobs[0], jobs[1], jobs[2]
	blockTime := func(r *types.Receipt) uint64 {
		h, err := f.Client.HeaderByNumber(context.Background(), r.BlockNumber)
		if err != nil {
			t.Fatal(err)
		}
		return h.Time
	}
	atHead := func(want uint64) {
		t.Helper()
		if got := f.Now(t); got != want {
			t.Fatalf("the head is at %d, want %d (expiredAt %d)", got, want, expiredAt)
		}
	}

	f.advance(t, int64(expiredAt-2-f.Now(t)))
	atHead(expiredAt - 2)
	r := f.Transact(t, f.provider, f.Escrow, f.EscrowABI.PackSubmit(submitted, [32]byte{1}, nil))
	if got := blockTime(r); got != expiredAt-1 {
		t.Fatalf("the submission was mined at %d, want expiredAt-1 = %d", got, expiredAt-1)
	}
	f.wantStatus(t, submitted, stSubmitted)

	atHead(expiredAt - 1)
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackClaimRefund(refunded), "DeadlineNotReached")
	w := f.snapshot(t)
	opts := f.Opts(f.client)
	opts.GasLimit = 500_000
	tx, err := bind.NewBoundContract(f.Escrow, f.EscrowABI.GetABI(), f.Client, f.Client, f.Client).RawTransact(opts, f.EscrowABI.PackClaimRefund(refunded))
	if err != nil {
		t.Fatal(err)
	}
	r, err = escrow.WaitSuccess(context.Background(), f.Client, tx)
	if err != nil {
		t.Fatalf("the refund at expiredAt: %v", err)
	}
	if got := blockTime(r); got != expiredAt {
		t.Fatalf("the refund was mined at %d, want expiredAt = %d", got, expiredAt)
	}
	f.hasEvents(t, r, "JobExpired", "Refunded")
	w.expect(t, 10_000, 0, 0, -10_000)

	atHead(expiredAt)
	f.ExpectRevert(t, f.provider, f.Escrow, f.EscrowABI.PackSubmit(late, [32]byte{2}, nil), "DeadlinePassed")
	f.wantStatus(t, late, stFunded)
	f.solvent(t)
}
