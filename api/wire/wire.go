// Package wire holds the JSON bodies of the settlement daemon's HTTP API (POST /v1/results, GET /v1/jobs,
// GET /v1/jobs/{id}) and its error codes: the contract between the daemon (daemon/api serves them) and its
// clients (package asaclient sends and reads them). It is types and constants only, with no behaviour
// beyond saying which refusals are worth retrying, and imports nothing of the daemon, so a client can
// depend on it alone.
//
// Amounts are decimal strings of token base units (USDC: 6 decimals); addresses are checksummed 0x hex;
// times are unix seconds of the chain's blocks.
package wire

import (
	"encoding/json"
	"net/http"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/x402/extensions/offerreceipt"
)

// ResultSubmission is the body of POST /v1/results: an ASA Verification Result document and the
// evaluator's EIP-712 signature over the Result that document projects to for the job's current
// submission. `asa result sign` writes it.
type ResultSubmission struct {
	JobID     string          `json:"jobId"`     // decimal job id
	Evaluator string          `json:"evaluator"` // the signer's 0x address (an EOA, or an ERC-1271 evaluator contract)
	Nonce     string          `json:"nonce"`     // decimal uint256 the evaluator chose
	Deadline  uint64          `json:"deadline"`  // unix seconds; the escrow refuses the result after it
	Signature string          `json:"signature"` // 0x hex: a 65-byte ECDSA signature, or what the evaluator contract accepts
	Document  json.RawMessage `json:"document"`  // the Verification Result document, as signed
}

// ResultAccepted is the 202 answer to an accepted result: it is stored and will be relayed on chain.
type ResultAccepted struct {
	ID     string `json:"id"`
	JobID  string `json:"jobId"`
	Digest string `json:"digest"` // the EIP-712 digest the evaluator signed
	Status string `json:"status"` // pending, relayed, rejected, ...
}

// JobResponse is GET /v1/jobs/{id}, and one entry of GET /v1/jobs (where Results and Events are empty).
type JobResponse struct {
	ID           string           `json:"id"`
	Status       string           `json:"status"`   // on-chain state name: Open, Funded, Submitted, Verified, ...
	ASAState     string           `json:"asaState"` // the ASA agreement state the on-chain state maps to
	Client       common.Address   `json:"client"`
	Provider     common.Address   `json:"provider"`
	Evaluators   []common.Address `json:"evaluators"`
	Quorum       uint8            `json:"quorum"`
	Budget       string           `json:"budget"` // base units
	TermsID      uint64           `json:"termsId"`
	TermsHash    string           `json:"termsHash,omitempty"`
	Terms        json.RawMessage  `json:"terms,omitempty"`
	ExpiredAt    uint64           `json:"expiredAt"`
	Deadline     uint64           `json:"deadline,omitempty"`
	SubmittedAt  uint64           `json:"submittedAt,omitempty"`
	Deliverable  string           `json:"deliverable,omitempty"`
	Score        *uint16          `json:"score,omitempty"`
	BackupActive bool             `json:"backupActive"`
	BudgetFunded bool             `json:"budgetFunded"` // the client's budget is in escrow (an Open job may still wait for its provider)
	AgreementID  uint64           `json:"agreementId,omitempty"`
	Acceptance   *AcceptanceView  `json:"acceptance,omitempty"` // ASA jobs only
	Collateral   *CollateralView  `json:"collateral,omitempty"` // jobs whose terms take provider collateral only
	// Payouts is the settlement (base units): provider, client and fee from JobSettled; with collateral also
	// collateralKept (back to the provider) and collateralSlashed (to the client) from CollateralSettled, and
	// providerTotal and clientTotal, what each received from the job in all.
	Payouts map[string]string `json:"payouts,omitempty"`
	Results []ResultView      `json:"results"`
	Events  []EventView       `json:"events"`
	// FundingReceipt is the daemon's signed receipt of the job's x402 funding (the standard x402 receipt
	// and the escrow's own, one key): the "payment completed" evidence, checked by `asa receipt verify`.
	// Only GET /v1/jobs/{id} shows it.
	FundingReceipt *offerreceipt.FundingReceipt `json:"fundingReceipt,omitempty"`
	// Visibility says under which result visibility the job is served and what this caller was not shown.
	Visibility *VisibilityView `json:"visibility,omitempty"`
	// PriceCheck is the market price check recorded when the daemon learned the job's agreement document
	// (absent until then). A flag informs; it never blocks.
	PriceCheck *PriceCheckView `json:"priceCheck,omitempty"`
	// Chain is the chain and its head time (GET /v1/jobs/{id} only; the list carries it once).
	Chain *ChainView `json:"chain,omitempty"`
	// Agents are the parties the agreement named through an identity system (an ERC-8004 agent id, an A2A
	// card, did:pkh) and the wallet each resolved to at the job's creation (absent until the agreement is
	// registered, and when every party named a wallet).
	Agents []AgentView `json:"agents,omitempty"`
	// PoolDraws are the job's judges that are seats of the evaluator pool, in role order (evaluators, backup
	// evaluator, resolver): who was drawn and how (GET /v1/jobs/{id} only; absent when the agreement named
	// its judges).
	PoolDraws []PoolDrawView `json:"poolDraws,omitempty"`
}

