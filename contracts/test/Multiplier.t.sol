// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {VaultTestBase} from "./VaultTestBase.sol";
import {vm} from "./Vm.sol";

/// @notice getMultiplier at every tier edge (product rules R4) and calculateReward through a
/// vault's life.
contract MultiplierTest is VaultTestBase {
    function test_multiplierAtEveryEdge() public view {
        vm.assertEq(vault.getMultiplier(7), 10_500, "7 days");
        vm.assertEq(vault.getMultiplier(29), 10_500, "29 days");
        vm.assertEq(vault.getMultiplier(30), 11_500, "30 days");
        vm.assertEq(vault.getMultiplier(89), 11_500, "89 days");
        vm.assertEq(vault.getMultiplier(90), 13_500, "90 days");
        vm.assertEq(vault.getMultiplier(179), 13_500, "179 days");
        vm.assertEq(vault.getMultiplier(180), 16_000, "180 days");
        vm.assertEq(vault.getMultiplier(365), 16_000, "365 days");
    }

    function test_calculateRewardWhileLockedAndAfterClaim() public {
        uint256 id = _lock(alice, 1_000 * QTT, 7);
        vm.assertEq(vault.calculateReward(id), 50 * QTT, "7 days earns 5%");

        vm.warp(block.timestamp + 7 days);
        vm.prank(alice);
        vault.claimReward(id);
        vm.assertEq(vault.calculateReward(id), 50 * QTT, "unchanged after the claim");
    }

    function test_calculateRewardIsZeroAfterEarlyExit() public {
        uint256 id = _lock(alice, 1_000 * QTT, 90);
        vm.assertEq(vault.calculateReward(id), 350 * QTT, "90 days earns 35%");
        vm.prank(alice);
        vault.unlockVault(id);
        vm.assertEq(vault.calculateReward(id), 0, "an early exit forfeits the reward");
    }

    function test_calculateRewardRoundsDown() public {
        uint256 id = _lock(alice, 19, 7); // 19 * 500 / 10000 = 0.95
        vm.assertEq(vault.calculateReward(id), 0, "rounds down like the domain");
        id = _lock(alice, 10_001, 180); // 10001 * 6000 / 10000 = 6000.6
        vm.assertEq(vault.calculateReward(id), 6_000, "rounds down");
    }
}
