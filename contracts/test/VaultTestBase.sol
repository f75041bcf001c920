// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {QTTToken} from "../QTTToken.sol";
import {QTNVault} from "../QTNVault.sol";
import {vm} from "./Vm.sol";

/// @notice A deployed token and vault with a funded reserve and two funded users. The vault
/// lets one address reserve 10 % of the free reserve (the deployment's default) unless a suite
/// overrides `_reserveShareBps`.
abstract contract VaultTestBase {
    uint256 internal constant QTT = 1e18;
    uint256 internal constant DEFAULT_SHARE_BPS = 1_000;
    uint256 internal constant RESERVE = 100_000 * QTT;
    uint256 internal constant USER_BALANCE = 1_000_000 * QTT;

    QTTToken internal token;
    QTNVault internal vault;
    address internal alice = address(0xA11CE);
    address internal bob = address(0xB0B);

    function setUp() public virtual {
        token = new QTTToken(address(this));
        vault = new QTNVault(IERC20(address(token)), address(this), _reserveShareBps());
        token.mint(address(this), RESERVE);
        token.approve(address(vault), RESERVE);
        vault.fundReserve(RESERVE);
        token.mint(alice, USER_BALANCE);
        token.mint(bob, USER_BALANCE);
        vm.label(alice, "alice");
        vm.label(bob, "bob");
    }

    /// @dev The share the suite's vault is deployed with.
    function _reserveShareBps() internal pure virtual returns (uint256) {
        return DEFAULT_SHARE_BPS;
    }

    function _lock(address user, uint256 amount, uint256 durationDays) internal returns (uint256 id) {
        vm.startPrank(user);
        token.approve(address(vault), amount);
        id = vault.lockVault(amount, durationDays);
        vm.stopPrank();
    }

    function _details(uint256 id) internal view returns (QTNVault.Vault memory) {
        return vault.getVaultDetails(id);
    }

    /// @dev Maps any fuzzed value into [min, max] without discarding runs.
    function _bound(uint256 x, uint256 min, uint256 max) internal pure returns (uint256) {
        return min + (x % (max - min + 1));
    }
}
