package wire

import "github.com/ethereum/go-ethereum/common"

// VisibilityView is how a job's details were served to one caller.
type VisibilityView struct {
	// Visibility is the agreement's result visibility (parties, parties_and_reputation, public), "public"
	// for a job created without an agreement document, or "unknown" until the daemon is given the document.
	Visibility string `json:"visibility"`
	// Audience is who the caller is for this job: party (signed in as one of its addresses) or outsider.
	Audience string `json:"audience"`
	// Viewer is the signed-in address, when there is one.
	Viewer *common.Address `json:"viewer,omitempty"`
	// Withheld names the details left out for this caller (results, timeline,
	// verification_documents, agreement_document, price_flag).
	Withheld []string `json:"withheld"`
}

// PriceCheckView is the market price check of a job: its budget against the median budget of settled jobs
// of its service type, known to the daemon when the job was created. Amounts are base units; the median
// and bounds may end in .5.
type PriceCheckView struct {
	Status      string `json:"status"` // no_reference, within, below, above
	Flagged     bool   `json:"flagged"`
	ServiceType string `json:"serviceType,omitempty"`
	Budget      string `json:"budget"`
	Median      string `json:"median,omitempty"`
	Samples     int    `json:"samples"`
	LowBound    string `json:"lowBound,omitempty"`
	HighBound   string `json:"highBound,omitempty"`
	Ratio       string `json:"ratio,omitempty"` // budget / median, 4 decimals
	Message     string `json:"message"`
	// AsOfBlock is the job's creation block: the median counts jobs settled before it.
	AsOfBlock uint64 `json:"asOfBlock"`
}

// AgreementRegistered is the answer of POST /v1/jobs/{id}/agreement.
type AgreementRegistered struct {
	JobID         string         `json:"jobId"`
	AgreementHash string         `json:"agreementHash"`
	ServiceType   string         `json:"serviceType,omitempty"`
	Visibility    string         `json:"visibility"`
	PriceCheck    PriceCheckView `json:"priceCheck"`
	Created       bool           `json:"created"` // false when the document was already registered
}

// WebhookRequest is the body of POST /v1/webhooks.
type WebhookRequest struct {
	URL string `json:"url"`
}

// WebhookSubscription is a subscription as POST /v1/webhooks answers it (with its secret, shown once) and
// GET /v1/webhooks lists it (without).
type WebhookSubscription struct {
	ID        string         `json:"id"`
	Owner     common.Address `json:"owner"`
	URL       string         `json:"url"`
	Secret    string         `json:"secret,omitempty"`
	CreatedAt string         `json:"createdAt"`
	Events    []string       `json:"events"`
	// Status is the receiver's state: "active", "failing" (its last attempts failed: deliveries wait
	// until RetryAt) or "disabled" (too many failed rounds in a row, since DisabledAt: nothing is delivered
	// any more; delete it and subscribe again once the receiver works).
	Status     string `json:"status"`
	Failures   int    `json:"failures,omitempty"`   // failed rounds in a row
	LastError  string `json:"lastError,omitempty"`  // why the last attempt failed
	RetryAt    string `json:"retryAt,omitempty"`    // when a failing receiver is tried again (RFC 3339)
	DisabledAt string `json:"disabledAt,omitempty"` // RFC 3339
}

// WebhookList is GET /v1/webhooks.
type WebhookList struct {
	Subscriptions []WebhookSubscription `json:"subscriptions"`
}

// WebhookEvent is the body of one webhook delivery: a job event the subscriber may see.
type WebhookEvent struct {
	Type  string `json:"type"` // job.created, job.funded, job.submitted, job.verified, job.disputed, job.settled
	JobID string `json:"jobId"`
	// Event is the escrow event (name, block, time, transaction, arguments) the message reports.
	Event EventView `json:"event"`
	// Payouts is a settled job's payouts (base units: provider, client, fee), with job.settled.
	Payouts map[string]string `json:"payouts,omitempty"`
}

// Refusals of the agreement, reputation and webhook routes.
const (
	CodeAgreementMismatch = "agreement_mismatch" // the document's hash is not the one the job recorded on chain
	CodeNoAgreement       = "no_agreement"       // the job was created without an agreement document (or is a plain ERC-8183 job)
	CodeInvalidAgreement  = "invalid_agreement"  // the document does not parse as an ASA agreement
)

// CodeForbidden refuses a signed-in caller what the job's visibility keeps from it.
const CodeForbidden = "forbidden"
