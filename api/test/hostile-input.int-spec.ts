import type { NestExpressApplication } from '@nestjs/platform-express';
import { StaffService } from '../src/modules/staff/staff.service';
import { freshIp, MailOutbox, signUpVerified } from './support/accounts';
import { startHttpApp } from './support/api';

let app: NestExpressApplication;
let http: Awaited<ReturnType<typeof startHttpApp>>['http'];
let memberToken: string;
let staffToken: string;
const outbox = new MailOutbox();

beforeAll(async () => {
  ({ app, http } = await startHttpApp());
  memberToken = (await signUpVerified(http, outbox)).token;
  const staff = { email: 'hostile-input@restaurant.local', password: 'a-long-test-password-1' };
  // A moderator reads every list below, and signs in with the password alone (superadmins need a code).
  await app.get(StaffService).upsert({ ...staff, name: 'Hostile Input', role: 'moderator' });
  const login = await http().post('/admin-api/auth/login').set('X-Forwarded-For', freshIp()).send(staff);
  staffToken = login.body.token;
});
afterAll(async () => {
  await outbox.close();
  await app.close();
});

// The routes that take an e-mail address in their body (seven member routes and the staff login).
const emailRoutes = [
  '/api/login',
  '/api/users',
  '/api/users/elight-signup',
  '/api/verify-email',
  '/api/resend-email-otp',
  '/api/forgot-password',
  '/api/password/reset',
  '/admin-api/auth/login',
];

describe('objects carrying toString or valueOf as data', () => {
  // Found by the fuzz suite (seed 204596008): turning such an object into a number threw a TypeError (500).
  it('POST /api/users/follow-action-type answers 422 naming the field', async () => {
    const res = await http()
      .post('/api/users/follow-action-type')
      .set('X-Forwarded-For', freshIp())
      .auth(memberToken, { type: 'bearer' })
      .send({ follower_id: 2, action_type: { toString: 0 } })
      .expect(422);
    expect(res.body.errors).toEqual({ action_type: [expect.stringMatching(/may not be named toString/)] });
  });
});

describe('deeply nested JSON', () => {
  const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;

  it.each([...emailRoutes, '/api/users/follow-action-type', '/api/global-search'])(
    'POST %s answers 400 with a clear message instead of overflowing the stack',
    async (path) => {
      const res = await http()
        .post(path)
        .set('X-Forwarded-For', freshIp())
        .auth(memberToken, { type: 'bearer' })
        .set('Content-Type', 'application/json')
        .send(deep)
        .expect(400);
      expect(res.body).toEqual({
        status_code: 400,
        message: 'The request is nested too deeply (at most 32 levels).',
        data: null,
      });
    },
  );

  it('leaves ordinary nesting alone (a signup with a nested extra still gets field errors)', async () => {
    const res = await http()
      .post('/api/users')
      .set('X-Forwarded-For', freshIp())
      .send({ email: 'x', extra: { a: [[1]] } })
      .expect(422);
    expect(res.body.errors.email).toBeDefined();
  });
});

describe('a lone UTF-16 surrogate in an e-mail', () => {
  it.each(emailRoutes)('POST %s answers 422 naming the email field', async (path) => {
    const res = await http()
      .post(path)
      .set('X-Forwarded-For', freshIp())
      .set('Content-Type', 'application/json')
      // Sent as the JSON escape, as a hostile client would: JSON.parse turns it into a lone surrogate.
      .send('{"email":"\\ud800@x.com","password":"correct horse battery"}')
      .expect(422);
    expect(res.body.errors).toEqual({ email: [expect.stringMatching(/invalid character/)] });
  });

  it('still accepts an emoji (a proper surrogate pair) where text is free', async () => {
    const res = await http()
      .post('/api/global-search')
      .auth(memberToken, { type: 'bearer' })
      .send({ search: 'curry 🍛' });
    expect(res.status).toBeLessThan(500);
    expect(res.status).not.toBe(422);
  });
});

describe('numbers too large to be exact', () => {
  it.each([
    '/api/users?page=1e300',
    '/api/users/my-followees?page=1e300',
    '/api/users/my-followers?page=1e300',
    '/api/users/my-follow-requests?page=1e300',
    '/api/invoicess?page=1e300',
    '/api/posts?page=1e300',
    '/api/posts/my-posts?page=1e300',
    '/api/rw-states_of_country?country_id=101&page=1e300',
  ])('GET %s answers 422 naming page', async (path) => {
    const res = await http().get(path).auth(memberToken, { type: 'bearer' }).expect(422);
    expect(Object.keys(res.body.errors)).toEqual(['page']);
  });

  it('GET /api/users?page=1000001 is refused as beyond the last page any list serves', async () => {
    const res = await http().get('/api/users?page=1000001').auth(memberToken, { type: 'bearer' }).expect(422);
    expect(res.body.errors).toEqual({ page: ['page is too large'] });
  });

  it('an id too large to be exact is refused, not looked up', async () => {
    const res = await http().get('/api/users/1e300').auth(memberToken, { type: 'bearer' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it.each([
    '/admin-api/countries',
    '/admin-api/states',
    '/admin-api/watched-words',
    '/admin-api/bluetick-requests',
  ])('GET %s?range=[1e300,1e300] answers 422 naming range', async (path) => {
    const res = await http()
      .get(path)
      .query({ range: '[1e300,1e300]' })
      .auth(staffToken, { type: 'bearer' })
      .expect(422);
    expect(Object.keys(res.body.errors)).toEqual(['range']);
  });

  it.each([
    '/admin-api/countries',
    '/admin-api/states',
    '/admin-api/watched-words',
    '/admin-api/bluetick-requests',
    '/admin-api/review-items',
  ])(
    'GET %s?filter={"id":["x"]} answers 422 naming filter, and an empty id list matches nothing',
    async (path) => {
      for (const filter of ['{"id":["x"]}', '{"id":[1,"x"]}', '{"id":{"$gt":0}}']) {
        const res = await http().get(path).query({ filter }).auth(staffToken, { type: 'bearer' }).expect(422);
        expect(Object.keys(res.body.errors)).toEqual(['filter']);
      }
      const none = await http()
        .get(path)
        .query({ filter: '{"id":[]}' })
        .auth(staffToken, { type: 'bearer' })
        .expect(200);
      expect(none.body).toEqual([]);
    },
  );
});
