// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

/// @title JobDeposit: the per-job x402 deposit address of an AsaEscrow job
/// @notice The escrow deploys one with CREATE2 (salt = job id) the first time it sweeps a job's deposit. Money
/// paid to that address belongs to that job alone, so an EIP-3009 authorization executed by anyone, directly
/// on the token or through the escrow, can only ever fund the job it was made out to.
contract JobDeposit {
    using SafeERC20 for IERC20;

    /// @notice The escrow that deployed this deposit and alone may sweep it.
    address public immutable escrow;

    error OnlyEscrow(address caller);

    constructor() {
        escrow = msg.sender;
    }

    /// @notice Moves this deposit's whole balance of `token` to the escrow. Escrow only.
    /// @return amount What was moved.
    function sweep(IERC20 token) external returns (uint256 amount) {
        if (msg.sender != escrow) revert OnlyEscrow(msg.sender);
        amount = token.balanceOf(address(this));
        if (amount > 0) token.safeTransfer(msg.sender, amount);
    }
}
