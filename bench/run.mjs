// Measures the hot read paths of a running API against the bench data set (bench/seed.mjs). For each
// scenario it prints, and writes as JSON for bench/compare.mjs:
//   single ms     the median of BENCH_SINGLES (15) single requests, one at a time (after one warm-up);
//   req/s, p50…   throughput and latency with BENCH_CONCURRENCY requests in flight for BENCH_SECONDS.
// Every answer must be 2xx; other statuses are counted as errors and shown.
//
// Usage (scripts/bench.sh does this): node bench/run.mjs http://127.0.0.1:4002
//   BENCH_SECONDS per scenario (5; 0 skips the concurrent part), BENCH_CONCURRENCY requests in flight (8)
//   BENCH_ONLY: a regular expression; only the scenarios whose name matches (e.g. "^feed")
//   BENCH_TITLE: printed above the table (e.g. "with a read replica")
//   BENCH_RESULTS: a file to write the results to (JSON: { title, base, total, scenarios, floor })
//   BENCH_FLOOR_URL: the floor server (bench/floor.mjs); the feed is then measured on both, side by side,
//     after checking that both give the same answer
import { writeFileSync } from 'node:fs';

import { BENCH_PASSWORD } from './constants.mjs';
import { printTable } from './table.mjs';

const base = (process.argv[2] ?? 'http://127.0.0.1:4002').replace(/\/+$/, '');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SINGLES = Number(process.env.BENCH_SINGLES ?? 15);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const TITLE = process.env.BENCH_TITLE ?? '';
const RESULTS = process.env.BENCH_RESULTS ?? '';
const FLOOR = (process.env.BENCH_FLOOR_URL ?? '').replace(/\/+$/, '');

async function send(method, path, { token, body, server = base } = {}) {
  const res = await fetch(`${server}/api/${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body && { 'content-type': 'application/json' }),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

/**
 * One request. Every request measured here only reads, so a connection the server closed as it was being
 * reused (keep-alive's race, "fetch failed") is retried once rather than ending the run.
 */
async function call(method, path, options) {
  try {
    return await send(method, path, options);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return send(method, path, options);
  }
}

async function must(method, path, options) {
  const res = await call(method, path, options);
  if (res.status >= 300)
    throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.json)?.slice(0, 200)}`);
  return res.json.data;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * The median of SINGLES requests sent one after another (after a warm-up that is not counted), and the
 * number of items the warm-up's page held (a page past the end of the small set holds none).
 */
async function single(request) {
  const warm = await request();
  const items = Array.isArray(warm.json?.data?.data) ? warm.json.data.data.length : null;
  const times = [];
  for (let i = 0; i < SINGLES; i++) {
    const t = performance.now();
    const { status } = await request();
    if (status >= 300) throw new Error(`answered ${status}`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)], items };
}

/** Runs `request` from CONCURRENCY loops for SECONDS; returns counts and latency percentiles (ms). */
async function measure(request) {
  const latencies = [];
  const errors = new Map();
  const until = performance.now() + SECONDS * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const t = performance.now();
      const { status } = await request();
      latencies.push(performance.now() - t);
      if (status >= 300) errors.set(status, (errors.get(status) ?? 0) + 1);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
    errors: [...errors].map(([status, n]) => `${n}×${status}`).join(' ') || '0',
  };
}

const signIn = async (seq) =>
  (
    await must('POST', 'login', {
      body: { email: `bench-${seq}@bench.local`, password: BENCH_PASSWORD, remember_me: '1' },
    })
  ).authorization;

/**
 * The marketplace's hot reads (the member site's listing pages), each as the member type that sees it:
 * bench-1 is a vendor, bench-2 a professional (manpower), bench-3 a restaurant owner (bench/seed.mjs).
 * Page 20 exists in every listing of both sets; page 1000 only in the large set's requirements and jobs
 * (on the small set it answers an empty page, and bench/compare.mjs leaves it out of the ratios).
 */
