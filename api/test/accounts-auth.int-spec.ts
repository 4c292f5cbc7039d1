import { AccountMessages, Messages } from '@app/contracts';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { EmailOtpEntity } from '../src/modules/accounts/entities/email-otp.entity';
import { UserEntity } from '../src/modules/members/entities/user.entity';
import { PasswordResetEntity } from '../src/modules/accounts/entities/password-reset.entity';
import { PasswordResetJob } from '../src/modules/accounts/jobs/password-reset.job';
import { MemberAuthService, type PasswordResetJobData } from '../src/modules/accounts/member-auth.service';
import { RESETS_PER_HOUR } from '../src/modules/accounts/account-limits';
import { bullConnection } from '../src/core/queue/queue.module';
import { QueueName } from '../src/core/queue/queue-names';
import { Queue } from 'bullmq';
import { freshIp, signupPayload, signUpVerified, uniqueEmail } from './support/accounts';
import { useTestApi } from './support/api';

const api = useTestApi();
const { http, outbox } = api;

let otps: Repository<EmailOtpEntity>;
let users: Repository<UserEntity>;
let accountJobs: Queue<PasswordResetJobData>;

beforeAll(async () => {
  accountJobs = new Queue(QueueName.Accounts, { connection: bullConnection(process.env.REDIS_URL!) });
  otps = api.app.get(getRepositoryToken(EmailOtpEntity));
  users = api.app.get(getRepositoryToken(UserEntity));
});
afterAll(async () => {
  await accountJobs.close();
});

const post = (path: string, body: object, ip = freshIp()) =>
  http().post(`/api/${path}`).set('X-Forwarded-For', ip).send(body);
const otpOf = async (email: string) => (await outbox.last<{ code: string }>(email, 'email-otp'))!.code;
/** The queued password-reset requests for an address (no worker runs in these tests). */
const resetJobs = async (email: string) =>
  (await accountJobs.getJobs(['waiting', 'delayed', 'prioritized'], 0, -1)).filter(
    (j) => j?.data.email === email,
  );
/** Runs the reset job's processor on each queued request for an address, as the worker would. */
async function runResetJobs(email: string): Promise<void> {
  const processor = new PasswordResetJob(api.app.get(MemberAuthService));
  for (const job of await resetJobs(email)) {
    await processor.process(job);
    await job.remove();
  }
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-up', () => {
  it('creates an unverified member, answers 201 without a token, and mails a 6-digit code', async () => {
    const payload = signupPayload();
    const res = await post('users', payload).expect(201);
    expect(res.body).toMatchObject({
      status_code: 201,
      data: { email: payload.email, first_name: 'Asha', user_type: '6', subscription: null },
    });
    expect(res.body.data).not.toHaveProperty('authorization');
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash/);
    expect(await otpOf(payload.email)).toMatch(/^\d{6}$/);
  });

  it.each([
    ['first_name', { first_name: '' }],
    ['last_name', { last_name: undefined }],
    ['email', { email: 'not-an-email' }],
    ['mobile_no', { mobile_no: '' }],
    ['password', { password: 'short', password_confirmation: 'short' }],
    ['password_confirmation', { password_confirmation: 'something else entirely' }],
    ['user_type', { user_type: '5' }],
    ['business_name', { business_name: '' }],
    ['country_id', { country_id: 'abc' }],
    ['adult', { adult: '0' }],
  ])('answers 422 naming %s', async (field, overrides) => {
    const res = await post('users', signupPayload(overrides)).expect(422);
    expect(res.body.errors).toHaveProperty(field);
    expect(res.body.message).toBe(res.body.errors[field][0]);
  });

  it('lets a restaurant professional ("8") sign up without a business name', async () => {
    const res = await post('users', signupPayload({ user_type: '8', business_name: undefined })).expect(201);
    expect(res.body.data).toMatchObject({ user_type: '8', user_type_text: 'Manpower', business_name: null });
  });

  it('refuses an email already taken, in any case', async () => {
    const payload = signupPayload();
    await post('users', payload).expect(201);
    const res = await post('users', signupPayload({ email: payload.email.toUpperCase() })).expect(422);
    expect(res.body).toMatchObject({
      message: AccountMessages.emailTaken,
      errors: { email: [AccountMessages.emailTaken] },
    });
  });

  it('refuses a city that is not in the state given', async () => {
    const res = await post('users', signupPayload({ state_id: 4014 })).expect(422);
    expect(res.body.errors).toHaveProperty('city_id');
  });

  it('elite sign-up creates a pending subscription for plan 1', async () => {
    const payload = { ...signupPayload(), plan_id: 1, gst_no: '24AAAAA0000A1Z8' };
    const res = await post('users/elight-signup', payload).expect(201);
    expect(res.body.data.subscription).toEqual({ id: expect.any(Number), plan_id: 1, status: 'pending' });
    expect(res.body.data).toMatchObject({ gst_no: '24AAAAA0000A1Z8', is_subscribed: 0 });
    expect(
      (await post('users/elight-signup', { ...signupPayload(), plan_id: 7 }).expect(422)).body.errors,
    ).toHaveProperty('plan_id');
  });
});

