package wire

import "github.com/ethereum/go-ethereum/common"

// NonceResponse is GET /v1/signin/nonce: a fresh single-use nonce and what a Sign-In with Ethereum
// (EIP-4361) message for this daemon must name: its domain, a URI on its origin and a chain it accepts.
type NonceResponse struct {
	Nonce     string `json:"nonce"`
	ExpiresAt string `json:"expiresAt"` // RFC 3339: sign in before this
	Domain    string `json:"domain"`
	URI       string `json:"uri"`
	ChainID   uint64 `json:"chainId"`
	// Message is, when the request named ?address=, the EIP-4361 message for that address with this nonce,
	// ready for the wallet to sign (personal_sign) and POST to /v1/signin as it is.
	Message string `json:"message,omitempty"`
}

// ChallengeRequest is the optional body of POST /v1/signin/challenge.
type ChallengeRequest struct {
	// Resource is the URL the sign-in is for (default: the daemon's origin); its path and query are
	// rebased on the daemon's origin.
	Resource string `json:"resource,omitempty"`
	// Statement is the human-readable line of the message (default: a sign-in to the daemon).
	Statement string `json:"statement,omitempty"`
}

// SignInRequest is the body of POST /v1/signin: an EIP-4361 message and its 0x hex signature (EIP-191
// by an EOA, or what an ERC-1271 or ERC-6492 wallet accepts). A client may instead send the x402
// SIGN-IN-WITH-X header with an empty body.
type SignInRequest struct {
	Message   string `json:"message"`
	Signature string `json:"signature"`
}

// SessionResponse is the answer to a successful sign-in (POST /v1/signin) and to GET /v1/signin: the
// bearer token to send as "Authorization: Bearer <token>" (only in the sign-in's answer; it is also
// set as the asa_session cookie), the signed-in address and when the session ends.
type SessionResponse struct {
	Token     string         `json:"token,omitempty"`
	Address   common.Address `json:"address"`
	ChainID   string         `json:"chainId"`   // CAIP-2 chain the address signed in on
	ExpiresAt string         `json:"expiresAt"` // RFC 3339
}
