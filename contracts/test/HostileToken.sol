// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @notice Called by HostileToken whenever a hooked account sends or receives tokens.
interface ITransferHook {
    function onTokenTransfer(address from, address to, uint256 value) external;
}

/// @notice Test-only ERC-20 with ERC-777-style hooks: every transfer or transferFrom that
/// touches a hooked account calls it back mid-transfer, so it can re-enter the vault.
contract HostileToken is ERC20 {
    mapping(address account => bool) public hooked;

    constructor() ERC20("Hostile", "HOST") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function setHooked(address account, bool on) external {
        hooked[account] = on;
    }

    function _update(address from, address to, uint256 value) internal override {
        super._update(from, to, value);
        if (hooked[from]) ITransferHook(from).onTokenTransfer(from, to, value);
        if (hooked[to] && to != from) ITransferHook(to).onTokenTransfer(from, to, value);
    }
}
