// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IAsaEscrowTypes} from "./IAsaEscrowTypes.sol";

/// @title AsaEscrowBase: the storage and the money rules shared by the escrow's code units
/// @notice Not deployed on its own. AsaEscrow (the hot path), AsaEscrowExtension (what is off it, run by
/// AsaEscrow with DELEGATECALL) and AsaEscrowViews (the views, run by the extension with DELEGATECALL) all
/// derive from it and add no storage, so they read and write one layout.
/// @dev Storage: who a job is between (client, provider, evaluators, quorum) and the terms fields the hot path
/// needs are an immutable "agreement" of three slots, registered once per distinct tuple and shared by every
/// job between the same parties; the full terms are registered once per distinct terms. A job is one packed
/// slot plus its deliverable hash. Ids are 40 bits: filling either registry would take 2^40 registrations
/// (over 10^16 gas, decades of a whole chain), so no attacker can exhaust them.
/// Invariant: token.balanceOf(escrow) >= the budgets of funded, unsettled jobs + the collateral of accepted,
/// unsettled jobs + credits (equal unless someone sent tokens straight to the escrow). What sits at a job's
/// deposit addresses belongs to the job's client (budget deposit) or provider (collateral deposit).
abstract contract AsaEscrowBase is IAsaEscrowTypes, EIP712, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice Scores and shares are in basis points: 10000 = 100.00 %.
    uint16 internal constant BPS = 10_000;
    /// @notice Upper bound of the evaluator fee.
    uint16 internal constant MAX_EVALUATOR_FEE_BPS = 1_000;
    /// @notice Upper bound of the provider's collateral: 200 % of the budget.
    uint16 internal constant MAX_COLLATERAL_BPS = 20_000;
    /// @notice Most evaluators a job may have.
    uint8 internal constant MAX_EVALUATORS = 8;
    /// @notice Most release tiers.
    uint8 internal constant MAX_TIERS = 8;
    /// @notice Longest rolling-average window (scores of one client-provider pair).
    uint8 internal constant MAX_ROLLING_WINDOW = 16;
    /// @notice Longest timeout or window a job may configure.
    uint32 internal constant MAX_TIMEOUT = 365 days;
    /// @notice Furthest `expiredAt` may lie in the future.
    uint256 internal constant MAX_EXPIRY_HORIZON = 730 days;

    /// @notice EIP-712 type of a signed evaluator result.
    bytes32 internal constant RESULT_TYPEHASH = keccak256(
        "Result(uint256 jobId,bytes32 deliverable,uint64 submittedAt,uint16 score,bool passed,bytes32 evidenceHash,uint256 nonce,uint64 deadline)"
    );
    /// @notice EIP-712 type of a provider's acceptance.
    bytes32 internal constant ACCEPTANCE_TYPEHASH =
        keccak256("Acceptance(bytes32 commitment,uint256 nonce,uint256 deadline)");
    /// @notice Gas an ERC-1271 wallet gets to answer one signature check: a wallet that burns more is refused
    /// (and, inside a batch, skipped), so one result can never starve the rest of a batch.
    uint256 internal constant ERC1271_GAS = 60_000;

    /// @dev Transient: 1 + the number of recipients while a payout batch runs (0: none); recipient i at
    /// _PAYOUT_BATCH + i, what it is owed at keccak256(recipient, _PAYOUT_BATCH).
    bytes32 private constant _PAYOUT_BATCH = keccak256("asa.escrow.payout-batch");

    uint256 private constant _HISTORY_BITS = 14;
    /// @dev Where an agreement's acceptance nonce sits in its `_agreementByKey` entry.
    uint256 internal constant _NONCE_AT = 80;
    uint256 private constant _HISTORY_MASK = (uint256(1) << 224) - 1;

    /// @dev Agreement.flags
    uint8 internal constant _ACCEPTANCE_REQUIRED = 1;
    /// @dev Job.flags
    uint8 internal constant _BACKUP_ACTIVE = 1;
    uint8 internal constant _BUDGET_IN = 2;
    uint8 internal constant _ACCEPTED = 4;
    uint8 internal constant _AUTO_DISPUTE = 8;
    uint8 internal constant _FAILED = 16;
    /// @dev The job's sole named evaluator (an evaluator pool's seat) appointed its evaluators; their results
    /// are tallied even when one evaluator judges alone, so the pool can read each score (`resultTally`).
    uint8 internal constant _APPOINTED = 32;
    /// @dev The activated backup evaluator (a pool's seat) appointed the backup that judges alone; its silence
    /// takes the fallback action.
    uint8 internal constant _BACKUP_APPOINTED = 64;

    /// @dev The parties of jobs and the terms fields their hot path reads, immutable once registered. Each
    /// block is one slot, laid out so that each hot step reads as few as it can: submit reads only the second
    /// (a non-zero evaluateTimeout marks an ASA agreement), a 1-of-1 result only the third (a policy other
    /// than None marks one), a settlement without an evaluator fee only the first two. `evaluator` is
    /// evaluators[0]; the rest live in `_extraEvaluators`. termsId 0 marks a plain ERC-8183 job (every terms
    /// field then 0).
    struct Agreement {
        address client;
        uint40 termsId;
        uint8 quorum;
        uint32 fundTimeout;
        uint8 flags;
        //
        address provider;
        uint32 evaluateTimeout;
        uint16 evaluatorFeeBps;
        uint16 collateralBps;
        uint8 tierCount;
        Policy payoutPolicy; // `policy` again, in the slot settlement reads anyway (it then skips the third)
        //
        address evaluator;
        uint8 evaluatorCount;
        uint32 challengeWindow;
        Policy policy;
        uint8 rollingWindow;
        uint16 disputeThreshold;
    }

    /// @dev Everything that changes during a job, in one slot. Times are unix seconds (uint32 lasts until
    /// 2106; creation refuses times beyond it). `score` is the score the policy applies once Verified.
    struct Job {
        uint40 agreementId;
        uint88 budget;
        uint32 expiredAt;
        uint32 deadline;
        uint32 submittedAt;
        uint16 score;
        JobStatus status;
        uint8 flags;
    }

    /// @notice The payment token (immutable; one escrow per token).
    IERC20 public immutable token;

    /// @notice Number of jobs created; job ids run from 1 to `jobCount`.
    uint256 public jobCount;

    uint40 internal _agreementCount;
    uint40 internal _termsCount;
    mapping(uint256 jobId => Job) internal _jobs;
    mapping(uint256 jobId => bytes32) internal _deliverables;
    /// @dev k-of-n tally: bits 0..7 which evaluator indexes counted, bits 8..15 count, score of index i at 16+16i,
    /// bit 144+i set when index i's result said failed.
    mapping(uint256 jobId => uint256) internal _votes;
    mapping(uint256 agreementId => Agreement) internal _agreements;
    mapping(uint256 agreementId => address[]) internal _extraEvaluators;
    /// @dev agreementId | termsId << 40 | acceptance nonce << 80: one read gives the create path both ids and,
    /// for terms that ask for the provider's acceptance, the nonce its next job takes (each takes the next).
    mapping(bytes32 agreementKey => uint256) internal _agreementByKey;
    mapping(uint256 termsId => Terms) internal _terms;
    mapping(uint256 termsId => bytes32) internal _termsHashes;
    mapping(bytes32 termsHash => uint40) internal _termsIdByHash;
    /// @dev Per client-provider pair: 16 scores of 14 bits (most recent lowest), count in bits 224..231.
    mapping(bytes32 pair => uint256) internal _history;
    mapping(address account => uint256) internal _credits;
    /// @dev Per client-provider pair: the block of its last rolling-average verification << 8 | how many of its
    /// most recent history entries that block recorded (at most 255).
    mapping(bytes32 pair => uint256) internal _historyBlock;

    /// @param token_ The ERC-20 payment token (for x402 funding it must implement EIP-3009).
    constructor(IERC20 token_) EIP712("ASA Escrow", "1") {
        if (address(token_) == address(0)) revert ZeroAddress();
        token = token_;
    }

    // ---------------------------------------------------------------------------------------------------
    // Funding
    // ---------------------------------------------------------------------------------------------------

    /// @dev Checks and effects shared by the funding paths of an existing job; returns the budget to collect.
    function _beginFunding(
        uint256 jobId,
        Job storage job,
        Agreement storage a,
        uint256 expectedBudget,
        bytes32 expectedTermsHash
    ) internal returns (uint256 budget) {
        _onlyStatus(jobId, job, JobStatus.Open);
        uint8 flags = job.flags;
        if (flags & _BUDGET_IN != 0) revert AlreadyFunded(jobId);
        uint40 termsId = a.termsId;
        if (termsId == 0 && a.provider == address(0)) revert ProviderNotSet(jobId);
        budget = job.budget;
        if (budget == 0) revert BudgetOutOfRange(0);
        if (budget != expectedBudget) revert BudgetMismatch(expectedBudget, budget);
        bytes32 termsHash = termsId == 0 ? bytes32(0) : _termsHashes[termsId];
        if (termsHash != expectedTermsHash) revert TermsHashMismatch(expectedTermsHash, termsHash);
        if (termsId != 0 && block.timestamp >= job.deadline) revert DeadlinePassed(jobId, job.deadline);
        job.flags = flags | _BUDGET_IN;
        emit JobFunded(jobId, a.client, budget);
        _activate(job, a);
    }

    /// @dev An Open job becomes Funded once its budget is in and, when its terms ask for it, the provider has
    /// accepted (and posted its collateral).
    function _activate(Job storage job, Agreement storage a) internal {
        uint8 flags = job.flags;
        if (flags & _BUDGET_IN == 0) return;
        if (a.flags & _ACCEPTANCE_REQUIRED != 0 && flags & _ACCEPTED == 0) return;
        job.status = JobStatus.Funded;
        // The delivery time needs no check here: every caller refused a call at or after the Open job's
        // deadline, which creation cut at the last second that still leaves minDeliveryTime (_fundDeadline).
        if (a.termsId != 0) _patchJob(job, _JOB_DEADLINE_MASK, uint256(job.expiredAt) << _JOB_DEADLINE_AT);
    }

    /// @dev An Open ASA job's deadline: the end of its fund window, cut at the last second it could still
    /// start (activation must leave minDeliveryTime before expiredAt). Past it the job can only close, so
    /// `finalize` closes it then, and each party gets back what it put in, instead of the money waiting out a
    /// fund window that outlasts the job. Called after _checkActivationTime held, so it lies in the future.
    function _fundDeadline(uint256 expiredAt, uint256 fundTimeout, uint256 minDeliveryTime)
        internal
        view
        returns (uint32)
    {
        uint256 lastStart = expiredAt - (minDeliveryTime == 0 ? 1 : minDeliveryTime);
        uint256 windowEnd = block.timestamp + fundTimeout;
        return uint32(windowEnd <= lastStart ? windowEnd : lastStart + 1);
    }

    /// @dev Refuses to activate an ASA job at or after its delivery deadline, or with less than the terms'
    /// minimum delivery time before it: the provider always gets the time it agreed to deliver in.
    function _checkActivationTime(uint256 jobId, uint256 expiredAt, uint256 minDeliveryTime) internal view {
        if (block.timestamp >= expiredAt || expiredAt - block.timestamp < minDeliveryTime) {
            revert ActivationTooLate(jobId, expiredAt, minDeliveryTime);
        }
    }

    /// @dev The agreement of a plain ERC-8183 job (one evaluator, no terms; `provider` may be zero).
    function _plainAgreement(address client, address provider, address evaluator) internal returns (uint40 id) {
        address[] memory evaluators = new address[](1);
        evaluators[0] = evaluator;
        bytes32 key = _agreementKey(client, provider, bytes32(0), 1, evaluators);
        id = uint40(_agreementByKey[key]);
        if (id != 0) return id;
        id = ++_agreementCount;
        Agreement storage a = _agreements[id];
        a.client = client;
        a.quorum = 1;
        a.evaluatorCount = 1;
        a.provider = provider;
        a.evaluator = evaluator;
        _agreementByKey[key] = id;
    }

    /// @dev Pulls `amount` from `from` (allowance) and checks the escrow's balance grew by exactly that.
    function _pull(address from, uint256 amount) internal {
        uint256 balanceBefore = token.balanceOf(address(this));
        token.safeTransferFrom(from, address(this), amount);
        uint256 received = token.balanceOf(address(this)) - balanceBefore;
        if (received != amount) revert FundingShortfall(amount, received);
    }

    /// @dev What a job waiting for acceptance keeps in its deliverable slot until it is accepted (the slot is
    /// free until submission, and a job cannot be submitted before it is accepted): its commitment and nonce.
    function _acceptanceCommitment(bytes32 commitment, uint256 nonce) internal pure returns (bytes32) {
        return keccak256(abi.encode(commitment, nonce));
    }

    /// @dev The job commitment, the one hash the provider's acceptance signs: the agreement key (client,
    /// provider, terms hash, quorum, evaluators), the agreement document's hash, the budget and the delivery
    /// deadline. The terms hash covers every other money-deciding field (policy, tiers, fee, collateral,
    /// timeouts, minimum delivery time, silence and dispute actions, backup evaluator, resolver). The Go
    /// mirror is settlement.JobCommitment.
    function _jobCommitment(bytes32 agreementKey, bytes32 agreementHash, uint256 budget, uint256 expiredAt)
        internal
        pure
        returns (bytes32)
    {
        return keccak256(abi.encode(agreementKey, agreementHash, budget, expiredAt));
    }

    // ---------------------------------------------------------------------------------------------------
    // State transitions
    // ---------------------------------------------------------------------------------------------------

    /// @dev Fixes the score and opens the challenge window (closing it at once when the window is zero). For
    /// rolling-average terms the pair's history is written now, so a job's average depends only on the blocks
    /// in which jobs are verified (see _recordAndAverage), never on who calls `finalize` or relays first. A
    /// score below the dispute threshold is marked to file a dispute when the window closes.
    function _verify(uint256 jobId, Job storage job, Agreement storage a, uint16 score, bool failed) internal {
        uint16 policyScore = score;
        if (a.policy == Policy.RollingAverage) {
            policyScore = _recordAndAverage(a.client, a.provider, a.rollingWindow, score);
        }
        uint256 window = a.challengeWindow;
        uint32 windowEnd = _deadlineIn(window);
        uint8 flags = job.flags;
        if (score < a.disputeThreshold) flags |= _AUTO_DISPUTE; // a threshold implies a resolver (registration)
        if (failed) flags |= _FAILED;
        _patchJob(
            job,
            _JOB_FLAGS_MASK | _JOB_SCORE_MASK | _JOB_STATUS_MASK | _JOB_DEADLINE_MASK,
            (uint256(flags) << _JOB_FLAGS_AT) | (uint256(policyScore) << _JOB_SCORE_AT)
                | (uint256(uint8(JobStatus.Verified)) << _JOB_STATUS_AT) | (uint256(windowEnd) << _JOB_DEADLINE_AT)
        );
        emit JobVerified(jobId, score, policyScore, !failed, windowEnd);
        if (window == 0) {
            if (flags & _AUTO_DISPUTE != 0) _fileDispute(jobId, job, a, address(0), true, bytes32(0));
            else _settle(jobId, job, a, _policyBps(job, a), true);
        }
    }

    function _fileDispute(uint256 jobId, Job storage job, Agreement storage a, address by, bool automatic, bytes32 reason)
        internal
    {
        uint32 deadline = _deadlineIn(_terms[a.termsId].disputeTimeout);
        _setStatusDeadline(job, JobStatus.Disputed, deadline);
        emit DisputeFiled(jobId, by, automatic, deadline, reason);
    }

    /// @dev Closes an Open job (rejected by its client, or expired unfunded or unaccepted): each party gets back
    /// exactly what it put in.
    function _closeOpen(uint256 jobId, Job storage job, Agreement storage a, JobStatus closedAs) internal {
        uint8 flags = job.flags;
        _setStatusDeadline(job, closedAs, 0);
        if (closedAs == JobStatus.Expired) emit JobExpired(jobId);
        uint256 refund = flags & _BUDGET_IN != 0 ? job.budget : 0;
        uint256 collateral = _collateral(job, a);
        if (refund > 0) {
            address client = a.client;
            emit JobSettled(jobId, 0, 0, refund, 0);
            emit Refunded(jobId, client, refund);
            _pay(client, refund);
        }
        if (collateral > 0) {
            address provider = a.provider;
            emit CollateralSettled(jobId, provider, collateral, 0);
            _pay(provider, collateral);
        }
    }

    /// @dev Refunds a funded, undelivered job (or a plain job past `expiredAt`); a provider that never
    /// delivered loses its whole collateral to the client.
    function _expireFunded(uint256 jobId, Job storage job, Agreement storage a) internal {
        uint256 budget = job.budget;
        uint256 slashed = _collateral(job, a);
        _setStatusDeadline(job, JobStatus.Expired, 0);
        emit JobExpired(jobId);
        emit JobSettled(jobId, 0, 0, budget, 0);
        address client = a.client;
        emit Refunded(jobId, client, budget);
        if (slashed > 0) emit CollateralSettled(jobId, a.provider, 0, slashed);
        _pay(client, budget + slashed);
    }

    /// @dev Closes an ASA job: splits its budget by `releaseBps` and the provider's collateral by the same share
    /// when the outcome is scored (see the money rule in IAsaEscrowTypes).
    function _settle(uint256 jobId, Job storage job, Agreement storage a, uint16 releaseBps, bool scored) internal {
        uint256 budget = job.budget;
        uint256 fee = scored ? (budget * a.evaluatorFeeBps) / BPS : 0;
        uint256 distributable = budget - fee;
        uint256 providerAmount = (distributable * releaseBps) / BPS;
        uint256 clientAmount = distributable - providerAmount;
        uint256 collateral = _collateral(job, a);
        uint256 kept = scored ? (collateral * releaseBps) / BPS : collateral;
        uint256 slashed = collateral - kept;
        if (providerAmount > 0) {
            _setStatusDeadline(job, JobStatus.Completed, 0);
            // The escrow completes an ASA job (its policy, on the evaluators' results in ResultAccepted).
            emit JobCompleted(jobId, address(this), bytes32(uint256(releaseBps)));
        } else {
            _setStatusDeadline(job, JobStatus.Rejected, 0);
            emit JobRejected(jobId, msg.sender, bytes32(uint256(releaseBps)));
        }
        emit JobSettled(jobId, releaseBps, providerAmount, clientAmount, fee);
        address provider = a.provider;
        if (collateral > 0) emit CollateralSettled(jobId, provider, kept, slashed);
        if (providerAmount > 0) emit PaymentReleased(jobId, provider, providerAmount);
        _pay(provider, providerAmount + kept);
        address client = a.client;
        if (clientAmount > 0) emit Refunded(jobId, client, clientAmount);
        _pay(client, clientAmount + slashed);
        if (fee > 0) _payFee(jobId, job, a, fee);
    }

    /// @dev Splits the fee equally among the evaluators whose results counted; the first gets the remainder.
    function _payFee(uint256 jobId, Job storage job, Agreement storage a, uint256 fee) private {
        if (job.flags & _BACKUP_ACTIVE != 0) {
            _pay(_terms[a.termsId].backupEvaluator, fee);
            return;
        }
        uint256 n = a.evaluatorCount;
        if (n == 1) {
            _pay(a.evaluator, fee);
            return;
        }
        uint256 agreementId = job.agreementId;
        uint256 votes = _votes[jobId];
        uint256 counted = (votes >> 8) & 0xff;
        uint256 share = fee / counted;
        uint256 remainder = fee - share * counted;
        for (uint256 i; i < n; ++i) {
            if (votes & (1 << i) == 0) continue;
            _pay(_evaluatorAt(agreementId, a, i), share + remainder);
            remainder = 0;
        }
    }

    /// @dev Pays `amount` to `to`: pushed at once, or, inside a payout batch, added to what `to` is owed and
    /// pushed once per recipient when the batch ends (a batch of one provider's jobs makes one transfer, not
    /// one per job).
    function _pay(address to, uint256 amount) internal {
        if (amount == 0) return;
        bytes32 head = _PAYOUT_BATCH;
        uint256 n;
        assembly ("memory-safe") {
            n := tload(head)
        }
        if (n == 0) {
            _push(to, amount);
            return;
        }
        assembly ("memory-safe") {
            mstore(0, to)
            mstore(0x20, head)
            let slot := keccak256(0, 0x40)
            let owed := tload(slot)
            if iszero(owed) {
                tstore(add(head, n), to)
                tstore(head, add(n, 1))
            }
            tstore(slot, add(owed, amount))
        }
    }

    /// @dev Pushes `amount`; if the token refuses (a paused token, a blacklisted recipient) it is credited
    /// instead, so one party can never block the other's payout. A credit can only ever go to its owner.
    function _push(address to, uint256 amount) private {
        if (!token.trySafeTransfer(to, amount)) {
            _credits[to] += amount;
            emit Credited(to, amount);
        }
    }

    /// @dev Starts collecting payouts per recipient (transient storage, this transaction only).
    function _beginPayoutBatch() internal {
        bytes32 head = _PAYOUT_BATCH;
        assembly ("memory-safe") {
            tstore(head, 1)
        }
    }

    /// @dev Pushes what each recipient of the batch is owed, once, and ends the batch.
    function _endPayoutBatch() internal {
        bytes32 head = _PAYOUT_BATCH;
        uint256 n;
        assembly ("memory-safe") {
            n := tload(head)
            tstore(head, 0)
        }
        for (uint256 i = 1; i < n; ++i) {
            address to;
            uint256 amount;
            assembly ("memory-safe") {
                to := tload(add(head, i))
                tstore(add(head, i), 0)
                mstore(0, to)
                mstore(0x20, head)
                let slot := keccak256(0, 0x40)
                amount := tload(slot)
                tstore(slot, 0)
            }
            _push(to, amount);
        }
    }

    /// @dev The provider's posted collateral (0 unless it accepted with a collateral requirement).
    function _collateral(Job storage job, Agreement storage a) internal view returns (uint256) {
        if (job.flags & _ACCEPTED == 0) return 0;
        return (uint256(job.budget) * a.collateralBps) / BPS;
    }

    // ---------------------------------------------------------------------------------------------------
    // Policies
    // ---------------------------------------------------------------------------------------------------

    /// @dev The policy's release share for the job's fixed policy score; 0 when its results said failed.
    function _policyBps(Job storage job, Agreement storage a) internal view returns (uint16) {
        if (job.flags & _FAILED != 0) return 0;
        uint256 score = job.score;
        if (a.payoutPolicy == Policy.Continuous) return uint16(score);
        uint256 tiers = _terms[a.termsId].tiers;
        uint256 tierCount = a.tierCount;
        for (uint256 i; i < tierCount; ++i) {
            uint256 tier = tiers >> (32 * i);
            if (score >= uint16(tier >> 16)) return uint16(tier);
        }
        return 0;
    }

    /// @dev Records `score` in the pair's history and returns the job's rolling average: this score and the
    /// last `window - 1` scores the pair had before this block. Jobs of one pair verified in one block (one
    /// batch, or transactions ordered by whoever builds the block) all average over the same earlier scores,
    /// and the block's scores are recorded in ascending order, so neither a job's payout nor the history later
    /// jobs see depends on who relays first. The Go mirror is settlement.Terms.VerifyInBlock.
    function _recordAndAverage(address client, address provider, uint256 window, uint256 score) private returns (uint16) {
        bytes32 key = _pairKey(client, provider);
        uint256 h = _history[key];
        uint256 count = h >> 224;
        uint256 entries = h & _HISTORY_MASK;
        uint256 meta = _historyBlock[key];
        uint256 inBlock = meta >> 8 == block.number ? meta & 0xff : 0;
        uint256 group = inBlock < count ? inBlock : count; // this block's entries still in the history
        uint256 used = count - group;
        if (used > window - 1) used = window - 1;
        uint256 sum = score;
        for (uint256 i; i < used; ++i) {
            sum += (entries >> (_HISTORY_BITS * (group + i))) & 0x3fff;
        }
        uint256 p;
        while (p < group && (entries >> (_HISTORY_BITS * p)) & 0x3fff < score) ++p;
        uint256 shift = _HISTORY_BITS * p;
        entries = ((entries & ((uint256(1) << shift) - 1)) | (score << shift) | ((entries >> shift) << (shift + _HISTORY_BITS)))
            & _HISTORY_MASK;
        if (count < MAX_ROLLING_WINDOW) ++count;
        _history[key] = entries | (count << 224);
        _historyBlock[key] = (block.number << 8) | (inBlock < 255 ? inBlock + 1 : 255);
        return uint16(sum / (used + 1));
    }

    /// @dev Whether a tally's counted results say failed: at least half of them did (order independent).
    function _tallyFailed(uint256 votes, uint256 count) internal pure returns (bool) {
        uint256 bits = (votes >> 144) & 0xff;
        uint256 failedCount;
        while (bits != 0) {
            failedCount += bits & 1;
            bits >>= 1;
        }
        return failedCount * 2 >= count;
    }

    /// @dev Median of the counted scores; for an even count the mean of the middle two, rounded down.
    function _median(uint256 votes, uint256 n, uint256 count) internal pure returns (uint16) {
        uint256[] memory scores = new uint256[](count);
        uint256 k;
        for (uint256 i; i < n; ++i) {
            if (votes & (1 << i) == 0) continue;
            uint256 s = (votes >> (16 + 16 * i)) & 0xffff;
            uint256 j = k++;
            while (j > 0 && scores[j - 1] > s) {
                scores[j] = scores[j - 1];
                --j;
            }
            scores[j] = s;
        }
        uint256 mid = count / 2;
        if (count % 2 == 1) return uint16(scores[mid]);
        return uint16((scores[mid - 1] + scores[mid]) / 2);
    }

    // ---------------------------------------------------------------------------------------------------
    // Signatures, lookups, small checks
    // ---------------------------------------------------------------------------------------------------

    function _resultDigest(Result calldata r) internal view returns (bytes32) {
        return _hashTypedDataV4(
            keccak256(
                abi.encode(
                    RESULT_TYPEHASH,
                    r.jobId,
                    r.deliverable,
                    r.submittedAt,
                    r.score,
                    r.passed,
                    r.evidenceHash,
                    r.nonce,
                    r.deadline
                )
            )
        );
    }

    /// @dev The EIP-712 digest of the provider's acceptance {commitment, nonce, deadline}.
    function _acceptanceDigest(bytes32 commitment, uint256 nonce, uint256 deadline) internal view returns (bytes32) {
        return _hashTypedDataV4(keccak256(abi.encode(ACCEPTANCE_TYPEHASH, commitment, nonce, deadline)));
    }

    /// @dev ECDSA first (no code lookup for the common EOA signer), then ERC-1271 for contract signers, with
    /// at most ERC1271_GAS for the wallet's answer (a wallet that burns more is a refusal).
    function _isValidSignature(address signer, bytes32 digest, bytes calldata signature) internal view returns (bool) {
        (address recovered, ECDSA.RecoverError err,) = ECDSA.tryRecoverCalldata(digest, signature);
        if (err == ECDSA.RecoverError.NoError && recovered == signer) return true;
        if (signer.code.length == 0) return false;
        bytes memory data = abi.encodeCall(IERC1271.isValidSignature, (digest, signature));
        bool ok;
        uint256 size;
        bytes32 answer;
        assembly ("memory-safe") {
            // At most ERC1271_GAS, and only the first word of the answer is copied (no return bomb).
            mstore(0, 0)
            ok := staticcall(ERC1271_GAS, signer, add(data, 0x20), mload(data), 0, 0x20)
            size := returndatasize()
            answer := mload(0)
        }
        return ok && size >= 32 && answer == bytes32(IERC1271.isValidSignature.selector);
    }

    function _evaluatorAt(uint256 agreementId, Agreement storage a, uint256 i) internal view returns (address) {
        return i == 0 ? a.evaluator : _extraEvaluators[agreementId][i - 1];
    }

    /// @dev The key of an agreement: who it is between and under which terms.
    function _agreementKey(
        address client,
        address provider,
        bytes32 termsHash,
        uint8 quorum,
        address[] memory evaluators
    ) internal pure returns (bytes32) {
        return keccak256(abi.encode(client, provider, termsHash, quorum, evaluators));
    }

    function _job(uint256 jobId) internal view returns (Job storage job) {
        job = _jobs[jobId];
        if (job.agreementId == 0) revert UnknownJob(jobId);
    }

    /// @dev Bit offsets of the fields of the packed Job slot (Solidity packs a struct from the low bits, in
    /// declaration order). The hot paths write the slot through these in one SSTORE: assigning the members
    /// one by one rereads and rewrites the same slot once per member (200 gas each, about 2,200 a lifecycle).
    uint256 internal constant _JOB_BUDGET_AT = 40;
    uint256 internal constant _JOB_EXPIRED_AT = 128;
    uint256 internal constant _JOB_DEADLINE_AT = 160;
    uint256 internal constant _JOB_SUBMITTED_AT = 192;
    uint256 internal constant _JOB_SCORE_AT = 224;
    uint256 internal constant _JOB_STATUS_AT = 240;
    uint256 internal constant _JOB_FLAGS_AT = 248;
    uint256 internal constant _JOB_DEADLINE_MASK = uint256(type(uint32).max) << _JOB_DEADLINE_AT;
    uint256 internal constant _JOB_SUBMITTED_MASK = uint256(type(uint32).max) << _JOB_SUBMITTED_AT;
    uint256 internal constant _JOB_SCORE_MASK = uint256(type(uint16).max) << _JOB_SCORE_AT;
    uint256 internal constant _JOB_STATUS_MASK = uint256(type(uint8).max) << _JOB_STATUS_AT;
    uint256 internal constant _JOB_FLAGS_MASK = uint256(type(uint8).max) << _JOB_FLAGS_AT;

    /// @dev Writes a whole new job in one SSTORE.
    function _storeJob(Job storage job, Job memory j) internal {
        uint256 packed = uint256(j.agreementId) | (uint256(j.budget) << _JOB_BUDGET_AT)
            | (uint256(j.expiredAt) << _JOB_EXPIRED_AT) | (uint256(j.deadline) << _JOB_DEADLINE_AT)
            | (uint256(j.submittedAt) << _JOB_SUBMITTED_AT) | (uint256(j.score) << _JOB_SCORE_AT)
            | (uint256(uint8(j.status)) << _JOB_STATUS_AT) | (uint256(j.flags) << _JOB_FLAGS_AT);
        assembly ("memory-safe") {
            sstore(job.slot, packed)
        }
    }

    /// @dev Replaces the job fields under `mask` with `bits` (already shifted into place) in one SSTORE.
    function _patchJob(Job storage job, uint256 mask, uint256 bits) internal {
        assembly ("memory-safe") {
            let slot := job.slot
            sstore(slot, or(and(sload(slot), not(mask)), bits))
        }
    }

    /// @dev A new status and deadline, in one SSTORE.
    function _setStatusDeadline(Job storage job, JobStatus status, uint32 deadline) internal {
        _patchJob(
            job,
            _JOB_STATUS_MASK | _JOB_DEADLINE_MASK,
            (uint256(uint8(status)) << _JOB_STATUS_AT) | (uint256(deadline) << _JOB_DEADLINE_AT)
        );
    }

    function _now32() internal view returns (uint32) {
        return SafeCast.toUint32(block.timestamp);
    }

    /// @dev `block.timestamp + seconds` as a stored deadline (timeouts are at most MAX_TIMEOUT).
    function _deadlineIn(uint256 seconds_) internal view returns (uint32) {
        return SafeCast.toUint32(block.timestamp + seconds_);
    }

    function _onlyStatus(uint256 jobId, Job storage job, JobStatus status) internal view {
        if (job.status != status) revert InvalidStatus(jobId, job.status);
    }

    function _pairKey(address client, address provider) internal pure returns (bytes32) {
        return keccak256(abi.encodePacked(client, provider));
    }
}
