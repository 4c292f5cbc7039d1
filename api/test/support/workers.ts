import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { SMTPServer } from 'smtp-server';
import { bullConnection } from '../../src/core/queue/queue.module';
import type { QueueName } from '../../src/core/queue/queue-names';

/** The real API entry point, as production runs it. */
export const API = join(__dirname, '..', '..', 'dist', 'main.js');

/** The real worker entry point, as production runs it (built by `nx build api` before the tests). */
export const WORKER = join(__dirname, '..', '..', 'dist', 'worker.js');

/** A mail as the SMTP server received it. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free local port that keeps the raw mails it accepts. With `delayMs` each mail
 * is answered only that long after its data arrived (a slow relay: a burst is still going a while later).
 * With `answerFirst`, the first that many mails are answered and every later one is held unanswered
 * until `release()`. As a real relay, it keeps a mail only when it answers 250: a mail whose sender hung
 * up before the answer was never accepted (RFC 5321 section 4.1.1.4), and is not kept.
 */
export async function startSmtp(options: { delayMs?: number; answerFirst?: number } = {}) {
  const inbox: ReceivedMail[] = [];
  const closed = new Set<string>();
  let answered = 0;
  let held: Array<{ session: string; answer: () => void }> = [];
  let holding = options.answerFirst !== undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: 5 * 1024 * 1024,
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const answer = () => {
          if (closed.has(session.id)) return;
          inbox.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        };
        if (holding && answered >= options.answerFirst!) {
          held.push({ session: session.id, answer });
          return;
        }
        answered++;
        setTimeout(answer, options.delayMs ?? 0);
      });
    },
  });
  // A client killed mid-mail (the crash tests SIGKILL the worker) resets its connection: expected, and
  // without a listener the server's 'error' event would be thrown as an uncaught exception.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    inbox,
    /** Mails received and not answered yet whose senders are still connected. */
    held: () => held.filter((mail) => !closed.has(mail.session)).length,
    /** Answers the held mails whose senders are still there, and every later one at once. */
    release: () => {
      holding = false;
      const waiting = held;
      held = [];
      for (const mail of waiting) mail.answer();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls until `read` gives a value other than null, undefined or false. */
export async function waitFor<T>(
  read: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  ms = 20_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Starts the built worker (`dist/worker.js`) as its own process, with these settings on top of the tests'.
 * A lapsed lock of the mail and invoice queues is noticed within a second or two instead of BullMQ's 30 s.
 */
export function startWorkerProcess(
  env: Record<string, string>,
  options: { stdout?: 'pipe' | 'ignore' } = {},
): ChildProcess {
  if (!existsSync(WORKER)) throw new Error(`${WORKER} is missing: build the API first (npx nx build api)`);
  return spawn(process.execPath, [WORKER], {
    env: {
      ...process.env,
      LOG_LEVEL: 'error',
      MAIL_QUEUE_LOCK_MS: '1000',
      MAIL_QUEUE_STALLED_INTERVAL_MS: '500',
      INVOICE_QUEUE_LOCK_MS: '1000',
      INVOICE_QUEUE_STALLED_INTERVAL_MS: '500',
      ...env,
    },
    stdio: ['ignore', options.stdout ?? 'ignore', 'inherit'],
  });
}

/** The JSON log lines a process started with `stdout: 'pipe'` writes, parsed, as they come. */
export function logLines(child: ChildProcess): Array<Record<string, unknown>> {
  const lines: Array<Record<string, unknown>> = [];
  let rest = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) {
      try {
        lines.push(JSON.parse(part) as Record<string, unknown>);
      } catch {
        // not a JSON line (a library writing to stdout directly)
      }
    }
  });
  return lines;
}

/** Stops the worker processes a file started (those still running: SIGTERM, then waits for each). */
export async function stopWorkers(children: ChildProcess[]) {
  for (const child of children) {
    child.kill('SIGTERM');
    await stopped(child);
  }
}

/** Resolves once the process has exited (at once if it already has). */
export const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', () => resolve()),
  );

/** Waits for `check`, failing at once if the worker exited by itself meanwhile. */
export const whileRunning = <T>(
  child: ChildProcess,
  check: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  ms?: number,
) =>
  waitFor<T>(() => {
    if (child.exitCode !== null) throw new Error(`the worker exited by itself (code ${child.exitCode})`);
    return check();
  }, ms);

/**
 * Empties these queues of the jobs earlier test files left waiting or delayed (no worker runs there), so a
 * worker started here works only on this file's jobs, and quickly.
 */
export async function drainQueues(...names: QueueName[]) {
  for (const name of names) {
    const queue = new Queue(name, { connection: bullConnection(process.env.REDIS_URL!) });
    await queue.drain(true);
    await queue.close();
  }
}

/** A TCP port free on loopback right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Starts the built API (`dist/main.js`) as its own process on a free port, with these settings on top of
 * the tests', and resolves once it answers.
 */
export async function startApiProcess(
  env: Record<string, string> = {},
  options: { stdout?: 'pipe' | 'ignore' } = {},
): Promise<{ child: ChildProcess; port: number; url: string }> {
  if (!existsSync(API)) throw new Error(`${API} is missing: build the API first (npx nx build api)`);
  const port = await freePort();
  const child = spawn(process.execPath, [API], {
    env: { ...process.env, LOG_LEVEL: 'error', API_HOST: '127.0.0.1', API_PORT: String(port), ...env },
    stdio: ['ignore', options.stdout ?? 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await whileRunning(
      child,
      () =>
        fetch(`${url}/api/health`).then(
          () => true,
          () => false,
        ),
      120_000,
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { child, port, url };
}
