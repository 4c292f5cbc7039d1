import {
  type AppliedJob,
  type Job,
  type ManpowerCard,
  ManpowerMessages,
  type ManpowerProfile,
  MarketplaceMessages,
  type MemberUser,
  type Page,
  type ReceivedApplication,
} from '@app/contracts';
import sharp from 'sharp';
import { StorageDriver } from '../src/core/storage/storage.driver';
import { ManpowerProfileEntity } from '../src/modules/marketplace/entities/manpower-profile.entity';
import { bearer } from './support/accounts';
import { useTestApi } from './support/api';
import { form, makeElite, memberMaker } from './support/marketplace';
import { QueryCounter } from './support/query-counter';
import type { Member } from './support/social';

const api = useTestApi();
const { http, outbox } = api;
let counter: QueryCounter;
let members: ReturnType<typeof memberMaker>;

beforeAll(() => {
  counter = QueryCounter.install(api.app);
  members = memberMaker(http, outbox);
});

const pdf = (text = 'resume') =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`);

const PROFILE = {
  name: 'Karan Singh Joshi',
  type: 'Chef',
  business_category: 'Hotels and restaurants',
  qualification: 'Diploma in hotel management',
  experience: '6 years',
  comments: 'Tandoor and North Indian curries; led a team of four.',
  address: '12 Ring Road, Surat',
  gst_no: '24ABCDE1234F1Z6',
  native_city_id: '134096',
};

const saveProfile = (member: Member, fields: Record<string, string | undefined>, id = member.id) =>
  form(http().post(`/api/mp/manpowers/${id}`).set(bearer(member)), fields);

/** `POST users/{id}` with a resume (and whatever else), as the Edit Profile form sends it. */
function uploadResume(
  member: Member,
  file: Buffer,
  fields: Record<string, string> = {},
  filename = 'resume.pdf',
  contentType = 'application/pdf',
) {
  let req = http().post(`/api/users/${member.id}`).set(bearer(member));
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  return req.attach('resume', file, { filename, contentType });
}

const getResume = (viewer: Member, id: number) =>
  http()
    .get(`/api/mp/manpowers/${id}/resume`)
    .set(bearer(viewer))
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });

const JOB = { title: 'Tandoor chef', position: 'Head chef', salary: '35000', per: '0' };

async function createJob(owner: Member, fields: Record<string, string> = {}): Promise<Job> {
  const res = await form(http().post('/api/restaurants/job').set(bearer(owner)), { ...JOB, ...fields });
  if (res.status !== 201) throw new Error(`job not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as Job;
}

const apply = (applicant: Member, id: number) =>
  http().post(`/api/mp/manpowers/apply-now-job/${id}`).set(bearer(applicant)).send({ is_applied: 1 });

async function received(owner: Member): Promise<Page<ReceivedApplication>> {
  return (await http().get('/api/restaurants/received-application').set(bearer(owner)).expect(200)).body.data;
}

const moveTo = (owner: Member, applicationId: number, status: string) =>
  http()
    .post(`/api/restaurants/received-application/${applicationId}/status`)
    .set(bearer(owner))
    .send({ status });

/** A professional who applied to a fresh job of a fresh owner, and that application's id. */
async function applicationSetup() {
  const owner = await members.owner();
  const job = await createJob(owner);
  const chef = await members.manpower({ first_name: 'Meera', last_name: 'Nair' });
  await apply(chef, job.id).expect(200);
  const application = (await received(owner)).data[0]!;
  return { owner, job, chef, application };
}

