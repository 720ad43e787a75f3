package paywall_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"io"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon/paywall"
	"github.com/asa-escrow/asa/daemon/paywall/paywalltest"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/settlement/onchain"
	"github.com/asa-escrow/asa/signer"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/exact"
)

// collateralJob creates (as the rig's payer) and funds an ASA job whose terms take percent % collateral, and
// waits until the daemon sees it waiting for its provider's acceptance.
func collateralJob(t *testing.T, r *paywalltest.Rig, budget int64, collateralBps uint16) uint64 {
	t.Helper()
	ctx := context.Background()
	esc, tok := bindings.NewAsaEscrow(), bindings.NewTestUSDC()
	escC, tokC := esc.Instance(r.Client, r.Dep.Escrow), tok.Instance(r.Client, r.Dep.Token)
	terms := settlement.Terms{Policy: settlement.PolicyContinuous, SilenceAction: settlement.ActionSplit5050, FallbackAction: settlement.ActionSplit5050,
		FundTimeout: 3600, EvaluateTimeout: 3600, ChallengeWindow: 600, CollateralBps: collateralBps, AcceptanceRequired: true, Tiers: new(big.Int)}
	h, err := r.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	opts := bind.NewKeyedTransactor(r.Payer.Key, r.Node.ChainID())
	send := func(c *bind.BoundContract, data []byte) {
		t.Helper()
		tx, err := bind.Transact(c, opts, data)
		if err != nil {
			t.Fatalf("transact: %v %v", err, escrow.DecodeRevert(err))
		}
		if _, err := escrow.WaitSuccess(ctx, r.Client, tx); err != nil {
			t.Fatal(err)
		}
	}
	send(tokC, tok.PackApprove(r.Dep.Escrow, big.NewInt(budget)))
	send(escC, esc.PackCreateAndFundAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: r.Provider.Addr, Evaluators: []common.Address{r.Evaluator.Addr},
		Quorum: 1, ExpiredAt: new(big.Int).SetUint64(h.Time + 7*86400), Budget: big.NewInt(budget), AgreementHash: crypto.Keccak256Hash([]byte("agreement")),
		Description: "collateral job"}, onchain.Terms(terms)))
	count, err := bind.Call(escC, nil, esc.PackJobCount(), esc.UnpackJobCount)
	if err != nil {
		t.Fatal(err)
	}
	id := count.Uint64()
	r.WaitJob(t, id, func(j store.Job) bool { return j.AcceptanceRequired && j.BudgetFunded })
	return id
}

func postCollateral(t *testing.T, r *paywalltest.Rig, id uint64, body []byte, h http.Header) answer {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, r.URL+"/v1/jobs/"+big.NewInt(int64(id)).String()+"/collateral", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	for k, v := range h {
		req.Header[k] = v
	}
	resp, err := r.HTTP.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	a := answer{status: resp.StatusCode, header: resp.Header, rawBody: raw}
	_ = json.Unmarshal(raw, &a.body)
	return a
}

func errorCode(a answer) string {
	var e wire.ErrorBody
	_ = json.Unmarshal(a.rawBody, &e)
	return e.Error.Code
}

