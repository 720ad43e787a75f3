package paywall_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/bindings/ledgerbind"
	"github.com/asa-escrow/asa/daemon/paywall"
	"github.com/asa-escrow/asa/daemon/paywall/paywalltest"
	"github.com/asa-escrow/asa/ledger"
	"github.com/asa-escrow/asa/ledger/proofs"
	"github.com/asa-escrow/asa/signer"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/exact"
)

// ledgerDeposited is what the ledger on chain holds deposited for who (0 for an unregistered account).
func ledgerDeposited(t *testing.T, r *paywalltest.Rig, who common.Address) *big.Int {
	t.Helper()
	L := ledgerbind.NewAsaLedger()
	c := L.Instance(r.Client, r.Ledger)
	index, err := bind.Call(c, nil, L.PackAccountIndex(who), L.UnpackAccountIndex)
	if err != nil {
		t.Fatal(err)
	}
	if index == 0 {
		return new(big.Int)
	}
	d, err := bind.Call(c, nil, L.PackDeposited(index), L.UnpackDeposited)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func depositURL(r *paywalltest.Rig, who common.Address, amount string) string {
	return r.URL + "/v1/ledger/accounts/" + who.Hex() + "/deposit?amount=" + amount
}

// facilitate posts a payment for req to the daemon's /x402/{op} (verify or settle) and decodes the answer.
func facilitate(t *testing.T, r *paywalltest.Rig, op string, s exact.Signed, req x402.PaymentRequirements, dst any) {
	t.Helper()
	pp, err := exact.PaymentPayload(s, req, nil)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := json.Marshal(map[string]any{"x402Version": 2, "paymentPayload": pp, "paymentRequirements": req})
	resp, err := http.Post(r.URL+"/x402/"+op, "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if err := json.NewDecoder(resp.Body).Decode(dst); err != nil {
		t.Fatalf("/x402/%s: %d: %v", op, resp.StatusCode, err)
	}
}

// TestLedgerDepositX402 sells deposits into netted-ledger balances through the daemon's x402 route and its
// facilitator: the 402 names the account's own deposit address on chain; the Go client pays it and the
// ledger credits the account (less the registration fee, paid to the operator) in the settling transaction;
// a replay credits nothing more; an authorization by anyone but the account, or one naming the ledger but
// paying another account's deposit address, moves nothing; a plain exact payment to one's own deposit address
// through /x402/settle is executed by depositWithAuthorization too; and the operator counts the deposit in
// its next epoch.
func TestLedgerDepositX402(t *testing.T) {
	r := paywalltest.Start(t, paywalltest.Options{Ledger: true})
	ctx := context.Background()
	fee := paywalltest.DefaultLedgerParams[5]
	operator := r.Operator.Addr
	const amount = 2_000_000

	t.Run("BadRequests", func(t *testing.T) {
		for name, c := range map[string]struct {
			url    string
			status int
			code   string
		}{
			"bad address":   {r.URL + "/v1/ledger/accounts/0x12/deposit?amount=100000", 400, "bad_address"},
			"zero address":  {depositURL(r, common.Address{}, "100000"), 400, "bad_address"},
			"no amount":     {r.URL + "/v1/ledger/accounts/" + r.Payer.Addr.Hex() + "/deposit", 400, "bad_amount"},
			"two amounts":   {depositURL(r, r.Payer.Addr, "100000&amount=5"), 400, "bad_amount"},
			"float amount":  {depositURL(r, r.Payer.Addr, "1.5"), 400, "bad_amount"},
			"negative":      {depositURL(r, r.Payer.Addr, "-100000"), 400, "bad_amount"},
			"too large":     {depositURL(r, r.Payer.Addr, "1"+strings.Repeat("0", 80)), 400, "bad_amount"},
			"under minimum": {depositURL(r, r.Payer.Addr, "9999"), 400, "amount_too_small"},
			"under the fee": {depositURL(r, r.Payer.Addr, fee.String()), 400, "amount_too_small"},
			"bad header":    {depositURL(r, r.Payer.Addr, "100000"), 402, ""},
		} {
			var h http.Header
			if name == "bad header" {
				h = hdr(x402.HeaderPaymentSignature, "not base64 json")
			}
			a := postFund(t, c.url, h)
			if a.status != c.status || (c.code != "" && errCode(a.body) != c.code) {
				t.Errorf("%s: %d %s, want %d %s", name, a.status, a.rawBody, c.status, c.code)
			}
			if name == "bad header" && !strings.Contains(string(a.rawBody), x402.ReasonInvalidPayload) {
				t.Errorf("malformed payment: %s, want %s", a.rawBody, x402.ReasonInvalidPayload)
			}
		}
		if d := ledgerDeposited(t, r, r.Payer.Addr); d.Sign() != 0 {
			t.Fatalf("a refused request deposited %s", d)
		}
	})

	t.Run("Requirements402", func(t *testing.T) {
		a := postFund(t, depositURL(r, r.Payer.Addr, "2000000"), nil)
		if a.status != http.StatusPaymentRequired {
			t.Fatalf("deposit without payment: %d %s", a.status, a.rawBody)
		}
		pr, err := x402.DecodePaymentRequired(a.header.Get(x402.HeaderPaymentRequired))
		if err != nil {
			t.Fatal(err)
		}
		req := pr.Accepts[0]
		onChain, err := bind.Call(ledgerbind.NewAsaLedger().Instance(r.Client, r.Ledger), nil, ledgerbind.NewAsaLedger().PackDepositAddress(r.Payer.Addr), ledgerbind.NewAsaLedger().UnpackDepositAddress)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.EqualFold(req.PayTo, onChain.Hex()) || req.Amount != "2000000" || !strings.EqualFold(req.Asset, r.Dep.Token.Hex()) ||
			req.Network != "eip155:31337" || req.ExtraString(paywall.ExtraLedger) != r.Ledger.Hex() || req.ExtraString(paywall.ExtraLedgerAccount) != r.Payer.Addr.Hex() ||
			req.ExtraString("name") != "USD Coin" || pr.Resource.URL != depositURL(r, r.Payer.Addr, "2000000") {
			t.Fatalf("requirements %+v (deposit address on chain %s), resource %+v", req, onChain.Hex(), pr.Resource)
		}
		if len(pr.Extensions) == 0 {
			t.Fatal("the 402 declares no extensions (payment-identifier, signed offer)")
		}
	})

	t.Run("OtherSignerMovesNothing", func(t *testing.T) {
		r.Mint(t, r.Provider.Addr, big.NewInt(10_000_000))
		before := r.Balance(t, r.Provider.Addr)
		req := ledgerRequirements(t, r, r.Payer.Addr, "1000000")
		h, _ := signed(t, r.Provider.Key, req, func(tr *exact.Transfer) {})
		a := postFund(t, depositURL(r, r.Payer.Addr, "1000000"), hdr(x402.HeaderPaymentSignature, h))
		if a.status != http.StatusPaymentRequired || !strings.Contains(string(a.rawBody), paywall.ReasonPayerNotAccount) {
			t.Fatalf("a deposit into the payer's balance signed by the provider: %d %s", a.status, a.rawBody)
		}
		if r.Balance(t, r.Provider.Addr).Cmp(before) != 0 || ledgerDeposited(t, r, r.Payer.Addr).Sign() != 0 {
			t.Fatal("money moved")
		}
	})

	var paid *asaclient.X402Funding
	t.Run("ClientPaysDeposit", func(t *testing.T) {
		payerBefore, opBefore := r.Balance(t, r.Payer.Addr), r.Balance(t, operator)
		d := &asaclient.Daemon{BaseURL: r.URL}
		var err error
		paid, err = d.DepositLedgerX402(ctx, signer.FromKey(r.Payer.Key), asaclient.LedgerDeposit{Ledger: r.Ledger, Token: r.Dep.Token,
			ChainID: r.Node.ChainID(), Amount: big.NewInt(amount), TokenDomain: asaclient.TokenDomain{Name: "USD Coin", Version: "2"}})
		if err != nil {
			t.Fatal(err)
		}
		if paid.HTTPStatus != 200 || !paid.Settlement.Success || paid.Transaction == (common.Hash{}) || !strings.HasPrefix(paid.PaymentID, "pay_") {
			t.Fatalf("deposit: %+v", paid)
		}
		net := new(big.Int).Sub(big.NewInt(amount), fee)
		if d := ledgerDeposited(t, r, r.Payer.Addr); d.Cmp(net) != 0 {
			t.Fatalf("deposited on chain %s, want %s (the amount less the registration fee)", d, net)
		}
		if d := new(big.Int).Sub(payerBefore, r.Balance(t, r.Payer.Addr)); d.Int64() != amount {
			t.Fatalf("the payer paid %s", d)
		}
		if d := new(big.Int).Sub(r.Balance(t, operator), opBefore); d.Cmp(fee) != 0 {
			t.Fatalf("the operator got %s, want the registration fee %s", d, fee)
		}
		if b := r.Balance(t, ledger.DepositAddress(r.Ledger, r.Payer.Addr)); b.Sign() != 0 {
			t.Fatalf("%s left at the deposit address", b)
		}
		rc, err := r.Client.TransactionReceipt(ctx, paid.Transaction)
		if err != nil || rc.Status != 1 {
			t.Fatalf("settlement receipt: %+v %v", rc, err)
		}
	})

	t.Run("ReplayCreditsNothing", func(t *testing.T) {
		if paid == nil {
			t.Skip("no deposit")
		}
		before := ledgerDeposited(t, r, r.Payer.Addr)
		pr := paid.Required
		if pr == nil || len(pr.Accepts) == 0 {
			t.Fatal("no requirements recorded")
		}
		// The same authorization again, without its payment id: the used nonce is answered with the stored
		// transaction (checked to be this deposit), never a second credit.
		req := pr.Accepts[0]
		_, s := signed(t, r.Payer.Key, req, nil)
		h := header(t, s, req)
		a := postFund(t, depositURL(r, r.Payer.Addr, "2000000"), hdr(x402.HeaderPaymentSignature, h))
		if a.status != 200 {
			t.Fatalf("first: %d %s", a.status, a.rawBody)
		}
		a2 := postFund(t, depositURL(r, r.Payer.Addr, "2000000"), hdr(x402.HeaderPaymentSignature, h))
		if a2.status != 200 || a2.body["transaction"] != a.body["transaction"] {
			t.Fatalf("replay: %d %s, first %s", a2.status, a2.rawBody, a.rawBody)
		}
		// And after a restart: what answers a replay is in the store, not in memory.
		r.Restart(t)
		a3 := postFund(t, depositURL(r, r.Payer.Addr, "2000000"), hdr(x402.HeaderPaymentSignature, h))
		if a3.status != 200 || a3.body["transaction"] != a.body["transaction"] {
			t.Fatalf("replay after a restart: %d %s, first %s", a3.status, a3.rawBody, a.rawBody)
		}
		if d := new(big.Int).Sub(ledgerDeposited(t, r, r.Payer.Addr), before); d.Int64() != amount {
			t.Fatalf("one deposit and its replays credited %s, want %d", d, amount)
		}
	})

	t.Run("FacilitatorExecutesOwnDepositAddress", func(t *testing.T) {
		// A plain exact payment (no asaLedger extra) to the signer's own deposit address through /x402/settle:
		// executed by depositWithAuthorization, so the balance is credited at once.
		req := x402.PaymentRequirements{Scheme: x402.SchemeExact, Network: "eip155:31337", Amount: "500000", Asset: r.Dep.Token.Hex(),
			PayTo: ledger.DepositAddress(r.Ledger, r.Provider.Addr).Hex(), MaxTimeoutSeconds: 300, Extra: map[string]any{"name": "USD Coin", "version": "2"}}
		_, s := signed(t, r.Provider.Key, req, nil)
		var sr x402.SettleResponse
		facilitate(t, r, "settle", s, req, &sr)
		net := new(big.Int).Sub(big.NewInt(500_000), fee)
		if !sr.Success || ledgerDeposited(t, r, r.Provider.Addr).Cmp(net) != 0 {
			t.Fatalf("settle: %+v, deposited %s, want %s", sr, ledgerDeposited(t, r, r.Provider.Addr), net)
		}
		if b := r.Balance(t, ledger.DepositAddress(r.Ledger, r.Provider.Addr)); b.Sign() != 0 {
			t.Fatalf("%s left at the deposit address", b)
		}
	})

	t.Run("FacilitatorRefusesDepositUnderTheFee", func(t *testing.T) {
		// An unregistered account's first deposit pays the registration fee and must be more than it: the
		// simulation refuses it and nothing moves.
		r.Mint(t, r.Evaluator.Addr, big.NewInt(1_000_000))
		before := r.Balance(t, r.Evaluator.Addr)
		req := x402.PaymentRequirements{Scheme: x402.SchemeExact, Network: "eip155:31337", Amount: fee.String(), Asset: r.Dep.Token.Hex(),
			PayTo: ledger.DepositAddress(r.Ledger, r.Evaluator.Addr).Hex(), MaxTimeoutSeconds: 300, Extra: map[string]any{"name": "USD Coin", "version": "2"}}
		_, s := signed(t, r.Evaluator.Key, req, nil)
		var sr x402.SettleResponse
		facilitate(t, r, "settle", s, req, &sr)
		if sr.Success || sr.ErrorReason == "" || r.Balance(t, r.Evaluator.Addr).Cmp(before) != 0 || ledgerDeposited(t, r, r.Evaluator.Addr).Sign() != 0 {
			t.Fatalf("a first deposit of only the fee: %+v", sr)
		}
	})

	t.Run("NamedLedgerOtherDepositAddress", func(t *testing.T) {
		before, providerBefore := ledgerDeposited(t, r, r.Payer.Addr), r.Balance(t, r.Provider.Addr)
		req := ledgerRequirements(t, r, r.Payer.Addr, "300000")
		_, s := signed(t, r.Provider.Key, req, nil)
		var vr x402.VerifyResponse
		facilitate(t, r, "verify", s, req, &vr)
		var sr x402.SettleResponse
		facilitate(t, r, "settle", s, req, &sr)
		if vr.IsValid || vr.InvalidReason != paywall.ReasonLedgerDepositAddress || sr.Success || sr.ErrorReason != paywall.ReasonLedgerDepositAddress {
			t.Fatalf("verify %+v settle %+v, want %s", vr, sr, paywall.ReasonLedgerDepositAddress)
		}
		if ledgerDeposited(t, r, r.Payer.Addr).Cmp(before) != 0 || r.Balance(t, r.Provider.Addr).Cmp(providerBefore) != 0 {
			t.Fatal("money moved")
		}
	})

	t.Run("OperatorCountsTheDeposit", func(t *testing.T) {
		pc, err := proofs.NewClient(r.URL, nil)
		if err != nil {
			t.Fatal(err)
		}
		want := ledgerDeposited(t, r, r.Payer.Addr)
		deadline := time.Now().Add(60 * time.Second)
		for {
			acct, leaf, err := pc.Account(ctx, r.Payer.Addr, 0)
			if err == nil && leaf.Deposits.Cmp(want) == 0 && acct.Balance == want.String() {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("the operator's epochs never counted the deposit of %s: %+v %v", want, acct, err)
			}
			// The operator builds at the confirmed head once the epoch interval passed in chain time: anvil
			// mines only on demand, so the clock is moved and a block mined.
			if _, _, err := anvil.Warp(ctx, r.Client.Client(), 6*time.Second); err != nil {
				t.Fatal(err)
			}
			time.Sleep(300 * time.Millisecond)
		}
	})

	t.Run("UnpaidFloodIsQuoted", func(t *testing.T) {
		// Every request of a payment route reads the chain, paid or not: a flood of unpaid ones (deposits and
		// fundings, one bucket) is held by the client's x402Requests quota.
		q := r.Config().Quotas.X402Requests
		start := time.Now()
		answered, refused := 0, 0
		for i := 0; i < int(q.Count)+100; i++ {
			url := depositURL(r, r.Payer.Addr, "100000")
			if i%2 == 1 {
				url = fundURL(r, 999_999)
			}
			a := postFund(t, url, nil)
			switch {
			case a.status == http.StatusTooManyRequests && a.header.Get("Retry-After") != "":
				refused++
			case a.status == http.StatusPaymentRequired || a.status == http.StatusNotFound:
				answered++
			default:
				t.Fatalf("request %d: %d %s", i, a.status, a.rawBody)
			}
		}
		refill := time.Since(start).Seconds() * float64(q.Count) / q.Per.Seconds()
		t.Logf("%d unpaid requests: %d answered, %d refused (quota %s)", answered+refused, answered, refused, q)
		if refused == 0 || float64(answered) > float64(q.Count)+refill+1 {
			t.Fatalf("%d answered, %d refused (quota %s)", answered, refused, q)
		}
	})
}

// ledgerRequirements fetches the 402 of a deposit of amount into who's balance and returns its requirement.
func ledgerRequirements(t *testing.T, r *paywalltest.Rig, who common.Address, amount string) x402.PaymentRequirements {
	t.Helper()
	a := postFund(t, depositURL(r, who, amount), nil)
	if a.status != http.StatusPaymentRequired {
		t.Fatalf("deposit without payment: %d %s", a.status, a.rawBody)
	}
	pr, err := x402.DecodePaymentRequired(a.header.Get(x402.HeaderPaymentRequired))
	if err != nil {
		t.Fatal(err)
	}
	return pr.Accepts[0]
}

// TestLedgerDepositWithoutLedger: a daemon that operates no ledger answers the route 404 and the client
// says so.
func TestLedgerDepositWithoutLedger(t *testing.T) {
	r := paywalltest.Start(t, paywalltest.Options{})
	if a := postFund(t, depositURL(r, r.Payer.Addr, "100000"), nil); a.status != http.StatusNotFound {
		t.Fatalf("no ledger: %d %s", a.status, a.rawBody)
	}
	_, err := (&asaclient.Daemon{BaseURL: r.URL}).DepositLedgerX402(context.Background(), signer.FromKey(r.Payer.Key),
		asaclient.LedgerDeposit{Ledger: common.HexToAddress("0x1"), Token: r.Dep.Token, ChainID: r.Node.ChainID(), Amount: big.NewInt(100_000)})
	if err != asaclient.ErrLedgerX402Unavailable {
		t.Fatalf("client: %v, want ErrLedgerX402Unavailable", err)
	}
}

// TestLedgerDepositPending: a deposit whose transaction is not mined in time is answered 202 pending with its
// transaction, which the Go client reports as ErrSettlementPending (never "pay again"); once mined, the
// ledger holds the deposit once.
func TestLedgerDepositPending(t *testing.T) {
	r := paywalltest.Start(t, paywalltest.Options{Ledger: true, SettleTimeout: 400 * time.Millisecond})
	ctx := context.Background()
	if err := r.Node.SetAutomine(ctx, false); err != nil {
		t.Fatal(err)
	}
	out, err := (&asaclient.Daemon{BaseURL: r.URL}).DepositLedgerX402(ctx, signer.FromKey(r.Payer.Key), asaclient.LedgerDeposit{
		Ledger: r.Ledger, Token: r.Dep.Token, ChainID: r.Node.ChainID(), Amount: big.NewInt(1_000_000)})
	if !errors.Is(err, asaclient.ErrSettlementPending) || !strings.Contains(err.Error(), "asa ledger status") || out == nil ||
		out.HTTPStatus != http.StatusAccepted || out.Transaction == (common.Hash{}) {
		t.Fatalf("an unmined deposit: %+v %v, want 202 pending with its transaction", out, err)
	}
	if err := r.Node.SetAutomine(ctx, true); err != nil {
		t.Fatal(err)
	}
	if err := r.Node.Mine(ctx, 1); err != nil {
		t.Fatal(err)
	}
	rc, err := r.Client.TransactionReceipt(ctx, out.Transaction)
	if err != nil || rc.Status != 1 {
		t.Fatalf("the pending deposit's receipt: %+v %v", rc, err)
	}
	if d := ledgerDeposited(t, r, r.Payer.Addr); d.Cmp(new(big.Int).Sub(big.NewInt(1_000_000), paywalltest.DefaultLedgerParams[5])) != 0 {
		t.Fatalf("deposited %s after mining, want the deposit less the fee, once", d)
	}
}
