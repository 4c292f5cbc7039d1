import {
  ACCOUNT_PURGE_AFTER_DAYS,
  avatarThumbnailOf,
  CONTACT_LIMITS,
  DataRightsMessages,
  STAFF_ROLES,
} from '@app/contracts';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { unzipSync } from 'fflate';
import { QueueName } from '../src/core/queue/queue-names';
import { AccountDeletionService } from '../src/modules/data-rights/account-deletion.service';
import { DataExportsService, type DataExportJobData } from '../src/modules/data-rights/data-exports.service';
import { InvoiceIssuerService } from '../src/modules/invoices/invoice-issuer.service';
import { bearer, freshIp } from './support/accounts';
import { useTestApi } from './support/api';
import { paidPurchase } from './support/invoices';
import { form, makeElite } from './support/marketplace';
import { createPost, newMember, photo, uniqueWord } from './support/social';
import { listQuery, type StaffMember, staffAuth, staffMember } from './support/staff';

const api = useTestApi();
const { http, outbox } = api;
const PASSWORD = 'correct horse battery';
const DAY = 24 * 3_600_000;
let moderator: StaffMember;

beforeAll(async () => {
  moderator = await staffMember(api, 'moderator', 'contact-inbox');
});

const member = (overrides: Record<string, unknown> = {}) => newMember(http, outbox, overrides);
const login = (email: string, password = PASSWORD) =>
  http().post('/api/login').set('X-Forwarded-For', freshIp()).send({ email, password });
const inbox = () => 'contact-inbox@restaurant.local';

describe('contact form', () => {
  const valid = () => ({
    name: 'Meera Shah',
    email: 'meera@example.test',
    subject: `Question ${uniqueWord()}`,
    message: 'How do I list my restaurant for sale?',
  });

  it('needs no account, reports every invalid field at once, and limits per address', async () => {
    const ip = freshIp();
    const bad = await http()
      .post('/api/contact')
      .set('X-Forwarded-For', ip)
      .send({ name: '', email: 'nope', subject: 'x'.repeat(CONTACT_LIMITS.subject + 1) })
      .expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
    for (let i = 1; i < CONTACT_LIMITS.perHour; i += 1)
      await http().post('/api/contact').set('X-Forwarded-For', ip).send(valid()).expect(201);
    await http().post('/api/contact').set('X-Forwarded-For', ip).send(valid()).expect(429);
    await http().post('/api/contact').set('X-Forwarded-For', freshIp()).send(valid()).expect(201);
  });

  it('is stored for staff, mailed to the inbox, and marked handled with an audit entry', async () => {
    const sent = valid();
    const res = await http().post('/api/contact').set('X-Forwarded-For', freshIp()).send(sent).expect(201);
    expect(res.body.message).toBe(DataRightsMessages.contactSent);
    const mail = await outbox.last<{ id: number; subject: string; message: string }>(
      inbox(),
      'contact-message',
    );
    expect(mail).toMatchObject({ subject: sent.subject, message: sent.message });
    const list = await http()
      .get('/admin-api/contact-messages')
      .query(listQuery({ filter: { status: 'open' }, sort: ['id', 'DESC'], range: [0, 9] }))
      .set(staffAuth(moderator))
      .expect(200);
    expect(list.headers['content-range']).toMatch(/^contact-messages 0-\d+\/\d+$/);
    const row = list.body.find((m: { id: number }) => m.id === mail!.id);
    expect(row).toMatchObject({ ...sent, status: 'open', handled_at: null, member_id: null });
    expect(row).not.toHaveProperty('ip');
    const handled = await http()
      .post(`/admin-api/contact-messages/${mail!.id}/handle`)
      .set(staffAuth(moderator))
      .expect(200);
    expect(handled.body).toMatchObject({ status: 'handled', handled_by: moderator.id });
    const audit = await api.db.query(
      "SELECT action FROM audit_log WHERE target_type = 'contact_message' AND target_id = ?",
      [mail!.id],
    );
    expect(audit).toEqual([{ action: 'contact_message.handle' }]);
  });

  it('inbox is closed to members and to staff without the role', async () => {
    const asha = await member();
    await http().get('/admin-api/contact-messages').set(bearer(asha)).expect(401);
    for (const role of STAFF_ROLES.filter((r) => r !== 'moderator' && r !== 'superadmin')) {
      const staff = await staffMember(api, role, 'contact-roles');
      await http().get('/admin-api/contact-messages').set(staffAuth(staff)).expect(403);
      await http().post('/admin-api/contact-messages/1/handle').set(staffAuth(staff)).expect(403);
    }
  });
});

