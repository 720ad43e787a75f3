// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721URIStorage} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721URIStorage.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";
import {IIdentityRegistry} from "./IIdentityRegistry.sol";

/// @title IdentityRegistry: a dev deployment of the ERC-8004 Identity Registry
/// @notice Agents are ERC-721 tokens with URI storage, numbered from 0 like the authors' reference deployment.
/// The reserved `agentWallet` metadata key starts as the owner, changes only with the new wallet's EIP-712
/// (EOA) or ERC-1271 (contract) signature over AgentWalletSet, and is cleared when the agent is transferred.
contract IdentityRegistry is ERC721URIStorage, EIP712, IIdentityRegistry {
    /// @notice EIP-712 type of the new wallet's consent, as in the ERC authors' reference registry.
    bytes32 public constant AGENT_WALLET_SET_TYPEHASH =
        keccak256("AgentWalletSet(uint256 agentId,address newWallet,address owner,uint256 deadline)");
    /// @notice How far in the future a wallet consent's deadline may lie.
    uint256 public constant MAX_DEADLINE_DELAY = 5 minutes;

    string private constant AGENT_WALLET_KEY = "agentWallet";
    bytes32 private constant AGENT_WALLET_KEY_HASH = keccak256("agentWallet");

    uint256 private _nextId;
    mapping(uint256 agentId => mapping(string key => bytes value)) private _metadata;

    /// @notice The caller is neither the agent's owner nor an approved operator.
    error NotAgentOperator(uint256 agentId, address caller);
    /// @notice `agentWallet` is set only through setAgentWallet.
    error ReservedMetadataKey();
    /// @notice The new wallet is the zero address.
    error ZeroWallet();
    /// @notice The wallet consent's deadline has passed or lies too far ahead.
    error BadDeadline(uint256 deadline);
    /// @notice The signature is not the new wallet's consent.
    error InvalidWalletSignature(address newWallet);

    constructor() ERC721("AgentIdentity", "AGENT") EIP712("ERC8004IdentityRegistry", "1") {}

    /// @inheritdoc IIdentityRegistry
    function register(string calldata agentURI, MetadataEntry[] calldata metadata) external returns (uint256 agentId) {
        agentId = _register(agentURI, metadata);
    }

    /// @inheritdoc IIdentityRegistry
    function register(string calldata agentURI) external returns (uint256 agentId) {
        agentId = _register(agentURI, new MetadataEntry[](0));
    }

    /// @inheritdoc IIdentityRegistry
    function register() external returns (uint256 agentId) {
        agentId = _register("", new MetadataEntry[](0));
    }

    /// @inheritdoc IIdentityRegistry
    function setAgentURI(uint256 agentId, string calldata newURI) external {
        _checkOperator(agentId);
        _setTokenURI(agentId, newURI);
        emit URIUpdated(agentId, newURI, msg.sender);
    }

    /// @inheritdoc IIdentityRegistry
    function getMetadata(uint256 agentId, string memory metadataKey) external view returns (bytes memory) {
        return _metadata[agentId][metadataKey];
    }

    /// @inheritdoc IIdentityRegistry
    function setMetadata(uint256 agentId, string memory metadataKey, bytes memory metadataValue) external {
        _checkOperator(agentId);
        _setMetadata(agentId, metadataKey, metadataValue);
    }

    /// @inheritdoc IIdentityRegistry
    function setAgentWallet(uint256 agentId, address newWallet, uint256 deadline, bytes calldata signature) external {
        address owner = _checkOperator(agentId);
        if (newWallet == address(0)) revert ZeroWallet();
        if (block.timestamp > deadline || deadline > block.timestamp + MAX_DEADLINE_DELAY) revert BadDeadline(deadline);
        bytes32 digest = _hashTypedDataV4(keccak256(abi.encode(AGENT_WALLET_SET_TYPEHASH, agentId, newWallet, owner, deadline)));
        if (!SignatureChecker.isValidSignatureNow(newWallet, digest, signature)) revert InvalidWalletSignature(newWallet);
        _writeWallet(agentId, abi.encodePacked(newWallet));
    }

    /// @inheritdoc IIdentityRegistry
    function getAgentWallet(uint256 agentId) external view returns (address) {
        return address(bytes20(_metadata[agentId][AGENT_WALLET_KEY]));
    }

    /// @inheritdoc IIdentityRegistry
    function unsetAgentWallet(uint256 agentId) external {
        _checkOperator(agentId);
        _writeWallet(agentId, "");
    }

    /// @notice Whether `spender` is the owner of `agentId` or an approved operator; reverts for an unknown agent.
    function isAuthorizedOrOwner(address spender, uint256 agentId) external view returns (bool) {
        return _isAuthorized(ownerOf(agentId), spender, agentId);
    }

    /// @dev Effects first, the receiver hook of _safeMint last (checks-effects-interactions).
    function _register(string memory agentURI, MetadataEntry[] memory metadata) private returns (uint256 agentId) {
        agentId = _nextId++;
        if (bytes(agentURI).length > 0) _setTokenURI(agentId, agentURI);
        emit Registered(agentId, agentURI, msg.sender);
        _writeWallet(agentId, abi.encodePacked(msg.sender));
        for (uint256 i; i < metadata.length; ++i) {
            _setMetadata(agentId, metadata[i].metadataKey, metadata[i].metadataValue);
        }
        _safeMint(msg.sender, agentId);
    }

    function _setMetadata(uint256 agentId, string memory key, bytes memory value) private {
        if (keccak256(bytes(key)) == AGENT_WALLET_KEY_HASH) revert ReservedMetadataKey();
        _metadata[agentId][key] = value;
        emit MetadataSet(agentId, key, key, value);
    }

    function _writeWallet(uint256 agentId, bytes memory value) private {
        _metadata[agentId][AGENT_WALLET_KEY] = value;
        emit MetadataSet(agentId, AGENT_WALLET_KEY, AGENT_WALLET_KEY, value);
    }

    function _checkOperator(uint256 agentId) private view returns (address owner) {
        owner = ownerOf(agentId);
        if (!_isAuthorized(owner, msg.sender, agentId)) revert NotAgentOperator(agentId, msg.sender);
    }

    /// @dev A transfer (not a mint or burn) clears the wallet: the new owner must prove one again (ERC-8004).
    function _update(address to, uint256 tokenId, address auth) internal override returns (address) {
        address from = _ownerOf(tokenId);
        if (from != address(0) && to != address(0)) _writeWallet(tokenId, "");
        return super._update(to, tokenId, auth);
    }
}
