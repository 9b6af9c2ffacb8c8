import { IndexLayoutGate, SearchIndexLayoutError } from './search-index-layout';

describe(IndexLayoutGate.name, () => {
  let now: number;
  let stale: boolean;
  let asked: number;
  const gate = () =>
    new IndexLayoutGate(
      async () => {
        asked += 1;
        return stale;
      },
      () => now,
    );

  beforeEach(() => {
    now = 0;
    stale = false;
    asked = 0;
  });

  it('asks once for many searches while the layout is current, and again after 30 s', async () => {
    const layout = gate();
    await Promise.all([layout.assertCurrent(), layout.assertCurrent(), layout.assertCurrent()]);
    now = 30_000;
    await layout.assertCurrent();
    expect(asked).toBe(1);
    now = 30_001;
    stale = true;
    await expect(layout.assertCurrent()).rejects.toBeInstanceOf(SearchIndexLayoutError);
    expect(asked).toBe(2);
  });

  it('refuses with a 503 that names npm run reindex, and serves again a second after a rebuild elsewhere', async () => {
    stale = true;
    const layout = gate();
    await expect(layout.assertCurrent()).rejects.toMatchObject({
      kind: 'unavailable',
      code: 'SEARCH_INDEX_REBUILDING',
      message: expect.stringContaining('npm run reindex'),
    });
    stale = false;
    now = 1_000;
    await expect(layout.assertCurrent()).rejects.toBeInstanceOf(SearchIndexLayoutError);
    now = 1_001;
    await expect(layout.assertCurrent()).resolves.toBeUndefined();
    expect(asked).toBe(2);
  });

  it('asks again at once after forget() and after a failed check', async () => {
    const layout = gate();
    await layout.assertCurrent();
    layout.forget();
    await layout.assertCurrent();
    expect(asked).toBe(2);

    const failing = new IndexLayoutGate(async () => {
      asked += 1;
      if (asked === 3) throw new Error('connection lost');
      return false;
    });
    await expect(failing.assertCurrent()).rejects.toThrow('connection lost');
    await expect(failing.assertCurrent()).resolves.toBeUndefined();
    expect(asked).toBe(4);
  });
});
