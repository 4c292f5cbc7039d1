import { randomBytes } from 'node:crypto';
import type { GlobalSearchResult } from '@app/contracts';
import { MemberSearch, PostSearch } from '../src/modules/search';
import { POST_CANDIDATES } from '../src/modules/search/posts/fulltext-post-search';
import { freshIp, signUpVerified, signupPayload } from './support/accounts';
import { useTestApi } from './support/api';

const api = useTestApi();
const { http, outbox, bearer } = api;

type Member = Awaited<ReturnType<typeof signUpVerified>>;
/** Letters only (names are split into words at anything else), unique to this run. */
const uniqueWord = (prefix: string) =>
  prefix + [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('');

async function search(as: Member, text: string): Promise<GlobalSearchResult> {
  const res = await http().post('/api/global-search').set(bearer(as)).send({ search: text }).expect(200);
  return res.body.data;
}

describe('global search: members', () => {
  it('finds a member only when every word begins a word of the full name, in any case', async () => {
    const first = uniqueWord('Zorawar');
    const me = await signUpVerified(http, outbox, { first_name: first, last_name: 'Kapadia' });
    await signUpVerified(http, outbox, { first_name: first, last_name: 'Shah' });

    const found = await search(me, `KAPA ${first.toLowerCase()}`);
    expect(found.user).toEqual([
      expect.objectContaining({ id: me.id, full_name: `${first} Kapadia`, profile_photo: null }),
    ]);
    expect((await search(me, first)).user.map((u) => u.full_name).sort()).toEqual([
      `${first} Kapadia`,
      `${first} Shah`,
    ]);
    // One word that matches nobody's name empties the result.
    expect((await search(me, `${first} Kapadia Nomatchword`)).user).toEqual([]);
    // A word must begin a name word, not sit inside one.
    expect((await search(me, `${first} apadia`)).user).toEqual([]);
  });

  it('lists exact name matches before names the words only begin', async () => {
    const word = uniqueWord('Shah');
    // Alphabetically, "<word>id Khan" and "<word>a Iyer" come before "Zara <word>"; the exact match still leads.
    const me = await signUpVerified(http, outbox, { first_name: `${word}id`, last_name: 'Khan' });
    await signUpVerified(http, outbox, { first_name: `${word}a`, last_name: 'Iyer' });
    await signUpVerified(http, outbox, { first_name: 'Zara', last_name: word });
    expect((await search(me, word.toUpperCase())).user.map((u) => u.full_name)).toEqual([
      `Zara ${word}`,
      `${word}a Iyer`,
      `${word}id Khan`,
    ]);
  });

  it('finds first names that are English stopwords ("Will")', async () => {
    const last = uniqueWord('Kumar');
    const me = await signUpVerified(http, outbox, { first_name: 'Will', last_name: last });
    expect((await search(me, `will ${last}`)).user.map((u) => u.id)).toEqual([me.id]);
  });

  it('answers at most 5 members', async () => {
    const first = uniqueWord('Yamuna');
    const members = await Promise.all(
      Array.from({ length: 6 }, () => signUpVerified(http, outbox, { first_name: first, last_name: 'Rao' })),
    );
    const found = await search(members[0]!, `${first} rao`);
    expect(found.user).toHaveLength(5);
    expect(new Set(found.user.map((u) => u.id)).size).toBe(5);
  });

  it('matches words shorter than the index token size, alone or next to longer ones', async () => {
    const first = uniqueWord('Xi');
    const me = await signUpVerified(http, outbox, { first_name: first, last_name: 'Wu' });
    expect((await search(me, `wu ${first}`)).user.map((u) => u.id)).toEqual([me.id]);
    expect((await search(me, `${first} wa`)).user).toEqual([]);
    // Only short words: served by the name indexes' prefix ranges.
    const all = await api.app.get(MemberSearch).byName(`${first.slice(0, 2)} wu`, 10_000);
    expect(all.map((m) => m.id)).toContain(me.id);
    expect(all.every((m) => /^xi/i.test(m.first_name) || /^xi/i.test(m.last_name))).toBe(true);
    expect(all.every((m) => /(^| )wu/i.test(m.full_name))).toBe(true);
  });

  it('leaves out members who have not verified their e-mail', async () => {
    const first = uniqueWord('Vasudha');
    const me = await signUpVerified(http, outbox, { first_name: first, last_name: 'Iyer' });
    await http()
      .post('/api/users')
      .set('X-Forwarded-For', freshIp())
      .send(signupPayload({ first_name: first, last_name: 'Iyer' }))
      .expect(201);
    expect((await search(me, first)).user.map((u) => u.id)).toEqual([me.id]);
  });

  it('finds nothing for an empty search, refuses a missing or overlong one, and needs a token', async () => {
    const me = await signUpVerified(http, outbox);
    expect(await search(me, '   ')).toEqual({ user: [], post: [], listing: [] });
    const missing = await http().post('/api/global-search').set(bearer(me)).send({}).expect(422);
    expect(missing.body.errors).toEqual({ search: ['The search field is required.'] });
    await http()
      .post('/api/global-search')
      .set(bearer(me))
      .send({ search: 'x'.repeat(101) })
      .expect(422);
    await http().post('/api/global-search').send({ search: 'asha' }).expect(401);
  });
});

describe('global search: posts', () => {
  it('answers at most 5 posts matching the words, with id and title, and never a held one', async () => {
    const [author, reader] = await Promise.all([signUpVerified(http, outbox), signUpVerified(http, outbox)]);
    const word = uniqueWord('Paneer');
    const posted: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await http()
        .post('/api/posts')
        .set(bearer(author))
        .field('title', `${word} tikka ${i}`)
        .field('description', 'Fresh today')
        .expect(201);
      posted.push(res.body.data.id);
    }
    const found = await search(reader, word.toLowerCase());
    expect(found.post).toHaveLength(5);
    expect(found.post.every((p) => posted.includes(p.id) && p.title.startsWith(`${word} tikka`))).toBe(true);
    expect((await search(reader, `${word} nomatchword`)).post).toEqual([]);

    // The newest is among the five; once held, the other five are the answer.
    expect(found.post.map((p) => p.id)).toContain(posted[5]);
    // An established reporter's child-safety report holds at once (a day-old account's only queues: 124).
    await api.db.query('UPDATE users SET created_at = created_at - INTERVAL 2 DAY WHERE id = ?', [reader.id]);
    await http()
      .post('/api/reports')
      .set(bearer(reader))
      .send({ subject_type: 'post', subject_id: posted[5], reason: 'child_safety' })
      .expect(201);
    const afterHold = await search(reader, word);
    expect(afterHold.post.map((p) => p.id).sort((a, b) => a - b)).toEqual(posted.slice(0, 5));
  });
});

