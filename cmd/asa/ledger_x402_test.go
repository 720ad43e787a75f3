package main

import (
	"context"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/asa-escrow/asa/daemon/paywall/paywalltest"
	"github.com/asa-escrow/asa/ledger"
)

// TestLedgerDepositX402OnAnvil: `asa ledger deposit --x402` against a real operator daemon refuses bad usage
// and a first deposit under the registration fee before signing anything, names a daemon without the route,
// and pays a deposit with one signature: the wallet pays exactly the amount and no gas (the daemon sends
// depositWithAuthorization), and the ledger credits the amount less the fee in that transaction.
func TestLedgerDepositX402OnAnvil(t *testing.T) {
	r := paywalltest.Start(t, paywalltest.Options{Ledger: true})
	ctx := context.Background()
	key := devKeyEnv(t, 1) // the rig's Payer, who holds dev tokens
	on := []string{"--rpc", r.Node.URL(), "--ledger", r.Ledger.Hex(), "--daemon", r.URL}
	args := func(cmd ...string) []string { return append(append([]string(nil), cmd...), on...) }

	wantFail(t, 2, []string{"--sweep and --x402 exclude each other"}, []string{key}, args("ledger", "deposit", "--sweep", "--x402")...)
	wantFail(t, 2, []string{"--daemon is for --x402"}, []string{key}, args("ledger", "deposit", "--amount", "1")...)
	wantFail(t, 2, []string{"--x402 needs --daemon URL"}, []string{key, "ASA_DAEMON="}, "ledger", "deposit", "--rpc", r.Node.URL(), "--ledger", r.Ledger.Hex(), "--amount", "1", "--x402")
	wantCode(t, 1, codeWrongState, []string{"registration fee"}, []string{key}, args("ledger", "deposit", "--amount", "0.02", "--x402")...)

	none := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":{"code":"not_found","message":"no such route"}}`))
	}))
	defer none.Close()
	wantFail(t, 1, []string{"sells no x402 deposits into ledger", "nothing was signed"}, []string{key},
		"ledger", "deposit", "--rpc", r.Node.URL(), "--ledger", r.Ledger.Hex(), "--amount", "1", "--x402", "--daemon", none.URL)

	tokBefore := r.Balance(t, r.Payer.Addr)
	ethBefore, err := r.Client.BalanceAt(ctx, r.Payer.Addr, nil)
	if err != nil {
		t.Fatal(err)
	}
	d := ledgerJSON[ledgerDeposited](t, []string{key}, args("ledger", "deposit", "--amount", "3", "--x402")...)
	fee := paywalltest.DefaultLedgerParams[5].Int64()
	if !d.Registered || d.Index == 0 || d.Amount != big.NewInt(3_000_000-fee).String() || d.Deposited != d.Amount ||
		d.X402 == nil || d.X402.Tx == "" || !strings.EqualFold(d.X402.Payer, r.Payer.Addr.Hex()) || d.Approve != nil || d.Deposit != nil ||
		d.DepositAddress != ledger.DepositAddress(r.Ledger, r.Payer.Addr).Hex() {
		t.Fatalf("x402 deposit: %+v (x402 %+v)", d, d.X402)
	}
	if got := new(big.Int).Sub(tokBefore, r.Balance(t, r.Payer.Addr)); got.Int64() != 3_000_000 {
		t.Fatalf("the wallet paid %s, want exactly the deposit", got)
	}
	if ethAfter, _ := r.Client.BalanceAt(ctx, r.Payer.Addr, nil); ethAfter.Cmp(ethBefore) != 0 {
		t.Fatalf("the depositor paid gas: %s -> %s", ethBefore, ethAfter)
	}
	out := mustRun(t, []string{key}, args("ledger", "deposit", "--amount", "1.5", "--x402")...)
	for _, w := range []string{"deposited 1.500000", "by x402", "deposited total 4.480000", "payment-completed  tx 0x", "asa ledger status"} {
		if !strings.Contains(out, w) {
			t.Errorf("x402 deposit output lacks %q:\n%s", w, out)
		}
	}
}
