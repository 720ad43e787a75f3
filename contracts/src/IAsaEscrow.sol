// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

import {IAgenticCommerce} from "./IAgenticCommerce.sol";

/// @title Agent Service Agreement (ASA) extension of the ERC-8183 escrow
/// @notice Per-job terms fixed at funding: a release policy over an evaluator score, a challenge window,
/// dead-man deadlines with pre-agreed actions, disputes and a capped evaluator fee. Scores arrive as
/// EIP-712 signed results that anyone may relay.
/// @dev Money rule for every ASA settlement, which the Go `settlement` package mirrors exactly:
///   fee          = hasScore ? budget * evaluatorFeeBps / 10000 : 0          (rounded down)
///   distributable = budget - fee
///   provider     = distributable * releaseBps / 10000                         (rounded down)
///   client       = distributable - provider                                   (the remainder goes to the client)
/// releaseBps comes from the policy (graduated tiers, continuous = score, rolling-average tiers), from a
/// dead-man action (split 5000, return 0, release 10000) or from the resolver.
interface IAsaEscrow is IAgenticCommerce {
    /// @notice How the score becomes a release share.
    enum Policy {
        None, // plain ERC-8183 job, no ASA terms
        Graduated, // first tier (sorted by minScore, descending) with score >= minScore; none -> 0
        Continuous, // releaseBps = score (score/100 x amount)
        RollingAverage // tiers applied to the average of the pair's last `rollingWindow` scores, this one included
    }

    /// @notice Pre-agreed outcomes of the dead-man's switch and of unresolved disputes.
    enum Action {
        PolicyOutcome, // pay by the policy and the score (dispute default only)
        Split5050, // releaseBps 5000
        ReturnToClient, // releaseBps 0
        ReleaseToProvider, // releaseBps 10000
        HoldForBackupEvaluator // evaluator silence only: the backup evaluator gets `backupTimeout`, then `fallbackAction`
    }

