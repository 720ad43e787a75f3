package paywall_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/daemon/paywall/paywalltest"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/exact"
	"github.com/asa-escrow/asa/x402/facilitator"
)

// Defect 3: the x402 facilitator had its own sender, which treated "nonce too low" as success, could
// not bump fees and was not crash-safe. Its settlements now go through the journaled transaction manager
// (a second signer of the daemon): a funding priced out by a base-fee jump is re-priced and mined, and
// paying again with the same authorization answers the mined replacement.
func TestRegressionSettlementIsBumped(t *testing.T) {
	r := paywalltest.Start(t, paywalltest.Options{FundWait: 2 * time.Second})
	ctx := context.Background()
	id := r.OpenJob(t, r.Payer, 1_000_000)
	req := requirements(t, r, id)
	h, _ := signed(t, r.Payer.Key, req, nil)
	if err := r.Node.SetAutomine(ctx, false); err != nil {
		t.Fatal(err)
	}
	a := postFund(t, fundURL(r, id), hdr(x402.HeaderPaymentSignature, h))
	first, err := x402.DecodePaymentResponse(a.header.Get(x402.HeaderPaymentResponse))
	if a.status != http.StatusAccepted || err != nil || first.Transaction == "" {
		t.Fatalf("unmined funding: %d %s %v", a.status, a.rawBody, err)
	}
	tx, _, err := r.Client.TransactionByHash(ctx, common.HexToHash(first.Transaction))
	if err != nil {
		t.Fatal(err)
	}
	// The base fee jumps above the funding's fee cap; blocks pass without it.
	high := new(big.Int).Mul(tx.GasFeeCap(), big.NewInt(4))
	deadline := time.Now().Add(30 * time.Second)
	for {
		if err := r.Node.SetNextBlockBaseFee(ctx, high); err != nil {
			t.Fatal(err)
		}
		if err := r.Node.Mine(ctx, 1); err != nil {
			t.Fatal(err)
		}
		if r.ChainStatus(t, id) == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the priced-out funding was never re-priced")
		}
		time.Sleep(200 * time.Millisecond)
	}
	if err := r.Node.SetAutomine(ctx, true); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Client.TransactionReceipt(ctx, tx.Hash()); err == nil {
		t.Fatal("the under-priced first attempt was mined")
	}
	again := postFund(t, fundURL(r, id), hdr(x402.HeaderPaymentSignature, h))
	if again.status != http.StatusOK || again.body["transaction"] == first.Transaction {
		t.Fatalf("same payment after the bump: %d %s, want 200 with the replacement", again.status, again.rawBody)
	}
	if got := r.Balance(t, r.Dep.Escrow); got.Int64() != 1_000_000 {
		t.Fatalf("escrow holds %s, want the budget once", got)
	}
}

// Issue #10: revert reasons reach clients decoded (InvalidStatus(job, Funded)), never as raw bytes.
func TestRevertReasonsAreDecoded(t *testing.T) {
	r := paywalltest.Start(t, paywalltest.Options{})
	id := r.OpenJob(t, r.Payer, 1_000_000)
	req := requirements(t, r, id)
	h, _ := signed(t, r.Payer.Key, req, nil)
	if a := postFund(t, fundURL(r, id), hdr(x402.HeaderPaymentSignature, h)); a.status != http.StatusOK {
		t.Fatalf("fund: %d %s", a.status, a.rawBody)
	}
	// A second authorization for the funded job, verified through the facilitator API.
	_, second := signed(t, r.Payer.Key, req, nil)
	pp, err := exact.PaymentPayload(second, req, nil)
	if err != nil {
		t.Fatal(err)
	}
	payload, _ := json.Marshal(pp)
	reqJSON, _ := json.Marshal(req)
	vr, err := (&facilitator.Client{URL: r.URL + "/x402"}).Verify(context.Background(),
		x402.FacilitatorRequest{X402Version: 2, PaymentPayload: payload, PaymentRequirements: reqJSON})
	if err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("InvalidStatus(%d, Funded)", id)
	if vr.IsValid || !strings.Contains(vr.InvalidMessage, want) || strings.ContainsRune(vr.InvalidMessage, 0) {
		t.Fatalf("verify of a second payment for a funded job: %+v, want a decoded %s", vr, want)
	}
}
