// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @title FickleWallet: an ERC-1271 signer for batch-isolation tests
/// @notice Answers like its owner's wallet, except that its owner can make it refuse every signature (an answer
/// that changes between the daemon's intake and the relay) or burn all the gas it is given (a griefing
/// "evaluator").
contract FickleWallet is IERC1271 {
    /// @notice How the wallet answers.
    enum Mode {
        Honest,
        Refuse,
        BurnGas
    }

    /// @notice The EOA whose signatures the wallet accepts.
    address public immutable owner;
    /// @notice The current answer mode.
    Mode public mode;

    /// @notice The mode changed.
    event ModeSet(Mode mode);

    /// @param owner_ The EOA whose signatures the wallet accepts while Honest.
    constructor(address owner_) {
        owner = owner_;
    }

    /// @notice Sets the answer mode. Owner only.
    function setMode(Mode mode_) external {
        require(msg.sender == owner, "not owner");
        mode = mode_;
        emit ModeSet(mode_);
    }

    /// @inheritdoc IERC1271
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        Mode m = mode;
        if (m == Mode.BurnGas) {
            uint256 x = uint256(hash);
            while (gasleft() > 100) {
                x = uint256(keccak256(abi.encode(x)));
            }
            return bytes4(uint32(x));
        }
        if (m == Mode.Refuse) return bytes4(0);
        (address signer, ECDSA.RecoverError err,) = ECDSA.tryRecover(hash, signature);
        return err == ECDSA.RecoverError.NoError && signer == owner ? this.isValidSignature.selector : bytes4(0);
    }
}
