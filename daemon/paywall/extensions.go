package paywall

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"net/url"
	"strconv"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon/quota"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/extensions"
	"github.com/asa-escrow/asa/x402/extensions/bazaar"
	"github.com/asa-escrow/asa/x402/extensions/offerreceipt"
	"github.com/asa-escrow/asa/x402/extensions/paymentid"
	"github.com/asa-escrow/asa/x402/extensions/siwx"
)

// This file holds the paywall's use of the x402 extensions: the extensions every 402 for escrow
// funding carries (payment-identifier, the signed offers, a sign-in challenge, the bazaar
// declaration), the payment-identifier rule around every payment, and the signed funding receipts.

// Payment-id scopes of the paywall's payment paths (the facilitator's HTTP API has its own).
const (
	ScopeFund       = "fund"
	ScopeA2A        = "a2a"
	ScopeCollateral = "collateral"
)

// ExtStore is the durable state of the extensions (*store.Store): payment ids, funding receipts, the
// discovery catalog, and the job events a receipt is derived from.
type ExtStore interface {
	paymentid.Store
	bazaar.Catalog
	PutFundingReceipt(ctx context.Context, r store.FundingReceipt) error
	FundingReceiptOf(ctx context.Context, id uint64, kind string) (store.FundingReceipt, bool, error)
	JobEvents(ctx context.Context, id uint64) ([]store.JobEvent, error)
}

// OfferSigner is the address that signs the paywall's offers and receipts (publish it: clients pin it).
func (p *Paywall) OfferSigner() common.Address { return p.offers.Address() }

// extensionsFor returns the extensions of a 402 for job j whose (first) requirements are req: the
// payment-identifier declaration (optional: clients that send no id are served as before), the
// standard signed offer and the escrow's own (terms hash, budget, token, deposit address, expiry),
// the bazaar declaration of the fund route, and a sign-in challenge for the job's client.
func (p *Paywall) extensionsFor(ctx context.Context, j chainJob, res *x402.ResourceInfo, req x402.PaymentRequirements) (map[string]any, error) {
	validUntil := time.Now().Add(p.deps.MaxTimeout)
	offer, err := p.offers.SignOffer(ctx, res.URL, req, 0, validUntil)
	if err != nil {
		return nil, err
	}
	eo, err := p.offers.SignEscrowOffer(ctx, offerreceipt.EscrowOffer{Network: req.Network, Escrow: p.deps.Escrow.Hex(),
		JobID: strconv.FormatUint(j.ID, 10), TermsHash: j.TermsHash.Hex(), Token: req.Asset, Amount: req.Amount,
		DepositAddress: req.PayTo, ValidUntil: validUntil.Unix()})
	if err != nil {
		return nil, err
	}
	disc, err := bazaar.FundJob(j.ID)
	if err != nil {
		return nil, err
	}
	exts := map[string]any{}
	for _, kv := range []struct {
		key string
		v   any
	}{
		{paymentid.Key, paymentid.Declare(false)},
		{offerreceipt.Key, offerreceipt.NewOfferExtension([]offerreceipt.SignedOffer{offer})},
		{offerreceipt.EscrowKey, offerreceipt.NewEscrowOfferExtension(eo)},
		{bazaar.Key, disc},
	} {
		if exts, err = extensions.Put(exts, kv.key, kv.v); err != nil {
			return nil, err
		}
	}
	if ch, ok := p.signInChallenge(ctx, j.ID, res); ok {
		if exts, err = extensions.Put(exts, siwx.Key, ch); err != nil {
			return nil, err
		}
	}
	return exts, nil
}

// signInChallenge issues a sign-in challenge for the fund resource of job id: the job's client signs
// in to get its funding receipt instead of paying again. A challenge that cannot be issued now (the
// store refuses, too many nonces outstanding) is left out: the 402 stays usable for paying.
func (p *Paywall) signInChallenge(ctx context.Context, id uint64, res *x402.ResourceInfo) (*siwx.Extension, bool) {
	if p.deps.SignIn == nil {
		return nil, false
	}
	ch, err := p.deps.SignIn.Challenge(ctx, res.URL,
		fmt.Sprintf("Sign in as the client of escrow job %d to get its funding receipt; a funded job is never paid twice.", id))
	if err != nil {
		var exceeded *quota.Exceeded
		if errors.As(err, &exceeded) { // the client's nonce quota: expected under a flood, not worth a warning each
			p.log.Debug("x402: no sign-in challenge in this answer", "job", id, "err", err)
		} else {
			p.log.Warn("x402: no sign-in challenge in this answer", "job", id, "err", err)
		}
		return nil, false
	}
	return &ch, true
}

