// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {QTTToken} from "../QTTToken.sol";
import {QTNBridge} from "../QTNBridge.sol";
import {vm} from "./Vm.sol";

/// @notice A deployed token and bridge with funded liquidity, a signer key, an owner that is
/// not the test contract (so an owner call is always a deliberate prank) and two users.
abstract contract BridgeTestBase {
    uint256 internal constant QTT = 1e18;
    uint256 internal constant LIQUIDITY = 1_000_000 * QTT;
    uint256 internal constant USER_BALANCE = 10_000 * QTT;
    uint256 internal constant SIGNER_KEY = 0xB51D6E;
    uint256 internal constant OTHER_KEY = 0x0DD;

    QTTToken internal token;
    QTNBridge internal bridge;
    address internal signer;
    address internal owner = address(0x0A7E);
    address internal alice = address(0xA11CE);
    address internal bob = address(0xB0B);
    bytes32 internal constant ALICE_ACCOUNT = bytes32(uint256(0xA11CE0000000000000000000000000));

    function setUp() public virtual {
        signer = vm.addr(SIGNER_KEY);
        token = new QTTToken(address(this));
        bridge = new QTNBridge(IERC20(address(token)), owner, signer);
        token.mint(address(this), LIQUIDITY);
        token.approve(address(bridge), LIQUIDITY);
        bridge.fund(LIQUIDITY);
        token.mint(alice, USER_BALANCE);
        token.mint(bob, USER_BALANCE);
        vm.label(alice, "alice");
        vm.label(bob, "bob");
        vm.label(owner, "owner");
    }

    /// @dev A 65-byte (r, s, v) signature by `key` over `digest`.
    function _sign(uint256 key, bytes32 digest) internal pure returns (bytes memory) {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, digest);
        return abi.encodePacked(r, s, v);
    }

    /// @dev A voucher signed by `key` for this bridge on this chain.
    function _voucher(uint256 key, address recipient, uint256 amount, bytes32 nonce, uint256 expiry)
        internal
        view
        returns (bytes memory)
    {
        return _sign(key, bridge.voucherDigest(recipient, amount, nonce, expiry));
    }

    function _deposit(address from, bytes32 account, uint256 amount) internal {
        vm.startPrank(from);
        token.approve(address(bridge), amount);
        bridge.deposit(account, amount);
        vm.stopPrank();
    }

    /// @dev Maps any fuzzed value into [min, max] without discarding runs.
    function _bound(uint256 x, uint256 min, uint256 max) internal pure returns (uint256) {
        return min + (x % (max - min + 1));
    }
}
