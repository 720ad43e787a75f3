package paywall_test

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"errors"
	"github.com/ethereum/go-ethereum/common"
	"io"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/daemon/paywall"
	"github.com/asa-escrow/asa/daemon/paywall/paywalltest"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/signer"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/exact"
	"github.com/asa-escrow/asa/x402/facilitator"
	"github.com/asa-escrow/asa/x402/httpx"
)

type answer struct {
	status  int
	header  http.Header
	body    map[string]any
	rawBody []byte
}

func postFund(t *testing.T, url string, h http.Header) answer {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, url, nil)
	for k, v := range h {
		req.Header[k] = v
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	a := answer{status: resp.StatusCode, header: resp.Header, rawBody: raw}
	_ = json.Unmarshal(raw, &a.body)
	return a
}

func fundURL(r *paywalltest.Rig, id uint64) string {
	return r.URL + "/v1/jobs/" + big.NewInt(int64(id)).String() + "/fund"
}

// requirements fetches the 402 of job id and returns its single requirement.
func requirements(t *testing.T, r *paywalltest.Rig, id uint64) x402.PaymentRequirements {
	t.Helper()
	a := postFund(t, fundURL(r, id), nil)
	if a.status != http.StatusPaymentRequired {
		t.Fatalf("fund without payment: %d %s", a.status, a.rawBody)
	}
	pr, err := x402.DecodePaymentRequired(a.header.Get(x402.HeaderPaymentRequired))
	if err != nil {
		t.Fatal(err)
	}
	return pr.Accepts[0]
}

