// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

import {Create2} from "@openzeppelin/contracts/utils/Create2.sol";
import {ERC1271Wallet} from "./ERC1271Wallet.sol";

/// @title ERC1271WalletFactory: CREATE2 factory of ERC1271Wallet, for counterfactual (ERC-6492) tests
/// @notice A wallet's address is known before it exists, so it can sign in (ERC-6492) before deployment.
contract ERC1271WalletFactory {
    /// @notice A wallet was deployed.
    event WalletCreated(address indexed wallet, address indexed owner, bytes32 salt);

    /// @notice Deploys the wallet of `owner` for `salt`, or returns it when it exists already.
    /// @param owner The EOA the wallet accepts signatures of.
    /// @param salt The CREATE2 salt.
    /// @return wallet The wallet's address.
    function createWallet(address owner, bytes32 salt) external returns (address wallet) {
        wallet = walletAddress(owner, salt);
        if (wallet.code.length > 0) return wallet;
        new ERC1271Wallet{salt: salt}(owner);
        emit WalletCreated(wallet, owner, salt);
    }

    /// @notice The address `createWallet(owner, salt)` deploys to.
    /// @param owner The EOA the wallet accepts signatures of.
    /// @param salt The CREATE2 salt.
    /// @return The wallet's address.
    function walletAddress(address owner, bytes32 salt) public view returns (address) {
        bytes32 codeHash = keccak256(abi.encodePacked(type(ERC1271Wallet).creationCode, abi.encode(owner)));
        return Create2.computeAddress(salt, codeHash);
    }
}
