// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Create2} from "@openzeppelin/contracts/utils/Create2.sol";
import {AsaEscrowBase} from "./AsaEscrowBase.sol";
import {AsaEscrowViews} from "./AsaEscrowViews.sol";
import {IAsaEscrowExtension} from "./IAsaEscrow.sol";
import {IAsaEscrowInternal} from "./IAsaEscrowInternal.sol";
import {IERC3009} from "./IERC3009.sol";
import {JobDeposit} from "./JobDeposit.sol";

/// @title AsaEscrowExtension: the functions of an AsaEscrow that are off every job's hot path
/// @notice Deployed by AsaEscrow's constructor and only ever run by it with DELEGATECALL, in the escrow's
/// storage and on the escrow's address: call these functions on the escrow. Called directly, this contract acts
/// on its own storage, which is empty: it holds no jobs and no funds.
/// @dev Holds deposit-address funding and returns (x402), provider acceptance with collateral, disputes,
/// dead-man actions other than closing a challenge window, credit pushes, registration of terms and agreements,
/// and views.
contract AsaEscrowExtension is IAsaEscrowExtension, IAsaEscrowInternal, AsaEscrowBase {
    using SafeERC20 for IERC20;

    /// @dev keccak256 of JobDeposit's creation code: deposit addresses are CREATE2(escrow, salt, it).
    bytes32 private constant _DEPOSIT_CODE_HASH = keccak256(type(JobDeposit).creationCode);
    /// @dev The collateral deposit's salt is the job id with its top bit set.
    uint256 private constant _COLLATERAL_SALT = 1 << 255;

    /// @dev The views unit's code runs in the escrow's storage too; it is fixed at deployment.
    address private immutable _views;

    /// @param token_ The escrow's payment token.
    constructor(IERC20 token_) AsaEscrowBase(token_) {
        _views = address(new AsaEscrowViews(token_));
    }

    /// @notice Runs every function neither the escrow nor this unit implements from AsaEscrowViews (the views and
    /// the revert path of `submitResult`; none of them writes storage).
    fallback() external {
        address target = _views;
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

    // ---------------------------------------------------------------------------------------------------
    // ERC-8183 paths off the hot path (AsaEscrow forwards them here)
    // ---------------------------------------------------------------------------------------------------

    /// @notice ERC-8183 `setProvider` (AsaEscrow's own `setProvider` runs this): the client of a plain job
    /// without a provider names one.
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

    /// @notice ERC-8183 `reject` (AsaEscrow's own `reject` runs this): the client rejects an Open job, or the
    /// evaluator of a plain job rejects a funded or submitted one; the client gets the budget back.
    function reject(uint256 jobId, bytes32 reason, bytes calldata) external nonReentrant {
        Job storage job = _job(jobId);
        Agreement storage a = _agreements[job.agreementId];
        JobStatus status = job.status;
        if (status == JobStatus.Open) {
            if (msg.sender != a.client) revert Unauthorized(msg.sender);
            emit JobRejected(jobId, msg.sender, reason);
            _closeOpen(jobId, job, a, JobStatus.Rejected);
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

    /// @notice ERC-8183 `claimRefund` (AsaEscrow's own `claimRefund` runs this): a funded job past `expiredAt`
    /// (or a submitted plain one) refunds its client.
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
    // Views
    // ---------------------------------------------------------------------------------------------------

    /// @inheritdoc IAsaEscrowExtension
    function acceptanceDigest(Acceptance calldata acceptance) external view returns (bytes32) {
        return _acceptanceDigest(acceptance.commitment, acceptance.nonce, acceptance.deadline);
    }

    /// @inheritdoc IAsaEscrowExtension
    function resultDigest(Result calldata result) external view returns (bytes32) {
        return _resultDigest(result);
    }

    // ---------------------------------------------------------------------------------------------------
    // Internal entry points (AsaEscrow only)
    // ---------------------------------------------------------------------------------------------------

    /// @inheritdoc IAsaEscrowInternal
    function registerAgreement(address provider, address[] calldata evaluators, uint8 quorum, Terms calldata terms)
        external
        returns (uint256 ids)
    {
        bytes32 termsHash = keccak256(abi.encode(terms));
        bytes32 key = _agreementKey(msg.sender, provider, termsHash, quorum, evaluators);
        ids = _agreementByKey[key];
        if (ids != 0) return ids;
        uint40 termsId = _registerTerms(terms, termsHash);
        if (provider == address(0)) revert ZeroAddress();
        _checkParty(msg.sender, provider, terms.backupEvaluator);
        _checkParty(msg.sender, provider, terms.resolver);
        _checkEvaluators(msg.sender, provider, terms.backupEvaluator, evaluators, quorum);
        uint40 id = ++_agreementCount;
        _agreements[id] = Agreement({
            client: msg.sender,
            termsId: termsId,
            quorum: quorum,
            fundTimeout: terms.fundTimeout,
            flags: terms.acceptanceRequired ? _ACCEPTANCE_REQUIRED : 0,
            provider: provider,
            evaluateTimeout: terms.evaluateTimeout,
            evaluatorFeeBps: terms.evaluatorFeeBps,
            collateralBps: terms.collateralBps,
            tierCount: terms.tierCount,
            payoutPolicy: terms.policy,
            evaluator: evaluators[0],
            evaluatorCount: uint8(evaluators.length),
            challengeWindow: terms.challengeWindow,
            policy: terms.policy,
            rollingWindow: terms.rollingWindow,
            disputeThreshold: terms.disputeThreshold
        });
        ids = _indexAgreement(id, key, termsId, msg.sender, provider, quorum, evaluators);
    }

    /// @inheritdoc IAsaEscrowInternal
    function advanceDue(uint256 jobId) external {
        Job storage job = _jobs[jobId];
        Agreement storage a = _agreements[job.agreementId];
        JobStatus status = job.status;
        if (a.termsId == 0 || status == JobStatus.Funded) {
            // A plain job past expiredAt, or an ASA job whose provider never delivered.
            if (a.termsId != 0) emit DeadManTriggered(jobId, status, Action.ReturnToClient);
            _expireFunded(jobId, job, a);
        } else if (status == JobStatus.Open) {
            // Not funded (or not accepted) in time: everyone gets back what it put in.
            emit DeadManTriggered(jobId, status, Action.ReturnToClient);
            _closeOpen(jobId, job, a, JobStatus.Expired);
        } else if (status == JobStatus.Submitted) {
            _evaluationDeadline(jobId, job, a);
        } else if (status == JobStatus.Verified) {
            // The escrow settles clean windows itself; this one closes on a score below the dispute threshold.
            _fileDispute(jobId, job, a, address(0), true, bytes32(0));
        } else {
            // Disputed past its deadline: the pre-agreed default. Only the policy outcome is a scored one.
            Action action = _terms[a.termsId].disputeDefault;
            emit DeadManTriggered(jobId, status, action);
            if (action == Action.PolicyOutcome) _settle(jobId, job, a, _policyBps(job, a), true);
            else _settle(jobId, job, a, _actionBps(action), false);
        }
    }

    // ---------------------------------------------------------------------------------------------------
    // Deposit addresses (x402)
    // ---------------------------------------------------------------------------------------------------

    /// @inheritdoc IAsaEscrowExtension
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
        // Already executed (by a front-runner straight on the token, or cancelled): whatever it moved sits at
        // this job's deposit address, which only this job can sweep.
        bool preExecuted = IERC3009(address(token)).authorizationState(from, nonce);
        if (!preExecuted) {
            IERC3009(address(token)).transferWithAuthorization(
                from, depositAddress(jobId), budget, validAfter, validBefore, nonce, signature
            );
        }
        _collectDeposit(jobId, bytes32(jobId), from, budget);
        emit FundedWithAuthorization(jobId, from, nonce, preExecuted);
    }

    /// @inheritdoc IAsaEscrowExtension
    function fundFromDeposit(uint256 jobId, uint256 expectedBudget, bytes32 expectedTermsHash) external nonReentrant {
        Job storage job = _job(jobId);
        Agreement storage a = _agreements[job.agreementId];
        uint256 budget = _beginFunding(jobId, job, a, expectedBudget, expectedTermsHash);
        _collectDeposit(jobId, bytes32(jobId), a.client, budget);
    }

    /// @inheritdoc IAsaEscrowExtension
    function returnDeposit(uint256 jobId) external nonReentrant returns (uint256 toClient, uint256 toProvider) {
        Job storage job = _job(jobId);
        Agreement storage a = _agreements[job.agreementId];
        uint8 flags = job.flags;
        // Can the deposits still serve the job? Only while it is Open and inside its fund window.
        bool window = job.status == JobStatus.Open && (a.termsId == 0 || block.timestamp < job.deadline);
        bool budgetUsable = window && flags & _BUDGET_IN == 0;
        bool collateralUsable = window && a.flags & _ACCEPTANCE_REQUIRED != 0 && flags & _ACCEPTED == 0;
        if (!budgetUsable) toClient = _sweep(bytes32(jobId));
        if (!collateralUsable) toProvider = _sweep(bytes32(jobId | _COLLATERAL_SALT));
        if (toClient == 0 && toProvider == 0) revert NothingToReturn(jobId);
        _returnDeposit(jobId, a.client, toClient);
        _returnDeposit(jobId, a.provider, toProvider);
    }

    /// @inheritdoc IAsaEscrowExtension
    function depositAddress(uint256 jobId) public view returns (address) {
        return Create2.computeAddress(bytes32(jobId), _DEPOSIT_CODE_HASH);
    }

    /// @inheritdoc IAsaEscrowExtension
    function collateralAddress(uint256 jobId) public view returns (address) {
        return Create2.computeAddress(bytes32(jobId | _COLLATERAL_SALT), _DEPOSIT_CODE_HASH);
    }

    // ---------------------------------------------------------------------------------------------------
    // Acceptance and collateral
    // ---------------------------------------------------------------------------------------------------

    /// @inheritdoc IAsaEscrowExtension
    function acceptJob(
        uint256 jobId,
        Acceptance calldata acceptance,
        bytes calldata signature,
        Authorization calldata collateralAuth
    ) external nonReentrant {
        Job storage job = _job(jobId);
        Agreement storage a = _agreements[job.agreementId];
        uint256 collateral = _acceptanceChecks(jobId, job, a, acceptance, signature);
        _markAccepted(jobId, job, a, acceptance, collateral);
        if (collateral == 0) return;
        address provider = a.provider;
        address deposit = collateralAddress(jobId);
        if (collateralAuth.signature.length != 0 && !IERC3009(address(token)).authorizationState(provider, collateralAuth.nonce)) {
            IERC3009(address(token)).transferWithAuthorization(
                provider,
                deposit,
                collateral,
                collateralAuth.validAfter,
                collateralAuth.validBefore,
                collateralAuth.nonce,
                collateralAuth.signature
            );
        }
        if (token.balanceOf(deposit) >= collateral) {
            _collectDeposit(jobId, bytes32(jobId | _COLLATERAL_SALT), provider, collateral);
        } else {
            _pull(provider, collateral);
        }
    }

    /// @inheritdoc IAsaEscrowExtension
    function withdrawAcceptance(uint256 jobId) external nonReentrant {
        Job storage job = _job(jobId);
        Agreement storage a = _agreements[job.agreementId];
        _onlyStatus(jobId, job, JobStatus.Open);
        address provider = a.provider;
        if (msg.sender != provider) revert Unauthorized(msg.sender);
        if (job.flags & _ACCEPTED == 0) revert NothingToWithdraw(provider);
        emit AcceptanceWithdrawn(jobId, provider, _collateral(job, a));
        emit JobRejected(jobId, provider, bytes32(0));
        _closeOpen(jobId, job, a, JobStatus.Rejected);
    }

    // ---------------------------------------------------------------------------------------------------
    // Appointment (evaluator pools)
    // ---------------------------------------------------------------------------------------------------

    /// @inheritdoc IAsaEscrowExtension
    function appointEvaluators(uint256 jobId, address[] calldata evaluators, uint8 quorum) external {
        Job storage job = _job(jobId);
        Agreement storage a = _agreements[job.agreementId];
        uint8 flags = job.flags;
        JobStatus status = job.status;
        bool backup = flags & _BACKUP_ACTIVE != 0;
        if (a.termsId == 0) revert AsaJobUsesSignedResults(jobId);
        if (status != JobStatus.Funded && status != JobStatus.Submitted) revert InvalidStatus(jobId, status);
        Terms storage terms = _terms[a.termsId];
        if (backup) {
            // The backup judges alone, as a named backup does; the silent evaluators' partial tally is dropped.
            if (msg.sender != terms.backupEvaluator) revert Unauthorized(msg.sender);
            if (evaluators.length != 1) revert InvalidEvaluators();
            delete _votes[jobId];
            flags = (flags & ~_BACKUP_ACTIVE) | _BACKUP_APPOINTED | _APPOINTED;
        } else {
            // Once: after it, the seat is no longer the job's evaluator, and an appointed one may not appoint.
            if (msg.sender != a.evaluator || a.evaluatorCount != 1 || flags & _APPOINTED != 0) {
                revert Unauthorized(msg.sender);
            }
            flags |= _APPOINTED;
        }
        address client = a.client;
        address provider = a.provider;
        _checkEvaluators(client, provider, terms.backupEvaluator, evaluators, quorum);
        uint40 termsId = a.termsId;
        bytes32 key = _agreementKey(client, provider, _termsHashes[termsId], quorum, evaluators);
        uint40 id = uint40(_agreementByKey[key]);
        if (id == 0) {
            id = ++_agreementCount;
            _copyAgreement(_agreements[id], a, evaluators[0], evaluators.length, quorum);
            _indexAgreement(id, key, termsId, client, provider, quorum, evaluators);
        }
        _patchJob(job, _JOB_FLAGS_MASK | type(uint40).max, (uint256(flags) << _JOB_FLAGS_AT) | id);
        emit EvaluatorsAppointed(jobId, msg.sender, id, backup);
    }

    /// @dev Writes `to` as a copy of `from`'s three slots with another first evaluator, evaluator count and
    /// quorum (the appointed agreement differs only in its evaluators). Offsets: Agreement's layout above
    /// (quorum at bit 200 of the first slot; evaluator and evaluatorCount at bits 0 and 160 of the third).
    function _copyAgreement(Agreement storage to, Agreement storage from, address first, uint256 count, uint8 quorum)
        private
    {
        assembly ("memory-safe") {
            let t := to.slot
            let f := from.slot
            sstore(t, or(and(sload(f), not(shl(200, 0xff))), shl(200, quorum)))
            sstore(add(t, 1), sload(add(f, 1)))
            let third := and(sload(add(f, 2)), not(sub(shl(168, 1), 1)))
            sstore(add(t, 2), or(third, or(first, shl(160, count))))
        }
    }

    /// @dev Stores an agreement's further evaluators and its key's entry, and announces it.
    function _indexAgreement(
        uint40 id,
        bytes32 key,
        uint40 termsId,
        address client,
        address provider,
        uint8 quorum,
        address[] calldata evaluators
    ) private returns (uint256 ids) {
        if (evaluators.length > 1) _extraEvaluators[id] = evaluators[1:];
        ids = uint256(id) | (uint256(termsId) << 40);
        _agreementByKey[key] = ids;
        emit AgreementRegistered(id, client, provider, termsId, quorum, evaluators);
    }

    // ---------------------------------------------------------------------------------------------------
    // Disputes
    // ---------------------------------------------------------------------------------------------------

    /// @inheritdoc IAsaEscrowExtension
    function challenge(uint256 jobId, bytes32 reason) external {
        Job storage job = _job(jobId);
        _onlyStatus(jobId, job, JobStatus.Verified);
        Agreement storage a = _agreements[job.agreementId];
        if (msg.sender != a.client && msg.sender != a.provider) revert Unauthorized(msg.sender);
        if (block.timestamp >= job.deadline) revert DeadlinePassed(jobId, job.deadline);
        if (_terms[a.termsId].resolver == address(0)) revert NoDisputeResolver(jobId);
        _fileDispute(jobId, job, a, msg.sender, false, reason);
    }

    /// @inheritdoc IAsaEscrowExtension
    function resolveDispute(uint256 jobId, uint16 providerBps, bytes32 reason) external nonReentrant {
        Job storage job = _job(jobId);
        _onlyStatus(jobId, job, JobStatus.Disputed);
        Agreement storage a = _agreements[job.agreementId];
        if (msg.sender != _terms[a.termsId].resolver) revert Unauthorized(msg.sender);
        if (block.timestamp >= job.deadline) revert DeadlinePassed(jobId, job.deadline);
        if (providerBps > BPS) revert BpsOutOfRange(providerBps);
        emit DisputeResolved(jobId, msg.sender, providerBps, reason);
        _settle(jobId, job, a, providerBps, true);
    }

    // ---------------------------------------------------------------------------------------------------
    // Credits
    // ---------------------------------------------------------------------------------------------------

    /// @inheritdoc IAsaEscrowExtension
    function pushCredit(address account) external nonReentrant returns (uint256 amount) {
        amount = _credits[account];
        if (amount == 0) revert NothingToWithdraw(account);
        _credits[account] = 0;
        emit CreditPaid(account, amount);
        token.safeTransfer(account, amount);
    }

    /// @inheritdoc IAsaEscrowExtension
    function pushCredits(address[] calldata accounts) external nonReentrant returns (uint256 paid) {
        for (uint256 i; i < accounts.length; ++i) {
            address account = accounts[i];
            uint256 amount = _credits[account];
            if (amount == 0) continue;
            _credits[account] = 0;
            if (token.trySafeTransfer(account, amount)) {
                emit CreditPaid(account, amount);
                ++paid;
            } else {
                _credits[account] = amount;
            }
        }
    }

    // ---------------------------------------------------------------------------------------------------
    // Views
    // ---------------------------------------------------------------------------------------------------

    // ---------------------------------------------------------------------------------------------------
    // Internal
    // ---------------------------------------------------------------------------------------------------

    /// @dev At the evaluation deadline: verify on the median of every result received when there are at least
    /// `quorum`; otherwise the evaluators were silent and the dead-man action applies (unscored).
    function _evaluationDeadline(uint256 jobId, Job storage job, Agreement storage a) private {
        // An appointed backup judges alone like an activated one: its silence takes the fallback action.
        bool backup = job.flags & (_BACKUP_ACTIVE | _BACKUP_APPOINTED) != 0;
        uint256 n = a.evaluatorCount;
        if (!backup && n > 1) {
            uint256 votes = _votes[jobId];
            uint256 count = (votes >> 8) & 0xff;
            if (count >= a.quorum) {
                _verify(jobId, job, a, _median(votes, n, count), _tallyFailed(votes, count));
                return;
            }
        }
        Terms storage terms = _terms[a.termsId];
        if (!backup && terms.silenceAction == Action.HoldForBackupEvaluator) {
            uint32 deadline = _deadlineIn(terms.backupTimeout);
            job.flags |= _BACKUP_ACTIVE;
            job.deadline = deadline;
            emit DeadManTriggered(jobId, JobStatus.Submitted, Action.HoldForBackupEvaluator);
            emit BackupEvaluatorActivated(jobId, terms.backupEvaluator, deadline);
            return;
        }
        Action action = backup ? terms.fallbackAction : terms.silenceAction;
        emit DeadManTriggered(jobId, JobStatus.Submitted, action);
        _settle(jobId, job, a, _actionBps(action), false);
    }

    /// @dev Everything an acceptance of a job waiting for it must satisfy; returns the collateral it must bring.
    /// The job holds the hash of its job commitment and acceptance nonce, and the provider's signature covers
    /// the commitment, so it cannot be moved to a job with other parties, terms, budget or deadlines.
    function _acceptanceChecks(
        uint256 jobId,
        Job storage job,
        Agreement storage a,
        Acceptance calldata acceptance,
        bytes calldata signature
    ) private view returns (uint256 collateral) {
        if (a.flags & _ACCEPTANCE_REQUIRED == 0) revert AcceptanceNotRequired(jobId);
        _onlyStatus(jobId, job, JobStatus.Open);
        if (job.flags & _ACCEPTED != 0) revert AlreadyAccepted(jobId);
        // Before the Open deadline the job still leaves its delivery time (_fundDeadline).
        if (block.timestamp >= job.deadline) revert DeadlinePassed(jobId, job.deadline);
        uint256 budget = job.budget;
        if (_deliverables[jobId] != _acceptanceCommitment(acceptance.commitment, acceptance.nonce)) {
            revert AcceptanceMismatch(jobId);
        }
        address provider = a.provider;
        if (signature.length == 0) {
            if (msg.sender != provider) revert Unauthorized(msg.sender);
        } else {
            if (block.timestamp > acceptance.deadline) revert AcceptanceExpired(acceptance.deadline);
            if (!_isValidSignature(provider, _acceptanceDigest(acceptance.commitment, acceptance.nonce, acceptance.deadline), signature)) revert InvalidSignature(provider);
        }
        collateral = (budget * a.collateralBps) / BPS;
    }

    function _markAccepted(
        uint256 jobId,
        Job storage job,
        Agreement storage a,
        Acceptance calldata acceptance,
        uint256 collateral
    ) private {
        job.flags |= _ACCEPTED;
        emit JobAccepted(jobId, a.provider, acceptance.commitment, acceptance.nonce, collateral);
        _activate(job, a);
    }

    /// @dev Sweeps a deposit into the escrow: it must hold at least `amount`; any excess goes back to `owner`.
    function _collectDeposit(uint256 jobId, bytes32 salt, address owner, uint256 amount) private {
        uint256 received = _sweep(salt);
        if (received < amount) revert FundingShortfall(amount, received);
        _returnDeposit(jobId, owner, received - amount);
    }

    /// @dev Moves a deposit's whole balance into the escrow (deploying the deposit the first time) and returns
    /// what arrived; nothing happens to an empty deposit.
    function _sweep(bytes32 salt) private returns (uint256 received) {
        address deposit = Create2.computeAddress(salt, _DEPOSIT_CODE_HASH);
        if (token.balanceOf(deposit) == 0) return 0;
        if (deposit.code.length == 0) new JobDeposit{salt: salt}();
        uint256 balanceBefore = token.balanceOf(address(this));
        JobDeposit(deposit).sweep(token);
        received = token.balanceOf(address(this)) - balanceBefore;
    }

    function _returnDeposit(uint256 jobId, address owner, uint256 amount) private {
        if (amount == 0) return;
        emit DepositReturned(jobId, owner, amount);
        _pay(owner, amount);
    }

    function _actionBps(Action action) private pure returns (uint16) {
        if (action == Action.Split5050) return BPS / 2;
        if (action == Action.ReleaseToProvider) return BPS;
        return 0;
    }

    /// @dev The id of `terms`, registering them (after validation) the first time they are used.
    function _registerTerms(Terms calldata terms, bytes32 termsHash) private returns (uint40 termsId) {
        termsId = _termsIdByHash[termsHash];
        if (termsId != 0) return termsId;
        _validateTerms(terms);
        termsId = ++_termsCount;
        _terms[termsId] = terms;
        _termsHashes[termsId] = termsHash;
        _termsIdByHash[termsHash] = termsId;
        emit TermsRegistered(termsId, termsHash, terms);
    }

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
        if (t.collateralBps > MAX_COLLATERAL_BPS) revert InvalidTerms("collateral");
        if (t.collateralBps != 0 && !t.acceptanceRequired) revert InvalidTerms("collateral needs acceptance");
        if (t.fundTimeout == 0 || t.evaluateTimeout == 0) revert InvalidTerms("zero timeout");
        if (
            t.fundTimeout > MAX_TIMEOUT || t.evaluateTimeout > MAX_TIMEOUT || t.backupTimeout > MAX_TIMEOUT
                || t.challengeWindow > MAX_TIMEOUT || t.disputeTimeout > MAX_TIMEOUT || t.minDeliveryTime > MAX_TIMEOUT
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

    /// @dev An evaluator, backup evaluator or resolver is neither the client nor the provider.
    function _checkParty(address client, address provider, address official) private pure {
        if (official != address(0) && (official == client || official == provider)) {
            revert EvaluatorNotIndependent(official);
        }
    }

    /// @dev 1..MAX_EVALUATORS distinct evaluators, none zero, the client, the provider or the backup evaluator,
    /// and a quorum among them.
    function _checkEvaluators(
        address client,
        address provider,
        address backup,
        address[] calldata evaluators,
        uint8 quorum
    ) private pure {
        uint256 n = evaluators.length;
        if (n == 0 || n > MAX_EVALUATORS || quorum == 0 || quorum > n) revert InvalidEvaluators();
        for (uint256 i; i < n; ++i) {
            address e = evaluators[i];
            if (e == address(0)) revert ZeroAddress();
            _checkParty(client, provider, e);
            if (e == backup) revert InvalidEvaluators();
            for (uint256 j; j < i; ++j) {
                if (evaluators[j] == e) revert InvalidEvaluators();
            }
        }
    }
}
