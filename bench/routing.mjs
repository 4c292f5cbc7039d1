// Lead routing throughput (issue 32: "a requirement matching 50 000 vendors is fully routed within a minute
// on this machine"). Seeds BENCH_ROUTE_VENDORS (50 000) vendors of one new trade category in Surat (bulk
// SQL, MariaDB's sequence engine), one owner and one visible requirement of that category, then times
// LeadRoutingService.route in the API's own code (an application context without HTTP, as the CLI uses): every
// batch's member check, the lead rows, the notification jobs and the instant mails queued. Prints the
// seconds, the leads written and the rate; a second run seeds a fresh category, so it measures again.
//
// Usage (after `npx nx run api:build`, against a migrated bench database and a Redis index of its own):
//   DATABASE_URL=mysql://root@127.0.0.1:3306/restaurant_bench REDIS_URL=redis://127.0.0.1:6379/3 \
//     node bench/routing.mjs [results.json]
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { UserType } from '@app/contracts';
import mysql from 'mysql2/promise';

import { printTable } from './table.mjs';

const require = createRequire(import.meta.url);
const VENDORS = Number(process.env.BENCH_ROUTE_VENDORS ?? 50_000);
const GOAL_S = 60;
const SURAT = 134096;
const GUJARAT = 4030;
const INDIA = 101;
const resultsFile = process.argv[2];
const run = Date.now().toString(36);

const db = await mysql.createConnection({ uri: process.env.DATABASE_URL, multipleStatements: false });
await db.query('SET SESSION foreign_key_checks = 0, unique_checks = 0');
const [category] = await db.query(
  "INSERT INTO trade_categories (name_en, name_hi, keywords, position) VALUES (?, ?, '', 999)",
  [`Bench routing ${run}`, `बेंच ${run}`],
);
const categoryId = category.insertId;
const [owner] = await db.query(
  `INSERT INTO users (user_type, first_name, last_name, email, password_hash, country_id, state_id, city_id,
                      email_verified_at, adult_confirmed_at, created_at)
   VALUES (?, 'Bench', 'Owner', ?, 'x', ?, ?, ?, NOW(3), NOW(3), NOW(3))`,
  [UserType.Restaurant, `bench-route-owner-${run}@bench.local`, INDIA, GUJARAT, SURAT],
);
const seedStart = performance.now();
await db.query(
  `INSERT INTO users (user_type, business_name, first_name, last_name, email, password_hash, country_id, state_id,
                      city_id, email_verified_at, adult_confirmed_at, created_at)
   SELECT ?, CONCAT('Bench Vendor ', seq), 'Bench', CONCAT('Vendor', seq), CONCAT('bench-route-', ?, '-', seq, '@bench.local'),
          'x', ?, ?, ?, NOW(3), NOW(3), NOW(3)
   FROM seq_1_to_${VENDORS}`,
  [UserType.Vendor, run, INDIA, GUJARAT, SURAT],
);
await db.query(
  `INSERT INTO vendor_lead_targets (category_id, place_type, place_id, user_id)
   SELECT ?, 'city', ?, id FROM users WHERE email LIKE ?`,
  [categoryId, SURAT, `bench-route-${run}-%`],
);
const [requirement] = await db.query(
  `INSERT INTO requirements (user_id, title, description, category_id, search_text, routed_at, updated_at)
   VALUES (?, 'Bench requirement', 'Routed to every vendor of the category.', ?, '', NULL, NOW(3))`,
  [owner.insertId, categoryId],
);
const seedS = (performance.now() - seedStart) / 1000;
await db.end();

const { withCliContext } = require('../api/dist/cli-context.js');
const { LeadRoutingService } = require('../api/dist/modules/marketplace/leads/lead-routing.js');
const { sent, seconds } = await withCliContext(async (app) => {
  const started = performance.now();
  const sent = await app.get(LeadRoutingService).route('requirement', requirement.insertId);
  return { sent, seconds: (performance.now() - started) / 1000 };
});

const result = {
  vendors: VENDORS,
  seconds: Number(seconds.toFixed(1)),
  leads: sent,
  per_second: Math.round(sent / seconds),
  ok: seconds < GOAL_S && sent === VENDORS,
};
printTable(
  ['routing', 'seconds', 'leads', 'leads/s', 'goal', 'ok'],
  [
    [
      `1 requirement → ${VENDORS} matching vendors`,
      result.seconds,
      sent,
      result.per_second,
      `< ${GOAL_S} s`,
      result.ok ? 'yes' : 'NO',
    ],
  ],
);
console.log(`(seeding the vendors took ${seedS.toFixed(1)} s)`);
if (resultsFile) writeFileSync(resultsFile, JSON.stringify({ routing: result }, null, 2));
