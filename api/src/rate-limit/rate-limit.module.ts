import { Global, Module } from '@nestjs/common';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimitRepository } from './rate-limit.repository';
import { RateLimiter } from './rate-limiter';

/** Shared per-client request limits; routes opt in with @RateLimited(...). */
@Global()
@Module({
  providers: [RateLimiter, RateLimitRepository, RateLimitGuard],
  exports: [RateLimiter, RateLimitGuard],
})
export class RateLimitModule {}
