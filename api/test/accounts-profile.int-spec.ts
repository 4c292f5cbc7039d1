import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { avatarThumbnailOf, MEMBER_PRIVATE_FIELDS, type MemberUser, type Page } from '@app/contracts';
import sharp from 'sharp';
import { GSTIN_INVALID_MESSAGE } from '../src/modules/invoices';
import { MemberDirectory } from '../src/modules/members';
import { freshIp, signupPayload, signUpVerified, uniqueEmail } from './support/accounts';
import { useTestApi } from './support/api';
import { QueryCounter } from './support/query-counter';

const api = useTestApi();
const { http, outbox, bearer } = api;

/** A 1600×1200 JPEG carrying EXIF (camera make and a GPS-like comment). */
function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Model: 'X100', ImageDescription: 'home at 21.17N 72.83E' } })
    .toBuffer();
}

/** A file the API serves, as bytes. */
async function download(path: string, status: number) {
  return http()
    .get(path)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    })
    .expect(status);
}

describe('profile update', () => {
  it('updates own fields and stores the photo re-encoded, resized and without EXIF', async () => {
    const me = await signUpVerified(http, outbox);
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await http()
      .post(`/api/users/${me.id}`)
      .set(bearer(me.token))
      .field('first_name', 'Asha')
      .field('last_name', 'Mehta')
      .field('gender', 'Female')
      .field('birth_date', '1990-05-17')
      .field('country_id', '101')
      .field('state_id', '4030')
      .field('city_id', '134096')
      .field('pin_code', '395007')
      .field('main_office_city', 'Mumbai')
      .field('gst_no', '24AAAAA0000A1Z8')
      .field('about', 'Chef and owner.')
      .attach('photo', original, { filename: 'me.jpg', contentType: 'image/jpeg' })
      .expect(200);
    const user = res.body.data as MemberUser;
    expect(user).toMatchObject({
      id: me.id,
      last_name: 'Mehta',
      full_name: 'Asha Mehta',
      gender: 'Female',
      birth_date: '1990-05-17',
      pin_code: '395007',
      main_office_city: 'Mumbai',
      gst_no: '24AAAAA0000A1Z8',
    });
    expect(user.profile_photo).toMatch(/\/api\/files\/avatars\/\d+\/[0-9a-f]+\.jpg$/);

    const path = new URL(user.profile_photo!).pathname;
    const file = await download(path, 200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toMatch(/max-age/);
    const meta = await sharp(file.body as Buffer).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width!, meta.height!)).toBe(1024);
  });

  it('clears optional text fields sent empty, as a form does', async () => {
    const me = await signUpVerified(http, outbox);
    const update = (fields: Record<string, string>) => {
      const req = http().post(`/api/users/${me.id}`).set(bearer(me.token));
      for (const [name, value] of Object.entries(fields)) req.field(name, value);
      return req.expect(200);
    };
    await update({ pin_code: '395007', main_office_city: 'Mumbai', address: '12 Ring Road' });
    const res = await update({ pin_code: '', main_office_city: '  ', address: '' });
    expect(res.body.data).toMatchObject({ pin_code: null, main_office_city: null, address: null });
  });

  it("refuses to update another member's profile", async () => {
    const me = await signUpVerified(http, outbox);
    const other = await signUpVerified(http, outbox);
    const res = await http()
      .post(`/api/users/${other.id}`)
      .set(bearer(me.token))
      .field('first_name', 'Hacked')
      .expect(403);
    expect(res.body).toMatchObject({ status_code: 403, data: null });
  });

  it('refuses a file that is not an image, whatever its name', async () => {
    const me = await signUpVerified(http, outbox);
    const res = await http()
      .post(`/api/users/${me.id}`)
      .set(bearer(me.token))
      .attach('photo', Buffer.from('just some text, not a picture'), {
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
      })
      .expect(422);
    expect(res.body.errors).toHaveProperty('photo');
  });

  it('refuses a photo over 5 MB with 413', async () => {
    const me = await signUpVerified(http, outbox);
    const res = await http()
      .post(`/api/users/${me.id}`)
      .set(bearer(me.token))
      .attach('photo', Buffer.alloc(5 * 1024 * 1024 + 10, 1), {
        filename: 'big.jpg',
        contentType: 'image/jpeg',
      });
    expect(res.status).toBe(413);
    expect(res.body.status_code).toBe(413);
  });

  it('checks the GST number as a GSTIN, the Atmnirbhar form’s rule, and stores it normalised', async () => {
    const me = await signUpVerified(http, outbox);
    const send = (gst: string, status: number) =>
      http().post(`/api/users/${me.id}`).set(bearer(me.token)).field('gst_no', gst).expect(status);
    for (const bad of ['BADGST', '24AAAAA0000A1Z9', '24AAAAA0000A1']) {
      const refused = await send(bad, 422);
      // One clear message on the field, in the words of a person, not of a column.
      expect(refused.body.errors).toEqual({ gst_no: [GSTIN_INVALID_MESSAGE] });
      expect(GSTIN_INVALID_MESSAGE).not.toMatch(/gst no/);
    }
    const stored = await send(' 27aapfu0939f1zv ', 200);
    expect(stored.body.data.gst_no).toBe('27AAPFU0939F1ZV');
    // The refusals changed nothing; an empty field clears it.
    expect((await send('', 200)).body.data.gst_no).toBeNull();
  });

  it('refuses a GST number that is not a GSTIN on the elite sign-up too, and takes none', async () => {
    const signUp = (gst_no: string, status: number) =>
      http()
        .post('/api/users/elight-signup')
        .set('X-Forwarded-For', freshIp())
        .send(signupPayload({ plan_id: 1, gst_no }))
        .expect(status);
    const refused = await signUp('BADGST', 422);
    expect(refused.body.errors.gst_no).toEqual([GSTIN_INVALID_MESSAGE]);
    await signUp('', 201);
  });

  it('refuses a city outside the state', async () => {
    const me = await signUpVerified(http, outbox);
    const res = await http()
      .post(`/api/users/${me.id}`)
      .set(bearer(me.token))
      .field('state_id', '4014')
      .expect(422);
    expect(res.body.errors).toHaveProperty('city_id');
  });
});

