// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @notice The few forge cheatcodes these tests use (forge-std is not published on npm).
/// forge answers calls to this interface at the fixed cheatcode address.
interface Vm {
    function warp(uint256 timestamp) external;
    function prank(address sender) external;
    function startPrank(address sender) external;
    function stopPrank() external;
    function expectRevert(bytes calldata revertData) external;
    function expectRevert(bytes4 selector) external;
    function expectRevert() external;
    function expectEmit(bool topic1, bool topic2, bool topic3, bool data, address emitter) external;
    function assume(bool condition) external;
    function label(address account, string calldata name) external;
    function assertEq(uint256 left, uint256 right, string calldata message) external pure;
    function assertEq(address left, address right, string calldata message) external pure;
    function assertEq(bool left, bool right, string calldata message) external pure;
    function assertLe(uint256 left, uint256 right, string calldata message) external pure;
    function assertGe(uint256 left, uint256 right, string calldata message) external pure;
    function assertGt(uint256 left, uint256 right, string calldata message) external pure;
    function assertTrue(bool condition, string calldata message) external pure;
    function sign(uint256 privateKey, bytes32 digest) external pure returns (uint8 v, bytes32 r, bytes32 s);
    function addr(uint256 privateKey) external pure returns (address);
    function chainId(uint256 newChainId) external;
}

/// @dev keccak256("hevm cheat code") truncated, as every forge project uses it.
Vm constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));
