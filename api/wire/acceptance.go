package wire

import "github.com/ethereum/go-ethereum/common"

// SignedAcceptance is a provider's EIP-712 signed acceptance of one agreement, in the escrow's domain (chain
// and escrow), as `asa job accept --sign` writes it. The client relays it when it creates and funds the job
// (createAndFundAsaJob: the job starts Funded in one transaction), or anyone relays it for a job that exists
// (acceptJob). It is also the request body of the daemon's x402 collateral endpoint
// (POST /v1/jobs/{id}/collateral), whose PAYMENT-SIGNATURE carries the collateral.
type SignedAcceptance struct {
	ChainID    string         `json:"chainId"`         // decimal chain id of the escrow's domain
	Escrow     common.Address `json:"escrow"`          // the escrow of the domain
	JobID      string         `json:"jobId,omitempty"` // decimal; absent for a job the client has not created yet
	Provider   common.Address `json:"provider"`        // the signer: the provider's EOA or its ERC-1271 contract
	Acceptance Acceptance     `json:"acceptance"`
	Digest     string         `json:"digest"`     // the EIP-712 digest signed, 0x hex
	Signature  string         `json:"signature"`  // 0x hex: a 65-byte ECDSA signature, or what the provider contract accepts
	Collateral string         `json:"collateral"` // base units the provider posts with its acceptance (0: none)
	// CollateralAuthorization, when present, is the provider's EIP-3009 TransferWithAuthorization of the
	// collateral to the job's collateral deposit (jobs that exist only): whoever relays the acceptance
	// moves the collateral with it, and the provider needs no approve transaction.
	CollateralAuthorization *Authorization `json:"collateralAuthorization,omitempty"`
}

// Acceptance mirrors IAsaEscrowTypes.Acceptance; numbers are decimal strings.
type Acceptance struct {
	Client        common.Address `json:"client"`
	Nonce         string         `json:"nonce"` // the client's acceptance nonce the job takes
	TermsHash     string         `json:"termsHash"`
	AgreementHash string         `json:"agreementHash"` // keccak256 of the canonical agreement document without its signatures
	Budget        string         `json:"budget"`        // base units
	ExpiredAt     string         `json:"expiredAt"`     // the job's delivery deadline, unix seconds
	Deadline      string         `json:"deadline"`      // the escrow refuses the signature after this time, unix seconds
	// Evaluators and Quorum are the job's judges; with the client, the provider (SignedAcceptance.provider),
	// the terms hash, the agreement hash, the budget and expiredAt they make the job commitment.
	Evaluators []common.Address `json:"evaluators"`
	Quorum     uint8            `json:"quorum"`
	// Commitment is the job commitment the provider signs (keccak256, 0x hex); it must match the fields.
	Commitment string `json:"commitment"`
}

// Authorization is a signed EIP-3009 TransferWithAuthorization in the x402 "exact" payload's form: addresses
// 0x hex, numbers decimal strings, nonce and signature 0x hex.
type Authorization struct {
	Signature     string                `json:"signature"`
	Authorization AuthorizationTransfer `json:"authorization"`
}

// AuthorizationTransfer is what an EIP-3009 authorization moves.
type AuthorizationTransfer struct {
	From        common.Address `json:"from"`
	To          common.Address `json:"to"`
	Value       string         `json:"value"`
	ValidAfter  string         `json:"validAfter"`
	ValidBefore string         `json:"validBefore"`
	Nonce       string         `json:"nonce"`
}
