import { VenueWriteError, VenueWriter } from '@venue-finder/core';
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { makeVenue } from '../../../tests/support/venue-factory';
import { httpStatusOf } from '../common/domain.exception';

describe('VenueWriterModule', () => {
  let api: ApiTestApp;

  beforeAll(async () => {
    api = await startApiTestApp({ venues: [makeVenue({ name: 'Injected Hall' })] });
  });

  afterAll(() => api?.close());

  it("gives the api's modules the one writer, whose stale edits are 409s and unknown venues 404s", async () => {
    const writer = api.app.get(VenueWriter);
    const [id] = api.venueIds;
    await writer.update(id, { descriptionShort: 'First' }, { expectedVersion: 1, actor: 'admin-1' });
    const stale = await writer
      .update(id, { descriptionShort: 'Stale' }, { expectedVersion: 1, actor: 'admin-2' })
      .catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(VenueWriteError);
    expect(httpStatusOf(stale as VenueWriteError)).toEqual({ statusCode: 409, error: 'Conflict' });

    const missing = await writer
      .update('00000000-0000-4000-8000-000000000000', { name: 'X' }, { expectedVersion: 1, actor: 'admin-1' })
      .catch((error: unknown) => error);
    expect(httpStatusOf(missing as VenueWriteError)).toEqual({ statusCode: 404, error: 'Not Found' });
  });
});
