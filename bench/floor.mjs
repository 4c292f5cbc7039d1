// The floor: the smallest server that gives the same answer as the API's feed (`GET /api/posts?page&per_page`)
// with the same token check, written with node:http + mysql2 + ioredis and nothing else. bench/run.mjs
// measures it side by side with the API (issue 15: the API's feed throughput should be ≥ 0.8× this).
//
// It sends the same SQL as the API's feed (PostsService.feed + PostViewsService + MemberDirectory.cards), in the same
// round trips (the API sends the reads issued together as one multi-statement query: decision 200), so the
// difference is what the framework, the ORM and the pipeline cost. Keep the two in step: bench/run.mjs
// checks once that both answer the same JSON before measuring.
//
// Usage: DATABASE_URL=… REDIS_URL=… JWT_SECRET=… PUBLIC_API_URL=… node bench/floor.mjs PORT
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

import { Redis } from 'ioredis';
import mysql from 'mysql2/promise';

// The sizes of an image's copies, worked out as the API does (its built code: the floor gives the same answer).
const require = createRequire(import.meta.url);
const { renderedSize } = require('../api/dist/core/storage/images.js');
const { DERIVATIVE_SIZES } = require('../api/dist/modules/social/post-images.js');

const port = Number(process.argv[2] ?? 4003);
const secret = process.env.JWT_SECRET;
if (!secret || !process.env.DATABASE_URL || !process.env.REDIS_URL)
  throw new Error('DATABASE_URL, REDIS_URL and JWT_SECRET are required');
const filesBase = `${(process.env.PUBLIC_API_URL ?? '').replace(/\/+$/, '')}/api/files/`;
const db = mysql.createPool({
  uri: process.env.DATABASE_URL,
  connectionLimit: 10,
  timezone: 'Z',
  multipleStatements: true,
});

/** Several statements in one round trip, as the API's ReadBatch sends them: each one's rows, in order. */
async function together(...statements) {
  const [results] = await db.query(
    statements.map(([sql]) => sql).join(';\n'),
    statements.flatMap(([, params]) => params),
  );
  return results;
}
const redis = new Redis(process.env.REDIS_URL);

/** The member's id if the bearer token is a valid HS256 member token whose session is still listed. */
async function member(authorization) {
  const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  if (!token) return null;
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'HS256') return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  if (claims.aud !== 'member' || claims.kind !== 'member' || !(claims.exp * 1000 > Date.now())) return null;
  // The session is listed under the token's id for the token's subject (SessionService).
  const listed = await redis.get(`session:member:${claims.jti}`);
  return listed !== null && listed === claims.sub ? Number(claims.sub) : null;
}

const url = (key) => (key ? filesBase + key : null);
const flag = (b) => (b ? 1 : 0);

