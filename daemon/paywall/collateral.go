package paywall

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"mime"
	"net/http"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon/acceptance"
	"github.com/asa-escrow/asa/daemon/intents"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/txmgr"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/facilitator"
	"github.com/asa-escrow/asa/x402/httpx"
)

// The collateral endpoint sells a job's provider collateral the way the fund endpoint sells its budget: POST
// /v1/jobs/{id}/collateral with the provider's signed acceptance as the body answers 402 for exactly the job's
// collateral, paid to the job's collateral deposit; with the provider's EIP-3009 authorization for it, the
// x402 settlement key relays acceptJob(id, acceptance, signature, authorization), which moves the collateral
// and accepts the job in one transaction.
const (
	// ExtraCollateralJobID names the job whose collateral the requirements sell (decimal).
	ExtraCollateralJobID = "asaCollateralJobId"
	// ExtraAcceptance carries the provider's signed acceptance (its wire JSON, as a string) in the requirements
	// the daemon settles against: the facilitator then routes the payment through acceptJob. It is never
	// offered in a 402; the daemon adds it from the request body.
	ExtraAcceptance = "asaAcceptance"
	// ReasonPayerNotProvider is the invalidReason of a collateral payment not signed by the job's provider.
	ReasonPayerNotProvider = "asa_payer_not_job_provider"
	// maxAcceptanceBody bounds the request body (a signed acceptance is under 2 kB; contract signatures may
	// be longer).
	maxAcceptanceBody = 64 << 10
)

// CollateralResponse is the JSON body of a paid POST /v1/jobs/{id}/collateral.
type CollateralResponse struct {
	JobID       string `json:"jobId"`
	Status      string `json:"status"` // accepted | pending
	Transaction string `json:"transaction"`
	Network     string `json:"network"`
	Payer       string `json:"payer,omitempty"`
}

// collateralRequirements are the v2 requirements that sell job id's collateral: the token's domain in extra,
// paid to the job's collateral deposit. withAcceptance adds the signed acceptance for the facilitator.
func (p *Paywall) collateralRequirements(id uint64, collateral *big.Int, withAcceptance string) x402.PaymentRequirements {
	extra := map[string]any{"name": p.domain.Name, "version": p.domain.Version, ExtraCollateralJobID: strconv.FormatUint(id, 10)}
	if withAcceptance != "" {
		extra[ExtraAcceptance] = withAcceptance
	}
	return x402.PaymentRequirements{
		Scheme: x402.SchemeExact, Network: x402.CAIP2(p.deps.ChainID), Amount: collateral.String(), Asset: p.deps.Token.Hex(),
		PayTo: escrow.CollateralAddress(p.deps.Escrow, new(big.Int).SetUint64(id)).Hex(), MaxTimeoutSeconds: int64(p.deps.MaxTimeout.Seconds()),
		Extra: extra,
	}
}

func (p *Paywall) collateralRequirementsV1(r x402.PaymentRequirements, resource *x402.ResourceInfo) (x402.PaymentRequirementsV1, bool) {
	name := x402.V1NetworkName(p.deps.ChainID)
	if name == "" {
		return x402.PaymentRequirementsV1{}, false
	}
	return x402.PaymentRequirementsV1{
		Scheme: r.Scheme, Network: name, MaxAmountRequired: r.Amount, Resource: resource.URL, Description: resource.Description,
		MimeType: resource.MimeType, PayTo: r.PayTo, MaxTimeoutSeconds: r.MaxTimeoutSeconds, Asset: r.Asset, Extra: r.Extra,
	}, true
}

func (p *Paywall) collateralResource(id uint64) *x402.ResourceInfo {
	res := p.resource(id)
	res.URL = strings.TrimSuffix(res.URL, "/fund") + "/collateral"
	res.Description = fmt.Sprintf("post the provider's collateral of escrow job %d and accept it (acceptJob)", id)
	return res
}

// collateralClosed says why job j's collateral cannot be sold now ("" when it can), from the chain's state.
func collateralClosed(j chainJob) (status int, code, msg string) {
	switch {
	case !j.AcceptanceRequired:
		return http.StatusConflict, wire.CodeAcceptanceNotRequired, fmt.Sprintf("job %d's terms take no provider acceptance and no collateral", j.ID)
	case j.Accepted:
		return http.StatusConflict, wire.CodeAlreadyAccepted, fmt.Sprintf("job %d is already accepted and its collateral posted; it needs no second payment", j.ID)
	case j.Status != settlement.JobOpen:
		return http.StatusConflict, wire.CodeJobNotOpen, fmt.Sprintf("job %d is %s: only an Open job can be accepted", j.ID, j.Status)
	case j.Collateral == nil || j.Collateral.Sign() == 0:
		return http.StatusConflict, wire.CodeAcceptanceRefused, fmt.Sprintf("job %d takes no collateral: relay the acceptance with POST /v1/acceptances, there is nothing to pay", j.ID)
	}
	return 0, "", ""
}