// signed builds a PAYMENT-SIGNATURE for req by key, after mutate changed the authorization.
func signed(t *testing.T, key *ecdsa.PrivateKey, req x402.PaymentRequirements, mutate func(*exact.Transfer)) (string, exact.Signed) {
	t.Helper()
	s, err := exact.NewPayment(key, req, time.Now(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	if mutate != nil {
		mutate(&s.Transfer)
		d, err := exact.DomainFor(x402.Version2, req)
		if err != nil {
			t.Fatal(err)
		}
		if s.Signature, err = exact.Sign(key, d, s.Transfer); err != nil {
			t.Fatal(err)
		}
	}
	return header(t, s, req), s
}

func header(t *testing.T, s exact.Signed, accepted x402.PaymentRequirements) string {
	t.Helper()
	pp, err := exact.PaymentPayload(s, accepted, nil)
	if err != nil {
		t.Fatal(err)
	}
	h, err := x402.EncodeHeader(pp)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func hdr(k, v string) http.Header { h := http.Header{}; h.Set(k, v); return h }

func TestPaywall(t *testing.T) {
	r := paywalltest.Start(t, paywalltest.Options{})
	const budget = 2_500_000

	t.Run("Requirements402", func(t *testing.T) {
		id := r.OpenJob(t, r.Payer, budget)
		a := postFund(t, fundURL(r, id), nil)
		if a.status != http.StatusPaymentRequired || a.header.Get(x402.HeaderPaymentRequired) == "" {
			t.Fatalf("want 402 with PAYMENT-REQUIRED, got %d %s", a.status, a.rawBody)
		}
		pr, err := x402.DecodePaymentRequired(a.header.Get(x402.HeaderPaymentRequired))
		if err != nil {
			t.Fatal(err)
		}
		req := pr.Accepts[0]
		if pr.Resource.URL != fundURL(r, id) || req.Network != "eip155:31337" || req.Amount != "2500000" ||
			!strings.EqualFold(req.Asset, r.Dep.Token.Hex()) || !strings.EqualFold(req.PayTo, escrow.DepositAddress(r.Dep.Escrow, big.NewInt(int64(id))).Hex()) ||
			req.ExtraString("name") != "USD Coin" || req.ExtraString("version") != "2" || req.ExtraString("asaJobId") != big.NewInt(int64(id)).String() ||
			req.ExtraString("asaTermsHash") != "0x0000000000000000000000000000000000000000000000000000000000000000" || req.MaxTimeoutSeconds != 300 {
			t.Fatalf("requirements %+v resource %+v", req, pr.Resource)
		}
		if a.body["jobId"] != big.NewInt(int64(id)).String() {
			t.Fatalf("body %s", a.rawBody)
		}
	})

	t.Run("UnknownAndNotOpen", func(t *testing.T) {
		if a := postFund(t, fundURL(r, 999_999), nil); a.status != http.StatusNotFound || errCode(a.body) != "job_not_found" {
			t.Fatalf("unknown job: %d %s", a.status, a.rawBody)
		}
		if a := postFund(t, r.URL+"/v1/jobs/x1/fund", nil); a.status != http.StatusBadRequest {
			t.Fatalf("bad id: %d %s", a.status, a.rawBody)
		}
	})

	t.Run("GoTransportFundsJob", func(t *testing.T) {
		id := r.OpenJob(t, r.Payer, budget)
		escrowBefore, payerBefore := r.Balance(t, r.Dep.Escrow), r.Balance(t, r.Payer.Addr)
		client := &http.Client{Transport: &httpx.Transport{Key: r.Payer.Key,
			Allow: httpx.MaxAmount(big.NewInt(budget), []string{r.Dep.Token.Hex()}, []string{"eip155:31337"})}}
		resp, err := client.Post(fundURL(r, id), "application/json", nil)
		if err != nil {
			t.Fatal(err)
		}
		raw, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		sr, err := x402.DecodePaymentResponse(resp.Header.Get(x402.HeaderPaymentResponse))
		if resp.StatusCode != 200 || err != nil || !sr.Success || sr.Transaction == "" || sr.Network != "eip155:31337" ||
			!strings.EqualFold(sr.Payer, r.Payer.Addr.Hex()) {
			t.Fatalf("paid fund: %d %s %+v %v", resp.StatusCode, raw, sr, err)
		}
		var fr paywall.FundResponse
		if err := json.Unmarshal(raw, &fr); err != nil || fr.Status != "funded" || fr.Transaction != sr.Transaction || fr.AwaitingAcceptance {
			t.Fatalf("body %s", raw)
		}
		if st := r.ChainStatus(t, id); st != 1 {
			t.Fatalf("job status on chain %d, want Funded", st)
		}
		if d := new(big.Int).Sub(r.Balance(t, r.Dep.Escrow), escrowBefore); d.Int64() != budget {
			t.Fatalf("escrow received %s", d)
		}
		if d := new(big.Int).Sub(payerBefore, r.Balance(t, r.Payer.Addr)); d.Int64() != budget {
			t.Fatalf("payer paid %s", d)
		}
		r.WaitJob(t, id, func(j store.Job) bool { return j.Status == 1 })
		if a := postFund(t, fundURL(r, id), nil); a.status != http.StatusConflict || errCode(a.body) != "job_not_open" {
			t.Fatalf("funded job without payment: %d %s", a.status, a.rawBody)
		}
	})

	t.Run("FundedAwaitingAcceptanceNeedsNoSecondPayment", func(t *testing.T) {
		// Terms that ask for the provider's acceptance: once the budget is in, the job stays Open until the
		// provider accepts. Open on chain is not enough: the endpoint must not ask for a second payment.
		id := r.OpenAcceptingJob(t, r.Payer, budget)
		h, _ := signed(t, r.Payer.Key, requirements(t, r, id), nil)
		a0 := postFund(t, fundURL(r, id), hdr(x402.HeaderPaymentSignature, h))
		var fr paywall.FundResponse
		if a0.status != 200 || json.Unmarshal(a0.rawBody, &fr) != nil || fr.Status != "funded" || !fr.AwaitingAcceptance {
			t.Fatalf("fund: %d %s (want funded, awaiting the provider's acceptance)", a0.status, a0.rawBody)
		}
		if st := r.ChainStatus(t, id); st != 0 {
			t.Fatalf("job status on chain %d, want Open (awaiting acceptance)", st)
		}
		a := postFund(t, fundURL(r, id), nil)
		if a.status != http.StatusConflict || errCode(a.body) != "job_not_open" || a.header.Get(x402.HeaderPaymentRequired) != "" {
			t.Fatalf("funded job awaiting acceptance: %d %s", a.status, a.rawBody)
		}
	})

	t.Run("AsaJobWithTermsHash", func(t *testing.T) {
		id := r.OpenAsaJob(t, r.Payer, budget)
		req := requirements(t, r, id)
		if req.ExtraString("asaTermsHash") == "0x0000000000000000000000000000000000000000000000000000000000000000" {
			t.Fatal("ASA job requirements carry no terms hash")
		}
		h, _ := signed(t, r.Payer.Key, req, nil)
		if a := postFund(t, fundURL(r, id), hdr(x402.HeaderPaymentSignature, h)); a.status != 200 {
			t.Fatalf("fund ASA job: %d %s", a.status, a.rawBody)
		}
		if r.ChainStatus(t, id) != 1 {
			t.Fatal("ASA job not funded")
		}
	})

	t.Run("RetriedPaymentAnswersSameReceipt", func(t *testing.T) {
		id := r.OpenJob(t, r.Payer, budget)
		req := requirements(t, r, id)
		h, _ := signed(t, r.Payer.Key, req, nil)
		first := postFund(t, fundURL(r, id), hdr(x402.HeaderPaymentSignature, h))
		if first.status != 200 {
			t.Fatalf("first: %d %s", first.status, first.rawBody)
		}
		escrowAfter := r.Balance(t, r.Dep.Escrow)
		for i := 0; i < 2; i++ { // before and after the daemon's view shows the job funded
			again := postFund(t, fundURL(r, id), hdr(x402.HeaderPaymentSignature, h))
			if again.status != 200 || again.body["transaction"] != first.body["transaction"] {
				t.Fatalf("retry %d: %d %s (first %s)", i, again.status, again.rawBody, first.rawBody)
			}
			r.WaitJob(t, id, func(j store.Job) bool { return j.Status == 1 })
		}
		if r.Balance(t, r.Dep.Escrow).Cmp(escrowAfter) != 0 {
			t.Fatal("a retried payment moved funds again")
		}
	})

	t.Run("BadInput", func(t *testing.T) {
		id := r.OpenJob(t, r.Payer, budget)
		req := requirements(t, r, id)
		now := time.Now().Unix()
		good, goodSigned := signed(t, r.Payer.Key, req, nil)
		wrongNet := req
		wrongNet.Network = "eip155:1"
		badSig := goodSigned
		badSig.Signature = append([]byte(nil), goodSigned.Signature...)
		badSig.Signature[10] ^= 0xff
		v3 := func() string {
			pp, _ := exact.PaymentPayload(goodSigned, req, nil)
			pp.X402Version = 3
			h, _ := x402.EncodeHeader(pp)
			return h
		}()
		urlSafe := func() string {
			pp, _ := exact.PaymentPayload(goodSigned, req, nil)
			for pad := 0; pad < 64; pad++ {
				pp.Resource = &x402.ResourceInfo{URL: "http://x/" + strings.Repeat("~", pad)}
				b, _ := json.Marshal(pp)
				s := base64.URLEncoding.EncodeToString(b)
				if strings.ContainsAny(s, "-_") {
					return s
				}
			}
			t.Fatal("no URL-safe encoding with - or _")
			return ""
		}()
		v1InV2 := func() string {
			h, _ := x402.EncodeHeader(x402.PaymentPayloadV1{X402Version: 1, Scheme: "exact", Network: "base-sepolia", Payload: json.RawMessage(`{}`)})
			return h
		}()
		cases := []struct {
			name, key, value, reason string
		}{
			{"non-base64", x402.HeaderPaymentSignature, "!!not base64!!", x402.ReasonInvalidPayload},
			{"url-safe base64", x402.HeaderPaymentSignature, urlSafe, x402.ReasonInvalidPayload},
			{"not JSON", x402.HeaderPaymentSignature, base64.StdEncoding.EncodeToString([]byte("hello")), x402.ReasonInvalidPayload},
			{"version 3", x402.HeaderPaymentSignature, v3, x402.ReasonInvalidX402Version},
			{"v1 payload in v2 header", x402.HeaderPaymentSignature, v1InV2, x402.ReasonInvalidX402Version},
			{"v1 on a chain without a v1 name", x402.HeaderXPayment, func() string {
				pp, _ := exact.PaymentPayloadV1(goodSigned, x402.PaymentRequirementsV1{Scheme: "exact", Network: "base-sepolia"})
				h, _ := x402.EncodeHeader(pp)
				return h
			}(), x402.ReasonInvalidNetwork},
			{"wrong network", x402.HeaderPaymentSignature, header(t, goodSigned, wrongNet), x402.ReasonNetworkMismatch},
			{"amount mismatch", x402.HeaderPaymentSignature, first(signed(t, r.Payer.Key, req, func(tr *exact.Transfer) { tr.Value = big.NewInt(budget - 1) })), x402.ReasonAuthorizationValueMismatch},
			{"wrong payTo", x402.HeaderPaymentSignature, first(signed(t, r.Payer.Key, req, func(tr *exact.Transfer) { tr.To = r.Provider.Addr })), x402.ReasonRecipientMismatch},
			{"expired", x402.HeaderPaymentSignature, first(signed(t, r.Payer.Key, req, func(tr *exact.Transfer) { tr.ValidBefore = big.NewInt(now - 60) })), x402.ReasonValidBeforeExpired},
			{"not yet valid", x402.HeaderPaymentSignature, first(signed(t, r.Payer.Key, req, func(tr *exact.Transfer) { tr.ValidAfter = big.NewInt(now + 3600) })), x402.ReasonValidAfterInFuture},
			{"bad signature", x402.HeaderPaymentSignature, header(t, badSig, req), x402.ReasonInvalidSignature},
			{"payer is not the job's client", x402.HeaderPaymentSignature, first(signed(t, r.Provider.Key, req, nil)), paywall.ReasonPayerNotClient},
		}
		escrowBefore, payerBefore := r.Balance(t, r.Dep.Escrow), r.Balance(t, r.Payer.Addr)
		for _, c := range cases {
			a := postFund(t, fundURL(r, id), hdr(c.key, c.value))
			if a.status != http.StatusPaymentRequired || a.body["invalidReason"] != c.reason {
				t.Errorf("%s: got %d %s, want 402 %s", c.name, a.status, a.rawBody, c.reason)
				continue
			}
			pr, err := x402.DecodePaymentRequired(a.header.Get(x402.HeaderPaymentRequired))
			if err != nil || pr.Error != c.reason {
				t.Errorf("%s: PAYMENT-REQUIRED error %q, %v", c.name, pr.Error, err)
			}
			if a.header.Get(x402.HeaderPaymentResponse) != "" {
				t.Errorf("%s: a rejected payment got a PAYMENT-RESPONSE", c.name)
			}
		}
		if r.Balance(t, r.Dep.Escrow).Cmp(escrowBefore) != 0 || r.Balance(t, r.Payer.Addr).Cmp(payerBefore) != 0 || r.ChainStatus(t, id) != 0 {
			t.Fatal("bad input moved funds or changed the job")
		}
		// The good payment still works after all that, then its nonce cannot fund another job.
		if a := postFund(t, fundURL(r, id), hdr(x402.HeaderPaymentSignature, good)); a.status != 200 {
			t.Fatalf("good payment after bad ones: %d %s", a.status, a.rawBody)
		}
		id2 := r.OpenJob(t, r.Payer, budget)
		req2 := requirements(t, r, id2)
		reuse := goodSigned
		reuse.Transfer.ValidBefore = big.NewInt(now + 300)
		reuse.Transfer.To = common.HexToAddress(req2.PayTo) // the same nonce, made out to job 2's deposit
		d, _ := exact.DomainFor(x402.Version2, req2)
		reuse.Signature, _ = exact.Sign(r.Payer.Key, d, reuse.Transfer)
		escrowBefore = r.Balance(t, r.Dep.Escrow)
		if a := postFund(t, fundURL(r, id2), hdr(x402.HeaderPaymentSignature, header(t, reuse, req2))); a.status != 402 || a.body["invalidReason"] != x402.ReasonNonceAlreadyUsed {
			t.Fatalf("reused nonce: %d %s", a.status, a.rawBody)
		}
		if r.Balance(t, r.Dep.Escrow).Cmp(escrowBefore) != 0 || r.ChainStatus(t, id2) != 0 {
			t.Fatal("reused nonce moved funds")
		}
	})

	t.Run("InsufficientBalance", func(t *testing.T) {
		poor, _ := anvil.DevKey(4)
		poorParty := paywalltest.Party{Key: poor, Addr: crypto.PubkeyToAddress(poor.PublicKey)}
		r.Mint(t, poorParty.Addr, big.NewInt(budget-1))
		id := r.OpenJob(t, poorParty, budget)
		req := requirements(t, r, id)
		h, _ := signed(t, poor, req, nil)
		if a := postFund(t, fundURL(r, id), hdr(x402.HeaderPaymentSignature, h)); a.status != 402 || a.body["invalidReason"] != x402.ReasonInsufficientBalance {
			t.Fatalf("insufficient balance: %d %s", a.status, a.rawBody)
		}
		if r.Balance(t, poorParty.Addr).Int64() != budget-1 || r.ChainStatus(t, id) != 0 {
			t.Fatal("funds moved")
		}
	})

	t.Run("FacilitatorAPI", func(t *testing.T) {
		resp, err := http.Get(r.URL + "/x402/supported")
		if err != nil {
			t.Fatal(err)
		}
		var sup x402.SupportedResponse
		_ = json.NewDecoder(resp.Body).Decode(&sup)
		resp.Body.Close()
		if len(sup.Kinds) == 0 || sup.Kinds[0].Network != "eip155:31337" || sup.Signers["eip155:*"][0] != r.Settler.Addr.Hex() {
			t.Fatalf("supported %+v", sup)
		}
		id := r.OpenJob(t, r.Payer, budget)
		req := requirements(t, r, id)
		_, s := signed(t, r.Payer.Key, req, nil)
		pp, _ := exact.PaymentPayload(s, req, nil)
		body, _ := json.Marshal(map[string]any{"x402Version": 2, "paymentPayload": pp, "paymentRequirements": req})
		resp, err = http.Post(r.URL+"/x402/verify", "application/json", bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		var vr x402.VerifyResponse
		_ = json.NewDecoder(resp.Body).Decode(&vr)
		resp.Body.Close()
		if !vr.IsValid {
			t.Fatalf("verify through the daemon: %+v", vr)
		}
		resp, err = http.Post(r.URL+"/x402/settle", "application/json", bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		var sr x402.SettleResponse
		_ = json.NewDecoder(resp.Body).Decode(&sr)
		resp.Body.Close()
		if !sr.Success || r.ChainStatus(t, id) != 1 {
			t.Fatalf("settle through the daemon's /x402/settle: %+v, job status %d", sr, r.ChainStatus(t, id))
		}
	})

	t.Run("FastChainAnswersLikeTheNode", func(t *testing.T) {
		ctx := context.Background()
		inner := facilitator.NewEthChain(r.Client)
		fast := paywall.FastChain(inner)
		var nonce [32]byte
		nonce[0] = 7
		for round := 0; round < 2; round++ {
			usedF, err1 := fast.AuthorizationState(ctx, r.Dep.Token, r.Payer.Addr, nonce)
			usedI, err2 := inner.AuthorizationState(ctx, r.Dep.Token, r.Payer.Addr, nonce)
			balF, err3 := fast.BalanceOf(ctx, r.Dep.Token, r.Payer.Addr)
			balI, err4 := inner.BalanceOf(ctx, r.Dep.Token, r.Payer.Addr)
			codeF, err5 := fast.HasCode(ctx, r.Dep.Token)
			noCode, err6 := fast.HasCode(ctx, r.Payer.Addr)
			if err := errors.Join(err1, err2, err3, err4, err5, err6); err != nil {
				t.Fatal(err)
			}
			if usedF != usedI || balF.Cmp(balI) != 0 || !codeF || noCode {
				t.Fatalf("round %d: fast %v %s %v %v, node %v %s", round, usedF, balF, codeF, noCode, usedI, balI)
			}
			r.Mint(t, r.Payer.Addr, big.NewInt(1)) // the balance changes between rounds
		}
	})

	t.Run("RefusesDaemonKey", func(t *testing.T) {
		_, err := paywall.Open(context.Background(), paywall.Deps{Client: r.Client, ChainID: r.Node.ChainID(), Escrow: r.Dep.Escrow,
			Intents: r.Svc.Intents(), Token: r.Dep.Token, Jobs: r.Svc.Store(), Tasks: r.Svc.Store(), Sender: r.Svc.TxManager(), DaemonAddress: r.Svc.TxManager().From(),
			OfferKey: signer.FromKey(r.OfferKey), Ext: r.Svc.Store()})
		if err == nil || !strings.Contains(err.Error(), "daemon's key") {
			t.Fatalf("want a refusal of the daemon key, got %v", err)
		}
	})
}

func first(s string, _ exact.Signed) string { return s }

// errCode and errMessage read the error envelope {"error":{"code","message"}} of a decoded body.
func errCode(body map[string]any) string {
	e, _ := body["error"].(map[string]any)
	c, _ := e["code"].(string)
	return c
}

func errMessage(body map[string]any) string {
	e, _ := body["error"].(map[string]any)
	m, _ := e["message"].(string)
	return m
}
