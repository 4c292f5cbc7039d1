import { STAFF_ROLES } from '@app/contracts';
import { bearer, freshIp } from './support/accounts';
import { useTestApi } from './support/api';
import { QueryCounter } from './support/query-counter';
import { createPost, newMember, uniqueWord } from './support/social';
import { listQuery, type StaffMember, staffAuth, staffMember } from './support/staff';

const api = useTestApi();
const { http, outbox } = api;
let moderator: StaffMember;

beforeAll(async () => {
  moderator = await staffMember(api, 'moderator', 'members');
});

const asStaff = () => staffAuth(moderator);
const member = (overrides: Record<string, unknown> = {}) => newMember(http, outbox, overrides);
const login = (email: string) =>
  http()
    .post('/api/login')
    .set('X-Forwarded-For', freshIp())
    .send({ email, password: 'correct horse battery' });

describe('members for moderators', () => {
  it('are searched by name, e-mail and mobile, without secrets', async () => {
    const suffix = Math.floor(Math.random() * 1e8)
      .toString()
      .padStart(8, '0');
    const asha = await member({ first_name: 'Zoravar', mobile_no: `9${suffix}1` });
    const find = async (q: string) =>
      (
        await http()
          .get('/admin-api/members')
          .query(listQuery({ filter: { q } }))
          .set(asStaff())
          .expect(200)
      ).body;
    const byEmail = await find(asha.payload.email as string);
    expect(byEmail).toEqual([
      {
        id: asha.id,
        full_name: 'Zoravar Patel',
        email: asha.payload.email,
        mobile_no: `9${suffix}1`,
        user_type: '6',
        status: 'active',
        suspended_until: null,
        banned_at: null,
        created_at: expect.any(String),
        reports_against: 0,
        actions_count: 0,
      },
    ]);
    expect((await find(`9${suffix}`)).map((m: { id: number }) => m.id)).toEqual([asha.id]);
    expect((await find('Zoravar')).map((m: { id: number }) => m.id)).toContain(asha.id);
    expect(JSON.stringify(byEmail)).not.toMatch(/password|otp|hash/i);
    const shown = await http().get(`/admin-api/members/${asha.id}`).set(asStaff()).expect(200);
    expect(JSON.stringify(shown.body)).not.toMatch(/password|otp|hash/i);
  });

  it('are closed to other staff and to members', async () => {
    const asha = await member();
    for (const role of STAFF_ROLES.filter((r) => r !== 'moderator' && r !== 'superadmin')) {
      const staff = await staffMember(api, role, 'members-roles');
      await http().get('/admin-api/members').set(staffAuth(staff)).expect(403);
      await http().post(`/admin-api/members/${asha.id}/ban`).set(staffAuth(staff)).send({}).expect(403);
    }
    await http().get('/admin-api/members').set(bearer(asha)).expect(401);
    await http().post(`/admin-api/members/${asha.id}/suspend`).send({ days: 3 }).expect(401);
  });

  it('suspended: refused at login with the date, the live token stops at once; unsuspend restores', async () => {
    const asha = await member();
    await http().get('/api/user').set(bearer(asha)).expect(200);
    await http().post(`/admin-api/members/${asha.id}/suspend`).set(asStaff()).send({ days: 0 }).expect(422);
    const res = await http()
      .post(`/admin-api/members/${asha.id}/suspend`)
      .set(asStaff())
      .send({ days: 3, note: 'Cooling off' })
      .expect(200);
    expect(res.body).toMatchObject({
      id: asha.id,
      status: 'suspended',
      suspended_until: expect.any(String),
      actions_count: 1,
    });
    await http().get('/api/user').set(bearer(asha)).expect(401);
    const refused = await login(asha.payload.email as string).expect(403);
    expect(refused.body.message).toContain(`suspended until ${res.body.suspended_until.slice(0, 10)}`);
    const mail = await outbox.last<{ paragraphs: string[] }>(asha.payload.email as string, 'notice');
    expect(mail?.paragraphs.join(' ')).toContain('Your account was suspended for 3 days.');

    await http().post(`/admin-api/members/${asha.id}/unsuspend`).set(asStaff()).send({}).expect(200);
    await login(asha.payload.email as string).expect(200);
    const audit = await api.db.query(
      "SELECT action FROM audit_log WHERE target_type = 'member' AND target_id = ? ORDER BY id",
      [asha.id],
    );
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['member.suspend', 'member.unsuspend']);
  });

  it('banned: cannot log in, sessions revoked, posts and comments hidden from everyone else', async () => {
    const [asha, bina] = await Promise.all([member({ first_name: 'Banvir' }), member()]);
    const text = `Visible before the ban ${uniqueWord()}`;
    const post = await createPost(http, asha, { description: text });
    const other = await createPost(http, bina, { description: 'Bina post' });
    const comment = await http()
      .post(`/api/posts/comment/${other.id}`)
      .set(bearer(asha))
      .send({ body: 'A comment before the ban' })
      .expect(201);
    await http().get(`/api/posts/${post.id}`).set(bearer(bina)).expect(200);

    const res = await http()
      .post(`/admin-api/members/${asha.id}/ban`)
      .set(asStaff())
      .send({ note: 'Scams' })
      .expect(200);
    expect(res.body).toMatchObject({ status: 'banned', banned_at: expect.any(String) });
    await http().get('/api/user').set(bearer(asha)).expect(401);
    const refused = await login(asha.payload.email as string).expect(403);
    expect(refused.body.message).toMatch(/banned/);
    await http().get(`/api/posts/${post.id}`).set(bearer(bina)).expect(404);
    await http().get(`/api/comments/${comment.body.data.id}`).set(bearer(bina)).expect(404);
    const feed = await http().get('/api/posts').set(bearer(bina)).expect(200);
    expect(JSON.stringify(feed.body)).not.toContain(text);
    const search = await http()
      .get('/admin-api/members')
      .query(listQuery({ filter: { status: 'banned', q: asha.payload.email } }))
      .set(asStaff())
      .expect(200);
    expect(search.body.map((m: { id: number }) => m.id)).toEqual([asha.id]);

    // Lifting it shows exactly what the ban hid.
    await http()
      .post(`/admin-api/members/${asha.id}/unsuspend`)
      .set(asStaff())
      .send({ note: 'Appeal by mail' })
      .expect(200);
    await http().get(`/api/posts/${post.id}`).set(bearer(bina)).expect(200);
    await http().get(`/api/comments/${comment.body.data.id}`).set(bearer(bina)).expect(200);
    const shown = await http().get(`/admin-api/members/${asha.id}`).set(asStaff()).expect(200);
    expect(shown.body).toMatchObject({
      status: 'active',
      posts: [{ id: post.id, title: text, hidden: false, created_at: expect.any(String) }],
      actions: [
        expect.objectContaining({ action: 'unsuspend', by: { id: moderator.id, name: 'Test members' } }),
        expect.objectContaining({ action: 'ban', note: 'Scams' }),
      ],
    });
  });

  it('lists a page in a fixed number of queries, whatever its size', async () => {
    const counter = QueryCounter.install(api.app);
    const page = (size: number) =>
      counter.during(() =>
        http()
          .get('/admin-api/members')
          .query(listQuery({ range: [0, size - 1] }))
          .set(asStaff())
          .expect(200),
      );
    const small = await page(2);
    const large = await page(50);
    // The page, its capped total, reports against and actions on its members.
    expect(small.queries.length).toBe(4);
    expect(large.queries.length).toBe(4);
  });

  it('404 for an unknown member, 422 for bad filters', async () => {
    await http().get('/admin-api/members/999999999').set(asStaff()).expect(404);
    await http().post('/admin-api/members/999999999/ban').set(asStaff()).send({}).expect(404);
    await http().get('/admin-api/members').query({ sort: '["email","ASC"]' }).set(asStaff()).expect(422);
  });
});
