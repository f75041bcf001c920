// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {QTNVault} from "../QTNVault.sol";
import {HostileToken} from "./HostileToken.sol";
import {ReentrantUser} from "./ReentrantUser.sol";
import {vm} from "./Vm.sol";

/// @notice A token whose transfers call back into the vault cannot make it pay twice:
/// nonReentrant refuses the nested call, and the balances show a single payment.
contract ReentrancyTest {
    uint256 internal constant RESERVE = 1_000e18;
    uint256 internal constant AMOUNT = 100e18;

    HostileToken internal token;
    QTNVault internal vault;
    ReentrantUser internal attacker;

    function setUp() public {
        token = new HostileToken();
        vault = new QTNVault(IERC20(address(token)), address(this), 1_000);
        token.mint(address(this), RESERVE);
        token.approve(address(vault), RESERVE);
        vault.fundReserve(RESERVE);
        attacker = new ReentrantUser(vault, token);
        token.mint(address(attacker), AMOUNT);
        token.setHooked(address(attacker), true);
    }

    function _assertRefused() internal view {
        vm.assertTrue(attacker.reentered(), "the hook re-entered");
        vm.assertEq(attacker.reentrySucceeded(), false, "the nested call failed");
        vm.assertTrue(
            keccak256(attacker.reentryRevert())
                == keccak256(abi.encodeWithSelector(ReentrancyGuard.ReentrancyGuardReentrantCall.selector)),
            "refused by the reentrancy guard"
        );
        vm.assertEq(
            token.balanceOf(address(vault)),
            vault.getTotalLocked() + vault.getTotalReserved() + vault.getRewardReserve(),
            "vault still solvent"
        );
    }

    function test_claimReenteringClaimPaysOnce() public {
        uint256 id = attacker.lock(AMOUNT, 30);
        vm.warp(block.timestamp + 30 days);
        attacker.arm(abi.encodeCall(QTNVault.claimReward, (id)));
        attacker.claim(id);
        _assertRefused();
        vm.assertEq(token.balanceOf(address(attacker)), AMOUNT + 15e18, "principal + reward, once");
    }

    function test_claimReenteringUnlockPaysOnce() public {
        uint256 id = attacker.lock(AMOUNT, 30);
        vm.warp(block.timestamp + 30 days);
        attacker.arm(abi.encodeCall(QTNVault.unlockVault, (id)));
        attacker.claim(id);
        _assertRefused();
        vm.assertEq(token.balanceOf(address(attacker)), AMOUNT + 15e18, "principal + reward, once");
    }

    function test_earlyUnlockReenteringUnlockPaysOnce() public {
        uint256 id = attacker.lock(AMOUNT, 30);
        attacker.arm(abi.encodeCall(QTNVault.unlockVault, (id)));
        attacker.unlock(id);
        _assertRefused();
        vm.assertEq(token.balanceOf(address(attacker)), 85e18, "85%, once");
    }

    function test_earlyUnlockReenteringClaimPaysOnce() public {
        uint256 id = attacker.lock(AMOUNT, 7);
        vm.warp(block.timestamp + 7 days - 1);
        attacker.arm(abi.encodeCall(QTNVault.claimReward, (id)));
        attacker.unlock(id);
        _assertRefused();
        vm.assertEq(token.balanceOf(address(attacker)), 85e18, "85%, no reward");
    }

    function test_lockReenteringLockCreatesOneVault() public {
        attacker.arm(abi.encodeCall(QTNVault.lockVault, (AMOUNT / 2, 30)));
        attacker.lock(AMOUNT / 2, 30);
        _assertRefused();
        vm.assertEq(vault.getTotalVaults(), 1, "one vault");
        vm.assertEq(vault.getTotalLocked(), AMOUNT / 2, "one principal");
    }
}
