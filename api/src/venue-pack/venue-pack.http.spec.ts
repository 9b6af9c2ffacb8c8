import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { renderDemoPhoto } from '../../../ops/src/demo-data/demo-images';
import {
  ALL_COMPARE_FIXTURES,
  COMPARED_VENUES,
  CORN_EXCHANGE,
  DRAFT_HALL,
  HILTON,
  SAVOY,
} from '../../../tests/support/venue-fixtures';
import { pdfImages, pdfPageCount, pdfPageSizes, pdfText } from '../../../tests/support/pdf-reading';
import { solidPng } from '../../../tests/support/solid-png';
import { type ApiTestApp, UNLIMITED_PUBLIC_FORMS, startApiTestApp } from '../../../tests/support/api-test-app';
import { makeVenue } from '../../../tests/support/venue-factory';
import { Clock } from '../kernel/clock';
import { KEPT_DAYS, VenuePackService } from './venue-pack.service';

const FIFTH = makeVenue({
  name: 'Bristol Harbour Rooms',
  city: 'bristol',
  postcode: 'BS1 4RN',
  lat: 51.4495,
  lng: -2.5975,
});
const EXTRA = Array.from({ length: 6 }, (_, i) => makeVenue({ name: `Pack Venue ${i + 1}` }));
const FIVE = [...COMPARED_VENUES, FIFTH];

