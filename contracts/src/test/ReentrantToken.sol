// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title ReentrantToken: test adversary that calls back into a target during transfers
/// @notice When armed, every transfer first calls `target` with `payload` and records whether that call
/// succeeded, so a test can prove the escrow's reentrancy guard refused it.
contract ReentrantToken is ERC20 {
    address public target;
    bytes public payload;
    bool public armed;
    bool public lastReentrySucceeded;
    uint256 public reentryAttempts;

    constructor() ERC20("Reentrant Token", "REE") {}

    /// @notice Mints `amount` to `to` (anyone; test token).
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    /// @notice Arms the callback: the next transfers call `target_` with `payload_`.
    function arm(address target_, bytes calldata payload_) external {
        target = target_;
        payload = payload_;
        armed = true;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (armed && from != address(0) && to != address(0)) {
            armed = false;
            ++reentryAttempts;
            (bool ok,) = target.call(payload);
            lastReentrySucceeded = ok;
            armed = true;
        }
        super._update(from, to, value);
    }
}
