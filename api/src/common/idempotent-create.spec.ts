import { IdempotencyException } from './idempotency-key';
import { createOnce } from './idempotent-create';

describe(createOnce.name, () => {
  const spec = (inserted: { id: string } | null, earlier: { id: string; body: string } | null, body = 'same') => ({
    what: 'brief',
    insert: async () => inserted,
    earlier: async () => earlier && { stored: earlier, ifDifferent: IdempotencyException.reused('brief') },
    matches: (stored: { body: string }) => stored.body === body,
    resultOf: (stored: { id: string }) => ({ id: stored.id }),
  });

  it('answers what it created when the key was new', async () => {
    expect(await createOnce(spec({ id: 'new' }, null))).toEqual({ result: { id: 'new' }, replayed: false });
  });

  it('answers the earlier result again for the same request with the same key', async () => {
    expect(await createOnce(spec(null, { id: 'first', body: 'same' }))).toEqual({
      result: { id: 'first' },
      replayed: true,
    });
  });

  it('refuses the same key with a different request, with the refusal the earlier row names', async () => {
    await expect(createOnce(spec(null, { id: 'first', body: 'other' }))).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      kind: 'conflict',
      message: expect.stringContaining('already used for a different brief'),
    });
  });

  it('refuses when the insert collided but no earlier row is found', async () => {
    await expect(createOnce(spec(null, null))).rejects.toBeInstanceOf(IdempotencyException);
  });
});