    /// @notice The terms of an ASA job; fixed once the job is funded (funding states their hash).
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
        uint16 disputeThreshold; // a final score below this files a dispute automatically; 0 disables
        uint16 evaluatorFeeBps; // <= MAX_EVALUATOR_FEE_BPS, paid only when a score was used
        uint32 fundTimeout; // seconds from creation to fund before the job can be expired
        uint32 evaluateTimeout; // seconds from submission for the evaluators to reach quorum
        uint32 backupTimeout; // seconds for the backup evaluator once activated
        uint32 challengeWindow; // seconds after the score during which client or provider may challenge
        uint32 disputeTimeout; // seconds for the resolver before the dispute default applies
        address backupEvaluator; // required when silenceAction == HoldForBackupEvaluator
        address resolver; // resolves challenges and automatic disputes; zero disables both
        uint256 tiers;
    }

    /// @notice An evaluator's signed score (EIP-712 typed data, domain: this escrow on this chain).
    struct Result {
        uint256 jobId;
        bytes32 deliverable; // must equal the stored deliverable hash
        uint64 submittedAt; // must equal the stored submission time
        uint16 score; // 0..10000
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
        uint16 score; // the fixed score once Verified
        uint8 quorum;
        uint8 resultCount;
        bool backupActive;
        uint32 termsId; // 0 for plain ERC-8183 jobs
    }

    /// @notice ASA terms were registered under `termsHash` (= keccak256(abi.encode(terms))).
    event TermsRegistered(uint32 indexed termsId, bytes32 indexed termsHash, Terms terms);
    /// @notice The brief given at creation (emitted, not stored).
    event JobDescription(uint256 indexed jobId, string description);
    /// @notice An ASA job was created with these terms, evaluators and budget; `fundDeadline` is 0 when it was
    /// created already funded (`createAndFundAsaJob`).
    event AsaJobCreated(
        uint256 indexed jobId, uint32 indexed termsId, bytes32 termsHash, address[] evaluators, uint8 quorum, uint256 fundDeadline
    );
    /// @notice One evaluator's signed result was counted.
    event ResultAccepted(uint256 indexed jobId, address indexed evaluator, uint16 score, bytes32 evidenceHash, bytes32 digest);
    /// @notice Quorum reached: the job's score is fixed and its challenge window runs until `challengeDeadline`.
    event JobVerified(uint256 indexed jobId, uint16 score, uint256 challengeDeadline);
    /// @notice The evaluators were silent; the backup evaluator may post a result until `deadline`.
    event BackupEvaluatorActivated(uint256 indexed jobId, address indexed backupEvaluator, uint256 deadline);
    /// @notice A dead-man action fired for the job.
    event DeadManTriggered(uint256 indexed jobId, JobStatus fromStatus, Action action);
    /// @notice A dispute was filed by a party (`automatic` false) or by a low score (`automatic` true).
    event DisputeFiled(uint256 indexed jobId, address indexed by, bool automatic, uint256 deadline, bytes32 reason);
    /// @notice The resolver set the provider's share.
    event DisputeResolved(uint256 indexed jobId, address indexed resolver, uint16 providerBps, bytes32 reason);
    /// @notice The job settled: the final split of its budget.
    event JobSettled(uint256 indexed jobId, uint16 releaseBps, uint256 providerAmount, uint256 clientAmount, uint256 fee);
    /// @notice An evaluator was paid its share of the fee.
    event EvaluatorFeePaid(uint256 indexed jobId, address indexed evaluator, uint256 amount);
    /// @notice A push to `account` failed; the amount is withdrawable with `withdraw`.
    event Credited(address indexed account, uint256 amount);
    /// @notice `account` withdrew its credit to `to`.
    event Withdrawn(address indexed account, address indexed to, uint256 amount);
    /// @notice A job was funded through an EIP-3009 authorization (x402); `preExecuted` when it had been
    /// executed before this call and was collected from the job's deposit address.
    event FundedWithAuthorization(uint256 indexed jobId, address indexed from, bytes32 indexed nonce, bool preExecuted);

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

    /// @notice Creates an ASA job: ERC-8183 job data plus terms, k-of-n evaluators and the budget.
    /// @param provider The provider (non-zero).
    /// @param evaluators 1..8 distinct evaluators, none the client or the provider; `evaluators[0]` is the
    /// ERC-8183 `evaluator`.
    /// @param quorum How many results make the score (their median), 1..evaluators.length.
    /// @param expiredAt Delivery deadline (unix time).
    /// @param budget The amount to escrow, in token base units.
    /// @param description Job brief; emitted, not stored.
    /// @param terms The ASA terms; identical terms share one registration.
    /// @return jobId The new job's id.
    function createAsaJob(
        address provider,
        address[] calldata evaluators,
        uint8 quorum,
        uint256 expiredAt,
        uint256 budget,
        string calldata description,
        Terms calldata terms
    ) external returns (uint256 jobId);

    /// @notice `createAsaJob` and `fund` in one call: creates the job already funded, pulling the budget from
    /// the caller's allowance. No terms hash is needed: the caller states the terms in this very call.
    /// @dev Same parameters, checks and events as `createAsaJob`, followed by `JobFunded`.
    /// @return jobId The new job's id.
    function createAndFundAsaJob(
        address provider,
        address[] calldata evaluators,
        uint8 quorum,
        uint256 expiredAt,
        uint256 budget,
        string calldata description,
        Terms calldata terms
    ) external returns (uint256 jobId);

    /// @notice Funds an open job from the client's EIP-3009 `TransferWithAuthorization` made out to the job's
    /// deposit address (`depositAddress(jobId)`; the x402 `payTo`). Anyone may relay it. If the authorization
    /// was already executed (for example by a front-runner straight on the token), the money is at the deposit
    /// address and is collected from there; either way it can only fund this job, exactly once.
    /// @param expectedBudget Must equal the stored budget; the authorization's value is the budget.
    /// @param expectedTermsHash The job's terms hash (zero for plain jobs).
    /// @param signature The client's signature (65-byte ECDSA or ERC-1271 bytes).
    function fundWithAuthorization(
        uint256 jobId,
        uint256 expectedBudget,
        bytes32 expectedTermsHash,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        bytes calldata signature
    ) external;

    /// @notice Funds an open job from the money at its deposit address (paid there by any means). Anyone may
    /// call it; the deposit must hold at least the budget, any excess is credited to the client.
    function fundFromDeposit(uint256 jobId, uint256 expectedBudget, bytes32 expectedTermsHash) external;

    /// @notice The job's deposit address: CREATE2 of a JobDeposit with salt `jobId`. Only this job can be
    /// funded from the money paid to it.
    function depositAddress(uint256 jobId) external view returns (address);

    /// @notice Relays one evaluator's signed result. Anyone may call it.
    /// @param evaluator The signer: one of the job's evaluators, or its backup evaluator once activated.
    function submitResult(Result calldata result, address evaluator, bytes calldata signature) external;

    /// @notice Client or provider challenge a verified score inside its window; the resolver decides.
    function challenge(uint256 jobId, bytes32 reason) external;

    /// @notice The resolver sets the provider's share of a disputed job, which then settles.
    /// @param providerBps The provider's share of the distributable amount, 0..10000.
    function resolveDispute(uint256 jobId, uint16 providerBps, bytes32 reason) external;

    /// @notice Performs the action due on a job whose current deadline has passed (finalize a closed
    /// window, a dead-man action, a dispute default, expiry). Reverts with `NothingDue` otherwise.
    function finalize(uint256 jobId) external;

    /// @notice `finalize` for many jobs; jobs with nothing due are skipped, never reverting the batch.
    /// @return advanced How many jobs advanced.
    function finalizeBatch(uint256[] calldata jobIds) external returns (uint256 advanced);

    /// @notice Withdraws the caller's credited payouts to `to`.
    function withdraw(address to) external returns (uint256 amount);

    /// @notice Whether a job has an action due now (what `finalize` would do).
    function isDue(uint256 jobId) external view returns (bool);

    /// @notice A job's state.
    function getJob(uint256 jobId) external view returns (JobView memory);

    /// @notice A job's evaluators (`evaluators[0]` is the ERC-8183 evaluator).
    function evaluatorsOf(uint256 jobId) external view returns (address[] memory);

    /// @notice The terms registered under `termsId` and their hash.
    function termsById(uint32 termsId) external view returns (Terms memory terms, bytes32 termsHash);

    /// @notice The EIP-712 digest an evaluator signs for `result`.
    function resultDigest(Result calldata result) external view returns (bytes32);

    /// @notice The last scores (most recent first, at most 16) of a client-provider pair's rolling-average jobs.
    function pairHistory(address client, address provider) external view returns (uint16[] memory scores);

    /// @notice Credited payouts withdrawable by `account`.
    function credits(address account) external view returns (uint256);

}
