import { randomUUID } from 'node:crypto';
import { PasskeyMessages, STAFF_CODE_WRONG } from '@app/contracts';
import { PasskeyCeremoniesService } from '../src/core/auth/passkeys/passkey-ceremonies';
import { StaffService } from '../src/modules/staff/staff.service';
import { totpCode } from '../src/modules/staff/two-factor/totp';
import { freshIp } from './support/accounts';
import { useTestApi } from './support/api';
import { SoftAuthenticator } from './support/passkeys';
import { staffAuth, staffSignIn } from './support/staff';

const api = useTestApi();
const { http } = api;

type Json = Record<string, unknown>;
const password = 'a-long-test-password-1';
const consoleOrigin = () => api.app.get(PasskeyCeremoniesService).party('staff').origins[0]!;

/** A staff member of the role, enrolled in two-factor sign-in through the API; answers a full session. */
async function enrolledStaff(role: 'finance' | 'moderator' = 'finance') {
  const email = `passkey-${role}-${randomUUID().slice(0, 8)}@restaurant.local`;
  const { id } = await api.app.get(StaffService).upsert({ email, password, name: `Passkey ${role}`, role });
  let session = await staffSignIn(api, { email, password });
  const setup = await http().post('/admin-api/auth/two-factor/setup').set(staffAuth(session)).expect(200);
  const confirmed = await http()
    .post('/admin-api/auth/two-factor/confirm')
    .set(staffAuth(session))
    .send({ code: totpCode(setup.body.secret, Date.now()) })
    .expect(200);
  session = confirmed.body.session ?? session;
  return { id, email, secret: setup.body.secret as string, session: session as { token: string } };
}

async function addPasskey(staff: { token: string }, device = new SoftAuthenticator(consoleOrigin())) {
  const start = await http()
    .post('/admin-api/auth/passkeys/registration-options')
    .set(staffAuth(staff))
    .expect(200);
  const res = await http()
    .post('/admin-api/auth/passkeys')
    .set(staffAuth(staff))
    .send({
      ceremony: start.body.ceremony,
      name: 'Security key',
      credential: device.create(start.body.options),
    })
    .expect(201);
  return { device, passkey: res.body as { id: number } };
}

/** The password step: answers the second step's challenge. */
async function passwordStep(email: string, ip: string) {
  const res = await http()
    .post('/admin-api/auth/login')
    .set('X-Forwarded-For', ip)
    .send({ email, password })
    .expect(200);
  expect(res.body).toEqual({ two_factor: 'code', challenge: expect.any(String) });
  return res.body.challenge as string;
}

