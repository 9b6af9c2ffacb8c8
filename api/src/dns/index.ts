// What the dns module offers other modules (lint/api-modules.js): they import it from here,
// never from the module's own files.
export { DnsResolver } from './dns-resolver';
