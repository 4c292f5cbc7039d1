import { randomBytes } from 'node:crypto';
import { InvoiceIssuerService } from '../src/modules/invoices/invoice-issuer.service';
import { NoticesService } from '../src/modules/moderation/notices.service';
import { useTestApi } from './support/api';
import { paidPurchase } from './support/invoices';
import { watchWord } from './support/marketplace';
import { flatCosts, growthCosts, pageCosts, QueryCounter } from './support/query-counter';
import { type Member, newMember, uniqueWord } from './support/social';
import { bytes, listQuery, staffAuth, staffMember, type StaffMember } from './support/staff';

/**
 * Every list of the console API (ra-data-simple-rest: `range`, the rows as a plain array) answers a page
 * of one row, of three, and the second page of one in the same number of SQL statements. The members and
 * the review queue are proven in their own specs (docs/decisions/187); these are the rest. Each list gets
 * three fresh rows first, so the pages are full whatever else the shared test database holds.
 */
const api = useTestApi();
const { http, outbox } = api;

let counter: QueryCounter;
let admin: StaffMember;
let buyers: Member[];

const tag = () => randomBytes(4).toString('hex');
const three = async (make: (i: number) => Promise<unknown>) => {
  for (let i = 0; i < 3; i++) await make(i);
};

beforeAll(async () => {
  counter = QueryCounter.install(api.app);
  admin = await staffMember(api, 'superadmin', 'counts');
  buyers = await Promise.all([0, 1, 2].map(() => newMember(http, outbox)));
});

const rows = async (path: string, range: [number, number]) =>
  (
    await http()
      .get(`/admin-api/${path}`)
      .query(listQuery({ range, sort: ['id', 'DESC'] }))
      .set(staffAuth(admin))
      .expect(200)
  ).body as unknown[];

/** Pages of 1, 3 and 1 (the second) rows of the list cost the same. */
async function expectFlat(path: string, many = 3) {
  const costs = await pageCosts(
    counter,
    (size, page) => rows(path, [(page - 1) * size, page * size - 1]),
    many,
  );
  expect({ path, costs }).toEqual({ path, costs: flatCosts(costs, [1, many, 1]) });
}

/** A paid Elite payment of a member, with its subscription (what billing leaves behind). */
async function paidElite(userId: number, currency: string): Promise<void> {
  const { insertId: subscriptionId } = await api.db.query(
    "INSERT INTO subscriptions (user_id, plan_id, status) VALUES (?, 1, 'active')",
    [userId],
  );
  await api.db.query(
    `INSERT INTO payments (user_id, purpose, plan_id, subscription_id, provider, provider_order_id, status, currency,
       list_amount_minor, discount_minor, amount_minor, paid_at)
     VALUES (?, 'elite', 1, ?, 'payu', ?, 'paid', ?, 99900, 0, 99900, NOW(3))`,
    [userId, subscriptionId, `counts-${tag()}`, currency],
  );
}

