import { bearer, freshIp } from './support/accounts';
import { useTestApi } from './support/api';
import { establish, openItemOf, report } from './support/moderation';
import { createPost, newMember } from './support/social';
import { listQuery, type StaffMember, staffAuth, staffMember } from './support/staff';

const api = useTestApi();
const { http, outbox } = api;
let first: StaffMember;
let second: StaffMember;

beforeAll(async () => {
  [first, second] = await Promise.all([
    staffMember(api, 'moderator', 'appeals-first'),
    staffMember(api, 'moderator', 'appeals-second'),
  ]);
});

/** A post reported and removed by the first moderator: the author has a notice. */
async function decided(action: 'remove' | 'suspend' | 'keep_hidden', days?: number) {
  const [author, reporter] = await Promise.all([newMember(http, outbox), newMember(http, outbox)]);
  await establish(api, reporter);
  const post = await createPost(http, author, { description: 'Cheap followers, message me' });
  await report(api, reporter, 'post', post.id, 'spam').expect(201);
  const itemId = (await openItemOf(api, 'post', post.id))!;
  await http()
    .post(`/admin-api/review-items/${itemId}/actions`)
    .set(staffAuth(first))
    .send({ action, days, note: 'Spam' })
    .expect(200);
  // From the table: a suspended author's token no longer works.
  const [notice] = await api.db.query(
    'SELECT id FROM moderation_notices WHERE user_id = ? ORDER BY id DESC LIMIT 1',
    [author.id],
  );
  return { author, post, itemId, notice: notice as { id: number } };
}

const appeal = (who: { token: string } | null, noticeId: number, body: Record<string, unknown>) => {
  const req = http().post(`/api/moderation/notices/${noticeId}/appeal`);
  return (who ? req.set(bearer(who)) : req.set('X-Forwarded-For', freshIp())).send(body);
};