func writeAPIError(w http.ResponseWriter, status int, code, msg string) {
	if status == http.StatusServiceUnavailable {
		w.Header().Set("Retry-After", "2")
	}
	writeJSON(w, status, wire.ErrorBody{Error: wire.ErrorDetail{Code: code, Message: msg}})
}

// readAcceptanceBody reads the bounded JSON body of a collateral request.
func readAcceptanceBody(w http.ResponseWriter, r *http.Request) ([]byte, *acceptance.Refusal) {
	if ct := r.Header.Get("Content-Type"); ct != "" {
		if mt, _, err := mime.ParseMediaType(ct); err != nil || mt != "application/json" {
			return nil, &acceptance.Refusal{Status: http.StatusUnsupportedMediaType, Code: wire.CodeUnsupportedMedia, Message: fmt.Sprintf("Content-Type must be application/json, got %q", ct)}
		}
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxAcceptanceBody))
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return nil, &acceptance.Refusal{Status: http.StatusRequestEntityTooLarge, Code: wire.CodeBodyTooLarge, Message: fmt.Sprintf("body exceeds %d bytes", maxAcceptanceBody)}
		}
		return nil, &acceptance.Refusal{Status: http.StatusBadRequest, Code: wire.CodeMalformedJSON, Message: "read body: " + err.Error()}
	}
	if len(body) == 0 {
		return nil, &acceptance.Refusal{Status: http.StatusBadRequest, Code: wire.CodeInvalidField,
			Message: "the body must be the provider's signed acceptance of the job ('asa job accept --sign --job ID' writes one)"}
	}
	return body, nil
}

func (p *Paywall) serveCollateral(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseUint(r.PathValue("id"), 10, 64)
	if err != nil {
		writeAPIError(w, http.StatusBadRequest, wire.CodeInvalidField, fmt.Sprintf("job id %q is not a decimal number", r.PathValue("id")))
		return
	}
	if id > math.MaxInt64 {
		writeAPIError(w, http.StatusNotFound, wire.CodeUnknownJob, fmt.Sprintf("job %d does not exist (escrow job ids are a counter)", id))
		return
	}
	if p.deps.Acceptances == nil {
		writeAPIError(w, http.StatusNotFound, wire.CodeNotFound, "this daemon does not sell collateral")
		return
	}
	body, bad := readAcceptanceBody(w, r)
	if bad != nil {
		writeAPIError(w, bad.Status, bad.Code, bad.Message)
		return
	}
	signed, err := acceptance.Parse(body)
	if err != nil {
		var rf *acceptance.Refusal
		errors.As(err, &rf)
		writeAPIError(w, rf.Status, rf.Code, rf.Message)
		return
	}
	if signed.JobID == nil {
		signed.JobID = new(big.Int).SetUint64(id) // signed before the job existed: it fits the job that took its nonce
	}
	j, err := p.loadJob(r.Context(), id)
	if errors.Is(err, errUnknownJob) {
		writeAPIError(w, http.StatusNotFound, wire.CodeUnknownJob, fmt.Sprintf("job %d does not exist on the escrow", id))
		return
	}
	if err != nil {
		p.log.Error("x402 collateral: read job from the chain", "job", id, "err", err)
		writeAPIError(w, http.StatusServiceUnavailable, wire.CodeUnavailable, "cannot read the job from the chain now; nothing was charged; retry shortly")
		return
	}
	res := p.collateralResource(id)
	pay := paymentOf(r)
	header, respHeader := pay.raw, pay.respHeader
	var version int
	var payload []byte
	var o outcome
	if header != "" {
		version, payload, o = pay.decode()
	}
	if status, code, why := collateralClosed(j); code != "" {
		// Never ask for a second payment: a payment this daemon already settled gets its receipt again.
		if header != "" && o.reason == "" {
			o, err = p.resumeCollateral(r.Context(), id, j.Collateral, version, payload, res)
			if err == nil && o.receipt != nil {
				p.answerCollateral(w, r, id, j.Collateral, res, respHeader, o)
				return
			}
		}
		writeAPIError(w, status, code, why)
		return
	}
	checked, err := p.deps.Acceptances.Check(r.Context(), signed, id, acceptance.FromPayment)
	if err != nil {
		var rf *acceptance.Refusal
		if errors.As(err, &rf) {
			writeAPIError(w, rf.Status, rf.Code, rf.Message)
			return
		}
		p.log.Error("x402 collateral: check the acceptance", "job", id, "err", err)
		writeAPIError(w, http.StatusServiceUnavailable, wire.CodeUnavailable, "the daemon's store did not answer; nothing was charged; retry shortly")
		return
	}
	if checked.Collateral.Cmp(j.Collateral) != 0 {
		writeAPIError(w, http.StatusServiceUnavailable, wire.CodeUnavailable, "the daemon's view of the job trails the chain; nothing was charged; retry shortly")
		return
	}
	if header == "" {
		httpx.WritePaymentRequired(w, r, p.collateralPrice(id, j.Collateral, res), "", map[string]any{"jobId": strconv.FormatUint(id, 10)})
		return
	}
	if o.reason == "" {
		o, err = p.payCollateral(r.Context(), checked, version, payload, res)
		if err != nil {
			p.log.Error("x402 collateral", "job", id, "err", err)
			writeAPIError(w, http.StatusServiceUnavailable, wire.CodeUnavailable, "the chain or the daemon's store did not answer; nothing was charged; retry with the same payment")
			return
		}
	}
	p.answerCollateral(w, r, id, j.Collateral, res, respHeader, o)
}

