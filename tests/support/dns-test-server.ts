// A real DNS server on loopback (dns2, over UDP) answering from a zone the test writes: MX and
// TXT records, NXDOMAIN, SERVFAIL, or no answer at all (a time-out).
import dns2 from 'dns2';

const { Packet } = dns2;
/** A record as the encoder reads it (dns2's types ask for a toBuffer it does not need here). */
const record = (fields: Record<string, unknown>) => fields as unknown as dns2.Packet.Resource;

export type DnsZoneEntry =
  | { txt?: string[][]; mx?: { exchange: string; priority: number }[] }
  | { rcode: 'NXDOMAIN' | 'SERVFAIL' }
  | { silent: true };

export interface DnsTestServer {
  /** host:port, for DNS_SERVERS. */
  address: string;
  set(name: string, entry: DnsZoneEntry): void;
  clear(): void;
  close(): Promise<void>;
}

/** Names not in the zone answer NXDOMAIN. */
export async function startDnsTestServer(port = 0): Promise<DnsTestServer> {
  const zone = new Map<string, DnsZoneEntry>();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const name = question!.name.toLowerCase().replace(/\.$/, '');
      const entry = zone.get(name);
      if (entry && 'silent' in entry) return; // never answers: the client times out
      if (!entry) {
        response.header.rcode = Packet.RCODE.NXDOMAIN;
      } else if ('rcode' in entry) {
        response.header.rcode = Packet.RCODE[entry.rcode];
      } else if (question!.type === Packet.TYPE.TXT) {
        for (const data of entry.txt ?? [])
          response.answers.push(
            record({ name: question!.name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 60, data }),
          );
      } else if (question!.type === Packet.TYPE.MX) {
        for (const mx of entry.mx ?? [])
          response.answers.push(
            record({ name: question!.name, type: Packet.TYPE.MX, class: Packet.CLASS.IN, ttl: 60, ...mx }),
          );
      }
      send(response);
    },
  });
  const addresses = await server.listen({ udp: { port, address: '127.0.0.1' } });
  return {
    address: `127.0.0.1:${addresses.udp!.port}`,
    set: (name, entry) => void zone.set(name.toLowerCase(), entry),
    clear: () => zone.clear(),
    close: () => server.close(),
  };
}
