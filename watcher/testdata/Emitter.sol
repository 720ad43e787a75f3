// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
contract Emitter {
    event Ping(uint256 indexed seq, address indexed from, uint256 tag);
    uint256 public seq;
    function ping(uint256 tag, uint256 count) external {
        for (uint256 i = 0; i < count; i++) { seq++; emit Ping(seq, msg.sender, tag); }
    }
}
