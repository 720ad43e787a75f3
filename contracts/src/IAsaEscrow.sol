// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

import {IAgenticCommerce} from "./IAgenticCommerce.sol";
import {IAsaEscrowTypes} from "./IAsaEscrowTypes.sol";

/// @title The ASA escrow functions AsaEscrow implements itself
/// @notice The hot path every job pays gas for (creation, funding, delivery, signed results, finalization), with
/// the ERC-8183 functions (the rare ones forwarded to the extension) and `isDue`.
interface IAsaEscrowCore is IAgenticCommerce, IAsaEscrowTypes {
    /// @notice Creates an ASA job: ERC-8183 job data plus terms, k-of-n evaluators and the budget. The client
    /// funds it later (`fund`, `fundWithAuthorization`, `fundFromDeposit`) before the terms' fund timeout.
    /// @param job Provider, evaluators, quorum, delivery deadline, budget, agreement hash and brief.
    /// @param terms The ASA terms; identical terms share one registration.
    /// @return jobId The new job's id.
    function createAsaJob(JobRequest calldata job, Terms calldata terms) external returns (uint256 jobId);

    /// @notice `createAsaJob` and `fund` in one call: creates the job with its budget already in escrow, pulled
    /// from the caller's allowance. If the terms require the provider's acceptance, the job waits, Open, for
    /// the provider to accept (or use `createAndFundAcceptedAsaJob`).
    /// @return jobId The new job's id.
    function createAndFundAsaJob(JobRequest calldata job, Terms calldata terms) external returns (uint256 jobId);

    /// @notice `createAndFundAsaJob` with the provider's signed acceptance relayed by the client: both sides'
    /// money moves (the collateral from the provider's allowance) and a fully agreed job starts Funded in one
    /// transaction. The terms must require acceptance.
    /// @param acceptanceDeadline The `deadline` of the provider's signed Acceptance.
    /// @param providerSignature The provider's EIP-712 Acceptance signature (65-byte ECDSA or ERC-1271 bytes),
    /// over this job's commitment (`jobCommitment(client, job, terms)`) and its agreement's next acceptance
    /// nonce (`acceptanceNonce(agreementKey)`).
    /// @return jobId The new job's id.
    function createAndFundAcceptedAsaJob(
        JobRequest calldata job,
        Terms calldata terms,
        uint256 acceptanceDeadline,
        bytes calldata providerSignature
    ) external returns (uint256 jobId);

    /// @notice `createAndFundAsaJob` for many jobs under one set of terms: one call, one pull of the sum of
    /// their budgets from the caller's allowance (checked by balance change). No acceptance is relayed here;
    /// jobs whose terms ask for it wait, Open with their budget in, for their providers.
    /// @return firstJobId The first new job's id; the others follow it in order.
    function createAndFundAsaJobs(JobRequest[] calldata jobs, Terms calldata terms) external returns (uint256 firstJobId);

    /// @notice Relays one evaluator's signed result. Anyone may call it. Every evaluator who posts before the
    /// evaluation deadline counts: the job is verified when all of them have posted, or at the deadline (by
    /// `finalize`) with at least `quorum` results, on the median of all received.
    /// @param evaluator The signer: one of the job's evaluators, or its backup evaluator once activated.
    function submitResult(Result calldata result, address evaluator, bytes calldata signature) external;

    /// @notice `submitResult` for many signed results (`evaluators[i]` signed `results[i]`). A result that
    /// cannot be counted (stale, a replay, for a settled job, badly signed...) is skipped with a
    /// `ResultSkipped` event naming the rule it breaks; the batch never reverts for it. Payouts of jobs it
    /// settles are pushed once per recipient.
    /// @return counted How many results were counted.
    function submitResults(Result[] calldata results, address[] calldata evaluators, bytes[] calldata signatures)
        external
        returns (uint256 counted);

    /// @notice Performs the action due on a job whose current deadline has passed (close a challenge window and
    /// settle, verify at the evaluation deadline, a dead-man action, a dispute default, expiry). Reverts with
    /// `NothingDue` otherwise.
    function finalize(uint256 jobId) external;

    /// @notice `finalize` for many jobs; jobs with nothing due are skipped, never reverting the batch.
    /// @return advanced How many jobs advanced.
    function finalizeBatch(uint256[] calldata jobIds) external returns (uint256 advanced);

