// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

/// @title ERC-8183 Agentic Commerce: job states and events
/// @notice The states and events of the standard, apart from its functions, so that every code unit of the
/// escrow can emit them.
interface IAgenticCommerceEvents {
    /// @notice ERC-8183 job states, followed by the two ASA extension states.
    /// @dev The first six ordinals are the standard's; `Verified` (a score is fixed and its challenge window
    /// is open) and `Disputed` (waiting for the resolver) exist only for jobs with ASA terms.
    enum JobStatus {
        Open,
        Funded,
        Submitted,
        Completed,
        Rejected,
        Expired,
        Verified,
        Disputed
    }

    /// @notice A job was created.
    event JobCreated(
        uint256 indexed jobId, address indexed client, address indexed provider, address evaluator, uint256 expiredAt
    );
    /// @notice The provider of a job created without one was set.
    event ProviderSet(uint256 indexed jobId, address indexed provider);
    /// @notice The budget of an open job was (re)set.
    event BudgetSet(uint256 indexed jobId, uint256 amount);
    /// @notice The client's budget is now held in escrow.
    event JobFunded(uint256 indexed jobId, address indexed client, uint256 amount);
    /// @notice The provider committed to a deliverable (for ASA jobs: the sha256 content hash).
    event JobSubmitted(uint256 indexed jobId, address indexed provider, bytes32 deliverable);
    /// @notice The job closed with a payment to the provider.
    /// @param evaluator Who completed it: the evaluator of a plain ERC-8183 job; for an ASA job the escrow
    /// itself, whose policy settled it on the evaluators' signed results (each named by ResultAccepted).
    /// @param reason For an ASA job, the release share in basis points.
    event JobCompleted(uint256 indexed jobId, address indexed evaluator, bytes32 reason);
    /// @notice The job closed with nothing paid to the provider.
    event JobRejected(uint256 indexed jobId, address indexed rejector, bytes32 reason);
    /// @notice The job expired: unfunded in time, or not delivered in time (the client is refunded).
    event JobExpired(uint256 indexed jobId);
    /// @notice `amount` was released to the provider (pushed, or credited when the push failed).
    event PaymentReleased(uint256 indexed jobId, address indexed provider, uint256 amount);
    /// @notice `amount` was refunded to the client (pushed, or credited when the push failed).
    event Refunded(uint256 indexed jobId, address indexed client, uint256 amount);
}

/// @title ERC-8183 Agentic Commerce core interface
/// @notice The job escrow surface of ERC-8183 exactly as the standard names it, so that a plain ERC-8183
/// client works against this escrow unchanged. Hooks are not supported: `hook` must be the zero address.
interface IAgenticCommerce is IAgenticCommerceEvents {
    /// @notice Creates an open job owned by the caller.
    /// @param provider The provider; may be zero and set later with `setProvider`.
    /// @param evaluator The single evaluator allowed to `complete` or `reject` the job.
    /// @param expiredAt Unix time after which a funded, undelivered job can be refunded.
    /// @param description Job brief; emitted, not stored.
    /// @param hook Must be the zero address (hooks are not supported).
    /// @return jobId The new job's id.
    function createJob(address provider, address evaluator, uint256 expiredAt, string calldata description, address hook)
        external
        returns (uint256 jobId);

    /// @notice Sets the provider of an open job created without one. Client only.
    function setProvider(uint256 jobId, address provider, bytes calldata optParams) external;

    /// @notice Sets the budget of an open job. Client or provider. Plain ERC-8183 jobs only: an ASA job's budget
    /// is part of its agreement and fixed at creation (`BudgetFixed`).
    function setBudget(uint256 jobId, uint256 amount, bytes calldata optParams) external;

    /// @notice Pulls the budget from the client into escrow. Client only.
    /// @param expectedBudget Must equal the stored budget (front-running protection).
    /// @param optParams Empty for plain jobs; for ASA jobs exactly `abi.encode(bytes32 termsHash)`.
    function fund(uint256 jobId, uint256 expectedBudget, bytes calldata optParams) external;

    /// @notice Commits the provider to a deliverable. Provider only.
    function submit(uint256 jobId, bytes32 deliverable, bytes calldata optParams) external;

    /// @notice Releases the whole escrow to the provider. Evaluator only, plain jobs only.
    function complete(uint256 jobId, bytes32 reason, bytes calldata optParams) external;

    /// @notice Rejects the job: the client while Open (returning whatever was already put in: the budget to the
    /// client, an ASA provider's collateral to the provider), the evaluator while Funded or Submitted (plain jobs).
    function reject(uint256 jobId, bytes32 reason, bytes calldata optParams) external;

    /// @notice Refunds the client once `expiredAt` has passed and the job is still undelivered
    /// (plain jobs also while Submitted, as ERC-8183 says). Anyone may call it.
    function claimRefund(uint256 jobId) external;
}
