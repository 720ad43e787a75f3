// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

/// @title Types, events and errors of the netted ledger (AsaLedger) and its transition verifier
/// @notice docs/ledger.md is the specification: the state (two fixed-depth Merkle trees and two counters), the six
/// transition kinds, their validity rules and the money rule, which is the per-job escrow's (IAsaEscrowTypes).
interface IAsaLedgerTypes {
    /// @notice A client's job: the escrow's job commitment fields and the client's ledger nonce. Its EIP-712
    /// digest (`Voucher(bytes32 commitment,uint256 nonce)`, domain "ASA Ledger") is the job id.
    struct Voucher {
        address client;
        address provider;
        address[] evaluators;
        uint8 quorum;
        bytes32 termsHash;
        bytes32 agreementHash;
        uint256 budget;
        uint256 expiredAt;
        uint256 nonce;
    }

    /// @notice One account's state: cumulative credits and debits, the on-chain deposits and withdrawal requests
    /// the state has counted, and the next voucher nonce.
    struct AccountLeaf {
        uint256 credited;
        uint256 debited;
        uint256 deposits;
        uint256 withdrawals;
        uint256 nonce;
    }

    /// @notice An account leaf and its 20 siblings in the accounts tree.
    struct AccountWitness {
        AccountLeaf leaf;
        bytes32[20] path;
    }

    /// @notice One job slot: the job id, its status (0 empty, 1 Funded, 2 Submitted, 3 Closed), the delivery and
    /// the evaluators' results so far, in the escrow's tally layout: bit i (i < 8) evaluator i counted, bits
    /// 8..15 the count, bits 16 + 16i evaluator i's score, bit 144 + i evaluator i said failed.
    struct JobLeaf {
        bytes32 jobId;
        uint8 status;
        bytes32 deliverable;
        uint64 submittedAt;
        uint256 votes;
    }

    /// @notice A job leaf and its 32 siblings in the jobs tree.
    struct JobWitness {
        JobLeaf leaf;
        bytes32[32] path;
    }

    /// @notice The four fields a state root commits to: keccak256(abi.encode(these)).
    struct StateFields {
        bytes32 accountsRoot;
        bytes32 jobsRoot;
        uint64 jobCount;
        uint64 forcedCount;
    }

    /// @notice One transition as its epoch commits to it: keccak256(abi.encode(kind, dataHash, postState)).
    struct TransitionLeaf {
        uint8 kind;
        bytes32 dataHash;
        bytes32 postState;
    }

    /// @notice A transition leaf and its 24 siblings in the epoch's transitions tree.
    struct TransitionWitness {
        TransitionLeaf leaf;
        bytes32[24] path;
    }

    /// @notice What the ledger keeps of a posted epoch.
    struct Epoch {
        bytes32 stateRoot;
        bytes32 transitionsRoot;
        uint32 count;
        uint64 cutoff;
        uint64 postedAt;
    }

    /// @notice An exit-mode job's progress on chain (fields as in JobLeaf).
    struct ExitJob {
        uint8 status;
        bytes32 deliverable;
        uint64 submittedAt;
        uint256 votes;
    }

    /// @notice Why an epoch was voided.
    enum Fault {
        Transition, // a transition is invalid or does not lead to the post-state it commits to
        EpochEnd, // the epoch's state root is not the last transition's post-state
        ForcedLag, // a forced message due by the cutoff was not processed
        Withheld // a data request went unanswered
    }

    /// @notice `account` got account index `index`.
    event AccountRegistered(address indexed account, uint32 indexed index);
    /// @notice `amount` was added to the on-chain deposits of `account` (`viaAddress`: swept from its deposit address).
    event Deposited(address indexed account, uint256 amount, bool viaAddress);
    /// @notice `account` asked to withdraw `amount` more (cumulative: `requested`).
    event WithdrawalRequested(address indexed account, uint256 amount, uint256 requested);
    /// @notice `amount` was paid to `account`; `exit` when paid by exit mode.
    event Withdrawn(address indexed account, uint256 amount, bool exit);
    /// @notice The operator's bond grew by `amount` (now `bond`).
    event BondPosted(uint256 amount, uint256 bond);
    /// @notice The operator posted epoch `epoch`.
    event EpochPosted(uint64 indexed epoch, bytes32 stateRoot, bytes32 transitionsRoot, uint32 count, uint64 cutoff);
    /// @notice Epoch `epoch` (and every later one) was voided for `fault`; `challenger` got the bond `slashed`.
    event EpochVoided(uint64 indexed epoch, Fault fault, address indexed challenger, uint256 slashed);
    /// @notice Exit mode began (`silent`: the operator stopped posting; otherwise an epoch was voided).
    event ExitModeStarted(bool silent);
    /// @notice Exit mode withdraws against epoch `epoch`, the last one final when it began.
    event ExitEpochFixed(uint64 epoch);
    /// @notice A message was queued for forced inclusion at position `position`.
    event ForcedQueued(uint64 indexed position, uint8 kind, bytes data, address indexed by);
    /// @notice Someone asked the operator for an account's leaf (`isTransition` false) or a transition.
    event DataRequested(uint64 indexed epoch, bool isTransition, uint32 index, address indexed by);
    /// @notice An account's leaf in epoch `epoch`, published on chain.
    event AccountPublished(uint64 indexed epoch, uint32 indexed account, AccountLeaf leaf, bytes32[20] path);
    /// @notice A transition of epoch `epoch`, published on chain.
    event TransitionPublished(uint64 indexed epoch, uint32 indexed index, TransitionLeaf leaf, bytes data);
    /// @notice In exit mode, the job in `slot` was delivered, settled or expired on chain.
    event ExitJobProgressed(uint32 indexed slot, bytes32 indexed jobId, uint8 status);
    /// @notice In exit mode, `amount` was credited to `account` by the job in `slot`.
    event ExitCredited(uint32 indexed slot, address indexed account, uint256 amount);
    /// @notice Exit mode processed the forced message at `position` (`applied`: it changed its job).
    event ExitForcedProcessed(uint64 indexed position, bool applied);
    /// @notice The operator took back its bond after exit mode began without a fault.
    event BondReclaimed(uint256 amount);

    error Unauthorized(address caller);
    error ZeroAmount();
    error NotRegistered(address account);
    error TooManyAccounts();
    error FundingShortfall(uint256 expected, uint256 received);
    error InExitMode();
    error NotInExitMode();
    error BondMissing(uint256 bond, uint256 required);
    error EpochOutOfOrder(uint64 expected, uint64 given);
    error CutoffOutOfRange(uint64 cutoff);
    error EpochTooSoon(uint256 next);
    error TooManyTransitions(uint32 count);
    error EpochFinal(uint64 epoch);
    error EpochNotFinal(uint64 epoch);
    error UnknownEpoch(uint64 epoch);
    error BadWitness();
    error NoFraud();
    error NothingToWithdraw(address account);
    error OperatorNotSilent(uint256 since);
    error ExitEpochNotFixed();
    error ExitEpochAlreadyFixed();
    error RequestWindowClosed(uint64 epoch);
    error NoPendingRequest();
    error RequestNotDue(uint256 due);
    error InvalidKind(uint8 kind);
    error UnknownForced(uint64 position);
    error ForcedNotDue(uint64 position);
    error JobNotOpen(uint32 slot);
    error InvalidExitStep(uint32 slot);
    error BondSlashed();
    error InsufficientGas();
    error InvalidParameters();
    error FrontierGone(uint64 epoch);
    error ForcedPending(uint64 position);
    error ForcedTooLarge(uint256 length);
}
