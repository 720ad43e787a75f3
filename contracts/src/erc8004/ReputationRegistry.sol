// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

import {IdentityRegistry} from "./IdentityRegistry.sol";

/// @title ReputationRegistry: a dev deployment of the ERC-8004 Reputation Registry
/// @notice Any client except the agent's owner or operators gives feedback: a signed fixed-point value with 0-18
/// decimals and optional tags; endpoint, URI and hash are only emitted. Feedback indexes count from 1 per client.
contract ReputationRegistry {
    /// @notice The largest magnitude of a feedback value (keeps the summary's 18-decimal sum in range).
    int128 public constant MAX_ABS_VALUE = 1e38;

    struct Feedback {
        int128 value;
        uint8 valueDecimals;
        bool isRevoked;
        string tag1;
        string tag2;
    }

    address private immutable _deployer;
    address private _identityRegistry;
    mapping(uint256 agentId => mapping(address client => mapping(uint64 index => Feedback))) private _feedback;
    mapping(uint256 agentId => mapping(address client => uint64)) private _lastIndex;
    mapping(uint256 agentId => address[]) private _clients;
    mapping(uint256 agentId => mapping(address client => mapping(uint64 index => mapping(address responder => uint64))))
        private _responseCount;
    mapping(uint256 agentId => mapping(address client => mapping(uint64 index => address[]))) private _responders;

    /// @notice ERC-8004 feedback event.
    event NewFeedback(
        uint256 indexed agentId,
        address indexed clientAddress,
        uint64 feedbackIndex,
        int128 value,
        uint8 valueDecimals,
        string indexed indexedTag1,
        string tag1,
        string tag2,
        string endpoint,
        string feedbackURI,
        bytes32 feedbackHash
    );
    /// @notice A client revoked one of its feedbacks.
    event FeedbackRevoked(uint256 indexed agentId, address indexed clientAddress, uint64 indexed feedbackIndex);
    /// @notice Someone appended a response to a feedback.
    event ResponseAppended(
        uint256 indexed agentId,
        address indexed clientAddress,
        uint64 feedbackIndex,
        address indexed responder,
        string responseURI,
        bytes32 responseHash
    );
    /// @notice The identity registry was set (once).
    event Initialized(address identityRegistry);

    /// @notice initialize was called twice, by someone else than the deployer, or with the zero address.
    error BadInitialization();
    /// @notice valueDecimals above 18.
    error TooManyDecimals(uint8 valueDecimals);
    /// @notice |value| above MAX_ABS_VALUE.
    error ValueTooLarge(int128 value);
    /// @notice The agent's owner or operator may not give it feedback.
    error SelfFeedback(uint256 agentId, address caller);
    /// @notice No feedback with this index (indexes start at 1).
    error UnknownFeedback(uint256 agentId, address clientAddress, uint64 feedbackIndex);
    /// @notice The feedback is already revoked.
    error AlreadyRevoked(uint256 agentId, uint64 feedbackIndex);
    /// @notice A response needs a URI.
    error EmptyResponseURI();
    /// @notice getSummary needs a non-empty client list (ERC-8004: unfiltered summaries invite Sybil feedback).
    error ClientAddressesRequired();

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

    /// @notice The Identity Registry whose agents receive feedback here.
    function getIdentityRegistry() external view returns (address identityRegistry) {
        return _identityRegistry;
    }

    /// @notice Records the caller's feedback for `agentId`; refuses the agent's owner and operators.
    function giveFeedback(
        uint256 agentId,
        int128 value,
        uint8 valueDecimals,
        string calldata tag1,
        string calldata tag2,
        string calldata endpoint,
        string calldata feedbackURI,
        bytes32 feedbackHash
    ) external {
        if (valueDecimals > 18) revert TooManyDecimals(valueDecimals);
        if (value > MAX_ABS_VALUE || value < -MAX_ABS_VALUE) revert ValueTooLarge(value);
        // Reverts for an agent that does not exist.
        if (IdentityRegistry(_identityRegistry).isAuthorizedOrOwner(msg.sender, agentId)) {
            revert SelfFeedback(agentId, msg.sender);
        }
        uint64 index = ++_lastIndex[agentId][msg.sender];
        if (index == 1) _clients[agentId].push(msg.sender);
        _feedback[agentId][msg.sender][index] = Feedback(value, valueDecimals, false, tag1, tag2);
        emit NewFeedback(agentId, msg.sender, index, value, valueDecimals, tag1, tag1, tag2, endpoint, feedbackURI, feedbackHash);
    }

    /// @notice Revokes the caller's feedback `feedbackIndex` for `agentId`.
    function revokeFeedback(uint256 agentId, uint64 feedbackIndex) external {
        Feedback storage f = _existing(agentId, msg.sender, feedbackIndex);
        if (f.isRevoked) revert AlreadyRevoked(agentId, feedbackIndex);
        f.isRevoked = true;
        emit FeedbackRevoked(agentId, msg.sender, feedbackIndex);
    }

    /// @notice Appends a response (anyone) to a feedback.
    function appendResponse(
        uint256 agentId,
        address clientAddress,
        uint64 feedbackIndex,
        string calldata responseURI,
        bytes32 responseHash
    ) external {
        _existing(agentId, clientAddress, feedbackIndex);
        if (bytes(responseURI).length == 0) revert EmptyResponseURI();
        if (_responseCount[agentId][clientAddress][feedbackIndex][msg.sender]++ == 0) {
            _responders[agentId][clientAddress][feedbackIndex].push(msg.sender);
        }
        emit ResponseAppended(agentId, clientAddress, feedbackIndex, msg.sender, responseURI, responseHash);
    }

    /// @notice Count and average of the unrevoked feedback of `clientAddresses` (required) matching the tags
    /// (empty: any). The average is computed at 18 decimals and given at the most common decimals of the matches.
    function getSummary(uint256 agentId, address[] calldata clientAddresses, string calldata tag1, string calldata tag2)
        external
        view
        returns (uint64 count, int128 summaryValue, uint8 summaryValueDecimals)
    {
        if (clientAddresses.length == 0) revert ClientAddressesRequired();
        int256 sum;
        uint64[19] memory perDecimals;
        for (uint256 i; i < clientAddresses.length; ++i) {
            uint64 last = _lastIndex[agentId][clientAddresses[i]];
            for (uint64 j = 1; j <= last; ++j) {
                Feedback storage f = _feedback[agentId][clientAddresses[i]][j];
                if (f.isRevoked || !_matches(f, tag1, tag2)) continue;
                sum += int256(f.value) * int256(10 ** (18 - uint256(f.valueDecimals)));
                ++perDecimals[f.valueDecimals];
                ++count;
            }
        }
        if (count == 0) return (0, 0, 0);
        uint64 most;
        for (uint8 d; d <= 18; ++d) {
            if (perDecimals[d] > most) (most, summaryValueDecimals) = (perDecimals[d], d);
        }
        summaryValue = int128((sum / int256(uint256(count))) / int256(10 ** (18 - uint256(summaryValueDecimals))));
    }

    /// @notice One stored feedback.
    function readFeedback(uint256 agentId, address clientAddress, uint64 feedbackIndex)
        external
        view
        returns (int128 value, uint8 valueDecimals, string memory tag1, string memory tag2, bool isRevoked)
    {
        Feedback storage f = _existing(agentId, clientAddress, feedbackIndex);
        return (f.value, f.valueDecimals, f.tag1, f.tag2, f.isRevoked);
    }

    /// @notice All feedback of `clientAddresses` (empty: every client) matching the tags (empty: any).
    function readAllFeedback(
        uint256 agentId,
        address[] calldata clientAddresses,
        string calldata tag1,
        string calldata tag2,
        bool includeRevoked
    )
        external
        view
        returns (
            address[] memory clients,
            uint64[] memory feedbackIndexes,
            int128[] memory values,
            uint8[] memory valueDecimals,
            string[] memory tag1s,
            string[] memory tag2s,
            bool[] memory revokedStatuses
        )
    {
        address[] memory list = clientAddresses;
        if (list.length == 0) list = _clients[agentId];
        uint256 n;
        for (uint256 pass; pass < 2; ++pass) {
            if (pass == 1) {
                clients = new address[](n);
                feedbackIndexes = new uint64[](n);
                values = new int128[](n);
                valueDecimals = new uint8[](n);
                tag1s = new string[](n);
                tag2s = new string[](n);
                revokedStatuses = new bool[](n);
                n = 0;
            }
            for (uint256 i; i < list.length; ++i) {
                uint64 last = _lastIndex[agentId][list[i]];
                for (uint64 j = 1; j <= last; ++j) {
                    Feedback storage f = _feedback[agentId][list[i]][j];
                    if ((f.isRevoked && !includeRevoked) || !_matches(f, tag1, tag2)) continue;
                    if (pass == 1) {
                        clients[n] = list[i];
                        feedbackIndexes[n] = j;
                        values[n] = f.value;
                        valueDecimals[n] = f.valueDecimals;
                        tag1s[n] = f.tag1;
                        tag2s[n] = f.tag2;
                        revokedStatuses[n] = f.isRevoked;
                    }
                    ++n;
                }
            }
        }
    }

    /// @notice Responses to a feedback (clientAddress zero: all clients; feedbackIndex 0: all of the client's),
    /// counted for `responders` (empty: everyone).
    function getResponseCount(uint256 agentId, address clientAddress, uint64 feedbackIndex, address[] calldata responders)
        external
        view
        returns (uint64 count)
    {
        address[] memory list;
        if (clientAddress == address(0)) {
            list = _clients[agentId];
        } else {
            list = new address[](1);
            list[0] = clientAddress;
        }
        for (uint256 i; i < list.length; ++i) {
            (uint64 from, uint64 to) = feedbackIndex == 0 ? (1, _lastIndex[agentId][list[i]]) : (feedbackIndex, feedbackIndex);
            for (uint64 j = from; j <= to; ++j) {
                address[] memory who = responders;
                if (who.length == 0) who = _responders[agentId][list[i]][j];
                for (uint256 k; k < who.length; ++k) {
                    count += _responseCount[agentId][list[i]][j][who[k]];
                }
            }
        }
    }

    /// @notice Every client that gave `agentId` feedback.
    function getClients(uint256 agentId) external view returns (address[] memory) {
        return _clients[agentId];
    }

    /// @notice The number of feedbacks `clientAddress` gave `agentId` (its last index).
    function getLastIndex(uint256 agentId, address clientAddress) external view returns (uint64) {
        return _lastIndex[agentId][clientAddress];
    }

    function _existing(uint256 agentId, address clientAddress, uint64 feedbackIndex) private view returns (Feedback storage) {
        if (feedbackIndex == 0 || feedbackIndex > _lastIndex[agentId][clientAddress]) {
            revert UnknownFeedback(agentId, clientAddress, feedbackIndex);
        }
        return _feedback[agentId][clientAddress][feedbackIndex];
    }

    function _matches(Feedback storage f, string calldata tag1, string calldata tag2) private view returns (bool) {
        return (bytes(tag1).length == 0 || keccak256(bytes(tag1)) == keccak256(bytes(f.tag1)))
            && (bytes(tag2).length == 0 || keccak256(bytes(tag2)) == keccak256(bytes(f.tag2)));
    }
}
