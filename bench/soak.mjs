// The soak (issue 37): the main reads and writes of the API at about half of its measured capacity for
// SOAK_MINUTES, while the memory of the API and the worker is sampled from their metrics listeners. Prints,
// and writes as JSON, the memory growth of each process (goal: under 10 %) and every error (goal: none).
// Numbers only: nothing here passes or fails (docs/operations.md, "Soak").
//
//   1. capacity: the mix from SOAK_CONCURRENCY (8) loops, one request after another, for
//      SOAK_CAPACITY_SECONDS (30): requests per second the API answers on this machine now;
//   2. soak: the same mix sent at SOAK_LOAD (0.5) of that rate, on a schedule (not as fast as answers come
//      back, so a slower API meets the same load), for SOAK_MINUTES (30); SOAK_RATE sets the rate instead;
//   3. drain: waits for the worker to empty its queues, then reads its job failures and mail failures.
// Memory is process_resident_memory_bytes and nodejs_heap_size_used_bytes of each process, every
// SOAK_SAMPLE_SECONDS (15). Growth compares the median of the samples just after the warm-up (the first
// tenth of the run, at most 2 minutes) with the median of the last tenth (at most 2 minutes).
// Errors: answers other than the expected status, requests that failed to connect or timed out, sends the
// schedule had to skip because SOAK_MAX_IN_FLIGHT (64) were still waiting, failed jobs, failed mails, and the
// error lines of the processes' logs, shown beside them (SOAK_LOGS: name=path pairs, comma-separated).
//
// Usage (scripts/soak.sh starts the stack and does this):
//   node bench/soak.mjs API_URL API_METRICS_URL WORKER_METRICS_URL [results.json]
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';

import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS_BY_ROLE } from '@app/contracts/demo';

import { percentile } from './stats.mjs';
import { printTable } from './table.mjs';

const [apiUrl, apiMetrics, workerMetrics, resultsFile] = process.argv.slice(2);
if (!apiUrl || !apiMetrics || !workerMetrics) {
  console.error('usage: node bench/soak.mjs API_URL API_METRICS_URL WORKER_METRICS_URL [results.json]');
  process.exit(2);
}
const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const CAPACITY_SECONDS = Number(process.env.SOAK_CAPACITY_SECONDS ?? 30);
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 8);
const LOAD = Number(process.env.SOAK_LOAD ?? 0.5);
const FIXED_RATE = process.env.SOAK_RATE ? Number(process.env.SOAK_RATE) : null;
const SAMPLE_SECONDS = Number(process.env.SOAK_SAMPLE_SECONDS ?? 15);
const MAX_IN_FLIGHT = Number(process.env.SOAK_MAX_IN_FLIGHT ?? 64);
const TIMEOUT_MS = 30_000;

const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_IN_FLIGHT });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resets of a kept-alive connection the server had just closed as idle (Node's 5 s keepAliveTimeout racing
 * the client's reuse, more often the busier the machine): the request never reached the API, so it is sent
 * again on a new connection, once, as Node's documentation advises (`req.reusedSocket`) and as browsers and
 * undici do. Counted apart; a reset of a fresh connection, or a second one, is an error.
 */
let resetsRetried = 0;

/** One request; answers { status, json } or { status: 0, error } (no connection, timeout). Never throws. */
async function send(method, path, options = {}) {
  const res = await attempt(method, path, options);
  if (!res.reusedReset) return res;
  resetsRetried += 1;
  return attempt(method, path, options);
}

function attempt(method, path, { token, body, ip } = {}) {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve) => {
    const req = http.request(
      new URL(`${apiUrl}/api/${path}`),
      {
        method,
        agent,
        timeout: TIMEOUT_MS,
        headers: {
          accept: 'application/json',
          ...(token && { authorization: `Bearer ${token}` }),
          ...(ip && { 'x-forwarded-for': ip }),
          ...(payload && {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          }),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', (error) => resolve({ status: 0, error: error.code ?? error.message }));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json = null;
          try {
            json = text ? JSON.parse(text) : null;
          } catch {
            // a non-JSON answer is judged by its status alone
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error) =>
      resolve({
        status: 0,
        error: error.code ?? error.message,
        reusedReset: req.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE'),
      }),
    );
    req.end(payload);
  });
}

async function must(method, path, options) {
  const res = await send(method, path, options);
  if (res.status < 200 || res.status >= 300)
    throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.json ?? res.error)}`);
  return res.json.data;
}

// Every sign-up comes from an address of its own (the API trusts X-Forwarded-For from loopback), as real
// sign-ups do; the per-address limits are not what this measures.
let ipCounter = 0;
const nextIp = () => `10.77.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;
const run = Date.now().toString(36);
let signups = 0;

const signIn = async (email) =>
  (await must('POST', 'login', { body: { email, password: DEMO_MEMBER_PASSWORD, remember_me: '1' } }))
    .authorization;

