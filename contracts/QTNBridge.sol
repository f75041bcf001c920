// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @title QTN bridge: QTT between the app's ledger and the chain, once each way
/// @notice Outbound, the server signs an EIP-712 voucher (recipient, amount, nonce, expiry) for
/// QTT it has moved out of a member's wallet; the recipient redeems it here once, before its
/// expiry, and is paid from the bridge's own QTT. Inbound, a member deposits QTT naming their
/// QTN account; the server credits the ledger from the Deposited event.
/// The voucher's domain holds the chain id and this contract's address, so a voucher verifies
/// on one deployment of one network only (src/domain/bridge/voucher-typed-data.ts).
/// The owner can rotate the signer and pause, and has no function that moves tokens out:
/// QTT leaves only through redeem, so
/// token balance == funded + total deposited - total redeemed (plus any QTT sent here directly).
contract QTNBridge is EIP712("QTN Bridge", "1"), Ownable, Pausable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    /// @notice The EIP-712 type of a voucher.
    bytes32 public constant VOUCHER_TYPEHASH =
        keccak256("Voucher(address recipient,uint256 amount,bytes32 nonce,uint256 expiry)");

    /// @notice The QTT token the bridge pays and takes.
    IERC20 public immutable token;

    /// @notice The address whose EIP-712 signature makes a voucher valid.
    address public signer;

    /// @notice Whether the voucher with this nonce was redeemed (a nonce pays once, ever).
    mapping(bytes32 nonce => bool) public redeemed;

    /// @notice Wei of QTT paid out by redemptions, ever.
    uint256 public totalRedeemed;

    /// @notice Wei of QTT taken in by deposits, ever.
    uint256 public totalDeposited;

    /// @notice A voucher was redeemed: `amount` wei of QTT went to `recipient`.
    event Redeemed(bytes32 indexed nonce, address indexed recipient, uint256 amount);
    /// @notice `from` deposited `amount` wei of QTT for the QTN account `account`.
    event Deposited(address indexed from, bytes32 indexed account, uint256 amount);
    /// @notice `from` added `amount` wei of QTT to the bridge's liquidity.
    event Funded(address indexed from, uint256 amount);
    /// @notice The voucher signer changed from `previous` to `next`.
    event SignerChanged(address indexed previous, address indexed next);

    /// @notice An amount of zero.
    error ZeroAmount();
    /// @notice The zero address as a recipient or signer.
    error ZeroAddress();
    /// @notice A deposit naming no account (bytes32 zero).
    error ZeroAccount();
    /// @notice The voucher's expiry has passed: it was valid while block.timestamp <= expiry.
    error VoucherExpired(uint256 expiry, uint256 nowTs);
    /// @notice The voucher with this nonce was already redeemed.
    error NonceUsed(bytes32 nonce);
    /// @notice The signature is malformed or was not made by the signer for these fields,
    /// this chain and this contract.
    error InvalidSignature();
    /// @notice The bridge holds `available` wei of QTT, less than the voucher's `amount`.
    error InsufficientLiquidity(uint256 available, uint256 amount);

    /// @dev Requirements: `initialSigner` is not zero (ZeroAddress); OpenZeppelin's Ownable
    /// refuses a zero owner. Emits SignerChanged (from 0).
    /// @param qtt The QTT token.
    /// @param initialOwner The account that may rotate the signer and pause.
    /// @param initialSigner The address whose signatures make vouchers valid.
    constructor(IERC20 qtt, address initialOwner, address initialSigner) Ownable(initialOwner) {
        token = qtt;
        _setSigner(initialSigner);
    }

    /// @notice Pays a voucher: `amount` wei of QTT from the bridge to `recipient`, once per
    /// nonce, while block.timestamp <= `expiry`. Anyone may submit it; the QTT always goes to
    /// the recipient the signer named.
    /// @dev Requirements: not paused (EnforcedPause); `recipient` is not zero (ZeroAddress);
    /// `amount` > 0 (ZeroAmount); block.timestamp <= `expiry` (VoucherExpired); the nonce was
    /// never redeemed (NonceUsed); `signature` is the signer's over voucherDigest(...)
    /// (InvalidSignature); the bridge holds at least `amount` (InsufficientLiquidity).
    /// Emits Redeemed.
    /// @param recipient The address paid.
    /// @param amount Wei of QTT.
    /// @param nonce The voucher's unique id.
    /// @param expiry The last block timestamp at which the voucher is valid (unix seconds).
    /// @param signature The signer's 65-byte EIP-712 signature (r, s, v).
    function redeem(address recipient, uint256 amount, bytes32 nonce, uint256 expiry, bytes calldata signature)
        external
        whenNotPaused
        nonReentrant
    {
        if (recipient == address(0)) revert ZeroAddress();
        if (amount == 0) revert ZeroAmount();
        // The server refunds an unredeemed voucher only after the chain has passed its expiry
        // by the network's confirmations; this comparison is the other half of that promise.
        if (block.timestamp > expiry) revert VoucherExpired(expiry, block.timestamp);
        if (redeemed[nonce]) revert NonceUsed(nonce);
        bytes32 digest = _voucherDigest(recipient, amount, nonce, expiry);
        (address recovered, ECDSA.RecoverError err,) = ECDSA.tryRecover(digest, signature);
        if (err != ECDSA.RecoverError.NoError || recovered != signer) revert InvalidSignature();
        uint256 available = token.balanceOf(address(this));
        if (available < amount) revert InsufficientLiquidity(available, amount);

        redeemed[nonce] = true;
        totalRedeemed += amount;
        emit Redeemed(nonce, recipient, amount);

        token.safeTransfer(recipient, amount);
    }

    /// @notice Deposits `amount` wei of QTT from the caller for the QTN account `account`
    /// (src/domain/bridge/deposit-account.ts); the server credits it after confirmations.
    /// @dev Requirements: not paused (EnforcedPause); `account` is not zero (ZeroAccount);
    /// `amount` > 0 (ZeroAmount); the caller approved `amount`. Emits Deposited.
    /// @param account The QTN account credited, as bytes32.
    /// @param amount Wei of QTT, pulled from the caller (approve first).
    function deposit(bytes32 account, uint256 amount) external whenNotPaused nonReentrant {
        if (account == bytes32(0)) revert ZeroAccount();
        if (amount == 0) revert ZeroAmount();
        totalDeposited += amount;
        emit Deposited(msg.sender, account, amount);

        token.safeTransferFrom(msg.sender, address(this), amount);
    }

    /// @notice Adds `amount` wei of QTT to the liquidity vouchers are paid from (anyone may).
    /// Funding is not a deposit: it credits no QTN account. Allowed while paused.
    /// @dev Requirements: `amount` > 0 (ZeroAmount); the caller approved `amount`.
    /// Emits Funded.
    /// @param amount Wei of QTT, pulled from the caller (approve first).
    function fund(uint256 amount) external nonReentrant {
        if (amount == 0) revert ZeroAmount();
        emit Funded(msg.sender, amount);

        token.safeTransferFrom(msg.sender, address(this), amount);
    }

    /// @notice Rotates the voucher signer. Vouchers the previous signer issued and nobody
    /// redeemed stop verifying (the server refunds them after their expiry).
    /// @dev Requirements: the caller is the owner (OwnableUnauthorizedAccount); `next` is not
    /// zero (ZeroAddress). Emits SignerChanged.
    /// @param next The new signer.
    function setSigner(address next) external onlyOwner {
        _setSigner(next);
    }

    /// @notice Stops redemptions and deposits (an emergency brake; funding still works).
    /// @dev Requirements: the caller is the owner (OwnableUnauthorizedAccount); not paused
    /// (EnforcedPause). Emits Paused.
    function pause() external onlyOwner {
        _pause();
    }

    /// @notice Resumes redemptions and deposits.
    /// @dev Requirements: the caller is the owner (OwnableUnauthorizedAccount); paused
    /// (ExpectedPause). Emits Unpaused.
    function unpause() external onlyOwner {
        _unpause();
    }

    /// @notice The EIP-712 digest the signer signs for a voucher on this chain and contract.
    /// @param recipient The address paid.
    /// @param amount Wei of QTT.
    /// @param nonce The voucher's unique id.
    /// @param expiry The last valid block timestamp.
    /// @return The digest (_hashTypedDataV4 of the Voucher struct).
    function voucherDigest(address recipient, uint256 amount, bytes32 nonce, uint256 expiry)
        external
        view
        returns (bytes32)
    {
        return _voucherDigest(recipient, amount, nonce, expiry);
    }

    function _voucherDigest(address recipient, uint256 amount, bytes32 nonce, uint256 expiry)
        private
        view
        returns (bytes32)
    {
        return _hashTypedDataV4(keccak256(abi.encode(VOUCHER_TYPEHASH, recipient, amount, nonce, expiry)));
    }

    function _setSigner(address next) private {
        if (next == address(0)) revert ZeroAddress();
        address previous = signer;
        signer = next;
        emit SignerChanged(previous, next);
    }
}
