// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

import {IEvaluatorPoolViews} from "./IEvaluatorPool.sol";
import {EvaluatorPoolStorage} from "./EvaluatorPoolStorage.sol";

/// @title EvaluatorPoolViews: the evaluator pool's read functions
/// @notice Call these on the pool's address: the pool runs this code with DELEGATECALL from its fallback, in its
/// own storage. Called directly, this contract reads its own storage, which is empty.
contract EvaluatorPoolViews is IEvaluatorPoolViews, EvaluatorPoolStorage {
    /// @inheritdoc IEvaluatorPoolViews
    function config() external view returns (Config memory) {
        return _cfg;
    }

    /// @inheritdoc IEvaluatorPoolViews
    function entry(address evaluator, bytes32 serviceType) external view returns (Entry memory) {
        return _entries[evaluator][serviceType];
    }

    /// @inheritdoc IEvaluatorPoolViews
    function qualified(bytes32 serviceType) external view returns (address[] memory) {
        return _qualified[serviceType];
    }

    /// @inheritdoc IEvaluatorPoolViews
    function policyOf(bytes32 policyId) external view returns (Policy memory) {
        return _policies[policyId];
    }

    /// @inheritdoc IEvaluatorPoolViews
    function seatInfo(address seat) external view returns (bool known, bytes32 policyId, Role role) {
        if (_seatRole[seat] == 0) return (false, bytes32(0), Role.Evaluators);
        (policyId, role) = _seat(seat);
        known = true;
    }

    /// @inheritdoc IEvaluatorPoolViews
    function assignmentOf(address seat, uint256 jobId) external view returns (Assignment memory) {
        return _assignments[seat][jobId];
    }

    /// @inheritdoc IEvaluatorPoolViews
    function negotiationOf(address seat, uint256 jobId) external view returns (Negotiation memory) {
        return _negotiations[seat][jobId];
    }
}
