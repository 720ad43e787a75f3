package paywall

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/big"
	"net/http"
	"strconv"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/daemon/signin"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/exact"
	"github.com/asa-escrow/asa/x402/extensions/offerreceipt"
	"github.com/asa-escrow/asa/x402/extensions/siwx"
	"github.com/asa-escrow/asa/x402/facilitator"
	"github.com/asa-escrow/asa/x402/httpx"
)

// Requirements returns the v2 payment requirements that fund job j: the job's budget of the escrow's
// token, paid to the job's deposit address (only this job can be funded from it), with the job id and
// terms hash in extra so that the facilitator settles through escrow.fundWithAuthorization.
func (p *Paywall) Requirements(j chainJob) x402.PaymentRequirements {
	budget := "0"
	if j.Budget != nil {
		budget = j.Budget.String()
	}
	return x402.PaymentRequirements{
		Scheme: x402.SchemeExact, Network: x402.CAIP2(p.deps.ChainID), Amount: budget,
		Asset: p.deps.Token.Hex(), PayTo: escrow.DepositAddress(p.deps.Escrow, new(big.Int).SetUint64(j.ID)).Hex(), MaxTimeoutSeconds: int64(p.deps.MaxTimeout.Seconds()),
		Extra: map[string]any{
			"name": p.domain.Name, "version": p.domain.Version,
			ExtraJobID: strconv.FormatUint(j.ID, 10), ExtraTermsHash: j.TermsHash.Hex(),
		},
	}
}

// requirementsV1 maps job j's requirements onto protocol version 1; ok is false when the chain has no
// v1 network name.
func (p *Paywall) requirementsV1(j chainJob, resource *x402.ResourceInfo) (x402.PaymentRequirementsV1, bool) {
	return p.v1Of(p.Requirements(j), resource)
}

// v1Of maps requirements r of resource onto protocol version 1; ok is false when the chain has no v1
// network name.
func (p *Paywall) v1Of(r x402.PaymentRequirements, resource *x402.ResourceInfo) (x402.PaymentRequirementsV1, bool) {
	name := x402.V1NetworkName(p.deps.ChainID)
	if name == "" {
		return x402.PaymentRequirementsV1{}, false
	}
	return x402.PaymentRequirementsV1{
		Scheme: r.Scheme, Network: name, MaxAmountRequired: r.Amount, Resource: resource.URL,
		Description: resource.Description, MimeType: resource.MimeType, PayTo: r.PayTo,
		MaxTimeoutSeconds: r.MaxTimeoutSeconds, Asset: r.Asset, Extra: r.Extra,
	}, true
}

// PaymentRequired is the 402 answer's PAYMENT-REQUIRED object for job j, with its extensions (see
// extensionsFor).
func (p *Paywall) PaymentRequired(ctx context.Context, j chainJob, resource *x402.ResourceInfo, reason string) (x402.PaymentRequired, error) {
	price, err := p.price(ctx, j, resource)
	if err != nil {
		return x402.PaymentRequired{}, err
	}
	return x402.PaymentRequired{X402Version: x402.Version2, Error: reason, Resource: resource, Accepts: price.Accepts, Extensions: price.Extensions}, nil
}

// resource is the fund endpoint of job jobID on the configured base URL (never a request's Host).
func (p *Paywall) resource(jobID uint64) *x402.ResourceInfo {
	return &x402.ResourceInfo{
		URL:         fmt.Sprintf("%s/v1/jobs/%d/fund", p.baseURL(), jobID),
		Description: fmt.Sprintf("fund escrow job %d (its budget moves into the escrow)", jobID),
		MimeType:    "application/json",
	}
}