async function feed(viewer, page, perPage) {
  const [rows, [{ total }]] = await together(
    [
      `SELECT p.id, p.user_id, p.title, p.description, p.tags, p.location, p.likes_count, p.comments_count,
              p.held_at, p.created_at, p.updated_at
       FROM posts p JOIN (
         (SELECT id FROM posts FORCE INDEX (ix_posts_visible)
          WHERE held_at IS NULL AND NOT EXISTS (SELECT 1 FROM posts h WHERE h.user_id = ? AND h.held_at IS NOT NULL)
          ORDER BY id DESC LIMIT ? OFFSET ?)
         UNION ALL
         (SELECT id FROM (
            (SELECT id FROM posts FORCE INDEX (ix_posts_visible) WHERE held_at IS NULL ORDER BY id DESC LIMIT ?)
            UNION ALL
            (SELECT id FROM posts WHERE user_id = ? AND held_at IS NOT NULL ORDER BY id DESC LIMIT ?)
          ) visible WHERE EXISTS (SELECT 1 FROM posts h WHERE h.user_id = ? AND h.held_at IS NOT NULL)
          ORDER BY id DESC LIMIT ? OFFSET ?)
       ) page ON page.id = p.id
       ORDER BY p.id DESC`,
      [
        viewer,
        perPage,
        (page - 1) * perPage,
        page * perPage,
        viewer,
        page * perPage,
        viewer,
        perPage,
        (page - 1) * perPage,
      ],
    ],
    [
      `SELECT (SELECT COALESCE(SUM(visible), 0) FROM post_totals)
            + (SELECT COUNT(*) FROM posts WHERE user_id = ? AND held_at IS NOT NULL) AS total`,
      [viewer],
    ],
  );
  const ids = rows.map((p) => p.id);
  const authorIds = [...new Set(rows.map((p) => p.user_id))];
  const [medias, authors, liked] = ids.length
    ? await together(
        [
          `SELECT id, post_id, path, feed_path, thumb_path, width, height, created_at
           FROM post_medias WHERE post_id IN (?) ORDER BY id`,
          [ids],
        ],
        [
          `SELECT u.id, u.first_name, u.last_name, u.profile_photo, u.user_type, u.blue_tick,
                  u.city_id, ci.name AS city_name, u.state_id, st.name AS state_name, u.country_id, co.name AS country_name
           FROM users u
           LEFT JOIN cities ci ON ci.id = u.city_id
           LEFT JOIN states st ON st.id = u.state_id
           LEFT JOIN countries co ON co.id = u.country_id
           WHERE u.id IN (?) AND u.email_verified_at IS NOT NULL AND u.deleted_at IS NULL`,
          [authorIds],
        ],
        ['SELECT post_id FROM post_likes WHERE post_id IN (?) AND user_id = ?', [ids, viewer]],
      )
    : [[], [], []];
  const mediasOf = Map.groupBy(medias, (m) => m.post_id);
  const authorOf = new Map(authors.map((u) => [u.id, u]));
  const likedIds = new Set(liked.map((l) => l.post_id));
  const data = rows.map((p) => {
    const u = authorOf.get(p.user_id);
    return {
      id: p.id,
      title: p.title,
      description: p.description,
      location: p.location,
      tags: p.tags,
      medias: (mediasOf.get(p.id) ?? []).map((m) => {
        const feed = m.feed_path ? renderedSize(m.width, m.height, DERIVATIVE_SIZES.feed) : null;
        const thumb = m.thumb_path ? renderedSize(m.width, m.height, DERIVATIVE_SIZES.thumb) : null;
        return {
          id: m.id,
          path: url(m.path),
          feed_path: url(m.feed_path),
          thumb_path: url(m.thumb_path),
          width: m.width,
          height: m.height,
          feed_width: feed?.width ?? null,
          feed_height: feed?.height ?? null,
          thumb_width: thumb?.width ?? null,
          thumb_height: thumb?.height ?? null,
        };
      }),
      user: u
        ? {
            id: u.id,
            full_name: `${u.first_name} ${u.last_name}`.trim(),
            first_name: u.first_name,
            profile_photo: url(u.profile_photo),
            blue_tick: flag(u.blue_tick),
          }
        : null,
      created_at: p.created_at.toISOString(),
      updated_at: p.updated_at.toISOString(),
      likes_count: p.likes_count,
      comments_count: p.comments_count,
      is_liked: flag(likedIds.has(p.id)),
      is_held: flag(p.held_at !== null),
    };
  });
  const count = Number(total);
  return {
    current_page: page,
    data,
    last_page: Math.max(1, Math.ceil(count / perPage)),
    per_page: perPage,
    total: count,
  };
}

function send(res, status, body) {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
  });
  res.end(json);
}

createServer(async (req, res) => {
  try {
    const { pathname, searchParams } = new URL(req.url ?? '/', 'http://floor');
    if (pathname === '/health') return send(res, 200, { status: 'ok' });
    if (req.method !== 'GET' || pathname !== '/api/posts') return send(res, 404, { status_code: 404 });
    const viewer = await member(req.headers.authorization);
    if (viewer === null) return send(res, 401, { status_code: 401, message: 'Unauthenticated.', data: null });
    const page = Number(searchParams.get('page') ?? 1);
    const perPage = Number(searchParams.get('per_page') ?? 10);
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(perPage) || perPage < 1 || perPage > 100)
      return send(res, 422, {
        status_code: 422,
        message: 'page and per_page must be whole numbers',
        data: null,
      });
    send(res, 200, { status_code: 200, message: 'Success', data: await feed(viewer, page, perPage) });
  } catch (error) {
    console.error(error);
    send(res, 500, { status_code: 500, message: 'Server Error', data: null });
  }
}).listen(port, '127.0.0.1', () => console.log(`floor listening on http://127.0.0.1:${port}`));
