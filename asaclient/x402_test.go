package asaclient

import (
	"errors"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/settlement/onchain"
	"github.com/asa-escrow/asa/signer"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/exact"
	"github.com/asa-escrow/asa/x402/httpx"
)

// fundServer stands in for the daemon's POST /v1/jobs/{id}/fund (being built elsewhere): it answers
// 402 with exact-scheme requirements for the job's budget, and on a PAYMENT-SIGNATURE relays the
// client's EIP-3009 authorization through the real escrow's fundWithAuthorization on anvil.
func fundServer(t *testing.T, e *Escrow, job *Job, relayer *bind.TransactOpts, client *anvil.Node) http.Handler {
	esc := bindings.NewAsaEscrow()
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/jobs/{id}/fund", func(w http.ResponseWriter, r *http.Request) {
		req := x402.PaymentRequirements{Scheme: x402.SchemeExact, Network: x402.CAIP2(e.ChainID()), Amount: job.View.Budget.String(),
			Asset: e.Token().Hex(), PayTo: escrow.DepositAddress(e.Address(), job.ID).Hex(), MaxTimeoutSeconds: 300, Extra: map[string]any{"name": "USD Coin", "version": "2"}}
		h := r.Header.Get(x402.HeaderPaymentSignature)
		if h == "" {
			v, err := x402.EncodeHeader(x402.PaymentRequired{X402Version: 2, Resource: &x402.ResourceInfo{URL: r.URL.String()}, Accepts: []x402.PaymentRequirements{req}})
			if err != nil {
				t.Error(err)
			}
			w.Header().Set(x402.HeaderPaymentRequired, v)
			w.WriteHeader(http.StatusPaymentRequired)
			return
		}
		pp, err := x402.DecodePaymentSignature(h)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		signed, err := exact.DecodePayload(pp.Payload)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		a := signed.Transfer
		eth, err := client.Dial(r.Context())
		if err != nil {
			t.Error(err)
			return
		}
		defer eth.Close()
		tx, err := bind.Transact(esc.Instance(eth, e.Address()), relayer, esc.PackFundWithAuthorization(job.ID, a.Value, job.TermsHash, a.ValidAfter, a.ValidBefore, a.Nonce, signed.Signature))
		if err != nil {
			http.Error(w, err.Error(), http.StatusConflict)
			return
		}
		if _, err := escrow.WaitSuccess(r.Context(), eth, tx); err != nil {
			http.Error(w, err.Error(), http.StatusConflict)
			return
		}
		v, _ := x402.EncodeHeader(x402.SettleResponse{Success: true, Transaction: tx.Hash().Hex(), Network: req.Network, Payer: a.From.Hex()})
		w.Header().Set(x402.HeaderPaymentResponse, v)
		w.WriteHeader(http.StatusOK)
	})
	return mux
}

