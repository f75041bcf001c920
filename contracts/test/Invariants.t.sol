// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {QTTToken} from "../QTTToken.sol";
import {QTNVault} from "../QTNVault.sol";
import {VaultHandler} from "./VaultHandler.sol";
import {vm} from "./Vm.sol";

/// @notice Solvency and once-only payment under random sequences of every action
/// (foundry.toml: 256 runs x 500 calls). Each invariant is checked after every call.
contract InvariantsTest {
    uint256 internal constant RESERVE = 1_000e18;
    uint256 internal constant ACTOR_BALANCE = 10_000e18;
    uint256 internal constant FUNDER_BALANCE = 50_000e18;
    uint256 internal constant SHARE_BPS = 1_000;

    QTTToken internal token;
    QTNVault internal vault;
    VaultHandler internal handler;
    uint256 internal supply;

    function setUp() public {
        token = new QTTToken(address(this));
        vault = new QTNVault(IERC20(address(token)), address(this), SHARE_BPS);
        token.mint(address(this), RESERVE);
        token.approve(address(vault), RESERVE);
        vault.fundReserve(RESERVE);

        address[] memory actors = new address[](3);
        actors[0] = address(0xA11CE);
        actors[1] = address(0xB0B);
        actors[2] = address(0xCA401);
        handler = new VaultHandler(token, vault, actors, RESERVE, SHARE_BPS);
        vault.transferOwnership(address(handler));
        for (uint256 i = 0; i < actors.length; i++) {
            token.mint(actors[i], ACTOR_BALANCE);
        }
        token.mint(address(handler), FUNDER_BALANCE);
        supply = token.totalSupply();
    }

    /// @dev forge fuzzes only the handler's actions.
    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    /// @dev One campaign checks every property: a campaign per property would repeat the
    /// same 128,000 calls once each. The handler audits after every call; this reads the
    /// audit's sticky counters and re-checks the live state (every check_interval calls).
    function invariant_vaultIsSolventAndPaysOnce() public view {
        _solvent();
        _balanceExactlyAccounted();
        _qttConserved();
        _booksMatchTheGhosts();
        _freeReserveNeverUnderflows();
        _noVaultPaysTwice();
        _noClaimAfterExitNorExitAfterClaim();
        _capHeldAtEveryLock();
    }

    /// @dev A fixed pseudo-random walk through the handler must reach every path, or the
    /// invariants above would hold vacuously.
    function test_handlerReachesEveryPath() public {
        for (uint256 i = 0; i < 500; i++) {
            uint256 r = uint256(keccak256(abi.encode(i)));
            uint256 a = r >> 8;
            uint256 b = r >> 80;
            uint256 c = r >> 160;
            uint256 action = r % 7;
            if (action == 0) handler.fund(a);
            else if (action == 1) handler.donate(a, b);
            else if (action == 2) handler.warp(a);
            else if (action == 3) handler.lock(a, b, c);
            else if (action == 4) handler.unlock(a, b);
            else if (action == 5) handler.claim(a, b);
            else handler.setShare(a);
        }
        vm.assertGe(handler.vaultCount(), 1, "locked");
        vm.assertGe(handler.refusedLocks(), 1, "refused a lock past the cap");
        vm.assertGe(handler.locksAtTheLimit(), 1, "locked exactly the most the cap allowed");
        vm.assertGe(handler.shareChanges(), 1, "changed the share");
        vm.assertGe(handler.earlyExits(), 1, "exited early");
        vm.assertGe(handler.maturedPayouts(), 1, "paid a matured vault");
        invariant_vaultIsSolventAndPaysOnce();
    }

    function _solvent() internal view {
        vm.assertEq(handler.overflowCalls(), 0, "a call left the vault's totals overflowing");
        vm.assertEq(handler.insolventCalls(), 0, "a call left the vault insolvent");
        vm.assertGe(
            token.balanceOf(address(vault)),
            vault.getTotalLocked() + vault.getTotalReserved(),
            "balance covers every principal and promised reward"
        );
    }

    function _balanceExactlyAccounted() internal view {
        vm.assertEq(handler.unaccountedCalls(), 0, "a call left QTT unaccounted");
        vm.assertEq(
            token.balanceOf(address(vault)),
            vault.getTotalLocked() + vault.getTotalReserved() + vault.getRewardReserve() + handler.ghostDonated(),
            "balance == locked + reserved + free reserve (+ direct transfers)"
        );
    }

    function _qttConserved() internal view {
        vm.assertEq(handler.unconservedCalls(), 0, "a call created or lost QTT");
        vm.assertEq(token.totalSupply(), supply, "no QTT minted or burned");
        vm.assertEq(handler.heldQtt(), supply, "users + funder + vault hold the whole supply");
    }

    function _booksMatchTheGhosts() internal view {
        vm.assertEq(handler.ghostMismatchCalls(), 0, "a call broke the books");
        vm.assertEq(vault.getTotalLocked(), handler.ghostLocked(), "total locked");
        vm.assertEq(vault.getTotalReserved(), handler.ghostReserved(), "total reserved");
        vm.assertEq(vault.getTotalVaults(), handler.vaultCount(), "vault count");
    }

    function _freeReserveNeverUnderflows() internal view {
        vm.assertEq(handler.reserveMismatchCalls(), 0, "a call broke the free reserve");
        uint256 reserveIn = handler.ghostReserveIn();
        uint256 reserveOut = handler.ghostReserveOut();
        vm.assertGe(reserveIn, reserveOut, "more reserved than ever came in");
        vm.assertEq(vault.getRewardReserve(), reserveIn - reserveOut, "free reserve");
        vm.assertEq(handler.uncoveredLocks(), 0, "a lock the reserve could not cover");
        vm.assertEq(handler.unexpectedReverts(), 0, "a lock reverted for another reason");
    }

    /// @dev Every accepted lock kept its owner within the share of the free reserve plus their
    /// own reservations, every refused one was past it and named the exact limit, and the
    /// per-address books add up to the total reserved.
    function _capHeldAtEveryLock() internal view {
        vm.assertEq(handler.capBreaches(), 0, "a lock took an address past its share");
        vm.assertEq(handler.reservedOfMismatchCalls(), 0, "a call broke the per-address reservations");
        address[] memory actors = handler.actors();
        uint256 sum;
        for (uint256 i = 0; i < actors.length; i++) {
            uint256 theirs = vault.getReservedOf(actors[i]);
            vm.assertEq(theirs, handler.ghostReservedOf(actors[i]), "an address's reservations");
            sum += theirs;
        }
        vm.assertEq(sum, vault.getTotalReserved(), "per-address reservations add up to the total");
    }

    function _noVaultPaysTwice() internal view {
        vm.assertLe(handler.maxPayouts(), 1, "a vault paid twice");
        vm.assertEq(handler.wrongPayments(), 0, "a payment of the wrong amount");
        vm.assertEq(handler.strangerSettlements(), 0, "someone else settled a vault");
    }

    function _noClaimAfterExitNorExitAfterClaim() internal view {
        vm.assertEq(handler.claimsAfterExit(), 0, "early exit, then claim");
        vm.assertEq(handler.exitsAfterClaim(), 0, "claim, then early exit");
    }
}
