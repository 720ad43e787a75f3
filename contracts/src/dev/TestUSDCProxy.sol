// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

/// @title TestUSDCProxy: the dev token's upgradeable proxy, shaped like USDC's FiatTokenProxy
/// @notice Every call from anyone but the proxy admin is delegated to the implementation, so the token's
/// state lives here and its code in `TestUSDC`. The admin may only upgrade or hand over the proxy; it cannot
/// use the token through it (as on USDC, where the proxy admin is a key of its own).
/// @dev Same admin and implementation slots (the ZeppelinOS names), events and revert strings as USDC's
/// AdminUpgradeabilityProxy, so a token call pays what it pays on USDC: two cold slot reads, a cold
/// implementation account and a DELEGATECALL. Revert strings, not custom errors: this contract stands in for
/// deployed code whose failures are strings, and the tools under test must handle exactly those.
contract TestUSDCProxy {
    /// @dev keccak256("org.zeppelinos.proxy.implementation")
    bytes32 private constant _IMPLEMENTATION_SLOT = 0x7050c9e0f4ca769c69bd3a8ef740bc37934f8e2c036e5a723fd8ee048ed3f8c3;
    /// @dev keccak256("org.zeppelinos.proxy.admin")
    bytes32 private constant _ADMIN_SLOT = 0x10d6a54a4754c8869d6886b5f5d7fbfa5b4522237ea5c60d11bc4e7a1ff9390b;

    /// @notice The implementation was replaced.
    event Upgraded(address implementation);
    /// @notice The proxy admin was handed over.
    event AdminChanged(address previousAdmin, address newAdmin);

    /// @dev Runs the function for the admin; everyone else reaches the implementation's function of that name.
    modifier ifAdmin() {
        if (msg.sender == _admin()) {
            _;
        } else {
            _fallback();
        }
    }

    /// @param implementation_ The token implementation (a contract); the deployer becomes the proxy admin.
    constructor(address implementation_) {
        _setImplementation(implementation_);
        _setAdmin(msg.sender);
    }

    /// @notice Delegates the call to the implementation (never for the admin).
    fallback() external payable {
        _fallback();
    }

    /// @notice Plain ether transfers are delegated too (the token refuses them).
    receive() external payable {
        _fallback();
    }

    /// @notice The proxy admin.
    function admin() external view returns (address) {
        return _admin();
    }

    /// @notice The current implementation.
    function implementation() external view returns (address) {
        return _implementation();
    }

    /// @notice Hands the proxy over to `newAdmin`. Admin only.
    function changeAdmin(address newAdmin) external ifAdmin {
        require(newAdmin != address(0), "Cannot change the admin of a proxy to the zero address");
        emit AdminChanged(_admin(), newAdmin);
        _setAdmin(newAdmin);
    }

    /// @notice Points the proxy at `newImplementation`; balances and every other state stay. Admin only.
    function upgradeTo(address newImplementation) external ifAdmin {
        _upgradeTo(newImplementation);
    }

    /// @notice Upgrades, then calls the proxy itself with `data` (e.g. a new initializer). Admin only.
    function upgradeToAndCall(address newImplementation, bytes calldata data) external payable ifAdmin {
        _upgradeTo(newImplementation);
        (bool ok,) = address(this).call{value: msg.value}(data);
        require(ok);
    }

    function _fallback() private {
        require(msg.sender != _admin(), "Cannot call fallback function from the proxy admin");
        address impl = _implementation();
        assembly {
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), impl, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch ok
            case 0 { revert(0, returndatasize()) }
            default { return(0, returndatasize()) }
        }
    }

    function _upgradeTo(address newImplementation) private {
        _setImplementation(newImplementation);
        emit Upgraded(newImplementation);
    }

    function _setImplementation(address newImplementation) private {
        require(newImplementation.code.length > 0, "Cannot set a proxy implementation to a non-contract address");
        assembly {
            sstore(_IMPLEMENTATION_SLOT, newImplementation)
        }
    }

    function _implementation() private view returns (address impl) {
        assembly {
            impl := sload(_IMPLEMENTATION_SLOT)
        }
    }

    function _setAdmin(address newAdmin) private {
        assembly {
            sstore(_ADMIN_SLOT, newAdmin)
        }
    }

    function _admin() private view returns (address adm) {
        assembly {
            adm := sload(_ADMIN_SLOT)
        }
    }
}
