package settlement

import (
	"fmt"
	"regexp"
)

// Visibility is who may see a job's verification results beyond what the chain itself shows: the
// agreement document's verification.visibility. The visibility package says what each audience may see
// under each value; the chain's own events are public whatever the agreement says.
type Visibility string

// The visibilities an agreement may name.
const (
	// VisibilityParties: only the client, the provider and the job's evaluators (and resolver) see the
	// details; the job is left out of reputation aggregates the daemon attests.
	VisibilityParties Visibility = "parties"
	// VisibilityPartiesAndReputation: the parties see the details; the reputation system receives the
	// job's outcome as part of aggregates (never the details). The default.
	VisibilityPartiesAndReputation Visibility = "parties_and_reputation"
	// VisibilityPublic: anyone may see the details.
	VisibilityPublic Visibility = "public"
)

// DefaultVisibility is the visibility of an agreement that names none: the white paper's loop in which
// verification outcomes feed reputation as aggregates, with the details kept to the parties.
const DefaultVisibility = VisibilityPartiesAndReputation

// ParseVisibility reads a visibility name.
func ParseVisibility(s string) (Visibility, error) {
	switch v := Visibility(s); v {
	case VisibilityParties, VisibilityPartiesAndReputation, VisibilityPublic:
		return v, nil
	}
	return "", fmt.Errorf("%q is not one of %s, %s, %s", s, VisibilityParties, VisibilityPartiesAndReputation, VisibilityPublic)
}

// ForReputation reports whether the job's outcome may enter reputation aggregates.
func (v Visibility) ForReputation() bool {
	return v == VisibilityPartiesAndReputation || v == VisibilityPublic
}

// serviceTypePattern is what a service type may look like: it keys the market's median prices, so it is
// a lowercase identifier like the white paper's templates ("research", "code_generation").
var serviceTypePattern = regexp.MustCompile(`^[a-z0-9][a-z0-9_.-]{0,63}$`)

// CheckServiceType reports whether s can be a service type.
func CheckServiceType(s string) error {
	if !serviceTypePattern.MatchString(s) {
		return fmt.Errorf("%q is not a service type: 1..64 of a-z, 0-9, '_', '.', '-', starting with a letter or digit (e.g. research_synthesis)", s)
	}
	return nil
}