describe('password change', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const asha = await member();
    const email = asha.payload.email as string;
    const other = (await login(email).expect(200)).body.data.authorization as string;
    const wrong = await http()
      .post('/api/settings/password')
      .set(bearer(asha))
      .send({
        current_password: 'not it at all',
        password: 'a new long password',
        password_confirmation: 'nope',
      })
      .expect(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['password_confirmation']);
    const refused = await http()
      .post('/api/settings/password')
      .set(bearer(asha))
      .send({
        current_password: 'not it at all',
        password: 'a new long password',
        password_confirmation: 'a new long password',
      })
      .expect(422);
    expect(refused.body.errors.current_password).toEqual([DataRightsMessages.wrongPassword]);
    await http()
      .post('/api/settings/password')
      .set(bearer(asha))
      .send({
        current_password: PASSWORD,
        password: 'a new long password',
        password_confirmation: 'a new long password',
      })
      .expect(200);
    await http().get('/api/user').set(bearer(asha)).expect(200);
    await http().get('/api/user').set(bearer(other)).expect(401);
    await login(email).expect(422);
    await login(email, 'a new long password').expect(200);
  });
});

describe('e-mail change', () => {
  it('sends a code to the new address and switches on the right code only', async () => {
    const asha = await member();
    const bina = await member();
    const next = `new-${uniqueWord()}@example.test`;
    const taken = await http()
      .post('/api/settings/email')
      .set(bearer(asha))
      .send({ current_password: PASSWORD, email: bina.payload.email })
      .expect(422);
    expect(taken.body.errors.email).toEqual([DataRightsMessages.emailTaken]);
    await http()
      .post('/api/settings/email')
      .set(bearer(asha))
      .send({ current_password: 'wrong password!', email: next })
      .expect(422);
    await http()
      .post('/api/settings/email')
      .set(bearer(asha))
      .send({ current_password: PASSWORD, email: next })
      .expect(200);
    const code = (await outbox.last<{ code: string }>(next, 'email-change-otp'))!.code;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await http().post('/api/settings/email/confirm').set(bearer(asha)).send({ email_otp: wrong }).expect(422);
    const done = await http()
      .post('/api/settings/email/confirm')
      .set(bearer(asha))
      .send({ email_otp: code })
      .expect(200);
    expect(done.body.data).toEqual({ email: next });
    await login(next).expect(200);
    await login(asha.payload.email as string).expect(422);
  });
});