func (p *Paywall) collateralPrice(id uint64, collateral *big.Int, res *x402.ResourceInfo) httpx.Price {
	return httpx.Price{Accepts: []x402.PaymentRequirements{p.collateralRequirements(id, collateral, "")}, Resource: res,
		Description: res.Description, MimeType: res.MimeType}
}

// answerCollateral writes a payment attempt's outcome: 200 accepted, 202 pending (with the transaction to
// follow; never a failure that would make the provider pay again), or 402 with the reason.
func (p *Paywall) answerCollateral(w http.ResponseWriter, r *http.Request, id uint64, collateral *big.Int, res *x402.ResourceInfo, respHeader string, o outcome) {
	if o.receipt != nil {
		if h, err := x402.EncodeHeader(o.receipt); err == nil {
			w.Header().Set(respHeader, h)
			w.Header().Set("Access-Control-Expose-Headers", respHeader)
		}
	}
	jobID := strconv.FormatUint(id, 10)
	switch {
	case o.funded():
		writeJSON(w, http.StatusOK, CollateralResponse{JobID: jobID, Status: "accepted", Transaction: o.receipt.Transaction, Network: o.receipt.Network, Payer: o.receipt.Payer})
	case o.pending():
		writeJSON(w, http.StatusAccepted, CollateralResponse{JobID: jobID, Status: "pending", Transaction: o.receipt.Transaction, Network: o.receipt.Network, Payer: o.receipt.Payer})
	default:
		extra := map[string]any{"jobId": jobID}
		if o.reason != "" {
			extra["invalidReason"] = o.reason
		}
		if o.message != "" {
			extra["invalidMessage"] = o.message
		}
		httpx.WritePaymentRequired(w, r, p.collateralPrice(id, collateral, res), o.reason, extra)
	}
}

// facilitatorRequest is the payment against the requirements the daemon settles: the offered ones plus the
// signed acceptance (ExtraAcceptance), in the payment's protocol version.
func (p *Paywall) facilitatorRequest(id uint64, collateral *big.Int, signed *asaclient.SignedAcceptance, version int, payload []byte, res *x402.ResourceInfo) (x402.FacilitatorRequest, *outcome) {
	acc := ""
	if signed != nil {
		raw, err := json.Marshal(signed.Wire())
		if err != nil {
			o := rejected(x402.ReasonInvalidPayload, "encode the acceptance: "+err.Error())
			return x402.FacilitatorRequest{}, &o
		}
		acc = string(raw)
	}
	req := p.collateralRequirements(id, collateral, acc)
	var reqRaw []byte
	if version == x402.Version1 {
		r1, ok := p.collateralRequirementsV1(req, res)
		if !ok {
			o := rejected(x402.ReasonInvalidNetwork, fmt.Sprintf("chain %s has no x402 v1 network name; pay with x402 v2", p.deps.ChainID))
			return x402.FacilitatorRequest{}, &o
		}
		reqRaw, _ = json.Marshal(r1)
	} else {
		reqRaw, _ = json.Marshal(req)
	}
	return x402.FacilitatorRequest{X402Version: version, PaymentPayload: payload, PaymentRequirements: reqRaw}, nil
}

