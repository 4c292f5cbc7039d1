import type { MemberNotification, NotificationList } from '@app/contracts';
import { getQueueToken } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import { QueueName } from '../src/core/queue/queue-names';
import { MemberRestrictionsService } from '../src/modules/moderation/member-restrictions.service';
import { NoticesService } from '../src/modules/moderation/notices.service';
import { InvoiceIssuerService } from '../src/modules/invoices/invoice-issuer.service';
import { NotificationsJob } from '../src/modules/notifications/jobs/notifications.job';
import { NotificationDeliveryService } from '../src/modules/notifications/notification-delivery.service';
import { NotificationDigestService } from '../src/modules/notifications/notification-digest.service';
import type { MentionsJobData, NotifyJobData } from '../src/modules/notifications/notifications.types';
import { useTestApi } from './support/api';
import { paidPurchase } from './support/invoices';
import { form, makeElite, memberMaker } from './support/marketplace';
import { createPost, type Member, newMember } from './support/social';

const api = useTestApi();
const { http, outbox, bearer } = api;
const members = memberMaker(http, outbox);

/** Letters only, unique per run: names a mention can find. */
const word = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1);
const member = (overrides: Record<string, unknown> = {}) => newMember(http, outbox, overrides);

/**
 * Runs the worker's processor on the queued notification jobs of these members (as the worker would:
 * NotificationsJob.process), then removes them. Other files' jobs stay untouched.
 */
async function deliver(...who: Array<{ id: number }>): Promise<void> {
  const ids = new Set(who.map((m) => m.id));
  const queue = api.app.get<Queue>(getQueueToken(QueueName.Notifications));
  const processor = new NotificationsJob(api.app.get(NotificationDeliveryService));
  const jobs = (await queue.getJobs(['waiting', 'delayed', 'prioritized'], 0, 2000)).filter(Boolean) as Job<
    NotifyJobData | MentionsJobData
  >[];
  const mine = jobs
    .filter((job) =>
      'recipientId' in job.data
        ? ids.has(job.data.recipientId)
        : ids.has((job.data as MentionsJobData).authorId),
    )
    .sort((a, b) => a.timestamp - b.timestamp);
  for (const job of mine) {
    await processor.process(job);
    await job.remove();
  }
}

const list = async (who: Member, query: Record<string, unknown> = {}): Promise<NotificationList> =>
  (await http().get('/api/notifications').query(query).set(bearer(who)).expect(200)).body.data;
const unread = async (who: Member) =>
  (await http().get('/api/notifications/unread-count').set(bearer(who)).expect(200)).body.data as {
    count: number;
    more: boolean;
  };
const like = (who: Member, postId: number) =>
  http().post(`/api/posts/like/${postId}`).set(bearer(who)).expect(200);
const comment = (who: Member, postId: number, body: string) =>
  http().post(`/api/posts/comment/${postId}`).set(bearer(who)).send({ body }).expect(201);
const only = async (who: Member, kind: string): Promise<MemberNotification[]> =>
  (await list(who)).data.filter((n) => n.kind === kind);

