// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {QTNVault} from "../QTNVault.sol";
import {VaultTestBase} from "./VaultTestBase.sol";
import {vm} from "./Vm.sol";

/// @notice Every refusal reverts with its custom error and its arguments.
contract RevertsTest is VaultTestBase {
    function test_zeroAmount() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(QTNVault.ZeroAmount.selector));
        vault.lockVault(0, 30);
    }

    function test_zeroReserveFunding() public {
        vm.expectRevert(abi.encodeWithSelector(QTNVault.ZeroAmount.selector));
        vault.fundReserve(0);
    }

    function test_durationsOutsideSevenTo365() public {
        vm.startPrank(alice);
        token.approve(address(vault), 100 * QTT);
        vm.expectRevert(abi.encodeWithSelector(QTNVault.InvalidDuration.selector, 6));
        vault.lockVault(100 * QTT, 6);
        vm.expectRevert(abi.encodeWithSelector(QTNVault.InvalidDuration.selector, 366));
        vault.lockVault(100 * QTT, 366);
        vm.stopPrank();
        vm.expectRevert(abi.encodeWithSelector(QTNVault.InvalidDuration.selector, 0));
        vault.getMultiplier(0);
    }

    function test_lockTheReserveCannotCover() public {
        uint256 amount = 200_000 * QTT; // 180 days: reward 120,000 > 100,000 free
        vm.startPrank(alice);
        token.approve(address(vault), amount);
        vm.expectRevert(abi.encodeWithSelector(QTNVault.InsufficientReserve.selector, 120_000 * QTT, RESERVE));
        vault.lockVault(amount, 180);
        vm.stopPrank();
        vm.assertEq(token.balanceOf(alice), USER_BALANCE, "nothing moved");
    }

    function test_reservedRewardsCannotBePromisedTwice() public {
        _lock(alice, 150_000 * QTT, 180); // reserves 90,000 of 100,000
        vm.startPrank(bob);
        token.approve(address(vault), 20_000 * QTT);
        vm.expectRevert(abi.encodeWithSelector(QTNVault.InsufficientReserve.selector, 12_000 * QTT, 10_000 * QTT));
        vault.lockVault(20_000 * QTT, 180);
        vm.stopPrank();
    }

    function test_unlockAnotherUsersVault() public {
        uint256 id = _lock(alice, 100 * QTT, 30);
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(QTNVault.NotVaultOwner.selector, id));
        vault.unlockVault(id);
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(QTNVault.NotVaultOwner.selector, id));
        vault.claimReward(id);
    }

    function test_claimBeforeUnlock() public {
        uint256 id = _lock(alice, 100 * QTT, 30);
        uint256 unlockTime = _details(id).unlockTime;
        vm.warp(unlockTime - 1);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(QTNVault.VaultStillLocked.selector, id, unlockTime));
        vault.claimReward(id);
    }

    function test_claimTwice() public {
        uint256 id = _matured();
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(QTNVault.VaultNotLocked.selector, id));
        vault.claimReward(id);
    }

    function test_unlockAfterClaim() public {
        uint256 id = _matured();
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(QTNVault.VaultNotLocked.selector, id));
        vault.unlockVault(id);
    }

    function test_claimAfterEarlyUnlock() public {
        uint256 id = _lock(alice, 100 * QTT, 30);
        vm.prank(alice);
        vault.unlockVault(id);
        vm.warp(block.timestamp + 31 days);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(QTNVault.VaultNotLocked.selector, id));
        vault.claimReward(id);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(QTNVault.VaultNotLocked.selector, id));
        vault.unlockVault(id);
    }

    function test_unknownVault() public {
        vm.expectRevert(abi.encodeWithSelector(QTNVault.VaultNotFound.selector, 42));
        vault.getVaultDetails(42);
        vm.expectRevert(abi.encodeWithSelector(QTNVault.VaultNotFound.selector, 42));
        vault.calculateReward(42);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(QTNVault.VaultNotFound.selector, 0));
        vault.unlockVault(0);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(QTNVault.VaultNotFound.selector, 42));
        vault.claimReward(42);
    }

    function _matured() private returns (uint256 id) {
        id = _lock(alice, 100 * QTT, 30);
        vm.warp(block.timestamp + 30 days);
        vm.prank(alice);
        vault.claimReward(id);
    }
}
