// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";

/// @title ERC6492Verifier: checks a wallet's signature off chain, deployed or counterfactual
/// @notice Never deployed. Its creation code followed by `abi.encode(signer, hash, signature)` is run
///         with `eth_call` and no `to`: the constructor answers one byte, 0x01 when `signature` is a
///         valid signature of `hash` by `signer`, 0x00 otherwise (a malformed signature reverts).
///         An EOA signature is checked with ECDSA, a deployed wallet with ERC-1271, and a signature
///         wrapped per ERC-6492 (`abi.encode(factory, factoryCalldata, innerSignature)` followed by
///         the 32-byte magic suffix) first deploys the wallet through its factory when it has no code,
///         inside the call only, then asks it with ERC-1271.
contract ERC6492Verifier {
    /// @dev The suffix that marks an ERC-6492 wrapped signature.
    bytes32 private constant _ERC6492_SUFFIX = 0x6492649264926492649264926492649264926492649264926492649264926492;

    /// @notice Answers whether `signature` is `signer`'s signature of `hash` (see the contract notice).
    /// @param signer The address that should have signed: an EOA, a deployed or a counterfactual wallet.
    /// @param hash The signed digest (for a sign-in message, its EIP-191 hash).
    /// @param signature The signature, possibly ERC-6492 wrapped.
    constructor(address signer, bytes32 hash, bytes memory signature) {
        bool valid = _isValid(signer, hash, signature);
        assembly ("memory-safe") {
            mstore(0, valid)
            return(31, 1)
        }
    }

    function _isValid(address signer, bytes32 hash, bytes memory signature) private returns (bool) {
        uint256 length = signature.length;
        bytes32 suffix;
        if (length >= 32) {
            assembly ("memory-safe") {
                suffix := mload(add(signature, length))
            }
        }
        if (suffix == _ERC6492_SUFFIX) {
            assembly ("memory-safe") {
                mstore(signature, sub(length, 32))
            }
            (address factory, bytes memory factoryCalldata, bytes memory inner) =
                abi.decode(signature, (address, bytes, bytes));
            if (signer.code.length == 0) {
                (bool deployed,) = factory.call(factoryCalldata);
                if (!deployed || signer.code.length == 0) return false;
            }
            return SignatureChecker.isValidERC1271SignatureNow(signer, hash, inner);
        }
        (address recovered, ECDSA.RecoverError err,) = ECDSA.tryRecover(hash, signature);
        if (err == ECDSA.RecoverError.NoError && recovered == signer) return true;
        return signer.code.length > 0 && SignatureChecker.isValidERC1271SignatureNow(signer, hash, signature);
    }
}
