import { type DnsTestServer, startDnsTestServer } from '../../../tests/support/dns-test-server';
import { NodeDnsResolver } from './dns-resolver';

describe('DNS look-ups against a DNS server on loopback', () => {
  let server: DnsTestServer;
  let dns: NodeDnsResolver;

  beforeAll(async () => {
    server = await startDnsTestServer();
    dns = new NodeDnsResolver({ servers: [server.address], timeoutMs: 300, tries: 1 });
  });
  afterAll(() => server?.close());
  beforeEach(() => server.clear());

  it('answers MX records', async () => {
    server.set('grand-hotel.co.uk', { mx: [{ exchange: 'mx1.mail.example.net', priority: 10 }] });
    expect(await dns.mx('grand-hotel.co.uk')).toEqual({
      status: 'found',
      records: [{ exchange: 'mx1.mail.example.net', priority: 10 }],
    });
  });

  it('answers a TXT record present, joining a value split into several strings', async () => {
    server.set('_venues-claim.grand-hotel.co.uk', { txt: [['vf-3f2a6c1e-0d4b', '-4f7e'], ['v=spf1 -all']] });
    expect(await dns.txt('_venues-claim.grand-hotel.co.uk')).toEqual({
      status: 'found',
      records: ['vf-3f2a6c1e-0d4b-4f7e', 'v=spf1 -all'],
    });
  });

  it('says none when the name exists without the record, or does not exist (NXDOMAIN)', async () => {
    server.set('grand-hotel.co.uk', { txt: [['v=spf1 -all']] });
    expect(await dns.mx('grand-hotel.co.uk')).toEqual({ status: 'none' });
    expect(await dns.txt('_venues-claim.nowhere.example')).toEqual({ status: 'none' });
  });

  it('says the look-up failed on SERVFAIL and on a time-out, with the reason', async () => {
    server.set('broken.example', { rcode: 'SERVFAIL' });
    expect(await dns.txt('broken.example')).toMatchObject({ status: 'failed', reason: 'servfail' });
    server.set('silent.example', { silent: true });
    expect(await dns.txt('silent.example')).toMatchObject({ status: 'failed', reason: 'timeout' });
  });
});
