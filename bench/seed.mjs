// Fills the bench database with a large, deterministic data set, in bulk SQL (MariaDB's sequence engine),
// once: a second run finds the marker row and leaves the data alone. Sizes come from the environment:
//   BENCH_USERS (20 000), BENCH_POSTS (200 000), BENCH_LIKES (1 000 000), BENCH_COMMENTS (200 000),
//   BENCH_FOLLOWS (100 000). Every member's password is BENCH_PASSWORD.
//
// Usage (scripts/bench.sh does this): DATABASE_URL=mysql://…/restaurant_bench node bench/seed.mjs
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

const sqlList = (values) => values.map((v) => `'${v}'`).join(',');
/** ELT(1 + (expr) % n, …): one of the words, chosen by a deterministic expression of the sequence. */
const pick = (list, expr) => `ELT(1 + (${expr}) % ${list.length}, ${sqlList(list)})`;

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  const db = await mysql.createConnection({ uri: url, multipleStatements: false });
  try {
    await db.query(
      'CREATE TABLE IF NOT EXISTS bench_marker (id INT PRIMARY KEY, sizes VARCHAR(200) NOT NULL)',
    );
    const sizes = JSON.stringify({ USERS, POSTS, LIKES, COMMENTS, FOLLOWS });
    const [[marker]] = await db.query('SELECT sizes FROM bench_marker WHERE id = 1');
    if (marker?.sizes === sizes) {
      console.log(`bench data already loaded ${sizes}`);
      return;
    }
    if (marker) throw new Error(`the bench database holds another data set (${marker.sizes}); drop it first`);
    const started = Date.now();
    const step = async (label, sql, params = []) => {
      const t = Date.now();
      const [result] = await db.query(sql, params);
      console.log(`${label}: ${result.affectedRows ?? 0} rows in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    };
    const hash = await argon2.hash(BENCH_PASSWORD, { type: argon2.argon2id });

    await step(
      'members',
      `INSERT INTO users (user_type, business_name, first_name, last_name, email, password_hash, country_id, state_id, city_id,
                          email_verified_at, adult_confirmed_at, created_at)
       SELECT ELT(1 + seq % 3, '6', '7', '8'), CONCAT('Bench Business ', seq), ${pick(FIRST, 'seq')}, ${pick(LAST, 'seq DIV 20')},
              CONCAT('bench-', seq, '@bench.local'), ?, 101, 4030, 134096, NOW(3), NOW(3), NOW(3) - INTERVAL seq MINUTE
       FROM seq_1_to_${USERS}`,
      [hash],
    );
    const [[{ first }]] = await db.query("SELECT MIN(id) AS first FROM users WHERE email LIKE 'bench-%'");
    const member = (expr) => `(${first} + (${expr}) % ${USERS})`;

    // Posts arrive in bulk: the search window's trigger stands aside, and the window gets the newest posts after.
    await db.query('SET @posts_bulk_load = 1');
    await step(
      'posts',
      `INSERT INTO posts (user_id, title, description, tags, location, created_at, updated_at)
       SELECT ${member('seq * 7919')},
              CONCAT(${pick(WORDS, 'seq')}, ' ', ${pick(WORDS, 'seq DIV 20')}, ' ', seq),
              CONCAT('Fresh ', ${pick(WORDS, 'seq * 3')}, ' and ', ${pick(WORDS, 'seq * 11')}, ' at our place. Post number ', seq, '.'),
              ${pick(WORDS, 'seq * 5')}, 'Surat',
              NOW(3) - INTERVAL (${POSTS} - seq) MINUTE, NOW(3) - INTERVAL (${POSTS} - seq) MINUTE
       FROM seq_1_to_${POSTS}`,
    );
    await db.query('SET @posts_bulk_load = NULL');
    await step(
      'search window',
      'INSERT IGNORE INTO post_search_window (id, title, description) SELECT id, title, description FROM posts ORDER BY id DESC LIMIT 10000',
    );
    const [[{ firstPost }]] = await db.query('SELECT MIN(id) AS firstPost FROM posts');
    // Likes lean towards recent posts (a cubed uniform number) so that counts differ; RAND(seed) keeps the
    // data set the same on every machine.
    await step(
      'likes',
      `INSERT IGNORE INTO post_likes (post_id, user_id)
       SELECT ${firstPost} + ${POSTS - 1} - FLOOR(${POSTS} * POW(RAND(seq), 3)), ${first} + FLOOR(${USERS} * RAND(seq * 7 + 3))
       FROM seq_1_to_${LIKES}`,
    );
    await step(
      'comments',
      `INSERT INTO post_comments (post_id, user_id, body)
       SELECT ${firstPost} + (seq * 31) % ${POSTS}, ${member('seq * 15485863')}, CONCAT('Great ', ${pick(WORDS, 'seq')}, '!')
       FROM seq_1_to_${COMMENTS}`,
    );
    await step(
      'counters',
      `UPDATE posts p
       LEFT JOIN (SELECT post_id, COUNT(*) AS n FROM post_likes GROUP BY post_id) l ON l.post_id = p.id
       LEFT JOIN (SELECT post_id, COUNT(*) AS n FROM post_comments GROUP BY post_id) c ON c.post_id = p.id
       SET p.likes_count = COALESCE(l.n, 0), p.comments_count = COALESCE(c.n, 0)`,
    );
    await step(
      'follows',
      `INSERT IGNORE INTO follows (follower_id, followee_id, status, accepted_at)
       SELECT ${member('seq')}, ${member('seq * 7 + 1 + seq DIV ' + USERS)}, IF(seq % 5 = 0, 'pending', 'accepted'), IF(seq % 5 = 0, NULL, NOW(3))
       FROM seq_1_to_${FOLLOWS}
       WHERE ${member('seq')} <> ${member('seq * 7 + 1 + seq DIV ' + USERS)}`,
    );
    await db.query('ANALYZE TABLE users, posts, post_likes, post_comments, follows');
    await db.query('INSERT INTO bench_marker (id, sizes) VALUES (1, ?)', [sizes]);
    console.log(`bench data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s ${sizes}`);
  } finally {
    await db.end();
  }
}

main().catch((error) => {
  console.error(`seed.mjs: ${error.message}`);
  process.exit(1);
});