// fundable says why job j cannot be funded now ("" when it can). It is decided on the chain's state,
// never on the daemon's view, which may trail it right after a funding.
func fundable(j chainJob) (code, msg string) {
	switch {
	case j.Status != settlement.JobOpen:
		return "job_not_open", fmt.Sprintf("job %d is %s; only an open job can be funded, and it needs no second payment", j.ID, j.Status)
	case j.BudgetFunded:
		return "job_not_open", fmt.Sprintf("job %d's budget is already in escrow (the job waits for its provider's acceptance); it needs no second payment", j.ID)
	case j.Budget == nil || j.Budget.Sign() == 0:
		return "budget_not_set", fmt.Sprintf("job %d has no budget yet", j.ID)
	case j.Provider == (common.Address{}):
		return "provider_not_set", fmt.Sprintf("job %d has no provider yet", j.ID)
	}
	return "", ""
}

// outcome is the result of one payment attempt.
type outcome struct {
	// receipt is the facilitator's settle answer, nil when the payment was rejected before settling.
	// A funding's answer carries the signed funding receipt in its extensions.
	receipt *x402.SettleResponse
	// reason and message explain a rejection (verify failure or failed settlement).
	reason, message string
	// conflict is set (to the refusal code, with conflictMessage) when the job cannot be funded and
	// this payment did not fund it: nothing was sent.
	conflict, conflictMessage string
	// idRefusal is set when the payment's id was refused (malformed, used for another payment, busy);
	// message says why. Nothing was done.
	idRefusal string
	// replayed: the outcome is the stored answer to an earlier request with the same payment id.
	replayed bool
	// receiptPending: the payment funded the job but its signed receipt could not be issued yet (the
	// outcome is not final: the next attempt with the same payment issues it).
	receiptPending bool
}

func (o outcome) funded() bool  { return o.receipt != nil && o.receipt.Success }
func (o outcome) pending() bool { return o.receipt != nil && o.receipt.Pending() }

func rejected(reason, msg string) outcome { return outcome{reason: reason, message: msg} }

// decodePayment checks a payment envelope of the given protocol version and returns its payer.
func decodePayment(version int, raw []byte) (common.Address, outcome) {
	var scheme json.RawMessage
	switch version {
	case x402.Version2:
		var pp x402.PaymentPayload
		if err := json.Unmarshal(raw, &pp); err != nil {
			return common.Address{}, rejected(x402.ReasonInvalidPayload, "payment payload: "+err.Error())
		}
		if err := pp.Validate(); err != nil {
			return common.Address{}, rejected(x402.ReasonInvalidPayload, "payment payload: "+err.Error())
		}
		scheme = pp.Payload
	case x402.Version1:
		var pp x402.PaymentPayloadV1
		if err := json.Unmarshal(raw, &pp); err != nil {
			return common.Address{}, rejected(x402.ReasonInvalidPayload, "payment payload: "+err.Error())
		}
		if err := pp.Validate(); err != nil {
			return common.Address{}, rejected(x402.ReasonInvalidPayload, "payment payload: "+err.Error())
		}
		scheme = pp.Payload
	default:
		return common.Address{}, rejected(x402.ReasonInvalidX402Version, fmt.Sprintf("x402Version %d is not supported (1 or 2)", version))
	}
	signed, err := exact.DecodePayload(scheme)
	if err != nil {
		return common.Address{}, rejected(x402.ReasonInvalidPayload, err.Error())
	}
	return signed.Transfer.From, outcome{}
}

