package asaclient

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/signer"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/extensions/offerreceipt"
	"github.com/asa-escrow/asa/x402/extensions/paymentid"
	"github.com/asa-escrow/asa/x402/httpx"
)

// ErrX402Unavailable means the daemon serves no fund-by-402 endpoint (started without --x402, or a
// version that has none).
var ErrX402Unavailable = errors.New("the daemon has no x402 funding endpoint (POST /v1/jobs/{id}/fund): start it with --x402, or fund with 'asa job fund' without --x402")

// X402Funding is what an x402 funding round trip showed.
type X402Funding struct {
	Required    *x402.PaymentRequired // the 402 answer's requirements (payment-required)
	Settlement  x402.SettleResponse   // the PAYMENT-RESPONSE receipt (payment-completed)
	HTTPStatus  int
	Transaction common.Hash
	// PaymentID is the payment-identifier the payment carried (re-sending the same payment with it is
	// answered from the daemon's records, never paid twice).
	PaymentID string
	// Offer is the daemon's signed escrow offer the payment accepted (checked before signing), and
	// OfferSigner the key that signed it.
	Offer       *offerreceipt.SignedEscrowOffer
	OfferSigner common.Address
	// Receipt is the daemon's signed funding receipt (nil while pending); it is signed by OfferSigner
	// and names the job. VerifyFundingReceipt checks it against the chain.
	Receipt *offerreceipt.FundingReceipt
}

// ErrSettlementPending means the daemon sent the payment's settlement and it is not mined yet: the money may
// already be on its way, so the payment must not be made again (the same payment, sent again, is answered
// with its outcome).
var ErrSettlementPending = errors.New("settlement pending")

// OfferError means the daemon's signed escrow offer did not commit to what the client agreed (or was
// not signed by the expected key): nothing was signed or paid.
type OfferError struct {
	JobID  *big.Int
	Reason string
}

func (e *OfferError) Error() string {
	return fmt.Sprintf("x402 fund job %s: the daemon's signed offer is refused, nothing was paid: %s", e.JobID, e.Reason)
}

// checkEscrowOffer checks the daemon's signed escrow offer in a 402 against what this client pays:
// signed (by pin, when set), for this escrow, job and terms hash, stating exactly the option about to be
// paid, and not expired.
func checkEscrowOffer(pr x402.PaymentRequired, option x402.PaymentRequirements, escrowAddr common.Address, id *big.Int, agreed Agreed, pin common.Address, now time.Time) (*offerreceipt.SignedEscrowOffer, common.Address, error) {
	fail := func(format string, a ...any) (*offerreceipt.SignedEscrowOffer, common.Address, error) {
		return nil, common.Address{}, &OfferError{JobID: id, Reason: fmt.Sprintf(format, a...)}
	}
	eo, err := offerreceipt.EscrowOfferOf(pr.Extensions)
	if err != nil {
		return fail("the escrow offer is malformed: %v", err)
	}
	if eo == nil {
		if pin != (common.Address{}) {
			return fail("the 402 carries no signed escrow offer, and offers by %s are required", pin.Hex())
		}
		return nil, common.Address{}, nil // a daemon that signs no offers (an older version)
	}
	signer, err := offerreceipt.VerifyEscrowOffer(*eo)
	if err != nil {
		return fail("%v", err)
	}
	o := eo.Payload
	switch {
	case pin != (common.Address{}) && signer != pin:
		return fail("it is signed by %s, not by the daemon's offer signer %s", signer.Hex(), pin.Hex())
	case !strings.EqualFold(o.Escrow, escrowAddr.Hex()):
		return fail("it is for escrow %s, not %s", o.Escrow, escrowAddr.Hex())
	case o.JobID != id.String():
		return fail("it is for job %s, not job %s", o.JobID, id)
	case common.HexToHash(o.TermsHash) != agreed.TermsHash:
		return fail("it commits to terms hash %s, the client agreed to %s", o.TermsHash, agreed.TermsHash.Hex())
	case o.Expired(now):
		return fail("it expired at %s", time.Unix(o.ValidUntil, 0).UTC().Format(time.RFC3339))
	}
	if err := o.MatchesRequirements(option); err != nil {
		return fail("it does not state the payment asked for: %v", err)
	}
	return eo, signer, nil
}

