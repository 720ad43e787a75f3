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
	"net/url"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/api/wire"
)

// DefaultHTTPTimeout bounds one daemon request.
const DefaultHTTPTimeout = 30 * time.Second

// DefaultRetryFor is how long the calls that may run before the daemon has seen the chain (PostResult,
// RegisterAgreement) keep re-sending a request the daemon answered with a retryable refusal: the daemon
// trails the chain by a poll interval or two, so it may not know a fresh job or submission yet.
const DefaultRetryFor = 30 * time.Second

// Daemon is an HTTP client of the settlement daemon's API (package api/wire has its bodies).
type Daemon struct {
	BaseURL string       // e.g. http://127.0.0.1:8080
	HTTP    *http.Client // nil: a client with DefaultHTTPTimeout
	// RetryFor bounds how long PostResult and RegisterAgreement re-send retryable refusals (wire.Retryable:
	// a job or submission the daemon has not indexed yet, an overloaded daemon), with exponential backoff
	// from 250 ms to 4 s. 0 means DefaultRetryFor; negative means no retry. The context's deadline, when
	// earlier, bounds the retries too.
	RetryFor time.Duration
	// OnRetry, when set, is told about each retry before its wait (for progress output).
	OnRetry func(attempt int, wait time.Duration, err error)
	// OfferSigner, when set, is the daemon's offer signer (published at /.well-known/asa-escrow.json):
	// FundX402 pays only offers, and accepts only receipts, signed by it. Zero accepts any signer but
	// still requires the offer and the receipt to be signed by one key.
	OfferSigner common.Address
	// Session, when set, is a sign-in session token (SignIn sets it): every request carries it, so the
	// daemon serves what the signed-in address may see.
	Session string
}

func (d *Daemon) client() *http.Client {
	if d.HTTP != nil {
		return d.HTTP
	}
	return &http.Client{Timeout: DefaultHTTPTimeout}
}

// APIError is a refusal from the daemon, or an answer that did not come from a daemon at all.
type APIError struct {
	Status  int
	Code    string // the daemon's error code (wire.Code...); empty when the body was not the daemon's
	Message string
	URL     string
}

func (e *APIError) Error() string {
	if e.Code == "" {
		return fmt.Sprintf("%s answered %d %s without the daemon's JSON error body (%s): is this the settlement daemon's base URL? "+
			"Its GET /healthz answers {\"status\":\"ok\"}", e.URL, e.Status, http.StatusText(e.Status), e.Message)
	}
	return fmt.Sprintf("daemon answered %d %s: %s", e.Status, e.Code, e.Message)
}

// Retryable reports whether sending the same request again later may succeed (see wire.Retryable).
func (e *APIError) Retryable() bool { return e.Code != "" && wire.Retryable(e.Status, e.Code) }

// IsCode reports whether err is a daemon refusal with this code.
func IsCode(err error, code string) bool {
	var ae *APIError
	return errors.As(err, &ae) && ae.Code == code
}

// Posted is the daemon's answer to a posted result.
type Posted struct {
	wire.ResultAccepted
	// AlreadyAccepted is set when the daemon had accepted this very signed result before (a re-post):
	// it is stored and will be relayed; Message says under which id.
	AlreadyAccepted bool
	Message         string
	Attempts        int // requests sent, retries included
}

// PostResult sends a signed result (the JSON of a wire.ResultSubmission, as `asa result sign` writes it)
// to POST /v1/results. It may run before the daemon has seen the submission on chain: retryable refusals
// (wire.Retryable) are re-sent with backoff for up to RetryFor or the context's deadline; a result the
// daemon already holds counts as success (Posted.AlreadyAccepted).
func (d *Daemon) PostResult(ctx context.Context, body []byte) (*Posted, error) {
	if err := checkSubmission(body); err != nil {
		return nil, err
	}
	var out Posted
	attempts, err := d.retrying(ctx, func() error { return d.do(ctx, http.MethodPost, "/v1/results", body, &out.ResultAccepted) },
		func(err error) bool {
			var ae *APIError
			if errors.As(err, &ae) && ae.Code == wire.CodeDuplicate {
				out.AlreadyAccepted, out.Message = true, ae.Message
				return true
			}
			return false
		})
	out.Attempts = attempts
	if err != nil {
		return nil, err
	}
	return &out, nil
}

