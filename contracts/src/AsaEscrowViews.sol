// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {AsaEscrowBase} from "./AsaEscrowBase.sol";
import {IAsaEscrowViews} from "./IAsaEscrow.sol";
import {IAsaEscrowViewsInternal} from "./IAsaEscrowInternal.sol";

/// @title AsaEscrowViews: the third code unit of an AsaEscrow, its views
/// @notice Deployed by AsaEscrowExtension's constructor and only ever run with DELEGATECALL (the escrow's
/// fallback runs the extension, whose fallback runs this), in the escrow's storage and on the escrow's
/// address: call these functions on the escrow. Nothing here writes storage or moves money; called directly it
/// reads its own storage, which is empty.
/// @dev Holds the views that cost nothing on chain through DELEGATECALL (job state, evaluators, pair history,
/// terms, limits, the acceptance digest and job commitment) and the revert path of `submitResult`, so that the
/// other two units stay well under EIP-170.
contract AsaEscrowViews is IAsaEscrowViews, IAsaEscrowViewsInternal, AsaEscrowBase {
    /// @param token_ The escrow's payment token.
    constructor(IERC20 token_) AsaEscrowBase(token_) {}

    /// @dev ERC-5267's answer comes from AsaEscrow's own `eip712Domain`, the one every caller reaches on the
    /// escrow's address; this unit does not carry a second copy of it (the initcode of the three units together
    /// must stay under EIP-3860's limit).
    function eip712Domain()
        public
        pure
        override
        returns (bytes1, string memory, string memory, uint256, address, bytes32, uint256[] memory)
    {
        revert();
    }

    /// @inheritdoc IAsaEscrowViewsInternal
    function revertResult(bytes4 problem, Result calldata result, address evaluator) external view {
        uint256 jobId = result.jobId;
        Job storage job = _jobs[jobId];
        if (problem == UnknownJob.selector) revert UnknownJob(jobId);
        if (problem == AsaJobUsesSignedResults.selector) revert AsaJobUsesSignedResults(jobId);
        if (problem == InvalidStatus.selector) revert InvalidStatus(jobId, job.status);
        if (problem == DeadlinePassed.selector) revert DeadlinePassed(jobId, job.deadline);
        if (problem == ResultMismatch.selector) revert ResultMismatch(jobId);
        if (problem == ResultExpired.selector) revert ResultExpired(result.deadline);
        if (problem == ScoreOutOfRange.selector) revert ScoreOutOfRange(result.score);
        if (problem == NotAnEvaluator.selector) revert NotAnEvaluator(evaluator);
        if (problem == AlreadyCounted.selector) revert AlreadyCounted(evaluator);
        revert InvalidSignature(evaluator);
    }

    /// @inheritdoc IAsaEscrowViews
    function getJob(uint256 jobId) external view returns (JobView memory v) {
        Job storage job = _job(jobId);
        Agreement storage a = _agreements[job.agreementId];
        uint8 flags = job.flags;
        v.client = a.client;
        v.provider = a.provider;
        v.evaluator = a.evaluator;
        v.status = job.status;
        v.budget = job.budget;
        v.expiredAt = job.expiredAt;
        v.deadline = job.deadline;
        v.submittedAt = job.submittedAt;
        if (job.submittedAt != 0) v.deliverable = _deliverables[jobId];
        v.score = job.score;
        v.quorum = a.quorum;
        v.resultCount = uint8(_votes[jobId] >> 8);
        v.backupActive = flags & _BACKUP_ACTIVE != 0;
        v.termsId = a.termsId;
        v.budgetFunded = flags & _BUDGET_IN != 0;
        v.acceptanceRequired = a.flags & _ACCEPTANCE_REQUIRED != 0;
        v.accepted = flags & _ACCEPTED != 0;
        v.collateral = (uint256(job.budget) * a.collateralBps) / BPS;
    }

    /// @inheritdoc IAsaEscrowViews
    function evaluatorsOf(uint256 jobId) external view returns (address[] memory evaluators) {
        uint256 agreementId = _job(jobId).agreementId;
        Agreement storage a = _agreements[agreementId];
        uint256 n = a.evaluatorCount;
        evaluators = new address[](n);
        for (uint256 i; i < n; ++i) {
            evaluators[i] = _evaluatorAt(agreementId, a, i);
        }
    }

    /// @inheritdoc IAsaEscrowViews
    function resultTally(uint256 jobId) external view returns (uint256) {
        return _votes[jobId];
    }

    /// @inheritdoc IAsaEscrowViews
    function pairHistory(address client, address provider) external view returns (uint16[] memory scores) {
        uint256 h = _history[_pairKey(client, provider)];
        uint256 count = h >> 224;
        scores = new uint16[](count);
        for (uint256 i; i < count; ++i) {
            scores[i] = uint16((h >> (14 * i)) & 0x3fff);
        }
    }

    /// @inheritdoc IAsaEscrowViews
    function termsById(uint64 termsId) external view returns (Terms memory terms, bytes32 termsHash) {
        if (termsId == 0 || termsId > _termsCount) revert InvalidTerms("unknown terms id");
        return (_terms[termsId], _termsHashes[termsId]);
    }

    /// @inheritdoc IAsaEscrowViews
    function limits() external pure returns (uint16, uint16, uint16, uint8, uint8, uint8, uint32, uint256) {
        return (
            BPS,
            MAX_EVALUATOR_FEE_BPS,
            MAX_COLLATERAL_BPS,
            MAX_EVALUATORS,
            MAX_TIERS,
            MAX_ROLLING_WINDOW,
            MAX_TIMEOUT,
            MAX_EXPIRY_HORIZON
        );
    }

    /// @inheritdoc IAsaEscrowViews
    function jobCommitment(address client, JobRequest calldata job, Terms calldata terms) external pure returns (bytes32) {
        bytes32 key = _agreementKey(client, job.provider, keccak256(abi.encode(terms)), job.quorum, job.evaluators);
        return _jobCommitment(key, job.agreementHash, job.budget, job.expiredAt);
    }

    /// @inheritdoc IAsaEscrowViews
    function acceptanceNonce(bytes32 agreementKey) external view returns (uint256) {
        return _agreementByKey[agreementKey] >> _NONCE_AT;
    }

    /// @inheritdoc IAsaEscrowViews
    function credits(address account) external view returns (uint256) {
        return _credits[account];
    }
}
