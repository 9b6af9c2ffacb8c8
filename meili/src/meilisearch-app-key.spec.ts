import { Meilisearch } from 'meilisearch';
import { APP_KEY_ACTIONS, DEFAULT_APP_KEY_UID, ensureAppKey } from './meilisearch-app-key';
import { FakeMeilisearch } from './testing/fake-meilisearch';

const MASTER = 'master-key-for-tests';

describe(ensureAppKey.name, () => {
  let fake: FakeMeilisearch;
  let master: Meilisearch;

  beforeEach(async () => {
    fake = await new FakeMeilisearch(MASTER).start();
    master = new Meilisearch({ host: fake.url, apiKey: MASTER });
  });
  afterEach(() => fake.stop());

  it('makes a key for the venues indexes only, with no right over keys, and keeps its value from run to run', async () => {
    const first = await ensureAppKey(master, 'venues');
    expect(first.outcome).toBe('created');
    expect(first.key).not.toBe(MASTER);
    const made = fake.keys.get(DEFAULT_APP_KEY_UID)!;
    expect(made).toMatchObject({ indexes: ['venues', 'venues_tmp_*'], expiresAt: null });
    expect(made.actions).toEqual([...APP_KEY_ACTIONS]);
    expect((made.actions as string[]).some((action) => /^(\*|keys\.|dumps\.|snapshots\.)/.test(action))).toBe(false);

    expect(await ensureAppKey(master, 'venues')).toEqual({ key: first.key, outcome: 'unchanged' });
  });

  it('replaces a key whose rights differ under the same uid, so its value stays', async () => {
    const first = await ensureAppKey(master, 'venues');
    fake.keys.set(DEFAULT_APP_KEY_UID, { ...fake.keys.get(DEFAULT_APP_KEY_UID)!, actions: ['*'] });
    const again = await ensureAppKey(master, 'venues');
    expect(again).toEqual({ key: first.key, outcome: 'replaced' });
    expect(fake.keys.get(DEFAULT_APP_KEY_UID)!.actions).toEqual([...APP_KEY_ACTIONS]);
  });
});
