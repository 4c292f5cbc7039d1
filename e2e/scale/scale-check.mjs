// The scaled stack's journey (scripts/scale-stack.sh starts it): two API processes and two workers behind
// nginx, one database, one Redis, one S3 bucket. Each check makes sure the answer does not depend on which
// process answers; nginx names the process in X-Upstream. Plain HTTP (fetch), no browser: what is checked
// is the API's shared state, not pages.
//
//   SCALE_URL=http://127.0.0.1:5820 MAILDEV_URL=http://127.0.0.1:5826 SCALE_RESULTS=out.json node e2e/scale/scale-check.mjs
//
// Writes a jest-shaped summary (numPassedTests, numFailedTests) to SCALE_RESULTS for test.sh's total.
//
// The live channel's restart check asks the stage to stop and start one API process: it prints
// `@scale stop-api HOST:PORT` or `@scale start-api HOST:PORT` on its own line and waits for a line on its
// input (scripts/scale-stack.sh answers `ok` once done). Run by hand, without SCALE_CONTROL=1, that check
// is skipped.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';

import { connectLive, connected, nextEvent } from './live-client.mjs';

const require = createRequire(new URL('../../api/package.json', import.meta.url));
const sharp = require('sharp');

const base = (process.env.SCALE_URL ?? 'http://127.0.0.1:5820').replace(/\/+$/, '');
const mailBase = (process.env.MAILDEV_URL ?? 'http://127.0.0.1:5826').replace(/\/+$/, '');
const password = 'correct horse battery';
let ipCounter = Math.floor(Math.random() * 200);
/** A fresh client address per journey (nginx appends its own; the API trusts loopback proxies). */
const freshIp = () => `10.77.${++ipCounter % 250}.${Math.floor(Math.random() * 250) + 1}`;