describe('avatar copies (decision 205)', () => {
  const onDisk = (url: string) =>
    join(process.env.STORAGE_DIR!, new URL(url).pathname.replace('/api/files/', ''));

  async function uploadPhoto(me: { id: number; token: string }): Promise<string> {
    const res = await http()
      .post(`/api/users/${me.id}`)
      .set(bearer(me.token))
      .attach('photo', await jpegWithExif(), { filename: 'me.jpg', contentType: 'image/jpeg' })
      .expect(200);
    return (res.body.data as MemberUser).profile_photo!;
  }

  it('stores a square copy of 256 px beside the photo, served at the address next to it', async () => {
    const me = await signUpVerified(http, outbox);
    const photo = await uploadPhoto(me);
    const copy = avatarThumbnailOf(photo)!;
    expect(copy).toMatch(/\/api\/files\/avatars\/\d+\/[0-9a-f]+-256\.jpg$/);
    expect(existsSync(onDisk(copy))).toBe(true);

    const file = await download(new URL(copy).pathname, 200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(file.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 256, 256, undefined]);
  });

  it('makes the copy of a photo stored without one when it is first asked for, and keeps it', async () => {
    const me = await signUpVerified(http, outbox);
    const copy = avatarThumbnailOf(await uploadPhoto(me))!;
    rmSync(onDisk(copy));

    const file = await download(new URL(copy).pathname, 200);
    expect((await sharp(file.body as Buffer).metadata()).width).toBe(256);
    expect(existsSync(onDisk(copy))).toBe(true);
  });

  it('removes the old photo and its copy with a new photo, and makes no copy of a missing photo', async () => {
    const me = await signUpVerified(http, outbox);
    const old = await uploadPhoto(me);
    await uploadPhoto(me);
    await http().get(new URL(old).pathname).expect(404);
    await http()
      .get(new URL(avatarThumbnailOf(old)!).pathname)
      .expect(404);
    expect(existsSync(onDisk(avatarThumbnailOf(old)!))).toBe(false);
    await http().get('/api/files/avatars/1/abcdef-256.jpg').expect(404);
  });
});

