// SPDX-License-Identifier: MIT
// Test contract for the txmgr tests: a job can be settled once.
// Compiled with solcjs 0.8.37 (solcjs --bin --abi --optimize); the bytecode
// is embedded in settler_test.go.
pragma solidity ^0.8.20;

contract Settler {
    mapping(uint256 => bool) public settled;
    uint256 public settleCount;

    event Settled(uint256 indexed id);

    function settle(uint256 id) external {
        require(!settled[id], "already settled");
        settled[id] = true;
        settleCount += 1;
        emit Settled(id);
    }

    function isDue(uint256 id) external view returns (bool) {
        return !settled[id];
    }
}