// AgentView is one party resolved through an identity system.
type AgentView struct {
	Path     string         `json:"path"` // the party in the agreement: parties.provider, parties.evaluators[0], ...
	Scheme   string         `json:"scheme"`
	Ref      string         `json:"ref"`
	AgentID  string         `json:"agentId,omitempty"` // the ERC-8004 agent id (ERC-8183's providerAgentId for the provider)
	Registry common.Address `json:"identityRegistry,omitempty"`
	Wallet   common.Address `json:"wallet"` // what the job pays: the resolution at creation
	// Proof says, for an A2A card, what bound it to Wallet: "erc8004-registration" or "card-signature".
	Proof string `json:"proof,omitempty"`
}

// AcceptanceView is where an ASA job stands with its provider's acceptance.
type AcceptanceView struct {
	Required      bool   `json:"required"`                // the terms ask for the provider's acceptance
	Accepted      bool   `json:"accepted"`                // the provider accepted (JobAccepted)
	AgreementHash string `json:"agreementHash,omitempty"` // the agreement document the job was created for (keccak256 of its canonical JSON)
	Nonce         string `json:"nonce,omitempty"`         // the client's acceptance nonce an acceptance of this job must carry
}

// CollateralView is the provider's collateral of a job, in base units.
type CollateralView struct {
	Required string         `json:"required"` // budget * collateralBps / 10000
	Posted   string         `json:"posted"`   // posted with the acceptance
	Kept     string         `json:"kept"`     // back to the provider at settlement
	Slashed  string         `json:"slashed"`  // to the client at settlement
	Deposit  common.Address `json:"deposit"`  // the job's collateral deposit address (the x402 payTo of POST /v1/jobs/{id}/collateral)
}

// AcceptanceRelay is the 202 answer of POST /v1/acceptances: the provider's signed acceptance is checked and
// its acceptJob relay is queued (durably) or under way. Posting the same acceptance again answers its state.
type AcceptanceRelay struct {
	JobID       string `json:"jobId"`
	Digest      string `json:"digest"`                // the acceptance's EIP-712 digest
	Status      string `json:"status"`                // the relay's state: pending, inflight, mined, confirmed, failed, abandoned
	Transaction string `json:"transaction,omitempty"` // its latest transaction, once signed
	Reason      string `json:"reason,omitempty"`      // why it failed or was abandoned, or why it waits
}

