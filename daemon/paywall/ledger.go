package paywall

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/bindings/ledgerbind"
	"github.com/asa-escrow/asa/daemon/intents"
	"github.com/asa-escrow/asa/daemon/ledgerop"
	"github.com/asa-escrow/asa/ledger"
	"github.com/asa-escrow/asa/txmgr"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/extensions"
	"github.com/asa-escrow/asa/x402/extensions/offerreceipt"
	"github.com/asa-escrow/asa/x402/extensions/paymentid"
	"github.com/asa-escrow/asa/x402/facilitator"
	"github.com/asa-escrow/asa/x402/httpx"
)

// Requirements extra keys that route a payment into a balance of the netted ledger.
const (
	// ExtraLedger is the AsaLedger's address.
	ExtraLedger = "asaLedger"
	// ExtraLedgerAccount is the account whose balance the payment credits (the payer: the ledger credits an
	// authorization only to its signer).
	ExtraLedgerAccount = "asaLedgerAccount"
)

// ReasonPayerNotAccount is the invalidReason of a ledger deposit whose authorization is not signed by the
// account it is for: depositWithAuthorization credits the authorization's signer.
const ReasonPayerNotAccount = "asa_payer_not_ledger_account"

// ReasonLedgerDepositAddress is the invalidReason of an authorization that names the ledger but does not pay
// its signer's own deposit address (the only one depositWithAuthorization executes).
const ReasonLedgerDepositAddress = "asa_ledger_deposit_address_mismatch"

// ScopeLedgerDeposit is the payment-id scope of POST /v1/ledger/accounts/{address}/deposit.
const ScopeLedgerDeposit = "ledger-deposit"

// DefaultLedgerMinDeposit is the smallest x402 deposit the ledger route sells when Deps.LedgerMinDeposit is
// unset, in the token's base units (0.01 of a 6-decimals token): every deposit is a transaction the
// settlement key pays the gas of.
var DefaultLedgerMinDeposit = big.NewInt(10_000)

var ledgerBinding = ledgerbind.NewAsaLedger()

// openLedger checks the ledger the paywall sells deposits into: an AsaLedger holding the escrow's token (one
// EIP-3009 domain for every payment the paywall takes). It returns the ledger's registration fee.
func openLedger(ctx context.Context, c Caller, addr, token common.Address) (*big.Int, error) {
	call := func(data []byte) ([]byte, error) {
		return c.CallContract(ctx, ethereum.CallMsg{To: &addr, Data: data}, nil)
	}
	out, err := call(ledgerBinding.PackToken())
	if err != nil {
		return nil, fmt.Errorf("ledger %s: token(): %w (is it an AsaLedger?)", addr.Hex(), err)
	}
	lt, err := ledgerBinding.UnpackToken(out)
	if err != nil {
		return nil, fmt.Errorf("ledger %s: token(): %w", addr.Hex(), err)
	}
	if lt != token {
		return nil, fmt.Errorf("ledger %s holds token %s, the escrow %s: x402 deposits into the ledger are paid in the escrow's token", addr.Hex(), lt.Hex(), token.Hex())
	}
	out, err = call(ledgerBinding.PackRegistrationFee())
	if err != nil {
		return nil, fmt.Errorf("ledger %s: registrationFee(): %w", addr.Hex(), err)
	}
	fee, err := ledgerBinding.UnpackRegistrationFee(out)
	if err != nil {
		return nil, fmt.Errorf("ledger %s: registrationFee(): %w", addr.Hex(), err)
	}
	return fee, nil
}

// ledgerDeposit is one deposit the ledger route sells: amount into account's balance.
type ledgerDeposit struct {
	account common.Address
	amount  *big.Int
}

// LedgerRequirements are the v2 payment requirements of a deposit of amount into account's balance: the
// escrow's token paid to the account's deposit address on the ledger, with the ledger and the account in
// extra, so that the facilitator settles through depositWithAuthorization.
func (p *Paywall) LedgerRequirements(account common.Address, amount *big.Int) x402.PaymentRequirements {
	return x402.PaymentRequirements{
		Scheme: x402.SchemeExact, Network: x402.CAIP2(p.deps.ChainID), Amount: amount.String(), Asset: p.deps.Token.Hex(),
		PayTo: ledger.DepositAddress(p.deps.Ledger, account).Hex(), MaxTimeoutSeconds: int64(p.deps.MaxTimeout.Seconds()),
		Extra: map[string]any{
			"name": p.domain.Name, "version": p.domain.Version,
			ExtraLedger: p.deps.Ledger.Hex(), ExtraLedgerAccount: account.Hex(),
		},
	}
}

