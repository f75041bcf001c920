// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {QTNVault} from "../QTNVault.sol";
import {HostileToken, ITransferHook} from "./HostileToken.sol";

/// @notice A vault owner whose token hook re-enters the vault once with `reentry` and keeps
/// what the vault answered, so a test can prove the re-entry was refused.
contract ReentrantUser is ITransferHook {
    QTNVault public immutable vault;
    HostileToken public immutable token;
    bytes public reentry;
    bool public reentered;
    bool public reentrySucceeded;
    bytes public reentryRevert;

    constructor(QTNVault vault_, HostileToken token_) {
        vault = vault_;
        token = token_;
    }

    function arm(bytes calldata call) external {
        reentry = call;
        reentered = false;
    }

    function lock(uint256 amount, uint256 durationDays) external returns (uint256) {
        token.approve(address(vault), type(uint256).max);
        return vault.lockVault(amount, durationDays);
    }

    function unlock(uint256 id) external {
        vault.unlockVault(id);
    }

    function claim(uint256 id) external {
        vault.claimReward(id);
    }

    function onTokenTransfer(address, address, uint256) external {
        if (msg.sender != address(token) || reentry.length == 0 || reentered) return;
        reentered = true;
        (bool ok, bytes memory answer) = address(vault).call(reentry);
        reentrySucceeded = ok;
        reentryRevert = answer;
    }
}
