import { formatDuration, ProgressBar } from './progress-bar';

function fakeStream(isTTY: boolean) {
  const chunks: string[] = [];
  return { chunks, stream: { isTTY, columns: 120, write: (chunk: string) => chunks.push(chunk) > 0 } };
}

describe(ProgressBar.name, () => {
  it('redraws in place on a terminal, at most ten times a second', () => {
    let now = 0;
    const { chunks, stream } = fakeStream(true);
    const bar = new ProgressBar('Seeding', 100, { stream, now: () => now });
    for (let done = 1; done <= 50; done++) {
      now += 10;
      bar.update(done);
    }
    expect(chunks.length).toBeLessThanOrEqual(6);
    expect(chunks.every((c) => c.startsWith('\r'))).toBe(true);
    expect(chunks.at(-1)).toMatch(/ \d+\/100 /);
  });

  it('shows label, bar, percentage, count, rate and ETA', () => {
    let now = 0;
    const { stream } = fakeStream(true);
    const bar = new ProgressBar('Seeding', 1000, { stream, now: () => now });
    now = 2000;
    bar.update(250);
    expect(bar.line()).toMatch(/^Seeding \[█+░+\]\s+25% 250\/1,000 125\/s ETA 0:06$/);
  });

  it('prints a plain line every 10% in a log', () => {
    let now = 0;
    const { chunks, stream } = fakeStream(false);
    const bar = new ProgressBar('Seeding', 100, { stream, now: () => now });
    for (let done = 1; done <= 100; done++) {
      now += 100;
      bar.update(done);
    }
    bar.finish();
    expect(chunks.some((c) => c.includes('\r'))).toBe(false);
    expect(chunks.length).toBe(11);
    expect(chunks.at(-1)).toBe('Seeding: 100 done in 0:10 (10/s)\n');
  });

  it('always draws the last update, however soon it comes', () => {
    const { chunks, stream } = fakeStream(true);
    const bar = new ProgressBar('Seeding', 2, { stream, now: () => 0 });
    bar.update(1);
    bar.update(2);
    expect(chunks.at(-1)).toContain('100%');
  });
});

describe(formatDuration.name, () => {
  it('formats minutes and hours', () => {
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(125)).toBe('2:05');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(Infinity)).toBe('--:--');
  });
});