// The x402 collateral endpoint on anvil: with the provider's signed acceptance as the body it answers 402 for
// exactly the job's collateral, paid to its collateral deposit under the token's domain; a bad acceptance is
// refused before any payment is asked for, a payment by anyone but the provider is refused, the provider's
// payment accepts the job (the x402 settlement key relays acceptJob, the collateral moves from the provider to
// the escrow), the same payment again answers the same receipt and moves nothing, and a new payment for the
// accepted job is 409 without asking for a second payment.
func TestCollateralEndpoint(t *testing.T) {
	r := paywalltest.Start(t, paywalltest.Options{})
	ctx := context.Background()
	r.Mint(t, r.Provider.Addr, big.NewInt(100_000_000))
	id := collateralJob(t, r, 5_000_000, 5000)
	e, err := asaclient.Open(ctx, r.Client, r.Dep.Escrow)
	if err != nil {
		t.Fatal(err)
	}
	head, err := e.HeadTime(ctx)
	if err != nil {
		t.Fatal(err)
	}
	a, _, err := e.JobAcceptance(ctx, new(big.Int).SetUint64(id), r.Dep.DeployBlock, uint64(head.Add(time.Hour).Unix()))
	if err != nil {
		t.Fatal(err)
	}
	signedAcc, err := e.SignAcceptance(ctx, signer.FromKey(r.Provider.Key), a, asaclient.SignAcceptanceOptions{JobID: new(big.Int).SetUint64(id), Collateral: big.NewInt(2_500_000)})
	if err != nil {
		t.Fatal(err)
	}
	body, _ := json.Marshal(signedAcc.Wire())

	// Refused before a payment is asked for.
	if got := postCollateral(t, r, id, []byte(`{"chainId":`), nil); got.status != http.StatusBadRequest || errorCode(got) != wire.CodeInvalidField {
		t.Fatalf("malformed body: %d %s", got.status, got.rawBody)
	}
	forged, err := e.SignAcceptance(ctx, signer.FromKey(r.Evaluator.Key), a, asaclient.SignAcceptanceOptions{JobID: new(big.Int).SetUint64(id), Collateral: big.NewInt(2_500_000)})
	if err != nil {
		t.Fatal(err)
	}
	fw := forged.Wire()
	fw.Provider = r.Provider.Addr // claims the provider, signed by another key
	fb, _ := json.Marshal(fw)
	if got := postCollateral(t, r, id, fb, nil); got.status != http.StatusUnprocessableEntity || errorCode(got) != wire.CodeBadSignature {
		t.Fatalf("forged acceptance: %d %s", got.status, got.rawBody)
	}
	wrong := a
	wrong.Nonce++
	other, err := e.SignAcceptance(ctx, signer.FromKey(r.Provider.Key), wrong, asaclient.SignAcceptanceOptions{JobID: new(big.Int).SetUint64(id), Collateral: big.NewInt(2_500_000)})
	if err != nil {
		t.Fatal(err)
	}
	ob, _ := json.Marshal(other.Wire())
	if got := postCollateral(t, r, id, ob, nil); got.status != http.StatusUnprocessableEntity || errorCode(got) != wire.CodeAcceptanceMismatch {
		t.Fatalf("acceptance with another nonce: %d %s", got.status, got.rawBody)
	}

	// The 402 sells exactly the collateral, to the collateral deposit, under the token's domain.
	got := postCollateral(t, r, id, body, nil)
	if got.status != http.StatusPaymentRequired {
		t.Fatalf("without payment: %d %s", got.status, got.rawBody)
	}
	pr, err := x402.DecodePaymentRequired(got.header.Get(x402.HeaderPaymentRequired))
	if err != nil {
		t.Fatal(err)
	}
	req := pr.Accepts[0]
	deposit := escrow.CollateralAddress(r.Dep.Escrow, new(big.Int).SetUint64(id))
	if req.Amount != "2500000" || !strings.EqualFold(req.PayTo, deposit.Hex()) || !strings.EqualFold(req.Asset, r.Dep.Token.Hex()) ||
		req.ExtraString("name") != "USD Coin" || req.ExtraString("version") != "2" || req.ExtraString(paywall.ExtraAcceptance) != "" {
		t.Fatalf("requirements: %+v", req)
	}
	before := map[common.Address]*big.Int{r.Provider.Addr: r.Balance(t, r.Provider.Addr), r.Dep.Escrow: r.Balance(t, r.Dep.Escrow), r.Payer.Addr: r.Balance(t, r.Payer.Addr)}
	moved := func(provider, escrowDelta int64) {
		t.Helper()
		for who, want := range map[common.Address]int64{r.Provider.Addr: provider, r.Dep.Escrow: escrowDelta, r.Payer.Addr: 0} {
			if d := new(big.Int).Sub(r.Balance(t, who), before[who]); d.Int64() != want {
				t.Errorf("%s moved %s, want %d", who.Hex(), d, want)
			}
		}
	}

	// Paid by someone other than the provider: refused, nothing moves.
	payerHeader, _ := signed(t, r.Payer.Key, req, nil)
	if got := postCollateral(t, r, id, body, hdr(x402.HeaderPaymentSignature, payerHeader)); got.status != http.StatusPaymentRequired ||
		!strings.Contains(string(got.rawBody), paywall.ReasonPayerNotProvider) {
		t.Fatalf("payment by the client: %d %s", got.status, got.rawBody)
	}
	moved(0, 0)

	// The provider pays: acceptJob is relayed by the settlement key and the job starts.
	payment, _ := signed(t, r.Provider.Key, req, nil)
	got = postCollateral(t, r, id, body, hdr(x402.HeaderPaymentSignature, payment))
	if got.status != http.StatusOK || got.body["status"] != "accepted" {
		t.Fatalf("paid: %d %s", got.status, got.rawBody)
	}
	sr, err := x402.DecodePaymentResponse(got.header.Get(x402.HeaderPaymentResponse))
	if err != nil || !sr.Success || !strings.EqualFold(sr.Payer, r.Provider.Addr.Hex()) {
		t.Fatalf("PAYMENT-RESPONSE %+v %v", sr, err)
	}
	tx, _, err := r.Client.TransactionByHash(ctx, common.HexToHash(sr.Transaction))
	if err != nil {
		t.Fatal(err)
	}
	if from, err := types.Sender(types.LatestSignerForChainID(r.Node.ChainID()), tx); err != nil || from != r.Settler.Addr {
		t.Fatalf("acceptJob sent by %s (%v), want the x402 settlement key %s", from.Hex(), err, r.Settler.Addr.Hex())
	}
	moved(-2_500_000, 2_500_000)
	if st := settlement.JobStatus(r.ChainStatus(t, id)); st != settlement.JobFunded {
		t.Fatalf("job after x402 collateral: %s", st)
	}

	// The same payment again: the same receipt, nothing moves. A new payment: 409, no second payment asked.
	again := postCollateral(t, r, id, body, hdr(x402.HeaderPaymentSignature, payment))
	if again.status != http.StatusOK || again.body["transaction"] != sr.Transaction {
		t.Fatalf("same payment again: %d %s", again.status, again.rawBody)
	}
	second, _ := signed(t, r.Provider.Key, req, nil)
	if got := postCollateral(t, r, id, body, hdr(x402.HeaderPaymentSignature, second)); got.status != http.StatusConflict || errorCode(got) != wire.CodeAlreadyAccepted {
		t.Fatalf("second payment: %d %s", got.status, got.rawBody)
	}
	if got := postCollateral(t, r, id, body, nil); got.status != http.StatusConflict || got.header.Get(x402.HeaderPaymentRequired) != "" {
		t.Fatalf("402 for an accepted job: %d %s", got.status, got.rawBody)
	}
	moved(-2_500_000, 2_500_000)

	// The daemon's view shows both sides' money.
	j := r.WaitJob(t, id, func(j store.Job) bool { return j.Accepted })
	if j.Status != settlement.JobFunded || j.CollateralPosted.Int64() != 2_500_000 || j.Collateral.Int64() != 2_500_000 {
		t.Fatalf("view after acceptance: %+v", j)
	}
}

