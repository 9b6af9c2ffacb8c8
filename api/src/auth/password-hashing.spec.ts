import { hashPassword } from '@venue-finder/core';
import { PasswordHashing } from './password-hashing';

describe(PasswordHashing.name, () => {
  it('runs at most two hashes at once and refuses, with a wait, once too many are waiting', async () => {
    const hashing = new PasswordHashing(2, 1);
    let running = 0;
    let most = 0;
    const spy = jest
      .spyOn(hashing as unknown as { run: (p: string) => Promise<string> }, 'run')
      .mockImplementation(async (password: string) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 50));
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

  it('verifies against a decoy when there is no stored hash, and never says yes then', async () => {
    const hashing = new PasswordHashing();
    expect(await hashing.verify('decoy-password', null)).toBe(false);
    expect(await hashing.verify('right', await hashPassword('right'))).toBe(true);
  }, 60_000);
});