describe('notifications of social actions', () => {
  it('groups likes on a post, never for one’s own like, and an unlike takes the like back', async () => {
    const [author, asha, bina, chirag] = await Promise.all([member(), member(), member(), member()]);
    const post = await createPost(http, author, { title: 'Our new tandoor' });
    await like(author, post.id);
    await like(asha, post.id);
    await like(bina, post.id);
    // Chirag likes and unlikes before the worker gets to it: nothing stale is left.
    await like(chirag, post.id);
    await like(chirag, post.id);
    await deliver(author);

    const liked = await only(author, 'post_liked');
    expect(liked).toHaveLength(1);
    expect(liked[0]).toMatchObject({
      text: expect.stringMatching(/ and 1 other liked your post$/),
      link: `/posts/${post.id}`,
      excerpt: 'Our new tandoor',
      others_count: 1,
      read_at: null,
    });
    expect(liked[0]!.actor!.id).toBe(bina.id);

    // An unlike after delivery takes the member out of the unread group.
    await like(bina, post.id);
    const after = await only(author, 'post_liked');
    expect(after[0]).toMatchObject({ others_count: 0, actor: { id: asha.id } });
    expect(after[0]!.text).toMatch(/ liked your post$/);
    expect((await list(asha)).data).toEqual([]);
  });

  it('tells the author of a comment and the members a text mentions', async () => {
    const first = cap(word());
    const last = cap(word());
    const [author, commenter, mentioned] = await Promise.all([
      member(),
      member(),
      member({ first_name: first, last_name: last }),
    ]);
    const post = await createPost(http, author, { title: 'Menu ideas' });
    const res = await comment(
      commenter,
      post.id,
      `Ask @${first}${last} about it, and @${first}${last} again`,
    );
    const commentId = res.body.data.id as number;
    await deliver(author, commenter);

    const commented = await only(author, 'post_commented');
    expect(commented).toHaveLength(1);
    expect(commented[0]).toMatchObject({
      link: `/posts/${post.id}#comment-${commentId}`,
      actor: { id: commenter.id },
    });
    const mentions = await only(mentioned, 'mentioned');
    expect(mentions).toHaveLength(1);
    expect(mentions[0]!.text).toMatch(/ mentioned you in a comment$/);

    // A post that mentions its own author notifies nobody; one that mentions another member does.
    await createPost(http, mentioned, { title: `Me, @${first}${last}, cooking` });
    await createPost(http, author, { title: `Thanks @${first.toLowerCase()}${last.toLowerCase()}!` });
    await deliver(mentioned, author);
    const all = await only(mentioned, 'mentioned');
    expect(all).toHaveLength(2);
    expect(all[0]).toMatchObject({ actor: { id: author.id }, text: expect.stringMatching(/in a post$/) });
  });

  it('tells of follow requests and accepts, once', async () => {
    const [asha, bina] = await Promise.all([member(), member()]);
    await http().post('/api/users/follow').set(bearer(asha)).send({ followee_id: bina.id }).expect(200);
    await http().post('/api/users/follow').set(bearer(asha)).send({ followee_id: bina.id }).expect(200);
    await deliver(bina);
    const requested = await only(bina, 'follow_requested');
    expect(requested).toHaveLength(1);
    expect(requested[0]).toMatchObject({ link: `/Profile/${bina.id}/Request`, actor: { id: asha.id } });

    await http()
      .post('/api/users/follow-action-type')
      .set(bearer(bina))
      .send({ follower_id: asha.id, action_type: 1 })
      .expect(200);
    await deliver(asha);
    const accepted = await only(asha, 'follow_accepted');
    expect(accepted).toHaveLength(1);
    expect(accepted[0]).toMatchObject({
      link: `/Profile/${bina.id}`,
      text: expect.stringMatching(/accepted your follow request$/),
    });
  });

  it('nothing from a blocked (banned) member, even when queued before the ban', async () => {
    const [author, troll] = await Promise.all([member(), member()]);
    const post = await createPost(http, author, { title: 'Quiet post' });
    await like(troll, post.id);
    await api.app.get(MemberRestrictionsService).ban(troll.id);
    try {
      await deliver(author);
      expect(await only(author, 'post_liked')).toEqual([]);
    } finally {
      await api.app.get(MemberRestrictionsService).unban(troll.id);
    }
  });
});