    /// @notice Whether a job has an action due now (what `finalize` would do).
    function isDue(uint256 jobId) external view returns (bool);

    /// @notice The contract that holds the escrow's less frequent functions; this escrow runs its code with
    /// DELEGATECALL, so every function of IAsaEscrow is called on the escrow's own address.
    function extension() external view returns (address);
}

/// @title The ASA escrow functions off the hot path (implemented by AsaEscrowExtension, reached through the escrow)
/// @notice Deposit-address funding (x402), provider acceptance, disputes, credits and views.
interface IAsaEscrowExtension is IAsaEscrowTypes {
    /// @notice The EIP-712 digest an evaluator signs for `result`.
    function resultDigest(Result calldata result) external view returns (bytes32);

    /// @notice The EIP-712 digest a provider signs for `acceptance`.
    function acceptanceDigest(Acceptance calldata acceptance) external view returns (bytes32);

    /// @notice Funds an open job from the client's EIP-3009 `TransferWithAuthorization` made out to the job's
    /// deposit address (`depositAddress(jobId)`; the x402 `payTo`). Anyone may relay it. If the authorization
    /// was already executed (for example by a front-runner straight on the token), the money is at the deposit
    /// address and is collected from there; either way it can only fund this job, exactly once. Anything above
    /// the budget goes back to the client.
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
    /// call it; the deposit must hold at least the budget, any excess goes back to the client.
    function fundFromDeposit(uint256 jobId, uint256 expectedBudget, bytes32 expectedTermsHash) external;

    /// @notice Sends what sits at the job's deposit addresses to its owners once it can no longer serve the job:
    /// the budget deposit to the client (the job is funded, closed, or past its fund deadline), the collateral
    /// deposit to the provider (the job is accepted, closed, past its fund deadline, or takes no collateral).
    /// Anyone may call it. Each payout is pushed, or credited when the token refuses it.
    /// @return toClient What went to the client.
    /// @return toProvider What went to the provider.
    function returnDeposit(uint256 jobId) external returns (uint256 toClient, uint256 toProvider);

    /// @notice The job's budget deposit address (the x402 `payTo` of its funding): CREATE2 of a JobDeposit
    /// with salt `jobId`. What is paid there belongs to the job's client.
    function depositAddress(uint256 jobId) external view returns (address);

    /// @notice The job's collateral deposit address (the x402 `payTo` of its collateral): CREATE2 of a
    /// JobDeposit with salt `jobId | 1 << 255`. What is paid there belongs to the job's provider.
    function collateralAddress(uint256 jobId) external view returns (address);

    /// @notice The provider accepts an Open job that requires acceptance and posts its collateral. Either the
    /// provider calls it (`signature` empty), or anyone relays the provider's EIP-712 `acceptance` signature
    /// (EOA or ERC-1271 provider). The collateral comes from `collateralAuth` (an EIP-3009 authorization made
    /// out to `collateralAddress(jobId)`, the x402 path), else from the collateral deposit if it holds enough,
    /// else from the provider's allowance. Must happen before the job's fund deadline and while activation
    /// would still leave the terms' `minDeliveryTime` before `expiredAt`; the job becomes Funded once the budget
    /// is in too. `acceptance.commitment` and `acceptance.nonce` must be the job's (AcceptanceRequired).
    function acceptJob(
        uint256 jobId,
        Acceptance calldata acceptance,
        bytes calldata signature,
        Authorization calldata collateralAuth
    ) external;

    /// @notice The provider withdraws its acceptance of an Open job that is not yet funded (the client's budget is
    /// not in): the job closes (Rejected) and the provider's collateral goes back to it. Only the provider may
    /// call it; its signed acceptance can never be used for this job again.
    function withdrawAcceptance(uint256 jobId) external;

    /// @notice Appoints the evaluators of a Funded or Submitted job: its sole named evaluator may do so once
    /// (an evaluator pool's seat, which draws them from its qualified pool), its activated backup evaluator may
    /// appoint one backup who then judges alone. Naming an evaluator trusts it with the judgement, so it adds no
    /// power: the parties signed the seat, whose rules are fixed. The appointed must be independent of the
    /// parties (not the client, provider, backup evaluator or resolver) and distinct; the job moves to the
    /// agreement that differs from its own only in them. Emits EvaluatorsAppointed.
    /// @param quorum k of the appointed evaluators (1 for a backup).
    function appointEvaluators(uint256 jobId, address[] calldata evaluators, uint8 quorum) external;