describe('e-mail verification', () => {
  it('logs the member in: the token opens GET user', async () => {
    const payload = signupPayload();
    await post('users', payload).expect(201);
    const res = await post('verify-email', {
      email: payload.email,
      email_otp: await otpOf(payload.email),
    }).expect(200);
    expect(res.body.message).toBe(Messages.emailVerified);
    expect(res.body.data).toMatchObject({
      email: payload.email,
      authorization: expect.any(String),
      user: { email: payload.email },
    });
    const me = await http()
      .get('/api/user')
      .set('Authorization', `Bearer ${res.body.data.authorization}`)
      .expect(200);
    expect(me.body.data).toMatchObject({
      id: res.body.data.id,
      full_name: 'Asha Patel',
      country: { id: 101, name: 'India' },
      city: { id: 134096, name: 'Surat' },
    });
    expect((await users.findOneByOrFail({ id: res.body.data.id })).adult_confirmed_at).toBeInstanceOf(Date);
  });

  it('kills the code after five wrong tries, even for the right code', async () => {
    const payload = signupPayload();
    await post('users', payload).expect(201);
    const code = await otpOf(payload.email);
    for (let i = 0; i < 4; i++) {
      const res = await post('verify-email', { email: payload.email, email_otp: wrongCode(code) }).expect(
        422,
      );
      expect(res.body.message).toBe('The verification code is not correct.');
    }
    const fifth = await post('verify-email', { email: payload.email, email_otp: wrongCode(code) }).expect(
      422,
    );
    expect(fifth.body.message).toMatch(/request a new code/);
    const right = await post('verify-email', { email: payload.email, email_otp: code }).expect(422);
    expect(right.body.message).toMatch(/request a new code/);
  });

  it('refuses an expired code', async () => {
    const payload = signupPayload();
    const created = await post('users', payload).expect(201);
    await otps.update({ user_id: created.body.data.id }, { expires_at: new Date(Date.now() - 1000) });
    const res = await post('verify-email', {
      email: payload.email,
      email_otp: await otpOf(payload.email),
    }).expect(422);
    expect(res.body.message).toMatch(/expired/);
  });

  it('refuses a code used once already', async () => {
    const { payload } = await signUpVerified(http, outbox);
    const res = await post('verify-email', {
      email: payload.email,
      email_otp: await otpOf(payload.email),
    }).expect(422);
    expect(res.body.message).toBeTruthy();
  });

  it('answers a verified address exactly as an unknown one, and as a wrong code for a pending account', async () => {
    const { payload: verified } = await signUpVerified(http, outbox);
    const pending = signupPayload();
    await post('users', pending).expect(201);
    const code = wrongCode(await otpOf(pending.email));
    const answers = await Promise.all(
      [verified.email, uniqueEmail('nobody'), pending.email].map(async (email) => {
        const res = await post('verify-email', { email, email_otp: code });
        return { status: res.status, body: res.body };
      }),
    );
    expect(answers[0]).toEqual({
      status: 422,
      body: {
        status_code: 422,
        message: 'The verification code is not correct.',
        errors: { email_otp: ['The verification code is not correct.'] },
        data: null,
      },
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('resends a new code at most once a minute, and says the same for unknown addresses', async () => {
    const payload = signupPayload();
    await post('users', payload).expect(201);
    const first = await otpOf(payload.email);
    const res = await post('resend-email-otp', { email: payload.email }).expect(200);
    expect(res.body.message).toBe(Messages.otpResent);
    expect(await outbox.count(payload.email, 'email-otp')).toBe(2);
    const again = await post('resend-email-otp', { email: payload.email }).expect(429);
    expect(again.body).toMatchObject({ status_code: 429, message: expect.stringMatching(/wait a minute/) });
    // The first code was replaced by the new one.
    expect(
      (await post('verify-email', { email: payload.email, email_otp: first }).expect(422)).body.errors,
    ).toHaveProperty('email_otp');

    const unknown = uniqueEmail('nobody');
    expect((await post('resend-email-otp', { email: unknown }).expect(200)).body.message).toBe(
      Messages.otpResent,
    );
    expect(await outbox.count(unknown, 'email-otp')).toBe(0);
  });
});

describe('login and logout', () => {
  it('answers 405 for an unverified account with the right password', async () => {
    const payload = signupPayload();
    await post('users', payload).expect(201);
    const res = await post('login', {
      email: payload.email,
      password: payload.password,
      remember_me: '0',
    }).expect(405);
    expect(res.body).toEqual({ status_code: 405, message: Messages.accountNotVerified, data: null });
  });

  it('gives one message for an unknown email and a wrong password', async () => {
    const { payload } = await signUpVerified(http, outbox);
    const wrongPassword = await post('login', {
      email: payload.email,
      password: 'wrong password!',
      remember_me: '0',
    }).expect(422);
    const unknown = await post('login', {
      email: uniqueEmail('ghost'),
      password: payload.password,
      remember_me: '0',
    }).expect(422);
    expect(wrongPassword.body.message).toBe(AccountMessages.badCredentials);
    expect(unknown.body).toEqual(wrongPassword.body);
  });

  it('logs in (any case of email) with data, authorization and user; logout revokes the token', async () => {
    const { payload } = await signUpVerified(http, outbox);
    const res = await post('login', {
      email: payload.email.toUpperCase(),
      password: payload.password,
      remember_me: '1',
    }).expect(200);
    const token = res.body.data.authorization as string;
    expect(res.body.data).toMatchObject({
      id: expect.any(Number),
      email: payload.email,
      user: { email: payload.email },
    });
    await http().get('/api/user').set('Authorization', `Bearer ${token}`).expect(200);
    await http().get('/api/logout').set('Authorization', `Bearer ${token}`).expect(200);
    const after = await http().get('/api/user').set('Authorization', `Bearer ${token}`).expect(401);
    expect(after.body.status_code).toBe(401);
  });

  it('answers 401 on GET user without a token', async () => {
    await http().get('/api/user').expect(401);
  });

  it('limits logins per client address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await post('login', { email: uniqueEmail(), password: 'whatever123' }, ip)).status);
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('password reset', () => {
  it('answers known and unknown addresses byte for byte alike, and leaves the work to the job', async () => {
    const { payload } = await signUpVerified(http, outbox);
    const ghost = uniqueEmail('ghost');
    const known = await post('forgot-password', { email: payload.email }).expect(200);
    const unknown = await post('forgot-password', { email: ghost }).expect(200);
    expect(unknown.text).toBe(known.text);
    expect(known.body.message).toBe(AccountMessages.forgotSent);
    // Nothing was looked up, stored or mailed during the request: only the request was queued.
    const resets = api.app.get<Repository<PasswordResetEntity>>(getRepositoryToken(PasswordResetEntity));
    expect(await resets.countBy({ email: payload.email })).toBe(0);
    expect(await outbox.count(payload.email, 'password-reset')).toBe(0);
    expect(await resetJobs(payload.email)).toHaveLength(1);
    expect(await resetJobs(ghost)).toHaveLength(1);

    await runResetJobs(payload.email);
    await runResetJobs(ghost);
    expect(await resets.countBy({ email: payload.email })).toBe(1);
    expect(await outbox.count(payload.email, 'password-reset')).toBe(1);
    expect(await outbox.count(ghost, 'password-reset')).toBe(0);
  });

  it(`mails at most ${RESETS_PER_HOUR} reset links an hour to one address, answering every request alike`, async () => {
    const { payload } = await signUpVerified(http, outbox);
    const answers: string[] = [];
    for (let i = 0; i <= RESETS_PER_HOUR; i++)
      answers.push((await post('forgot-password', { email: payload.email }).expect(200)).text);
    expect(new Set(answers).size).toBe(1);
    await runResetJobs(payload.email);
    expect(await outbox.count(payload.email, 'password-reset')).toBe(RESETS_PER_HOUR);
  });

  it('mails a link, resets once, ends old sessions, and the new password logs in', async () => {
    const { payload, token: oldToken } = await signUpVerified(http, outbox);
    await post('forgot-password', { email: payload.email }).expect(200);
    await runResetJobs(payload.email);

    const mail = await outbox.last<{ url: string }>(payload.email, 'password-reset');
    const url = new URL(mail!.url);
    expect(url.pathname).toBe('/reset-password');
    const token = url.searchParams.get('token')!;
    expect(url.searchParams.get('email')).toBe(payload.email);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);

    const reset = {
      token,
      email: payload.email,
      password: 'a brand new secret',
      password_confirmation: 'a brand new secret',
    };
    const res = await post('password/reset', reset).expect(200);
    expect(res.body.message).toBe(Messages.passwordUpdated);
    await http().get('/api/user').set('Authorization', `Bearer ${oldToken}`).expect(401);

    const reused = await post('password/reset', {
      ...reset,
      password: 'another new secret',
      password_confirmation: 'another new secret',
    }).expect(422);
    expect(reused.body.errors).toHaveProperty('token');
    await post('login', { email: payload.email, password: payload.password }).expect(422);
    await post('login', { email: payload.email, password: 'a brand new secret' }).expect(200);
  });

  it('refuses an expired token', async () => {
    const { payload } = await signUpVerified(http, outbox);
    await post('forgot-password', { email: payload.email }).expect(200);
    await runResetJobs(payload.email);
    const token = new URL(
      (await outbox.last<{ url: string }>(payload.email, 'password-reset'))!.url,
    ).searchParams.get('token')!;
    await api.app
      .get<Repository<PasswordResetEntity>>(getRepositoryToken(PasswordResetEntity))
      .update({ email: payload.email }, { expires_at: new Date(Date.now() - 1000) });
    await post('password/reset', {
      token,
      email: payload.email,
      password: 'a brand new secret',
      password_confirmation: 'a brand new secret',
    }).expect(422);
  });

  it('sends nothing for an unverified account', async () => {
    const payload = signupPayload();
    await post('users', payload).expect(201);
    await post('forgot-password', { email: payload.email }).expect(200);
    await runResetJobs(payload.email);
    expect(await outbox.count(payload.email, 'password-reset')).toBe(0);
  });
});
