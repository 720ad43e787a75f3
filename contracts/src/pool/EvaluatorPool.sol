// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {IAsaEscrow} from "../IAsaEscrow.sol";
import {IAsaEscrowTypes} from "../IAsaEscrowTypes.sol";
import {IAgenticCommerceEvents} from "../IAgenticCommerce.sol";
import {PoolSeat} from "./PoolSeat.sol";
import {EvaluatorPoolStorage} from "./EvaluatorPoolStorage.sol";
import {EvaluatorPoolViews} from "./EvaluatorPoolViews.sol";

/// @dev The escrow's token getter (a public immutable of AsaEscrow, outside IAsaEscrow).
interface IEscrowToken {
    function token() external view returns (IERC20);
}

/// @title EvaluatorPool: a curated, staked pool of evaluators that draws a job's judges at random
/// @notice One pool per escrow. Evaluators register per service type with a stake in the escrow's token and
/// qualify from their on-chain history (evaluations, canary pass rate, calibration deviation; the rule is in
/// IEvaluatorPool). An agreement names one of the pool's seats; once its job is funded the seat appoints
/// evaluators drawn from the qualified pool (or agreed by both parties, or for canary-only probation jobs
/// chosen by the canary operator), never more consecutive jobs of one provider per evaluator than the policy's
/// rotation bound. Canaries (jobs with a known answer, committed before the draw and revealed after the
/// score) measure each evaluator; a gross miss and a result the resolver overturns slash its stake. The pool
/// has no owner and no admin path: stakes move only to their owner, or slashed by these rules to the burn
/// address (canaries) or to the party the overturned result harmed (disputes). It never holds job money: the
/// escrow pays the appointed evaluators their fees directly.
/// @dev Randomness: a draw is requested in block b (once the job is funded, by anyone) and seeded by
/// blockhash(b + 1), which nobody knows when the request is sent and which neither party, the relayer nor the
/// caller of `draw` can change afterwards; retrying is refused while the request stands. The trust assumption is
/// the sequencer's: the one who builds block b + 1 could grind its hash (Base's single sequencer). If nobody
/// draws within 256 blocks the hash is gone and the draw may be requested again; any party (or anyone) can
/// draw in time, so this reroll needs both parties to stay silent.
contract EvaluatorPool is EvaluatorPoolStorage, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice Canary outcomes kept per entry.
    uint8 public constant CANARY_WINDOW = 20;
    /// @notice Slashed canary stakes go here: nobody, in particular not the canary operator, profits from a miss.
    address public constant BURN = 0x000000000000000000000000000000000000dEaD;
    uint16 private constant BPS = 10_000;
    uint8 private constant MAX_EVALUATORS = 8;
    uint256 private constant _DRAW_TRIES = 8;

    /// @notice The escrow whose jobs this pool's seats serve.
    IAsaEscrow public immutable escrow;
    /// @notice The escrow's token, in which stakes are held.
    IERC20 public immutable token;
    /// @notice The code of every seat (PoolSeat); seats are clones of it with (policyId, role) as arguments.
    address public immutable seatCode;
    /// @dev The read functions' code (EvaluatorPoolViews), run in this contract's storage from the fallback.
    address private immutable _views;

    /// @param escrow_ The escrow; its token is the stake token.
    /// @param cfg The fixed rules (see IEvaluatorPool.Config).
    constructor(IAsaEscrow escrow_, Config memory cfg) {
        if (address(escrow_) == address(0) || cfg.canaryOperator == address(0)) revert InvalidConfig("zero address");
        if (cfg.minStake == 0) revert InvalidConfig("min stake");
        if (cfg.minCanaryPassBps > BPS || cfg.canaryToleranceBps > BPS || cfg.maxDeviationBps > BPS) {
            revert InvalidConfig("bps");
        }
        if (cfg.slashBps > BPS || cfg.grossMissBps > BPS || cfg.overturnBps > BPS) revert InvalidConfig("bps");
        if (cfg.minCanaries > CANARY_WINDOW) revert InvalidConfig("min canaries");
        escrow = escrow_;
        token = IEscrowToken(address(escrow_)).token();
        seatCode = address(new PoolSeat(escrow_));
        _views = address(new EvaluatorPoolViews());
        _cfg = cfg;
    }

    /// @notice Runs the read functions (IEvaluatorPoolViews) from EvaluatorPoolViews with DELEGATECALL, in this
    /// contract's storage; any other call reverts there. Not payable: the pool never takes ether.
    fallback() external {
        address target = _views;
        assembly ("memory-safe") {
            let ptr := mload(0x40)
            calldatacopy(ptr, 0, calldatasize())
            let ok := delegatecall(gas(), target, ptr, calldatasize(), 0, 0)
            returndatacopy(ptr, 0, returndatasize())
            if iszero(ok) { revert(ptr, returndatasize()) }
            return(ptr, returndatasize())
        }
    }

    // ---------------------------------------------------------------------------------------------------
    // Registry
    // ---------------------------------------------------------------------------------------------------

    /// @notice Registers the caller as an evaluator for `serviceType` with `stake` (at least the minimum),
    /// pulled from the caller. The entry starts in probation: it is never drawn for a real job until qualified.
    function register(bytes32 serviceType, uint96 stake) external nonReentrant {
        Entry storage e = _entries[msg.sender][serviceType];
        if (e.status != Status.None) revert WrongStatus(msg.sender, serviceType, e.status);
        if (stake < _cfg.minStake) revert StakeTooLow(stake, _cfg.minStake);
        e.stake = _pullExact(stake);
        e.status = Status.Probation;
        emit Registered(msg.sender, serviceType, stake);
    }

    /// @notice Adds to the caller's stake for `serviceType` (for example after a slash).
    function addStake(bytes32 serviceType, uint96 amount) external nonReentrant {
        Entry storage e = _entries[msg.sender][serviceType];
        if (e.status != Status.Probation && e.status != Status.Qualified) {
            revert WrongStatus(msg.sender, serviceType, e.status);
        }
        e.stake += _pullExact(amount);
        emit StakeAdded(msg.sender, serviceType, amount, e.stake);
        _refresh(msg.sender, serviceType, e);
    }

    /// @notice Leaves the pool of `serviceType`: no new draws at once; the stake unbonds for the unbonding
    /// delay and while jobs it was appointed to are not recorded, so it still answers for them.
    function resign(bytes32 serviceType) external {
        Entry storage e = _entries[msg.sender][serviceType];
        if (e.status != Status.Probation && e.status != Status.Qualified) {
            revert WrongStatus(msg.sender, serviceType, e.status);
        }
        _unlist(serviceType, e);
        e.status = Status.Leaving;
        e.leaveAt = uint40(block.timestamp + _cfg.unbondingDelay);
        emit Left(msg.sender, serviceType, e.leaveAt);
        emit QualificationChanged(msg.sender, serviceType, Status.Leaving);
    }

    /// @notice Pays a left (or removed) entry its remaining stake once unbonded. A left entry is deleted and may
    /// register afresh; a removed one keeps its record and may not.
    function withdraw(bytes32 serviceType) external nonReentrant {
        Entry storage e = _entries[msg.sender][serviceType];
        Status status = e.status;
        if (status != Status.Leaving && status != Status.Removed) revert WrongStatus(msg.sender, serviceType, status);
        if (block.timestamp < e.leaveAt || e.openJobs != 0) revert StillBonded(e.leaveAt, e.openJobs);
        uint256 amount = e.stake;
        if (amount == 0) revert StakeTooLow(0, 1);
        e.stake = 0;
        if (status == Status.Leaving) delete _entries[msg.sender][serviceType];
        emit Withdrawn(msg.sender, serviceType, amount);
        token.safeTransfer(msg.sender, amount);
    }

    // ---------------------------------------------------------------------------------------------------
    // Policies and seats
    // ---------------------------------------------------------------------------------------------------

    /// @notice Registers a selection policy and deploys its three seats (idempotent; anyone may call it). Seat
    /// addresses: Clones.predictDeterministicAddressWithImmutableArgs(seatCode, abi.encode(policyId, uint8(role)),
    /// policyId, pool), so an agreement can name a seat before it exists.
    /// @return policyId keccak256(abi.encode(policy)).
    function openPolicy(Policy calldata policy) external returns (bytes32 policyId) {
        _validatePolicy(policy);
        policyId = keccak256(abi.encode(policy));
        if (_policies[policyId].size != 0) return policyId;
        _policies[policyId] = policy;
        address[3] memory seats;
        for (uint8 r; r < 3; ++r) {
            seats[r] = Clones.cloneDeterministicWithImmutableArgs(seatCode, abi.encode(policyId, r), policyId);
            _seatPolicy[seats[r]] = policyId;
            _seatRole[seats[r]] = r + 1;
        }
        emit PolicyOpened(policyId, policy, seats[0], seats[1], seats[2]);
    }

    // ---------------------------------------------------------------------------------------------------
    // Assignment
    // ---------------------------------------------------------------------------------------------------

    /// @notice Requests the random draw for `seat`'s role in job `jobId`: the hash of the next block seeds it.
    /// For a Mutual seat the first call opens the negotiation instead; the draw can be requested once both
    /// parties used their rounds or the window closed. Refused while a request stands (no retrying).
    function requestDraw(address seat, uint256 jobId) external {
        (bytes32 policyId, Role role) = _seat(seat);
        Policy storage policy = _policies[policyId];
        _jobForSeat(seat, role, jobId);
        Assignment storage a = _assignments[seat][jobId];
        if (a.assignedAt != 0) revert AlreadyAssigned(seat, jobId);
        if (role == Role.Evaluators && policy.mode != Mode.Random) {
            if (policy.mode == Mode.Probation) revert WrongMode(seat);
            Negotiation storage n = _negotiations[seat][jobId];
            if (n.deadline == 0) {
                n.deadline = uint40(block.timestamp + _cfg.mutualWindow);
                emit NegotiationOpened(seat, jobId, n.deadline);
                return;
            }
            bool roundsUsed = n.clientRounds >= policy.rounds && n.providerRounds >= policy.rounds;
            if (!roundsUsed && block.timestamp < n.deadline) revert NegotiationOpen(n.deadline);
        }
        // A new request only once the old seed's hash is gone (blockhash reaches back 256 blocks, so the draw
        // still works at requestBlock + 257): never while the standing draw can still be made.
        if (a.requestBlock != 0 && block.number <= a.requestBlock + 257) {
            revert DrawPending(seat, jobId, a.requestBlock);
        }
        a.requestBlock = uint64(block.number);
        emit DrawRequested(seat, jobId, block.number);
    }

    /// @notice Draws and appoints the evaluators (or the backup, or the resolver) of a requested draw. Anyone
    /// may call it from the block after the request's successor: the outcome does not depend on who or when.
    function draw(address seat, uint256 jobId) external nonReentrant {
        (bytes32 policyId, Role role) = _seat(seat);
        Policy storage policy = _policies[policyId];
        IAsaEscrowTypes.JobView memory job = _jobForSeat(seat, role, jobId);
        Assignment storage a = _assignments[seat][jobId];
        if (a.assignedAt != 0) revert AlreadyAssigned(seat, jobId);
        uint256 requested = a.requestBlock;
        if (requested == 0) revert NoDrawRequested(seat, jobId);
        if (block.number <= requested + 1) revert DrawTooEarly(requested);
        bytes32 hash = blockhash(requested + 1);
        if (hash == bytes32(0)) revert DrawWindowMissed(requested);
        bytes32 seed = keccak256(abi.encode(hash, seat, jobId));
        address[] memory exclude = role == Role.Evaluators ? new address[](0) : escrow.evaluatorsOf(jobId);
        uint256 count = role == Role.Evaluators ? policy.size : 1;
        address[] memory picked = _pick(policy, seed, count, job.client, job.provider, exclude);
        _assign(seat, jobId, policy, role, job.provider, picked, seed);
    }

    /// @notice Mutual selection: the client or the provider proposes the job's evaluators (qualified, eligible
    /// entries); when both proposed the same list it is appointed. Each may propose `rounds` times.
    function propose(address seat, uint256 jobId, address[] calldata evaluators) external nonReentrant {
        (bytes32 policyId, Role role) = _seat(seat);
        Policy storage policy = _policies[policyId];
        if (role != Role.Evaluators || policy.mode != Mode.Mutual) revert WrongMode(seat);
        IAsaEscrowTypes.JobView memory job = _jobForSeat(seat, role, jobId);
        if (_assignments[seat][jobId].assignedAt != 0) revert AlreadyAssigned(seat, jobId);
        Negotiation storage n = _negotiations[seat][jobId];
        if (n.deadline == 0) {
            n.deadline = uint40(block.timestamp + _cfg.mutualWindow);
            emit NegotiationOpened(seat, jobId, n.deadline);
        } else if (block.timestamp >= n.deadline) {
            revert NegotiationOver(seat, jobId);
        }
        _checkChosen(policy, evaluators, job.client, job.provider, false);
        bytes32 proposal = keccak256(abi.encode(evaluators));
        bytes32 other;
        uint8 round;
        if (msg.sender == job.client) {
            if (n.clientRounds >= policy.rounds) revert NegotiationOver(seat, jobId);
            round = ++n.clientRounds;
            n.clientProposal = proposal;
            other = n.providerProposal;
        } else if (msg.sender == job.provider) {
            if (n.providerRounds >= policy.rounds) revert NegotiationOver(seat, jobId);
            round = ++n.providerRounds;
            n.providerProposal = proposal;
            other = n.clientProposal;
        } else {
            revert NotAParty(msg.sender);
        }
        emit Proposed(seat, jobId, msg.sender, evaluators, round);
        if (other == proposal) _assign(seat, jobId, policy, role, job.provider, evaluators, bytes32(0));
    }

    /// @notice Probation (bootstrap): the canary operator appoints registered entries of the service type,
    /// qualified or not, to a job of a Probation seat. Such jobs are the operator's canaries; no real job is
    /// ever judged by an unqualified entry.
    function appointProbation(address seat, uint256 jobId, address[] calldata evaluators) external nonReentrant {
        if (msg.sender != _cfg.canaryOperator) revert NotCanaryOperator(msg.sender);
        (bytes32 policyId, Role role) = _seat(seat);
        Policy storage policy = _policies[policyId];
        if (role != Role.Evaluators || policy.mode != Mode.Probation) revert WrongMode(seat);
        IAsaEscrowTypes.JobView memory job = _jobForSeat(seat, role, jobId);
        if (_assignments[seat][jobId].assignedAt != 0) revert AlreadyAssigned(seat, jobId);
        _checkChosen(policy, evaluators, job.client, job.provider, true);
        _assign(seat, jobId, policy, role, job.provider, evaluators, bytes32(0));
    }

    // ---------------------------------------------------------------------------------------------------
    // Records, canaries, disputes
    // ---------------------------------------------------------------------------------------------------

    /// @notice Counts the evaluations of a job the seat appointed, once its evaluation is over (verified,
    /// disputed or settled): each counted result adds an evaluation (and, with several, its deviation from the
    /// median of the others); a silent evaluator is noted. Anyone may call it; an appointed evaluator's stake
    /// cannot be withdrawn before its jobs are recorded.
    /// For a resolver seat it closes the drawn resolver's job once the dispute ended without its decision
    /// (the dispute default applied), noting its silence.
    function record(address seat, uint256 jobId) external {
        (bytes32 policyId, Role role) = _seat(seat);
        bytes32 st = _policies[policyId].serviceType;
        uint8 status = uint8(escrow.getJob(jobId).status);
        if (role == Role.Resolver) {
            Assignment storage a = _assignments[seat][jobId];
            if (a.assignedAt == 0 || a.recorded || status == uint8(IAgenticCommerceEvents.JobStatus.Disputed)) {
                revert NotRecordable(jobId, status);
            }
            a.recorded = true;
            Entry storage e = _entries[a.evaluators[0]][st];
            e.openJobs -= 1;
            e.silences += 1;
            emit Evaluated(a.evaluators[0], st, jobId, false, 0);
            emit Recorded(seat, jobId, 0);
            return;
        }
        if (status < uint8(IAgenticCommerceEvents.JobStatus.Completed)) revert NotRecordable(jobId, status);
        _record(seat, jobId, st);
    }

    /// @notice Commits canaries: each is keccak256(abi.encode(deliverable, expectedScore, expectedPassed, salt))
    /// with a secret salt, so no evaluator can tell which job (if any) a commitment belongs to.
    function commitCanaries(bytes32[] calldata commitments) external {
        if (msg.sender != _cfg.canaryOperator) revert NotCanaryOperator(msg.sender);
        for (uint256 i; i < commitments.length; ++i) {
            if (_canaryCommits[commitments[i]] == 0) _canaryCommits[commitments[i]] = uint40(block.timestamp);
        }
        emit CanariesCommitted(commitments.length);
    }

    /// @notice Reveals the known answer of a canary job once its evaluation is over and scores the appointed
    /// evaluators against it: a pass needs the same pass/fail and a score within the tolerance; a silent
    /// evaluator misses. A gross miss slashes the stake to the burn address; the seat's failure action applies.
    /// The commitment must predate the appointment, so the answer was fixed before any evaluator saw the job.
    function revealCanary(address seat, uint256 jobId, uint16 expectedScore, bool expectedPassed, bytes32 salt)
        external
        nonReentrant
    {
        if (msg.sender != _cfg.canaryOperator) revert NotCanaryOperator(msg.sender);
        (bytes32 policyId, Role role) = _seat(seat);
        if (role == Role.Resolver) revert WrongMode(seat);
        Policy storage policy = _policies[policyId];
        IAsaEscrowTypes.JobView memory job = escrow.getJob(jobId);
        if (uint8(job.status) < uint8(IAgenticCommerceEvents.JobStatus.Completed)) {
            revert NotRecordable(jobId, uint8(job.status));
        }
        Assignment storage a = _assignments[seat][jobId];
        if (a.canaryRevealed) revert CanaryRevealed(jobId);
        bytes32 commitment = keccak256(abi.encode(job.deliverable, expectedScore, expectedPassed, salt));
        uint256 committedAt = _canaryCommits[commitment];
        if (committedAt == 0) revert UnknownCanary(commitment);
        if (a.assignedAt == 0 || committedAt > a.assignedAt) revert CanaryCommittedLate(committedAt, a.assignedAt);
        delete _canaryCommits[commitment];
        a.canaryRevealed = true;
        bytes32 st = policy.serviceType;
        if (!a.recorded) _record(seat, jobId, st);
        uint256 tally = a.tally;
        for (uint256 i; i < a.evaluators.length; ++i) {
            _scoreCanary(a.evaluators[i], st, jobId, policy.failureAction, tally, i, expectedScore, expectedPassed);
        }
    }

    /// @notice The drawn resolver decides a dispute of a job whose resolver is `seat`. When the job's
    /// evaluators were drawn by this pool and the decision departs from their policy share by more than the
    /// overturn bound, each evaluator whose result counted is slashed, to the party the result harmed.
    function resolve(address seat, uint256 jobId, uint16 providerBps, bytes32 reason) external nonReentrant {
        (bytes32 policyId, Role role) = _seat(seat);
        if (role != Role.Resolver) revert WrongMode(seat);
        Assignment storage a = _assignments[seat][jobId];
        if (a.assignedAt == 0 || a.evaluators[0] != msg.sender) revert NotTheResolver(msg.sender);
        IAsaEscrowTypes.JobView memory job = escrow.getJob(jobId);
        a.recorded = true;
        bytes32 st = _policies[policyId].serviceType;
        _entries[msg.sender][st].openJobs -= 1;
        PoolSeat(seat).resolve(jobId, providerBps, reason);
        uint16 policyBps;
        address evaluatorsSeat = _evaluatorsSeat[jobId];
        if (evaluatorsSeat != address(0)) {
            Assignment storage primary = _assignments[evaluatorsSeat][jobId];
            bytes32 primaryType = _policies[_seatPolicy[evaluatorsSeat]].serviceType;
            if (!primary.recorded) _record(evaluatorsSeat, jobId, primaryType);
            policyBps = _policyBps(job, primary.tally);
            uint256 gap = providerBps > policyBps ? providerBps - policyBps : policyBps - providerBps;
            if (gap > _cfg.overturnBps) {
                address harmed = providerBps > policyBps ? job.provider : job.client;
                uint256 tally = primary.tally;
                for (uint256 i; i < primary.evaluators.length; ++i) {
                    if (tally & (1 << i) != 0) _slash(primary.evaluators[i], primaryType, harmed, "overturned");
                }
            }
        }
        emit ResolvedThroughPool(seat, jobId, msg.sender, providerBps, policyBps);
    }

    // ---------------------------------------------------------------------------------------------------
    // Internal
    // ---------------------------------------------------------------------------------------------------

    function _validatePolicy(Policy calldata p) private pure {
        if (p.serviceType == bytes32(0)) revert InvalidPolicy("service type");
        if (p.size == 0 || p.size > MAX_EVALUATORS || p.quorum == 0 || p.quorum > p.size) revert InvalidPolicy("size");
        if ((p.mode == Mode.Mutual) != (p.rounds != 0)) revert InvalidPolicy("rounds");
    }

    /// @dev The job must currently want what the seat's role gives: its named evaluator (the seat) for a
    /// Funded or Submitted job whose backup is not active; its backup (the seat) once activated; its resolver (the seat) in a dispute.
    function _jobForSeat(address seat, Role role, uint256 jobId)
        private
        view
        returns (IAsaEscrowTypes.JobView memory job)
    {
        job = escrow.getJob(jobId);
        IAgenticCommerceEvents.JobStatus s = job.status;
        bool ok;
        if (role == Role.Evaluators) {
            // Not once the backup is active: the escrow then takes an appointment from the backup seat only.
            ok = job.evaluator == seat && !job.backupActive
                && (s == IAgenticCommerceEvents.JobStatus.Funded || s == IAgenticCommerceEvents.JobStatus.Submitted);
        } else if (job.termsId != 0) {
            (IAsaEscrowTypes.Terms memory terms,) = escrow.termsById(job.termsId);
            ok = role == Role.Backup
                ? job.backupActive && terms.backupEvaluator == seat
                : s == IAgenticCommerceEvents.JobStatus.Disputed && terms.resolver == seat;
        }
        if (!ok) revert NotForSeat(seat, jobId);
    }

    /// @dev Draws `count` distinct eligible qualified evaluators: each a uniform pick, retried on an ineligible
    /// one, then the first eligible after the last try (cyclically).
    function _pick(
        Policy storage policy,
        bytes32 seed,
        uint256 count,
        address client,
        address provider,
        address[] memory exclude
    ) private view returns (address[] memory picked) {
        address[] storage list = _qualified[policy.serviceType];
        uint256 len = list.length;
        picked = new address[](count);
        for (uint256 k; k < count; ++k) {
            address found;
            uint256 index;
            for (uint256 t; t < _DRAW_TRIES && found == address(0); ++t) {
                if (len == 0) break;
                index = uint256(keccak256(abi.encode(seed, k, t))) % len;
                address c = list[index];
                if (_acceptable(policy, c, client, provider, picked, k, exclude)) found = c;
            }
            for (uint256 j = 1; j < len && found == address(0); ++j) {
                address c = list[(index + j) % len];
                if (_acceptable(policy, c, client, provider, picked, k, exclude)) found = c;
            }
            if (found == address(0)) revert NotEnoughEvaluators(policy.serviceType, count);
            picked[k] = found;
        }
    }

    function _acceptable(
        Policy storage policy,
        address c,
        address client,
        address provider,
        address[] memory picked,
        uint256 k,
        address[] memory exclude
    ) private view returns (bool) {
        if (!_eligible(policy, c, client, provider)) return false;
        for (uint256 i; i < k; ++i) {
            if (picked[i] == c) return false;
        }
        for (uint256 i; i < exclude.length; ++i) {
            if (exclude[i] == c) return false;
        }
        return true;
    }

    /// @dev Independent of the parties and within the rotation bound for this provider.
    function _eligible(Policy storage policy, address e, address client, address provider) private view returns (bool) {
        return e != client && e != provider && e != address(0) && _rotationAllows(provider, e, policy.rotation);
    }

    function _rotationAllows(address provider, address e, uint8 rotation) private view returns (bool) {
        if (rotation == 0) return true;
        uint256 streak = _streaks[provider][e];
        return (streak >> 32) != _providerSeq[provider] || uint32(streak) < rotation || _providerSeq[provider] == 0;
    }

    /// @dev A list the parties or the canary operator chose: the policy's size, distinct, eligible, and
    /// qualified (or, for probation, at least registered and active).
    function _checkChosen(
        Policy storage policy,
        address[] calldata evaluators,
        address client,
        address provider,
        bool probation
    ) private view {
        if (evaluators.length != policy.size) revert InvalidPolicy("size");
        for (uint256 i; i < evaluators.length; ++i) {
            address e = evaluators[i];
            Status s = _entries[e][policy.serviceType].status;
            bool standing = s == Status.Qualified || (probation && s == Status.Probation);
            if (!standing || !_eligible(policy, e, client, provider)) revert NotEligible(e);
            for (uint256 j; j < i; ++j) {
                if (evaluators[j] == e) revert NotEligible(e);
            }
        }
    }

    /// @dev Stores the assignment (evaluators, rotation runs, open jobs) and appoints through the seat.
    function _assign(
        address seat,
        uint256 jobId,
        Policy storage policy,
        Role role,
        address provider,
        address[] memory evaluators,
        bytes32 seed
    ) private {
        Assignment storage a = _assignments[seat][jobId];
        a.assignedAt = uint40(block.timestamp);
        a.evaluators = evaluators;
        bytes32 st = policy.serviceType;
        if (role != Role.Resolver) {
            uint64 seq = _providerSeq[provider];
            uint64 next = seq + 1;
            _providerSeq[provider] = next;
            for (uint256 i; i < evaluators.length; ++i) {
                uint256 streak = _streaks[provider][evaluators[i]];
                uint256 run = (streak >> 32) == seq && seq != 0 ? uint32(streak) + 1 : 1;
                _streaks[provider][evaluators[i]] = (uint256(next) << 32) | run;
            }
        }
        for (uint256 i; i < evaluators.length; ++i) {
            _entries[evaluators[i]][st].openJobs += 1;
        }
        emit Assigned(seat, jobId, role, evaluators, role == Role.Evaluators ? policy.quorum : 1, seed);
        if (role == Role.Evaluators) {
            _evaluatorsSeat[jobId] = seat;
            PoolSeat(seat).appoint(jobId, evaluators, policy.quorum);
        } else if (role == Role.Backup) {
            // The silent evaluators' results are counted (as silence) before the backup's appointment drops them.
            address primary = _evaluatorsSeat[jobId];
            if (primary != address(0) && !_assignments[primary][jobId].recorded) {
                _record(primary, jobId, _policies[_seatPolicy[primary]].serviceType);
            }
            PoolSeat(seat).appoint(jobId, evaluators, 1);
        }
    }

    /// @dev Counts a seat's appointed evaluators' results from the escrow's tally.
    function _record(address seat, uint256 jobId, bytes32 st) private {
        Assignment storage a = _assignments[seat][jobId];
        if (a.assignedAt == 0) revert NoDrawRequested(seat, jobId);
        if (a.recorded) return;
        a.recorded = true;
        uint256 tally = escrow.resultTally(jobId);
        a.tally = tally;
        // A job never delivered had nothing to evaluate: nobody was silent.
        bool delivered = escrow.getJob(jobId).submittedAt != 0;
        uint256 n = a.evaluators.length;
        uint256 counted = (tally >> 8) & 0xff;
        for (uint256 i; i < n; ++i) {
            address ev = a.evaluators[i];
            Entry storage e = _entries[ev][st];
            e.openJobs -= 1;
            bool scored = tally & (1 << i) != 0;
            uint16 deviation;
            if (scored) {
                e.evaluations += 1;
                if (counted > 1) {
                    deviation = _absDiff(_scoreAt(tally, i), _medianOfOthers(tally, n, i));
                    e.deviationSum += deviation;
                    e.deviationSamples += 1;
                }
            } else if (delivered) {
                e.silences += 1;
            }
            emit Evaluated(ev, st, jobId, scored, deviation);
            _refresh(ev, st, e);
        }
        emit Recorded(seat, jobId, tally);
    }

    function _scoreCanary(
        address ev,
        bytes32 st,
        uint256 jobId,
        FailureAction action,
        uint256 tally,
        uint256 i,
        uint16 expectedScore,
        bool expectedPassed
    ) private {
        Entry storage e = _entries[ev][st];
        bool scored = tally & (1 << i) != 0;
        uint16 deviation = scored ? _absDiff(_scoreAt(tally, i), expectedScore) : BPS;
        bool flagRight = scored && ((tally >> (144 + i)) & 1 == 0) == expectedPassed;
        bool pass = flagRight && deviation <= _cfg.canaryToleranceBps;
        e.canaryWindow = ((e.canaryWindow << 1) | (pass ? 1 : 0)) & uint32((1 << CANARY_WINDOW) - 1);
        if (e.canaryCount < CANARY_WINDOW) e.canaryCount += 1;
        if (pass) e.canaryPasses += 1;
        else e.canaryMisses += 1;
        if (scored) {
            e.deviationSum += deviation;
            e.deviationSamples += 1;
        }
        emit CanaryScored(ev, st, jobId, pass, deviation);
        if (scored && (!flagRight || deviation > _cfg.grossMissBps)) _slash(ev, st, BURN, "canary");
        if (!pass && action == FailureAction.RemoveEvaluator && e.status != Status.Leaving && e.status != Status.Removed) {
            _unlist(st, e);
            e.status = Status.Removed;
            e.leaveAt = uint40(block.timestamp + _cfg.unbondingDelay);
            emit QualificationChanged(ev, st, Status.Removed);
            return;
        }
        _refresh(ev, st, e);
    }

    function _slash(address ev, bytes32 st, address to, bytes32 reason) private {
        Entry storage e = _entries[ev][st];
        uint256 amount = (uint256(e.stake) * _cfg.slashBps) / BPS;
        if (amount == 0) return;
        e.stake -= uint96(amount);
        emit Slashed(ev, st, amount, to, reason);
        token.safeTransfer(to, amount);
        _refresh(ev, st, e);
    }

    /// @dev Moves an active entry in or out of the qualified list by the qualification rule.
    function _refresh(address ev, bytes32 st, Entry storage e) private {
        Status s = e.status;
        if (s != Status.Probation && s != Status.Qualified) return;
        bool q = _qualifies(e);
        if (q && s == Status.Probation) {
            _qualified[st].push(ev);
            e.listIndex = uint32(_qualified[st].length);
            e.status = Status.Qualified;
            emit QualificationChanged(ev, st, Status.Qualified);
        } else if (!q && s == Status.Qualified) {
            _unlist(st, e);
            e.status = Status.Probation;
            emit QualificationChanged(ev, st, Status.Probation);
        }
    }

    function _qualifies(Entry storage e) private view returns (bool) {
        uint256 count = e.canaryCount;
        uint256 passes = _popcount(e.canaryWindow);
        return e.stake >= _cfg.minStake && e.evaluations >= _cfg.minEvaluations && count >= _cfg.minCanaries
            && passes * BPS >= uint256(_cfg.minCanaryPassBps) * count
            && (e.deviationSamples == 0 || e.deviationSum <= uint256(_cfg.maxDeviationBps) * e.deviationSamples);
    }

    function _unlist(bytes32 st, Entry storage e) private {
        uint256 index = e.listIndex;
        if (index == 0) return;
        address[] storage list = _qualified[st];
        address last = list[list.length - 1];
        list[index - 1] = last;
        _entries[last][st].listIndex = uint32(index);
        list.pop();
        e.listIndex = 0;
    }

    /// @dev The provider's share the evaluators' result implied: 0 when it failed, else the policy over the
    /// job's score (the escrow's policy score).
    function _policyBps(IAsaEscrowTypes.JobView memory job, uint256 tally) private view returns (uint16) {
        uint256 counted = (tally >> 8) & 0xff;
        uint256 failedCount = _popcount(uint32((tally >> 144) & 0xff));
        if (counted > 0 && failedCount * 2 >= counted) return 0;
        (IAsaEscrowTypes.Terms memory terms,) = escrow.termsById(job.termsId);
        if (terms.policy == IAsaEscrowTypes.Policy.Continuous) return job.score;
        for (uint256 i; i < terms.tierCount; ++i) {
            uint256 tier = terms.tiers >> (32 * i);
            if (job.score >= uint16(tier >> 16)) return uint16(tier);
        }
        return 0;
    }

    function _scoreAt(uint256 tally, uint256 i) private pure returns (uint16) {
        return uint16(tally >> (16 + 16 * i));
    }

    /// @dev The median of the counted scores other than index `skip`, as the escrow's `_median` (an even count: the
    /// mean of the middle two, rounded down).
    function _medianOfOthers(uint256 tally, uint256 n, uint256 skip) private pure returns (uint16) {
        uint16[] memory s = new uint16[](n);
        uint256 m;
        for (uint256 i; i < n; ++i) {
            if (i == skip || tally & (1 << i) == 0) continue;
            uint16 v = _scoreAt(tally, i);
            uint256 j = m++;
            while (j > 0 && s[j - 1] > v) {
                s[j] = s[j - 1];
                --j;
            }
            s[j] = v;
        }
        uint256 mid = m / 2;
        if (m % 2 == 1) return s[mid];
        return uint16((uint256(s[mid - 1]) + s[mid]) / 2);
    }

    function _absDiff(uint16 a, uint16 b) private pure returns (uint16) {
        return a > b ? a - b : b - a;
    }

    function _popcount(uint32 x) private pure returns (uint256 c) {
        for (; x != 0; x &= x - 1) ++c;
    }

    /// @dev Pulls exactly `amount` from the caller (a token that delivers less is refused).
    function _pullExact(uint96 amount) private returns (uint96) {
        uint256 before = token.balanceOf(address(this));
        token.safeTransferFrom(msg.sender, address(this), amount);
        uint256 received = token.balanceOf(address(this)) - before;
        if (received != amount) revert StakeTooLow(received, amount);
        return amount;
    }
}
