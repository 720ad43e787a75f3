package asaclient

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"net/url"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/reputation"
	"github.com/asa-escrow/asa/signer"
	"github.com/asa-escrow/asa/x402/extensions/siwx"
)

// SignInMessage asks the daemon for a nonce (GET /v1/signin/nonce) and returns the EIP-4361 message for
// addr that the daemon will accept, unsigned.
func (d *Daemon) SignInMessage(ctx context.Context, addr common.Address) (siwx.Message, error) {
	var n wire.NonceResponse
	if err := d.do(ctx, http.MethodGet, "/v1/signin/nonce", nil, &n); err != nil {
		return siwx.Message{}, fmt.Errorf("sign-in nonce: %w", err)
	}
	return siwx.Message{Domain: n.Domain, Address: addr.Hex(), URI: n.URI, Version: "1", ChainID: n.ChainID, Nonce: n.Nonce,
		IssuedAt: time.Now().UTC().Format(time.RFC3339)}, nil
}

// SignMessage signs an EIP-4361 message with key (EIP-191 personal_sign), as a wallet does.
func SignMessage(ctx context.Context, key signer.Signer, m siwx.Message) (string, error) {
	sig, err := signer.SignTextFor(ctx, key, []byte(m.String()))
	if err != nil {
		return "", fmt.Errorf("sign in: %w", err)
	}
	return hexutil.Encode(sig), nil
}

// PostSignIn sends a signed EIP-4361 message to POST /v1/signin and returns the session.
func (d *Daemon) PostSignIn(ctx context.Context, message, signature string) (*wire.SessionResponse, error) {
	body, err := json.Marshal(wire.SignInRequest{Message: message, Signature: signature})
	if err != nil {
		return nil, err
	}
	var out wire.SessionResponse
	if err := d.do(ctx, http.MethodPost, "/v1/signin", body, &out); err != nil {
		return nil, fmt.Errorf("sign in: %w", err)
	}
	return &out, nil
}

// SignIn signs in to the daemon with key's address (Sign-In with Ethereum) and keeps the session: later
// requests of d carry it.
func (d *Daemon) SignIn(ctx context.Context, key signer.Signer) error {
	m, err := d.SignInMessage(ctx, key.Address())
	if err != nil {
		return err
	}
	sig, err := SignMessage(ctx, key, m)
	if err != nil {
		return err
	}
	s, err := d.PostSignIn(ctx, m.String(), sig)
	if err != nil {
		return err
	}
	d.Session = s.Token
	return nil
}

// RegisterAgreement gives the daemon job id's agreement document (POST /v1/jobs/{id}/agreement): the
// daemon checks it against the hash the job recorded on chain, then knows the job's service type (its
// market price check) and result visibility. It may run right after the job's creation, before the daemon
// has seen the job: a retryable refusal (404 unknown_job while the daemon catches up, 503, 429) is re-sent
// with backoff for up to RetryFor or the context's deadline, whichever comes first. Registering the same
// document again is not an error (the answer says it was already registered).
func (d *Daemon) RegisterAgreement(ctx context.Context, id *big.Int, doc []byte) (*wire.AgreementRegistered, error) {
	var out wire.AgreementRegistered
	if _, err := d.retrying(ctx, func() error {
		return d.do(ctx, http.MethodPost, "/v1/jobs/"+id.String()+"/agreement", doc, &out)
	}, nil); err != nil {
		return nil, err
	}
	return &out, nil
}

// ReputationAnswer is the daemon's whole answer about an address: the signed figures (check them with
// reputation.Verify) and, beside them, unsigned, the address's evaluator pool entries as the pool itself
// reports them at the answer's block (nil when the deployment has no pool; Pool.Error says why figures are
// missing).
type ReputationAnswer struct {
	*reputation.Answer
	Pool *wire.PoolReputation `json:"pool,omitempty"`
}

// Reputation is the daemon's reputation answer about addr (GET /v1/reputation/{address}). serviceTypes
// (agreements' service.type, at most 16) name the pool entries wanted; none: those addr registered for.
func (d *Daemon) Reputation(ctx context.Context, addr common.Address, serviceTypes ...string) (*ReputationAnswer, error) {
	path := "/v1/reputation/" + addr.Hex()
	if len(serviceTypes) > 0 {
		q := url.Values{"service_type": serviceTypes}
		path += "?" + q.Encode()
	}
	out := ReputationAnswer{Answer: new(reputation.Answer)}
	if err := d.do(ctx, http.MethodGet, path, nil, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// Subscribe creates a webhook subscription for the signed-in address (POST /v1/webhooks; SignIn first).
// The answer carries the signing secret, shown this once.
func (d *Daemon) Subscribe(ctx context.Context, url string) (*wire.WebhookSubscription, error) {
	body, err := json.Marshal(wire.WebhookRequest{URL: url})
	if err != nil {
		return nil, err
	}
	var out wire.WebhookSubscription
	if err := d.do(ctx, http.MethodPost, "/v1/webhooks", body, &out); err != nil {
		return nil, err
	}
	return &out, nil
}
