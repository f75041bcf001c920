// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {QTTToken} from "../QTTToken.sol";
import {QTNVault} from "../QTNVault.sol";

/// @notice The handler's ghost books (what the vault should report, kept independently of
/// it) and an audit of the solvency properties after every handler call. forge's own
/// invariant check runs every few calls (foundry.toml); the audit's counters are sticky, so
/// a property broken for a single call is still reported.
abstract contract VaultGhosts {
    QTTToken public immutable token;
    QTNVault public immutable vault;
    address[] internal _actors;

    uint256 public ghostLocked;
    uint256 public ghostReserved;
    // The free reserve as money in (funding, released rewards, penalties) and out (rewards
    // reserved by locks): it never underflows when in >= out after every call.
    uint256 public ghostReserveIn;
    uint256 public ghostReserveOut;
    uint256 public ghostDonated;
    // What each actor's open vaults reserve, and the share the owner last set.
    mapping(address actor => uint256) public ghostReservedOf;
    uint256 public ghostShareBps;

    // Calls after which a property failed; the invariants require each to stay zero.
    uint256 public insolventCalls;
    uint256 public unaccountedCalls;
    uint256 public unconservedCalls;
    uint256 public ghostMismatchCalls;
    uint256 public reserveMismatchCalls;
    uint256 public overflowCalls;
    uint256 public reservedOfMismatchCalls;

    constructor(QTTToken token_, QTNVault vault_, address[] memory actors_, uint256 reserve, uint256 shareBps) {
        token = token_;
        vault = vault_;
        _actors = actors_;
        ghostReserveIn = reserve;
        ghostShareBps = shareBps;
    }

    /// @dev The reward `actor` may still reserve, from the ghost books alone:
    /// share x (free + theirs) / 10000 - theirs, never below zero.
    function ghostHeadroom(address actor) public view returns (uint256) {
        uint256 mine = ghostReservedOf[actor];
        uint256 cap = ((ghostReserveIn - ghostReserveOut + mine) * ghostShareBps) / 10_000;
        return cap > mine ? cap - mine : 0;
    }

    function actors() external view returns (address[] memory) {
        return _actors;
    }

    /// @dev Everyone who can hold QTT in these tests: the actors, this handler, the vault.
    function heldQtt() public view returns (uint256 held) {
        held = token.balanceOf(address(vault)) + token.balanceOf(address(this));
        for (uint256 i = 0; i < _actors.length; i++) {
            held += token.balanceOf(_actors[i]);
        }
    }

    /// @dev A broken vault can make its own totals overflow; the audit must then count a
    /// violation, not revert, or the handler call (and the evidence) would be rolled back.
    function _audit() internal {
        try this.auditFailures() returns (bool[6] memory failed) {
            if (failed[0]) insolventCalls++;
            if (failed[1]) unaccountedCalls++;
            if (failed[2]) unconservedCalls++;
            if (failed[3]) ghostMismatchCalls++;
            if (failed[4]) reserveMismatchCalls++;
            if (failed[5]) reservedOfMismatchCalls++;
        } catch {
            overflowCalls++;
        }
    }

    /// @return failed Which properties the current state breaks, in the counters' order.
    function auditFailures() external view returns (bool[6] memory failed) {
        uint256 balance = token.balanceOf(address(vault));
        uint256 locked = vault.getTotalLocked();
        uint256 reserved = vault.getTotalReserved();
        uint256 free = vault.getRewardReserve();
        failed[0] = balance < locked + reserved;
        failed[1] = balance != locked + reserved + free + ghostDonated;
        failed[2] = heldQtt() != token.totalSupply();
        failed[3] = locked != ghostLocked || reserved != ghostReserved;
        failed[4] = ghostReserveIn < ghostReserveOut || free != ghostReserveIn - ghostReserveOut;
        // Each actor's reservation is the vault's books and the ghosts' alike, and together
        // they are every reservation (only the actors lock).
        uint256 sum;
        for (uint256 i = 0; i < _actors.length; i++) {
            uint256 theirs = vault.getReservedOf(_actors[i]);
            sum += theirs;
            if (theirs != ghostReservedOf[_actors[i]]) failed[5] = true;
        }
        if (sum != reserved || vault.getReserveShare() != ghostShareBps) failed[5] = true;
    }
}