describe('POST /api/v2/venue-pack', () => {
  let api: ApiTestApp;
  let dataSource: DataSource;
  let app: NestExpressApplication;
  let uploadsDir: string;

  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'venue-pack-'));
    await mkdir(join(uploadsDir, 'demo'));
    for (const n of [1, 2]) await writeFile(join(uploadsDir, 'demo', `venue-0${n}.jpg`), await renderDemoPhoto(n));
    await writeFile(join(uploadsDir, 'demo', 'venue-03.png'), solidPng(120, 80, [40, 90, 160]));
    api = await startApiTestApp({
      venues: [...ALL_COMPARE_FIXTURES, FIFTH, ...EXTRA],
      env: { ...UNLIMITED_PUBLIC_FORMS, UPLOADS_DIR: uploadsDir, PUBLIC_URL: 'https://venues.example.com' },
    });
    ({ app, dataSource } = api);
  });

  afterAll(async () => {
    await api?.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const makePack = (ids: string[]) => request(app.getHttpServer()).post('/api/v2/venue-pack').send({ ids });

  it('makes a real PDF of 5 venues: a cover, a page per venue and a comparison page', async () => {
    const { status, body } = await makePack(FIVE.map((v) => v.id));
    expect(status).toBe(201);

    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: `https://venues.example.com/uploads/packs/${body.id}.pdf`,
    });
    const download = await request(app.getHttpServer()).get(`/uploads/packs/${body.id}.pdf`).expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const pdf = download.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(7);
    const sizes = pdfPageSizes(pdf);
    expect(sizes[0]).toEqual([595.28, 841.89]);
    expect(sizes[6]).toEqual([841.89, 595.28]);

    const text = pdfText(pdf);
    expect(text).toContain('Venue pack');
    expect(text).toContain('Your shortlist of 5 venues');
    expect(text).toMatch(/Prepared on \d{1,2} [A-Z][a-z]+ \d{4}/);
    for (const venue of FIVE) expect(text).toContain(venue.name);
    expect(text).toContain('£12,000');
    expect(text).toContain('Capacity by layout');
    expect(text).toContain('Theatre');
    expect(text).toContain('Strand, London WC2R 0EZ');
    expect(text).toContain('Embankment');
    expect(text).toContain('020 7836 4343');
    expect(text).toContain('At a glance');
    expect(text).toContain('No photo yet'); // the Corn Exchange's photo is not in the uploads directory
    // The photos from the uploads directory, JPEGs embedded as they are and the PNG re-encoded.
    expect(pdfImages(pdf).sort()).toEqual(['DCTDecode', 'DCTDecode', 'DCTDecode', 'FlateDecode']);
  });

  it('stores the pack like other media: a file under uploads/packs and a media row', async () => {
    const { body } = await makePack([SAVOY.id, HILTON.id]).expect(201);
    const file = join(uploadsDir, 'packs', `${body.id}.pdf`);
    const { size } = await stat(file);
    expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
    const [media] = await dataSource.query('SELECT * FROM media WHERE id = $1', [body.id]);
    expect(media).toMatchObject({
      storage_key: `packs/${body.id}.pdf`,
      entity_type: 'venue_pack',
      entity_id: `${SAVOY.id},${HILTON.id}`,
      content_type: 'application/pdf',
      size_bytes: size,
      status: 'stored',
      owner_id: null,
    });
  });

  it('takes up to 10 venues', async () => {
    const ten = [...FIVE, ...EXTRA.slice(0, 5)].map((v) => v.id);
    const { body } = await makePack(ten).expect(201);
    const pdf = await readFile(join(uploadsDir, 'packs', `${body.id}.pdf`));
    expect(pdfPageCount(pdf)).toBe(12);
  });

  describe('the same pack asked for again', () => {
    const packRows = async (id: string) =>
      Number((await dataSource.query('SELECT count(*) AS n FROM media WHERE id = $1', [id]))[0].n);

    it('is served from storage, not made again', async () => {
      const { body: first } = await makePack([HILTON.id, FIFTH.id]).expect(201);
      const file = join(uploadsDir, 'packs', `${first.id}.pdf`);
      const madeAt = (await stat(file)).mtimeMs;
      const { body: again } = await makePack([HILTON.id, FIFTH.id]).expect(201);
      expect(again).toEqual(first);
      expect((await stat(file)).mtimeMs).toBe(madeAt);
      expect(await packRows(first.id)).toBe(1);
    });

    it('asked for by many at once is made once', async () => {
      const ids = [EXTRA[0]!.id, EXTRA[1]!.id, EXTRA[2]!.id];
      const answers = await Promise.all(Array.from({ length: 5 }, () => makePack(ids)));
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
      expect(await packRows(answers[0]!.body.id)).toBe(1);
    });

    it('is a new pack when the venues come in another order or one of them has changed', async () => {
      const { body: first } = await makePack([EXTRA[3]!.id, EXTRA[4]!.id]).expect(201);
      const { body: reordered } = await makePack([EXTRA[4]!.id, EXTRA[3]!.id]).expect(201);
      expect(reordered.id).not.toBe(first.id);

      await dataSource.query(
        `UPDATE venues SET version = version + 1, display_name = 'Pack Venue Renamed' WHERE id = $1`,
        [EXTRA[3]!.id],
      );
      const { body: changed } = await makePack([EXTRA[3]!.id, EXTRA[4]!.id]).expect(201);
      expect(changed.id).not.toBe(first.id);
      expect(pdfText(await readFile(join(uploadsDir, 'packs', `${changed.id}.pdf`)))).toContain('Pack Venue Renamed');
    });
  });

  it(`deletes packs made over ${KEPT_DAYS} days ago, their files with them, and keeps newer ones`, async () => {
    const { body: old } = await makePack([SAVOY.id]).expect(201);
    const { body: recent } = await makePack([FIFTH.id]).expect(201);
    await dataSource.query('UPDATE media SET created_at = $2 WHERE id = $1', [
      old.id,
      new Date(Date.now() - 8 * 24 * 60 * 60_000),
    ]);

    await expect(app.get(VenuePackService).prune()).resolves.toBeGreaterThanOrEqual(1);

    expect(await dataSource.query('SELECT id FROM media WHERE id = ANY($1)', [[old.id, recent.id]])).toEqual([
      { id: recent.id },
    ]);
    await expect(stat(join(uploadsDir, 'packs', `${old.id}.pdf`))).rejects.toThrow('ENOENT');
    await stat(join(uploadsDir, 'packs', `${recent.id}.pdf`));
    // Asked for again, the old pack is simply made anew.
    await makePack([SAVOY.id]).expect(201);
    await stat(join(uploadsDir, 'packs', `${old.id}.pdf`));
  });

  it('records when a pack was made by the api’s clock, which prunes by it', async () => {
    const madeAt = new Date('2026-03-29T00:59:30.000Z');
    const clock = jest.spyOn(app.get(Clock), 'now').mockImplementation(() => new Date(madeAt));
    try {
      const { body } = await makePack([EXTRA[5]!.id]).expect(201);
      const [row] = await dataSource.query('SELECT created_at FROM media WHERE id = $1', [body.id]);
      expect(row.created_at).toEqual(madeAt);
    } finally {
      clock.mockRestore();
    }
  });

  describe('bad requests get 400s naming the problem', () => {
    const unknown = '00000000-0000-4000-8000-000000000003';
    it.each([
      ['no ids', [], 'ids', 'A venue pack holds 1 to 10 venues'],
      ['11 venues', [...FIVE, ...EXTRA].map((v) => v.id), 'ids', 'A venue pack holds 1 to 10 venues'],
      ['an id that is not one', ['savoy'], 'ids', 'each of ids must be a venue id'],
      ['an unknown venue', [SAVOY.id, unknown], 'ids.1', `No venue has the id ${unknown}`],
      ['an unpublished venue', [DRAFT_HALL.id, CORN_EXCHANGE.id], 'ids.0', 'is not published'],
    ])('%s', async (_case, ids, field, message) => {
      const { body } = await makePack(ids as string[]).expect(400);
      expect(body.fields[field]).toContain(message);
    });
  });
});

describe('POST /api/v2/venue-pack when every pack worker is busy', () => {
  let api: ApiTestApp;

  beforeAll(async () => {
    api = await startApiTestApp({
      venues: EXTRA,
      env: { ...UNLIMITED_PUBLIC_FORMS, VENUE_PACK_WORKERS: '1', VENUE_PACK_QUEUE: '0' },
    });
  });

  afterAll(() => api?.close());

  it('refuses more than it can queue with a 503 that says when to come back', async () => {
    // Six different packs at once, one worker and no queue: the first is made, the rest refused.
    const answers = await Promise.all(
      api.venueIds.map((id) =>
        api
          .http()
          .post('/api/v2/venue-pack')
          .send({ ids: [id] }),
      ),
    );
    const refused = answers.filter((answer) => answer.status === 503);
    expect(answers.filter((answer) => answer.status === 201).length).toBeGreaterThanOrEqual(1);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(refused[0]!.headers['retry-after']).toBe('10');
    expect(refused[0]!.body.message).toBe(
      'Venue packs are being made for many people just now. Please try again in a few seconds.',
    );
  });
});
