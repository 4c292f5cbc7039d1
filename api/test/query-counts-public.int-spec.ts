import { randomBytes } from 'node:crypto';
import { SITEMAP_BLOGS_MAX } from '../src/modules/content/blogs.service';
import { freshIp } from './support/accounts';
import { useTestApi } from './support/api';
import { flatCosts, growthCosts, pageCosts, QueryCounter } from './support/query-counter';
import { staffAuth, staffMember, type StaffMember } from './support/staff';

/**
 * The public content face (/public/api, no token needed) answers its lists in a number of SQL statements
 * that does not grow with the rows it answers (issue 15, docs/decisions/187).
 */
const api = useTestApi();
const { http } = api;

let counter: QueryCounter;
let editor: StaffMember;

const tag = () => randomBytes(4).toString('hex');
const create = (path: string, fields: Record<string, unknown>) =>
  http().post(`/admin-api/${path}`).set(staffAuth(editor)).send(fields).expect(201);
const three = async (make: () => Promise<unknown>) => {
  for (let i = 0; i < 3; i++) await make();
};
const read = (path: string, query: Record<string, unknown> = {}) =>
  http().get(`/public/api/${path}`).query(query).expect(200);

beforeAll(async () => {
  counter = QueryCounter.install(api.app);
  editor = await staffMember(api, 'content_editor', 'counts');
});

describe('public content lists', () => {
  it('page podcasts and blogs (with the visitor’s reaction) in a fixed number of queries', async () => {
    await three(() =>
      create('podcasts', { title: `Podcast ${tag()}`, series: 'Trending Stories', published: true }),
    );
    // A known visitor's blog list carries their reaction to each blog: they liked the three newest.
    const visitor = `test${randomBytes(12).toString('hex')}`;
    await three(async () => {
      const blog = await create('blogs', { title: `Blog ${tag()}`, body: '<p>Hi</p>', status: 'published' });
      await http()
        .post(`/public/api/like/${blog.body.id}`)
        .set('Cookie', `rc_visitor=${visitor}`)
        .set('X-Forwarded-For', freshIp())
        .expect(200);
    });
    for (const [path, query] of [
      ['readall-podcasts', {}],
      ['readall', {}],
    ] as const) {
      const costs = await pageCosts(counter, async (per_page, page) => {
        const res = await http()
          .get(`/public/api/${path}`)
          .query({ ...query, per_page, page })
          .set('Cookie', `rc_visitor=${visitor}`)
          .expect(200);
        return res.body.data.data as unknown[];
      });
      expect({ path, costs }).toEqual({ path, costs: flatCosts(costs) });
    }
  });

  it('list tutorials and the sitemap in a fixed number of queries, however many there are', async () => {
    const tutorials = await growthCosts(
      counter,
      async () => (await read('tutorials')).body.data as unknown[],
      () => three(() => create('tutorials', { title: `Tutorial ${tag()}`, link: '', position: 95_000 })),
    );
    expect(tutorials[1]).toEqual({ rows: tutorials[0].rows + 3, queries: tutorials[0].queries });

    const sitemap = await growthCosts(
      counter,
      async () => (await read('sitemap')).body.data.blogs as unknown[],
      () => three(() => create('blogs', { title: `Blog ${tag()}`, body: '<p>Hi</p>', status: 'published' })),
    );
    // Capped at the newest blogs; below the cap it grows with them.
    expect(sitemap[1]).toEqual({
      rows: Math.min(sitemap[0].rows + 3, SITEMAP_BLOGS_MAX),
      queries: sitemap[0].queries,
    });
  });
});
