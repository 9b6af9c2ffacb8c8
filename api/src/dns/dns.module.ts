import { Global, Module } from '@nestjs/common';
import { ApiConfig } from '../config/api-config';
import { DnsResolver, NodeDnsResolver } from './dns-resolver';

/** DNS look-ups (claims' MX and TXT checks) behind the DnsResolver port. */
@Global()
@Module({
  providers: [
    { provide: DnsResolver, inject: [ApiConfig], useFactory: (config: ApiConfig) => new NodeDnsResolver(config.dns) },
  ],
  exports: [DnsResolver],
})
export class DnsModule {}