describe('account deletion', () => {
  it('deactivates at once, hides the member everywhere, purges after the period and keeps invoices', async () => {
    const word = uniqueWord();
    const asha = await member({ first_name: `Del${word}` });
    const bina = await member();
    const ashaPost = await createPost(http, asha, { description: `Asha post ${word}` }, [
      await photo(400, 300),
    ]);
    const binaPost = await createPost(http, bina, { description: 'Bina post' });
    const avatar = await http()
      .post(`/api/users/${asha.id}`)
      .set(bearer(asha))
      .attach('photo', await photo(600, 600), { filename: 'me.jpg', contentType: 'image/jpeg' })
      .expect(200);
    const avatarPaths = [
      avatar.body.data.profile_photo,
      avatarThumbnailOf(avatar.body.data.profile_photo)!,
    ].map((url: string) => new URL(url).pathname);
    await http()
      .post(`/api/posts/comment/${binaPost.id}`)
      .set(bearer(asha))
      .send({ body: `Comment ${word}` })
      .expect(201);
    await http().post(`/api/posts/like/${binaPost.id}`).set(bearer(asha)).expect(200);
    await http().post('/api/users/follow').set(bearer(asha)).send({ followee_id: bina.id });
    await http().post('/api/users/follow').set(bearer(bina)).send({ followee_id: asha.id });
    const likersBefore = await http().get(`/api/posts/like/${binaPost.id}`).set(bearer(bina)).expect(200);
    expect(JSON.stringify(likersBefore.body)).toContain(`Del${word}`);
    const invoice = await api.app.get(InvoiceIssuerService).issue(paidPurchase(asha.id));
    const job = await form(http().post('/api/restaurants/job').set(bearer(asha)), {
      title: `Chef ${word}`,
      position: 'Head chef',
      experience: '5 years',
      salary: '35000',
      per: '0',
      job_timing_from: '10:00',
      job_timing_to: '22:30',
      location: 'Adajan, Surat',
      description: 'Run the tandoor section.',
    }).expect(201);
    const seeker = await member({ user_type: '8', business_name: undefined });
    await makeElite(api.app, http, seeker);
    const jobsFeed = () => http().get('/api/restaurants/job').set(bearer(seeker)).expect(200);
    expect(JSON.stringify((await jobsFeed()).body)).toContain(`Chef ${word}`);

    await http()
      .post('/api/settings/delete-account')
      .set(bearer(asha))
      .send({ password: 'wrong one!' })
      .expect(422);
    await http()
      .post('/api/settings/delete-account')
      .set(bearer(asha))
      .send({ password: PASSWORD })
      .expect(200);

    await http().get('/api/user').set(bearer(asha)).expect(401);
    const refused = await login(asha.payload.email as string).expect(403);
    expect(refused.body.message).toBe(DataRightsMessages.accountGone);
    await http().get(`/api/posts/${ashaPost.id}`).set(bearer(bina)).expect(404);
    await http().get(`/api/users/${asha.id}`).set(bearer(bina)).expect(404);
    const lists = await Promise.all([
      http().get('/api/posts').set(bearer(bina)),
      http().get(`/api/posts/comment/${binaPost.id}`).set(bearer(bina)),
      http().get(`/api/posts/like/${binaPost.id}`).set(bearer(bina)),
      http().get('/api/users/my-followers').set(bearer(bina)),
      http().get('/api/users/my-followees').set(bearer(bina)),
      http().get('/api/users/my-follow-requests').set(bearer(bina)),
      http()
        .get('/api/users')
        .query({ search: `Del${word}` })
        .set(bearer(bina)),
      http()
        .post('/api/global-search')
        .set(bearer(bina))
        .send({ search: `Del${word}` }),
    ]);
    lists.push(await jobsFeed());
    for (const res of lists) {
      expect(res.status).toBeLessThan(300);
      expect(JSON.stringify(res.body)).not.toContain(word);
    }
    const staffView = await http()
      .get('/admin-api/members')
      .query(listQuery({ filter: { status: 'deleted', q: asha.payload.email } }))
      .set(staffAuth(moderator))
      .expect(200);
    expect(staffView.body.map((m: { id: number; status: string }) => [m.id, m.status])).toEqual([
      [asha.id, 'deleted'],
    ]);

    // Not yet due: nothing is removed.
    const deletion = api.app.get(AccountDeletionService);
    const [{ deleted_at }] = await api.db.query('SELECT deleted_at FROM users WHERE id = ?', [asha.id]);
    await deletion.purgeDue(new Date(new Date(deleted_at).getTime() + (ACCOUNT_PURGE_AFTER_DAYS - 1) * DAY));
    expect(await api.db.query('SELECT id FROM posts WHERE user_id = ?', [asha.id])).toHaveLength(1);

    await deletion.purgeDue(new Date(new Date(deleted_at).getTime() + (ACCOUNT_PURGE_AFTER_DAYS + 1) * DAY));
    const [row] = await api.db.query(
      'SELECT first_name, last_name, email, mobile_no, purged_at FROM users WHERE id = ?',
      [asha.id],
    );
    expect(row).toMatchObject({ first_name: 'Deleted', last_name: 'member', mobile_no: null });
    expect(row.email).not.toContain(word);
    expect(row.purged_at).not.toBeNull();
    // The photo and its avatar copy are gone from storage (decision 205).
    for (const path of avatarPaths) await http().get(path).expect(404);
    expect(await api.db.query('SELECT id FROM jobs WHERE id = ?', [job.body.data.id])).toEqual([]);
    for (const table of ['posts', 'post_comments', 'post_likes'])
      expect(await api.db.query(`SELECT id FROM ${table} WHERE user_id = ?`, [asha.id])).toEqual([]);
    expect(
      await api.db.query('SELECT 1 FROM follows WHERE follower_id = ? OR followee_id = ?', [
        asha.id,
        asha.id,
      ]),
    ).toEqual([]);
    const [counts] = await api.db.query('SELECT likes_count, comments_count FROM posts WHERE id = ?', [
      binaPost.id,
    ]);
    expect(counts).toEqual({ likes_count: 0, comments_count: 0 });
    // The invoice is kept as issued.
    expect(await api.db.query('SELECT id FROM invoices WHERE id = ?', [invoice.id])).toHaveLength(1);
    await login(asha.payload.email as string).expect(422);
  });
});

