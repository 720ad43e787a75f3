// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

import {IEvaluatorPool} from "./IEvaluatorPool.sol";

/// @title EvaluatorPoolStorage: the evaluator pool's storage layout, shared by its two code units
/// @dev EvaluatorPool runs EvaluatorPoolViews with DELEGATECALL from its fallback (EIP-170 leaves no room for
/// both in one unit), so both inherit exactly this layout and nothing else that takes a storage slot; the build
/// refuses artifacts whose layouts differ.
abstract contract EvaluatorPoolStorage is IEvaluatorPool {
    /// @dev The fixed rules, written once by the constructor.
    Config internal _cfg;

    mapping(address evaluator => mapping(bytes32 serviceType => Entry)) internal _entries;
    mapping(bytes32 serviceType => address[]) internal _qualified;
    mapping(bytes32 policyId => Policy) internal _policies;
    mapping(address seat => bytes32) internal _seatPolicy;
    /// @dev 1 + the seat's role; 0: not a seat of this pool.
    mapping(address seat => uint8) internal _seatRole;
    mapping(address seat => mapping(uint256 jobId => Assignment)) internal _assignments;
    mapping(address seat => mapping(uint256 jobId => Negotiation)) internal _negotiations;
    /// @dev The seat that appointed a job's evaluators (so a backup or resolver draw can record them first).
    mapping(uint256 jobId => address) internal _evaluatorsSeat;
    mapping(bytes32 commitment => uint40) internal _canaryCommits;
    /// @dev Rotation: per provider the number of pool assignments of its jobs, and per (provider, evaluator)
    /// the assignment number of the evaluator's last one << 32 | its run of consecutive ones.
    mapping(address provider => uint64) internal _providerSeq;
    mapping(address provider => mapping(address evaluator => uint256)) internal _streaks;

    /// @dev A seat's policy id and role; reverts for an address that is not one of this pool's seats.
    function _seat(address seat) internal view returns (bytes32 policyId, Role role) {
        uint8 stored = _seatRole[seat];
        if (stored == 0) revert UnknownSeat(seat);
        return (_seatPolicy[seat], Role(stored - 1));
    }
}
