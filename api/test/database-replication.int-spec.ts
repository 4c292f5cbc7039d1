import type { NestExpressApplication } from '@nestjs/platform-express';
import { Redis } from 'ioredis';
import type { Connection } from 'mysql2/promise';
import { migrate } from '@app/migrations';
import { bearer, freshIp, MailOutbox } from './support/accounts';
import { startHttpApp } from './support/api';
import { mariadbPair, replicaCaughtUp, sqlConnection } from './support/mariadb-pair';
import { createPost, newMember } from './support/social';

/**
 * Read replicas (DATABASE_REPLICA_URLS) against a real MariaDB primary and replica. Replication lag is
 * made certain by stopping the replica's SQL thread: whatever the API then reads from the replica is old.
 */
const database = `${new URL(process.env.DATABASE_URL!).pathname.slice(1)}_repl`;
let primary: Connection;
let replica: Connection;
let app: NestExpressApplication;
let http: Awaited<ReturnType<typeof startHttpApp>>['http'];
let outbox: MailOutbox;
const savedEnv = { ...process.env };

beforeAll(async () => {
  const pair = mariadbPair();
  primary = await sqlConnection(pair.primary);
  replica = await sqlConnection(pair.replica);
  await replica.query('START SLAVE');
  await primary.query(`DROP DATABASE IF EXISTS \`${database}\``);
  await migrate(`${pair.primary}/${database}`);
  await replicaCaughtUp(primary, replica);
  process.env.DATABASE_URL = `${pair.primary}/${database}`;
  process.env.DATABASE_REPLICA_URLS = `${pair.replica}/${database}`;
  // A Redis database of its own: this database's ids start again at 1, and jobs named after them (the code
  // mail of OTP 1) must not meet the jobs of the test database's rows with the same ids.
  const redis = new URL(process.env.REDIS_URL!);
  redis.pathname = `/${(Number(redis.pathname.slice(1) || 0) + 8) % 16}`;
  process.env.REDIS_URL = redis.toString();
  const own = new Redis(process.env.REDIS_URL);
  await own.flushdb();
  await own.quit();
  // Long enough never to run out during a test (the window itself is a setting, not behaviour to time).
  process.env.DATABASE_REPLICA_STICKY_SECONDS = '300';
  ({ app, http } = await startHttpApp());
  outbox = new MailOutbox();
}, 120_000);

afterAll(async () => {
  await replica?.query('START SLAVE');
  await app?.close();
  await outbox?.close();
  await primary?.end();
  await replica?.end();
  process.env = savedEnv;
});

it('serves plain reads from the replica, and a member their own writes from the primary', async () => {
  // Nothing the API writes from now on reaches the replica.
  await replica.query('STOP SLAVE SQL_THREAD');

  // Sign-up, e-mail verification and a new post each write then read back in the same request.
  const author = await newMember(http, outbox, { first_name: 'Replica' });
  const post = await createPost(http, author, { description: 'written on the primary' });
  expect(post.description).toBe('written on the primary');

  // The author reads right after their own write: from the primary, although the replica lags.
  const own = await http().get(`/api/posts/${post.id}`).set(bearer(author));
  expect(own.status).toBe(200);
  expect(own.body.data.description).toBe('written on the primary');

  // A visitor's plain read goes to the replica, which does not have the post yet.
  await http().get(`/api/posts/${post.id}`).set('X-Forwarded-For', freshIp()).expect(404);

  // Once the replica catches up, the visitor sees it too.
  await replica.query('START SLAVE SQL_THREAD');
  await replicaCaughtUp(primary, replica);
  const later = await http().get(`/api/posts/${post.id}`).set('X-Forwarded-For', freshIp()).expect(200);
  expect(later.body.data.description).toBe('written on the primary');
});

it('keeps every read of a write request on the primary, and a just-signed-up visitor on it too', async () => {
  const author = await newMember(http, outbox, { first_name: 'Sticky' });
  await replica.query('STOP SLAVE SQL_THREAD');
  const post = await createPost(http, author, { description: 'not on the replica yet' });

  // Sign-up checks the e-mail is free, inserts, then reads the new member back: all within one POST.
  const address = freshIp();
  const res = await http()
    .post('/api/users')
    .set('X-Forwarded-For', address)
    .send({
      business_name: 'Lagging Replica Cafe',
      first_name: 'Lag',
      last_name: 'Test',
      email: `lag-${Date.now()}@example.test`,
      mobile_no: '9876543210',
      password: 'correct horse battery',
      password_confirmation: 'correct horse battery',
      user_type: '6',
      country_id: 101,
      state_id: 4030,
      city_id: 134096,
    });
  expect(res.status).toBe(201);

  // That address wrote a moment ago (its new token has not yet): its reads stay on the primary.
  await http().get(`/api/posts/${post.id}`).set('X-Forwarded-For', address).expect(200);
  // Any other address reads from the lagging replica.
  await http().get(`/api/posts/${post.id}`).set('X-Forwarded-For', freshIp()).expect(404);
  await replica.query('START SLAVE SQL_THREAD');
});

it('serves reads written in plain SQL from the replica too (a profile page)', async () => {
  const author = await newMember(http, outbox, { first_name: 'Before' });
  const reader = await newMember(http, outbox, { first_name: 'Reader' });
  await replicaCaughtUp(primary, replica);
  await replica.query('STOP SLAVE SQL_THREAD');
  // A change the replica has not applied yet, made outside the API (as by another process).
  await primary.query(`UPDATE \`${database}\`.users SET first_name = 'After' WHERE id = ?`, [author.id]);

  // The profile's rows are read with raw SELECTs (MemberViewsService.rows, docs/decisions/194): from the replica.
  const stale = await http()
    .get(`/api/users/${author.id}`)
    .set(bearer(reader))
    .set('X-Forwarded-For', freshIp())
    .expect(200);
  expect(stale.body.data.first_name).toBe('Before');

  await replica.query('START SLAVE SQL_THREAD');
  await replicaCaughtUp(primary, replica);
  const fresh = await http()
    .get(`/api/users/${author.id}`)
    .set(bearer(reader))
    .set('X-Forwarded-For', freshIp())
    .expect(200);
  expect(fresh.body.data.first_name).toBe('After');
});
