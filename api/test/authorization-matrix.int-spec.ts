import { STAFF_ROLES, type StaffRole } from '@app/contracts';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { SessionService } from '../src/core/auth/session.service';
import { InvoiceIssuerService } from '../src/modules/invoices/invoice-issuer.service';
import { StaffService } from '../src/modules/staff/staff.service';
import { type Caller, expectations, type Fixture, type Outcome } from './authorization/expectations';
import { freshIp, MailOutbox } from './support/accounts';
import { startHttpApp } from './support/api';
import { paidPurchase } from './support/invoices';
import { appRoutes } from './support/routes';
import { createPost, type Member, newMember, photo } from './support/social';

/**
 * Every route of the running app, called as every kind of caller, against the one table in
 * authorization/expectations.ts. Only the authorization outcome is checked (401/403 or "got past auth").
 */
let app: NestExpressApplication;
let http: Awaited<ReturnType<typeof startHttpApp>>['http'];
let sessions: SessionService;
const outbox = new MailOutbox();
let owner: Member;
let other: Member;
const staffIds = {} as Record<StaffRole, number>;

const EXPECTATIONS_FILE = 'api/test/authorization/expectations.ts';

beforeAll(async () => {
  ({ app, http } = await startHttpApp());
  sessions = app.get(SessionService);
  [owner, other] = [await newMember(http, outbox), await newMember(http, outbox)];
  for (const role of STAFF_ROLES) {
    const { id } = await app.get(StaffService).upsert({
      email: `matrix-${role}@restaurant.local`,
      password: 'a-long-test-password-1',
      name: `Matrix ${role}`,
      role,
    });
    staffIds[role] = id;
  }
});
afterAll(async () => {
  await outbox.close();
  await app.close();
});

/** A fresh session for each call: logout routes revoke the token they are called with. */
async function tokenOf(caller: Caller): Promise<string | null> {
  if (caller === 'anonymous') return null;
  if (caller === 'member') return sessions.issue('member', owner.id, 300);
  if (caller === 'otherMember') return sessions.issue('member', other.id, 300);
  return sessions.issue('staff', staffIds[caller], 300, caller);
}

async function fixture(kind: Fixture): Promise<string> {
  const ownerAuth = () => ({ Authorization: `Bearer ${owner.token}`, 'X-Forwarded-For': freshIp() });
  switch (kind) {
    case 'member':
      return String(owner.id);
    case 'post':
      return String((await createPost(http, owner, { description: 'matrix post' })).id);
    case 'media':
      return String(
        (await createPost(http, owner, { description: 'matrix' }, [await photo(64, 64)])).medias[0].id,
      );
    case 'comment': {
      const post = await createPost(http, owner, { description: 'matrix post' });
      const res = await http().post(`/api/posts/comment/${post.id}`).set(ownerAuth()).send({ body: 'mine' });
      return String(res.body.data.id);
    }
    case 'subscription':
      return String((await subscribe()).id);
    case 'payment': {
      const subscription = await subscribe();
      const res = await http()
        .post('/api/payments/checkout')
        .set(ownerAuth())
        .send({ purpose: 'elite', subscription_id: subscription.id })
        .expect(201);
      // Settled, so that the owner's view does not ask the provider (no provider runs in this suite).
      await app
        .get(DataSource)
        .query(`UPDATE payments SET status = 'failed' WHERE id = ?`, [res.body.data.payment_id]);
      return String(res.body.data.payment_id);
    }
    case 'invoice':
      return String((await app.get(InvoiceIssuerService).issue(paidPurchase(owner.id))).id);
    case 'country':
      return '101';
    case 'plan':
      return '1';
    case 'document':
      return 'identity';
    case 'fileKey':
      return 'matrix/no-such-file.jpg';
    case 'review':
      return String(await review(owner.id, other.id, null));
    case 'reviewOfMember':
      return String(await review(other.id, owner.id, new Date()));
    case 'conversation':
      return String(await conversationOfOwner());
    case 'savedSearch': {
      const res = await http()
        .post('/api/saved-searches')
        .set(ownerAuth())
        .send({ query: 'matrix chef', frequency: 'daily' })
        .expect(201);
      return String(res.body.data.id);
    }
    case 'missing':
      return '999999999';
  }

  /** A review row as a trade would leave it (the trade itself is not needed to decide who may act). */
  async function review(authorId: number, subjectId: number, revealedAt: Date | null): Promise<number> {
    const tradeId = Math.floor(Math.random() * 1e9) + 1;
    const result: { insertId: number } = await app.get(DataSource).query(
      `INSERT INTO reviews (trade_type, trade_id, author_id, subject_id, rating, text, tags, window_closes_at, revealed_at)
       VALUES ('quote', ?, ?, ?, 4, 'Matrix review', '[]', NOW(3) + INTERVAL 30 DAY, ?)`,
      [tradeId, authorId, subjectId, revealedAt],
    );
    return result.insertId;
  }

  /** A third member and the owner follow each other; the owner opens their conversation. */
  async function conversationOfOwner(): Promise<number> {
    const third = await newMember(http, outbox);
    const thirdAuth = () => ({ Authorization: `Bearer ${third.token}`, 'X-Forwarded-For': freshIp() });
    for (const [from, to, toAuth] of [
      [owner, third, thirdAuth],
      [third, owner, ownerAuth],
    ] as const) {
      const fromAuth = from === owner ? ownerAuth : thirdAuth;
      await http().post('/api/users/follow').set(fromAuth()).send({ followee_id: to.id }).expect(200);
      await http()
        .post('/api/users/follow-action-type')
        .set(toAuth())
        .send({ follower_id: from.id, action_type: 1 })
        .expect(200);
    }
    const res = await http()
      .post('/api/conversations')
      .set(ownerAuth())
      .send({ user_id: third.id })
      .expect(201);
    return res.body.data.id as number;
  }

  async function subscribe(): Promise<{ id: number }> {
    const res = await http().post('/api/subscription').set(ownerAuth()).send({ plan_id: 1 }).expect(201);
    return res.body.data;
  }
}

