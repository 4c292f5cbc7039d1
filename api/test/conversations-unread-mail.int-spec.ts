import { NotificationMessages } from '@app/contracts';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type Job, Queue } from 'bullmq';
import { bullConnection } from '../src/core/queue/queue.module';
import { QueueName } from '../src/core/queue/queue-names';
import {
  UNREAD_MAIL_AFTER_MS,
  UNREAD_MAIL_BUCKET_MS,
  UNREAD_MAIL_JOB,
  unreadMailJobId,
} from '../src/modules/conversations/unread-mails';
import { UnsubscribeLinksService } from '../src/modules/notifications';
import { WorkerModule } from '../src/worker.module';
import { bearer, freshIp } from './support/accounts';
import { useTestApi } from './support/api';
import { type Member, newMember } from './support/social';
import { drainQueues, startSmtp, waitFor } from './support/workers';

/**
 * Unread-message mails (decision 274) against the real queues: publishing schedules a delayed check with a
 * deterministic id, the real worker (its modules, in this process) runs it once promoted, and the mail
 * goes through the e-mail queue to a real SMTP server, with RFC 8058's one-click unsubscribe headers.
 * Waiting 15 minutes is replaced by moving the messages' times back and promoting the delayed job.
 */
const api = useTestApi();
const { http, outbox } = api;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let worker: INestApplicationContext;
let checks: Queue;

const as = (member: Member) => ({ ...bearer(member), 'X-Forwarded-For': freshIp() });

interface Pair {
  a: Member;
  b: Member;
  id: number;
}
const pairs: Pair[] = [];

