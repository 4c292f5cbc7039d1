import { randomBytes } from 'node:crypto';
import type { Post, ReportReceipt } from '@app/contracts';
import { ReviewItemEntity } from '../src/modules/moderation/entities/review-item.entity';
import { StaffService } from '../src/modules/staff/staff.service';
import { freshIp, signUpVerified } from './support/accounts';
import { useTestApi } from './support/api';

const api = useTestApi();
const { http, outbox, bearer } = api;

type Member = Awaited<ReturnType<typeof signUpVerified>>;
const member = () => signUpVerified(http, outbox);
/** A member whose account is older than a day: their child-safety reports hide content (decision 124). */
async function established(): Promise<Member> {
  const m = await member();
  await api.db.query('UPDATE users SET created_at = created_at - INTERVAL 2 DAY WHERE id = ?', [m.id]);
  return m;
}

async function createPost(author: Member, fields: Record<string, string>): Promise<Post> {
  const req = http().post('/api/posts').set(bearer(author));
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  return (await req.expect(201)).body.data;
}
const report = (who: Member, body: Record<string, unknown>) =>
  http().post('/api/reports').set(bearer(who)).send(body);
const itemsOf = (subject_type: 'post' | 'comment' | 'user', subject_id: number) =>
  api.db.getRepository(ReviewItemEntity).find({ where: { subject_type, subject_id }, order: { id: 'ASC' } });

describe('reporting a post', () => {
  it('stores one open report per member with its evidence; a repeat answers 200 without a duplicate', async () => {
    const [author, asha] = await Promise.all([member(), member()]);
    const post = await createPost(author, { title: 'Weekend offer', description: 'Biryani at half price' });

    const first = await report(asha, {
      subject_type: 'post',
      subject_id: post.id,
      reason: 'spam',
      details: '  Posted ten times today  ',
    }).expect(201);
    expect(first.body).toMatchObject({
      status_code: 201,
      message: 'Thank you. Our team will review your report.',
    });
    const receipt = first.body.data as ReportReceipt;
    expect(receipt).toEqual({
      id: expect.any(Number),
      subject_type: 'post',
      subject_id: post.id,
      reason: 'spam',
      status: 'open',
    });

    const again = await report(asha, {
      subject_type: 'post',
      subject_id: String(post.id),
      reason: 'spam',
    }).expect(200);
    expect(again.body).toMatchObject({
      status_code: 200,
      message: 'You have already reported this. Our team will review it.',
      data: { id: receipt.id },
    });

    const items = await itemsOf('post', post.id);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      source: 'report',
      reporter_id: asha.id,
      author_id: author.id,
      reason: 'spam',
      details: 'Posted ten times today',
      held: false,
      evidence: { hold: 'none' },
    });
    // Not child safety: the post stays up.
    await http().get(`/api/posts/${post.id}`).set(bearer(asha)).expect(200);
  });

  it('for child sexual abuse holds the post at once: hidden from everyone but its author', async () => {
    const [author, asha, bina] = await Promise.all([member(), established(), member()]);
    const post = await createPost(author, { title: 'Kitchen tour', description: 'Our new tandoor' });

    await report(asha, {
      subject_type: 'post',
      subject_id: post.id,
      reason: 'child_safety',
      details: 'Picture of a child',
    }).expect(201);
    await http().get(`/api/posts/${post.id}`).set(bearer(bina)).expect(404);
    await http().get(`/api/posts/${post.id}`).set(bearer(asha)).expect(404);
    const own = await http().get(`/api/posts/${post.id}`).set(bearer(author)).expect(200);
    expect(own.body.data.is_held).toBe(1);
    const [item] = await itemsOf('post', post.id);
    expect(item).toMatchObject({
      reason: 'child_safety',
      held: true,
      evidence: { hold: 'applied' },
      details: 'Picture of a child',
    });
  });

  it('raised to child safety on a repeat, holds the post and updates the open report', async () => {
    const [author, asha] = await Promise.all([member(), established()]);
    const post = await createPost(author, { description: 'Fresh menu' });
    const first = await report(asha, { subject_type: 'post', subject_id: post.id, reason: 'other' }).expect(
      201,
    );
    const raised = await report(asha, {
      subject_type: 'post',
      subject_id: post.id,
      reason: 'child_safety',
    }).expect(200);
    expect(raised.body.data).toMatchObject({ id: first.body.data.id, reason: 'child_safety' });
    await http().get(`/api/posts/${post.id}`).set(bearer(asha)).expect(404);
    const items = await itemsOf('post', post.id);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ reason: 'child_safety', held: true });
  });

  it('by two members makes one review item with both reports (issue 13)', async () => {
    const [author, asha, bina] = await Promise.all([member(), member(), member()]);
    const post = await createPost(author, { description: 'Hiring cooks' });
    const first = await report(asha, {
      subject_type: 'post',
      subject_id: post.id,
      reason: 'harassment',
    }).expect(201);
    const second = await report(bina, { subject_type: 'post', subject_id: post.id, reason: 'nudity' }).expect(
      201,
    );
    expect(second.body.data).toMatchObject({ id: first.body.data.id, reason: 'nudity' });
    const items = await itemsOf('post', post.id);
    expect(items).toHaveLength(1);
    // The most urgent reason leads, with its 24-hour removal deadline.
    expect(items[0]).toMatchObject({ reports_count: 2, reason: 'nudity', priority: 1 });
    expect(items[0]!.remove_due_at).not.toBeNull();
    const reporters = await api.db.query(
      'SELECT reporter_id FROM review_reports WHERE review_item_id = ? ORDER BY reporter_id',
      [items[0]!.id],
    );
    expect(reporters.map((r: { reporter_id: number }) => r.reporter_id)).toEqual(
      [asha.id, bina.id].sort((a, b) => a - b),
    );
  });
});