// ledgerResource is the deposit route of d on the configured base URL (never a request's Host).
func (p *Paywall) ledgerResource(d ledgerDeposit) *x402.ResourceInfo {
	return &x402.ResourceInfo{
		URL:         fmt.Sprintf("%s/v1/ledger/accounts/%s/deposit?amount=%s", p.baseURL(), d.account.Hex(), d.amount),
		Description: fmt.Sprintf("deposit %s (base units) into %s's balance on netted ledger %s", d.amount, d.account.Hex(), p.deps.Ledger.Hex()),
		MimeType:    "application/json",
	}
}

// LedgerDepositResponse is the JSON body of a paid POST /v1/ledger/accounts/{address}/deposit.
type LedgerDepositResponse struct {
	Ledger         string `json:"ledger"`
	Account        string `json:"account"`
	Amount         string `json:"amount"`
	DepositAddress string `json:"depositAddress"`
	Status         string `json:"status"` // deposited | pending
	Transaction    string `json:"transaction"`
	Network        string `json:"network"`
	Payer          string `json:"payer,omitempty"`
	// Note says when the deposit shows in the account's ledger balance.
	Note string `json:"note"`
}

// ledgerDepositNote says when a deposit counts: the operator syncs deposits into the next epoch it builds at
// the confirmed head.
const ledgerDepositNote = "the deposit is on chain; the operator counts it in the next epoch it builds at its confirmation depth (GET /v1/ledger/accounts/{address} shows the balance)"

// serveLedgerDeposit sells a deposit into a ledger balance (POST /v1/ledger/accounts/{address}/deposit?amount=N,
// N in the token's base units): without a payment a 402 with the requirements; with one, the authorization
// (signed by the account itself) executed by depositWithAuthorization, answered 200 (202 while pending).
func (p *Paywall) serveLedgerDeposit(w http.ResponseWriter, r *http.Request) {
	if p.deps.Ledger == (common.Address{}) {
		writeJSON(w, http.StatusNotFound, errorBody{Error: wire.ErrorDetail{Code: wire.CodeNotFound,
			Message: "this daemon operates no netted ledger: start it with ledger (the AsaLedger address) and x402"}})
		return
	}
	d, code, msg := p.parseLedgerDeposit(r)
	if code != "" {
		writeJSON(w, http.StatusBadRequest, errorBody{Error: wire.ErrorDetail{Code: code, Message: msg}})
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), 10*time.Second)
	code, msg, err := p.ledgerDepositable(ctx, d)
	cancel()
	if err != nil {
		p.log.Error("x402 ledger deposit: read the ledger", "account", d.account, "err", err)
		w.Header().Set("Retry-After", "2")
		writeJSON(w, http.StatusServiceUnavailable, errorBody{Error: wire.ErrorDetail{Code: "chain_unavailable", Message: "cannot read the ledger from the chain now; nothing was charged; retry shortly"}})
		return
	}
	switch code {
	case "":
	case "ledger_in_exit":
		writeJSON(w, http.StatusConflict, errorBody{Error: wire.ErrorDetail{Code: code, Message: msg}})
		return
	default:
		writeJSON(w, http.StatusBadRequest, errorBody{Error: wire.ErrorDetail{Code: code, Message: msg}})
		return
	}
	res := p.ledgerResource(d)
	pay := paymentOf(r)
	if pay.raw == "" {
		p.ledgerPaymentRequired(w, r, d, res, "", "")
		return
	}
	version, payload, o := pay.decode()
	if o.reason == "" {
		o, err = p.withPaymentID(r.Context(), ScopeLedgerDeposit, 0, version, payload, func(string) (outcome, error) {
			return p.payLedger(r.Context(), d, version, payload, res)
		})
	}
	if p.answerPaidFailure(w, o, err, "x402 ledger deposit", "account", d.account) {
		return
	}
	setReceipt(w, pay, o)
	body := func(status string) LedgerDepositResponse {
		return LedgerDepositResponse{Ledger: p.deps.Ledger.Hex(), Account: d.account.Hex(), Amount: d.amount.String(),
			DepositAddress: ledger.DepositAddress(p.deps.Ledger, d.account).Hex(), Status: status, Transaction: o.receipt.Transaction,
			Network: o.receipt.Network, Payer: o.receipt.Payer, Note: ledgerDepositNote}
	}
	switch {
	case o.funded():
		writeJSON(w, http.StatusOK, body("deposited"))
	case o.pending():
		writeJSON(w, http.StatusAccepted, body("pending"))
	default:
		p.ledgerPaymentRequired(w, r, d, res, o.reason, o.message)
	}
}