// payCollateral verifies the provider's payment for a checked acceptance and settles it through acceptJob.
func (p *Paywall) payCollateral(ctx context.Context, c *acceptance.Checked, version int, payload []byte, res *x402.ResourceInfo) (outcome, error) {
	from, bad := decodePayment(version, payload)
	if bad.reason != "" {
		return bad, nil
	}
	if from != c.Signed.Provider {
		return rejected(ReasonPayerNotProvider, fmt.Sprintf("authorization is from %s; job %d's collateral is posted by its provider %s", from.Hex(), c.JobID, c.Signed.Provider.Hex())), nil
	}
	req, rej := p.facilitatorRequest(c.JobID, c.Collateral, c.Signed, version, payload, res)
	if rej != nil {
		return *rej, nil
	}
	vr, err := p.fac.Verify(ctx, req)
	if err != nil {
		if errors.Is(err, facilitator.ErrBadRequest) {
			return rejected(x402.ReasonInvalidPayload, err.Error()), nil
		}
		return outcome{}, fmt.Errorf("verify collateral payment for job %d: %w", c.JobID, err)
	}
	if !vr.IsValid && vr.InvalidReason != x402.ReasonNonceAlreadyUsed {
		return rejected(vr.InvalidReason, vr.InvalidMessage), nil
	}
	return p.settleCollateral(ctx, c.JobID, req)
}

// resumeCollateral answers a payment for a job that can no longer be accepted: if this daemon already settled
// that very authorization for this job, its receipt; otherwise no receipt (nothing is sent: the settlement's
// route refuses a payment to a collateral deposit that carries no acceptance).
func (p *Paywall) resumeCollateral(ctx context.Context, id uint64, collateral *big.Int, version int, payload []byte, res *x402.ResourceInfo) (outcome, error) {
	if collateral == nil || collateral.Sign() == 0 {
		return outcome{}, nil
	}
	req, rej := p.facilitatorRequest(id, collateral, nil, version, payload, res)
	if rej != nil {
		return outcome{}, nil
	}
	o, err := p.settleCollateral(ctx, id, req)
	if err != nil || o.funded() || o.pending() {
		return o, err
	}
	return outcome{}, nil
}

// settleCollateral executes the payment through the facilitator (acceptJob by the x402 settlement key),
// waiting at most FundWait, and checks that the settlement's transaction accepts this job.
func (p *Paywall) settleCollateral(ctx context.Context, id uint64, req x402.FacilitatorRequest) (outcome, error) {
	wctx, cancel := p.fundWait(ctx)
	defer cancel()
	sr, err := p.fac.Settle(wctx, req)
	if err != nil {
		if errors.Is(err, facilitator.ErrBadRequest) {
			return rejected(x402.ReasonInvalidPayload, err.Error()), nil
		}
		return outcome{}, fmt.Errorf("settle collateral payment for job %d: %w", id, err)
	}
	if (sr.Success || sr.Pending()) && sr.Transaction != "" {
		if err := p.acceptsJob(wctx, sr.Transaction, id); err != nil {
			var other errOtherJob
			if errors.As(err, &other) {
				return rejected(x402.ReasonNonceAlreadyUsed, "this authorization was already used for another payment (transaction "+sr.Transaction+")"), nil
			}
			return outcome{}, err
		}
	}
	o := outcome{receipt: &sr}
	switch {
	case sr.Success:
		p.log.Info("job accepted with collateral paid by x402", "job", id, "tx", sr.Transaction, "payer", sr.Payer)
	case sr.Pending():
		p.log.Warn("x402 collateral pending", "job", id, "tx", sr.Transaction)
	default:
		o.reason, o.message = sr.ErrorReason, sr.ErrorMessage
	}
	return o, nil
}

// acceptsJob checks that transaction hash calls the escrow's acceptJob for job id.
func (p *Paywall) acceptsJob(ctx context.Context, hash string, id uint64) error {
	tx, _, err := p.deps.Client.TransactionByHash(ctx, common.HexToHash(hash))
	if err != nil {
		return fmt.Errorf("read settlement transaction %s: %w", hash, err)
	}
	m := escrowABI.Methods["acceptJob"]
	data := tx.Data()
	if tx.To() == nil || *tx.To() != p.deps.Escrow || len(data) < 4 || string(data[:4]) != string(m.ID) {
		return errOtherJob{hash}
	}
	args, err := m.Inputs.Unpack(data[4:])
	if err != nil || len(args) == 0 {
		return errOtherJob{hash}
	}
	if jobID, _ := args[0].(*big.Int); jobID == nil || !jobID.IsUint64() || jobID.Uint64() != id {
		return errOtherJob{hash}
	}
	return nil
}

