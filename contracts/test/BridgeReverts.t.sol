// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {QTNBridge} from "../QTNBridge.sol";
import {BridgeTestBase} from "./BridgeTestBase.sol";
import {vm} from "./Vm.sol";

/// @notice Every refusal of the bridge reverts with its custom error and its arguments, and
/// leaves nothing paid and no nonce used.
contract BridgeRevertsTest is BridgeTestBase {
    bytes32 internal constant N = "n";
    uint256 internal expiry;

    function setUp() public override {
        super.setUp();
        expiry = block.timestamp + 1 days;
    }

    function _refused(address recipient, uint256 amount, bytes32 nonce, uint256 exp, bytes memory sig, bytes memory err)
        internal
    {
        vm.expectRevert(err);
        bridge.redeem(recipient, amount, nonce, exp, sig);
        vm.assertEq(bridge.totalRedeemed(), 0, "nothing redeemed");
        vm.assertEq(token.balanceOf(address(bridge)), LIQUIDITY, "nothing left the bridge");
        vm.assertTrue(!bridge.redeemed(nonce), "the nonce is still unused");
    }

    function test_signedByAnotherKey() public {
        bytes memory sig = _voucher(OTHER_KEY, alice, QTT, "n", expiry);
        _refused(alice, QTT, "n", expiry, sig, abi.encodeWithSelector(QTNBridge.InvalidSignature.selector));
    }

    function test_anotherRecipientThanSigned() public {
        bytes memory sig = _voucher(SIGNER_KEY, alice, QTT, "n", expiry);
        _refused(bob, QTT, "n", expiry, sig, abi.encodeWithSelector(QTNBridge.InvalidSignature.selector));
    }

    function test_anotherAmountThanSigned() public {
        bytes memory sig = _voucher(SIGNER_KEY, alice, QTT, "n", expiry);
        _refused(alice, 2 * QTT, "n", expiry, sig, abi.encodeWithSelector(QTNBridge.InvalidSignature.selector));
    }

    function test_anotherNonceThanSigned() public {
        bytes memory sig = _voucher(SIGNER_KEY, alice, QTT, "n", expiry);
        _refused(alice, QTT, "m", expiry, sig, abi.encodeWithSelector(QTNBridge.InvalidSignature.selector));
    }

    function test_aLaterExpiryThanSigned() public {
        bytes memory sig = _voucher(SIGNER_KEY, alice, QTT, "n", expiry);
        _refused(alice, QTT, "n", expiry + 1, sig, abi.encodeWithSelector(QTNBridge.InvalidSignature.selector));
    }

    /// @dev The same fields signed for chain 137: the domain's chain id differs, so does the
    /// digest, and the recovered address is not the signer.
    function test_signedForAnotherChain() public {
        uint256 here = block.chainid;
        vm.chainId(137);
        bytes memory sig = _voucher(SIGNER_KEY, alice, QTT, "n", expiry);
        vm.chainId(here);
        _refused(alice, QTT, "n", expiry, sig, abi.encodeWithSelector(QTNBridge.InvalidSignature.selector));
    }

    /// @dev The same fields signed for another deployment of the bridge (same chain, same
    /// signer): valid there, refused here.
    function test_signedForAnotherContract() public {
        QTNBridge other = new QTNBridge(IERC20(address(token)), owner, signer);
        bytes memory sig = _sign(SIGNER_KEY, other.voucherDigest(alice, QTT, "n", expiry));
        _refused(alice, QTT, "n", expiry, sig, abi.encodeWithSelector(QTNBridge.InvalidSignature.selector));
    }

    function test_malformedSignatures() public {
        bytes memory good = _voucher(SIGNER_KEY, alice, QTT, "n", expiry);
        bytes memory invalid = abi.encodeWithSelector(QTNBridge.InvalidSignature.selector);
        _refused(alice, QTT, "n", expiry, "", invalid);
        _refused(alice, QTT, "n", expiry, new bytes(65), invalid);
        bytes memory short = new bytes(64);
        for (uint256 i = 0; i < 64; i++) {
            short[i] = good[i];
        }
        _refused(alice, QTT, "n", expiry, short, invalid);
        _refused(alice, QTT, "n", expiry, abi.encodePacked(good, bytes1(0)), invalid);
        bytes memory badV = abi.encodePacked(good);
        badV[64] = bytes1(uint8(29));
        _refused(alice, QTT, "n", expiry, badV, invalid);
    }

    /// @dev The mirror signature (s' = n - s, v flipped) recovers the same signer; ECDSA
    /// refuses it, so a signature has one valid form. (The nonce stops a replay either way.)
    function test_malleatedHighSSignature() public {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(SIGNER_KEY, bridge.voucherDigest(alice, QTT, "n", expiry));
        uint256 n = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141;
        bytes memory mirror = abi.encodePacked(r, bytes32(n - uint256(s)), v == 27 ? uint8(28) : uint8(27));
        _refused(alice, QTT, "n", expiry, mirror, abi.encodeWithSelector(QTNBridge.InvalidSignature.selector));
    }

    function test_expired() public {
        bytes memory sig = _voucher(SIGNER_KEY, alice, QTT, "n", expiry);
        vm.warp(expiry + 1);
        _refused(
            alice, QTT, "n", expiry, sig, abi.encodeWithSelector(QTNBridge.VoucherExpired.selector, expiry, expiry + 1)
        );
    }

    function test_reusedNonce() public {
        bytes memory sig = _voucher(SIGNER_KEY, alice, QTT, "n", expiry);
        bridge.redeem(alice, QTT, "n", expiry, sig);
        vm.expectRevert(abi.encodeWithSelector(QTNBridge.NonceUsed.selector, N));
        bridge.redeem(alice, QTT, "n", expiry, sig);
        // Another voucher with the used nonce, even for another amount or recipient, is refused too.
        bytes memory again = _voucher(SIGNER_KEY, bob, 2 * QTT, "n", expiry);
        vm.expectRevert(abi.encodeWithSelector(QTNBridge.NonceUsed.selector, N));
        bridge.redeem(bob, 2 * QTT, "n", expiry, again);
        vm.assertEq(bridge.totalRedeemed(), QTT, "paid once");
    }

    function test_zeroAmount() public {
        bytes memory sig = _voucher(SIGNER_KEY, alice, 0, "n", expiry);
        _refused(alice, 0, "n", expiry, sig, abi.encodeWithSelector(QTNBridge.ZeroAmount.selector));
        vm.startPrank(alice);
        vm.expectRevert(QTNBridge.ZeroAmount.selector);
        bridge.deposit(ALICE_ACCOUNT, 0);
        vm.expectRevert(QTNBridge.ZeroAmount.selector);
        bridge.fund(0);
        vm.stopPrank();
    }

    function test_zeroRecipient() public {
        bytes memory sig = _voucher(SIGNER_KEY, address(0), QTT, "n", expiry);
        _refused(address(0), QTT, "n", expiry, sig, abi.encodeWithSelector(QTNBridge.ZeroAddress.selector));
    }

    function test_zeroAccount() public {
        vm.startPrank(alice);
        token.approve(address(bridge), QTT);
        vm.expectRevert(QTNBridge.ZeroAccount.selector);
        bridge.deposit(bytes32(0), QTT);
        vm.stopPrank();
        vm.assertEq(bridge.totalDeposited(), 0, "nothing deposited");
    }

    function test_depositWithoutAllowance() public {
        vm.prank(alice);
        vm.expectRevert();
        bridge.deposit(ALICE_ACCOUNT, QTT);
        vm.assertEq(bridge.totalDeposited(), 0, "nothing deposited");
    }

    function test_paused() public {
        bytes memory sig = _voucher(SIGNER_KEY, alice, QTT, "n", expiry);
        vm.prank(owner);
        bridge.pause();
        _refused(alice, QTT, "n", expiry, sig, abi.encodeWithSelector(Pausable.EnforcedPause.selector));
        vm.startPrank(alice);
        token.approve(address(bridge), QTT);
        vm.expectRevert(Pausable.EnforcedPause.selector);
        bridge.deposit(ALICE_ACCOUNT, QTT);
        vm.stopPrank();
        vm.assertEq(bridge.totalDeposited(), 0, "nothing deposited");
    }

    function test_insufficientLiquidity() public {
        uint256 amount = LIQUIDITY + 1;
        bytes memory sig = _voucher(SIGNER_KEY, alice, amount, "n", expiry);
        _refused(
            alice,
            amount,
            "n",
            expiry,
            sig,
            abi.encodeWithSelector(QTNBridge.InsufficientLiquidity.selector, LIQUIDITY, amount)
        );
        // After a deposit the same voucher pays: it was refused, not spent.
        _deposit(bob, bytes32(uint256(1)), 1);
        bridge.redeem(alice, amount, "n", expiry, sig);
        vm.assertEq(token.balanceOf(address(bridge)), 0, "paid once liquidity sufficed");
    }

    function test_nonOwnerCannotSetSignerOrPause() public {
        bytes memory notOwner = abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice);
        vm.startPrank(alice);
        vm.expectRevert(notOwner);
        bridge.setSigner(alice);
        vm.expectRevert(notOwner);
        bridge.pause();
        vm.stopPrank();
        vm.prank(owner);
        bridge.pause();
        vm.prank(alice);
        vm.expectRevert(notOwner);
        bridge.unpause();
        vm.assertEq(bridge.signer(), signer, "signer unchanged");
        vm.assertTrue(bridge.paused(), "still paused");
    }

    function test_setSignerToZero() public {
        vm.prank(owner);
        vm.expectRevert(QTNBridge.ZeroAddress.selector);
        bridge.setSigner(address(0));
    }

    function test_pauseTwiceAndUnpauseUnpaused() public {
        vm.startPrank(owner);
        vm.expectRevert(Pausable.ExpectedPause.selector);
        bridge.unpause();
        bridge.pause();
        vm.expectRevert(Pausable.EnforcedPause.selector);
        bridge.pause();
        vm.stopPrank();
    }

    /// @dev The owner's powers end at the signer and the pause: a voucher the owner signs is
    /// as invalid as anyone's, and the bridge never approved anyone to pull its QTT.
    function test_ownerCannotTakeTokens() public {
        uint256 ownerKey = 0x0A7E0A7E;
        QTNBridge owned = new QTNBridge(IERC20(address(token)), vm.addr(ownerKey), signer);
        token.mint(address(this), QTT);
        token.approve(address(owned), QTT);
        owned.fund(QTT);
        bytes memory sig = _sign(ownerKey, owned.voucherDigest(vm.addr(ownerKey), QTT, "n", expiry));
        vm.startPrank(vm.addr(ownerKey));
        vm.expectRevert(QTNBridge.InvalidSignature.selector);
        owned.redeem(vm.addr(ownerKey), QTT, "n", expiry, sig);
        vm.assertEq(token.allowance(address(owned), vm.addr(ownerKey)), 0, "no allowance");
        vm.expectRevert();
        vm.assertTrue(!token.transferFrom(address(owned), vm.addr(ownerKey), QTT), "no transferFrom");
        vm.stopPrank();
        vm.assertEq(token.balanceOf(address(owned)), QTT, "the bridge keeps its QTT");
    }
}
