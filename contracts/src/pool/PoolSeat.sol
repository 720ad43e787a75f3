// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {IAsaEscrow} from "../IAsaEscrow.sol";

/// @title PoolSeat: the address an agreement names when an evaluator pool chooses its judges
/// @notice The pool deploys this contract once, as the code of its seats: one seat per selection policy and
/// role, an ERC-1167 clone with immutable arguments (the policy id and the role) at a CREATE2 address, so the
/// seat's address fixes the policy the parties signed. A seat holds no money and does only what its pool tells
/// it: appoint a job's drawn evaluators, or decide a dispute for the drawn resolver. Nobody else can call it.
contract PoolSeat {
    /// @notice The pool that deployed this code and alone may use its seats.
    address public immutable pool;
    /// @notice The escrow whose jobs name the seats.
    IAsaEscrow public immutable escrow;

    /// @notice Only the pool calls a seat.
    error OnlyPool(address caller);

    /// @param escrow_ The escrow whose jobs name the seats.
    constructor(IAsaEscrow escrow_) {
        pool = msg.sender;
        escrow = escrow_;
    }

    /// @notice The seat's selection policy id and role (IEvaluatorPool.Role), from its clone arguments.
    function seat() external view returns (bytes32 policyId, uint8 role) {
        return abi.decode(Clones.fetchCloneArgs(address(this)), (bytes32, uint8));
    }

    /// @notice Appoints the drawn evaluators of a job that names this seat (AsaEscrow.appointEvaluators).
    function appoint(uint256 jobId, address[] calldata evaluators, uint8 quorum) external {
        if (msg.sender != pool) revert OnlyPool(msg.sender);
        escrow.appointEvaluators(jobId, evaluators, quorum);
    }

    /// @notice Decides a dispute of a job whose resolver is this seat, for the resolver the pool drew.
    function resolve(uint256 jobId, uint16 providerBps, bytes32 reason) external {
        if (msg.sender != pool) revert OnlyPool(msg.sender);
        escrow.resolveDispute(jobId, providerBps, reason);
    }
}
