// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
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
        // Alice's share is 10 % of the 100,000 QTT reserve: a 180-day reward of at most 10,000,
        // so 200,000 QTT (reward 120,000, more than the whole reserve) is refused with the limit.
        uint256 amount = 200_000 * QTT;
        vm.startPrank(alice);
        token.approve(address(vault), amount);
        vm.expectRevert(
            abi.encodeWithSelector(QTNVault.ReserveShareExceeded.selector, amount, 180, _max(10_000 * QTT, 6_000))
        );
        vault.lockVault(amount, 180);
        vm.stopPrank();
        vm.assertEq(token.balanceOf(alice), USER_BALANCE, "nothing moved");
    }

    function test_reservedRewardsCannotBePromisedTwice() public {
        _lock(alice, 16_000 * QTT, 180); // reserves 9,600 of 100,000
        // Bob's cap is 10 % of the 90,400 still free: 9,040, so 20,000 QTT (reward 12,000) is
        // refused, and what alice reserved is not his to take.
        vm.startPrank(bob);
        token.approve(address(vault), 20_000 * QTT);
        vm.expectRevert(
            abi.encodeWithSelector(QTNVault.ReserveShareExceeded.selector, 20_000 * QTT, 180, _max(9_040 * QTT, 6_000))
        );
        vault.lockVault(20_000 * QTT, 180);
        vm.stopPrank();
    }

    function test_reserveShareOnlyByTheOwnerAndWithinBounds() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        vault.setReserveShare(5_000);
        vm.expectRevert(abi.encodeWithSelector(QTNVault.InvalidReserveShare.selector, 0));
        vault.setReserveShare(0);
        vm.expectRevert(abi.encodeWithSelector(QTNVault.InvalidReserveShare.selector, 10_001));
        vault.setReserveShare(10_001);
        vm.expectRevert(abi.encodeWithSelector(QTNVault.InvalidReserveShare.selector, 0));
        new QTNVault(IERC20(address(token)), address(this), 0);
        vm.assertEq(vault.getReserveShare(), DEFAULT_SHARE_BPS, "unchanged");
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

    /// @dev The largest principal whose reward fits `headroom` at a multiplier of 1 + k/10000.
    function _max(uint256 headroom, uint256 k) private pure returns (uint256) {
        return (headroom * 10_000 + 9_999) / k;
    }

    function _matured() private returns (uint256 id) {
        id = _lock(alice, 100 * QTT, 30);
        vm.warp(block.timestamp + 30 days);
        vm.prank(alice);
        vault.claimReward(id);
    }
}
