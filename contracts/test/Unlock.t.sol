// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {QTNVault} from "../QTNVault.sol";
import {VaultTestBase} from "./VaultTestBase.sol";
import {vm} from "./Vm.sol";

/// @notice An early unlock keeps 15%; a matured vault pays principal plus reward, once.
contract UnlockTest is VaultTestBase {
    uint256 internal constant AMOUNT = 1_000 * QTT;

    function test_earlyUnlockReturns85PercentAndKeepsThePenalty() public {
        uint256 id = _lock(alice, AMOUNT, 30);
        vm.warp(block.timestamp + 29 days);

        vm.expectEmit(true, true, true, true, address(vault));
        emit QTNVault.VaultUnlocked(alice, id, 850 * QTT, 150 * QTT);
        vm.prank(alice);
        vault.unlockVault(id);

        vm.assertEq(token.balanceOf(alice), USER_BALANCE - 150 * QTT, "85% came back");
        vm.assertEq(vault.getTotalLocked(), 0, "nothing locked");
        vm.assertEq(vault.getTotalReserved(), 0, "nothing reserved");
        vm.assertEq(vault.getRewardReserve(), RESERVE + 150 * QTT, "penalty and reward freed");
        vm.assertEq(token.balanceOf(address(vault)), RESERVE + 150 * QTT, "vault keeps the penalty");
        QTNVault.Vault memory v = _details(id);
        vm.assertEq(v.isLocked, false, "unlocked");
        vm.assertEq(v.claimed, false, "not claimed");
        vm.assertEq(v.penalty, 150 * QTT, "penalty recorded");
        vm.assertEq(v.accruedReward, 0, "reward forfeited");
    }

    function test_claimAfterUnlockTimePaysPrincipalPlusReward() public {
        uint256 id = _lock(alice, AMOUNT, 180);
        uint256 unlockTime = _details(id).unlockTime;
        vm.warp(unlockTime);

        vm.expectEmit(true, true, true, true, address(vault));
        emit QTNVault.RewardClaimed(alice, id, 600 * QTT);
        vm.prank(alice);
        vault.claimReward(id);

        vm.assertEq(token.balanceOf(alice), USER_BALANCE + 600 * QTT, "principal + reward");
        vm.assertEq(vault.getTotalLocked(), 0, "nothing locked");
        vm.assertEq(vault.getTotalReserved(), 0, "nothing reserved");
        vm.assertEq(vault.getRewardReserve(), RESERVE - 600 * QTT, "reward left the reserve");
        vm.assertEq(token.balanceOf(address(vault)), RESERVE - 600 * QTT, "vault paid it");
        QTNVault.Vault memory v = _details(id);
        vm.assertEq(v.isLocked, false, "unlocked");
        vm.assertEq(v.claimed, true, "claimed");
    }

    function test_unlockAfterMaturityPaysLikeClaim() public {
        uint256 id = _lock(alice, AMOUNT, 7);
        vm.warp(block.timestamp + 8 days);

        vm.expectEmit(true, true, true, true, address(vault));
        emit QTNVault.VaultUnlocked(alice, id, AMOUNT, 0);
        vm.expectEmit(true, true, true, true, address(vault));
        emit QTNVault.RewardClaimed(alice, id, 50 * QTT);
        vm.prank(alice);
        vault.unlockVault(id);

        vm.assertEq(token.balanceOf(alice), USER_BALANCE + 50 * QTT, "principal + reward");
        vm.assertEq(_details(id).claimed, true, "settled as a claim");
        vm.assertEq(_details(id).penalty, 0, "no penalty");
    }

    function test_oneSecondBeforeUnlockIsStillEarly() public {
        uint256 id = _lock(alice, AMOUNT, 7);
        vm.warp(_details(id).unlockTime - 1);
        vm.prank(alice);
        vault.unlockVault(id);
        vm.assertEq(_details(id).penalty, 150 * QTT, "penalised");
    }
}
