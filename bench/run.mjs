// Measures the hot read paths of running APIs against the bench data sets (bench/seed.mjs). For each
// scenario it prints, and writes as JSON for bench/compare.mjs:
//   single ms     the median of BENCH_SINGLES (101) single requests, one at a time (after a warm-up of every
//                 scenario, WARM_ROUNDS times);
//   req/s, p50…   throughput and latency with BENCH_CONCURRENCY requests in flight for BENCH_SECONDS.
// Every answer must be 2xx; other statuses are counted as errors and shown.
//
// The single requests are taken in rounds: each round sends every scenario to every target (one API per data
// set) in turn, one request at a time, rotating which target goes first (decision 191). A machine that slows
// down for a while (another process, the page cache, the host's other guests) slows every scenario's and
// every target's samples alike, so the ratios between data sets, and between a list's deep page and its
// first, measure the data and the pages. The concurrent part runs on each target alone, one after another.
//
// Usage (scripts/bench.sh does this):
//   node bench/run.mjs small=http://127.0.0.1:4002,http://127.0.0.1:4003 large=http://127.0.0.1:4004,http://127.0.0.1:4005
//     each target is NAME=API_URL[,FLOOR_URL]; with a floor (bench/floor.mjs) the feed is also measured on
//     both, side by side, after checking that both give the same answer
//   node bench/run.mjs http://127.0.0.1:4002   one target, named by BENCH_TITLE
//   BENCH_SECONDS per scenario (5; 0 skips the concurrent part), BENCH_CONCURRENCY requests in flight (8)
//   BENCH_ONLY: a regular expression; only the scenarios whose name matches (e.g. "^feed")
//   BENCH_TITLE: the name of a target given without one (e.g. "with a read replica")
//   BENCH_RESULTS_DIR: where to write each target's results as NAME.json (JSON: { title, base, total, unit,
//     scenarios, floor })
//   BENCH_SCENARIOS=chat: the conversations' reads instead (scripts/bench-chat.sh, data from
//     bench/chat-seed.mjs); BENCH_TOTALS=NAME:N,… then gives each target's number of messages
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';

import { BENCH_PASSWORD } from './constants.mjs';
import { median, percentile } from './stats.mjs';
import { printTable } from './table.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SINGLES = Number(process.env.BENCH_SINGLES ?? 101);
const WARM_ROUNDS = 3;
const FLOOR_SLICES = 5;
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const TITLE = process.env.BENCH_TITLE ?? '';
const RESULTS_DIR = process.env.BENCH_RESULTS_DIR ?? '';
const CHAT = process.env.BENCH_SCENARIOS === 'chat';
const TOTALS = new Map(
  (process.env.BENCH_TOTALS ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split(':'))
    .map(([name, n]) => [name, Number(n)]),
);

/** The targets: NAME=API_URL[,FLOOR_URL], or a bare API_URL named by BENCH_TITLE. */
const targets = (process.argv.length > 2 ? process.argv.slice(2) : ['http://127.0.0.1:4002']).map((arg) => {
  const named = /^([\w-]+)=(.+)$/.exec(arg);
  const [api, floor = ''] = (named ? named[2] : arg).split(',');
  const trim = (url) => url.replace(/\/+$/, '');
  return { name: named ? named[1] : TITLE || 'api', base: trim(api), floor: trim(floor) };
});

/**
 * The client: node:http with kept-alive connections. It costs half the CPU per request of `fetch` (0.3 against
 * 0.6 ms, measured here), and it shares the two cores with the servers it measures.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function send(method, path, { token, body, server }) {
  const url = new URL(`${server}/api/${path}`);
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: {
          accept: 'application/json',
          ...(token && { authorization: `Bearer ${token}` }),
          ...(payload && {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          }),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * One request. Every request measured here only reads, so a connection the server closed as it was being
 * reused (keep-alive's race: ECONNRESET) is retried once rather than ending the run.
 */
async function call(method, path, options) {
  try {
    return await send(method, path, options);
  } catch (error) {
    if (error?.code !== 'ECONNRESET' && error?.code !== 'EPIPE') throw error;
    return send(method, path, options);
  }
}