// pay verifies a payment (protocol version, JSON PaymentPayload or PaymentPayloadV1) for job j
// and settles it through the escrow. The returned error is an infrastructure failure (node or
// store unavailable); business rejections are outcomes.
func (p *Paywall) pay(ctx context.Context, j chainJob, version int, payload []byte, resource *x402.ResourceInfo) (outcome, error) {
	from, bad := decodePayment(version, payload)
	if bad.reason != "" {
		return bad, nil
	}
	var reqRaw []byte
	if version == x402.Version1 {
		r, ok := p.requirementsV1(j, resource)
		if !ok {
			return rejected(x402.ReasonInvalidNetwork, fmt.Sprintf("chain %s has no x402 v1 network name; pay with x402 v2", p.deps.ChainID)), nil
		}
		reqRaw, _ = json.Marshal(r)
	} else {
		reqRaw, _ = json.Marshal(p.Requirements(j))
	}
	if from != j.Client {
		return rejected(ReasonPayerNotClient, fmt.Sprintf("authorization is from %s; job %d is funded by its client %s", from.Hex(), j.ID, j.Client.Hex())), nil
	}
	req := x402.FacilitatorRequest{X402Version: version, PaymentPayload: payload, PaymentRequirements: reqRaw}
	vr, err := p.fac.Verify(ctx, req)
	if err != nil {
		if errors.Is(err, facilitator.ErrBadRequest) {
			return rejected(x402.ReasonInvalidPayload, err.Error()), nil
		}
		return outcome{}, fmt.Errorf("verify payment for job %d: %w", j.ID, err)
	}
	if !vr.IsValid && vr.InvalidReason != x402.ReasonNonceAlreadyUsed {
		return rejected(vr.InvalidReason, vr.InvalidMessage), nil
	}
	// A used nonce may be this very payment, settled here before (a retry): Settle then answers
	// with the stored transaction, which settle checks funds this job.
	return p.settle(ctx, j, req)
}

// settle executes a verified payment, waiting at most FundWait: a slow chain is answered pending with
// the transaction hash (the intent is journaled and goes on; asking again resumes it), never with a
// failure that would make the client pay twice, and always well before the server's write timeout.
func (p *Paywall) settle(ctx context.Context, j chainJob, req x402.FacilitatorRequest) (outcome, error) {
	ctx, cancel := p.fundWait(ctx)
	defer cancel()
	sr, err := p.fac.Settle(ctx, req)
	if err != nil {
		return outcome{}, fmt.Errorf("settle payment for job %d: %w", j.ID, err)
	}
	if sr.Success || sr.Pending() {
		if err := p.fundsJob(ctx, sr.Transaction, j.ID); err != nil {
			var other errOtherJob
			if errors.As(err, &other) {
				return rejected(x402.ReasonNonceAlreadyUsed, other.Error()), nil
			}
			return outcome{}, err
		}
	}
	o := outcome{receipt: &sr}
	switch {
	case sr.Success:
		p.log.Info("job funded by x402", "job", j.ID, "tx", sr.Transaction, "payer", sr.Payer)
	case sr.Pending():
		p.log.Warn("x402 funding pending", "job", j.ID, "tx", sr.Transaction)
	default:
		o.reason, o.message = sr.ErrorReason, sr.ErrorMessage
	}
	return o, nil
}

// resume answers a payment for a job that is no longer open: if this facilitator already settled
// that very authorization, its receipt; otherwise a rejection (nothing is sent: the escrow
// refuses to fund a job twice and the transaction's gas estimate fails first).
func (p *Paywall) resume(ctx context.Context, j chainJob, version int, payload []byte, resource *x402.ResourceInfo) (outcome, error) {
	var reqRaw []byte
	if version == x402.Version1 {
		r, ok := p.requirementsV1(j, resource)
		if !ok {
			return rejected(x402.ReasonInvalidNetwork, ""), nil
		}
		reqRaw, _ = json.Marshal(r)
	} else {
		reqRaw, _ = json.Marshal(p.Requirements(j))
	}
	wctx, cancel := p.fundWait(ctx)
	defer cancel()
	sr, err := p.fac.Settle(wctx, x402.FacilitatorRequest{X402Version: version, PaymentPayload: payload, PaymentRequirements: reqRaw})
	if err != nil {
		if errors.Is(err, facilitator.ErrBadRequest) {
			return rejected(x402.ReasonInvalidPayload, err.Error()), nil
		}
		return outcome{}, err
	}
	if sr.Success || sr.Pending() {
		if err := p.fundsJob(ctx, sr.Transaction, j.ID); err != nil {
			var other errOtherJob
			if errors.As(err, &other) {
				return rejected(x402.ReasonNonceAlreadyUsed, other.Error()), nil
			}
			return outcome{}, err
		}
		return outcome{receipt: &sr}, nil
	}
	return rejected(sr.ErrorReason, sr.ErrorMessage), nil
}

