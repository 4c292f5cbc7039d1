import type { LoggerService } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Queue } from 'bullmq';
import fc from 'fast-check';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SessionService } from '../src/core/auth/session.service';
import { buildOpenApiDocument } from '../src/core/openapi/openapi';
import { bullConnection } from '../src/core/queue/queue.module';
import { QueueName } from '../src/core/queue/queue-names';
import { createHttpApp } from '../src/http-app';
import { type CatalogueSnapshot, restoreCatalogue, snapshotCatalogue } from './support/catalogue';
import { WatchedWordsService } from '../src/modules/moderation/watched-words.service';
import { StaffService } from '../src/modules/staff/staff.service';
import { freshIp, MailOutbox } from './support/accounts';
import { form, makeElite, memberMaker } from './support/marketplace';
import { createPost, type Member, newMember } from './support/social';
import { type FuzzOperation, type FuzzRequest, operationsOf, requestOf } from './fuzz/openapi-requests';

/**
 * Property-based requests for every operation of the OpenAPI document, as a signed-in member and as a
 * visitor (and as a superadmin on /admin-api): whatever is sent, the answer is not a 5xx and nothing is
 * logged at error level. FUZZ_RUNS requests per operation (CI: the default below; `npm run fuzz` runs
 * thousands); FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

/**
 * Operations whose documented answer to an unreachable provider is 503 "try again" (nothing changed): a
 * refund must not pretend to be done. No provider runs during the fuzz, so a refundable payment gets it.
 */
const PROVIDER_OUTAGE_503 = new Set(['POST /admin-api/payments/{id}/refund']);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
/** FUZZ_PATHS=/api/conversations fuzzes only the operations under these comma-separated path prefixes. */
const ONLY = process.env.FUZZ_PATHS?.split(',').filter(Boolean) ?? [];

/** Keeps what the application logs at error level, so that an error swallowed into a 4xx still fails. */
class CapturingLogger implements LoggerService {
  readonly errors: unknown[] = [];
  /** Whether the access log was seen: proof that the capture is wired to the app's logger. */
  sawAccessLog = false;
  log(message: unknown) {
    if ((message as { msg?: string } | null)?.msg === 'request') this.sawAccessLog = true;
  }
  error(message: unknown) {
    this.errors.push(message);
  }
  warn() {}
  debug() {}
  verbose() {}
}

let app: NestExpressApplication;
let http: () => ReturnType<typeof request>;
let sessions: SessionService;
const logs = new CapturingLogger();
const outbox = new MailOutbox();
const members: Member[] = [];
let staffId: number;
const ids: number[] = [1, 101, 4030, 134096];
/** The last watched word before the run: the generated staff writes add more, which must not outlive it. */
let lastWatchedWord = 0;
let runStarted: Date;
/** The trade categories before the run: generated staff writes add, edit and delete them (decision 300). */
let tradeCategories: Array<Record<string, unknown>> = [];
/** The catalogue before the run: generated superadmin writes edit and delete coupons, plans and prices. */
let catalogue: CatalogueSnapshot;
/** The policy pages before the run (seeded by their migration): generated staff writes edit and delete them. */
let policyPages: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  // Nothing answers on these ports: a payment the fuzzer manages to create is never sent to a real sandbox.
  Object.assign(process.env, {
    PAYU_INFO_BASE_URL: 'http://127.0.0.1:9',
    RAZORPAY_BASE_URL: 'http://127.0.0.1:9',
  });
  app = await createHttpApp({ logger: false });
  app.useLogger(logs);
  // One listening server for the whole run (supertest would otherwise open a port per request).
  await app.listen(0, '127.0.0.1');
  const base = await app.getUrl();
  http = () => request(base);
  sessions = app.get(SessionService);
  runStarted = new Date(Date.now() - 1000);
  const [{ last }] = await app
    .get(DataSource)
    .query('SELECT COALESCE(MAX(id), 0) AS last FROM watched_words');
  lastWatchedWord = Number(last);
  tradeCategories = await app
    .get(DataSource)
    .query('SELECT id, name_en, name_hi, keywords, position FROM trade_categories');
  catalogue = await snapshotCatalogue(app.get(DataSource));
  policyPages = await app.get(DataSource).query('SELECT * FROM policy_pages');
  for (let i = 0; i < 3; i++) {
    const member = await newMember(http, outbox);
    const post = await createPost(http, member, { description: `fuzz ${i}` });
    const comment = await http()
      .post(`/api/posts/comment/${post.id}`)
      .set({ Authorization: `Bearer ${member.token}`, 'X-Forwarded-For': freshIp() })
      .send({ body: 'fuzz' });
    members.push(member);
    ids.push(member.id, post.id, comment.body.data.id);
  }
  // The first two follow each other and talk, so conversation routes get past the participant check.
  const auth = (m: Member) => ({ Authorization: `Bearer ${m.token}`, 'X-Forwarded-For': freshIp() });
  for (const [from, to] of [
    [members[0], members[1]],
    [members[1], members[0]],
  ]) {
    await http().post('/api/users/follow').set(auth(from)).send({ followee_id: to.id });
    await http()
      .post('/api/users/follow-action-type')
      .set(auth(to))
      .send({ follower_id: from.id, action_type: 1 });
  }
  const conversation = await http()
    .post('/api/conversations')
    .set(auth(members[0]))
    .send({ user_id: members[1].id });
  const message = await http()
    .post(`/api/conversations/${conversation.body.data.id}/messages`)
    .set(auth(members[1]))
    .send({ body: 'fuzz' });
  ids.push(conversation.body.data.id, message.body.data.id);
  ids.push(...(await seedReviews(auth)));
  // A saved search of each member, so its edit and delete get past the owner check (decision 350).
  for (const member of members) {
    const saved = await http()
      .post('/api/saved-searches')
      .set(auth(member))
      .send({ query: 'fuzz chef', kind: 'job', frequency: 'daily' });
    ids.push(saved.body.data.id);
  }
  ({ id: staffId } = await app.get(StaffService).upsert({
    email: 'fuzz-superadmin@restaurant.local',
    password: 'a-long-test-password-1',
    name: 'Fuzz',
    role: 'superadmin',
  }));
}, 120_000);
/**
 * Reviews that the members' routes can reach past their checks (issue 33): the first member, an Elite owner,
 * awards two quotes of a vendor (the fourth member). Of the first trade only the owner's review is written,
 * unrevealed, so that PUT reviews/{id} reaches the edit as its author; of the second both sides wrote, so both
 * reviews are published and POST reviews/{id}/reply reaches the reply as their subjects. Answers the quotes'
 * and the reviews' ids.
 */
