// The scaled stack's journey (scripts/scale-stack.sh starts it): two API processes and two workers behind
// nginx, one database, one Redis, one S3 bucket. Each check makes sure the answer does not depend on which
// process answers; nginx names the process in X-Upstream. Plain HTTP (fetch), no browser: what is checked
// is the API's shared state, not pages.
//
//   SCALE_URL=http://127.0.0.1:5820 MAILDEV_URL=http://127.0.0.1:5826 SCALE_RESULTS=out.json node e2e/scale/scale-check.mjs
//
// Writes a jest-shaped summary (numPassedTests, numFailedTests) to SCALE_RESULTS for test.sh's total.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

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

check('private files are not served by the public files route', async () => {
  for (const key of ['bluetick/1/anything.pdf', 'invoices/1.pdf']) {
    const res = await call('GET', `/api/files/${key}`);
    assert.equal(res.status, 404, key);
  }
});

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
process.exit(failed ? 1 : 0);
