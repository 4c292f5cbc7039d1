import type { Page, Post } from '@app/contracts';
import { MemberRestrictionsService } from '../src/modules/moderation/member-restrictions.service';
import { PostTotalsService } from '../src/modules/social/post-totals';
import { useTestApi } from './support/api';
import { QueryCounter } from './support/query-counter';
import { createPost, type Member, newMember } from './support/social';

// The feed's and the preview's `total` come from counters kept by triggers on posts (decision 180), not from
// counting posts on every page. These tests hold the counters against a real count after every kind of
// change, through the paths members and staff use.
const api = useTestApi();
const { http, outbox, bearer } = api;

let totals: PostTotalsService;
let counter: QueryCounter;

beforeAll(async () => {
  totals = api.app.get(PostTotalsService);
  counter = QueryCounter.install(api.app);
  // Earlier test files may have removed members by a cascade (no trigger fires): start from a true count.
  await totals.reconcile();
});

/** What the counters must equal: the posts `viewer` may see, counted. */
async function truth(viewer: Member | null): Promise<number> {
  const [row] = await api.db.query('SELECT COUNT(*) AS n FROM posts WHERE held_at IS NULL OR user_id = ?', [
    viewer?.id ?? 0,
  ]);
  return Number(row.n);
}

async function feedTotal(viewer: Member): Promise<number> {
  const res = await http().get('/api/posts').query({ page: 1, per_page: 10 }).set(bearer(viewer)).expect(200);
  const page = res.body.data as Page<Post>;
  expect(page.last_page).toBe(Math.max(1, Math.ceil(page.total / 10)));
  return page.total;
}

async function previewTotal(): Promise<number> {
  return ((await http().get('/api/posts/likes-desc').query({ page: 1 }).expect(200)).body.data as Page<Post>)
    .total;
}

async function expectTruthful(viewers: Member[]): Promise<void> {
  for (const viewer of viewers) expect(await feedTotal(viewer)).toBe(await truth(viewer));
  expect(await previewTotal()).toBe(await truth(null));
}

