import {
  SIGN_IN_CHALLENGE_STATUS,
  SignInChallengeMessages,
  encodeChallengeSolution,
  type SignInChallenge,
} from '@app/contracts';
import { COMMON_PASSWORD_MESSAGE } from '../src/core/auth/common-passwords';
import { MEMBER_LOGIN_POLICY } from '../src/modules/accounts/account-limits';
import { STAFF_LOGIN_POLICY, StaffService } from '../src/modules/staff/staff.service';
import { totpCode } from '../src/modules/staff/two-factor/totp';
import { bearer, freshIp, signupPayload, signUpVerified, uniqueEmail } from './support/accounts';
import { useTestApi } from './support/api';
import { solveSignInChallenge } from './support/sign-in-challenge';
import { freshTotpCode, staffAuth, staffSignIn } from './support/staff';

const api = useTestApi();
const { http, outbox } = api;

const memberLogin = (body: object, ip = freshIp()) =>
  http().post('/api/login').set('X-Forwarded-For', ip).send(body);
const staffLogin = (body: object, ip = freshIp()) =>
  http().post('/admin-api/auth/login').set('X-Forwarded-For', ip).send(body);

/** `count` wrong passwords, each from its own address, ten at a time: answers the statuses seen. */
async function attack(login: (body: object) => Promise<{ status: number }>, email: string, count: number) {
  const statuses = new Set<number>();
  for (let done = 0; done < count; done += 10) {
    const batch = Array.from({ length: Math.min(10, count - done) }, () =>
      login({ email, password: 'wrong password!' }),
    );
    for (const res of await Promise.all(batch)) statuses.add(res.status);
  }
  return statuses;
}

/** The 428 answer's challenge, checked for its shape. */
function challengeIn(res: { status: number; body: Record<string, unknown> }): SignInChallenge {
  expect(res.status).toBe(SIGN_IN_CHALLENGE_STATUS);
  expect(res.body).toMatchObject({
    status_code: SIGN_IN_CHALLENGE_STATUS,
    data: {
      challenge_required: true,
      challenge: { parameters: expect.any(Object), signature: expect.any(String) },
    },
  });
  return (res.body.data as { challenge: SignInChallenge }).challenge;
}

describe('member login after many failures', () => {
  it('an attacker with 100 addresses cannot lock a member out: the right password and a solved challenge sign in', async () => {
    const { payload } = await signUpVerified(http, outbox);
    const statuses = await attack((b) => memberLogin(b), payload.email, 100);
    // The first guesses are answered as usual; then every guess must bring proof of work.
    expect(statuses).toEqual(new Set([422, SIGN_IN_CHALLENGE_STATUS]));

    const asked = await memberLogin({ email: payload.email, password: payload.password });
    const challenge = challengeIn(asked);
    expect(asked.body.message).toBe(SignInChallengeMessages.required);
    // The challenge carries nothing secret: no key, no answer.
    expect(JSON.stringify(challenge)).not.toContain('dev-only');

    const altcha = await solveSignInChallenge(challenge);
    const res = await memberLogin({ email: payload.email, password: payload.password, altcha }).expect(200);
    expect(res.body.data.authorization).toEqual(expect.any(String));
    // Signed in, the account starts afresh: the next login needs no work.
    await memberLogin({ email: payload.email, password: payload.password }).expect(200);
  });

  it(`asks for a challenge after ${MEMBER_LOGIN_POLICY.perAccount} wrong passwords, and still refuses a wrong password with a solved one`, async () => {
    const { payload } = await signUpVerified(http, outbox);
    for (let i = 0; i < MEMBER_LOGIN_POLICY.perAccount; i++)
      await memberLogin({ email: payload.email, password: 'wrong password!' }).expect(422);
    const asked = await memberLogin({ email: payload.email, password: 'wrong password!' });
    const altcha = await solveSignInChallenge(challengeIn(asked));
    const wrong = await memberLogin({ email: payload.email, password: 'wrong password!', altcha }).expect(
      422,
    );
    expect(wrong.body.errors).toHaveProperty('email');
    // Unknown addresses are counted alike: nothing tells them from members.
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < MEMBER_LOGIN_POLICY.perAccount; i++)
      await memberLogin({ email: ghost, password: 'wrong password!' }).expect(422);
    challengeIn(await memberLogin({ email: ghost, password: 'wrong password!' }));
  });

  it('a solved challenge opens one sign-in only', async () => {
    const { payload } = await signUpVerified(http, outbox);
    await attack((b) => memberLogin(b), payload.email, MEMBER_LOGIN_POLICY.perAccount);
    const altcha = await solveSignInChallenge(
      challengeIn(await memberLogin({ email: payload.email, password: payload.password })),
    );
    // Spent by a wrong password: the right one cannot use it again.
    await memberLogin({ email: payload.email, password: 'wrong password!', altcha }).expect(422);
    const reused = await memberLogin({ email: payload.email, password: payload.password, altcha });
    challengeIn(reused);
    expect(reused.body.message).toBe(SignInChallengeMessages.invalid);
  });

  it('refuses a wrong, forged, expired or malformed solution', async () => {
    const { payload } = await signUpVerified(http, outbox);
    await attack((b) => memberLogin(b), payload.email, MEMBER_LOGIN_POLICY.perAccount);
    const challenge = challengeIn(await memberLogin({ email: payload.email, password: payload.password }));
    const good = JSON.parse(Buffer.from(await solveSignInChallenge(challenge), 'base64').toString()) as {
      solution: { counter: number; derivedKey: string };
    };
    const wrongKey = encodeChallengeSolution(challenge, {
      counter: good.solution.counter + 1,
      derivedKey: good.solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0')),
    });
    const later = { ...challenge, parameters: { ...challenge.parameters, expiresAt: 4102444800 } };
    const forged = encodeChallengeSolution(later, good.solution);
    const past = { ...challenge, parameters: { ...challenge.parameters, expiresAt: 1 } };
    const expired = encodeChallengeSolution(past, good.solution);
    for (const altcha of [wrongKey, forged, expired, 'bm90IGpzb24', Buffer.from('{}').toString('base64')]) {
      const res = await memberLogin({ email: payload.email, password: payload.password, altcha });
      challengeIn(res);
      expect(res.body.message).toBe(SignInChallengeMessages.invalid);
    }
    // Not a string, or far too long: a validation error, never a 500.
    for (const altcha of [42, 'x'.repeat(5000)]) {
      const res = await memberLogin({ email: payload.email, password: payload.password, altcha }).expect(422);
      expect(res.body.errors).toHaveProperty('altcha');
    }
    // The genuine solution still works (nothing above spent it).
    const altcha = encodeChallengeSolution(challenge, good.solution);
    await memberLogin({ email: payload.email, password: payload.password, altcha }).expect(200);
  });
});

