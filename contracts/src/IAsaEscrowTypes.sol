// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

import {IAgenticCommerceEvents} from "./IAgenticCommerce.sol";

/// @title Types, events and errors of the Agent Service Agreement (ASA) extension of the ERC-8183 escrow
/// @notice Shared by the escrow's code units (AsaEscrow, its extension and its views unit) and by the full interface
/// IAsaEscrow, which is what clients use.
/// @dev Money rule for every ASA settlement, which the Go `settlement` package mirrors to the base unit:
///   scored       = the payout follows a judgement of the work: the policy over the evaluators' score,
///                  the policy outcome of an unresolved dispute, or the resolver's decision
///   failed       = the evaluators' signed results say the agreement's gates failed (or its determination
///                  was FAIL): a single result with passed == false, or, with several counted results, at
///                  least half of them (a tie fails: the provider needs a strict majority of passes). The
///                  rule counts results, so it does not depend on the order in which they are relayed.
///   releaseBps   = the policy's share of the score; 0 when failed (a failed job releases nothing to the
///                  provider whatever the scores; only the resolver's decision overrides it)
///   fee          = scored ? budget * evaluatorFeeBps / 10000 : 0            (rounded down)
///   distributable = budget - fee
///   provider     = distributable * releaseBps / 10000                         (rounded down)
///   client       = distributable - provider                                   (the remainder goes to the client)
/// and, when the provider posted collateral c = budget * collateralBps / 10000 (rounded down):
///   kept         = scored ? c * releaseBps / 10000 : c                        (rounded down; back to the provider)
///   slashed      = c - kept                                                   (to the client)
/// A provider that never delivers loses the whole collateral to the client; an unfunded or unaccepted job
/// that expires, or whose provider withdraws its acceptance before it is funded, returns to each party
/// exactly what it put in. No job becomes active (Funded) at or after its delivery deadline `expiredAt`, nor
/// with less than the terms' `minDeliveryTime` left before it.
interface IAsaEscrowTypes is IAgenticCommerceEvents {
    /// @notice How the score becomes a release share.
    enum Policy {
        None, // plain ERC-8183 job, no ASA terms
        Graduated, // first tier (sorted by minScore, descending) with score >= minScore; none -> 0
        Continuous, // releaseBps = score (score/100 x amount)
        RollingAverage // tiers applied to the average of this score and the pair's last `rollingWindow - 1` scores verified in earlier blocks
    }

    /// @notice Pre-agreed outcomes of the dead-man's switch and of unresolved disputes.
    enum Action {
        PolicyOutcome, // pay by the policy and the score (dispute default only)
        Split5050, // releaseBps 5000
        ReturnToClient, // releaseBps 0
        ReleaseToProvider, // releaseBps 10000
        HoldForBackupEvaluator // evaluator silence only: the backup evaluator gets `backupTimeout`, then `fallbackAction`
    }

    /// @notice The terms of an ASA job; immutable once registered and shared by every job that names them.
    /// @dev `tiers` packs up to 8 tiers, tier i in bits [32i, 32i+32): minScore in the high 16 bits and
    /// releaseBps in the low 16 bits; tiers are sorted by minScore strictly descending. Scores and basis
    /// points are 0..10000 (0.00..100.00 %).
    struct Terms {
        Policy policy;
        uint8 tierCount; // 1..8 for Graduated and RollingAverage, 0 for Continuous
        uint8 rollingWindow; // 1..16 for RollingAverage, 0 otherwise
        Action silenceAction; // on evaluator silence: HoldForBackupEvaluator or one of the fallbacks
        Action fallbackAction; // after the backup evaluator is silent too: Split5050 | ReturnToClient | ReleaseToProvider
        Action disputeDefault; // unresolved dispute: PolicyOutcome or a fallback
        uint16 disputeThreshold; // a verified score below this files a dispute automatically; 0 disables
        uint16 evaluatorFeeBps; // <= MAX_EVALUATOR_FEE_BPS, paid on scored outcomes only
        uint16 collateralBps; // provider collateral as a share of the budget, <= MAX_COLLATERAL_BPS; 0 = none
        bool acceptanceRequired; // the provider must accept the agreement (always true when collateralBps > 0)
        uint32 fundTimeout; // seconds from creation for the budget (and acceptance) to arrive
        uint32 evaluateTimeout; // seconds from submission for the evaluators to post their results
        uint32 backupTimeout; // seconds for the backup evaluator once activated
        uint32 challengeWindow; // seconds after verification during which client or provider may challenge
        uint32 disputeTimeout; // seconds for the resolver before the dispute default applies
        uint32 minDeliveryTime; // activation must leave the provider at least this many seconds before expiredAt
        address backupEvaluator; // required when silenceAction == HoldForBackupEvaluator
        address resolver; // resolves challenges and automatic disputes; zero disables both
        uint256 tiers;
    }

