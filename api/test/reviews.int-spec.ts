import {
  DELETED_MEMBER_NAME,
  type MemberNotice,
  type MemberReviews,
  type OwnReview,
  type PendingReview,
  REVIEW_TAGS,
  type Requirement,
  ReviewMessages,
  type ReviewReply,
} from '@app/contracts';
import { MemberDataPartsService } from '../src/core/member-data/member-data-parts';
import { AccountDeletionService } from '../src/modules/data-rights/account-deletion.service';
import { MemberRestrictionsService } from '../src/modules/moderation';
import { ReviewRemindersService } from '../src/modules/reviews/review-reminders';
import { ReviewRevealsService } from '../src/modules/reviews/review-reveals';
import { bearer, freshIp } from './support/accounts';
import { useTestApi } from './support/api';
import { form, makeElite, memberMaker, watchWord } from './support/marketplace';
import { establish, openItemOf, report } from './support/moderation';
import { type Member, uniqueWord } from './support/social';
import { type StaffMember, listQuery, staffAuth, staffMember } from './support/staff';

const api = useTestApi();
const { http, outbox } = api;
let members: ReturnType<typeof memberMaker>;
let moderator: StaffMember;
let secondModerator: StaffMember;

const DAY = 24 * 3_600_000;

beforeAll(async () => {
  members = memberMaker(http, outbox);
  [moderator, secondModerator] = await Promise.all([
    staffMember(api, 'moderator', 'reviews-first'),
    staffMember(api, 'moderator', 'reviews-second'),
  ]);
});

/** An Elite owner's requirement with a vendor's quote; awarded unless told otherwise. */
async function quoteTrade(options: { award?: boolean } = {}) {
  const owner = await members.owner({ first_name: 'Asha', last_name: 'Shah' });
  await makeElite(api.app, http, owner);
  const vendor = await members.vendor({ first_name: 'Vikram', last_name: 'Rao' });
  const created = await form(http().post('/api/restaurants/requirement').set(bearer(owner)), {
    title: uniqueWord('paneer'),
    description: 'Fresh paneer, delivered by 7 am.',
  });
  const requirement = created.body.data as Requirement;
  await http()
    .post(`/api/vendor/vendors/interested/${requirement.id}`)
    .set(bearer(vendor))
    .send({ is_intrested: 1, mobile_no: '9844400001', rate: 380, remark: 'Daily' })
    .expect(200);
  const [{ id: quoteId }] = await api.db.query(
    'SELECT id FROM requirement_quotes WHERE requirement_id = ? AND vendor_id = ?',
    [requirement.id, vendor.id],
  );
  if (options.award !== false) {
    await http()
      .post(`/api/restaurants/requirement/${requirement.id}/accept-quote/${quoteId}`)
      .set(bearer(owner))
      .expect(200);
  }
  return { owner, vendor, requirement, tradeId: Number(quoteId) };
}

/** A job owner and a professional moved to Hired. */
async function hireTrade() {
  const owner = await members.owner();
  const chef = await members.manpower({ first_name: 'Meera', last_name: 'Nair' });
  const job = await form(http().post('/api/restaurants/job').set(bearer(owner)), {
    title: uniqueWord('chef'),
    position: 'Head chef',
    experience: '5 years',
    salary: '35000',
    per: '0',
    job_timing_from: '10:00',
    job_timing_to: '22:30',
    location: 'Adajan, Surat',
    description: 'Run the tandoor section.',
  }).expect(201);
  await http()
    .post(`/api/mp/manpowers/apply-now-job/${job.body.data.id}`)
    .set(bearer(chef))
    .send({ is_applied: 1 })
    .expect(200);
  const [{ id }] = await api.db.query('SELECT id FROM job_applications WHERE job_id = ?', [job.body.data.id]);
  for (const status of ['contacted', 'hired'])
    await http()
      .post(`/api/restaurants/received-application/${id}/status`)
      .set(bearer(owner))
      .send({ status })
      .expect(200);
  return { owner, chef, tradeId: Number(id) };
}

const write = (author: Member, body: Record<string, unknown>) =>
  http().post('/api/reviews').set(bearer(author)).send(body);

const reviewOf = (trade: { tradeId: number }, overrides: Record<string, unknown> = {}) => ({
  trade_type: 'quote',
  trade_id: trade.tradeId,
  rating: 5,
  text: 'Delivered every morning, as promised.',
  tags: ['on_time'],
  ...overrides,
});