describe('files', () => {
  it('serves nothing outside the public prefixes and no path traversal', async () => {
    await http().get('/api/files/private/secret.jpg').expect(404);
    await http().get('/api/files/avatars/..%2F..%2Fetc%2Fpasswd').expect(404);
    await http().get('/api/files/avatars/1/nope.jpg').expect(404);
  });
});

describe('members', () => {
  it('shows a member by id and 404 for an unknown one', async () => {
    const me = await signUpVerified(http, outbox);
    const res = await http().get(`/api/users/${me.id}`).set(bearer(me.token)).expect(200);
    expect(res.body.data).toMatchObject({
      id: me.id,
      relation: 'Follow',
      post_count: 0,
      is_subscribed: 0,
      blue_tick: 0,
    });
    expect(JSON.stringify(res.body.data)).not.toMatch(/hash/);
    await http().get('/api/users/99999999').set(bearer(me.token)).expect(404);
    await http().get(`/api/users/${me.id}`).expect(401);
  });

  it('finds members matching every word of the search, case-insensitively', async () => {
    const tag = uniqueEmail('x')
      .slice(2, 10)
      .replace(/[^a-z0-9]/g, 'q');
    const me = await signUpVerified(http, outbox, { first_name: `Zarina${tag}`, last_name: 'Kapoor' });
    await signUpVerified(http, outbox, { first_name: `Zarina${tag}`, last_name: 'Shah' });
    const res = await http()
      .get('/api/users')
      .query({ search: `kapoor ZARINA${tag}` })
      .set(bearer(me.token))
      .expect(200);
    const page = res.body.data as Page<MemberUser>;
    expect(page.data.map((u) => u.full_name)).toEqual([`Zarina${tag} Kapoor`]);
    const both = await http()
      .get('/api/users')
      .query({ search: `zarina${tag}` })
      .set(bearer(me.token))
      .expect(200);
    expect(both.body.data.total).toBe(2);
    expect(both.body.data.per_page).toBe(20);
  });
});