/** One request through nginx; answers status, JSON body, bytes and the process that answered. */
async function call(method, path, { token, ip, json, form } = {}) {
  const res = await fetch(path.startsWith('http') ? path : `${base}${path}`, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(ip && { 'x-forwarded-for': ip }),
      ...(json && { 'content-type': 'application/json' }),
    },
    body: json ? JSON.stringify(json) : form,
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  let body = null;
  if ((res.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(bytes.toString('utf8'));
  return { status: res.status, body, bytes, upstream: res.headers.get('x-upstream') };
}

/** Repeats an idempotent request until a process other than `not` answers it (round robin: the next one). */
async function onOtherProcess(not, method, path, options) {
  for (let i = 0; i < 6; i++) {
    const res = await call(method, path, options);
    if (res.upstream && res.upstream !== not) return res;
  }
  throw new Error(`${method} ${path}: always answered by ${not}`);
}

async function mails(address) {
  const res = await fetch(`${mailBase}/api/email`);
  const all = await res.json();
  return all.filter((m) => m.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
}

/** Waits (bounded) until `count` mails reached `address`; answers them, oldest first. */
async function waitForMails(address, count) {
  for (let i = 0; i < 60; i++) {
    const found = await mails(address);
    if (found.length >= count) return found.sort((a, b) => new Date(a.time) - new Date(b.time));
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`fewer than ${count} mails reached ${address}`);
}

const otpOf = (mail) => `${mail.subject}\n${mail.text ?? ''}`.match(/\b(\d{6})\b/)?.[1];

/**
 * Signs a member up and verifies the code; answers the token, the address and the processes involved.
 * `resend`: asks for a new code first, and checks each mail job was sent exactly once.
 */
async function signUp(tag, { resend = false } = {}) {
  const email = `scale-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const created = await call('POST', '/api/users', {
    ip: freshIp(),
    json: {
      business_name: 'Round Robin Diner',
      first_name: 'Scale',
      last_name: tag,
      email,
      mobile_no: '9876543210',
      password,
      password_confirmation: password,
      user_type: '6',
      country_id: 101,
      state_id: 4030,
      city_id: 134096,
    },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  let [mail] = await waitForMails(email, 1);
  if (resend) {
    const again = await call('POST', '/api/resend-email-otp', { ip: freshIp(), json: { email } });
    assert.equal(again.status, 200, JSON.stringify(again.body));
    // Once the second mail has arrived, a duplicate of the first (both workers take jobs) would have too.
    const both = await waitForMails(email, 2);
    assert.equal((await mails(email)).length, 2, 'a mail job was processed twice');
    mail = both[1];
  }
  const verified = await call('POST', '/api/verify-email', {
    ip: freshIp(),
    json: { email, email_otp: otpOf(mail) },
  });
  assert.equal(verified.status, 200, JSON.stringify(verified.body));
  return { email, token: verified.body.data.authorization, upstreams: [created.upstream, verified.upstream] };
}

const checks = [];
const check = (name, fn) => checks.push({ name, fn });

check('both API processes answer behind nginx (round robin)', async () => {
  const seen = new Set();
  for (let i = 0; i < 4; i++) {
    const res = await call('GET', '/api/health');
    assert.equal(res.status, 200);
    seen.add(res.upstream);
  }
  assert.equal(seen.size, 2, `answered by ${[...seen].join(', ')}`);
});

check('a code mailed through one process verifies on the other; each mail job is sent once', async () => {
  const member = await signUp('mail', { resend: true });
  const me = await onOtherProcess(member.upstreams[1], 'GET', '/api/user', { token: member.token });
  assert.equal(me.status, 200);
});

check(
  'a post with an image uploaded through one process is seen, with its image, through the other',
  async () => {
    const member = await signUp('post');
    const image = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#aa5533' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('description', 'Served from S3 whichever process answers');
    form.append('medias[0]', new Blob([image], { type: 'image/jpeg' }), 'dish.jpg');
    const created = await call('POST', '/api/posts', { token: member.token, form });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const post = created.body.data;
    assert.equal(post.medias.length, 1);

    const seen = await onOtherProcess(created.upstream, 'GET', `/api/posts/${post.id}`, {
      token: member.token,
    });
    assert.equal(seen.status, 200);
    assert.equal(seen.body.data.description, 'Served from S3 whichever process answers');
    // The original through both processes: the same bytes (the bucket is shared, no process has it on disk).
    const first = await call('GET', seen.body.data.medias[0].path);
    const second = await onOtherProcess(first.upstream, 'GET', seen.body.data.medias[0].path);
    assert.equal(first.status, 200);
    assert.equal(second.status, 200);
    assert.ok(first.bytes.equals(second.bytes));
    assert.equal((await sharp(first.bytes).metadata()).format, 'jpeg');

    // A worker (either one) makes the feed-size derivative; both processes then serve it.
    let feedPath = null;
    for (let i = 0; i < 60 && !feedPath; i++) {
      const res = await call('GET', `/api/posts/${post.id}`, { token: member.token });
      feedPath = res.body.data.medias[0].feed_path;
      if (!feedPath) await new Promise((r) => setTimeout(r, 500));
    }
    assert.ok(feedPath, 'no worker made the feed derivative');
    const feedA = await call('GET', feedPath);
    const feedB = await onOtherProcess(feedA.upstream, 'GET', feedPath);
    assert.equal(feedA.status, 200);
    assert.equal(feedB.status, 200);
  },
);

check('logging out on one process revokes the session on the other', async () => {
  const member = await signUp('logout');
  const before = await call('GET', '/api/user', { token: member.token });
  assert.equal(before.status, 200);
  const out = await call('GET', '/api/logout', { token: member.token });
  assert.equal(out.status, 200);
  // Both processes, whichever comes first, refuse the token.
  const a = await call('GET', '/api/user', { token: member.token });
  const b = await onOtherProcess(a.upstream, 'GET', '/api/user', { token: member.token });
  assert.equal(a.status, 401);
  assert.equal(b.status, 401);
  assert.notEqual(a.upstream, b.upstream);
});

check('a per-address rate limit counts the requests of both processes together', async () => {
  // The console's sign-in allows 10 attempts a minute per address; the 11th is refused, whichever answers.
  const ip = freshIp();
  const statuses = [];
  const upstreams = new Set();
  for (let i = 0; i < 12; i++) {
    const res = await call('POST', '/admin-api/auth/login', {
      ip,
      json: { email: 'nobody@restaurant.local', password: 'wrong-password-123' },
    });
    statuses.push(res.status);
    upstreams.add(res.upstream);
  }
  assert.equal(upstreams.size, 2);
  assert.ok(
    statuses.slice(0, 10).every((s) => s !== 429),
    `refused too early: ${statuses.join(' ')}`,
  );
  assert.deepEqual(statuses.slice(10), [429, 429], `statuses: ${statuses.join(' ')}`);
  // Another address is not affected.
  const other = await call('POST', '/admin-api/auth/login', {
    ip: freshIp(),
    json: { email: 'nobody@restaurant.local', password: 'wrong-password-123' },
  });
  assert.notEqual(other.status, 429);
});

// The member site behind nginx's micro-cache (docs/deploy.md, decision 382): SCALE_SITE_URL is nginx's
// port in front of the site.
const site = process.env.SCALE_SITE_URL?.replace(/\/+$/, '');

/** One request to the site through the cache; answers status, X-Cache, Cache-Control and the page. */
async function sitePage(path, { ip, cookie, method = 'GET', form } = {}) {
  const res = await fetch(`${site}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      accept: 'text/html',
      ...(ip && { 'x-forwarded-for': ip }),
      ...(cookie && { cookie }),
      ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
    },
    body: form ? new URLSearchParams(form) : undefined,
  });
  return {
    status: res.status,
    cache: res.headers.get('x-cache'),
    cacheControl: res.headers.get('cache-control'),
    cookies: res.headers.getSetCookie().map((c) => c.split(';')[0]),
    html: await res.text(),
  };
}