// The x402 client pays a 402 for exactly the job's budget to the escrow and reports the receipt's
// transaction; it refuses an offer under another token domain and says when there is no endpoint.
func TestFundX402OnAnvil(t *testing.T) {
	c := newTestChain(t)
	ctx, node, eth, e, clientKey, relayerKey, clientAddr, plan := c.ctx, c.node, c.eth, c.esc, c.clientKey, c.relayerKey, c.clientAddr, c.plan
	created, err := e.CreateJob(ctx, signer.FromKey(clientKey), plan)
	if err != nil {
		t.Fatal(err)
	}
	job, err := e.Job(ctx, created.JobID)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(fundServer(t, e, job, bind.NewKeyedTransactor(relayerKey, node.ChainID()), node))
	defer srv.Close()
	d := &Daemon{BaseURL: srv.URL}
	if ok, err := d.HasX402Funding(ctx); err != nil || !ok {
		t.Fatalf("HasX402Funding = %v, %v on a server with the endpoint", ok, err)
	}

	// A daemon without the endpoint answers the API's 404 not_found.
	none := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":{"code":"not_found","message":"no route"}}`))
	}))
	defer none.Close()
	nd := &Daemon{BaseURL: none.URL}
	if ok, err := nd.HasX402Funding(ctx); err != nil || ok {
		t.Errorf("HasX402Funding = %v, %v without the endpoint", ok, err)
	}
	if _, err := nd.FundX402(ctx, signer.FromKey(clientKey), e, created.JobID, created.Agreed(), X402Options{AgreedFrom: "the test plan"}); !errors.Is(err, ErrX402Unavailable) {
		t.Errorf("FundX402 without the endpoint: %v", err)
	}

	// An offer under another token domain than the network's USDC is not paid.
	if _, err := d.FundX402(ctx, signer.FromKey(clientKey), e, created.JobID, created.Agreed(), X402Options{AgreedFrom: "the test plan", TokenDomain: TokenDomain{Name: "USDC", Version: "2"}}); !errors.Is(err, httpx.ErrNoPayableOption) {
		t.Fatalf("wrong domain: %v", err)
	}
	before, _ := e.BalanceOf(ctx, clientAddr)
	res, err := d.FundX402(ctx, signer.FromKey(clientKey), e, created.JobID, created.Agreed(), X402Options{AgreedFrom: "the test plan", TokenDomain: TokenDomain{Name: "USD Coin", Version: "2"}})
	if err != nil {
		t.Fatal(err)
	}
	if res.Required == nil || res.Required.Accepts[0].Amount != "5000000" || res.Transaction == (common.Hash{}) || !res.Settlement.Success {
		t.Fatalf("x402 funding: %+v", res)
	}
	rcpt, err := eth.TransactionReceipt(ctx, res.Transaction)
	if err != nil || rcpt.Status != 1 {
		t.Fatalf("receipt of %s: %v", res.Transaction, err)
	}
	// The budget is in; the job waits for its provider's acceptance (the agreement's default).
	funded, err := e.Job(ctx, created.JobID)
	if err != nil || funded.Status != settlement.JobOpen || !funded.View.BudgetFunded || funded.View.Accepted {
		t.Fatalf("job after x402: %v %v", funded.Status, err)
	}
	after, _ := e.BalanceOf(ctx, clientAddr)
	if new(big.Int).Sub(before, after).Int64() != 5_000_000 {
		t.Errorf("client paid %s, want 5000000", new(big.Int).Sub(before, after))
	}

}

// collateralServer stands in for the daemon's POST /v1/jobs/{id}/collateral (not served yet): with the
// provider's signed acceptance as its body it answers 402 with exact-scheme requirements for the job's
// collateral paid to its collateral deposit, and on a PAYMENT-SIGNATURE relays acceptJob with the signed
// acceptance and the provider's EIP-3009 authorization through the real escrow on anvil.
func collateralServer(t *testing.T, e *Escrow, relayer *bind.TransactOpts, node *anvil.Node) http.Handler {
	esc := bindings.NewAsaEscrow()
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/jobs/{id}/collateral", func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(r.Body)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		s, err := ParseSignedAcceptance(body)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		id, _ := new(big.Int).SetString(r.PathValue("id"), 10)
		job, err := e.Job(r.Context(), id)
		if err != nil {
			http.Error(w, err.Error(), http.StatusNotFound)
			return
		}
		req := x402.PaymentRequirements{Scheme: x402.SchemeExact, Network: x402.CAIP2(e.ChainID()), Amount: job.View.Collateral.String(),
			Asset: e.Token().Hex(), PayTo: escrow.CollateralAddress(e.Address(), id).Hex(), MaxTimeoutSeconds: 300, Extra: map[string]any{"name": "USD Coin", "version": "2"}}
		h := r.Header.Get(x402.HeaderPaymentSignature)
		if h == "" {
			v, err := x402.EncodeHeader(x402.PaymentRequired{X402Version: 2, Resource: &x402.ResourceInfo{URL: r.URL.String()}, Accepts: []x402.PaymentRequirements{req}})
			if err != nil {
				t.Error(err)
			}
			w.Header().Set(x402.HeaderPaymentRequired, v)
			w.WriteHeader(http.StatusPaymentRequired)
			return
		}
		pp, err := x402.DecodePaymentSignature(h)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		signed, err := exact.DecodePayload(pp.Payload)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		eth, err := node.Dial(r.Context())
		if err != nil {
			t.Error(err)
			return
		}
		defer eth.Close()
		tx, err := bind.Transact(esc.Instance(eth, e.Address()), relayer, esc.PackAcceptJob(id, onchain.Acceptance(s.Acceptance), s.Signature, authorizationArg(&signed)))
		if err != nil {
			http.Error(w, err.Error(), http.StatusConflict)
			return
		}
		if _, err := escrow.WaitSuccess(r.Context(), eth, tx); err != nil {
			http.Error(w, err.Error(), http.StatusConflict)
			return
		}
		v, _ := x402.EncodeHeader(x402.SettleResponse{Success: true, Transaction: tx.Hash().Hex(), Network: req.Network, Payer: signed.Transfer.From.Hex()})
		w.Header().Set(x402.HeaderPaymentResponse, v)
		w.WriteHeader(http.StatusOK)
	})
	return mux
}

