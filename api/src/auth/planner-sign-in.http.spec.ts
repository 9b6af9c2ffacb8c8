// Planners sign in as owners do (issue #48): the same magic links, limits and sessions, choosing
// "I am planning an event". A planner is a role of its own: an address is one kind of account.
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { createUser, sessionCookieFor } from '../../../tests/support/sign-in';

describe('Planner sign-in by magic link', () => {
  let api: ApiTestApp;

  beforeAll(async () => {
    api = await startApiTestApp();
  });
  afterAll(() => api?.close());
  beforeEach(async () => {
    await api.dataSource.query(`DELETE FROM rate_limits`);
  });

  const mailsTo = async (email: string): Promise<{ subject: string; text_body: string }[]> =>
    api.dataSource.query('SELECT subject, text_body FROM mail_messages WHERE recipient = $1 ORDER BY id', [email]);
  const tokenIn = (mail: { text_body: string } | undefined) => /token=([\w-]+)/.exec(mail?.text_body ?? '')?.[1];
  const requestLink = (email: string, userType: string) =>
    api.http().post('/api/auth/magic-link').send({ email, user_type: userType });
  const consume = (token: string) => api.http().post('/api/auth/magic-link/consume').send({ token, confirm: true });
  const cookieOf = (response: { headers: Record<string, unknown> }) =>
    String((response.headers['set-cookie'] as string[] | undefined)?.[0] ?? '').split(';')[0]!;

  it('mails a link that signs a new planner in, creating a planner’s account', async () => {
    const asked = await requestLink(' Sam.Planner@Company.co.uk ', 'planner');
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ message: 'Check your email for a sign-in link.' });
    const [mail] = await mailsTo('sam.planner@company.co.uk');
    expect(mail?.subject).toBe('Your Venue Finder sign-in link');

    const signedIn = await consume(tokenIn(mail)!);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({
      email: 'sam.planner@company.co.uk',
      user_type: 'planner',
      roles: ['planner'],
    });
    const me = await api.http().get('/api/auth/me').set('Cookie', cookieOf(signedIn));
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ user_type: 'planner' });
  });

  it('keeps an address one kind of account: an owner gets no planner link, a planner no owner link', async () => {
    const owner = await createUser(api.dataSource, { userType: 'owner' });
    const planner = await createUser(api.dataSource, { userType: 'planner' });
    // The same answer as for any address, so it tells nobody which kind of account there is.
    await requestLink(owner.email, 'planner').expect(202, { message: 'Check your email for a sign-in link.' });
    await requestLink(planner.email, 'owner').expect(202, { message: 'Check your email for a sign-in link.' });
    expect(await mailsTo(owner.email)).toEqual([]);
    expect(await mailsTo(planner.email)).toEqual([]);

    await requestLink(planner.email, 'planner').expect(202);
    const [mail] = await mailsTo(planner.email);
    const signedIn = await consume(tokenIn(mail)!);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ id: planner.id, user_type: 'planner' });
  });

  it('refuses a planner’s link taken by an address that became an owner meanwhile', async () => {
    const email = `turned-owner-${Date.now()}@company.co.uk`;
    await requestLink(email, 'planner').expect(202);
    const [mail] = await mailsTo(email);
    await createUser(api.dataSource, { email, userType: 'owner' });
    const refused = await consume(tokenIn(mail)!);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Invalid or expired magic link');
  });

  it('refuses an unknown kind of account with a message that names the kinds', async () => {
    const refused = await requestLink('sam@company.co.uk', 'superuser');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('user_type must be owner, planner or admin');
  });

  it('lets a planner’s session reach no owner or admin route, and says why', async () => {
    const cookie = await sessionCookieFor(api.dataSource, await createUser(api.dataSource, { userType: 'planner' }));
    const owners = await api.http().get('/api/owners/enquiries').set('Cookie', cookie);
    expect(owners.status).toBe(403);
    expect(owners.body.message).toBe('This page is for venue owners: you are signed in as an event planner.');
    expect((await api.http().get('/api/owners/venues').set('Cookie', cookie)).status).toBe(403);
    expect((await api.http().get('/api/admin/venues').set('Cookie', cookie)).status).toBe(403);
  });
});
