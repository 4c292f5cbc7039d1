// Compares two bench runs, typically two commits: each run's results are kept in var/bench/runs/<when>-<commit>/
// (scripts/bench.sh copies them there). For each data set both runs measured, it prints every read's
// single-request median and p95 side by side with the ratio new/old, then the floor ratio and the server
// rendering. Numbers only; a ratio above 1 is slower. Compare runs made on the same machine.
//
// Usage: npm run bench:diff -- var/bench/runs/OLD var/bench/runs/NEW
//        (with no arguments: the two latest runs)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { printTable } from './table.mjs';

const RUNS = 'var/bench/runs';

function chooseRuns(args) {
  if (args.length === 2) return args;
  const all = existsSync(RUNS) ? readdirSync(RUNS).sort() : [];
  if (args.length === 0 && all.length >= 2) return all.slice(-2).map((name) => join(RUNS, name));
  console.error(`usage: node bench/diff.mjs OLD_RUN_DIR NEW_RUN_DIR (runs are kept in ${RUNS}/)`);
  process.exit(2);
}

const read = (dir, file) => {
  const path = join(dir, file);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
};
const fmt = (n, digits = 1) => (typeof n === 'number' && Number.isFinite(n) ? n.toFixed(digits) : '-');
const ratio = (a, b) => (typeof a === 'number' && typeof b === 'number' && a > 0 ? fmt(b / a, 2) : '-');

const [oldDir, newDir] = chooseRuns(process.argv.slice(2));
console.log(`\nbench runs compared: old ${oldDir}, new ${newDir} (new/old above 1 is slower)`);
for (const size of ['small', 'large']) {
  const [before, after] = [read(oldDir, `${size}.json`), read(newDir, `${size}.json`)];
  if (!before || !after) continue;
  const old = new Map(before.scenarios.map((s) => [s.name, s]));
  console.log(`\n${size}: ${after.total ?? '?'} posts`);
  printTable(
    ['scenario', 'old ms', 'new ms', 'new/old', 'old p95', 'new p95', 'new/old p95'],
    after.scenarios.map((s) => {
      const o = old.get(s.name);
      return [
        s.name,
        fmt(o?.single),
        fmt(s.single),
        ratio(o?.single, s.single),
        fmt(o?.p95),
        fmt(s.p95),
        ratio(o?.p95, s.p95),
      ];
    }),
  );
  if (before.floor || after.floor)
    console.log(
      `  feed API/floor: old ${fmt(before.floor?.ratio, 2)}, new ${fmt(after.floor?.ratio, 2)} (goal ≥ 0.8)`,
    );
  const [ssrOld, ssrNew] = [read(oldDir, `${size}-ssr.json`), read(newDir, `${size}-ssr.json`)];
  for (const page of ssrNew ?? []) {
    const o = ssrOld?.find((p) => p.name === page.name);
    console.log(`  TTFB p50 ${page.name}: old ${fmt(o?.p50)} ms, new ${fmt(page.p50)} ms`);
  }
}
