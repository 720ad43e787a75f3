// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

/// @title The part of EIP-3009 (transfer with authorization) the escrow uses, as USDC v2.2 exposes it
interface IERC3009 {
    /// @notice Whether the authorization `nonce` of `authorizer` was used (or cancelled).
    function authorizationState(address authorizer, bytes32 nonce) external view returns (bool);

    /// @notice Executes a signed transfer; `signature` is a 65-byte ECDSA signature or ERC-1271 bytes.
    function transferWithAuthorization(
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        bytes memory signature
    ) external;

    /// @notice The token's EIP-712 domain separator.
    // solhint-disable-next-line func-name-mixedcase
    function DOMAIN_SEPARATOR() external view returns (bytes32);
}