    /// @notice Client or provider challenge a verified score inside its window; the resolver decides.
    function challenge(uint256 jobId, bytes32 reason) external;

    /// @notice The resolver sets the provider's share of a disputed job, which then settles.
    /// @param providerBps The provider's share of the distributable amount, 0..10000.
    function resolveDispute(uint256 jobId, uint16 providerBps, bytes32 reason) external;

    /// @notice Pays `account` its credited payouts, to that account only (a credit never moves elsewhere, so an
    /// account the token refuses keeps its credit until the token accepts it). Anyone may call it; reverts with
    /// the token's reason while the token still refuses.
    /// @return amount What was paid.
    function pushCredit(address account) external returns (uint256 amount);

    /// @notice `pushCredit` for many accounts; accounts without credit or that the token still refuses are
    /// skipped, never reverting the batch.
    /// @return paid How many accounts were paid.
    function pushCredits(address[] calldata accounts) external returns (uint256 paid);
}

/// @title The escrow's views that run in its third code unit (AsaEscrowViews, reached through the extension)
interface IAsaEscrowViews is IAsaEscrowTypes {
    /// @notice The acceptance nonce the next job of an agreement takes (what its provider signs), by the
    /// agreement's key keccak256(abi.encode(client, provider, keccak256(abi.encode(terms)), quorum, evaluators));
    /// 0 for an agreement not registered yet. Each job of the agreement whose terms ask for acceptance takes
    /// the next one, so an acceptance fits one job; jobs of other agreements leave it alone.
    function acceptanceNonce(bytes32 agreementKey) external view returns (uint256);

    /// @notice Credited payouts waiting to be pushed to `account`.
    function credits(address account) external view returns (uint256);

    /// @notice The job commitment a provider's Acceptance signs for a job `client` would create with `job` and
    /// `terms`: keccak256(abi.encode(agreementKey, agreementHash, budget, expiredAt)) with agreementKey =
    /// keccak256(abi.encode(client, provider, keccak256(abi.encode(terms)), quorum, evaluators)).
    function jobCommitment(address client, JobRequest calldata job, Terms calldata terms) external pure returns (bytes32);

    /// @notice The terms registered under `termsId` and their hash.
    function termsById(uint64 termsId) external view returns (Terms memory terms, bytes32 termsHash);

    /// @notice A job's state.
    function getJob(uint256 jobId) external view returns (JobView memory);

    /// @notice A job's evaluators (`evaluators[0]` is the ERC-8183 evaluator).
    function evaluatorsOf(uint256 jobId) external view returns (address[] memory);

    /// @notice The k-of-n tally of a job's counted results (also kept for an appointed evaluator judging
    /// alone): bits 0..7 which evaluator indexes counted, bits 8..15 how many, the score of index i at bits
    /// 16+16i, bit 144+i set when index i's result said the gates failed. Never cleared by settlement.
    function resultTally(uint256 jobId) external view returns (uint256);

    /// @notice The last verified scores (most recent first, at most 16) of a client-provider pair's
    /// rolling-average jobs.
    function pairHistory(address client, address provider) external view returns (uint16[] memory scores);

    /// @notice The escrow's fixed limits: basis points per 100 %, the caps of the evaluator fee and of the
    /// collateral, the most evaluators, tiers and rolling-window scores, the longest timeout and how far ahead a
    /// delivery deadline may lie.
    function limits()
        external
        pure
        returns (
            uint16 bps,
            uint16 maxEvaluatorFeeBps,
            uint16 maxCollateralBps,
            uint8 maxEvaluators,
            uint8 maxTiers,
            uint8 maxRollingWindow,
            uint32 maxTimeout,
            uint256 maxExpiryHorizon
        );

}

/// @title Agent Service Agreement (ASA) escrow: ERC-8183 plus ASA terms, signed results, acceptance and collateral
/// @notice The whole surface of an AsaEscrow, as clients call it on the escrow's address.
interface IAsaEscrow is IAsaEscrowCore, IAsaEscrowExtension, IAsaEscrowViews {}