describe('global search: posts, newest candidates then the FULLTEXT indexes (decision 192)', () => {
  const post = async (author: Member, title: string, description = 'Fresh today'): Promise<number> =>
    (
      await http()
        .post('/api/posts')
        .set(bearer(author))
        .field('title', title)
        .field('description', description)
        .expect(201)
    ).body.data.id;
  const postIds = async (as: Member, text: string) => (await search(as, text)).post.map((p) => p.id);
  const saved = { ...POST_CANDIDATES };
  afterEach(() => Object.assign(POST_CANDIDATES, saved));

  it('ranks a common word’s newest matches: words in the title first, then more occurrences, then newest', async () => {
    const [author, reader] = await Promise.all([signUpVerified(http, outbox), signUpVerified(http, outbox)]);
    const word = uniqueWord('Haleem');
    const inTitle = await post(author, `${word} tonight`);
    const twice = await post(author, 'Weekend menu', `${word} and more ${word}`);
    const plain: number[] = [];
    for (let i = 0; i < 4; i++) plain.push(await post(author, `Menu ${i}`, `Try our ${word}`));
    // Six matches among the newest: ranked here, not by the FULLTEXT score.
    expect(await postIds(reader, word)).toEqual([inTitle, twice, plain[3], plain[2], plain[1]]);
  });

  it('requires every word, each at the start of a word', async () => {
    const [author, reader] = await Promise.all([signUpVerified(http, outbox), signUpVerified(http, outbox)]);
    const word = uniqueWord('Ravi');
    const both: number[] = [];
    for (let i = 0; i < 4; i++) both.push(await post(author, `${word} special ${i}`, 'Kebab platter'));
    // Newer than the four: one has only the first word, one has the word inside another word.
    await post(author, `${word} special`, 'Rice platter');
    await post(author, `b${word} kebab platter`);
    const found = await postIds(reader, `${word} kebab`);
    expect(found.sort((a, b) => a - b)).toEqual(both);
    // Five candidates with the inner-word post would fill the dropdown from the newest rows alone.
    await post(author, `Kebab b${word}`, 'platter');
    expect((await postIds(reader, `${word} kebab`)).sort((a, b) => a - b)).toEqual(both);
  });

  /** A post written as a bulk load writes it (bench/seed.mjs): not in the search window, as if trimmed. */
  const oldPost = async (author: Member, title: string): Promise<number> => {
    const runner = api.db.createQueryRunner();
    try {
      await runner.query('SET @posts_bulk_load = 1');
      const done: { insertId: number } = await runner.query(
        'INSERT INTO posts (user_id, title) VALUES (?, ?)',
        [author.id, title],
      );
      return Number(done.insertId);
    } finally {
      await runner.query('SET @posts_bulk_load = NULL');
      await runner.release();
    }
  };

  it('finds a word with fewer matches than asked among the newest posts in the index of all posts', async () => {
    const [author, reader] = await Promise.all([signUpVerified(http, outbox), signUpVerified(http, outbox)]);
    const word = uniqueWord('Nihari');
    const old = await oldPost(author, `${word} recipe`);
    const newer = await post(author, `${word} tonight`);
    const [{ n }] = await api.db.query('SELECT COUNT(*) AS n FROM post_search_window WHERE id = ?', [old]);
    expect(Number(n)).toBe(0);
    expect((await postIds(reader, word)).sort((a, b) => a - b)).toEqual([old, newer]);
  });

  it('sees what was written since the last search, by any process: new posts, edits, deletions', async () => {
    const [author, reader] = await Promise.all([signUpVerified(http, outbox), signUpVerified(http, outbox)]);
    const [word, other] = [uniqueWord('Pulao'), uniqueWord('Kheer')];
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await post(author, `${word} ${i}`));
    expect((await postIds(reader, word)).sort((a, b) => a - b)).toEqual(ids);
    // Written straight to the database, as another API process would: the next search knows.
    await api.db.query('UPDATE posts SET title = ? WHERE id = ?', [`${other} now`, ids[0]]);
    const inserted: { insertId: number } = await api.db.query(
      'INSERT INTO posts (user_id, title) VALUES (?, ?)',
      [author.id, `${word} and ${other}`],
    );
    const added = Number(inserted.insertId);
    expect((await postIds(reader, word)).sort((a, b) => a - b)).toEqual([...ids.slice(1), added]);
    expect((await postIds(reader, other)).sort((a, b) => a - b)).toEqual([ids[0], added]);
    await api.db.query('DELETE FROM posts WHERE id = ?', [ids[1]]);
    expect(await postIds(reader, word)).not.toContain(ids[1]);
  });

  it('answers the newest matches in one statement, whatever the word', async () => {
    const [author, reader] = await Promise.all([signUpVerified(http, outbox), signUpVerified(http, outbox)]);
    const word = uniqueWord('Sheermal');
    for (let i = 0; i < 5; i++) await post(author, `${word} ${i}`);
    const posts = api.app.get(PostSearch);
    await posts.best(word, reader.id, 5);
    const spy = jest.spyOn(api.db, 'query');
    try {
      expect(await posts.best(word, reader.id, 5)).toHaveLength(5);
      expect(spy).toHaveBeenCalledTimes(1);
      expect(String(spy.mock.calls[0]![0])).not.toMatch(/MATCH/);
    } finally {
      spy.mockRestore();
    }
  });

  it('leaves out held posts except for their author, on every path', async () => {
    const [author, reader] = await Promise.all([signUpVerified(http, outbox), signUpVerified(http, outbox)]);
    const word = uniqueWord('Korma');
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await post(author, `${word} ${i}`));
    await api.db.query('UPDATE posts SET held_at = NOW(3) WHERE id = ?', [ids[5]]);
    // Newest matches: five visible remain for the reader; the author sees the held one too.
    expect((await postIds(reader, word)).sort((a, b) => a - b)).toEqual(ids.slice(0, 5));
    expect(await postIds(author, word)).toContain(ids[5]);
    // Fewer than five visible: the index of all posts, which holds them back too.
    await api.db.query('UPDATE posts SET held_at = NOW(3) WHERE id IN (?)', [ids.slice(0, 3)]);
    expect((await postIds(reader, word)).sort((a, b) => a - b)).toEqual(ids.slice(3, 5));
    await api.db.query('UPDATE posts SET held_at = NOW(3) WHERE id IN (?)', [ids.slice(3)]);
    expect(await postIds(reader, word)).toEqual([]);
    expect((await postIds(author, word)).sort((a, b) => a - b)).toEqual(ids.slice(1));
    // The author's own held post outside the window, from the index of all posts.
    const rare = uniqueWord('Rogan');
    const old = await oldPost(author, `${rare} old`);
    await api.db.query('UPDATE posts SET held_at = NOW(3) WHERE id = ?', [old]);
    expect(await postIds(author, rare)).toEqual([old]);
    expect(await postIds(reader, rare)).toEqual([]);
  });
});

