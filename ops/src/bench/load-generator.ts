// A closed-loop HTTP load generator: `concurrency` clients each send a request, wait for the
// answer and send the next, for a fixed time. Keep-alive connections, latencies per request.
import { Agent, request } from 'node:http';

/** What Chromium asks for: the answers are measured compressed, as a planner's browser gets them. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  latenciesMs: number[];
}

export interface LatencySummary {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

function get(agent: Agent, base: URL, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: base.hostname, port: base.port, path, agent, method: 'GET', headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

export async function runLoad(
  baseUrl: string,
  nextPath: () => string,
  concurrency: number,
  durationMs: number,
  /** Sent with every request, e.g. a session cookie. */
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const base = new URL(baseUrl);
  const requestHeaders = { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...headers };
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latenciesMs: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const client = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      try {
        const status = await get(agent, base, nextPath(), requestHeaders);
        if (status !== 200) errors += 1;
      } catch {
        errors += 1;
      }
      latenciesMs.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  agent.destroy();
  return { requests: latenciesMs.length, errors, seconds: (performance.now() - started) / 1000, latenciesMs };
}

export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return NaN;
  const rank = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, rank)];
}

export function summarise(result: LoadResult): LatencySummary {
  const sorted = [...result.latenciesMs].sort((a, b) => a - b);
  return {
    requests: result.requests,
    errors: result.errors,
    rps: result.requests / result.seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}