describe('the members search at scale (decision 183)', () => {
  it('reads users only through bounded queries, with or without words', async () => {
    const me = await signUpVerified(http, outbox);
    const counter = QueryCounter.install(api.app);
    for (const search of ['zarina kapoor', '']) {
      const { queries } = await counter.during(() =>
        http().get('/api/users').query({ search }).set(bearer(me.token)).expect(200),
      );
      const onUsers = queries.filter((q) => /FROM [`]?users[`]? /i.test(q.sql));
      expect(onUsers.length).toBeGreaterThan(0);
      // Every read of users is limited, or fetches the page's rows by id: nothing counts or sorts them all.
      for (const q of onUsers) expect(q.sql).toMatch(/LIMIT|\bIN \(/i);
    }
  });

  it('leaves out banned members', async () => {
    const tag = uniqueEmail('b')
      .slice(2, 10)
      .replace(/[^a-z]/g, 'q');
    const banned = await signUpVerified(http, outbox, { first_name: `Banned${tag}` });
    const me = await signUpVerified(http, outbox);
    await api.db.query('UPDATE users SET banned_at = NOW(3) WHERE id = ?', [banned.id]);
    const res = await http()
      .get('/api/users')
      .query({ search: `banned${tag}` })
      .set(bearer(me.token))
      .expect(200);
    expect(res.body.data.total).toBe(0);
    await api.db.query('UPDATE users SET banned_at = NULL WHERE id = ?', [banned.id]);
  });
});

describe('the members search matches names exactly (decision 193)', () => {
  const tag = uniqueEmail('n')
    .slice(2, 10)
    .replace(/[^a-z]/g, 'q');
  const shah = `Shah${tag}`;
  const ids: Record<string, number> = {};
  let me: Awaited<ReturnType<typeof signUpVerified>>;

  beforeAll(async () => {
    me = await signUpVerified(http, outbox);
    const names: Array<[string, string, string]> = [
      ['pair', 'Meera', shah],
      ['prefixes', 'Meeraj', `${shah}kumar`],
      ['reversed', shah, 'Meera'],
      // Words inside a name: only the multi-word names' FULLTEXT index has them.
      ['multiFirst', 'Mary Meera', shah],
      ['multiLast', 'Meera', `Ann-${shah}`],
      ['other', 'Meera', `Khan${tag}`],
      ['banned', 'Meera', shah],
      ['unverified', 'Meera', shah],
      ['deleted', 'Meera', shah],
    ];
    for (const [key, first, last] of names) {
      const member = await signUpVerified(http, outbox);
      await api.db.query('UPDATE users SET first_name = ?, last_name = ? WHERE id = ?', [
        first,
        last,
        member.id,
      ]);
      ids[key] = member.id;
    }
    await api.db.query('UPDATE users SET banned_at = NOW(3) WHERE id = ?', [ids.banned]);
    await api.db.query('UPDATE users SET email_verified_at = NULL WHERE id = ?', [ids.unverified]);
    await api.db.query('UPDATE users SET deleted_at = NOW(3) WHERE id = ?', [ids.deleted]);
  });

  const found = async (search: string) => {
    const page = (await http().get('/api/users').query({ search }).set(bearer(me.token)).expect(200)).body
      .data as Page<MemberUser>;
    const byId = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
    return { keys: page.data.map((u) => byId[u.id] ?? u.id), total: page.total };
  };

  it('finds two words either way round, by the start of either name, whole names first', async () => {
    const expected = ['pair', 'reversed', 'multiFirst', 'multiLast', 'prefixes'];
    expect(await found(`meera ${shah}`)).toEqual({ keys: expected, total: 5 });
    expect(await found(`${shah} MEERA`)).toEqual({ keys: expected, total: 5 });
    expect((await found(`mee ${shah.slice(0, -1)}`)).keys.sort()).toEqual([...expected].sort());
    expect(await found(`meeraj ${shah}`)).toEqual({ keys: ['prefixes'], total: 1 });
  });

  it('finds words inside multi-word and hyphenated names', async () => {
    expect(await found(`mary ${shah}`)).toEqual({ keys: ['multiFirst'], total: 1 });
    expect(await found(`ann ${shah}`)).toEqual({ keys: ['multiLast'], total: 1 });
    expect(await found(`mary meera ${shah}`)).toEqual({ keys: ['multiFirst'], total: 1 });
    // Three words that two words of a plain name cannot all begin.
    expect(await found(`meera khan${tag} ${shah}`)).toEqual({ keys: [], total: 0 });
  });

  it('finds one word in either name or inside one, and a word that begins another adds nothing', async () => {
    const one = await found(shah);
    expect(one.total).toBe(5);
    expect(one.keys.slice(0, 4).sort()).toEqual(['multiFirst', 'multiLast', 'pair', 'reversed'].sort());
    expect(await found(`sha ${shah}`)).toEqual(one);
  });

  it('leaves out banned, unverified and deleted members, and counts only up to the limit', async () => {
    const all = await found(`meera ${shah}`);
    for (const key of ['banned', 'unverified', 'deleted', 'other']) expect(all.keys).not.toContain(key);
    const directory = api.app.get(MemberDirectory);
    expect(await directory.idsByName(`meera ${shah}`, 2)).toEqual([ids.pair, ids.reversed]);
    expect(await directory.idsByName(shah, 3)).toHaveLength(3);
  });
});

describe('the members search counts a member matching by both names once', () => {
  it('finds a name whose first and last names both begin with the word, and a multi-word one, once each', async () => {
    const word = `Zed${uniqueEmail('z')
      .slice(2, 10)
      .replace(/[^a-z]/g, 'q')}`;
    const me = await signUpVerified(http, outbox);
    const names: Array<[string, string]> = [
      [word, `${word}son`],
      [`${word} Ann`, word],
      ['Ann', `${word}`],
    ];
    const ids: number[] = [];
    for (const [first, last] of names) {
      const member = await signUpVerified(http, outbox);
      await api.db.query('UPDATE users SET first_name = ?, last_name = ? WHERE id = ?', [
        first,
        last,
        member.id,
      ]);
      ids.push(member.id);
    }
    const page = (await http().get('/api/users').query({ search: word }).set(bearer(me.token)).expect(200))
      .body.data as Page<MemberUser>;
    expect(page.total).toBe(3);
    expect(page.data.map((u) => u.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect((await api.app.get(MemberDirectory).idsByName(word, 10)).sort((a, b) => a - b)).toEqual(
      [...ids].sort((a, b) => a - b),
    );
  });
});

describe('contact details (decision 055)', () => {
  let owner: Awaited<ReturnType<typeof signUpVerified>>;
  let stranger: Awaited<ReturnType<typeof signUpVerified>>;
  const surname = `Privy${uniqueEmail('p')
    .slice(2, 10)
    .replace(/[^a-z0-9]/g, 'q')}`;

  beforeAll(async () => {
    owner = await signUpVerified(http, outbox, { last_name: surname });
    stranger = await signUpVerified(http, outbox);
    // Every private field but the (free member's) subscription holds a value: "absent" is not "null".
    await http()
      .post(`/api/users/${owner.id}`)
      .set(bearer(owner.token))
      .field('birth_date', '1990-05-17')
      .field('gender', 'Female')
      .field('address', '12 Ring Road')
      .field('pin_code', '395007')
      .field('gst_no', '24AAAAA0000A1Z8')
      .field('about', 'Chef and owner.')
      .expect(200);
  });

  const views = async () => ({
    self: (await http().get(`/api/users/${owner.id}`).set(bearer(owner.token)).expect(200)).body.data,
    current: (await http().get('/api/user').set(bearer(owner.token)).expect(200)).body.data,
    other: (await http().get(`/api/users/${owner.id}`).set(bearer(stranger.token)).expect(200)).body.data,
    searched: (
      await http().get('/api/users').query({ search: surname }).set(bearer(stranger.token)).expect(200)
    ).body.data.data[0],
  });

  it.each(MEMBER_PRIVATE_FIELDS)('gives %s to the member themself and to no other member', async (field) => {
    const { self, current, other, searched } = await views();
    expect(self).toHaveProperty(field);
    expect(current).toHaveProperty(field);
    if (field !== 'subscription') expect(self[field]).not.toBeNull();
    expect(other).not.toHaveProperty(field);
    expect(searched.id).toBe(owner.id);
    expect(searched).not.toHaveProperty(field);
  });

  it('shows another member the public profile: name, photo, type, place, about and counts', async () => {
    const { other } = await views();
    expect(other).toMatchObject({
      id: owner.id,
      full_name: `Asha ${surname}`,
      user_type_text: expect.any(String),
      blue_tick: 0,
      about: 'Chef and owner.',
      city: { id: 134096, name: 'Surat' },
      post_count: 0,
      followers_count: 0,
      relation: 'Follow',
    });
    expect(JSON.stringify(other)).not.toMatch(/example\.test|9876543210|Ring Road|395007|1990-05-17/);
  });
});
