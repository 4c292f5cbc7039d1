#!/usr/bin/env node
// Waits until every target answers, or fails after a timeout. No npm packages: node:net and fetch.
//
//   node scripts/wait-for.mjs [--timeout SECONDS] [--pid PID] [--name LABEL] [--quiet] TARGET...
//
// TARGET is
//   http://... or https://...          answers when a GET returns a status below 400
//   tcp://HOST:PORT or HOST:PORT       answers when a TCP connection opens
//   mysql://, redis://, smtp://... URL answers when its host and port (or the scheme's default) accept TCP
//
// --timeout 0 makes exactly one attempt (used to ask "is this port already taken?").
// --pid PID stops waiting as soon as that process is gone: a server that crashed on boot fails fast.
// Exit codes: 0 every target answered; 1 timed out or the watched process died; 2 bad usage.

import net from 'node:net';
import { readFileSync } from 'node:fs';

const DEFAULT_PORTS = {
  'mysql:': 3306,
  'mariadb:': 3306,
  'redis:': 6379,
  'rediss:': 6380,
  'smtp:': 587,
  'smtps:': 465,
};
const ATTEMPT_TIMEOUT_MS = 3000;
const INTERVAL_MS = 500;

function usage(message) {
  if (message) process.stderr.write(`wait-for.mjs: ${message}\n`);
  process.stderr.write(
    'usage: wait-for.mjs [--timeout SECONDS] [--pid PID] [--name LABEL] [--quiet] TARGET...\n',
  );
  process.exit(2);
}

const options = { timeout: 60, pid: undefined, name: undefined, quiet: false };
const targets = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--timeout') options.timeout = Number(args[++i]);
  else if (a === '--pid') options.pid = Number(args[++i]);
  else if (a === '--name') options.name = args[++i];
  else if (a === '--quiet') options.quiet = true;
  else if (a.startsWith('--')) usage(`unknown option ${a}`);
  else targets.push(a);
}
if (!targets.length) usage('no target');
if (!Number.isFinite(options.timeout) || options.timeout < 0) usage('--timeout needs a number of seconds');

function parseTarget(text) {
  if (/^https?:\/\//.test(text)) return { kind: 'http', url: text, label: text };
  let host;
  let port;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    const url = new URL(text);
    host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    port = Number(url.port || DEFAULT_PORTS[url.protocol]);
  } else {
    const m = /^(.*):(\d+)$/.exec(text);
    if (!m) usage(`not HOST:PORT or a URL: ${text}`);
    host = m[1].replace(/^\[(.*)\]$/, '$1');
    port = Number(m[2]);
  }
  if (!host || !port) usage(`no host or port in ${text}`);
  return { kind: 'tcp', host, port, label: `${host}:${port}` };
}

function tryTcp({ host, port }) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (error) => {
      socket.destroy();
      resolve(error);
    };
    socket.setTimeout(ATTEMPT_TIMEOUT_MS, () => done('timed out'));
    socket.once('connect', () => done(null));
    socket.once('error', (e) => done(e.code || e.message));
  });
}

async function tryHttp({ url }) {
  try {
    const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS) });
    await res.body?.cancel();
    return res.status < 400 ? null : `HTTP ${res.status}`;
  } catch (e) {
    return e.cause?.code || e.name || e.message;
  }
}

function processAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch (e) {
    return e.code === 'EPERM';
  }
  try {
    // A zombie (exited, not yet reaped by its parent) still answers kill(pid, 0).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitFor(target, deadline) {
  let lastError;
  for (;;) {
    lastError = target.kind === 'http' ? await tryHttp(target) : await tryTcp(target);
    if (lastError === null) return null;
    if (options.pid && !processAlive(options.pid)) return `process ${options.pid} exited (${lastError})`;
    if (Date.now() >= deadline) return `not answering after ${options.timeout}s (${lastError})`;
    await sleep(INTERVAL_MS);
  }
}

const deadline = Date.now() + options.timeout * 1000;
const parsed = targets.map(parseTarget);
const results = await Promise.all(parsed.map((t) => waitFor(t, deadline)));
let failed = false;
results.forEach((error, i) => {
  const label = options.name ? `${options.name} (${parsed[i].label})` : parsed[i].label;
  if (error) {
    failed = true;
    if (!options.quiet) process.stderr.write(`✗ ${label}: ${error}\n`);
  }
});
process.exit(failed ? 1 : 0);