// JobList is GET /v1/jobs: a page of jobs, newest first.
type JobList struct {
	Jobs []JobResponse `json:"jobs"`
	// NextBefore is the cursor of the next page (pass it as ?before=); absent on the last page.
	NextBefore string `json:"nextBefore,omitempty"`
	// Chain is the chain the daemon follows and its head time.
	Chain *ChainView `json:"chain,omitempty"`
	// Viewer is the address the request signed in as (absent when not signed in).
	Viewer *common.Address `json:"viewer,omitempty"`
}

// ChainView is the chain the daemon follows: deadlines are its block times, so a reader counts down from
// HeadTime, not from its own clock.
type ChainView struct {
	ID uint64 `json:"id"`
	// HeadTime is the latest block's time (unix seconds); absent when the node cannot be asked.
	HeadTime uint64 `json:"headTime,omitempty"`
	// Explorer is the block explorer's base URL (transactions at Explorer+"/tx/HASH", addresses at
	// Explorer+"/address/ADDR"); absent for a dev chain without one.
	Explorer string `json:"explorer,omitempty"`
	// Ledger is the netted ledger the daemon operates (its data at GET /v1/ledger/...); absent for none.
	Ledger *common.Address `json:"ledger,omitempty"`
}

// ResultView is an accepted result as the API shows it.
type ResultView struct {
	ID        string         `json:"id"`
	Evaluator common.Address `json:"evaluator"`
	Score     uint16         `json:"score"` // basis points, 0..10000
	Status    string         `json:"status"`
	RelayTx   string         `json:"relayTx,omitempty"`
	Reason    string         `json:"reason,omitempty"`
	// EvidenceHash and Document (the Verification Result document, with its dimension scores) are shown to
	// those the job's visibility allows (the results and verification_documents details).
	EvidenceHash string          `json:"evidenceHash,omitempty"`
	Document     json.RawMessage `json:"document,omitempty"`
}

// EventView is one on-chain event of a job (the timeline), in chain order.
type EventView struct {
	Name   string          `json:"name"`
	Block  uint64          `json:"block"`
	Time   uint64          `json:"time"`
	TxHash string          `json:"txHash"`
	Args   json.RawMessage `json:"args"` // the event's arguments by name
}

// ErrorBody is the body of every refusal: {"error": {"code": ..., "message": ...}}.
type ErrorBody struct {
	Error ErrorDetail `json:"error"`
}

// ErrorDetail is a refusal's stable code and its message for people.
type ErrorDetail struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

// Error codes of the API's refusals.
const (
	CodeMalformedJSON    = "malformed_json"
	CodeInvalidField     = "invalid_field"
	CodeBodyTooLarge     = "body_too_large"
	CodeUnsupportedMedia = "unsupported_media_type"
	CodeUnknownJob       = "unknown_job"              // the daemon has not seen the job (yet)
	CodeNotSubmitted     = "job_not_submitted"        // the daemon has not seen the job's submission (yet)
	CodeWrongState       = "job_not_awaiting_results" // the job is past taking results, or takes none
	CodeNotEvaluator     = "not_an_evaluator"
	CodeBadSignature     = "bad_signature"
	CodeHashMismatch     = "deliverable_mismatch"
	// CodeAgreementViolation: the Verification Result contradicts the job's registered agreement (its composite
	// does not follow the dimensions, weights and method, a gate is misreported, or a PASS contradicts a failed gate).
	CodeAgreementViolation = "agreement_violation"
	CodeExpired            = "result_expired"
	CodeDuplicate          = "duplicate_result" // this signed result was accepted before
	CodeAlreadyCounted     = "evaluator_already_counted"
	CodeNotFound           = "not_found"
	CodeMethodNotAllowed   = "method_not_allowed" // the path exists, served with other methods (the Allow header lists them)
	CodeUnauthorized       = "unauthorized"
	CodeInternal           = "internal_error"
	CodeUnavailable        = "unavailable"       // the chain or the store cannot be reached right now; Retry-After says when to retry
	CodeTooManyRequests    = "too_many_requests" // the intake is at capacity; Retry-After says when to retry

	// Refusals of a provider's signed acceptance (POST /v1/acceptances, POST /v1/jobs/{id}/collateral).
	CodeWrongDomain           = "wrong_domain"            // signed for another chain or escrow
	CodeAcceptanceNotRequired = "acceptance_not_required" // the job's terms take no acceptance
	CodeAlreadyAccepted       = "already_accepted"        // the job is accepted already; nothing to relay or pay
	CodeJobNotOpen            = "job_not_open"            // the job is past accepting (not Open, or its fund deadline passed)
	CodeAcceptanceMismatch    = "acceptance_mismatch"     // the acceptance binds another job, agreement, nonce, terms, budget or deadline
	CodeAcceptanceExpired     = "acceptance_expired"      // its deadline passed
	CodeCollateralNotCovered  = "collateral_not_covered"  // the provider's allowance, balance or authorization does not bring the collateral
	CodeAcceptanceRefused     = "acceptance_refused"      // the escrow refuses the acceptJob call (the message has its decoded reason)
)