describe('data export', () => {
  it("is built on the queue, mailed as an expiring link, and holds the member's data only", async () => {
    const mine = uniqueWord('mine');
    const theirs = uniqueWord('theirs');
    const asha = await member();
    const bina = await member({ first_name: `Other${theirs}` });
    await createPost(http, asha, { description: `My post ${mine}` }, [await photo(300, 200)]);
    const binaPost = await createPost(http, bina, { description: `Their post ${theirs}` });
    await http()
      .post(`/api/posts/comment/${binaPost.id}`)
      .set(bearer(asha))
      .send({ body: `My comment ${mine}` })
      .expect(201);
    await http()
      .post(`/api/posts/comment/${binaPost.id}`)
      .set(bearer(bina))
      .send({ body: `Their comment ${theirs}` })
      .expect(201);
    await http().post('/api/users/follow').set(bearer(asha)).send({ followee_id: bina.id });

    await http().post('/api/settings/export').set(bearer(asha)).expect(202);
    const queue = api.app.get<Queue<DataExportJobData>>(getQueueToken(QueueName.DataExport));
    const jobs = (await queue.getJobs(['waiting', 'delayed', 'prioritized'])).filter(Boolean);
    const [{ id: exportId }] = await api.db.query(
      'SELECT id FROM data_exports WHERE user_id = ? ORDER BY id DESC LIMIT 1',
      [asha.id],
    );
    expect(jobs.map((j) => j.data.exportId)).toContain(exportId);
    await api.app.get(DataExportsService).build(exportId);

    const mail = await outbox.last<{ url: string; hours: number }>(
      asha.payload.email as string,
      'data-export',
    );
    const link = new URL(mail!.url);
    const res = await http()
      .get(link.pathname)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const entries = Object.entries(unzipSync(new Uint8Array(res.body as Buffer)));
    const names = entries.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'profile.json',
        'posts.json',
        'comments.json',
        'likes.json',
        'follows.json',
        'listings.json',
        'payments.json',
        'invoices.json',
        'bluetick.json',
      ]),
    );
    expect(names.some((n) => n.startsWith('files/posts/'))).toBe(true);
    const text = entries.map(([, data]) => Buffer.from(data).toString('latin1')).join('\n');
    expect(text).toContain(`My post ${mine}`);
    expect(text).toContain(`My comment ${mine}`);
    expect(text).toContain(asha.payload.email as string);
    expect(text).not.toContain(theirs);
    expect(text).not.toContain(bina.payload.email as string);

    // A wrong token and an expired link are refused.
    await http()
      .get(`/api/data-exports/${'x'.repeat(43)}`)
      .expect(404);
    await http().get('/api/data-exports/short').expect(422);
    await api.db.query('UPDATE data_exports SET expires_at = ? WHERE id = ?', [
      new Date(Date.now() - 1000),
      exportId,
    ]);
    await http().get(link.pathname).expect(404);
    await api.app.get(DataExportsService).removeExpired(new Date());
    expect(await api.db.query('SELECT id FROM data_exports WHERE id = ?', [exportId])).toEqual([]);
  });
});
