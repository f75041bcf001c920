// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {QTNBridge} from "../QTNBridge.sol";
import {BridgeTestBase} from "./BridgeTestBase.sol";
import {vm} from "./Vm.sol";

/// @notice What the bridge does when every check passes: redeem, deposit, fund, signer
/// rotation and the pause, with their events and books.
contract BridgeTest is BridgeTestBase {
    bytes32 internal constant N1 = "n1";
    bytes32 internal constant EDGE = "edge";

    event Redeemed(bytes32 indexed nonce, address indexed recipient, uint256 amount);
    event Deposited(address indexed from, bytes32 indexed account, uint256 amount);
    event Funded(address indexed from, uint256 amount);
    event SignerChanged(address indexed previous, address indexed next);

    function test_deployment() public view {
        vm.assertEq(address(bridge.token()), address(token), "token");
        vm.assertEq(bridge.owner(), owner, "owner");
        vm.assertEq(bridge.signer(), signer, "signer");
        vm.assertEq(token.balanceOf(address(bridge)), LIQUIDITY, "liquidity");
        vm.assertEq(bridge.totalRedeemed(), 0, "nothing redeemed");
        vm.assertEq(bridge.totalDeposited(), 0, "nothing deposited (funding is not a deposit)");
    }

    /// @dev The digest is EIP-712 over the domain ("QTN Bridge", "1", chain id, this
    /// contract), built here by hand so a renamed domain or type would fail. The server signs
    /// the same structure (src/domain/bridge/voucher-typed-data.ts).
    function test_voucherDigestIsEip712OfTheVoucher() public view {
        bytes32 domainSeparator = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("QTN Bridge"),
                keccak256("1"),
                block.chainid,
                address(bridge)
            )
        );
        bytes32 typehash = keccak256("Voucher(address recipient,uint256 amount,bytes32 nonce,uint256 expiry)");
        vm.assertTrue(bridge.VOUCHER_TYPEHASH() == typehash, "typehash");
        bytes32 structHash = keccak256(abi.encode(typehash, alice, 5 * QTT, N1, 1_000));
        bytes32 expected = keccak256(abi.encodePacked("\x19\x01", domainSeparator, structHash));
        vm.assertTrue(bridge.voucherDigest(alice, 5 * QTT, N1, 1_000) == expected, "digest");
    }

    function test_redeemPaysTheRecipientOnce() public {
        uint256 expiry = block.timestamp + 1 days;
        bytes memory sig = _voucher(SIGNER_KEY, alice, 50 * QTT, N1, expiry);
        vm.expectEmit(true, true, false, true, address(bridge));
        emit Redeemed(N1, alice, 50 * QTT);
        // Anyone may submit the voucher; the QTT goes to the recipient the signer named.
        vm.prank(bob);
        bridge.redeem(alice, 50 * QTT, N1, expiry, sig);

        vm.assertEq(token.balanceOf(alice), USER_BALANCE + 50 * QTT, "alice paid");
        vm.assertEq(token.balanceOf(bob), USER_BALANCE, "the submitter is not paid");
        vm.assertEq(token.balanceOf(address(bridge)), LIQUIDITY - 50 * QTT, "liquidity");
        vm.assertEq(bridge.totalRedeemed(), 50 * QTT, "total redeemed");
        vm.assertTrue(bridge.redeemed(N1), "nonce used");
    }

    function test_redeemAtTheExpirySecondItself() public {
        uint256 expiry = block.timestamp + 60;
        bytes memory sig = _voucher(SIGNER_KEY, alice, QTT, EDGE, expiry);
        vm.warp(expiry);
        bridge.redeem(alice, QTT, EDGE, expiry, sig);
        vm.assertEq(bridge.totalRedeemed(), QTT, "valid while block.timestamp <= expiry");
    }

    function test_redeemTheWholeLiquidity() public {
        uint256 expiry = block.timestamp + 1;
        bridge.redeem(alice, LIQUIDITY, "all", expiry, _voucher(SIGNER_KEY, alice, LIQUIDITY, "all", expiry));
        vm.assertEq(token.balanceOf(address(bridge)), 0, "emptied");
    }

    function test_depositTakesTheQttAndNamesTheAccount() public {
        vm.startPrank(alice);
        token.approve(address(bridge), 20 * QTT);
        vm.expectEmit(true, true, false, true, address(bridge));
        emit Deposited(alice, ALICE_ACCOUNT, 20 * QTT);
        bridge.deposit(ALICE_ACCOUNT, 20 * QTT);
        vm.stopPrank();

        vm.assertEq(token.balanceOf(alice), USER_BALANCE - 20 * QTT, "alice paid in");
        vm.assertEq(token.balanceOf(address(bridge)), LIQUIDITY + 20 * QTT, "bridge holds it");
        vm.assertEq(bridge.totalDeposited(), 20 * QTT, "total deposited");
    }

    function test_depositedQttPaysLaterVouchers() public {
        _deposit(alice, ALICE_ACCOUNT, 20 * QTT);
        uint256 expiry = block.timestamp + 1;
        uint256 all = LIQUIDITY + 20 * QTT;
        bridge.redeem(bob, all, "n", expiry, _voucher(SIGNER_KEY, bob, all, "n", expiry));
        vm.assertEq(token.balanceOf(address(bridge)), 0, "deposits are liquidity too");
    }

    function test_anyoneFunds() public {
        vm.startPrank(bob);
        token.approve(address(bridge), 7 * QTT);
        vm.expectEmit(true, false, false, true, address(bridge));
        emit Funded(bob, 7 * QTT);
        bridge.fund(7 * QTT);
        vm.stopPrank();
        vm.assertEq(token.balanceOf(address(bridge)), LIQUIDITY + 7 * QTT, "liquidity grew");
        vm.assertEq(bridge.totalDeposited(), 0, "funding credits no account");
    }

    function test_fundingWorksWhilePaused() public {
        vm.prank(owner);
        bridge.pause();
        token.mint(address(this), QTT);
        token.approve(address(bridge), QTT);
        bridge.fund(QTT);
        vm.assertEq(token.balanceOf(address(bridge)), LIQUIDITY + QTT, "funded while paused");
    }

    function test_setSignerRotatesWhichVouchersVerify() public {
        address next = vm.addr(OTHER_KEY);
        uint256 expiry = block.timestamp + 1 days;
        bytes memory oldSig = _voucher(SIGNER_KEY, alice, QTT, "old", expiry);

        vm.expectEmit(true, true, false, false, address(bridge));
        emit SignerChanged(signer, next);
        vm.prank(owner);
        bridge.setSigner(next);
        vm.assertEq(bridge.signer(), next, "rotated");

        vm.expectRevert(QTNBridge.InvalidSignature.selector);
        bridge.redeem(alice, QTT, "old", expiry, oldSig);
        bridge.redeem(alice, QTT, "new", expiry, _voucher(OTHER_KEY, alice, QTT, "new", expiry));
        vm.assertEq(bridge.totalRedeemed(), QTT, "only the new signer's voucher paid");
    }

    function test_pauseStopsRedeemAndDepositUntilUnpaused() public {
        uint256 expiry = block.timestamp + 1 days;
        bytes memory sig = _voucher(SIGNER_KEY, alice, QTT, "p", expiry);
        vm.prank(owner);
        bridge.pause();
        vm.assertTrue(bridge.paused(), "paused");

        vm.prank(owner);
        bridge.unpause();
        bridge.redeem(alice, QTT, "p", expiry, sig);
        _deposit(alice, ALICE_ACCOUNT, QTT);
        vm.assertEq(bridge.totalRedeemed(), QTT, "redeemed after unpause");
        vm.assertEq(bridge.totalDeposited(), QTT, "deposited after unpause");
    }

    function test_ownershipTransferKeepsTheRules() public {
        vm.prank(owner);
        bridge.transferOwnership(bob);
        vm.assertEq(bridge.owner(), bob, "new owner");
        vm.prank(bob);
        bridge.setSigner(vm.addr(OTHER_KEY));
        vm.assertEq(bridge.signer(), vm.addr(OTHER_KEY), "the new owner rotates");
    }

    function test_constructorRefusesAZeroSigner() public {
        vm.expectRevert(QTNBridge.ZeroAddress.selector);
        new QTNBridge(IERC20(address(token)), owner, address(0));
    }
}