async function makePair(): Promise<Pair> {
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

const send = async (member: Member, id: number, body: string): Promise<number> =>
  (await http().post(`/api/conversations/${id}/messages`).set(as(member)).send({ body }).expect(201)).body
    .data.id;

/** As if the conversation's messages had been sent 20 minutes ago. */
const age = (id: number) =>
  api.db.query(
    'UPDATE conversation_messages SET created_at = created_at - INTERVAL 20 MINUTE WHERE conversation_id = ?',
    [id],
  );

/** The pending checks of a member's side of a conversation. */
async function checksOf(conversationId: number, recipientId: number): Promise<Job[]> {
  const jobs = await checks.getJobs(['delayed', 'waiting', 'active', 'prioritized']);
  return jobs.filter((job) => job?.id?.startsWith(`unread-${conversationId}-${recipientId}-`));
}

/** Runs a delayed check now and waits until the worker is done with it: 'completed' (gone) or 'delayed' again. */
async function runNow(job: Job): Promise<'completed' | 'delayed'> {
  await job.promote();
  return waitFor(async () => {
    const state = await checks.getJobState(job.id!);
    if (state === 'failed')
      throw new Error(`check ${job.id} failed: ${(await checks.getJob(job.id!))?.failedReason}`);
    if (state === 'unknown' || state === 'completed') return 'completed' as const;
    return state === 'delayed' ? ('delayed' as const) : null;
  });
}

/** Runs every pending check of a member's side of a conversation. */
async function runChecks(conversationId: number, recipientId: number): Promise<string[]> {
  const jobs = await checksOf(conversationId, recipientId);
  expect(jobs.length).toBeGreaterThan(0);
  const outcomes: string[] = [];
  for (const job of jobs) outcomes.push(await runNow(job));
  return outcomes;
}

const mailsTo = (member: Member) => smtp.inbox.filter((mail) => mail.to.includes(member.payload.email));
const queuedTo = (member: Member) => outbox.count(member.payload.email, 'unread-messages');
/** A header of a raw mail, unfolded (RFC 5322 section 2.2.3). */
const header = (raw: string, name: string) =>
  new RegExp(`^${name}:[ \\t]*(.*(?:\\r\\n[ \\t].*)*)`, 'im')
    .exec(raw)?.[1]
    .replace(/\r\n[ \t]+/g, '')
    .trim() ?? null;

beforeAll(async () => {
  // Members first: the worker below sends (and forgets) their sign-up codes.
  for (let i = 0; i < 7; i++) pairs.push(await makePair());
  smtp = await startSmtp();
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  await drainQueues(QueueName.Email, QueueName.Conversations, QueueName.Notifications);
  checks = new Queue(QueueName.Conversations, { connection: bullConnection(process.env.REDIS_URL!) });
  worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
  await worker.init();
}, 180_000);

afterAll(async () => {
  await worker?.close();
  await checks?.close();
  await smtp?.close();
});

it('mails messages still unread after 15 minutes once, with a one-click unsubscribe that turns the mail off', async () => {
  const { a, b, id } = pairs[0];
  const before = Date.now();
  await send(a, id, 'are you free tomorrow?');
  await send(a, id, 'for the tasting');
  const after = Date.now();
  // One delayed check per conversation, recipient and 5-minute window, due 15 minutes after the window.
  const jobs = await checksOf(id, b.id);
  const windows = [before, after].map((t) => t - (t % UNREAD_MAIL_BUCKET_MS));
  expect(jobs.length).toBe(new Set(windows).size);
  for (const job of jobs) {
    const start = windows.find((w) => job.id === unreadMailJobId(id, b.id, w))!;
    expect(start).toBeDefined();
    expect(job.timestamp + job.opts.delay!).toBeGreaterThanOrEqual(
      start + UNREAD_MAIL_BUCKET_MS + UNREAD_MAIL_AFTER_MS,
    );
    expect(job.name).toBe(UNREAD_MAIL_JOB);
  }
  expect(await checksOf(id, a.id)).toEqual([]); // the sender is not told of their own messages

  await age(id);
  await runChecks(id, b.id);
  const [mail] = await waitFor(() => (mailsTo(b).length ? mailsTo(b) : null));
  expect(header(mail.raw, 'Subject')).toBe(
    `${a.payload.first_name} ${a.payload.last_name} sent you 2 messages`,
  );
  expect(header(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const link = /^<(.+)>$/.exec(header(mail.raw, 'List-Unsubscribe') ?? '')![1];
  const url = new URL(link);
  expect(url.pathname).toBe('/api/notifications/unsubscribe');

  // A check that runs again (or a second one at once) mails nothing twice.
  const again = await checks.add(
    UNREAD_MAIL_JOB,
    { conversationId: id, recipientId: b.id },
    { jobId: `again-${id}`, delay: 60_000, removeOnComplete: true },
  );
  await runNow(again);
  expect(await queuedTo(b)).toBe(1);

  // The mail program's one-click POST (RFC 8058): no session, the signed token alone.
  const res = await http()
    .post(`${url.pathname}${url.search}`)
    .type('form')
    .send('List-Unsubscribe=One-Click')
    .expect(200);
  expect(res.body.message).toBe(NotificationMessages.unsubscribed);
  const prefs = await http().get('/api/notifications/preferences').set(as(b)).expect(200);
  expect(prefs.body.data.mails_off).toContain('unread_messages');

  // Turned off: the next unread message, past the hour, is not mailed.
  await api.db.query(
    'UPDATE conversation_participants SET unread_mailed_at = unread_mailed_at - INTERVAL 2 HOUR WHERE conversation_id = ?',
    [id],
  );
  await send(a, id, 'hello?');
  await age(id);
  expect(await runChecks(id, b.id)).toEqual(['completed']);
  expect(await queuedTo(b)).toBe(1);
});

it('refuses an unsubscribe token that is forged, malformed or of no member', async () => {
  const { b } = pairs[0];
  const links = api.app.get(UnsubscribeLinksService);
  const token = links.token(b.id, 'unread_messages');
  const unsubscribe = (t: string) => http().post('/api/notifications/unsubscribe').query({ token: t });
  await unsubscribe(`${token.slice(0, -2)}xx`).expect(404);
  await unsubscribe(token.replace(`${b.id}.`, `${b.id + 1}.`)).expect(404);
  await unsubscribe(links.token(999_999_999, 'unread_messages')).expect(404);
  await unsubscribe('not-a-token').expect(422);
  await http().post('/api/notifications/unsubscribe').expect(422);
  // A link scanner's GET unsubscribes no one.
  await http().get('/api/notifications/unsubscribe').query({ token }).expect(404);
});

it('mails at most once an hour per conversation, and what came meanwhile once the hour is over', async () => {
  const { a, b, id } = pairs[1];
  await send(a, id, 'first');
  await age(id);
  await runChecks(id, b.id);
  await waitFor(() => mailsTo(b).length === 1);

  await send(a, id, 'second');
  await age(id);
  expect(await runChecks(id, b.id)).toEqual(['delayed']); // waits for the hour
  expect(await queuedTo(b)).toBe(1);
  const [waiting] = await checksOf(id, b.id);
  const [{ unread_mailed_at: mailedAt }]: Array<{ unread_mailed_at: Date }> = await api.db.query(
    'SELECT unread_mailed_at FROM conversation_participants WHERE conversation_id = ? AND user_id = ?',
    [id, b.id],
  );
  // Moved to the end of the hour since the mail (not merely 15 minutes on).
  expect(waiting.timestamp + waiting.delay).toBeGreaterThan(new Date(mailedAt).getTime() + 55 * 60_000);

  // The hour is over.
  await api.db.query(
    'UPDATE conversation_participants SET unread_mailed_at = unread_mailed_at - INTERVAL 61 MINUTE WHERE conversation_id = ? AND user_id = ?',
    [id, b.id],
  );
  expect(await runNow(waiting)).toBe('completed');
  const mails = await waitFor(() => (mailsTo(b).length === 2 ? mailsTo(b) : null));
  expect(header(mails[1].raw, 'Subject')).toBe(
    `${a.payload.first_name} ${a.payload.last_name} sent you a message`,
  );
});

it('waits until a message is 15 minutes old', async () => {
  const { a, b, id } = pairs[6];
  await send(a, id, 'just now');
  expect(await runChecks(id, b.id)).toEqual(['delayed']);
  expect(await queuedTo(b)).toBe(0);
});

it('does not mail a conversation read, muted, left or blocked before the 15 minutes were over', async () => {
  const [read, muted, left, blocked] = pairs.slice(2, 6);
  const sent = await Promise.all([read, muted, left, blocked].map((p) => send(p.a, p.id, 'anyone?')));
  await http()
    .post(`/api/conversations/${read.id}/read`)
    .set(as(read.b))
    .send({ up_to: sent[0] })
    .expect(200);
  await http().post(`/api/conversations/${muted.id}/mute`).set(as(muted.b)).send({ muted: true }).expect(200);
  await http().post(`/api/conversations/${left.id}/leave`).set(as(left.b)).expect(200);
  await http().post(`/api/conversations/${blocked.id}/block`).set(as(blocked.b)).expect(200);
  for (const p of [read, muted, left, blocked]) {
    await age(p.id);
    expect(await runChecks(p.id, p.b.id)).toEqual(expect.arrayContaining(['completed']));
    expect(await queuedTo(p.b)).toBe(0);
  }
});