// parseLedgerDeposit reads the account (the path) and the amount (?amount=, base units) of a deposit request;
// code and msg say what is wrong with it.
func (p *Paywall) parseLedgerDeposit(r *http.Request) (d ledgerDeposit, code, msg string) {
	raw := r.PathValue("address")
	if !common.IsHexAddress(raw) || !strings.HasPrefix(raw, "0x") {
		return d, "bad_address", fmt.Sprintf("account %q is not a 0x-prefixed 20-byte hex address", raw)
	}
	d.account = common.HexToAddress(raw)
	if d.account == (common.Address{}) {
		return d, "bad_address", "the zero address has no ledger balance"
	}
	q, err := url.ParseQuery(r.URL.RawQuery)
	if err != nil || len(q["amount"]) != 1 {
		return d, "bad_amount", "give the deposit once as ?amount=N, N in the token's base units (a decimal integer; 1000000 is 1 USDC)"
	}
	amount, err := x402.ParseAmount(q.Get("amount"))
	if err != nil {
		return d, "bad_amount", fmt.Sprintf("?amount: %v (the deposit in the token's base units, a decimal integer)", err)
	}
	min := p.deps.LedgerMinDeposit
	if amount.Cmp(min) < 0 {
		return d, "amount_too_small", fmt.Sprintf("a deposit by x402 is at least %s base units (ledgerMinDeposit); %s was asked", min, amount)
	}
	if amount.BitLen() > 256 {
		return d, "bad_amount", "?amount does not fit a uint256"
	}
	d.amount = amount
	return d, "", ""
}

// ledgerDepositable says why the ledger cannot take deposit d now ("" when it can), read from the chain: not in
// exit mode, and an unregistered account's first deposit more than the registration fee it pays.
func (p *Paywall) ledgerDepositable(ctx context.Context, d ledgerDeposit) (code, msg string, err error) {
	call := func(data []byte) ([]byte, error) {
		return p.deps.Client.CallContract(ctx, ethereum.CallMsg{To: &p.deps.Ledger, Data: data}, nil)
	}
	out, err := call(ledgerBinding.PackExitMode())
	if err != nil {
		return "", "", fmt.Errorf("exitMode(): %w", err)
	}
	exit, err := ledgerBinding.UnpackExitMode(out)
	if err != nil {
		return "", "", fmt.Errorf("exitMode(): %w", err)
	}
	if exit {
		return "ledger_in_exit", fmt.Sprintf("ledger %s is in exit mode: it takes no deposits; every party exits with its last final balance", p.deps.Ledger.Hex()), nil
	}
	if p.ledgerFee.Sign() == 0 {
		return "", "", nil
	}
	out, err = call(ledgerBinding.PackAccountIndex(d.account))
	if err != nil {
		return "", "", fmt.Errorf("accountIndex(): %w", err)
	}
	index, err := ledgerBinding.UnpackAccountIndex(out)
	if err != nil {
		return "", "", fmt.Errorf("accountIndex(): %w", err)
	}
	if index == 0 && d.amount.Cmp(p.ledgerFee) <= 0 {
		return "amount_too_small", fmt.Sprintf("%s is not registered on ledger %s: its first deposit pays the registration fee of %s base units and must be more than that (%s was asked)",
			d.account.Hex(), p.deps.Ledger.Hex(), p.ledgerFee, d.amount), nil
	}
	return "", "", nil
}

