// Measures the hot read paths of a running API against the bench data set (bench/seed.mjs) and prints one
// line per scenario: requests, throughput and latency percentiles. Every answer must be 2xx; other
// statuses are counted as errors and shown.
//
// Usage (scripts/bench.sh does this): node bench/run.mjs http://127.0.0.1:4002
//   BENCH_SECONDS per scenario (5), BENCH_CONCURRENCY requests in flight (8)
//   BENCH_ONLY: a regular expression; only the scenarios whose name matches (e.g. "^feed")
//   BENCH_TITLE: printed above the table (e.g. "with a read replica")
import { BENCH_PASSWORD } from './constants.mjs';

const base = (process.argv[2] ?? 'http://127.0.0.1:4002').replace(/\/+$/, '');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const TITLE = process.env.BENCH_TITLE ?? '';

async function call(method, path, { token, body } = {}) {
  const res = await fetch(`${base}/api/${path}`, {
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

async function must(method, path, options) {
  const res = await call(method, path, options);
  if (res.status >= 300)
    throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.json)?.slice(0, 200)}`);
  return res.json.data;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

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

async function main() {
  const login = await must('POST', 'login', {
    body: { email: 'bench-1@bench.local', password: BENCH_PASSWORD, remember_me: '1' },
  });
  const token = login.authorization;
  const feed = await must('GET', 'posts?page=1&per_page=10', { token });
  const popular = await must('GET', 'posts/likes-desc?page=1', {});
  const lastPage = feed.last_page;
  const newest = feed.data[0];
  const mostLiked = popular.data[0];
  const author = mostLiked.user.id;

  const allScenarios = [
    ['feed, first page', () => call('GET', 'posts?page=1&per_page=10', { token })],
    [
      `feed, page ${Math.min(500, lastPage)}`,
      () => call('GET', `posts?page=${Math.min(500, lastPage)}&per_page=10`, { token }),
    ],
    ["a member's posts", () => call('GET', `posts?filter=${author}&page=1&per_page=10`, { token })],
    ['one post', () => call('GET', `posts/${newest.id}`, { token })],
    ['likers of the most liked post', () => call('GET', `posts/like/${mostLiked.id}`, { token })],
    ['comments of a post', () => call('GET', `posts/comment/${mostLiked.id}`, { token })],
    ['public preview (likes-desc)', () => call('GET', 'posts/likes-desc?page=1')],
    ['profile', () => call('GET', `users/${author}`, { token })],
    ['current user', () => call('GET', 'user', { token })],
    [
      'global search "ravi sha"',
      () => call('POST', 'global-search', { token, body: { search: 'ravi sha' } }),
    ],
    ['global search "biryani"', () => call('POST', 'global-search', { token, body: { search: 'biryani' } })],
    ['followers list', () => call('GET', 'users/my-followers', { token })],
  ];
  const scenarios = allScenarios.filter(([name]) => !ONLY || ONLY.test(name));

  console.log(
    `\n${TITLE ? `${TITLE}: ` : ''}${base}: ${SECONDS} s per scenario, ${CONCURRENCY} in flight; feed has ${feed.total ?? '?'} posts (${lastPage} pages)\n`,
  );
  const header = ['scenario', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors'];
  const rows = [];
  for (const [name, request] of scenarios) {
    const r = await measure(request);
    rows.push([
      name,
      r.requests,
      r.rps.toFixed(0),
      r.p50.toFixed(1),
      r.p95.toFixed(1),
      r.p99.toFixed(1),
      r.max.toFixed(1),
      r.errors,
    ]);
    console.log(`  done: ${name}`);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

main().catch((error) => {
  console.error(`run.mjs: ${error.message}`);
  process.exit(1);
});
