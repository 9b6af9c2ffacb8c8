import { CoalescingRunner } from './coalescing-runner';

describe(CoalescingRunner.name, () => {
  const deferred = () => {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve };
  };

  it('never overlaps runs, and goes round once more for wake-ups during a run', async () => {
    const gates = [deferred(), deferred()];
    let runs = 0;
    let concurrent = 0;
    let maxConcurrent = 0;
    const runner = new CoalescingRunner(async () => {
      concurrent += 1;
      maxConcurrent = Math.max(maxConcurrent, concurrent);
      await gates[runs++]?.promise;
      concurrent -= 1;
    });
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    runner.wake();
    runner.wake();
    runner.wake();
    await settle();
    expect(runs).toBe(1);
    gates[0].resolve();
    await settle();
    expect(runs).toBe(2); // the two wake-ups during the first run made one more run
    gates[1].resolve();
    await runner.stop();
    expect(runs).toBe(2);
    expect(maxConcurrent).toBe(1);
  });

  it('takes no wake-ups once stopped, and stop waits for the run in hand', async () => {
    const gate = deferred();
    let finished = false;
    let runs = 0;
    const runner = new CoalescingRunner(async () => {
      runs += 1;
      await gate.promise;
      finished = true;
    });
    runner.wake();
    const stopped = runner.stop();
    runner.wake();
    gate.resolve();
    await stopped;
    expect(finished).toBe(true);
    expect(runs).toBe(1);
    expect(runner.stopping).toBe(true);
  });
});
