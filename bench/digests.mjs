// Saved-search digests at scale (issue 32, decisions 351 and 352): BENCH_DIGEST_MEMBERS (100 000) members
// with one or two saved searches each (daily and weekly, words, kinds and places as members save them),
// BENCH_DIGEST_LISTINGS (1 000) new jobs and requirements matched to them as the worker does when each
// becomes visible, then the daily and the weekly digest run by the API's own code. Prints the time of each
// phase and the mails produced (queued on the `email` queue of this bench's own Redis database: what the mail
// worker then sends), with the load average, since the machine may be shared.
//
// Usage: npm run bench:digests  (or, with scripts/defaults.sh sourced and the API built:
//   node bench/digests.mjs [results.json]). The database is `${BENCH_DB_PREFIX}_saved` on the server of
//   DATABASE_URL (BENCH_DB_PREFIX defaults to restaurant_bench; BENCH_DIGEST_DB names it whole), migrated and
//   loaded once; its hits, digest
//   runs and the bench's listings are rewritten on each run. REDIS_URL's database 3 holds the mails.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';

import mysql from 'mysql2/promise';

import { printTable } from './table.mjs';

const require = createRequire(import.meta.url);
const MEMBERS = Number(process.env.BENCH_DIGEST_MEMBERS ?? 100_000);
const LISTINGS = Number(process.env.BENCH_DIGEST_LISTINGS ?? 1_000);
const DB_NAME = process.env.BENCH_DIGEST_DB ?? `${process.env.BENCH_DB_PREFIX ?? 'restaurant_bench'}_saved`;
const resultsFile = process.argv[2];
const DATA_VERSION = `digests-v1-${MEMBERS}`;

/** The words members look for and listings are titled with (kitchen trades), and the positions of jobs. */
const WORDS = [
  'tandoor',
  'chef',
  'cook',
  'waiter',
  'paneer',
  'biryani',
  'bakery',
  'dosa',
  'chinese',
  'pizza',
  'barista',
  'steward',
  'manager',
  'cashier',
  'dishwasher',
  'halwai',
  'kebab',
  'curry',
  'sweets',
  'chaat',
  'dairy',
  'vegetables',
  'spices',
  'packaging',
  'furniture',
  'oven',
  'fryer',
  'chiller',
  'uniforms',
  'cleaning',
];

const withDb = (url, name) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};
const sqlList = (values) => values.map((v) => `'${v}'`).join(',');
const pick = (list, expr) => `ELT(1 + (${expr}) % ${list.length}, ${sqlList(list)})`;
const seconds = (ms) => Math.round(ms / 100) / 10;

