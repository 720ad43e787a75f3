// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

import {IdentityRegistry} from "./IdentityRegistry.sol";

/// @title ValidationRegistry: a dev deployment of the ERC-8004 Validation Registry
/// @notice An agent's owner or operator requests validation from a validator address; only that validator
/// responds, with 0-100, as often as it likes (the last response is stored).
contract ValidationRegistry {
    struct Status {
        address validatorAddress;
        uint8 response;
        bool hasResponse;
        bytes32 responseHash;
        uint256 agentId;
        uint256 lastUpdate;
        string tag;
    }

    address private immutable _deployer;
    address private _identityRegistry;
    mapping(bytes32 requestHash => Status) private _status;
    mapping(uint256 agentId => bytes32[]) private _agentValidations;
    mapping(address validator => bytes32[]) private _validatorRequests;

    /// @notice ERC-8004 request event.
    event ValidationRequest(address indexed validatorAddress, uint256 indexed agentId, string requestURI, bytes32 indexed requestHash);
    /// @notice ERC-8004 response event.
    event ValidationResponse(
        address indexed validatorAddress,
        uint256 indexed agentId,
        bytes32 indexed requestHash,
        uint8 response,
        string responseURI,
        bytes32 responseHash,
        string tag
    );
    /// @notice The identity registry was set (once).
    event Initialized(address identityRegistry);

    /// @notice initialize was called twice, by someone else than the deployer, or with the zero address.
    error BadInitialization();
    /// @notice The caller is neither the agent's owner nor an approved operator.
    error NotAgentOperator(uint256 agentId, address caller);
    /// @notice A request needs a validator and a request hash, and a hash is requested once.
    error BadRequest(bytes32 requestHash);
    /// @notice No request with this hash.
    error UnknownRequest(bytes32 requestHash);
    /// @notice Only the request's validator responds.
    error NotValidator(bytes32 requestHash, address caller);
    /// @notice A response is 0-100.
    error ResponseOutOfRange(uint8 response);

    constructor() {
        _deployer = msg.sender;
    }

    /// @notice Sets the Identity Registry (ERC-8004 `initialize(address identityRegistry_)`). Deployer, once.
    function initialize(address identityRegistry_) external {
        if (msg.sender != _deployer || _identityRegistry != address(0) || identityRegistry_ == address(0)) {
            revert BadInitialization();
        }
        _identityRegistry = identityRegistry_;
        emit Initialized(identityRegistry_);
    }

    /// @notice The Identity Registry whose agents are validated here.
    function getIdentityRegistry() external view returns (address identityRegistry) {
        return _identityRegistry;
    }

    /// @notice Asks `validatorAddress` to validate `agentId`'s work described at `requestURI`. Owner or operator.
    function validationRequest(address validatorAddress, uint256 agentId, string calldata requestURI, bytes32 requestHash)
        external
    {
        if (!IdentityRegistry(_identityRegistry).isAuthorizedOrOwner(msg.sender, agentId)) {
            revert NotAgentOperator(agentId, msg.sender);
        }
        if (validatorAddress == address(0) || requestHash == bytes32(0) || _status[requestHash].validatorAddress != address(0)) {
            revert BadRequest(requestHash);
        }
        Status storage s = _status[requestHash];
        s.validatorAddress = validatorAddress;
        s.agentId = agentId;
        s.lastUpdate = block.timestamp;
        _agentValidations[agentId].push(requestHash);
        _validatorRequests[validatorAddress].push(requestHash);
        emit ValidationRequest(validatorAddress, agentId, requestURI, requestHash);
    }

    /// @notice The request's validator records its verdict (0 failed ... 100 passed).
    function validationResponse(
        bytes32 requestHash,
        uint8 response,
        string calldata responseURI,
        bytes32 responseHash,
        string calldata tag
    ) external {
        Status storage s = _status[requestHash];
        if (s.validatorAddress == address(0)) revert UnknownRequest(requestHash);
        if (msg.sender != s.validatorAddress) revert NotValidator(requestHash, msg.sender);
        if (response > 100) revert ResponseOutOfRange(response);
        s.response = response;
        s.hasResponse = true;
        s.responseHash = responseHash;
        s.tag = tag;
        s.lastUpdate = block.timestamp;
        emit ValidationResponse(msg.sender, s.agentId, requestHash, response, responseURI, responseHash, tag);
    }

    /// @notice The stored state of a request.
    function getValidationStatus(bytes32 requestHash)
        external
        view
        returns (address validatorAddress, uint256 agentId, uint8 response, bytes32 responseHash, string memory tag, uint256 lastUpdate)
    {
        Status storage s = _status[requestHash];
        if (s.validatorAddress == address(0)) revert UnknownRequest(requestHash);
        return (s.validatorAddress, s.agentId, s.response, s.responseHash, s.tag, s.lastUpdate);
    }

    /// @notice Count and average response of `agentId`'s answered requests, by `validatorAddresses` (empty: any)
    /// and `tag` (empty: any).
    function getSummary(uint256 agentId, address[] calldata validatorAddresses, string calldata tag)
        external
        view
        returns (uint64 count, uint8 averageResponse)
    {
        bytes32[] storage hashes = _agentValidations[agentId];
        uint256 sum;
        for (uint256 i; i < hashes.length; ++i) {
            Status storage s = _status[hashes[i]];
            if (!s.hasResponse) continue;
            if (bytes(tag).length > 0 && keccak256(bytes(tag)) != keccak256(bytes(s.tag))) continue;
            if (validatorAddresses.length > 0) {
                bool listed;
                for (uint256 k; k < validatorAddresses.length && !listed; ++k) {
                    listed = validatorAddresses[k] == s.validatorAddress;
                }
                if (!listed) continue;
            }
            sum += s.response;
            ++count;
        }
        if (count > 0) averageResponse = uint8(sum / count);
    }

    /// @notice Every request hash of `agentId`.
    function getAgentValidations(uint256 agentId) external view returns (bytes32[] memory requestHashes) {
        return _agentValidations[agentId];
    }

    /// @notice Every request hash addressed to `validatorAddress`.
    function getValidatorRequests(address validatorAddress) external view returns (bytes32[] memory requestHashes) {
        return _validatorRequests[validatorAddress];
    }
}