const profile = async (viewer: Member, memberId: number, query: Record<string, unknown> = {}) =>
  (await http().get(`/api/users/${memberId}/reviews`).query(query).set(bearer(viewer)).expect(200)).body
    .data as MemberReviews;

const totalsOf = async (memberId: number) =>
  ((await api.db.query('SELECT * FROM review_totals WHERE member_id = ?', [memberId]))[0] ?? null) as Record<
    string,
    number
  > | null;

describe('what can be reviewed', () => {
  it('only a real trade of the author’s: an awarded quote, not an open one, not someone else’s', async () => {
    const open = await quoteTrade({ award: false });
    const notYet = await write(open.owner, reviewOf(open)).expect(422);
    expect(notYet.body.errors).toEqual({ trade_id: [ReviewMessages.notFinished] });

    const trade = await quoteTrade();
    const stranger = await members.vendor();
    const theirs = await write(stranger, reviewOf(trade)).expect(404);
    expect(theirs.body.message).toBe(ReviewMessages.tradeNotFound);
    await write(trade.owner, reviewOf(trade, { trade_id: 4_000_000_000 })).expect(404);
    await write(trade.owner, reviewOf(trade, { trade_type: 'hire' })).expect(404);

    const res = await write(trade.owner, reviewOf(trade)).expect(201);
    expect(res.body.message).toBe(ReviewMessages.created);
    expect(res.body.data).toMatchObject({
      trade_type: 'quote',
      trade_id: trade.tradeId,
      subject_id: trade.vendor.id,
      rating: 5,
      tags: ['on_time'],
      revealed_at: null,
      hidden: false,
    });
  });

  it('one review per side, with the tags of its direction, and none after the 30 days', async () => {
    const trade = await quoteTrade();
    // The vendor's tags are not the owner's.
    const wrongTags = await write(trade.owner, reviewOf(trade, { tags: ['clear_payment_terms'] })).expect(
      422,
    );
    expect(wrongTags.body.errors).toEqual({ tags: [ReviewMessages.tagNotAllowed] });
    await write(trade.owner, reviewOf(trade, { tags: [...REVIEW_TAGS.owner_to_vendor] })).expect(422);
    await write(trade.owner, reviewOf(trade, { rating: 6 })).expect(422);
    await write(trade.owner, reviewOf(trade, { rating: 0 })).expect(422);
    await write(trade.owner, reviewOf(trade, { text: 'x'.repeat(1001) })).expect(422);
    await write(trade.owner, reviewOf(trade, { text: '   ' })).expect(422);
    await write(trade.owner, reviewOf(trade, { trade_type: 'award' })).expect(422);

    await write(trade.owner, reviewOf(trade, { text: 'x'.repeat(1000) })).expect(201);
    const twice = await write(trade.owner, reviewOf(trade)).expect(409);
    expect(twice.body.message).toBe(ReviewMessages.alreadyReviewed);

    const late = await quoteTrade();
    await api.db.query('UPDATE requirements SET accepted_at = ? WHERE accepted_quote_id = ?', [
      new Date(Date.now() - 31 * DAY),
      late.tradeId,
    ]);
    const closed = await write(late.vendor, reviewOf(late, { tags: ['clear_payment_terms'] })).expect(422);
    expect(closed.body.errors).toEqual({ trade_id: [ReviewMessages.windowClosed] });
  });

  it('a hire: the owner and the professional, each with their own tags', async () => {
    const trade = await hireTrade();
    const byOwner = reviewOf(trade, { trade_type: 'hire', tags: ['punctual', 'skilled'] });
    await write(trade.owner, byOwner).expect(201);
    await write(trade.chef, { ...byOwner, tags: ['punctual'] }).expect(422);
    const res = await write(trade.chef, { ...byOwner, rating: 4, tags: ['paid_as_agreed'] }).expect(201);
    expect(res.body.data).toMatchObject({ subject_id: trade.owner.id, revealed_at: expect.any(String) });
    expect((await profile(trade.owner, trade.chef.id)).rating).toMatchObject({ average: 5, count: 1 });
    expect((await profile(trade.chef, trade.owner.id)).rating).toMatchObject({ average: 4, count: 1 });
  });
});

