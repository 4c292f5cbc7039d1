// Many open live connections on one API process (issue 31: 1 000): how long each takes to open, what they
// cost the process in memory, and whether a message still reaches every one of them. Data from
// bench/chat-seed.mjs (bench-1 talks with bench-2 … bench-101 in conversations 1 … 100).
//
//   node bench/live-connections.mjs API_URL METRICS_URL [RESULTS.json]
//   BENCH_LIVE_CONNECTIONS (1 000), spread over BENCH_LIVE_MEMBERS (100) members (bench-2 …, as many tabs
//   each); opened BENCH_LIVE_OPENING (50) at a time.
//
// The API's memory and its own count of open connections come from its metrics listener (decision 261):
// process_resident_memory_bytes, nodejs_heap_size_used_bytes and live_connections. Prints numbers only.
import { writeFileSync } from 'node:fs';

import { connectLive } from '../e2e/scale/live-client.mjs';
import { BENCH_PASSWORD } from './constants.mjs';
import { percentile } from './stats.mjs';
import { printTable } from './table.mjs';

const [api, metricsUrl, resultsFile] = process.argv.slice(2);
if (!api || !metricsUrl) {
  console.error('usage: node bench/live-connections.mjs API_URL METRICS_URL [RESULTS.json]');
  process.exit(2);
}
const CONNECTIONS = Number(process.env.BENCH_LIVE_CONNECTIONS ?? 1000);
const MEMBERS = Math.min(Number(process.env.BENCH_LIVE_MEMBERS ?? 100), CONNECTIONS);
const OPENING = Number(process.env.BENCH_LIVE_OPENING ?? 50);

async function request(method, path, { token, body } = {}) {
  const res = await fetch(`${api}/api/${path}`, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body && { 'content-type': 'application/json' }),
    },
    body: body && JSON.stringify(body),
  });
  const json = await res.json().catch(() => null);
  if (!res.ok)
    throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json)?.slice(0, 200)}`);
  return json.data;
}

const signIn = async (seq) =>
  (
    await request('POST', 'login', {
      body: { email: `bench-${seq}@bench.local`, password: BENCH_PASSWORD, remember_me: '1' },
    })
  ).authorization;

/** The metrics the API reports about itself, by name. */
async function metrics() {
  const text = await (await fetch(metricsUrl)).text();
  const value = (name) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1]);
  return {
    rss: value('process_resident_memory_bytes'),
    heap: value('nodejs_heap_size_used_bytes'),
    open: value('live_connections'),
  };
}

const mb = (bytes) => (bytes / 1048576).toFixed(1);
const ms = (n) => (Number.isFinite(n) ? n.toFixed(1) : '-');
const pause = (n) => new Promise((r) => setTimeout(r, n));

async function main() {
  const hub = await signIn(1);
  const members = [];
  for (let i = 0; i < MEMBERS; i++)
    members.push({ seq: i + 2, conversation: i + 1, token: await signIn(i + 2) });
  await pause(2000); // the sign-ins' garbage settles before the first reading
  const before = await metrics();

  // Open the connections OPENING at a time; each member gets CONNECTIONS / MEMBERS of them (its tabs).
  const sockets = [];
  const openTimes = [];
  const started = performance.now();
  let failed = 0;
  for (let next = 0; next < CONNECTIONS;) {
    const batch = [];
    for (let k = 0; k < OPENING && next < CONNECTIONS; k++, next++) {
      const member = members[next % MEMBERS];
      const t = performance.now();
      batch.push(
        connectLive(api, member.token, { timeoutMs: 30_000 }).then(
          (socket) => {
            openTimes.push(performance.now() - t);
            sockets.push({ socket, member });
          },
          () => failed++,
        ),
      );
    }
    await Promise.all(batch);
  }
  const openingSeconds = (performance.now() - started) / 1000;
  await pause(3000);
  const after = await metrics();

  // One message from bench-1 into each member's conversation: it must reach every tab of that member.
  const arrivals = [];
  const expected = new Map(); // message body -> { sent at, tabs still to receive }
  let stray = 0;
  for (const { socket } of sockets)
    socket.on('message', ({ message }) => {
      const wanted = expected.get(message.body);
      if (!wanted) return void stray++;
      arrivals.push(performance.now() - wanted.at);
      wanted.left--;
    });
  const tabs = new Map(members.map((m) => [m.seq, sockets.filter((s) => s.member === m).length]));
  for (const member of members) {
    const body = `to every tab of bench-${member.seq} ${Date.now()}`;
    expected.set(body, { at: performance.now(), left: tabs.get(member.seq) });
    await request('POST', `conversations/${member.conversation}/messages`, { token: hub, body: { body } });
  }
  for (let i = 0; i < 100 && [...expected.values()].some((e) => e.left > 0); i++) await pause(100);
  const delivered = arrivals.length;
  const held = await metrics();
  for (const { socket } of sockets) socket.close();

  openTimes.sort((a, b) => a - b);
  arrivals.sort((a, b) => a - b);
  const perConnection = (after.rss - before.rss) / Math.max(1, sockets.length);
  const result = {
    connections: sockets.length,
    failed,
    members: MEMBERS,
    opening_seconds: openingSeconds,
    open_ms: {
      p50: percentile(openTimes, 50),
      p95: percentile(openTimes, 95),
      p99: percentile(openTimes, 99),
    },
    api_reports_open: after.open,
    rss_mb: { before: before.rss / 1048576, after: after.rss / 1048576 },
    heap_mb: { before: before.heap / 1048576, after: after.heap / 1048576 },
    rss_kb_per_connection: perConnection / 1024,
    messages: members.length,
    delivered,
    expected: sockets.length,
    stray,
    delivery_ms: {
      p50: percentile(arrivals, 50),
      p95: percentile(arrivals, 95),
      p99: percentile(arrivals, 99),
    },
    rss_mb_while_delivering: held.rss / 1048576,
  };
  console.log(
    `\n${sockets.length} live connections on one API process (${api}), ${MEMBERS} members, ${OPENING} opening at a time`,
  );
  printTable(
    ['figure', 'value'],
    [
      [
        'connections open (the API counts)',
        `${sockets.length} (${after.open})${failed ? `, ${failed} failed` : ''}`,
      ],
      ['time to open them all', `${openingSeconds.toFixed(1)} s`],
      [
        'one connection opens in, p50 / p95 / p99',
        `${ms(result.open_ms.p50)} / ${ms(result.open_ms.p95)} / ${ms(result.open_ms.p99)} ms`,
      ],
      ['API resident memory, before → after', `${mb(before.rss)} → ${mb(after.rss)} MB`],
      ['API heap used, before → after', `${mb(before.heap)} → ${mb(after.heap)} MB`],
      ['resident memory per connection', `${result.rss_kb_per_connection.toFixed(1)} KB`],
      ['messages sent (one per member, to all its tabs)', String(members.length)],
      ['delivered to connections', `${delivered} of ${sockets.length}${stray ? ` (+${stray} stray)` : ''}`],
      [
        'send → each tab received, p50 / p95 / p99',
        `${ms(result.delivery_ms.p50)} / ${ms(result.delivery_ms.p95)} / ${ms(result.delivery_ms.p99)} ms`,
      ],
    ],
  );
  if (resultsFile) writeFileSync(resultsFile, JSON.stringify(result, null, 2));
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`live-connections.mjs: ${error.message}`);
    process.exit(1);
  },
);
