import { hashPassword } from '@venue-finder/core';
import { PasswordHashing } from './password-hashing';

type Seams = { run: (p: string) => Promise<string>; check: (p: string, s: string) => Promise<boolean> };
const seams = (hashing: PasswordHashing) => hashing as unknown as Seams;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(PasswordHashing.name, () => {
  it('runs at most two hashes at once and refuses, with a wait, once too many are waiting', async () => {
    const hashing = new PasswordHashing({ maxAtOnce: 2, maxWaiting: 1 });
    let running = 0;
    let most = 0;
    const spy = jest.spyOn(seams(hashing), 'run').mockImplementation(async (password: string) => {
      running += 1;
      most = Math.max(most, running);
      await pause(50);
      running -= 1;
      return password;
    });
    const calls = ['a', 'b', 'c', 'd'].map((p) => hashing.hash(p));
    const settled = await Promise.allSettled(calls);
    expect(most).toBe(2);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    expect((settled[3] as PromiseRejectedResult).reason).toMatchObject({
      message: 'Sign-in is busy just now. Please try again in a few seconds.',
      retryAfterSeconds: 5,
    });
    spy.mockRestore();
  });

  it('verifies against a decoy made at start-up when there is no stored hash, and never says yes then', async () => {
    const hashing = new PasswordHashing();
    const run = jest.spyOn(seams(hashing), 'run');
    hashing.onApplicationBootstrap();
    expect(run).toHaveBeenCalledTimes(1); // the decoy, before any sign-in asks
    expect(await hashing.verify('decoy-password', null)).toBe(false);
    expect(run).toHaveBeenCalledTimes(1); // an unknown address costs no extra hash
    expect(await hashing.verify('right', await hashPassword('right'))).toBe(true);
  }, 60_000);

  describe('decoy checks (addresses with no password)', () => {
    const CHECK_MS = 40;
    let hashing: PasswordHashing;
    let running: { decoys: number; accounts: number };
    let most: { decoys: number; total: number };
    let checked: string[];

    beforeEach(() => {
      hashing = new PasswordHashing({ maxAtOnce: 2, maxWaiting: 64, decoysAtOnce: 1, decoysWaiting: 3 });
      running = { decoys: 0, accounts: 0 };
      most = { decoys: 0, total: 0 };
      checked = [];
      jest.spyOn(seams(hashing), 'run').mockResolvedValue('decoy-hash');
      jest.spyOn(seams(hashing), 'check').mockImplementation(async (password: string, stored: string) => {
        const lane = stored === 'decoy-hash' ? 'decoys' : 'accounts';
        running[lane] += 1;
        most.decoys = Math.max(most.decoys, running.decoys);
        most.total = Math.max(most.total, running.decoys + running.accounts);
        checked.push(password);
        await pause(CHECK_MS);
        running[lane] -= 1;
        return stored === `hash-of-${password}`;
      });
    });

    it('never take more than their share of the slots, and never the queue of real accounts', async () => {
      const decoys = Array.from({ length: 300 }, (_, i) => hashing.verify(`guess-${i}`, null));
      await pause(5);
      // A real administrator in the middle of 300 made-up addresses: checked at once (beside the
      // one decoy running, ahead of those waiting), never refused.
      expect(await hashing.verify('right', 'hash-of-right')).toBe(true);
      expect(checked.slice(0, 2)).toEqual(['guess-0', 'right']);
      expect(await Promise.all(decoys)).toEqual(Array(300).fill(false));
      expect(most.decoys).toBe(1);
      expect(most.total).toBe(2);
      // One running and three waiting were checked; the other 296 were answered after a wait, unhashed.
      expect(checked.filter((p) => p.startsWith('guess-'))).toHaveLength(4);
    });

    it('are not run when the caller has used up its allowance, and still take as long to answer', async () => {
      await hashing.verify('measured', null); // one real check, to learn how long they take
      const started = performance.now();
      expect(await hashing.verify('past-allowance', null, false)).toBe(false);
      expect(performance.now() - started).toBeGreaterThanOrEqual(CHECK_MS);
      expect(checked).toEqual(['measured']);
    });
  });
});
