import type { ConversationMessage } from '@app/contracts';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { io, type Socket } from 'socket.io-client';
import { LIVE_PATH, LiveGateway } from '../src/core/live/live-gateway';
import { bearer, freshIp, MailOutbox } from './support/accounts';
import { type Http, startHttpApp } from './support/api';
import { QueueName } from '../src/core/queue/queue-names';
import { WorkerModule } from '../src/worker.module';
import { type Member, newMember } from './support/social';
import { drainQueues, startSmtp } from './support/workers';

/**
 * The live channel (decision 272) across two API processes sharing Redis, as behind the scale stage's
 * nginx: a message sent through one reaches a connection held by the other; a page that was away asks for
 * what it missed by id; tickets are one-use; a session that ends closes its connection.
 */
let one: { app: NestExpressApplication; http: Http; url: string };
let two: { app: NestExpressApplication; http: Http; url: string };
const outbox = new MailOutbox();
const sockets: Socket[] = [];
let a: Member;
let b: Member;
let conversationId: number;

async function started() {
  const { app, http } = await startHttpApp();
  await app.listen(0, '127.0.0.1');
  return { app, http, url: (await app.getUrl()).replace('[::1]', '127.0.0.1') };
}

const as = (member: Member) => ({ ...bearer(member), 'X-Forwarded-For': freshIp() });

function connect(url: string, auth: Record<string, string>): Promise<Socket> {
  const socket = io(url, { path: LIVE_PATH, auth, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const next = <T>(socket: Socket, event: string, ms = 5000): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} event within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

const send = async (http: Http, member: Member, body: string): Promise<ConversationMessage> =>
  (
    await http()
      .post(`/api/conversations/${conversationId}/messages`)
      .set(as(member))
      .send({ body })
      .expect(201)
  ).body.data;

const ticket = async (http: Http, member: Member): Promise<string> =>
  (await http().post('/api/conversations/live-ticket').set(as(member)).expect(200)).body.data.ticket;

beforeAll(async () => {
  [one, two] = [await started(), await started()];
  [a, b] = [await newMember(one.http, outbox), await newMember(one.http, outbox)];
  for (const [from, to] of [
    [a, b],
    [b, a],
  ]) {
    await one.http().post('/api/users/follow').set(as(from)).send({ followee_id: to.id }).expect(200);
    await one
      .http()
      .post('/api/users/follow-action-type')
      .set(as(to))
      .send({ follower_id: from.id, action_type: 1 })
      .expect(200);
  }
  conversationId = (
    await one.http().post('/api/conversations').set(as(a)).send({ user_id: b.id }).expect(201)
  ).body.data.id;
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await outbox.close();
  await one?.app.close();
  await two?.app.close();
});

it('delivers a message sent through one API process to a page connected to the other', async () => {
  const page = await connect(one.url, { ticket: await ticket(one.http, a) });
  const arriving = next<{ message: ConversationMessage }>(page, 'message');
  const sent = await send(two.http, b, 'hello across processes');
  expect((await arriving).message).toMatchObject({
    id: sent.id,
    body: 'hello across processes',
    sender_id: b.id,
  });
});

it('sends read receipts to the other member', async () => {
  const page = await connect(two.url, { token: b.token });
  const sent = await send(one.http, b, 'read me');
  const receipt = next<{ read: { reader_id: number; last_read_id: number } }>(page, 'read');
  await one
    .http()
    .post(`/api/conversations/${conversationId}/read`)
    .set(as(a))
    .send({ up_to: sent.id })
    .expect(200);
  expect((await receipt).read).toMatchObject({ reader_id: a.id, last_read_id: sent.id });
});

it('lets a page that was away catch up by id: nothing missed, nothing twice', async () => {
  const page = await connect(one.url, { token: a.token });
  const seen: number[] = [];
  page.on('message', (event: { message: ConversationMessage }) => seen.push(event.message.id));
  const first = await send(two.http, b, 'before the restart');
  await new Promise((r) => setTimeout(r, 300)); // the live copy of `first` arrives
  page.disconnect();
  // Away (as if its API process restarted): two messages go by.
  const missed = [await send(two.http, b, 'missed 1'), await send(two.http, b, 'missed 2')];
  const back = await connect(two.url, { token: a.token });
  back.on('message', (event: { message: ConversationMessage }) => seen.push(event.message.id));
  const lastSeen = Math.max(...seen);
  expect(lastSeen).toBe(first.id);
  const caughtUp = await two
    .http()
    .get(`/api/conversations/${conversationId}/messages`)
    .query({ after: lastSeen })
    .set(as(a))
    .expect(200);
  expect(caughtUp.body.data.data.map((m: ConversationMessage) => m.id)).toEqual(missed.map((m) => m.id));
});

it('refuses a connection without a valid ticket or token, and a ticket used twice', async () => {
  await expect(connect(one.url, {})).rejects.toThrow('unauthorized');
  await expect(connect(one.url, { token: 'not-a-token' })).rejects.toThrow('unauthorized');
  await expect(connect(one.url, { ticket: 'A'.repeat(32) })).rejects.toThrow('unauthorized');
  const once = await ticket(one.http, a);
  await connect(two.url, { ticket: once });
  await expect(connect(one.url, { ticket: once })).rejects.toThrow('unauthorized');
  await one.http().post('/api/conversations/live-ticket').expect(401);
});

it('closes the connection of a session that ended', async () => {
  const member = await newMember(one.http, outbox);
  const page = await connect(one.url, { token: member.token });
  const closed = next<string>(page, 'disconnect');
  await one.http().get('/api/logout').set(as(member)).expect(200);
  await one.app.get(LiveGateway).recheckSessions();
  expect(await closed).toBe('io server disconnect');
});

it('announces a notification the worker wrote, with the unread count, to the member’s open pages', async () => {
  // Members first: the worker started below sends (and forgets) their sign-up codes.
  const [followee, follower] = [await newMember(one.http, outbox), await newMember(one.http, outbox)];
  const smtp = await startSmtp();
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  await drainQueues(QueueName.Notifications);
  // The real worker's modules (no HTTP server): it publishes through socket.io's Redis emitter.
  let worker: INestApplicationContext | undefined;
  try {
    worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await worker.init();
    const page = await connect(two.url, { ticket: await ticket(two.http, followee) });
    const arriving = next<{
      notification: { kind: string; actor: { id: number } | null };
      unread: { count: number; more: boolean };
    }>(page, 'notification', 20_000);
    await one
      .http()
      .post('/api/users/follow')
      .set(as(follower))
      .send({ followee_id: followee.id })
      .expect(200);
    const event = await arriving;
    expect(event.notification).toMatchObject({ kind: 'follow_requested', actor: { id: follower.id } });
    expect(event.unread).toEqual({ count: 1, more: false });
  } finally {
    await worker?.close();
    await smtp.close();
  }
}, 60_000);