async function main() {
  const server = process.env.DATABASE_URL;
  if (!server) throw new Error('DATABASE_URL is not set (source scripts/defaults.sh)');
  const url = withDb(server, DB_NAME);
  const admin = await mysql.createConnection(withDb(server, 'mysql'));
  await admin.query(
    `CREATE DATABASE IF NOT EXISTS \`${DB_NAME}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
  );
  await admin.end();
  execFileSync('node', ['migrations/dist/cli.js', 'migrate'], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const db = await mysql.createConnection({ uri: url, multipleStatements: true });
  const timings = {};
  const time = async (name, run) => {
    const started = performance.now();
    const result = await run();
    timings[name] = performance.now() - started;
    return result;
  };

  // Fifty cities of India with their states: the places of members' searches and of the listings.
  const places = (
    await db.query(
      `SELECT c.id, c.state_id FROM cities c JOIN states s ON s.id = c.state_id
        WHERE s.country_id = 101 ORDER BY c.id LIMIT 50`,
    )
  )[0];
  const cityOf = (expr) => `ELT(1 + (${expr}) % ${places.length}, ${places.map((p) => p.id).join(',')})`;
  const stateOf = (expr) =>
    `ELT(1 + (${expr}) % ${places.length}, ${places.map((p) => p.state_id).join(',')})`;

  await db.query('CREATE TABLE IF NOT EXISTS bench_digest_meta (version VARCHAR(60) PRIMARY KEY)');
  const [[loaded]] = await db.query('SELECT version FROM bench_digest_meta WHERE version = ?', [
    DATA_VERSION,
  ]);
  if (!loaded) {
    await time('load members and saved searches', async () => {
      await db.query('SET FOREIGN_KEY_CHECKS = 0; SET UNIQUE_CHECKS = 0');
      await db.query(
        'DELETE FROM saved_search_hits; DELETE FROM saved_searches; DELETE FROM bench_digest_meta',
      );
      await db.query("DELETE FROM users WHERE email LIKE 'digest-%@bench.local'");
      await db.query(
        `INSERT INTO users (user_type, business_name, first_name, last_name, email, password_hash, country_id,
                            state_id, city_id, email_verified_at, adult_confirmed_at, created_at)
         SELECT ELT(1 + seq % 3, '6', '7', '8'), CONCAT('Digest Business ', seq), 'Bench', CONCAT('Member', seq),
                CONCAT('digest-', seq, '@bench.local'), 'x', 101, ${stateOf('seq')}, ${cityOf('seq')},
                NOW(3), NOW(3), NOW(3)
           FROM seq_1_to_${MEMBERS + 1}`,
      );
      const [[{ first }]] = await db.query(
        "SELECT MIN(id) AS first FROM users WHERE email LIKE 'digest-%@bench.local'",
      );
      // Member seq 0 posts the listings; the others save searches: a word in their city (every member), and
      // every third a second one: a kind in their state, without words. 70 % daily, 30 % weekly.
      await db.query(
        `INSERT INTO saved_searches (user_id, query, kind, place_type, place_id, word_key, frequency)
         SELECT ${first} + seq, ${pick(WORDS, 'seq')}, ELT(1 + seq % 4, 'any', 'job', 'any', 'requirement'),
                'city', ${cityOf('seq')}, LEFT(${pick(WORDS, 'seq')}, 3), IF(seq % 10 < 7, 'daily', 'weekly')
           FROM seq_1_to_${MEMBERS}`,
      );
      await db.query(
        `INSERT INTO saved_searches (user_id, query, kind, place_type, place_id, word_key, frequency)
         SELECT ${first} + seq, '', 'job', 'state', ${stateOf('seq')}, '', IF(seq % 10 < 7, 'daily', 'weekly')
           FROM seq_1_to_${MEMBERS} WHERE seq % 3 = 0`,
      );
      await db.query('SET FOREIGN_KEY_CHECKS = 1; SET UNIQUE_CHECKS = 1');
      await db.query('INSERT INTO bench_digest_meta VALUES (?)', [DATA_VERSION]);
    });
  }
  const [[{ first }]] = await db.query(
    "SELECT MIN(id) AS first FROM users WHERE email LIKE 'digest-%@bench.local'",
  );
  const [[{ searches }]] = await db.query('SELECT COUNT(*) AS searches FROM saved_searches');

  // Each run: the day's new listings (jobs and requirements by member seq 0, two words each, in the fifty
  // cities), with their search text as the marketplace writes it.
  await db.query('TRUNCATE saved_search_hits; TRUNCATE saved_search_digest_runs');
  await db.query('DELETE FROM jobs WHERE user_id = ?; DELETE FROM requirements WHERE user_id = ?', [
    first,
    first,
  ]);
  const jobs = Math.ceil(LISTINGS / 2);
  const requirements = LISTINGS - jobs;
  await db.query(
    `INSERT INTO jobs (user_id, title, position, salary_minor, per, country_id, state_id, city_id, search_text)
     SELECT ${first}, CONCAT(${pick(WORDS, 'seq * 7')}, ' ', ${pick(WORDS, 'seq * 13')}, ' wanted'), 'Staff',
            (15000 + seq % 30 * 1000) * 100, 0, 101, ${stateOf('seq * 3')}, ${cityOf('seq * 3')},
            CONCAT(${pick(WORDS, 'seq * 7')}, ' ', ${pick(WORDS, 'seq * 13')}, ' wanted Staff')
       FROM seq_1_to_${jobs}`,
  );
  // A requirement's place is its owner's (member seq 0's city): the city and state searches of that place.
  await db.query(
    `INSERT INTO requirements (user_id, title, description, search_text)
     SELECT ${first}, CONCAT(${pick(WORDS, 'seq * 11')}, ' ', ${pick(WORDS, 'seq * 17')}, ' supply'), 'Daily.',
            CONCAT(${pick(WORDS, 'seq * 11')}, ' ', ${pick(WORDS, 'seq * 17')}, ' supply')
       FROM seq_1_to_${requirements}`,
  );
  const [jobIds] = await db.query('SELECT id FROM jobs WHERE user_id = ? ORDER BY id', [first]);
  const [requirementIds] = await db.query('SELECT id FROM requirements WHERE user_id = ? ORDER BY id', [
    first,
  ]);

  // The API's own code, on this database and this Redis database (mails go to its `email` queue).
  const redis = new URL(process.env.REDIS_URL);
  redis.pathname = '/3';
  Object.assign(process.env, { DATABASE_URL: url, DATABASE_REPLICA_URLS: '', REDIS_URL: redis.toString() });
  const { withCliContext } = require('../api/dist/cli-context.js');
  const { SavedSearchAlertsService } = require('../api/dist/modules/saved-searches/saved-search-alerts.js');
  const { SavedSearchDigestService } = require('../api/dist/modules/saved-searches/saved-search-digest.js');
  const { Queue } = require('bullmq');
  const { bullConnection } = require('../api/dist/core/queue/queue.module.js');
  const mails = new Queue('email', { connection: bullConnection(process.env.REDIS_URL) });
  await mails.obliterate({ force: true });

  const result = await withCliContext(async (app) => {
    const alerts = app.get(SavedSearchAlertsService);
    const digest = app.get(SavedSearchDigestService);
    const listings = [
      ...jobIds.map((row) => ['job', row.id]),
      ...requirementIds.map((row) => ['requirement', row.id]),
    ];
    // Two at a time, as the worker's `saved-searches` processor runs (concurrency 2).
    let hits = 0;
    await time('match new listings', async () => {
      let next = 0;
      const lane = async () => {
        while (next < listings.length) {
          const [subject, id] = listings[next++];
          // As the queue does (5 attempts): a server busy with other runs may refuse a statement for a while.
          for (let attempt = 1; ; attempt++) {
            try {
              // Awaited first: `hits += await …` would read `hits` before the other lane added to it.
              const written = await alerts.match(subject, id);
              hits += written;
              break;
            } catch (error) {
              if (attempt === 5) throw error;
              console.warn(`match ${subject} ${id}: ${error.message}; again`);
              await new Promise((resolve) => setTimeout(resolve, 2000 * attempt));
            }
          }
        }
      };
      await Promise.all([lane(), lane()]);
    });
    const instantMails = await mails.count();
    // The next morning's digests (03:00 UTC), past the time new hits settle before a digest takes them.
    const day = '2999-01-05';
    const morning = new Date(Date.now() + 3_600_000);
    const daily = await time('daily digest', () => digest.send('daily', day, morning));
    const weekly = await time('weekly digest', () => digest.send('weekly', day, morning));
    return { hits, instantMails, daily, weekly };
  });
  const queued = await mails.count();
  await mails.obliterate({ force: true });
  await mails.close();
  const [[{ members }]] = await db.query(
    `SELECT COUNT(DISTINCT h.user_id) AS members FROM saved_search_hits h
       JOIN saved_search_digest_runs r ON r.period = h.in_digest AND h.id > r.from_hit_id AND h.id <= r.up_to_hit_id
      WHERE r.finished_at IS NOT NULL`,
  );
  await db.end();

  const load = loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
  const digestMs = timings['daily digest'] + timings['weekly digest'];
  printTable(
    ['phase', 'seconds', 'result'],
    [
      ...(timings['load members and saved searches']
        ? [
            [
              'load members and saved searches',
              seconds(timings['load members and saved searches']),
              `${searches} searches`,
            ],
          ]
        : []),
      [
        'match new listings',
        seconds(timings['match new listings']),
        `${LISTINGS} listings, ${result.hits} hits`,
      ],
      ['daily digest', seconds(timings['daily digest']), `${result.daily} mails`],
      ['weekly digest', seconds(timings['weekly digest']), `${result.weekly} mails`],
      [
        'both digests (goal < 600 s)',
        seconds(digestMs),
        `${result.daily + result.weekly} mails, ${members} members alerted`,
      ],
    ],
  );
  console.log(`members ${MEMBERS}, saved searches ${searches}, mails queued ${queued}, load average ${load}`);
  if (resultsFile)
    writeFileSync(
      resultsFile,
      JSON.stringify(
        { members: MEMBERS, searches, listings: LISTINGS, ...result, queued, timings, load },
        null,
        2,
      ),
    );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
