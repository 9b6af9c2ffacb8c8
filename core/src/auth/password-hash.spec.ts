import { scryptSync } from 'node:crypto';
import { hashPassword, needsRehash, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('hashes with scrypt at N=2^17, r=8, p=1 and a fresh salt each time', async () => {
    const [a, b] = [await hashPassword('Correct-Horse-9'), await hashPassword('Correct-Horse-9')];
    expect(a.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Correct-Horse-9', a)).toBe(true);
    expect(await verifyPassword('correct-horse-9', a)).toBe(false);
    expect(needsRehash(a)).toBe(false);
  });

  it('still verifies a hash made with the older parameters, and says it needs upgrading', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('Old-Password-1', salt, 32, { N: 16384, r: 8, p: 1 });
    const old = ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    expect(await verifyPassword('Old-Password-1', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });
});