// errOtherJob says a settlement transaction funds a different job than the one asked about: the
// facilitator keys settlements by (payer, nonce), so one authorization replayed for another job
// resumes the first job's settlement.
type errOtherJob struct{ tx string }

func (e errOtherJob) Error() string {
	return "this authorization was already used to fund another job (transaction " + e.tx + ")"
}

// fundsJob checks that transaction hash calls escrow.fundWithAuthorization for job id.
func (p *Paywall) fundsJob(ctx context.Context, hash string, id uint64) error {
	tx, _, err := p.deps.Client.TransactionByHash(ctx, common.HexToHash(hash))
	if err != nil {
		return fmt.Errorf("read settlement transaction %s: %w", hash, err)
	}
	data := tx.Data()
	m, ok := escrowABI.Methods["fundWithAuthorization"]
	if tx.To() == nil || *tx.To() != p.deps.Escrow || len(data) < 4 || string(data[:4]) != string(m.ID) {
		return errOtherJob{hash}
	}
	args, err := m.Inputs.Unpack(data[4:])
	if !ok || err != nil || len(args) == 0 {
		return errOtherJob{hash}
	}
	if jobID, _ := args[0].(*big.Int); jobID == nil || !jobID.IsUint64() || jobID.Uint64() != id {
		return errOtherJob{hash}
	}
	return nil
}

// FundResponse is the JSON body of a paid POST /v1/jobs/{id}/fund, and of the answer to the job's
// client signed in after it paid.
type FundResponse struct {
	JobID       string `json:"jobId"`
	Status      string `json:"status"` // funded | pending
	Transaction string `json:"transaction"`
	Network     string `json:"network"`
	Payer       string `json:"payer,omitempty"`
	// Receipt is the signed funding receipt (also in PAYMENT-RESPONSE's extensions); absent while
	// pending.
	Receipt *offerreceipt.FundingReceipt `json:"receipt,omitempty"`
	// SignedIn is the address that signed in instead of paying (the job's client).
	SignedIn string `json:"signedIn,omitempty"`
	// AwaitingAcceptance: the budget is in escrow, but the job's terms ask for its provider's acceptance (an
	// agreement's default) and it has not accepted yet: the job starts only when it does (POST
	// /v1/acceptances, POST /v1/jobs/{id}/collateral, or the provider's own acceptJob) before the fund
	// deadline; otherwise the budget goes back to the client. The daemon never accepts for a provider.
	AwaitingAcceptance bool `json:"awaitingAcceptance,omitempty"`
}

// errorBody is the JSON body of a refusal. SignIn, on a refusal for a funded job, is a sign-in
// challenge: its client signs it (SIGN-IN-WITH-X header) and asks again to get the funding receipt.
type errorBody struct {
	Error  wire.ErrorDetail `json:"error"`
	SignIn *siwx.Extension  `json:"signIn,omitempty"`
}