// A collateral settlement whose receipt does not come in time answers 202 with the pending transaction (never a
// failure that would make the provider pay again); the same payment once mined answers 200 with that transaction.
func TestCollateralPendingSettlement(t *testing.T) {
	r := paywalltest.Start(t, paywalltest.Options{SettleTimeout: 400 * time.Millisecond})
	ctx := context.Background()
	r.Mint(t, r.Provider.Addr, big.NewInt(100_000_000))
	id := collateralJob(t, r, 2_000_000, 10000)
	e, err := asaclient.Open(ctx, r.Client, r.Dep.Escrow)
	if err != nil {
		t.Fatal(err)
	}
	head, err := e.HeadTime(ctx)
	if err != nil {
		t.Fatal(err)
	}
	a, _, err := e.JobAcceptance(ctx, new(big.Int).SetUint64(id), r.Dep.DeployBlock, uint64(head.Add(time.Hour).Unix()))
	if err != nil {
		t.Fatal(err)
	}
	s, err := e.SignAcceptance(ctx, signer.FromKey(r.Provider.Key), a, asaclient.SignAcceptanceOptions{JobID: new(big.Int).SetUint64(id), Collateral: big.NewInt(2_000_000)})
	if err != nil {
		t.Fatal(err)
	}
	body, _ := json.Marshal(s.Wire())
	got := postCollateral(t, r, id, body, nil)
	pr, err := x402.DecodePaymentRequired(got.header.Get(x402.HeaderPaymentRequired))
	if got.status != http.StatusPaymentRequired || err != nil {
		t.Fatalf("without payment: %d %s %v", got.status, got.rawBody, err)
	}
	payment, _ := signed(t, r.Provider.Key, pr.Accepts[0], nil)
	if err := r.Node.SetAutomine(ctx, false); err != nil {
		t.Fatal(err)
	}
	pending := postCollateral(t, r, id, body, hdr(x402.HeaderPaymentSignature, payment))
	sr, err := x402.DecodePaymentResponse(pending.header.Get(x402.HeaderPaymentResponse))
	if pending.status != http.StatusAccepted || err != nil || !sr.Pending() || pending.body["status"] != "pending" || pending.body["transaction"] != sr.Transaction {
		t.Fatalf("unmined settlement: %d %s %+v %v", pending.status, pending.rawBody, sr, err)
	}
	if err := r.Node.SetAutomine(ctx, true); err != nil {
		t.Fatal(err)
	}
	if err := r.Node.Mine(ctx, 1); err != nil {
		t.Fatal(err)
	}
	again := postCollateral(t, r, id, body, hdr(x402.HeaderPaymentSignature, payment))
	if again.status != http.StatusOK || again.body["transaction"] != sr.Transaction {
		t.Fatalf("same payment after mining: %d %s, want 200 with %s", again.status, again.rawBody, sr.Transaction)
	}
	if settlement.JobStatus(r.ChainStatus(t, id)) != settlement.JobFunded {
		t.Fatal("job not accepted")
	}
}