async function must(method, path, options) {
  const res = await call(method, path, options);
  if (res.status >= 300)
    throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.json)?.slice(0, 200)}`);
  return res.json.data;
}

/** Runs `request` from CONCURRENCY loops for `seconds`; returns counts and latency percentiles (ms). */
async function measure(request, seconds = SECONDS) {
  const latencies = [];
  const errors = new Map();
  const until = performance.now() + seconds * 1000;
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

const signIn = async (server, seq) =>
  (
    await must('POST', 'login', {
      server,
      body: { email: `bench-${seq}@bench.local`, password: BENCH_PASSWORD, remember_me: '1' },
    })
  ).authorization;

/**
 * The marketplace's hot reads (the member site's listing pages), each as the member type that sees it:
 * bench-1 is a vendor, bench-2 a professional (manpower), bench-3 a restaurant owner (bench/seed.mjs).
 * Page 20 exists in every listing of both sets; page 1000 only in the large set's requirements and jobs
 * (on the small set it answers an empty page, and bench/compare.mjs leaves it out of the ratios).
 */
async function listingScenarios(server) {
  const [vendor, manpower, owner] = await Promise.all([1, 2, 3].map((seq) => signIn(server, seq)));
  const as = (token) => (path) => () => call('GET', path, { token, server });
  const asVendor = as(vendor);
  const asManpower = as(manpower);
  const asOwner = as(owner);
  const mine = await must('GET', 'restaurants/my-requirements?page=1&per_page=10', { token: owner, server });
  const requirement = mine.data.find((r) => r.quotes_count > 0) ?? mine.data[0];
  if (!requirement) throw new Error('bench-3 has no requirement: load the data set with bench/seed.mjs');
  const search = (text) => () =>
    call('POST', 'global-search', { token: owner, server, body: { search: text } });
  // Reviews (issue 33): the directory's cards' ratings in one call, and the published reviews of the best
  // rated owner (owners are reviewed by vendors and professionals alike, so they have the most reviews).
  const directory = await must('GET', 'vendor/vendor?page=1&per_page=10', { token: owner, server });
  const [bestOwner] = (
    await must('GET', 'reviews/top-rated?user_type=6&page=1&per_page=1', { token: vendor, server })
  ).data;
  if (!bestOwner) throw new Error('no owner has reviews: load the data set with bench/seed.mjs');
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
    ['top rated vendors, page 1', asOwner('reviews/top-rated?user_type=7&page=1&per_page=10')],
    ['top rated vendors, page 20', asOwner('reviews/top-rated?user_type=7&page=20&per_page=10')],
    ['top rated manpower, page 1', asOwner('reviews/top-rated?user_type=8&page=1&per_page=10')],
    [
      'ratings of a directory page',
      asOwner(`reviews/ratings?ids=${directory.data.map((card) => card.id).join(',')}`),
    ],
    ["a member's reviews, page 1", asVendor(`users/${bestOwner.id}/reviews?page=1&per_page=10`)],
    ['global search "basmati rice" (listings)', search('basmati rice')],
    ['global search "curry leaf" (franchise)', search('curry leaf')],
  ];
}

/**
 * The conversations' reads (issue 31), as bench-1 reads them (bench/chat-seed.mjs): the inbox of a member
 * with many conversations (100 on the small set, 10 000 on the large), page 1 and page 5 by the keyset
 * cursor; the thread of conversation 1 (bench-1 with bench-2: 1 000 or 100 000 of the messages), its newest
 * page, the page before the middle id of the whole table, its oldest page (after=0) and what a page that
 * reconnects asks for (after= the 11th newest: 10 messages); one conversation; the unread badge, of the
 * member with many conversations and of one with few (bench-3).
 */
async function chatScenarios(server, total) {
  const [token, few] = await Promise.all([signIn(server, 1), signIn(server, 3)]);
  const get =
    (path, as = token) =>
    () =>
      call('GET', path, { token: as, server });
  let cursor = null;
  for (let page = 1; page < 5; page++) {
    const inbox = await must('GET', `conversations?limit=20${cursor ? `&before=${cursor}` : ''}`, {
      token,
      server,
    });
    cursor = inbox.next_before;
    if (!cursor) throw new Error('bench-1 has fewer than 5 inbox pages: load bench/chat-seed.mjs');
  }
  const newest = await must('GET', 'conversations/1/messages', { token, server });
  if (newest.data.length < 30) throw new Error('conversation 1 has a short thread: load bench/chat-seed.mjs');
  const middle = Math.floor((total || newest.data.at(-1).id) / 2);
  return [
    ['inbox, page 1', get('conversations?limit=20')],
    ['inbox, page 5', get(`conversations?limit=20&before=${cursor}`)],
    ['thread, page 1', get('conversations/1/messages')],
    ['thread, before= the middle', get(`conversations/1/messages?before=${middle}`)],
    ['thread, its oldest page (after=0)', get('conversations/1/messages?after=0')],
    ['thread, a reconnect catching up 10', get(`conversations/1/messages?after=${newest.data[19].id}`)],
    ['one conversation', get('conversations/1')],
    ['unread badge, 20 unread of 100 / 10 000', get('conversations/unread-count')],
    ['unread badge, a few conversations', get('conversations/unread-count', few)],
  ];
}

/** The scenarios, named the same on every data set so that bench/compare.mjs can pair them. */
async function scenarios(server, name) {
  if (CHAT) {
    const total = TOTALS.get(name) ?? null;
    const list = await chatScenarios(server, total);
    return { token: null, total, unit: 'messages', list: list.filter(([n]) => !ONLY || ONLY.test(n)) };
  }
  const token = await signIn(server, 1);
  const feed = await must('GET', 'posts?page=1&per_page=10', { token, server });
  const popular = await must('GET', 'posts/likes-desc?page=1', { server });
  const newest = feed.data[0];
  const mostLiked = popular.data[0];
  const author = mostLiked.user.id;
  const get = (path) => () => call('GET', path, { token, server });
  const search = (text) => () => call('POST', 'global-search', { token, server, body: { search: text } });
  // Page 1000 exists in both data sets (10k posts = 1000 pages of 10); an author's page 2 is past the end
  // on the small set, so their last pages are compared through the feed.
  const all = [
    ['feed, page 1', get('posts?page=1&per_page=10')],
    ['feed, page 1000', get('posts?page=1000&per_page=10')],
    ["a member's posts, page 1", get(`posts?filter=${author}&page=1&per_page=10`)],
    ['one post', get(`posts/${newest.id}`)],
    ['likers of the most liked post', get(`posts/like/${mostLiked.id}`)],
    ['comments of a post', get(`posts/comment/${mostLiked.id}`)],
    ['public preview, page 1', () => call('GET', 'posts/likes-desc?page=1', { server })],
    ['public preview, page 1000', () => call('GET', 'posts/likes-desc?page=1000', { server })],
    ['profile', get(`users/${author}`)],
    ['current user', get('user')],
    ['followers list', get('users/my-followers')],
    ['followees list', get('users/my-followees')],
    ['members search "ravi"', get('users?search=ravi')],
    ['members search "meera shah"', get(`users?search=${encodeURIComponent('meera shah')}`)],
    [
      'members search "zoya qureshi" (planted name)',
      get(`users?search=${encodeURIComponent('zoya qureshi')}`),
    ],
    ['members search "kap" (prefix)', get('users?search=kap')],
    ['members search "qur" (planted prefix)', get('users?search=qur')],
    ['global search "biryani" (common)', search('biryani')],
    ['global search "tandoor biryani"', search('tandoor biryani')],
    ['global search "zafrani" (rare word)', search('zafrani')],
    ['global search "4242" (number prefix)', search('4242')],
    ['global search "ravi sha" (name)', search('ravi sha')],
    ...(await listingScenarios(server)),
  ];
  return {
    token,
    total: feed.total,
    lastPage: feed.last_page,
    list: all.filter(([name]) => !ONLY || ONLY.test(name)),
  };
}

/**
 * The API's feed against the floor's with the same load: first a check that both give the same answer (pages
 * 1 and 1000), then requests per second of each, in FLOOR_SLICES turns of SECONDS / FLOOR_SLICES each (the
 * floor, the API, the floor, …), so that a machine slower for a while slows both alike.
 */
async function againstFloor({ base, floor }, token) {
  for (const page of [1, 1000]) {
    const path = `posts?page=${page}&per_page=10`;
    const [api, bare] = await Promise.all([
      call('GET', path, { token, server: base }),
      call('GET', path, { token, server: floor }),
    ]);
    if (JSON.stringify(api.json?.data) !== JSON.stringify(bare.json?.data))
      throw new Error(`the floor's answer to ${path} differs from the API's; keep bench/floor.mjs in step`);
  }
  const feed = (server) => () => call('GET', 'posts?page=1&per_page=10', { token, server });
  const slices = { floor: [], api: [] };
  for (let i = 0; i < FLOOR_SLICES; i++) {
    slices.floor.push(await measure(feed(floor), SECONDS / FLOOR_SLICES));
    slices.api.push(await measure(feed(base), SECONDS / FLOOR_SLICES));
  }
  const rps = (runs) => runs.reduce((sum, r) => sum + r.rps, 0) / runs.length;
  const p50 = (runs) => runs.map((r) => r.p50).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  return {
    api_rps: rps(slices.api),
    floor_rps: rps(slices.floor),
    ratio: rps(slices.api) / rps(slices.floor),
    api_p50: p50(slices.api),
    floor_p50: p50(slices.floor),
  };
}

/**
 * The single requests of every scenario on every target, SINGLES rounds: each round sends each scenario to
 * each target in turn (the target going first rotates), one request at a time. Every scenario's samples are
 * spread over the whole run, so a slower spell of the machine touches all scenarios and targets alike: the
 * ratios between sizes, and between a list's deep page and its first, compare like with like. Answers
 * times[scenario][target]: the median, the 95th percentile and the samples in round order.
 */
async function interleavedSingles(sets) {
  const times = sets[0].list.map(() => sets.map(() => []));
  for (let round = 0; round < SINGLES; round++) {
    for (let s = 0; s < times.length; s++) {
      for (let j = 0; j < sets.length; j++) {
        const i = (round + j) % sets.length;
        const t = performance.now();
        const { status } = await sets[i].list[s][1]();
        if (status >= 300) throw new Error(`${sets[i].list[s][0]} answered ${status}`);
        times[s][i].push(performance.now() - t);
      }
    }
  }
  return times.map((perTarget) =>
    perTarget.map((samples) => {
      const sorted = [...samples].sort((a, b) => a - b);
      return { median: median(samples), p95: percentile(sorted, 95), samples };
    }),
  );
}

const fmt = (n, digits = 1) => (n === undefined || Number.isNaN(n) ? '-' : n.toFixed(digits));

/**
 * The items of an answer's page (a member's reviews: their page's), or of global search's groups together;
 * null for other answers.
 */
function itemsOf(data) {
  if (Array.isArray(data?.data)) return data.data.length;
  if (Array.isArray(data?.reviews?.data)) return data.reviews.data.length;
  const groups = [data?.user, data?.post, data?.listing];
  return groups.every(Array.isArray) ? groups.reduce((sum, group) => sum + group.length, 0) : null;
}

async function main() {
  const sets = await Promise.all(
    targets.map(async (target) => ({ target, ...(await scenarios(target.base, target.name)) })),
  );
  const names = sets[0].list.map(([name]) => name);
  for (const set of sets) {
    const own = set.list.map(([name]) => name);
    if (own.join('|') !== names.join('|')) throw new Error(`${set.target.name} has other scenarios`);
  }
  const label = (set) =>
    `${set.target.name} (${set.target.base}, ${set.total ?? '?'} ${set.unit ?? 'posts'})`;
  console.log(
    `\n${sets.map(label).join(', ')}: median of ${SINGLES} single requests${sets.length > 1 ? ' taken in turn' : ''}, then ${SECONDS} s with ${CONCURRENCY} in flight on each\n`,
  );
  // A fresh API process compiles its code as requests come: each scenario runs a few times on every target
  // before anything is measured, so the first scenarios do not pay for the others' warm-up. The last
  // round's answers tell how many items each page (or global search's three groups together) held, and the
  // total a paged answer reports.
  const items = sets.map(() => []);
  const totals = sets.map(() => []);
  for (let round = 0; round < WARM_ROUNDS; round++)
    for (const [i, set] of sets.entries())
      for (const [s, [, request]] of set.list.entries()) {
        const data = (await request()).json?.data;
        items[i][s] = itemsOf(data);
        totals[i][s] = typeof data?.total === 'number' ? data.total : null;
      }
  const singles = await interleavedSingles(sets);
  console.log(`  done: single requests`);
  const results = sets.map(() => []);
  for (let s = 0; s < names.length; s++) {
    for (let i = 0; i < sets.length; i++) {
      const r = SECONDS > 0 ? await measure(sets[i].list[s][1]) : null;
      const { median: single, p95: singleP95, samples } = singles[s][i];
      // The samples in round order: bench/compare.mjs pairs the sizes' samples of each round (decision 206).
      const rounds = samples.map((ms) => Math.round(ms * 1000) / 1000);
      results[i].push({
        name: names[s],
        single,
        singleP95,
        items: items[i][s],
        answerTotal: totals[i][s],
        rounds,
        ...r,
      });
    }
    if (SECONDS > 0) console.log(`  done: ${names[s]} with ${CONCURRENCY} in flight`);
  }
  for (let i = 0; i < sets.length; i++) {
    const { target, token, total, unit = 'posts' } = sets[i];
    console.log(`\n${label(sets[i])}\n`);
    printTable(
      ['scenario', 'single ms', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors'],
      results[i].map((r) => [
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
    if (target.floor && SECONDS > 0) {
      floor = await againstFloor(target, token);
      console.log(
        `\nfeed page 1 against the floor (${target.floor}), ${CONCURRENCY} in flight: API ${floor.api_rps.toFixed(0)} req/s (p50 ${floor.api_p50.toFixed(1)} ms), floor ${floor.floor_rps.toFixed(0)} req/s (p50 ${floor.floor_p50.toFixed(1)} ms): API/floor ${floor.ratio.toFixed(2)} (goal ≥ 0.8)`,
      );
    }
    if (RESULTS_DIR)
      writeFileSync(
        join(RESULTS_DIR, `${target.name}.json`),
        JSON.stringify(
          { title: target.name, base: target.base, total, unit, scenarios: results[i], floor },
          null,
          2,
        ),
      );
  }
}

main().catch((error) => {
  console.error(`run.mjs: ${error.message}`);
  process.exit(1);
});