/**
 * The mix, by weight: what members do most. Reads: the feed, a post with its likers and comments, a
 * profile, the current member, the vendors' requirement feed, the jobs feed, the directories and both
 * searches. Writes: likes (toggled), comments, text posts, and sign-ups, each queueing its code mail for
 * the worker (so the worker's memory is exercised too). Posts made here are the ones liked and commented.
 */
async function mix() {
  const owner = await signIn(DEMO_MEMBERS_BY_ROLE.owner.email);
  const vendor = await signIn(DEMO_MEMBERS_BY_ROLE.vendor.email);
  const chef = await signIn(DEMO_MEMBERS_BY_ROLE.chef.email);
  const members = [owner, vendor, chef];
  const me = await must('GET', 'user', { token: owner });
  const posts = [];
  for (let i = 0; i < 5; i++)
    posts.push(
      (await must('POST', 'posts', { token: owner, body: { description: `Soak ${run} post ${i}` } })).id,
    );
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const get =
    (path, token = owner) =>
    () =>
      send('GET', path, { token });
  return [
    // [name, weight, request, expected status]
    ['feed', 20, () => send('GET', 'posts?page=1&per_page=10', { token: pick(members) }), 200],
    ['feed, page 3', 4, get('posts?page=3&per_page=10', vendor), 200],
    ['one post', 8, () => send('GET', `posts/${pick(posts)}`, { token: pick(members) }), 200],
    ['likers', 4, () => send('GET', `posts/like/${pick(posts)}`, { token: vendor }), 200],
    ['comments', 4, () => send('GET', `posts/comment/${pick(posts)}`, { token: chef }), 200],
    ['public preview', 4, () => send('GET', 'posts/likes-desc?page=1'), 200],
    ['profile', 6, get(`users/${me.id}`, vendor), 200],
    ['current member', 6, () => send('GET', 'user', { token: pick(members) }), 200],
    ['requirements for vendors', 6, get('vendor/requirements?page=1&per_page=10', vendor), 200],
    ['jobs feed', 4, get('restaurants/job?page=1&per_page=10', chef), 200],
    ['vendor directory', 4, get('vendor/vendor?page=1&per_page=10'), 200],
    ['members search', 3, get('users?search=shah'), 200],
    [
      'global search',
      3,
      () => send('POST', 'global-search', { token: pick(members), body: { search: 'paneer' } }),
      200,
    ],
    ['like', 8, () => send('POST', `posts/like/${pick(posts)}`, { token: pick([vendor, chef]) }), 200],
    [
      'comment',
      5,
      () =>
        send('POST', `posts/comment/${pick(posts)}`, {
          token: pick([vendor, chef]),
          body: { body: `Soak comment ${Math.random().toString(36).slice(2, 10)}` },
        }),
      201,
    ],
    [
      'post',
      2,
      () =>
        send('POST', 'posts', { token: pick(members), body: { description: `Soak ${run} ${Date.now()}` } }),
      201,
    ],
    [
      'sign-up',
      2,
      () => {
        signups += 1;
        return send('POST', 'users', {
          ip: nextIp(),
          body: {
            business_name: 'Soak Kitchen',
            first_name: 'Soak',
            last_name: 'Member',
            email: `soak-${run}-${signups}@soak.test`,
            mobile_no: '9876543210',
            password: 'correct horse battery',
            password_confirmation: 'correct horse battery',
            user_type: '6',
            country_id: 101,
            state_id: 4030,
            city_id: 134096,
          },
        });
      },
      201,
    ],
  ];
}

/** A weighted choice of the mix's entries. */
function chooser(entries) {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  return () => {
    let r = Math.random() * total;
    for (const entry of entries) if ((r -= entry[1]) < 0) return entry;
    return entries.at(-1);
  };
}

/** Counts answers, latencies and errors, overall and per minute of the soak. */
class Tally {
  latencies = [];
  errors = new Map();
  requests = 0;
  add(name, expected, res, ms) {
    this.requests += 1;
    this.latencies.push(ms);
    if (res.status !== expected) {
      const key = `${name}: ${res.status || res.error}`;
      this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
      if (this.errors.get(key) <= 3)
        console.error(`! ${key} ${JSON.stringify(res.json?.message ?? res.json ?? '').slice(0, 200)}`);
    }
  }
  get errorCount() {
    return [...this.errors.values()].reduce((a, b) => a + b, 0);
  }
  p(q) {
    return percentile(
      [...this.latencies].sort((a, b) => a - b),
      q,
    );
  }
}

async function capacity(next) {
  const tally = new Tally();
  const until = performance.now() + CAPACITY_SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const [name, , request, expected] = next();
        const t = performance.now();
        tally.add(name, expected, await request(), performance.now() - t);
      }
    }),
  );
  return { rps: tally.requests / ((performance.now() - started) / 1000), tally };
}

