/**
 * A deposit names the QTN account it is for as a bytes32: the user id (a UUID, 16 bytes)
 * left-padded with zeros. Reversible, so the server needs no table to find the member, and
 * never zero, which the contract refuses.
 */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function depositAccountOf(userId: string): `0x${string}` {
  const id = userId.toLowerCase();
  if (!uuidPattern.test(id)) throw new Error('A deposit account needs a UUID user id.');
  return `0x${'0'.repeat(32)}${id.replaceAll('-', '')}`;
}

/** The user id a deposit names, or null when the bytes32 is not one QTN hands out. */
export function userIdOfDepositAccount(account: string): string | null {
  const m = /^0x0{32}([0-9a-f]{32})$/.exec(account.toLowerCase());
  if (!m?.[1] || /^0+$/.test(m[1])) return null;
  const h = m[1];
  const id = `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  return uuidPattern.test(id) ? id : null;
}
