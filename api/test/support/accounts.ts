import { randomInt, randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { bullConnection } from '../../src/core/queue/queue.module';
import { QueueName } from '../../src/core/queue/queue-names';
import type { EmailJobData } from '../../src/core/mail/mail.service';

/** Reads what the mail worker would send: the jobs of the e-mail queue (no worker runs in these tests). */
export class MailOutbox {
  private readonly queue = new Queue<EmailJobData>(QueueName.Email, {
    connection: bullConnection(process.env.REDIS_URL!),
  });

  async last<T = Record<string, unknown>>(to: string, template: string): Promise<T | undefined> {
    const jobs = await this.queue.getJobs(
      ['waiting', 'delayed', 'active', 'completed', 'failed', 'prioritized'],
      0,
      -1,
    );
    const mine = jobs
      .filter((j) => j?.data.to === to && j.data.template === template)
      .sort((a, b) => b.timestamp - a.timestamp);
    return mine[0]?.data.data as T | undefined;
  }

  /** The whole job of the last such mail (its data and the recipient's language, decision 391). */
  async lastJob(to: string, template: string): Promise<EmailJobData | undefined> {
    const jobs = await this.queue.getJobs(
      ['waiting', 'delayed', 'active', 'completed', 'failed', 'prioritized'],
      0,
      -1,
    );
    return jobs
      .filter((j) => j?.data.to === to && j.data.template === template)
      .sort((a, b) => b.timestamp - a.timestamp)[0]?.data;
  }

  async count(to: string, template: string): Promise<number> {
    const jobs = await this.queue.getJobs(
      ['waiting', 'delayed', 'active', 'completed', 'failed', 'prioritized'],
      0,
      -1,
    );
    return jobs.filter((j) => j?.data.to === to && j.data.template === template).length;
  }

  close() {
    return this.queue.close();
  }
}

export const uniqueEmail = (tag = 'member') => `${tag}-${randomUUID().slice(0, 8)}@example.test`;

// Jest loads this module once per test file: a random start keeps the files' addresses apart too.
let ipCounter = randomInt(1 << 23);
/** A fresh client address (the app trusts X-Forwarded-For from loopback), so per-IP limits do not mix tests. */
export const freshIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

/** Headers of a signed-in member (or a token), from a fresh client address (per-IP limits stay apart). */
export const bearer = (member: { token: string } | string) => ({
  Authorization: `Bearer ${typeof member === 'string' ? member : member.token}`,
  'X-Forwarded-For': freshIp(),
});

/** A valid free sign-up (Surat, Gujarat, India). */
export function signupPayload(overrides: Record<string, unknown> = {}) {
  return {
    business_name: 'Spice Route',
    first_name: 'Asha',
    last_name: 'Patel',
    email: uniqueEmail(),
    mobile_no: '9876543210',
    password: 'correct horse battery',
    password_confirmation: 'correct horse battery',
    user_type: '6',
    country_id: 101,
    state_id: 4030,
    city_id: 134096,
    ...overrides,
  };
}

type Http = () => import('supertest').Agent;

/** Signs a member up and verifies the e-mail with the code from the outbox; answers the login data. */
export async function signUpVerified(
  http: Http,
  outbox: MailOutbox,
  overrides: Record<string, unknown> = {},
) {
  const payload = signupPayload(overrides);
  await http().post('/api/users').set('X-Forwarded-For', freshIp()).send(payload).expect(201);
  const mail = await outbox.last<{ code: string }>(payload.email as string, 'email-otp');
  const res = await http()
    .post('/api/verify-email')
    .set('X-Forwarded-For', freshIp())
    .send({ email: payload.email, email_otp: mail!.code })
    .expect(200);
  return { payload, token: res.body.data.authorization as string, id: res.body.data.id as number };
}
