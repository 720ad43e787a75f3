// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";

/// @title TestUSDCSignatureChecker: the dev token's signature check, a linked external library as on USDC
/// @notice EOA signers: a 65-byte (r, s, v) ECDSA signature with a low s and v of 27 or 28. Contract signers:
/// ERC-1271 `isValidSignature`, asked with a STATICCALL.
/// @dev External (not inlined) on purpose: USDC v2.2 calls its SignatureChecker through a DELEGATECALL to a
/// separately deployed library, and every permit or authorization pays that call; so does this token. The
/// revert strings are USDC's.
library TestUSDCSignatureChecker {
    /// @dev Half the secp256k1 order: a larger s is the malleable twin of a valid signature.
    uint256 private constant _MAX_S = 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0;

    /// @notice Whether `signature` is `signer`'s signature of `digest` (ECDSA for accounts without code,
    /// ERC-1271 for contracts). A malformed ECDSA signature reverts instead of returning false.
    function isValidSignatureNow(address signer, bytes32 digest, bytes memory signature) external view returns (bool) {
        if (signer.code.length == 0) {
            return _recover(digest, signature) == signer;
        }
        (bool ok, bytes memory result) =
            signer.staticcall(abi.encodeWithSelector(IERC1271.isValidSignature.selector, digest, signature));
        return ok && result.length >= 32 && abi.decode(result, (bytes32)) == bytes32(IERC1271.isValidSignature.selector);
    }

    function _recover(bytes32 digest, bytes memory signature) private pure returns (address signer) {
        require(signature.length == 65, "ECRecover: invalid signature length");
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(signature, 0x20))
            s := mload(add(signature, 0x40))
            v := byte(0, mload(add(signature, 0x60)))
        }
        require(uint256(s) <= _MAX_S, "ECRecover: invalid signature 's' value");
        require(v == 27 || v == 28, "ECRecover: invalid signature 'v' value");
        signer = ecrecover(digest, v, r, s);
        require(signer != address(0), "ECRecover: invalid signature");
    }
}