async function listingScenarios() {
  const [vendor, manpower, owner] = await Promise.all([signIn(1), signIn(2), signIn(3)]);
  const as = (token) => (path) => () => call('GET', path, { token });
  const asVendor = as(vendor);
  const asManpower = as(manpower);
  const asOwner = as(owner);
  const mine = await must('GET', 'restaurants/my-requirements?page=1&per_page=10', { token: owner });
  const requirement = mine.data.find((r) => r.quotes_count > 0) ?? mine.data[0];
  if (!requirement) throw new Error('bench-3 has no requirement: load the data set with bench/seed.mjs');
  const search = (text) => () => call('POST', 'global-search', { token: owner, body: { search: text } });
  return [
    ['requirements for vendors, page 1', asVendor('vendor/requirements?page=1&per_page=10')],
    ['requirements for vendors, page 20', asVendor('vendor/requirements?page=20&per_page=10')],
    ['requirements for vendors, page 1000', asVendor('vendor/requirements?page=1000&per_page=10')],
    ["an owner's requirements", asOwner('restaurants/my-requirements?page=1&per_page=10')],
    [
      "a requirement's quotes",
      asOwner(`restaurants/requirement/${requirement.id}/quotes?page=1&per_page=10`),
    ],
    [
      'quotes received by an owner',
      asOwner('restaurants/received-interested-requirements?page=1&per_page=10'),
    ],
    ['applications received by an owner', asOwner('restaurants/received-application?page=1&per_page=10')],
    ['jobs feed, page 1', asManpower('restaurants/job?page=1&per_page=10')],
    ['jobs feed, page 20', asManpower('restaurants/job?page=20&per_page=10')],
    ['jobs feed, page 1000', asManpower('restaurants/job?page=1000&per_page=10')],
    ['franchise offers, page 1', asOwner('restaurants/give-franchise?scope=all&page=1&per_page=10')],
    ['franchise offers, page 20', asOwner('restaurants/give-franchise?scope=all&page=20&per_page=10')],
    ['restaurants for sale, page 1', asVendor('restaurants/sell-my-restaurant?page=1&per_page=10')],
    ['restaurants for sale, page 20', asVendor('restaurants/sell-my-restaurant?page=20&per_page=10')],
    ['vendor directory, page 1', asOwner('vendor/vendor?page=1&per_page=10')],
    ['vendor directory, page 20', asOwner('vendor/vendor?page=20&per_page=10')],
    ['manpower directory, page 1', asOwner('mp/manpowers?page=1&per_page=10')],
    ['manpower directory, page 20', asOwner('mp/manpowers?page=20&per_page=10')],
    ['restaurant directory, page 1', asVendor('restaurants/restaurants?page=1&per_page=10')],
    ['promoted vendors', asOwner('vendor/promotevendors?page=1&per_page=5')],
    ['promoted manpower', asOwner('mp/promotemanpowers?page=1&per_page=5')],
    ['promoted restaurants', asVendor('restaurants/promoterestaurants?page=1&per_page=5')],
    ['global search "basmati rice" (listings)', search('basmati rice')],
    ['global search "curry leaf" (franchise)', search('curry leaf')],
  ];
}

