import type { MemberNotification } from '@app/contracts';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { QueueName } from '../src/core/queue/queue-names';
import { WorkerModule } from '../src/worker.module';
import { useTestApi } from './support/api';
import { createPost, newMember } from './support/social';
import { drainQueues, startSmtp, waitFor } from './support/workers';

const api = useTestApi();
const { http, outbox, bearer } = api;

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let worker: INestApplicationContext;
let author: Awaited<ReturnType<typeof newMember>>;
let fan: Awaited<ReturnType<typeof newMember>>;

beforeAll(async () => {
  // Members sign up before the worker runs: the test reads their codes from the queued mail jobs, and
  // a sent job drops its data (codes, links) at once.
  [author, fan] = await Promise.all([newMember(http, outbox), newMember(http, outbox)]);
  smtp = await startSmtp();
  // Read by the worker when its modules initialise.
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  await drainQueues(QueueName.Notifications);
  worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
  await worker.init();
});
afterAll(async () => {
  await worker?.close();
  await smtp?.close();
});

it('the worker delivers what the API queued: a like and a follow request reach the bell', async () => {
  const post = await createPost(http, author, { title: 'Through the queue' });
  await http().post(`/api/posts/like/${post.id}`).set(bearer(fan)).expect(200);
  await http().post('/api/users/follow').set(bearer(fan)).send({ followee_id: author.id }).expect(200);

  const unread = await waitFor(async () => {
    const res = await http().get('/api/notifications/unread-count').set(bearer(author)).expect(200);
    return res.body.data.count === 2 ? res.body.data : null;
  });
  expect(unread).toEqual({ count: 2, more: false });
  const list = (await http().get('/api/notifications').set(bearer(author)).expect(200)).body.data
    .data as MemberNotification[];
  expect(list.map((n) => n.kind).sort()).toEqual(['follow_requested', 'post_liked']);
  expect(list.every((n) => n.actor?.id === fan.id)).toBe(true);
});

it('a follow request withdrawn and asked again leaves one notification, not two', async () => {
  const [asked, asker] = await Promise.all([newMember(http, outbox), newMember(http, outbox)]);
  const follow = () =>
    http().post('/api/users/follow').set(bearer(asker)).send({ followee_id: asked.id }).expect(200);
  const unread = async () =>
    (await http().get('/api/notifications/unread-count').set(bearer(asked)).expect(200)).body.data.count;
  await follow();
  expect(await waitFor(async () => ((await unread()) === 1 ? 1 : null))).toBe(1);

  await http().post('/api/users/unfollow').set(bearer(asker)).send({ followee_id: asked.id }).expect(200);
  // The withdrawn request is no longer in the bell.
  expect(await unread()).toBe(0);
  await follow();
  expect(await waitFor(async () => ((await unread()) === 1 ? 1 : null))).toBe(1);
  const list = (await http().get('/api/notifications').set(bearer(asked)).expect(200)).body.data
    .data as MemberNotification[];
  expect(list.filter((n) => n.kind === 'follow_requested')).toHaveLength(1);
  expect(list[0]).toMatchObject({ actor: { id: asker.id }, others_count: 0 });
});