describe('notifications of the marketplace, moderation and payments', () => {
  it('tells the owner of quotes, applications and interest, and the applicant of status changes', async () => {
    const owner = await members.owner();
    await makeElite(api.app, http, owner);
    const vendor = await members.vendor();
    const chef = await members.manpower();

    const requirement = (
      await form(http().post('/api/restaurants/requirement').set(bearer(owner)), {
        title: 'Fresh paneer',
        description: 'Daily 20 kg',
      }).expect(201)
    ).body.data as { id: number };
    await http()
      .post(`/api/vendor/vendors/interested/${requirement.id}`)
      .set(bearer(vendor))
      .send({ is_intrested: 1, mobile_no: '9811122233', rate: 100 })
      .expect(200);

    const job = (
      await form(http().post('/api/restaurants/job').set(bearer(owner)), {
        title: 'Tandoor chef',
        position: 'Head chef',
        salary: '35000',
        per: '0',
        location: 'Adajan',
      }).expect(201)
    ).body.data as { id: number };
    await http()
      .post(`/api/mp/manpowers/apply-now-job/${job.id}`)
      .set(bearer(chef))
      .send({ is_applied: 1 })
      .expect(200);
    await http()
      .post(`/api/vendor/vendor/interested/${vendor.id}`)
      .set(bearer(owner))
      .send({ is_intrested: 1 })
      .expect(200);
    await deliver(owner, vendor);

    expect(await only(owner, 'quote_received')).toMatchObject([
      { link: `/RecievedQuote/${requirement.id}`, excerpt: 'Fresh paneer', actor: { id: vendor.id } },
    ]);
    expect(await only(owner, 'application_received')).toMatchObject([
      { link: '/RecievedApp', excerpt: 'Tandoor chef', actor: { id: chef.id } },
    ]);
    expect(await only(vendor, 'interest_received')).toMatchObject([
      { link: '/VendorListing/Enquiries', actor: { id: owner.id } },
    ]);

    const received = (
      await http().get('/api/restaurants/received-application').set(bearer(owner)).expect(200)
    ).body.data.data as Array<{ id: number }>;
    await http()
      .post(`/api/restaurants/received-application/${received[0]!.id}/status`)
      .set(bearer(owner))
      .send({ status: 'reviewed' })
      .expect(200);
    await deliver(chef);
    const updated = await only(chef, 'application_updated');
    expect(updated).toHaveLength(1);
    expect(updated[0]).toMatchObject({ link: '/ManpowerListings/MyAppliedJobs' });
    expect(updated[0]!.text).toMatch(/^Your job application was /);
  });

  it('tells a member of a moderation decision and of an issued invoice', async () => {
    const who = await member();
    await api.app.get(NoticesService).issue({
      userId: who.id,
      reviewItemId: null,
      actionId: null,
      action: 'remove',
      reason: 'spam',
      subjectType: 'post',
      excerpt: 'Buy followers now',
      staffId: null,
    });
    const invoice = await api.app.get(InvoiceIssuerService).issue(paidPurchase(who.id));
    await api.app.get(InvoiceIssuerService).issue(paidPurchase(who.id, { paymentId: invoice.payment_id }));
    await deliver(who);
    expect(await only(who, 'moderation_decision')).toMatchObject([
      { link: '/Home/User/notices', actor: null },
    ]);
    expect(await only(who, 'invoice_issued')).toMatchObject([
      { link: `/download-invoice/${invoice.id}`, text: 'Payment received: your invoice is ready' },
    ]);
  });
});

