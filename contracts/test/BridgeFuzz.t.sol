// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {QTNBridge} from "../QTNBridge.sol";
import {BridgeTestBase} from "./BridgeTestBase.sol";
import {vm} from "./Vm.sol";

/// @notice Random amounts, expiries, times, recipients and signing keys.
contract BridgeFuzzTest is BridgeTestBase {
    /// @dev secp256k1's group order: a private key is in [1, n - 1].
    uint256 internal constant N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141;

    /// @dev Any amount up to the liquidity pays exactly that amount to any recipient; more
    /// than the liquidity is refused with both figures.
    function testFuzz_redeemPaysExactlyTheAmount(uint256 amount, address recipient, bytes32 nonce) public {
        vm.assume(recipient != address(0) && recipient != address(bridge));
        amount = _bound(amount, 1, 2 * LIQUIDITY);
        uint256 expiry = block.timestamp + 1;
        bytes memory sig = _voucher(SIGNER_KEY, recipient, amount, nonce, expiry);
        uint256 before = token.balanceOf(recipient);
        if (amount > LIQUIDITY) {
            vm.expectRevert(abi.encodeWithSelector(QTNBridge.InsufficientLiquidity.selector, LIQUIDITY, amount));
            bridge.redeem(recipient, amount, nonce, expiry, sig);
            vm.assertTrue(!bridge.redeemed(nonce), "a refused voucher keeps its nonce");
            return;
        }
        bridge.redeem(recipient, amount, nonce, expiry, sig);
        vm.assertEq(token.balanceOf(recipient), before + amount, "recipient paid the amount");
        vm.assertEq(token.balanceOf(address(bridge)), LIQUIDITY - amount, "bridge paid the amount");
        vm.assertEq(bridge.totalRedeemed(), amount, "total redeemed");
        vm.expectRevert(abi.encodeWithSelector(QTNBridge.NonceUsed.selector, nonce));
        bridge.redeem(recipient, amount, nonce, expiry, sig);
    }

    /// @dev A voucher is valid exactly while block.timestamp <= expiry.
    function testFuzz_expiryIsInclusive(uint256 expiry, uint256 nowTs) public {
        expiry = _bound(expiry, 1, type(uint64).max);
        nowTs = _bound(nowTs, 1, type(uint64).max);
        bytes memory sig = _voucher(SIGNER_KEY, alice, QTT, "n", expiry);
        vm.warp(nowTs);
        if (nowTs > expiry) {
            vm.expectRevert(abi.encodeWithSelector(QTNBridge.VoucherExpired.selector, expiry, nowTs));
        }
        bridge.redeem(alice, QTT, "n", expiry, sig);
        vm.assertEq(bridge.totalRedeemed(), nowTs > expiry ? 0 : QTT, "paid only before the expiry passed");
    }

    /// @dev A voucher signed by any key but the signer's is refused; after the owner makes that
    /// key the signer, the same voucher pays.
    function testFuzz_onlyTheSignersKeyVerifies(uint256 key, uint256 amount) public {
        key = _bound(key, 1, N - 1);
        vm.assume(key != SIGNER_KEY);
        amount = _bound(amount, 1, LIQUIDITY);
        uint256 expiry = block.timestamp + 1 days;
        bytes memory sig = _voucher(key, alice, amount, "n", expiry);
        vm.expectRevert(QTNBridge.InvalidSignature.selector);
        bridge.redeem(alice, amount, "n", expiry, sig);

        vm.prank(owner);
        bridge.setSigner(vm.addr(key));
        bridge.redeem(alice, amount, "n", expiry, sig);
        vm.assertEq(bridge.totalRedeemed(), amount, "the new signer's voucher pays");
    }

    /// @dev Random bytes are never a valid signature.
    function testFuzz_randomSignatureBytes(bytes calldata sig, uint256 amount) public {
        amount = _bound(amount, 1, LIQUIDITY);
        uint256 expiry = block.timestamp + 1 days;
        vm.expectRevert(QTNBridge.InvalidSignature.selector);
        bridge.redeem(alice, amount, "n", expiry, sig);
    }

    /// @dev Any deposit moves exactly its amount and counts it once.
    function testFuzz_deposit(uint256 amount, bytes32 account) public {
        vm.assume(account != bytes32(0));
        amount = _bound(amount, 1, USER_BALANCE);
        _deposit(alice, account, amount);
        vm.assertEq(token.balanceOf(alice), USER_BALANCE - amount, "alice paid in");
        vm.assertEq(token.balanceOf(address(bridge)), LIQUIDITY + amount, "bridge holds it");
        vm.assertEq(bridge.totalDeposited(), amount, "total deposited");
    }
}