// payLedger verifies a payment for deposit d and settles it through the ledger. The returned error is an
// infrastructure failure; business rejections are outcomes.
func (p *Paywall) payLedger(ctx context.Context, d ledgerDeposit, version int, payload []byte, res *x402.ResourceInfo) (outcome, error) {
	from, bad := decodePayment(version, payload)
	if bad.reason != "" {
		return bad, nil
	}
	if from != d.account {
		return rejected(ReasonPayerNotAccount, fmt.Sprintf("the authorization is from %s; a deposit into %s's balance is signed by %s itself (the ledger credits the authorization's signer)",
			from.Hex(), d.account.Hex(), d.account.Hex())), nil
	}
	reqRaw, ok := p.encodeRequirements(version, p.LedgerRequirements(d.account, d.amount), res)
	if !ok {
		return rejected(x402.ReasonInvalidNetwork, fmt.Sprintf("chain %s has no x402 v1 network name; pay with x402 v2", p.deps.ChainID)), nil
	}
	req := x402.FacilitatorRequest{X402Version: version, PaymentPayload: payload, PaymentRequirements: reqRaw}
	vr, err := p.fac.Verify(ctx, req)
	if err != nil {
		if errors.Is(err, facilitator.ErrBadRequest) {
			return rejected(x402.ReasonInvalidPayload, err.Error()), nil
		}
		return outcome{}, fmt.Errorf("verify a deposit into %s: %w", d.account.Hex(), err)
	}
	if !vr.IsValid && vr.InvalidReason != x402.ReasonNonceAlreadyUsed {
		return rejected(vr.InvalidReason, vr.InvalidMessage), nil
	}
	// A used nonce may be this very deposit, settled here before (a retry): Settle answers with the stored
	// transaction, which is checked to deposit into this account.
	wctx, cancel := p.fundWait(ctx)
	defer cancel()
	sr, err := p.fac.Settle(wctx, req)
	if err != nil {
		return outcome{}, fmt.Errorf("settle a deposit into %s: %w", d.account.Hex(), err)
	}
	if sr.Success || sr.Pending() {
		if err := p.depositsInto(ctx, sr.Transaction, d.account); err != nil {
			if errors.Is(err, errNotThisDeposit) {
				return rejected(x402.ReasonNonceAlreadyUsed, err.Error()), nil
			}
			return outcome{}, err
		}
	}
	o := outcome{receipt: &sr}
	switch {
	case sr.Success:
		p.log.Info("ledger deposit by x402", "account", d.account, "amount", d.amount, "tx", sr.Transaction)
	case sr.Pending():
		p.log.Warn("x402 ledger deposit pending", "account", d.account, "tx", sr.Transaction)
	default:
		o.reason, o.message = sr.ErrorReason, sr.ErrorMessage
	}
	return o, nil
}

var errNotThisDeposit = errors.New("this authorization was already executed by another transaction than a deposit into this balance")

// depositsInto checks that transaction hash calls the ledger's depositWithAuthorization for account.
func (p *Paywall) depositsInto(ctx context.Context, hash string, account common.Address) error {
	tx, _, err := p.deps.Client.TransactionByHash(ctx, common.HexToHash(hash))
	if err != nil {
		return fmt.Errorf("read settlement transaction %s: %w", hash, err)
	}
	if tx.To() == nil || *tx.To() != p.deps.Ledger {
		return fmt.Errorf("%w (transaction %s)", errNotThisDeposit, hash)
	}
	if from, _, ok := ledgerop.DepositOf(tx.Data()); !ok || from != account {
		return fmt.Errorf("%w (transaction %s)", errNotThisDeposit, hash)
	}
	return nil
}

// ledgerPaymentRequired answers 402 for deposit d (PAYMENT-REQUIRED with its requirements and the v1 body),
// with the reason of a rejected payment.
func (p *Paywall) ledgerPaymentRequired(w http.ResponseWriter, r *http.Request, d ledgerDeposit, res *x402.ResourceInfo, reason, msg string) {
	extra := map[string]any{"ledger": p.deps.Ledger.Hex(), "account": d.account.Hex()}
	if reason != "" {
		extra["invalidReason"] = reason
	}
	if msg != "" {
		extra["invalidMessage"] = msg
	}
	req := p.LedgerRequirements(d.account, d.amount)
	exts, err := p.ledgerExtensions(r.Context(), res, req)
	if err != nil {
		p.log.Error("x402 ledger deposit: build the payment requirements", "account", d.account, "err", err)
		writeJSON(w, http.StatusInternalServerError, errorBody{Error: wire.ErrorDetail{Code: "internal_error", Message: "the payment requirements could not be signed; see the daemon log"}})
		return
	}
	httpx.WritePaymentRequired(w, r, httpx.Price{Accepts: []x402.PaymentRequirements{req}, Resource: res, Description: res.Description,
		MimeType: res.MimeType, Extensions: exts}, reason, extra)
}

