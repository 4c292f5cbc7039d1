import type { MemberUser, StaffTradeCategory } from '@app/contracts';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { getQueueToken } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import { renderMail } from '../src/core/mail/mail-templates-hi';
import type { EmailJobData } from '../src/core/mail/mail.service';
import { MailService } from '../src/core/mail/mail.service';
import { QueueName } from '../src/core/queue/queue-names';
import { LeadRoutingService } from '../src/modules/marketplace/leads/lead-routing';
import { NotificationsJob } from '../src/modules/notifications/jobs/notifications.job';
import { NotificationDeliveryService } from '../src/modules/notifications/notification-delivery.service';
import type { NotifyJobData } from '../src/modules/notifications/notifications.types';
import { WorkerModule } from '../src/worker.module';
import { useTestApi } from './support/api';
import { bearer, freshIp, signupPayload } from './support/accounts';
import { form, makeElite, memberMaker } from './support/marketplace';
import { type Member, uniqueWord } from './support/social';
import { staffAuth, staffMember } from './support/staff';
import { drainQueues, startSmtp, waitFor } from './support/workers';

/**
 * Mails in the member's language (issue 35, decisions 390–391): the saved language, set at sign-up from the
 * request's language and in the settings, picks each mail's Hindi or English version when the job is
 * queued; English members get the seeds' English unchanged.
 */
const api = useTestApi();
const { http, outbox } = api;
const members = memberMaker(http, outbox);

interface Notice {
  subject: string;
  heading: string;
  paragraphs: string[];
}

const saveLanguage = (member: Member, language: unknown) =>
  http().post('/api/settings/language').set(bearer(member)).send({ language });

const me = async (member: Member): Promise<MemberUser> =>
  (await http().get('/api/user').set(bearer(member)).expect(200)).body.data as MemberUser;

/** The mail as the worker renders it from its job. */
const rendered = (job: EmailJobData | undefined) => {
  if (!job) throw new Error('no such mail queued');
  return renderMail(job.template, job.data as never, job.language);
};

describe('the saved language', () => {
  it('is English by default and Hindi for a member who signs up in Hindi; the OTP mail follows it', async () => {
    const english = signupPayload();
    await http().post('/api/users').set('X-Forwarded-For', freshIp()).send(english).expect(201);
    const englishOtp = await outbox.lastJob(english.email as string, 'email-otp');
    expect(englishOtp?.language).toBeUndefined();
    expect(rendered(englishOtp).subject).toMatch(/^Your verification code: \d{6}$/);

    const hindi = signupPayload();
    const res = await http()
      .post('/api/users')
      .set('X-Forwarded-For', freshIp())
      .set('Accept-Language', 'hi-IN,hi;q=0.9,en;q=0.5')
      .send(hindi)
      .expect(201);
    // The answer's message is Hindi too (decision 324); the member answered is theirs, with the language.
    expect(res.body.data.language).toBe('hi');
    const job = await outbox.lastJob(hindi.email as string, 'email-otp');
    expect(job?.language).toBe('hi');
    const mail = rendered(job);
    const code = (job!.data as { code: string }).code;
    expect(mail.subject).toBe(`आपका वेरिफ़िकेशन कोड: ${code}`);
    expect(mail.text).toContain(`आपका वेरिफ़िकेशन कोड ${code} है।`);
    expect(mail.text).toContain('— रेस्टोरेंट कम्युनिटी');
    expect(mail.html).toContain('<html lang="hi">');
  });

  it('is set in the settings, to a supported language only, and shown to the member alone', async () => {
    const member = await members.owner();
    expect((await me(member)).language).toBe('en');
    const saved = await saveLanguage(member, 'hi').expect(200);
    expect(saved.body).toMatchObject({ message: 'Your language has been saved.', data: { language: 'hi' } });
    expect((await me(member)).language).toBe('hi');

    for (const bad of ['fr', '', 7, null, ['hi']]) {
      const res = await saveLanguage(member, bad).expect(422);
      expect(Object.keys(res.body.errors)).toEqual(['language']);
    }
    const hindiError = await http()
      .post('/api/settings/language')
      .set(bearer(member))
      .set('Accept-Language', 'hi')
      .send({ language: 'xx' })
      .expect(422);
    expect(hindiError.body.errors.language).toEqual(['चुनी गई भाषा मान्य नहीं है।']);
    await http().post('/api/settings/language').send({ language: 'hi' }).expect(401);

    // Another member's profile never carries it (a private field, decision 055).
    const other = await members.owner();
    const seen = await http().get(`/api/users/${member.id}`).set(bearer(other)).expect(200);
    expect(seen.body.data).not.toHaveProperty('language');
  });
});