describe('double-blind', () => {
  it('hides a review until the other side wrote theirs, then shows both with the counters', async () => {
    const trade = await quoteTrade();
    const first = (await write(trade.owner, reviewOf(trade, { rating: 4 })).expect(201)).body
      .data as OwnReview;
    const reader = await members.owner();
    expect(await profile(reader, trade.vendor.id)).toMatchObject({
      rating: { average: null, count: 0, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } },
      reviews: { data: [], total: 0 },
    });
    expect(await totalsOf(trade.vendor.id)).toBeNull();

    // Editable until the reveal, by its author only.
    const edit = { rating: 3, text: 'Late twice, otherwise good.', tags: ['quality_as_promised'] };
    const edited = await http()
      .put(`/api/reviews/${first.id}`)
      .set(bearer(trade.owner))
      .send(edit)
      .expect(200);
    expect(edited.body).toMatchObject({
      message: ReviewMessages.updated,
      data: { rating: 3, text: edit.text },
    });
    await http().put(`/api/reviews/${first.id}`).set(bearer(trade.vendor)).send(edit).expect(403);
    await http()
      .put(`/api/reviews/${first.id}`)
      .set(bearer(trade.owner))
      .send({ ...edit, rating: 9 })
      .expect(422);

    const second = await write(trade.vendor, reviewOf(trade, { rating: 5, tags: ['clear_payment_terms'] }));
    expect(second.status).toBe(201);
    expect(second.body.data.revealed_at).not.toBeNull();

    const vendorPage = await profile(reader, trade.vendor.id);
    expect(vendorPage.rating).toEqual({
      average: 3,
      count: 1,
      distribution: { '1': 0, '2': 0, '3': 1, '4': 0, '5': 0 },
    });
    expect(vendorPage.reviews.data).toEqual([
      expect.objectContaining({
        id: first.id,
        rating: 3,
        text: edit.text,
        tags: ['quality_as_promised'],
        author: { id: trade.owner.id, name: 'Asha Shah', photo: null },
        reply: null,
      }),
    ]);
    expect((await profile(reader, trade.owner.id)).rating).toMatchObject({ average: 5, count: 1 });

    // Revealed: no more edits.
    const late = await http().put(`/api/reviews/${first.id}`).set(bearer(trade.owner)).send(edit).expect(409);
    expect(late.body.message).toBe(ReviewMessages.revealed);
  });

  it('reveals a lone review when the window closes (the maintenance task), and counts it then', async () => {
    const trade = await quoteTrade();
    const mine = (await write(trade.owner, reviewOf(trade, { rating: 2 })).expect(201)).body
      .data as OwnReview;
    const reveals = api.app.get(ReviewRevealsService);
    await reveals.revealDue(new Date(Date.parse(mine.window_closes_at) - 60_000));
    expect(await totalsOf(trade.vendor.id)).toBeNull();

    const { revealed } = await reveals.revealDue(new Date(Date.parse(mine.window_closes_at) + 1));
    expect(revealed).toBeGreaterThanOrEqual(1);
    expect(await totalsOf(trade.vendor.id)).toMatchObject({ reviews: 1, rating_sum: 2, stars_2: 1 });
    const page = await profile(trade.owner, trade.vendor.id);
    expect(page.reviews.data.map((r) => [r.id, r.revealed_at])).toEqual([[mine.id, mine.window_closes_at]]);
    // Run twice: nothing more happens.
    await reveals.revealDue(new Date(Date.parse(mine.window_closes_at) + 1));
    expect(await totalsOf(trade.vendor.id)).toMatchObject({ reviews: 1, rating_sum: 2 });
  });

  it('lists the trades still to review with their deadlines, and the review while it can be edited', async () => {
    const trade = await quoteTrade();
    const pending = async (who: Member) =>
      (await http().get('/api/reviews/pending').set(bearer(who)).expect(200)).body.data as PendingReview[];
    const [forOwner] = await pending(trade.owner);
    expect(forOwner).toMatchObject({
      trade_type: 'quote',
      trade_id: trade.tradeId,
      title: trade.requirement.title,
      other: { id: trade.vendor.id, name: 'Vikram Rao' },
      tags: REVIEW_TAGS.owner_to_vendor,
      review: null,
    });
    expect(Date.parse(forOwner!.window_closes_at) - Date.parse(forOwner!.traded_at)).toBe(30 * DAY);
    expect((await pending(trade.vendor))[0]).toMatchObject({
      trade_id: trade.tradeId,
      other: { id: trade.owner.id },
    });

    const mine = (await write(trade.owner, reviewOf(trade)).expect(201)).body.data as OwnReview;
    expect((await pending(trade.owner))[0]?.review).toMatchObject({ id: mine.id });
    await write(trade.vendor, reviewOf(trade, { tags: [] })).expect(201);
    expect(await pending(trade.owner)).toEqual([]);
    expect(await pending(trade.vendor)).toEqual([]);
  });
});

