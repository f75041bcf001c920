// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {VaultTestBase} from "./VaultTestBase.sol";
import {vm} from "./Vm.sol";

/// @notice The vault's maths for random amounts and durations, and conservation per action.
contract FuzzTest is VaultTestBase {
    /// @dev Large enough for 18-decimal amounts, small enough that any reward fits the reserve.
    uint256 internal constant MAX_AMOUNT = 150_000 * QTT;

    /// @dev These properties are about the reward and the split, not the cap (ReserveShare.t.sol):
    /// a share of 100 % lets any covered lock through.
    function _reserveShareBps() internal pure override returns (uint256) {
        return 10_000;
    }

    function _supplyHeld() internal view returns (uint256) {
        return token.balanceOf(alice) + token.balanceOf(address(vault)) + token.balanceOf(address(this));
    }

    function _bps(uint256 d) internal pure returns (uint256) {
        if (d >= 180) return 16_000;
        if (d >= 90) return 13_500;
        if (d >= 30) return 11_500;
        return 10_500;
    }

    function testFuzz_rewardIsAmountTimesBpsMinusOne(uint256 amount, uint256 durationDays) public {
        amount = _bound(amount, 1, MAX_AMOUNT);
        durationDays = _bound(durationDays, 7, 365);
        uint256 id = _lock(alice, amount, durationDays);

        uint256 bps = vault.getMultiplier(durationDays);
        vm.assertEq(bps, _bps(durationDays), "tier");
        vm.assertEq(vault.calculateReward(id), (amount * (bps - 10_000)) / 10_000, "reward");
        vm.assertEq(vault.getRewardReserve() + vault.getTotalReserved(), RESERVE, "reserve split");
    }

    function testFuzz_earlyExitSplitsThePrincipal(uint256 amount, uint256 durationDays, uint256 after_) public {
        amount = _bound(amount, 1, MAX_AMOUNT);
        durationDays = _bound(durationDays, 7, 365);
        uint256 id = _lock(alice, amount, durationDays);
        vm.warp(block.timestamp + _bound(after_, 0, durationDays * 1 days - 1));
        uint256 before = token.balanceOf(alice);

        vm.prank(alice);
        vault.unlockVault(id);

        uint256 returned = token.balanceOf(alice) - before;
        uint256 penalty = _details(id).penalty;
        vm.assertEq(returned + penalty, amount, "returned + penalty == amount");
        vm.assertEq(returned, (amount * 85) / 100, "85% back, rounded down");
        vm.assertEq(vault.getRewardReserve(), RESERVE + penalty, "penalty and reward freed");
        vm.assertEq(_supplyHeld(), token.totalSupply() - token.balanceOf(bob), "conservation");
    }

    function testFuzz_claimConservesQtt(uint256 amount, uint256 durationDays, uint256 after_) public {
        amount = _bound(amount, 1, MAX_AMOUNT);
        durationDays = _bound(durationDays, 7, 365);
        uint256 supply = token.totalSupply();
        uint256 id = _lock(alice, amount, durationDays);
        uint256 reward = vault.calculateReward(id);
        vm.warp(block.timestamp + durationDays * 1 days + _bound(after_, 0, 3650 days));

        vm.prank(alice);
        vault.claimReward(id);

        vm.assertEq(token.balanceOf(alice), USER_BALANCE + reward, "principal + reward");
        vm.assertEq(token.balanceOf(address(vault)), RESERVE - reward, "vault paid exactly that");
        vm.assertEq(vault.getRewardReserve(), RESERVE - reward, "free reserve");
        vm.assertEq(vault.getTotalReserved() + vault.getTotalLocked(), 0, "nothing owed");
        vm.assertEq(token.totalSupply(), supply, "no QTT created");
    }
}
