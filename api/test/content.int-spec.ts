import { randomBytes } from 'node:crypto';
import type { StaffBlog, StaffPodcast } from '@app/contracts';
import { freshIp } from './support/accounts';
import { useTestApi } from './support/api';
import { newMember, photo } from './support/social';
import { listQuery, staffAuth, staffMember, type StaffMember } from './support/staff';

const api = useTestApi();
const { http } = api;

const tag = () => randomBytes(5).toString('hex');
const visitor = (cookie: string) => ({ Cookie: `rc_visitor=${cookie}`, 'X-Forwarded-For': freshIp() });
const cookieValue = () => `test${randomBytes(12).toString('hex')}`;

let editor: StaffMember;
let admin: StaffMember;
let moderator: StaffMember;
let finance: StaffMember;

beforeAll(async () => {
  [editor, admin, moderator, finance] = await Promise.all([
    staffMember(api, 'content_editor', 'content'),
    staffMember(api, 'superadmin', 'content'),
    staffMember(api, 'moderator', 'content'),
    staffMember(api, 'finance', 'content'),
  ]);
});

async function uploadImage(): Promise<string> {
  const res = await http()
    .post('/admin-api/content-images')
    .set(staffAuth(editor))
    .attach('file', await photo(800, 600), 'cover.png')
    .expect(201);
  expect(res.body).toEqual({
    key: expect.stringMatching(/^content\/[a-f0-9]+\.jpg$/),
    url: expect.stringMatching(/\/api\/files\/content\/[a-f0-9]+\.jpg$/),
    width: 800,
    height: 600,
  });
  return res.body.key;
}

async function createBlog(fields: Record<string, unknown>): Promise<StaffBlog> {
  const res = await http()
    .post('/admin-api/blogs')
    .set(staffAuth(editor))
    .send({ title: `Blog ${tag()}`, body: '<p>Hello</p>', status: 'published', ...fields })
    .expect(201);
  return res.body as StaffBlog;
}

async function createPodcast(fields: Record<string, unknown>): Promise<StaffPodcast> {
  const res = await http()
    .post('/admin-api/podcasts')
    .set(staffAuth(editor))
    .send({ title: `Podcast ${tag()}`, series: 'Trending Stories', published: true, ...fields })
    .expect(201);
  return res.body as StaffPodcast;
}