function matches(outcome: Outcome, status: number): boolean {
  if (status >= 500) return false;
  if (outcome === 'pass') return status !== 401 && status !== 403;
  if (outcome === 'denied') return status === 403 || status === 404;
  return status === outcome;
}

describe('the authorization table', () => {
  it('has exactly one entry for every route of the app', () => {
    const inApp = new Set(appRoutes(app).map((r) => r.key));
    const inTable = new Set(Object.keys(expectations));
    const missing = [...inApp].filter((key) => !inTable.has(key));
    const stale = [...inTable].filter((key) => !inApp.has(key));
    const problems = [
      ...missing.map(
        (key) => `route "${key}" has no entry: add one to ${EXPECTATIONS_FILE} saying who may call it`,
      ),
      ...stale.map(
        (key) =>
          `entry "${key}" in ${EXPECTATIONS_FILE} names a route the app does not have: remove or rename it`,
      ),
    ];
    expect(problems).toEqual([]);
  });
});

describe.each(Object.entries(expectations))('%s', (key, expected) => {
  // The owner last: a DELETE by the owner must come after the others have been refused.
  const callers: Caller[] = ['anonymous', ...STAFF_ROLES];
  if (expected.otherMember) callers.push('otherMember');
  callers.push('member');

  it(`answers ${callers.map((c) => `${c}: ${expected[c]}`).join(', ')}`, async () => {
    const [method, pattern] = key.split(' ');
    if (!appRoutes(app).some((r) => r.key === key)) return; // reported by the table test above
    let path = pattern;
    for (const match of pattern.matchAll(/[:*]([A-Za-z0-9_]+)/g)) {
      const value = await fixture(expected.params?.[match[1]] ?? 'missing');
      path = path.replace(match[0], value);
    }
    const seen: string[] = [];
    for (const caller of callers) {
      const outcome = expected[caller]!;
      const token = await tokenOf(caller);
      let req = http()[method.toLowerCase() as 'get'](path).set('X-Forwarded-For', freshIp());
      if (token) req = req.auth(token, { type: 'bearer' });
      if (expected.body && method !== 'GET') req = req.send(expected.body);
      const res = await req;
      if (!matches(outcome, res.status))
        seen.push(
          `${caller}: expected ${outcome}, got ${res.status} ${JSON.stringify(res.body?.message ?? '')}`,
        );
    }
    expect(seen).toEqual([]);
  });
});
