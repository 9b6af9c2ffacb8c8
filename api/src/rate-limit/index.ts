// What the rate-limit module offers other modules (lint/api-modules.js): they import it from here,
// never from the module's own files.
export { clientAddress } from './client-address';
export { RateLimitException } from './rate-limit.exception';
export { RateLimited } from './rate-limit.guard';
export { RateLimiter } from './rate-limiter';
