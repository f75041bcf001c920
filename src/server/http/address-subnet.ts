import { isIPv4, isIPv6 } from 'node:net';

/**
 * The subnet an address belongs to, as CIDR: /24 for IPv4, /64 for IPv6 (one home or one
 * small hosting block). An IPv4-mapped IPv6 address counts as IPv4. Anything that is not
 * an IP address is its own "subnet", so a strange value never merges unrelated people.
 */
export function subnetOf(address: string): string {
  const ip = address.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(ip)) return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
  return address;
}

/**
 * Where a game result was earned, for the game earning limits (docs/decisions/032): one
 * IPv4 address and its /24; for IPv6 one /64, which is one home, office or phone (its hosts
 * choose addresses inside it at will), and its /48, one site. Anything that is not an IP
 * address is its own place.
 */
export function earningPlacesOf(address: string): { address: string; subnet: string } {
  const ip = address.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (isIPv4(ip)) return { address: ip, subnet: subnetOf(ip) };
  if (isIPv6(ip)) {
    const groups = expandIPv6(ip);
    return {
      address: `${groups.slice(0, 4).join(':')}::/64`,
      subnet: `${groups.slice(0, 3).join(':')}::/48`,
    };
  }
  return { address, subnet: address };
}

/** The eight groups of an IPv6 address, without leading zeros (a zone id is dropped). */
function expandIPv6(ip: string): string[] {
  const bare = ip.split('%')[0] ?? ip;
  const [head = '', tail] = bare.split('::');
  const part = (s: string) => (s ? s.split(':') : []);
  let left = part(head);
  let right = tail === undefined ? [] : part(tail);
  // A trailing dotted quad stands for the last two groups.
  const toGroups = (groups: string[]) =>
    groups.flatMap((g) => {
      if (!g.includes('.')) return [g];
      const [a = 0, b = 0, c = 0, d = 0] = g.split('.').map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  left = toGroups(left);
  right = toGroups(right);
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16).toString(16));
}

/**
 * The address as analytics may keep it (decision 019): IPv4 with its last octet zeroed
 * (/24), IPv6 with all but its first three groups zeroed (/48), an IPv4-mapped address as
 * IPv4. Anything that is not an IP address is not kept at all (null).
 */
export function anonymiseAddress(address: string): string | null {
  const ip = address.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0`;
  if (isIPv6(ip)) return `${expandIPv6(ip).slice(0, 3).join(':')}::`;
  return null;
}