    /// @notice A new ASA job: who it is between and what it is worth.
    struct JobRequest {
        address provider; // non-zero
        address[] evaluators; // 1..8 distinct, none the client or the provider; evaluators[0] is the ERC-8183 evaluator
        uint8 quorum; // k: at least this many results make the score (the median of all received), 1..evaluators.length
        uint256 expiredAt; // delivery deadline (unix time)
        uint256 budget; // token base units, 1..type(uint88).max
        bytes32 agreementHash; // keccak256 of the canonical agreement document; required when the terms ask for acceptance
        string description; // job brief; emitted, not stored
    }

    /// @notice The provider's acceptance of one job (EIP-712 typed data, domain: this escrow on this chain).
    /// @dev `commitment` is the job commitment (`jobCommitment`): one hash of everything that decides who gets
    /// what (client, provider, evaluators, quorum, the terms hash, which covers the release policy, collateral,
    /// timeouts, minimum delivery time, backup evaluator and resolver, the agreement hash, the budget and the
    /// delivery deadline). `nonce` is the acceptance nonce the job took from its agreement (client, provider,
    /// terms, quorum, evaluators): each of the agreement's jobs takes the next one (`acceptanceNonce(agreementKey)`
    /// before creation; AcceptanceRequired or JobAccepted after). So an acceptance fits exactly one job and
    /// cannot be replayed for another job, escrow or chain, and a client that changed any of those fields
    /// cannot use it.
    struct Acceptance {
        bytes32 commitment;
        uint256 nonce;
        uint256 deadline; // the acceptance is refused after this time
    }

    /// @notice The validity window, nonce and signature of an EIP-3009 `TransferWithAuthorization`; its payer,
    /// payee and value are fixed by the call that carries it.
    struct Authorization {
        uint256 validAfter;
        uint256 validBefore;
        bytes32 nonce;
        bytes signature; // empty: no authorization
    }

    /// @notice An evaluator's signed score (EIP-712 typed data, domain: this escrow on this chain).
    struct Result {
        uint256 jobId;
        bytes32 deliverable; // must equal the stored deliverable hash
        uint64 submittedAt; // must equal the stored submission time
        uint16 score; // 0..10000
        bool passed; // every gate of the agreement passed and the determination is not FAIL
        bytes32 evidenceHash; // keccak256 of the canonical Verification Result document
        uint256 nonce; // evaluator's choice; makes re-signed results distinct
        uint64 deadline; // the result is refused after this time
    }

    /// @notice A job's full state, for clients, the daemon and indexers.
    struct JobView {
        address client;
        address provider;
        address evaluator;
        JobStatus status;
        uint256 budget;
        uint256 expiredAt;
        uint256 deadline; // deadline of the current waiting state (0 when terminal or none)
        uint256 submittedAt;
        bytes32 deliverable;
        uint16 score; // once Verified: the score the policy applies (for rolling-average terms the pair's average)
        uint8 quorum;
        uint8 resultCount;
        bool backupActive;
        uint64 termsId; // 0 for plain ERC-8183 jobs
        bool budgetFunded; // the client's budget is held in escrow
        bool acceptanceRequired;
        bool accepted; // the provider accepted (and posted its collateral)
        uint256 collateral; // the provider's collateral the terms require (0: none)
    }

