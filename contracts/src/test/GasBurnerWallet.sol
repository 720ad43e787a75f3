// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";

/// @title GasBurnerWallet: a hostile ERC-1271 wallet for tests
/// @notice Its isValidSignature loops until the call runs out of gas: whoever asks it about a signature
/// pays for all the gas the call is given. Off-chain checks must cap that gas.
contract GasBurnerWallet is IERC1271 {
    /// @inheritdoc IERC1271
    /// @dev Never returns: it spins until the gas is gone (the call then fails).
    function isValidSignature(bytes32 hash, bytes calldata) external view returns (bytes4) {
        uint256 x = uint256(hash);
        while (gasleft() > 0) {
            x = uint256(keccak256(abi.encode(x)));
        }
        return bytes4(uint32(x));
    }
}