if (site) {
  check('a signed-out page comes from the micro-cache; a member’s page never does', async () => {
    // An address of its own, so that no earlier run's entry answers the first request.
    const path = `/privacypolicy?scale=${Date.now()}`;
    const first = await sitePage(path, { ip: freshIp() });
    assert.equal(first.status, 200);
    assert.match(first.cacheControl ?? '', /^public/);
    assert.equal(first.cache, 'MISS');
    const second = await sitePage(path, { ip: freshIp() });
    assert.equal(second.cache, 'HIT', 'the second visitor did not get the stored page');
    assert.equal(second.html, first.html);

    // A member signs in through the site's own form; with the session, the same addresses pass by.
    const member = await signUp('site');
    const login = await sitePage('/login', {
      method: 'POST',
      ip: freshIp(),
      form: { email: member.email, password, remember_me: '1' },
    });
    assert.ok([302, 303].includes(login.status), `the site's login answered ${login.status}`);
    assert.equal(login.cache, null, 'a POST went through the cache');
    const cookie = login.cookies.join('; ');
    assert.match(cookie, /__session=/);
    for (const signedIn of [path, '/']) {
      const page = await sitePage(signedIn, { cookie });
      assert.equal(page.cache, 'BYPASS', signedIn);
      assert.equal(page.cacheControl, 'private, no-store', signedIn);
    }
    // And what the member saw was not stored for the next visitor.
    const after = await sitePage('/', { ip: freshIp() });
    assert.match(after.cacheControl ?? '', /^public/);
    assert.ok(!after.html.includes(member.email), 'a signed-out visitor got a member’s page');
  });

  check('behind the cache, the site still limits each visitor by their own address', async () => {
    // "Forgot password" allows 5 requests a minute per address (the API counts the visitor, whose address
    // nginx and the site pass on); the 6th from one visitor is refused, another visitor is not.
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const res = await sitePage('/Forgot', {
        method: 'POST',
        ip,
        form: { email: `nobody-${Date.now()}-${i}@example.test` },
      });
      statuses.push(res.status);
      assert.equal(res.cache, null, 'a POST went through the cache');
    }
    assert.ok(
      statuses.slice(0, 5).every((s) => s === 200),
      `refused too early: ${statuses.join(' ')}`,
    );
    assert.equal(statuses[5], 429, `statuses: ${statuses.join(' ')}`);
    const other = await sitePage('/Forgot', {
      method: 'POST',
      ip: freshIp(),
      form: { email: `nobody-${Date.now()}@example.test` },
    });
    assert.equal(other.status, 200, 'another visitor was refused too: the limit counted the site');
  });
}

