import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createCookie } from '@remix-run/node';

/** The built site (server.mjs in production mode) as its own process, for test/*.spec.ts. */
const SITE = path.join(__dirname, '..', '..');

export const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
export const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** A port nobody listens on (taken from the system, then released). */
async function freePort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await close(server);
  return port;
}

export interface BuiltSite {
  base: string;
  /** What the site wrote to stderr (it logs every failed call to the API). */
  errors: () => string;
  stop: () => Promise<void>;
}

/** Starts the built site against `apiUrl` (with more settings in `env`) and waits until /healthz answers. */
export async function startBuiltSite(
  apiUrl: string,
  sessionSecret: string,
  env: Record<string, string> = {},
): Promise<BuiltSite> {
  if (!existsSync(path.join(SITE, 'build', 'server', 'index.js')))
    throw new Error('member-web/build is missing: build the site first (npx nx run-many -t build)');
  const port = await freePort();
  const site: ChildProcess = spawn(process.execPath, ['server.mjs'], {
    cwd: SITE,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      API_URL: apiUrl,
      PUBLIC_WEB_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: sessionSecret,
      TRUST_PROXY: 'loopback',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  // Kept, not printed: the site logs every failed call to the API, which is what some tests cause.
  site.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 20_000;
  for (;;) {
    if (site.exitCode !== null) throw new Error(`the site exited (code ${site.exitCode}):\n${errors}`);
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > until) throw new Error('the site did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    errors: () => errors,
    stop: async () => {
      if (site.exitCode !== null) return;
      site.kill('SIGTERM');
      await new Promise((resolve) => site.once('exit', resolve));
    },
  };
}

/** The cookie a sign-in sets: the member's API token in the site's signed `__session` cookie. */
export async function memberCookie(sessionSecret: string, token = 'member-token'): Promise<string> {
  const signed = await createCookie('__session', { secrets: [sessionSecret] }).serialize({ token });
  return signed.split(';')[0]!;
}
