package wire

import "github.com/ethereum/go-ethereum/common"

// PoolReputation is the evaluator pool part of GET /v1/reputation/{address} and /v1/reputation/{agentId}
// (field "pool", present when the daemon's deployment has an evaluator pool): the subject's entries in the
// pool as of Block (the signed answer's), read from the pool's entry view. It is not signed: anyone can
// read the same from the chain.
type PoolReputation struct {
	Pool    common.Address     `json:"pool"`
	Block   uint64             `json:"block"`
	Entries []PoolEntryFigures `json:"entries"`
	// Truncated says that the subject registered for more service types than one answer reads (16): name
	// the ones wanted with ?service_type=.
	Truncated bool `json:"truncated,omitempty"`
	// Error says why the entries could not be read (the node did not answer); the signed answer stands.
	Error string `json:"error,omitempty"`
}

// PoolEntryFigures is one entry of an evaluator in the pool, for one service type: those asked for
// (?service_type=T) or, without any, those it registered for (its Registered events).
type PoolEntryFigures struct {
	Evaluator       common.Address `json:"evaluator"`
	ServiceType     string         `json:"serviceType,omitempty"` // the agreement's service.type, when asked for by name
	ServiceTypeHash common.Hash    `json:"serviceTypeHash"`       // keccak256 of it, the pool's key
	Status          string         `json:"status"`                // None | Probation | Qualified | Leaving | Removed
	Stake           string         `json:"stake"`                 // base units of the escrow's token
	Evaluations     uint32         `json:"evaluations"`           // counted evaluations of real jobs
	// CanaryWindow canaries are counted in the pass rate (the last 20 at most), CanaryWindowPasses of them
	// passed; CanaryPassRateBps is their rate, rounded down (null with no canary in the window).
	CanaryWindow       int     `json:"canaryWindow"`
	CanaryWindowPasses int     `json:"canaryWindowPasses"`
	CanaryPassRateBps  *uint16 `json:"canaryPassRateBps"`
	CanaryPasses       uint32  `json:"canaryPasses"` // lifetime
	CanaryMisses       uint32  `json:"canaryMisses"` // lifetime
	// DeviationMeanBps is the mean calibration deviation, rounded down (null with no sample).
	DeviationMeanBps *uint64 `json:"deviationMeanBps"`
	DeviationSamples uint32  `json:"deviationSamples"`
	Silences         uint32  `json:"silences"` // appointed jobs it did not score
	OpenJobs         uint32  `json:"openJobs"` // appointed and not recorded yet
	Listed           bool    `json:"listed"`   // in the qualified list: drawn for real jobs
	LeaveAt          uint64  `json:"leaveAt,omitempty"`
	// Shortfalls are the pool's qualification rules the entry does not meet, each saying what it has and
	// what the rule wants (empty: it meets them all).
	Shortfalls []string `json:"shortfalls"`
}

// PoolDrawView is one of a job's judges (evaluators, backup evaluator, resolver) that the agreement named
// as a seat of the evaluator pool: how the seat chooses and, once it has, whom it appointed.
type PoolDrawView struct {
	Seat            common.Address `json:"seat"`
	Role            string         `json:"role"` // evaluators | backup_evaluator | resolver
	Mode            string         `json:"mode"` // random | mutual | probation (the seat's policy)
	ServiceTypeHash common.Hash    `json:"serviceTypeHash"`
	Size            uint8          `json:"size"`               // the policy's number of evaluators drawn
	PolicyQuorum    uint8          `json:"policyQuorum"`       // the policy's quorum
	Rotation        uint8          `json:"rotation,omitempty"` // at most this many consecutive jobs of a provider per evaluator (0: no bound)
	// Drawn says whether the seat appointed yet; Evaluators (empty when the job's visibility withholds
	// evaluator identities), Quorum, Seed (the random draw's, zero for a mutual or probation pick) and Block
	// are its Assigned event's.
	Drawn      bool             `json:"drawn"`
	Evaluators []common.Address `json:"evaluators"`
	Quorum     uint8            `json:"quorum,omitempty"`
	Seed       common.Hash      `json:"seed"`
	Block      uint64           `json:"block,omitempty"`
	// RecordedBlock is the block of the pool's Recorded event for the job (absent: not recorded yet).
	RecordedBlock uint64 `json:"recordedBlock,omitempty"`
}