describe('the professional’s profile', () => {
  it('saves every seed field through POST mp/manpowers/{id} and answers it in my-profile', async () => {
    const chef = await members.manpower({ mobile_no: '9800000011' });
    const res = await saveProfile(chef, { ...PROFILE, email: 'ignored@example.test' }).expect(200);
    expect(res.body.message).toBe(ManpowerMessages.profileUpdated);
    const mine = (await http().get('/api/mp/manpowers/my-profile').set(bearer(chef)).expect(200)).body
      .data as ManpowerProfile;
    expect(mine).toMatchObject({
      id: chef.id,
      name: 'Karan Singh Joshi',
      type: 'Chef',
      business_category: 'Hotels and restaurants',
      qualification: 'Diploma in hotel management',
      experience: '6 years',
      comments: 'Tandoor and North Indian curries; led a team of four.',
      address: '12 Ring Road, Surat',
      gst_no: '24ABCDE1234F1Z6',
      email: chef.payload.email,
      mobile_no: '9800000011',
      country: { id: 101 },
      state: { id: 4030 },
      current_city: { id: 134096 },
      native_city: { id: 134096, name: expect.any(String) },
      has_resume: 0,
      resume: null,
      user: { first_name: 'Karan Singh', last_name: 'Joshi' },
    });
    // An emptied optional field clears it; the e-mail (the login) never changes here.
    await saveProfile(chef, { qualification: '' }).expect(200);
    const again = (await http().get('/api/mp/manpowers/my-profile').set(bearer(chef)).expect(200)).body.data;
    expect(again).toMatchObject({ qualification: null, type: 'Chef', email: chef.payload.email });
  });

  it.each([
    ['name', { name: 'Karan' }],
    ['name', { name: 'x'.repeat(202) }],
    ['type', { type: 'x'.repeat(101) }],
    ['business_category', { business_category: 'x'.repeat(192) }],
    ['qualification', { qualification: 'x'.repeat(192) }],
    ['experience', { experience: 'x'.repeat(101) }],
    ['comments', { comments: 'x'.repeat(5001) }],
    ['address', { address: 'x'.repeat(501) }],
    ['gst_no', { gst_no: 'x'.repeat(21) }],
    ['country_id', { country_id: 'india' }],
    ['state_id', { state_id: '-3' }],
    ['current_city_id', { current_city_id: '1.5' }],
    ['city_id', { current_city_id: '1' }],
    ['native_city_id', { native_city_id: '999999999' }],
  ])('answers 422 on %s (case %#) and writes nothing', async (field, fields: Record<string, string>) => {
    const chef = await members.manpower();
    await saveProfile(chef, PROFILE).expect(200);
    const res = await saveProfile(chef, { ...fields, type: fields.type ?? 'Steward' }).expect(422);
    expect(res.body.errors).toHaveProperty(field);
    const mine = (await http().get('/api/mp/manpowers/my-profile').set(bearer(chef)).expect(200)).body.data;
    expect(mine.type).toBe('Chef');
  });

  it('is the member’s own (403 for another id) and for professionals only (403 for owners and vendors)', async () => {
    const chef = await members.manpower();
    const other = await members.manpower();
    const res = await saveProfile(chef, PROFILE, other.id).expect(403);
    expect(res.body.message).toBe(ManpowerMessages.notYourProfile);
    for (const member of [await members.owner(), await members.vendor()]) {
      const refused = await saveProfile(member, PROFILE).expect(403);
      expect(refused.body.message).toBe(MarketplaceMessages.manpowerOnly);
      await http().get('/api/mp/manpowers/my-profile').set(bearer(member)).expect(403);
      await http().get('/api/mp/manpowers/my-requirement-actions').set(bearer(member)).expect(403);
    }
  });

  it('fills manpower in GET user and GET users/{id} with the public part only', async () => {
    const chef = await members.manpower({ mobile_no: '9800000012' });
    await saveProfile(chef, PROFILE).expect(200);
    await uploadResume(chef, pdf()).expect(200);
    const self = (await http().get('/api/user').set(bearer(chef)).expect(200)).body.data as MemberUser;
    expect(self.manpower).toEqual({
      id: chef.id,
      type: 'Chef',
      business_category: 'Hotels and restaurants',
      qualification: 'Diploma in hotel management',
      experience: '6 years',
      comments: 'Tandoor and North Indian curries; led a team of four.',
      native_city: { id: 134096, name: expect.any(String) },
      has_resume: 1,
      updated_at: expect.any(String),
    });
    const owner = await members.owner();
    const seen = (await http().get(`/api/users/${chef.id}`).set(bearer(owner)).expect(200)).body.data;
    expect(seen.manpower).toEqual(self.manpower);
    const text = JSON.stringify(seen);
    for (const secret of [chef.payload.email, '9800000012', '12 Ring Road', '24ABCDE1234F1Z6', 'private/'])
      expect(text).not.toContain(secret);
    // Other member types have none.
    expect((await http().get('/api/user').set(bearer(owner)).expect(200)).body.data.manpower).toBeNull();
  });
});