/** `name value` lines of a Prometheus text answer, for the unlabelled series and those asked for. */
async function scrape(url) {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const values = new Map();
  for (const line of (await res.text()).split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const cut = line.lastIndexOf(' ');
    values.set(line.slice(0, cut), Number(line.slice(cut + 1)));
  }
  return values;
}

const sum = (values, prefix) =>
  [...values].filter(([series]) => series.startsWith(prefix)).reduce((total, [, value]) => total + value, 0);

async function memory() {
  const [api, worker] = await Promise.all([scrape(apiMetrics), scrape(workerMetrics)]);
  return {
    at: Date.now(),
    load1: loadavg()[0],
    api_rss: api.get('process_resident_memory_bytes'),
    api_heap: api.get('nodejs_heap_size_used_bytes'),
    worker_rss: worker.get('process_resident_memory_bytes'),
    worker_heap: worker.get('nodejs_heap_size_used_bytes'),
  };
}

/** Sends `next()` at `rate` a second on a schedule for `minutes`, sampling memory as it goes. */
async function soak(next, rate, minutes) {
  const tally = new Tally();
  const perMinute = [];
  const samples = [await memory()];
  let minute = new Tally();
  let inFlight = 0;
  let sent = 0;
  let skipped = 0;
  const started = performance.now();
  const end = started + minutes * 60_000;
  let nextSample = started + SAMPLE_SECONDS * 1000;
  let nextMinute = started + 60_000;
  const pending = new Set();
  while (performance.now() < end) {
    const now = performance.now();
    const due = Math.floor(((now - started) / 1000) * rate) - sent;
    for (let i = 0; i < due; i++) {
      sent += 1;
      if (inFlight >= MAX_IN_FLIGHT) {
        skipped += 1;
        continue;
      }
      const [name, , request, expected] = next();
      inFlight += 1;
      const t = performance.now();
      const done = request().then((res) => {
        const ms = performance.now() - t;
        tally.add(name, expected, res, ms);
        minute.add(name, expected, res, ms);
        inFlight -= 1;
        pending.delete(done);
      });
      pending.add(done);
    }
    if (now >= nextSample) {
      nextSample += SAMPLE_SECONDS * 1000;
      samples.push(await memory().catch((error) => ({ at: Date.now(), error: error.message })));
    }
    if (now >= nextMinute) {
      nextMinute += 60_000;
      const last = samples.at(-1);
      perMinute.push({ requests: minute.requests, errors: minute.errorCount, p95: minute.p(95) });
      console.log(
        `» minute ${perMinute.length}/${minutes}: ${minute.requests} requests, p95 ${minute.p(95).toFixed(0)} ms, ` +
          `${minute.errorCount} errors; API ${mb(last.api_rss)} MB, worker ${mb(last.worker_rss)} MB; load ${loadavg()[0].toFixed(1)}`,
      );
      minute = new Tally();
    }
    await sleep(20);
  }
  await Promise.all(pending);
  samples.push(await memory());
  return { tally, samples, perMinute, sent, skipped };
}

const mb = (bytes) => (bytes === undefined ? '-' : (bytes / 1024 / 1024).toFixed(1));
const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** Median of a memory figure in [from, to) ms after the start, over the samples that have it. */
function windowMedian(samples, key, from, to) {
  const start = samples[0].at;
  const values = samples.filter((s) => s[key] !== undefined && s.at - start >= from && s.at - start < to);
  return values.length ? median(values.map((s) => s[key])) : NaN;
}

/** Jobs waiting or running, over every queue. */
const queued = (values) =>
  [...values]
    .filter(([series]) => series.startsWith('queue_jobs{') && /state="(waiting|active)"/.test(series))
    .reduce((total, [, value]) => total + value, 0);

/** Waits (at most 2 minutes) until no job waits or runs, then reads the worker's failures. */
async function drain() {
  const until = Date.now() + 120_000;
  let values = await scrape(workerMetrics);
  while (queued(values) > 0 && Date.now() < until) {
    await sleep(2000);
    values = await scrape(workerMetrics);
  }
  return {
    still_queued: queued(values),
    failed_jobs: sum(values, 'queue_jobs_failed_total'),
    mails_sent: values.get('mails_total{outcome="sent"}') ?? 0,
    mails_failed: values.get('mails_total{outcome="failed"}') ?? 0,
  };
}

/** Error lines of the processes' logs (JSON lines with level error or fatal). */
function logErrors() {
  const found = {};
  for (const pair of (process.env.SOAK_LOGS ?? '').split(',').filter(Boolean)) {
    const [name, path] = pair.split('=');
    const lines = readFileSync(path, 'utf8').split('\n');
    const errors = lines.filter((line) => /"level":"(error|fatal)"/.test(line));
    found[name] = { count: errors.length, first: errors.slice(0, 3).map((line) => line.slice(0, 300)) };
  }
  return found;
}