// retrying runs call until it succeeds, done(err) says an error counts as success, the error is not
// retryable, or RetryFor (or ctx) runs out; it returns the attempts made.
func (d *Daemon) retrying(ctx context.Context, call func() error, done func(error) bool) (int, error) {
	retryFor := d.RetryFor
	if retryFor == 0 {
		retryFor = DefaultRetryFor
	}
	giveUp := time.Now().Add(retryFor)
	if dl, ok := ctx.Deadline(); ok && dl.Before(giveUp) {
		giveUp = dl
	}
	wait := 250 * time.Millisecond
	for attempt := 1; ; attempt++ {
		err := call()
		if err == nil || (done != nil && done(err)) {
			return attempt, nil
		}
		var ae *APIError
		if !errors.As(err, &ae) || !ae.Retryable() || retryFor < 0 || time.Now().Add(wait).After(giveUp) {
			if attempt > 1 {
				return attempt, fmt.Errorf("%w (gave up after %d attempts)", err, attempt)
			}
			return attempt, err
		}
		if d.OnRetry != nil {
			d.OnRetry(attempt, wait, err)
		}
		select {
		case <-ctx.Done():
			return attempt, fmt.Errorf("%w (while waiting to retry: %w)", err, ctx.Err())
		case <-time.After(wait):
		}
		wait = min(2*wait, 4*time.Second)
	}
}

// checkSubmission refuses, before anything is sent, a body that is not a signed result: most often the
// unsigned Verification Result document itself.
func checkSubmission(body []byte) error {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(body, &top); err != nil {
		return fmt.Errorf("the result body is not a JSON object (%v); produce it with 'asa result sign'", err)
	}
	if _, ok := top["signature"]; !ok {
		if _, isDoc := top["verification_id"]; isDoc {
			return errors.New("this is an unsigned Verification Result document, not a signed result: sign it for the job first " +
				"('asa result sign --job ID --result FILE --out body.json') and post that body")
		}
		return errors.New("the result body has no signature: produce it with 'asa result sign'")
	}
	return nil
}

// Job reads GET /v1/jobs/{id}: the daemon's view of the job with its results, payouts and timeline.
func (d *Daemon) Job(ctx context.Context, id *big.Int) (*wire.JobResponse, error) {
	var out wire.JobResponse
	if err := d.do(ctx, http.MethodGet, "/v1/jobs/"+id.String(), nil, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// Jobs reads GET /v1/jobs?party=ADDR: the jobs in which party is client, provider or evaluator, newest first.
func (d *Daemon) Jobs(ctx context.Context, party common.Address, limit int) ([]wire.JobResponse, error) {
	var out wire.JobList
	q := url.Values{"party": {party.Hex()}}
	if limit > 0 {
		q.Set("limit", fmt.Sprint(limit))
	}
	if err := d.do(ctx, http.MethodGet, "/v1/jobs?"+q.Encode(), nil, &out); err != nil {
		return nil, err
	}
	return out.Jobs, nil
}

func (d *Daemon) do(ctx context.Context, method, path string, body []byte, out any) error {
	u := strings.TrimRight(d.BaseURL, "/") + path
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, u, rd)
	if err != nil {
		return fmt.Errorf("daemon request %s %s: %w (the daemon URL looks like http://127.0.0.1:8080)", method, u, err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if d.Session != "" {
		req.Header.Set("Authorization", "Bearer "+d.Session)
	}
	resp, err := d.client().Do(req)
	if err != nil {
		return fmt.Errorf("daemon %s %s: %w (is 'asa daemon' running there? check --daemon)", method, u, err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 4<<20))
	if err != nil {
		return fmt.Errorf("daemon %s %s: read answer: %w", method, u, err)
	}
	if resp.StatusCode >= 300 {
		return decodeAPIError(resp.StatusCode, resp.Header.Get("Content-Type"), strings.TrimRight(d.BaseURL, "/"), data)
	}
	if err := json.Unmarshal(data, out); err != nil {
		return fmt.Errorf("daemon %s %s: the answer is not the daemon's JSON (%v); is this the settlement daemon's URL?", method, u, err)
	}
	return nil
}

func decodeAPIError(status int, contentType, base string, data []byte) error {
	var e wire.ErrorBody
	if json.Unmarshal(data, &e) == nil && e.Error.Code != "" {
		return &APIError{Status: status, Code: e.Error.Code, Message: e.Error.Message, URL: base}
	}
	msg := strings.Join(strings.Fields(string(data)), " ")
	if len(msg) > 120 {
		msg = msg[:120] + "..."
	}
	if contentType == "" {
		contentType = "no content type"
	}
	if msg == "" {
		msg = "empty body"
	}
	return &APIError{Status: status, Message: fmt.Sprintf("%s: %q", contentType, msg), URL: base}
}