describe('reminders', () => {
  it('mails each side that has not reviewed 3 days and 1 day before the window closes, once', async () => {
    const trade = await quoteTrade();
    const now = new Date();
    // Awarded so that the window closes in 3 days less half an hour.
    await api.db.query('UPDATE requirements SET accepted_at = ? WHERE accepted_quote_id = ?', [
      new Date(now.getTime() + 3 * DAY - 30 * DAY - 30 * 60_000),
      trade.tradeId,
    ]);
    await write(trade.owner, reviewOf(trade)).expect(201);
    const mails = async () => ({
      owner: await outbox.count(trade.owner.payload.email, 'notice'),
      vendor: await outbox.count(trade.vendor.payload.email, 'notice'),
    });
    const before = await mails();
    const reminders = api.app.get(ReviewRemindersService);
    await reminders.remind(now);
    expect(await mails()).toEqual({ owner: before.owner, vendor: before.vendor + 1 });
    const mail = await outbox.last<{ subject: string; paragraphs: string[] }>(
      trade.vendor.payload.email,
      'notice',
    );
    expect(mail?.subject).toBe('3 days left to review your trade with Asha Shah');
    expect(mail?.paragraphs.join(' ')).toContain('/Home/User/reviews');
    // Run again within the hour: nothing more.
    await reminders.remind(new Date(now.getTime() + 10 * 60_000));
    expect((await mails()).vendor).toBe(before.vendor + 1);
    // Two days later: the one-day reminder.
    await reminders.remind(new Date(now.getTime() + 2 * DAY));
    expect((await mails()).vendor).toBe(before.vendor + 2);
    expect((await outbox.last<{ subject: string }>(trade.vendor.payload.email, 'notice'))?.subject).toBe(
      'One day left to review your trade with Asha Shah',
    );
  });
});

describe('replies', () => {
  it('the reviewed member replies once, after the reveal; nobody else', async () => {
    const trade = await quoteTrade();
    const review = (await write(trade.owner, reviewOf(trade)).expect(201)).body.data as OwnReview;
    const reply = (who: Member, text = 'Thank you, see you next season.') =>
      http().post(`/api/reviews/${review.id}/reply`).set(bearer(who)).send({ text });

    expect((await reply(trade.vendor).expect(409)).body.message).toBe(ReviewMessages.notRevealed);
    // Unrevealed: the review does not exist for anyone else.
    await reply(await members.vendor()).expect(404);

    await write(trade.vendor, reviewOf(trade, { tags: [] })).expect(201);
    await reply(trade.owner).expect(403);
    await reply(trade.vendor, '').expect(422);
    const done = await reply(trade.vendor).expect(201);
    expect(done.body).toMatchObject({ message: ReviewMessages.replied, data: { review_id: review.id } });
    expect((await reply(trade.vendor, 'Once more').expect(409)).body.message).toBe(
      ReviewMessages.alreadyReplied,
    );
    const [shown] = (await profile(trade.owner, trade.vendor.id)).reviews.data;
    expect(shown!.reply).toMatchObject({ text: 'Thank you, see you next season.' });
    await http()
      .post('/api/reviews/4000000000/reply')
      .set(bearer(trade.vendor))
      .send({ text: 'x' })
      .expect(404);
  });
});

