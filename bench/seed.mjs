// Fills the bench database with a large, deterministic data set, in bulk SQL (MariaDB's sequence engine),
// once: a second run finds the marker row and leaves the data alone. Sizes come from the environment:
//   BENCH_USERS (20 000), BENCH_POSTS (200 000), BENCH_LIKES (1 000 000), BENCH_COMMENTS (200 000),
//   BENCH_FOLLOWS (100 000); the marketplace: BENCH_REQUIREMENTS (= members), BENCH_JOBS (members / 2),
//   BENCH_FRANCHISES and BENCH_SALES (members / 5 each). Every member's password is BENCH_PASSWORD.
//   Reviews follow the trades: every second requirement is awarded and every third application hired, and
//   both sides of each trade reviewed each other (so 1.5 reviews per member at both sizes).
//
// How it stays fast (decision 186): every table is filled by one INSERT … SELECT into the empty table with
// foreign-key and unique checks off, which lets InnoDB bulk-load it (each index sorted once) instead of
// inserting row by row into a buffer pool far smaller than the data; rows are generated unique (no IGNORE), and
// the counters (likes, comments, quotes, applications) are written with the rows they count, from the
// same formulas, instead of being recounted by an UPDATE of every post.
//
// Usage (scripts/bench.sh does this): DATABASE_URL=mysql://…/restaurant_bench node bench/seed.mjs --drop-stale,
// then migrate, then DATABASE_URL=… node bench/seed.mjs
import { RESTAURANT_TYPES, REVIEW_TAGS, UserType } from '@app/contracts';
import argon2 from 'argon2';
import mysql from 'mysql2/promise';

import { BENCH_PASSWORD } from './constants.mjs';

const size = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
};
const USERS = size('BENCH_USERS', 20_000);
const POSTS = size('BENCH_POSTS', 200_000);
const LIKES = size('BENCH_LIKES', 1_000_000);
const COMMENTS = size('BENCH_COMMENTS', 200_000);
const FOLLOWS = size('BENCH_FOLLOWS', 100_000);
const REQUIREMENTS = size('BENCH_REQUIREMENTS', USERS);
const JOBS = size('BENCH_JOBS', Math.ceil(USERS / 2));
const FRANCHISES = size('BENCH_FRANCHISES', Math.ceil(USERS / 5));
const SALES = size('BENCH_SALES', Math.ceil(USERS / 5));
/** The most rows one INSERT loads (decision 381): the large set's tables load in one statement each. */
const SLICE_ROWS = size('BENCH_SLICE_ROWS', 5_000_000);
if (USERS < 3) throw new Error('BENCH_USERS must be at least 3 (one member of each type)');

const FIRST = [
  'Asha',
  'Ravi',
  'Meera',
  'Karan',
  'Priya',
  'Arjun',
  'Neha',
  'Vikram',
  'Sana',
  'Rohan',
  'Isha',
  'Dev',
  'Anita',
  'Farhan',
  'Kavya',
  'Nikhil',
  'Pooja',
  'Sameer',
  'Tara',
  'Yash',
];
const LAST = [
  'Patel',
  'Shah',
  'Mehta',
  'Desai',
  'Iyer',
  'Kapoor',
  'Nair',
  'Reddy',
  'Singh',
  'Khan',
  'Joshi',
  'Rao',
  'Bose',
  'Gill',
  'Malhotra',
  'Pillai',
  'Das',
  'Verma',
  'Chopra',
  'Menon',
];
const WORDS = [
  'tandoor',
  'biryani',
  'kitchen',
  'chef',
  'vendor',
  'spices',
  'menu',
  'hiring',
  'franchise',
  'dosa',
  'paneer',
  'catering',
  'bakery',
  'coffee',
  'equipment',
  'supplier',
  'opening',
  'weekend',
  'special',
  'thali',
];
// The listings' words share none with the posts' (WORDS) or the names, so that the searches measured on
// posts and members find what they found before the marketplace was loaded.
/** What owners ask vendors for, and what vendors sell. */
const SUPPLIES = [
  'basmati rice',
  'cooking oil',
  'cottage cheese',
  'fresh vegetables',
  'masala blend',
  'clay oven',
  'deep freezer',
  'staff uniforms',
  'takeaway boxes',
  'espresso machine',
  'toned milk',
  'gas cylinders',
];
const POSITIONS = [
  'Head Cook',
  'Grill Cook',
  'Waiter',
  'Cashier',
  'Steward',
  'Manager',
  'Barista',
  'Delivery Rider',
];
const BRANDS = [
  'Chai Corner',
  'Masala Junction',
  'Curry Leaf',
  'Spice Route',
  'Kulfi Club',
  'Idli Express',
  'Vada Stop',
];
const CATEGORIES = ['Groceries', 'Kitchen Equipment', 'Packaging', 'Dairy', 'Beverages', 'Cleaning'];
const SKILLS = ['Head Cook', 'Cook', 'Waiter', 'Manager', 'Helper', 'Barista'];
/** Places of the reference data (migration 1795300000001): [city id, city, state id, state]. */
const PLACES = [
  [134096, 'Surat', 4030, 'Gujarat'],
  [57606, 'Ahmedabad', 4030, 'Gujarat'],
  [134310, 'Vadodara', 4030, 'Gujarat'],
  [133679, 'Rajkot', 4030, 'Gujarat'],
  [133024, 'Mumbai', 4008, 'Maharashtra'],
  [133504, 'Pune', 4008, 'Maharashtra'],
  [57933, 'Bengaluru', 4026, 'Karnataka'],
  [131517, 'Chennai', 4035, 'Tamil Nadu'],
];
const INDIA = 101;
/** Listings of each kind in global search's window (SEARCH_WINDOW_LISTINGS in the API's ListingSearch). */
const LISTING_WINDOW = 5_000;