func (p *Paywall) serveFund(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseUint(r.PathValue("id"), 10, 64)
	if err != nil {
		writeJSON(w, http.StatusBadRequest, errorBody{Error: wire.ErrorDetail{Code: "bad_job_id", Message: fmt.Sprintf("job id %q is not a decimal number", r.PathValue("id"))}})
		return
	}
	if id > math.MaxInt64 {
		writeJSON(w, http.StatusNotFound, errorBody{Error: wire.ErrorDetail{Code: "job_not_found", Message: fmt.Sprintf("job %d does not exist (escrow job ids are a counter)", id)}})
		return
	}
	j, err := p.loadJob(r.Context(), id)
	if errors.Is(err, errUnknownJob) {
		writeJSON(w, http.StatusNotFound, errorBody{Error: wire.ErrorDetail{Code: "job_not_found", Message: fmt.Sprintf("job %d does not exist on the escrow", id)}})
		return
	}
	if err != nil {
		p.log.Error("x402 fund: read job from the chain", "job", id, "err", err)
		w.Header().Set("Retry-After", "2")
		writeJSON(w, http.StatusServiceUnavailable, errorBody{Error: wire.ErrorDetail{Code: "chain_unavailable", Message: "cannot read the job from the chain now; nothing was charged; retry shortly"}})
		return
	}
	res := p.resource(id)
	pay := paymentOf(r)
	code, why := fundable(j)
	if pay.raw == "" {
		if p.deps.SignIn != nil {
			ident, err := p.deps.SignIn.Authenticate(r)
			if err == nil {
				p.serveSignedIn(w, r, j, res, ident)
				return
			}
			if !errors.Is(err, signin.ErrNoCredentials) {
				p.deps.SignIn.WriteError(w, err)
				return
			}
		}
		if code != "" {
			p.refuseNotOpen(w, r, j, res, code, why)
			return
		}
		p.paymentRequired(w, r, j, res, "", "")
		return
	}
	version, payload, o := pay.decode()
	if o.reason == "" {
		o, err = p.fundOnce(r.Context(), ScopeFund, j, version, payload, res)
	}
	if p.answerPaidFailure(w, o, err, "x402 fund", "job", id) {
		return
	}
	if o.conflict != "" {
		p.refuseNotOpen(w, r, j, res, o.conflict, o.conflictMessage)
		return
	}
	setReceipt(w, pay, o)
	switch {
	case o.funded():
		fr := FundResponse{JobID: strconv.FormatUint(id, 10), Status: "funded", Transaction: o.receipt.Transaction, Network: o.receipt.Network, Payer: o.receipt.Payer,
			AwaitingAcceptance: j.AcceptanceRequired && !j.Accepted}
		if r, ok, err := offerreceipt.FundingReceiptOf(o.receipt.Extensions); err == nil && ok {
			fr.Receipt = &r
		}
		writeJSON(w, http.StatusOK, fr)
	case o.pending():
		writeJSON(w, http.StatusAccepted, FundResponse{JobID: strconv.FormatUint(id, 10), Status: "pending", Transaction: o.receipt.Transaction, Network: o.receipt.Network, Payer: o.receipt.Payer})
	default:
		p.paymentRequired(w, r, j, res, o.reason, o.message)
	}
}

// refuseNotOpen answers 409 for a job that cannot be funded now; for a funded job the answer carries
// a sign-in challenge, with which its client gets the funding receipt instead of paying again.
func (p *Paywall) refuseNotOpen(w http.ResponseWriter, r *http.Request, j chainJob, res *x402.ResourceInfo, code, why string) {
	body := errorBody{Error: wire.ErrorDetail{Code: code, Message: why}}
	if code == "job_not_open" {
		if ch, ok := p.signInChallenge(r.Context(), j.ID, res); ok {
			body.SignIn = ch
			body.Error.Message += "; its client may sign in (SIGN-IN-WITH-X) to get the funding receipt"
		}
	}
	writeJSON(w, http.StatusConflict, body)
}

