package asaclient

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"strings"
	"sync"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/escrow"

	"github.com/asa-escrow/asa/x402"
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
}

// TokenDomain is the payment token's EIP-712 domain the client expects an x402 offer to name
// (extra.name / extra.version); empty fields are not checked.
type TokenDomain struct {
	Name    string
	Version string
}

// FundX402 funds job id through the daemon's x402 endpoint with what the client agreed to (see Fund): the
// first POST answers 402 with the requirements, the client's key signs an EIP-3009 authorization to the
// job's deposit address for exactly the agreed budget, and the retried POST answers with the settlement
// receipt carrying the transaction hash. The spending policy pays only the escrow's token, on this chain,
// to this job's deposit address, exactly the agreed budget, and only under the expected token domain (the
// network profile's USDC domain). A job whose on-chain budget or terms differ is refused before anything
// is signed (*RepricedError).
func (d *Daemon) FundX402(ctx context.Context, key *ecdsa.PrivateKey, e *Escrow, id *big.Int, agreed Agreed, from string, domain TokenDomain) (*X402Funding, error) {
	j, err := e.Job(ctx, id)
	if err != nil {
		return nil, err
	}
	if err := checkFundable(j, crypto.PubkeyToAddress(key.PublicKey)); err != nil {
		return nil, err
	}
	if err := checkAgreed(j, agreed, from); err != nil {
		return nil, err
	}
	budget := agreed.Budget
	rec := &recorder{base: http.DefaultTransport}
	tr := &httpx.Transport{Base: rec, Key: key, Allow: func(r x402.PaymentRequirements) bool {
		amount, err := x402.ParseAmount(r.Amount)
		return err == nil && amount.Cmp(budget) == 0 &&
			strings.EqualFold(r.Asset, e.token.Hex()) && strings.EqualFold(r.PayTo, escrow.DepositAddress(e.addr, id).Hex()) &&
			r.Network == x402.CAIP2(e.chainID) &&
			(domain.Name == "" || r.ExtraString("name") == domain.Name) &&
			(domain.Version == "" || r.ExtraString("version") == domain.Version)
	}}
	url := strings.TrimRight(d.BaseURL, "/") + "/v1/jobs/" + id.String() + "/fund"
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
	if err != nil {
		return nil, fmt.Errorf("x402 fund request: %w", err)
	}
	resp, err := (&http.Client{Transport: tr, Timeout: 2 * DefaultHTTPTimeout}).Do(req)
	if err != nil {
		if errors.Is(err, httpx.ErrNoPayableOption) {
			return nil, fmt.Errorf("x402 fund job %s: the daemon asked for a payment this client refuses (not %s of token %s (domain %q/%q) to escrow %s on %s): %w",
				id, budget, e.token, domain.Name, domain.Version, e.addr, x402.CAIP2(e.chainID), err)
		}
		return nil, fmt.Errorf("x402 fund job %s via %s: %w", id, url, err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	out := &X402Funding{Required: rec.required(), HTTPStatus: resp.StatusCode}
	if resp.StatusCode == http.StatusNotFound || resp.StatusCode == http.StatusMethodNotAllowed {
		if err := decodeAPIError(resp.StatusCode, resp.Header.Get("Content-Type"), d.BaseURL, data); IsCode(err, "not_found") || resp.StatusCode == http.StatusMethodNotAllowed {
			return nil, ErrX402Unavailable
		}
	}
	if h := resp.Header.Get(x402.HeaderPaymentResponse); h != "" {
		s, err := x402.DecodePaymentResponse(h)
		if err != nil {
			return nil, fmt.Errorf("x402 fund job %s: bad PAYMENT-RESPONSE: %w", id, err)
		}
		out.Settlement = s
		if strings.HasPrefix(s.Transaction, "0x") && len(s.Transaction) == 66 {
			out.Transaction = common.HexToHash(s.Transaction)
		}
	}
	if resp.StatusCode >= 300 {
		if resp.StatusCode == http.StatusPaymentRequired {
			return out, fmt.Errorf("x402 fund job %s: the daemon refused the signed payment (402 again): %s", id, strings.TrimSpace(string(data)))
		}
		return out, fmt.Errorf("x402 fund job %s: %w", id, decodeAPIError(resp.StatusCode, resp.Header.Get("Content-Type"), d.BaseURL, data))
	}
	if !out.Settlement.Success {
		if out.Settlement.Pending() {
			return out, fmt.Errorf("x402 fund job %s: settlement pending in %s; do not pay again, check 'asa job status'", id, out.Settlement.Transaction)
		}
		return out, fmt.Errorf("x402 fund job %s: settlement failed: %s %s", id, out.Settlement.ErrorReason, out.Settlement.ErrorMessage)
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
