import { SessionService } from '../src/core/auth/session.service';
import { StaffService } from '../src/modules/staff/staff.service';
import { freshIp } from './support/accounts';
import { useTestApi } from './support/api';

const api = useTestApi();
const { http } = api;

const email = 'console-test@restaurant.local';
const password = 'a-long-test-password-1';

beforeAll(async () => {
  await api.app.get(StaffService).upsert({ email, password, name: 'Console Test', role: 'moderator' });
});

/** Each login from its own address: the per-address limit is tested once, on purpose, below. */
const staffLogin = (ip = freshIp()) => http().post('/admin-api/auth/login').set('X-Forwarded-For', ip);

async function login(): Promise<string> {
  const res = await staffLogin().send({ email, password }).expect(200);
  return res.body.token;
}

const listQuery = (q: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(q).map(([k, v]) => [k, JSON.stringify(v)]));

describe('staff login', () => {
  it('issues a staff token and names the staff member', async () => {
    const res = await staffLogin().send({ email: email.toUpperCase(), password }).expect(200);
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.body.staff).toEqual({
      id: expect.any(Number),
      email,
      name: 'Console Test',
      role: 'moderator',
    });
    expect(JSON.stringify(res.body)).not.toContain('password');
  });

  it('gives one answer for a wrong password and an unknown email', async () => {
    const wrong = await staffLogin().send({ email, password: 'not-the-password' }).expect(401);
    const unknown = await staffLogin().send({ email: 'nobody@restaurant.local', password }).expect(401);
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it('answers 422 with field errors for a malformed login', async () => {
    const res = await staffLogin().send({ email: 'not-an-email' }).expect(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'password']);
  });

  it('revokes the token on logout', async () => {
    const token = await login();
    await http().get('/admin-api/auth/me').auth(token, { type: 'bearer' }).expect(200);
    await http().post('/admin-api/auth/logout').auth(token, { type: 'bearer' }).expect(204);
    await http().get('/admin-api/auth/me').auth(token, { type: 'bearer' }).expect(401);
    await http().get('/admin-api/countries').auth(token, { type: 'bearer' }).expect(401);
  });
});

describe('staff endpoints', () => {
  it('refuse calls without a token', async () => {
    await http().get('/admin-api/countries').expect(401);
  });

  it('refuse member tokens', async () => {
    const memberToken = await api.app.get(SessionService).issue('member', 1, 300);
    await http().get('/admin-api/countries').auth(memberToken, { type: 'bearer' }).expect(401);
  });
});

describe('countries for the console (ra-data-simple-rest)', () => {
  let token: string;
  beforeAll(async () => {
    token = await login();
  });

  it('pages, sorts and reports the total in Content-Range', async () => {
    const res = await http()
      .get('/admin-api/countries')
      .query(listQuery({ sort: ['name', 'DESC'], range: [0, 9], filter: {} }))
      .auth(token, { type: 'bearer' })
      .expect(200);
    expect(res.headers['content-range']).toBe('countries 0-9/250');
    expect(res.body).toHaveLength(10);
    expect(res.body[0].name).toBe('Zimbabwe');
  });

  it('searches by name with q and counts the states of each country', async () => {
    const res = await http()
      .get('/admin-api/countries')
      .query(listQuery({ sort: ['name', 'ASC'], range: [0, 24], filter: { q: 'indi' } }))
      .auth(token, { type: 'bearer' })
      .expect(200);
    const india = res.body.find((c: { id: number }) => c.id === 101);
    expect(india).toMatchObject({ name: 'India', states_count: 36, currency: 'INR' });
    expect(res.headers['content-range']).toMatch(/^countries 0-\d+\/\d+$/);
  });

  it('returns exactly the listed ids for a getMany filter', async () => {
    const res = await http()
      .get('/admin-api/countries')
      .query(listQuery({ filter: { id: [101, 233] } }))
      .auth(token, { type: 'bearer' })
      .expect(200);
    expect(res.body.map((c: { id: number }) => c.id).sort()).toEqual([101, 233]);
  });

  it('shows one country and lists its states', async () => {
    const one = await http().get('/admin-api/countries/101').auth(token, { type: 'bearer' }).expect(200);
    expect(one.body).toMatchObject({ id: 101, name: 'India' });
    const states = await http()
      .get('/admin-api/states')
      .query(listQuery({ filter: { country_id: 101 }, sort: ['name', 'ASC'], range: [0, 49] }))
      .auth(token, { type: 'bearer' })
      .expect(200);
    expect(states.headers['content-range']).toBe('states 0-35/36');
    expect(states.body).toContainEqual(
      expect.objectContaining({ id: 4030, name: 'Gujarat', country_id: 101 }),
    );
  });

  it.each([
    [{ sort: '["password","ASC"]' }, 'sort'],
    [{ range: '[5,1]' }, 'range'],
    [{ filter: '{nope' }, 'filter'],
  ])('answers 422 for a bad list query %j', async (query, field) => {
    const res = await http()
      .get('/admin-api/countries')
      .query(query)
      .auth(token, { type: 'bearer' })
      .expect(422);
    expect(res.body.errors).toHaveProperty(field);
  });

  it('answers 404 for an unknown country', async () => {
    await http().get('/admin-api/countries/999999').auth(token, { type: 'bearer' }).expect(404);
  });
});

describe('staff login rate limit', () => {
  it('answers 429 in the envelope once an address has tried too often', async () => {
    const ip = freshIp();
    let last = 0;
    for (let attempt = 0; attempt < 15 && last !== 429; attempt++) {
      last = (await staffLogin(ip).send({ email, password: 'guess-guess-guess' })).status;
    }
    expect(last).toBe(429);
    const res = await staffLogin(ip).send({ email, password }).expect(429);
    expect(res.body).toMatchObject({ status_code: 429, data: null });
    expect(res.headers['retry-after']).toBeDefined();
  });
});
