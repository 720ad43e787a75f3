// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ShortString, ShortStrings} from "@openzeppelin/contracts/utils/ShortStrings.sol";

import {TestUSDCSignatureChecker} from "./TestUSDCSignatureChecker.sol";

/// @title TestUSDC: the dev and test token, behaving and costing like USDC (Circle's FiatToken v2.2)
/// @notice Used behind a `TestUSDCProxy`, as USDC is behind its FiatTokenProxy. What USDC does, this does:
/// 6 decimals; owner, master minter, minters with allowances, pauser, blacklister and rescuer roles (on a
/// dev chain one admin may hold them all); `pause` stops every transfer, approval, permit and authorization;
/// a blacklisted account can neither send nor receive; EIP-2612 `permit` and EIP-3009
/// transfer/receive/cancel with authorization, each with (v, r, s) or a bytes signature, ERC-1271 signers
/// included; the EIP-712 domain is (name, version, chain id, this proxy). The revert strings and events are
/// USDC's, so code tested against this token meets on Base the same failures it met here.
/// @dev Never deploy it to a real network: the master minter can mint at will. The storage layout is USDC's
/// slot for slot (balances at slot 9, allowances at 10, authorization states at 16, permit nonces at 17;
/// unused legacy slots kept), an account's blacklist flag is bit 255 of its balance word, every check reads
/// what USDC's reads, and signatures are checked by an external linked library: gas measured against this
/// token is what the same calls cost on USDC.
contract TestUSDC is IERC20 {
    using SafeERC20 for IERC20;
    using ShortStrings for *;

    /// @notice keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)")
    bytes32 public constant PERMIT_TYPEHASH = keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)");
    /// @notice EIP-3009 transfer type hash.
    bytes32 public constant TRANSFER_WITH_AUTHORIZATION_TYPEHASH = keccak256(
        "TransferWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)"
    );
    /// @notice EIP-3009 receive type hash (the payee must be the caller).
    bytes32 public constant RECEIVE_WITH_AUTHORIZATION_TYPEHASH = keccak256(
        "ReceiveWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)"
    );
    /// @notice EIP-3009 cancel type hash.
    bytes32 public constant CANCEL_AUTHORIZATION_TYPEHASH = keccak256("CancelAuthorization(address authorizer,bytes32 nonce)");

    bytes32 private constant _DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    uint256 private constant _BLACKLIST_FLAG = 1 << 255;
    uint256 private constant _MAX_BALANCE = (1 << 255) - 1;
    /// @dev USDC v2.2's initializer version; also locks the bare implementation.
    uint8 private constant _INITIALIZED_VERSION = 3;

    // Storage, in USDC's order (one comment per slot).
    address private _owner; // 0
    /// @notice The account that may pause and unpause.
    address public pauser; // 1 (packed with `paused`)
    /// @notice Whether transfers, approvals and authorizations are stopped.
    bool public paused; // 1
    /// @notice The account that may blacklist and unblacklist.
    address public blacklister; // 2
    mapping(address => bool) private _legacyBlacklisted; // 3: the v1 blacklist, unused since v2.2
    /// @notice Token name, also the EIP-712 domain name (USDC on Base: "USD Coin").
    string public name; // 4
    /// @notice Token symbol.
    string public symbol; // 5
    /// @notice Decimals (6, as USDC).
    uint8 public decimals; // 6
    /// @notice The fiat currency the token stands for ("USD").
    string public currency; // 7
    /// @notice The account that configures minters.
    address public masterMinter; // 8 (packed with `_initialized`)
    bool private _initialized; // 8
    /// @dev Bit 255: blacklisted; bits 0..254: balance.
    mapping(address => uint256) private _balanceAndBlacklistStates; // 9
    mapping(address => mapping(address => uint256)) private _allowed; // 10
    uint256 private _totalSupply; // 11
    mapping(address => bool) private _minters; // 12
    mapping(address => uint256) private _minterAllowed; // 13
    address private _rescuer; // 14
    bytes32 private _legacyDomainSeparator; // 15: the cached separator of v2.0/v2.1, unused since v2.2
    mapping(address => mapping(bytes32 => bool)) private _authorizationStates; // 16
    mapping(address => uint256) private _permitNonces; // 17
    uint8 private _initializedVersion; // 18

    /// @dev The EIP-712 domain version lives in the implementation's code (USDC hard-codes "2"), not in a slot.
    ShortString private immutable _version;

    /// @notice Ownership was transferred.
    event OwnershipTransferred(address previousOwner, address newOwner);
    /// @notice Transfers were stopped.
    event Pause();
    /// @notice Transfers were resumed.
    event Unpause();
    /// @notice The pauser changed.
    event PauserChanged(address indexed newAddress);
    /// @notice `_account` was blacklisted.
    event Blacklisted(address indexed _account);
    /// @notice `_account` was removed from the blacklist.
    event UnBlacklisted(address indexed _account);
    /// @notice The blacklister changed.
    event BlacklisterChanged(address indexed newBlacklister);
    /// @notice `minter` minted `amount` to `to`.
    event Mint(address indexed minter, address indexed to, uint256 amount);
    /// @notice `burner` burned `amount`.
    event Burn(address indexed burner, uint256 amount);
    /// @notice `minter` may now mint up to `minterAllowedAmount`.
    event MinterConfigured(address indexed minter, uint256 minterAllowedAmount);
    /// @notice `oldMinter` may no longer mint.
    event MinterRemoved(address indexed oldMinter);
    /// @notice The master minter changed.
    event MasterMinterChanged(address indexed newMasterMinter);
    /// @notice The rescuer changed.
    event RescuerChanged(address indexed newRescuer);
    /// @notice An EIP-3009 authorization was used.
    event AuthorizationUsed(address indexed authorizer, bytes32 indexed nonce);
    /// @notice An EIP-3009 authorization was cancelled.
    event AuthorizationCanceled(address indexed authorizer, bytes32 indexed nonce);

    modifier onlyOwner() {
        require(msg.sender == _owner, "Ownable: caller is not the owner");
        _;
    }

    modifier onlyPauser() {
        require(msg.sender == pauser, "Pausable: caller is not the pauser");
        _;
    }

    modifier whenNotPaused() {
        require(!paused, "Pausable: paused");
        _;
    }

    modifier onlyBlacklister() {
        require(msg.sender == blacklister, "Blacklistable: caller is not the blacklister");
        _;
    }

    modifier notBlacklisted(address account) {
        require(!_isBlacklisted(account), "Blacklistable: account is blacklisted");
        _;
    }

    modifier onlyMasterMinter() {
        require(msg.sender == masterMinter, "FiatToken: caller is not the masterMinter");
        _;
    }

    modifier onlyMinters() {
        require(_minters[msg.sender], "FiatToken: caller is not a minter");
        _;
    }

    modifier onlyRescuer() {
        require(msg.sender == _rescuer, "Rescuable: caller is not the rescuer");
        _;
    }

    /// @param version_ The EIP-712 domain version (USDC: "2").
    /// @dev The bare implementation is locked; only a proxy's storage is ever initialized.
    constructor(string memory version_) {
        _version = version_.toShortString();
        _initialized = true;
        _initializedVersion = _INITIALIZED_VERSION;
    }

    // ---- Setup and roles ----

    /// @notice Initializes the token behind a proxy, once; the result is USDC after its v2.2 upgrade
    /// (the token's own address blacklisted, so nothing can be sent to it).
    /// @param tokenName Name and EIP-712 domain name (e.g. "USD Coin").
    /// @param tokenSymbol Symbol (e.g. "USDC").
    /// @param tokenCurrency Fiat currency (e.g. "USD").
    /// @param tokenDecimals Decimals (USDC: 6).
    /// @param newMasterMinter Configures minters.
    /// @param newPauser Pauses and unpauses.
    /// @param newBlacklister Blacklists and unblacklists.
    /// @param newOwner Changes the roles.
    function initialize(
        string memory tokenName,
        string memory tokenSymbol,
        string memory tokenCurrency,
        uint8 tokenDecimals,
        address newMasterMinter,
        address newPauser,
        address newBlacklister,
        address newOwner
    ) external {
        require(!_initialized, "FiatToken: contract is already initialized");
        require(newMasterMinter != address(0), "FiatToken: new masterMinter is the zero address");
        require(newPauser != address(0), "FiatToken: new pauser is the zero address");
        require(newBlacklister != address(0), "FiatToken: new blacklister is the zero address");
        require(newOwner != address(0), "FiatToken: new owner is the zero address");
        name = tokenName;
        symbol = tokenSymbol;
        currency = tokenCurrency;
        decimals = tokenDecimals;
        masterMinter = newMasterMinter;
        pauser = newPauser;
        blacklister = newBlacklister;
        _owner = newOwner;
        _initialized = true;
        _balanceAndBlacklistStates[address(this)] |= _BLACKLIST_FLAG;
        _initializedVersion = _INITIALIZED_VERSION;
    }

    /// @notice The owner, who assigns the other roles.
    function owner() external view returns (address) {
        return _owner;
    }

    /// @notice Hands ownership to `newOwner`. Owner only.
    function transferOwnership(address newOwner) external onlyOwner {
        require(newOwner != address(0), "Ownable: new owner is the zero address");
        emit OwnershipTransferred(_owner, newOwner);
        _owner = newOwner;
    }

    /// @notice Stops transfers, approvals, permits and authorizations. Pauser only.
    function pause() external onlyPauser {
        paused = true;
        emit Pause();
    }

    /// @notice Resumes them. Pauser only.
    function unpause() external onlyPauser {
        paused = false;
        emit Unpause();
    }

    /// @notice Changes the pauser. Owner only.
    function updatePauser(address newPauser) external onlyOwner {
        require(newPauser != address(0), "Pausable: new pauser is the zero address");
        pauser = newPauser;
        emit PauserChanged(newPauser);
    }

    /// @notice Whether `account` is blacklisted.
    function isBlacklisted(address account) external view returns (bool) {
        return _isBlacklisted(account);
    }

    /// @notice Blacklists `account`: it can no longer send, receive, approve or be approved. Blacklister only.
    function blacklist(address account) external onlyBlacklister {
        _balanceAndBlacklistStates[account] |= _BLACKLIST_FLAG;
        emit Blacklisted(account);
    }

    /// @notice Removes `account` from the blacklist. Blacklister only.
    function unBlacklist(address account) external onlyBlacklister {
        _balanceAndBlacklistStates[account] = _balanceOf(account);
        emit UnBlacklisted(account);
    }

    /// @notice Changes the blacklister. Owner only.
    function updateBlacklister(address newBlacklister) external onlyOwner {
        require(newBlacklister != address(0), "Blacklistable: new blacklister is the zero address");
        blacklister = newBlacklister;
        emit BlacklisterChanged(newBlacklister);
    }

    /// @notice Changes the master minter. Owner only.
    function updateMasterMinter(address newMasterMinter) external onlyOwner {
        require(newMasterMinter != address(0), "FiatToken: new masterMinter is the zero address");
        masterMinter = newMasterMinter;
        emit MasterMinterChanged(newMasterMinter);
    }

    /// @notice Lets `minter` mint up to `minterAllowedAmount`. Master minter only.
    function configureMinter(address minter, uint256 minterAllowedAmount) external whenNotPaused onlyMasterMinter returns (bool) {
        _minters[minter] = true;
        _minterAllowed[minter] = minterAllowedAmount;
        emit MinterConfigured(minter, minterAllowedAmount);
        return true;
    }

    /// @notice Stops `minter` from minting. Master minter only.
    function removeMinter(address minter) external onlyMasterMinter returns (bool) {
        _minters[minter] = false;
        _minterAllowed[minter] = 0;
        emit MinterRemoved(minter);
        return true;
    }

    /// @notice What `minter` may still mint.
    function minterAllowance(address minter) external view returns (uint256) {
        return _minterAllowed[minter];
    }

    /// @notice Whether `account` is a minter.
    function isMinter(address account) external view returns (bool) {
        return _minters[account];
    }

    /// @notice Mints `amount` to `to` out of the caller's minter allowance. Minters only.
    function mint(address to, uint256 amount)
        external
        whenNotPaused
        onlyMinters
        notBlacklisted(msg.sender)
        notBlacklisted(to)
        returns (bool)
    {
        require(to != address(0), "FiatToken: mint to the zero address");
        require(amount > 0, "FiatToken: mint amount not greater than 0");
        uint256 allowed = _minterAllowed[msg.sender];
        require(amount <= allowed, "FiatToken: mint amount exceeds minterAllowance");
        _totalSupply = _add(_totalSupply, amount);
        _setBalance(to, _add(_balanceOf(to), amount));
        _minterAllowed[msg.sender] = allowed - amount;
        emit Mint(msg.sender, to, amount);
        emit Transfer(address(0), to, amount);
        return true;
    }

    /// @notice Burns `amount` of the caller's own tokens. Minters only.
    function burn(uint256 amount) external whenNotPaused onlyMinters notBlacklisted(msg.sender) {
        uint256 balance = _balanceOf(msg.sender);
        require(amount > 0, "FiatToken: burn amount not greater than 0");
        require(balance >= amount, "FiatToken: burn amount exceeds balance");
        _totalSupply -= amount;
        _setBalance(msg.sender, balance - amount);
        emit Burn(msg.sender, amount);
        emit Transfer(msg.sender, address(0), amount);
    }

    /// @notice The account that may rescue tokens sent to this contract.
    function rescuer() external view returns (address) {
        return _rescuer;
    }

    /// @notice Sends `amount` of `tokenContract` held by this contract to `to`. Rescuer only.
    function rescueERC20(IERC20 tokenContract, address to, uint256 amount) external onlyRescuer {
        tokenContract.safeTransfer(to, amount);
    }

    /// @notice Changes the rescuer. Owner only.
    function updateRescuer(address newRescuer) external onlyOwner {
        require(newRescuer != address(0), "Rescuable: new rescuer is the zero address");
        _rescuer = newRescuer;
        emit RescuerChanged(newRescuer);
    }

    // ---- ERC-20 ----

    /// @inheritdoc IERC20
    function totalSupply() external view returns (uint256) {
        return _totalSupply;
    }

    /// @inheritdoc IERC20
    function balanceOf(address account) external view returns (uint256) {
        return _balanceOf(account);
    }

    /// @inheritdoc IERC20
    function allowance(address owner_, address spender) external view returns (uint256) {
        return _allowed[owner_][spender];
    }

    /// @inheritdoc IERC20
    function approve(address spender, uint256 value) external whenNotPaused returns (bool) {
        _approve(msg.sender, spender, value);
        return true;
    }

    /// @notice Raises the caller's allowance for `spender` by `increment`.
    function increaseAllowance(address spender, uint256 increment) external whenNotPaused returns (bool) {
        _approve(msg.sender, spender, _add(_allowed[msg.sender][spender], increment));
        return true;
    }

    /// @notice Lowers the caller's allowance for `spender` by `decrement`.
    function decreaseAllowance(address spender, uint256 decrement) external whenNotPaused returns (bool) {
        uint256 current = _allowed[msg.sender][spender];
        require(decrement <= current, "ERC20: decreased allowance below zero");
        _approve(msg.sender, spender, current - decrement);
        return true;
    }

    /// @inheritdoc IERC20
    function transfer(address to, uint256 value)
        external
        whenNotPaused
        notBlacklisted(msg.sender)
        notBlacklisted(to)
        returns (bool)
    {
        _transfer(msg.sender, to, value);
        return true;
    }

    /// @inheritdoc IERC20
    function transferFrom(address from, address to, uint256 value)
        external
        whenNotPaused
        notBlacklisted(msg.sender)
        notBlacklisted(from)
        notBlacklisted(to)
        returns (bool)
    {
        require(value <= _allowed[from][msg.sender], "ERC20: transfer amount exceeds allowance");
        _transfer(from, to, value);
        _allowed[from][msg.sender] -= value;
        return true;
    }

    // ---- EIP-712, EIP-2612 ----

    /// @notice The EIP-712 domain version.
    function version() external view returns (string memory) {
        return _version.toString();
    }

    /// @notice The EIP-712 domain separator (name, version, current chain id, this proxy).
    // solhint-disable-next-line func-name-mixedcase
    function DOMAIN_SEPARATOR() external view returns (bytes32) {
        return _domainSeparator();
    }

    /// @notice The next permit nonce of `owner_`.
    function nonces(address owner_) external view returns (uint256) {
        return _permitNonces[owner_];
    }

    /// @notice EIP-2612 permit with a (v, r, s) signature; a deadline of 2^256-1 never expires.
    function permit(address owner_, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external
        whenNotPaused
    {
        _permit(owner_, spender, value, deadline, abi.encodePacked(r, s, v));
    }

    /// @notice EIP-2612 permit with a bytes signature (ECDSA r||s||v, or ERC-1271 for a contract owner).
    function permit(address owner_, address spender, uint256 value, uint256 deadline, bytes memory signature)
        external
        whenNotPaused
    {
        _permit(owner_, spender, value, deadline, signature);
    }

    // ---- EIP-3009 ----

    /// @notice Whether the authorization `nonce` of `authorizer` was used or cancelled.
    function authorizationState(address authorizer, bytes32 nonce) external view returns (bool) {
        return _authorizationStates[authorizer][nonce];
    }

    /// @notice Executes a transfer `from` signed (v, r, s); anyone may submit it.
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
    ) external whenNotPaused notBlacklisted(from) notBlacklisted(to) {
        _transferWithAuthorization(
            TRANSFER_WITH_AUTHORIZATION_TYPEHASH, from, to, value, validAfter, validBefore, nonce, abi.encodePacked(r, s, v)
        );
    }

    /// @notice Executes a transfer `from` signed (ECDSA r||s||v, or ERC-1271 for a contract payer).
    function transferWithAuthorization(
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        bytes memory signature
    ) external whenNotPaused notBlacklisted(from) notBlacklisted(to) {
        _transferWithAuthorization(
            TRANSFER_WITH_AUTHORIZATION_TYPEHASH, from, to, value, validAfter, validBefore, nonce, signature
        );
    }

    /// @notice Executes a transfer `from` signed (v, r, s); only the payee `to` may submit it.
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
    ) external whenNotPaused notBlacklisted(from) notBlacklisted(to) {
        require(to == msg.sender, "FiatTokenV2: caller must be the payee");
        _transferWithAuthorization(
            RECEIVE_WITH_AUTHORIZATION_TYPEHASH, from, to, value, validAfter, validBefore, nonce, abi.encodePacked(r, s, v)
        );
    }

    /// @notice Executes a transfer `from` signed (bytes signature); only the payee `to` may submit it.
    function receiveWithAuthorization(
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        bytes memory signature
    ) external whenNotPaused notBlacklisted(from) notBlacklisted(to) {
        require(to == msg.sender, "FiatTokenV2: caller must be the payee");
        _transferWithAuthorization(
            RECEIVE_WITH_AUTHORIZATION_TYPEHASH, from, to, value, validAfter, validBefore, nonce, signature
        );
    }

    /// @notice Cancels an unused authorization of `authorizer`, signed (v, r, s).
    function cancelAuthorization(address authorizer, bytes32 nonce, uint8 v, bytes32 r, bytes32 s) external whenNotPaused {
        _cancelAuthorization(authorizer, nonce, abi.encodePacked(r, s, v));
    }

    /// @notice Cancels an unused authorization of `authorizer`, signed (bytes signature).
    function cancelAuthorization(address authorizer, bytes32 nonce, bytes memory signature) external whenNotPaused {
        _cancelAuthorization(authorizer, nonce, signature);
    }

    // ---- Internals ----

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
        require(block.timestamp > validAfter, "FiatTokenV2: authorization is not yet valid");
        require(block.timestamp < validBefore, "FiatTokenV2: authorization is expired");
        _requireUnusedAuthorization(from, nonce);
        _requireValidSignature(
            from, keccak256(abi.encode(typeHash, from, to, value, validAfter, validBefore, nonce)), signature, "FiatTokenV2: invalid signature"
        );
        _authorizationStates[from][nonce] = true;
        emit AuthorizationUsed(from, nonce);
        _transfer(from, to, value);
    }

    function _cancelAuthorization(address authorizer, bytes32 nonce, bytes memory signature) private {
        _requireUnusedAuthorization(authorizer, nonce);
        _requireValidSignature(
            authorizer, keccak256(abi.encode(CANCEL_AUTHORIZATION_TYPEHASH, authorizer, nonce)), signature, "FiatTokenV2: invalid signature"
        );
        _authorizationStates[authorizer][nonce] = true;
        emit AuthorizationCanceled(authorizer, nonce);
    }

    function _permit(address owner_, address spender, uint256 value, uint256 deadline, bytes memory signature) private {
        require(deadline == type(uint256).max || deadline >= block.timestamp, "FiatTokenV2: permit is expired");
        bytes32 structHash = keccak256(abi.encode(PERMIT_TYPEHASH, owner_, spender, value, _permitNonces[owner_]++, deadline));
        _requireValidSignature(owner_, structHash, signature, "EIP2612: invalid signature");
        _approve(owner_, spender, value);
    }

    function _requireUnusedAuthorization(address authorizer, bytes32 nonce) private view {
        require(!_authorizationStates[authorizer][nonce], "FiatTokenV2: authorization is used or canceled");
    }

    function _requireValidSignature(address signer, bytes32 structHash, bytes memory signature, string memory reason)
        private
        view
    {
        bytes32 digest = _typedDataHash(_domainSeparator(), structHash);
        require(TestUSDCSignatureChecker.isValidSignatureNow(signer, digest, signature), reason);
    }

    /// @dev Computed on every use from the stored name and the version string, as USDC v2.2 does (no cached
    /// separator, no cached hashes).
    function _domainSeparator() private view returns (bytes32) {
        return keccak256(
            abi.encode(_DOMAIN_TYPEHASH, keccak256(bytes(name)), keccak256(bytes(_version.toString())), block.chainid, address(this))
        );
    }

    function _typedDataHash(bytes32 domainSeparator, bytes32 structHash) private pure returns (bytes32 digest) {
        assembly ("memory-safe") {
            let ptr := mload(0x40)
            mstore(ptr, hex"1901")
            mstore(add(ptr, 0x02), domainSeparator)
            mstore(add(ptr, 0x22), structHash)
            digest := keccak256(ptr, 0x42)
        }
    }

    function _approve(address owner_, address spender, uint256 value) private {
        require(owner_ != address(0), "ERC20: approve from the zero address");
        require(spender != address(0), "ERC20: approve to the zero address");
        _allowed[owner_][spender] = value;
        emit Approval(owner_, spender, value);
    }

    function _transfer(address from, address to, uint256 value) private {
        require(from != address(0), "ERC20: transfer from the zero address");
        require(to != address(0), "ERC20: transfer to the zero address");
        require(value <= _balanceOf(from), "ERC20: transfer amount exceeds balance");
        _setBalance(from, _balanceOf(from) - value);
        _setBalance(to, _add(_balanceOf(to), value));
        emit Transfer(from, to, value);
    }

    /// @dev A blacklisted account's balance never changes, as on USDC v2.2.
    function _setBalance(address account, uint256 balance) private {
        require(balance <= _MAX_BALANCE, "FiatTokenV2_2: Balance exceeds (2^255 - 1)");
        require(!_isBlacklisted(account), "FiatTokenV2_2: Account is blacklisted");
        _balanceAndBlacklistStates[account] = balance;
    }

    function _balanceOf(address account) private view returns (uint256) {
        return _balanceAndBlacklistStates[account] & _MAX_BALANCE;
    }

    function _isBlacklisted(address account) private view returns (bool) {
        return _balanceAndBlacklistStates[account] & _BLACKLIST_FLAG != 0;
    }

    /// @dev USDC's SafeMath addition: overflow reverts with a string, not a panic.
    function _add(uint256 a, uint256 b) private pure returns (uint256 c) {
        unchecked {
            c = a + b;
        }
        require(c >= a, "SafeMath: addition overflow");
    }
}