describe('replies screened by watched words', () => {
  /** A published review about the trade's vendor, and the vendor's reply to it. */
  async function answered(text: string) {
    const trade = await quoteTrade();
    const review = (await write(trade.owner, reviewOf(trade, { rating: 4 })).expect(201)).body
      .data as OwnReview;
    await write(trade.vendor, reviewOf(trade, { tags: [] })).expect(201);
    const reply = await http()
      .post(`/api/reviews/${review.id}/reply`)
      .set(bearer(trade.vendor))
      .send({ text })
      .expect(201);
    return { trade, review, reply: reply.body.data as ReviewReply };
  }

  it('shows a clean reply at once', async () => {
    const { trade, review, reply } = await answered('Thank you for the kind words.');
    expect(reply.hidden).toBe(false);
    const page = await profile(await members.owner(), trade.vendor.id);
    expect(page.reviews.data).toEqual([
      expect.objectContaining({ id: review.id, reply: expect.objectContaining({ text: reply.text }) }),
    ]);
    expect(await openItemOf(api, 'review_reply', review.id)).toBeUndefined();
  });

  it('holds a reply with a watched word: the review stays shown and counted, the reply waits for staff', async () => {
    const word = uniqueWord('replyword');
    await watchWord(api.app, word);
    const { trade, review, reply } = await answered(`Call me on ${word} instead`);
    expect(reply.hidden).toBe(true);

    // Hidden from everyone, the replier included; the review itself and the counters are untouched.
    for (const viewer of [await members.owner(), trade.owner, trade.vendor]) {
      const page = await profile(viewer, trade.vendor.id);
      expect(page.rating).toMatchObject({ average: 4, count: 1 });
      expect(page.reviews.total).toBe(1);
      expect(page.reviews.data).toEqual([expect.objectContaining({ id: review.id, reply: null })]);
    }
    expect(await totalsOf(trade.vendor.id)).toMatchObject({ reviews: 1, rating_sum: 4, stars_4: 1 });
    // Still one reply: holding it does not open the way to a second.
    await http()
      .post(`/api/reviews/${review.id}/reply`)
      .set(bearer(trade.vendor))
      .send({ text: 'Another try' })
      .expect(409);

    // The queue has the reply as its own subject, with the review and its trade as context.
    const itemId = (await openItemOf(api, 'review_reply', review.id))!;
    expect(itemId).toEqual(expect.any(Number));
    expect(await openItemOf(api, 'review', review.id)).toBeUndefined();
    const item = await http().get(`/admin-api/review-items/${itemId}`).set(staffAuth(moderator)).expect(200);
    const shown = JSON.stringify(item.body);
    expect(shown).toContain(word);
    expect(shown).toContain(`awarded quote #${trade.tradeId}`);
    const list = await http()
      .get('/admin-api/reviews')
      .query(listQuery({ filter: { subject_id: trade.vendor.id } }))
      .set(staffAuth(moderator))
      .expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({ id: review.id, hidden: false, reply_hidden: true }),
    ]);

    // Staff release it: the reply shows, the counters as before.
    await http()
      .post(`/admin-api/review-items/${itemId}/actions`)
      .set(staffAuth(moderator))
      .send({ action: 'dismiss', note: 'A phone number, allowed' })
      .expect(200);
    const page = await profile(await members.owner(), trade.vendor.id);
    expect(page.reviews.data).toEqual([
      expect.objectContaining({ id: review.id, reply: expect.objectContaining({ text: reply.text }) }),
    ]);
    expect(page.rating).toMatchObject({ average: 4, count: 1 });
  });

  it('a reply can be reported on its own; a ban of its writer hides it while the ban lasts', async () => {
    const { trade, review } = await answered('You never paid on time either.');
    // Its writer cannot report it; the review's author can, and only the reply enters the queue.
    await report(api, trade.vendor, 'review_reply', review.id, 'harassment').expect(403);
    await report(api, trade.owner, 'review_reply', review.id, 'harassment').expect(201);
    expect(await openItemOf(api, 'review_reply', review.id)).toEqual(expect.any(Number));
    expect(await openItemOf(api, 'review', review.id)).toBeUndefined();
    // A review without a reply has no reply to report.
    const other = await quoteTrade();
    const lone = (await write(other.owner, reviewOf(other)).expect(201)).body.data as OwnReview;
    await report(api, other.vendor, 'review_reply', lone.id, 'spam').expect(404);

    const restrictions = api.app.get(MemberRestrictionsService);
    await restrictions.ban(trade.vendor.id);
    expect((await profile(trade.owner, trade.vendor.id)).reviews.data).toEqual([
      expect.objectContaining({ id: review.id, reply: null }),
    ]);
    await restrictions.unban(trade.vendor.id);
    expect((await profile(trade.owner, trade.vendor.id)).reviews.data).toEqual([
      expect.objectContaining({
        id: review.id,
        reply: expect.objectContaining({ text: 'You never paid on time either.' }),
      }),
    ]);
  });
});

