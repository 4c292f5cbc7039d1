import type { Job, Requirement } from '@app/contracts';
import { MarketplaceTotalsService } from '../src/modules/marketplace/common/marketplace-totals';
import { bearer } from './support/accounts';
import { useTestApi } from './support/api';
import { form, makeElite, memberMaker } from './support/marketplace';
import type { Member } from './support/social';

const api = useTestApi();
const { http, outbox } = api;
let members: ReturnType<typeof memberMaker>;

beforeAll(() => {
  members = memberMaker(http, outbox);
});

/** Each list's counter against a fresh count of the rows the services' filters put on it (decision 186). */
async function countersAndCounts(): Promise<Array<{ list: string; n: number; counted: number }>> {
  const rows: Array<{ list: string; n: string; counted: string }> = await api.db.query(`
    SELECT t.list, t.n, CASE t.list
      WHEN 'requirements' THEN (SELECT COUNT(*) FROM requirements WHERE held_at IS NULL)
      WHEN 'jobs' THEN (SELECT COUNT(*) FROM jobs WHERE is_closed = 0 AND held_at IS NULL)
      WHEN 'franchise_offers' THEN (SELECT COUNT(*) FROM franchise_offers WHERE held_at IS NULL)
      WHEN 'restaurant_sales' THEN (SELECT COUNT(*) FROM restaurant_sales WHERE held_at IS NULL)
      ELSE (SELECT COUNT(*) FROM users u WHERE CONCAT('members:', u.user_type) = t.list
              AND u.email_verified_at IS NOT NULL AND u.banned_at IS NULL AND u.deleted_at IS NULL)
    END AS counted
    FROM marketplace_totals t ORDER BY t.list`);
  return rows.map((r) => ({ list: r.list, n: Number(r.n), counted: Number(r.counted) }));
}

async function expectExact(): Promise<void> {
  for (const row of await countersAndCounts()) expect(row).toEqual({ ...row, n: row.counted });
}

async function created<T>(path: string, owner: Member, fields: Record<string, string>): Promise<T> {
  const res = await form(http().post(`/api/${path}`).set(bearer(owner)), fields);
  if (res.status !== 201) throw new Error(`not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as T;
}

describe('marketplace totals', () => {
  it('stay equal to a count through creates, holds, closes, bans and deletes', async () => {
    await api.app.get(MarketplaceTotalsService).reconcile();
    const owner = await members.owner();
    await makeElite(api.app, http, owner);
    await members.vendor();
    await expectExact();
    const requirement = await created<Requirement>('restaurants/requirement', owner, {
      title: 'Basmati rice',
      description: 'Monthly 200 kg',
    });
    const job = await created<Job>('restaurants/job', owner, {
      title: 'Grill cook',
      position: 'Cook',
      salary: '30000',
      per: '0',
    });
    await expectExact();
    await api.db.query('UPDATE requirements SET held_at = NOW(3) WHERE id = ?', [requirement.id]);
    await api.db.query('UPDATE jobs SET is_closed = 1 WHERE id = ?', [job.id]);
    await api.db.query('UPDATE users SET banned_at = NOW(3) WHERE id = ?', [owner.id]);
    await expectExact();
    await api.db.query('UPDATE requirements SET held_at = NULL WHERE id = ?', [requirement.id]);
    await api.db.query('UPDATE jobs SET is_closed = 0, title = ? WHERE id = ?', ['Head cook', job.id]);
    await api.db.query('UPDATE users SET banned_at = NULL WHERE id = ?', [owner.id]);
    await expectExact();
    await api.db.query('DELETE FROM requirements WHERE id = ?', [requirement.id]);
    await expectExact();
  });

  it('are put right by the nightly reconcile when they drifted (a cascade fires no trigger)', async () => {
    await api.db.query("UPDATE marketplace_totals SET n = n + 3 WHERE list IN ('requirements', 'members:7')");
    expect((await api.app.get(MarketplaceTotalsService).reconcile()).corrected).toBe(2);
    await expectExact();
    expect((await api.app.get(MarketplaceTotalsService).reconcile()).corrected).toBe(0);
  });

  it('keep global search’s window to findable listings: a held one leaves it, a released one comes back', async () => {
    const owner = await members.owner();
    await makeElite(api.app, http, owner);
    const requirement = await created<Requirement>('restaurants/requirement', owner, {
      title: 'Espresso machine',
      description: 'Two groups',
    });
    const inWindow = async () =>
      (
        await api.db.query(
          "SELECT COUNT(*) AS n FROM listing_search_window WHERE subject = 'requirement' AND id = ?",
          [requirement.id],
        )
      )[0].n;
    const held: Array<{ held_at: Date | null }> = await api.db.query(
      'SELECT held_at FROM requirements WHERE id = ?',
      [requirement.id],
    );
    expect(Number(await inWindow())).toBe(held[0]!.held_at ? 0 : 1);
    await api.db.query('UPDATE requirements SET held_at = NOW(3) WHERE id = ?', [requirement.id]);
    expect(Number(await inWindow())).toBe(0);
    await api.db.query('UPDATE requirements SET held_at = NULL WHERE id = ?', [requirement.id]);
    expect(Number(await inWindow())).toBe(1);
    await api.db.query('DELETE FROM requirements WHERE id = ?', [requirement.id]);
    expect(Number(await inWindow())).toBe(0);
  });
});
