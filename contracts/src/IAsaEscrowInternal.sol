// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

import {IAsaEscrowTypes} from "./IAsaEscrowTypes.sol";

/// @title The extension's internal entry points, which only AsaEscrow itself calls (its fallback refuses them)
interface IAsaEscrowInternal {
    /// @notice Registers the caller's agreement with `provider`, these evaluators and terms (registering and
    /// validating the terms the first time they are used) and returns `agreementId | termsId << 40`; an
    /// existing one is returned as is.
    function registerAgreement(
        address provider,
        address[] calldata evaluators,
        uint8 quorum,
        IAsaEscrowTypes.Terms calldata terms
    ) external returns (uint256 ids);

    /// @notice Performs the due action of a job other than closing a clean challenge window (expiry, a provider
    /// that never delivered, verification at the evaluation deadline, evaluator silence, an automatic dispute,
    /// a dispute default). The caller has checked that the job is due.
    function advanceDue(uint256 jobId) external;
}

/// @title The views unit's internal entry point, which only AsaEscrow itself calls (through the extension)
interface IAsaEscrowViewsInternal {
    /// @notice Reverts with the custom error whose selector `problem` is (one `submitResult` found in `result`
    /// of `evaluator`), with its arguments: the failure path of submitResult, kept off the hot path's code.
    function revertResult(bytes4 problem, IAsaEscrowTypes.Result calldata result, address evaluator) external view;
}
