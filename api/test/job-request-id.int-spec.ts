import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { bullConnection } from '../src/core/queue/queue.module';
import { QueueName } from '../src/core/queue/queue-names';
import { freshIp, signupPayload, uniqueEmail } from './support/accounts';
import { type Http, startHttpApp } from './support/api';
import {
  drainQueues,
  logLines,
  startSmtp,
  startWorkerProcess,
  stopWorkers,
  whileRunning,
} from './support/workers';

/**
 * The request id travels with the jobs a request queues (docs/decisions/264): the worker's log lines for
 * the job carry the id of the request that queued it, so support finds a request's mail, invoice or export
 * from the id the member was shown.
 */
describe('a request id on the worker log lines of the job it queued', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let close: () => Promise<void>;
  let http: Http;
  let worker: ChildProcess;
  let lines: Array<Record<string, unknown>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    await drainQueues(QueueName.Email);
    const started = await startHttpApp();
    http = started.http;
    close = () => started.app.close();
    worker = startWorkerProcess(
      { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, LOG_LEVEL: 'info' },
      { stdout: 'pipe' },
    );
    lines = logLines(worker);
  });

  afterAll(async () => {
    await stopWorkers([worker]);
    await close();
    await smtp.close();
  });

  it("a sign-up's code mail is logged by the worker with the sign-up request's id", async () => {
    const requestId = `signup-${randomUUID()}`;
    const payload = signupPayload();
    const res = await http()
      .post('/api/users')
      .set('X-Forwarded-For', freshIp())
      .set('X-Request-Id', requestId)
      .send(payload)
      .expect(201);
    expect(res.headers['x-request-id']).toBe(requestId);

    const sent = await whileRunning(
      worker,
      () =>
        lines.find(
          (line) =>
            line.msg === 'mail sent' && line.template === 'email-otp' && line.request_id === requestId,
        ),
      30_000,
    );
    expect(sent).toMatchObject({ context: 'SendEmailJob', request_id: requestId });
    expect(smtp.inbox.some((mail) => mail.to.includes(payload.email as string))).toBe(true);
    // Nothing else the worker wrote names that request: the id is the job's, not left over on the worker.
    const others = lines.filter((line) => line.request_id === requestId && line.context !== 'SendEmailJob');
    expect(others).toEqual([]);
  }, 60_000);

  it('a job queued outside any request is logged without one (no id is left over on the worker)', async () => {
    const queue = new Queue(QueueName.Email, { connection: bullConnection(process.env.REDIS_URL!) });
    const to = uniqueEmail('no-request');
    try {
      const job = await queue.add('notice', {
        to,
        template: 'notice',
        data: { subject: 'Notice', heading: 'Notice', paragraphs: [] },
      });
      const sent = await whileRunning(worker, () =>
        lines.find((line) => line.msg === 'mail sent' && line.job_id === job.id),
      );
      expect(sent.request_id).toBeUndefined();
    } finally {
      await queue.close();
    }
  });
});
