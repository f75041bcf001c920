// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {QTNBridge} from "../QTNBridge.sol";
import {HostileToken, ITransferHook} from "./HostileToken.sol";
import {vm} from "./Vm.sol";

/// @notice A bridge user whose token transfers call it back: once armed, it replays a stored
/// call into the bridge from inside the transfer and records what happened.
contract ReentrantBridgeUser is ITransferHook {
    QTNBridge internal immutable bridge;
    HostileToken internal immutable token;
    bytes internal _armed;
    bool public reentered;
    bool public reentrySucceeded;
    bytes public reentryRevert;

    constructor(QTNBridge bridge_, HostileToken token_) {
        bridge = bridge_;
        token = token_;
        token_.approve(address(bridge_), type(uint256).max);
    }

    function arm(bytes calldata call) external {
        _armed = call;
    }

    function deposit(bytes32 account, uint256 amount) external {
        bridge.deposit(account, amount);
    }

    function onTokenTransfer(address, address, uint256) external {
        if (msg.sender != address(token) || _armed.length == 0) return;
        bytes memory call = _armed;
        delete _armed;
        reentered = true;
        (reentrySucceeded, reentryRevert) = address(bridge).call(call);
    }
}

/// @notice A token whose transfers call back into the bridge cannot make it pay a voucher twice
/// or count a deposit twice: nonReentrant refuses the nested call.
contract BridgeReentrancyTest {
    uint256 internal constant LIQUIDITY = 1_000e18;
    uint256 internal constant SIGNER_KEY = 0xB51D6E;

    HostileToken internal token;
    QTNBridge internal bridge;
    ReentrantBridgeUser internal attacker;

    function setUp() public {
        token = new HostileToken();
        bridge = new QTNBridge(IERC20(address(token)), address(this), vm.addr(SIGNER_KEY));
        token.mint(address(this), LIQUIDITY);
        token.approve(address(bridge), LIQUIDITY);
        bridge.fund(LIQUIDITY);
        attacker = new ReentrantBridgeUser(bridge, token);
        token.mint(address(attacker), 100e18);
        token.setHooked(address(attacker), true);
    }

    function _redeemCall(uint256 amount, bytes32 nonce) internal view returns (bytes memory) {
        uint256 expiry = block.timestamp + 1 days;
        bytes32 digest = bridge.voucherDigest(address(attacker), amount, nonce, expiry);
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(SIGNER_KEY, digest);
        return abi.encodeCall(QTNBridge.redeem, (address(attacker), amount, nonce, expiry, abi.encodePacked(r, s, v)));
    }

    function _assertRefusedByTheGuard() internal view {
        vm.assertTrue(attacker.reentered(), "the hook re-entered");
        vm.assertEq(attacker.reentrySucceeded(), false, "the nested call failed");
        vm.assertTrue(
            keccak256(attacker.reentryRevert())
                == keccak256(abi.encodeWithSelector(ReentrancyGuard.ReentrancyGuardReentrantCall.selector)),
            "refused by the reentrancy guard"
        );
        vm.assertEq(
            token.balanceOf(address(bridge)),
            LIQUIDITY + bridge.totalDeposited() - bridge.totalRedeemed(),
            "balance == funded + deposited - redeemed"
        );
    }

    function test_redeemReenteringRedeemPaysOnce() public {
        bytes memory call = _redeemCall(10e18, "n1");
        attacker.arm(call);
        (bool ok,) = address(bridge).call(call);
        vm.assertTrue(ok, "the outer redemption paid");
        _assertRefusedByTheGuard();
        vm.assertEq(bridge.totalRedeemed(), 10e18, "paid once");
        vm.assertEq(token.balanceOf(address(attacker)), 110e18, "the attacker got one payment");
    }

    function test_redeemReenteringWithAnotherVoucherIsRefused() public {
        attacker.arm(_redeemCall(20e18, "n2"));
        (bool ok,) = address(bridge).call(_redeemCall(10e18, "n1"));
        vm.assertTrue(ok, "the outer redemption paid");
        _assertRefusedByTheGuard();
        vm.assertTrue(!bridge.redeemed("n2"), "the nested voucher is still unused");
    }

    function test_depositReenteringDepositCountsOnce() public {
        attacker.arm(abi.encodeCall(QTNBridge.deposit, (bytes32(uint256(7)), 5e18)));
        attacker.deposit(bytes32(uint256(7)), 10e18);
        _assertRefusedByTheGuard();
        vm.assertEq(bridge.totalDeposited(), 10e18, "counted once");
    }
}
