import type { Job, Page, Requirement } from '@app/contracts';
import { DataSource } from 'typeorm';
import { ListingExpiryService } from '../src/modules/marketplace/common/listing-expiry';
import { useTestApi } from './support/api';
import { bearer } from './support/accounts';
import { form, makeElite, memberMaker } from './support/marketplace';
import type { Member } from './support/social';

const api = useTestApi();
const { http, outbox } = api;
const members = memberMaker(http, outbox);
const DAY = 24 * 3_600_000;

async function eliteOwner(): Promise<Member> {
  const owner = await members.owner();
  await makeElite(api.app, http, owner);
  return owner;
}

const feedIds = async (who: Member, path: string): Promise<number[]> =>
  (
    (await http().get(`/api/${path}`).query({ per_page: 50 }).set(bearer(who)).expect(200)).body
      .data as Page<{ id: number }>
  ).data.map((row) => row.id);

/** Moves a listing's posting back by `days` (as if posted then), its end not yet dated. */
const postedDaysAgo = (table: string, id: number, days: number) =>
  api.app
    .get(DataSource)
    .query(`UPDATE ${table} SET created_at = ?, expires_at = NULL, expiry_warned_at = NULL WHERE id = ?`, [
      new Date(Date.now() - days * DAY),
      id,
    ]);

describe('the life cycle of listings', () => {
  it('warns the owner once 3 days before, expires a requirement after 30 days, and renews it in one click', async () => {
    const owner = await eliteOwner();
    const vendor = await members.vendor();
    const res = await form(http().post('/api/restaurants/requirement').set(bearer(owner)), {
      title: 'Crates of tomatoes',
      description: 'Every morning.',
    }).expect(201);
    const requirement = res.body.data as Requirement;
    const quote = await http()
      .post(`/api/vendor/vendors/interested/${requirement.id}`)
      .set(bearer(vendor))
      .send({ is_intrested: 1, mobile_no: '9822200001', rate: 100 })
      .expect(200);
    const expiry = api.app.get(ListingExpiryService);
    const email = owner.payload.email as string;
    // 28 days old: 2 days left, the warning goes, once.
    await postedDaysAgo('requirements', requirement.id, 28);
    const before = await outbox.count(email, 'notice');
    await expiry.run();
    await expiry.run();
    expect(await outbox.count(email, 'notice')).toBe(before + 1);
    const warning = await outbox.last<{ subject: string; paragraphs: string[] }>(email, 'notice');
    expect(warning!.subject).toMatch(/^Your requirement ends on \d{4}-\d\d-\d\d: renew it in one click$/);
    expect(warning!.paragraphs).toEqual(expect.arrayContaining([expect.stringContaining('/ShowRequirment')]));
    expect(await feedIds(vendor, 'vendor/requirements')).toContain(requirement.id);

    // Past its 30 days: out of the feeds, still the owner's with its quote, marked expired.
    await expiry.run(new Date(Date.now() + 3 * DAY));
    expect(await feedIds(vendor, 'vendor/requirements')).not.toContain(requirement.id);
    expect(await feedIds(owner, 'restaurants/requirement')).not.toContain(requirement.id);
    const mine = (
      await http()
        .get('/api/restaurants/my-requirements')
        .query({ per_page: 50 })
        .set(bearer(owner))
        .expect(200)
    ).body.data.data as Requirement[];
    expect(mine.find((r) => r.id === requirement.id)).toMatchObject({ is_expired: 1, quotes_count: 1 });
    await http()
      .get(`/api/restaurants/requirement/${requirement.id}/quotes`)
      .set(bearer(owner))
      .expect(200)
      .then((r) => expect(r.body.data.data.map((q: { id: number }) => q.id)).toEqual([quote.body.data.id]));

    // Renew: back in the feeds for 30 more days; others may not renew it.
    const stranger = await eliteOwner();
    await http().post(`/api/listings/requirement/${requirement.id}/renew`).set(bearer(stranger)).expect(403);
    await http().post('/api/listings/requirement/999999999/renew').set(bearer(owner)).expect(404);
    await http().post(`/api/listings/basket/${requirement.id}/renew`).set(bearer(owner)).expect(422);
    const renewed = await http()
      .post(`/api/listings/requirement/${requirement.id}/renew`)
      .set(bearer(owner))
      .expect(200);
    const ends = new Date(renewed.body.data.expires_at).getTime();
    expect(Math.abs(ends - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    expect(await feedIds(vendor, 'vendor/requirements')).toContain(requirement.id);
    const again = (
      await http()
        .get('/api/restaurants/my-requirements')
        .query({ per_page: 50 })
        .set(bearer(owner))
        .expect(200)
    ).body.data.data.find((r: Requirement) => r.id === requirement.id);
    expect(again).toMatchObject({ is_expired: 0 });
  });

  it('keeps a job 60 days, and an expired job takes no applications but keeps those it has', async () => {
    const owner = await members.owner();
    const [applicant, late] = await Promise.all([members.manpower(), members.manpower()]);
    const job = (
      await form(http().post('/api/restaurants/job').set(bearer(owner)), {
        title: 'Steward',
        position: 'Steward',
        salary: '18000',
        per: '0',
      }).expect(201)
    ).body.data as Job;
    await http()
      .post(`/api/mp/manpowers/apply-now-job/${job.id}`)
      .set(bearer(applicant))
      .send({ is_applied: 1 })
      .expect(200);
    const expiry = api.app.get(ListingExpiryService);
    await postedDaysAgo('jobs', job.id, 59);
    await expiry.run();
    expect(await feedIds(late, 'restaurants/job')).toContain(job.id);
    await postedDaysAgo('jobs', job.id, 61);
    await expiry.run();
    expect(await feedIds(late, 'restaurants/job')).not.toContain(job.id);
    await http()
      .post(`/api/mp/manpowers/apply-now-job/${job.id}`)
      .set(bearer(late))
      .send({ is_applied: 1 })
      .expect(409);
    const mine = (
      await http()
        .get('/api/restaurants/job')
        .query({ scope: 'mine', per_page: 50 })
        .set(bearer(owner))
        .expect(200)
    ).body.data.data.find((j: Job) => j.id === job.id);
    expect(mine).toMatchObject({ is_expired: 1, applications_count: 1 });
    await http().post(`/api/listings/job/${job.id}/renew`).set(bearer(owner)).expect(200);
    expect(await feedIds(late, 'restaurants/job')).toContain(job.id);
  });
});
