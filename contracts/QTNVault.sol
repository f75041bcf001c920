// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReserveShare} from "./ReserveShare.sol";

/// @title QTN vault: time-locked QTT with a reward reserved at lock time
/// @notice Lock QTT for 7 to 365 days for a multiplier (product rules R4). The reward is taken
/// from a funded reserve when the vault is created, so every promise is paid for:
/// token balance >= total locked + total reserved + free reserve, always.
/// Unlocking before the unlock time returns 85% of the principal; the 15% penalty and the
/// vault's reserved reward go back to the free reserve. After the unlock time, claiming (or
/// unlocking) pays principal plus reward, once.
/// One address's open vaults may reserve at most a share (set by the owner, 0.01 % to 100 %)
/// of the free reserve plus their own reservations, so no one holder can promise the whole
/// reserve to themselves and leave nothing for everyone else (ReserveShare).
/// @dev The maths mirrors src/domain/chain/onchain-vault-rules.ts exactly (rounding down).
contract QTNVault is ReentrancyGuard, Ownable {
    using SafeERC20 for IERC20;

    /// @notice A vault as the earlier version named it, plus its owner and settlement.
    struct Vault {
        uint256 id;
        address owner;
        uint256 amount;
        uint256 duration;
        uint256 lockTime;
        uint256 unlockTime;
        bool isLocked;
        uint256 multiplier;
        uint256 accruedReward;
        bool claimed;
        uint256 penalty;
    }

    uint256 public constant MIN_DURATION_DAYS = 7;
    uint256 public constant MAX_DURATION_DAYS = 365;
    uint256 public constant BPS = 10_000;
    uint256 public constant PENALTY_PERCENT = 15;

    IERC20 private immutable _qtt;

    uint256 private _totalLocked;
    uint256 private _totalReserved;
    uint256 private _rewardReserve;
    uint256 private _vaultCount;
    uint256 private _reserveShareBps;

    mapping(uint256 vaultId => Vault) private _vaults;
    mapping(address user => uint256[]) private _userVaults;
    /// @dev The rewards each address's open vaults reserve; they sum to _totalReserved.
    mapping(address user => uint256) private _reservedOf;

    /// @notice A vault was created.
    event VaultLocked(address indexed user, uint256 amount, uint256 duration, uint256 indexed vaultId);
    /// @notice A vault was unlocked; `amount` is the principal paid back (85% of it before the
    /// unlock time), `penalty` the part of the principal kept (0 from the unlock time on).
    event VaultUnlocked(address indexed user, uint256 indexed vaultId, uint256 amount, uint256 penalty);
    /// @notice A matured vault paid its principal and `reward`.
    event RewardClaimed(address indexed user, uint256 indexed vaultId, uint256 reward);
    /// @notice The free reward reserve grew by `amount`.
    event ReserveFunded(address indexed funder, uint256 amount);
    /// @notice The owner changed the share of the free reserve one address may reserve.
    event ReserveShareUpdated(uint256 previousBps, uint256 newBps);

    error ZeroAmount();
    error InvalidDuration(uint256 durationDays);
    /// @notice The lock's reward would take the caller past their share of the reserve;
    /// `maxAmount` is the most they can lock for `durationDays` now.
    error ReserveShareExceeded(uint256 amount, uint256 durationDays, uint256 maxAmount);
    error InvalidReserveShare(uint256 bps);
    error VaultNotFound(uint256 vaultId);
    error NotVaultOwner(uint256 vaultId);
    error VaultNotLocked(uint256 vaultId);
    error VaultStillLocked(uint256 vaultId, uint256 unlockTime);

    /// @dev Requirements: 1 <= `reserveShareBps` <= 10000 (InvalidReserveShare).
    /// Emits ReserveShareUpdated (from 0).
    /// @param qtt The QTT token this vault locks and pays in.
    /// @param initialOwner The account that may change the reserve share.
    /// @param reserveShareBps The share of the free reserve one address may reserve, in basis
    /// points (1000 = 10 %).
    constructor(IERC20 qtt, address initialOwner, uint256 reserveShareBps) Ownable(initialOwner) {
        _qtt = qtt;
        _setReserveShare(reserveShareBps);
    }

    /// @notice Sets the share of the free reserve one address's open vaults may reserve.
    /// Vaults already open keep their reward; the new share applies to the next lock.
    /// @dev Requirements: the caller is the owner (OwnableUnauthorizedAccount);
    /// 1 <= `bps` <= 10000 (InvalidReserveShare). Emits ReserveShareUpdated.
    /// @param bps Basis points: 1000 is 10 %.
    function setReserveShare(uint256 bps) external onlyOwner {
        _setReserveShare(bps);
    }

    /// @notice Adds `amount` wei of QTT to the free reward reserve (anyone may fund it).
    /// @dev Requirements: `amount` > 0 (ZeroAmount); the caller approved `amount`.
    /// Emits ReserveFunded.
    /// @param amount The amount, pulled from the caller (approve first).
    function fundReserve(uint256 amount) external nonReentrant {
        if (amount == 0) revert ZeroAmount();
        _rewardReserve += amount;
        emit ReserveFunded(msg.sender, amount);
        _qtt.safeTransferFrom(msg.sender, address(this), amount);
    }

    /// @notice Locks `amount` wei of QTT for `durationDays` and reserves its reward.
    /// @dev Requirements: `amount` > 0 (ZeroAmount); 7 <= `durationDays` <= 365
    /// (InvalidDuration); the reward fits the caller's share of the reserve,
    /// i.e. `amount` <= getMaxLockAmount(caller, durationDays) (ReserveShareExceeded, which
    /// also refuses any reward the free reserve cannot cover); the caller approved `amount`.
    /// Emits VaultLocked.
    /// @param amount Principal in wei, pulled from the caller (approve first).
    /// @param durationDays 7 to 365.
    /// @return vaultId The new vault's id (1, 2, ...).
    function lockVault(uint256 amount, uint256 durationDays) external nonReentrant returns (uint256 vaultId) {
        if (amount == 0) revert ZeroAmount();
        uint256 bps = getMultiplier(durationDays);
        uint256 reward = _reward(amount, bps);
        uint256 headroom = getReserveHeadroom(msg.sender);
        if (reward > headroom) {
            revert ReserveShareExceeded(amount, durationDays, ReserveShare.maxAmount(headroom, bps));
        }

        vaultId = ++_vaultCount;
        _vaults[vaultId] = Vault({
            id: vaultId,
            owner: msg.sender,
            amount: amount,
            duration: durationDays,
            lockTime: block.timestamp,
            unlockTime: block.timestamp + durationDays * 1 days,
            isLocked: true,
            multiplier: bps,
            accruedReward: reward,
            claimed: false,
            penalty: 0
        });
        _userVaults[msg.sender].push(vaultId);
        _rewardReserve -= reward;
        _totalReserved += reward;
        _reservedOf[msg.sender] += reward;
        _totalLocked += amount;
        emit VaultLocked(msg.sender, amount, durationDays, vaultId);

        _qtt.safeTransferFrom(msg.sender, address(this), amount);
    }

    /// @notice Unlocks a vault. Before its unlock time this returns 85% of the principal
    /// and keeps the 15% penalty; from its unlock time on it pays principal plus reward.
    /// @dev Requirements: the vault exists (VaultNotFound), the caller owns it (NotVaultOwner)
    /// and it is still locked (VaultNotLocked). Emits VaultUnlocked; from the unlock time on
    /// also RewardClaimed.
    /// @param vaultId The caller's vault.
    function unlockVault(uint256 vaultId) external nonReentrant {
        Vault storage v = _ownLocked(vaultId);
        if (block.timestamp >= v.unlockTime) {
            _payMatured(v);
            return;
        }
        uint256 amount = v.amount;
        uint256 reward = v.accruedReward;
        // Rounds the returned part down, so the penalty takes the odd wei and the two always
        // add up to the principal (src/domain/chain/onchain-vault-rules.ts rounds the same way).
        uint256 returned = (amount * (100 - PENALTY_PERCENT)) / 100;
        uint256 penalty = amount - returned;

        v.isLocked = false;
        v.accruedReward = 0;
        v.penalty = penalty;
        _totalLocked -= amount;
        _totalReserved -= reward;
        _reservedOf[msg.sender] -= reward;
        _rewardReserve += reward + penalty;
        emit VaultUnlocked(msg.sender, vaultId, returned, penalty);

        _qtt.safeTransfer(msg.sender, returned);
    }

    /// @notice Pays a matured vault's principal plus reward, once.
    /// @dev Requirements: the vault exists (VaultNotFound), the caller owns it (NotVaultOwner),
    /// it is still locked (VaultNotLocked) and its unlock time has come (VaultStillLocked).
    /// Emits VaultUnlocked and RewardClaimed.
    /// @param vaultId The caller's vault; its unlock time must have passed.
    function claimReward(uint256 vaultId) external nonReentrant {
        Vault storage v = _ownLocked(vaultId);
        if (block.timestamp < v.unlockTime) revert VaultStillLocked(vaultId, v.unlockTime);
        _payMatured(v);
    }

    /// @notice The ids of every vault `user` has created, oldest first.
    /// @param user The owner.
    /// @return The vault ids.
    function getUserVaults(address user) external view returns (uint256[] memory) {
        return _userVaults[user];
    }

    /// @notice One vault's record.
    /// @param vaultId The vault.
    /// @return The vault (reverts with VaultNotFound when it does not exist).
    function getVaultDetails(uint256 vaultId) external view returns (Vault memory) {
        return _existing(vaultId);
    }

    /// @notice Multiplier in basis points for a lock of `durationDays` (product rules R4).
    /// @param durationDays 7 to 365; anything else reverts with InvalidDuration.
    /// @return Basis points: 10500, 11500, 13500 or 16000.
    function getMultiplier(uint256 durationDays) public pure returns (uint256) {
        if (durationDays < MIN_DURATION_DAYS || durationDays > MAX_DURATION_DAYS) {
            revert InvalidDuration(durationDays);
        }
        if (durationDays >= 180) return 16_000;
        if (durationDays >= 90) return 13_500;
        if (durationDays >= 30) return 11_500;
        return 10_500;
    }

    /// @notice The reward a vault pays at its unlock time: amount x (bps - 10000) / 10000.
    /// @dev Zero once the vault was unlocked early; unchanged after it was claimed.
    /// @param vaultId The vault.
    /// @return Reward in wei.
    function calculateReward(uint256 vaultId) external view returns (uint256) {
        Vault storage v = _existing(vaultId);
        if (!v.isLocked && !v.claimed) return 0;
        return _reward(v.amount, v.multiplier);
    }

    /// @notice Principal currently locked in open vaults.
    /// @return Wei.
    function getTotalLocked() external view returns (uint256) {
        return _totalLocked;
    }

    /// @notice Number of vaults ever created.
    /// @return The count.
    function getTotalVaults() external view returns (uint256) {
        return _vaultCount;
    }

    /// @notice Rewards reserved for open vaults.
    /// @return Wei.
    function getTotalReserved() external view returns (uint256) {
        return _totalReserved;
    }

    /// @notice The free reserve new locks can reserve rewards from.
    /// @return Wei.
    function getRewardReserve() external view returns (uint256) {
        return _rewardReserve;
    }

    /// @notice The share of the free reserve one address's open vaults may reserve.
    /// @return Basis points (1000 = 10 %).
    function getReserveShare() external view returns (uint256) {
        return _reserveShareBps;
    }

    /// @notice Rewards reserved for `user`'s open vaults.
    /// @param user The owner.
    /// @return Wei.
    function getReservedOf(address user) external view returns (uint256) {
        return _reservedOf[user];
    }

    /// @notice The reward `user` may still reserve: share x (free reserve + their
    /// reservations) / 10000 - their reservations, rounded down, never below 0.
    /// @param user The owner.
    /// @return Wei of reward.
    function getReserveHeadroom(address user) public view returns (uint256) {
        return ReserveShare.headroom(_rewardReserve, _reservedOf[user], _reserveShareBps);
    }

    /// @notice The most `user` can lock for `durationDays` now: the largest amount whose
    /// reward fits their headroom (their token balance is not considered).
    /// @param user The owner.
    /// @param durationDays 7 to 365; anything else reverts with InvalidDuration.
    /// @return Wei of principal.
    function getMaxLockAmount(address user, uint256 durationDays) external view returns (uint256) {
        return ReserveShare.maxAmount(getReserveHeadroom(user), getMultiplier(durationDays));
    }

    /// @notice The QTT token.
    /// @return Its address.
    function qttToken() external view returns (address) {
        return address(_qtt);
    }

    function _setReserveShare(uint256 bps) private {
        if (bps == 0 || bps > BPS) revert InvalidReserveShare(bps);
        uint256 previous = _reserveShareBps;
        _reserveShareBps = bps;
        emit ReserveShareUpdated(previous, bps);
    }

    function _payMatured(Vault storage v) private {
        uint256 amount = v.amount;
        uint256 reward = v.accruedReward;
        v.isLocked = false;
        v.claimed = true;
        _totalLocked -= amount;
        _totalReserved -= reward;
        _reservedOf[msg.sender] -= reward;
        emit VaultUnlocked(msg.sender, v.id, amount, 0);
        emit RewardClaimed(msg.sender, v.id, reward);

        _qtt.safeTransfer(msg.sender, amount + reward);
    }

    function _ownLocked(uint256 vaultId) private view returns (Vault storage v) {
        v = _existing(vaultId);
        if (v.owner != msg.sender) revert NotVaultOwner(vaultId);
        if (!v.isLocked) revert VaultNotLocked(vaultId);
    }

    function _existing(uint256 vaultId) private view returns (Vault storage v) {
        v = _vaults[vaultId];
        if (v.owner == address(0)) revert VaultNotFound(vaultId);
    }

    /// @dev Rounds down: the vault never promises a wei more than the domain's maths.
    function _reward(uint256 amount, uint256 bps) private pure returns (uint256) {
        return (amount * (bps - BPS)) / BPS;
    }
}
