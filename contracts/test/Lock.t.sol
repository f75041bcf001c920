// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {QTNVault} from "../QTNVault.sol";
import {VaultTestBase} from "./VaultTestBase.sol";
import {vm} from "./Vm.sol";

/// @notice lockVault moves the principal in and reserves the reward; the views report it.
contract LockTest is VaultTestBase {
    function test_lockMovesPrincipalAndReservesReward() public {
        uint256 amount = 100 * QTT;
        uint256 id = _lock(alice, amount, 30);

        uint256 reward = 15 * QTT; // 11500 bps
        vm.assertEq(id, 1, "first vault id");
        vm.assertEq(token.balanceOf(alice), USER_BALANCE - amount, "user paid the principal");
        vm.assertEq(token.balanceOf(address(vault)), RESERVE + amount, "vault holds reserve + principal");
        vm.assertEq(vault.getTotalLocked(), amount, "total locked");
        vm.assertEq(vault.getTotalReserved(), reward, "reward reserved");
        vm.assertEq(vault.getRewardReserve(), RESERVE - reward, "free reserve shrank by the reward");
        vm.assertEq(vault.getTotalVaults(), 1, "vault count");
    }

    function test_lockEmitsVaultLocked() public {
        vm.startPrank(alice);
        token.approve(address(vault), 250 * QTT);
        vm.expectEmit(true, true, true, true, address(vault));
        emit QTNVault.VaultLocked(alice, 250 * QTT, 90, 1);
        vault.lockVault(250 * QTT, 90);
        vm.stopPrank();
    }

    function test_lockRecordsTheVault() public {
        vm.warp(1_700_000_000);
        uint256 id = _lock(alice, 100 * QTT, 180);
        QTNVault.Vault memory v = _details(id);

        vm.assertEq(v.id, id, "id");
        vm.assertEq(v.owner, alice, "owner");
        vm.assertEq(v.amount, 100 * QTT, "amount");
        vm.assertEq(v.duration, 180, "duration");
        vm.assertEq(v.lockTime, 1_700_000_000, "lockTime");
        vm.assertEq(v.unlockTime, 1_700_000_000 + 180 days, "unlockTime");
        vm.assertEq(v.isLocked, true, "isLocked");
        vm.assertEq(v.multiplier, 16_000, "multiplier");
        vm.assertEq(v.accruedReward, 60 * QTT, "accruedReward");
        vm.assertEq(v.claimed, false, "claimed");
        vm.assertEq(v.penalty, 0, "penalty");
    }

    function test_userVaultsAndTotals() public {
        _lock(alice, 10 * QTT, 7);
        _lock(bob, 20 * QTT, 30);
        _lock(alice, 30 * QTT, 365);

        uint256[] memory mine = vault.getUserVaults(alice);
        vm.assertEq(mine.length, 2, "alice has two vaults");
        vm.assertEq(mine[0], 1, "oldest first");
        vm.assertEq(mine[1], 3, "then the third");
        vm.assertEq(vault.getUserVaults(bob).length, 1, "bob has one");
        vm.assertEq(vault.getUserVaults(address(0xCAFE)).length, 0, "a stranger has none");
        vm.assertEq(vault.getTotalLocked(), 60 * QTT, "total locked");
        vm.assertEq(vault.getTotalVaults(), 3, "total vaults");
        vm.assertEq(vault.qttToken(), address(token), "qttToken");
    }

    function test_fundReserveEmitsAndGrowsTheFreeReserve() public {
        token.mint(address(this), 5 * QTT);
        token.approve(address(vault), 5 * QTT);
        vm.expectEmit(true, true, true, true, address(vault));
        emit QTNVault.ReserveFunded(address(this), 5 * QTT);
        vault.fundReserve(5 * QTT);
        vm.assertEq(vault.getRewardReserve(), RESERVE + 5 * QTT, "free reserve");
    }
}
