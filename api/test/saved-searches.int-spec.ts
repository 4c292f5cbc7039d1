import { type SavedSearch, SAVED_SEARCH_LIMITS, SavedSearchMessages } from '@app/contracts';
import { getQueueToken } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import { MemberDataPartsService } from '../src/core/member-data/member-data-parts';
import type { EmailJobData } from '../src/core/mail/mail.service';
import { QueueName } from '../src/core/queue/queue-names';
import { SavedSearchAlertsService } from '../src/modules/saved-searches/saved-search-alerts';
import { SavedSearchDigestService } from '../src/modules/saved-searches/saved-search-digest';
import { bearer } from './support/accounts';
import { useTestApi } from './support/api';
import { form, makeElite, memberMaker } from './support/marketplace';
import { type Member, uniqueWord } from './support/social';

const api = useTestApi();
const { http, outbox } = api;
const members = memberMaker(http, outbox);

const SURAT = 134096;
const GUJARAT = 4030;
const MUMBAI = 133024;
const MAHARASHTRA = 4008;

const save = (who: Member, body: Record<string, unknown>) =>
  http().post('/api/saved-searches').set(bearer(who)).send(body);

async function saved(who: Member, body: Record<string, unknown>): Promise<SavedSearch> {
  const res = await save(who, body);
  if (res.status !== 201) throw new Error(`not saved: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as SavedSearch;
}

let owner: Member;
beforeAll(async () => {
  owner = await members.owner();
  await makeElite(api.app, http, owner);
});

/** A job posted by the Elite owner (screened at once: no watched word), in Surat unless told. */
async function postJob(fields: Record<string, string>): Promise<number> {
  const res = await form(http().post('/api/restaurants/job').set(bearer(owner)), {
    position: 'Head chef',
    salary: '30000',
    per: '0',
    country_id: '101',
    state_id: String(GUJARAT),
    city_id: String(SURAT),
    ...fields,
  });
  if (res.status !== 201) throw new Error(`job not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as number;
}

/** Runs the queued matching job of a listing as the worker would, then removes it; null: none queued. */
async function matchQueued(subject: 'job' | 'requirement', id: number): Promise<number | null> {
  const queue = api.app.get<Queue>(getQueueToken(QueueName.SavedSearches));
  const job = await queue.getJob(`match-${subject}-${id}`);
  if (!job) return null;
  const hits = await api.app.get(SavedSearchAlertsService).match(subject, id);
  await job.remove();
  return hits;
}

/** The queued mails to a member (template 'notice'), with their headers. */
async function mailsTo(who: Member): Promise<EmailJobData[]> {
  const queue = api.app.get<Queue<EmailJobData>>(getQueueToken(QueueName.Email));
  const jobs = (await queue.getJobs(['waiting', 'delayed', 'prioritized', 'completed'], 0, -1)).filter(
    Boolean,
  ) as Job<EmailJobData>[];
  return jobs
    .filter((j) => j.data.to === who.payload.email && j.data.template === 'notice')
    .sort((a, b) => a.timestamp - b.timestamp)
    .map((j) => j.data);
}

const hitsOf = (searchId: number): Promise<Array<{ listing_id: number; in_digest: string | null }>> =>
  api.db.query('SELECT listing_id, in_digest FROM saved_search_hits WHERE saved_search_id = ?', [searchId]);

/** A far-off day of its own (03:30 UTC) for each digest run, so no run of another test counts. */
function digestDay(weekday: number): Date {
  const day = new Date(Date.UTC(2200 + Math.floor(Math.random() * 5000), 0, 1, 3, 30));
  day.setUTCDate(day.getUTCDate() + ((weekday - day.getUTCDay() + 7) % 7));
  return day;
}

describe('saving, changing and deleting', () => {
  it('saves a search with its place and frequency, lists it, changes it, and deletes it: the owner only', async () => {
    const me = await members.manpower();
    const other = await members.manpower();
    const search = await saved(me, {
      query: ' Tandoor   chef ',
      kind: 'job',
      city_id: SURAT,
      salary_min: 20000,
      frequency: 'daily',
    });
    expect(search).toMatchObject({
      query: 'Tandoor chef',
      kind: 'job',
      city_id: SURAT,
      state_id: null,
      place_name: 'Surat',
      salary_min: 20000,
      salary_max: null,
      frequency: 'daily',
    });
    const list = await http().get('/api/saved-searches').set(bearer(me)).expect(200);
    expect((list.body.data as SavedSearch[]).map((s) => s.id)).toEqual([search.id]);
    expect((await http().get('/api/saved-searches').set(bearer(other)).expect(200)).body.data).toEqual([]);

    // Another member's saved search answers as a missing one.
    await http()
      .put(`/api/saved-searches/${search.id}`)
      .set(bearer(other))
      .send({ frequency: 'weekly' })
      .expect(404);
    await http().delete(`/api/saved-searches/${search.id}`).set(bearer(other)).expect(404);

    const changed = await http()
      .put(`/api/saved-searches/${search.id}`)
      .set(bearer(me))
      .send({ frequency: 'weekly', city_id: null, state_id: GUJARAT })
      .expect(200);
    expect(changed.body.data).toMatchObject({
      frequency: 'weekly',
      city_id: null,
      state_id: GUJARAT,
      place_name: 'Gujarat',
      query: 'Tandoor chef',
      salary_min: 20000,
    });
    const deleted = await http().delete(`/api/saved-searches/${search.id}`).set(bearer(me)).expect(200);
    expect(deleted.body.message).toBe(SavedSearchMessages.deleted);
    expect((await http().get('/api/saved-searches').set(bearer(me)).expect(200)).body.data).toEqual([]);
  });

  it('refuses a search of nothing, a salary outside jobs, a reversed range, two places, unknown ids, and a 21st', async () => {
    const me = await members.vendor();
    const refused = async (body: Record<string, unknown>, message: string) => {
      const res = await save(me, { frequency: 'instant', ...body }).expect(422);
      expect(res.body.message).toBe(message);
    };
    await refused({}, SavedSearchMessages.empty);
    await refused({ query: 'a of' }, SavedSearchMessages.empty);
    await refused({ salary_min: 10 }, SavedSearchMessages.salaryForJobs);
    await refused({ kind: 'job', salary_min: 50, salary_max: 10 }, SavedSearchMessages.salaryRange);
    await refused({ kind: 'job', category_id: 1 }, SavedSearchMessages.categoryForRequirements);
    await refused({ city_id: SURAT, state_id: GUJARAT }, SavedSearchMessages.onePlace);
    await refused({ city_id: 999_999_999 }, 'The selected city id is invalid.');
    await refused({ kind: 'requirement', category_id: 999_999 }, 'The selected category id is invalid.');
    await save(me, { query: 'paneer' }).expect(422); // no frequency
    await save(me, { query: 'paneer', frequency: 'hourly' }).expect(422);
    await save(me, { query: 'x'.repeat(101), frequency: 'daily' }).expect(422);
    for (let i = 0; i < SAVED_SEARCH_LIMITS.perMember; i++)
      await saved(me, { query: `paneer${i}`, frequency: 'daily' });
    await refused({ query: 'one more' }, SavedSearchMessages.tooMany);
  });
});

describe('matching a listing that became visible', () => {
  it('alerts the searches whose words, kind, place and salary match, never the owner, each once', async () => {
    const word = uniqueWord('tand');
    const [a, b, c, d] = await Promise.all([
      members.manpower(),
      members.manpower(),
      members.manpower(),
      members.manpower(),
    ]);
    const inCity = await saved(a, { query: `${word} chef`, kind: 'job', city_id: SURAT, frequency: 'daily' });
    const inState = await saved(b, { query: word, state_id: GUJARAT, frequency: 'weekly' });
    const inRange = await saved(c, {
      query: word,
      kind: 'job',
      salary_min: 25000,
      salary_max: 40000,
      frequency: 'daily',
    });
    const elsewhere = await saved(d, { query: word, city_id: MUMBAI, frequency: 'daily' });
    const otherState = await saved(d, { query: word, state_id: MAHARASHTRA, frequency: 'daily' });
    const tooLow = await saved(d, { query: word, kind: 'job', salary_max: 20000, frequency: 'daily' });
    const otherKind = await saved(d, { query: word, kind: 'requirement', frequency: 'daily' });
    const otherWords = await saved(d, { query: `${word} baker`, frequency: 'daily' });
    const own = await saved(owner, { query: word, frequency: 'daily' });

    const jobId = await postJob({ title: `${word.toUpperCase()} Chef wanted` });
    expect(await matchQueued('job', jobId)).toBe(3);
    expect(await hitsOf(inCity.id)).toEqual([{ listing_id: jobId, in_digest: 'daily' }]);
    expect(await hitsOf(inState.id)).toEqual([{ listing_id: jobId, in_digest: 'weekly' }]);
    expect(await hitsOf(inRange.id)).toHaveLength(1);
    for (const none of [elsewhere, otherState, tooLow, otherKind, otherWords, own])
      expect(await hitsOf(none.id)).toEqual([]);

    // Matched again (a release after a hold, a retried job): nothing new.
    expect(await api.app.get(SavedSearchAlertsService).match('job', jobId)).toBe(0);
    expect(await hitsOf(inCity.id)).toHaveLength(1);
  });

  it('does not match a held listing, and matches it once staff release it', async () => {
    const word = uniqueWord('held');
    const me = await members.manpower();
    const search = await saved(me, { query: word, frequency: 'instant' });
    const jobId = await postJob({ title: `Cook ${word}` });
    await api.db.query('UPDATE jobs SET held_at = NOW(3) WHERE id = ?', [jobId]);
    expect(await matchQueued('job', jobId)).toBe(0);
    expect(await hitsOf(search.id)).toEqual([]);
    await api.db.query('UPDATE jobs SET held_at = NULL WHERE id = ?', [jobId]);
    expect(await api.app.get(SavedSearchAlertsService).match('job', jobId)).toBe(1);
  });

  it('matches a requirement by its category and its owner’s place', async () => {
    const [{ id: categoryId }]: Array<{ id: number }> = await api.db.query(
      "SELECT id FROM trade_categories WHERE name_en = 'Dairy'",
    );
    const word = uniqueWord('pan');
    const vendor = await members.vendor();
    const other = await members.vendor();
    const dairy = await saved(vendor, {
      kind: 'requirement',
      category_id: categoryId,
      state_id: GUJARAT,
      frequency: 'daily',
    });
    const spices = await saved(other, {
      kind: 'requirement',
      category_id: categoryId + 1,
      frequency: 'daily',
    });
    const restaurant = await members.owner({ country_id: 101, state_id: GUJARAT, city_id: SURAT });
    await makeElite(api.app, http, restaurant);
    const res = await form(http().post('/api/restaurants/requirement').set(bearer(restaurant)), {
      title: `Fresh ${word} every morning`,
      description: 'Twenty kilos.',
      category_id: String(categoryId),
    }).expect(201);
    const id = res.body.data.id as number;
    expect(await matchQueued('requirement', id)).toBeGreaterThanOrEqual(1);
    expect(await hitsOf(dairy.id)).toEqual([{ listing_id: id, in_digest: 'daily' }]);
    expect(await hitsOf(spices.id)).toEqual([]);
  });
});

describe('alert mails', () => {
  it('mails an instant search at once with a one-click unsubscribe of that search, without signing in', async () => {
    const word = uniqueWord('inst');
    const other = uniqueWord('oth');
    const me = await members.manpower();
    const first = await saved(me, { query: word, kind: 'job', frequency: 'instant' });
    // Two of the member's searches match: one mail for the listing.
    const second = await saved(me, { query: `${word} chef`, frequency: 'instant' });
    const kept = await saved(me, { query: other, frequency: 'instant' });
    const jobId = await postJob({ title: `${word} chef` });
    expect(await matchQueued('job', jobId)).toBe(2);
    const mails = await mailsTo(me);
    expect(mails).toHaveLength(1);
    expect(mails[0].data).toMatchObject({ subject: `New for your saved search: ${word} chef` });
    expect(JSON.stringify(mails[0].data)).toContain(`/read-more/job/${jobId}`);
    expect(mails[0].headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(mails[0].headers?.['List-Unsubscribe'] ?? '')![1];
    const url = new URL(link);
    expect(url.pathname).toBe('/api/saved-searches/unsubscribe');

    // A token changed by hand is refused; one that is not a token at all too.
    const token = url.searchParams.get('token')!;
    const forged = token.replace(/^(\d+)\./, `$1.${kept.id}-`);
    await http().post('/api/saved-searches/unsubscribe').query({ token: forged }).expect(404);
    await http().post('/api/saved-searches/unsubscribe').query({ token: 'nope' }).expect(422);

    // The mail program's POST: no session, no cookie. The two searches of that mail are off, not the third,
    // and not the member's other mails.
    const off = await http()
      .post(`${url.pathname}${url.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(off.body.data.saved_search_ids).toEqual([first.id, second.id].sort((x, y) => x - y));
    const list = (await http().get('/api/saved-searches').set(bearer(me)).expect(200)).body
      .data as SavedSearch[];
    expect(Object.fromEntries(list.map((s) => [s.id, s.alerts_on]))).toEqual({
      [first.id]: 0,
      [second.id]: 0,
      [kept.id]: 1,
    });
    const prefs = await http().get('/api/notifications/preferences').set(bearer(me)).expect(200);
    expect(prefs.body.data.mails_off).not.toContain('saved_searches');

    // Those two find nothing more; the third still mails.
    const next = await postJob({ title: `${word} second chef` });
    expect(await matchQueued('job', next)).toBe(0);
    const third = await postJob({ title: `${other} waiter` });
    expect(await matchQueued('job', third)).toBe(1);
    expect(await mailsTo(me)).toHaveLength(2);

    // Saved again, a search's alerts go again.
    await http()
      .put(`/api/saved-searches/${first.id}`)
      .set(bearer(me))
      .send({ frequency: 'daily' })
      .expect(200);
    const again = (await http().get('/api/saved-searches').set(bearer(me)).expect(200)).body
      .data as SavedSearch[];
    expect(again.find((s) => s.id === first.id)!.alerts_on).toBe(1);
  });

  it('keeps daily and weekly matches for their digests: one mail each, once, with what is still open', async () => {
    const word = uniqueWord('dig');
    const daily = await members.manpower();
    const weekly = await members.manpower();
    await saved(daily, { query: word, frequency: 'daily' });
    await saved(weekly, { query: word, frequency: 'weekly' });
    const open = await postJob({ title: `${word} open` });
    const closed = await postJob({ title: `${word} closed` });
    expect(await matchQueued('job', open)).toBe(2);
    expect(await matchQueued('job', closed)).toBe(2);
    expect(await mailsTo(daily)).toEqual([]);
    await api.db.query('UPDATE jobs SET is_closed = 1 WHERE id = ?', [closed]);

    const digest = api.app.get(SavedSearchDigestService);
    const tuesday = digestDay(2);
    // Before 03:00 UTC (08:30 in India): nothing goes.
    expect(await digest.run(new Date(tuesday.getTime() - 3_600_000))).toEqual({ daily: 0, weekly: 0 });
    await digest.run(tuesday);
    const [mail] = await mailsTo(daily);
    expect(mail.data).toMatchObject({ subject: 'Today: 1 new listings for your saved searches' });
    expect(JSON.stringify(mail.data)).toContain(`/read-more/job/${open}`);
    expect(JSON.stringify(mail.data)).not.toContain(`/read-more/job/${closed}`);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The weekly one went with this week's digest too (its Monday run was missed): one mail.
    expect(await mailsTo(weekly)).toHaveLength(1);

    // The same day and week again: nothing twice.
    await digest.run(new Date(tuesday.getTime() + 3_600_000));
    expect(await mailsTo(daily)).toHaveLength(1);
    expect(await mailsTo(weekly)).toHaveLength(1);

    // A new match waits for the next day's digest; the weekly member's for next week's.
    const later = await postJob({ title: `${word} later` });
    expect(await matchQueued('job', later)).toBe(2);
    await digest.run(new Date(tuesday.getTime() + 86_400_000));
    expect(await mailsTo(daily)).toHaveLength(2);
    expect(await mailsTo(weekly)).toHaveLength(1);
    await digest.run(new Date(tuesday.getTime() + 6 * 86_400_000));
    expect(await mailsTo(weekly)).toHaveLength(2);
  });
  it('resumes a digest that died half-way with the next member, and never rewrites the hits it sent', async () => {
    const word = uniqueWord('res');
    const [a, b] = [await members.manpower(), await members.manpower()];
    await saved(a, { query: word, frequency: 'daily' });
    await saved(b, { query: word, frequency: 'daily' });
    const job = await postJob({ title: `${word} cook` });
    expect(await matchQueued('job', job)).toBe(2);
    const [{ from }] = await api.db.query(
      "SELECT COALESCE(MAX(up_to_hit_id), 0) AS `from` FROM saved_search_digest_runs WHERE period = 'daily'",
    );
    const [{ last }] = await api.db.query('SELECT MAX(id) AS last FROM saved_search_hits');
    // A run of that day that mailed member a (and everyone before) and stopped.
    const day = digestDay(3);
    const key = day.toISOString().slice(0, 10);
    await api.db.query(
      `INSERT INTO saved_search_digest_runs (period, period_key, from_hit_id, up_to_hit_id, after_user_id)
       VALUES ('daily', ?, ?, ?, ?)`,
      [key, from, last, a.id],
    );
    await api.app.get(SavedSearchDigestService).run(day);
    expect(await mailsTo(a)).toHaveLength(0);
    expect(await mailsTo(b)).toHaveLength(1);
    const [run] = await api.db.query(
      "SELECT finished_at FROM saved_search_digest_runs WHERE period = 'daily' AND period_key = ?",
      [key],
    );
    expect(run.finished_at).not.toBeNull();
    // The hits keep their digest: what was sent is the window's, not a rewritten row.
    const [hit] = await api.db.query(
      'SELECT in_digest, notified_at FROM saved_search_hits WHERE user_id = ? AND listing_id = ?',
      [b.id, job],
    );
    expect(hit).toEqual({ in_digest: 'daily', notified_at: null });
    await api.app.get(SavedSearchDigestService).run(new Date(day.getTime() + 3_600_000));
    expect(await mailsTo(b)).toHaveLength(1);
  });
});

it('exports a member’s saved searches and alerts, and erases them with the account', async () => {
  const word = uniqueWord('data');
  const me = await members.manpower();
  const search = await saved(me, { query: word, frequency: 'daily' });
  const jobId = await postJob({ title: `${word} cook` });
  await matchQueued('job', jobId);
  const part = api.app
    .get(MemberDataPartsService)
    .all()
    .find((p) => p.name === 'saved_searches')!;
  const exported = (await part.export!(me.id)).records as Record<string, Array<Record<string, unknown>>>;
  expect(exported.saved_searches.map((row) => row.id)).toEqual([search.id]);
  expect(exported.saved_search_hits.map((row) => row.listing_id)).toEqual([jobId]);
  await part.erase!(me.id);
  expect(await api.db.query('SELECT id FROM saved_searches WHERE user_id = ?', [me.id])).toEqual([]);
  expect(await api.db.query('SELECT id FROM saved_search_hits WHERE user_id = ?', [me.id])).toEqual([]);
});