async function seedReviews(auth: (m: Member) => Record<string, string>): Promise<number[]> {
  const owner = members[0];
  const vendor = await memberMaker(http, outbox).vendor();
  members.push(vendor);
  await makeElite(app, http, owner);
  const db = app.get(DataSource);
  const seeded: number[] = [];
  const trades: number[] = [];
  for (const title of ['fuzz paneer', 'fuzz basmati']) {
    const requirement = await form(http().post('/api/restaurants/requirement').set(auth(owner)), {
      title,
      description: 'Delivered by 7 am.',
    }).expect(201);
    const id = requirement.body.data.id as number;
    await http()
      .post(`/api/vendor/vendors/interested/${id}`)
      .set(auth(vendor))
      .send({ is_intrested: 1, mobile_no: '9844400001', rate: 380, remark: 'Daily' })
      .expect(200);
    const [{ id: quoteId }] = await db.query(
      'SELECT id FROM requirement_quotes WHERE requirement_id = ? AND vendor_id = ?',
      [id, vendor.id],
    );
    await http()
      .post(`/api/restaurants/requirement/${id}/accept-quote/${quoteId}`)
      .set(auth(owner))
      .expect(200);
    trades.push(Number(quoteId));
  }
  const review = (author: Member, tradeId: number, tags: string[]) =>
    http()
      .post('/api/reviews')
      .set(auth(author))
      .send({ trade_type: 'quote', trade_id: tradeId, rating: 4, text: 'fuzz', tags })
      .expect(201);
  const blind = await review(owner, trades[0], ['on_time']);
  const ownerSide = await review(owner, trades[1], ['fair_price']);
  const vendorSide = await review(vendor, trades[1], ['paid_on_time']);
  for (const written of [blind, ownerSide, vendorSide]) seeded.push(written.body.data.id);
  expect(blind.body.data.revealed_at).toBeNull();
  expect(vendorSide.body.data.revealed_at).not.toBeNull();
  return [...trades, ...seeded];
}

