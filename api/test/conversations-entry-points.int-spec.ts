import type { Job, MemberProfile, Page, Requirement } from '@app/contracts';
import { bearer, freshIp } from './support/accounts';
import { useTestApi } from './support/api';
import { form, makeElite, memberMaker } from './support/marketplace';
import { type Member, newMember, uniqueWord } from './support/social';

/**
 * Where a "Message" button gets what it opens (issue 31, decision 361): a read-more page tells the viewer
 * their own quote or application (never another's), and a profile tells whether its member follows the
 * viewer back, so the site offers Message exactly when `POST conversations` would open one.
 */
const api = useTestApi();
const { http, outbox } = api;
const members = memberMaker(http, outbox);

const as = (member: Member) => ({ ...bearer(member), 'X-Forwarded-For': freshIp() });

const start = (member: Member, body: Record<string, unknown>) =>
  http().post('/api/conversations').set(as(member)).send(body);

async function requirementOf(owner: Member): Promise<number> {
  const created = await form(http().post('/api/restaurants/requirement').set(as(owner)), {
    title: uniqueWord('req'),
    description: 'Fresh paneer, delivered by 7 am.',
  });
  expect(created.status).toBe(201);
  return Number(created.body.data.id);
}

async function quote(vendor: Member, requirementId: number): Promise<number> {
  await http()
    .post(`/api/vendor/vendors/interested/${requirementId}`)
    .set(as(vendor))
    .send({ is_intrested: 1, mobile_no: '9844400001', rate: 380, remark: 'Daily' })
    .expect(200);
  const [row]: Array<{ id: number }> = await api.db.query(
    'SELECT id FROM requirement_quotes WHERE requirement_id = ? AND vendor_id = ?',
    [requirementId, vendor.id],
  );
  return Number(row.id);
}

async function jobOf(owner: Member): Promise<number> {
  const created = await form(http().post('/api/restaurants/job').set(as(owner)), {
    title: uniqueWord('job'),
    position: 'Head chef',
    salary: '35000',
    per: '0',
  });
  expect(created.status).toBe(201);
  return Number(created.body.data.id);
}

async function apply(professional: Member, jobId: number): Promise<number> {
  await http()
    .post(`/api/mp/manpowers/apply-now-job/${jobId}`)
    .set(as(professional))
    .send({ is_applied: 1 })
    .expect(200);
  const [row]: Array<{ id: number }> = await api.db.query(
    'SELECT id FROM job_applications WHERE job_id = ? AND applicant_id = ?',
    [jobId, professional.id],
  );
  return Number(row.id);
}

const requirement = async (viewer: Member, id: number): Promise<Requirement> =>
  (await http().get(`/api/restaurants/requirement/${id}`).set(as(viewer)).expect(200)).body.data;

const job = async (viewer: Member, id: number): Promise<Job> =>
  (await http().get(`/api/restaurants/job/${id}`).set(as(viewer)).expect(200)).body.data;

