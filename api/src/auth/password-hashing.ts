// Every password hash and check of the api goes through here. scrypt at our parameters holds
// 128 MiB and a libuv thread (the pool that also reads files) for a good fraction of a second,
// so at most MAX_AT_ONCE run at once, a bounded number wait their turn, and beyond that a
// request is refused with a 503 rather than queueing memory and threads without end.
//
// Checks against a decoy (a sign-in for an address with no password, so that both answers take
// as long) are work an attacker can ask for with made-up addresses. They get a lane of their own:
// at most DECOYS_AT_ONCE of the slots and a short queue, so at least one slot and the whole
// queue stay reserved for accounts that exist — a real administrator is never refused because
// of decoys. A decoy check that finds its lane full, or that its caller did not allow (a client
// past its allowance of unknown addresses), is not run: it answers "no" after as long as a
// check has been taking, a timer that holds no thread and no memory.
import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { hashPassword, needsRehash, verifyPassword } from '@venue-finder/core';
import { AuthException } from './auth.exception';

const MAX_AT_ONCE = 2;
const MAX_WAITING = 64;
const DECOYS_AT_ONCE = 1;
const DECOYS_WAITING = 8;
/** How long a check takes before any was measured (scrypt N=2^17 on a small server). */
const FIRST_ESTIMATE_MS = 400;

type Lane = 'account' | 'decoy';

export interface HashingBounds {
  maxAtOnce: number;
  maxWaiting: number;
  decoysAtOnce: number;
  decoysWaiting: number;
}

const DEFAULT_BOUNDS: HashingBounds = {
  maxAtOnce: MAX_AT_ONCE,
  maxWaiting: MAX_WAITING,
  decoysAtOnce: DECOYS_AT_ONCE,
  decoysWaiting: DECOYS_WAITING,
};

@Injectable()
export class PasswordHashing implements OnApplicationBootstrap {
  private readonly bounds: HashingBounds;

  constructor(bounds: Partial<HashingBounds> = {}) {
    this.bounds = { ...DEFAULT_BOUNDS, ...bounds };
  }

  private running = 0;
  private runningDecoys = 0;
  private readonly waiting: Record<Lane, (() => void)[]> = { account: [], decoy: [] };
  /** Checked against when the address has no password, so both answers take as long. */
  private decoy: Promise<string> | undefined;
  /** How long a check has been taking (a moving average), for decoy answers that are not run. */
  private typicalCheckMs = FIRST_ESTIMATE_MS;

  /**
   * Makes the decoy at start-up: made on first use, it would cost the first unknown address an
   * extra hash, and that difference in time tells known administrator addresses apart.
   */
  onApplicationBootstrap(): void {
    void this.decoyHash().catch(() => (this.decoy = undefined));
  }

  hash(password: string): Promise<string> {
    return this.bounded('account', () => this.run(password));
  }

  /**
   * Checks the password against the stored hash, or against a decoy when there is none. A decoy
   * check runs only when `decoyAllowed` and its lane has room; otherwise the answer (always
   * false) comes after as long as a check takes.
   */
  async verify(password: string, stored: string | null, decoyAllowed = true): Promise<boolean> {
    if (stored !== null) return this.bounded('account', () => this.timed(() => this.check(password, stored)));
    const against = await this.decoyHash();
    if (decoyAllowed && this.decoyHasRoom()) {
      await this.bounded('decoy', () => this.timed(() => this.check(password, against)));
    } else {
      await sleep(this.typicalCheckMs);
    }
    return false;
  }

  private decoyHash(): Promise<string> {
    return (this.decoy ??= this.hash('decoy-password'));
  }

  /** The hash itself (a seam for the spec of the bound). */
  protected run(password: string): Promise<string> {
    return hashPassword(password);
  }

  /** The check itself (a seam for the spec of the lanes). */
  protected check(password: string, stored: string): Promise<boolean> {
    return verifyPassword(password, stored);
  }

  needsRehash(stored: string): boolean {
    return needsRehash(stored);
  }

  private async timed<T>(work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.typicalCheckMs = 0.8 * this.typicalCheckMs + 0.2 * (performance.now() - started);
    }
  }

  private decoyHasRoom(): boolean {
    return this.canStart('decoy') || this.waiting.decoy.length < this.bounds.decoysWaiting;
  }

  private canStart(lane: Lane): boolean {
    if (this.running >= this.bounds.maxAtOnce) return false;
    return lane === 'account' || this.runningDecoys < this.bounds.decoysAtOnce;
  }

  private async bounded<T>(lane: Lane, work: () => Promise<T>): Promise<T> {
    if (this.canStart(lane)) {
      this.start(lane);
    } else {
      // Only an account's check is ever refused, and only when accounts alone fill its queue.
      if (lane === 'account' && this.waiting.account.length >= this.bounds.maxWaiting) throw AuthException.busy();
      await new Promise<void>((resolve) => this.waiting[lane].push(resolve));
    }
    try {
      return await work();
    } finally {
      this.finish(lane);
    }
  }

  private start(lane: Lane): void {
    this.running += 1;
    if (lane === 'decoy') this.runningDecoys += 1;
  }

  /** Frees the slot and hands it on: accounts first, then a decoy if their share allows. */
  private finish(lane: Lane): void {
    this.running -= 1;
    if (lane === 'decoy') this.runningDecoys -= 1;
    for (const next of ['account', 'decoy'] as const) {
      if (this.waiting[next].length > 0 && this.canStart(next)) {
        this.start(next);
        this.waiting[next].shift()!();
        return;
      }
    }
  }
}