describe('marketplace mails in the recipient language', () => {
  async function requirement(owner: Member, fields: Record<string, string> = {}) {
    const res = await form(http().post('/api/restaurants/requirement').set(bearer(owner)), {
      title: uniqueWord('req'),
      description: 'Fresh paneer, delivered by 7 am.',
      ...fields,
    });
    if (res.status !== 201) throw new Error(`requirement not created: ${res.status}`);
    return res.body.data as { id: number; title: string };
  }

  const quote = (vendor: Member, id: number) =>
    http()
      .post(`/api/vendor/vendors/interested/${id}`)
      .set(bearer(vendor))
      .send({ is_intrested: 1, mobile_no: '9844400001', rate: 1500, remark: 'Delivered daily' })
      .expect(200);

  it('mails a Hindi owner the quote in Hindi, an English owner the seeds’ English', async () => {
    const hindiOwner = await members.owner();
    await makeElite(api.app, http, hindiOwner);
    await saveLanguage(hindiOwner, 'hi').expect(200);
    const englishOwner = await members.owner();
    await makeElite(api.app, http, englishOwner);
    const vendor = await members.vendor();

    const forHindi = await requirement(hindiOwner);
    await quote(vendor, forHindi.id);
    const hindiJob = await outbox.lastJob(hindiOwner.payload.email as string, 'notice');
    expect(hindiJob?.language).toBe('hi');
    const hindiMail = hindiJob!.data as Notice;
    expect(hindiMail.subject).toBe(`आपकी ज़रूरत "${forHindi.title}" के लिए नया कोटेशन`);
    expect(hindiMail.paragraphs[1]).toContain('का कोटेशन भेजा है।');
    expect(rendered(hindiJob).text).toContain('आपको एक कोटेशन मिला है');

    const forEnglish = await requirement(englishOwner);
    await quote(vendor, forEnglish.id);
    const englishJob = await outbox.lastJob(englishOwner.payload.email as string, 'notice');
    expect(englishJob?.language).toBeUndefined();
    expect((englishJob!.data as Notice).subject).toBe(`New quote for your requirement "${forEnglish.title}"`);
    expect(rendered(englishJob).text).toContain('— Restaurant Community');
  });

  it('mails a lead to a Hindi vendor in Hindi and to an English vendor in English', async () => {
    const editor = await staffMember(api, 'content_editor');
    const name = `Trade ${uniqueWord()}`;
    const trade = (
      await http()
        .post('/admin-api/trade-categories')
        .set(staffAuth(editor))
        .send({ name_en: name, name_hi: `व्यापार ${name}`, keywords: '', position: 900 })
        .expect(201)
    ).body as StaffTradeCategory;
    const vendorOf = async () => {
      const vendor = await members.vendor();
      await form(http().post(`/api/users/${vendor.id}`).set(bearer(vendor)), {
        trade_category_ids: String(trade.id),
      }).expect(200);
      return vendor;
    };
    const [hindiVendor, englishVendor] = [await vendorOf(), await vendorOf()];
    await saveLanguage(hindiVendor, 'hi').expect(200);
    const owner = await members.owner();
    await makeElite(api.app, http, owner);
    const listing = await requirement(owner, { title: 'Weekly order', category_id: String(trade.id) });

    const routing = api.app.get<Queue>(getQueueToken(QueueName.Leads));
    await (await routing.getJob(`route-requirement-${listing.id}`))?.remove();
    expect(await api.app.get(LeadRoutingService).route('requirement', listing.id)).toBe(2);

    const hindiJob = await outbox.lastJob(hindiVendor.payload.email as string, 'notice');
    expect(hindiJob?.language).toBe('hi');
    expect((hindiJob!.data as Notice).subject).toBe('आपके कारोबार के लिए नई ज़रूरत: Weekly order');
    const englishJob = await outbox.lastJob(englishVendor.payload.email as string, 'notice');
    expect(englishJob?.language).toBeUndefined();
    expect((englishJob!.data as Notice).subject).toBe('New requirement for your business: Weekly order');

    // The bell's text follows the reader's language too (decision 392), once the worker wrote it.
    const notifications = api.app.get<Queue>(getQueueToken(QueueName.Notifications));
    const processor = new NotificationsJob(api.app.get(NotificationDeliveryService));
    for (const job of await notifications.getJobs(['waiting', 'delayed', 'prioritized'], 0, 2000))
      if (job && (job.data as NotifyJobData).recipientId === hindiVendor.id) {
        await processor.process(job as Job<NotifyJobData>);
        await job.remove();
      }
    const bell = async (language?: string) => {
      const req = http().get('/api/notifications').set(bearer(hindiVendor));
      if (language) req.set('Accept-Language', language);
      return (await req.expect(200)).body.data.data[0].text as string;
    };
    expect(await bell('hi')).toContain('एक ज़रूरत पोस्ट की है जो आपके कारोबार से मेल खाती है');
    expect(await bell()).toContain('posted a requirement that matches your business');
  });
});

/** RFC 2047 encoded words of a header (B or Q), as a mail program shows them. */
const decodeHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );

