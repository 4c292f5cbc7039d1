// Compares the results of bench/run.mjs on the small and the large data set (issue 15's goals): the ratio
// large/small of each read's single-request median (goal ≤ 1.2; a page past the end of the small set is left
// out), each list's deep page against its page 1 on the large set (goal ≤ 2), and the searches' p95 on the
// large set (goal < 30 ms). It prints numbers; nothing fails.
//
// Each ratio of medians comes with a 90 % interval drawn from the run's own rounds (decision 206), and its
// verdict says what the run can tell: "ok" (the ratio meets the goal), "MISSED" (the whole interval is past
// the goal) or "unclear" (the ratio is past the goal, but within the spread of the run's samples).
//
// Usage (scripts/bench.sh does this): node bench/compare.mjs var/bench/small.json var/bench/large.json
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

import { median } from './stats.mjs';
import { printTable } from './table.mjs';

const [smallFile, largeFile] = process.argv.slice(2);
if (!smallFile || !largeFile) {
  console.error('usage: node bench/compare.mjs SMALL.json LARGE.json');
  process.exit(2);
}
const small = JSON.parse(readFileSync(smallFile, 'utf8'));
const large = JSON.parse(readFileSync(largeFile, 'utf8'));
/** The bigger set's name, from its results' file: large, or huge (npm run bench -- --size huge). */
const big = basename(largeFile, '.json');
const byName = (results) => new Map(results.scenarios.map((s) => [s.name, s]));
const smallRuns = byName(small);
const largeRuns = byName(large);
const fmt = (n, digits = 1) => (n === undefined || Number.isNaN(n) ? '-' : n.toFixed(digits));
const verdict = (ok) => (ok ? 'ok' : 'MISSED');

/** A small seeded generator (mulberry32): the same results file always prints the same intervals. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const RESAMPLES = 2000;
/**
 * The 90 % interval of the ratio of two reads' single-request medians (`over` / `under`), by resampling the
 * rounds: each resample draws rounds with replacement and takes both reads' samples of the drawn rounds, as
 * each round took them moments apart (decision 191). Null when a results file has no rounds (an older run).
 */
function ratioInterval(over, under) {
  const a = over?.rounds;
  const b = under?.rounds;
  if (!Array.isArray(a) || !Array.isArray(b)) return null;
  const n = Math.min(a.length, b.length);
  if (n < 5) return null;
  const random = seeded(0x5eed);
  const ratios = [];
  for (let r = 0; r < RESAMPLES; r++) {
    const drawn = Array.from({ length: n }, () => Math.floor(random() * n));
    ratios.push(median(drawn.map((k) => a[k])) / median(drawn.map((k) => b[k])));
  }
  ratios.sort((x, y) => x - y);
  return [ratios[Math.floor(0.05 * RESAMPLES)], ratios[Math.floor(0.95 * RESAMPLES)]];
}
const fmtInterval = (interval) => (interval ? `${fmt(interval[0], 2)}–${fmt(interval[1], 2)}` : '-');
/** The verdict on a ratio against its goal (at most `goal`), told apart from the run's noise. */
function ratioVerdict(ratio, interval, goal) {
  if (ratio <= goal) return 'ok';
  return interval && interval[0] <= goal ? 'unclear' : 'MISSED';
}

const unit = large.unit ?? 'posts';
console.log(
  `\n${big} (${large.total} ${unit}) against small (${small.total} ${unit}): single-request medians`,
);
// Items: how many a paged answer (or global search's groups together) held on each set, where they differ (a shorter page on the small set makes
// the large set's answer do more than the same work on more data).
const items = (smallRun, largeRun) =>
  typeof smallRun.items === 'number' && smallRun.items !== largeRun.items
    ? `${smallRun.items} / ${largeRun.items}`
    : '';
