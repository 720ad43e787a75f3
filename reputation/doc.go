// Package reputation computes the track record of providers and evaluators from the escrow's events
// alone, so that anyone holding the chain can recompute what a daemon attests, and signs and verifies
// those figures as EIP-712 attestations.
//
// It closes the white paper's ASA -> ARP loop: verification outcomes feed reputation as aggregates (pass
// rate, mean composite score, ...), never as one job's details. It is not a reputation score: it reports
// exact counts and sums, and rates derived from them, and leaves weighting to the systems that consume it.
//
// # What counts
//
// Only ASA jobs (those with AsaJobCreated) count; plain ERC-8183 jobs carry no terms and no verification.
// A job belongs to a window by its creation time (chain time of its JobCreated block): all time, or the
// last 30 or 90 days before the as-of block's time (a job created exactly at the window's start is
// inside). Everything is as of one block: events after it are not applied, and deadlines are compared
// with its time. For a subject in a role, over its jobs in the window (minus excluded jobs, see below):
//
//   - Jobs: the jobs.
//   - Scored, Passed, CompositeSum: as a provider, jobs with a JobVerified score (the evaluators' median,
//     the composite of this delivery; for rolling-average terms the policy pays on the pair's average,
//     but reputation judges each delivery by its own score). As an evaluator, jobs where its own result
//     counted (ResultAccepted), with its own score. Passed: that score at or above the job's pass
//     threshold (PassThreshold). CompositeSum: the scores' sum in basis points.
//   - Disputed: scored jobs with a DisputeFiled (by a party or automatic).
//   - Settled, ReleasedBpsSum: jobs that started (funded, and accepted when the terms ask for it) and
//     settled (JobSettled), with the sum of their releaseBps: the share of the distributable budget
//     released to the provider (a funded job the provider never delivered counts with 0). As an
//     evaluator: the settled jobs it scored. Jobs closed before they started (unfunded, unaccepted,
//     rejected while open) are not counted.
//   - DeliveryDue, DeliveredOnTime: as a provider, started jobs that were delivered (JobSubmitted before
//     the delivery deadline, which the escrow enforces for ASA jobs) or whose delivery deadline has
//     passed undelivered. As an evaluator, assignments (a listed evaluator of a submitted job, or the
//     backup evaluator once activated) where it posted a result, or whose evaluation window closed
//     without it (verified on the others' results, dead-man triggered, or its deadline passed).
//   - Silences: as a provider, jobs whose evaluators went silent (the evaluation deadline passed without
//     a quorum: DeadManTriggered from Submitted, or the deadline passed before anyone triggered it), the
//     backup's silence included. As an evaluator, its silent assignments (DeliveryDue - DeliveredOnTime).
//
// # The pass threshold
//
// The agreement document's composite_threshold is not on chain; the terms are. A score passes when it
// is at or above PassThreshold(terms): the lowest score at which the policy releases anything to the
// provider (graduated and rolling-average terms: the lowest minScore of a tier with releaseBps > 0;
// continuous terms: 0.01), raised to the dispute threshold when the terms have one (a score the agreement
// disputes automatically does not pass). For an agreement with a pass/fail release this is exactly its
// composite_threshold; for the white paper's default tiers it is 60, the line below which the work
// earns nothing ("minimum quality not met").
//
// # Exclusions and visibility
//
// A job whose agreement keeps its results to the parties (visibility "parties") is left out of what a
// daemon attests. The chain does not say which jobs those are (the agreement document is off chain, only
// its hash is on chain), so an attestation names the excluded job ids, and a verifier recomputes without
// them. The jobs themselves stay on chain for anyone to count.
//
// # Exactness
//
// Figures are integers; rates are decimals (shopspring/decimal) rounded half up to two places only for
// display. Attestations sign the integers, so every verifier gets the same bytes.
package reputation