// Retryable reports whether a refusal may succeed when sent again unchanged a little later: the daemon's
// view of the chain trails the chain by a poll interval or more (unknown_job, job_not_submitted), or it
// could not ask the chain or its store right now (unavailable, and gateway answers in front of it).
func Retryable(status int, code string) bool {
	switch code {
	case CodeUnknownJob, CodeNotSubmitted, CodeUnavailable, CodeTooManyRequests:
		return true
	}
	switch status {
	case http.StatusBadGateway, http.StatusServiceUnavailable, http.StatusGatewayTimeout, http.StatusTooManyRequests:
		return true
	}
	return false
}

// AgentReputation is GET /v1/reputation/{agentId}: an ERC-8004 agent's figures from two sources, kept
// apart: the escrow's own (recomputed from its events, signed, for each wallet the agent was paid at) and
// the ERC-8004 Reputation Registry's summaries.
type AgentReputation struct {
	AgentID          string         `json:"agentId"`
	IdentityRegistry common.Address `json:"identityRegistry"`
	Owner            common.Address `json:"owner"`
	AgentWallet      common.Address `json:"agentWallet"` // zero when cleared (transfer) or unset
	Escrow           AgentEscrow    `json:"escrow"`
	Registry         *AgentRegistry `json:"registry,omitempty"` // absent when the daemon knows no Reputation Registry
	// Pool is the agent's wallets' entries in the evaluator pool (absent when the deployment has none).
	Pool *PoolReputation `json:"pool,omitempty"`
}

// AgentEscrow is the escrow's figures of the wallets an agent was paid at.
type AgentEscrow struct {
	Source  string            `json:"source"`
	Wallets []common.Address  `json:"wallets"`           // the current agentWallet and those this daemon's jobs resolved it to
	Answers []json.RawMessage `json:"answers,omitempty"` // the signed reputation answer of each wallet, in order
	Error   string            `json:"error,omitempty"`   // why there are no answers (e.g. no attestation key)
}

// AgentRegistry is the Reputation Registry's view of the agent.
type AgentRegistry struct {
	Source             string         `json:"source"`
	ReputationRegistry common.Address `json:"reputationRegistry"`
	// ThisDaemon summarises the feedback this daemon's key wrote (one per settled job, checkable against the
	// escrow's events by the job named in each feedbackURI).
	ThisDaemon FeedbackSummary `json:"thisDaemon"`
	// AllClients summarises every client's feedback: ERC-8004 warns that unfiltered summaries are open to
	// Sybil feedback.
	AllClients FeedbackSummary `json:"allClients"`
}

// FeedbackSummary is getSummary over a client list: how many feedbacks and their average (a decimal text
// at the registry's summary decimals).
type FeedbackSummary struct {
	Clients int    `json:"clients"`
	Count   uint64 `json:"count"`
	Average string `json:"average,omitempty"`
	Note    string `json:"note,omitempty"`
}