    /// @notice ASA terms were registered under `termsHash` (= keccak256(abi.encode(terms))).
    event TermsRegistered(uint64 indexed termsId, bytes32 indexed termsHash, Terms terms);
    /// @notice A client registered an agreement: the parties and terms its jobs share.
    event AgreementRegistered(
        uint64 indexed agreementId, address indexed client, address indexed provider, uint64 termsId, uint8 quorum, address[] evaluators
    );
    /// @notice The brief given at the creation of a plain ERC-8183 job (emitted, not stored).
    event JobDescription(uint256 indexed jobId, string description);
    /// @notice An ASA job was created with this agreement, budget and brief (emitted, not stored). What follows
    /// from its terms is not repeated: their hash is TermsRegistered's (termsById), and a job that does not
    /// start Funded has getJob's deadline, the end of its fund window (creation + fundTimeout) or, when
    /// earlier, the second after the last one at which it could still start (expiredAt - minDeliveryTime;
    /// the Go mirror is settlement.Terms.FundDeadline).
    event AsaJobCreated(
        uint256 indexed jobId,
        uint64 indexed termsId,
        uint64 agreementId,
        address[] evaluators,
        uint8 quorum,
        uint256 budget,
        bytes32 agreementHash,
        string description
    );
    /// @notice The job waits for its provider's acceptance, which must carry this acceptance nonce (its
    /// agreement's) and this job commitment. Not emitted for a job accepted in the call that creates it.
    event AcceptanceRequired(
        uint256 indexed jobId, address indexed provider, uint256 nonce, bytes32 agreementHash, bytes32 commitment
    );
    /// @notice The provider accepted the job (its commitment, with the agreement's acceptance nonce the job
    /// took) and posted `collateral`.
    event JobAccepted(
        uint256 indexed jobId, address indexed provider, bytes32 commitment, uint256 nonce, uint256 collateral
    );
    /// @notice The provider withdrew its acceptance of a job not yet funded; the job closed and its
    /// `collateral` went back to it.
    event AcceptanceWithdrawn(uint256 indexed jobId, address indexed provider, uint256 collateral);
    /// @notice One evaluator's signed result was counted.
    event ResultAccepted(
        uint256 indexed jobId, address indexed evaluator, uint16 score, bool passed, bytes32 evidenceHash, bytes32 digest
    );
    /// @notice `submitResults` skipped a result: `reason` is the selector of the custom error `submitResult` would
    /// have reverted with (for example `AlreadyCounted`, `InvalidStatus`, `InvalidSignature`).
    event ResultSkipped(uint256 indexed jobId, address indexed evaluator, bytes4 reason);
    /// @notice The score is fixed (`score`: the evaluators' median; `policyScore`: what the policy applies, the
    /// pair's rolling average for rolling-average terms), `passed` is false when the results say the gates
    /// failed (the job then releases nothing to the provider) and the challenge window runs until
    /// `challengeDeadline`.
    event JobVerified(uint256 indexed jobId, uint16 score, uint16 policyScore, bool passed, uint256 challengeDeadline);
    /// @notice The evaluators were silent; the backup evaluator may post a result until `deadline`.
    event BackupEvaluatorActivated(uint256 indexed jobId, address indexed backupEvaluator, uint256 deadline);
    /// @notice The job's evaluators were appointed by `by`, its sole named evaluator (or, with `backup`, its
    /// activated backup evaluator): an evaluator pool's seat that drew them. The job now belongs to the
    /// agreement `agreementId` (its AgreementRegistered names the evaluators and quorum), which differs from the
    /// named one only in those.
    event EvaluatorsAppointed(uint256 indexed jobId, address indexed by, uint64 agreementId, bool backup);
    /// @notice A dead-man action fired for the job.
    event DeadManTriggered(uint256 indexed jobId, JobStatus fromStatus, Action action);
    /// @notice A dispute was filed by a party (`automatic` false) or by a low score (`automatic` true).
    event DisputeFiled(uint256 indexed jobId, address indexed by, bool automatic, uint256 deadline, bytes32 reason);
    /// @notice The resolver set the provider's share.
    event DisputeResolved(uint256 indexed jobId, address indexed resolver, uint16 providerBps, bytes32 reason);
    /// @notice The job settled: the final split of its budget. The fee goes to the evaluators whose results
    /// counted (equal shares, the first in list order takes the remainder; the backup evaluator alone when it
    /// scored), so their shares follow from the ResultAccepted events.
    event JobSettled(uint256 indexed jobId, uint16 releaseBps, uint256 providerAmount, uint256 clientAmount, uint256 fee);
    /// @notice The provider's collateral settled with the job: `kept` back to the provider, `slashed` to the client.
    event CollateralSettled(uint256 indexed jobId, address indexed provider, uint256 kept, uint256 slashed);
    /// @notice A push to `account` failed (a paused token, a blacklisted account); it may be pushed again later.
    event Credited(address indexed account, uint256 amount);
    /// @notice A credit was paid to its owner.
    event CreditPaid(address indexed account, uint256 amount);
    /// @notice A job was funded through an EIP-3009 authorization (x402); `preExecuted` when it had been
    /// executed before this call and was collected from the job's deposit address.
    event FundedWithAuthorization(uint256 indexed jobId, address indexed from, bytes32 indexed nonce, bool preExecuted);
    /// @notice Money that sat at one of the job's deposit addresses and could no longer serve the job went to
    /// its owner `to` (the client for the budget deposit, the provider for the collateral deposit).
    event DepositReturned(uint256 indexed jobId, address indexed to, uint256 amount);