// collateralRoute is the facilitator's route for requirements carrying a signed acceptance: the payment must
// be the provider's authorization of exactly the job's collateral to its collateral deposit, and the
// acceptance must pass the daemon's checks; the settlement is then acceptJob with it.
func (p *Paywall) collateralRoute(ctx context.Context, s facilitator.Settlement, raw string) (facilitator.Settler, error) {
	refuse := func(format string, a ...any) (facilitator.Settler, error) {
		return nil, &facilitator.RouteError{Reason: x402.ReasonInvalidPaymentRequirements, Message: fmt.Sprintf(format, a...)}
	}
	if p.deps.Acceptances == nil {
		return refuse("this daemon does not sell collateral")
	}
	signed, err := acceptance.Parse([]byte(raw))
	if err != nil {
		return refuse("extra.%s: %v", ExtraAcceptance, err)
	}
	if signed.JobID == nil || !signed.JobID.IsUint64() || signed.JobID.Uint64() > math.MaxInt64 {
		return refuse("extra.%s names no job", ExtraAcceptance)
	}
	id := signed.JobID.Uint64()
	if s.Payment.Transfer.From != signed.Provider {
		return nil, &facilitator.RouteError{Reason: ReasonPayerNotProvider, Message: fmt.Sprintf("the authorization is from %s, not the provider %s", s.Payment.Transfer.From.Hex(), signed.Provider.Hex())}
	}
	if deposit := escrow.CollateralAddress(p.deps.Escrow, signed.JobID); s.Payment.Transfer.To != deposit {
		return refuse("the authorization pays %s, not job %d's collateral deposit %s", s.Payment.Transfer.To.Hex(), id, deposit.Hex())
	}
	c, err := p.deps.Acceptances.Check(ctx, signed, id, acceptance.FromPayment)
	if err != nil {
		var rf *acceptance.Refusal
		if errors.As(err, &rf) {
			return refuse("%s", rf.Message)
		}
		return nil, err
	}
	if s.Payment.Transfer.Value.Cmp(c.Collateral) != 0 {
		return refuse("the authorization pays %s; job %d's collateral is %s", s.Payment.Transfer.Value, id, c.Collateral)
	}
	return collateralSettler{p: p, checked: c}, nil
}

// collateralSettler settles a collateral payment through the escrow: acceptJob with the provider's signed
// acceptance and its authorization.
type collateralSettler struct {
	p       *Paywall
	checked *acceptance.Checked
}

var _ facilitator.Settler = collateralSettler{}

// escrowEvents unpacks the escrow's events.
var escrowEvents = bindings.NewAsaEscrow()

func (c collateralSettler) intent(s facilitator.Settlement) txmgr.Intent {
	a := s.Payment.Transfer
	return c.p.deps.Intents.AcceptJob(s.Key(), c.checked.JobID, c.checked.Signed.Acceptance, c.checked.Signed.Signature,
		&intents.Authorization{From: a.From, ValidAfter: a.ValidAfter, ValidBefore: a.ValidBefore, Nonce: a.Nonce, Signature: s.Payment.Signature})
}

// Simulate implements facilitator.Settler: an eth_call of acceptJob from the settlement key.
func (c collateralSettler) Simulate(ctx context.Context, s facilitator.Settlement) error {
	in := c.intent(s)
	if _, err := c.p.deps.Client.CallContract(ctx, ethereum.CallMsg{From: c.p.deps.Sender.From(), To: &in.To, Data: in.Data}, nil); err != nil {
		if txmgr.Classify(err) == txmgr.ClassReverted {
			return errors.New(intents.RevertReason(err))
		}
		return err
	}
	return nil
}

// Intent implements facilitator.Settler.
func (c collateralSettler) Intent(s facilitator.Settlement) (txmgr.Intent, error) {
	return c.intent(s), nil
}

// Confirm implements facilitator.Settler: the receipt must log JobAccepted for the job.
func (c collateralSettler) Confirm(r *types.Receipt, _ facilitator.Settlement) error {
	for _, l := range r.Logs {
		if l.Address != c.p.deps.Escrow {
			continue
		}
		if ev, err := escrowEvents.UnpackJobAcceptedEvent(l); err == nil && ev.JobId.IsUint64() && ev.JobId.Uint64() == c.checked.JobID {
			return nil
		}
	}
	return fmt.Errorf("the settlement logged no JobAccepted for job %d", c.checked.JobID)
}
