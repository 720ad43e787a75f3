package paywall

import (
	"errors"
	"fmt"
	"net/http"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/daemon/signin"
)

// Authenticator identifies who calls the A2A agent: the wallet address signed in with the daemon's one
// sign-in (x402 sign-in-with-x, EIP-4361), whose session credential the request carries. The agent
// declares it in its card as the security scheme of the funding skill, refuses every task call without
// it, and shows a task only to the address that created it.
type Authenticator interface {
	// Caller returns the signed-in address of r's credential. It fails with ErrNoCredential when r
	// carries none, with a *CredentialError when the credential is not (or no longer) valid, and with
	// any other error when the sign-in's store cannot answer (the caller should retry).
	Caller(r *http.Request) (common.Address, error)
	// Describe says, for the card, what the credential is and how to obtain it.
	Describe() string
}

// ErrNoCredential means the request carries no sign-in credential.
var ErrNoCredential = errors.New("no sign-in credential: sign in with your wallet and send the session token as Authorization: Bearer <token>")

// CredentialError is a credential that is not valid: unknown, expired or malformed.
type CredentialError struct{ Reason string }

func (e *CredentialError) Error() string { return "sign-in credential refused: " + e.Reason }

// noSignIn is the authenticator of a daemon without a wallet sign-in: it refuses every caller, so that
// the action path is never open to unauthenticated callers.
type noSignIn struct{}

func (noSignIn) Caller(*http.Request) (common.Address, error) {
	return common.Address{}, &CredentialError{Reason: "this daemon has no wallet sign-in configured, so its A2A agent takes no calls"}
}

func (noSignIn) Describe() string {
	return "Bearer session token of the daemon's wallet sign-in (x402 sign-in-with-x, EIP-4361). This daemon has none configured: every call is refused."
}

// SignInAuthenticator identifies A2A callers by the daemon's wallet sign-in: a session's bearer token
// (POST /v1/signin), its cookie, or a SIGN-IN-WITH-X header (whose nonce the call spends).
func SignInAuthenticator(s *signin.Service) Authenticator { return signInAuth{s} }

type signInAuth struct{ s *signin.Service }

func (a signInAuth) Caller(r *http.Request) (common.Address, error) {
	id, err := a.s.Authenticate(r)
	var refusal *signin.Refusal
	switch {
	case err == nil:
		return id.Address, nil
	case errors.Is(err, signin.ErrNoCredentials):
		return common.Address{}, ErrNoCredential
	case errors.As(err, &refusal):
		return common.Address{}, &CredentialError{Reason: refusal.Message}
	default:
		return common.Address{}, fmt.Errorf("wallet sign-in: %w", err)
	}
}

func (signInAuth) Describe() string {
	return "Bearer session token of the daemon's wallet sign-in (Sign-In with Ethereum, EIP-4361; the x402 sign-in-with-x " +
		"extension): GET /v1/signin/nonce, sign the message, POST /v1/signin; send Authorization: Bearer <token>."
}
