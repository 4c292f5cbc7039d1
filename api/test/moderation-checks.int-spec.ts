import { randomBytes } from 'node:crypto';
import type { WatchedWordRecord } from '@app/contracts';
import sharp from 'sharp';
import { InvalidInputError } from '../src/core/errors/domain-error';
import { ReviewItemEntity } from '../src/modules/moderation/entities/review-item.entity';
import { ModerationService } from '../src/modules/moderation/moderation.service';
import { StaffService } from '../src/modules/staff/staff.service';
import { freshIp, signUpVerified } from './support/accounts';
import { useTestApi } from './support/api';

const api = useTestApi();
const { http, outbox } = api;

let moderation: ModerationService;
/** The member whose content is screened (review items point at a real author). */
let authorId: number;
const password = 'a-long-test-password-1';

beforeAll(async () => {
  moderation = api.app.get(ModerationService);
  authorId = (await signUpVerified(http, outbox)).id;
  const staff = api.app.get(StaffService);
  await staff.upsert({
    email: 'words-moderator@restaurant.local',
    password,
    name: 'Words Moderator',
    role: 'moderator',
  });
  await staff.upsert({
    email: 'words-editor@restaurant.local',
    password,
    name: 'Words Editor',
    role: 'content_editor',
  });
});

async function staffToken(email: string): Promise<string> {
  return (
    await http()
      .post('/admin-api/auth/login')
      .set('X-Forwarded-For', freshIp())
      .send({ email, password })
      .expect(200)
  ).body.token;
}
const uniqueWord = (prefix: string) =>
  prefix + [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('');
const reviewItems = (subject_type: 'post' | 'comment', subject_id: number) =>
  api.db.getRepository(ReviewItemEntity).find({ where: { subject_type, subject_id }, order: { id: 'ASC' } });
/** Subject ids no other test uses (no foreign key ties review items to content). */
let nextSubject = Date.now() % 1_000_000_000;
const subjectId = () => ++nextSubject;

describe('watched words', () => {
  it('are managed by moderators in the console and hold text that contains one as a whole word', async () => {
    const token = await staffToken('words-moderator@restaurant.local');
    const word = uniqueWord('Scamword');
    const created = await http()
      .post('/admin-api/watched-words')
      .auth(token, { type: 'bearer' })
      .send({ word: `  ${word} ` })
      .expect(201);
    const record = created.body as WatchedWordRecord;
    expect(record).toEqual({
      id: expect.any(Number),
      word,
      created_by: expect.any(Number),
      created_at: expect.any(String),
    });

    const id = subjectId();
    const verdict = await moderation.screenText({
      subject: 'post',
      subjectId: id,
      authorId,
      text: `Great deal, ${word.toUpperCase()}! Call now.`,
    });
    expect(verdict).toEqual({ hold: true, reasons: ['watched_words'] });
    const [item] = await reviewItems('post', id);
    expect(item).toMatchObject({
      source: 'watched_words',
      reason: 'watched_words',
      held: true,
      status: 'open',
      author_id: authorId,
    });
    expect(item!.evidence).toEqual({
      matched_words: [word],
      text: `Great deal, ${word.toUpperCase()}! Call now.`,
    });

    // Inside a longer word it is not the word.
    expect(
      await moderation.screenText({
        subject: 'comment',
        subjectId: subjectId(),
        authorId,
        text: `${word}ish things`,
      }),
    ).toEqual({ hold: false, reasons: [] });

    await http().delete(`/admin-api/watched-words/${record.id}`).auth(token, { type: 'bearer' }).expect(200);
    expect(
      await moderation.screenText({
        subject: 'post',
        subjectId: subjectId(),
        authorId,
        text: `again ${word}`,
      }),
    ).toEqual({ hold: false, reasons: [] });
  });

  it('screening the same text twice keeps one open review item', async () => {
    const token = await staffToken('words-moderator@restaurant.local');
    const word = uniqueWord('Repeatword');
    await http().post('/admin-api/watched-words').auth(token, { type: 'bearer' }).send({ word }).expect(201);
    const id = subjectId();
    await moderation.screenText({ subject: 'post', subjectId: id, authorId, text: word });
    await moderation.screenText({ subject: 'post', subjectId: id, authorId, text: `${word} edited` });
    expect(await reviewItems('post', id)).toHaveLength(1);
  });

  it('list with Content-Range, filter by text, refuse duplicates and bad words', async () => {
    const token = await staffToken('words-moderator@restaurant.local');
    const word = uniqueWord('Listword');
    await http().post('/admin-api/watched-words').auth(token, { type: 'bearer' }).send({ word }).expect(201);
    const duplicate = await http()
      .post('/admin-api/watched-words')
      .auth(token, { type: 'bearer' })
      .send({ word: word.toUpperCase() })
      .expect(422);
    expect(duplicate.body.errors).toEqual({ word: ['This word is already on the list.'] });
    await http()
      .post('/admin-api/watched-words')
      .auth(token, { type: 'bearer' })
      .send({ word: '!!!' })
      .expect(422);
    await http().post('/admin-api/watched-words').auth(token, { type: 'bearer' }).send({}).expect(422);

    const list = await http()
      .get('/admin-api/watched-words')
      .query({
        filter: JSON.stringify({ q: word.slice(0, 12) }),
        sort: JSON.stringify(['id', 'DESC']),
        range: JSON.stringify([0, 9]),
      })
      .auth(token, { type: 'bearer' })
      .expect(200);
    expect(list.headers['content-range']).toMatch(/^watched-words 0-\d+\/\d+$/);
    expect((list.body as WatchedWordRecord[]).map((w) => w.word)).toContain(word);
    await http().get('/admin-api/watched-words/99999999').auth(token, { type: 'bearer' }).expect(404);
  });

  it('are closed to other staff roles and to members', async () => {
    const editor = await staffToken('words-editor@restaurant.local');
    await http().get('/admin-api/watched-words').auth(editor, { type: 'bearer' }).expect(403);
    await http()
      .post('/admin-api/watched-words')
      .auth(editor, { type: 'bearer' })
      .send({ word: 'nope' })
      .expect(403);
    await http().get('/admin-api/watched-words').expect(401);
  });
});

describe('the blocklist of removed images', () => {
  /** A picture with structure (a flat one would hash like every flat one); `seed` varies the layout. */
  function picture(seed: number): Promise<Buffer> {
    const shapes = Array.from({ length: 6 }, (_, i) => {
      const v = (seed * 7919 + i * 104729) % 997;
      return `<circle cx="${(v * 13) % 640}" cy="${(v * 29) % 480}" r="${40 + (v % 90)}" fill="#${((v * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}"/>`;
    }).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="#5a6b7c"/>${shapes}</svg>`;
    return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
  }

  it('catches a re-upload of a blocked image, even re-encoded and resized, and records the distance', async () => {
    const seed = Date.now() % 100_000;
    const removed = await picture(seed);
    const blocked = await moderation.blockImage(removed, 'Removed by staff: test');
    const reupload = await sharp(removed).resize(560).webp({ quality: 55 }).toBuffer();

    const id = subjectId();
    const verdict = await moderation.screenImage({
      subject: 'post',
      subjectId: id,
      mediaId: 77,
      authorId,
      image: reupload,
    });
    expect(verdict).toEqual({ hold: true, reasons: ['blocked_image'] });
    const [item] = await reviewItems('post', id);
    expect(item).toMatchObject({ source: 'blocked_image', held: true, status: 'open', author_id: authorId });
    expect(item!.evidence).toEqual({
      media_id: 77,
      blocked_image_id: blocked.id,
      hash: expect.stringMatching(/^[0-9a-f]{16}$/),
      distance: expect.any(Number),
    });
    expect((item!.evidence as { distance: number }).distance).toBeLessThanOrEqual(10);
  });

  it('lets a different image through', async () => {
    const seed = (Date.now() % 100_000) + 500_000;
    await moderation.blockImage(await picture(seed), 'Removed by staff: test');
    const stripes = Array.from(
      { length: 20 },
      (_, i) => `<rect x="${i * 20}" width="20" height="300" fill="${i % 2 ? '#000' : '#fff'}"/>`,
    ).join('');
    const other = await sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">${stripes}</svg>`),
    )
      .png()
      .toBuffer();
    expect(
      await moderation.screenImage({
        subject: 'post',
        subjectId: subjectId(),
        mediaId: 1,
        authorId,
        image: other,
      }),
    ).toEqual({ hold: false, reasons: [] });
  });

  it('blocks the same look once, and refuses files that are not pictures or are too plain', async () => {
    const image = await picture((Date.now() % 100_000) + 900_000);
    const first = await moderation.blockImage(image, 'first');
    const again = await moderation.blockImage(await sharp(image).png().toBuffer(), 'again');
    expect(again.id).toBe(first.id);
    await expect(moderation.blockImage(Buffer.from('not an image'), 'x')).rejects.toBeInstanceOf(
      InvalidInputError,
    );
    const plain = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#808080' } })
      .png()
      .toBuffer();
    await expect(moderation.blockImage(plain, 'x')).rejects.toBeInstanceOf(InvalidInputError);
  });
});
