// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Permit.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";
import {Nonces} from "@openzeppelin/contracts/utils/Nonces.sol";

/// @title TestUSDC: a USDC-like token for dev chains and tests
/// @notice 6 decimals, EIP-2612 `permit`, EIP-3009 transfer/receive/cancel with authorization (ECDSA v,r,s
/// and bytes signatures, ERC-1271 signers too), a configurable EIP-712 name and version (USDC on Base:
/// "USD Coin"/"2"), and USDC's blacklist so tests can model a recipient whose transfers revert.
/// @dev Never deploy it to a real network: the minter can mint at will. As in USDC's FiatToken v2.2, an
/// account's blacklist flag shares the slot of its balance (bit 255), so gas measured against this token
/// matches USDC's storage profile: a transfer touches one slot per party.
contract TestUSDC is ERC20, IERC20Permit, EIP712, Nonces {
    /// @notice EIP-2612 permit type hash.
    bytes32 public constant PERMIT_TYPEHASH =
        keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)");
    /// @notice EIP-3009 type hashes.
    bytes32 public constant TRANSFER_WITH_AUTHORIZATION_TYPEHASH = keccak256(
        "TransferWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)"
    );
    /// @notice EIP-3009 receive type hash (the payee must be the caller).
    bytes32 public constant RECEIVE_WITH_AUTHORIZATION_TYPEHASH = keccak256(
        "ReceiveWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)"
    );
    /// @notice EIP-3009 cancel type hash.
    bytes32 public constant CANCEL_AUTHORIZATION_TYPEHASH =
        keccak256("CancelAuthorization(address authorizer,bytes32 nonce)");

    /// @notice The account allowed to mint and blacklist.
    address public immutable minter;

    mapping(address authorizer => mapping(bytes32 nonce => bool)) private _authorizationStates;
    /// @dev Bit 255: blacklisted; bits 0..254: balance.
    mapping(address account => uint256) private _balanceAndBlacklistState;
    uint256 private _supply;
    uint256 private constant _BLACKLIST_FLAG = 1 << 255;

    /// @notice An EIP-3009 authorization was used.
    event AuthorizationUsed(address indexed authorizer, bytes32 indexed nonce);
    /// @notice An EIP-3009 authorization was cancelled.
    event AuthorizationCanceled(address indexed authorizer, bytes32 indexed nonce);
    /// @notice An account was added to or removed from the blacklist.
    event BlacklistSet(address indexed account, bool blacklisted);

    error NotMinter(address caller);
    error SupplyCapExceeded();
    error Blacklisted(address account);
    error PermitExpired(uint256 deadline);
    error InvalidSigner(address expected);
    error AuthorizationNotYetValid(uint256 validAfter);
    error AuthorizationExpired(uint256 validBefore);
    error AuthorizationUsedOrCanceled(address authorizer, bytes32 nonce);
    error CallerMustBePayee(address caller, address payee);

    /// @param name_ Token name and EIP-712 domain name (e.g. "USD Coin").
    /// @param version_ EIP-712 domain version (e.g. "2").
    /// @param symbol_ Token symbol (e.g. "USDC").
    constructor(string memory name_, string memory version_, string memory symbol_)
        ERC20(name_, symbol_)
        EIP712(name_, version_)
    {
        minter = msg.sender;
    }

    /// @notice USDC has 6 decimals.
    function decimals() public pure override returns (uint8) {
        return 6;
    }

    /// @notice Mints `amount` to `to`. Minter only.
    function mint(address to, uint256 amount) external {
        if (msg.sender != minter) revert NotMinter(msg.sender);
        _mint(to, amount);
    }

    /// @notice Blacklists or clears `account`; transfers from or to a blacklisted account revert. Minter only.
    function setBlacklisted(address account, bool blacklisted) external {
        if (msg.sender != minter) revert NotMinter(msg.sender);
        uint256 state = _balanceAndBlacklistState[account];
        _balanceAndBlacklistState[account] = blacklisted ? state | _BLACKLIST_FLAG : state & ~_BLACKLIST_FLAG;
        emit BlacklistSet(account, blacklisted);
    }

    /// @notice Whether `account` is blacklisted.
    function isBlacklisted(address account) external view returns (bool) {
        return _balanceAndBlacklistState[account] & _BLACKLIST_FLAG != 0;
    }

    /// @inheritdoc ERC20
    function totalSupply() public view override returns (uint256) {
        return _supply;
    }

    /// @inheritdoc ERC20
    function balanceOf(address account) public view override returns (uint256) {
        return _balanceAndBlacklistState[account] & ~_BLACKLIST_FLAG;
    }

    /// @inheritdoc IERC20Permit
    function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external
    {
        if (block.timestamp > deadline) revert PermitExpired(deadline);
        bytes32 structHash = keccak256(abi.encode(PERMIT_TYPEHASH, owner, spender, value, _useNonce(owner), deadline));
        _requireSigner(owner, structHash, abi.encodePacked(r, s, v));
        _approve(owner, spender, value);
    }

    /// @inheritdoc IERC20Permit
    function nonces(address owner) public view override(IERC20Permit, Nonces) returns (uint256) {
        return super.nonces(owner);
    }

    /// @inheritdoc IERC20Permit
    // solhint-disable-next-line func-name-mixedcase
    function DOMAIN_SEPARATOR() external view returns (bytes32) {
        return _domainSeparatorV4();
    }

    /// @notice Whether the authorization `nonce` of `authorizer` was used or cancelled.
    function authorizationState(address authorizer, bytes32 nonce) external view returns (bool) {
        return _authorizationStates[authorizer][nonce];
    }

    /// @notice EIP-3009 transfer with a v,r,s signature.
    function transferWithAuthorization(
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external {
        _transferWithAuthorization(
            TRANSFER_WITH_AUTHORIZATION_TYPEHASH, from, to, value, validAfter, validBefore, nonce, abi.encodePacked(r, s, v)
        );
    }

    /// @notice EIP-3009 transfer with a bytes signature (ECDSA or ERC-1271), as USDC v2.2.
    function transferWithAuthorization(
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        bytes memory signature
    ) external {
        _transferWithAuthorization(
            TRANSFER_WITH_AUTHORIZATION_TYPEHASH, from, to, value, validAfter, validBefore, nonce, signature
        );
    }

    /// @notice EIP-3009 receive with a v,r,s signature; the caller must be the payee.
    function receiveWithAuthorization(
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external {
        if (to != msg.sender) revert CallerMustBePayee(msg.sender, to);
        _transferWithAuthorization(
            RECEIVE_WITH_AUTHORIZATION_TYPEHASH, from, to, value, validAfter, validBefore, nonce, abi.encodePacked(r, s, v)
        );
    }

    /// @notice EIP-3009 receive with a bytes signature; the caller must be the payee.
    function receiveWithAuthorization(
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        bytes memory signature
    ) external {
        if (to != msg.sender) revert CallerMustBePayee(msg.sender, to);
        _transferWithAuthorization(
            RECEIVE_WITH_AUTHORIZATION_TYPEHASH, from, to, value, validAfter, validBefore, nonce, signature
        );
    }

    /// @notice EIP-3009 cancel with a v,r,s signature.
    function cancelAuthorization(address authorizer, bytes32 nonce, uint8 v, bytes32 r, bytes32 s) external {
        _cancelAuthorization(authorizer, nonce, abi.encodePacked(r, s, v));
    }

    /// @notice EIP-3009 cancel with a bytes signature.
    function cancelAuthorization(address authorizer, bytes32 nonce, bytes memory signature) external {
        _cancelAuthorization(authorizer, nonce, signature);
    }

    function _transferWithAuthorization(
        bytes32 typeHash,
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        bytes memory signature
    ) private {
        if (block.timestamp <= validAfter) revert AuthorizationNotYetValid(validAfter);
        if (block.timestamp >= validBefore) revert AuthorizationExpired(validBefore);
        _useAuthorization(from, nonce);
        _requireSigner(from, keccak256(abi.encode(typeHash, from, to, value, validAfter, validBefore, nonce)), signature);
        emit AuthorizationUsed(from, nonce);
        _transfer(from, to, value);
    }

    function _cancelAuthorization(address authorizer, bytes32 nonce, bytes memory signature) private {
        _useAuthorization(authorizer, nonce);
        _requireSigner(authorizer, keccak256(abi.encode(CANCEL_AUTHORIZATION_TYPEHASH, authorizer, nonce)), signature);
        emit AuthorizationCanceled(authorizer, nonce);
    }

    function _useAuthorization(address authorizer, bytes32 nonce) private {
        if (_authorizationStates[authorizer][nonce]) revert AuthorizationUsedOrCanceled(authorizer, nonce);
        _authorizationStates[authorizer][nonce] = true;
    }

    function _requireSigner(address signer, bytes32 structHash, bytes memory signature) private view {
        if (!SignatureChecker.isValidSignatureNow(signer, _hashTypedDataV4(structHash), signature)) {
            revert InvalidSigner(signer);
        }
    }

    /// @dev ERC20's balance bookkeeping on the packed balance-and-blacklist words (supply stays below bit 255).
    function _update(address from, address to, uint256 value) internal override {
        if (from == address(0)) {
            _supply += value;
            if (_supply >= _BLACKLIST_FLAG) revert SupplyCapExceeded();
        } else {
            uint256 state = _balanceAndBlacklistState[from];
            if (state & _BLACKLIST_FLAG != 0) revert Blacklisted(from);
            if (state < value) revert ERC20InsufficientBalance(from, state, value);
            unchecked {
                _balanceAndBlacklistState[from] = state - value;
            }
        }
        if (to == address(0)) {
            unchecked {
                _supply -= value;
            }
        } else {
            uint256 state = _balanceAndBlacklistState[to];
            if (state & _BLACKLIST_FLAG != 0) revert Blacklisted(to);
            unchecked {
                _balanceAndBlacklistState[to] = state + value; // below bit 255: bounded by the supply
            }
        }
        emit Transfer(from, to, value);
    }
}