describe('honesty and safety', () => {
  it('the reviewed member cannot remove, edit or blank a review about them: it stays shown and counted', async () => {
    const trade = await quoteTrade();
    const review = (await write(trade.owner, reviewOf(trade, { rating: 2, text: 'Late twice.' })).expect(201))
      .body.data as OwnReview;
    await write(trade.vendor, reviewOf(trade, { tags: [] })).expect(201);

    // No route removes a review: not for its subject (nor for its author).
    await http().delete(`/api/reviews/${review.id}`).set(bearer(trade.vendor)).expect(404);
    await http().delete(`/api/reviews/${review.id}`).set(bearer(trade.owner)).expect(404);
    const edit = { rating: 5, text: 'Always on time.', tags: ['on_time'] };
    const refused = await http()
      .put(`/api/reviews/${review.id}`)
      .set(bearer(trade.vendor))
      .send(edit)
      .expect(403);
    expect(refused.body.message).toBe(ReviewMessages.notYours);
    // The reply is beside the review, never instead of it.
    await http()
      .post(`/api/reviews/${review.id}/reply`)
      .set(bearer(trade.vendor))
      .send({ text: '   ' })
      .expect(422);

    const page = await profile(await members.owner(), trade.vendor.id);
    expect(page.rating).toMatchObject({ average: 2, count: 1 });
    expect(page.reviews.data).toEqual([
      expect.objectContaining({ id: review.id, rating: 2, text: 'Late twice.', reply: null }),
    ]);
  });

  it('holds a review with a watched word: never shown nor counted, and queued for staff', async () => {
    const word = uniqueWord('scamword');
    await watchWord(api.app, word);
    const trade = await quoteTrade();
    const review = await write(trade.owner, reviewOf(trade, { text: `A total ${word} vendor` })).expect(201);
    expect(review.body.data.hidden).toBe(true);
    await write(trade.vendor, reviewOf(trade, { tags: [] })).expect(201);
    expect((await profile(trade.owner, trade.vendor.id)).rating.count).toBe(0);
    expect(await openItemOf(api, 'review', review.body.data.id)).toEqual(expect.any(Number));
  });

  it('a report puts the review in the queue with its trade; staff hide it with a reason, appeal reverses it', async () => {
    const trade = await quoteTrade();
    const review = (
      await write(trade.owner, reviewOf(trade, { rating: 1, text: 'Rude and late.' })).expect(201)
    ).body.data as OwnReview;
    await write(trade.vendor, reviewOf(trade, { tags: [] })).expect(201);
    expect(await totalsOf(trade.vendor.id)).toMatchObject({ reviews: 1, stars_1: 1 });

    // The reviewed member cannot remove it; reporting it is what they can do.
    await establish(api, trade.vendor);
    await report(api, trade.vendor, 'review', review.id, 'harassment').expect(201);
    const itemId = (await openItemOf(api, 'review', review.id))!;
    const item = await http().get(`/admin-api/review-items/${itemId}`).set(staffAuth(moderator)).expect(200);
    expect(JSON.stringify(item.body)).toContain(
      `awarded quote #${trade.tradeId} on “${trade.requirement.title}”`,
    );

    // The moderators' list, and hiding needs a reason.
    const list = await http()
      .get('/admin-api/reviews')
      .query(listQuery({ filter: { subject_id: trade.vendor.id } }))
      .set(staffAuth(moderator))
      .expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({ id: review.id, hidden: false, author_id: trade.owner.id }),
    ]);
    const hide = (body: Record<string, unknown>) =>
      http().post(`/admin-api/reviews/${review.id}/hide`).set(staffAuth(moderator)).send(body);
    await hide({}).expect(422);
    await hide({ reason: 'harassment' }).expect(422);
    await hide({ reason: 'nonsense', note: 'Insults the vendor' }).expect(422);
    const hidden = await hide({ reason: 'harassment', note: 'Insults the vendor' }).expect(200);
    expect(hidden.body).toMatchObject({ hidden: true, hidden_reason: 'Insults the vendor' });
    await hide({ reason: 'harassment', note: 'Again' }).expect(409);
    expect(await totalsOf(trade.vendor.id)).toMatchObject({ reviews: 0, rating_sum: 0, stars_1: 0 });
    expect((await profile(trade.vendor, trade.vendor.id)).reviews.data).toEqual([]);

    // The author's statement of reasons, appealed and reversed by another moderator.
    const notices = (await http().get('/api/moderation/notices').set(bearer(trade.owner)).expect(200)).body
      .data as MemberNotice[];
    const notice = notices.find((n) => n.subject_type === 'review')!;
    expect(notice).toMatchObject({ action: 'keep_hidden', decided_by: 'staff', appeal: null });
    expect(notice.rule).toContain('harassment');
    await http()
      .post(`/api/moderation/notices/${notice.id}/appeal`)
      .set(bearer(trade.owner))
      .send({ text: 'It was honest: they came late twice.' })
      .expect(201);
    const appeals = await http()
      .get('/admin-api/appeals')
      .query(listQuery({ filter: { status: 'open' }, sort: ['id', 'DESC'], range: [0, 9] }))
      .set(staffAuth(secondModerator))
      .expect(200);
    const appeal = appeals.body.find((a: { notice_id: number }) => a.notice_id === notice.id);
    await http()
      .post(`/admin-api/appeals/${appeal.id}/decide`)
      .set(staffAuth(secondModerator))
      .send({ outcome: 'reversed', note: 'Honest criticism' })
      .expect(200);
    expect(await totalsOf(trade.vendor.id)).toMatchObject({ reviews: 1, stars_1: 1 });
  });

  it('a ban hides the banned author’s reviews while it lasts; the counters follow', async () => {
    const trade = await quoteTrade();
    await write(trade.owner, reviewOf(trade, { rating: 4 })).expect(201);
    await write(trade.vendor, reviewOf(trade, { tags: [] })).expect(201);
    const restrictions = api.app.get(MemberRestrictionsService);
    await restrictions.ban(trade.owner.id);
    expect(await totalsOf(trade.vendor.id)).toMatchObject({ reviews: 0, rating_sum: 0 });
    // The banned member's received reviews are not theirs to lose.
    expect(await totalsOf(trade.owner.id)).toMatchObject({ reviews: 1, rating_sum: 5 });
    await restrictions.unban(trade.owner.id);
    expect(await totalsOf(trade.vendor.id)).toMatchObject({ reviews: 1, rating_sum: 4, stars_4: 1 });
  });

  it('a deleted account leaves its reviews signed “Deleted member”, before and after the purge', async () => {
    const trade = await quoteTrade();
    const review = (await write(trade.owner, reviewOf(trade, { rating: 4 })).expect(201)).body
      .data as OwnReview;
    await write(trade.vendor, reviewOf(trade, { tags: [] })).expect(201);
    await http()
      .post('/api/settings/delete-account')
      .set({ ...bearer(trade.owner), 'X-Forwarded-For': freshIp() })
      .send({ password: 'correct horse battery' })
      .expect(200);
    const reader = await members.owner();
    const page = await profile(reader, trade.vendor.id);
    expect(page.rating).toMatchObject({ average: 4, count: 1 });
    expect(page.reviews.data[0]).toMatchObject({
      id: review.id,
      author: { id: null, name: DELETED_MEMBER_NAME, photo: null },
    });

    await api.app.get(AccountDeletionService).purgeDue(new Date(Date.now() + 400 * DAY));
    const [row] = await api.db.query('SELECT author_id FROM reviews WHERE id = ?', [review.id]);
    expect(row.author_id).toBeNull();
    expect((await profile(reader, trade.vendor.id)).reviews.data[0]).toMatchObject({
      id: review.id,
      author: { name: DELETED_MEMBER_NAME },
    });
    expect(await totalsOf(trade.vendor.id)).toMatchObject({ reviews: 1, rating_sum: 4 });
    // The deleted member's own received reviews went with the profile.
    expect(await totalsOf(trade.owner.id)).toBeNull();
  });

  it('puts the reviews in the data export of both sides', async () => {
    const trade = await quoteTrade();
    await write(trade.owner, reviewOf(trade, { text: 'Fresh every day.' })).expect(201);
    await write(trade.vendor, reviewOf(trade, { text: 'Paid on the day.', tags: ['paid_on_time'] })).expect(
      201,
    );
    const part = api.app
      .get(MemberDataPartsService)
      .all()
      .find((p) => p.name === 'reviews')!;
    const ofOwner = (await part.export!(trade.owner.id)).records as {
      written: Array<{ text: string }>;
      received: Array<Record<string, unknown>>;
    };
    expect(ofOwner.written.map((r) => r.text)).toEqual(['Fresh every day.']);
    expect(ofOwner.received).toEqual([
      expect.objectContaining({ text: 'Paid on the day.', tags: ['paid_on_time'] }),
    ]);
    expect(ofOwner.received[0]).not.toHaveProperty('author_id');
    const ofVendor = (await part.export!(trade.vendor.id)).records as typeof ofOwner;
    expect(ofVendor.written.map((r) => r.text)).toEqual(['Paid on the day.']);
    expect(ofVendor.received.map((r) => r.text)).toEqual(['Fresh every day.']);
  });
});