describe('reporting comments and members', () => {
  it('reports a comment with its author recorded', async () => {
    const [author, commenter, asha] = await Promise.all([member(), member(), member()]);
    const post = await createPost(author, { description: 'Open kitchen day' });
    const comment = await http()
      .post(`/api/posts/comment/${post.id}`)
      .set(bearer(commenter))
      .send({ body: 'Buy cheap likes here' })
      .expect(201);
    const commentId = comment.body.data.id as number;
    await report(asha, { subject_type: 'comment', subject_id: commentId, reason: 'spam' }).expect(201);
    expect(await itemsOf('comment', commentId)).toEqual([
      expect.objectContaining({ author_id: commenter.id, reporter_id: asha.id }),
    ]);
  });

  it('reports a member for child safety: nothing to hide yet, which the review item says', async () => {
    const [suspect, asha] = await Promise.all([member(), member()]);
    await report(asha, {
      subject_type: 'user',
      subject_id: suspect.id,
      reason: 'child_safety',
      details: 'Asked for pictures of kids',
    }).expect(201);
    const [item] = await itemsOf('user', suspect.id);
    expect(item).toMatchObject({
      author_id: suspect.id,
      held: false,
      evidence: { hold: 'not_applicable', hold_note: expect.stringContaining('nothing to hide') },
    });
    // The account is still there for others.
    await http().get(`/api/users/${suspect.id}`).set(bearer(asha)).expect(200);
  });
});

describe('report refusals', () => {
  it('refuses reporting your own post or yourself', async () => {
    const author = await member();
    const post = await createPost(author, { description: 'My own post' });
    const own = await report(author, { subject_type: 'post', subject_id: post.id, reason: 'spam' }).expect(
      403,
    );
    expect(own.body.message).toBe('You cannot report your own content.');
    await report(author, { subject_type: 'user', subject_id: author.id, reason: 'other' }).expect(403);
    expect(await itemsOf('post', post.id)).toEqual([]);
  });

  it('answers 404 for content that does not exist', async () => {
    const asha = await member();
    const res = await report(asha, { subject_type: 'post', subject_id: 99_999_999, reason: 'spam' }).expect(
      404,
    );
    expect(res.body.message).toBe('The content you reported no longer exists.');
    await report(asha, { subject_type: 'user', subject_id: 99_999_999, reason: 'spam' }).expect(404);
  });

  it('validates the payload field by field', async () => {
    const asha = await member();
    const bad = await report(asha, {
      subject_type: 'recipe',
      subject_id: 0,
      reason: 'boring',
      details: 'x'.repeat(1001),
    }).expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['details', 'reason', 'subject_id', 'subject_type']);
    const missing = await report(asha, {}).expect(422);
    expect(missing.body.errors.reason).toEqual(['The reason field is required.']);
    await http()
      .post('/api/reports')
      .send({ subject_type: 'user', subject_id: asha.id, reason: 'spam' })
      .expect(401);
  });

  it('limits reports per member', async () => {
    const [asha, suspect] = await Promise.all([member(), member()]);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await report(asha, { subject_type: 'user', subject_id: suspect.id, reason: 'spam' })).status,
      );
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('automatic checks on real posts', () => {
  const password = 'a-long-test-password-1';

  it('a watched word holds a new post and stores the evidence', async () => {
    await api.app.get(StaffService).upsert({
      email: 'reports-moderator@restaurant.local',
      password,
      name: 'Reports Moderator',
      role: 'moderator',
    });
    const token = (
      await http()
        .post('/admin-api/auth/login')
        .set('X-Forwarded-For', freshIp())
        .send({ email: 'reports-moderator@restaurant.local', password })
        .expect(200)
    ).body.token;
    const word = 'Watch' + [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('');
    await http().post('/admin-api/watched-words').auth(token, { type: 'bearer' }).send({ word }).expect(201);

    const [author, reader] = await Promise.all([member(), member()]);
    const post = await createPost(author, {
      title: 'Special',
      description: `Message me for ${word.toLowerCase()} today`,
    });
    expect(post.is_held).toBe(1);
    await http().get(`/api/posts/${post.id}`).set(bearer(reader)).expect(404);
    const [item] = await itemsOf('post', post.id);
    expect(item).toMatchObject({
      source: 'watched_words',
      author_id: author.id,
      held: true,
      evidence: { matched_words: [word] },
    });

    const clean = await createPost(author, { description: 'Nothing to see here' });
    expect(clean.is_held).toBe(0);
  });
});
