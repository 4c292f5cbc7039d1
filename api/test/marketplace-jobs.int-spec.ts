import { type Job, MarketplaceMessages, type Page, type ReceivedApplication } from '@app/contracts';
import { useTestApi } from './support/api';
import { form, memberMaker, watchWord } from './support/marketplace';
import { QueryCounter } from './support/query-counter';
import { type Member, photo, uniqueWord } from './support/social';
import { bearer } from './support/accounts';

const api = useTestApi();
const { http, outbox } = api;
let counter: QueryCounter;
let members: ReturnType<typeof memberMaker>;

beforeAll(() => {
  counter = QueryCounter.install(api.app);
  members = memberMaker(http, outbox);
});

const JOB = {
  title: 'Tandoor chef',
  position: 'Head chef',
  experience: '5 years',
  salary: '35000',
  per: '0',
  job_timing_from: '10:00',
  job_timing_to: '22:30',
  location: 'Adajan, Surat',
  description: 'Run the tandoor section.',
  other_benefits: 'Meals and stay',
};

const postJob = (
  owner: Member,
  fields: Record<string, string | undefined>,
  files: Array<[string, Buffer]> = [],
) => form(http().post('/api/restaurants/job').set(bearer(owner)), fields, files);

async function createJob(owner: Member, fields: Record<string, string> = {}): Promise<Job> {
  const res = await postJob(owner, { ...JOB, ...fields });
  if (res.status !== 201) throw new Error(`job not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as Job;
}

const jobs = async (viewer: Member, query: Record<string, unknown> = {}): Promise<Page<Job>> =>
  (await http().get('/api/restaurants/job').query(query).set(bearer(viewer)).expect(200)).body.data;

const apply = (applicant: Member, id: number, body: Record<string, unknown> = { is_applied: 1 }) =>
  http().post(`/api/mp/manpowers/apply-now-job/${id}`).set(bearer(applicant)).send(body);

describe('creating a job', () => {
  it('needs no Elite, takes the seed’s fields, and places the job where the owner is', async () => {
    const owner = await members.owner();
    const res = await postJob(owner, JOB, [['photo', await photo(800, 600)]]).expect(201);
    expect(res.body.message).toBe(MarketplaceMessages.jobCreated);
    expect(res.body.data).toMatchObject({
      title: 'Tandoor chef',
      position: 'Head chef',
      experience: '5 years',
      salary: 35000,
      per: 0,
      job_timing_from: '10:00',
      job_timing_to: '22:30',
      location: 'Adajan, Surat',
      other_benefits: 'Meals and stay',
      country_id: 101,
      state_id: 4030,
      city_id: 134096,
      is_closed: 0,
      is_held: 0,
      restaurant: { user_id: owner.id, business_name: 'Spice Route' },
    });
    expect(res.body.data.photo).toMatch(/\/api\/files\/marketplace\/job\//);
    const yearly = await createJob(owner, { salary: '420000.50', per: '1' });
    expect(yearly).toMatchObject({ salary: 420000.5, per: 1 });
  });

  it.each([
    ['title', { title: undefined }],
    ['position', { position: '' }],
    ['salary', { salary: undefined }],
    ['salary', { salary: '-1' }],
    ['salary', { salary: 'lots' }],
    ['per', { per: '2' }],
    ['job_timing_from', { job_timing_from: '25:00' }],
    ['job_timing_to', { job_timing_to: '10:00' }],
    ['experience', { experience: 'x'.repeat(101) }],
    ['city_id', { city_id: '1' }],
    ['country_id', { country_id: 'india' }],
  ])('answers 422 on %s (case %#)', async (field, overrides) => {
    const owner = await members.owner();
    const res = await postJob(owner, { ...JOB, ...overrides }).expect(422);
    expect(res.body.errors).toHaveProperty(field);
    expect((await jobs(owner, { scope: 'mine' })).total).toBe(0);
  });

  it('is for restaurant owners only', async () => {
    const res = await postJob(await members.manpower(), JOB).expect(403);
    expect(res.body.message).toBe(MarketplaceMessages.ownersOnly);
    await postJob(await members.vendor(), JOB).expect(403);
    await http()
      .get('/api/restaurants/received-application')
      .set(bearer(await members.vendor()))
      .expect(403);
  });
});

describe('GET restaurants/job', () => {
  it('answers everyone the open jobs of all, and an owner their own (closed included) with scope=mine', async () => {
    const owner = await members.owner();
    const other = await members.owner();
    const open = await createJob(owner, { title: uniqueWord('open') });
    const closed = await createJob(owner, { title: uniqueWord('closed') });
    const foreign = await createJob(other);
    await form(http().post(`/api/restaurants/job/${closed.id}`).set(bearer(owner)), {
      is_closed: '1',
    }).expect(200);

    const own = await jobs(owner, { scope: 'mine' });
    expect(own.data.map((j) => j.id)).toEqual([closed.id, open.id]);
    expect(own.total).toBe(2);

    const chef = await members.manpower();
    const feed = await jobs(chef, { per_page: 50 });
    const ids = feed.data.map((j) => j.id);
    expect(ids).toEqual(expect.arrayContaining([open.id, foreign.id]));
    expect(ids).not.toContain(closed.id);
    expect(feed.data.find((j) => j.id === open.id)!.applications_count).toBe(0);
  });

  it('pages to last_page with a fixed number of queries', async () => {
    const owner = await members.owner();
    for (let i = 1; i <= 3; i++) await createJob(owner, { title: `Job ${i}` });
    const page = await jobs(owner, { sort: 'id', order_by: 'desc', page: 2, per_page: 2, scope: 'mine' });
    expect(page).toMatchObject({ current_page: 2, last_page: 2, total: 3 });
    expect(page.data.map((j) => j.title)).toEqual(['Job 1']);
    const one = await counter.during(() => jobs(owner, { per_page: 1, scope: 'mine' }));
    const three = await counter.during(() => jobs(owner, { per_page: 3, scope: 'mine' }));
    expect(three.queries.length).toBe(one.queries.length);
    const chef = await members.manpower();
    const feedOne = await counter.during(() => jobs(chef, { per_page: 1 }));
    const feedThree = await counter.during(() => jobs(chef, { per_page: 3 }));
    expect(feedThree.queries.length).toBe(feedOne.queries.length);
  });
});

describe('editing, closing and deleting a job', () => {
  it('lets only the owner edit (403 for others, 404 for unknown), and a deleted job is gone', async () => {
    const owner = await members.owner();
    const job = await createJob(owner);
    const other = await members.owner();
    await form(http().post(`/api/restaurants/job/${job.id}`).set(bearer(other)), {
      title: 'Mine now',
    }).expect(403);
    await http().delete(`/api/restaurants/job/${job.id}`).set(bearer(other)).expect(403);
    await form(http().post('/api/restaurants/job/99999999').set(bearer(owner)), { title: 'x' }).expect(404);

    const edited = await form(http().post(`/api/restaurants/job/${job.id}`).set(bearer(owner)), {
      salary: '40000',
      location: '',
    }).expect(200);
    expect(edited.body).toMatchObject({
      message: MarketplaceMessages.jobUpdated,
      data: { salary: 40000, location: null, title: 'Tandoor chef' },
    });
    const bad = await form(http().post(`/api/restaurants/job/${job.id}`).set(bearer(owner)), {
      is_closed: 'yes',
    }).expect(422);
    expect(bad.body.errors).toHaveProperty('is_closed');
    const noSalary = await form(http().post(`/api/restaurants/job/${job.id}`).set(bearer(owner)), {
      salary: '',
    }).expect(422);
    expect(noSalary.body.errors).toHaveProperty('salary');

    await http().delete(`/api/restaurants/job/${job.id}`).set(bearer(owner)).expect(200);
    await http().get(`/api/restaurants/job/${job.id}`).set(bearer(owner)).expect(404);
  });
});

describe('applications', () => {
  it('lets manpower apply once to an open job and shows the owner the applicant’s contact details', async () => {
    const owner = await members.owner();
    const job = await createJob(owner);
    const chef = await members.manpower({ first_name: 'Karan', last_name: 'Joshi', mobile_no: '9800000005' });
    const res = await apply(chef, job.id).expect(200);
    expect(res.body).toMatchObject({ message: 'Apply successfully.', data: { id: job.id, relation: 1 } });

    const twice = await apply(chef, job.id).expect(409);
    expect(twice.body.message).toBe(MarketplaceMessages.alreadyApplied);

    const received = (
      await http().get('/api/restaurants/received-application').set(bearer(owner)).expect(200)
    ).body.data as Page<ReceivedApplication>;
    expect(received.total).toBe(1);
    expect(received.data[0]).toMatchObject({
      job_id: job.id,
      title: 'Tandoor chef',
      manpower: { name: 'Karan Joshi', email: chef.payload.email, mobile_no: '9800000005' },
      user: { id: chef.id, full_name: 'Karan Joshi' },
    });
    expect(
      (await http().get(`/api/restaurants/job/${job.id}`).set(bearer(owner)).expect(200)).body.data
        .applications_count,
    ).toBe(1);
    // Other members never see the applicant's details through the job.
    expect(JSON.stringify((await jobs(await members.manpower(), { per_page: 50 })).data)).not.toContain(
      chef.payload.email,
    );
  });

  it('refuses applications to a closed job, from non-manpower, and with is_applied other than 1', async () => {
    const owner = await members.owner();
    const job = await createJob(owner);
    await apply(owner, job.id).expect(403);
    const vendorTry = await apply(await members.vendor(), job.id).expect(403);
    expect(vendorTry.body.message).toBe(MarketplaceMessages.manpowerOnly);
    const chef = await members.manpower();
    expect((await apply(chef, job.id, { is_applied: 0 }).expect(422)).body.errors).toHaveProperty(
      'is_applied',
    );
    await form(http().post(`/api/restaurants/job/${job.id}`).set(bearer(owner)), { is_closed: '1' }).expect(
      200,
    );
    const closed = await apply(chef, job.id).expect(409);
    expect(closed.body.message).toBe(MarketplaceMessages.jobClosed);
    await apply(chef, 99999999).expect(404);
    // Reopened, it takes applications again.
    await form(http().post(`/api/restaurants/job/${job.id}`).set(bearer(owner)), { is_closed: '0' }).expect(
      200,
    );
    await apply(chef, job.id).expect(200);
  });

  it('pages received applications with a fixed number of queries', async () => {
    const owner = await members.owner();
    const job = await createJob(owner);
    for (let i = 0; i < 3; i++) await apply(await members.manpower(), job.id).expect(200);
    const get = (per_page: number) =>
      http().get('/api/restaurants/received-application').query({ per_page }).set(bearer(owner)).expect(200);
    expect((await get(2)).body.data).toMatchObject({ total: 3, last_page: 2 });
    const one = await counter.during(() => get(1));
    const three = await counter.during(() => get(3));
    expect(three.queries.length).toBe(one.queries.length);
  });
});

describe('moderation', () => {
  it('holds a job with a watched word: hidden from manpower, who cannot apply', async () => {
    const word = uniqueWord('bad');
    await watchWord(api.app, word);
    const owner = await members.owner();
    const job = await createJob(owner, { other_benefits: `free ${word}` });
    expect(job.is_held).toBe(1);
    const chef = await members.manpower();
    await http().get(`/api/restaurants/job/${job.id}`).set(bearer(chef)).expect(404);
    expect((await jobs(chef, { per_page: 50 })).data.map((j) => j.id)).not.toContain(job.id);
    await apply(chef, job.id).expect(404);
    expect((await jobs(owner, { scope: 'mine' })).data[0]).toMatchObject({ id: job.id, is_held: 1 });
  });
});
