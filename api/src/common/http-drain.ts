// Stopping the api under load: the first step of shutdown, before jobs stop and the database
// closes. It stops accepting connections, answers whatever is in flight (and whatever a client
// sends on a connection it already had) with `Connection: close`, closes connections as they go
// idle, and after SHUTDOWN_GRACE_MS closes what is left, so a process with keep-alive clients
// exits in a bounded time instead of waiting for them to hang up (they never do under load).
import type { Server, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';

/** In-flight requests get this long to finish once shutdown starts (the launcher waits 15 s). */
export const SHUTDOWN_GRACE_MS = 10_000;
const IDLE_SWEEP_MS = 100;

@Injectable()
export class HttpDrain implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Shutdown');
  private readonly inFlight = new Set<ServerResponse>();
  private draining = false;
  private server?: Server;

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /** Counts requests from the start, so shutdown knows what it is waiting for. */
  onModuleInit(): void {
    this.server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    this.server?.on('request', (_request, response: ServerResponse) => {
      if (this.draining) response.setHeader('Connection', 'close');
      this.inFlight.add(response);
      response.once('close', () => this.inFlight.delete(response));
    });
  }

  async onModuleDestroy(): Promise<void> {
    const server = this.server;
    if (!server?.listening || this.draining) return;
    this.draining = true;
    const startedAt = Date.now();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A response already being written cannot take the header any more; its socket closes when
    // it is idle, which the sweep below notices.
    for (const response of this.inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
    const deadline = startedAt + SHUTDOWN_GRACE_MS;
    while (this.inFlight.size > 0 && Date.now() < deadline) {
      server.closeIdleConnections();
      await sleep(IDLE_SWEEP_MS);
    }
    if (this.inFlight.size > 0) {
      this.logger.warn(
        `${this.inFlight.size} requests did not finish within ${SHUTDOWN_GRACE_MS / 1000} s; closing them.`,
      );
    }
    server.closeAllConnections();
    await closed;
    this.logger.log(`Stopped taking requests in ${Date.now() - startedAt} ms`);
  }
}
