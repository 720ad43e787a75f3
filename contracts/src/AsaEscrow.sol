// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {Create2} from "@openzeppelin/contracts/utils/Create2.sol";
import {IAgenticCommerce} from "./IAgenticCommerce.sol";
import {IAsaEscrow} from "./IAsaEscrow.sol";
import {IERC3009} from "./IERC3009.sol";
import {JobDeposit} from "./JobDeposit.sol";

/// @title AsaEscrow: an ERC-8183 job escrow with Agent Service Agreement terms
/// @notice One instance per payment token. Plain ERC-8183 jobs (`createJob`) behave exactly as the standard
/// says. ASA jobs (`createAsaJob`, `createAndFundAsaJob`) release a score-dependent share from EIP-712 signed
/// evaluator results, have a challenge window with a resolver, and a permissionless dead-man action for every
/// waiting state. There is no owner and no admin function: escrowed funds move only by the job rules.
/// @dev Storage: who a job is between (client, provider, evaluators, quorum, terms) is an immutable
/// "agreement", registered once per distinct tuple and shared by every job between the same parties; a job
/// itself is one packed slot plus its deliverable hash. Repeat business (the steady state of agent commerce,
/// and what rolling-average policies are about) therefore writes two new slots per job.
/// Invariant: token.balanceOf(this) >= sum(budgets of funded, unsettled jobs) + sum(credits) (equal unless
/// someone sent tokens straight to the escrow).
contract AsaEscrow is IAsaEscrow, EIP712, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice Scores and shares are in basis points: 10000 = 100.00 %.
    uint16 public constant BPS = 10_000;
    /// @notice Upper bound of the evaluator fee.
    uint16 public constant MAX_EVALUATOR_FEE_BPS = 1_000;
    /// @notice Most evaluators a job may have.
    uint8 public constant MAX_EVALUATORS = 8;
    /// @notice Most release tiers.
    uint8 public constant MAX_TIERS = 8;
    /// @notice Longest rolling-average window (scores of one client-provider pair).
    uint8 public constant MAX_ROLLING_WINDOW = 16;
    /// @notice Longest timeout or window a job may configure.
    uint32 public constant MAX_TIMEOUT = 365 days;
    /// @notice Furthest `expiredAt` may lie in the future.
    uint256 public constant MAX_EXPIRY_HORIZON = 730 days;

    /// @notice EIP-712 type of a signed evaluator result.
    bytes32 public constant RESULT_TYPEHASH = keccak256(
        "Result(uint256 jobId,bytes32 deliverable,uint64 submittedAt,uint16 score,bytes32 evidenceHash,uint256 nonce,uint64 deadline)"
    );
    /// @dev keccak256 of JobDeposit's creation code: deposit addresses are CREATE2(this, jobId, it).
    bytes32 private constant _DEPOSIT_CODE_HASH = keccak256(type(JobDeposit).creationCode);

    uint256 private constant _HISTORY_BITS = 14;
    uint256 private constant _HISTORY_MASK = (uint256(1) << 224) - 1;

    /// @dev The parties and terms of jobs, immutable once registered (three slots). `evaluator` is
    /// evaluators[0]; the rest live in `_extraEvaluators`. termsId 0 marks a plain ERC-8183 job.
    struct Agreement {
        address client;
        uint24 termsId;
        uint8 quorum;
        uint8 evaluatorCount;
        address provider;
        address evaluator;
    }

    /// @dev Everything that changes during a job, in one slot. Times are unix seconds (uint32 lasts until
    /// 2106; creation refuses times beyond it).
    struct Job {
        uint32 agreementId;
        uint96 budget;
        uint32 expiredAt;
        uint32 deadline;
        uint32 submittedAt;
        uint16 score;
        JobStatus status;
        bool backupActive;
    }

    /// @notice The payment token (immutable; one escrow per token).
    IERC20 public immutable token;

    /// @notice Number of jobs created; job ids run from 1 to `jobCount`.
    uint256 public jobCount;

    uint32 private _agreementCount;
    uint24 private _termsCount;
    mapping(uint256 jobId => Job) private _jobs;
    mapping(uint256 jobId => bytes32) private _deliverables;
    /// @dev k-of-n tally: bits 0..7 which evaluator indexes counted, bits 8..15 count, score of index i at 16+16i.
    mapping(uint256 jobId => uint256) private _votes;
    mapping(uint256 agreementId => Agreement) private _agreements;
    mapping(uint256 agreementId => address[]) private _extraEvaluators;
    mapping(bytes32 agreementHash => uint32) private _agreementIdByHash;
    mapping(uint256 termsId => Terms) private _terms;
    mapping(uint256 termsId => bytes32) private _termsHashes;
    mapping(bytes32 termsHash => uint24) private _termsIdByHash;
    /// @dev Per client-provider pair: 16 scores of 14 bits (most recent lowest), count in bits 224..231.
    mapping(bytes32 pair => uint256) private _history;
    mapping(address account => uint256) private _credits;

    /// @param token_ The ERC-20 payment token (for x402 funding it must implement EIP-3009).
    constructor(IERC20 token_) EIP712("ASA Escrow", "1") {
        if (address(token_) == address(0)) revert ZeroAddress();
        token = token_;
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
        uint32 agreementId = _plainAgreement(msg.sender, provider, evaluator);
        jobId = ++jobCount;
        _jobs[jobId] = Job({
            agreementId: agreementId,
            budget: 0,
            expiredAt: uint32(expiredAt),
            deadline: 0,
            submittedAt: 0,
            score: 0,
            status: JobStatus.Open,
            backupActive: false
        });
        emit JobCreated(jobId, msg.sender, provider, evaluator, expiredAt);
        emit JobDescription(jobId, description);
    }

    /// @inheritdoc IAgenticCommerce
    function setProvider(uint256 jobId, address provider, bytes calldata) external {
        Job storage job = _job(jobId);
        _onlyStatus(jobId, job, JobStatus.Open);
        Agreement storage a = _agreements[job.agreementId];
        if (msg.sender != a.client) revert Unauthorized(msg.sender);
        if (a.provider != address(0)) revert ProviderAlreadySet(jobId);
        if (provider == address(0)) revert ZeroAddress();
        address evaluator = a.evaluator;
        if (provider == evaluator) revert EvaluatorNotIndependent(provider);
        job.agreementId = _plainAgreement(msg.sender, provider, evaluator);
        emit ProviderSet(jobId, provider);
    }

    /// @inheritdoc IAgenticCommerce
    function setBudget(uint256 jobId, uint256 amount, bytes calldata) external {
        Job storage job = _job(jobId);
        _onlyStatus(jobId, job, JobStatus.Open);
        Agreement storage a = _agreements[job.agreementId];
        if (msg.sender != a.client && msg.sender != a.provider) revert Unauthorized(msg.sender);
        _checkBudget(amount);
        job.budget = uint96(amount);
        emit BudgetSet(jobId, amount);
    }

    /// @inheritdoc IAgenticCommerce
    function fund(uint256 jobId, uint256 expectedBudget, bytes calldata optParams) external nonReentrant {
        Job storage job = _job(jobId);
        Agreement storage a = _agreements[job.agreementId];
        if (msg.sender != a.client) revert Unauthorized(msg.sender);
        bytes32 expectedTermsHash;
        uint24 termsId = a.termsId;
        if (termsId != 0) {
            if (optParams.length != 32) revert TermsHashMismatch(_termsHashes[termsId], bytes32(0));
            expectedTermsHash = bytes32(optParams);
        }
        uint256 budget = _beginFunding(jobId, job, a, expectedBudget, expectedTermsHash);
        _pull(msg.sender, budget);
    }

    /// @inheritdoc IAgenticCommerce
    function submit(uint256 jobId, bytes32 deliverable, bytes calldata) external {
        Job storage job = _job(jobId);
        _onlyStatus(jobId, job, JobStatus.Funded);
        Agreement storage a = _agreements[job.agreementId];
        if (msg.sender != a.provider) revert Unauthorized(msg.sender);
        uint24 termsId = a.termsId;
        if (termsId != 0 && block.timestamp >= job.expiredAt) revert DeadlinePassed(jobId, job.expiredAt);
        _deliverables[jobId] = deliverable;
        job.submittedAt = _now32();
        job.status = JobStatus.Submitted;
        if (termsId != 0) job.deadline = _deadlineIn(_terms[termsId].evaluateTimeout);
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
    function reject(uint256 jobId, bytes32 reason, bytes calldata) external nonReentrant {
        Job storage job = _job(jobId);
        Agreement storage a = _agreements[job.agreementId];
        JobStatus status = job.status;
        if (status == JobStatus.Open) {
            if (msg.sender != a.client) revert Unauthorized(msg.sender);
            job.status = JobStatus.Rejected;
            job.deadline = 0;
            emit JobRejected(jobId, msg.sender, reason);
            return;
        }
        if (a.termsId != 0) revert AsaJobUsesSignedResults(jobId);
        if (status != JobStatus.Funded && status != JobStatus.Submitted) revert InvalidStatus(jobId, status);
        if (msg.sender != a.evaluator) revert Unauthorized(msg.sender);
        uint256 budget = job.budget;
        job.status = JobStatus.Rejected;
        emit JobRejected(jobId, msg.sender, reason);
        emit JobSettled(jobId, 0, 0, budget, 0);
        address client = a.client;
        _pay(client, budget);
        emit Refunded(jobId, client, budget);
    }

    /// @inheritdoc IAgenticCommerce
    function claimRefund(uint256 jobId) external nonReentrant {
        Job storage job = _job(jobId);
        Agreement storage a = _agreements[job.agreementId];
        JobStatus status = job.status;
        bool refundable = status == JobStatus.Funded || (status == JobStatus.Submitted && a.termsId == 0);
        if (!refundable) revert InvalidStatus(jobId, status);
        if (block.timestamp < job.expiredAt) revert DeadlineNotReached(jobId, job.expiredAt);
        _expireFunded(jobId, job, a);
    }

    // ---------------------------------------------------------------------------------------------------
    // ASA extension
    // ---------------------------------------------------------------------------------------------------

    /// @inheritdoc IAsaEscrow
    function createAsaJob(
        address provider,
        address[] calldata evaluators,
        uint8 quorum,
        uint256 expiredAt,
        uint256 budget,
        string calldata description,
        Terms calldata terms
    ) external returns (uint256 jobId) {
        return _createAsaJob(provider, evaluators, quorum, expiredAt, budget, description, terms, false);
    }

    /// @inheritdoc IAsaEscrow
    function createAndFundAsaJob(
        address provider,
        address[] calldata evaluators,
        uint8 quorum,
        uint256 expiredAt,
        uint256 budget,
        string calldata description,
        Terms calldata terms
    ) external nonReentrant returns (uint256 jobId) {
        jobId = _createAsaJob(provider, evaluators, quorum, expiredAt, budget, description, terms, true);
        _pull(msg.sender, budget);
    }

    /// @inheritdoc IAsaEscrow
    function fundWithAuthorization(
        uint256 jobId,
        uint256 expectedBudget,
        bytes32 expectedTermsHash,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        bytes calldata signature
    ) external nonReentrant {
        Job storage job = _job(jobId);
        Agreement storage a = _agreements[job.agreementId];
        address from = a.client;
        uint256 budget = _beginFunding(jobId, job, a, expectedBudget, expectedTermsHash);
        // Already executed (by a front-runner straight on the token, or cancelled): whatever it moved sits
        // at this job's deposit address, which only this job can sweep.
        bool preExecuted = IERC3009(address(token)).authorizationState(from, nonce);
        if (!preExecuted) {
            IERC3009(address(token)).transferWithAuthorization(
                from, depositAddress(jobId), budget, validAfter, validBefore, nonce, signature
            );
        }
        _collectDeposit(jobId, from, budget);
        emit FundedWithAuthorization(jobId, from, nonce, preExecuted);
    }

    /// @inheritdoc IAsaEscrow
    function fundFromDeposit(uint256 jobId, uint256 expectedBudget, bytes32 expectedTermsHash) external nonReentrant {
        Job storage job = _job(jobId);
        Agreement storage a = _agreements[job.agreementId];
        uint256 budget = _beginFunding(jobId, job, a, expectedBudget, expectedTermsHash);
        _collectDeposit(jobId, a.client, budget);
    }

    /// @inheritdoc IAsaEscrow
    function depositAddress(uint256 jobId) public view returns (address) {
        return Create2.computeAddress(bytes32(jobId), _DEPOSIT_CODE_HASH);
    }

    /// @inheritdoc IAsaEscrow
    function submitResult(Result calldata result, address evaluator, bytes calldata signature) external nonReentrant {
        uint256 jobId = result.jobId;
        Job storage job = _job(jobId);
        Agreement storage a = _agreements[job.agreementId];
        uint24 termsId = a.termsId;
        if (termsId == 0) revert AsaJobUsesSignedResults(jobId);
        _onlyStatus(jobId, job, JobStatus.Submitted);
        if (block.timestamp >= job.deadline) revert DeadlinePassed(jobId, job.deadline);
        if (result.deliverable != _deliverables[jobId] || result.submittedAt != job.submittedAt) revert ResultMismatch(jobId);
        if (block.timestamp > result.deadline) revert ResultExpired(result.deadline);
        if (result.score > BPS) revert ScoreOutOfRange(result.score);

        Terms storage terms = _terms[termsId];
        bool backup = job.backupActive;
        uint256 index = _evaluatorIndex(job.agreementId, a, terms, backup, evaluator);
        bytes32 digest = _resultDigest(result);
        if (!_isValidSignature(evaluator, digest, signature)) revert InvalidSignature(evaluator);
        emit ResultAccepted(jobId, evaluator, result.score, result.evidenceHash, digest);

        uint16 finalScore = result.score;
        uint256 n = a.evaluatorCount;
        if (!backup && n > 1) {
            uint256 votes = _votes[jobId];
            if (votes & (1 << index) != 0) revert AlreadyCounted(evaluator);
            uint256 count = ((votes >> 8) & 0xff) + 1;
            votes = (votes | (1 << index)) & ~(uint256(0xff) << 8);
            votes |= (count << 8) | (uint256(result.score) << (16 + 16 * index));
            _votes[jobId] = votes;
            if (count < a.quorum) return;
            finalScore = _median(votes, n, count);
        }
        _verify(jobId, job, a, terms, finalScore);
    }

    /// @inheritdoc IAsaEscrow
    function challenge(uint256 jobId, bytes32 reason) external {
        Job storage job = _job(jobId);
        _onlyStatus(jobId, job, JobStatus.Verified);
        Agreement storage a = _agreements[job.agreementId];
        if (msg.sender != a.client && msg.sender != a.provider) revert Unauthorized(msg.sender);
        if (block.timestamp >= job.deadline) revert DeadlinePassed(jobId, job.deadline);
        Terms storage terms = _terms[a.termsId];
        if (terms.resolver == address(0)) revert NoDisputeResolver(jobId);
        _fileDispute(jobId, job, terms, msg.sender, false, reason);
    }

    /// @inheritdoc IAsaEscrow
    function resolveDispute(uint256 jobId, uint16 providerBps, bytes32 reason) external nonReentrant {
        Job storage job = _job(jobId);
        _onlyStatus(jobId, job, JobStatus.Disputed);
        Agreement storage a = _agreements[job.agreementId];
        Terms storage terms = _terms[a.termsId];
        if (msg.sender != terms.resolver) revert Unauthorized(msg.sender);
        if (block.timestamp >= job.deadline) revert DeadlinePassed(jobId, job.deadline);
        if (providerBps > BPS) revert BpsOutOfRange(providerBps);
        emit DisputeResolved(jobId, msg.sender, providerBps, reason);
        _settle(jobId, job, a, terms, providerBps, true);
    }

    /// @inheritdoc IAsaEscrow
    function finalize(uint256 jobId) external nonReentrant {
        if (!_advance(jobId)) revert NothingDue(jobId);
    }

    /// @inheritdoc IAsaEscrow
    function finalizeBatch(uint256[] calldata jobIds) external nonReentrant returns (uint256 advanced) {
        for (uint256 i; i < jobIds.length; ++i) {
            if (_advance(jobIds[i])) ++advanced;
        }
    }

    /// @inheritdoc IAsaEscrow
    function withdraw(address to) external nonReentrant returns (uint256 amount) {
        if (to == address(0)) revert ZeroAddress();
        amount = _credits[msg.sender];
        if (amount == 0) revert NothingToWithdraw(msg.sender);
        _credits[msg.sender] = 0;
        emit Withdrawn(msg.sender, to, amount);
        token.safeTransfer(to, amount);
    }

    // ---------------------------------------------------------------------------------------------------
    // Views
    // ---------------------------------------------------------------------------------------------------

    /// @inheritdoc IAsaEscrow
    function isDue(uint256 jobId) public view returns (bool) {
        Job storage job = _jobs[jobId];
        uint256 agreementId = job.agreementId;
        if (agreementId == 0) return false;
        JobStatus status = job.status;
        if (_agreements[agreementId].termsId == 0) {
            return (status == JobStatus.Funded || status == JobStatus.Submitted) && block.timestamp >= job.expiredAt;
        }
        uint256 deadline = job.deadline;
        return deadline != 0 && block.timestamp >= deadline && _isWaiting(status);
    }

    /// @inheritdoc IAsaEscrow
    function getJob(uint256 jobId) external view returns (JobView memory v) {
        Job storage job = _job(jobId);
        Agreement storage a = _agreements[job.agreementId];
        v.client = a.client;
        v.provider = a.provider;
        v.evaluator = a.evaluator;
        v.status = job.status;
        v.budget = job.budget;
        v.expiredAt = job.expiredAt;
        v.deadline = job.deadline;
        v.submittedAt = job.submittedAt;
        v.deliverable = _deliverables[jobId];
        v.score = job.score;
        v.quorum = a.quorum;
        v.resultCount = uint8(_votes[jobId] >> 8);
        v.backupActive = job.backupActive;
        v.termsId = a.termsId;
    }

    /// @inheritdoc IAsaEscrow
    function evaluatorsOf(uint256 jobId) external view returns (address[] memory evaluators) {
        uint256 agreementId = _job(jobId).agreementId;
        Agreement storage a = _agreements[agreementId];
        uint256 n = a.evaluatorCount;
        evaluators = new address[](n);
        for (uint256 i; i < n; ++i) {
            evaluators[i] = _evaluatorAt(agreementId, a, i);
        }
    }

    /// @inheritdoc IAsaEscrow
    function termsById(uint32 termsId) external view returns (Terms memory terms, bytes32 termsHash) {
        if (termsId == 0 || termsId > _termsCount) revert InvalidTerms("unknown terms id");
        return (_terms[termsId], _termsHashes[termsId]);
    }

    /// @inheritdoc IAsaEscrow
    function resultDigest(Result calldata result) external view returns (bytes32) {
        return _resultDigest(result);
    }

    /// @inheritdoc IAsaEscrow
    function pairHistory(address client, address provider) external view returns (uint16[] memory scores) {
        uint256 h = _history[_pairKey(client, provider)];
        uint256 count = h >> 224;
        scores = new uint16[](count);
        for (uint256 i; i < count; ++i) {
            scores[i] = uint16((h >> (_HISTORY_BITS * i)) & 0x3fff);
        }
    }

    /// @inheritdoc IAsaEscrow
    function credits(address account) external view returns (uint256) {
        return _credits[account];
    }

    // ---------------------------------------------------------------------------------------------------
    // Internal: creation and funding
    // ---------------------------------------------------------------------------------------------------

    /// @dev Creates an ASA job for the caller, already Funded when `funded` (the caller then pulls the budget).
    function _createAsaJob(
        address provider,
        address[] calldata evaluators,
        uint8 quorum,
        uint256 expiredAt,
        uint256 budget,
        string calldata description,
        Terms calldata terms,
        bool funded
    ) private returns (uint256 jobId) {
        _checkExpiry(expiredAt);
        _checkBudget(budget);
        if (budget == 0) revert BudgetOutOfRange(0);
        (uint24 termsId, bytes32 termsHash) = _registerTerms(terms);
        uint32 agreementId = _asaAgreement(provider, evaluators, quorum, termsId, terms);

        jobId = ++jobCount;
        uint32 fundDeadline = funded ? 0 : _deadlineIn(terms.fundTimeout); // 0: nothing left to fund
        _jobs[jobId] = Job({
            agreementId: agreementId,
            budget: uint96(budget),
            expiredAt: uint32(expiredAt),
            deadline: funded ? uint32(expiredAt) : fundDeadline,
            submittedAt: 0,
            score: 0,
            status: funded ? JobStatus.Funded : JobStatus.Open,
            backupActive: false
        });
        emit JobCreated(jobId, msg.sender, provider, evaluators[0], expiredAt);
        emit JobDescription(jobId, description);
        emit BudgetSet(jobId, budget);
        emit AsaJobCreated(jobId, termsId, termsHash, evaluators, quorum, fundDeadline);
        if (funded) emit JobFunded(jobId, msg.sender, budget);
    }

    /// @dev The id of the caller's agreement with `provider`, these evaluators and terms; registers it (after
    /// checking the parties) the first time.
    function _asaAgreement(
        address provider,
        address[] calldata evaluators,
        uint8 quorum,
        uint24 termsId,
        Terms calldata terms
    ) private returns (uint32 id) {
        bytes32 key = keccak256(abi.encode(msg.sender, provider, termsId, quorum, evaluators));
        id = _agreementIdByHash[key];
        if (id != 0) return id;
        if (provider == address(0)) revert ZeroAddress();
        uint256 n = evaluators.length;
        if (n == 0 || n > MAX_EVALUATORS || quorum == 0 || quorum > n) revert InvalidEvaluators();
        _checkParty(provider, terms.backupEvaluator);
        _checkParty(provider, terms.resolver);
        for (uint256 i; i < n; ++i) {
            address e = evaluators[i];
            if (e == address(0)) revert ZeroAddress();
            _checkParty(provider, e);
            if (e == terms.backupEvaluator) revert InvalidEvaluators();
            for (uint256 j; j < i; ++j) {
                if (evaluators[j] == e) revert InvalidEvaluators();
            }
        }
        id = _storeAgreement(key, Agreement(msg.sender, termsId, quorum, uint8(n), provider, evaluators[0]));
        if (n > 1) _extraEvaluators[id] = evaluators[1:];
    }

    /// @dev The agreement of a plain ERC-8183 job (one evaluator, no terms; `provider` may be zero).
    function _plainAgreement(address client, address provider, address evaluator) private returns (uint32 id) {
        address[] memory evaluators = new address[](1);
        evaluators[0] = evaluator;
        bytes32 key = keccak256(abi.encode(client, provider, uint24(0), uint8(1), evaluators));
        id = _agreementIdByHash[key];
        if (id == 0) id = _storeAgreement(key, Agreement(client, 0, 1, 1, provider, evaluator));
    }

    function _storeAgreement(bytes32 key, Agreement memory a) private returns (uint32 id) {
        id = ++_agreementCount;
        _agreements[id] = a;
        _agreementIdByHash[key] = id;
    }

    /// @dev Checks and effects shared by the funding paths of an existing job; returns the budget to collect.
    function _beginFunding(
        uint256 jobId,
        Job storage job,
        Agreement storage a,
        uint256 expectedBudget,
        bytes32 expectedTermsHash
    ) private returns (uint256 budget) {
        _onlyStatus(jobId, job, JobStatus.Open);
        if (a.provider == address(0)) revert ProviderNotSet(jobId);
        budget = job.budget;
        if (budget == 0) revert BudgetOutOfRange(0);
        if (budget != expectedBudget) revert BudgetMismatch(expectedBudget, budget);
        uint24 termsId = a.termsId;
        bytes32 termsHash = termsId == 0 ? bytes32(0) : _termsHashes[termsId];
        if (termsHash != expectedTermsHash) revert TermsHashMismatch(expectedTermsHash, termsHash);
        if (termsId != 0) {
            if (block.timestamp >= job.deadline) revert DeadlinePassed(jobId, job.deadline);
            job.deadline = job.expiredAt;
        }
        job.status = JobStatus.Funded;
        emit JobFunded(jobId, a.client, budget);
    }

    /// @dev Pulls `amount` from `from` (allowance) and checks the escrow's balance grew by exactly that.
    function _pull(address from, uint256 amount) private {
        uint256 balanceBefore = token.balanceOf(address(this));
        token.safeTransferFrom(from, address(this), amount);
        _checkReceived(balanceBefore, amount);
    }

    /// @dev Sweeps the job's deposit into the escrow: it must hold at least the budget; any excess is
    /// credited to the client.
    function _collectDeposit(uint256 jobId, address client, uint256 budget) private {
        address deposit = depositAddress(jobId);
        if (deposit.code.length == 0) new JobDeposit{salt: bytes32(jobId)}();
        uint256 balanceBefore = token.balanceOf(address(this));
        JobDeposit(deposit).sweep(token);
        uint256 received = token.balanceOf(address(this)) - balanceBefore;
        if (received < budget) revert FundingShortfall(budget, received);
        if (received > budget) {
            uint256 excess = received - budget;
            _credits[client] += excess;
            emit Credited(client, excess);
        }
    }

    function _checkReceived(uint256 balanceBefore, uint256 expected) private view {
        uint256 received = token.balanceOf(address(this)) - balanceBefore;
        if (received != expected) revert FundingShortfall(expected, received);
    }

    // ---------------------------------------------------------------------------------------------------
    // Internal: state transitions
    // ---------------------------------------------------------------------------------------------------

    /// @dev Fixes the score and opens the challenge window (closing it at once when the window is zero).
    function _verify(uint256 jobId, Job storage job, Agreement storage a, Terms storage terms, uint16 score) private {
        uint256 window = terms.challengeWindow;
        uint32 windowEnd = _deadlineIn(window);
        job.score = score;
        job.status = JobStatus.Verified;
        job.deadline = windowEnd;
        emit JobVerified(jobId, score, windowEnd);
        if (window == 0) _closeWindow(jobId, job, a, terms);
    }

    /// @dev The challenge window ended: a low score files a dispute, otherwise the policy pays.
    function _closeWindow(uint256 jobId, Job storage job, Agreement storage a, Terms storage terms) private {
        if (job.score < terms.disputeThreshold && terms.resolver != address(0)) {
            _fileDispute(jobId, job, terms, address(0), true, bytes32(0));
        } else {
            _settle(jobId, job, a, terms, _policyBps(job, a, terms), true);
        }
    }

    function _fileDispute(uint256 jobId, Job storage job, Terms storage terms, address by, bool automatic, bytes32 reason)
        private
    {
        uint32 deadline = _deadlineIn(terms.disputeTimeout);
        job.status = JobStatus.Disputed;
        job.deadline = deadline;
        emit DisputeFiled(jobId, by, automatic, deadline, reason);
    }

    /// @dev Performs whatever is due on `jobId`; false when nothing is due (never reverts for that).
    function _advance(uint256 jobId) private returns (bool) {
        if (!isDue(jobId)) return false;
        Job storage job = _jobs[jobId];
        Agreement storage a = _agreements[job.agreementId];
        JobStatus status = job.status;
        uint24 termsId = a.termsId;
        if (termsId == 0 || status == JobStatus.Funded) {
            _expireFunded(jobId, job, a);
            return true;
        }
        Terms storage terms = _terms[termsId];
        if (status == JobStatus.Open) {
            job.status = JobStatus.Expired;
            job.deadline = 0;
            emit DeadManTriggered(jobId, status, Action.ReturnToClient);
            emit JobExpired(jobId);
        } else if (status == JobStatus.Submitted) {
            _evaluatorSilent(jobId, job, a, terms);
        } else if (status == JobStatus.Verified) {
            _closeWindow(jobId, job, a, terms);
        } else {
            // Disputed past its deadline: the pre-agreed default.
            Action action = terms.disputeDefault;
            emit DeadManTriggered(jobId, status, action);
            uint16 bps = action == Action.PolicyOutcome ? _policyBps(job, a, terms) : _actionBps(action);
            _settle(jobId, job, a, terms, bps, true);
        }
        return true;
    }

    function _evaluatorSilent(uint256 jobId, Job storage job, Agreement storage a, Terms storage terms) private {
        bool backup = job.backupActive;
        if (!backup && terms.silenceAction == Action.HoldForBackupEvaluator) {
            uint32 deadline = _deadlineIn(terms.backupTimeout);
            job.backupActive = true;
            job.deadline = deadline;
            emit DeadManTriggered(jobId, JobStatus.Submitted, Action.HoldForBackupEvaluator);
            emit BackupEvaluatorActivated(jobId, terms.backupEvaluator, deadline);
            return;
        }
        Action action = backup ? terms.fallbackAction : terms.silenceAction;
        emit DeadManTriggered(jobId, JobStatus.Submitted, action);
        _settle(jobId, job, a, terms, _actionBps(action), false);
    }

    /// @dev Refunds a funded, undelivered job (or a plain job past `expiredAt`).
    function _expireFunded(uint256 jobId, Job storage job, Agreement storage a) private {
        uint256 budget = job.budget;
        job.status = JobStatus.Expired;
        job.deadline = 0;
        emit JobExpired(jobId);
        emit JobSettled(jobId, 0, 0, budget, 0);
        address client = a.client;
        _pay(client, budget);
        emit Refunded(jobId, client, budget);
    }

    /// @dev Closes an ASA job: splits its budget by `releaseBps` (see the money rule in IAsaEscrow).
    function _settle(
        uint256 jobId,
        Job storage job,
        Agreement storage a,
        Terms storage terms,
        uint16 releaseBps,
        bool hasScore
    ) private {
        uint256 budget = job.budget;
        uint256 fee = hasScore ? (budget * terms.evaluatorFeeBps) / BPS : 0;
        uint256 distributable = budget - fee;
        uint256 providerAmount = (distributable * releaseBps) / BPS;
        uint256 clientAmount = distributable - providerAmount;
        job.deadline = 0;
        if (providerAmount > 0) {
            job.status = JobStatus.Completed;
            emit JobCompleted(jobId, a.evaluator, bytes32(uint256(releaseBps)));
        } else {
            job.status = JobStatus.Rejected;
            emit JobRejected(jobId, msg.sender, bytes32(uint256(releaseBps)));
        }
        emit JobSettled(jobId, releaseBps, providerAmount, clientAmount, fee);
        if (providerAmount > 0) {
            address provider = a.provider;
            _pay(provider, providerAmount);
            emit PaymentReleased(jobId, provider, providerAmount);
        }
        if (clientAmount > 0) {
            address client = a.client;
            _pay(client, clientAmount);
            emit Refunded(jobId, client, clientAmount);
        }
        if (fee > 0) _payFee(jobId, job, a, terms, fee);
    }

    /// @dev Splits the fee equally among the evaluators whose results counted; the first gets the remainder.
    function _payFee(uint256 jobId, Job storage job, Agreement storage a, Terms storage terms, uint256 fee) private {
        if (job.backupActive) {
            _payEvaluator(jobId, terms.backupEvaluator, fee);
            return;
        }
        uint256 n = a.evaluatorCount;
        if (n == 1) {
            _payEvaluator(jobId, a.evaluator, fee);
            return;
        }
        uint256 agreementId = job.agreementId;
        uint256 votes = _votes[jobId];
        uint256 counted = (votes >> 8) & 0xff;
        uint256 share = fee / counted;
        uint256 remainder = fee - share * counted;
        for (uint256 i; i < n; ++i) {
            if (votes & (1 << i) == 0) continue;
            _payEvaluator(jobId, _evaluatorAt(agreementId, a, i), share + remainder);
            remainder = 0;
        }
    }

    function _payEvaluator(uint256 jobId, address evaluator, uint256 amount) private {
        _pay(evaluator, amount);
        emit EvaluatorFeePaid(jobId, evaluator, amount);
    }

    /// @dev Pushes `amount`; if the token refuses (e.g. a blacklisted recipient) it is credited instead, so one
    /// party can never block the other's payout.
    function _pay(address to, uint256 amount) private {
        if (amount == 0) return;
        if (!token.trySafeTransfer(to, amount)) {
            _credits[to] += amount;
            emit Credited(to, amount);
        }
    }

    // ---------------------------------------------------------------------------------------------------
    // Internal: policies
    // ---------------------------------------------------------------------------------------------------

    /// @dev The policy's release share for the job's fixed score; records rolling-average history.
    function _policyBps(Job storage job, Agreement storage a, Terms storage terms) private returns (uint16) {
        Policy policy = terms.policy;
        uint256 score = job.score;
        if (policy == Policy.Continuous) return uint16(score);
        if (policy == Policy.RollingAverage) score = _recordAndAverage(a.client, a.provider, terms.rollingWindow, score);
        return _tierBps(terms.tiers, terms.tierCount, score);
    }

    function _tierBps(uint256 tiers, uint256 tierCount, uint256 score) private pure returns (uint16) {
        for (uint256 i; i < tierCount; ++i) {
            uint256 tier = tiers >> (32 * i);
            if (score >= uint16(tier >> 16)) return uint16(tier);
        }
        return 0;
    }

    function _recordAndAverage(address client, address provider, uint256 window, uint256 score) private returns (uint256) {
        bytes32 key = _pairKey(client, provider);
        uint256 h = _history[key];
        uint256 count = h >> 224;
        if (count < MAX_ROLLING_WINDOW) ++count;
        uint256 entries = (((h & _HISTORY_MASK) << _HISTORY_BITS) | score) & _HISTORY_MASK;
        _history[key] = entries | (count << 224);
        uint256 used = count < window ? count : window;
        uint256 sum;
        for (uint256 i; i < used; ++i) {
            sum += (entries >> (_HISTORY_BITS * i)) & 0x3fff;
        }
        return sum / used;
    }

    function _actionBps(Action action) private pure returns (uint16) {
        if (action == Action.Split5050) return BPS / 2;
        if (action == Action.ReleaseToProvider) return BPS;
        return 0;
    }

    /// @dev Median of the counted scores; for an even count the mean of the middle two, rounded down.
    function _median(uint256 votes, uint256 n, uint256 count) private pure returns (uint16) {
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
    // Internal: validation and lookups
    // ---------------------------------------------------------------------------------------------------

    function _validateTerms(Terms calldata t) private pure {
        if (t.policy == Policy.None) revert InvalidTerms("policy");
        if (t.policy == Policy.Continuous) {
            if (t.tierCount != 0 || t.tiers != 0) revert InvalidTerms("continuous takes no tiers");
        } else {
            _validateTiers(t.tiers, t.tierCount);
        }
        if ((t.policy == Policy.RollingAverage) != (t.rollingWindow != 0) || t.rollingWindow > MAX_ROLLING_WINDOW) {
            revert InvalidTerms("rolling window");
        }
        if (t.silenceAction == Action.PolicyOutcome) revert InvalidTerms("silence action");
        if (t.fallbackAction == Action.PolicyOutcome || t.fallbackAction == Action.HoldForBackupEvaluator) {
            revert InvalidTerms("fallback action");
        }
        if (t.disputeDefault == Action.HoldForBackupEvaluator) revert InvalidTerms("dispute default");
        bool hold = t.silenceAction == Action.HoldForBackupEvaluator;
        if (hold != (t.backupEvaluator != address(0)) || (hold && t.backupTimeout == 0)) {
            revert InvalidTerms("backup evaluator");
        }
        if (t.disputeThreshold > BPS || (t.disputeThreshold != 0 && t.resolver == address(0))) {
            revert InvalidTerms("dispute threshold");
        }
        if (t.resolver != address(0) && t.disputeTimeout == 0) revert InvalidTerms("dispute timeout");
        if (t.evaluatorFeeBps > MAX_EVALUATOR_FEE_BPS) revert InvalidTerms("evaluator fee");
        if (t.fundTimeout == 0 || t.evaluateTimeout == 0) revert InvalidTerms("zero timeout");
        if (
            t.fundTimeout > MAX_TIMEOUT || t.evaluateTimeout > MAX_TIMEOUT || t.backupTimeout > MAX_TIMEOUT
                || t.challengeWindow > MAX_TIMEOUT || t.disputeTimeout > MAX_TIMEOUT
        ) revert InvalidTerms("timeout too long");
    }

    function _validateTiers(uint256 tiers, uint256 tierCount) private pure {
        if (tierCount == 0 || tierCount > MAX_TIERS) revert InvalidTerms("tier count");
        if (tierCount < MAX_TIERS && tiers >> (32 * tierCount) != 0) revert InvalidTerms("unused tier bits");
        uint256 previous = type(uint256).max;
        for (uint256 i; i < tierCount; ++i) {
            uint256 tier = tiers >> (32 * i);
            uint256 minScore = uint16(tier >> 16);
            if (minScore > BPS || uint16(tier) > BPS || minScore >= previous) revert InvalidTerms("tiers");
            previous = minScore;
        }
    }

    /// @dev The id of `terms`, registering them (after validation) the first time they are used.
    function _registerTerms(Terms calldata terms) private returns (uint24 termsId, bytes32 termsHash) {
        termsHash = keccak256(abi.encode(terms));
        termsId = _termsIdByHash[termsHash];
        if (termsId != 0) return (termsId, termsHash);
        _validateTerms(terms);
        uint256 id = uint256(_termsCount) + 1;
        if (id > type(uint24).max) revert InvalidTerms("terms registry full");
        termsId = uint24(id);
        _termsCount = termsId;
        _terms[termsId] = terms;
        _termsHashes[termsId] = termsHash;
        _termsIdByHash[termsHash] = termsId;
        emit TermsRegistered(termsId, termsHash, terms);
    }

    function _resultDigest(Result calldata r) private view returns (bytes32) {
        return _hashTypedDataV4(
            keccak256(
                abi.encode(
                    RESULT_TYPEHASH, r.jobId, r.deliverable, r.submittedAt, r.score, r.evidenceHash, r.nonce, r.deadline
                )
            )
        );
    }

    /// @dev ECDSA first (no code lookup for the common EOA evaluator), then ERC-1271 for contract signers.
    function _isValidSignature(address signer, bytes32 digest, bytes calldata signature) private view returns (bool) {
        (address recovered, ECDSA.RecoverError err,) = ECDSA.tryRecoverCalldata(digest, signature);
        if (err == ECDSA.RecoverError.NoError && recovered == signer) return true;
        return SignatureChecker.isValidERC1271SignatureNowCalldata(signer, digest, signature);
    }

    /// @dev The index of `evaluator` among the agreement's evaluators (0 for the activated backup evaluator).
    function _evaluatorIndex(
        uint256 agreementId,
        Agreement storage a,
        Terms storage terms,
        bool backupActive,
        address evaluator
    ) private view returns (uint256) {
        if (backupActive) {
            if (evaluator != terms.backupEvaluator) revert NotAnEvaluator(evaluator);
            return 0;
        }
        uint256 n = a.evaluatorCount;
        for (uint256 i; i < n; ++i) {
            if (_evaluatorAt(agreementId, a, i) == evaluator) return i;
        }
        revert NotAnEvaluator(evaluator);
    }

    function _evaluatorAt(uint256 agreementId, Agreement storage a, uint256 i) private view returns (address) {
        return i == 0 ? a.evaluator : _extraEvaluators[agreementId][i - 1];
    }

    /// @dev An evaluator, backup evaluator or resolver is neither the client nor the provider.
    function _checkParty(address provider, address official) private view {
        if (official != address(0) && (official == msg.sender || official == provider)) {
            revert EvaluatorNotIndependent(official);
        }
    }

    function _checkExpiry(uint256 expiredAt) private view {
        if (
            expiredAt <= block.timestamp || expiredAt > block.timestamp + MAX_EXPIRY_HORIZON
                || expiredAt > type(uint32).max
        ) {
            revert ExpiryOutOfRange(expiredAt);
        }
    }

    function _checkBudget(uint256 amount) private pure {
        if (amount > type(uint96).max) revert BudgetOutOfRange(amount);
    }

    function _job(uint256 jobId) private view returns (Job storage job) {
        job = _jobs[jobId];
        if (job.agreementId == 0) revert UnknownJob(jobId);
    }

    function _now32() private view returns (uint32) {
        return SafeCast.toUint32(block.timestamp);
    }

    /// @dev `block.timestamp + seconds` as a stored deadline (timeouts are at most MAX_TIMEOUT).
    function _deadlineIn(uint256 seconds_) private view returns (uint32) {
        return SafeCast.toUint32(block.timestamp + seconds_);
    }

    function _onlyStatus(uint256 jobId, Job storage job, JobStatus status) private view {
        if (job.status != status) revert InvalidStatus(jobId, job.status);
    }

    function _isWaiting(JobStatus status) private pure returns (bool) {
        return status == JobStatus.Open || status == JobStatus.Funded || status == JobStatus.Submitted
            || status == JobStatus.Verified || status == JobStatus.Disputed;
    }

    function _pairKey(address client, address provider) private pure returns (bytes32) {
        return keccak256(abi.encodePacked(client, provider));
    }
}
