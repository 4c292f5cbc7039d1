import { randomBytes } from 'node:crypto';
import {
  MEMBER_PRIVATE_FIELDS,
  type GlobalSearchResult,
  type SearchPage,
  type SearchPost,
  type SearchUser,
} from '@app/contracts';
import { signUpVerified } from './support/accounts';
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
