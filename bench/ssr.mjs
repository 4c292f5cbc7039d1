// Server rendering of the member site against the bench data set (issue 15: TTFB p50 < 80 ms on the large
// set): signs in through the site's own login form, then measures the time to the first byte of the signed-in
// home `/Home/User` and of a post page `/posts/{id}`, BENCH_SSR_REQUESTS (20) times each, one at a time,
// after WARM_UP requests that are not counted.
//
// Usage (scripts/bench.sh does this): node bench/ssr.mjs http://127.0.0.1:WEB_PORT http://127.0.0.1:API_PORT [results.json]
import { request } from 'node:http';
import { writeFileSync } from 'node:fs';

import { BENCH_PASSWORD } from './constants.mjs';
import { percentile } from './stats.mjs';
import { printTable } from './table.mjs';

const [web, api, resultsFile] = process.argv.slice(2).map((s, i) => (i < 2 ? s?.replace(/\/+$/, '') : s));
const REQUESTS = Number(process.env.BENCH_SSR_REQUESTS ?? 20);
const WARM_UP = 5;

/** Milliseconds to the first byte of the answer (headers received), and its status. */
function ttfb(url, cookie) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { headers: { cookie, accept: 'text/html' } }, (res) => {
      const ms = performance.now() - started;
      res.resume();
      res.on('end', () => resolve({ ms, status: res.statusCode }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function signIn() {
  const form = new URLSearchParams({
    email: 'bench-1@bench.local',
    password: BENCH_PASSWORD,
    remember_me: '1',
  });
  const res = await fetch(`${web}/login`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: web },
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (res.status !== 302 && res.status !== 303) throw new Error(`the site's login answered ${res.status}`);
  return cookie;
}

async function newestPostId() {
  const res = await fetch(`${api}/api/posts/likes-desc?page=1`);
  return (await res.json()).data.data[0].id;
}

async function main() {
  if (!web || !api) throw new Error('usage: node bench/ssr.mjs WEB_URL API_URL [results.json]');
  const cookie = await signIn();
  const postId = await newestPostId();
  const pages = [
    ['/Home/User (signed in)', `${web}/Home/User`],
    ['/posts/{id} (signed in)', `${web}/posts/${postId}`],
  ];
  const results = [];
  for (const [name, url] of pages) {
    // A fresh site compiles its code on the first renders, and the API its own on the first calls: these
    // warm-up requests are not counted.
    for (let i = 0; i < WARM_UP; i++) await ttfb(url, cookie);
    const times = [];
    for (let i = 0; i < REQUESTS; i++) {
      const { ms, status } = await ttfb(url, cookie);
      if (status !== 200) throw new Error(`${name} answered ${status}`);
      times.push(ms);
    }
    times.sort((a, b) => a - b);
    results.push({ name, p50: percentile(times, 50), p95: percentile(times, 95) });
  }
  console.log(`\nserver rendering (${REQUESTS} requests each, one at a time)`);
  printTable(
    ['page', 'TTFB p50 ms', 'TTFB p95 ms', 'goal p50 < 80'],
    results.map((r) => [r.name, r.p50.toFixed(1), r.p95.toFixed(1), r.p50 < 80 ? 'ok' : 'MISSED']),
  );
  if (resultsFile) writeFileSync(resultsFile, JSON.stringify(results, null, 2));
}

main().catch((error) => {
  console.error(`ssr.mjs: ${error.message}`);
  process.exit(1);
});