// TokenDomain is the payment token's EIP-712 domain the client expects an x402 offer to name
// (extra.name / extra.version); empty fields are not checked.
type TokenDomain struct {
	Name    string
	Version string
}

// X402Options are the optional parts of FundX402 and PostCollateralX402.
type X402Options struct {
	// AgreedFrom says where the agreed terms came from, for a refusal (FundX402; see FundOptions).
	AgreedFrom string
	// FromBlock is where the job's creation events are searched from (PostCollateralX402: the escrow's
	// deployment block, or any block before the job's creation).
	FromBlock uint64
	// TokenDomain is the token's EIP-712 domain the client expects the offer to name (the network
	// profile's USDC domain); empty fields are not checked.
	TokenDomain TokenDomain
}

// FundX402 funds job id through the daemon's x402 endpoint with what the client agreed to (see Fund): the
// first POST answers 402 with the requirements, the client's key signs an EIP-3009 authorization to the
// job's deposit address for exactly the agreed budget, and the retried POST answers with the settlement
// receipt carrying the transaction hash. The spending policy pays only the escrow's token, on this chain,
// to this job's deposit address, exactly the agreed budget, and only under the expected token domain (the
// network profile's USDC domain, opts.TokenDomain). A job whose on-chain budget or terms differ is refused
// before anything is signed (*RepricedError).
func (d *Daemon) FundX402(ctx context.Context, key signer.Signer, e *Escrow, id *big.Int, agreed Agreed, opts X402Options) (*X402Funding, error) {
	from, domain := opts.AgreedFrom, opts.TokenDomain
	if from == "" {
		from = "what the client agreed to"
	}
	j, err := e.Job(ctx, id)
	if err != nil {
		return nil, err
	}
	if err := checkFundable(j, key.Address()); err != nil {
		return nil, err
	}
	if err := checkAgreed(j, agreed, from); err != nil {
		return nil, err
	}
	budget := agreed.Budget
	deposit := escrow.DepositAddress(e.addr, id)
	allow := func(r x402.PaymentRequirements) bool {
		amount, err := x402.ParseAmount(r.Amount)
		return err == nil && amount.Cmp(budget) == 0 &&
			strings.EqualFold(r.Asset, e.token.Hex()) && strings.EqualFold(r.PayTo, deposit.Hex()) &&
			r.Network == x402.CAIP2(e.chainID) &&
			(domain.Name == "" || r.ExtraString("name") == domain.Name) &&
			(domain.Version == "" || r.ExtraString("version") == domain.Version)
	}
	var offer *offerreceipt.SignedEscrowOffer
	var signer common.Address
	inspect := func(pr x402.PaymentRequired, option x402.PaymentRequirements) error {
		var err error
		offer, signer, err = checkEscrowOffer(pr, option, e.addr, id, agreed, d.OfferSigner, time.Now())
		return err
	}
	out, err := d.payX402(ctx, key, "/v1/jobs/"+id.String()+"/fund", nil, allow, inspect, ErrX402Unavailable)
	if out != nil {
		out.Offer, out.OfferSigner = offer, signer
	}
	if err == nil {
		err = out.takeReceipt(id, e.addr)
	}
	if err != nil {
		if errors.Is(err, httpx.ErrNoPayableOption) {
			return out, fmt.Errorf("x402 fund job %s: the daemon asked for a payment this client refuses (not %s of token %s (domain %q/%q) to deposit %s on %s): %w",
				id, budget, e.token, domain.Name, domain.Version, deposit, x402.CAIP2(e.chainID), err)
		}
		if errors.Is(err, ErrX402Unavailable) {
			return nil, err
		}
		if errors.Is(err, ErrSettlementPending) {
			return out, fmt.Errorf("x402 fund job %s: %w; 'asa job status --job %s' shows it funded once mined", id, err, id)
		}
		return out, fmt.Errorf("x402 fund job %s: %w", id, err)
	}
	return out, nil
}