describe('read-more: the viewer’s own quote or application', () => {
  it('gives a vendor who quoted their quote id, which opens the conversation with the owner', async () => {
    const [owner, secondOwner] = [await members.owner(), await members.owner()];
    const [quoter, other] = [await members.vendor(), await members.vendor()];
    // Owners post requirements with Elite; the other vendor reads this one through Elite (decision 115)
    // and quotes on another owner's.
    for (const elite of [owner, secondOwner, other]) await makeElite(api.app, http, elite);
    const id = await requirementOf(owner);
    const quoteId = await quote(quoter, id);
    const elsewhere = await quote(other, await requirementOf(secondOwner));

    const mine = await requirement(quoter, id);
    expect(mine).toMatchObject({ id, relation: 1, my_quote_id: quoteId });
    // Another vendor, the owner: no quote of theirs, and never someone else's.
    expect(await requirement(other, id)).toMatchObject({ relation: 0, my_quote_id: null });
    expect(await requirement(owner, id)).toMatchObject({ my_quote_id: null });
    // The lists carry the same fact, the viewer's own only.
    const feed: Page<Requirement> = (
      await http().get('/api/vendor/requirements').query({ per_page: 50 }).set(as(other)).expect(200)
    ).body.data;
    const ownQuotes = feed.data.filter((r) => r.my_quote_id !== null).map((r) => r.my_quote_id);
    expect(ownQuotes).not.toContain(quoteId);
    expect(ownQuotes.every((q) => q === elsewhere)).toBe(true);

    const opened = await start(quoter, { context_type: 'quote', context_id: mine.my_quote_id }).expect(201);
    expect(opened.body.data).toMatchObject({
      other: { id: owner.id },
      context: { type: 'quote', id: quoteId },
    });
    // Asking again (the button pressed twice) opens the same one; the other vendor cannot use the id.
    const again = await start(quoter, { context_type: 'quote', context_id: quoteId }).expect(200);
    expect(again.body.data.id).toBe(opened.body.data.id);
    await start(other, { context_type: 'quote', context_id: quoteId }).expect(404);
  });

  it('gives a professional who applied their application id, and no one else', async () => {
    const owner = await members.owner();
    const [applicant, other] = [await members.manpower(), await members.manpower()];
    await makeElite(api.app, http, other);
    const id = await jobOf(owner);
    const applicationId = await apply(applicant, id);

    const mine = await job(applicant, id);
    expect(mine).toMatchObject({ id, relation: 1, my_application_id: applicationId });
    expect(await job(other, id)).toMatchObject({ relation: 0, my_application_id: null });
    expect(await job(owner, id)).toMatchObject({ my_application_id: null });

    const opened = await start(applicant, {
      context_type: 'application',
      context_id: mine.my_application_id,
    }).expect(201);
    expect(opened.body.data).toMatchObject({
      other: { id: owner.id },
      context: { type: 'application', id: applicationId },
    });
    await start(other, { context_type: 'application', context_id: applicationId }).expect(404);
  });
});

describe('profile: follows_you beside follow_status', () => {
  const profile = async (viewer: Member, of: Member): Promise<MemberProfile> =>
    (await http().get(`/api/users/${of.id}`).set(as(viewer)).expect(200)).body.data;

  /** How each sees the other: [a's view of b, b's view of a] as [follow_status, follows_you]. */
  const views = async (a: Member, b: Member) =>
    [await profile(a, b), await profile(b, a)].map((p) => [p.follow_status, p.follows_you]);

  const request = (from: Member, to: Member) =>
    http().post('/api/users/follow').set(as(from)).send({ followee_id: to.id }).expect(200);
  const accept = (followee: Member, follower: Member) =>
    http()
      .post('/api/users/follow-action-type')
      .set(as(followee))
      .send({ follower_id: follower.id, action_type: 1 })
      .expect(200);

  it('says whether the member follows you back; Message opens only when both follows are accepted', async () => {
    const [a, b] = [await newMember(http, outbox), await newMember(http, outbox)];
    expect(await views(a, b)).toEqual([
      ['none', false],
      ['none', false],
    ]);
    await start(a, { user_id: b.id }).expect(403);

    // A pending request is not a follow: neither side is followed yet.
    await request(a, b);
    expect(await views(a, b)).toEqual([
      ['pending', false],
      ['none', false],
    ]);

    // One way, a → b accepted: b is followed by a (follows_you on b's view), a is not followed back.
    await accept(b, a);
    expect(await views(a, b)).toEqual([
      ['accepted', false],
      ['none', true],
    ]);
    await start(a, { user_id: b.id }).expect(403);
    await start(b, { user_id: a.id }).expect(403);

    // The follow back still pending: still one way.
    await request(b, a);
    expect(await views(a, b)).toEqual([
      ['accepted', false],
      ['pending', true],
    ]);
    await start(b, { user_id: a.id }).expect(403);

    // Both accepted: each sees the other follow back, and either may open the conversation.
    await accept(a, b);
    expect(await views(a, b)).toEqual([
      ['accepted', true],
      ['accepted', true],
    ]);
    await start(a, { user_id: b.id }).expect(201);
    await start(b, { user_id: a.id }).expect(200);
  });

  it('one way the other direction, your own profile and the unchanged fields', async () => {
    const [a, b] = [await newMember(http, outbox), await newMember(http, outbox)];
    await request(b, a);
    await accept(a, b);
    // b follows a: a's view of b says b follows a; b's own follow of a is what follow_status says.
    expect(await views(a, b)).toEqual([
      ['none', true],
      ['accepted', false],
    ]);
    const seen = await profile(a, b);
    expect(seen).toMatchObject({ relation: 'Follow', follow_status: 'none', followings_count: 1 });
    expect((await profile(a, a)).follows_you).toBe(false);
    expect((await http().get('/api/user').set(as(a)).expect(200)).body.data.follows_you).toBe(false);
  });
});