describe('console lists', () => {
  it('staff accounts and the audit log', async () => {
    await three((i) => staffMember(api, 'moderator', `counts-${i}`));
    await three((i) =>
      api.db.query(
        "INSERT INTO audit_log (staff_id, staff_role, action, target_type, target_id, summary) VALUES (?, 'superadmin', 'counts.test', 'member', ?, 'Counted')",
        [admin.id, buyers[i]!.id],
      ),
    );
    await expectFlat('staff');
    await expectFlat('audit-log');
  });

  it('podcasts, blogs, tutorials and policy pages', async () => {
    const create = (path: string, fields: Record<string, unknown>) =>
      http().post(`/admin-api/${path}`).set(staffAuth(admin)).send(fields).expect(201);
    await three(() =>
      create('podcasts', { title: `Podcast ${tag()}`, series: 'Trending Stories', published: true }),
    );
    await three(() => create('blogs', { title: `Blog ${tag()}`, body: '<p>Hi</p>', status: 'published' }));
    await three(() => create('tutorials', { title: `Tutorial ${tag()}`, published: true }));
    // The policy pages are the migration's rows (one per page of the site).
    for (const path of ['podcasts', 'blogs', 'tutorials', 'policy-pages']) await expectFlat(path);
  });

  it('payments, subscriptions, invoices and coupons', async () => {
    // Each in a currency of its own: a page's amounts need the minor units of every currency it names.
    await three((i) => paidElite(buyers[i]!.id, ['INR', 'USD', 'KWD'][i]!));
    const issuer = api.app.get(InvoiceIssuerService);
    await three((i) => issuer.issue(paidPurchase(buyers[i]!.id)));
    await three((i) =>
      api.db.query(
        "INSERT INTO coupons (code, kind, agent_user_id, currency) VALUES (?, 'percent', ?, 'INR')",
        [`CNT${tag()}`.toUpperCase(), buyers[i]!.id],
      ),
    );
    for (const path of ['payments', 'subscriptions', 'invoices', 'coupons']) await expectFlat(path);
  });

  it('exchange rates', async () => {
    await three((i) =>
      api.db.query(
        "INSERT INTO exchange_rates (currency, rate_date, inr_per_unit, source) VALUES ('QAR', ?, '22.9', 'RBI reference rate') ON DUPLICATE KEY UPDATE source = source",
        [`2025-0${i + 1}-15`],
      ),
    );
    await expectFlat('exchange-rates');
  });

  it('trade categories', async () => {
    // The migration seeds fifteen.
    await expectFlat('trade-categories');
  });

  it('plans and their prices', async () => {
    // The catalogue holds two plans (Elite, Blue Tick) and their prices per country.
    await expectFlat('plans', 2);
    await expectFlat('plan-prices');
  });

  it('blue-tick requests and Atmnirbhar applications', async () => {
    await three((i) =>
      api.db.query(
        'INSERT INTO bluetick_requests (user_id, plan_id, identity_document_key) VALUES (?, 2, ?)',
        [buyers[i]!.id, `bluetick/${tag()}.pdf`],
      ),
    );
    // Approved applications, each with its agent's coupon (the list shows the coupon's code).
    await three(async (i) => {
      const { insertId: couponId } = await api.db.query(
        "INSERT INTO coupons (code, kind, agent_user_id, currency) VALUES (?, 'percent', ?, 'INR')",
        [`AGT${tag()}`.toUpperCase(), buyers[i]!.id],
      );
      await api.db.query(
        `INSERT INTO dsa_applications (user_id, name, email, mobile_no, address, country_id, state_id, city_id,
           business_name, business_address, current_occupation, net_annual_income, education, pan_cipher, pan_last4,
           aadhaar_cipher, aadhaar_last4, education_certificate_key, pancard_doc_key, aadharcard_doc_key, coupon_id, status)
         VALUES (?, 'Counted Agent', ?, '9800000000', 'Adajan', 101, 4030, 134096, 'Counts', 'Adajan', 'Trader',
           500000, 'B.Com', 'x', '234F', 'x', '1234', 'dsa/a.pdf', 'dsa/b.pdf', 'dsa/c.pdf', ?, 'approved')`,
        [buyers[i]!.id, `agent-${tag()}@example.test`, couponId],
      );
    });
    await expectFlat('bluetick-requests');
    await expectFlat('dsa-applications');
  });

  it('contact messages', async () => {
    await three(() =>
      api.db.query('INSERT INTO contact_messages (name, email, subject, message) VALUES (?, ?, ?, ?)', [
        'Counted Visitor',
        `visitor-${tag()}@example.test`,
        'Hello',
        'A question',
      ]),
    );
    await expectFlat('contact-messages');
  });

  it('reviews', async () => {
    await three((i) =>
      api.db.query(
        `INSERT INTO reviews (trade_type, trade_id, author_id, subject_id, rating, text, tags, window_closes_at)
         VALUES ('quote', ?, ?, ?, 4, 'Counted review', '[]', NOW(3) + INTERVAL 30 DAY)`,
        [Math.floor(Math.random() * 1e9) + 1, buyers[i]!.id, buyers[(i + 1) % 3]!.id],
      ),
    );
    await expectFlat('reviews');
  });

  it('appeals, blocked images, escalations and watched words', async () => {
    const notices = api.app.get(NoticesService);
    await three(async (i) => {
      await notices.issue({
        userId: buyers[i]!.id,
        reviewItemId: null,
        actionId: null,
        action: 'remove',
        reason: 'spam',
        subjectType: 'post',
        excerpt: 'Buy followers now',
        staffId: null,
      });
      const [{ id }] = await api.db.query(
        'SELECT id FROM moderation_notices WHERE user_id = ? ORDER BY id DESC LIMIT 1',
        [buyers[i]!.id],
      );
      await api.db.query('INSERT INTO moderation_appeals (notice_id, user_id, text) VALUES (?, ?, ?)', [
        id,
        buyers[i]!.id,
        'It was not spam',
      ]);
    });
    await three(() =>
      api.db.query('INSERT INTO blocked_images (hash, reason, created_by) VALUES (?, ?, ?)', [
        BigInt(`0x${randomBytes(7).toString('hex')}`).toString(),
        'Known abuse image',
        admin.id,
      ]),
    );
    await three((i) =>
      api.db.query(
        `INSERT INTO escalations (review_item_id, subject_type, subject_id, staff_id, metadata, files, retain_until)
         VALUES (?, 'post', ?, ?, '{}', '[]', NOW(3) + INTERVAL 180 DAY)`,
        // No foreign key to review items: an id of its own keeps the one-escalation-per-item key happy.
        [2_000_000_000 + Math.floor(Math.random() * 1_000_000_000), buyers[i]!.id, admin.id],
      ),
    );
    await three(() => watchWord(api.app, uniqueWord('cnt')));
    for (const path of ['appeals', 'image-blocklist', 'escalations', 'watched-words']) await expectFlat(path);
  });

  it('the invoice exports, which read invoices by batches of many, not one by one', async () => {
    const member = await newMember(http, outbox);
    const issuer = api.app.get(InvoiceIssuerService);
    await issuer.issue(paidPurchase(member.id));
    for (const path of ['register.csv', 'gstr1.zip']) {
      const exported = async () => {
        const res = await http()
          .get(`/admin-api/invoices/export/${path}`)
          .query(listQuery({ filter: { q: String(member.id) } }))
          .set(staffAuth(admin))
          .buffer(true)
          .parse(bytes)
          .expect(200);
        return Array.from({ length: Number(res.headers['x-export-rows']) });
      };
      const costs = await growthCosts(counter, exported, () =>
        three(() => issuer.issue(paidPurchase(member.id))),
      );
      expect({ path, after: costs[1] }).toEqual({
        path,
        after: { rows: costs[0].rows + 3, queries: costs[0].queries },
      });
    }
  });

  it('countries and states', async () => {
    await expectFlat('countries');
    await expectFlat('states');
  });
});
