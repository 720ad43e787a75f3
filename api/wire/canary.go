package wire

// CanaryRequest is the body of POST /v1/canaries: a canary task's known answer, which the daemon (the
// evaluator pool's canary operator) stores and commits to the pool. Salt is optional (0x and 64 hex
// digits): without it the daemon draws one. It is a secret until the reveal, and no answer shows it.
type CanaryRequest struct {
	Deliverable    string `json:"deliverable"`    // the canary deliverable's hash: 0x and 64 hex digits, or sha256:<64 hex>
	ExpectedScore  int    `json:"expectedScore"`  // basis points, 0..10000
	ExpectedPassed bool   `json:"expectedPassed"` // the pass/fail an honest evaluator gives it
	Salt           string `json:"salt,omitempty"`
}

// CanaryBinding is the body of POST /v1/canaries/{commitment}/job: the canary job the operator created,
// and the pool seat (the job's evaluators seat) that appoints its evaluators.
type CanaryBinding struct {
	Seat  string `json:"seat"`
	JobID string `json:"jobId"` // decimal
}

// Canary is a stored canary as the canary routes answer it: never with its salt.
type Canary struct {
	Commitment     string `json:"commitment"`
	Deliverable    string `json:"deliverable"`
	ExpectedScore  int    `json:"expectedScore"`
	ExpectedPassed bool   `json:"expectedPassed"`
	// Status is committing (the commit is not mined yet), committed, bound (to Seat and JobID; the daemon
	// reveals once the job is over), revealed, or failed (Reason says why).
	Status      string `json:"status"`
	Reason      string `json:"reason,omitempty"`
	Seat        string `json:"seat,omitempty"`
	JobID       string `json:"jobId,omitempty"`
	CommitBlock uint64 `json:"commitBlock,omitempty"`
	CommitTime  uint64 `json:"commitTime,omitempty"` // the commit block's time (unix seconds)
	RevealBlock uint64 `json:"revealBlock,omitempty"`
	CreatedAt   string `json:"createdAt"` // RFC 3339
}

// CanaryList is GET /v1/canaries' answer, newest first.
type CanaryList struct {
	Canaries []Canary `json:"canaries"`
}

// Refusals of the canary routes.
const (
	CodeNotCanaryOperator  = "not_canary_operator"   // the caller is not the evaluator pool's canary operator
	CodeCanaryQuota        = "canary_quota"          // as many canaries are pending as the daemon allows
	CodeCanaryNotCommitted = "canary_not_committed"  // its commitment is not on chain yet: bind once GET shows it committed
	CodeCanaryBound        = "canary_bound"          // the canary, or the seat's job, is bound already (or the canary is over)
	CodeCanaryTooLate      = "canary_committed_late" // the commitment was mined after the seat's appointment: the pool would refuse the reveal
)
