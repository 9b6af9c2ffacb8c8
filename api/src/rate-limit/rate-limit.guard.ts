// @RateLimited(...) on a route: each request counts against the client's (IP's) budget; beyond
// it the answer is a 429 with a Retry-After header and a message saying how long to wait.
import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
  applyDecorators,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiConfig } from '../config/api-config';
import { RateLimitException } from './rate-limit.exception';
import { clientAddress } from './client-address';
import { type RateLimitPolicy, RateLimiter } from './rate-limiter';

interface RateLimitRoute {
  name: string;
  /** What the client sends, in the refusal: 'questions'. */
  what: string;
  policy: (config: ApiConfig) => RateLimitPolicy;
}

const RATE_LIMIT = Symbol('rate-limit');

export function RateLimited(name: string, what: string, policy: (config: ApiConfig) => RateLimitPolicy) {
  return applyDecorators(
    SetMetadata(RATE_LIMIT, { name, what, policy } satisfies RateLimitRoute),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({ description: 'Too many requests from this client; see the Retry-After header' }),
  );
}

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
    private readonly config: ApiConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const route = this.reflector.get<RateLimitRoute | undefined>(RATE_LIMIT, context.getHandler());
    if (!route) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    try {
      await this.limiter.consume(route.name, clientAddress(request), route.policy(this.config), route.what);
    } catch (error) {
      if (error instanceof RateLimitException) {
        http.getResponse<Response>().setHeader('Retry-After', String(error.retryAfterSeconds));
      }
      throw error;
    }
    return true;
  }
}
