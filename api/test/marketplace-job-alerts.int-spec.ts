import type { JobAlert, ManpowerProfile, Page } from '@app/contracts';
import { getQueueToken } from '@nestjs/bullmq';
import type { Job as QueueJob, Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { QueueName } from '../src/core/queue/queue-names';
import { LeadRoutingService } from '../src/modules/marketplace/leads/lead-routing';
import { MemberRestrictionsService } from '../src/modules/moderation/member-restrictions.service';
import type { NotifyJobData } from '../src/modules/notifications/notifications.types';
import { useTestApi } from './support/api';
import { bearer } from './support/accounts';
import { form, memberMaker } from './support/marketplace';
import { type Member, uniqueWord } from './support/social';

const api = useTestApi();
const { http, outbox } = api;
const members = memberMaker(http, outbox);

const SURAT = 134096;
const AHMEDABAD = 57606;
const MUMBAI = 133024;
const MAHARASHTRA = 4008;

/** A professional who wants these positions, cities and minimum monthly salary (the profile form). */
async function professional(fields: Record<string, string>, overrides: Record<string, unknown> = {}) {
  const member = await members.manpower(overrides);
  await form(http().post(`/api/mp/manpowers/${member.id}`).set(bearer(member)), fields).expect(200);
  return member;
}

async function postJob(owner: Member, fields: Record<string, string> = {}): Promise<{ id: number }> {
  const res = await form(http().post('/api/restaurants/job').set(bearer(owner)), {
    title: 'Cook wanted',
    position: 'Head Chef',
    salary: '35000',
    per: '0',
    description: 'Run the tandoor section.',
    ...fields,
  });
  if (res.status !== 201) throw new Error(`job not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Runs the queued routing job of a job as the worker would, then removes it. */
async function routeQueued(jobId: number): Promise<number | null> {
  const queue = api.app.get<Queue>(getQueueToken(QueueName.Leads));
  const job = await queue.getJob(`route-job-${jobId}`);
  if (!job) return null;
  const sent = await api.app.get(LeadRoutingService).route('job', jobId);
  await job.remove();
  return sent;
}

const alertsOf = async (who: Member): Promise<Page<JobAlert>> =>
  (await http().get('/api/mp/manpowers/job-alerts').set(bearer(who)).expect(200)).body.data;

async function alertNotifications(who: Member): Promise<QueueJob<NotifyJobData>[]> {
  const queue = api.app.get<Queue>(getQueueToken(QueueName.Notifications));
  const jobs = (await queue.getJobs(['waiting', 'delayed', 'prioritized'], 0, 5000)).filter(
    Boolean,
  ) as QueueJob<NotifyJobData>[];
  return jobs.filter((j) => j.data.recipientId === who.id && j.data.kind === 'job_alert');
}

describe('what a professional wants', () => {
  it('is saved on the manpower profile and read back by its owner only', async () => {
    const me = await professional({
      wanted_positions: 'Head chef, Tandoor cook, head  CHEF',
      'wanted_city_ids[0]': String(AHMEDABAD),
      min_salary: '30000',
    });
    const mine = (await http().get('/api/mp/manpowers/my-profile').set(bearer(me)).expect(200)).body
      .data as ManpowerProfile;
    expect(mine.job_wants).toEqual({
      positions: ['Head chef', 'Tandoor cook'],
      cities: [{ id: AHMEDABAD, name: 'Ahmedabad' }],
      min_salary: 30000,
    });
    await form(http().post(`/api/mp/manpowers/${me.id}`).set(bearer(me)), { min_salary: '' }).expect(200);
    const cleared = (await http().get('/api/mp/manpowers/my-profile').set(bearer(me)).expect(200)).body.data;
    expect(cleared.job_wants.min_salary).toBeNull();
    expect(cleared.job_wants.positions).toEqual(['Head chef', 'Tandoor cook']);
  });

  it.each([
    ['wanted_positions', { wanted_positions: 'a,b,c,d,e,f' }, 'At most 5 positions may be chosen.'],
    [
      'wanted_positions',
      { wanted_positions: 'x'.repeat(61) },
      'Each wanted position may have at most 60 characters.',
    ],
    ['wanted_city_ids', { wanted_city_ids: '999999999' }, 'The selected city or state is invalid.'],
    [
      'min_salary',
      { min_salary: '-5' },
      'The min salary must be an amount of at least 0 with at most two decimals.',
    ],
  ])('answers 422 on %s (case %#) and keeps nothing', async (field, fields, message) => {
    const me = await members.manpower();
    const res = await form(http().post(`/api/mp/manpowers/${me.id}`).set(bearer(me)), {
      ...fields,
      qualification: 'Never saved',
    }).expect(422);
    expect(res.body.errors[field]).toContain(message);
    const mine = (await http().get('/api/mp/manpowers/my-profile').set(bearer(me)).expect(200)).body.data;
    expect(mine.qualification).toBeNull();
  });
});

describe('routing a job to matching professionals', () => {
  it('sends it once to professionals wanting a phrase of its position in its city at its salary', async () => {
    const word = uniqueWord().toLowerCase();
    const owner = await members.owner(); // in Surat
    const [chef, headChef, ownCity, tooDear, elsewhere, otherTrade, suspended, silent] = await Promise.all([
      professional({ wanted_positions: `${word} chef`, wanted_city_ids: String(SURAT) }),
      professional({ wanted_positions: `Head ${word} chef, ${word} chef`, min_salary: '35000' }),
      professional({ wanted_positions: `${word} chef` }), // no cities: their own, Surat
      professional({ wanted_positions: `${word} chef`, min_salary: '35000.01' }),
      professional({ wanted_positions: `${word} chef`, wanted_city_ids: String(MUMBAI) }),
      professional({ wanted_positions: `${word} waiter` }),
      professional({ wanted_positions: `${word} chef` }),
      professional({ wanted_positions: `${word} chef` }),
    ]);
    await api.app.get(MemberRestrictionsService).suspend(suspended.id, 3);
    await http()
      .post('/api/notifications/preferences')
      .set(bearer(silent))
      .send({ digest: [], mails_off: [], lead_mail: 'none' })
      .expect(200);

    const job = await postJob(owner, { title: 'Tandoor lead', position: `Head ${word} Chef (North Indian)` });
    expect(await routeQueued(job.id)).toBe(4);
    for (const who of [chef, headChef, ownCity, silent]) {
      expect((await alertsOf(who)).data.map((j) => j.id)).toContain(job.id);
      expect(await alertNotifications(who)).toHaveLength(1);
    }
    for (const who of [tooDear, elsewhere, otherTrade]) {
      expect((await alertsOf(who)).data.map((j) => j.id)).not.toContain(job.id);
      expect(await alertNotifications(who)).toHaveLength(0);
    }
    // The suspended professional cannot sign in meanwhile; no lead was written for them.
    expect(await alertNotifications(suspended)).toHaveLength(0);
    expect(
      await api.app
        .get(DataSource)
        .query('SELECT id FROM job_leads WHERE job_id = ? AND member_id = ?', [job.id, suspended.id]),
    ).toEqual([]);
    expect(await outbox.last(chef.payload.email as string, 'notice')).toMatchObject({
      subject: 'A job for you: Tandoor lead',
    });
    // Two of its wanted positions matched: still one lead, one mail.
    expect(await outbox.count(headChef.payload.email as string, 'notice')).toBe(1);
    expect(await outbox.count(silent.payload.email as string, 'notice')).toBe(0);

    // Routed again: nobody twice.
    expect(await api.app.get(LeadRoutingService).route('job', job.id)).toBe(0);
    expect(await alertNotifications(chef)).toHaveLength(1);
    const [{ n }] = await api.app
      .get(DataSource)
      .query('SELECT COUNT(*) AS n FROM job_leads WHERE job_id = ?', [job.id]);
    expect(Number(n)).toBe(4);
  });

  it('compares a yearly salary per month, and routes a job in another city to that city', async () => {
    const word = uniqueWord().toLowerCase();
    const owner = await members.owner();
    const [wants25k, wants30k, mumbai] = await Promise.all([
      professional({ wanted_positions: `${word}`, min_salary: '25000' }),
      professional({ wanted_positions: `${word}`, min_salary: '30000' }),
      professional({ wanted_positions: `${word}`, wanted_city_ids: String(MUMBAI) }),
    ]);
    const yearly = await postJob(owner, { position: word, salary: '300000', per: '1' });
    expect(await routeQueued(yearly.id)).toBe(1);
    expect((await alertsOf(wants25k)).data.map((j) => j.id)).toEqual([yearly.id]);
    expect((await alertsOf(wants30k)).data).toEqual([]);

    const inMumbai = await postJob(owner, {
      position: word,
      country_id: '101',
      state_id: String(MAHARASHTRA),
      city_id: String(MUMBAI),
    });
    expect(await routeQueued(inMumbai.id)).toBe(1);
    expect((await alertsOf(mumbai)).data.map((j) => j.id)).toEqual([inMumbai.id]);
  });

  it('stops routing a closed job, and a closed job leaves the alerts list', async () => {
    const word = uniqueWord().toLowerCase();
    const owner = await members.owner();
    const before = await professional({ wanted_positions: word });
    const job = await postJob(owner, { position: word });
    expect(await routeQueued(job.id)).toBe(1);
    expect((await alertsOf(before)).data.map((j) => j.id)).toEqual([job.id]);
    await form(http().post(`/api/restaurants/job/${job.id}`).set(bearer(owner)), { is_closed: '1' }).expect(
      200,
    );
    expect((await alertsOf(before)).data).toEqual([]);
    const after = await professional({ wanted_positions: word });
    expect(await api.app.get(LeadRoutingService).route('job', job.id)).toBe(0);
    expect(await alertNotifications(after)).toHaveLength(0);
  });

  it('routes a renewed expired job again, to the matching professionals who have not had it only', async () => {
    const word = uniqueWord().toLowerCase();
    const owner = await members.owner();
    const first = await professional({ wanted_positions: word });
    const job = await postJob(owner, { position: word });
    expect(await routeQueued(job.id)).toBe(1);
    const db = api.app.get(DataSource);
    await db.query('UPDATE jobs SET expired_at = ? WHERE id = ?', [new Date(), job.id]);
    // Expired: a professional who matches now gets nothing while it is out of the lists.
    const later = await professional({ wanted_positions: word });
    expect(await api.app.get(LeadRoutingService).route('job', job.id)).toBe(0);
    expect(await alertNotifications(later)).toHaveLength(0);

    // Renewed: queued again, sent to the newcomer; the first professional keeps their one lead.
    await http().post(`/api/listings/job/${job.id}/renew`).set(bearer(owner)).expect(200);
    expect(await routeQueued(job.id)).toBe(1);
    expect((await alertsOf(later)).data.map((j) => j.id)).toEqual([job.id]);
    expect(await alertNotifications(later)).toHaveLength(1);
    expect(await alertNotifications(first)).toHaveLength(1);
    const [{ n }] = await db.query('SELECT COUNT(*) AS n FROM job_leads WHERE job_id = ?', [job.id]);
    expect(Number(n)).toBe(2);

    // Renewed again before it ends (not expired): nothing is queued, nobody is sent it twice.
    await http().post(`/api/listings/job/${job.id}/renew`).set(bearer(owner)).expect(200);
    expect(await routeQueued(job.id)).toBeNull();
  });

  it('is for professionals only', async () => {
    const owner = await members.owner();
    await http().get('/api/mp/manpowers/job-alerts').set(bearer(owner)).expect(403);
    await http().get('/api/mp/manpowers/job-alerts').expect(401);
  });
});
