// A small terminal progress bar for long command-line jobs (seeding, imports): label, bar,
// percentage, count, rate and ETA. On a terminal it redraws one line in place, at most ten times a
// second; in a log (CI, a pipe) it prints a plain line every 10% instead of a stream of redraws.

export interface ProgressBarOptions {
  /** Where to draw; stderr by default so that stdout stays clean for results. */
  stream?: Pick<NodeJS.WriteStream, 'write'> & { isTTY?: boolean; columns?: number };
  /** Milliseconds, monotonic; injectable for tests. */
  now?: () => number;
}

const REDRAW_INTERVAL_MS = 100;
const BAR_WIDTH = 30;
const count = new Intl.NumberFormat('en-GB');

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '--:--';
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const mmss = `${String(m).padStart(h > 0 ? 2 : 1, '0')}:${String(s % 60).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

export class ProgressBar {
  private readonly stream: NonNullable<ProgressBarOptions['stream']>;
  private readonly now: () => number;
  private readonly startedAt: number;
  private lastDrawAt = -Infinity;
  private lastLoggedStep = -1;
  private done = 0;
  private finished = false;

  constructor(
    private readonly label: string,
    private readonly total: number,
    options: ProgressBarOptions = {},
  ) {
    this.stream = options.stream ?? process.stderr;
    this.now = options.now ?? (() => performance.now());
    this.startedAt = this.now();
  }

  private get interactive(): boolean {
    return this.stream.isTTY === true;
  }

  update(done: number): void {
    if (this.finished) return;
    this.done = Math.min(Math.max(0, done), this.total);
    const at = this.now();
    if (this.interactive) {
      if (at - this.lastDrawAt < REDRAW_INTERVAL_MS && this.done < this.total) return;
      this.lastDrawAt = at;
      this.stream.write(`\r${this.line(at)}\x1b[K`);
      return;
    }
    const step = Math.floor(this.fraction() * 10);
    if (step > this.lastLoggedStep && step < 10) {
      this.lastLoggedStep = step;
      this.stream.write(`${this.plainLine(at)}\n`);
    }
  }

  /** Prints the closing line (once), e.g. "Seeding venues: 12,000 done in 0:14 (857/s)". */
  finish(message?: string): void {
    if (this.finished) return;
    this.finished = true;
    const elapsed = (this.now() - this.startedAt) / 1000;
    const rate = elapsed > 0 ? Math.round(this.done / elapsed) : this.done;
    const summary =
      message ?? `${count.format(this.done)} done in ${formatDuration(elapsed)} (${count.format(rate)}/s)`;
    this.stream.write(`${this.interactive ? '\r\x1b[K' : ''}${this.label}: ${summary}\n`);
  }

  private fraction(): number {
    return this.total === 0 ? 1 : this.done / this.total;
  }

  private stats(at: number): string {
    const elapsed = (at - this.startedAt) / 1000;
    const rate = elapsed > 0 ? this.done / elapsed : 0;
    const eta = rate > 0 ? (this.total - this.done) / rate : Infinity;
    const percent = `${Math.floor(this.fraction() * 100)}%`.padStart(4);
    return `${percent} ${count.format(this.done)}/${count.format(this.total)} ${count.format(Math.round(rate))}/s ETA ${formatDuration(eta)}`;
  }

  /** The in-place line; the bar shrinks on narrow terminals. */
  line(at: number = this.now()): string {
    const stats = this.stats(at);
    const room = (this.stream.columns || 80) - this.label.length - stats.length - 4;
    const width = Math.max(10, Math.min(BAR_WIDTH, room));
    const filled = Math.round(this.fraction() * width);
    return `${this.label} [${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${stats}`;
  }

  private plainLine(at: number): string {
    return `${this.label}: ${this.stats(at)}`;
  }
}
