// Package visibility is the result-visibility policy of ASA agreements: for each detail the settlement
// daemon holds about a job, which audience (the job's parties, the reputation system, outsiders) may see
// it under the agreement's visibility (settlement.Visibility), and what the chain publishes regardless.
//
// The escrow's events are public: whoever reads the chain sees every job's parties, budget, terms,
// deliverable hash, each evaluator's score and evidence hash, disputes and payouts, whatever the
// agreement says. Visibility therefore governs what the daemon serves and reports (the off-chain
// documents, its own judgements, and its convenience views of chain data), and which jobs enter the
// reputation aggregates it attests. It cannot make on-chain facts private; OnChain says where each one is.
//
// The package is pure: no I/O. The daemon asks Allows on every route.
package visibility

import (
	"fmt"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/settlement"
)

// Audience is who asks.
type Audience uint8

// The audiences.
const (
	// Outsider is anyone who is not a party of the job (including an unauthenticated caller).
	Outsider Audience = iota
	// Party is the job's client, provider, evaluators, backup evaluator or resolver, authenticated as
	// that address (Sign-In with Ethereum).
	Party
	// Reputation is the reputation system: it receives aggregates over many jobs, never one job's details
	// unless the agreement is public.
	Reputation
)

// String names the audience.
func (a Audience) String() string {
	switch a {
	case Outsider:
		return "outsider"
	case Party:
		return "party"
	case Reputation:
		return "reputation"
	}
	return fmt.Sprintf("audience(%d)", uint8(a))
}

// Detail is one kind of information the daemon holds about a job.
type Detail uint8

// The details, from the most public to the most private.
const (
	// Summary: state, client, provider, budget, terms, deadlines, the final score and the payouts: what
	// the escrow's getJob view and settlement events give anyone.
	Summary Detail = iota
	// EvaluatorIdentities: the addresses of the job's evaluators, backup evaluator and resolver. The chain
	// publishes them (AsaJobCreated, TermsRegistered), so they are served to everyone, like Summary.
	EvaluatorIdentities
	// Results: each evaluator's counted score and evidence hash, and the resolver's decision.
	Results
	// Timeline: the job's events in order, with blocks, times and transaction hashes.
	Timeline
	// VerificationDocuments: the Verification Result documents the evaluators posted (dimension scores,
	// evidence, comments). Off chain; the chain holds only their hash (the evidence hash).
	VerificationDocuments
	// AgreementDocument: the agreement document itself. Off chain; the chain holds only its hash.
	AgreementDocument
	// PriceFlag: the daemon's market price flag of the job (a budget outside 0.5x..3.0x of the median
	// for its service type).
	PriceFlag
	// Aggregates: the job's outcome counted inside reputation aggregates (pass rate, mean composite, ...).
	Aggregates
)

// Details lists every detail, in order.
func Details() []Detail {
	return []Detail{Summary, EvaluatorIdentities, Results, Timeline, VerificationDocuments, AgreementDocument, PriceFlag, Aggregates}
}

// String names the detail.
func (d Detail) String() string {
	switch d {
	case Summary:
		return "summary"
	case EvaluatorIdentities:
		return "evaluator_identities"
	case Results:
		return "results"
	case Timeline:
		return "timeline"
	case VerificationDocuments:
		return "verification_documents"
	case AgreementDocument:
		return "agreement_document"
	case PriceFlag:
		return "price_flag"
	case Aggregates:
		return "aggregates"
	}
	return fmt.Sprintf("detail(%d)", uint8(d))
}

// Allows reports whether audience a may see detail d of a job whose agreement has visibility v.
//
//   - Summary and EvaluatorIdentities (addresses) are served to everyone under every visibility: the
//     escrow answers getJob and emits the evaluators, backup evaluator and resolver to anyone, so
//     withholding them would protect nothing and only hide from a viewer who must act what the chain says.
//   - The parties see every detail of their job, under every visibility (Aggregates excepted under
//     "parties": that job enters no aggregate at all).
//   - The reputation system sees a job only inside aggregates, under parties_and_reputation and public;
//     under public it may see every detail, as anyone may.
//   - Outsiders see the details only under public.
//
// An unknown visibility, audience or detail allows nothing beyond Summary and EvaluatorIdentities (fail
// closed).
func Allows(v settlement.Visibility, a Audience, d Detail) bool {
	if d == Summary || d == EvaluatorIdentities {
		return true
	}
	if d > Aggregates {
		return false
	}
	if d == Aggregates {
		return v.ForReputation()
	}
	switch v {
	case settlement.VisibilityPublic:
		return a == Party || a == Reputation || a == Outsider
	case settlement.VisibilityParties, settlement.VisibilityPartiesAndReputation:
		return a == Party
	}
	return false
}