describe('the public part', () => {
  it('pages the newest reviews first, with the total from the counters, and 404s an unknown member', async () => {
    const trades = [await quoteTrade(), await quoteTrade()];
    const vendor = trades[0]!.vendor;
    // The second trade's vendor is made the same vendor: two awarded quotes for one vendor.
    for (const [i, trade] of trades.entries()) {
      if (i > 0)
        await api.db.query('UPDATE requirement_quotes SET vendor_id = ? WHERE id = ?', [
          vendor.id,
          trade.tradeId,
        ]);
      await write(trade.owner, reviewOf(trade, { rating: 4 + i })).expect(201);
      await write(vendor, reviewOf(trade, { tags: [] })).expect(201);
    }
    const first = await profile(trades[0]!.owner, vendor.id, { per_page: 1 });
    expect(first.rating).toMatchObject({ average: 4.5, count: 2 });
    expect(first.reviews).toMatchObject({ total: 2, last_page: 2, per_page: 1, current_page: 1 });
    expect(first.reviews.data[0]!.rating).toBe(5);
    const second = await profile(trades[0]!.owner, vendor.id, { per_page: 1, page: 2 });
    expect(second.reviews.data[0]!.rating).toBe(4);
    // The cards of a list: average and count per member, in one call.
    const ratings = await http()
      .get('/api/reviews/ratings')
      .query({ ids: `${vendor.id},${trades[0]!.owner.id},4000000000` })
      .set(bearer(vendor))
      .expect(200);
    expect(ratings.body.data).toEqual({
      [vendor.id]: { average: 4.5, count: 2 },
      [trades[0]!.owner.id]: { average: 5, count: 1 },
      '4000000000': { average: null, count: 0 },
    });
    await http().get('/api/reviews/ratings').query({ ids: '1,x' }).set(bearer(vendor)).expect(422);
    await http().get('/api/reviews/ratings').set(bearer(vendor)).expect(422);
    await http().get('/api/users/4000000000/reviews').set(bearer(vendor)).expect(404);
    await http()
      .get(`/api/users/${vendor.id}/reviews`)
      .query({ per_page: 500 })
      .set(bearer(vendor))
      .expect(422);
    await http().get(`/api/users/${vendor.id}/reviews`).expect(401);
  });
});