/**
 * A word that no other generated text contains, planted in the same four posts of both sizes (the oldest
 * but six, and three at fixed distances from the newest): global search for a rare word finds the same
 * answer on each set, the old post outside the search window on the large set only (decision 192).
 */
const RARE_WORD = 'zafrani';
const RARE_POSTS = [7, POSTS - 9_000, POSTS - 4_242, POSTS - 17].filter((seq) => seq >= 1);
/**
 * A full name no generated member has, given to the same 20 members of both sizes (bench-19, 39, … 399: a
 * "Yash" of each surname): members search for a two-word name fills the same page of 20 on each set, where
 * "Meera Shah" names 5 members of the small set and 250 of the large (decision 203).
 */
const PLANTED_NAME = ['Zoya', 'Qureshi'];
const PLANTED_MEMBERS = Array.from({ length: 20 }, (_, k) => 19 + 20 * k).filter((seq) => seq <= USERS);
/** The shape of the generated rows: raised when they change, so that a set loaded by an older seed is replaced. */
const DATA_VERSION = 4;
/** The data set this run loads, as the marker row records it. */
const sizes = JSON.stringify({
  DATA_VERSION,
  USERS,
  POSTS,
  LIKES,
  COMMENTS,
  FOLLOWS,
  REQUIREMENTS,
  JOBS,
  FRANCHISES,
  SALES,
});

const sqlString = (v) => `'${String(v).replaceAll("'", "''")}'`;
const sqlList = (values) => values.map(sqlString).join(',');
/** ELT(1 + (expr) % n, …): one of the values, chosen by a deterministic expression of the sequence. */
const pick = (list, expr) => `ELT(1 + (${expr}) % ${list.length}, ${sqlList(list)})`;
const gcd = (a, b) => (b === 0 ? a : gcd(b, a % b));
/** A step through 0..n-1 that visits every value once: k * stride % n is distinct for k < n. */
const strideFor = (n) => [7919, 7927, 7933, 7937, 7949].find((p) => gcd(p, n) === 1);

/**
 * `--drop-stale` (scripts/bench.sh, before migrating): drops the bench database when it holds another data set
 * (other sizes or an older DATA_VERSION) or a load that stopped half way, so that the run loads this one
 * afresh; leaves a missing, empty or current database alone. Only a database whose name says "bench".
 */
