package settlement

import (
	"fmt"
	"strings"
)

// JobStatus is the on-chain job state (IAgenticCommerce.JobStatus).
type JobStatus uint8

// The on-chain job states, in the contract's enum order.
const (
	JobOpen JobStatus = iota
	JobFunded
	JobSubmitted
	JobCompleted
	JobRejected
	JobExpired
	JobVerified
	JobDisputed
)

var jobStatusNames = [...]string{"Open", "Funded", "Submitted", "Completed", "Rejected", "Expired", "Verified", "Disputed"}

// String returns the contract's name for the status.
func (s JobStatus) String() string {
	if int(s) < len(jobStatusNames) {
		return jobStatusNames[s]
	}
	return fmt.Sprintf("JobStatus(%d)", uint8(s))
}

// Valid reports whether s is one of the contract's states.
func (s JobStatus) Valid() bool { return int(s) < len(jobStatusNames) }

// Terminal reports whether the job can no longer change (its budget, if any, is settled).
func (s JobStatus) Terminal() bool {
	return s == JobCompleted || s == JobRejected || s == JobExpired
}

// AgreementState is an ASA agreement's lifecycle state.
type AgreementState uint8

// The ASA agreement states. PROPOSED and NEGOTIATING happen off chain.
const (
	StateProposed AgreementState = iota
	StateNegotiating
	StateActive
	StateDelivered
	StateVerified
	StateClosed
	StateDisputed
	StateExpired
	StateRejected
)

var agreementStateNames = [...]string{"PROPOSED", "NEGOTIATING", "ACTIVE", "DELIVERED", "VERIFIED", "CLOSED", "DISPUTED", "EXPIRED", "REJECTED"}

// String returns the state's name in the ASA spelling (upper case, "ACTIVE").
func (s AgreementState) String() string {
	if int(s) < len(agreementStateNames) {
		return agreementStateNames[s]
	}
	return fmt.Sprintf("AgreementState(%d)", uint8(s))
}

// MarshalText writes the state in lower case, as the agreement document's "status" field does.
func (s AgreementState) MarshalText() ([]byte, error) {
	if int(s) >= len(agreementStateNames) {
		return nil, fmt.Errorf("marshal agreement state: unknown state %d", uint8(s))
	}
	return []byte(strings.ToLower(agreementStateNames[s])), nil
}

// UnmarshalText reads a state name in any case.
func (s *AgreementState) UnmarshalText(b []byte) error {
	v, err := ParseAgreementState(string(b))
	if err != nil {
		return err
	}
	*s = v
	return nil
}

// ParseAgreementState reads a state name in any case ("active", "ACTIVE").
func ParseAgreementState(name string) (AgreementState, error) {
	for i, n := range agreementStateNames {
		if strings.EqualFold(n, name) {
			return AgreementState(i), nil
		}
	}
	return 0, fmt.Errorf("unknown agreement state %q (want one of %s)", name, strings.Join(agreementStateNames[:], ", "))
}

// OnChain reports whether the state exists on chain (everything after negotiation).
func (s AgreementState) OnChain() bool {
	return s != StateProposed && s != StateNegotiating
}

// AgreementStateOf maps an on-chain job state to the agreement state:
// Open -> PROPOSED (created, not yet funded, so not yet active), Funded -> ACTIVE,
// Submitted -> DELIVERED, Verified -> VERIFIED, Completed -> CLOSED (whatever share was released),
// Disputed -> DISPUTED, Expired -> EXPIRED, Rejected -> REJECTED.
func AgreementStateOf(s JobStatus) (AgreementState, error) {
	switch s {
	case JobOpen:
		return StateProposed, nil
	case JobFunded:
		return StateActive, nil
	case JobSubmitted:
		return StateDelivered, nil
	case JobVerified:
		return StateVerified, nil
	case JobCompleted:
		return StateClosed, nil
	case JobDisputed:
		return StateDisputed, nil
	case JobExpired:
		return StateExpired, nil
	case JobRejected:
		return StateRejected, nil
	}
	return 0, fmt.Errorf("agreement state of job: unknown job status %d", uint8(s))
}

// JobStatusOf maps an agreement state to the on-chain job state it corresponds to. PROPOSED and
// NEGOTIATING map to Open: a job, if one was already created, waits for funding.
// It is the inverse of AgreementStateOf for every state but NEGOTIATING.
func JobStatusOf(s AgreementState) (JobStatus, error) {
	switch s {
	case StateProposed, StateNegotiating:
		return JobOpen, nil
	case StateActive:
		return JobFunded, nil
	case StateDelivered:
		return JobSubmitted, nil
	case StateVerified:
		return JobVerified, nil
	case StateClosed:
		return JobCompleted, nil
	case StateDisputed:
		return JobDisputed, nil
	case StateExpired:
		return JobExpired, nil
	case StateRejected:
		return JobRejected, nil
	}
	return 0, fmt.Errorf("job status of agreement: unknown agreement state %d", uint8(s))
}
