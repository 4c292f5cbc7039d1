// Compares the results of bench/run.mjs on the small and the large data set (issue 15's goals): the ratio
// large/small of each read's single-request median (goal ≤ 1.2; a page past the end of the small set is left
// out), each list's deep page against its page 1 on the large set (goal ≤ 2), and the searches' p95 on the
// large set (goal < 30 ms). It prints numbers; nothing fails.
//
// Usage (scripts/bench.sh does this): node bench/compare.mjs var/bench/small.json var/bench/large.json
import { readFileSync } from 'node:fs';

import { printTable } from './table.mjs';

const [smallFile, largeFile] = process.argv.slice(2);
if (!smallFile || !largeFile) {
  console.error('usage: node bench/compare.mjs SMALL.json LARGE.json');
  process.exit(2);
}
const small = JSON.parse(readFileSync(smallFile, 'utf8'));
const large = JSON.parse(readFileSync(largeFile, 'utf8'));
const byName = (results) => new Map(results.scenarios.map((s) => [s.name, s]));
const smallRuns = byName(small);
const largeRuns = byName(large);
const fmt = (n, digits = 1) => (n === undefined || Number.isNaN(n) ? '-' : n.toFixed(digits));
const verdict = (ok) => (ok ? 'ok' : 'MISSED');

console.log(`\nlarge (${large.total} posts) against small (${small.total} posts): single-request medians`);
// Items: how many a paged answer (or global search's groups together) held on each set, where they differ (a shorter page on the small set makes
// the large set's answer do more than the same work on more data).
const items = (smallRun, largeRun) =>
  typeof smallRun.items === 'number' && smallRun.items !== largeRun.items
    ? `${smallRun.items} / ${largeRun.items}`
    : '';
printTable(
  ['scenario', 'small ms', 'large ms', 'large/small', 'goal ≤ 1.2', 'items small / large'],
  [...largeRuns.values()]
    // An empty page on the small set (page 1000 of a list shorter than that) measures nothing comparable.
    .filter((run) => smallRuns.has(run.name) && smallRuns.get(run.name).items !== 0)
    .map((run) => {
      const smallRun = smallRuns.get(run.name);
      const ratio = run.single / smallRun.single;
      return [
        run.name,
        fmt(smallRun.single),
        fmt(run.single),
        fmt(ratio, 2),
        verdict(ratio <= 1.2),
        items(smallRun, run),
      ];
    }),
);

// A read whose answer is larger on the large set also measures the larger answer: it is shown beside the
// read of the same kind whose answer the seed makes the same at both sizes (decision 203).
const LIKE_FOR_LIKE = new Map([
  ['members search "meera shah"', 'members search "zoya qureshi" (planted name)'],
  ['global search "4242" (number prefix)', 'global search "zafrani" (rare word)'],
]);
const ratioOf = (name) => largeRuns.get(name)?.single / smallRuns.get(name)?.single;
const grown = [...LIKE_FOR_LIKE].filter(
  ([name, same]) =>
    smallRuns.has(name) &&
    largeRuns.has(name) &&
    items(smallRuns.get(name), largeRuns.get(name)) &&
    largeRuns.has(same),
);
if (grown.length) {
  console.log(
    '\nreads whose answer grows with the data set, beside the same kind of read with the same answer',
  );
  printTable(
    ['read (items small / large)', 'large/small', 'same answer at both sizes', 'large/small'],
    grown.map(([name, same]) => [
      `${name} (${items(smallRuns.get(name), largeRuns.get(name))})`,
      fmt(ratioOf(name), 2),
      same,
      fmt(ratioOf(same), 2),
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
  console.log('\ndeep pages on the large set');
  printTable(
    ['list', 'page', 'page 1 ms', 'page N ms', 'ratio', 'goal ≤ 2'],
    deep.map(([far, first, list, page]) => {
      const ratio = largeRuns.get(far).single / largeRuns.get(first).single;
      return [
        list,
        page,
        fmt(largeRuns.get(first).single),
        fmt(largeRuns.get(far).single),
        fmt(ratio, 2),
        verdict(ratio <= 2),
      ];
    }),
  );
}

const searches = [...largeRuns.values()].filter((run) => /search/.test(run.name) && run.p95 !== undefined);
if (searches.length) {
  // The goal is judged with requests in flight; the p95 of the single requests (one at a time) is shown
  // beside it, to tell the time a search takes from the time it waits behind the others.
  console.log(`\nsearches on the large set, with requests in flight (and one at a time)`);
  printTable(
    ['scenario', 'p50 ms', 'p95 ms', 'goal p95 < 30', 'alone p95 ms'],
    searches.map((run) => [run.name, fmt(run.p50), fmt(run.p95), verdict(run.p95 < 30), fmt(run.singleP95)]),
  );
}