describe('the feed total', () => {
  it('stays exact through create, hold, release, delete, ban and unban', async () => {
    const [asha, bina] = await Promise.all([newMember(http, outbox), newMember(http, outbox)]);
    const before = await truth(null);
    const posts = [];
    for (let i = 0; i < 3; i++) posts.push(await createPost(http, asha, { title: `Counted ${i}` }));
    await createPost(http, bina, { title: 'Counted too' });
    expect(await previewTotal()).toBe(before + 4);
    await expectTruthful([asha, bina]);

    // Held by moderation: hidden from others (one fewer), still counted for its author.
    await api.db.query('UPDATE posts SET held_at = NOW(3) WHERE id = ?', [posts[0]!.id]);
    expect(await previewTotal()).toBe(before + 3);
    expect(await feedTotal(asha)).toBe(before + 4);
    await expectTruthful([asha, bina]);

    await api.db.query('UPDATE posts SET held_at = NULL WHERE id = ?', [posts[0]!.id]);
    await expectTruthful([asha, bina]);

    await http().delete(`/api/posts/${posts[1]!.id}`).set(bearer(asha)).expect(200);
    expect(await previewTotal()).toBe(before + 3);
    await expectTruthful([asha, bina]);

    // A like changes the post row too, but not what is visible.
    await http().post(`/api/posts/like/${posts[2]!.id}`).set(bearer(bina));
    await expectTruthful([asha, bina]);

    const restrictions = api.app.get(MemberRestrictionsService);
    await restrictions.ban(asha.id);
    expect(await previewTotal()).toBe(before + 1);
    await expectTruthful([bina]);
    await restrictions.unban(asha.id);
    expect(await previewTotal()).toBe(before + 3);
    await expectTruthful([bina]);
  });

  it('is read from the counters: no count over the posts of everybody', async () => {
    const viewer = await newMember(http, outbox);
    const { queries } = await counter.during(() => feedTotal(viewer));
    const counts = queries.filter((q) => /COUNT\(/i.test(q.sql));
    expect(counts.length).toBeGreaterThan(0);
    for (const q of counts) expect(q.sql).toMatch(/post_totals|user_id = \?/);
  });
});

describe('the pages', () => {
  // The feed and the preview find a page's ids in indexes (decision 182): each page must hold exactly what
  // the plain query would, held posts included for their author only.
  const ids = (page: Page<Post>) => page.data.map((post) => post.id);

  it('of the feed and the preview are the plain query’s pages, the author’s held posts in place', async () => {
    const [asha, bina] = await Promise.all([newMember(http, outbox), newMember(http, outbox)]);
    const mine = [];
    for (let i = 0; i < 12; i++) mine.push(await createPost(http, asha, { title: `Paged ${i}` }));
    await createPost(http, bina, { title: 'Paged other' });
    await api.db.query('UPDATE posts SET held_at = NOW(3) WHERE id IN (?)', [[mine[3]!.id, mine[9]!.id]]);
    await http().post(`/api/posts/like/${mine[5]!.id}`).set(bearer(bina));

    for (const viewer of [asha, bina]) {
      for (const page of [1, 2, 3]) {
        const expected: Array<{ id: number }> = await api.db.query(
          'SELECT id FROM posts WHERE held_at IS NULL OR user_id = ? ORDER BY id DESC LIMIT 5 OFFSET ?',
          [viewer.id, (page - 1) * 5],
        );
        const res = await http()
          .get('/api/posts')
          .query({ page, per_page: 5 })
          .set(bearer(viewer))
          .expect(200);
        expect(ids(res.body.data)).toEqual(expected.map((row) => row.id));
      }
    }
    for (const page of [1, 2, 3]) {
      const expected: Array<{ id: number }> = await api.db.query(
        'SELECT id FROM posts WHERE held_at IS NULL ORDER BY likes_count DESC, id DESC LIMIT 10 OFFSET ?',
        [(page - 1) * 10],
      );
      const res = await http().get('/api/posts/likes-desc').query({ page, pageSize: 10 }).expect(200);
      expect(ids(res.body.data)).toEqual(expected.map((row) => row.id));
    }
  });
});

describe("a member's post count", () => {
  // Profiles, members pages and a member's posts list read each member's visible posts from
  // member_post_totals (decision 201): held against a real count after every kind of change.
  async function memberTruth(member: Member, viewer: Member): Promise<number> {
    const [row] = await api.db.query(
      'SELECT COUNT(*) AS n FROM posts WHERE user_id = ? AND (held_at IS NULL OR user_id = ?)',
      [member.id, viewer.id],
    );
    return Number(row.n);
  }

  /** The member's count as the profile shows it, and their posts list's total, to themself and to `other`. */
  async function expectMemberTruthful(member: Member, other: Member): Promise<void> {
    const visible = await memberTruth(member, other);
    for (const viewer of [member, other]) {
      const profile = await http().get(`/api/users/${member.id}`).set(bearer(viewer)).expect(200);
      expect(profile.body.data.post_count).toBe(visible);
      const list = await http()
        .get('/api/posts')
        .query({ filter: member.id, page: 1, per_page: 2 })
        .set(bearer(viewer))
        .expect(200);
      const page = list.body.data as Page<Post>;
      expect(page.total).toBe(await memberTruth(member, viewer));
      expect(page.last_page).toBe(Math.max(1, Math.ceil(page.total / 2)));
    }
  }

  it('stays exact through create, hold, release, delete, ban and unban', async () => {
    const [asha, bina] = await Promise.all([newMember(http, outbox), newMember(http, outbox)]);
    await expectMemberTruthful(asha, bina);
    const posts = [];
    for (let i = 0; i < 4; i++) posts.push(await createPost(http, asha, { title: `Mine ${i}` }));
    await createPost(http, bina, { title: 'Not hers' });
    await expectMemberTruthful(asha, bina);
    expect(
      (await http().get(`/api/users/${asha.id}`).set(bearer(bina)).expect(200)).body.data.post_count,
    ).toBe(4);

    // Held: one fewer for others and in the profile's count, still listed (and counted) for its author.
    await api.db.query('UPDATE posts SET held_at = NOW(3) WHERE id = ?', [posts[0]!.id]);
    await expectMemberTruthful(asha, bina);
    await api.db.query('UPDATE posts SET held_at = NULL WHERE id = ?', [posts[0]!.id]);
    await expectMemberTruthful(asha, bina);

    await http().delete(`/api/posts/${posts[1]!.id}`).set(bearer(asha)).expect(200);
    await http().post(`/api/posts/like/${posts[2]!.id}`).set(bearer(bina));
    await expectMemberTruthful(asha, bina);

    // A ban holds the member's posts (and ends their sessions): the counter follows, and comes back.
    const counted = async (member: Member) =>
      Number(
        (await api.db.query('SELECT visible FROM member_post_totals WHERE member_id = ?', [member.id]))[0]
          ?.visible ?? 0,
      );
    const restrictions = api.app.get(MemberRestrictionsService);
    await restrictions.ban(asha.id);
    expect(await counted(asha)).toBe(0);
    expect(await counted(asha)).toBe(await memberTruth(asha, bina));
    await restrictions.unban(asha.id);
    expect(await counted(asha)).toBe(3);
    const profile = await http().get(`/api/users/${asha.id}`).set(bearer(bina)).expect(200);
    expect(profile.body.data.post_count).toBe(await memberTruth(asha, bina));
  });

  it("is read by key: no count over a member's posts for the profile or the list", async () => {
    const [asha, bina] = await Promise.all([newMember(http, outbox), newMember(http, outbox)]);
    for (let i = 0; i < 3; i++) await createPost(http, asha, { title: `Keyed ${i}` });
    const { queries } = await counter.during(async () => {
      await http().get(`/api/users/${asha.id}`).set(bearer(bina)).expect(200);
      await http()
        .get('/api/posts')
        .query({ filter: asha.id, page: 1, per_page: 2 })
        .set(bearer(bina))
        .expect(200);
    });
    expect(queries.some((q) => /member_post_totals/.test(q.sql))).toBe(true);
    // The only count left is of the viewer's own held posts, which only the author's own list adds.
    const counts = queries.filter((q) => /COUNT\(/i.test(q.sql) && /FROM posts/i.test(q.sql));
    for (const q of counts) expect(q.sql).toMatch(/held_at IS NOT NULL/);
  });
});

describe('reconciling the counters', () => {
  it('puts right what a cascade left behind, and changes nothing when they are right', async () => {
    const gone = await newMember(http, outbox);
    await createPost(http, gone, { title: 'Removed with its author' });
    await createPost(http, gone, { title: 'Removed with its author too' });
    // The account removed by a foreign-key cascade: no trigger fires for its posts.
    await api.db.query('DELETE FROM users WHERE id = ?', [gone.id]);
    const viewer = await newMember(http, outbox);
    expect(await previewTotal()).toBe((await truth(null)) + 2);

    expect((await totals.reconcile()).corrected).toBeGreaterThan(0);
    await expectTruthful([viewer]);
    expect(await totals.reconcile()).toEqual({ corrected: 0 });
  });

  it("puts a member's count right when it drifted, and adds a missing one", async () => {
    const [asha, bina] = await Promise.all([newMember(http, outbox), newMember(http, outbox)]);
    await createPost(http, asha, { title: 'Drifted' });
    await createPost(http, bina, { title: 'Missing' });
    await api.db.query('UPDATE member_post_totals SET visible = 7 WHERE member_id = ?', [asha.id]);
    await api.db.query('DELETE FROM member_post_totals WHERE member_id = ?', [bina.id]);

    expect((await totals.reconcile()).corrected).toBe(2);
    const rows: Array<{ member_id: number; visible: number }> = await api.db.query(
      'SELECT member_id, visible FROM member_post_totals WHERE member_id IN (?) ORDER BY member_id',
      [[asha.id, bina.id]],
    );
    expect(rows.map((r) => [Number(r.member_id), Number(r.visible)])).toEqual(
      [
        [asha.id, 1],
        [bina.id, 1],
      ].sort((a, b) => a[0]! - b[0]!),
    );
    expect(await totals.reconcile()).toEqual({ corrected: 0 });
  });
});
