// How long the api keeps an idle kept-alive connection open. Node's default is 5 s (closed at
// 6 s, with its buffer). A client that writes its next request just as the server closes the
// connection gets it reset: HTTP/1.1's inherent race. Browsers retry such a request; many HTTP
// clients do not (Node's own Agent ignores the server's `Keep-Alive: timeout` hint unless given
// a timeout of its own, so Playwright's request context, for one, met a reset in CI). A load
// balancer in front keeps its upstream connections idle for 60 s (AWS's default; nginx's
// `keepalive_timeout` too), so the api must hold them longer than that, or the balancer's
// requests meet the same race and visitors see a 502.
import type { Server } from 'node:http';

/** Longer than the 60 s a load balancer in front keeps an upstream connection idle. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function holdIdleConnections(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
}
