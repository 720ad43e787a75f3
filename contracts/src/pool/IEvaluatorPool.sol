// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

/// @title Types, events and errors of the evaluator pool (white paper 3.6.1 and 6.3)
/// @notice The pool is a curated registry of staked evaluators per service type. An agreement that wants its
/// judges drawn rather than named names one of the pool's seats (a small contract per selection policy and
/// role) as its evaluator, backup evaluator or resolver; the parties sign the seat, and so its policy, in the
/// job commitment. The seat appoints, once, the evaluators the pool drew (`AsaEscrow.appointEvaluators`).
/// @dev Qualification (all from on-chain history):
///   qualified = evaluations >= minEvaluations
///           and canaryCount >= minCanaries (outcomes in the window of the last CANARY_WINDOW canaries)
///           and canaryPasses(window) * 10000 >= minCanaryPassBps * canaryCount
///           and (deviationSamples == 0 or deviationSum <= maxDeviationBps * deviationSamples)
///           and stake >= minStake
/// where a canary passes when the result's `passed` equals the expected one and |score - expected| <=
/// canaryToleranceBps (a silent evaluator misses), and a deviation sample is |score - reference|: the expected
/// score of a canary, or the median of the other counted scores of a job with several. The Go mirror is
/// settlement.PoolEntry.Qualified.
interface IEvaluatorPool {
    /// @notice How a seat's evaluators are chosen.
    enum Mode {
        Random, // drawn at random from the qualified pool of the service type (the white paper's default)
        Mutual, // both parties propose; a common proposal is appointed; after `rounds` each, or the window, random
        Probation // the canary operator appoints (qualified or probationary entries): canary-only jobs of bootstrap
    }

    /// @notice Which of a job's roles a seat fills.
    enum Role {
        Evaluators, // the agreement's sole named evaluator: appoints `size` evaluators with quorum `quorum`
        Backup, // the agreement's backup evaluator: appoints one backup when the evaluators were silent
        Resolver // the agreement's resolver: the drawn resolver decides the dispute through the pool
    }

    /// @notice What a missed canary does to the evaluator beyond lowering its pass rate.
    enum FailureAction {
        FlagAndContinue, // recorded; the evaluator leaves the qualified pool only when it no longer qualifies
        RemoveEvaluator // the evaluator is removed from the pool at once (its stake unbonds)
    }

    /// @notice An entry's standing.
    enum Status {
        None,
        Probation, // registered and staked, not (or no longer) qualified: never drawn for a real job
        Qualified, // in the qualified list of its service type
        Leaving, // left: not drawn; its stake unbonds and stays slashable until `leaveAt` and its jobs are recorded
        Removed // removed by a canary failure action: as Leaving, and may not come back under this address
    }

    /// @notice A selection policy: immutable, identified by keccak256(abi.encode(policy)).
    struct Policy {
        bytes32 serviceType; // keccak256 of the agreement's `service.type`
        Mode mode;
        uint8 size; // evaluators drawn for a job, 1..8
        uint8 quorum; // k of them make the score, 1..size
        uint8 rounds; // Mutual: proposals each party may make before the random fallback, >= 1; else 0
        uint8 rotation; // no evaluator judges more than this many consecutive jobs of one provider; 0: no bound
        FailureAction failureAction;
        uint16 canaryEvery; // the canary operator's target: 1 canary per this many jobs (0: none); a statement, see docs
    }

    /// @notice The pool's fixed rules (set at deployment, never changed: the pool has no owner).
    struct Config {
        uint96 minStake; // stake an entry needs, in the escrow's token
        uint32 minEvaluations; // evaluations before qualification (white paper: 50)
        uint8 minCanaries; // canaries in the window before qualification
        uint16 minCanaryPassBps; // pass rate over the window (white paper: 90 %)
        uint16 canaryToleranceBps; // |score - expected| that still passes
        uint16 maxDeviationBps; // mean calibration deviation allowed
        uint16 grossMissBps; // a canary missed by more (or with the wrong pass/fail) is slashed
        uint16 slashBps; // share of the stake a slash takes
        uint16 overturnBps; // a resolver share this far from the evaluators' policy share slashes them
        uint32 unbondingDelay; // seconds a leaving entry's stake stays slashable
        uint32 mutualWindow; // seconds mutual selection may take before the random fallback
        address canaryOperator; // commits and reveals canaries, appoints probation jobs
    }

    /// @notice One staked entry: an evaluator for one service type.
    struct Entry {
        uint96 stake;
        Status status;
        uint32 evaluations;
        uint32 canaryWindow; // outcomes of the last CANARY_WINDOW canaries, most recent in bit 0 (1 = pass)
        uint8 canaryCount; // outcomes in the window
        uint32 listIndex; // 1 + position in the qualified list; 0 when not listed
        uint32 openJobs; // jobs appointed and not yet recorded
        uint40 leaveAt; // Leaving or Removed: when the stake may be withdrawn
        uint64 deviationSum;
        uint32 deviationSamples;
        uint32 canaryPasses; // lifetime, for display
        uint32 canaryMisses; // lifetime, for display
        uint32 silences; // appointed jobs it did not score
    }

