// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title The reservation cap's arithmetic
/// @notice One address's open vaults may reserve at most a share of the free reward reserve.
/// The share is taken of the free reserve *plus that address's own reservations*, so the
/// base does not shrink as the address reserves: one lock or many small ones reach the same
/// total, and splitting a lock gains nothing (docs/decisions/035-reservation-cap.md).
/// @dev Mirrors src/domain/chain/onchain-vault-rules.ts; every division rounds down.
library ReserveShare {
    uint256 internal constant BPS = 10_000;

    /// @notice The reward `reserved`'s owner may still reserve:
    /// floor(share x (free + reserved) / 10000) - reserved, or 0 once at (or past) the cap.
    /// @dev With share <= 100 % this is never more than `freeReserve`, so a lock within the cap
    /// is always covered by the reserve.
    /// @param freeReserve The free reward reserve now.
    /// @param reserved The rewards the address's open vaults reserve now.
    /// @param shareBps The share in basis points (1 to 10000).
    /// @return Wei of reward.
    function headroom(uint256 freeReserve, uint256 reserved, uint256 shareBps) internal pure returns (uint256) {
        uint256 cap = ((freeReserve + reserved) * shareBps) / BPS;
        return cap > reserved ? cap - reserved : 0;
    }

    /// @notice The largest principal whose reward, amount x (bps - 10000) / 10000 rounded down,
    /// is at most `rewardHeadroom`: floor((headroom x 10000 + 9999) / (bps - 10000)).
    /// @dev One wei more makes the reward headroom + 1: a x k < (h + 1) x 10000 exactly when
    /// floor(a x k / 10000) <= h.
    /// @param rewardHeadroom Wei of reward that may still be reserved.
    /// @param multiplierBps The lock's multiplier (above 10000).
    /// @return Wei of principal.
    function maxAmount(uint256 rewardHeadroom, uint256 multiplierBps) internal pure returns (uint256) {
        return (rewardHeadroom * BPS + (BPS - 1)) / (multiplierBps - BPS);
    }
}