// paymentIDOf returns the payment id of a payment envelope for job jobID ("" for none, and always for
// v1, which has no extensions) and the fingerprint of what it pays and for which job: the same payment
// offered for another job is another request (a replay must never answer for a job it did not fund).
func paymentIDOf(version int, payload []byte, jobID uint64) (string, paymentid.Fingerprint, error) {
	if version != x402.Version2 {
		return "", paymentid.Fingerprint{}, nil
	}
	var pp struct {
		Extensions map[string]any `json:"extensions"`
	}
	if err := json.Unmarshal(payload, &pp); err != nil {
		return "", paymentid.Fingerprint{}, fmt.Errorf("%w: %v", paymentid.ErrInvalid, err)
	}
	id, err := paymentid.Extract(pp.Extensions)
	if err != nil || id == "" {
		return "", paymentid.Fingerprint{}, err
	}
	paying, err := paymentid.PaymentFingerprint(payload)
	if err != nil {
		return "", paymentid.Fingerprint{}, fmt.Errorf("%w: %v", paymentid.ErrInvalid, err)
	}
	doc, _ := json.Marshal(map[string]string{"payment": paying.String(), "job": strconv.FormatUint(jobID, 10)})
	fp, err := paymentid.FingerprintOf(doc)
	if err != nil {
		return "", paymentid.Fingerprint{}, err
	}
	return id, fp, nil
}

// cachedOutcome is an outcome as the payment-id store keeps it.
type cachedOutcome struct {
	Receipt  *x402.SettleResponse `json:"receipt,omitempty"`
	Reason   string               `json:"reason,omitempty"`
	Message  string               `json:"message,omitempty"`
	Conflict string               `json:"conflict,omitempty"`
}

func (o outcome) cached() cachedOutcome {
	return cachedOutcome{Receipt: o.receipt, Reason: o.reason, Message: o.message, Conflict: o.conflict}
}

func (c cachedOutcome) outcome() outcome {
	return outcome{receipt: c.Receipt, reason: c.Reason, message: c.Message, conflict: c.Conflict}
}

// Refusals of a payment id, as outcome.idRefusal.
const (
	refusedIDInvalid  = "invalid_payment_id"
	refusedIDConflict = "payment_id_conflict"
	refusedIDBusy     = "payment_id_busy"
)

// fundOnce funds job j with a payment (see attempt) under the payment-identifier rule (see
// withPaymentID).
func (p *Paywall) fundOnce(ctx context.Context, scope string, j chainJob, version int, payload []byte, res *x402.ResourceInfo) (outcome, error) {
	return p.withPaymentID(ctx, scope, j.ID, version, payload, func(pid string) (outcome, error) {
		return p.attempt(ctx, j, version, payload, res, scope, pid)
	})
}

// withPaymentID runs pay, a payment attempt for job jobID, under the payment-identifier rule when the
// payment carries an id: a new id is processed and its outcome stored; the same id with the same
// payment gets the stored outcome (replayed) and nothing is done again; the same id with another
// payment, or for another job, is refused. An outcome is stored final once it can no longer change: the
// job funded (with its receipt), or a settlement that failed after its transaction was sent; a pending
// settlement, or a funding whose receipt is not issued yet, is stored and resumed by the next attempt; a
// refusal before anything was sent releases the id. pay gets the id ("" for none). Every payment path of
// the paywall (the fund endpoint, the A2A agent, the collateral endpoint) goes through it, each with a
// scope of its own.
func (p *Paywall) withPaymentID(ctx context.Context, scope string, jobID uint64, version int, payload []byte, pay func(pid string) (outcome, error)) (outcome, error) {
	pid, fp, err := paymentIDOf(version, payload, jobID)
	if err != nil {
		return outcome{idRefusal: refusedIDInvalid, message: err.Error()}, nil
	}
	if pid == "" {
		return pay("")
	}
	d, err := p.guard.Begin(ctx, scope, pid, fp)
	if err != nil {
		return outcome{}, err
	}
	switch d.Outcome {
	case paymentid.Replay:
		var c cachedOutcome
		if err := json.Unmarshal(d.Record.Answer, &c); err != nil {
			return outcome{}, fmt.Errorf("stored outcome of payment id %q: %w", pid, err)
		}
		o := c.outcome()
		o.replayed = true
		return o, nil
	case paymentid.Conflict:
		return outcome{idRefusal: refusedIDConflict, message: d.Reason}, nil
	case paymentid.Busy:
		return outcome{idRefusal: refusedIDBusy, message: d.Reason}, nil
	}
	o, err := pay(pid)
	bg := context.WithoutCancel(ctx)
	if err != nil {
		// Not a verdict: hold the id for this payment; the next attempt with it resumes.
		_ = p.guard.Finish(bg, scope, pid, nil, false)
		return o, err
	}
	answer, merr := json.Marshal(o.cached())
	switch {
	case merr != nil:
		_ = p.guard.Finish(bg, scope, pid, nil, false)
		return o, merr
	case o.funded():
		err = p.guard.Finish(bg, scope, pid, answer, !o.receiptPending)
	case o.pending():
		err = p.guard.Finish(bg, scope, pid, answer, false)
	case o.receipt != nil && o.receipt.Transaction != "":
		err = p.guard.Finish(bg, scope, pid, answer, true)
	default:
		err = p.guard.Release(bg, scope, pid)
	}
	if err != nil {
		p.log.Error("x402: store the answer of a payment id", "scope", scope, "id", pid, "err", err)
	}
	return o, nil
}