afterAll(async () => {
  // The generated superadmin requests change what every later test file shares in this database: a watched
  // word such as "0" would hold their posts, a ban or suspension would refuse their members. Undo them, each
  // step whatever the others did, so that one failing step does not leave the rest for later files.
  const db = app.get(DataSource);
  const failures: unknown[] = [];
  const step = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      failures.push(error);
    }
  };
  // Through the service: it also tells every running app that the list changed (a version in Redis).
  await step(async () => {
    const added: Array<{ id: number }> = await db.query('SELECT id FROM watched_words WHERE id > ?', [
      lastWatchedWord,
    ]);
    for (const { id } of added) await app.get(WatchedWordsService).remove(Number(id));
  });
  // The trade categories as they were: the leads specs read the seeded ones.
  await step(async () => {
    const kept = tradeCategories.map((c) => Number(c.id));
    await db.query(
      kept.length ? 'DELETE FROM trade_categories WHERE id NOT IN (?)' : 'DELETE FROM trade_categories',
      [kept],
    );
    for (const c of tradeCategories)
      await db.query(
        `INSERT INTO trade_categories (id, name_en, name_hi, keywords, position) VALUES (?, ?, ?, ?, ?)
         ON DUPLICATE KEY UPDATE name_en = VALUES(name_en), name_hi = VALUES(name_hi),
           keywords = VALUES(keywords), position = VALUES(position)`,
        [c.id, c.name_en, c.name_hi, c.keywords, c.position],
      );
  });
  // The policy pages as they were: the policy specs and the site read the seeded ones.
  await step(async () => {
    await db.query('DELETE FROM policy_pages');
    for (const page of policyPages) {
      const columns = Object.keys(page);
      await db.query(`INSERT INTO policy_pages (${columns.map((c) => `\`${c}\``).join(', ')}) VALUES (?)`, [
        columns.map((c) => page[c]),
      ]);
    }
  });
  // The catalogue as it was: checkout, invoices and the money journeys read these prices and coupons.
  await step(() => restoreCatalogue(db, catalogue));
  await step(() =>
    db.query(
      'UPDATE users SET banned_at = NULL, suspended_until = NULL WHERE banned_at >= ? OR suspended_until >= ?',
      [runStarted, runStarted],
    ),
  );
  // The codes and notices the generated requests queued are for nobody: later worker tests need an empty queue.
  await step(async () => {
    const mail = new Queue(QueueName.Email, { connection: bullConnection(process.env.REDIS_URL!) });
    await mail.drain(true);
    await mail.close();
  });
  await step(() => outbox.close());
  await step(() => app.close());
  if (failures.length) throw new AggregateError(failures, 'the fuzz suite could not undo all its writes');
});

type Caller = 'anonymous' | 'member' | 'superadmin';

const tokens = new Map<string, string>();

/** One session per account for the run; a fresh one for each call of a logout route (it ends its session). */
async function tokenFor(operation: FuzzOperation, kind: 'member' | 'staff', id: number): Promise<string> {
  const issue = () => sessions.issue(kind, id, 3600, kind === 'staff' ? 'superadmin' : undefined);
  if (operation.path.endsWith('/logout')) return issue();
  const key = `${kind}:${id}`;
  if (!tokens.has(key)) tokens.set(key, await issue());
  return tokens.get(key)!;
}

async function send(operation: FuzzOperation, req: FuzzRequest, caller: Caller, memberIndex: number) {
  let call = http()[operation.method.toLowerCase() as 'get'](req.url).set('X-Forwarded-For', freshIp());
  if (caller === 'member') {
    const member = members[memberIndex % members.length];
    call = call.auth(await tokenFor(operation, 'member', member.id), { type: 'bearer' });
  } else if (caller === 'superadmin') {
    call = call.auth(await tokenFor(operation, 'staff', staffId), { type: 'bearer' });
  }
  const body = req.body;
  if (body?.kind === 'json') {
    const text = JSON.stringify(body.value);
    if (text !== undefined) call = call.set('Content-Type', 'application/json').send(text);
  } else if (body?.kind === 'raw') {
    call = call.set('Content-Type', body.contentType).send(body.text);
  } else if (body?.kind === 'multipart') {
    for (const [name, value] of body.fields) call = call.field(name, value);
  }
  return call;
}

const describeRequest = (operation: FuzzOperation, req: FuzzRequest, caller: Caller) =>
  `${operation.method} ${req.url.slice(0, 300)} as ${caller} ${JSON.stringify(req.body ?? null).slice(0, 300)}`;

it(
  `answers ${RUNS} generated requests per operation without a 5xx or a logged error (seed ${SEED})`,
  async () => {
    const document = buildOpenApiDocument(app);
    const operations = operationsOf(document).filter(
      (op) => !ONLY.length || ONLY.some((prefix) => op.path.startsWith(prefix)),
    );
    expect(operations.length).toBeGreaterThan(ONLY.length ? 0 : 50);
    const failures: string[] = [];
    const statuses = new Map<number, number>();

    for (const operation of operations) {
      const callers: Caller[] = operation.path.startsWith('/admin-api')
        ? ['superadmin', 'anonymous']
        : ['member', 'member', 'anonymous'];
      const property = fc.asyncProperty(
        requestOf(operation, document, ids),
        fc.constantFrom(...callers),
        fc.nat(),
        async (req, caller, memberIndex) => {
          const errorsBefore = logs.errors.length;
          const res = await send(operation, req, caller, memberIndex);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const logged = logs.errors.slice(errorsBefore);
          const outage =
            res.status === 503 &&
            PROVIDER_OUTAGE_503.has(`${operation.method.toUpperCase()} ${operation.path}`);
          if ((res.status >= 500 && !outage) || logged.length > 0) {
            throw new Error(
              `${res.status} ${JSON.stringify(res.body).slice(0, 200)}; logged: ${JSON.stringify(logged).slice(0, 500)}`,
            );
          }
        },
      );
      const details = await fc.check(property, { numRuns: RUNS, seed: SEED, endOnFailure: RUNS > 200 });
      if (details.failed) {
        const [req, caller] = details.counterexample ?? [];
        failures.push(
          `${operation.method} ${operation.path}: ${
            req ? describeRequest(operation, req as FuzzRequest, caller as Caller) : ''
          } -> ${String(details.errorInstance).slice(0, 800)}`,
        );
      }
    }

    // The capture works (every request is logged at info), so "nothing at error level" means something.
    expect(logs.sawAccessLog).toBe(true);
    console.log(
      `fuzz: ${operations.length} operations x ${RUNS} runs (seed ${SEED}); statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
    );
    expect(failures).toEqual([]);
  },
  Math.max(600_000, RUNS * 100 * 50),
);
