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
    int256 public ghostFreeReserve;
    uint256 public ghostDonated;

    // Calls after which a property failed; the invariants require each to stay zero.
    uint256 public insolventCalls;
    uint256 public unaccountedCalls;
    uint256 public unconservedCalls;
    uint256 public ghostMismatchCalls;
    uint256 public reserveMismatchCalls;

    constructor(QTTToken token_, QTNVault vault_, address[] memory actors_, uint256 reserve) {
        token = token_;
        vault = vault_;
        _actors = actors_;
        ghostFreeReserve = int256(reserve);
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

    function _audit() internal {
        uint256 balance = token.balanceOf(address(vault));
        uint256 locked = vault.getTotalLocked();
        uint256 reserved = vault.getTotalReserved();
        uint256 free = vault.getRewardReserve();
        if (balance < locked + reserved) insolventCalls++;
        if (balance != locked + reserved + free + ghostDonated) unaccountedCalls++;
        if (heldQtt() != token.totalSupply()) unconservedCalls++;
        if (locked != ghostLocked || reserved != ghostReserved) ghostMismatchCalls++;
        if (ghostFreeReserve < 0 || free != uint256(ghostFreeReserve)) reserveMismatchCalls++;
    }
}
