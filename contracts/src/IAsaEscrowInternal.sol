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

    /// @notice Applies the provider's signed acceptance to a job created in the same call (its collateral is
    /// pulled from the provider's allowance).
    function acceptOnCreation(uint256 jobId, IAsaEscrowTypes.Acceptance calldata acceptance, bytes calldata signature)
        external;
}
