// Fills a conversations bench database (scripts/bench-chat.sh) in bulk SQL from MariaDB's sequence engine,
// once: a second run finds the marker row and leaves the data alone (the shape of bench/seed.mjs, decision
// 186: each table filled by one INSERT … SELECT into the empty table, its indexes in place, key checks off,
// which InnoDB loads by sorting each index once; counters written with the rows). Sizes from the environment:
//   BENCH_CHAT_MEMBERS (2 000), BENCH_CHAT_CONVERSATIONS (1 000), BENCH_CHAT_MESSAGES (10 000),
//   BENCH_CHAT_HUB (100): the conversations of bench-1, the inbox measured (bench-1 with bench-2 … ),
//   BENCH_CHAT_THREAD (1 000): the messages of conversation 1 (bench-1 with bench-2), the thread measured.
// Every member's password is BENCH_PASSWORD (bench-N@bench.local, as bench/seed.mjs).
//
// The rows: member n is bench-n; conversations 1 … HUB are bench-1 with bench-2 … bench-(HUB + 1); the others
// pair two other members (k and k + d, d = 1, 2, … : no pair twice). Every (MESSAGES / THREAD)-th message
// belongs to conversation 1, the others go round all conversations by a stride (so a thread's ids are spread
// over the whole table, as they are when many members talk at once); the two sides take turns to send, one
// second apart. bench-1 has one unread message in each of its first 20 conversations and has read the
// others to the end (so its badge has the same answer at both sizes: decision 344); the other members have
// one unread message in their even-numbered conversations.
//
//   DATABASE_URL=mysql://…/restaurant_bench_chat_small node bench/chat-seed.mjs --drop-stale, migrate, then again
//   without --drop-stale. Prints each step's time and, at the end, the tables' size on disk.
import argon2 from 'argon2';
import mysql from 'mysql2/promise';

import { BENCH_PASSWORD } from './constants.mjs';

const size = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
};
const MEMBERS = size('BENCH_CHAT_MEMBERS', 2_000);
const CONVERSATIONS = size('BENCH_CHAT_CONVERSATIONS', 1_000);
const MESSAGES = size('BENCH_CHAT_MESSAGES', 10_000);
const HUB = size('BENCH_CHAT_HUB', 100);
const THREAD = size('BENCH_CHAT_THREAD', 1_000);
if (HUB >= MEMBERS) throw new Error('BENCH_CHAT_HUB must be below BENCH_CHAT_MEMBERS');
if (HUB > CONVERSATIONS) throw new Error('BENCH_CHAT_HUB must not exceed BENCH_CHAT_CONVERSATIONS');
if (THREAD * 2 > MESSAGES) throw new Error('BENCH_CHAT_THREAD must be at most half of BENCH_CHAT_MESSAGES');
/** The other members (all but bench-1) and how far apart the members of a pair are at most. */
const OTHERS = MEMBERS - 1;
const SPREAD = Math.ceil((CONVERSATIONS - HUB) / OTHERS);
if (CONVERSATIONS > HUB && 2 * SPREAD >= OTHERS)
  throw new Error('too many conversations for the members: raise BENCH_CHAT_MEMBERS');

const WORDS = ['tandoor', 'biryani', 'quote', 'delivery', 'invoice', 'menu', 'kitchen', 'supplier', 'rates'];
/** bench-1's conversations with an unread message (its first ones), the same at every size. */
const UNREAD_HUB = Math.min(20, HUB);
const DATA_VERSION = 3;
const sizes = JSON.stringify({ DATA_VERSION, MEMBERS, CONVERSATIONS, MESSAGES, HUB, THREAD });

const gcd = (a, b) => (b === 0 ? a : gcd(b, a % b));
const strideFor = (n) => [7919, 7927, 7933, 7937, 7949].find((p) => gcd(p, n) === 1);
const pick = (list, expr) => `ELT(1 + (${expr}) % ${list.length}, ${list.map((w) => `'${w}'`).join(',')})`;

/** `--drop-stale`: as bench/seed.mjs, drops a database holding another data set or a half-loaded one. */
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

