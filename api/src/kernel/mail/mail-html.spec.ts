import { inertLinks } from './mail-html';

describe(inertLinks.name, () => {
  it('writes out addresses with a host name, as before', () => {
    expect(inertLinks('Menu at https://evil.example/win?x=1 or www.evil.example.')).toBe(
      'Menu at https[:]//evil[.]example/win?x=1 or www[.]evil[.]example.',
    );
  });

  it('writes out IPv4 hosts, with or without a scheme', () => {
    expect(inertLinks('Log in at http://192.0.2.10/login')).toBe('Log in at http[:]//192[.]0[.]2[.]10/login');
    expect(inertLinks('or 203.0.113.7:8080/pay now')).toBe('or 203[.]0[.]113[.]7:8080/pay now');
    // Hosts a browser reads as an address though they have no dots: the scheme is written out.
    expect(inertLinks('http://3221225994/x and http://0xC000020A')).toBe(
      'http[:]//3221225994/x and http[:]//0xC000020A',
    );
  });

  it('writes out IPv6 hosts', () => {
    expect(inertLinks('See http://[2001:db8::1]/prize')).toBe('See http[:]//[2001[:]db8[:][:]1]/prize');
    expect(inertLinks('or [2001:db8::2]:443/x')).toBe('or [2001[:]db8[:][:]2]:443/x');
  });

  it('writes out non-ASCII host names, their punycode and the full stops IDNA reads as dots', () => {
    expect(inertLinks('Pay at https://bänk.example/pay')).toBe('Pay at https[:]//bänk[.]example/pay');
    expect(inertLinks('or пример.рф/оплата')).toBe('or пример[.]рф/оплата');
    expect(inertLinks('or xn--e1afmkfd.xn--p1ai')).toBe('or xn--e1afmkfd[.]xn--p1ai');
    expect(inertLinks('or evil。example／x and evil．example')).toBe('or evil[.]example／x and evil[.]example');
    expect(inertLinks('or 例え.テスト')).toBe('or 例え[.]テスト');
  });

  it('reads hostile text in linear time', () => {
    const started = performance.now();
    for (const text of ['a'.repeat(100_000), 'a-'.repeat(50_000), '[:'.repeat(50_000), 'a.'.repeat(50_000) + '1'])
      inertLinks(text);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('leaves ordinary text alone', () => {
    const text = 'Dinner for 80 at 7.30pm, budget £6,500. Ratio 1.5 or 2.0; see you there!';
    expect(inertLinks(text)).toBe(text);
  });
});