printTable(
  [
    'scenario',
    'small ms',
    `${big} ms`,
    `${big}/small`,
    '90 % interval',
    'goal ≤ 1.2',
    `items small / ${big}`,
  ],
  [...largeRuns.values()]
    // An empty page on the small set (page 1000 of a list shorter than that) measures nothing comparable.
    .filter((run) => smallRuns.has(run.name) && smallRuns.get(run.name).items !== 0)
    .map((run) => {
      const smallRun = smallRuns.get(run.name);
      const ratio = run.single / smallRun.single;
      const interval = ratioInterval(run, smallRun);
      return [
        run.name,
        fmt(smallRun.single),
        fmt(run.single),
        fmt(ratio, 2),
        fmtInterval(interval),
        ratioVerdict(ratio, interval, 1.2),
        items(smallRun, run),
      ];
    }),
);

// A read whose answer is larger on the large set also measures the larger answer: it is shown beside the
// read of the same kind whose answer the seed makes the same at both sizes (decisions 203, 206). A members
// search ranks and counts every match up to 500 (decision 183), so a fuller total is a larger answer too.
const LIKE_FOR_LIKE = new Map([
  ['members search "meera shah"', 'members search "zoya qureshi" (planted name)'],
  ['members search "kap" (prefix)', 'members search "qur" (planted prefix)'],
  ['global search "4242" (number prefix)', 'global search "zafrani" (rare word)'],
]);
const ratioOf = (name) => largeRuns.get(name)?.single / smallRuns.get(name)?.single;
/** How a read's answer differs between the sets: its page's items, else a paged answer's total; '' if alike. */
const answerGrowth = (smallRun, largeRun) =>
  items(smallRun, largeRun) ||
  (typeof smallRun.answerTotal === 'number' && smallRun.answerTotal !== largeRun.answerTotal
    ? `total ${smallRun.answerTotal} / ${largeRun.answerTotal}`
    : '');
const grown = [...LIKE_FOR_LIKE].filter(
  ([name, same]) =>
    smallRuns.has(name) &&
    largeRuns.has(name) &&
    answerGrowth(smallRuns.get(name), largeRuns.get(name)) &&
    smallRuns.has(same) &&
    largeRuns.has(same),
);
if (grown.length) {
  console.log(
    '\nreads whose answer grows with the data set, beside the same kind of read with the same answer',
  );
  printTable(
    [
      `read (answer small / ${big})`,
      `${big}/small`,
      'same answer at both sizes',
      `${big}/small`,
      '90 % interval',
    ],
    grown.map(([name, same]) => [
      `${name} (${answerGrowth(smallRuns.get(name), largeRuns.get(name))})`,
      fmt(ratioOf(name), 2),
      same,
      fmt(ratioOf(same), 2),
      fmtInterval(ratioInterval(largeRuns.get(same), smallRuns.get(same))),
    ]),
  );
}

// Every "…, page N" scenario against the same list's "…, page 1".
const deep = [...largeRuns.keys()].flatMap((name) => {
  const match = /^(.*), page (\d+)$/.exec(name);
  const first = match && `${match[1]}, page 1`;
  return match && match[2] !== '1' && largeRuns.has(first) ? [[name, first, match[1], match[2]]] : [];
});
if (deep.length) {
  console.log(`\ndeep pages on the ${big} set`);
  printTable(
    ['list', 'page', 'page 1 ms', 'page N ms', 'ratio', '90 % interval', 'goal ≤ 2'],
    deep.map(([far, first, list, page]) => {
      const ratio = largeRuns.get(far).single / largeRuns.get(first).single;
      const interval = ratioInterval(largeRuns.get(far), largeRuns.get(first));
      return [
        list,
        page,
        fmt(largeRuns.get(first).single),
        fmt(largeRuns.get(far).single),
        fmt(ratio, 2),
        fmtInterval(interval),
        ratioVerdict(ratio, interval, 2),
      ];
    }),
  );
}

const searches = [...largeRuns.values()].filter((run) => /search/.test(run.name) && run.p95 !== undefined);
if (searches.length) {
  // The goal is judged with requests in flight; the p95 of the single requests (one at a time) is shown
  // beside it, to tell the time a search takes from the time it waits behind the others.
  console.log(`\nsearches on the ${big} set, with requests in flight (and one at a time)`);
  printTable(
    ['scenario', 'p50 ms', 'p95 ms', 'goal p95 < 30', 'alone p95 ms'],
    searches.map((run) => [run.name, fmt(run.p50), fmt(run.p95), verdict(run.p95 < 30), fmt(run.singleP95)]),
  );
}