// takeReceipt reads the funding receipt of a successful funding's PAYMENT-RESPONSE and checks it is
// signed by the offer's signer (when an offer was checked) and names job id of escrow escrowAddr.
func (f *X402Funding) takeReceipt(id *big.Int, escrowAddr common.Address) error {
	fr, ok, err := offerreceipt.FundingReceiptOf(f.Settlement.Extensions)
	if err != nil {
		return fmt.Errorf("the funding receipt is malformed: %w", err)
	}
	if !ok {
		if f.Offer != nil {
			return errors.New("the daemon signed an offer but returned no funding receipt")
		}
		return nil
	}
	signer, er, err := fr.Verify()
	switch {
	case err != nil:
		return fmt.Errorf("the funding receipt does not verify: %w", err)
	case f.Offer != nil && signer != f.OfferSigner:
		return fmt.Errorf("the funding receipt is signed by %s, the offer by %s", signer.Hex(), f.OfferSigner.Hex())
	case er.JobID != id.String() || !strings.EqualFold(er.Escrow, escrowAddr.Hex()):
		return fmt.Errorf("the funding receipt is for job %s of escrow %s, not job %s of %s", er.JobID, er.Escrow, id, escrowAddr.Hex())
	case !strings.EqualFold(er.Transaction, f.Settlement.Transaction):
		return fmt.Errorf("the funding receipt names transaction %s, the settlement %s", er.Transaction, f.Settlement.Transaction)
	}
	if f.OfferSigner == (common.Address{}) {
		f.OfferSigner = signer
	}
	f.Receipt = &fr
	return nil
}

