import { clientKeyOf } from './client-address';

describe(clientKeyOf.name, () => {
  it('keys an IPv6 client on its /64, however the address is written', () => {
    const key = '2001:db8:85a3:42::/64';
    expect(clientKeyOf('2001:db8:85a3:42::1')).toBe(key);
    expect(clientKeyOf('2001:0db8:85a3:0042:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientKeyOf('2001:DB8:85A3:42:1:2:3:4')).toBe(key);
    expect(clientKeyOf('2001:db8:85a3:43::1')).not.toBe(key);
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(clientKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKeyOf('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('keys an IPv4 client on its address, also when written IPv4-mapped', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('bounds what is no address to a short hash', () => {
    expect(clientKeyOf('x'.repeat(3000))).toMatch(/^unparsed:[0-9a-f]{16}$/);
  });
});
