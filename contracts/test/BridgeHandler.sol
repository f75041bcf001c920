// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {QTTToken} from "../QTTToken.sol";
import {QTNBridge} from "../QTNBridge.sol";
import {vm} from "./Vm.sol";

/// @notice Drives the bridge through redeem (valid, stale, forged, replayed), deposit, fund,
/// signer rotation, pause and time in random order for the invariant test. It predicts each
/// call's outcome from its own ghost books, counts every surprise, and audits the bridge after
/// every call into sticky counters the invariants require to stay zero.
contract BridgeHandler {
    uint256 internal constant NONCES = 64;
    /// @notice The owner's private key: the owner tries to pay itself with vouchers it signs.
    uint256 public constant OWNER_KEY = 0x0A7E;

    QTTToken public immutable token;
    QTNBridge public immutable bridge;
    address public immutable owner;
    address[] internal _actors;
    /// @dev Keys the owner rotates between; keys[0] signs at the start.
    uint256[3] internal _keys = [uint256(0xA1), 0xA2, 0xA3];
    uint256 public signerIndex;
    uint256 public currentTime;
    bool public paused;

    // Ghost books.
    uint256 public ghostFunded;
    uint256 public ghostDeposited;
    uint256 public ghostRedeemed;
    mapping(bytes32 nonce => uint256) public redemptionsOf;
    /// @dev The key that signed the paid voucher: signing is deterministic (RFC 6979), so
    /// signing again gives the very bytes that were paid, without storing them.
    mapping(bytes32 nonce => uint256) internal _paidKey;
    mapping(bytes32 nonce => uint256) internal _paidAmount;
    mapping(bytes32 nonce => address) internal _paidRecipient;
    mapping(bytes32 nonce => uint256) internal _paidExpiry;

    // Violations; the invariants require every one to stay zero.
    uint256 public maxRedemptions;
    uint256 public unexpectedOutcomes;
    uint256 public wrongPayments;
    uint256 public forgedPayments;
    uint256 public unbalancedCalls;
    uint256 public bookMismatchCalls;
    uint256 public ownerGains;
    uint256 public nonceFlagMismatches;

    // How much of each path a run exercised.
    uint256 public redemptions;
    uint256 public refusedExpired;
    uint256 public refusedReplays;
    uint256 public refusedStale;
    uint256 public refusedLiquidity;
    uint256 public refusedPaused;
    uint256 public deposits;
    uint256 public rotations;

    constructor(QTTToken token_, QTNBridge bridge_, address[] memory actors_, uint256 funded) {
        token = token_;
        bridge = bridge_;
        owner = vm.addr(OWNER_KEY);
        _actors = actors_;
        ghostFunded = funded;
        currentTime = block.timestamp;
    }

    /// @notice The private key of the signer the bridge holds now.
    function signerKey() public view returns (uint256) {
        return _keys[signerIndex];
    }

    function actors() external view returns (address[] memory) {
        return _actors;
    }

    modifier step() {
        vm.warp(currentTime);
        _;
        _audit();
    }

    /// @dev A voucher from the current signer for a nonce out of a small pool (so replays
    /// happen), an amount that sometimes passes the liquidity, an expiry that is sometimes
    /// past. The outcome must be exactly what the ghost books predict.
    function redeem(uint256 actorSeed, uint256 amount, uint256 nonceSeed, uint256 expirySeed) external step {
        address recipient = _actor(actorSeed);
        bytes32 nonce = bytes32(nonceSeed % NONCES);
        uint256 liquidity = token.balanceOf(address(bridge));
        amount = _bound(amount, 1, liquidity + liquidity / 8 + 1);
        // Half the expiries lie up to a day ahead, half up to a day behind (or now).
        uint256 offset = _bound(expirySeed >> 1, 0, 1 days);
        uint256 expiry = expirySeed % 2 == 0 ? currentTime + offset : currentTime - _min(offset, currentTime);

        bool expected = !paused && currentTime <= expiry && redemptionsOf[nonce] == 0 && amount <= liquidity;
        if (paused) refusedPaused += 1;
        else if (currentTime > expiry) refusedExpired += 1;
        else if (redemptionsOf[nonce] > 0) refusedReplays += 1;
        else if (amount > liquidity) refusedLiquidity += 1;
        _submit(recipient, amount, nonce, expiry, signerKey(), expected);
    }

    /// @dev Replays a redeemed voucher exactly as it was paid: always refused.
    function replay(uint256 nonceSeed) external step {
        bytes32 nonce = bytes32(nonceSeed % NONCES);
        if (redemptionsOf[nonce] == 0) return;
        uint256 expiry = _paidExpiry[nonce];
        _submit(_paidRecipient[nonce], _paidAmount[nonce], nonce, expiry, _paidKey[nonce], false);
        refusedReplays += 1;
    }

    /// @dev A voucher by a key that is not the current signer's (a rotated-out signer or a
    /// stranger, the owner among them): always refused.
    function redeemForged(uint256 actorSeed, uint256 amount, uint256 nonceSeed, uint256 keySeed) external step {
        // One in four is the owner's own key, paying the owner.
        bool byOwner = keySeed % 4 == 3;
        uint256 key = byOwner ? OWNER_KEY : _keys[keySeed % 3];
        if (key == signerKey()) key = 0xBAD;
        address recipient = byOwner ? owner : _actor(actorSeed);
        amount = _bound(amount, 1, token.balanceOf(address(bridge)) + 1);
        _tryForged(key, recipient, amount, bytes32(nonceSeed % NONCES));
    }

    function deposit(uint256 actorSeed, uint256 amount, uint256 accountSeed) external step {
        address actor = _actor(actorSeed);
        uint256 balance = token.balanceOf(actor);
        if (balance == 0) return;
        amount = _bound(amount, 1, balance);
        bytes32 account = bytes32(_bound(accountSeed, 1, 1_000));
        vm.startPrank(actor);
        token.approve(address(bridge), amount);
        try bridge.deposit(account, amount) {
            if (paused) unexpectedOutcomes += 1;
            ghostDeposited += amount;
            deposits += 1;
        } catch {
            if (!paused) unexpectedOutcomes += 1;
        }
        vm.stopPrank();
    }

    function fund(uint256 actorSeed, uint256 amount) external step {
        address actor = _actor(actorSeed);
        uint256 balance = token.balanceOf(actor);
        if (balance == 0) return;
        amount = _bound(amount, 1, balance);
        vm.startPrank(actor);
        token.approve(address(bridge), amount);
        bridge.fund(amount);
        vm.stopPrank();
        ghostFunded += amount;
    }

    function rotateSigner(uint256 seed) external step {
        signerIndex = seed % 3;
        vm.prank(owner);
        bridge.setSigner(vm.addr(signerKey()));
        rotations += 1;
    }

    /// @dev Pauses a tenth of the time it is called while unpaused, so most calls run unpaused.
    function togglePause(uint256 seed) external step {
        vm.startPrank(owner);
        if (paused) {
            bridge.unpause();
            paused = false;
        } else if (seed % 10 == 0) {
            bridge.pause();
            paused = true;
        }
        vm.stopPrank();
    }

    function warp(uint256 secondsAhead) external step {
        currentTime += _bound(secondsAhead, 1, 2 days);
    }

    function _tryForged(uint256 key, address recipient, uint256 amount, bytes32 nonce) internal {
        uint256 expiry = currentTime + 1 hours;
        bytes memory sig = _signVoucher(key, recipient, amount, nonce, expiry);
        uint256 before = token.balanceOf(address(bridge));
        vm.prank(recipient);
        try bridge.redeem(recipient, amount, nonce, expiry, sig) {
            forgedPayments += 1;
        } catch {}
        if (token.balanceOf(address(bridge)) != before) forgedPayments += 1;
        refusedStale += 1;
    }

    function _submit(address recipient, uint256 amount, bytes32 nonce, uint256 expiry, uint256 key, bool expected)
        internal
    {
        bytes memory sig = _signVoucher(key, recipient, amount, nonce, expiry);
        uint256 before = token.balanceOf(recipient);
        vm.prank(recipient);
        try bridge.redeem(recipient, amount, nonce, expiry, sig) {
            if (!expected) unexpectedOutcomes += 1;
            if (token.balanceOf(recipient) != before + amount) wrongPayments += 1;
            redemptionsOf[nonce] += 1;
            if (redemptionsOf[nonce] > maxRedemptions) maxRedemptions = redemptionsOf[nonce];
            ghostRedeemed += amount;
            redemptions += 1;
            _paidKey[nonce] = key;
            _paidAmount[nonce] = amount;
            _paidRecipient[nonce] = recipient;
            _paidExpiry[nonce] = expiry;
        } catch {
            if (expected) unexpectedOutcomes += 1;
            if (token.balanceOf(recipient) != before) wrongPayments += 1;
        }
        if (bridge.redeemed(nonce) != (redemptionsOf[nonce] == 1)) nonceFlagMismatches += 1;
    }

    /// @dev The bridge's properties, after every call (forge itself checks every
    /// check_interval calls). Written so it cannot revert: forge ignores a reverting handler
    /// call, so an audit that reverted would roll back the very call that broke the bridge.
    /// The supply's conservation is the token's, checked by the invariant itself.
    function _audit() internal {
        uint256 redeemedTotal = bridge.totalRedeemed();
        uint256 depositedTotal = bridge.totalDeposited();
        if (token.balanceOf(address(bridge)) + redeemedTotal != ghostFunded + depositedTotal) {
            unbalancedCalls += 1;
        }
        if (redeemedTotal != ghostRedeemed || depositedTotal != ghostDeposited) bookMismatchCalls += 1;
        // The owner starts with nothing and is never paid by a voucher the signer signed.
        if (token.balanceOf(owner) != 0) ownerGains += 1;
    }

    /// @notice QTT held by the actors, the owner and the bridge: the whole supply.
    function heldQtt() public view returns (uint256 sum) {
        sum = token.balanceOf(address(bridge)) + token.balanceOf(owner);
        for (uint256 i = 0; i < _actors.length; i++) {
            sum += token.balanceOf(_actors[i]);
        }
    }

    function _signVoucher(uint256 key, address recipient, uint256 amount, bytes32 nonce, uint256 expiry)
        internal
        view
        returns (bytes memory)
    {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, bridge.voucherDigest(recipient, amount, nonce, expiry));
        return abi.encodePacked(r, s, v);
    }

    function _actor(uint256 seed) internal view returns (address) {
        return _actors[seed % _actors.length];
    }

    function _min(uint256 a, uint256 b) internal pure returns (uint256) {
        return a < b ? a : b;
    }

    function _bound(uint256 x, uint256 min, uint256 max) internal pure returns (uint256) {
        return min + (x % (max - min + 1));
    }
}