// ledgerExtensions are a deposit 402's extensions: the payment-identifier declaration (a retry with the same
// id is answered from the daemon's records) and the standard offer signed by the offer key.
func (p *Paywall) ledgerExtensions(ctx context.Context, res *x402.ResourceInfo, req x402.PaymentRequirements) (map[string]any, error) {
	offer, err := p.offers.SignOffer(ctx, res.URL, req, 0, time.Now().Add(p.deps.MaxTimeout))
	if err != nil {
		return nil, err
	}
	exts, err := extensions.Put(map[string]any{}, paymentid.Key, paymentid.Declare(false))
	if err != nil {
		return nil, err
	}
	return extensions.Put(exts, offerreceipt.Key, offerreceipt.NewOfferExtension([]offerreceipt.SignedOffer{offer}))
}

// encodeRequirements encodes requirements r in protocol version's shape (v1 needs the chain's v1 network
// name; ok is false when it has none).
func (p *Paywall) encodeRequirements(version int, r x402.PaymentRequirements, resource *x402.ResourceInfo) ([]byte, bool) {
	if version == x402.Version1 {
		v1, ok := p.v1Of(r, resource)
		if !ok {
			return nil, false
		}
		raw, _ := json.Marshal(v1)
		return raw, true
	}
	raw, _ := json.Marshal(r)
	return raw, true
}

// ledgerRoute is the facilitator's route of a payment into the ledger: requirements naming the ledger
// (extra.asaLedger), or any authorization made out to its signer's own deposit address on the ledger, go
// through depositWithAuthorization, which credits the signer's balance in the same transaction (a plain
// transfer would leave the money at the deposit address until someone swept it).
func (p *Paywall) ledgerRoute(s facilitator.Settlement) (facilitator.Settler, error) {
	if p.deps.Ledger == (common.Address{}) {
		return nil, &facilitator.RouteError{Reason: x402.ReasonInvalidPaymentRequirements, Message: "this facilitator settles into no netted ledger"}
	}
	if raw := s.Requirements.ExtraString(ExtraLedger); raw != "" && (!common.IsHexAddress(raw) || common.HexToAddress(raw) != p.deps.Ledger) {
		return nil, &facilitator.RouteError{Reason: x402.ReasonInvalidPaymentRequirements, Message: fmt.Sprintf("extra.%s %q is not the ledger %s this facilitator settles into", ExtraLedger, raw, p.deps.Ledger.Hex())}
	}
	a := s.Payment.Transfer
	if own := ledger.DepositAddress(p.deps.Ledger, a.From); a.To != own {
		return nil, &facilitator.RouteError{Reason: ReasonLedgerDepositAddress, Message: fmt.Sprintf(
			"the authorization pays %s; a deposit into the ledger pays its signer's own deposit address %s (the ledger credits the signer)", a.To.Hex(), own.Hex())}
	}
	return ledgerSettler{p: p}, nil
}

// isLedgerDeposit: the authorization pays its signer's own deposit address on the ledger.
func (p *Paywall) isLedgerDeposit(a facilitator.Settlement) bool {
	return p.deps.Ledger != (common.Address{}) && a.Payment.Transfer.To == ledger.DepositAddress(p.deps.Ledger, a.Payment.Transfer.From)
}

// ledgerSettler settles into the ledger: depositWithAuthorization(from, value, validAfter, validBefore, nonce,
// signature), crediting the signer's balance.
type ledgerSettler struct{ p *Paywall }

var _ facilitator.Settler = ledgerSettler{}

// Intent implements facilitator.Settler.
func (l ledgerSettler) Intent(s facilitator.Settlement) (txmgr.Intent, error) {
	a := s.Payment.Transfer
	return ledgerop.DepositIntent(s.ChainID, s.Token, l.p.deps.Ledger,
		intents.Authorization{From: a.From, ValidAfter: a.ValidAfter, ValidBefore: a.ValidBefore, Nonce: a.Nonce, Signature: s.Payment.Signature}, a.Value), nil
}

// Simulate implements facilitator.Settler (an eth_call from the settlement key; the revert reason decoded).
func (l ledgerSettler) Simulate(ctx context.Context, s facilitator.Settlement) error {
	in, _ := l.Intent(s)
	return l.p.simulate(ctx, in)
}

// Confirm implements facilitator.Settler: the receipt holds the ledger's Deposited event for the payer.
func (l ledgerSettler) Confirm(r *types.Receipt, s facilitator.Settlement) error {
	for _, lg := range r.Logs {
		if lg.Address != l.p.deps.Ledger {
			continue
		}
		if ev, err := ledgerBinding.UnpackDepositedEvent(lg); err == nil && ev.Account == s.Payment.Transfer.From {
			return nil
		}
	}
	return fmt.Errorf("the transaction deposited nothing into %s's ledger balance", s.Payment.Transfer.From.Hex())
}