describe('reading notifications', () => {
  async function withLikedPosts(n: number) {
    const [author, fan] = await Promise.all([member(), member()]);
    const posts = [];
    for (let i = 0; i < n; i++) posts.push(await createPost(http, author, { title: `Post ${i}` }));
    for (const post of posts) await like(fan, post.id);
    await deliver(author);
    return { author, fan, posts };
  }

  it('counts unread, marks one and then all read, down to zero', async () => {
    const { author, fan } = await withLikedPosts(3);
    expect(await unread(author)).toEqual({ count: 3, more: false });
    const [first] = (await list(author)).data;
    const one = await http().post(`/api/notifications/${first!.id}/read`).set(bearer(author)).expect(200);
    expect(one.body).toMatchObject({ message: 'Notification marked as read', data: { count: 2 } });
    // Someone else's notification is not found for them.
    await http().post(`/api/notifications/${first!.id}/read`).set(bearer(fan)).expect(404);
    await http().post('/api/notifications/abc/read').set(bearer(author)).expect(404);
    const all = await http().post('/api/notifications/read-all').set(bearer(author)).expect(200);
    expect(all.body.data).toEqual({ count: 0, more: false });
    expect(await unread(author)).toEqual({ count: 0, more: false });
    expect((await list(author)).data.every((n) => n.read_at !== null)).toBe(true);
    await http().get('/api/notifications/unread-count').expect(401);
  });

  it('starts a new group after the old one was read', async () => {
    const { author, posts } = await withLikedPosts(1);
    await http().post('/api/notifications/read-all').set(bearer(author)).expect(200);
    const late = await member();
    await like(late, posts[0]!.id);
    await deliver(author);
    const groups = await only(author, 'post_liked');
    expect(groups).toHaveLength(2);
    expect(groups[0]).toMatchObject({ read_at: null, actor: { id: late.id }, others_count: 0 });
    expect(await unread(author)).toEqual({ count: 1, more: false });
  });

  it('pages by keyset, newest first, without repeats', async () => {
    const { author } = await withLikedPosts(5);
    const seen: number[] = [];
    let before: string | null | undefined;
    let pages = 0;
    do {
      const page = await list(author, { limit: 2, ...(before ? { before } : {}) });
      seen.push(...page.data.map((n) => n.id));
      before = page.next_before;
      pages++;
    } while (before && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    await http().get('/api/notifications').query({ before: 'yesterday' }).set(bearer(author)).expect(422);
    await http().get('/api/notifications').query({ limit: 500 }).set(bearer(author)).expect(422);
  });

  it('answers the unread count with one bounded, indexed read', async () => {
    const [row] = await api.db.query(
      'EXPLAIN SELECT COUNT(*) AS n FROM (SELECT 1 FROM notifications WHERE recipient_id = 1 AND read_at IS NULL LIMIT 100) AS unread',
    );
    const plans: Array<{ key: string | null; table: string }> = await api.db.query(
      'EXPLAIN SELECT 1 FROM notifications WHERE recipient_id = 1 AND read_at IS NULL LIMIT 100',
    );
    expect(row).toBeDefined();
    expect(plans[0]!.key).toMatch(/ix_notifications_unread|ux_notifications_unread_group/);
  });
});

describe('preferences and the daily digest', () => {
  it('validates and saves the preferences', async () => {
    const who = await member();
    expect(
      (await http().get('/api/notifications/preferences').set(bearer(who)).expect(200)).body.data,
    ).toEqual({
      digest: [],
      mails_off: [],
      lead_mail: 'instant',
    });
    for (const bad of [
      { digest: ['nope'], mails_off: [] },
      { digest: [], mails_off: [], lead_mail: 'hourly' },
      { digest: 'post_liked', mails_off: [] },
      { digest: [], mails_off: ['otp'] },
      {},
    ])
      await http().post('/api/notifications/preferences').set(bearer(who)).send(bad).expect(422);
    const saved = await http()
      .post('/api/notifications/preferences')
      .set(bearer(who))
      .send({ digest: ['post_commented', 'post_liked', 'post_liked'], mails_off: ['marketplace_activity'] })
      .expect(200);
    expect(saved.body).toMatchObject({
      message: 'Notification settings saved',
      data: { digest: ['post_liked', 'post_commented'], mails_off: ['marketplace_activity'] },
    });
    expect(
      (await http().get('/api/notifications/preferences').set(bearer(who)).expect(200)).body.data,
    ).toEqual(saved.body.data);
    // The lead-mail choice (decision 302): saved when sent, kept by a form that does not send it.
    await http()
      .post('/api/notifications/preferences')
      .set(bearer(who))
      .send({ digest: [], mails_off: [], lead_mail: 'daily' })
      .expect(200);
    const kept = await http()
      .post('/api/notifications/preferences')
      .set(bearer(who))
      .send({ digest: ['post_liked'], mails_off: [] })
      .expect(200);
    expect(kept.body.data).toEqual({ digest: ['post_liked'], mails_off: [], lead_mail: 'daily' });
  });

  it('mails the opted-in kinds once a day', async () => {
    const [author, fan] = await Promise.all([member(), member()]);
    await http()
      .post('/api/notifications/preferences')
      .set(bearer(author))
      .send({ digest: ['post_liked'], mails_off: [] })
      .expect(200);
    const post = await createPost(http, author, { title: 'Digest me' });
    await like(fan, post.id);
    await comment(fan, post.id, 'Lovely');
    await deliver(author);

    const digest = api.app.get(NotificationDigestService);
    await digest.run(new Date());
    await digest.run(new Date());
    expect(await outbox.count(author.payload.email as string, 'notice')).toBe(1);
    const mail = await outbox.last<{ subject: string; paragraphs: string[] }>(
      author.payload.email as string,
      'notice',
    );
    expect(mail!.subject).toBe('Your notifications of the day (1)');
    const body = mail!.paragraphs.join('\n');
    expect(body).toMatch(/liked your post/);
    expect(body).not.toMatch(/commented on your post/);
    expect(body).toMatch(/\/Home\/User\/notifications/);
  });

  it('turns the optional marketplace mails off', async () => {
    const owner = await members.owner();
    const chef = await members.manpower();
    await http()
      .post('/api/notifications/preferences')
      .set(bearer(owner))
      .send({ digest: [], mails_off: ['marketplace_activity'] })
      .expect(200);
    const job = (
      await form(http().post('/api/restaurants/job').set(bearer(owner)), {
        title: 'Quiet chef',
        position: 'Cook',
        salary: '20000',
        per: '0',
        location: 'Adajan',
      }).expect(201)
    ).body.data as { id: number };
    await http()
      .post(`/api/mp/manpowers/apply-now-job/${job.id}`)
      .set(bearer(chef))
      .send({ is_applied: 1 })
      .expect(200);
    expect(await outbox.count(owner.payload.email as string, 'notice')).toBe(0);
    await deliver(owner);
    expect(await only(owner, 'application_received')).toHaveLength(1);
  });
});
