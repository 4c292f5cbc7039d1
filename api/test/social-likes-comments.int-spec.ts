import type { Comment, LikeEntry, Post } from '@app/contracts';
import { ModerationService } from '../src/modules/moderation/moderation.service';
import { ModerationSubjectsService } from '../src/modules/moderation/moderation-subjects';
import { createPost, type Member, newMember } from './support/social';
import { useTestApi } from './support/api';

const api = useTestApi();
const { http, outbox, bearer } = api;

afterEach(() => jest.restoreAllMocks());

const member = (overrides: Record<string, unknown> = {}) => newMember(http, outbox, overrides);
const members = (n: number) => Promise.all(Array.from({ length: n }, () => member()));
const toggle = (who: Member, postId: number) => http().post(`/api/posts/like/${postId}`).set(bearer(who));
const readPost = async (who: Member, id: number): Promise<Post> =>
  (await http().get(`/api/posts/${id}`).set(bearer(who)).expect(200)).body.data;
const comments = async (who: Member, postId: number): Promise<Comment[]> =>
  (await http().get(`/api/posts/comment/${postId}`).set(bearer(who)).expect(200)).body.data;

/** The stored truth: rows in the likes table next to the post's counter. */
async function likeRows(postId: number): Promise<{ rows: number; counter: number }> {
  const db = api.db;
  const [{ n }] = await db.query('SELECT COUNT(*) AS n FROM post_likes WHERE post_id = ?', [postId]);
  const [{ likes_count }] = await db.query('SELECT likes_count FROM posts WHERE id = ?', [postId]);
  return { rows: Number(n), counter: Number(likes_count) };
}

describe('likes', () => {
  it('toggles, answers the count and shows is_liked to each caller', async () => {
    const [asha, bina, chirag] = await members(3);
    const post = await createPost(http, asha, { title: 'Like me' });

    const liked = await toggle(bina, post.id).expect(200);
    expect(liked.body).toMatchObject({
      status_code: 200,
      message: 'Post liked successfully',
      data: { likes_count: 1, is_liked: 1 },
    });
    expect((await toggle(chirag, post.id).expect(200)).body.data).toEqual({ likes_count: 2, is_liked: 1 });

    expect(await readPost(bina, post.id)).toMatchObject({ likes_count: 2, is_liked: 1 });
    expect(await readPost(asha, post.id)).toMatchObject({ likes_count: 2, is_liked: 0 });
    const feed = (await http().get('/api/posts').query({ filter: asha.id }).set(bearer(chirag)).expect(200))
      .body.data.data as Post[];
    expect(feed[0]).toMatchObject({ id: post.id, is_liked: 1 });

    const unliked = await toggle(bina, post.id).expect(200);
    expect(unliked.body).toMatchObject({
      message: 'Post unliked successfully',
      data: { likes_count: 1, is_liked: 0 },
    });
    expect(await readPost(bina, post.id)).toMatchObject({ likes_count: 1, is_liked: 0 });
    await toggle(bina, 99999999).expect(404);
    await http().post(`/api/posts/like/${post.id}`).expect(401);
  });

  it('keeps the count exact when many members toggle at once', async () => {
    const author = await member();
    const likers = await members(16);
    const post = await createPost(http, author, { title: 'Popular' });

    const firstRound = await Promise.all(likers.map((m) => toggle(m, post.id)));
    expect(firstRound.map((r) => r.status)).toEqual(likers.map(() => 200));
    // Every answer saw a distinct count: each toggle was applied on its own, in some order.
    expect(firstRound.map((r) => r.body.data.likes_count).sort((a, b) => a - b)).toEqual(
      likers.map((_, i) => i + 1),
    );
    expect(await likeRows(post.id)).toEqual({ rows: 16, counter: 16 });

    // Half take it back while the other half's second tabs toggle twice at the same time.
    const half = likers.slice(0, 8);
    const rest = likers.slice(8);
    await Promise.all([
      ...half.map((m) => toggle(m, post.id)),
      ...rest.flatMap((m) => [toggle(m, post.id), toggle(m, post.id)]),
    ]);
    expect(await likeRows(post.id)).toEqual({ rows: 8, counter: 8 });
    expect((await readPost(author, post.id)).likes_count).toBe(8);
  });

  it('answers every like when members like different posts at once (no deadlock between them)', async () => {
    // The soak found it (docs/operations.md): two likes of two new posts each locked the index gap the
    // other's insert needed, and InnoDB failed one of them (a 500).
    const author = await member();
    const likers = await members(8);
    const posts = await Promise.all(
      [1, 2, 3, 4].map((n) => createPost(http, author, { title: `Fresh ${n}` })),
    );
    const answers = await Promise.all(likers.flatMap((m) => posts.map((post) => toggle(m, post.id))));
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    for (const post of posts) expect(await likeRows(post.id)).toEqual({ rows: 8, counter: 8 });
  });

  it('lists the likers with their place and the caller’s relation to each', async () => {
    const [asha, bina, chirag] = await Promise.all([
      member(),
      member({ first_name: 'Bina', last_name: 'Shah' }),
      member(),
    ]);
    const post = await createPost(http, asha, { title: 'Who likes this' });
    await toggle(bina, post.id).expect(200);
    await toggle(chirag, post.id).expect(200);
    // Asha follows Bina (accepted) and has not asked Chirag.
    await http().post('/api/users/follow').set(bearer(asha)).send({ followee_id: bina.id }).expect(200);
    await http()
      .post('/api/users/follow-action-type')
      .set(bearer(bina))
      .send({ follower_id: asha.id, action_type: 1 })
      .expect(200);

    const res = await http().get(`/api/posts/like/${post.id}`).set(bearer(asha)).expect(200);
    const entries = res.body.data as LikeEntry[];
    expect(entries.map((e) => e.user_id)).toEqual([chirag.id, bina.id]);
    expect(entries[1]).toMatchObject({
      user_id: bina.id,
      user: { id: bina.id, full_name: 'Bina Shah', profile_photo: null },
      city: { id: 134096 },
      state: { id: 4030 },
      country: { id: 101 },
      relation: 'Requested',
      follow_status: 'accepted',
    });
    expect(entries[0]).toMatchObject({ user_id: chirag.id, relation: 'Follow', follow_status: 'none' });
    await http().get('/api/posts/like/99999999').set(bearer(asha)).expect(404);
  });
});

