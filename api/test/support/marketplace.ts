import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type request from 'supertest';
import { SubscriptionsService } from '../../src/modules/billing';
import { WatchedWordsService } from '../../src/modules/moderation/watched-words.service';
import type { MailOutbox } from './accounts';
import { type Member, newMember } from './social';
import { bearer } from './accounts';

type Http = () => ReturnType<typeof request>;

/** Members of each type: owners (6), vendors (7), manpower (8). */
export function memberMaker(http: Http, outbox: MailOutbox) {
  return {
    owner: (overrides: Record<string, unknown> = {}) =>
      newMember(http, outbox, { user_type: '6', ...overrides }),
    vendor: (overrides: Record<string, unknown> = {}) =>
      newMember(http, outbox, { user_type: '7', business_name: 'Fresh Supplies', ...overrides }),
    manpower: (overrides: Record<string, unknown> = {}) =>
      newMember(http, outbox, { user_type: '8', business_name: undefined, ...overrides }),
  };
}

/**
 * Makes a member Elite as a paid payment would: a pending subscription through the API, activated for 12
 * months by the billing service (what the payment confirmation calls once the provider confirmed).
 */
export async function makeElite(app: INestApplicationContext, http: Http, member: Member): Promise<void> {
  const res = await http().post('/api/subscription').set(bearer(member)).send({ plan_id: 1 }).expect(201);
  const subscriptions = app.get(SubscriptionsService);
  await app
    .get(DataSource)
    .transaction((em) => subscriptions.activateInside(em, res.body.data.id as number, 12, new Date()));
}

/** Adds a watched word as staff would (the admin-api's service). */
export function watchWord(app: INestApplicationContext, word: string) {
  return app.get(WatchedWordsService).add(word, null);
}

/** Sends a multipart form: fields as strings, images under the given names. */
export function form(
  req: ReturnType<ReturnType<Http>['post']>,
  fields: Record<string, string | number | undefined>,
  files: Array<[string, Buffer]> = [],
) {
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) req = req.field(name, String(value));
  for (const [name, buffer] of files)
    req = req.attach(name, buffer, { filename: `${name}.jpg`, contentType: 'image/jpeg' });
  return req;
}
