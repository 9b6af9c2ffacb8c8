import { mailboxKey } from './mailbox-key';

describe(mailboxKey.name, () => {
  it('counts every plus tag of an address as the address', () => {
    expect(mailboxKey('victim+1@company.co.uk')).toBe('victim@company.co.uk');
    expect(mailboxKey('victim+2@company.co.uk')).toBe('victim@company.co.uk');
    expect(mailboxKey('victim+a+b@company.co.uk')).toBe('victim@company.co.uk');
    expect(mailboxKey('victim+@company.co.uk')).toBe('victim@company.co.uk');
  });

  it('ignores case, surrounding spaces and a trailing dot of the domain', () => {
    expect(mailboxKey(' Victim@Company.CO.UK. ')).toBe('victim@company.co.uk');
  });

  it('drops dots only where the provider ignores them, and knows googlemail.com as gmail.com', () => {
    expect(mailboxKey('v.i.c.t.i.m@gmail.com')).toBe('victim@gmail.com');
    expect(mailboxKey('V.ictim+rival@GoogleMail.com')).toBe('victim@gmail.com');
    expect(mailboxKey('v.ictim@company.co.uk')).toBe('v.ictim@company.co.uk');
  });

  it('keeps apart addresses that are different mailboxes', () => {
    expect(mailboxKey('victim@company.co.uk')).not.toBe(mailboxKey('victim@company.com'));
    expect(mailboxKey('victim-1@company.co.uk')).not.toBe(mailboxKey('victim@company.co.uk'));
    // A quoted local part is literal, and an address of only a tag keeps it rather than become '@…'.
    expect(mailboxKey('"a+b"@company.co.uk')).toBe('"a+b"@company.co.uk');
    expect(mailboxKey('+tag@company.co.uk')).toBe('+tag@company.co.uk');
  });
});