// Publication is where the chain itself publishes a detail, whatever the agreement's visibility.
type Publication struct {
	OnChain bool
	// Where names the events and views that carry it (empty when not on chain).
	Where string
	// Note says what part stays off chain, when some does.
	Note string
}

// OnChain says what the chain makes public of detail d in every case.
func OnChain(d Detail) Publication {
	switch d {
	case Summary:
		return Publication{OnChain: true, Where: "getJob; JobCreated, AsaJobCreated (budget, terms id and hash, agreement hash, description), TermsRegistered (the terms), JobFunded, JobSubmitted (deliverable hash), JobVerified (score), JobSettled, PaymentReleased, Refunded, CollateralSettled"}
	case EvaluatorIdentities:
		return Publication{OnChain: true, Where: "AsaJobCreated and AgreementRegistered (evaluators), TermsRegistered (backup evaluator, resolver), ResultAccepted, BackupEvaluatorActivated, DisputeResolved", Note: "only addresses: the names and identities in the agreement document stay off chain"}
	case Results:
		return Publication{OnChain: true, Where: "ResultAccepted (evaluator, score, evidence hash), JobVerified (median and policy score), DisputeFiled, DisputeResolved (provider share, reason hash)"}
	case Timeline:
		return Publication{OnChain: true, Where: "every escrow event, with its block, time and transaction"}
	case VerificationDocuments:
		return Publication{Note: "only the evidence hash (keccak256 of the canonical document) is on chain, in ResultAccepted"}
	case AgreementDocument:
		return Publication{Note: "only its hash is on chain (AsaJobCreated.agreementHash); the job brief (description) is emitted in clear"}
	case PriceFlag:
		return Publication{Note: "the daemon's judgement; the budget it is computed from is on chain"}
	case Aggregates:
		return Publication{Note: "anyone can compute the same aggregates from the events, for any job; the reputation package does"}
	}
	return Publication{}
}

// Parties are the addresses that are parties of one job.
type Parties struct {
	Client, Provider common.Address
	Evaluators       []common.Address
	BackupEvaluator  common.Address // zero when none
	Resolver         common.Address // zero when none
}

// Includes reports whether addr is one of the job's parties. The zero address never is.
func (p Parties) Includes(addr common.Address) bool {
	if addr == (common.Address{}) {
		return false
	}
	if addr == p.Client || addr == p.Provider || addr == p.BackupEvaluator || addr == p.Resolver {
		return true
	}
	for _, e := range p.Evaluators {
		if addr == e {
			return true
		}
	}
	return false
}

// AudienceOf is the audience of an authenticated viewer (nil: not signed in) for a job with these parties.
// The reputation system is never inferred from an address: the daemon grants it by configuration.
func AudienceOf(viewer *common.Address, p Parties) Audience {
	if viewer != nil && p.Includes(*viewer) {
		return Party
	}
	return Outsider
}

// Of is the visibility the daemon applies to a job: the one its registered agreement document names; a
// job created without an agreement document (agreement hash zero: a plain ERC-8183 job, or an ASA job
// whose client named none) has no off-chain terms to honour and is public; a job whose document the
// daemon has not been given is Unknown, and Allows grants nothing beyond Summary under it (fail closed:
// its details are served to its parties only, and it enters no aggregate).
func Of(agreementHash common.Hash, registered settlement.Visibility, known bool) settlement.Visibility {
	switch {
	case known:
		return registered
	case agreementHash == (common.Hash{}):
		return settlement.VisibilityPublic
	}
	return Unknown
}

// Unknown is the visibility of a job whose agreement document the daemon does not hold.
const Unknown settlement.Visibility = "unknown"

// Serves reports whether audience a may see detail d under v as the daemon serves it: Allows, and under
// Unknown the parties still see their own job's details (they hold the document; outsiders do not learn
// what it says).
func Serves(v settlement.Visibility, a Audience, d Detail) bool {
	if v == Unknown {
		return d == Summary || d == EvaluatorIdentities || a == Party && d != Aggregates
	}
	return Allows(v, a, d)
}
