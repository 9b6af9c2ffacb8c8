// What one account may upload (issue #47, item 4): so many uploads an hour and so many bytes kept,
// each refused with a message to act on, and uploads nothing refers to swept after a day — the
// documents of a claim kept as long as the claim.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { createUser, sessionCookieFor } from '../../../tests/support/sign-in';
import { solidPng } from '../../../tests/support/solid-png';
import { makeVenue } from '../../../tests/support/venue-factory';
import { UNREFERENCED_AFTER_MS } from './abandoned-uploads';
import { MediaService } from './media.service';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const VENUE = makeVenue({ name: 'Foundry Hall' });
const MB = 1024 * 1024;

describe('Upload budgets and the sweep of unused uploads', () => {
  let api: ApiTestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'upload-budget-spec-'));
    api = await startApiTestApp({
      venues: [VENUE],
      // The smallest storage budget: one largest file (10 MB) and a little more.
      env: { DATA_DIR: dataDir, MEDIA_ACCOUNT_STORAGE_MB: '11', MEDIA_ACCOUNT_UPLOADS_PER_HOUR: '4' },
    });
  });
  afterAll(async () => {
    await api?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const newOwner = async () => {
    const user = await createUser(api.dataSource);
    return { id: user.id, cookie: await sessionCookieFor(api.dataSource, user) };
  };
  const presign = (cookie: string, query: Record<string, string> = { content_type: 'image/png' }) =>
    api.http().post('/api/media/presign').query(query).set('Cookie', cookie);
  /** Asks for an address and sends the file: the upload's key and public address. */
  const uploadFile = async (cookie: string, body: Buffer, query: Record<string, string>) => {
    const address = (await presign(cookie, query).expect(201)).body;
    await api
      .http()
      .post(address.upload_url)
      .set('Cookie', cookie)
      .set('Content-Type', query.content_type!)
      .send(body)
      .expect(201);
    return { key: address.key as string, publicUrl: address.public_url as string };
  };
  const photo = (cookie: string) => uploadFile(cookie, solidPng(8, 8, [10, 120, 60]), { content_type: 'image/png' });
  const document = (cookie: string) =>
    uploadFile(cookie, PDF, { content_type: 'application/pdf', kind: 'document', entity_type: 'claim' });
  const rowOf = async (key: string) =>
    (await api.dataSource.query('SELECT storage_key FROM media WHERE storage_key = $1', [key]))[0];
  const fileOf = (key: string) =>
    stat(join(dataDir, key.startsWith('documents/') ? 'private-media' : 'uploads', key)).then(
      () => true,
      () => false,
    );

  it('refuses an account’s uploads past its hourly budget with a 429 that says when to try again, per account', async () => {
    const owner = await newOwner();
    for (let i = 0; i < 4; i += 1) await photo(owner.cookie);
    const refused = await presign(owner.cookie).expect(429);
    expect(refused.body.message).toMatch(/^You have sent too many uploads in a short time\. Please wait/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The same client, another account: its own budget.
    await presign((await newOwner()).cookie).expect(201);
  });

  it('refuses an upload the account has no room for, saying how much it uses and what to do', async () => {
    const owner = await newOwner();
    await api.dataSource.query(
      `INSERT INTO media (storage_key, owner_id, entity_type, content_type, size_bytes, status, created_at)
       VALUES ('media/00000000-0000-4000-8000-00000000b0d6.jpg', $1, 'venue', 'image/jpeg', $2, 'stored', $3)`,
      [owner.id, 2 * MB, new Date()],
    );
    const refused = await presign(owner.cookie).expect(409);
    expect(refused.body).toMatchObject({
      code: 'MEDIA_STORAGE_FULL',
      message:
        'Your uploads use 2 MB of the 11 MB your account may keep, and a file may be up to 10 MB. ' +
        'Files not used in a listing, claim or proposal are removed a day after they were uploaded; to keep more, please contact us.',
    });
  });

  it('counts an upload not yet arrived as the largest file, so parallel requests cannot overdraw', async () => {
    const owner = await newOwner();
    const statuses = (await Promise.all([presign(owner.cookie), presign(owner.cookie)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409]);
    const [pending] = await api.dataSource.query('SELECT storage_key FROM media WHERE owner_id = $1', [owner.id]);
    await api
      .http()
      .post(`/api/media/upload?key=${encodeURIComponent(pending.storage_key)}`)
      .set('Cookie', owner.cookie)
      .set('Content-Type', 'image/png')
      .send(solidPng(8, 8, [1, 2, 3]))
      .expect(201);
    // Arrived, it counts as its size: there is room for the next.
    await presign(owner.cookie).expect(201);
  });

  it('sweeps uploads nothing refers to a day after they were uploaded, keeping those a listing or claim uses', async () => {
    const owner = await newOwner();
    const listed = await photo(owner.cookie);
    const unused = await photo(owner.cookie);
    const proof = await document(owner.cookie);
    const unusedDocument = await document(owner.cookie);
    const fresh = await photo((await newOwner()).cookie);
    await api.dataSource.query('UPDATE venues SET images = $1 WHERE id = $2', [[listed.publicUrl], VENUE.id]);
    await api.dataSource.query(
      `INSERT INTO claims (venue_id, user_id, email, proof_type, proof_value, created_at, updated_at)
       VALUES ($1, $2, 'me@foundry.example', 'doc', $3, $4, $4)`,
      [VENUE.id, owner.id, proof.key, new Date()],
    );
    // Aged by the app's clock (the test's own), never the database's now().
    await api.dataSource.query('UPDATE media SET created_at = $2 WHERE storage_key = ANY($1)', [
      [listed.key, unused.key, proof.key, unusedDocument.key],
      new Date(Date.now() - 25 * 60 * 60_000),
    ]);

    const removed = await api.app
      .get(MediaService)
      .removeUnreferencedUploads(new Date(Date.now() - UNREFERENCED_AFTER_MS));
    expect(removed).toBe(2);
    for (const gone of [unused, unusedDocument]) {
      expect(await rowOf(gone.key)).toBeUndefined();
      expect(await fileOf(gone.key)).toBe(false);
    }
    for (const kept of [listed, proof, fresh]) {
      expect(await rowOf(kept.key)).toBeDefined();
      expect(await fileOf(kept.key)).toBe(true);
    }
    await api.http().get(unused.publicUrl).expect(404);

    // Once the claim is gone, so is its document at the next sweep.
    await api.dataSource.query('DELETE FROM claims WHERE proof_value = $1', [proof.key]);
    await api.app.get(MediaService).removeUnreferencedUploads(new Date(Date.now() - UNREFERENCED_AFTER_MS));
    expect(await rowOf(proof.key)).toBeUndefined();
    expect(await rowOf(listed.key)).toBeDefined();
  });
});
