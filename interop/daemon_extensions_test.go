package interop

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"strings"
	"testing"

	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/daemon/paywall/paywalltest"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/extensions/bazaar"
	"github.com/asa-escrow/asa/x402/extensions/offerreceipt"
	"github.com/asa-escrow/asa/x402/extensions/siwx"
	"github.com/asa-escrow/asa/x402/facilitator"
)

const daemonExtScript = "daemon_extensions.mjs"

// observed is one request as the official client saw it.
type observed struct {
	Status          int                  `json:"status"`
	Body            json.RawMessage      `json:"body"`
	Replayed        *string              `json:"replayed"`
	PaymentResponse *x402.SettleResponse `json:"paymentResponse"`
}

// String shows the answer with its body as text (for failure messages).
func (o observed) String() string {
	r := ""
	if o.Replayed != nil {
		r = " replayed=" + *o.Replayed
	}
	return fmt.Sprintf("%d%s %s", o.Status, r, o.Body)
}

func (o observed) errorCode() string {
	var b struct {
		Error any `json:"error"`
	}
	_ = json.Unmarshal(o.Body, &b)
	switch e := b.Error.(type) {
	case string:
		return e
	case map[string]any:
		s, _ := e["code"].(string)
		return s
	}
	return ""
}

type paidByOfficialClient struct {
	Error                string               `json:"error"`
	PaymentRequired      x402.PaymentRequired `json:"paymentRequired"`
	PaymentIDDeclaration struct {
		Valid bool `json:"valid"`
	} `json:"paymentIdDeclaration"`
	Bazaar struct {
		Valid bool `json:"valid"`
	} `json:"bazaar"`
	SignInBound any `json:"signInBound"`
	Offers      []struct {
		Signer         string             `json:"signer"`
		Payload        offerreceipt.Offer `json:"payload"`
		MatchedAccepts int                `json:"matchedAccepts"`
	} `json:"offers"`
	First         observed `json:"first"`
	Signature     string   `json:"signature"`
	SentPaymentID struct {
		ID *string `json:"id"`
	} `json:"sentPaymentId"`
	Receipt *struct {
		Signer       string               `json:"signer"`
		Payload      offerreceipt.Receipt `json:"payload"`
		MatchesOffer bool                 `json:"matchesOffer"`
	} `json:"receipt"`
	Retry observed `json:"retry"`
	Again observed `json:"again"`
}

