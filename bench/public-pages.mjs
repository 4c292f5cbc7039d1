// The pages a signed-out visitor sees first (issue 39): the landing page and a public post page, under a
// closed-loop load of BENCH_PUBLIC_CONNECTIONS (20) connections for BENCH_PUBLIC_SECONDS (10) each, after a
// warm-up that is not counted. Four ways of asking, each a row:
//   - uncached: a new visitor without any HTTP cache in front (goal: ≥ 300 req/s, p99 < 200 ms); the site
//     answers from the page it holds while the page's shared data is held (decision 380);
//   - rendered: the same page at a new address each time (an unused query parameter), so every answer is
//     rendered: what a miss costs;
//   - revalidated: a browser that has the page sends its ETag and gets a 304 (decision 310);
//   - through a cache: the same new visitors through an nginx micro-cache configured as docs/deploy.md says,
//     when a CACHE_URL is given (scripts/bench.sh starts one where nginx is installed).
//
// Usage (scripts/bench.sh does this): node bench/public-pages.mjs WEB_URL API_URL [CACHE_URL|-] [results.json]
import { writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';

import { percentile } from './stats.mjs';
import { printTable } from './table.mjs';

const [web, api, cacheArg, resultsFile] = process.argv.slice(2);
const cache = cacheArg && cacheArg !== '-' ? cacheArg.replace(/\/+$/, '') : null;
const CONNECTIONS = Number(process.env.BENCH_PUBLIC_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_PUBLIC_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const GOAL_RPS = 300;
const GOAL_P99_MS = 200;

/** One request; resolves with its status, time in ms and ETag. */
function get(agent, url, headers) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { agent, headers: { accept: 'text/html', ...headers } }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode, ms: performance.now() - started, etag: res.headers.etag }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * CONNECTIONS loops asking `url` (or the address `url(n)` gives for the n-th request) for `seconds`; answers
 * the latencies of the answers that had `status`.
 */
async function load(url, { seconds, headers = {}, status }) {
  let asked = 0;
  const next = typeof url === 'function' ? () => url(++asked) : () => url;
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const times = [];
  let wrong = 0;
  const until = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const answer = await get(agent, next(), headers);
      if (answer.status === status) times.push(answer.ms);
      else wrong++;
      // A page's relative times move on each minute (pageNow), which makes a new version: a browser
      // revalidates with the version it got last.
      if (headers['if-none-match'] && answer.status === 200 && answer.etag)
        headers['if-none-match'] = answer.etag;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    wrong,
    rps: times.length / elapsed,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
  };
}

async function publicPostId() {
  const res = await fetch(`${api.replace(/\/+$/, '')}/api/posts/likes-desc?page=1`);
  return (await res.json()).data.data[0].id;
}

async function main() {
  if (!web || !api)
    throw new Error('usage: node bench/public-pages.mjs WEB_URL API_URL [CACHE_URL|-] [results.json]');
  const base = web.replace(/\/+$/, '');
  const pages = [
    ['landing /', '/'],
    ['public post /postsnotAuth/{id}', `/postsnotAuth/${await publicPostId()}`],
  ];
  const rows = [];
  for (const [name, path] of pages) {
    await load(`${base}${path}`, { seconds: WARM_UP_SECONDS, status: 200 });
    const uncached = await load(`${base}${path}`, { seconds: SECONDS, status: 200 });
    rows.push({ page: name, way: 'uncached', ...uncached, goal: true });
    // The site holds these pages while their shared data is held (decision 380): a new address each time
    // (an unused query parameter) measures a render.
    const separator = path.includes('?') ? '&' : '?';
    rows.push({
      page: name,
      way: 'rendered (new address each time)',
      ...(await load((n) => `${base}${path}${separator}bench=${n}`, { seconds: SECONDS, status: 200 })),
    });
    const { etag } = await get(undefined, `${base}${path}`, {});
    if (!etag) throw new Error(`${name} answered no ETag: is it a public page (decision 310)?`);
    rows.push({
      page: name,
      way: 'revalidated (304)',
      ...(await load(`${base}${path}`, {
        seconds: SECONDS,
        headers: { 'if-none-match': etag },
        status: 304,
      })),
    });
    if (cache) {
      await load(`${cache}${path}`, { seconds: WARM_UP_SECONDS, status: 200 });
      rows.push({
        page: name,
        way: 'through the nginx cache',
        ...(await load(`${cache}${path}`, { seconds: SECONDS, status: 200 })),
      });
    }
  }
  console.log(`\npublic pages, signed out (${CONNECTIONS} connections, ${SECONDS} s each)`);
  printTable(
    [
      'page',
      'asked',
      'req/s',
      'p50 ms',
      'p99 ms',
      'not as expected',
      `goal ≥ ${GOAL_RPS}/s, p99 < ${GOAL_P99_MS}`,
    ],
    rows.map((r) => [
      r.page,
      r.way,
      r.rps.toFixed(0),
      r.p50.toFixed(1),
      r.p99.toFixed(1),
      String(r.wrong),
      r.goal ? (r.rps >= GOAL_RPS && r.p99 < GOAL_P99_MS ? 'ok' : 'MISSED') : '',
    ]),
  );
  if (resultsFile) writeFileSync(resultsFile, JSON.stringify(rows, null, 2));
}

main().catch((error) => {
  console.error(`public-pages.mjs: ${error.message}`);
  process.exit(1);
});