    /// @notice A seat's appointment for one job.
    struct Assignment {
        uint64 requestBlock; // Random draws: the block the draw was requested in (its successor's hash seeds it)
        uint40 assignedAt; // when the evaluators were appointed (0: not yet)
        bool recorded; // the evaluations were counted
        bool canaryRevealed;
        uint256 tally; // the escrow's result tally when recorded
        address[] evaluators;
    }

    /// @notice Mutual selection of one job.
    struct Negotiation {
        bytes32 clientProposal;
        bytes32 providerProposal;
        uint8 clientRounds;
        uint8 providerRounds;
        uint40 deadline; // the random fallback opens then (set by the first proposal or draw request)
    }

    event Registered(address indexed evaluator, bytes32 indexed serviceType, uint256 stake);
    event StakeAdded(address indexed evaluator, bytes32 indexed serviceType, uint256 amount, uint256 stake);
    event Left(address indexed evaluator, bytes32 indexed serviceType, uint256 leaveAt);
    event Withdrawn(address indexed evaluator, bytes32 indexed serviceType, uint256 amount);
    event QualificationChanged(address indexed evaluator, bytes32 indexed serviceType, Status status);
    event PolicyOpened(bytes32 indexed policyId, Policy policy, address evaluatorsSeat, address backupSeat, address resolverSeat);
    event DrawRequested(address indexed seat, uint256 indexed jobId, uint256 requestBlock);
    event NegotiationOpened(address indexed seat, uint256 indexed jobId, uint256 deadline);
    event Proposed(address indexed seat, uint256 indexed jobId, address indexed by, address[] evaluators, uint8 round);
    /// @notice The seat appointed `evaluators` (with `quorum`; 1 for a backup or a resolver) for the job; `seed` is
    /// the draw's (0 for a mutual or probation pick).
    event Assigned(address indexed seat, uint256 indexed jobId, Role role, address[] evaluators, uint8 quorum, bytes32 seed);
    event Recorded(address indexed seat, uint256 indexed jobId, uint256 tally);
    event Evaluated(address indexed evaluator, bytes32 indexed serviceType, uint256 indexed jobId, bool counted, uint16 deviation);
    event CanariesCommitted(uint256 count);
    event CanaryScored(
        address indexed evaluator, bytes32 indexed serviceType, uint256 indexed jobId, bool passed, uint16 deviation
    );
    event Slashed(address indexed evaluator, bytes32 indexed serviceType, uint256 amount, address indexed to, bytes32 reason);
    event ResolvedThroughPool(address indexed seat, uint256 indexed jobId, address indexed resolver, uint16 providerBps, uint16 policyBps);

    error UnknownSeat(address seat);
    error InvalidPolicy(string reason);
    error InvalidConfig(string reason);
    error WrongStatus(address evaluator, bytes32 serviceType, Status status);
    error StakeTooLow(uint256 stake, uint256 minStake);
    error StillBonded(uint256 leaveAt, uint32 openJobs);
    error NotForSeat(address seat, uint256 jobId);
    error WrongMode(address seat);
    error AlreadyAssigned(address seat, uint256 jobId);
    error DrawPending(address seat, uint256 jobId, uint256 requestBlock);
    error NoDrawRequested(address seat, uint256 jobId);
    error DrawTooEarly(uint256 requestBlock);
    error DrawWindowMissed(uint256 requestBlock);
    error NotEnoughEvaluators(bytes32 serviceType, uint256 wanted);
    error NotEligible(address evaluator);
    error NegotiationOpen(uint256 deadline);
    error NegotiationOver(address seat, uint256 jobId);
    error NotAParty(address caller);
    error NotRecordable(uint256 jobId, uint8 status);
    error NotCanaryOperator(address caller);
    error UnknownCanary(bytes32 commitment);
    error CanaryCommittedLate(uint256 committedAt, uint256 assignedAt);
    error CanaryRevealed(uint256 jobId);
    error NotTheResolver(address caller);
}

/// @title The evaluator pool's read functions, called on the pool's address (EvaluatorPoolViews implements them)
interface IEvaluatorPoolViews {
    /// @notice The pool's fixed rules.
    function config() external view returns (IEvaluatorPool.Config memory);

    /// @notice An evaluator's entry for a service type.
    function entry(address evaluator, bytes32 serviceType) external view returns (IEvaluatorPool.Entry memory);

    /// @notice The qualified evaluators of a service type (the draw's candidates).
    function qualified(bytes32 serviceType) external view returns (address[] memory);

    /// @notice A registered policy (size 0: none).
    function policyOf(bytes32 policyId) external view returns (IEvaluatorPool.Policy memory);

    /// @notice A seat's policy id and role; `known` false for an address that is not one of this pool's seats.
    function seatInfo(address seat) external view returns (bool known, bytes32 policyId, IEvaluatorPool.Role role);

    /// @notice A seat's assignment for a job.
    function assignmentOf(address seat, uint256 jobId) external view returns (IEvaluatorPool.Assignment memory);

    /// @notice A mutual seat's negotiation for a job (deadline 0: not opened).
    function negotiationOf(address seat, uint256 jobId) external view returns (IEvaluatorPool.Negotiation memory);
}
