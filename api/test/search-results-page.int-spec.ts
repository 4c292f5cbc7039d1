import { randomBytes } from 'node:crypto';
import {
  MEMBER_PRIVATE_FIELDS,
  type GlobalSearchResult,
  type SearchPage,
  type SearchPost,
  type SearchUser,
} from '@app/contracts';
import { DataSource } from 'typeorm';
import { PostSearchPagesService, SEARCH_PAGE_BOUNDS } from '../src/modules/search/posts/post-search-pages';
import { PostSearchWindowService } from '../src/modules/search/posts/post-search-window';
import { signUpVerified } from './support/accounts';
import { QueryCounter } from './support/query-counter';
import { createPost } from './support/social';
import { useTestApi } from './support/api';

/** Search results tell people apart (type, city, business) and page in full (decision 174). */
const api = useTestApi();
const { http, outbox, bearer } = api;

type Member = Awaited<ReturnType<typeof signUpVerified>>;
const uniqueWord = (prefix: string) =>
  prefix + [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('');

async function dropdown(as: Member, text: string): Promise<GlobalSearchResult> {
  return (await http().post('/api/global-search').set(bearer(as)).send({ search: text }).expect(200)).body
    .data;
}

async function page<T>(as: Member, kind: 'people' | 'posts', query: Record<string, unknown>) {
  const res = await http().get(`/api/search/${kind}`).query(query).set(bearer(as)).expect(200);
  return res.body.data as SearchPage<T>;
}

describe('search results: who is who', () => {
  it('gives each member the type, the city and the business name, never contact details', async () => {
    const first = uniqueWord('Meera');
    const owner = await signUpVerified(http, outbox, {
      first_name: first,
      last_name: 'Shah',
      business_name: 'Shah Dhaba',
    });
    const pro = await signUpVerified(http, outbox, {
      first_name: first,
      last_name: 'Shah',
      user_type: '8',
      business_name: '',
    });
    const found = await dropdown(owner, `${first} shah`);
    const byId = new Map(found.user.map((user) => [user.id, user]));
    expect(byId.get(owner.id)).toEqual({
      id: owner.id,
      full_name: `${first} Shah`,
      profile_photo: null,
      user_type: '6',
      user_type_text: 'Restaurant',
      business_name: 'Shah Dhaba',
      city: expect.any(String),
      blue_tick: 0,
    });
    expect(byId.get(pro.id)).toMatchObject({
      user_type: '8',
      user_type_text: 'Manpower',
      business_name: null,
    });
    for (const user of found.user) {
      expect(user).not.toHaveProperty('email');
      expect(user).not.toHaveProperty('mobile_no');
    }
    const full = await page<SearchUser>(owner, 'people', { search: `${first} shah` });
    expect(full.data.map((user) => user.id).sort()).toEqual([owner.id, pro.id].sort());
    expect(full.data[0]).not.toHaveProperty('email');
  });
});

describe('search results: privacy per field', () => {
  let owner: Member;
  let searcher: Member;
  let first: string;
  beforeAll(async () => {
    first = uniqueWord('Privy');
    owner = await signUpVerified(http, outbox, {
      first_name: first,
      last_name: 'Field',
      mobile_no: '9811111111',
    });
    searcher = await signUpVerified(http, outbox);
  });

  it.each(MEMBER_PRIVATE_FIELDS)(
    'never gives %s to another member, in the dropdown or the full page',
    async (field) => {
      const dropdownUser = (await dropdown(searcher, first)).user.find((user) => user.id === owner.id);
      const pageUser = (await page<SearchUser>(searcher, 'people', { search: first })).data.find(
        (user) => user.id === owner.id,
      );
      expect(dropdownUser).toBeDefined();
      expect(pageUser).toBeDefined();
      expect(dropdownUser).not.toHaveProperty(field);
      expect(pageUser).not.toHaveProperty(field);
    },
  );
});

describe('search results: the full page', () => {
  it('pages people newest first by keyset, past the dropdown’s five', async () => {
    const first = uniqueWord('Paging');
    const members: Member[] = [];
    for (let i = 0; i < 7; i++)
      members.push(await signUpVerified(http, outbox, { first_name: first, last_name: 'Rao' }));
    const newestFirst = members.map((member) => member.id).sort((a, b) => b - a);
    expect((await dropdown(members[0]!, first)).user).toHaveLength(5);

    const one = await page<SearchUser>(members[0]!, 'people', { search: first, per_page: 3 });
    expect(one.data.map((user) => user.id)).toEqual(newestFirst.slice(0, 3));
    expect(one.next_after).toBe(newestFirst[2]);
    const two = await page<SearchUser>(members[0]!, 'people', {
      search: first,
      per_page: 3,
      after: one.next_after,
    });
    expect(two.data.map((user) => user.id)).toEqual(newestFirst.slice(3, 6));
    const three = await page<SearchUser>(members[0]!, 'people', {
      search: first,
      per_page: 3,
      after: two.next_after,
    });
    expect(three.data.map((user) => user.id)).toEqual(newestFirst.slice(6));
    expect(three.next_after).toBeNull();
  });

  it('pages posts newest first by keyset', async () => {
    const word = uniqueWord('Tandoor');
    const author = await signUpVerified(http, outbox);
    const posts: SearchPost[] = [];
    for (let i = 0; i < 4; i++)
      posts.push((await createPost(http, author, { title: `${word} news ${i}` })) as SearchPost);
    const newestFirst = posts.map((post) => post.id).sort((a, b) => b - a);
    const one = await page<SearchPost>(author, 'posts', { search: word, per_page: 3 });
    expect(one.data.map((post) => post.id)).toEqual(newestFirst.slice(0, 3));
    const two = await page<SearchPost>(author, 'posts', { search: word, per_page: 3, after: one.next_after });
    expect(two).toEqual({ data: [{ id: newestFirst[3], title: `${word} news 0` }], next_after: null });
  });

  it('refuses bad paging input with a 4xx and needs a member', async () => {
    const me = await signUpVerified(http, outbox);
    for (const query of [
      {},
      { search: 'a', after: 'x' },
      { search: 'a', per_page: 500 },
      { search: 'a'.repeat(101) },
    ]) {
      const res = await http().get('/api/search/people').query(query).set(bearer(me));
      expect([400, 422]).toContain(res.status);
    }
    expect((await http().get('/api/search/posts').query({ search: 'a' })).status).toBe(401);
  });
});

describe('search results: posts pages at a bounded cost (decision 188)', () => {
  let pages: PostSearchPagesService;
  let db: DataSource;
  let counter: QueryCounter;
  beforeAll(() => {
    pages = api.app.get(PostSearchPagesService);
    db = api.app.get(DataSource);
    counter = QueryCounter.install(api.app);
  });
  afterEach(() => {
    pages.bounds = { ...SEARCH_PAGE_BOUNDS };
    jest.restoreAllMocks();
  });
  // Put the posts a test trimmed out back in the window, as if they had never left it.
  afterAll(() =>
    db.query(
      'INSERT IGNORE INTO post_search_window (id, title, description) SELECT id, title, description FROM posts',
    ),
  );

  /** Every page of `word` from the first, as the results page follows `next_after` (stretches of a few ids make many). */
  async function allPages(as: Member, word: string, perPage: number) {
    const seen: SearchPage<SearchPost>[] = [];
    let after: number | null = null;
    do {
      const next: SearchPage<SearchPost> = await page<SearchPost>(as, 'posts', {
        search: word,
        per_page: perPage,
        ...(after ? { after } : {}),
      });
      seen.push(next);
      after = next.next_after;
    } while (after && seen.length < 500);
    return seen;
  }

  /**
   * Posts of `word` (every third also has other text between them, so older stretches are sparse), of
   * which only the newest `inWindow` stay in the search window.
   */
  async function postsAcrossTheWindow(count: number, inWindow: number) {
    const word = uniqueWord('Kulcha');
    const author = await signUpVerified(http, outbox);
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      ids.push(
        (await createPost(http, author, { title: `${word} batch ${i}`, description: 'Fresh from the oven' }))
          .id,
      );
      await createPost(http, author, { title: `Something else ${i}` });
    }
    // Trim to the newest posts overall: the last one created is the filler after the last match.
    await api.app.get(PostSearchWindowService).trim(inWindow * 2);
    return { word, author, newestFirst: ids.sort((a, b) => b - a) };
  }

  it('pages from the window into older posts, newest first, every match once, to the end', async () => {
    const { word, author, newestFirst } = await postsAcrossTheWindow(9, 3);
    // Stretches of 4 ids (2 matches at most) below the window: the index of all posts finishes the pages.
    pages.bounds = { ...SEARCH_PAGE_BOUNDS, scanIds: 4, wideScanIds: 8 };
    const index = jest.spyOn(pages as never as { fromIndex: () => unknown }, 'fromIndex');
    const seen = await allPages(author, word, 2);
    expect(index).toHaveBeenCalled();
    const ids = seen.flatMap((p) => p.data.map((post) => post.id));
    expect(ids).toEqual(newestFirst);
    expect(seen.every((p) => p.data.length === 2 || p.next_after === null)).toBe(true);
    expect(seen.at(-1)!.next_after).toBeNull();
    for (const p of seen.slice(0, -1)) expect(p.next_after).toBe(p.data.at(-1)!.id);
  });

  it('pages a word common below the window by reading stretches, without the index of all posts', async () => {
    const { word, author, newestFirst } = await postsAcrossTheWindow(7, 2);
    const index = jest.spyOn(pages as never as { fromIndex: () => unknown }, 'fromIndex');
    // A stretch as wide as the test's posts fills every page by itself.
    pages.bounds = { ...SEARCH_PAGE_BOUNDS, scanIds: 1_000_000 };
    const seen = await allPages(author, word, 3);
    expect(seen.flatMap((p) => p.data.map((post) => post.id))).toEqual(newestFirst);
    expect(index).not.toHaveBeenCalled();
  });

  it('goes on by a wider stretch when the index of all posts runs out of time, and says where to resume', async () => {
    const { word, author, newestFirst } = await postsAcrossTheWindow(8, 2);
    jest.spyOn(pages as never as { fromIndex: () => Promise<null> }, 'fromIndex').mockResolvedValue(null);
    pages.bounds = { ...SEARCH_PAGE_BOUNDS, scanIds: 2, wideScanIds: 4 };
    const seen = await allPages(author, word, 3);
    const ids = seen.flatMap((p) => p.data.map((post) => post.id));
    // Pages may come short (a stretch held fewer), but every match comes once, in order, and the last
    // page says there is no more.
    expect(ids).toEqual(newestFirst);
    expect(seen.at(-1)!.next_after).toBeNull();
    expect(seen.some((p) => p.data.length < 3 && p.next_after !== null)).toBe(true);
  });

  it('answers a page when the index of all posts is stopped by its time limit (MariaDB max_statement_time)', async () => {
    const { word, author } = await postsAcrossTheWindow(3, 1);
    // No statement finishes in a microsecond's budget once it has rows to read; the page still answers.
    pages.bounds = { scanIds: 1, wideScanIds: 1_000_000, indexSeconds: 0.000001 };
    const index = jest.spyOn(
      pages as never as { fromIndex: (...args: unknown[]) => Promise<unknown> },
      'fromIndex',
    );
    const first = await page<SearchPost>(author, 'posts', { search: word, per_page: 5 });
    expect(first.data.length).toBe(3);
    expect(index).toHaveBeenCalled();
  });

  it('never shows a post held for review to others, in the window or below it; its author sees it', async () => {
    const { word, author, newestFirst } = await postsAcrossTheWindow(6, 2);
    const reader = await signUpVerified(http, outbox);
    const held = [newestFirst[0]!, newestFirst[4]!];
    await db.query('UPDATE posts SET held_at = NOW(3) WHERE id IN (?)', [held]);
    for (const bounds of [SEARCH_PAGE_BOUNDS, { ...SEARCH_PAGE_BOUNDS, scanIds: 2, wideScanIds: 2 }]) {
      pages.bounds = { ...bounds };
      const forReader = (await allPages(reader, word, 2)).flatMap((p) => p.data.map((post) => post.id));
      expect(forReader).toEqual(newestFirst.filter((id) => !held.includes(id)));
      const forAuthor = (await allPages(author, word, 2)).flatMap((p) => p.data.map((post) => post.id));
      expect(forAuthor).toEqual(newestFirst);
    }
  });

  it('reads at most four statements a page, wherever the page falls', async () => {
    const { word, author, newestFirst } = await postsAcrossTheWindow(6, 2);
    pages.bounds = { ...SEARCH_PAGE_BOUNDS, scanIds: 2, wideScanIds: 2 };
    const cursors = [null, newestFirst[1]!, newestFirst[3]!];
    for (const after of cursors) {
      const { queries } = await counter.during(() => pages.page(word, author.id, 2, after));
      expect(queries.length).toBeLessThanOrEqual(4);
    }
    // The window alone answers the first page: the edges and the window.
    const { queries } = await counter.during(() => pages.page(word, author.id, 1, null));
    expect(queries).toHaveLength(2);
  });
});
