// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {Create2} from "@openzeppelin/contracts/utils/Create2.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

import {IAsaEscrowTypes} from "../IAsaEscrowTypes.sol";
import {IERC3009} from "../IERC3009.sol";
import {JobDeposit} from "../JobDeposit.sol";
import {IAsaLedgerTypes} from "./IAsaLedgerTypes.sol";
import {AsaLedgerVerifier, IAsaLedgerChain} from "./AsaLedgerVerifier.sol";

/// @title AsaLedger: the netted ledger, a second settlement mode next to the per-job escrow
/// @notice Parties deposit into balances; jobs, acceptances, deliveries and results are EIP-712 messages signed off
/// chain under the escrow's job commitment; the operator posts one state root per epoch, and anyone can void a
/// wrong one within the challenge window by re-executing one transition (the operator's bond pays the
/// challenger, and the ledger enters exit mode). Withdrawals are per party, against final epochs. If the
/// operator stops or is caught, every party exits with what the last final epoch and its own signed messages
/// entitle it to, with no one's cooperation. docs/ledger.md is the specification.
/// @dev No admin path: the operator can post roots and answer data requests, nothing else; it never holds
/// deposits. Money in this contract is always sum(deposited) - sum(paid) + bond.
contract AsaLedger is IAsaLedgerTypes, IAsaLedgerChain, EIP712, ReentrancyGuard {
    using SafeERC20 for IERC20;

    uint256 internal constant MAX_ACCOUNTS = (1 << 20) - 1;
    uint256 internal constant TRANSITION_DEPTH = 24;
    /// @dev The largest forced message: every one the operator must store, process and serve, so its size is
    /// bounded (a RESULT with eight evaluators and its terms is about 1.6 kB).
    uint256 internal constant MAX_FORCED_BYTES = 4096;
    /// @dev Each epoch stores the accounts tree's 64 nodes at this level (its frontier), checked against the accounts
    /// root when posted, so a withdrawal proves 14 levels instead of 20: 192 bytes less per withdrawal. 64 new
    /// slots keep a post far under the 2^24 transaction gas cap even if state creation gets dearer.
    uint256 internal constant FRONTIER_LEVEL = 14;
    uint256 internal constant FRONTIER_SIZE = 1 << (20 - FRONTIER_LEVEL);
    /// @dev Frontiers are kept for this many epochs (a ring): enough for every final epoch a withdrawal may use.
    uint256 internal constant FRONTIER_RING = 2048;
    bytes32 internal constant _DEPOSIT_CODE_HASH = keccak256(type(JobDeposit).creationCode);

    /// @notice The token every balance is in.
    IERC20 public immutable token;
    /// @notice The only address that may post epochs.
    address public immutable operator;
    /// @notice The stateless contract that re-executes transitions.
    AsaLedgerVerifier public immutable verifier;
    /// @notice The bond the operator must hold here to post.
    uint256 public immutable bondAmount;
    /// @notice Seconds after its posting during which an epoch can be voided.
    uint64 public immutable challengeWindow;
    /// @notice Fewest seconds between two posts (bounds how many epochs are pending at once).
    uint64 public immutable minEpochInterval;
    /// @notice Seconds without a post after which anyone may start exit mode.
    uint64 public immutable livenessTimeout;
    /// @notice What a data request pays the operator (for the calldata of its answer).
    uint256 public immutable dataRequestFee;
    /// @notice What a new account pays the operator: the 1,048,575 account indexes are finite, so taking one
    /// has a price (paid from the first deposit, or approved beforehand for `register`).
    uint256 public immutable registrationFee;

    /// @inheritdoc IAsaLedgerChain
    uint32 public accountCount;
    /// @inheritdoc IAsaLedgerChain
    mapping(address account => uint32) public accountIndex;
    /// @notice The account at an index.
    mapping(uint32 index => address) public accountAt;
    /// @inheritdoc IAsaLedgerChain
    mapping(uint32 index => uint256) public deposited;
    /// @inheritdoc IAsaLedgerChain
    mapping(uint32 index => uint256) public requested;
    /// @notice Cumulative amount paid out to an account (withdrawals and exits).
    mapping(uint32 index => uint256) public paid;
    /// @notice Exit mode: what jobs finished on chain credited to an account.
    mapping(uint32 index => uint256) public exitCredited;

    /// @notice The operator's bond held here.
    uint256 public bond;
    /// @notice The newest posted epoch (0: only the genesis state).
    uint64 public lastEpoch;
    mapping(uint64 epoch => Epoch) internal _epochs;
    /// @dev (epoch % FRONTIER_RING) * FRONTIER_SIZE + i => the frontier's node i.
    mapping(uint256 slot => bytes32) internal _frontier;
    /// @dev The frontier node of an empty subtree (the genesis epoch's frontier is 64 of them).
    bytes32 internal immutable _emptySubtree;

    bytes32[] internal _forcedHashes;
    uint64[] internal _forcedAt;

    /// @notice Pending data requests: keccak256(epoch, isTransition, index) => 1.
    mapping(bytes32 key => bool) public pendingRequest;

    /// @notice Whether exit mode began, and when.
    bool public exitMode;
    bool public bondSlashed;
    bool public exitEpochFixed;
    uint64 public exitAt;
    /// @notice The epoch exit mode withdraws against (valid once exitEpochFixed).
    uint64 public exitEpoch;
    mapping(uint32 slot => ExitJob) internal _exitJobs;
    /// @dev Exit mode: the next forced message to process (once `_exitForcedStarted`; before, the exit epoch's
    /// forcedCount).
    uint64 internal _exitForcedNext;
    bool internal _exitForcedStarted;

    /// @param token_ The token of every balance.
    /// @param operator_ Who posts epochs.
    /// @param verifier_ The transition verifier (stateless; its code is the rules).
    /// @param params bondAmount, challengeWindow, minEpochInterval, livenessTimeout, dataRequestFee,
    /// registrationFee.
    constructor(IERC20 token_, address operator_, AsaLedgerVerifier verifier_, uint256[6] memory params)
        EIP712("ASA Ledger", "1")
    {
        if (address(token_) == address(0) || operator_ == address(0) || address(verifier_) == address(0)) {
            revert Unauthorized(address(0));
        }
        token = token_;
        operator = operator_;
        verifier = verifier_;
        bondAmount = params[0];
        challengeWindow = uint64(params[1]);
        minEpochInterval = uint64(params[2]);
        livenessTimeout = uint64(params[3]);
        dataRequestFee = params[4];
        registrationFee = params[5];
        // Enough frontiers are kept when no more epochs than the ring holds can be posted within one window.
        if (params[2] == 0 || params[1] / params[2] + 8 >= FRONTIER_RING) revert InvalidParameters();
        (bytes32 genesis, bytes32 emptySubtree) = _genesisRoot();
        _emptySubtree = emptySubtree;
        _epochs[0] = Epoch(genesis, bytes32(0), 0, uint64(block.timestamp), uint64(block.timestamp));
    }

    // ---------------------------------------------------------------------------------------------------
    // Accounts and deposits
    // ---------------------------------------------------------------------------------------------------

    /// @notice Gives the caller an account index (idempotent), for `registrationFee` (approved beforehand) paid to
    /// the operator. Every party of a job must be registered.
    /// @return index The caller's account index.
    function register() external nonReentrant returns (uint32 index) {
        index = accountIndex[msg.sender];
        if (index != 0) return index;
        index = _register(msg.sender);
        if (registrationFee > 0) token.safeTransferFrom(msg.sender, operator, registrationFee);
    }

    /// @notice Deposits `amount` (approved beforehand) into the caller's balance.
    function deposit(uint256 amount) external nonReentrant {
        _notExit();
        if (amount == 0) revert ZeroAmount();
        uint256 before = token.balanceOf(address(this));
        token.safeTransferFrom(msg.sender, address(this), amount);
        uint256 received = token.balanceOf(address(this)) - before;
        if (received != amount) revert FundingShortfall(amount, received);
        _credit(msg.sender, amount, false);
    }

    /// @notice The x402 deposit: executes `from`'s EIP-3009 transfer of `amount` to its deposit address (unless
    /// someone already did) and sweeps that address into its balance. Anyone may relay it.
    function depositWithAuthorization(
        address from,
        uint256 amount,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        bytes calldata signature
    ) external nonReentrant returns (uint256 swept) {
        _notExit();
        if (!IERC3009(address(token)).authorizationState(from, nonce)) {
            IERC3009(address(token)).transferWithAuthorization(
                from, depositAddress(from), amount, validAfter, validBefore, nonce, signature
            );
        }
        swept = _sweep(from);
    }

    /// @notice Moves whatever was paid to `account`'s deposit address into its balance (anyone may call).
    function sweepDeposit(address account) external nonReentrant returns (uint256 swept) {
        swept = _sweep(account);
    }

    /// @notice The address an x402 payment into `account`'s balance is made out to.
    function depositAddress(address account) public view returns (address) {
        return Create2.computeAddress(bytes32(uint256(uint160(account))), _DEPOSIT_CODE_HASH);
    }

    /// @notice Asks to withdraw `amount` more; it is paid once an epoch that counted it is final.
    function requestWithdrawal(uint256 amount) external {
        _notExit();
        if (amount == 0) revert ZeroAmount();
        uint32 index = _registered(msg.sender);
        uint256 total = requested[index] + amount;
        requested[index] = total;
        emit WithdrawalRequested(msg.sender, amount, total);
    }

    /// @notice Pays `account` the withdrawals its leaf in the final epoch `epoch` counted and it was not yet paid.
    /// @param path The leaf's 14 siblings up to the epoch's stored frontier.
    function withdraw(address account, uint64 epoch, AccountLeaf calldata leaf, bytes32[14] calldata path)
        external
        nonReentrant
        returns (uint256 amount)
    {
        _notExit();
        if (!isFinal(epoch)) revert EpochNotFinal(epoch);
        uint32 index = _registered(account);
        _checkShortProof(epoch, leaf, index, path);
        uint256 done = paid[index];
        if (leaf.withdrawals <= done) revert NothingToWithdraw(account);
        amount = leaf.withdrawals - done;
        paid[index] = leaf.withdrawals;
        token.safeTransfer(account, amount);
        emit Withdrawn(account, amount, false);
    }

    // ---------------------------------------------------------------------------------------------------
    // Epochs
    // ---------------------------------------------------------------------------------------------------

    /// @notice Adds to the operator's bond (anyone may fund it; it is only ever paid to a challenger or back to
    /// the operator).
    function postBond(uint256 amount) external nonReentrant {
        if (amount == 0) revert ZeroAmount();
        uint256 before = token.balanceOf(address(this));
        token.safeTransferFrom(msg.sender, address(this), amount);
        uint256 received = token.balanceOf(address(this)) - before;
        if (received != amount) revert FundingShortfall(amount, received);
        bond += amount;
        emit BondPosted(amount, bond);
    }

    /// @notice Posts epoch `epoch`: the fields of its state, the root of its transitions and their count, its cutoff
    /// (the time its transitions are executed at: at least the previous epoch's posting time, at most now), and
    /// the accounts tree's 64 nodes at level 14, which must hash to the accounts root. Operator only, bond in
    /// place.
    function postEpoch(
        uint64 epoch,
        StateFields calldata fields,
        bytes32 transitionsRoot,
        uint32 count,
        uint64 cutoff,
        bytes32[64] calldata frontier
    ) external {
        if (msg.sender != operator) revert Unauthorized(msg.sender);
        _notExit();
        if (bond < bondAmount) revert BondMissing(bond, bondAmount);
        if (epoch != lastEpoch + 1) revert EpochOutOfOrder(lastEpoch + 1, epoch);
        Epoch storage prev = _epochs[lastEpoch];
        // The operator's clock is bounded by the chain's: a cutoff lies between the previous epoch's posting and
        // this one, so no transition can be timed earlier than what the previous epoch already showed.
        if (cutoff > block.timestamp || cutoff < prev.postedAt || cutoff < prev.cutoff) revert CutoffOutOfRange(cutoff);
        if (lastEpoch != 0 && block.timestamp < uint256(prev.postedAt) + minEpochInterval) {
            revert EpochTooSoon(uint256(prev.postedAt) + minEpochInterval);
        }
        if (count > 1 << TRANSITION_DEPTH) revert TooManyTransitions(count);
        if (verifier.frontierRoot(frontier) != fields.accountsRoot) revert BadWitness();
        bytes32 stateRoot = keccak256(abi.encode(fields));
        uint256 base = (epoch % FRONTIER_RING) * FRONTIER_SIZE;
        for (uint256 i; i < FRONTIER_SIZE; ++i) {
            _frontier[base + i] = frontier[i];
        }
        _epochs[epoch] = Epoch(stateRoot, transitionsRoot, count, cutoff, uint64(block.timestamp));
        lastEpoch = epoch;
        emit EpochPosted(epoch, stateRoot, transitionsRoot, count, cutoff);
    }

    /// @notice Whether `epoch` can no longer be voided: its challenge window is over (the genesis state always
    /// is). Exit mode does not stop the clock: epochs posted before it still become final unless voided.
    function isFinal(uint64 epoch) public view returns (bool) {
        if (epoch > lastEpoch) return false;
        if (epoch == 0) return true;
        return uint256(_epochs[epoch].postedAt) + challengeWindow <= block.timestamp;
    }

    /// @notice A posted epoch.
    function epochs(uint64 epoch) external view returns (Epoch memory) {
        if (epoch > lastEpoch) revert UnknownEpoch(epoch);
        return _epochs[epoch];
    }

    // ---------------------------------------------------------------------------------------------------
    // Fraud proofs
    // ---------------------------------------------------------------------------------------------------

    /// @notice Voids epoch `epoch` by showing that its transition `index` is invalid or does not lead to the
    /// post-state it commits to. `prev` is transition `index - 1` (ignored for 0), `pre` the fields of the
    /// pre-state, `job` and `accounts` the leaves the transition touches (docs/ledger.md, section 4).
    function challengeTransition(
        uint64 epoch,
        uint32 index,
        TransitionWitness calldata prev,
        TransitionWitness calldata claimed,
        bytes calldata data,
        StateFields calldata pre,
        JobWitness calldata job,
        AccountWitness[] calldata accounts
    ) external nonReentrant {
        Epoch storage e = _challengeable(epoch);
        if (index >= e.count) revert BadWitness();
        _checkTransition(e.transitionsRoot, claimed, index);
        if (claimed.leaf.dataHash != keccak256(data)) revert BadWitness();
        bytes32 preState;
        if (index == 0) {
            preState = _epochs[epoch - 1].stateRoot;
        } else {
            _checkTransition(e.transitionsRoot, prev, index - 1);
            preState = prev.leaf.postState;
        }
        if (keccak256(abi.encode(pre)) != preState) revert BadWitness();
        (bool valid, bytes32 post) =
            verifier.verify(this, _domainSeparatorV4(), e.cutoff, claimed.leaf.kind, data, pre, job, accounts);
        if (valid && post == claimed.leaf.postState) revert NoFraud();
        _void(epoch, Fault.Transition);
    }

    /// @notice Voids epoch `epoch` by showing that its state root is not its last transition's post-state (with no
    /// transition: not the previous epoch's state root). `last` is transition `count - 1` (ignored for 0).
    function challengeEpochEnd(uint64 epoch, TransitionWitness calldata last) external nonReentrant {
        Epoch storage e = _challengeable(epoch);
        bytes32 end;
        if (e.count == 0) {
            end = _epochs[epoch - 1].stateRoot;
        } else {
            _checkTransition(e.transitionsRoot, last, e.count - 1);
            end = last.leaf.postState;
        }
        if (end == e.stateRoot) revert NoFraud();
        _void(epoch, Fault.EpochEnd);
    }

    /// @notice Voids epoch `epoch` by showing that the forced message at `position`, queued before its cutoff, is
    /// not processed by its end state `state`.
    function challengeForcedLag(uint64 epoch, uint64 position, StateFields calldata state) external nonReentrant {
        Epoch storage e = _challengeable(epoch);
        if (position >= _forcedAt.length) revert UnknownForced(position);
        if (_forcedAt[position] >= e.cutoff) revert ForcedNotDue(position);
        if (keccak256(abi.encode(state)) != e.stateRoot) revert BadWitness();
        if (state.forcedCount > position) revert NoFraud();
        _void(epoch, Fault.ForcedLag);
    }

    // ---------------------------------------------------------------------------------------------------
    // Forced inclusion and data availability
    // ---------------------------------------------------------------------------------------------------

    /// @notice Queues a transition (a censored delivery, result, expiry or withdrawal count) the operator must
    /// process in the first epoch whose cutoff is later, before any transition of its own; it takes effect at this
    /// block's time if valid then, and is skipped otherwise.
    /// @return position Its place in the queue.
    function forceInclude(uint8 kind, bytes calldata data) external returns (uint64 position) {
        _notExit();
        if (kind == 0 || kind > 5) revert InvalidKind(kind);
        if (data.length > MAX_FORCED_BYTES) revert ForcedTooLarge(data.length);
        position = uint64(_forcedHashes.length);
        _forcedHashes.push(keccak256(abi.encode(kind, data)));
        _forcedAt.push(uint64(block.timestamp));
        emit ForcedQueued(position, kind, data, msg.sender);
    }

    /// @inheritdoc IAsaLedgerChain
    function forcedLength() external view returns (uint64) {
        return uint64(_forcedHashes.length);
    }

    /// @inheritdoc IAsaLedgerChain
    function forcedEntry(uint64 position) external view returns (bytes32 dataHash, uint64 queuedAt) {
        if (position >= _forcedHashes.length) revert UnknownForced(position);
        return (_forcedHashes[position], _forcedAt[position]);
    }

    /// @notice Asks the operator to publish, on chain, account `index`'s leaf in `epoch` (`isTransition` false)
    /// or the epoch's transition `index`. Only in the first half of the epoch's window; pays `dataRequestFee`
    /// to the operator. Unanswered by three quarters of the window, it voids the epoch (`voidUnanswered`).
    function requestData(uint64 epoch, bool isTransition, uint32 index) external nonReentrant {
        Epoch storage e = _challengeable(epoch);
        if (block.timestamp >= uint256(e.postedAt) + challengeWindow / 2) revert RequestWindowClosed(epoch);
        if (isTransition ? index >= e.count : index == 0 || index > MAX_ACCOUNTS) revert BadWitness();
        pendingRequest[_requestKey(epoch, isTransition, index)] = true;
        if (dataRequestFee > 0) token.safeTransferFrom(msg.sender, operator, dataRequestFee);
        emit DataRequested(epoch, isTransition, index, msg.sender);
    }

    /// @notice Publishes account `index`'s leaf in `epoch` (anyone; it answers a data request).
    function publishAccount(
        uint64 epoch,
        uint32 index,
        StateFields calldata state,
        AccountLeaf calldata leaf,
        bytes32[20] calldata path
    ) external {
        if (epoch > lastEpoch) revert UnknownEpoch(epoch);
        _checkAccount(_epochs[epoch].stateRoot, state, leaf, index, path);
        delete pendingRequest[_requestKey(epoch, false, index)];
        emit AccountPublished(epoch, index, leaf, path);
    }

    /// @notice Publishes transition `index` of `epoch` and its data (anyone; it answers a data request).
    function publishTransition(uint64 epoch, uint32 index, TransitionWitness calldata w, bytes calldata data) external {
        if (epoch > lastEpoch) revert UnknownEpoch(epoch);
        Epoch storage e = _epochs[epoch];
        if (index >= e.count) revert BadWitness();
        _checkTransition(e.transitionsRoot, w, index);
        if (w.leaf.dataHash != keccak256(data)) revert BadWitness();
        delete pendingRequest[_requestKey(epoch, true, index)];
        emit TransitionPublished(epoch, index, w.leaf, data);
    }

    /// @notice Voids `epoch` when a data request on it is still unanswered at three quarters of its window.
    function voidUnanswered(uint64 epoch, bool isTransition, uint32 index) external nonReentrant {
        Epoch storage e = _challengeable(epoch);
        if (!pendingRequest[_requestKey(epoch, isTransition, index)]) revert NoPendingRequest();
        uint256 due = uint256(e.postedAt) + (uint256(challengeWindow) * 3) / 4;
        if (block.timestamp < due) revert RequestNotDue(due);
        _void(epoch, Fault.Withheld);
    }

    // ---------------------------------------------------------------------------------------------------
    // Exit mode
    // ---------------------------------------------------------------------------------------------------

    /// @notice Starts exit mode when no epoch was posted for `livenessTimeout` (anyone).
    function declareOperatorSilent() external {
        _notExit();
        uint256 since = uint256(_epochs[lastEpoch].postedAt) + livenessTimeout;
        if (block.timestamp < since) revert OperatorNotSilent(since);
        _startExit(true);
    }

    /// @notice Fixes the exit epoch once every epoch posted before exit mode is final or voided: the last one
    /// (anyone). Until then they can still be challenged, so honest work in them is not lost.
    function fixExitEpoch() external {
        if (!exitMode) revert NotInExitMode();
        if (exitEpochFixed) revert ExitEpochAlreadyFixed();
        uint64 epoch = lastEpoch;
        if (!isFinal(epoch)) revert EpochNotFinal(epoch);
        exitEpoch = epoch;
        exitEpochFixed = true;
        emit ExitEpochFixed(epoch);
    }

    /// @notice Exit mode: pays `account` everything it is owed by the exit epoch's leaf, its on-chain deposits and
    /// the jobs finished on chain since, less what it was paid.
    /// @param path The leaf's 14 siblings up to the exit epoch's stored frontier.
    function exitWithdraw(address account, AccountLeaf calldata leaf, bytes32[14] calldata path)
        external
        nonReentrant
        returns (uint256 amount)
    {
        uint32 index = _registered(account);
        _exitRoot();
        _checkShortProof(exitEpoch, leaf, index, path);
        uint256 owed = deposited[index] + leaf.credited + exitCredited[index] - leaf.debited;
        uint256 done = paid[index];
        if (owed <= done) revert NothingToWithdraw(account);
        amount = owed - done;
        paid[index] = owed;
        token.safeTransfer(account, amount);
        emit Withdrawn(account, amount, true);
    }

    /// @notice Exit mode: the provider's delivery of a job Funded in the exit epoch, timed by this block.
    function exitSubmit(
        uint32 slot,
        StateFields calldata state,
        JobWitness calldata job,
        Voucher calldata v,
        bytes32 deliverable,
        bytes calldata providerSig
    ) external nonReentrant {
        JobLeaf memory leaf = _exitJob(slot, state, job);
        _requireForcedDone(state);
        (bool valid, bytes32 jobId) = verifier.deliveryValid(_domainSeparatorV4(), v, deliverable, providerSig);
        if (!valid || leaf.jobId != jobId || leaf.status != 1 || block.timestamp >= v.expiredAt) {
            revert InvalidExitStep(slot);
        }
        _exitJobs[slot] = ExitJob(2, deliverable, uint64(block.timestamp), 0);
        emit ExitJobProgressed(slot, jobId, 2);
    }

    /// @notice Exit mode: counts one evaluator's result for a job Submitted (in the exit epoch or by `exitSubmit`);
    /// the last evaluator's result settles it, as in the escrow.
    function exitResult(
        uint32 slot,
        StateFields calldata state,
        JobWitness calldata job,
        Voucher calldata v,
        IAsaEscrowTypes.Terms calldata terms,
        IAsaEscrowTypes.Result calldata result,
        address signer,
        bytes calldata sig
    ) external nonReentrant {
        JobLeaf memory leaf = _exitJob(slot, state, job);
        _requireForcedDone(state);
        (bool valid, JobLeaf memory next, AsaLedgerVerifier.Credit[] memory credits) =
            verifier.resultOutcome(_domainSeparatorV4(), block.timestamp, leaf, v, terms, result, signer, sig);
        if (!valid) revert InvalidExitStep(slot);
        _exitStore(slot, next, credits);
    }

    /// @notice Exit mode: processes the next forced message the exit epoch did not, at the time it was queued, as
    /// the operator would have had to: a delivery, a result or an expiry changes its job (proved by `job`, its slot
    /// in the exit epoch), anything else or anything invalid then is skipped. Every such message is processed, in
    /// order, before any other exit step on a job, so no one can expire a job ahead of its provider's earlier
    /// forced delivery.
    function exitProcessForced(StateFields calldata state, uint8 kind, bytes calldata data, JobWitness calldata job)
        external
        nonReentrant
    {
        if (keccak256(abi.encode(state)) != _exitRoot()) revert BadWitness();
        uint64 position = _exitForcedStarted ? _exitForcedNext : state.forcedCount;
        if (position >= _forcedHashes.length) revert UnknownForced(position);
        if (keccak256(abi.encode(kind, data)) != _forcedHashes[position]) revert BadWitness();
        _exitForcedStarted = true;
        _exitForcedNext = position + 1;
        (bool ok, uint32 slot) = verifier.forcedJobSlot(kind, data);
        bool applied;
        if (ok) {
            JobLeaf memory leaf = _exitJobLeaf(slot, state, job);
            JobLeaf memory next;
            AsaLedgerVerifier.Credit[] memory credits;
            (applied, next, credits) =
                verifier.forcedJobOutcome(_domainSeparatorV4(), _forcedAt[position], kind, data, leaf);
            if (applied) _exitStore(slot, next, credits);
        }
        emit ExitForcedProcessed(position, applied);
    }

    /// @notice Exit mode: a job's deadline outcome (no delivery by expiredAt: refund; at the evaluation deadline:
    /// the results counted so far when they reach the quorum, else evaluator silence).
    function exitExpire(
        uint32 slot,
        StateFields calldata state,
        JobWitness calldata job,
        Voucher calldata v,
        IAsaEscrowTypes.Terms calldata terms
    ) external nonReentrant {
        JobLeaf memory leaf = _exitJob(slot, state, job);
        _requireForcedDone(state);
        (bool valid, AsaLedgerVerifier.Credit[] memory credits) =
            verifier.expireOutcome(_domainSeparatorV4(), block.timestamp, leaf, v, terms);
        if (!valid) revert InvalidExitStep(slot);
        _exitClose(slot, leaf, credits);
    }

    /// @notice Exit mode: an exit job's progress on chain (status 0: none yet, read the exit epoch).
    function exitJobs(uint32 slot) external view returns (ExitJob memory) {
        return _exitJobs[slot];
    }

    /// @notice Returns the bond to the operator once exit mode began without a fault and every epoch it posted is
    /// final (so none can still be voided).
    function reclaimBond() external nonReentrant {
        if (msg.sender != operator) revert Unauthorized(msg.sender);
        if (bondSlashed) revert BondSlashed();
        if (!exitEpochFixed) revert ExitEpochNotFixed();
        uint256 amount = bond;
        if (amount == 0) revert ZeroAmount();
        bond = 0;
        token.safeTransfer(operator, amount);
        emit BondReclaimed(amount);
    }

    /// @notice The ledger's EIP-712 domain separator (vouchers, acceptances, deliveries and results sign in it).
    function domainSeparator() external view returns (bytes32) {
        return _domainSeparatorV4();
    }

    // ---------------------------------------------------------------------------------------------------
    // Internal
    // ---------------------------------------------------------------------------------------------------

    function _register(address account) internal returns (uint32 index) {
        index = accountIndex[account];
        if (index != 0) return index;
        if (account == address(0)) revert NotRegistered(account);
        if (accountCount >= MAX_ACCOUNTS) revert TooManyAccounts();
        index = ++accountCount;
        accountIndex[account] = index;
        accountAt[index] = account;
        emit AccountRegistered(account, index);
    }

    function _registered(address account) internal view returns (uint32 index) {
        index = accountIndex[account];
        if (index == 0) revert NotRegistered(account);
    }

    function _sweep(address account) internal returns (uint256 amount) {
        bytes32 salt = bytes32(uint256(uint160(account)));
        address holder = depositAddress(account);
        if (token.balanceOf(holder) == 0) revert ZeroAmount();
        if (holder.code.length == 0) Create2.deploy(0, salt, type(JobDeposit).creationCode);
        uint256 before = token.balanceOf(address(this));
        JobDeposit(holder).sweep(token);
        amount = token.balanceOf(address(this)) - before;
        _credit(account, amount, true);
    }

    /// @dev Adds a deposit that arrived here to `account`'s balance, registering it first (the fee comes out of
    /// this first deposit, which must cover it).
    function _credit(address account, uint256 amount, bool viaAddress) internal {
        uint32 index = accountIndex[account];
        if (index == 0) {
            index = _register(account);
            uint256 fee = registrationFee;
            if (amount <= fee) revert FundingShortfall(fee + 1, amount);
            amount -= fee;
            if (fee > 0) token.safeTransfer(operator, fee);
        }
        deposited[index] += amount;
        emit Deposited(account, amount, viaAddress);
    }

    function _notExit() internal view {
        if (exitMode) revert InExitMode();
    }

    /// @dev An epoch a challenge or a data request may still concern: posted and not final (in exit mode too,
    /// until the exit epoch is fixed).
    function _challengeable(uint64 epoch) internal view returns (Epoch storage e) {
        if (exitEpochFixed) revert InExitMode();
        if (epoch == 0 || epoch > lastEpoch) revert UnknownEpoch(epoch);
        if (isFinal(epoch)) revert EpochFinal(epoch);
        e = _epochs[epoch];
    }

    /// @dev Voids `epoch` and every later one, pays the bond (what is left of it) to the caller and starts exit
    /// mode (unless it already began).
    function _void(uint64 epoch, Fault fault) internal {
        lastEpoch = epoch - 1;
        uint256 slashed = bond;
        bond = 0;
        bondSlashed = true;
        if (!exitMode) _startExit(false);
        emit EpochVoided(epoch, fault, msg.sender, slashed);
        if (slashed > 0) token.safeTransfer(msg.sender, slashed);
    }

    function _startExit(bool silent) internal {
        exitMode = true;
        exitAt = uint64(block.timestamp);
        emit ExitModeStarted(silent);
    }


    function _exitRoot() internal view returns (bytes32) {
        if (!exitMode) revert NotInExitMode();
        if (!exitEpochFixed) revert ExitEpochNotFixed();
        return _epochs[exitEpoch].stateRoot;
    }

    /// @dev An open exit job's slot (see _exitJobLeaf).
    function _exitJob(uint32 slot, StateFields calldata state, JobWitness calldata job)
        internal
        view
        returns (JobLeaf memory leaf)
    {
        leaf = _exitJobLeaf(slot, state, job);
        if (leaf.status != 1 && leaf.status != 2) revert JobNotOpen(slot);
    }

    /// @dev An exit job's slot: its on-chain progress, or else its leaf in the exit epoch (proved by `job`).
    function _exitJobLeaf(uint32 slot, StateFields calldata state, JobWitness calldata job)
        internal
        view
        returns (JobLeaf memory leaf)
    {
        bytes32 root = _exitRoot();
        if (keccak256(abi.encode(state)) != root) revert BadWitness();
        if (_jobLeafRoot(job.leaf, slot, job.path) != state.jobsRoot) revert BadWitness();
        leaf = job.leaf;
        ExitJob storage x = _exitJobs[slot];
        if (x.status != 0) {
            (leaf.status, leaf.deliverable, leaf.submittedAt, leaf.votes) = (x.status, x.deliverable, x.submittedAt, x.votes);
        }
    }

    /// @dev Exit mode: every forced message the exit epoch did not process has been (exitProcessForced).
    function _requireForcedDone(StateFields calldata state) internal view {
        uint64 next = _exitForcedStarted ? _exitForcedNext : state.forcedCount;
        if (next < _forcedHashes.length) revert ForcedPending(next);
    }

    function _exitStore(uint32 slot, JobLeaf memory next, AsaLedgerVerifier.Credit[] memory credits) internal {
        if (next.status == 3) {
            _exitClose(slot, next, credits);
        } else {
            _exitJobs[slot] = ExitJob(next.status, next.deliverable, next.submittedAt, next.votes);
            emit ExitJobProgressed(slot, next.jobId, next.status);
        }
    }

    function _exitClose(uint32 slot, JobLeaf memory leaf, AsaLedgerVerifier.Credit[] memory credits) internal {
        _exitJobs[slot] = ExitJob(3, leaf.deliverable, leaf.submittedAt, leaf.votes);
        for (uint256 i; i < credits.length; ++i) {
            uint32 index = _registered(credits[i].account);
            exitCredited[index] += credits[i].amount;
            emit ExitCredited(slot, credits[i].account, credits[i].amount);
        }
        emit ExitJobProgressed(slot, leaf.jobId, 3);
    }

    function _checkAccount(
        bytes32 stateRoot,
        StateFields calldata state,
        AccountLeaf calldata leaf,
        uint32 index,
        bytes32[20] calldata path
    ) internal pure {
        if (keccak256(abi.encode(state)) != stateRoot) revert BadWitness();
        bytes32 h = keccak256(abi.encode(leaf.credited, leaf.debited, leaf.deposits, leaf.withdrawals, leaf.nonce));
        for (uint256 k; k < 20; ++k) {
            h = (index >> k) & 1 == 1 ? _hashPair(path[k], h) : _hashPair(h, path[k]);
        }
        if (h != state.accountsRoot) revert BadWitness();
    }

    /// @dev Checks an account leaf against epoch `epoch`'s stored frontier node above it.
    function _checkShortProof(uint64 epoch, AccountLeaf calldata leaf, uint32 index, bytes32[14] calldata path)
        internal
        view
    {
        if (epoch + FRONTIER_RING <= lastEpoch) revert FrontierGone(epoch);
        bytes32 h = keccak256(abi.encode(leaf.credited, leaf.debited, leaf.deposits, leaf.withdrawals, leaf.nonce));
        for (uint256 k; k < FRONTIER_LEVEL; ++k) {
            h = (index >> k) & 1 == 1 ? _hashPair(path[k], h) : _hashPair(h, path[k]);
        }
        bytes32 node = epoch == 0
            ? _emptySubtree
            : _frontier[(epoch % FRONTIER_RING) * FRONTIER_SIZE + (uint256(index) >> FRONTIER_LEVEL)];
        if (h != node) revert BadWitness();
    }

    function _checkTransition(bytes32 root, TransitionWitness calldata w, uint256 index) internal pure {
        bytes32 h = keccak256(abi.encode(w.leaf.kind, w.leaf.dataHash, w.leaf.postState));
        for (uint256 k; k < TRANSITION_DEPTH; ++k) {
            h = (index >> k) & 1 == 1 ? _hashPair(w.path[k], h) : _hashPair(h, w.path[k]);
        }
        if (h != root) revert BadWitness();
    }

    function _jobLeafRoot(JobLeaf calldata l, uint256 slot, bytes32[32] calldata path) internal pure returns (bytes32 h) {
        h = keccak256(abi.encode(l.jobId, l.status, l.deliverable, l.submittedAt, l.votes));
        for (uint256 k; k < 32; ++k) {
            h = (slot >> k) & 1 == 1 ? _hashPair(path[k], h) : _hashPair(h, path[k]);
        }
    }

    function _hashPair(bytes32 left, bytes32 right) internal pure returns (bytes32 h) {
        assembly ("memory-safe") {
            mstore(0x00, left)
            mstore(0x20, right)
            h := keccak256(0x00, 0x40)
        }
    }

    function _requestKey(uint64 epoch, bool isTransition, uint32 index) internal pure returns (bytes32) {
        return keccak256(abi.encode(epoch, isTransition, index));
    }

    /// @dev The genesis state (both trees empty, both counters zero) and the empty subtree at the frontier level.
    function _genesisRoot() internal pure returns (bytes32, bytes32 emptySubtree) {
        bytes32 accounts = keccak256(abi.encode(uint256(0), uint256(0), uint256(0), uint256(0), uint256(0)));
        for (uint256 k; k < 20; ++k) {
            if (k == FRONTIER_LEVEL) emptySubtree = accounts;
            accounts = _hashPair(accounts, accounts);
        }
        bytes32 jobs = keccak256(abi.encode(bytes32(0), uint8(0), bytes32(0), uint64(0), uint256(0)));
        for (uint256 k; k < 32; ++k) {
            jobs = _hashPair(jobs, jobs);
        }
        return (keccak256(abi.encode(accounts, jobs, uint64(0), uint64(0))), emptySubtree);
    }
}
