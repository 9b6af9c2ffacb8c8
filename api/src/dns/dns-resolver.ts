// The DNS port: MX and TXT look-ups with a clear outcome each, never an exception — the records,
// 'none' (the name or the record type does not exist), or 'failed' with the reason (the server
// failed, did not answer in time, or refused). The adapter is node:dns's Resolver with the
// configured servers and time-out; tests run it against a DNS server on loopback.
import { Resolver } from 'node:dns/promises';
import type { DnsConfig } from '../config/api-config';

export type DnsOutcome<T> =
  | { status: 'found'; records: T[] }
  | { status: 'none' }
  | { status: 'failed'; reason: 'servfail' | 'timeout' | 'refused' | 'error'; detail: string };

export interface MxRecord {
  exchange: string;
  priority: number;
}

export abstract class DnsResolver {
  abstract mx(domain: string): Promise<DnsOutcome<MxRecord>>;
  /** Each TXT record as its strings joined (a long value may be split into several strings). */
  abstract txt(name: string): Promise<DnsOutcome<string>>;
}

const NONE = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN', 'NOTFOUND']);
const REASONS: Record<string, 'servfail' | 'timeout' | 'refused'> = {
  ESERVFAIL: 'servfail',
  SERVFAIL: 'servfail',
  ETIMEOUT: 'timeout',
  ETIMEDOUT: 'timeout',
  ECONNREFUSED: 'refused',
  EREFUSED: 'refused',
};

export class NodeDnsResolver extends DnsResolver {
  private readonly resolver: Resolver;

  constructor(config: DnsConfig) {
    super();
    this.resolver = new Resolver({ timeout: config.timeoutMs, tries: config.tries });
    if (config.servers.length > 0) this.resolver.setServers(config.servers);
  }

  mx(domain: string): Promise<DnsOutcome<MxRecord>> {
    return this.ask(async () =>
      (await this.resolver.resolveMx(domain)).map(({ exchange, priority }) => ({ exchange, priority })),
    );
  }

  txt(name: string): Promise<DnsOutcome<string>> {
    return this.ask(async () => (await this.resolver.resolveTxt(name)).map((strings) => strings.join('')));
  }

  private async ask<T>(lookup: () => Promise<T[]>): Promise<DnsOutcome<T>> {
    try {
      const records = await lookup();
      return records.length > 0 ? { status: 'found', records } : { status: 'none' };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (NONE.has(code)) return { status: 'none' };
      return { status: 'failed', reason: REASONS[code] ?? 'error', detail: code || String(error) };
    }
  }
}
