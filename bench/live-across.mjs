// A message sent through one API process, received by a live connection held by another (issue 31: p95
// under 100 ms on this machine), through the scaled stack's nginx (scripts/scale-stack.sh, two APIs, their
// own Redis). bench-2 keeps one connection on each process; bench-1 sends BENCH_LIVE_MESSAGES (500) messages
// into their conversation (1, bench/chat-seed.mjs), one at a time, each through whichever process nginx
// picks; the time is from the start of the POST to the event at bench-2's connection on the other process.
//
//   node bench/live-across.mjs NGINX_URL [RESULTS.json]
import { writeFileSync } from 'node:fs';

import { connectLive, nextEvent } from '../e2e/scale/live-client.mjs';
import { BENCH_PASSWORD } from './constants.mjs';
import { percentile } from './stats.mjs';
import { printTable } from './table.mjs';

const [base, resultsFile] = process.argv.slice(2);
if (!base) {
  console.error('usage: node bench/live-across.mjs NGINX_URL [RESULTS.json]');
  process.exit(2);
}
const MESSAGES = Number(process.env.BENCH_LIVE_MESSAGES ?? 500);
const WARM_UP = 20;

async function request(method, path, { token, body } = {}) {
  const res = await fetch(`${base}/api/${path}`, {
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
  return { data: json.data, upstream: res.headers.get('x-upstream') };
}

const signIn = async (seq) =>
  (
    await request('POST', 'login', {
      body: { email: `bench-${seq}@bench.local`, password: BENCH_PASSWORD, remember_me: '1' },
    })
  ).data.authorization;

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
  };
};

async function main() {
  const [sender, receiver] = [await signIn(1), await signIn(2)];
  // One connection of bench-2 on each process behind nginx.
  const byProcess = new Map();
  for (let i = 0; i < 10 && byProcess.size < 2; i++) {
    const socket = await connectLive(base, receiver);
    if (!socket.upstream)
      throw new Error('nginx does not name the process (X-Upstream): not the scaled stack');
    if (byProcess.has(socket.upstream)) socket.close();
    else byProcess.set(socket.upstream, socket);
  }
  if (byProcess.size < 2) throw new Error(`every connection went to ${[...byProcess.keys()]}`);

  const across = [];
  const same = [];
  const posts = [];
  const answerToEvent = [];
  let lost = 0;
  const senders = new Map();
  for (let i = 0; i < WARM_UP + MESSAGES; i++) {
    const body = `across ${i} ${Date.now()}`;
    const arrivals = [...byProcess].map(([upstream, socket]) => ({
      upstream,
      event: nextEvent(socket, 'message', (e) => e.message.body === body, 5_000).then(
        () => performance.now(),
        () => null,
      ),
    }));
    const t = performance.now();
    const sent = await request('POST', 'conversations/1/messages', { token: sender, body: { body } });
    const answered = performance.now();
    const other = arrivals.find((a) => a.upstream !== sent.upstream);
    const own = arrivals.find((a) => a.upstream === sent.upstream);
    const [atOther, atOwn] = await Promise.all([other.event, own?.event]);
    if (i < WARM_UP) continue;
    senders.set(sent.upstream, (senders.get(sent.upstream) ?? 0) + 1);
    posts.push(answered - t);
    if (atOther === null) lost++;
    else {
      across.push(atOther - t);
      answerToEvent.push(atOther - answered);
    }
    if (atOwn) same.push(atOwn - t);
  }
  for (const socket of byProcess.values()) socket.close();

  const result = {
    messages: MESSAGES,
    lost,
    sent_through: Object.fromEntries(senders),
    across: stats(across),
    same_process: stats(same),
    post: stats(posts),
    event_after_answer: stats(answerToEvent),
  };
  const row = (name, s) => [
    name,
    s.n,
    s.p50.toFixed(1),
    s.p95.toFixed(1),
    s.p99.toFixed(1),
    s.max.toFixed(1),
  ];
  console.log(
    `\n${MESSAGES} messages through ${base} (after ${WARM_UP} to warm up), one at a time; sent through ${[...senders].map(([u, n]) => `${u} ×${n}`).join(', ')}; ${lost} not received within 5 s`,
  );
  printTable(
    ['time from the start of the POST', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
    [
      row('received on the OTHER process (goal p95 < 100)', result.across),
      row('received on the sending process', result.same_process),
      row('the POST answered', result.post),
      row('other process: event after the answer', result.event_after_answer),
    ],
  );
  if (resultsFile) writeFileSync(resultsFile, JSON.stringify(result, null, 2));
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`live-across.mjs: ${error.message}`);
    process.exit(1);
  },
);