/** A raw mail's subject and its parts by content type, decoded (base64 or quoted-printable). */
function parseMail(raw: string) {
  const unfolded = raw.replace(/\r\n/g, '\n');
  const subject = /^Subject: (.*(?:\n[ \t].*)*)/m.exec(unfolded)?.[1]?.replace(/\n[ \t]/g, ' ') ?? '';
  const parts: Record<string, string> = {};
  for (const part of unfolded.split(/\n--[^\n]+\n/)) {
    const type = /^Content-Type: ([^;\n]+)/im.exec(part)?.[1];
    const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(part)?.[1]?.toLowerCase();
    const body = part.split(/\n\n/).slice(1).join('\n\n');
    if (!type || !type.startsWith('text/')) continue;
    parts[type] =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? Buffer.from(
              body
                .replace(/=\n/g, '')
                .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            ).toString('utf8')
          : body;
  }
  return { subject: decodeHeader(subject), text: parts['text/plain'] ?? '', html: parts['text/html'] ?? '' };
}

describe('job application mails in the recipient language', () => {
  const createJob = async (owner: Member) => {
    const res = await form(http().post('/api/restaurants/job').set(bearer(owner)), {
      title: uniqueWord('job'),
      position: 'Head chef',
      salary: '35000',
      per: '0',
    });
    if (res.status !== 201) throw new Error(`job not created: ${res.status}`);
    return res.body.data as { id: number; title: string };
  };
  const applyTo = (applicant: Member, id: number) =>
    http()
      .post(`/api/mp/manpowers/apply-now-job/${id}`)
      .set(bearer(applicant))
      .send({ is_applied: 1 })
      .expect(200);
  const applicationTo = async (owner: Member) =>
    (await http().get('/api/restaurants/received-application').set(bearer(owner)).expect(200)).body.data
      .data[0] as { id: number };
  const moveTo = (owner: Member, id: number) =>
    http()
      .post(`/api/restaurants/received-application/${id}/status`)
      .set(bearer(owner))
      .send({ status: 'reviewed' })
      .expect(200);

  it('names the pages in Hindi as the Hindi menu does, and in the seeds’ English words in English', async () => {
    const hindiOwner = await members.owner();
    await saveLanguage(hindiOwner, 'hi').expect(200);
    const hindiChef = await members.manpower();
    await saveLanguage(hindiChef, 'hi').expect(200);
    const forHindi = await createJob(hindiOwner);
    await applyTo(hindiChef, forHindi.id);
    const received = await outbox.lastJob(hindiOwner.payload.email as string, 'notice');
    expect(received?.language).toBe('hi');
    const receivedText = (received!.data as Notice).paragraphs.join('\n');
    expect(receivedText).toContain('मुख्य मेन्यू में "मिले आवेदन" खोलें');
    expect(receivedText).not.toMatch(/Main Manu|Received Application/);
    await moveTo(hindiOwner, (await applicationTo(hindiOwner)).id);
    const moved = await outbox.lastJob(hindiChef.payload.email as string, 'notice');
    expect(moved?.language).toBe('hi');
    expect((moved!.data as Notice).paragraphs.at(-1)).toBe('अपने सारे आवेदन आप "मेरे आवेदन" में देख सकते हैं।');

    const englishOwner = await members.owner();
    const englishChef = await members.manpower();
    const forEnglish = await createJob(englishOwner);
    await applyTo(englishChef, forEnglish.id);
    const englishReceived = await outbox.lastJob(englishOwner.payload.email as string, 'notice');
    expect(englishReceived?.language).toBeUndefined();
    expect((englishReceived!.data as Notice).paragraphs.at(-1)).toBe(
      'Open Received Application in your Main Manu to see the applicant, their resume, and to move the application along.',
    );
    await moveTo(englishOwner, (await applicationTo(englishOwner)).id);
    const englishMoved = await outbox.lastJob(englishChef.payload.email as string, 'notice');
    expect((englishMoved!.data as Notice).paragraphs.at(-1)).toBe(
      'You can follow all your applications under My Applied Jobs.',
    );
  });
});

describe('through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    smtp = await startSmtp();
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    // Mails queued above were read from the queue; the worker starts on an empty one.
    await drainQueues(QueueName.Email);
    worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await worker.init();
  });

  afterAll(async () => {
    await worker?.close();
    await smtp?.close();
  });

  it('delivers the Hindi version with its plain-text part, UTF-8 subject and lang', async () => {
    const to = `hindi-${Date.now()}@example.test`;
    await worker
      .get(MailService)
      .send({ email: to, language: 'hi' }, 'email-otp', { first_name: 'आशा', code: '123456', minutes: 10 });
    const raw = await waitFor(() => smtp.inbox.find((mail) => mail.to.includes(to))?.raw);
    const mail = parseMail(raw);
    expect(mail.subject).toBe('आपका वेरिफ़िकेशन कोड: 123456');
    expect(mail.text).toContain('नमस्ते आशा,');
    expect(mail.text).toContain('यह कोड 10 मिनट तक चलेगा।');
    expect(mail.html).toContain('<html lang="hi">');
  });
});
