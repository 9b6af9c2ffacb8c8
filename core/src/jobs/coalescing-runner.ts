// Runs one piece of background work at a time, however often it is woken: a wake-up while the
// work runs makes it go round once more afterwards, so nothing woken for is missed and two
// runs never overlap. Used by the workers that drain a PostgreSQL queue (the indexer's outbox,
// the api's mail) when a notification, a timer or a commit says there may be work.
export class CoalescingRunner {
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(private readonly work: () => Promise<void>) {}

  get stopping(): boolean {
    return this.stopped;
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.work().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  /** Resolves once no run is in progress (including the extra rounds wake-ups asked for). */
  async whenIdle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Takes no more wake-ups and resolves when the run in hand, if any, has finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }
}
