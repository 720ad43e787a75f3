// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

/// @title IIdentityRegistry: the ERC-8004 Identity Registry (an ERC-721 per agent)
/// @notice Function names, argument order and events follow ERC-8004 ("Trustless Agents") exactly.
interface IIdentityRegistry {
    /// @notice One on-chain metadata entry passed to `register`.
    struct MetadataEntry {
        string metadataKey;
        bytes metadataValue;
    }

    /// @notice A new agent was minted to `owner` with `agentURI` (empty when set later).
    event Registered(uint256 indexed agentId, string agentURI, address indexed owner);
    /// @notice On-chain metadata `metadataKey` of `agentId` was set (also for the reserved `agentWallet` key).
    event MetadataSet(uint256 indexed agentId, string indexed indexedMetadataKey, string metadataKey, bytes metadataValue);
    /// @notice The agent's registration file URI changed.
    event URIUpdated(uint256 indexed agentId, string newURI, address indexed updatedBy);

    /// @notice Mints an agent to the caller with a registration file URI and extra metadata.
    function register(string calldata agentURI, MetadataEntry[] calldata metadata) external returns (uint256 agentId);
    /// @notice Mints an agent to the caller with a registration file URI.
    function register(string calldata agentURI) external returns (uint256 agentId);
    /// @notice Mints an agent to the caller; the URI is set later with `setAgentURI`.
    function register() external returns (uint256 agentId);
    /// @notice Replaces the registration file URI. Owner or operator only.
    function setAgentURI(uint256 agentId, string calldata newURI) external;
    /// @notice Reads on-chain metadata.
    function getMetadata(uint256 agentId, string memory metadataKey) external view returns (bytes memory);
    /// @notice Sets on-chain metadata (not the reserved `agentWallet` key). Owner or operator only.
    function setMetadata(uint256 agentId, string memory metadataKey, bytes memory metadataValue) external;
    /// @notice Sets the payment wallet, proven by the new wallet's EIP-712 (EOA) or ERC-1271 signature.
    function setAgentWallet(uint256 agentId, address newWallet, uint256 deadline, bytes calldata signature) external;
    /// @notice The agent's payment wallet (zero when cleared).
    function getAgentWallet(uint256 agentId) external view returns (address);
    /// @notice Clears the payment wallet. Owner or operator only.
    function unsetAgentWallet(uint256 agentId) external;
}