async function dropStale(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const db = await mysql.createConnection({ uri: url }).catch((error) => {
    if (error.code === 'ER_BAD_DB_ERROR') return null;
    throw error;
  });
  if (!db) return;
  try {
    const [tables] = await db.query(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name IN ('bench_marker', 'users')",
    );
    const has = (table) => tables.some((t) => t.name === table);
    const [[marker]] = has('bench_marker')
      ? await db.query('SELECT sizes FROM bench_marker WHERE id = 1')
      : [[]];
    const [[{ rows }]] = has('users')
      ? await db.query('SELECT COUNT(*) AS `rows` FROM users')
      : [[{ rows: 0 }]];
    if (marker?.sizes === sizes || (!marker && Number(rows) === 0)) return;
    if (!/bench/i.test(name)) throw new Error(`will not drop ${name}: not a bench database`);
    console.log(
      `dropping ${name}: it holds ${marker ? `another data set (${marker.sizes})` : 'a half-loaded set'}`,
    );
    await db.query(`DROP DATABASE \`${name.replaceAll('`', '``')}\``);
  } finally {
    await db.end();
  }
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  if (process.argv.includes('--drop-stale')) return dropStale(url);
  const db = await mysql.createConnection({ uri: url, multipleStatements: false });
  try {
    await db.query(
      'CREATE TABLE IF NOT EXISTS bench_marker (id INT PRIMARY KEY, sizes VARCHAR(300) NOT NULL)',
    );
    const [[marker]] = await db.query('SELECT sizes FROM bench_marker WHERE id = 1');
    if (marker?.sizes === sizes) {
      console.log(`bench data already loaded ${sizes}`);
      return;
    }
    if (marker)
      throw new Error(
        `the bench database holds another data set (${marker.sizes}); run with --drop-stale first`,
      );
    const [[{ rows }]] = await db.query('SELECT COUNT(*) AS `rows` FROM users');
    if (Number(rows) > 0)
      throw new Error(
        'the bench database already has members (a load stopped half way?); run with --drop-stale first',
      );
    const started = Date.now();
    const timings = [];
    const step = async (label, sql, params = []) => {
      const t = Date.now();
      const [result] = await db.query(sql, params).catch((error) => {
        throw new Error(`${label}: ${error.message}\n${sql}`);
      });
      const seconds = (Date.now() - t) / 1000;
      timings.push([label, seconds]);
      console.log(`${label}: ${result.affectedRows ?? 0} rows in ${seconds.toFixed(1)} s`);
    };
    // A table of more than SLICE_ROWS rows is filled by several statements, each over a range of the rows
    // (decision 381): one INSERT of 10 M posts or 50 M likes runs InnoDB out of lock memory ("the total
    // number of locks exceeds the lock table size") on a buffer pool of a few GB. The first slice still
    // goes into the empty table; `ranges` are [from, to) bounds, in order.
    const sliced = async (label, ranges, sqlFor) => {
      if (ranges.length === 1) return step(label, sqlFor(ranges[0]));
      for (const [i, range] of ranges.entries())
        await step(`${label} ${i + 1}/${ranges.length}`, sqlFor(range));
    };
    /** `total` rows of `from`..`from + span` in slices of at most SLICE_ROWS, the bounds given by `at(fraction)`. */
    const rangesOf = (total, from, span, at = (fraction) => fraction) => {
      const count = Math.max(1, Math.ceil(total / SLICE_ROWS));
      const bounds = Array.from({ length: count + 1 }, (_, i) =>
        i === count ? from + span : from + Math.round(span * at(i / count)),
      );
      return bounds.slice(0, -1).map((lo, i) => [lo, bounds[i + 1]]);
    };
    const hash = await argon2.hash(BENCH_PASSWORD, { type: argon2.argon2id });

    // The data is generated consistent (every key points at a row, no pair twice), so the checks add
    // nothing but their cost; with both off, an INSERT into an empty table is InnoDB's bulk load, which
    // builds each index by sorting (MariaDB 10.7+). Each table is therefore filled by one statement.
    await db.query('SET SESSION foreign_key_checks = 0, unique_checks = 0');

    // Member n (1..USERS) is bench-n; its type is n % 3: 0 owner, 1 vendor, 2 manpower (bench-1 a vendor,
    // bench-2 manpower, bench-3 an owner).
    await step(
      'members',
      `INSERT INTO users (user_type, business_name, first_name, last_name, email, password_hash, country_id, state_id, city_id,
                          email_verified_at, adult_confirmed_at, created_at)
       SELECT ELT(1 + seq % 3, '${UserType.Restaurant}', '${UserType.Vendor}', '${UserType.Manpower}'),
              CONCAT('Bench Business ', seq),
              IF(seq IN (${PLANTED_MEMBERS.join(',')}), ${sqlString(PLANTED_NAME[0])}, ${pick(FIRST, 'seq')}),
              IF(seq IN (${PLANTED_MEMBERS.join(',')}), ${sqlString(PLANTED_NAME[1])}, ${pick(LAST, 'seq DIV 20')}),
              CONCAT('bench-', seq, '@bench.local'), ?, ${INDIA}, 4030, 134096, NOW(3), NOW(3), NOW(3) - INTERVAL seq MINUTE
       FROM seq_1_to_${USERS}`,
      [hash],
    );
    const [[{ first }]] = await db.query("SELECT MIN(id) AS first FROM users WHERE email LIKE 'bench-%'");
    // Ids are consecutive (one multi-row insert takes a run of auto-increment values), so member n is first + n - 1.
    const member = (expr) => `(${first} + (${expr}) % ${USERS})`;
    const OWNERS = Math.floor(USERS / 3);
    const VENDORS = Math.floor((USERS + 2) / 3);
    const MANPOWER = Math.floor((USERS + 1) / 3);
    /** The k-th member of a type (k taken modulo their number): owners are bench-3, 6, …; vendors bench-1, 4, …; manpower bench-2, 5, … */
    const owner = (expr) => `(${first} + 2 + 3 * ((${expr}) % ${OWNERS}))`;
    const vendor = (expr) => `(${first} + 3 * ((${expr}) % ${VENDORS}))`;
    const manpower = (expr) => `(${first} + 1 + 3 * ((${expr}) % ${MANPOWER}))`;

    // Likes lean towards recent posts: the newest k posts hold LIKES * (k / POSTS)^(1/3) of them (the old
    // load's cubed uniform number, now as a count per post), at most one per member. Post seq = POSTS is the
    // newest (rank 0). Comments are spread evenly. The posts carry these counts from the start.
    const likesOf = (rank) =>
      `LEAST(${USERS}, FLOOR(${LIKES} * POW((${rank} + 1) / ${POSTS}e0, 1e0 / 3)) - FLOOR(${LIKES} * POW((${rank}) / ${POSTS}e0, 1e0 / 3)))`;
    const commentsOf = (seq) =>
      `((${seq}) * ${COMMENTS}) DIV ${POSTS} - ((${seq}) - 1) * ${COMMENTS} DIV ${POSTS}`;
    // Posts arrive in bulk: the search window's trigger and the members' post counters stand aside, and the
    // window gets the newest posts after, the counters one grouped count.
    await db.query('SET @posts_bulk_load = 1');
    await sliced(
      'posts',
      rangesOf(POSTS, 1, POSTS),
      ([
        lo,
        hi,
      ]) => `INSERT INTO posts (user_id, title, description, tags, location, likes_count, comments_count, created_at, updated_at)
       SELECT ${member('seq * 7919')},
              CONCAT(${pick(WORDS, 'seq')}, ' ', ${pick(WORDS, 'seq DIV 20')}, ' ', seq),
              CONCAT('Fresh ', ${pick(WORDS, 'seq * 3')}, ' and ', ${pick(WORDS, 'seq * 11')}, ' at our place. Post number ', seq, '.',
                     IF(seq IN (${RARE_POSTS.join(',')}), ' Ask for the ${RARE_WORD} thali.', '')),
              ${pick(WORDS, 'seq * 5')}, 'Surat', ${likesOf(`${POSTS} - seq`)}, ${commentsOf('seq')},
              NOW(3) - INTERVAL (${POSTS} - seq) MINUTE, NOW(3) - INTERVAL (${POSTS} - seq) MINUTE
       FROM seq_1_to_${POSTS} WHERE seq >= ${lo} AND seq < ${hi}`,
    );
    await db.query('SET @posts_bulk_load = NULL');
    // The triggers left the members' counters to the bulk load (migration 1795490900000): one grouped count.
    await step(
      'member post totals',
      `INSERT INTO member_post_totals (member_id, visible)
       SELECT user_id, COUNT(*) FROM posts WHERE held_at IS NULL GROUP BY user_id`,
    );
    await step(
      'search window',
      'INSERT INTO post_search_window (id, title, description) SELECT id, title, description FROM posts ORDER BY id DESC LIMIT 10000',
    );
    // A post's likers: likes_count members from an offset of its own, a fixed stride apart (distinct
    // because the stride and the number of members share no factor).
    const userStride = strideFor(USERS);
    const [[postIds]] = await db.query('SELECT MIN(id) AS lo, MAX(id) + 1 AS hi FROM posts');
    const postSpan = Number(postIds.hi) - Number(postIds.lo);
    // Likes lean to the newest posts (the newest fraction f of them hold f^(1/3) of the likes): slices of
    // about equal likes end at the ids where the older posts' share of the likes is i / n.
    await sliced(
      'likes',
      rangesOf(LIKES, Number(postIds.lo), postSpan, (fraction) => 1 - Math.pow(1 - fraction, 3)),
      ([lo, hi]) => `INSERT INTO post_likes (post_id, user_id)
       SELECT STRAIGHT_JOIN p.id, ${member(`p.id * 104729 + s.seq * ${userStride}`)}
       FROM posts p JOIN seq_0_to_${USERS - 1} s ON s.seq < p.likes_count
       WHERE p.id >= ${lo} AND p.id < ${hi}`,
    );
    const mostComments = Math.ceil(COMMENTS / POSTS);
    await sliced(
      'comments',
      rangesOf(COMMENTS, Number(postIds.lo), postSpan),
      ([lo, hi]) => `INSERT INTO post_comments (post_id, user_id, body)
       SELECT STRAIGHT_JOIN p.id, ${member('p.id * 15485863 + s.seq * 7')}, CONCAT('Great ', ${pick(WORDS, 'p.id + s.seq')}, '!')
       FROM posts p JOIN seq_0_to_${mostComments} s ON s.seq < p.comments_count
       WHERE p.id >= ${lo} AND p.id < ${hi}`,
    );
    // Member seq % USERS follows (7 * seq + 1 + seq DIV USERS) % USERS: one follower's followees differ by
    // the last term, so no pair comes twice while FOLLOWS / USERS < USERS; no one follows themself.
    await step(
      'follows',
      `INSERT INTO follows (follower_id, followee_id, status, accepted_at)
       SELECT ${member('seq')}, ${member('seq * 7 + 1 + seq DIV ' + USERS)}, IF(seq % 5 = 0, 'pending', 'accepted'), IF(seq % 5 = 0, NULL, NOW(3))
       FROM seq_1_to_${FOLLOWS}
       WHERE ${member('seq')} <> ${member('seq * 7 + 1 + seq DIV ' + USERS)}`,
    );

    // The marketplace (decision 186): listings by owners, vendors' quotes, manpower's applications, and a
    // profile for every vendor and professional. Listing seq = N is the newest.
    const place = (expr, column) =>
      `ELT(1 + (${expr}) % ${PLACES.length}, ${PLACES.map((p) => p[column]).join(',')})`;
    const placeName = (expr, column) =>
      pick(
        PLACES.map((p) => p[column]),
        expr,
      );
    const minutesAgo = (n, seq) => `NOW(3) - INTERVAL (${n} - ${seq}) MINUTE`;
    // Listings arrive in bulk: the search window's triggers stand aside, and the window gets the newest after.
    await db.query('SET @listings_bulk_load = 1');
    // A requirement's quotes: 1 + seq % 5 (3 on average), from distinct vendors.
    const quotesOf = (seq) => `1 + (${seq}) % 5`;
    await step(
      'requirements',
      `INSERT INTO requirements (user_id, title, description, quotes_count, search_text, created_at, updated_at)
       SELECT ${owner('seq * 7')}, t.title, t.description, ${quotesOf('seq')}, LEFT(CONCAT_WS(' ', t.title, t.description), 1000),
              ${minutesAgo(REQUIREMENTS, 'seq')}, ${minutesAgo(REQUIREMENTS, 'seq')}
       FROM (SELECT seq,
                    CONCAT('Need ', ${pick(SUPPLIES, 'seq')}, ' for outlet ', seq) AS title,
                    CONCAT('Monthly supply of ', ${pick(SUPPLIES, 'seq * 5')}, ' in ', ${placeName('seq', 1)}, '. Requirement number ', seq, '.') AS description
             FROM seq_1_to_${REQUIREMENTS}) t`,
    );
    const vendorStride = strideFor(VENDORS);
    await step(
      'quotes',
      `INSERT INTO requirement_quotes (requirement_id, owner_id, vendor_id, mobile_no, rate_minor, remark, created_at, updated_at)
       SELECT STRAIGHT_JOIN r.id, r.user_id, ${vendor(`r.id * 31 + s.seq * ${vendorStride}`)}, CONCAT('98', LPAD((r.id * 5 + s.seq) % 100000000, 8, '0')),
              100000 + (r.id * 7919 + s.seq * 104729) % 900000, 'Delivered within two days', r.created_at + INTERVAL (s.seq + 1) MINUTE,
              r.created_at + INTERVAL (s.seq + 1) MINUTE
       FROM requirements r JOIN seq_0_to_4 s ON s.seq < r.quotes_count`,
    );
    // A job's applications: 1 + seq % 2 (1.5 on average), from distinct professionals; every tenth job is closed.
    await step(
      'jobs',
      `INSERT INTO jobs (user_id, title, position, experience, salary_minor, per, location, description, country_id, state_id, city_id,
                         is_closed, applications_count, search_text, created_at, updated_at)
       SELECT ${owner('seq * 11')}, t.title, t.position, CONCAT(seq % 10, ' years'), 1500000 + (seq % 20) * 100000, seq % 2,
              t.city, 'Full time, two meals a day.', ${INDIA}, t.state_id, t.city_id, seq % 10 = 0, 1 + seq % 2,
              LEFT(CONCAT_WS(' ', t.title, t.position, t.city, t.city, t.state), 1000), ${minutesAgo(JOBS, 'seq')}, ${minutesAgo(JOBS, 'seq')}
       FROM (SELECT seq, CONCAT(${pick(POSITIONS, 'seq')}, ' wanted ', seq) AS title, ${pick(POSITIONS, 'seq')} AS position,
                    ${placeName('seq', 1)} AS city, ${place('seq', 0)} AS city_id, ${place('seq', 2)} AS state_id, ${placeName('seq', 3)} AS state
             FROM seq_1_to_${JOBS}) t`,
    );
    const manpowerStride = strideFor(MANPOWER);
    // Every third application is a hire (a day after it was sent, at most now): the trades the reviews rate.
    const hired = '(j.id + s.seq) % 3 = 0';
    await step(
      'applications',
      `INSERT INTO job_applications (job_id, owner_id, applicant_id, status, status_changed_at, created_at)
       SELECT STRAIGHT_JOIN j.id, j.user_id, ${manpower(`j.id * 17 + s.seq * ${manpowerStride}`)},
              IF(${hired}, 'hired', 'awaiting_review'), IF(${hired}, LEAST(NOW(3), j.created_at + INTERVAL 1 DAY), NULL),
              j.created_at + INTERVAL (s.seq + 1) MINUTE
       FROM jobs j JOIN seq_0_to_1 s ON s.seq < j.applications_count`,
    );
    await step(
      'franchise offers',
      `INSERT INTO franchise_offers (user_id, brand_name, company_name, country_id, state_id, city_id, segment_multi, outlet_count,
                                     franchise_type, turnover_minor, investment_needed_minor, franchise_fees_minor, total_investment_minor,
                                     contact_name, contact_phone, contact_email, search_text, created_at, updated_at)
       SELECT ${owner('seq * 13')}, t.brand, t.company, ${INDIA}, t.state_id, t.city_id, t.segment, 1 + seq % 40, t.kind,
              (seq % 50 + 10) * 10000000, (seq % 30 + 5) * 10000000, 50000000, (seq % 30 + 10) * 10000000,
              'Bench Contact', '9800000000', CONCAT('franchise-', seq, '@bench.local'),
              LEFT(CONCAT_WS(' ', t.brand, t.company, t.kind, t.segment, t.city, t.state), 1000), ${minutesAgo(FRANCHISES, 'seq')}, ${minutesAgo(FRANCHISES, 'seq')}
       FROM (SELECT seq, CONCAT(${pick(BRANDS, 'seq')}, ' ', seq) AS brand, CONCAT(${pick(BRANDS, 'seq')}, ' Foods Pvt Ltd') AS company,
                    ${pick(['FOFO', 'FOCO', 'COCO'], 'seq')} AS kind, ${pick(['QSR', 'Cafe', 'Casual Dining', 'Cloud Kitchen'], 'seq DIV 3')} AS segment,
                    ${placeName('seq', 1)} AS city, ${place('seq', 0)} AS city_id, ${place('seq', 2)} AS state_id, ${placeName('seq', 3)} AS state
             FROM seq_1_to_${FRANCHISES}) t`,
    );
    const types = RESTAURANT_TYPES.filter((t) => t.type !== 'Other');
    await step(
      'restaurants for sale',
      `INSERT INTO restaurant_sales (user_id, restaurant_type_id, operate_since, country_id, state_id, city_id, turnover_minor, cost_minor,
                                     profit_minor, expected_price_minor, price_include_list, contact_name, contact_phone, contact_email,
                                     search_text, created_at, updated_at)
       SELECT ${owner('seq * 17')}, t.type_id, DATE '2015-01-01' + INTERVAL seq % 3000 DAY, ${INDIA}, t.state_id, t.city_id,
              (seq % 40 + 10) * 10000000, (seq % 30 + 5) * 10000000, (seq % 10 + 1) * 10000000, (seq % 90 + 10) * 10000000,
              'Furniture, kitchen equipment', 'Bench Contact', '9800000000', CONCAT('sale-', seq, '@bench.local'),
              LEFT(CONCAT_WS(' ', t.type_name, t.city, t.state), 1000), ${minutesAgo(SALES, 'seq')}, ${minutesAgo(SALES, 'seq')}
       FROM (SELECT seq, ${`ELT(1 + seq % ${types.length}, ${types.map((t) => t.id).join(',')})`} AS type_id, ${pick(
         types.map((t) => t.type),
         'seq',
       )} AS type_name,
                    ${placeName('seq', 1)} AS city, ${place('seq', 0)} AS city_id, ${place('seq', 2)} AS state_id, ${placeName('seq', 3)} AS state
             FROM seq_1_to_${SALES}) t`,
    );
    // Every second requirement awarded to its first quote, an hour after it (at most now). The search
    // window's triggers still stand aside: an award changes nothing that is searched.
    await step(
      'awards',
      `UPDATE requirements r
       JOIN (SELECT requirement_id, MIN(id) AS quote_id, MIN(created_at) AS quoted_at FROM requirement_quotes GROUP BY requirement_id) q
         ON q.requirement_id = r.id
       SET r.accepted_quote_id = q.quote_id, r.accepted_at = LEAST(NOW(3), q.quoted_at + INTERVAL 1 HOUR)
       WHERE r.id % 2 = 0`,
    );
    await db.query('SET @listings_bulk_load = NULL');
    const windowed = [
      ['requirement', 'requirements', 'held_at IS NULL'],
      ['job', 'jobs', 'is_closed = 0 AND held_at IS NULL'],
      ['franchise', 'franchise_offers', 'held_at IS NULL'],
      ['restaurant_sale', 'restaurant_sales', 'held_at IS NULL'],
    ];
    for (const [subject, table, found] of windowed)
      await step(
        `listing search window (${subject})`,
        `INSERT INTO listing_search_window (subject, id, search_text)
         SELECT '${subject}', id, search_text FROM ${table} WHERE ${found} ORDER BY id DESC LIMIT ${LISTING_WINDOW}`,
      );
    // Profiles: every owner, vendor (with three products) and professional; the newest members updated last.
    await step(
      'restaurant profiles',
      `INSERT INTO restaurant_profiles (user_id, name, restaurant_type_id, comments, created_at, updated_at)
       SELECT ${owner('seq')}, CONCAT('Bench Restaurant ', seq), ${`ELT(1 + seq % ${types.length}, ${types.map((t) => t.id).join(',')})`},
              'Family recipes since 1998.', NOW(3), NOW(3) - INTERVAL seq MINUTE
       FROM seq_0_to_${OWNERS - 1}`,
    );
    await step(
      'vendor profiles',
      `INSERT INTO vendor_profiles (user_id, contact_name, business_category, time_limit, comments, native_city_id, created_at, updated_at)
       SELECT ${vendor('seq')}, CONCAT('Vendor ', seq), ${pick(CATEGORIES, 'seq')}, '2 days', 'Wholesale rates for restaurants.',
              ${place('seq', 0)}, NOW(3), NOW(3) - INTERVAL seq MINUTE
       FROM seq_0_to_${VENDORS - 1}`,
    );
    await step(
      'vendor products',
      `INSERT INTO vendor_products (user_id, position, name, rate_minor)
       SELECT ${vendor('v.seq')}, p.seq, ${pick(SUPPLIES, 'v.seq + p.seq')}, 10000 * (1 + (v.seq + p.seq) % 50)
       FROM seq_0_to_${VENDORS - 1} v JOIN seq_1_to_3 p`,
    );
    await step(
      'manpower profiles',
      `INSERT INTO manpower_profiles (user_id, category, business_category, qualification, experience, comments, native_city_id, created_at, updated_at)
       SELECT ${manpower('seq')}, ${pick(SKILLS, 'seq')}, ${pick(['Fine Dining', 'QSR', 'Cafe', 'Catering'], 'seq DIV 6')}, 'Hotel management diploma',
              CONCAT(seq % 15, ' years'), 'Available from next month.', ${place('seq', 0)}, NOW(3), NOW(3) - INTERVAL seq MINUTE
       FROM seq_0_to_${MANPOWER - 1}`,
    );
    // Reviews (issue 33): both sides of every trade, published (revealed when the second side wrote, an hour
    // and two after the trade), mostly good, every fourth with the reviewed member's reply. The
    // counters (review_totals, with each member's Bayesian score) are kept by the reviews' triggers as the
    // rows arrive, as in production, rather than written here: the bench then reads what the triggers made.
    /** Hours after the trade, at most now (the newest trades were made minutes ago). */
    const soon = (hours) => `LEAST(NOW(3), t.traded_at + INTERVAL (${hours}) HOUR)`;
    const rating = (expr) => `ELT(1 + (${expr}) % 10, 5, 5, 5, 5, 4, 4, 4, 3, 2, 1)`;
    const tagsOf = (direction, expr) => `JSON_ARRAY(${pick(REVIEW_TAGS[direction], expr)})`;
    const reviewRows = (trades, sides) =>
      `INSERT INTO reviews (trade_type, trade_id, author_id, subject_id, rating, text, tags, window_closes_at, created_at,
                            updated_at, revealed_at, reply, replied_at)
       SELECT STRAIGHT_JOIN t.trade_type, t.trade_id, IF(s.seq = 0, t.owner_id, t.other_id), IF(s.seq = 0, t.other_id, t.owner_id),
              ${rating('t.trade_id * 7 + s.seq * 3')},
              CONCAT(IF(s.seq = 0, 'Worked with them on trade ', 'A fair customer on trade '), t.trade_id, '. ', ${pick(
                [
                  'Would work together again.',
                  'Everything as agreed.',
                  'Some delays, otherwise good.',
                  'Clear and friendly throughout.',
                ],
                't.trade_id + s.seq',
              )}),
              IF(s.seq = 0, ${sides[0]}, ${sides[1]}),
              t.traded_at + INTERVAL 30 DAY, ${soon('s.seq + 1')}, ${soon(2)}, ${soon(2)},
              IF((t.trade_id + s.seq) % 4 = 0, 'Thank you for the kind words.', NULL),
              IF((t.trade_id + s.seq) % 4 = 0, ${soon(3)}, NULL)
       FROM (${trades}) t JOIN seq_0_to_1 s`;
    await step(
      'reviews of awarded quotes',
      reviewRows(
        `SELECT 'quote' AS trade_type, q.id AS trade_id, r.user_id AS owner_id, q.vendor_id AS other_id, r.accepted_at AS traded_at
         FROM requirements r JOIN requirement_quotes q ON q.id = r.accepted_quote_id`,
        [tagsOf('owner_to_vendor', 't.trade_id'), tagsOf('vendor_to_owner', 't.trade_id')],
      ),
    );
    await step(
      'reviews of hires',
      reviewRows(
        `SELECT 'hire' AS trade_type, a.id AS trade_id, a.owner_id, a.applicant_id AS other_id, a.status_changed_at AS traded_at
         FROM job_applications a WHERE a.status = 'hired'`,
        [tagsOf('owner_to_professional', 't.trade_id'), tagsOf('professional_to_owner', 't.trade_id')],
      ),
    );
    await db.query('SET SESSION foreign_key_checks = 1, unique_checks = 1');

    // The triggers counted every post as it arrived; a recount (PostTotalsService.reconcile's SQL) shows they agree.
    await step(
      'post totals check',
      `UPDATE post_totals t
       JOIN (SELECT id % 16 AS slot, COUNT(*) AS n FROM posts WHERE held_at IS NULL GROUP BY slot) c ON c.slot = t.slot
       SET t.visible = c.n WHERE t.visible <> c.n`,
    );
    await step(
      'analyze',
      `ANALYZE TABLE users, posts, post_likes, post_comments, follows, requirements, requirement_quotes, jobs, job_applications,
                     franchise_offers, restaurant_sales, vendor_profiles, manpower_profiles, reviews, review_totals`,
    );
    await db.query('INSERT INTO bench_marker (id, sizes) VALUES (1, ?)', [sizes]);
    console.log(
      `bench data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s ${sizes}\n  ${timings.map(([label, s]) => `${label} ${s.toFixed(1)}`).join(', ')}`,
    );
  } finally {
    await db.end();
  }
}

main().catch((error) => {
  console.error(`seed.mjs: ${error.message}`);
  process.exit(1);
});