// The x402 collateral client: the provider's signed acceptance goes as the body, the 402 for exactly the
// job's collateral to its collateral deposit is paid with an EIP-3009 authorization, and the relayed
// acceptJob posts it; a daemon without the endpoint is reported as such, and an offer under another domain
// is not paid.
func TestPostCollateralX402OnAnvil(t *testing.T) {
	c := newAcceptChain(t)
	ctx := c.ctx
	_, plan := c.agreement(t, withCollateral("50"))
	created, err := c.esc.CreateAndFundJob(ctx, signer.FromKey(c.clientKey), plan, CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	id := created.JobID
	a, _, err := c.esc.JobAcceptance(ctx, id, 0, c.deadline(t, time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	signed, err := c.esc.SignAcceptance(ctx, signer.FromKey(c.providerKey), a, SignAcceptanceOptions{JobID: id, Collateral: plan.Collateral()})
	if err != nil {
		t.Fatal(err)
	}
	none := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":{"code":"not_found","message":"no route"}}`))
	}))
	defer none.Close()
	if _, err := (&Daemon{BaseURL: none.URL}).PostCollateralX402(ctx, signer.FromKey(c.providerKey), c.esc, id, signed, X402Options{}); !errors.Is(err, ErrX402CollateralUnavailable) {
		t.Fatalf("without the endpoint: %v", err)
	}
	srv := httptest.NewServer(collateralServer(t, c.esc, bind.NewKeyedTransactor(c.relayerKey, c.node.ChainID()), c.node))
	defer srv.Close()
	d := &Daemon{BaseURL: srv.URL}
	if _, err := d.PostCollateralX402(ctx, signer.FromKey(c.providerKey), c.esc, id, signed, X402Options{TokenDomain: TokenDomain{Name: "USDC", Version: "2"}}); !errors.Is(err, httpx.ErrNoPayableOption) {
		t.Fatalf("wrong domain: %v", err)
	}
	if _, err := d.PostCollateralX402(ctx, signer.FromKey(c.strangerKey), c.esc, id, signed, X402Options{}); err == nil || !strings.Contains(err.Error(), "paid by the provider") {
		t.Fatalf("a payer that is not the provider: %v", err)
	}
	before := c.balances(t)
	res, err := d.PostCollateralX402(ctx, signer.FromKey(c.providerKey), c.esc, id, signed, X402Options{TokenDomain: TokenDomain{Name: "USD Coin", Version: "2"}})
	if err != nil {
		t.Fatal(err)
	}
	if res.Required == nil || res.Required.Accepts[0].Amount != "2500000" || !res.Settlement.Success || res.Transaction == (common.Hash{}) {
		t.Fatalf("x402 collateral: %+v", res)
	}
	c.expectMoved(t, before, 0, -2_500_000, 2_500_000)
	if j, err := c.esc.Job(ctx, id); err != nil || j.Status != settlement.JobFunded || !j.View.Accepted {
		t.Fatalf("job after x402 collateral: %+v %v", j, err)
	}
}
