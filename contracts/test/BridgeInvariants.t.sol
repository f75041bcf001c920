// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {QTTToken} from "../QTTToken.sol";
import {QTNBridge} from "../QTNBridge.sol";
import {BridgeHandler} from "./BridgeHandler.sol";
import {vm} from "./Vm.sol";

/// @notice Conservation and one redemption per nonce under random sequences of redemptions
/// (valid, expired, replayed, forged, past the liquidity), deposits, funding, signer rotation,
/// pauses and time. The handler audits after every call; forge checks the live state too.
contract BridgeInvariantsTest {
    uint256 internal constant LIQUIDITY = 100_000e18;
    uint256 internal constant ACTOR_BALANCE = 20_000e18;

    QTTToken internal token;
    QTNBridge internal bridge;
    BridgeHandler internal handler;
    uint256 internal supply;

    function setUp() public {
        token = new QTTToken(address(this));
        address[] memory actors = new address[](3);
        actors[0] = address(0xA11CE);
        actors[1] = address(0xB0B);
        actors[2] = address(0xCA401);
        // The handler needs the bridge's address to exist first; its owner is the handler's
        // OWNER_KEY address and its first signer the handler's first key.
        bridge = new QTNBridge(IERC20(address(token)), vm.addr(0x0A7E), vm.addr(0xA1));
        token.mint(address(this), LIQUIDITY);
        token.approve(address(bridge), LIQUIDITY);
        bridge.fund(LIQUIDITY);
        for (uint256 i = 0; i < actors.length; i++) {
            token.mint(actors[i], ACTOR_BALANCE);
        }
        handler = new BridgeHandler(token, bridge, actors, LIQUIDITY);
        vm.assertEq(handler.owner(), bridge.owner(), "the handler acts as the bridge's owner");
        supply = token.totalSupply();
    }

    /// @dev forge fuzzes only the handler's actions.
    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    /// @dev One campaign checks every property (a campaign per property would repeat the same
    /// calls). The runs and depth are pinned here, not only in foundry.toml, because the
    /// campaign's size is part of what it proves.
    /// forge-config: default.invariant.runs = 256
    /// forge-config: default.invariant.depth = 500
    function invariant_bridgeConservesAndPaysEachNonceOnce() public view {
        _conserved();
        _booksMatchTheGhosts();
        _eachNoncePaysOnce();
        _ownerNeverGains();
        _everyOutcomePredicted();
    }

    /// @dev A fixed pseudo-random walk through the handler must reach every path, or the
    /// invariants above would hold vacuously.
    function test_handlerReachesEveryPath() public {
        for (uint256 i = 0; i < 600; i++) {
            uint256 r = uint256(keccak256(abi.encode(i)));
            uint256 a = r >> 8;
            uint256 b = r >> 80;
            uint256 c = r >> 160;
            uint256 d = r >> 200;
            uint256 action = r % 8;
            if (action == 0) handler.redeem(a, b, c, d);
            else if (action == 1) handler.replay(a);
            else if (action == 2) handler.redeemForged(a, b, c, d);
            else if (action == 3) handler.deposit(a, b, c);
            else if (action == 4) handler.fund(a, b);
            else if (action == 5) handler.rotateSigner(a);
            else if (action == 6) handler.togglePause(a);
            else handler.warp(a);
        }
        vm.assertGe(handler.redemptions(), 1, "redeemed");
        vm.assertGe(handler.refusedReplays(), 1, "refused a replay");
        vm.assertGe(handler.refusedExpired(), 1, "refused an expired voucher");
        vm.assertGe(handler.refusedStale(), 1, "refused a voucher by another key");
        vm.assertGe(handler.refusedLiquidity(), 1, "refused a voucher past the liquidity");
        vm.assertGe(handler.refusedPaused(), 1, "refused while paused");
        vm.assertGe(handler.deposits(), 1, "deposited");
        vm.assertGe(handler.rotations(), 1, "rotated the signer");
        invariant_bridgeConservesAndPaysEachNonceOnce();
        _everyNonceFlagMatches();
    }

    function _conserved() internal view {
        vm.assertEq(handler.unbalancedCalls(), 0, "a call left the bridge's balance unaccounted");
        vm.assertEq(
            token.balanceOf(address(bridge)),
            handler.ghostFunded() + bridge.totalDeposited() - bridge.totalRedeemed(),
            "balance == funded + deposited - redeemed"
        );
        vm.assertEq(token.totalSupply(), supply, "no QTT minted or burned");
        vm.assertEq(handler.heldQtt(), supply, "actors + owner + bridge hold the whole supply");
    }

    function _booksMatchTheGhosts() internal view {
        vm.assertEq(handler.bookMismatchCalls(), 0, "a call broke the books");
        vm.assertEq(bridge.totalRedeemed(), handler.ghostRedeemed(), "total redeemed == sum of vouchers paid");
        vm.assertEq(bridge.totalDeposited(), handler.ghostDeposited(), "total deposited");
    }

    function _eachNoncePaysOnce() internal view {
        vm.assertLe(handler.maxRedemptions(), 1, "a nonce paid twice");
        vm.assertEq(handler.wrongPayments(), 0, "a redemption paid the wrong amount");
        vm.assertEq(handler.forgedPayments(), 0, "a voucher by another key paid");
        vm.assertEq(handler.nonceFlagMismatches(), 0, "redeemed[nonce] differs from the ghost count");
    }

    /// @dev Every nonce of the pool: redeemed[nonce] is set exactly when the handler was paid
    /// for it (too slow to run every check_interval calls; the handler checks each nonce it
    /// touches after every call).
    function _everyNonceFlagMatches() internal view {
        for (uint256 n = 0; n < 64; n++) {
            bool used = handler.redemptionsOf(bytes32(n)) == 1;
            vm.assertEq(bridge.redeemed(bytes32(n)), used, "redeemed[nonce] == the handler paid it");
        }
    }

    function _ownerNeverGains() internal view {
        vm.assertEq(handler.ownerGains(), 0, "the owner gained QTT");
        vm.assertEq(token.balanceOf(handler.owner()), 0, "the owner holds nothing");
    }

    function _everyOutcomePredicted() internal view {
        vm.assertEq(handler.unexpectedOutcomes(), 0, "a call succeeded or failed against the ghost books");
    }
}