/** The tables' size on disk (InnoDB's data and index pages) in MB. */
async function diskUse(db) {
  const [rows] = await db.query(
    `SELECT table_name AS name, ROUND((data_length + index_length) / 1048576) AS mb, table_rows AS approx
     FROM information_schema.tables WHERE table_schema = DATABASE()
       AND table_name IN ('users', 'conversations', 'conversation_participants', 'conversation_messages')`,
  );
  return rows;
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  if (process.argv.includes('--drop-stale')) return dropStale(url);
  const db = await mysql.createConnection({ uri: url });
  try {
    await db.query(
      'CREATE TABLE IF NOT EXISTS bench_marker (id INT PRIMARY KEY, sizes VARCHAR(300) NOT NULL)',
    );
    const [[marker]] = await db.query('SELECT sizes FROM bench_marker WHERE id = 1');
    if (marker?.sizes === sizes) {
      console.log(`chat bench data already loaded ${sizes}`);
      return;
    }
    if (marker)
      throw new Error(`the database holds another data set (${marker.sizes}); run with --drop-stale`);
    const [[{ rows }]] = await db.query('SELECT COUNT(*) AS `rows` FROM users');
    if (Number(rows) > 0)
      throw new Error('the database already has members (a load stopped half way?); run with --drop-stale');

    const started = Date.now();
    const step = async (label, sql, params = []) => {
      const t = Date.now();
      const [result] = await db.query(sql, params).catch((error) => {
        throw new Error(`${label}: ${error.message}\n${sql}`);
      });
      console.log(`${label}: ${result.affectedRows ?? 0} rows in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    };
    const hash = await argon2.hash(BENCH_PASSWORD, { type: argon2.argon2id });
    await db.query('SET SESSION foreign_key_checks = 0, unique_checks = 0');

    // Members: owners, vendors and professionals in turn (as bench/seed.mjs), verified and adult.
    await step(
      'members',
      `INSERT INTO users (user_type, business_name, first_name, last_name, email, password_hash, country_id, state_id, city_id,
                          email_verified_at, adult_confirmed_at, created_at)
       SELECT ELT(1 + seq % 3, '6', '7', '8'), CONCAT('Chat Business ', seq), 'Chat', CONCAT('Member ', seq),
              CONCAT('bench-', seq, '@bench.local'), ?, 101, 4030, 134096, NOW(3), NOW(3), NOW(3) - INTERVAL 30 DAY
       FROM seq_1_to_${MEMBERS}`,
      [hash],
    );
    const [[{ first }]] = await db.query("SELECT MIN(id) AS first FROM users WHERE email LIKE 'bench-%'");
    // Ids are consecutive (one multi-row insert): bench-n is first + n - 1. The other members are bench-2 …,
    // k = 0 … OTHERS - 1; conversation c > HUB pairs k and k + d.
    const other = (expr) => `(${first} + 1 + (${expr}) % ${OTHERS})`;
    const k = `(seq - ${HUB} - 1)`;
    const d = `(1 + ${k} DIV ${OTHERS})`;
    await step(
      'conversations',
      `INSERT INTO conversations (id, user_low_id, user_high_id, context_type, context_id, started_by, created_at)
       SELECT seq, low, high, 'none', 0, low, NOW(3) - INTERVAL ${MESSAGES + 60} SECOND FROM (
         SELECT seq,
                IF(seq <= ${HUB}, ${first}, LEAST(${other(k)}, ${other(`${k} + ${d}`)})) AS low,
                IF(seq <= ${HUB}, ${first} + seq, GREATEST(${other(k)}, ${other(`${k} + ${d}`)})) AS high
         FROM seq_1_to_${CONVERSATIONS}) pairs`,
    );
    // Message m: conversation 1 when m is a multiple of EVERY; the others, numbered without those, go round
    // all conversations in a stride's turn (so every conversation has messages).
    const every = Math.floor(MESSAGES / THREAD);
    const stride = strideFor(CONVERSATIONS);
    await step(
      'messages',
      `INSERT INTO conversation_messages (id, conversation_id, sender_id, body, created_at)
       SELECT s.seq, c.id, IF(s.seq % 2, c.user_low_id, c.user_high_id),
              CONCAT('Message ', s.seq, ' about the ', ${pick(WORDS, 's.seq')}, ' and the ', ${pick(WORDS, 's.seq DIV 7')}, '.'),
              NOW(3) - INTERVAL (${MESSAGES} - s.seq) SECOND
       FROM seq_1_to_${MESSAGES} s
       JOIN conversations c
         ON c.id = IF(s.seq % ${every} = 0, 1, 1 + ((s.seq - s.seq DIV ${every}) * ${stride}) % ${CONVERSATIONS})`,
    );
    // The last message of each conversation (a walk of the thread index), then both sides from it.
    await step(
      'last messages',
      `UPDATE conversations c JOIN (SELECT conversation_id, MAX(id) AS last FROM conversation_messages GROUP BY conversation_id) m
         ON m.conversation_id = c.id SET c.last_message_id = m.last`,
    );
    await step(
      'participants',
      `INSERT INTO conversation_participants (conversation_id, user_id, other_id, last_read_id, unread_count, activity_at)
       SELECT conversation_id, me, other, last - unread, unread, at FROM (
         SELECT *, IF(me = ${first}, conversation_id <= ${UNREAD_HUB}, conversation_id % 2 = 0) AS unread FROM (
         SELECT c.id AS conversation_id, c.user_low_id AS me, c.user_high_id AS other, c.last_message_id AS last, m.created_at AS at
         FROM conversations c JOIN conversation_messages m ON m.id = c.last_message_id
         UNION ALL
         SELECT c.id, c.user_high_id, c.user_low_id, c.last_message_id, m.created_at
         FROM conversations c JOIN conversation_messages m ON m.id = c.last_message_id) sides) counted
       ORDER BY conversation_id, me`,
    );
    await db.query('INSERT INTO bench_marker (id, sizes) VALUES (1, ?)', [sizes]);
    await db.query('ANALYZE TABLE conversations, conversation_participants, conversation_messages');
    console.log(`chat bench data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${sizes}`);
    for (const t of await diskUse(db)) console.log(`  ${t.name}: ${t.mb} MB on disk (~${t.approx} rows)`);
  } finally {
    await db.end();
  }
}

main().catch((error) => {
  console.error(`chat-seed.mjs: ${error.message}`);
  process.exit(1);
});
