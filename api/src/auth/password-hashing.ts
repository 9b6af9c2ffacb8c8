// Every password hash and check of the api goes through here. scrypt at our parameters holds
// 128 MiB and a libuv thread (the pool that also reads files) for a good fraction of a second,
// so at most MAX_AT_ONCE run at once, a bounded number wait their turn, and beyond that a
// request is refused with a 503 rather than queueing memory and threads without end.
import { Injectable } from '@nestjs/common';
import { hashPassword, needsRehash, verifyPassword } from '@venue-finder/core';
import { AuthException } from './auth.exception';

const MAX_AT_ONCE = 2;
const MAX_WAITING = 64;

@Injectable()
export class PasswordHashing {
  constructor(
    private readonly maxAtOnce = MAX_AT_ONCE,
    private readonly maxWaiting = MAX_WAITING,
  ) {}

  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Checked against when the address has no password, so both answers take as long. */
  private decoy: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return this.bounded(() => this.run(password));
  }

  /** Checks the password against the stored hash, or against a decoy when there is none. */
  async verify(password: string, stored: string | null): Promise<boolean> {
    const against = stored ?? (await (this.decoy ??= this.hash('decoy-password')));
    const matches = await this.bounded(() => verifyPassword(password, against));
    return stored !== null && matches;
  }

  /** The hash itself (a seam for the spec of the bound). */
  protected run(password: string): Promise<string> {
    return hashPassword(password);
  }

  needsRehash(stored: string): boolean {
    return needsRehash(stored);
  }

  private async bounded<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.maxAtOnce) {
      if (this.waiting.length >= this.maxWaiting) throw AuthException.busy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next in line, or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