describe('staff passkeys as a second factor', () => {
  it('adds a passkey beside the TOTP code and completes a sign-in with it', async () => {
    const staff = await enrolledStaff();
    const { device, passkey } = await addPasskey(staff.session);
    const list = await http().get('/admin-api/auth/passkeys').set(staffAuth(staff.session)).expect(200);
    expect(list.body).toEqual([
      {
        id: passkey.id,
        name: 'Security key',
        backed_up: false,
        created_at: expect.any(String),
        last_used_at: null,
      },
    ]);

    const ip = freshIp();
    const challenge = await passwordStep(staff.email, ip);
    const options = await http()
      .post('/admin-api/auth/login/passkey-options')
      .set('X-Forwarded-For', ip)
      .send({ challenge })
      .expect(200);
    // Only this staff member's passkeys may answer.
    expect(options.body.options.allowCredentials).toEqual([
      { id: device.ids[0], type: 'public-key', transports: ['internal'] },
    ]);
    const signedIn = await http()
      .post('/admin-api/auth/login/passkey')
      .set('X-Forwarded-For', ip)
      .send({ challenge, ceremony: options.body.ceremony, credential: device.get(options.body.options) })
      .expect(200);
    expect(signedIn.body).toMatchObject({ token: expect.any(String), staff: { email: staff.email } });
    expect(signedIn.body.two_factor_setup).toBeUndefined();
    await http().get('/admin-api/auth/me').set(staffAuth(signedIn.body)).expect(200);

    // One password, one session: the challenge is spent, by a passkey as by a code.
    const again = await http()
      .post('/admin-api/auth/login/code')
      .set('X-Forwarded-For', ip)
      .send({ challenge, code: totpCode(staff.secret, Date.now() + 30_000) })
      .expect(401);
    expect(again.body.message).toMatch(/expired/);
    // The code still works as the other way in.
    await staffSignIn(api, { email: staff.email, password, totpSecret: staff.secret });
  });

  it("refuses another staff member's passkey, a spent ceremony and another origin", async () => {
    const staff = await enrolledStaff();
    const other = await enrolledStaff('moderator');
    const { device } = await addPasskey(staff.session);
    const { device: othersDevice } = await addPasskey(other.session);
    const ip = freshIp();
    const options = async (challenge: string) =>
      (
        await http()
          .post('/admin-api/auth/login/passkey-options')
          .set('X-Forwarded-For', ip)
          .send({ challenge })
          .expect(200)
      ).body as { ceremony: string; options: Json };
    const answer = (challenge: string, ceremony: string, credential: Json) =>
      http()
        .post('/admin-api/auth/login/passkey')
        .set('X-Forwarded-For', ip)
        .send({ challenge, ceremony, credential });

    // The other staff member's genuine passkey answers this sign-in's options: refused.
    const challenge = await passwordStep(staff.email, ip);
    const first = await options(challenge);
    const res = await answer(
      challenge,
      first.ceremony,
      othersDevice.get(first.options, othersDevice.ids[0]),
    ).expect(401);
    expect(res.body.message).toBe(PasskeyMessages.refused);
    // That ceremony is spent: even the right passkey cannot use it now.
    await answer(challenge, first.ceremony, device.get(first.options)).expect(401);

    // An answer made on another origin (a look-alike console) is refused; the genuine one then works.
    const second = await options(challenge);
    const phished = device.get(second.options, undefined, { origin: 'https://console.example.invalid' });
    await answer(challenge, second.ceremony, phished).expect(401);
    const third = await options(challenge);
    await answer(challenge, third.ceremony, device.get(third.options)).expect(200);
  });

  it('needs two-factor sign-in on to add one; turning it off removes the passkeys', async () => {
    const email = `passkey-mod-${randomUUID().slice(0, 8)}@restaurant.local`;
    await api.app.get(StaffService).upsert({ email, password, name: 'No 2FA', role: 'moderator' });
    const session = await staffSignIn(api, { email, password });
    const refused = await http()
      .post('/admin-api/auth/passkeys/registration-options')
      .set(staffAuth(session))
      .expect(409);
    expect(refused.body.message).toBe(PasskeyMessages.staffNeedsTotp);

    const staff = await enrolledStaff('moderator');
    await addPasskey(staff.session);
    const ip = freshIp();
    await http()
      .post('/admin-api/auth/two-factor/disable')
      .set(staffAuth(staff.session))
      .send({ code: totpCode(staff.secret, Date.now() + 30_000) })
      .expect(204);
    expect(
      (await http().get('/admin-api/auth/passkeys').set(staffAuth(staff.session)).expect(200)).body,
    ).toEqual([]);
    // No second step any more: the password opens the session.
    const login = await http()
      .post('/admin-api/auth/login')
      .set('X-Forwarded-For', ip)
      .send({ email: staff.email, password })
      .expect(200);
    expect(login.body.token).toEqual(expect.any(String));
  });

  it('removes a passkey: the second step then asks for a code', async () => {
    const staff = await enrolledStaff();
    const { passkey } = await addPasskey(staff.session);
    const other = await enrolledStaff();
    await http().delete(`/admin-api/auth/passkeys/${passkey.id}`).set(staffAuth(other.session)).expect(404);
    await http().delete(`/admin-api/auth/passkeys/${passkey.id}`).set(staffAuth(staff.session)).expect(204);
    const ip = freshIp();
    const challenge = await passwordStep(staff.email, ip);
    const res = await http()
      .post('/admin-api/auth/login/passkey-options')
      .set('X-Forwarded-For', ip)
      .send({ challenge })
      .expect(409);
    expect(res.body.message).toBe(PasskeyMessages.staffNoPasskey);
    // A wrong code is still the code's own message.
    const wrong = await http()
      .post('/admin-api/auth/login/code')
      .set('X-Forwarded-For', ip)
      .send({ challenge, code: '000000' })
      .expect(401);
    expect(wrong.body.message).toBe(STAFF_CODE_WRONG);
  });

  it('validates its input and refuses member tokens', async () => {
    await http()
      .post('/admin-api/auth/login/passkey')
      .set('X-Forwarded-For', freshIp())
      .send({ challenge: 'short', ceremony: 1 })
      .expect(422);
    await http()
      .post('/admin-api/auth/login/passkey-options')
      .set('X-Forwarded-For', freshIp())
      .send({ challenge: 'c'.repeat(43) })
      .expect(401);
    await http().get('/admin-api/auth/passkeys').expect(401);
  });
});
