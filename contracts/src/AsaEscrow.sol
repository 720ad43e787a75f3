// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {Address} from "@openzeppelin/contracts/utils/Address.sol";
import {AsaEscrowBase} from "./AsaEscrowBase.sol";
import {AsaEscrowExtension} from "./AsaEscrowExtension.sol";
import {IAgenticCommerce} from "./IAgenticCommerce.sol";
import {IAsaEscrowCore} from "./IAsaEscrow.sol";
import {IAsaEscrowInternal, IAsaEscrowViewsInternal} from "./IAsaEscrowInternal.sol";

/// @title AsaEscrow: an ERC-8183 job escrow with Agent Service Agreement terms
/// @notice One instance per payment token. Plain ERC-8183 jobs (`createJob`) behave exactly as the standard
/// says. ASA jobs (`createAsaJob`, `createAndFundAsaJob`) release a score-dependent share from EIP-712 signed
/// evaluator results, have a challenge window with a resolver, optional provider acceptance with proportional
/// collateral, and a permissionless dead-man action for every waiting state. There is no owner and no admin
/// function: escrowed funds move only by the job rules.
/// @dev The escrow is three code units over one storage layout (AsaEscrowBase). This contract holds the hot
/// path every job pays gas for: creation (with a relayed acceptance), funding, delivery, signed results and
/// finalization. Everything else (deposit-address funding, acceptance, disputes, dead-man actions, credits,
/// the rare ERC-8183 paths) lives in AsaEscrowExtension, deployed by this constructor and run with
/// DELEGATECALL from the fallback; the views live in AsaEscrowViews, which the extension deploys and runs from
/// its own fallback. So every function of IAsaEscrow is called on this address. See contracts/README.md for
/// the reasons.
contract AsaEscrow is IAsaEscrowCore, AsaEscrowBase {
    /// @dev The extension's code runs in this contract's storage; it is fixed at deployment.
    address private immutable _extension;

    /// @param token_ The ERC-20 payment token (for x402 funding it must implement EIP-3009).
    constructor(IERC20 token_) AsaEscrowBase(token_) {
        _extension = address(new AsaEscrowExtension(token_));
    }

    /// @notice Runs every function this contract does not implement from AsaEscrowExtension. The extension's
    /// internal entry points cannot be called from outside.
    fallback() external {
        bytes4 selector = msg.sig;
        if (
            selector == IAsaEscrowInternal.registerAgreement.selector || selector == IAsaEscrowInternal.advanceDue.selector
        ) revert Unauthorized(msg.sender);
        _forward();
    }

    /// @dev Runs this call's calldata on the extension with DELEGATECALL and returns or reverts with its answer.
    function _forward() private {
        address target = _extension;
        assembly ("memory-safe") {
            let ptr := mload(0x40)
            calldatacopy(ptr, 0, calldatasize())
            let ok := delegatecall(gas(), target, ptr, calldatasize(), 0, 0)
            returndatacopy(ptr, 0, returndatasize())
            switch ok
            case 0 { revert(ptr, returndatasize()) }
            default { return(ptr, returndatasize()) }
        }
    }

    // ---------------------------------------------------------------------------------------------------
    // ERC-8183 core
    // ---------------------------------------------------------------------------------------------------

    /// @inheritdoc IAgenticCommerce
    function createJob(address provider, address evaluator, uint256 expiredAt, string calldata description, address hook)
        external
        returns (uint256 jobId)
    {
        if (hook != address(0)) revert HooksNotSupported();
        if (evaluator == address(0)) revert ZeroAddress();
        if (evaluator == provider) revert EvaluatorNotIndependent(evaluator);
        _checkExpiry(expiredAt);
        uint40 agreementId = _plainAgreement(msg.sender, provider, evaluator);
        jobId = ++jobCount;
        _storeJob(_jobs[jobId], Job({
            agreementId: agreementId,
            budget: 0,
            expiredAt: uint32(expiredAt),
            deadline: 0,
            submittedAt: 0,
            score: 0,
            status: JobStatus.Open,
            flags: 0
        }));
        emit JobCreated(jobId, msg.sender, provider, evaluator, expiredAt);
        emit JobDescription(jobId, description);
    }

    /// @inheritdoc IAgenticCommerce
    /// @dev Off the hot path: runs AsaEscrowExtension's `setProvider`.
    function setProvider(uint256, address, bytes calldata) external {
        _forward();
    }

    /// @inheritdoc IAgenticCommerce
    function setBudget(uint256 jobId, uint256 amount, bytes calldata) external {
        Job storage job = _job(jobId);
        Agreement storage a = _agreements[job.agreementId];
        if (a.termsId != 0) revert BudgetFixed(jobId);
        _onlyStatus(jobId, job, JobStatus.Open);
        if (msg.sender != a.client && msg.sender != a.provider) revert Unauthorized(msg.sender);
        if (amount > type(uint88).max) revert BudgetOutOfRange(amount);
        job.budget = uint88(amount);
        emit BudgetSet(jobId, amount);
    }

    /// @inheritdoc IAgenticCommerce
    function fund(uint256 jobId, uint256 expectedBudget, bytes calldata optParams) external nonReentrant {
        Job storage job = _job(jobId);
        Agreement storage a = _agreements[job.agreementId];
        if (msg.sender != a.client) revert Unauthorized(msg.sender);
        bytes32 expectedTermsHash;
        uint40 termsId = a.termsId;
        if (termsId != 0) {
            if (optParams.length != 32) revert TermsHashMismatch(_termsHashes[termsId], bytes32(0));
            expectedTermsHash = bytes32(optParams);
        }
        _pull(msg.sender, _beginFunding(jobId, job, a, expectedBudget, expectedTermsHash));
    }

    /// @inheritdoc IAgenticCommerce
    function submit(uint256 jobId, bytes32 deliverable, bytes calldata) external {
        Job storage job = _job(jobId);
        _onlyStatus(jobId, job, JobStatus.Funded);
        Agreement storage a = _agreements[job.agreementId];
        if (msg.sender != a.provider) revert Unauthorized(msg.sender);
        uint32 evaluateTimeout = a.evaluateTimeout; // non-zero exactly for ASA agreements
        if (evaluateTimeout != 0 && block.timestamp >= job.expiredAt) revert DeadlinePassed(jobId, job.expiredAt);
        _deliverables[jobId] = deliverable;
        uint256 mask = _JOB_SUBMITTED_MASK | _JOB_STATUS_MASK;
        uint256 bits = (uint256(_now32()) << _JOB_SUBMITTED_AT) | (uint256(uint8(JobStatus.Submitted)) << _JOB_STATUS_AT);
        if (evaluateTimeout != 0) {
            mask |= _JOB_DEADLINE_MASK;
            bits |= uint256(_deadlineIn(evaluateTimeout)) << _JOB_DEADLINE_AT;
        }
        _patchJob(job, mask, bits);
        emit JobSubmitted(jobId, msg.sender, deliverable);
    }

    /// @inheritdoc IAgenticCommerce
    function complete(uint256 jobId, bytes32 reason, bytes calldata) external nonReentrant {
        Job storage job = _job(jobId);
        Agreement storage a = _agreements[job.agreementId];
        if (a.termsId != 0) revert AsaJobUsesSignedResults(jobId);
        _onlyStatus(jobId, job, JobStatus.Submitted);
        if (msg.sender != a.evaluator) revert Unauthorized(msg.sender);
        uint256 budget = job.budget;
        job.status = JobStatus.Completed;
        emit JobCompleted(jobId, msg.sender, reason);
        emit JobSettled(jobId, BPS, budget, 0, 0);
        address provider = a.provider;
        _pay(provider, budget);
        emit PaymentReleased(jobId, provider, budget);
    }

    /// @inheritdoc IAgenticCommerce
    /// @dev Off the hot path: runs AsaEscrowExtension's `reject`.
    function reject(uint256, bytes32, bytes calldata) external {
        _forward();
    }

    /// @inheritdoc IAgenticCommerce
    /// @dev Off the hot path: runs AsaEscrowExtension's `claimRefund`.
    function claimRefund(uint256) external {
        _forward();
    }

    // ---------------------------------------------------------------------------------------------------
    // ASA hot path
    // ---------------------------------------------------------------------------------------------------

    /// @inheritdoc IAsaEscrowCore
    function createAsaJob(JobRequest calldata job, Terms calldata terms) external returns (uint256 jobId) {
        (jobId,,) = _createAsaJob(job, terms, false, false);
    }

    /// @inheritdoc IAsaEscrowCore
    function createAndFundAsaJob(JobRequest calldata job, Terms calldata terms) external nonReentrant returns (uint256 jobId) {
        (jobId,,) = _createAsaJob(job, terms, true, false);
        _pull(msg.sender, job.budget);
    }

    /// @inheritdoc IAsaEscrowCore
    /// @dev The acceptance is checked here, on the job as this call builds it (no stored commitment to match:
    /// the escrow computes the commitment and takes the nonce itself), so the job is written once, Funded.
    function createAndFundAcceptedAsaJob(
        JobRequest calldata job,
        Terms calldata terms,
        uint256 acceptanceDeadline,
        bytes calldata providerSignature
    ) external nonReentrant returns (uint256 jobId) {
        if (!terms.acceptanceRequired) revert AcceptanceNotRequired(jobCount + 1);
        bytes32 commitment;
        uint256 nonce;
        (jobId, commitment, nonce) = _createAsaJob(job, terms, true, true);
        address provider = job.provider;
        if (providerSignature.length == 0) {
            if (msg.sender != provider) revert Unauthorized(msg.sender);
        } else {
            if (block.timestamp > acceptanceDeadline) revert AcceptanceExpired(acceptanceDeadline);
            bytes32 digest = _acceptanceDigest(commitment, nonce, acceptanceDeadline);
            if (!_isValidSignature(provider, digest, providerSignature)) revert InvalidSignature(provider);
        }
        uint256 budget = job.budget;
        uint256 collateral = (budget * terms.collateralBps) / BPS;
        _pull(msg.sender, budget);
        emit JobAccepted(jobId, provider, commitment, nonce, collateral);
        if (collateral > 0) _pull(provider, collateral);
    }

    /// @inheritdoc IAsaEscrowCore
    function createAndFundAsaJobs(JobRequest[] calldata jobs, Terms calldata terms)
        external
        nonReentrant
        returns (uint256 firstJobId)
    {
        uint256 n = jobs.length;
        if (n == 0) revert BatchLengthMismatch();
        firstJobId = jobCount + 1;
        uint256 total;
        for (uint256 i; i < n; ++i) {
            _createAsaJob(jobs[i], terms, true, false);
            total += jobs[i].budget;
        }
        _pull(msg.sender, total);
    }

    /// @inheritdoc IAsaEscrowCore
    function submitResult(Result calldata result, address evaluator, bytes calldata signature) external nonReentrant {
        bytes4 problem = _countResult(result, evaluator, signature);
        // The extension reverts with the custom error `problem` names, with its arguments.
        if (problem != 0) _delegate(abi.encodeCall(IAsaEscrowViewsInternal.revertResult, (problem, result, evaluator)));
    }

    /// @inheritdoc IAsaEscrowCore
    function submitResults(Result[] calldata results, address[] calldata evaluators, bytes[] calldata signatures)
        external
        nonReentrant
        returns (uint256 counted)
    {
        uint256 n = results.length;
        if (evaluators.length != n || signatures.length != n) revert BatchLengthMismatch();
        bool batch = n > 1; // one item pays at once: nothing to collect per recipient
        if (batch) _beginPayoutBatch();
        for (uint256 i; i < n; ++i) {
            Result calldata result = results[i];
            bytes4 problem = _countResult(result, evaluators[i], signatures[i]);
            if (problem == 0) ++counted;
            else emit ResultSkipped(result.jobId, evaluators[i], problem);
        }
        if (batch) _endPayoutBatch();
    }

    /// @inheritdoc IAsaEscrowCore
    function finalize(uint256 jobId) external nonReentrant {
        if (!_advance(jobId)) revert NothingDue(jobId);
    }

    /// @inheritdoc IAsaEscrowCore
    function finalizeBatch(uint256[] calldata jobIds) external nonReentrant returns (uint256 advanced) {
        uint256 n = jobIds.length;
        bool batch = n > 1; // one job pays at once: nothing to collect per recipient
        if (batch) _beginPayoutBatch();
        for (uint256 i; i < n; ++i) {
            if (_advance(jobIds[i])) ++advanced;
        }
        if (batch) _endPayoutBatch();
    }

    // ---------------------------------------------------------------------------------------------------
    // Views
    // ---------------------------------------------------------------------------------------------------

    /// @inheritdoc IAsaEscrowCore
    function isDue(uint256 jobId) public view returns (bool) {
        Job storage job = _jobs[jobId];
        uint256 agreementId = job.agreementId;
        if (agreementId == 0) return false;
        JobStatus status = job.status;
        if (_agreements[agreementId].termsId == 0) {
            return (status == JobStatus.Funded || status == JobStatus.Submitted) && block.timestamp >= job.expiredAt;
        }
        uint256 deadline = job.deadline;
        return deadline != 0 && block.timestamp >= deadline
            && (status == JobStatus.Open || status == JobStatus.Funded || status == JobStatus.Submitted
                || status == JobStatus.Verified || status == JobStatus.Disputed);
    }

    /// @inheritdoc IAsaEscrowCore
    function extension() external view returns (address) {
        return _extension;
    }

    // ---------------------------------------------------------------------------------------------------
    // Internal
    // ---------------------------------------------------------------------------------------------------

    /// @dev Creates an ASA job for the caller; with `funded` its budget is in (the caller then pulls it). A job
    /// whose terms ask for acceptance takes its agreement's next acceptance nonce and has a job commitment; unless
    /// `accepting` (the acceptance comes in this very call, which checks it: the job starts Funded and
    /// accepted), it keeps what the acceptance must match (the commitment and the nonce) in its deliverable slot.
    function _createAsaJob(JobRequest calldata job, Terms calldata terms, bool funded, bool accepting)
        private
        returns (uint256 jobId, bytes32 commitment, uint256 nonce)
    {
        uint256 expiredAt = job.expiredAt;
        _checkExpiry(expiredAt);
        uint256 budget = job.budget;
        if (budget == 0 || budget > type(uint88).max) revert BudgetOutOfRange(budget);
        bytes32 termsHash = keccak256(abi.encode(terms));
        bytes32 key = _agreementKey(msg.sender, job.provider, termsHash, job.quorum, job.evaluators);
        uint256 ids = _agreementByKey[key];
        if (ids == 0) {
            bytes memory ret = _delegate(
                abi.encodeCall(IAsaEscrowInternal.registerAgreement, (job.provider, job.evaluators, job.quorum, terms))
            );
            ids = abi.decode(ret, (uint256));
        }
        uint40 agreementId = uint40(ids);
        jobId = ++jobCount;
        bool acceptance = terms.acceptanceRequired;
        if (acceptance) {
            bytes32 agreementHash = job.agreementHash;
            if (agreementHash == bytes32(0)) revert AgreementHashRequired();
            nonce = ids >> _NONCE_AT;
            _agreementByKey[key] = ids + (1 << _NONCE_AT); // the slot was just read: a warm write
            commitment = _jobCommitment(key, agreementHash, budget, expiredAt);
            // A job accepted in this very call says it once, in JobAccepted (which carries the nonce).
            if (!accepting) {
                _deliverables[jobId] = _acceptanceCommitment(commitment, nonce);
                emit AcceptanceRequired(jobId, job.provider, nonce, agreementHash, commitment);
            }
        }
        bool active = funded && (!acceptance || accepting);
        // Every ASA job must be able to start: a job waiting for its budget or acceptance too, since one that
        // could never start would only hold money until its fund deadline.
        _checkActivationTime(jobId, expiredAt, terms.minDeliveryTime);
        // 0: nothing left to fund.
        uint32 fundDeadline = active ? 0 : _fundDeadline(expiredAt, terms.fundTimeout, terms.minDeliveryTime);
        uint8 flags = funded ? _BUDGET_IN : 0;
        if (accepting) flags |= _ACCEPTED;
        _storeJob(_jobs[jobId], Job({
            agreementId: agreementId,
            budget: uint88(budget),
            expiredAt: uint32(expiredAt),
            deadline: active ? uint32(expiredAt) : fundDeadline,
            submittedAt: 0,
            score: 0,
            status: active ? JobStatus.Funded : JobStatus.Open,
            flags: flags
        }));
        emit JobCreated(jobId, msg.sender, job.provider, job.evaluators[0], expiredAt);
        emit AsaJobCreated(
            jobId, uint40(ids >> 40), agreementId, job.evaluators, job.quorum, budget, job.agreementHash, job.description
        );
        if (funded) emit JobFunded(jobId, msg.sender, budget);
    }

    /// @dev Performs whatever is due on `jobId`; false when nothing is due (never reverts for that). Closing a
    /// challenge window (the common case) runs here; every other due action runs in the extension.
    function _advance(uint256 jobId) private returns (bool) {
        if (!isDue(jobId)) return false;
        Job storage job = _jobs[jobId];
        if (job.status == JobStatus.Verified && job.flags & _AUTO_DISPUTE == 0) {
            Agreement storage a = _agreements[job.agreementId];
            _settle(jobId, job, a, _policyBps(job, a), true);
        } else {
            _delegate(abi.encodeCall(IAsaEscrowInternal.advanceDue, (jobId)));
        }
        return true;
    }

    /// @dev Counts one signed result, or returns the selector of the rule it breaks (and changes nothing).
    function _countResult(Result calldata result, address evaluator, bytes calldata signature) private returns (bytes4) {
        uint256 jobId = result.jobId;
        Job storage job = _jobs[jobId];
        if (job.agreementId == 0) return UnknownJob.selector;
        Agreement storage a = _agreements[job.agreementId];
        if (a.policy == Policy.None) return AsaJobUsesSignedResults.selector;
        if (job.status != JobStatus.Submitted) return InvalidStatus.selector;
        if (block.timestamp >= job.deadline) return DeadlinePassed.selector;
        if (result.deliverable != _deliverables[jobId] || result.submittedAt != job.submittedAt) return ResultMismatch.selector;
        if (block.timestamp > result.deadline) return ResultExpired.selector;
        if (result.score > BPS) return ScoreOutOfRange.selector;
        uint8 flags = job.flags;
        bool backup = flags & _BACKUP_ACTIVE != 0;
        (bool known, uint256 index) = _evaluatorIndex(job.agreementId, a, backup, evaluator);
        if (!known) return NotAnEvaluator.selector;
        uint256 n = a.evaluatorCount;
        uint256 votes;
        bool tally = !backup && (n > 1 || flags & _APPOINTED != 0);
        if (tally) {
            votes = _votes[jobId];
            if (votes & (1 << index) != 0) return AlreadyCounted.selector;
        }
        bytes32 digest = _resultDigest(result);
        if (!_isValidSignature(evaluator, digest, signature)) return InvalidSignature.selector;
        bool passed = result.passed;
        emit ResultAccepted(jobId, evaluator, result.score, passed, result.evidenceHash, digest);

        uint16 score = result.score;
        bool failed = !passed;
        if (tally) {
            uint256 count = ((votes >> 8) & 0xff) + 1;
            votes = (votes | (1 << index)) & ~(uint256(0xff) << 8);
            votes |= (count << 8) | (uint256(score) << (16 + 16 * index));
            if (failed) votes |= 1 << (144 + index);
            _votes[jobId] = votes;
            // Every evaluator counts: wait for all of them, or for the deadline (finalize verifies then).
            if (count < n) return 0;
            score = _median(votes, n, count);
            failed = _tallyFailed(votes, count);
        }
        _verify(jobId, job, a, score, failed);
        return 0;
    }

    /// @dev The index of `evaluator` among the agreement's evaluators (0 for the activated backup evaluator);
    /// `known` is false when it is none of them.
    function _evaluatorIndex(uint256 agreementId, Agreement storage a, bool backupActive, address evaluator)
        private
        view
        returns (bool known, uint256)
    {
        if (backupActive) return (evaluator == _terms[a.termsId].backupEvaluator, 0);
        uint256 n = a.evaluatorCount;
        for (uint256 i; i < n; ++i) {
            if (_evaluatorAt(agreementId, a, i) == evaluator) return (true, i);
        }
        return (false, 0);
    }

    function _checkExpiry(uint256 expiredAt) private view {
        if (
            expiredAt <= block.timestamp || expiredAt > block.timestamp + MAX_EXPIRY_HORIZON
                || expiredAt > type(uint32).max
        ) {
            revert ExpiryOutOfRange(expiredAt);
        }
    }

    function _delegate(bytes memory data) private returns (bytes memory) {
        return Address.functionDelegateCall(_extension, data);
    }
}