// An x402 v1 client (X-PAYMENT, on a chain with a v1 network name) pays the collateral the same way: the 402's v1
// body offers maxAmountRequired = the collateral to the collateral deposit, and its X-PAYMENT accepts the job
// (X-PAYMENT-RESPONSE).
func TestCollateralEndpointV1(t *testing.T) {
	r := paywalltest.Start(t, paywalltest.Options{ChainID: 84532, TLS: true}) // off dev chains the daemon is reached over https
	ctx := context.Background()
	r.Mint(t, r.Provider.Addr, big.NewInt(100_000_000))
	id := collateralJob(t, r, 3_000_000, 5000)
	e, err := asaclient.Open(ctx, r.Client, r.Dep.Escrow)
	if err != nil {
		t.Fatal(err)
	}
	head, err := e.HeadTime(ctx)
	if err != nil {
		t.Fatal(err)
	}
	a, _, err := e.JobAcceptance(ctx, new(big.Int).SetUint64(id), r.Dep.DeployBlock, uint64(head.Add(time.Hour).Unix()))
	if err != nil {
		t.Fatal(err)
	}
	s, err := e.SignAcceptance(ctx, signer.FromKey(r.Provider.Key), a, asaclient.SignAcceptanceOptions{JobID: new(big.Int).SetUint64(id), Collateral: big.NewInt(1_500_000)})
	if err != nil {
		t.Fatal(err)
	}
	body, _ := json.Marshal(s.Wire())
	got := postCollateral(t, r, id, body, nil)
	var v1 x402.PaymentRequiredV1
	if got.status != http.StatusPaymentRequired || json.Unmarshal(got.rawBody, &v1) != nil || len(v1.Accepts) != 1 {
		t.Fatalf("without payment: %d %s", got.status, got.rawBody)
	}
	req := v1.Accepts[0]
	if req.Network != "base-sepolia" || req.MaxAmountRequired != "1500000" ||
		!strings.EqualFold(req.PayTo, escrow.CollateralAddress(r.Dep.Escrow, new(big.Int).SetUint64(id)).Hex()) {
		t.Fatalf("v1 requirements %+v", req)
	}
	signedPay, err := exact.NewPaymentV1(r.Provider.Key, req, time.Now(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	pp, err := exact.PaymentPayloadV1(signedPay, req)
	if err != nil {
		t.Fatal(err)
	}
	h, err := x402.EncodeHeader(pp)
	if err != nil {
		t.Fatal(err)
	}
	before := r.Balance(t, r.Provider.Addr)
	paid := postCollateral(t, r, id, body, hdr(x402.HeaderXPayment, h))
	sr, err := x402.DecodePaymentResponse(paid.header.Get(x402.HeaderXPaymentResponse))
	if paid.status != http.StatusOK || err != nil || !sr.Success {
		t.Fatalf("v1 payment: %d %s %+v %v", paid.status, paid.rawBody, sr, err)
	}
	if d := new(big.Int).Sub(before, r.Balance(t, r.Provider.Addr)); d.Int64() != 1_500_000 {
		t.Fatalf("provider paid %s, want 1500000", d)
	}
	if settlement.JobStatus(r.ChainStatus(t, id)) != settlement.JobFunded {
		t.Fatal("job not accepted")
	}
}