// payX402 sends POST path (with body, which is replayed with the payment) through the paying transport:
// the 402 answer's requirements are paid when allow accepts them and inspect (when set) accepts the
// whole 402, with a fresh payment id (the paid request is re-sent with the same payment when it fails in
// transit: the daemon answers it from its records), and the answer's PAYMENT-RESPONSE is decoded. A
// route the daemon does not serve (404 not_found, 405) is `unavailable`.
func (d *Daemon) payX402(ctx context.Context, key signer.Signer, path string, body []byte, allow func(x402.PaymentRequirements) bool,
	inspect func(x402.PaymentRequired, x402.PaymentRequirements) error, unavailable error) (*X402Funding, error) {
	pid, err := paymentid.New()
	if err != nil {
		return nil, err
	}
	rec := &recorder{base: http.DefaultTransport}
	tr := &httpx.Transport{Base: rec, Signer: key, Allow: allow, Inspect: inspect, PaymentID: pid, RetryPaid: 3}
	url := strings.TrimRight(d.BaseURL, "/") + path
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, rd)
	if err != nil {
		return nil, fmt.Errorf("x402 request %s: %w", url, err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := (&http.Client{Transport: tr, Timeout: 2 * DefaultHTTPTimeout}).Do(req)
	if err != nil {
		var oe *OfferError
		if errors.Is(err, httpx.ErrNoPayableOption) || errors.As(err, &oe) {
			return &X402Funding{Required: rec.required()}, err
		}
		return nil, fmt.Errorf("POST %s: %w", url, err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	out := &X402Funding{Required: rec.required(), HTTPStatus: resp.StatusCode, PaymentID: pid}
	if resp.StatusCode == http.StatusNotFound || resp.StatusCode == http.StatusMethodNotAllowed {
		if err := decodeAPIError(resp.StatusCode, resp.Header.Get("Content-Type"), d.BaseURL, data); IsCode(err, wire.CodeNotFound) || resp.StatusCode == http.StatusMethodNotAllowed {
			return nil, unavailable
		}
	}
	if h := resp.Header.Get(x402.HeaderPaymentResponse); h != "" {
		s, err := x402.DecodePaymentResponse(h)
		if err != nil {
			return out, fmt.Errorf("bad PAYMENT-RESPONSE: %w", err)
		}
		out.Settlement = s
		if strings.HasPrefix(s.Transaction, "0x") && len(s.Transaction) == 66 {
			out.Transaction = common.HexToHash(s.Transaction)
		}
	}
	if resp.StatusCode >= 300 {
		if resp.StatusCode == http.StatusPaymentRequired {
			return out, fmt.Errorf("the daemon refused the signed payment (402 again): %s", strings.TrimSpace(string(data)))
		}
		return out, decodeAPIError(resp.StatusCode, resp.Header.Get("Content-Type"), d.BaseURL, data)
	}
	if !out.Settlement.Success {
		if out.Settlement.Pending() {
			return out, fmt.Errorf("%w in %s; do not pay again: send the same payment again for its outcome", ErrSettlementPending, out.Settlement.Transaction)
		}
		return out, fmt.Errorf("settlement failed: %s %s", out.Settlement.ErrorReason, out.Settlement.ErrorMessage)
	}
	return out, nil
}

// HasX402Funding reports whether the daemon serves POST /v1/jobs/{id}/fund: a route that does not
// exist answers 404 not_found (or 405), where a served route answers for the job.
func (d *Daemon) HasX402Funding(ctx context.Context) (bool, error) {
	url := strings.TrimRight(d.BaseURL, "/") + "/v1/jobs/0/fund"
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
	if err != nil {
		return false, fmt.Errorf("x402 probe: %w", err)
	}
	resp, err := d.client().Do(req)
	if err != nil {
		return false, fmt.Errorf("x402 probe %s: %w", url, err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<16))
	if resp.StatusCode == http.StatusMethodNotAllowed {
		return false, nil
	}
	if resp.StatusCode == http.StatusNotFound && IsCode(decodeAPIError(resp.StatusCode, resp.Header.Get("Content-Type"), d.BaseURL, data), "not_found") {
		return false, nil
	}
	return true, nil
}

// recorder remembers the first 402 answer's requirements so the caller can show them.
type recorder struct {
	base http.RoundTripper
	mu   sync.Mutex
	req  *x402.PaymentRequired
}

func (r *recorder) RoundTrip(req *http.Request) (*http.Response, error) {
	resp, err := r.base.RoundTrip(req)
	if err == nil && resp.StatusCode == http.StatusPaymentRequired {
		if h := resp.Header.Get(x402.HeaderPaymentRequired); h != "" {
			if pr, err := x402.DecodePaymentRequired(h); err == nil {
				r.mu.Lock()
				if r.req == nil {
					r.req = &pr
				}
				r.mu.Unlock()
			}
		}
	}
	return resp, err
}

func (r *recorder) required() *x402.PaymentRequired {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.req
}

// ErrX402CollateralUnavailable means the daemon serves no x402 collateral endpoint (POST
// /v1/jobs/{id}/collateral): a daemon started without --x402, or one that does not sell collateral yet.
var ErrX402CollateralUnavailable = errors.New("the daemon has no x402 collateral endpoint (POST /v1/jobs/{id}/collateral): " +
	"post the collateral by approve ('asa job accept --job ID') or by an EIP-3009 authorization ('--collateral authorization') instead")

// PostCollateralX402 accepts job id and posts the provider's collateral through the daemon's x402 collateral
// endpoint: POST /v1/jobs/{id}/collateral with the signed acceptance as its body answers 402 with the
// requirements (the job's collateral of the escrow's token, payTo the job's collateral deposit), the
// provider's key signs an EIP-3009 authorization for exactly that, and the retried POST has the daemon relay
// acceptJob with it, answering with the settlement receipt. The acceptance is checked against the job and
// its signature verified before anything is signed; the spending policy pays only the escrow's token, on this
// chain, to this job's collateral deposit, exactly its collateral, under the expected token domain. The
// provider must be the key's own address (an EIP-3009 payer signs for itself here). opts.FromBlock and
// opts.TokenDomain apply.
func (d *Daemon) PostCollateralX402(ctx context.Context, key signer.Signer, e *Escrow, id *big.Int, s *SignedAcceptance, opts X402Options) (*X402Funding, error) {
	from, domain := opts.FromBlock, opts.TokenDomain
	if s.JobID == nil {
		s = withJob(s, id)
	} else if s.JobID.Cmp(id) != 0 {
		return nil, fmt.Errorf("the acceptance was signed for job %s, not job %s", s.JobID, id)
	}
	if payer := key.Address(); payer != s.Provider {
		return nil, fmt.Errorf("x402 collateral is paid by the provider %s itself, but the key is %s", s.Provider, payer)
	}
	if err := e.checkSignedFor(ctx, s); err != nil {
		return nil, err
	}
	want, j, err := e.JobAcceptance(ctx, id, from, s.Acceptance.Deadline)
	if err != nil {
		return nil, err
	}
	if err := sameAcceptance(id, s.Acceptance, want); err != nil {
		return nil, err
	}
	if s.Provider != j.View.Provider {
		return nil, fmt.Errorf("the acceptance is signed by %s, but job %s's provider is %s", s.Provider, id, j.View.Provider)
	}
	if err := e.verifyProviderSignature(ctx, s); err != nil {
		return nil, err
	}
	collateral := j.View.Collateral
	if collateral.Sign() == 0 {
		return nil, fmt.Errorf("job %s takes no collateral: there is nothing to pay; accept it by call or relay", id)
	}
	deposit := escrow.CollateralAddress(e.addr, id)
	allow := func(r x402.PaymentRequirements) bool {
		amount, err := x402.ParseAmount(r.Amount)
		return err == nil && amount.Cmp(collateral) == 0 &&
			strings.EqualFold(r.Asset, e.token.Hex()) && strings.EqualFold(r.PayTo, deposit.Hex()) &&
			r.Network == x402.CAIP2(e.chainID) &&
			(domain.Name == "" || r.ExtraString("name") == domain.Name) &&
			(domain.Version == "" || r.ExtraString("version") == domain.Version)
	}
	w := s.Wire()
	w.CollateralAuthorization = nil // the payment header carries the collateral
	body, err := json.Marshal(w)
	if err != nil {
		return nil, fmt.Errorf("encode the signed acceptance: %w", err)
	}
	out, err := d.payX402(ctx, key, "/v1/jobs/"+id.String()+"/collateral", body, allow, nil, ErrX402CollateralUnavailable)
	if err != nil {
		if errors.Is(err, httpx.ErrNoPayableOption) {
			return out, fmt.Errorf("x402 collateral for job %s: the daemon asked for a payment this client refuses (not %s of token %s (domain %q/%q) to collateral deposit %s on %s): %w",
				id, collateral, e.token, domain.Name, domain.Version, deposit, x402.CAIP2(e.chainID), err)
		}
		if errors.Is(err, ErrX402CollateralUnavailable) {
			return nil, err
		}
		if errors.Is(err, ErrSettlementPending) {
			return out, fmt.Errorf("x402 collateral for job %s: %w; 'asa job status --job %s' shows it accepted once mined", id, err, id)
		}
		return out, fmt.Errorf("x402 collateral for job %s: %w", id, err)
	}
	return out, nil
}

// withJob is a copy of s bound to job id (an acceptance signed before the job existed fits the job that took
// its nonce).
func withJob(s *SignedAcceptance, id *big.Int) *SignedAcceptance {
	c := *s
	c.JobID = new(big.Int).Set(id)
	return &c
}