const mixEntries = await mix();
const next = chooser(mixEntries);
console.log(`» measuring capacity: the mix from ${CONCURRENCY} loops for ${CAPACITY_SECONDS} s`);
const measured = await capacity(next);
const rate = FIXED_RATE ?? Math.max(1, Math.round(measured.rps * LOAD * 10) / 10);
console.log(
  `» capacity ${measured.rps.toFixed(1)} req/s (p95 ${measured.tally.p(95).toFixed(0)} ms, ${measured.tally.errorCount} errors); ` +
    `soaking at ${rate} req/s for ${MINUTES} min`,
);
const load = await soak(next, rate, MINUTES);
const queues = await drain();
const logs = logErrors();

const durationMs = MINUTES * 60_000;
const warm = Math.min(120_000, durationMs / 10);
// At least two samples in each window, however short the run.
const windowMs = Math.max(2 * SAMPLE_SECONDS * 1000, Math.min(120_000, durationMs / 10));
const growth = {};
for (const key of ['api_rss', 'api_heap', 'worker_rss', 'worker_heap']) {
  const first = windowMedian(load.samples, key, warm, warm + windowMs);
  const last = windowMedian(load.samples, key, durationMs - windowMs, Infinity);
  const peak = Math.max(...load.samples.map((s) => s[key] ?? 0));
  growth[key] = { after_warmup: first, end: last, peak, growth_pct: ((last - first) / first) * 100 };
}
const loads = load.samples.map((s) => s.load1).filter((v) => v !== undefined);
const logErrorCount = Object.values(logs).reduce((total, entry) => total + entry.count, 0);
const errorTotal =
  measured.tally.errorCount +
  load.tally.errorCount +
  load.skipped +
  queues.failed_jobs +
  queues.mails_failed +
  queues.still_queued;

printTable(
  ['memory', 'after warm-up MB', 'end MB', 'peak MB', 'growth'],
  Object.entries(growth).map(([key, g]) => [
    key.replace('_', ' '),
    mb(g.after_warmup),
    mb(g.end),
    mb(g.peak),
    `${g.growth_pct.toFixed(1)} %`,
  ]),
);
printTable(
  ['load', 'value'],
  [
    ['capacity (req/s, 8 in flight)', measured.rps.toFixed(1)],
    ['soak rate (req/s)', String(rate)],
    ['requests answered', String(load.tally.requests)],
    [
      'p50 / p95 / p99 ms',
      `${load.tally.p(50).toFixed(0)} / ${load.tally.p(95).toFixed(0)} / ${load.tally.p(99).toFixed(0)}`,
    ],
    ['sign-ups (each a code mail)', String(signups)],
    ['idle kept-alive connections reset, sent again', String(resetsRetried)],
    ['mails sent / failed', `${queues.mails_sent} / ${queues.mails_failed}`],
    [
      'load average (1 min): min / median / max',
      `${Math.min(...loads).toFixed(1)} / ${median(loads).toFixed(1)} / ${Math.max(...loads).toFixed(1)}`,
    ],
  ],
);
printTable(
  ['errors', 'count'],
  [
    ['while measuring capacity', String(measured.tally.errorCount)],
    ...[...measured.tally.errors].map(([key, n]) => [`  ${key}`, String(n)]),
    ['unexpected answers or failed requests', String(load.tally.errorCount)],
    ...[...load.tally.errors].map(([key, n]) => [`  ${key}`, String(n)]),
    [`sends skipped (${MAX_IN_FLIGHT} in flight)`, String(load.skipped)],
    ['failed jobs', String(queues.failed_jobs)],
    ['jobs still queued after the drain', String(queues.still_queued)],
    ['mails failed', String(queues.mails_failed)],
    ['total', String(errorTotal)],
    ['error lines in the logs (each 500 writes one too)', String(logErrorCount)],
  ],
);
for (const [name, entry] of Object.entries(logs))
  for (const line of entry.first) console.log(`  ${name}: ${line}`);

if (resultsFile) {
  writeFileSync(
    resultsFile,
    JSON.stringify(
      {
        minutes: MINUTES,
        capacity_rps: measured.rps,
        rate,
        requests: load.tally.requests,
        latency_ms: { p50: load.tally.p(50), p95: load.tally.p(95), p99: load.tally.p(99) },
        growth,
        errors: {
          capacity: Object.fromEntries(measured.tally.errors),
          answers: Object.fromEntries(load.tally.errors),
          skipped: load.skipped,
          ...queues,
          logs,
          total: errorTotal,
        },
        signups,
        resets_retried: resetsRetried,
        per_minute: load.perMinute,
        samples: load.samples,
      },
      null,
      2,
    ),
  );
}