describe('directories by rating', () => {
  /** Trades whose vendor is `vendor`, each reviewed by its owner with these stars and by the vendor. */
  async function reviewed(vendor: Member | null, ratings: number[]): Promise<Member> {
    let subject = vendor;
    for (const rating of ratings) {
      const trade = await quoteTrade();
      if (subject)
        await api.db.query('UPDATE requirement_quotes SET vendor_id = ? WHERE id = ?', [
          subject.id,
          trade.tradeId,
        ]);
      subject ??= trade.vendor;
      await write(trade.owner, reviewOf(trade, { rating })).expect(201);
      await write(subject, reviewOf(trade, { tags: [] })).expect(201);
    }
    return subject!;
  }

  it('lists a type’s members best Bayesian score first: three 5s before one 5, one 1 last', async () => {
    const one5 = await reviewed(null, [5]);
    const three5 = await reviewed(null, [5, 5, 5]);
    const one1 = await reviewed(null, [1]);
    const positions = new Map<number, number>();
    let index = 0;
    for (let page = 1; page <= 20 && positions.size < 3; page++) {
      const res = await http()
        .get('/api/reviews/top-rated')
        .query({ user_type: '7', page, per_page: 50 })
        .set(bearer(one5))
        .expect(200);
      const cards = res.body.data.data as Array<{ id: number; user_type: string; rating: unknown }>;
      for (const card of cards) {
        expect(card.user_type).toBe('7');
        if ([one5.id, three5.id, one1.id].includes(card.id)) positions.set(card.id, index);
        if (card.id === three5.id) expect(card.rating).toEqual({ average: 5, count: 3 });
        index++;
      }
      if (cards.length < 50) break;
    }
    expect(positions.get(three5.id)).toBeLessThan(positions.get(one5.id)!);
    expect(positions.get(one5.id)).toBeLessThan(positions.get(one1.id)!);
    // A banned vendor is listed nowhere.
    await api.app.get(MemberRestrictionsService).ban(three5.id);
    const after = await http()
      .get('/api/reviews/top-rated')
      .query({ user_type: '7', per_page: 50 })
      .set(bearer(one5))
      .expect(200);
    expect(after.body.data.data.map((c: { id: number }) => c.id)).not.toContain(three5.id);
    await http().get('/api/reviews/top-rated').set(bearer(one5)).expect(422);
    await http().get('/api/reviews/top-rated').query({ user_type: '9' }).set(bearer(one5)).expect(422);
  });
});