// TestDaemonExtensionsInterop runs @x402/extensions 2.27 (with @x402/fetch and @x402/core) against the
// daemon started with x402 on anvil: the official helpers accept the daemon's 402 (payment-identifier
// declaration, signed offers by its published offer signer, bazaar declaration, a sign-in challenge
// bound to its origin); @x402/fetch with the payment-identifier hook funds a job and the official
// helpers verify the signed receipt; the identical request again is answered from the daemon's store;
// a new authorization with the same id is refused 409; a retry after a daemon restart gets the stored
// answer; the job's client signs in with the official sign-in client instead of paying (the same
// header again and an expired message are refused); the official HTTPFacilitatorClient gets stored
// answers from /x402/settle and /x402/verify for a repeated payment id and a 409 for a new payment
// with it; withBazaar lists the fund route.
func TestDaemonExtensionsInterop(t *testing.T) {
	needNodeModules(t, "@x402/extensions", "@x402/fetch", "@x402/core", "@x402/evm")
	r := paywalltest.Start(t, paywalltest.Options{})
	network, asset := "eip155:31337", r.Dep.Token.Hex()
	signer := r.Paywall.OfferSigner().Hex()
	ctx := context.Background()

	verifyOnChain := func(t *testing.T, sr *x402.SettleResponse, id uint64) {
		t.Helper()
		if sr == nil {
			t.Fatal("no PAYMENT-RESPONSE")
		}
		fr, ok, err := offerreceipt.FundingReceiptOf(sr.Extensions)
		if !ok || err != nil {
			t.Fatalf("PAYMENT-RESPONSE without the funding receipt: %v", err)
		}
		check, err := asaclient.VerifyFundingReceipt(ctx, r.Client, r.Node.ChainID(), fr,
			asaclient.ReceiptPins{Signer: r.Paywall.OfferSigner(), Escrow: r.Dep.Escrow, JobID: new(big.Int).SetUint64(id), Confirmations: 1})
		if err != nil || !check.Valid || check.Transaction != sr.Transaction {
			t.Fatalf("funding receipt against the chain: %+v %v", check, err)
		}
	}

	t.Run("PaymentIdentifierOffersReceipt", func(t *testing.T) {
		const budget = 2_250_000
		id := r.OpenAsaJob(t, r.Payer, budget)
		escrowBefore := r.Balance(t, r.Dep.Escrow)
		const pid = "pay_official_daemon_0123456789"
		var out paidByOfficialClient
		runNode(t, daemonExtScript, r.Payer.Key, map[string]any{"op": "pay", "url": fmt.Sprintf("%s/v1/jobs/%d/fund", r.URL, id), "id": pid,
			"network": network, "asset": asset, "max": "2250000"}, &out)
		if out.Error != "" {
			t.Fatal(out.Error)
		}
		if !out.PaymentIDDeclaration.Valid || !out.Bazaar.Valid || out.SignInBound != true {
			t.Fatalf("the official helpers on the daemon's 402: payment-identifier %v, bazaar %v, sign-in bound %v",
				out.PaymentIDDeclaration.Valid, out.Bazaar.Valid, out.SignInBound)
		}
		if len(out.Offers) != 1 || out.Offers[0].Signer != signer || out.Offers[0].MatchedAccepts != 0 || out.Offers[0].Payload.Amount != "2250000" {
			t.Fatalf("offers as the official helpers read them: %+v (signer %s)", out.Offers, signer)
		}
		if out.First.Status != 200 || out.First.PaymentResponse == nil || !out.First.PaymentResponse.Success || out.SentPaymentID.ID == nil || *out.SentPaymentID.ID != pid {
			t.Fatalf("@x402/fetch paying the daemon: %+v", out.First)
		}
		if rc := out.Receipt; rc == nil || rc.Signer != signer || !rc.MatchesOffer || rc.Payload.Transaction != out.First.PaymentResponse.Transaction ||
			!strings.EqualFold(rc.Payload.Payer, r.Payer.Addr.Hex()) {
			t.Fatalf("receipt as the official helpers read it: %+v", out.Receipt)
		}
		verifyOnChain(t, out.First.PaymentResponse, id)
		if out.Retry.Status != 200 || out.Retry.Replayed == nil || *out.Retry.Replayed != "true" || string(out.Retry.Body) != string(out.First.Body) ||
			out.Retry.PaymentResponse.Transaction != out.First.PaymentResponse.Transaction {
			t.Fatalf("the identical request again: %+v", out.Retry)
		}
		if out.Again.Status != http.StatusConflict || out.Again.errorCode() != "payment_id_conflict" || !strings.Contains(string(out.Again.Body), "different payment") {
			t.Fatalf("a new authorization with the same id: %+v %s", out.Again, out.Again.Body)
		}
		if got := new(big.Int).Sub(r.Balance(t, r.Dep.Escrow), escrowBefore); got.Int64() != budget {
			t.Fatalf("escrow received %s, want the budget once", got)
		}
	})

	t.Run("RetryAfterRestart", func(t *testing.T) {
		const budget = 1_100_000
		id := r.OpenJob(t, r.Payer, budget)
		url := fmt.Sprintf("%s/v1/jobs/%d/fund", r.URL, id)
		var out paidByOfficialClient
		runNode(t, daemonExtScript, r.Payer.Key, map[string]any{"op": "pay", "once": true, "url": url, "id": "pay_official_restart_0123456789",
			"network": network, "asset": asset, "max": "1100000"}, &out)
		if out.Error != "" || out.First.Status != 200 || out.Signature == "" {
			t.Fatalf("first payment: %s %+v", out.Error, out.First)
		}
		escrowAfter := r.Balance(t, r.Dep.Escrow)
		r.Restart(t)
		req, _ := http.NewRequest(http.MethodPost, url, nil)
		req.Header.Set(x402.HeaderPaymentSignature, out.Signature)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var body json.RawMessage
		_ = json.NewDecoder(resp.Body).Decode(&body)
		sr, err := x402.DecodePaymentResponse(resp.Header.Get(x402.HeaderPaymentResponse))
		if resp.StatusCode != 200 || resp.Header.Get(facilitator.ReplayedHeader) != "true" || err != nil || sr.Transaction != out.First.PaymentResponse.Transaction ||
			strings.TrimSpace(string(body)) != strings.TrimSpace(string(out.First.Body)) {
			t.Fatalf("the official client's payment re-sent after a restart: %d %s %+v %v", resp.StatusCode, body, sr, err)
		}
		verifyOnChain(t, &sr, id)
		if r.Balance(t, r.Dep.Escrow).Cmp(escrowAfter) != 0 {
			t.Fatal("money moved on the retry after the restart")
		}
	})

	t.Run("SignInInsteadOfPaying", func(t *testing.T) {
		const budget = 800_000
		id := r.OpenJob(t, r.Payer, budget)
		open := r.OpenJob(t, r.Payer, budget)
		var paid paidByOfficialClient
		runNode(t, daemonExtScript, r.Payer.Key, map[string]any{"op": "pay", "once": true, "url": fmt.Sprintf("%s/v1/jobs/%d/fund", r.URL, id),
			"id": "pay_official_signin_0123456789", "network": network, "asset": asset, "max": "800000"}, &paid)
		if paid.Error != "" || paid.First.Status != 200 {
			t.Fatalf("payment: %s %+v", paid.Error, paid.First)
		}
		escrowAfter := r.Balance(t, r.Dep.Escrow)
		var out struct {
			Error   string `json:"error"`
			Refused struct {
				Status int `json:"status"`
			} `json:"refused"`
			Validation struct {
				Valid bool `json:"isValid"`
			} `json:"validation"`
			Verification struct {
				Valid bool   `json:"isValid"`
				Payer string `json:"payer"`
			} `json:"verification"`
			Granted     observed `json:"granted"`
			ReceiptSign string   `json:"receiptSigner"`
			Replayed    observed `json:"replayed"`
			Expired     observed `json:"expired"`
			Open        struct {
				Status      int             `json:"status"`
				SignedRetry bool            `json:"signedRetry"`
				Body        json.RawMessage `json:"body"`
			} `json:"open"`
		}
		runNode(t, daemonExtScript, r.Payer.Key, map[string]any{"op": "signIn", "url": fmt.Sprintf("%s/v1/jobs/%d/fund", r.URL, id),
			"openUrl": fmt.Sprintf("%s/v1/jobs/%d/fund", r.URL, open), "challengeUrl": r.URL + "/v1/signin/challenge"}, &out)
		if out.Error != "" {
			t.Fatal(out.Error)
		}
		if out.Refused.Status != http.StatusConflict || !out.Validation.Valid || !out.Verification.Valid || !strings.EqualFold(out.Verification.Payer, r.Payer.Addr.Hex()) {
			t.Fatalf("the official server helpers on the daemon's challenge: refused %d, validation %v, verification %+v", out.Refused.Status, out.Validation.Valid, out.Verification)
		}
		var granted struct {
			Transaction string                       `json:"transaction"`
			Receipt     *offerreceipt.FundingReceipt `json:"receipt"`
			SignedIn    string                       `json:"signedIn"`
		}
		if out.Granted.Status != 200 || json.Unmarshal(out.Granted.Body, &granted) != nil || granted.Receipt == nil ||
			granted.Transaction != paid.First.PaymentResponse.Transaction || out.ReceiptSign != signer || granted.SignedIn != r.Payer.Addr.Hex() {
			t.Fatalf("signed in with the official client: %+v %s", out.Granted, out.Granted.Body)
		}
		if out.Replayed.Status != http.StatusUnauthorized || out.Replayed.errorCode() != siwx.ReasonNonce {
			t.Fatalf("the same sign-in again: %+v %s", out.Replayed, out.Replayed.Body)
		}
		if out.Expired.Status != http.StatusUnauthorized || out.Expired.errorCode() != siwx.ReasonExpired {
			t.Fatalf("an expired sign-in message: %+v %s", out.Expired, out.Expired.Body)
		}
		if out.Open.Status != http.StatusPaymentRequired || !out.Open.SignedRetry || !strings.Contains(string(out.Open.Body), "not funded yet") {
			t.Fatalf("wrapFetchWithSIWx on an open job: %d signed retry %v: %s", out.Open.Status, out.Open.SignedRetry, out.Open.Body)
		}
		if r.Balance(t, r.Dep.Escrow).Cmp(escrowAfter) != 0 || r.ChainStatus(t, open) != 0 {
			t.Fatal("a sign-in moved money")
		}
	})

	type refusal struct {
		Name       string `json:"name"`
		StatusCode int    `json:"statusCode"`
		Reason     string `json:"reason"`
		Network    string `json:"network"`
		Message    string `json:"message"`
	}
	t.Run("FacilitatorAndDiscovery", func(t *testing.T) {
		req := x402.PaymentRequirements{Scheme: "exact", Network: network, Amount: "450000", Asset: asset, PayTo: merchant.Hex(),
			MaxTimeoutSeconds: 300, Extra: map[string]any{"name": "USD Coin", "version": "2"}}
		before := r.Balance(t, merchant)
		var out struct {
			Error        string                 `json:"error"`
			V1           x402.VerifyResponse    `json:"verify1"`
			V2           x402.VerifyResponse    `json:"verify2"`
			Settle1      x402.SettleResponse    `json:"settle1"`
			Settle2      x402.SettleResponse    `json:"settle2"`
			Settle3Error refusal                `json:"settle3Error"`
			Verify3Error refusal                `json:"verify3Error"`
			Supported    x402.SupportedResponse `json:"supported"`
			Discovery    bazaar.ListResponse    `json:"discovery"`
			Search       bazaar.SearchResponse  `json:"search"`
			SearchNone   bazaar.SearchResponse  `json:"searchNone"`
		}
		runNode(t, daemonExtScript, r.Payer.Key, map[string]any{"op": "facilitator", "facilitator": r.URL + "/x402", "requirements": req,
			"id": "pay_official_facilitator_0123", "network": network, "asset": asset, "max": "450000"}, &out)
		if out.Error != "" {
			t.Fatal(out.Error)
		}
		if !out.V1.IsValid || !out.Settle1.Success || !out.Settle2.Success || out.Settle2.Transaction != out.Settle1.Transaction || !out.V2.IsValid {
			t.Fatalf("the same payment id at the facilitator: verify %+v %+v, settle %+v %+v", out.V1, out.V2, out.Settle1, out.Settle2)
		}
		// A new payment with the same id: a SettleResponse / VerifyResponse with the reason, which the
		// official client throws as SettleError / VerifyError (not a generic Error).
		if s := out.Settle3Error; s.Name != "SettleError" || s.StatusCode != http.StatusConflict || s.Reason != "payment_id_conflict" || s.Network != network {
			t.Fatalf("a new payment with the same id at settle: %+v", s)
		}
		if v := out.Verify3Error; v.Name != "VerifyError" || v.StatusCode != http.StatusConflict || v.Reason != "payment_id_conflict" {
			t.Fatalf("a new payment with the same id at verify: %+v", v)
		}
		// The official client's search (GET /discovery/search) finds the fund route by words of its
		// description, and nothing for words no resource holds.
		hit := false
		for _, it := range out.Search.Resources {
			hit = hit || strings.HasSuffix(it.Resource, bazaar.FundJobRoute)
		}
		if !hit || out.Search.X402Version != 2 || out.Search.Pagination.Limit != 5 {
			t.Fatalf("search for the fund route: %+v (list: %+v)", out.Search, out.Discovery)
		}
		if len(out.SearchNone.Resources) != 0 {
			t.Fatalf("search for words no resource holds: %+v", out.SearchNone)
		}
		if got := new(big.Int).Sub(r.Balance(t, merchant), before); got.Int64() != 450_000 {
			t.Fatalf("the merchant received %s, want one payment", got)
		}
		if strings.Join(out.Supported.Extensions, ",") != "payment-identifier,bazaar" {
			t.Fatalf("supported: %+v", out.Supported)
		}
		found := false
		for _, it := range out.Discovery.Items {
			found = found || (strings.HasSuffix(it.Resource, bazaar.FundJobRoute) && it.Type == "http" && len(it.Accepts) == 1)
		}
		if !found {
			t.Fatalf("withBazaar does not list the fund route: %+v", out.Discovery)
		}
	})
}
