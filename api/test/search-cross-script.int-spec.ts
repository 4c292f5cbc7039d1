import type { GlobalSearchResult, Job, Requirement } from '@app/contracts';
import { DataSource } from 'typeorm';
import { fillListingSoundKeys } from '../src/modules/marketplace/common/search-text';
import { fillPostSoundKeys, PostSearch } from '../src/modules/search';
import { bearer } from './support/accounts';
import { useTestApi } from './support/api';
import { form, makeElite, memberMaker } from './support/marketplace';
import { createPost, type Member, uniqueWord } from './support/social';

// Search across scripts (decision 412): a word written in Devanagari finds the texts written in Latin
// letters and the other way round, in every step of the posts' and listings' search.
const api = useTestApi();
const { http, outbox } = api;
let members: ReturnType<typeof memberMaker>;
beforeAll(() => {
  members = memberMaker(http, outbox);
});

const search = async (as: Member, text: string): Promise<GlobalSearchResult> =>
  (await http().post('/api/global-search').set(bearer(as)).send({ search: text }).expect(200)).body.data;

const db = () => api.app.get(DataSource);

describe('search across scripts: posts', () => {
  it('finds a post written "बिरयानी" by "biryani" and one written "biryani" by "बिरयानी"', async () => {
    const [author, reader] = await Promise.all([members.owner(), members.manpower()]);
    const word = uniqueWord('zq');
    const devanagari = await createPost(http, author, { title: `हैदराबादी बिरयानी ${word}` });
    const latin = await createPost(http, author, {
      title: `Biryani ${word}`,
      description: 'Dum, every Friday',
    });

    expect((await search(reader, `biryani ${word}`)).post.map((p) => p.id).sort()).toEqual(
      [devanagari.id, latin.id].sort(),
    );
    expect((await search(reader, `बिरयानी ${word}`)).post.map((p) => p.id).sort()).toEqual(
      [devanagari.id, latin.id].sort(),
    );
    // The titles are shown as written; the keys are only searched.
    expect((await search(reader, `biriyani ${word}`)).post).toEqual(
      expect.arrayContaining([{ id: devanagari.id, title: `हैदराबादी बिरयानी ${word}` }]),
    );
    // The results page (the window's FULLTEXT index) finds both too.
    const page = await api.app.get(PostSearch).page(`बिरयानी ${word}`, reader.id, 20, null);
    expect(page.hits.map((h) => h.id).sort()).toEqual([devanagari.id, latin.id].sort());
    // A different word is not merged in.
    expect((await search(reader, `paneer ${word}`)).post).toEqual([]);
  });

  it('keys an edited post again', async () => {
    const [author, reader] = await Promise.all([members.owner(), members.manpower()]);
    const word = uniqueWord('zq');
    const post = await createPost(http, author, { title: `Masala ${word}` });
    await http().post(`/api/posts/${post.id}`).set(bearer(author)).field('title', `पनीर ${word}`).expect(200);
    expect((await search(reader, `paneer ${word}`)).post.map((p) => p.id)).toEqual([post.id]);
    expect((await search(reader, `masala ${word}`)).post).toEqual([]);
  });

  it('finds posts written before the keys once the fill has run, and by their words meanwhile', async () => {
    const [author, reader] = await Promise.all([members.owner(), members.manpower()]);
    const word = uniqueWord('zq');
    const { insertId } = await db().query('INSERT INTO posts (user_id, title) VALUES (?, ?)', [
      author.id,
      `तंदूर ${word}`,
    ]);
    expect((await search(reader, `तंदूर ${word}`)).post.map((p) => p.id)).toEqual([insertId]);
    expect((await search(reader, `tandoor ${word}`)).post).toEqual([]);

    await fillPostSoundKeys(db());
    const [row] = await db().query('SELECT search_keys FROM posts WHERE id = ?', [insertId]);
    expect(row.search_keys).toContain('tandur');
    expect((await search(reader, `tandoor ${word}`)).post.map((p) => p.id)).toEqual([insertId]);
  });
});

describe('search across scripts: listings', () => {
  const eliteOwner = async () => {
    const owner = await members.owner();
    await makeElite(api.app, http, owner);
    return owner;
  };
  const created = async <T>(path: string, owner: Member, fields: Record<string, string>): Promise<T> => {
    const res = await form(http().post(`/api/${path}`).set(bearer(owner)), fields);
    if (res.status !== 201) throw new Error(`not created: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as T;
  };

  it('finds a requirement and a job written in one script by a search in the other', async () => {
    const [owner, reader] = await Promise.all([eliteOwner(), members.manpower()]);
    const word = uniqueWord('zq');
    const requirement = await created<Requirement>('restaurants/requirement', owner, {
      title: `ताज़ा पनीर ${word}`,
      description: 'रोज़ 20 किलो',
    });
    const job = await created<Job>('restaurants/job', owner, {
      title: `Tandoor chef ${word}`,
      position: 'Head chef',
      salary: '35000',
      per: '0',
      location: 'Adajan',
    });

    const byLatin = await search(reader, `paneer ${word}`);
    expect(byLatin.listing.map((l) => `${l.user_type_text}:${l.id}`)).toEqual([
      `requirement:${requirement.id}`,
    ]);
    expect(byLatin.listing[0]!.title).toBe(`ताज़ा पनीर ${word}`);
    // The keys follow the words, apart: what is shown of a listing is its words.
    const [row] = await db().query('SELECT search_text FROM requirements WHERE id = ?', [requirement.id]);
    expect(row.search_text).toMatch(new RegExp(`^ताज़ा पनीर ${word} रोज़ 20 किलो \\| .*\\bpanir\\b`));
    const byDevanagari = await search(reader, `तंदूर शेफ़ ${word}`);
    expect(byDevanagari.listing.map((l) => `${l.user_type_text}:${l.id}`)).toEqual([`job:${job.id}`]);
  });

  it('keys the listings saved before, once, with the fill', async () => {
    const [owner, reader] = await Promise.all([eliteOwner(), members.manpower()]);
    const word = uniqueWord('zq');
    const requirement = await created<Requirement>('restaurants/requirement', owner, {
      title: `Samosa ${word}`,
      description: 'Daily 200 pieces',
    });
    // As a listing saved before decision 412: its words only.
    await db().query('UPDATE requirements SET search_text = ? WHERE id = ?', [
      `समोसा ${word}`,
      requirement.id,
    ]);
    expect((await search(reader, `samosa ${word}`)).listing).toEqual([]);

    expect(await fillListingSoundKeys(db())).toBeGreaterThan(0);
    expect((await search(reader, `samosa ${word}`)).listing.map((l) => l.id)).toEqual([requirement.id]);
    // A second run has nothing left to write for it.
    const [before] = await db().query('SELECT search_text FROM requirements WHERE id = ?', [requirement.id]);
    await fillListingSoundKeys(db());
    const [after] = await db().query('SELECT search_text FROM requirements WHERE id = ?', [requirement.id]);
    expect(after.search_text).toBe(before.search_text);
  });
});
