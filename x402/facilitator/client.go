package facilitator

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/asa-escrow/asa/x402"
)

// Client calls a remote facilitator over the HTTP API, exactly as the TypeScript
// HTTPFacilitatorClient does: POST {url}/verify and {url}/settle with {x402Version,
// paymentPayload, paymentRequirements}, GET {url}/supported.
type Client struct {
	// URL is the facilitator base URL, for example "https://x402.org/facilitator".
	URL string
	// HTTP is the client used (default http.DefaultClient).
	HTTP *http.Client
	// Header, if set, adds headers (for example authorization) to every request.
	Header http.Header
}

func (c *Client) httpClient() *http.Client {
	if c.HTTP != nil {
		return c.HTTP
	}
	return http.DefaultClient
}

func (c *Client) do(ctx context.Context, method, path string, body any, out any) error {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return fmt.Errorf("encode facilitator %s request: %w", path, err)
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, strings.TrimRight(c.URL, "/")+"/"+path, rd)
	if err != nil {
		return fmt.Errorf("facilitator %s request: %w", path, err)
	}
	req.Header.Set("Content-Type", "application/json")
	for k, v := range c.Header {
		req.Header[k] = v
	}
	resp, err := c.httpClient().Do(req)
	if err != nil {
		return fmt.Errorf("facilitator %s: %w", path, err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		return fmt.Errorf("read facilitator %s answer: %w", path, err)
	}
	if resp.StatusCode/100 != 2 {
		return fmt.Errorf("facilitator %s failed (%d): %s", path, resp.StatusCode, excerpt(raw))
	}
	if err := json.Unmarshal(raw, out); err != nil {
		return fmt.Errorf("facilitator %s returned invalid JSON: %s", path, excerpt(raw))
	}
	return nil
}

func excerpt(b []byte) string {
	s := strings.Join(strings.Fields(string(b)), " ")
	if len(s) > 200 {
		s = s[:197] + "..."
	}
	if s == "" {
		return "<empty response>"
	}
	return s
}

// Verify calls POST {url}/verify.
func (c *Client) Verify(ctx context.Context, r x402.FacilitatorRequest) (x402.VerifyResponse, error) {
	var out x402.VerifyResponse
	err := c.do(ctx, http.MethodPost, "verify", r, &out)
	return out, err
}

// Settle calls POST {url}/settle.
func (c *Client) Settle(ctx context.Context, r x402.FacilitatorRequest) (x402.SettleResponse, error) {
	var out x402.SettleResponse
	err := c.do(ctx, http.MethodPost, "settle", r, &out)
	return out, err
}

// Supported calls GET {url}/supported.
func (c *Client) Supported(ctx context.Context) (x402.SupportedResponse, error) {
	var out x402.SupportedResponse
	err := c.do(ctx, http.MethodGet, "supported", nil, &out)
	return out, err
}