describe('member name search uses indexes', () => {
  type PlanRow = { table: string; type: string; key: string | null; Extra: string | null };
  /** Runs the search, captures its id queries and answers MySQL's plan of each (users rows only). */
  async function plansOf(text: string): Promise<PlanRow[][]> {
    const dataSource = api.db;
    const spy = jest.spyOn(dataSource, 'query');
    try {
      await api.app.get(MemberSearch).byName(text, 5);
      const calls = spy.mock.calls.filter(([sql]) => /FROM users u/.test(sql));
      expect(calls.length).toBeGreaterThan(0);
      const plans: PlanRow[][] = [];
      for (const [sql, params] of calls) {
        const plan: PlanRow[] = await dataSource.query(`EXPLAIN ${sql}`, params);
        plans.push(plan.filter((row) => row.table === 'u'));
      }
      return plans;
    } finally {
      spy.mockRestore();
    }
  }
  const byRange = [
    ['range', 'ix_users_name'],
    ['range', 'ix_users_last_name'],
  ];
  const multiWord = ['fulltext', 'ft_users_name_multi_word'];
  // The matches' ids joined to their cards' columns, one primary-key read each, in the same statement.
  const cardJoin = ['eq_ref', 'PRIMARY'];
  const keysOf = (plan: PlanRow[]) => plan.map((row) => [row.type, row.key]);
  // The distinct first and last names each of two words begins: four loose scans of the name indexes.
  const namesBegun = [
    ['range', 'ix_users_name'],
    ['range', 'ix_users_name'],
    ['range', 'ix_users_last_name'],
    ['range', 'ix_users_last_name'],
  ];

  it('reads two words as ranges of the names they begin and the multi-word FULLTEXT index, never ft_users_name', async () => {
    const last = uniqueWord('Pairing');
    for (let i = 0; i < 3; i++) await signUpVerified(http, outbox, { first_name: 'Asha', last_name: last });
    for (const text of [`asha ${last}`, `${last.slice(0, 6)} asha`]) {
      const plans = await plansOf(text);
      expect(plans.map(keysOf)).toEqual([
        namesBegun,
        // Nobody's first name begins with the other word: only the way round that names exist is read.
        [cardJoin, expect.arrayContaining(['range']), multiWord],
      ]);
      // The name ranges read the index only (it carries the columns that decide who is listed).
      for (const row of plans[1]!.filter((r) => r.type === 'range')) expect(row.Extra).toMatch(/Using index/);
    }
  });

  it('reads one word as prefix ranges of both name indexes and the multi-word FULLTEXT index', async () => {
    const plans = await plansOf(uniqueWord('Zorawar'));
    expect(plans.map(keysOf)).toEqual([[cardJoin, ...byRange, multiWord]]);
    for (const row of plans[0]!.filter((r) => r.type === 'range')) expect(row.Extra).toMatch(/Using index/);
  });

  it('reads the first-name and last-name indexes by range for shorter words only', async () => {
    // Nobody's first or last name begins with "qz" or "jx": the names begun are all the search reads.
    expect((await plansOf('qz jx')).map(keysOf)).toEqual([namesBegun]);
    expect((await plansOf('xi')).map(keysOf)).toEqual([[cardJoin, ...byRange]]);
  });
});