// serveSignedIn answers a request that signed in instead of paying: the job's client of a funded job
// gets the funding answer with its signed receipt and pays nothing; for a job still open the usual
// 402 asks for payment (nobody has paid yet); anyone else is answered as without a sign-in.
func (p *Paywall) serveSignedIn(w http.ResponseWriter, r *http.Request, j chainJob, res *x402.ResourceInfo, ident signin.Identity) {
	code, why := fundable(j)
	if ident.Address != j.Client {
		if code != "" {
			writeJSON(w, http.StatusConflict, errorBody{Error: wire.ErrorDetail{Code: code, Message: why + fmt.Sprintf("; signed in as %s, not the job's client %s", ident.Address.Hex(), j.Client.Hex())}})
			return
		}
		p.paymentRequired(w, r, j, res, "", fmt.Sprintf("signed in as %s, not the job's client %s: only its client funds the job", ident.Address.Hex(), j.Client.Hex()))
		return
	}
	fr, err := p.FundingReceipt(r.Context(), j.ID, res.URL)
	switch {
	case errors.Is(err, ErrNotFunded) && code == "":
		p.paymentRequired(w, r, j, res, "", "the job is not funded yet: pay its budget")
		return
	case errors.Is(err, ErrNotFunded):
		w.Header().Set("Retry-After", "2")
		writeJSON(w, http.StatusConflict, errorBody{Error: wire.ErrorDetail{Code: code, Message: why + "; the daemon has not indexed its funding yet (retry shortly)"}})
		return
	case err != nil:
		p.log.Error("x402 fund: receipt for a signed-in client", "job", j.ID, "err", err)
		w.Header().Set("Retry-After", "2")
		writeJSON(w, http.StatusServiceUnavailable, errorBody{Error: wire.ErrorDetail{Code: "receipt_unavailable", Message: "the chain or the daemon's store did not answer; retry shortly"}})
		return
	}
	e := fr.EscrowReceipt.Payload
	writeJSON(w, http.StatusOK, FundResponse{JobID: strconv.FormatUint(j.ID, 10), Status: "funded", Transaction: e.Transaction, Network: e.Network,
		Payer: e.Payer, Receipt: &fr, SignedIn: ident.Address.Hex(), AwaitingAcceptance: j.AcceptanceRequired && !j.Accepted})
}

// paymentRequired answers 402 for job j as the x402 middleware does (PAYMENT-REQUIRED with the job's
// per-request requirements, and the v1 body x402-fetch 1.x reads), plus the reason of a rejected payment
// and the job id.
func (p *Paywall) paymentRequired(w http.ResponseWriter, r *http.Request, j chainJob, res *x402.ResourceInfo, reason, msg string) {
	extra := map[string]any{"jobId": strconv.FormatUint(j.ID, 10)}
	if reason != "" {
		extra["invalidReason"] = reason
	}
	if msg != "" {
		extra["invalidMessage"] = msg
	}
	price, err := p.price(r.Context(), j, res)
	if err != nil {
		p.log.Error("x402 fund: build the payment requirements", "job", j.ID, "err", err)
		writeJSON(w, http.StatusInternalServerError, errorBody{Error: wire.ErrorDetail{Code: "internal_error", Message: "the payment requirements could not be signed; see the daemon log"}})
		return
	}
	if !p.cataloged.Load() {
		p.catalogFund(r.Context(), j, res)
	}
	httpx.WritePaymentRequired(w, r, price, reason, extra)
}

// price is what funding job j costs, as per-request requirements with the 402's extensions.
func (p *Paywall) price(ctx context.Context, j chainJob, res *x402.ResourceInfo) (httpx.Price, error) {
	req := p.Requirements(j)
	exts, err := p.extensionsFor(ctx, j, res, req)
	if err != nil {
		return httpx.Price{}, err
	}
	return httpx.Price{Accepts: []x402.PaymentRequirements{req}, Resource: res, Description: res.Description, MimeType: res.MimeType, Extensions: exts}, nil
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// fundWait bounds a funding's wait for its receipt by FundWait, and keeps the settlement going when the
// caller leaves (the intent is journaled anyway).
func (p *Paywall) fundWait(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.WithoutCancel(ctx), p.deps.FundWait)
}

// loadJob reads a job from the chain, bounded by a short timeout.
func (p *Paywall) loadJob(ctx context.Context, id uint64) (chainJob, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	return p.chainJob(ctx, id)
}
