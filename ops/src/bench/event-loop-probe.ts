// Loaded into an api process by the search benchmark (`node --require …/event-loop-probe.js`),
// never by the product: it watches the process's event loop with perf_hooks'
// monitorEventLoopDelay and answers the benchmark over the IPC channel with the longest stall
// since it last asked (a search that holds the loop holds every other request with it) and what
// the process holds. A process started without an IPC channel is left alone.
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface ProbeAnswer {
  /** The longest the event loop was held since the last question, in ms. */
  longestStallMs: number;
  rssBytes: number;
  heapUsedBytes: number;
  arrayBuffersBytes: number;
}

/** Asks for the longest stall since the last question and resets it; `collect` runs a full collection first. */
export type ProbeQuestion = { ask: 'probe'; collect?: boolean };

if (process.send) {
  // 10 ms sampling: a stall is measured to within 10 ms, at no cost a search would notice.
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  process.on('message', (message: ProbeQuestion) => {
    if (message?.ask !== 'probe') return;
    const collect = (globalThis as { gc?: () => void }).gc;
    if (message.collect && collect) collect();
    const memory = process.memoryUsage();
    const answer: ProbeAnswer = {
      longestStallMs: delay.max / 1e6,
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      arrayBuffersBytes: memory.arrayBuffers,
    };
    delay.reset();
    process.send!(answer);
  });
  // The channel must not keep the api alive when it drains and stops.
  (process.channel as { unref?: () => void } | undefined)?.unref?.();
}