describe('podcasts', () => {
  it('lists published podcasts without a token, newest first, by series (the seeds\u2019 default too) and by words', async () => {
    const word = `zz${tag()}`;
    const phoenix = await createPodcast({
      series: 'The Phoenix Tale',
      title: `Rise ${word}`,
      link: 'https://video.example/1',
    });
    const season = await createPodcast({ series: 'Stories Season 1', title: `Season ${word}` });
    const hidden = await createPodcast({
      series: 'The Phoenix Tale',
      title: `Hidden ${word}`,
      published: false,
    });

    const all = await http()
      .get('/public/api/readall-podcasts')
      .query({ order: 'desc', search: word })
      .expect(200);
    expect(all.body.status_code).toBe(200);
    expect(all.body.data.data.map((p: { id: number }) => p.id)).toEqual([season.id, phoenix.id]);
    expect(all.body.data.data[1]).toEqual({
      id: phoenix.id,
      title: `Rise ${word}`,
      name: 'The Phoenix Tale',
      description: '',
      image: null,
      link: 'https://video.example/1',
      created_at: expect.any(String),
    });

    for (const title of ['The Phoenix Tale', 'The Phoenix Tales', 'the phoenix tale']) {
      const res = await http()
        .get('/public/api/readall-podcasts')
        .query({ order: 'desc', title, search: word })
        .expect(200);
      expect(res.body.data.data.map((p: { id: number }) => p.id)).toEqual([phoenix.id]);
    }
    const unknown = await http()
      .get('/public/api/readall-podcasts')
      .query({ title: 'Nothing such' })
      .expect(200);
    expect(unknown.body.data.data).toEqual([]);
    const asc = await http()
      .get('/public/api/readall-podcasts')
      .query({ order: 'asc', search: word })
      .expect(200);
    expect(asc.body.data.data.map((p: { id: number }) => p.id)).toEqual([phoenix.id, season.id]);
    expect(JSON.stringify(all.body)).not.toContain(String(`Hidden ${word}`));
    expect(hidden.published).toBe(false);
  });

  it('refuses bad input with a 422', async () => {
    await http().get('/public/api/readall-podcasts').query({ order: 'sideways' }).expect(422);
    await http().get('/public/api/readall-podcasts').query({ per_page: 1000 }).expect(422);
    const res = await http()
      .post('/admin-api/podcasts')
      .set(staffAuth(editor))
      .send({ title: '', series: 'Other', link: 'javascript:alert(1)', image: '../etc/passwd' })
      .expect(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['image', 'link', 'series', 'title']);
  });

  it('keeps a picture uploaded through the image cleaner', async () => {
    const key = await uploadImage();
    const podcast = await createPodcast({ image: key });
    expect(podcast.image_url).toMatch(new RegExp(`${key}$`));
    const file = await http().get(`/api/files/${key}`).expect(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    // The console shows it through its own origin, without a token.
    const name = key.slice('content/'.length);
    const viaConsole = await http().get(`/admin-api/content-images/${name}`).expect(200);
    expect(viaConsole.headers['content-type']).toBe('image/jpeg');
    await http().get('/admin-api/content-images/missing.jpg').expect(404);
    await http().get('/admin-api/content-images/..%2Fposts%2Fx.jpg').expect(422);
  });
});

describe('blogs', () => {
  it('never shows drafts or blogs scheduled for later, and shows a scheduled blog once due', async () => {
    const word = `zz${tag()}`;
    const published = await createBlog({ title: `Out ${word}` });
    const draft = await createBlog({ title: `Draft ${word}`, status: 'draft' });
    const later = await createBlog({
      title: `Later ${word}`,
      status: 'scheduled',
      publish_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const due = await createBlog({
      title: `Due ${word}`,
      status: 'scheduled',
      publish_at: new Date(Date.now() - 60_000).toISOString(),
    });

    const list = await http().get('/public/api/readall').query({ order: 'desc', search: word }).expect(200);
    expect(list.body.data.data.map((b: { id: number }) => b.id).sort()).toEqual(
      [published.id, due.id].sort(),
    );
    for (const hidden of [draft, later]) {
      await http().get(`/public/api/show/${hidden.id}`).expect(404);
      await http().post(`/public/api/like/${hidden.id}`).set(visitor(cookieValue())).expect(404);
      await http().post(`/public/api/share/${hidden.id}`).set(visitor(cookieValue())).expect(404);
    }
    const sitemap = await http().get('/public/api/sitemap').expect(200);
    const inSitemap = sitemap.body.data.blogs.map((b: { id: number }) => b.id);
    expect(inSitemap).toEqual(expect.arrayContaining([published.id, due.id]));
    expect(inSitemap).not.toContain(draft.id);
    expect(inSitemap).not.toContain(later.id);

    // The console links only the blogs visitors can read; a draft's or a future blog's page would be a 404.
    expect(published.public_url).toMatch(new RegExp(`/dummyblogs/${published.id}$`));
    expect(draft.public_url).toBeNull();
    expect(later.public_url).toBeNull();
    const dueInConsole = await http().get(`/admin-api/blogs/${due.id}`).set(staffAuth(editor)).expect(200);
    expect(dueInConsole.body.public_url).toMatch(new RegExp(`/dummyblogs/${due.id}$`));
    const listed = await http()
      .get('/admin-api/blogs')
      .query(listQuery({ filter: { q: word }, range: [0, 24] }))
      .set(staffAuth(editor))
      .expect(200);
    const urls = Object.fromEntries(
      (listed.body as StaffBlog[]).map((b) => [b.id, b.public_url === null ? null : 'link']),
    );
    expect(urls).toEqual({ [published.id]: 'link', [draft.id]: null, [later.id]: null, [due.id]: 'link' });

    // Unpublishing takes it off the site at once, and its link out of the console.
    const unpublished = await http()
      .put(`/admin-api/blogs/${published.id}`)
      .set(staffAuth(editor))
      .send({ title: published.title, body: published.body, status: 'draft' })
      .expect(200);
    expect(unpublished.body.public_url).toBeNull();
    await http().get(`/public/api/show/${published.id}`).expect(404);
  });

  it('shows a blog with the seeds\u2019 fields, sanitized', async () => {
    const cover = await uploadImage();
    const blog = await createBlog({
      body: '<p onclick="steal()">Safe <script>alert(1)</script><a href="javascript:x()">x</a></p><img src="https://tracker.example/p.gif"><iframe src="https://evil.example"></iframe>',
      cover_image: cover,
    });
    expect(blog.body).toBe('<p>Safe <a rel="noopener noreferrer nofollow" target="_blank">x</a></p>');
    const res = await http().get(`/public/api/show/${blog.id}`).expect(200);
    expect(res.body.data).toEqual({
      id: blog.id,
      slug: blog.slug,
      title: blog.title,
      blogger_name: 'Test content',
      posted_date: expect.any(String),
      description: blog.body,
      excerpt: 'Safe x',
      cover_image: expect.stringMatching(new RegExp(`${cover}$`)),
      like: 0,
      dislike: 0,
      share: 0,
      reaction: null,
    });
  });

  it('counts a like once per visitor, moves it on a dislike, and per member', async () => {
    const blog = await createBlog({});
    const first = cookieValue();
    const second = cookieValue();
    await http().post(`/public/api/like/${blog.id}`).set(visitor(first)).expect(200);
    const again = await http().post(`/public/api/like/${blog.id}`).set(visitor(first)).expect(200);
    expect(again.body.data).toEqual(expect.objectContaining({ like: 1, dislike: 0, reaction: 'like' }));
    await http().post(`/public/api/like/${blog.id}`).set(visitor(second)).expect(200);
    const disliked = await http().post(`/public/api/dislike/${blog.id}`).set(visitor(first)).expect(200);
    expect(disliked.body.data).toEqual(expect.objectContaining({ like: 1, dislike: 1, reaction: 'dislike' }));

    const member = await newMember(http, api.outbox);
    const auth = { Authorization: `Bearer ${member.token}`, 'X-Forwarded-For': freshIp() };
    await http().post(`/public/api/like/${blog.id}`).set(auth).expect(200);
    await http()
      .post(`/public/api/like/${blog.id}`)
      .set({ ...auth, 'X-Forwarded-For': freshIp() })
      .expect(200);
    const shown = await http().get(`/public/api/show/${blog.id}`).set(auth).expect(200);
    expect(shown.body.data).toEqual(expect.objectContaining({ like: 2, dislike: 1, reaction: 'like' }));
    // Another visitor reads the counts, not anybody's reaction.
    const anon = await http().get(`/public/api/show/${blog.id}`).expect(200);
    expect(anon.body.data.reaction).toBeNull();

    const rows = await api.db.query('SELECT COUNT(*) AS n FROM blog_visitors WHERE blog_id = ?', [blog.id]);
    expect(Number(rows[0].n)).toBe(3);
  });

  it('issues a visitor cookie to a visitor without one', async () => {
    const blog = await createBlog({});
    const res = await http()
      .post(`/public/api/like/${blog.id}`)
      .set('X-Forwarded-For', freshIp())
      .expect(200);
    const cookie = String(res.headers['set-cookie']?.[0] ?? '');
    expect(cookie).toMatch(/^rc_visitor=[A-Za-z0-9_-]{24};/);
    expect(cookie).toMatch(/HttpOnly/);
    const value = cookie.split(';')[0].split('=')[1];
    const liked = await http().post(`/public/api/like/${blog.id}`).set(visitor(value)).expect(200);
    expect(liked.body.data.like).toBe(1);
  });

  it('answers a stable public share URL and counts each visitor once', async () => {
    const blog = await createBlog({});
    const who = cookieValue();
    const one = await http().post(`/public/api/share/${blog.id}`).set(visitor(who)).expect(200);
    const two = await http().post(`/public/api/share/${blog.id}`).set(visitor(who)).expect(200);
    expect(one.body.data.share_url).toMatch(new RegExp(`^https?://[^/]+/dummyblogs/${blog.id}$`));
    expect(two.body.data.share_url).toBe(one.body.data.share_url);
    expect(two.body.data.share).toBe(1);
    // A new title or slug does not change the address that was shared.
    await http()
      .put(`/admin-api/blogs/${blog.id}`)
      .set(staffAuth(editor))
      .send({ title: 'Renamed', slug: `renamed-${tag()}`, body: blog.body, status: 'published' })
      .expect(200);
    const three = await http().post(`/public/api/share/${blog.id}`).set(visitor(cookieValue())).expect(200);
    expect(three.body.data).toEqual({ share_url: one.body.data.share_url, share: 2 });
  });

  it('makes slugs from titles, numbers taken ones, and refuses a taken slug staff chose', async () => {
    const title = `Same Title ${tag()}`;
    const a = await createBlog({ title });
    const b = await createBlog({ title });
    expect(a.slug).toBe(title.toLowerCase().replace(/ /g, '-'));
    expect(b.slug).toBe(`${a.slug}-2`);
    const res = await http()
      .post('/admin-api/blogs')
      .set(staffAuth(editor))
      .send({ title: 'x', slug: a.slug, body: '<p>x</p>', status: 'draft' })
      .expect(422);
    expect(res.body.errors.slug).toEqual(['The slug has already been taken.']);
    const noDate = await http()
      .post('/admin-api/blogs')
      .set(staffAuth(editor))
      .send({ title: 'x', body: '<p>x</p>', status: 'scheduled' })
      .expect(422);
    expect(noDate.body.errors.publish_at).toBeDefined();
  });

  it('limits likes from one address', async () => {
    const blog = await createBlog({});
    const ip = freshIp();
    let last = 200;
    for (let i = 0; i < 32 && last !== 429; i++) {
      last = (await http().post(`/public/api/like/${blog.id}`).set({ 'X-Forwarded-For': ip })).status;
    }
    expect(last).toBe(429);
  });
});

describe('tutorials', () => {
  it('lists published tutorials in their order, empty links included', async () => {
    const t = tag();
    const second = await http()
      .post('/admin-api/tutorials')
      .set(staffAuth(editor))
      .send({ title: `B ${t}`, link: '', position: 90_002 })
      .expect(201);
    const first = await http()
      .post('/admin-api/tutorials')
      .set(staffAuth(editor))
      .send({ title: `A ${t}`, link: 'https://video.example/a', position: 90_001 })
      .expect(201);
    await http()
      .post('/admin-api/tutorials')
      .set(staffAuth(editor))
      .send({ title: `Hidden ${t}`, position: 90_000, published: false })
      .expect(201);
    const res = await http().get('/public/api/tutorials').expect(200);
    const mine = res.body.data.filter((x: { title: string }) => x.title.endsWith(t));
    expect(mine.map((x: { id: number }) => x.id)).toEqual([first.body.id, second.body.id]);
    expect(mine[1]).toEqual({ id: second.body.id, title: `B ${t}`, link: '', image: null, position: 90_002 });
  });
});

describe('the console resources', () => {
  const resources = ['podcasts', 'blogs', 'tutorials'] as const;

  it('let content editors and superadmins in, and nobody else', async () => {
    const member = await newMember(http, api.outbox);
    for (const resource of resources) {
      await http().get(`/admin-api/${resource}`).set('X-Forwarded-For', freshIp()).expect(401);
      await http()
        .get(`/admin-api/${resource}`)
        .set({ Authorization: `Bearer ${member.token}`, 'X-Forwarded-For': freshIp() })
        .expect(401);
      await http().get(`/admin-api/${resource}`).set(staffAuth(moderator)).expect(403);
      await http().get(`/admin-api/${resource}`).set(staffAuth(finance)).expect(403);
      for (const staff of [editor, admin]) {
        const res = await http()
          .get(`/admin-api/${resource}`)
          .query(listQuery({ range: [0, 4] }))
          .set(staffAuth(staff))
          .expect(200);
        expect(res.headers['content-range']).toMatch(new RegExp(`^${resource} 0-\\d+/\\d+$`));
      }
    }
    await http().post('/admin-api/content-images').set(staffAuth(moderator)).expect(403);
  });

  it('audit-log every write with before and after', async () => {
    const podcast = await createPodcast({ title: 'Audited podcast' });
    await http()
      .put(`/admin-api/podcasts/${podcast.id}`)
      .set(staffAuth(admin))
      .send({ title: 'Audited podcast 2', series: 'Stories Season 1' })
      .expect(200);
    await http().delete(`/admin-api/podcasts/${podcast.id}`).set(staffAuth(editor)).expect(200);
    const blog = await createBlog({ status: 'draft' });
    await http().delete(`/admin-api/blogs/${blog.id}`).set(staffAuth(editor)).expect(200);

    const log = async (target_type: string, target_id: number) =>
      (
        await http()
          .get('/admin-api/audit-log')
          .query(listQuery({ filter: { target_type, target_id } }))
          .set(staffAuth(admin))
          .expect(200)
      ).body as Array<{ action: string; staff: { role: string }; before: unknown; after: unknown }>;
    const podcastLog = await log('podcast', podcast.id);
    expect(podcastLog.map((e) => e.action)).toEqual(['podcast.delete', 'podcast.update', 'podcast.create']);
    expect(podcastLog[1]).toEqual(
      expect.objectContaining({
        staff: expect.objectContaining({ role: 'superadmin' }),
        before: expect.objectContaining({ title: 'Audited podcast', series: 'Trending Stories' }),
        after: expect.objectContaining({ title: 'Audited podcast 2', series: 'Stories Season 1' }),
      }),
    );
    expect((await log('blog', blog.id)).map((e) => e.action)).toEqual(['blog.delete', 'blog.create']);
  });

  it('refuse an upload that is not an image', async () => {
    const res = await http()
      .post('/admin-api/content-images')
      .set(staffAuth(editor))
      .attach('file', Buffer.from('<svg onload="x()"></svg>'), 'x.png')
      .expect(422);
    expect(res.body.errors.file).toBeDefined();
    await http().post('/admin-api/content-images').set(staffAuth(editor)).expect(422);
  });
});
