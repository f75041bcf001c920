import { describe, expect, it } from 'vitest';
import { anonymiseAddress, earningPlacesOf, subnetOf } from './address-subnet';

describe('subnetOf', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['203.0.113.250', '203.0.113.0/24'],
    ['::ffff:198.51.100.9', '198.51.100.0/24'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
  ])('%s is in %s', (ip, subnet) => expect(subnetOf(ip)).toBe(subnet));

  it('keeps a value that is no address as it is', () => {
    expect(subnetOf('unknown')).toBe('unknown');
  });
});

describe('earningPlacesOf', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7', '203.0.113.0/24'],
    ['::ffff:198.51.100.9', '198.51.100.9', '198.51.100.0/24'],
    ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64', '2001:db8:aa::/48'],
    ['2001:0DB8:00AA:00BB::9', '2001:db8:aa:bb::/64', '2001:db8:aa::/48'],
    ['unknown', 'unknown', 'unknown'],
  ])('%s earns at %s in %s', (ip, address, subnet) =>
    expect(earningPlacesOf(ip)).toEqual({ address, subnet }),
  );
});

describe('anonymiseAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0'],
    ['::ffff:198.51.100.9', '198.51.100.0'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::'],
    ['2001:0DB8:0001:0002::1', '2001:db8:1::'],
    ['2001:db8::1', '2001:db8:0::'],
    ['::1', '0:0:0::'],
    ['fe80::1%eth0', 'fe80:0:0::'],
  ])('%s is kept as %s', (ip, kept) => expect(anonymiseAddress(ip)).toBe(kept));

  it('keeps nothing of a value that is no address', () => {
    expect(anonymiseAddress('unknown')).toBeNull();
    expect(anonymiseAddress('')).toBeNull();
  });
});
