// First-load JavaScript of each member-site route (issue 15: ≤ 150 KB gzip per route), read from the Remix
// build's manifest: the manifest itself, the entry with its imports, and the route with its parents (root,
// layout routes) and their imports, each file counted once, gzip-compressed as the site serves it.
//
// Usage: node bench/bundle-size.mjs [member-web/build/client] [results.json]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { printTable } from './table.mjs';

const GOAL_KB = 150;
const client = process.argv[2] ?? 'member-web/build/client';
const resultsFile = process.argv[3];

const manifestFile = readdirSync(join(client, 'assets')).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) throw new Error(`no Remix manifest in ${client}/assets: build the site first`);
const manifestSource = readFileSync(join(client, 'assets', manifestFile), 'utf8');
const manifest = JSON.parse(manifestSource.replace(/^window\.__remixManifest=/, '').replace(/;\s*$/, ''));

const gzipSizes = new Map();
const gzipped = (asset) => {
  if (!gzipSizes.has(asset)) gzipSizes.set(asset, gzipSync(readFileSync(join(client, asset))).length);
  return gzipSizes.get(asset);
};

/** The route and its parents up to root, outermost first. */
function chain(id) {
  const routes = [];
  for (let route = manifest.routes[id]; route; route = manifest.routes[route.parentId]) routes.unshift(route);
  return routes;
}

const rows = Object.keys(manifest.routes)
  .filter((id) => id !== 'root')
  .map((id) => {
    const files = new Set([`/assets/${manifestFile}`, manifest.entry.module, ...manifest.entry.imports]);
    for (const route of chain(id)) {
      files.add(route.module);
      for (const imported of route.imports ?? []) files.add(imported);
    }
    const bytes = [...files].reduce((sum, file) => sum + gzipped(file), 0);
    return { route: id.replace(/^routes\//, ''), path: manifest.routes[id].path ?? '', kb: bytes / 1024 };
  })
  .sort((a, b) => b.kb - a.kb);

const over = rows.filter((r) => r.kb > GOAL_KB);
console.log(
  `\nfirst-load JavaScript per route, gzip (goal ≤ ${GOAL_KB} KB): ${rows.length} routes, ${over.length} over`,
);
printTable(
  ['route (largest 10)', 'KB gzip', ''],
  rows.slice(0, 10).map((r) => [r.route, r.kb.toFixed(1), r.kb <= GOAL_KB ? 'ok' : 'MISSED']),
);
if (resultsFile) writeFileSync(resultsFile, JSON.stringify(rows, null, 2));