// attempt funds job j with a payment: when the job can be funded, the payment is verified and settled
// through the escrow; when it cannot, the payment is answered only if this very authorization funded
// it (its settlement is resumed), and is otherwise a conflict (nothing is sent). A funded outcome
// carries the signed funding receipt in its settlement's extensions.
func (p *Paywall) attempt(ctx context.Context, j chainJob, version int, payload []byte, res *x402.ResourceInfo, scope, pid string) (outcome, error) {
	var o outcome
	var err error
	if code, why := fundable(j); code != "" {
		o, err = p.resume(ctx, j, version, payload, res)
		if err == nil && o.receipt == nil {
			o.conflict, o.conflictMessage = code, why
		}
	} else {
		o, err = p.pay(ctx, j, version, payload, res)
	}
	if err != nil || !o.funded() {
		return o, err
	}
	tx := common.HexToHash(o.receipt.Transaction)
	fr, err := p.issueReceipt(ctx, j.ID, tx, res.URL, scope, pid)
	if err != nil {
		p.log.Warn("x402: funding receipt not issued yet (the next request with this payment issues it)", "job", j.ID, "tx", tx, "err", err)
		o.receiptPending = true
		return o, nil
	}
	sr := *o.receipt
	sr.Extensions = attachReceipt(sr.Extensions, fr)
	o.receipt = &sr
	p.catalogFund(ctx, j, res)
	return o, nil
}

// attachReceipt adds a funding receipt to a settlement's extensions: the standard receipt under
// offer-receipt, the escrow's under asa-escrow.
func attachReceipt(exts map[string]any, fr offerreceipt.FundingReceipt) map[string]any {
	exts, _ = extensions.Put(exts, offerreceipt.Key, offerreceipt.NewReceiptExtension(fr.Receipt))
	exts, _ = extensions.Put(exts, offerreceipt.EscrowKey, offerreceipt.NewEscrowReceiptExtension(fr.EscrowReceipt))
	return exts
}

// issueReceipt signs the receipt of job id's funding in transaction tx, from what the chain says about
// it (the transaction succeeded, its block, the escrow's JobFunded event for the job with its payer and
// amount, the job's terms hash), stores it with the job, and returns it. resourceURL is the funded
// resource; scope and pid name the payment id whose answer carries the receipt ("" for none).
func (p *Paywall) issueReceipt(ctx context.Context, id uint64, tx common.Hash, resourceURL, scope, pid string) (offerreceipt.FundingReceipt, error) {
	rc, err := p.deps.Client.TransactionReceipt(ctx, tx)
	if err != nil {
		return offerreceipt.FundingReceipt{}, fmt.Errorf("read receipt of %s: %w", tx.Hex(), err)
	}
	if rc.Status != types.ReceiptStatusSuccessful {
		return offerreceipt.FundingReceipt{}, fmt.Errorf("transaction %s reverted", tx.Hex())
	}
	esc := bindings.NewAsaEscrow()
	var payer common.Address
	var amount *big.Int
	for _, l := range rc.Logs {
		if l.Address != p.deps.Escrow {
			continue
		}
		if ev, err := esc.UnpackJobFundedEvent(l); err == nil && ev.JobId.IsUint64() && ev.JobId.Uint64() == id {
			payer, amount = ev.Client, ev.Amount
		}
	}
	if amount == nil {
		return offerreceipt.FundingReceipt{}, fmt.Errorf("transaction %s has no JobFunded event for job %d", tx.Hex(), id)
	}
	j, err := p.chainJob(ctx, id)
	if err != nil {
		return offerreceipt.FundingReceipt{}, err
	}
	network := x402.CAIP2(p.deps.ChainID)
	now := time.Now()
	std, err := p.offers.SignReceipt(ctx, resourceURL, payer.Hex(), network, tx.Hex(), now)
	if err != nil {
		return offerreceipt.FundingReceipt{}, err
	}
	er, err := p.offers.SignEscrowReceipt(ctx, offerreceipt.EscrowReceipt{Network: network, Escrow: p.deps.Escrow.Hex(),
		JobID: strconv.FormatUint(id, 10), TermsHash: j.TermsHash.Hex(), Payer: payer.Hex(), Amount: amount.String(),
		Transaction: tx.Hex(), BlockNumber: rc.BlockNumber.Uint64(), BlockHash: rc.BlockHash.Hex(), IssuedAt: now.Unix()})
	if err != nil {
		return offerreceipt.FundingReceipt{}, err
	}
	fr := offerreceipt.FundingReceipt{Receipt: std, EscrowReceipt: er}
	raw, err := json.Marshal(fr)
	if err != nil {
		return offerreceipt.FundingReceipt{}, err
	}
	if err := p.deps.Ext.PutFundingReceipt(ctx, store.FundingReceipt{JobID: id, Kind: store.ReceiptBudget, TxHash: tx,
		BlockNumber: rc.BlockNumber.Uint64(), BlockHash: rc.BlockHash, Receipt: raw, PaymentScope: scope, PaymentID: pid, CreatedAt: now}); err != nil {
		return offerreceipt.FundingReceipt{}, err
	}
	return fr, nil
}

