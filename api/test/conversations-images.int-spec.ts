import { ConversationMessages, type ConversationMessage } from '@app/contracts';
import { bearer, freshIp } from './support/accounts';
import { useTestApi } from './support/api';
import { watchWord } from './support/marketplace';
import { type Member, newMember, photo, uniqueWord } from './support/social';
import { bytes } from './support/staff';

/**
 * Message images (decision 277): up to four per message through the post image checks, stored privately,
 * answered to the two participants only (404 to anyone else), copied into a report's evidence.
 */
const api = useTestApi();
const { http, outbox } = api;

const as = (member: Member) => ({ ...bearer(member), 'X-Forwarded-For': freshIp() });

async function pair(): Promise<{ a: Member; b: Member; id: number }> {
  const [a, b] = [await newMember(http, outbox), await newMember(http, outbox)];
  for (const [from, to] of [
    [a, b],
    [b, a],
  ]) {
    await http().post('/api/users/follow').set(as(from)).send({ followee_id: to.id }).expect(200);
    await http()
      .post('/api/users/follow-action-type')
      .set(as(to))
      .send({ follower_id: from.id, action_type: 1 })
      .expect(200);
  }
  const id = (await http().post('/api/conversations').set(as(a)).send({ user_id: b.id }).expect(201)).body
    .data.id as number;
  return { a, b, id };
}

function sendWithImages(member: Member, id: number, body: string, files: Array<[string, Buffer]>) {
  let req = http().post(`/api/conversations/${id}/messages`).set(as(member)).field('body', body);
  for (const [name, buffer] of files)
    req = req.attach(name, buffer, { filename: `${name}.jpg`, contentType: 'image/jpeg' });
  return req;
}

it('sends up to four images, cleaned of metadata, that only the two participants can fetch', async () => {
  const { a, b, id } = await pair();
  const res = await sendWithImages(a, id, 'the new menu', [
    ['images[0]', await photo(1600, 1200)],
    ['images[1]', await photo(300, 200, '#aa3333')],
  ]).expect(201);
  const message = res.body.data as ConversationMessage;
  expect(message.images).toEqual([
    { url: `/api/conversations/${id}/messages/${message.id}/images/0`, width: 1600, height: 1200 },
    { url: `/api/conversations/${id}/messages/${message.id}/images/1`, width: 300, height: 200 },
  ]);
  const thread = await http().get(`/api/conversations/${id}/messages`).set(as(b)).expect(200);
  expect(thread.body.data.data[0].images).toHaveLength(2);

  const file = await http().get(message.images[0].url).set(as(b)).buffer(true).parse(bytes).expect(200);
  expect(file.headers['content-type']).toBe('image/jpeg');
  expect((file.body as Buffer).includes(Buffer.from('SecretCam'))).toBe(false);
  await http().get(message.images[0].url).set(as(a)).expect(200);

  const outsider = await newMember(http, outbox);
  await http().get(message.images[0].url).set(as(outsider)).expect(404);
  await http().get(message.images[0].url).expect(401);
  await http().get(`/api/conversations/${id}/messages/${message.id}/images/2`).set(as(b)).expect(404);
  await http().get(`/api/conversations/${id}/messages/${message.id}/images/4`).set(as(b)).expect(404);
  await http().get(`/api/conversations/${id}/messages/${message.id}/images/x`).set(as(b)).expect(422);
  // Never through the public files route.
  const [row]: Array<{ images: string | Array<{ key: string }> }> = await api.db.query(
    'SELECT images FROM conversation_messages WHERE id = ?',
    [message.id],
  );
  const stored =
    typeof row.images === 'string' ? (JSON.parse(row.images) as Array<{ key: string }>) : row.images;
  expect(stored[0].key).toMatch(/^messages\//);
  await http().get(`/api/files/${stored[0].key}`).expect(404);
});

it('refuses a fifth image, a file that is not an image, and files under other names', async () => {
  const { a, id } = await pair();
  const small = await photo(40, 40);
  const five = await sendWithImages(
    a,
    id,
    'too many',
    [0, 1, 2, 3, 4].map((n) => [`images[${n}]`, small] as [string, Buffer]),
  ).expect(422);
  expect(five.body.errors.images).toEqual([ConversationMessages.tooManyImages]);
  const notImage = await sendWithImages(a, id, 'broken', [
    ['images[0]', Buffer.from('not a picture at all')],
  ]).expect(422);
  expect(notImage.body.errors['images[0]']).toEqual([ConversationMessages.notAnImage]);
  await sendWithImages(a, id, 'elsewhere', [['medias[0]', small]]).expect(422);
  await sendWithImages(a, id, '', [['images[0]', small]]).expect(422); // the text is still required
  const thread = await http().get(`/api/conversations/${id}/messages`).set(as(a)).expect(200);
  expect(thread.body.data.data).toEqual([]);
});

it('hides a held message’s images from the other member and copies a reported one’s into the evidence', async () => {
  const { a, b, id } = await pair();
  const word = uniqueWord('watch');
  await watchWord(api.app, word);
  const held = (
    await sendWithImages(a, id, `cheap ${word}`, [['images[0]', await photo(60, 60)]]).expect(201)
  ).body.data as ConversationMessage;
  expect(held.held).toBe(true);
  await http().get(held.images[0].url).set(as(b)).expect(404);
  await http().get(held.images[0].url).set(as(a)).expect(200);

  const shown = (
    await sendWithImages(a, id, 'look at this', [['images[0]', await photo(80, 80)]]).expect(201)
  ).body.data as ConversationMessage;
  const report = await http()
    .post(`/api/conversations/${id}/messages/${shown.id}/report`)
    .set(as(b))
    .send({ reason: 'harassment' })
    .expect(201);
  const [item]: Array<{ snapshot: string | { images: Array<{ key: string }> } }> = await api.db.query(
    'SELECT snapshot FROM review_items WHERE id = ?',
    [report.body.data.id],
  );
  const snapshot = typeof item.snapshot === 'string' ? JSON.parse(item.snapshot) : item.snapshot;
  expect(snapshot.images).toHaveLength(1);
  expect(snapshot.images[0].key).not.toMatch(/^messages\//); // the evidence store's own copy
});
