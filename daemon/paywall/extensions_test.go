package paywall_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon/paywall"
	"github.com/asa-escrow/asa/daemon/paywall/paywalltest"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/exact"
	"github.com/asa-escrow/asa/x402/extensions"
	"github.com/asa-escrow/asa/x402/extensions/bazaar"
	"github.com/asa-escrow/asa/x402/extensions/offerreceipt"
	"github.com/asa-escrow/asa/x402/extensions/paymentid"
	"github.com/asa-escrow/asa/x402/extensions/siwx"
	"github.com/asa-escrow/asa/x402/facilitator"
)

// required fetches job id's 402 and decodes its PAYMENT-REQUIRED.
func required(t *testing.T, r *paywalltest.Rig, id uint64) x402.PaymentRequired {
	t.Helper()
	a := postFund(t, fundURL(r, id), nil)
	if a.status != http.StatusPaymentRequired {
		t.Fatalf("fund without payment: %d %s", a.status, a.rawBody)
	}
	pr, err := x402.DecodePaymentRequired(a.header.Get(x402.HeaderPaymentRequired))
	if err != nil {
		t.Fatal(err)
	}
	return pr
}

// payWithID signs a payment for pr as the official client does with the payment-identifier hook: the
// payload echoes the 402's extensions, with id appended ("" for none).
func payWithID(t *testing.T, key *ecdsa.PrivateKey, pr x402.PaymentRequired, id string) string {
	t.Helper()
	s, err := exact.NewPayment(key, pr.Accepts[0], time.Now(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	pp, err := exact.PaymentPayload(s, pr.Accepts[0], pr.Resource)
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := json.Marshal(pr.Extensions)
	_ = json.Unmarshal(raw, &pp.Extensions)
	if id != "" {
		if ok, err := paymentid.Append(pp.Extensions, id); !ok || err != nil {
			t.Fatalf("append payment id: %v %v", ok, err)
		}
	}
	h, err := x402.EncodeHeader(pp)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func jobView(t *testing.T, r *paywalltest.Rig, id uint64) wire.JobResponse {
	t.Helper()
	resp, err := http.Get(r.URL + "/v1/jobs/" + strconv.FormatUint(id, 10))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var v wire.JobResponse
	if resp.StatusCode != 200 || json.NewDecoder(resp.Body).Decode(&v) != nil {
		t.Fatalf("GET job %d: %d", id, resp.StatusCode)
	}
	return v
}

// fundingReceipt decodes the funding receipt of a paid fund answer and checks it against the chain
// with the offer signer and the job pinned.
func fundingReceipt(t *testing.T, r *paywalltest.Rig, a answer, id uint64) offerreceipt.FundingReceipt {
	t.Helper()
	var fr paywall.FundResponse
	if err := json.Unmarshal(a.rawBody, &fr); err != nil || fr.Receipt == nil {
		t.Fatalf("fund answer without a receipt: %s", a.rawBody)
	}
	check, err := asaclient.VerifyFundingReceipt(context.Background(), r.Client, r.Node.ChainID(), *fr.Receipt,
		asaclient.ReceiptPins{Signer: r.Paywall.OfferSigner(), Escrow: r.Dep.Escrow, JobID: new(big.Int).SetUint64(id), Confirmations: 1})
	if err != nil || !check.Valid || check.Transaction != fr.Transaction || !strings.EqualFold(check.Payer, r.Payer.Addr.Hex()) {
		t.Fatalf("receipt of job %d: %+v %v", id, check, err)
	}
	return *fr.Receipt
}

// TestFundExtensions: the 402 of an ASA job carries every extension (signed offers by the published
// offer signer that match the requirements and commit to the job's terms hash, a payment-identifier
// declaration, a sign-in challenge, a valid bazaar declaration); a payment with an id funds the job
// and answers a receipt that verifies against the chain and is shown by GET /v1/jobs/{id}; the same
// payment again is answered from the store and moves nothing; the same id on a new authorization is
// refused; a tampered offer no longer recovers the signer.
func TestFundExtensions(t *testing.T) {
	r := paywalltest.Start(t, paywalltest.Options{})
	const budget = 2_000_000
	id := r.OpenAsaJob(t, r.Payer, budget)
	pr := required(t, r, id)
	req := pr.Accepts[0]
	signer := r.Paywall.OfferSigner()

	var info wire.EscrowInfo
	if resp, err := http.Get(r.URL + "/.well-known/asa-escrow.json"); err != nil || json.NewDecoder(resp.Body).Decode(&info) != nil {
		t.Fatalf("well-known: %v", err)
	}
	if info.OfferSigner != signer || info.Escrow != r.Dep.Escrow || info.SignIn == nil || info.SettlementSigner != r.Settler.Addr {
		t.Fatalf("well-known %+v", info)
	}

	offers, err := offerreceipt.Offers(pr.Extensions)
	if err != nil || len(offers) != 1 {
		t.Fatalf("offers: %v", err)
	}
	if got, err := offerreceipt.VerifyOffer(offers[0]); err != nil || got != signer || offers[0].Payload.ResourceURL != fundURL(r, id) {
		t.Fatalf("standard offer: %s %v %+v", got, err, offers[0].Payload)
	}
	if i, ok := offerreceipt.MatchAccepts(offers[0], pr.Accepts); !ok || i != 0 {
		t.Fatal("the offer does not match the requirements")
	}
	eo, err := offerreceipt.EscrowOfferOf(pr.Extensions)
	if err != nil || eo == nil {
		t.Fatalf("escrow offer: %v", err)
	}
	if got, err := offerreceipt.VerifyEscrowOffer(*eo); err != nil || got != signer {
		t.Fatalf("escrow offer signer %s %v", got, err)
	}
	job := jobView(t, r, id)
	if err := eo.Payload.MatchesRequirements(req); err != nil || eo.Payload.TermsHash != job.TermsHash || eo.Payload.JobID != strconv.FormatUint(id, 10) ||
		!strings.EqualFold(eo.Payload.Escrow, r.Dep.Escrow.Hex()) || eo.Payload.Expired(time.Now()) || eo.Payload.Expired(time.Now().Add(4*time.Minute)) == eo.Payload.Expired(time.Now().Add(6*time.Minute)) {
		t.Fatalf("escrow offer %+v (terms %s): %v", eo.Payload, job.TermsHash, err)
	}
	tampered := *eo
	tp := *eo.Payload
	tp.Amount = "1"
	tampered.Payload = &tp
	if got, _ := offerreceipt.VerifyEscrowOffer(tampered); got == signer {
		t.Fatal("a tampered escrow offer recovers the offer signer")
	}
	if ext, ok, err := extensions.Get(pr.Extensions, paymentid.Key); !ok || err != nil || !strings.Contains(string(ext.Info), `"required":false`) {
		t.Fatalf("payment-identifier declaration: %s %v", ext.Info, err)
	}
	var ch siwx.Extension
	raw, _ := json.Marshal(pr.Extensions[siwx.Key])
	if err := json.Unmarshal(raw, &ch); err != nil || siwx.CheckChallengeOrigin(ch.Info, r.URL) != nil || ch.SupportedChains[0].ChainID != "eip155:31337" {
		t.Fatalf("sign-in challenge %s: %v", raw, err)
	}
	bz, ok, err := extensions.Get(pr.Extensions, bazaar.Key)
	if !ok || err != nil || bazaar.ValidateRaw(bz) != nil {
		t.Fatalf("bazaar declaration: %v", err)
	}

	const pid = "pay_daemon_fund_0123456789"
	escrowBefore := r.Balance(t, r.Dep.Escrow)
	h := payWithID(t, r.Payer.Key, pr, pid)
	first := postFund(t, fundURL(r, id), hdr(x402.HeaderPaymentSignature, h))
	if first.status != http.StatusOK || first.header.Get(facilitator.ReplayedHeader) != "" {
		t.Fatalf("first payment: %d %s", first.status, first.rawBody)
	}
	fr := fundingReceipt(t, r, first, id)
	sr, err := x402.DecodePaymentResponse(first.header.Get(x402.HeaderPaymentResponse))
	if err != nil || !sr.Success {
		t.Fatalf("PAYMENT-RESPONSE: %+v %v", sr, err)
	}
	if inHeader, ok, err := offerreceipt.FundingReceiptOf(sr.Extensions); !ok || err != nil || inHeader.EscrowReceipt.Signature != fr.EscrowReceipt.Signature {
		t.Fatalf("the PAYMENT-RESPONSE carries no (or another) receipt: %v", err)
	}
	if v := jobView(t, r, id); v.FundingReceipt == nil || v.FundingReceipt.EscrowReceipt.Signature != fr.EscrowReceipt.Signature {
		t.Fatalf("GET /v1/jobs/%d does not show the receipt: %+v", id, v.FundingReceipt)
	}

	again := postFund(t, fundURL(r, id), hdr(x402.HeaderPaymentSignature, h))
	if again.status != http.StatusOK || again.header.Get(facilitator.ReplayedHeader) != "true" || string(again.rawBody) != string(first.rawBody) {
		t.Fatalf("the same payment again: %d %s", again.status, again.rawBody)
	}
	other := postFund(t, fundURL(r, id), hdr(x402.HeaderPaymentSignature, payWithID(t, r.Payer.Key, pr, pid)))
	if other.status != http.StatusConflict || errCode(other.body) != "payment_id_conflict" || !strings.Contains(errMessage(other.body), "different payment") {
		t.Fatalf("the same id on a new authorization: %d %s", other.status, other.rawBody)
	}
	bad := postFund(t, fundURL(r, id), hdr(x402.HeaderPaymentSignature, payWithID(t, r.Payer.Key, pr, "")))
	if bad.status != http.StatusConflict || errCode(bad.body) != "job_not_open" || bad.body["signIn"] == nil {
		t.Fatalf("a new authorization without an id for the funded job: %d %s", bad.status, bad.rawBody)
	}
	// The very same payment (and id) offered for another job is another request: refused, never
	// answered with the first job's funding.
	id2 := r.OpenJob(t, r.Payer, budget)
	if a := postFund(t, fundURL(r, id2), hdr(x402.HeaderPaymentSignature, h)); a.status != http.StatusConflict || errCode(a.body) != "payment_id_conflict" {
		t.Fatalf("job %d's payment offered for job %d: %d %s", id, id2, a.status, a.rawBody)
	}
	if got := new(big.Int).Sub(r.Balance(t, r.Dep.Escrow), escrowBefore); got.Int64() != budget || r.ChainStatus(t, id) != 1 || r.ChainStatus(t, id2) != 0 {
		t.Fatalf("escrow received %s, want the budget once", got)
	}
}

// TestA2APaymentID: on the A2A path a payment id is honoured too: the payment with an id funds its
// job and its task's receipt carries the signed funding receipt; a task for another job paid with the
// same id fails with payment_id_conflict and nothing moves.
func TestA2APaymentID(t *testing.T) {
	r := paywalltest.Start(t, paywalltest.Options{})
	client := signedIn(t, r, r.Payer)
	const budget = 900_000
	const pid = "pay_a2a_0123456789abcdef"
	pay := func(id uint64, n int) paywall.Task {
		t.Helper()
		task := client.send(textMsg(fmt.Sprintf("m-open-%d", n), fmt.Sprintf("fund job %d", id)))
		raw, _ := json.Marshal(statusMeta(t, task)[paywall.MetaRequired])
		var pr x402.PaymentRequired
		if err := json.Unmarshal(raw, &pr); err != nil || pr.Extensions[paymentid.Key] == nil || pr.Extensions[offerreceipt.EscrowKey] == nil {
			t.Fatalf("x402.payment.required without the extensions: %s", raw)
		}
		var pp map[string]any
		b, _ := x402.DecodeHeaderBytes(payWithID(t, r.Payer.Key, pr, pid))
		_ = json.Unmarshal(b, &pp)
		return client.send(payMsg(fmt.Sprintf("m-pay-%d", n), task.ID, pp))
	}
	id := r.OpenJob(t, r.Payer, budget)
	done := pay(id, 1)
	receipts, _ := statusMeta(t, done)[paywall.MetaReceipts].([]any)
	if done.Status.State != "TASK_STATE_COMPLETED" || len(receipts) != 1 {
		t.Fatalf("paid task %+v", done)
	}
	var sr x402.SettleResponse
	raw, _ := json.Marshal(receipts[0])
	_ = json.Unmarshal(raw, &sr)
	if _, ok, err := offerreceipt.FundingReceiptOf(sr.Extensions); !ok || err != nil {
		t.Fatalf("the task's receipt carries no funding receipt: %s", raw)
	}
	escrowAfter := r.Balance(t, r.Dep.Escrow)
	id2 := r.OpenJob(t, r.Payer, budget)
	failed := pay(id2, 2)
	if failed.Status.State != "TASK_STATE_FAILED" || statusMeta(t, failed)[paywall.MetaError] != paywall.ErrorSettlementFailed || statusMeta(t, failed)[paywall.MetaErrorReason] != "payment_id_conflict" || r.ChainStatus(t, id2) != 0 ||
		r.Balance(t, r.Dep.Escrow).Cmp(escrowAfter) != 0 {
		t.Fatalf("the same id for another job: %+v", failed)
	}
}

// TestPaymentIDAcrossRestart: the daemon stops after the first payment with an id; the retry of the
// very same request to the restarted daemon gets the stored answer (same transaction, same receipt)
// and nothing moves.
func TestPaymentIDAcrossRestart(t *testing.T) {
	r := paywalltest.Start(t, paywalltest.Options{})
	const budget = 1_750_000
	id := r.OpenJob(t, r.Payer, budget)
	h := payWithID(t, r.Payer.Key, required(t, r, id), "pay_restart_0123456789abcdef")
	first := postFund(t, fundURL(r, id), hdr(x402.HeaderPaymentSignature, h))
	if first.status != http.StatusOK {
		t.Fatalf("first payment: %d %s", first.status, first.rawBody)
	}
	escrowAfter, payerAfter := r.Balance(t, r.Dep.Escrow), r.Balance(t, r.Payer.Addr)
	r.Restart(t)
	retry := postFund(t, fundURL(r, id), hdr(x402.HeaderPaymentSignature, h))
	if retry.status != http.StatusOK || retry.header.Get(facilitator.ReplayedHeader) != "true" || string(retry.rawBody) != string(first.rawBody) {
		t.Fatalf("the retry after a restart: %d %s (first %s)", retry.status, retry.rawBody, first.rawBody)
	}
	fundingReceipt(t, r, retry, id)
	if r.Balance(t, r.Dep.Escrow).Cmp(escrowAfter) != 0 || r.Balance(t, r.Payer.Addr).Cmp(payerAfter) != 0 {
		t.Fatal("money moved on the retry")
	}
}

// TestSignInInsteadOfPaying: the client of a funded job signs the challenge of the 409 (SIGN-IN-WITH-X)
// and gets its receipt; the same signed message again is refused; another address signed in gets
// nothing; a session works like the header; a job funded without x402 gets a receipt issued from the
// chain (approve + fund), which verifies; an open job asks the signed-in client to pay.
func TestSignInInsteadOfPaying(t *testing.T) {
	r := paywalltest.Start(t, paywalltest.Options{})
	const budget = 1_250_000
	id := r.OpenJob(t, r.Payer, budget)
	pr := required(t, r, id)
	paid := postFund(t, fundURL(r, id), hdr(x402.HeaderPaymentSignature, payWithID(t, r.Payer.Key, pr, "")))
	if paid.status != http.StatusOK {
		t.Fatalf("payment: %d %s", paid.status, paid.rawBody)
	}
	tx := paid.body["transaction"]
	escrowAfter := r.Balance(t, r.Dep.Escrow)

	challenge := func() siwx.Info {
		t.Helper()
		a := postFund(t, fundURL(r, id), nil)
		if a.status != http.StatusConflict {
			t.Fatalf("funded job without a sign-in: %d %s", a.status, a.rawBody)
		}
		var body struct {
			SignIn siwx.Extension `json:"signIn"`
		}
		if err := json.Unmarshal(a.rawBody, &body); err != nil || body.SignIn.Info.Nonce == "" {
			t.Fatalf("409 without a sign-in challenge: %s", a.rawBody)
		}
		return body.SignIn.Info
	}
	signIn := func(key *ecdsa.PrivateKey, info siwx.Info) string {
		t.Helper()
		p, err := siwx.Sign(info, "eip155:31337", crypto.PubkeyToAddress(key.PublicKey), "", siwx.KeySigner(key))
		if err != nil {
			t.Fatal(err)
		}
		h, _ := siwx.EncodeHeader(p)
		return h
	}
	h := signIn(r.Payer.Key, challenge())
	a := postFund(t, fundURL(r, id), hdr(siwx.HeaderName, h))
	if a.status != http.StatusOK || a.body["transaction"] != tx || a.body["signedIn"] != r.Payer.Addr.Hex() {
		t.Fatalf("signed-in client: %d %s", a.status, a.rawBody)
	}
	fundingReceipt(t, r, a, id)
	if a := postFund(t, fundURL(r, id), hdr(siwx.HeaderName, h)); a.status != http.StatusUnauthorized || !strings.Contains(string(a.rawBody), siwx.ReasonNonce) {
		t.Fatalf("replayed sign-in: %d %s", a.status, a.rawBody)
	}
	if a := postFund(t, fundURL(r, id), hdr(siwx.HeaderName, signIn(r.Provider.Key, challenge()))); a.status != http.StatusConflict || a.body["receipt"] != nil {
		t.Fatalf("the provider signed in: %d %s", a.status, a.rawBody)
	}

	// A session (POST /v1/signin) works like the header, as often as needed.
	nonce := challenge()
	m := siwx.Message{Domain: nonce.Domain, Address: r.Payer.Addr.Hex(), URI: nonce.URI, Version: "1", ChainID: 31337, Nonce: nonce.Nonce, IssuedAt: nonce.IssuedAt}
	sig, _ := siwx.KeySigner(r.Payer.Key)(common.BytesToHash(accounts.TextHash([]byte(m.String()))))
	body, _ := json.Marshal(wire.SignInRequest{Message: m.String(), Signature: "0x" + common.Bytes2Hex(sig)})
	resp, err := http.Post(r.URL+"/v1/signin", "application/json", strings.NewReader(string(body)))
	if err != nil {
		t.Fatal(err)
	}
	var sess wire.SessionResponse
	if resp.StatusCode != 200 || json.NewDecoder(resp.Body).Decode(&sess) != nil {
		t.Fatalf("sign-in: %d", resp.StatusCode)
	}
	resp.Body.Close()
	for range 2 {
		if a := postFund(t, fundURL(r, id), hdr("Authorization", "Bearer "+sess.Token)); a.status != http.StatusOK || a.body["transaction"] != tx {
			t.Fatalf("session: %d %s", a.status, a.rawBody)
		}
	}
	if r.Balance(t, r.Dep.Escrow).Cmp(escrowAfter) != 0 {
		t.Fatal("a sign-in moved money")
	}

	// A job funded with approve + fund (no x402): its signed-in client gets a receipt of that funding.
	plain := r.OpenJob(t, r.Payer, budget)
	esc, tok := bindings.NewAsaEscrow(), bindings.NewTestUSDC()
	opts := bind.NewKeyedTransactor(r.Payer.Key, r.Node.ChainID())
	for _, c := range []struct {
		to   *bind.BoundContract
		data []byte
	}{{tok.Instance(r.Client, r.Dep.Token), tok.PackApprove(r.Dep.Escrow, big.NewInt(budget))},
		{esc.Instance(r.Client, r.Dep.Escrow), esc.PackFund(new(big.Int).SetUint64(plain), big.NewInt(budget), nil)}} {
		tx, err := bind.Transact(c.to, opts, c.data)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := escrow.WaitSuccess(context.Background(), r.Client, tx); err != nil {
			t.Fatal(err)
		}
	}
	r.WaitJob(t, plain, func(j store.Job) bool { return j.Status == settlement.JobFunded })
	a = postFund(t, fundURL(r, plain), hdr("Authorization", "Bearer "+sess.Token))
	if a.status != http.StatusOK {
		t.Fatalf("signed-in client of a job funded by approve+fund: %d %s", a.status, a.rawBody)
	}
	fundingReceipt(t, r, a, plain)

	// An open job: the signed-in client is asked to pay (nobody has).
	open := r.OpenJob(t, r.Payer, budget)
	if a := postFund(t, fundURL(r, open), hdr("Authorization", "Bearer "+sess.Token)); a.status != http.StatusPaymentRequired {
		t.Fatalf("signed-in client of an open job: %d %s", a.status, a.rawBody)
	}
}
