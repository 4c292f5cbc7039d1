// Search across scripts (decision 412): the recall of the sound keys on the 50 food and trade words of
// api/test/fixtures/cross-script-words.json, each written in Devanagari and in its everyday Latin spellings.
// It runs the API's own code (bundled from api/src with esbuild): every spelling is one document, indexed as
// a post is (its text and its sound keys, in the words in memory of the dropdown), and every spelling is a
// query as the search box parses it (fulltextTerms). It prints, both ways, how many documents of the same
// word in the other script were found, and how many queries also found a document of another word.
//
//   node scripts/cross-script-recall.mjs          # or: npm run recall:cross-script
//   node scripts/cross-script-recall.mjs --check  # exit 1 below 90 % either way
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGET = 0.9;

const entry = `
  export { fulltextTerms, searchWordGroups } from './api/src/modules/search/engine/fulltext-terms';
  export { foldedGroup } from './api/src/modules/search/engine/word-checks';
  export { soundKeysOf } from './api/src/modules/search/engine/sound-key';
  export { NewestWordsIndex } from './api/src/modules/search/engine/newest-words-index';
`;
const bundle = await build({
  stdin: { contents: entry, resolveDir: root, loader: 'ts' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  write: false,
  logLevel: 'error',
});
const { fulltextTerms, searchWordGroups, foldedGroup, soundKeysOf, NewestWordsIndex } = await import(
  `data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString('base64')}`
);

const { words } = JSON.parse(
  readFileSync(path.join(root, 'api/test/fixtures/cross-script-words.json'), 'utf8'),
);

// One document per spelling; ids tell the word and the script.
const docs = [];
for (const [index, word] of words.entries()) {
  docs.push({ word: index, script: 'devanagari', text: word.devanagari });
  for (const latin of word.latin) docs.push({ word: index, script: 'latin', text: latin });
}
const memory = new NewestWordsIndex(docs.length);
docs.forEach((doc, id) => memory.put(id + 1, `${doc.text} ${soundKeysOf(doc.text)}`, '0'));

const found = (query) => {
  const terms = fulltextTerms(query);
  if (!terms) return [];
  return memory
    .newestMatching(searchWordGroups(terms).map(foldedGroup), docs.length)
    .map((id) => docs[id - 1]);
};

function way(from, to) {
  let wanted = 0;
  let hits = 0;
  let strays = 0;
  const misses = [];
  for (const [index, word] of words.entries()) {
    const queries = from === 'latin' ? word.latin : [word.devanagari];
    const targets = to === 'latin' ? word.latin : [word.devanagari];
    for (const query of queries) {
      const results = found(query);
      for (const target of targets) {
        wanted++;
        if (results.some((doc) => doc.word === index && doc.text === target)) hits++;
        else misses.push(`${query} → ${target}`);
      }
      const other = results.filter((doc) => doc.word !== index);
      if (other.length) {
        strays++;
        if (process.argv.includes('--verbose'))
          console.log(`  ${query} also found ${other.map((doc) => doc.text).join(', ')}`);
      }
    }
  }
  return { wanted, hits, strays, misses, recall: hits / wanted };
}

const percent = (x) => `${(100 * x).toFixed(1)} %`;
const results = {
  'Latin → Devanagari': way('latin', 'devanagari'),
  'Devanagari → Latin': way('devanagari', 'latin'),
};
console.log(`${words.length} words, ${docs.length} spellings`);
for (const [name, r] of Object.entries(results)) {
  console.log(
    `${name}: recall ${percent(r.recall)} (${r.hits}/${r.wanted}); queries that also found another word: ${r.strays}`,
  );
  if (r.misses.length) console.log(`  missed: ${r.misses.join(', ')}`);
}
if (process.argv.includes('--check') && Object.values(results).some((r) => r.recall < TARGET)) {
  console.error(`recall below ${percent(TARGET)}`);
  process.exit(1);
}