describe('the resume', () => {
  it('takes a PDF by content, stores it privately, replaces the old one, and sends mobile_no along', async () => {
    const chef = await members.manpower();
    const res = await uploadResume(chef, pdf('first'), { mobile_no: '9800000013' }).expect(200);
    expect(res.body.data).toMatchObject({ mobile_no: '9800000013', manpower: { has_resume: 1 } });
    expect(JSON.stringify(res.body)).not.toContain('private/');
    const rows = api.db.getRepository(ManpowerProfileEntity);
    const first = await rows.findOneByOrFail({ user_id: chef.id });
    expect(first.resume_key).toMatch(new RegExp(`^private/resumes/${chef.id}/[0-9a-f]{32}\\.pdf$`));
    await http().get(`/api/files/${first.resume_key}`).expect(404);

    await uploadResume(chef, pdf('second')).expect(200);
    const second = await rows.findOneByOrFail({ user_id: chef.id });
    expect(second.resume_key).not.toBe(first.resume_key);
    const storage = api.app.get(StorageDriver);
    expect(await storage.get(first.resume_key!)).toBeNull();
    const own = await getResume(chef, chef.id).expect(200);
    expect((own.body as Buffer).toString()).toContain('second');
  });

  it('refuses a PNG renamed .pdf, a truncated PDF, and anything over 5 MB', async () => {
    const chef = await members.manpower();
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#aa3322' } })
      .png()
      .toBuffer();
    const renamed = await uploadResume(chef, png, {}, 'cv.pdf').expect(422);
    expect(renamed.body.errors).toEqual({ resume: [ManpowerMessages.resumeNotPdf] });
    const truncated = await uploadResume(chef, pdf().subarray(0, 30)).expect(422);
    expect(truncated.body.errors).toHaveProperty('resume');
    const big = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(5 * 1024 * 1024),
      Buffer.from('%%EOF'),
    ]);
    await uploadResume(chef, big).expect(413);
    expect(await api.db.getRepository(ManpowerProfileEntity).findOneBy({ user_id: chef.id })).toBeNull();
  });

  it('is for professionals only', async () => {
    const owner = await members.owner();
    const res = await uploadResume(owner, pdf()).expect(422);
    expect(res.body.errors).toEqual({ resume: [ManpowerMessages.resumeOnlyManpower] });
  });

  it('is seen by the member and by owners they applied to, a 404 for everyone else', async () => {
    const { owner, chef } = await applicationSetup();
    await uploadResume(chef, pdf('mine')).expect(200);

    const own = await getResume(chef, chef.id).expect(200);
    expect(own.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="resume-${chef.id}.pdf"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    expect(own.headers['content-security-policy']).toContain('sandbox');
    expect((own.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect(((await getResume(owner, chef.id).expect(200)).body as Buffer).toString()).toContain('mine');

    const strangers = [await members.owner(), await members.vendor(), await members.manpower()];
    await makeElite(api.app, http, strangers[0]!);
    for (const stranger of strangers) {
      const res = await getResume(stranger, chef.id).expect(404);
      expect(res.headers['content-type']).toMatch(/json/);
    }
    await http().get(`/api/mp/manpowers/${chef.id}/resume`).expect(401);
    // No resume yet: a 404 for the member too.
    const fresh = await members.manpower();
    await getResume(fresh, fresh.id).expect(404);
  });
});

describe('GET mp/manpowers/{id} (read more)', () => {
  it('answers 403 to members without Elite, then the profile once they paid, without contacts', async () => {
    const chef = await members.manpower({ mobile_no: '9800000014' });
    await saveProfile(chef, PROFILE).expect(200);
    await uploadResume(chef, pdf()).expect(200);
    const owner = await members.owner();
    const refused = await http().get(`/api/mp/manpowers/${chef.id}`).set(bearer(owner)).expect(403);
    expect(refused.body).toMatchObject({ message: MarketplaceMessages.subscribeToAccess, data: null });

    await makeElite(api.app, http, owner);
    const seen = (await http().get(`/api/mp/manpowers/${chef.id}`).set(bearer(owner)).expect(200)).body
      .data as ManpowerProfile;
    expect(seen).toMatchObject({ id: chef.id, type: 'Chef', experience: '6 years', has_resume: 1 });
    expect(seen).toMatchObject({ email: null, mobile_no: null, address: null, gst_no: null, resume: null });
    expect(JSON.stringify(seen)).not.toContain(chef.payload.email);
  });

  it('lets the member and owners they applied to read it without Elite, with contacts and the resume', async () => {
    const { owner, chef } = await applicationSetup();
    await uploadResume(chef, pdf()).expect(200);
    for (const viewer of [chef, owner]) {
      const seen = (await http().get(`/api/mp/manpowers/${chef.id}`).set(bearer(viewer)).expect(200)).body
        .data as ManpowerProfile;
      expect(seen).toMatchObject({
        email: chef.payload.email,
        mobile_no: chef.payload.mobile_no,
        resume: `mp/manpowers/${chef.id}/resume`,
      });
    }
  });

  it('is a 404 for a member who is not a professional and for an unknown id (Elite viewer)', async () => {
    const owner = await members.owner();
    await makeElite(api.app, http, owner);
    await http().get(`/api/mp/manpowers/${owner.id}`).set(bearer(owner)).expect(404);
    await http().get('/api/mp/manpowers/99999999').set(bearer(owner)).expect(404);
    await http().get('/api/mp/manpowers/abc').set(bearer(owner)).expect(404);
  });
});

describe('GET mp/manpowers and GET mp/promotemanpowers', () => {
  it('lists professionals with type and experience and no contact field, in a fixed number of queries', async () => {
    const chef = await members.manpower({ mobile_no: '9800000015' });
    await saveProfile(chef, PROFILE).expect(200);
    const owner = await members.owner();
    const list = async (per_page: number) =>
      (await http().get('/api/mp/manpowers').query({ per_page }).set(bearer(owner)).expect(200)).body
        .data as Page<ManpowerCard>;
    const page = await list(50);
    const card = page.data.find((c) => c.id === chef.id)!;
    expect(card).toMatchObject({ type: 'Chef', experience: '6 years', user_type: '8' });
    for (const field of ['email', 'mobile_no', 'address', 'gst_no', 'resume'])
      expect(card).not.toHaveProperty(field);
    expect(JSON.stringify(page)).not.toContain('9800000015');
    const one = await counter.during(() => list(1));
    const many = await counter.during(() => list(20));
    expect(many.queries.length).toBe(one.queries.length);
  });

  it('promotes blue-tick members, then Elite members, then the rest, newest profile first; five a page', async () => {
    const [plain, elite, ticked, newest] = [
      await members.manpower(),
      await members.manpower(),
      await members.manpower(),
      await members.manpower(),
    ];
    for (const m of [ticked, elite, plain, newest]) await saveProfile(m, PROFILE).expect(200);
    await makeElite(api.app, http, elite);
    await api.db.query('UPDATE users SET blue_tick = 1 WHERE id = ?', [ticked.id]);
    const viewer = await members.vendor();
    const get = (query: Record<string, unknown>) =>
      http().get('/api/mp/promotemanpowers').query(query).set(bearer(viewer)).expect(200);
    const page = (await get({ per_page: 50, page: 1 })).body.data as Page<ManpowerCard>;
    const order = page.data
      .map((c) => c.id)
      .filter((id) => [plain, elite, ticked, newest].some((m) => m.id === id));
    expect(order).toEqual([ticked.id, elite.id, newest.id, plain.id]);
    expect(page.data.find((c) => c.id === elite.id)).toMatchObject({ is_elite: 1, type: 'Chef' });
    expect(JSON.stringify(page)).not.toContain(plain.payload.email);
    const five = (await get({})).body.data as Page<ManpowerCard>;
    expect(five.per_page).toBe(5);
    expect(five.data.length).toBeLessThanOrEqual(5);
    const one = await counter.during(() => get({ per_page: 1 }));
    const all = await counter.during(() => get({ per_page: 50 }));
    expect(all.queries.length).toBe(one.queries.length);
    expect(
      (await http().get('/api/mp/promotemanpowers').query({ per_page: 0 }).set(bearer(viewer))).status,
    ).toBe(422);
  });
});

describe('applying and My applied jobs', () => {
  it('lists my applications with the restaurant’s contacts and the status; nobody else’s', async () => {
    const owner = await members.owner({ first_name: 'Riya', last_name: 'Shah', mobile_no: '9800000016' });
    const job = await createJob(owner, { title: 'Captain' });
    const chef = await members.manpower();
    // Before applying, the jobs list carries no contact of the restaurant (a free professional: the Elite
    // prompt, decision 210).
    const open = (
      await http().get('/api/restaurants/job').query({ per_page: 50 }).set(bearer(chef)).expect(200)
    ).body.data as Page<Job>;
    const listed = open.data.find((j) => j.id === job.id)!;
    expect(listed.restaurant).toEqual({
      user_id: owner.id,
      name: 'Riya Shah',
      business_name: 'Spice Route',
      photo: null,
      mobile_no: null,
      email: null,
    });
    expect(listed.contact_access).toBe('elite');
    expect(JSON.stringify(open)).not.toContain(owner.payload.email);

    await apply(chef, job.id).expect(200);
    await apply(chef, job.id).expect(409);
    const mine = (await http().get('/api/mp/manpowers/my-requirement-actions').set(bearer(chef)).expect(200))
      .body.data as Page<AppliedJob>;
    expect(mine.total).toBe(1);
    expect(mine.data[0]).toMatchObject({
      job_id: job.id,
      title: 'Captain',
      restaurant: {
        user_id: owner.id,
        name: 'Riya Shah',
        business_name: 'Spice Route',
        mobile_no: '9800000016',
        email: owner.payload.email,
      },
      status: 'awaiting_review',
      status_text: 'Awaiting review',
    });
    const other = await members.manpower();
    const theirs = (
      await http().get('/api/mp/manpowers/my-requirement-actions').set(bearer(other)).expect(200)
    ).body.data as Page<AppliedJob>;
    expect(theirs.total).toBe(0);
  });

  it('pages My applied jobs with a fixed number of queries', async () => {
    const chef = await members.manpower();
    for (let i = 0; i < 3; i++) await apply(chef, (await createJob(await members.owner())).id).expect(200);
    const get = (per_page: number) =>
      http()
        .get('/api/mp/manpowers/my-requirement-actions')
        .query({ per_page })
        .set(bearer(chef))
        .expect(200);
    expect((await get(2)).body.data).toMatchObject({ total: 3, last_page: 2, current_page: 1 });
    const one = await counter.during(() => get(1));
    const three = await counter.during(() => get(3));
    expect(three.queries.length).toBe(one.queries.length);
  });

  it('mails the owner about each new application through the email queue', async () => {
    const { owner, job } = await applicationSetup();
    const mail = await outbox.last<{ subject: string; paragraphs: string[] }>(owner.payload.email, 'notice');
    expect(mail?.subject).toBe(`New application for ${job.title}`);
    expect(mail?.paragraphs.join(' ')).toContain('Meera Nair');
  });
});

describe('the application pipeline', () => {
  it('moves an application along, mails the candidate at each change, and shows it on both sides', async () => {
    const { owner, chef, application } = await applicationSetup();
    expect(application).toMatchObject({
      status: 'awaiting_review',
      status_text: 'Awaiting review',
      has_resume: 0,
    });
    for (const [status, text] of [
      ['reviewed', 'Reviewed'],
      ['contacted', 'Contacted'],
      ['hired', 'Hired'],
    ] as const) {
      const res = await moveTo(owner, application.id, status).expect(200);
      expect(res.body).toMatchObject({
        message: ManpowerMessages.statusChanged,
        data: { id: application.id, status, status_text: text },
      });
      const mail = await outbox.last<{ subject: string }>(chef.payload.email, 'notice');
      expect(mail?.subject).toBe(`Your application for Tandoor chef: ${text}`);
      expect((await received(owner)).data[0]).toMatchObject({ status, status_text: text });
      const mine = (
        await http().get('/api/mp/manpowers/my-requirement-actions').set(bearer(chef)).expect(200)
      ).body.data as Page<AppliedJob>;
      expect(mine.data[0]).toMatchObject({ status, status_text: text });
    }
    expect(await outbox.count(chef.payload.email, 'notice')).toBe(3);
  });

  it('is idempotent: the same status again answers 200 and sends no second mail', async () => {
    const { owner, chef, application } = await applicationSetup();
    // The site posts a form (multipart), other clients JSON.
    await form(
      http().post(`/api/restaurants/received-application/${application.id}/status`).set(bearer(owner)),
      { status: 'contacted' },
    ).expect(200);
    await moveTo(owner, application.id, 'contacted').expect(200);
    expect(await outbox.count(chef.payload.email, 'notice')).toBe(1);
  });

  it.each([
    [[], 'hired'],
    [['reviewed'], 'awaiting_review'],
    [['rejected'], 'reviewed'],
    [['contacted', 'hired'], 'rejected'],
  ])('refuses a move not allowed from there (after %j, to %s) with 422', async (path, status) => {
    const { owner, application } = await applicationSetup();
    for (const step of path) await moveTo(owner, application.id, step).expect(200);
    const res = await moveTo(owner, application.id, status).expect(422);
    expect(res.body.errors).toEqual({ status: [ManpowerMessages.badTransition] });
  });

  it('answers 422 for a missing or unknown status, 404 for another owner, 403 for other member types', async () => {
    const { owner, chef, application } = await applicationSetup();
    expect((await moveTo(owner, application.id, 'promoted').expect(422)).body.errors).toHaveProperty(
      'status',
    );
    const missing = await http()
      .post(`/api/restaurants/received-application/${application.id}/status`)
      .set(bearer(owner))
      .send({})
      .expect(422);
    expect(missing.body.errors).toHaveProperty('status');
    await moveTo(await members.owner(), application.id, 'reviewed').expect(404);
    await moveTo(owner, 99999999, 'reviewed').expect(404);
    const refused = await moveTo(chef, application.id, 'hired').expect(403);
    expect(refused.body.message).toBe(MarketplaceMessages.ownersOnly);
    await moveTo(await members.vendor(), application.id, 'hired').expect(403);
    expect((await received(owner)).data[0]!.status).toBe('awaiting_review');
    expect(await outbox.count(chef.payload.email, 'notice')).toBe(0);
  });
});