describe('staff login after many failures', () => {
  const password = 'a-long-test-password-1';
  const newStaff = async (tag: string) => {
    const email = `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@restaurant.local`;
    await api.app.get(StaffService).upsert({ email, password, name: 'Challenge', role: 'moderator' });
    return email;
  };

  it('an attacker with 100 addresses cannot lock staff out: the right password and a solved challenge sign in', async () => {
    const email = await newStaff('pow');
    expect(await attack((b) => staffLogin(b), email, 100)).toEqual(new Set([401, SIGN_IN_CHALLENGE_STATUS]));
    const challenge = challengeIn(await staffLogin({ email, password }));
    const res = await staffLogin({ email, password, altcha: await solveSignInChallenge(challenge) }).expect(
      200,
    );
    expect(res.body.token).toEqual(expect.any(String));
  });

  it(`asks for a challenge after ${STAFF_LOGIN_POLICY.perAccount} wrong passwords; other staff are not affected`, async () => {
    const email = await newStaff('pow-few');
    const other = await newStaff('pow-other');
    for (let i = 0; i < STAFF_LOGIN_POLICY.perAccount; i++)
      await staffLogin({ email, password: 'guess-guess-guess' }).expect(401);
    challengeIn(await staffLogin({ email, password }));
    await staffLogin({ email: other, password }).expect(200);
  });

  it('lets a sign-in completed with the second factor through, whatever failed meanwhile', async () => {
    const email = await newStaff('pow-2fa');
    // Enrol in two-factor sign-in as the console does.
    const first = await staffSignIn(api, { email, password });
    const setup = await http().post('/admin-api/auth/two-factor/setup').set(staffAuth(first)).expect(200);
    const secret = setup.body.secret as string;
    await http()
      .post('/admin-api/auth/two-factor/confirm')
      .set(staffAuth(first))
      .send({ code: totpCode(secret, Date.now()) })
      .expect(200);
    // The owner passes the password step; then an attacker fails from many addresses.
    const step = await staffLogin({ email, password }).expect(200);
    expect(step.body).toMatchObject({ two_factor: 'code', challenge: expect.any(String) });
    await attack((b) => staffLogin(b), email, 30);
    // The second step is not held back by the failures: the code completes the sign-in.
    const done = await http()
      .post('/admin-api/auth/login/code')
      .set('X-Forwarded-For', freshIp())
      .send({ challenge: step.body.challenge, code: await freshTotpCode(api, email, secret) })
      .expect(200);
    expect(done.body.token).toEqual(expect.any(String));
  });
});

describe('common passwords', () => {
  // From the top of the list, the middle and near its end; any case counts.
  const common = ['password', 'Baseball1', 'qwertyuiop', '1qaz2wsx3edc'];

  it('refuses them on sign-up with a field error, keeping the length rule', async () => {
    for (const password of common) {
      const res = await http()
        .post('/api/users')
        .set('X-Forwarded-For', freshIp())
        .send(signupPayload({ password, password_confirmation: password }))
        .expect(422);
      expect(res.body.errors.password).toEqual([COMMON_PASSWORD_MESSAGE]);
    }
    const short = await http()
      .post('/api/users')
      .set('X-Forwarded-For', freshIp())
      .send(signupPayload({ password: 'abc', password_confirmation: 'abc' }))
      .expect(422);
    expect(short.body.errors.password).toEqual(['The password must be between 8 and 128 characters.']);
    // An uncommon one is welcome.
    await http().post('/api/users').set('X-Forwarded-For', freshIp()).send(signupPayload()).expect(201);
  });

  it('refuses them on reset, on a password change and on a staff invitation', async () => {
    const reset = await http()
      .post('/api/password/reset')
      .set('X-Forwarded-For', freshIp())
      .send({
        email: uniqueEmail(),
        token: 'x'.repeat(43),
        password: 'football',
        password_confirmation: 'football',
      })
      .expect(422);
    expect(reset.body.errors.password).toEqual([COMMON_PASSWORD_MESSAGE]);

    const member = await signUpVerified(http, outbox);
    const change = await http()
      .post('/api/settings/password')
      .set(bearer(member))
      .send({
        current_password: member.payload.password,
        password: 'superman',
        password_confirmation: 'superman',
      })
      .expect(422);
    expect(change.body.errors.password).toEqual([COMMON_PASSWORD_MESSAGE]);

    const invite = await http()
      .post('/admin-api/auth/accept-invite')
      .set('X-Forwarded-For', freshIp())
      .send({ token: 'x'.repeat(43), password: '1qaz2wsx3edc' })
      .expect(422);
    expect(JSON.stringify(invite.body)).toContain(COMMON_PASSWORD_MESSAGE);
  });
});