    error Unauthorized(address caller);
    error InvalidStatus(uint256 jobId, JobStatus status);
    error UnknownJob(uint256 jobId);
    error ZeroAddress();
    error HooksNotSupported();
    error ExpiryOutOfRange(uint256 expiredAt);
    error ProviderAlreadySet(uint256 jobId);
    error ProviderNotSet(uint256 jobId);
    error BudgetMismatch(uint256 expected, uint256 actual);
    error BudgetOutOfRange(uint256 amount);
    error BudgetFixed(uint256 jobId);
    error AlreadyFunded(uint256 jobId);
    error TermsHashMismatch(bytes32 expected, bytes32 actual);
    error FundingShortfall(uint256 expected, uint256 received);
    error EvaluatorNotIndependent(address evaluator);
    error InvalidEvaluators();
    error InvalidTerms(string reason);
    error AsaJobUsesSignedResults(uint256 jobId);
    error DeadlinePassed(uint256 jobId, uint256 deadline);
    error DeadlineNotReached(uint256 jobId, uint256 deadline);
    error NothingDue(uint256 jobId);
    error ResultExpired(uint256 deadline);
    error ResultMismatch(uint256 jobId);
    error ScoreOutOfRange(uint16 score);
    error NotAnEvaluator(address signer);
    error AlreadyCounted(address evaluator);
    error InvalidSignature(address signer);
    error NoDisputeResolver(uint256 jobId);
    error BpsOutOfRange(uint16 bps);
    error NothingToWithdraw(address account);
    error NothingToReturn(uint256 jobId);
    error AgreementHashRequired();
    error AcceptanceNotRequired(uint256 jobId);
    error AlreadyAccepted(uint256 jobId);
    error AcceptanceMismatch(uint256 jobId);
    error AcceptanceExpired(uint256 deadline);
    error BatchLengthMismatch();
    error ActivationTooLate(uint256 jobId, uint256 expiredAt, uint256 minDeliveryTime);
}