// ErrNotFunded means the daemon's view holds no funding of the job (it was never funded, or the view
// has not caught up with the chain yet).
var ErrNotFunded = errors.New("the daemon's view holds no funding of this job")

// FundingReceipt returns job id's funding receipt: the stored one, else one issued now from the
// funding the daemon's view holds (a job funded without x402, or whose receipt a reorg removed).
func (p *Paywall) FundingReceipt(ctx context.Context, id uint64, resourceURL string) (offerreceipt.FundingReceipt, error) {
	if r, ok, err := p.deps.Ext.FundingReceiptOf(ctx, id, store.ReceiptBudget); err != nil {
		return offerreceipt.FundingReceipt{}, err
	} else if ok {
		var fr offerreceipt.FundingReceipt
		if err := json.Unmarshal(r.Receipt, &fr); err != nil {
			return offerreceipt.FundingReceipt{}, fmt.Errorf("stored receipt of job %d: %w", id, err)
		}
		return fr, nil
	}
	events, err := p.deps.Ext.JobEvents(ctx, id)
	if err != nil {
		return offerreceipt.FundingReceipt{}, err
	}
	for i := len(events) - 1; i >= 0; i-- {
		if events[i].Name == "JobFunded" {
			return p.issueReceipt(ctx, id, events[i].TxHash, resourceURL, "", "")
		}
	}
	return offerreceipt.FundingReceipt{}, ErrNotFunded
}

// catalogFund records the fund route in the facilitator's discovery catalog, with job j's
// requirements as its example: on the first 402 of the process and after every x402 funding.
func (p *Paywall) catalogFund(ctx context.Context, j chainJob, res *x402.ResourceInfo) {
	if p.deps.Ext == nil {
		return
	}
	disc, err := bazaar.FundJob(j.ID)
	if err != nil {
		return
	}
	exts, _ := extensions.Put(nil, bazaar.Key, disc)
	u, err := url.Parse(res.URL)
	if err != nil {
		return
	}
	info := &x402.ResourceInfo{URL: u.Scheme + "://" + u.Host + "/v1/jobs/" + strconv.FormatUint(j.ID, 10) + "/fund",
		Description: "fund an escrow job: its budget moves into the escrow (the job id is the path parameter)", MimeType: "application/json",
		ServiceName: "ASA escrow", Tags: []string{"escrow", "x402", "agents"}}
	entry, ok, err := bazaar.Extract(x402.PaymentPayload{X402Version: x402.Version2, Resource: info, Accepted: p.Requirements(j), Extensions: exts}, time.Now())
	if !ok || err != nil {
		p.log.Warn("x402 bazaar: fund route not cataloged", "err", err)
		return
	}
	if err := p.deps.Ext.UpsertResource(context.WithoutCancel(ctx), entry); err != nil {
		p.log.Warn("x402 bazaar: catalog the fund route", "err", err)
		return
	}
	p.cataloged.Store(true)
}

// WellKnown returns the document GET /.well-known/asa-escrow.json serves, with URLs under base:
// what a client needs to check this daemon's signed artifacts and pay it (see wire.EscrowInfo).
func (p *Paywall) WellKnown(base string) wire.EscrowInfo {
	d := wire.EscrowInfo{ChainID: p.deps.ChainID.Uint64(), Network: x402.CAIP2(p.deps.ChainID), Escrow: p.deps.Escrow, Token: p.deps.Token,
		OfferSigner: p.offers.Address(), SettlementSigner: p.deps.Sender.From(), Facilitator: base + "/x402"}
	if p.deps.SignIn != nil {
		d.SignIn = &wire.SignInEndpoints{Nonce: base + "/v1/signin/nonce", Challenge: base + "/v1/signin/challenge", SignIn: base + "/v1/signin",
			ChainID: p.deps.SignIn.ChainID()}
	}
	return d
}