check('private files are not served by the public files route', async () => {
  for (const key of ['bluetick/1/anything.pdf', 'invoices/1.pdf']) {
    const res = await call('GET', `/api/files/${key}`);
    assert.equal(res.status, 404, key);
  }
});

/** Member A and member B, who follow each other, and their conversation. */
async function talkingPair(tag) {
  const [a, b] = [await signUp(`${tag}-a`), await signUp(`${tag}-b`)];
  for (const member of [a, b]) {
    const me = await call('GET', '/api/user', { token: member.token });
    assert.equal(me.status, 200);
    member.id = me.body.data.id;
  }
  for (const [from, to] of [
    [a, b],
    [b, a],
  ]) {
    const asked = await call('POST', '/api/users/follow', {
      token: from.token,
      json: { followee_id: to.id },
    });
    assert.equal(asked.status, 200, JSON.stringify(asked.body));
    const accepted = await call('POST', '/api/users/follow-action-type', {
      token: to.token,
      json: { follower_id: from.id, action_type: 1 },
    });
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
  }
  const opened = await call('POST', '/api/conversations', { token: a.token, json: { user_id: b.id } });
  assert.equal(opened.status, 201, JSON.stringify(opened.body));
  return { a, b, conversationId: opened.body.data.id };
}

async function sendMessage(pair, from, body) {
  const res = await call('POST', `/api/conversations/${pair.conversationId}/messages`, {
    token: from.token,
    json: { body },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return { id: res.body.data.id, upstream: res.upstream };
}

/** Live connections of `member` through nginx until one is held by each API process; answers them by process. */
async function connectionOnEachProcess(member) {
  const byProcess = new Map();
  for (let i = 0; i < 8 && byProcess.size < 2; i++) {
    const socket = await connectLive(base, member.token);
    assert.ok(socket.upstream, 'nginx did not name the process holding the live connection (X-Upstream)');
    if (byProcess.has(socket.upstream)) socket.close();
    else byProcess.set(socket.upstream, socket);
  }
  assert.equal(byProcess.size, 2, `every live connection went to ${[...byProcess.keys()].join(', ')}`);
  return byProcess;
}

check(
  'a message sent through one API process reaches a live client connected through the other',
  async () => {
    const pair = await talkingPair('live');
    const sockets = await connectionOnEachProcess(pair.b);
    try {
      const arriving = [...sockets].map(([upstream, socket]) => ({
        upstream,
        event: nextEvent(socket, 'message', (e) => e.message.body === 'across the processes'),
      }));
      const sent = await sendMessage(pair, pair.a, 'across the processes');
      const other = arriving.find((a) => a.upstream !== sent.upstream);
      assert.ok(other, `sent through ${sent.upstream}, which is not behind nginx`);
      const { message } = await other.event;
      assert.equal(message.id, sent.id);
      assert.equal(message.sender_id, pair.a.id);
      // The process that took the message delivers it to its own connections too.
      assert.equal((await arriving.find((a) => a.upstream === sent.upstream).event).message.id, sent.id);
    } finally {
      for (const socket of sockets.values()) socket.close();
    }
  },
);

/** The stage's answers to `@scale` requests (one line each). */
const stageAnswers = process.env.SCALE_CONTROL === '1' ? createInterface({ input: process.stdin }) : null;
const stageLines = stageAnswers?.[Symbol.asyncIterator]();
async function askStage(request) {
  process.stdout.write(`@scale ${request}\n`);
  const { value, done } = await stageLines.next();
  assert.ok(!done && value === 'ok', `the stage did not do "${request}": ${value}`);
}

check(
  'after an API process restarts, a client that reconnects asking after= its last id misses nothing, sees nothing twice',
  async () => {
    if (!stageLines) {
      console.log('    (skipped: needs the stage to restart a process, SCALE_CONTROL=1)');
      return;
    }
    const pair = await talkingPair('restart');
    // B's page: connected through nginx to one process; it shows each message once, by id.
    const page = await connectLive(base, pair.b.token);
    const restarted = page.upstream;
    const shown = [];
    const live = [];
    page.on('message', ({ message }) => {
      live.push(message.id);
      if (!shown.includes(message.id)) shown.push(message.id);
    });
    try {
      const first = await sendMessage(pair, pair.a, 'before the restart');
      await nextEvent(page, 'message', (e) => e.message.id === first.id).catch(() => undefined);
      assert.deepEqual(shown, [first.id], 'the first message did not arrive live');

      const dropped = new Promise((resolve) => page.once('disconnect', resolve));
      await askStage(`stop-api ${restarted}`);
      await dropped; // the process closed the connection as it stopped (graceful shutdown)
      // While it is down, nginx sends everything to the other process.
      const missed = [];
      for (const body of ['while it restarts 1', 'while it restarts 2']) {
        const sent = await sendMessage(pair, pair.a, body);
        assert.notEqual(sent.upstream, restarted);
        missed.push(sent.id);
      }
      await askStage(`start-api ${restarted}`);

      // The page connects again (until nginx gives it the restarted process, which must hold it: nginx
      // leaves a server that refused a connection aside for its fail_timeout, 10 s) and asks for what
      // came after the last message it shows.
      for (const until = Date.now() + 30_000; Date.now() < until;) {
        page.connect();
        await connected(page);
        if (page.upstream === restarted) break;
        page.disconnect();
        await new Promise((r) => setTimeout(r, 500));
      }
      assert.equal(page.upstream, restarted, 'no reconnection reached the restarted process');
      const lastShown = Math.max(...shown);
      const caughtUp = await call(
        'GET',
        `/api/conversations/${pair.conversationId}/messages?after=${lastShown}`,
        { token: pair.b.token },
      );
      assert.equal(caughtUp.status, 200);
      const caughtIds = caughtUp.body.data.data.map((m) => m.id);
      assert.deepEqual(caughtIds, missed, 'the catch-up page is not exactly what was missed');
      for (const id of caughtIds) if (!shown.includes(id)) shown.push(id);

      // And the restarted process delivers live again, whichever process takes the next message.
      const arriving = nextEvent(page, 'message', (e) => e.message.body === 'after the restart');
      const last = await sendMessage(pair, pair.a, 'after the restart');
      assert.equal((await arriving).message.id, last.id);
      assert.deepEqual(shown, [first.id, ...missed, last.id]);
      assert.deepEqual(live, [first.id, last.id], 'a message arrived live twice or while away');
    } finally {
      page.close();
    }
  },
);

let passed = 0;
let failed = 0;
for (const { name, fn } of checks) {
  try {
    await fn();
    passed++;
    console.log(`  ✓ ${name}`);
  } catch (error) {
    failed++;
    console.log(`  ✗ ${name}\n    ${String(error?.stack ?? error).replace(/\n/g, '\n    ')}`);
  }
}
console.log(`scaled stack: ${passed} passed, ${failed} failed`);
if (process.env.SCALE_RESULTS) {
  writeFileSync(
    process.env.SCALE_RESULTS,
    JSON.stringify({ numPassedTests: passed, numFailedTests: failed, numPendingTests: 0 }),
  );
}
stageAnswers?.close();
process.exit(failed ? 1 : 0);