describe('comments', () => {
  it('adds, lists, reads and counts comments on a post', async () => {
    const [asha, bina] = await Promise.all([member(), member({ first_name: 'Bina', last_name: 'Shah' })]);
    const post = await createPost(http, asha, { title: 'Talk to me' });

    const added = await http()
      .post(`/api/posts/comment/${post.id}`)
      .set(bearer(bina))
      .send({ body: '  Looks tasty  ' })
      .expect(201);
    expect(added.body).toMatchObject({ message: 'Comment added successfully' });
    const comment = added.body.data as Comment;
    expect(comment).toMatchObject({
      commentable_id: post.id,
      body: 'Looks tasty',
      user_id: bina.id,
      user: { id: bina.id, full_name: 'Bina Shah', profile_photo: null },
    });
    expect(typeof comment.updated_at).toBe('string');
    await http()
      .post(`/api/posts/comment/${post.id}`)
      .set(bearer(asha))
      .send({ body: 'Thanks!' })
      .expect(201);

    expect((await comments(asha, post.id)).map((c) => c.body)).toEqual(['Looks tasty', 'Thanks!']);
    expect(
      (await http().get(`/api/comments/${comment.id}`).set(bearer(asha)).expect(200)).body.data,
    ).toMatchObject({ id: comment.id, body: 'Looks tasty' });
    expect((await readPost(bina, post.id)).comments_count).toBe(2);
  });

  it('refuses an empty or over-long comment and unknown posts', async () => {
    const [asha] = await members(1);
    const post = await createPost(http, asha, { title: 'Quiet' });
    expect(
      (await http().post(`/api/posts/comment/${post.id}`).set(bearer(asha)).send({ body: '   ' }).expect(422))
        .body.errors,
    ).toHaveProperty('body');
    await http()
      .post(`/api/posts/comment/${post.id}`)
      .set(bearer(asha))
      .send({ body: 'x'.repeat(2001) })
      .expect(422);
    await http().post('/api/posts/comment/99999999').set(bearer(asha)).send({ body: 'Hello' }).expect(404);
    await http().get('/api/comments/99999999').set(bearer(asha)).expect(404);
  });

  it('lets only the comment’s author edit or delete it', async () => {
    const [asha, bina] = await members(2);
    const post = await createPost(http, asha, { title: 'Mine' });
    const comment = (
      await http().post(`/api/posts/comment/${post.id}`).set(bearer(bina)).send({ body: 'First' }).expect(201)
    ).body.data as Comment;

    // Not even the post's author may change someone else's comment.
    await http().post(`/api/comments/${comment.id}`).set(bearer(asha)).send({ body: 'Changed' }).expect(403);
    await http().delete(`/api/comments/${comment.id}`).set(bearer(asha)).expect(403);

    const edited = await http()
      .post(`/api/comments/${comment.id}`)
      .set(bearer(bina))
      .send({ body: 'Edited' })
      .expect(200);
    expect(edited.body).toMatchObject({
      message: 'Comment updated successfully',
      data: { id: comment.id, body: 'Edited' },
    });
    const removed = await http().delete(`/api/comments/${comment.id}`).set(bearer(bina)).expect(200);
    expect(removed.body.message).toBe('Record(s) has been deleted successfully');
    await http().get(`/api/comments/${comment.id}`).set(bearer(bina)).expect(404);
    expect((await readPost(asha, post.id)).comments_count).toBe(0);
  });

  it('hides a held comment from everyone but its author and leaves it out of the count until released', async () => {
    const [asha, bina] = await members(2);
    const post = await createPost(http, asha, { title: 'Moderated thread' });
    jest
      .spyOn(api.app.get(ModerationService), 'screenText')
      .mockResolvedValue({ hold: true, reasons: ['watched_words'] });
    const held = (
      await http()
        .post(`/api/posts/comment/${post.id}`)
        .set(bearer(bina))
        .send({ body: 'Something rude' })
        .expect(201)
    ).body.data as Comment;
    jest.restoreAllMocks();
    expect(held.is_held).toBe(1);

    expect((await comments(bina, post.id)).map((c) => c.id)).toEqual([held.id]);
    expect(await comments(asha, post.id)).toEqual([]);
    await http().get(`/api/comments/${held.id}`).set(bearer(asha)).expect(404);
    expect((await readPost(asha, post.id)).comments_count).toBe(0);

    const adapter = api.app.get(ModerationSubjectsService).get('comment')!;
    await adapter.release(held.id);
    await adapter.release(held.id);
    expect((await comments(asha, post.id)).map((c) => c.id)).toEqual([held.id]);
    expect((await readPost(asha, post.id)).comments_count).toBe(1);
    await adapter.hold(held.id);
    await adapter.hold(held.id);
    expect((await readPost(asha, post.id)).comments_count).toBe(0);
    await http().delete(`/api/comments/${held.id}`).set(bearer(bina)).expect(200);
    expect((await readPost(asha, post.id)).comments_count).toBe(0);
  });

  it('hides or deletes a comment whose post counted nothing (rows written around the service) without an error', async () => {
    const [asha, bina] = await members(2);
    const post = await createPost(http, asha, { title: 'Imported thread' });
    const ids: number[] = [];
    for (const body of ['Imported one', 'Imported two']) {
      const { insertId } = await api.db.query(
        'INSERT INTO post_comments (post_id, user_id, body) VALUES (?, ?, ?)',
        [post.id, bina.id, body],
      );
      ids.push(Number(insertId));
    }
    expect((await readPost(asha, post.id)).comments_count).toBe(0);

    await api.app.get(ModerationSubjectsService).get('comment')!.hold(ids[0]);
    await http().delete(`/api/comments/${ids[1]}`).set(bearer(bina)).expect(200);
    expect((await readPost(asha, post.id)).comments_count).toBe(0);
    expect((await comments(asha, post.id)).map((c) => c.id)).toEqual([]);
  });

  it('keeps the comment count exact under parallel comments', async () => {
    const author = await member();
    const talkers = await members(10);
    const post = await createPost(http, author, { title: 'Busy thread' });
    const results = await Promise.all(
      talkers.map((m) =>
        http().post(`/api/posts/comment/${post.id}`).set(bearer(m)).send({ body: 'Me too' }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(talkers.map(() => 201));
    expect((await readPost(author, post.id)).comments_count).toBe(10);
    expect(await comments(author, post.id)).toHaveLength(10);
  });
});
