import { emailMatchesWebsite, registrableDomain } from './claim-domains';

describe('claim domains', () => {
  it.each([
    ['https://www.grand-hotel.co.uk/events', 'grand-hotel.co.uk'],
    ['events.grand-hotel.co.uk', 'grand-hotel.co.uk'],
    ['sam@events.grand-hotel.co.uk', 'grand-hotel.co.uk'],
    ['https://thecornhall.com', 'thecornhall.com'],
    ['https://www.the-regent-rooms-cardiff.example', 'the-regent-rooms-cardiff.example'],
    ['https://someone.github.io', 'someone.github.io'],
    ['co.uk', null],
    ['', null],
    [null, null],
  ])('reads %p as %p', (value, domain) => {
    expect(registrableDomain(value)).toBe(domain);
  });

  it('matches an address at the website’s domain, subdomains included', () => {
    expect(emailMatchesWebsite('sam@grand-hotel.co.uk', 'https://www.grand-hotel.co.uk').matches).toBe(true);
    expect(emailMatchesWebsite('sam@events.grand-hotel.co.uk', 'grand-hotel.co.uk').matches).toBe(true);
    expect(emailMatchesWebsite('Sam@Grand-Hotel.CO.UK', 'https://grand-hotel.co.uk').matches).toBe(true);
  });

  it('matches nothing else: another domain, a bare suffix, free mail, no website', () => {
    expect(emailMatchesWebsite('sam@grand-hotel.com', 'https://grand-hotel.co.uk').matches).toBe(false);
    expect(emailMatchesWebsite('sam@other.co.uk', 'co.uk').matches).toBe(false);
    expect(emailMatchesWebsite('grand.hotel@gmail.com', 'https://gmail.com').matches).toBe(false);
    expect(emailMatchesWebsite('sam@grand-hotel.co.uk', null)).toEqual({
      emailDomain: 'grand-hotel.co.uk',
      websiteDomain: null,
      matches: false,
    });
  });
});
