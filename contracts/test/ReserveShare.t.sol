// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {QTNVault} from "../QTNVault.sol";
import {VaultTestBase} from "./VaultTestBase.sol";
import {vm} from "./Vm.sol";

/// @notice One address's open locks reserve at most 10 % of the free reserve plus their own
/// reservations (docs/decisions/035-reservation-cap.md): at the limit a lock passes, one wei
/// over it reverts with the limit, splitting gains nothing, others keep their own share, and
/// settling a vault gives its reservation back.
contract ReserveShareTest is VaultTestBase {
    /// @dev 10 % of the 100,000 QTT reserve.
    uint256 internal constant FIRST_HEADROOM = 10_000 * QTT;

    function _expectRefusal(address user, uint256 amount, uint256 durationDays, uint256 maxAmount) internal {
        vm.startPrank(user);
        token.approve(address(vault), amount);
        vm.expectRevert(abi.encodeWithSelector(QTNVault.ReserveShareExceeded.selector, amount, durationDays, maxAmount));
        vault.lockVault(amount, durationDays);
        vm.stopPrank();
    }

    function test_viewsStartAtTheShareOfTheReserve() public view {
        vm.assertEq(vault.getReserveShare(), 1_000, "10 %");
        vm.assertEq(vault.getReservedOf(alice), 0, "nothing reserved");
        vm.assertEq(vault.getReserveHeadroom(alice), FIRST_HEADROOM, "10 % of 100,000");
        // 7 days: reward 5 %, so 200,000 QTT reserve 10,000 (and 19 wei more still round down).
        vm.assertEq(vault.getMaxLockAmount(alice, 7), 200_000 * QTT + 19, "7 days");
        vm.assertEq(vault.getMaxLockAmount(alice, 180), (FIRST_HEADROOM * 10_000 + 9_999) / 6_000, "180 days");
    }

    function test_aLockAtTheLimitPassesAndOneWeiMoreReverts() public {
        for (uint256 d = 7; d <= 365; d += 179) {
            uint256 max = vault.getMaxLockAmount(alice, d);
            _expectRefusal(alice, max + 1, d, max);
            uint256 headroom = vault.getReserveHeadroom(alice);
            uint256 id = _lock(alice, max, d);
            // A wei more adds at most a wei of reward (every multiplier is below 2x), so the
            // largest lock within the headroom reserves all of it.
            vm.assertEq(vault.getReservedOf(alice), headroom, "the whole headroom");
            vm.assertEq(vault.calculateReward(id), headroom, "as the vault's reward");
            vm.assertEq(vault.getReserveHeadroom(alice), 0, "none left");
            vm.prank(alice);
            vault.unlockVault(id); // early: gives the reservation back for the next duration
        }
    }

    function test_theLimitIsExactForTheFirstLock() public {
        // 30 days (15 %): 10,000 / 0.15 = 66,666.66… QTT.
        uint256 max = vault.getMaxLockAmount(alice, 30);
        uint256 id = _lock(alice, max, 30);
        vm.assertEq(max, (FIRST_HEADROOM * 10_000 + 9_999) / 1_500, "66,666.66 QTT and a fraction");
        vm.assertEq(vault.calculateReward(id), FIRST_HEADROOM, "reserves the headroom exactly");
        vm.assertEq(((max + 1) * 1_500) / 10_000, FIRST_HEADROOM + 1, "one wei more reserves a wei more");
        vm.assertEq(vault.getReservedOf(alice), FIRST_HEADROOM, "reserved");
        vm.assertEq(vault.getReserveHeadroom(alice), 0, "nothing left");
    }

    function test_splittingIntoManyLocksReachesNoMoreThanOneLock() public {
        // Twenty small 180-day locks of 1,000 QTT (reward 600 each) until the cap refuses one.
        uint256 made;
        for (uint256 i = 0; i < 40; i++) {
            uint256 headroom = vault.getReserveHeadroom(alice);
            if (600 * QTT > headroom) {
                _expectRefusal(alice, 1_000 * QTT, 180, vault.getMaxLockAmount(alice, 180));
                break;
            }
            _lock(alice, 1_000 * QTT, 180);
            made++;
        }
        vm.assertEq(made, 16, "16 x 600 = 9,600 fit in 10,000, a 17th does not");
        uint256 reserved = vault.getReservedOf(alice);
        vm.assertEq(reserved, 9_600 * QTT, "reserved by the pieces");
        // The base (free + own reservations) did not shrink as alice reserved, so the pieces
        // and the rest reach exactly what one lock could: 10 % of the 100,000 reserve.
        _lock(alice, vault.getMaxLockAmount(alice, 180), 180);
        vm.assertEq(vault.getReservedOf(alice), FIRST_HEADROOM, "one lock's cap, and not a wei more");
        vm.assertEq(vault.getReserveHeadroom(alice), 0, "none left");
        _expectRefusal(alice, 2 * QTT, 180, vault.getMaxLockAmount(alice, 180));
    }

    function test_otherAddressesKeepTheirOwnShare() public {
        _lock(alice, vault.getMaxLockAmount(alice, 7), 7);
        uint256 aliceReserved = vault.getReservedOf(alice);
        _expectRefusal(alice, 100 * QTT, 7, vault.getMaxLockAmount(alice, 7));

        // Bob's cap is 10 % of what is free now (alice's part is promised to her).
        uint256 free = RESERVE - aliceReserved;
        vm.assertEq(vault.getReserveHeadroom(bob), free / 10, "bob: 10 % of the rest");
        uint256 bobMax = vault.getMaxLockAmount(bob, 7);
        _lock(bob, bobMax, 7);
        vm.assertEq(vault.getReservedOf(bob), free / 10, "bob reserved his whole share");
        vm.assertEq(vault.getReservedOf(alice), aliceReserved, "alice's reservation untouched");
        vm.assertEq(
            vault.getTotalReserved(), vault.getReservedOf(alice) + vault.getReservedOf(bob), "reservations add up"
        );
    }

    function test_anEarlyUnlockGivesTheReservationBack() public {
        uint256 id = _lock(alice, vault.getMaxLockAmount(alice, 90), 90);
        vm.assertEq(vault.getReserveHeadroom(alice), 0, "at the cap");
        vm.prank(alice);
        vault.unlockVault(id);
        vm.assertEq(vault.getReservedOf(alice), 0, "released");
        // The penalty grew the free reserve, so the headroom is a little more than at first.
        uint256 penalty = _details(id).penalty;
        vm.assertEq(vault.getReserveHeadroom(alice), (RESERVE + penalty) / 10, "10 % again");
        _lock(alice, vault.getMaxLockAmount(alice, 90), 90);
    }

    function test_aClaimGivesTheReservationBack() public {
        uint256 id = _lock(alice, vault.getMaxLockAmount(alice, 30), 30);
        uint256 reward = vault.calculateReward(id);
        vm.warp(block.timestamp + 30 days);
        vm.prank(alice);
        vault.claimReward(id);
        vm.assertEq(vault.getReservedOf(alice), 0, "released");
        vm.assertEq(vault.getReserveHeadroom(alice), (RESERVE - reward) / 10, "10 % of what is left");
        _lock(alice, vault.getMaxLockAmount(alice, 30), 30);
    }

    function test_theOwnerChangesTheShareForTheNextLock() public {
        uint256 id = _lock(alice, vault.getMaxLockAmount(alice, 7), 7);
        uint256 reward = vault.calculateReward(id);
        vm.assertEq(reward, FIRST_HEADROOM, "at the 10 % cap");

        vm.expectEmit(true, true, true, true, address(vault));
        emit QTNVault.ReserveShareUpdated(1_000, 500);
        vault.setReserveShare(500);
        // Now past a 5 % cap: nothing more, and the open vault keeps its reward.
        vm.assertEq(vault.getReserveHeadroom(alice), 0, "past the new cap");
        _expectRefusal(alice, 20 * QTT, 7, vault.getMaxLockAmount(alice, 7));
        vm.assertEq(vault.calculateReward(id), reward, "open vault unchanged");

        vault.setReserveShare(10_000);
        vm.assertEq(vault.getReserveHeadroom(alice), RESERVE - reward, "100 %: the whole free reserve");
        _lock(alice, vault.getMaxLockAmount(alice, 180), 180);
        vm.assertEq(vault.getRewardReserve(), 0, "the whole reserve, and never more");
        _expectRefusal(alice, 2 * QTT, 180, 1);
    }

    function testFuzz_maxLockAmountIsExactlyTheLimit(uint256 funded, uint256 first, uint256 d1, uint256 d2) public {
        // Any reserve, any reservation already held, any two durations.
        token.mint(address(this), _bound(funded, 1, 1e9 * QTT));
        token.approve(address(vault), token.balanceOf(address(this)));
        vault.fundReserve(token.balanceOf(address(this)));
        d1 = _bound(d1, 7, 365);
        d2 = _bound(d2, 7, 365);
        token.mint(alice, 1e12 * QTT);
        uint256 firstAmount = _bound(first, 1, vault.getMaxLockAmount(alice, d1));
        _lock(alice, firstAmount, d1);

        uint256 max = vault.getMaxLockAmount(alice, d2);
        uint256 bps = vault.getMultiplier(d2);
        uint256 headroom = vault.getReserveHeadroom(alice);
        vm.assertLe((max * (bps - 10_000)) / 10_000, headroom, "the max's reward fits");
        vm.assertGt(((max + 1) * (bps - 10_000)) / 10_000, headroom, "one wei more does not");
        _expectRefusal(alice, max + 1, d2, max);
        _lock(alice, max, d2);
        uint256 reserved = vault.getReservedOf(alice);
        vm.assertLe(reserved * 10_000, (vault.getRewardReserve() + reserved) * 1_000, "cap holds");
    }
}