describe('statements of reasons and appeals', () => {
  it('the member reads the notice; one appeal per decision; another moderator decides; the result is mailed', async () => {
    const started = new Date(Date.now() - 1000);
    const { author, itemId } = await decided('keep_hidden');
    const notice = (await http().get('/api/moderation/notices').set(bearer(author)).expect(200)).body.data[0];
    expect(notice).toEqual({
      id: expect.any(Number),
      created_at: expect.any(String),
      subject_type: 'post',
      subject_excerpt: 'Cheap followers, message me',
      action: 'keep_hidden',
      rule: expect.stringContaining('No spam'),
      decided_by: 'staff',
      appeal_until: expect.any(String),
      appeal: null,
    });
    const window = Date.parse(notice.appeal_until) - Date.parse(notice.created_at);
    expect(Math.round(window / 86_400_000)).toBe(20);

    await appeal(author, notice.id, { text: 'short' }).expect(422);
    const filed = await appeal(author, notice.id, {
      text: 'This was a real offer from my restaurant.',
    }).expect(201);
    expect(filed.body).toMatchObject({
      message: 'Your appeal was received. A moderator who did not make the decision will review it.',
      data: { id: notice.id, appeal: { status: 'open', outcome: null } },
    });
    await appeal(author, notice.id, { text: 'Again, please look at it.' }).expect(409);
    const stranger = await newMember(http, outbox);
    await appeal(stranger, notice.id, { text: 'Someone else appealing here.' }).expect(404);

    const list = await http()
      .get('/admin-api/appeals')
      .query(listQuery({ filter: { status: 'open' }, sort: ['id', 'DESC'], range: [0, 4] }))
      .set(staffAuth(second))
      .expect(200);
    const record = list.body.find((a: { notice_id: number }) => a.notice_id === notice.id);
    expect(record).toMatchObject({
      review_item_id: itemId,
      action: 'keep_hidden',
      member: { id: author.id, full_name: 'Asha Patel' },
      text: 'This was a real offer from my restaurant.',
      status: 'open',
      decision_by: { id: first.id, name: 'Test appeals-first' },
      decided_by: null,
    });

    // The moderator who decided cannot decide the appeal while another moderator exists.
    const refused = await http()
      .post(`/admin-api/appeals/${record.id}/decide`)
      .set(staffAuth(first))
      .send({ outcome: 'reversed', note: 'I was wrong' })
      .expect(403);
    expect(refused.body.message).toBe(
      'Another moderator must decide this appeal: you made the decision it is about.',
    );
    await http()
      .post(`/admin-api/appeals/${record.id}/decide`)
      .set(staffAuth(second))
      .send({ outcome: 'maybe' })
      .expect(422);
    const done = await http()
      .post(`/admin-api/appeals/${record.id}/decide`)
      .set(staffAuth(second))
      .send({ outcome: 'reversed', note: 'A genuine offer' })
      .expect(200);
    expect(done.body).toMatchObject({
      status: 'decided',
      outcome: 'reversed',
      decided_by: { id: second.id },
    });
    await http()
      .post(`/admin-api/appeals/${record.id}/decide`)
      .set(staffAuth(second))
      .send({ outcome: 'upheld', note: 'Changed my mind' })
      .expect(409);

    // Reversed: the hidden post is visible again, the member is told, the decision is audited.
    const reader = await newMember(http, outbox);
    const post = (await api.db.query('SELECT subject_id FROM review_items WHERE id = ?', [itemId]))[0];
    await http().get(`/api/posts/${post.subject_id}`).set(bearer(reader)).expect(200);
    const mail = await outbox.last<{ subject: string; paragraphs: string[] }>(
      author.payload.email as string,
      'notice',
    );
    expect(mail).toMatchObject({ subject: 'The result of your appeal' });
    expect(mail!.paragraphs.join(' ')).toContain('A genuine offer');
    const notices = await http().get('/api/moderation/notices').set(bearer(author)).expect(200);
    expect(notices.body.data[0].appeal).toEqual({ status: 'decided', outcome: 'reversed' });
    const audit = await api.db.query(
      "SELECT action, staff_id FROM audit_log WHERE target_type = 'appeal' AND target_id = ? AND created_at >= ?",
      [record.id, started],
    );
    expect(audit).toEqual([{ action: 'appeal.reversed', staff_id: second.id }]);
  });

  it('a suspended member appeals with the mailed link; a reversal lifts the suspension', async () => {
    const { author, notice } = await decided('suspend', 5);
    await http().get('/api/user').set(bearer(author)).expect(401);
    const mail = await outbox.last<{ paragraphs: string[] }>(author.payload.email as string, 'notice');
    const link = mail!.paragraphs
      .join(' ')
      .match(/https?:\/\/\S+\/moderation\/notices\/(\d+)\/appeal\?token=([\w-]+)/);
    expect(link?.[1]).toBe(String(notice.id));
    await appeal(null, notice.id, { text: 'I did not post spam, please check.', token: 'forged' }).expect(
      404,
    );
    await appeal(null, notice.id, { text: 'I did not post spam, please check.' }).expect(401);
    await appeal(null, notice.id, { text: 'I did not post spam, please check.', token: link![2] }).expect(
      201,
    );
    const [open] = (
      await http()
        .get('/admin-api/appeals')
        .query(listQuery({ filter: { status: 'open' }, sort: ['id', 'DESC'], range: [0, 0] }))
        .set(staffAuth(second))
        .expect(200)
    ).body;
    expect(open.notice_id).toBe(notice.id);
    await http()
      .post(`/admin-api/appeals/${open.id}/decide`)
      .set(staffAuth(second))
      .send({ outcome: 'reversed', note: 'Suspension lifted' })
      .expect(200);
    await http()
      .post('/api/login')
      .set('X-Forwarded-For', freshIp())
      .send({ email: author.payload.email, password: 'correct horse battery' })
      .expect(200);
  });

  it('closes after 20 days', async () => {
    const { author, notice } = await decided('remove');
    await api.db.query(
      'UPDATE moderation_notices SET appeal_until = NOW(3) - INTERVAL 1 SECOND WHERE id = ?',
      [notice.id],
    );
    const late = await appeal(author, notice.id, { text: 'Sorry for the late appeal.' }).expect(409);
    expect(late.body.message).toContain('within 20 days');
  });
});
