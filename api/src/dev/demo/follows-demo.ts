import { FollowActionType } from '@app/contracts';
import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InvalidInputError } from '../../core/errors/domain-error';
import { FollowsService } from '../../modules/follows/follows.service';
import { WatchedWordsService } from '../../modules/moderation/watched-words.service';

/**
 * Follows among the demo members (demo-data.ts): owner@ has followers, follows others, has requests to
 * answer (captain@, vendor2@) and one request of their own waiting (to chef@).
 */
const DEMO_FOLLOWS: Array<{ from: string; to: string; accepted: boolean }> = [
  { from: 'vendor@restaurant.local', to: 'owner@restaurant.local', accepted: true },
  { from: 'chef@restaurant.local', to: 'owner@restaurant.local', accepted: true },
  { from: 'owner2@restaurant.local', to: 'owner@restaurant.local', accepted: true },
  { from: 'owner@restaurant.local', to: 'vendor@restaurant.local', accepted: true },
  { from: 'owner@restaurant.local', to: 'owner2@restaurant.local', accepted: true },
  { from: 'captain@restaurant.local', to: 'owner@restaurant.local', accepted: false },
  { from: 'vendor2@restaurant.local', to: 'owner@restaurant.local', accepted: false },
  { from: 'owner@restaurant.local', to: 'chef@restaurant.local', accepted: false },
];

/** A few harmless watched phrases so the console's list is not empty and a demo post can trip one. */
const DEMO_WATCHED_WORDS = ['buy followers', 'free money', 'guaranteed returns'];

/** Loads the follows and watched words; safe to run again (requests and accepts are idempotent). */
export async function seedFollowsDemo(app: INestApplicationContext): Promise<void> {
  const emails = [...new Set(DEMO_FOLLOWS.flatMap((f) => [f.from, f.to]))];
  const rows: Array<{ id: number; email: string }> = await app
    .get(DataSource)
    .query('SELECT id, email FROM users WHERE email IN (?)', [emails]);
  const idOf = (email: string) => {
    const row = rows.find((r) => r.email === email);
    if (!row) throw new Error(`demo member ${email} is missing: load the demo members first`);
    return row.id;
  };
  const follows = app.get(FollowsService);
  for (const { from, to, accepted } of DEMO_FOLLOWS) {
    await follows.request(idOf(from), idOf(to));
    if (accepted) await follows.act(idOf(to), idOf(from), FollowActionType.Accept);
  }
  const words = app.get(WatchedWordsService);
  for (const word of DEMO_WATCHED_WORDS) {
    await words.add(word, null).catch((error: unknown) => {
      if (!(error instanceof InvalidInputError)) throw error; // already on the list
    });
  }
  console.log(
    `Demo follows loaded: ${DEMO_FOLLOWS.length} follows and requests, ${DEMO_WATCHED_WORDS.length} watched words.`,
  );
}
