import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';

describe('Request bodies the API cannot read', () => {
  let api: ApiTestApp;

  beforeAll(async () => {
    api = await startApiTestApp();
  });

  afterAll(() => api?.close());

  const post = () => api.http().post('/api/v2/briefs').set('Content-Type', 'application/json');

  it('answers malformed JSON with a 400 saying so', async () => {
    const { body } = await post().send('{"user_email": ').expect(400);
    expect(body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'The request body is not valid JSON.' });
  });

  it('answers a body over the limit with a 413 saying how much is accepted', async () => {
    const { body } = await post()
      .send(JSON.stringify({ notes: 'x'.repeat(3 * 1024 * 1024) }))
      .expect(413);
    expect(body).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
    expect(body.message).toContain('at most 2 MB');
  });

  it('answers a charset it cannot read with a 415, not a claim of bad JSON', async () => {
    const { body } = await api
      .http()
      .post('/api/v2/briefs')
      .set('Content-Type', 'application/json; charset=klingon')
      .send('{}')
      .expect(415);
    expect(body).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'The request body must be sent as UTF-8.',
    });
  });
});
