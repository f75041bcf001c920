// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {QTTToken} from "../QTTToken.sol";
import {QTNVault} from "../QTNVault.sol";
import {VaultGhosts} from "./VaultGhosts.sol";
import {vm} from "./Vm.sol";

/// @notice Drives several actors through fund / lock / unlock / claim / donate / warp in
/// random order for the invariant tests, and keeps ghost books of what the vault owes and
/// paid. Every call records what it saw and audits the vault; the invariants read both.
contract VaultHandler is VaultGhosts {
    uint256 public currentTime;

    // Per vault: owner, principal, reward, and how it settled.
    uint256[] public vaultIds;
    mapping(uint256 id => address) public ownerOf;
    mapping(uint256 id => uint256) public principalOf;
    mapping(uint256 id => uint256) public rewardOf;
    mapping(uint256 id => uint256) public payouts;
    mapping(uint256 id => bool) public exitedEarly;
    mapping(uint256 id => bool) public claimed;

    // Violations; the invariants require every one to stay zero.
    uint256 public maxPayouts;
    uint256 public claimsAfterExit;
    uint256 public exitsAfterClaim;
    uint256 public wrongPayments;
    uint256 public unexpectedReverts;
    uint256 public uncoveredLocks;
    uint256 public strangerSettlements;
    uint256 public capBreaches;

    // How much of each path a run exercised (a run that never settles proves nothing).
    uint256 public refusedLocks;
    uint256 public earlyExits;
    uint256 public maturedPayouts;
    uint256 public locksAtTheLimit;
    uint256 public shareChanges;

    constructor(QTTToken token_, QTNVault vault_, address[] memory actors_, uint256 reserve, uint256 shareBps)
        VaultGhosts(token_, vault_, actors_, reserve, shareBps)
    {
        currentTime = block.timestamp;
    }

    function vaultCount() external view returns (uint256) {
        return vaultIds.length;
    }

    modifier step() {
        vm.warp(currentTime);
        _;
        _audit();
    }

    function fund(uint256 amount) external step {
        amount = _bound(amount, 1, 1 + token.balanceOf(address(this)) / 100);
        if (amount > token.balanceOf(address(this))) return;
        token.approve(address(vault), amount);
        vault.fundReserve(amount);
        ghostReserveIn += amount;
    }

    function donate(uint256 actorSeed, uint256 amount) external step {
        address actor = _actor(actorSeed);
        amount = _bound(amount, 0, token.balanceOf(actor) / 100);
        vm.prank(actor);
        vm.assertTrue(token.transfer(address(vault), amount), "transfer");
        ghostDonated += amount;
    }

    function warp(uint256 secondsAhead) external step {
        currentTime += _bound(secondsAhead, 1, 20 days);
    }

    /// @dev A quarter of the locks ask for exactly the most the cap allows, a quarter for one
    /// wei more, a quarter for less, the rest for anything the actor holds. The limit is
    /// computed from the ghost books, not from the vault's own view.
    function lock(uint256 actorSeed, uint256 amount, uint256 durationDays) external step {
        address actor = _actor(actorSeed);
        uint256 balance = token.balanceOf(actor);
        if (balance == 0) return;
        durationDays = _bound(durationDays, 7, 365);
        uint256 k = vault.getMultiplier(durationDays) - 10_000;
        uint256 headroom = ghostHeadroom(actor);
        uint256 max = (headroom * 10_000 + 9_999) / k;
        uint256 pick = amount % 4;
        if (pick == 0) amount = max;
        else if (pick == 1) amount = max + 1;
        else if (pick == 2) amount = _bound(amount, 1, max);
        else amount = _bound(amount, 1, balance);
        if (amount > balance) amount = _bound(amount, 1, balance);
        uint256 reward = (amount * k) / 10_000;
        uint256 free = ghostReserveIn - ghostReserveOut;

        vm.startPrank(actor);
        token.approve(address(vault), amount);
        try vault.lockVault(amount, durationDays) returns (uint256 id) {
            if (reward > free) uncoveredLocks++;
            if (reward > headroom) capBreaches++;
            if (amount == max) locksAtTheLimit++;
            vaultIds.push(id);
            ownerOf[id] = actor;
            principalOf[id] = amount;
            rewardOf[id] = reward;
            ghostLocked += amount;
            ghostReserved += reward;
            ghostReserveOut += reward;
            ghostReservedOf[actor] += reward;
            // The cap, stated directly: right after a lock that reserves anything, the actor's
            // reservations are at most the share of what is free plus their own. (A lowered
            // share can leave an actor above it; a lock whose reward rounds to 0 adds nothing.)
            uint256 mine = ghostReservedOf[actor];
            uint256 base = ghostReserveIn - ghostReserveOut + mine;
            if (reward > 0 && mine * 10_000 > base * ghostShareBps) capBreaches++;
        } catch (bytes memory err) {
            bytes memory refusal =
                abi.encodeWithSelector(QTNVault.ReserveShareExceeded.selector, amount, durationDays, max);
            if (reward > headroom && keccak256(err) == keccak256(refusal)) refusedLocks++;
            else unexpectedReverts++;
        }
        vm.stopPrank();
    }

    /// @dev The handler owns the vault: any share from 0 to 10001; only 1 to 10000 may pass.
    function setShare(uint256 bps) external step {
        bps = _bound(bps, 0, 10_001);
        bool valid = bps >= 1 && bps <= 10_000;
        try vault.setReserveShare(bps) {
            if (!valid) unexpectedReverts++;
            ghostShareBps = bps;
            shareChanges++;
        } catch (bytes memory err) {
            bytes memory refusal = abi.encodeWithSelector(QTNVault.InvalidReserveShare.selector, bps);
            if (valid || keccak256(err) != keccak256(refusal)) unexpectedReverts++;
        }
    }

    function unlock(uint256 vaultSeed, uint256 callerSeed) external step {
        _settle(vaultSeed, callerSeed, false);
    }

    function claim(uint256 vaultSeed, uint256 callerSeed) external step {
        _settle(vaultSeed, callerSeed, true);
    }

    /// @dev Mostly the owner calls; one call in four comes from any actor, who must fail.
    function _settle(uint256 vaultSeed, uint256 callerSeed, bool isClaim) private {
        if (vaultIds.length == 0) return;
        uint256 id = vaultIds[vaultSeed % vaultIds.length];
        address caller = callerSeed % 4 == 0 ? _actor(callerSeed / 4) : ownerOf[id];
        bool matured = block.timestamp >= vault.getVaultDetails(id).unlockTime;
        uint256 before = token.balanceOf(caller);

        vm.prank(caller);
        (bool ok,) = address(vault)
            .call(isClaim ? abi.encodeCall(QTNVault.claimReward, (id)) : abi.encodeCall(QTNVault.unlockVault, (id)));
        if (!ok) return;
        if (caller != ownerOf[id]) strangerSettlements++;
        if (++payouts[id] > maxPayouts) maxPayouts = payouts[id];
        if (exitedEarly[id]) claimsAfterExit++;
        if (claimed[id]) exitsAfterClaim++;
        // The ghost books settle a vault once, whatever a broken vault does after.
        uint256 balance = token.balanceOf(caller);
        if (payouts[id] == 1) _book(id, balance > before ? balance - before : 0, matured);
    }

    function _book(uint256 id, uint256 paid, bool matured) private {
        uint256 amount = principalOf[id];
        uint256 reward = rewardOf[id];
        ghostLocked -= amount;
        ghostReserved -= reward;
        ghostReservedOf[ownerOf[id]] -= reward;
        if (matured) {
            claimed[id] = true;
            maturedPayouts++;
            if (paid != amount + reward) wrongPayments++;
        } else {
            exitedEarly[id] = true;
            earlyExits++;
            uint256 returned = (amount * 85) / 100;
            if (paid != returned) wrongPayments++;
            ghostReserveIn += reward + amount - returned;
        }
    }

    function _actor(uint256 seed) private view returns (address) {
        return _actors[seed % _actors.length];
    }

    function _bound(uint256 x, uint256 min, uint256 max) private pure returns (uint256) {
        return min + (x % (max - min + 1));
    }
}
