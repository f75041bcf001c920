// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title QTT, the QTN token
/// @notice A plain ERC-20 with 18 decimals. The owner mints; nothing else is special.
contract QTTToken is ERC20, Ownable {
    /// @param initialOwner The account allowed to mint.
    constructor(address initialOwner) ERC20("QTN Token", "QTT") Ownable(initialOwner) {}

    /// @notice Mints `amount` wei of QTT to `to`.
    /// @dev Only the owner (the deployer on a test or local network).
    /// @param to The receiver.
    /// @param amount The amount in wei (18 decimals).
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