/** The scenarios, named the same on every data set so that bench/compare.mjs can pair them. */
async function scenarios() {
  const token = await signIn(1);
  const feed = await must('GET', 'posts?page=1&per_page=10', { token });
  const popular = await must('GET', 'posts/likes-desc?page=1', {});
  const newest = feed.data[0];
  const mostLiked = popular.data[0];
  const author = mostLiked.user.id;
  const get = (path) => () => call('GET', path, { token });
  const search = (text) => () => call('POST', 'global-search', { token, body: { search: text } });
  // Page 1000 exists in both data sets (10k posts = 1000 pages of 10); an author's page 2 is past the end
  // on the small set, so their last pages are compared through the feed.
  const all = [
    ['feed, page 1', get('posts?page=1&per_page=10')],
    ['feed, page 1000', get('posts?page=1000&per_page=10')],
    ["a member's posts, page 1", get(`posts?filter=${author}&page=1&per_page=10`)],
    ['one post', get(`posts/${newest.id}`)],
    ['likers of the most liked post', get(`posts/like/${mostLiked.id}`)],
    ['comments of a post', get(`posts/comment/${mostLiked.id}`)],
    ['public preview, page 1', () => call('GET', 'posts/likes-desc?page=1')],
    ['public preview, page 1000', () => call('GET', 'posts/likes-desc?page=1000')],
    ['profile', get(`users/${author}`)],
    ['current user', get('user')],
    ['followers list', get('users/my-followers')],
    ['followees list', get('users/my-followees')],
    ['members search "ravi"', get('users?search=ravi')],
    ['members search "meera shah"', get(`users?search=${encodeURIComponent('meera shah')}`)],
    ['members search "kap" (prefix)', get('users?search=kap')],
    ['global search "biryani" (common)', search('biryani')],
    ['global search "tandoor biryani"', search('tandoor biryani')],
    ['global search "4242" (rare)', search('4242')],
    ['global search "ravi sha" (name)', search('ravi sha')],
    ...(await listingScenarios()),
  ];
  return {
    token,
    total: feed.total,
    lastPage: feed.last_page,
    list: all.filter(([name]) => !ONLY || ONLY.test(name)),
  };
}

/**
 * The API's feed against the floor's, one after the other with the same load: first a check that both give
 * the same answer (pages 1 and 1000), then requests per second of each.
 */
async function againstFloor(token) {
  for (const page of [1, 1000]) {
    const path = `posts?page=${page}&per_page=10`;
    const [api, floor] = await Promise.all([
      call('GET', path, { token }),
      call('GET', path, { token, server: FLOOR }),
    ]);
    if (JSON.stringify(api.json?.data) !== JSON.stringify(floor.json?.data))
      throw new Error(`the floor's answer to ${path} differs from the API's; keep bench/floor.mjs in step`);
  }
  const feed = (server) => () => call('GET', 'posts?page=1&per_page=10', { token, server });
  const floor = await measure(feed(FLOOR));
  const api = await measure(feed(base));
  return {
    api_rps: api.rps,
    floor_rps: floor.rps,
    ratio: api.rps / floor.rps,
    api_p50: api.p50,
    floor_p50: floor.p50,
  };
}

async function main() {
  const { token, total, lastPage, list } = await scenarios();
  console.log(
    `\n${TITLE ? `${TITLE}: ` : ''}${base}: median of ${SINGLES} single requests, then ${SECONDS} s with ${CONCURRENCY} in flight; the feed has ${total ?? '?'} posts (${lastPage} pages)\n`,
  );
  const results = [];
  for (const [name, request] of list) {
    const { ms, items } = await single(request);
    const r = SECONDS > 0 ? await measure(request) : null;
    results.push({ name, single: ms, items, ...r });
    console.log(`  done: ${name}`);
  }
  const fmt = (n, digits = 1) => (n === undefined || Number.isNaN(n) ? '-' : n.toFixed(digits));
  printTable(
    ['scenario', 'single ms', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors'],
    results.map((r) => [
      r.name,
      fmt(r.single),
      r.requests ?? '-',
      fmt(r.rps, 0),
      fmt(r.p50),
      fmt(r.p95),
      fmt(r.p99),
      fmt(r.max),
      r.errors ?? '-',
    ]),
  );
  let floor = null;
  if (FLOOR && SECONDS > 0) {
    floor = await againstFloor(token);
    console.log(
      `\nfeed page 1 against the floor (${FLOOR}), ${CONCURRENCY} in flight: API ${floor.api_rps.toFixed(0)} req/s (p50 ${floor.api_p50.toFixed(1)} ms), floor ${floor.floor_rps.toFixed(0)} req/s (p50 ${floor.floor_p50.toFixed(1)} ms): API/floor ${floor.ratio.toFixed(2)} (goal ≥ 0.8)`,
    );
  }
  if (RESULTS)
    writeFileSync(RESULTS, JSON.stringify({ title: TITLE, base, total, scenarios: results, floor }, null, 2));
}

main().catch((error) => {
  console.error(`run.mjs: ${error.message}`);
  process.exit(1);
});
