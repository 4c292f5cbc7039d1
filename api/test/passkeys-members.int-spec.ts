import { Messages, PasskeyMessages, TrustSafetyMessages } from '@app/contracts';
import { PasskeyCeremoniesService } from '../src/core/auth/passkeys/passkey-ceremonies';
import { bearer, freshIp, signUpVerified } from './support/accounts';
import { useTestApi } from './support/api';
import { SoftAuthenticator } from './support/passkeys';

const api = useTestApi();
const { http, outbox } = api;

type Json = Record<string, unknown>;
const siteOrigin = () => api.app.get(PasskeyCeremoniesService).party('member').origins[0]!;

/** Adds a passkey through the settings page's two calls; answers the authenticator and the new passkey. */
async function addPasskey(member: { token: string }, device = new SoftAuthenticator(siteOrigin())) {
  const start = await http().post('/api/passkeys/registration-options').set(bearer(member)).expect(200);
  const { ceremony, options } = start.body.data as { ceremony: string; options: Json };
  const res = await http()
    .post('/api/passkeys')
    .set(bearer(member))
    .send({ ceremony, name: 'My phone', credential: device.create(options) })
    .expect(201);
  return { device, passkey: res.body.data as { id: number; name: string } };
}

async function loginOptions() {
  const res = await http().post('/api/passkeys/login-options').set('X-Forwarded-For', freshIp()).expect(200);
  return res.body.data as { ceremony: string; options: Json };
}

const passkeyLogin = (body: Json) =>
  http().post('/api/passkeys/login').set('X-Forwarded-For', freshIp()).send(body);

describe('member passkeys', () => {
  it('adds a passkey on the settings page, lists it without key material, and signs in with it', async () => {
    const member = await signUpVerified(http, outbox);
    const start = await http().post('/api/passkeys/registration-options').set(bearer(member)).expect(200);
    const options = start.body.data.options as Json;
    expect(options).toMatchObject({
      rp: { id: new URL(siteOrigin()).hostname },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required' },
    });
    // The user handle is opaque: neither the id nor the e-mail.
    expect(JSON.stringify((options.user as Json).id)).not.toContain(String(member.id));

    const device = new SoftAuthenticator(siteOrigin());
    const added = await http()
      .post('/api/passkeys')
      .set(bearer(member))
      .send({
        ceremony: start.body.data.ceremony,
        name: '  Work laptop ',
        credential: device.create(options),
      })
      .expect(201);
    expect(added.body.message).toBe(PasskeyMessages.registered);
    expect(added.body.data).toEqual({
      id: expect.any(Number),
      name: 'Work laptop',
      backed_up: false,
      created_at: expect.any(String),
      last_used_at: null,
    });
    const list = await http().get('/api/passkeys').set(bearer(member)).expect(200);
    expect(list.body.data).toEqual([added.body.data]);

    // Usernameless: the options name no account; the passkey's answer does.
    const { ceremony, options: signIn } = await loginOptions();
    expect(signIn.allowCredentials ?? []).toEqual([]);
    const login = await passkeyLogin({ ceremony, credential: device.get(signIn) }).expect(200);
    expect(login.body.message).toBe('Login successfully.');
    expect(login.body.data).toMatchObject({ id: member.id, email: member.payload.email });
    const me = await http().get('/api/user').set(bearer(login.body.data.authorization)).expect(200);
    expect(me.body.data.id).toBe(member.id);

    const [row] = await api.db.query('SELECT counter, last_used_at FROM member_passkeys WHERE id = ?', [
      added.body.data.id,
    ]);
    expect(row.counter).toBe(1);
    expect(row.last_used_at).not.toBeNull();
    // The session is the password login's: revocable by logout.
    await http().get('/api/logout').set(bearer(login.body.data.authorization)).expect(200);
    await http().get('/api/user').set(bearer(login.body.data.authorization)).expect(401);
  });

  it('refuses answers made for another origin', async () => {
    const member = await signUpVerified(http, outbox);
    const start = await http().post('/api/passkeys/registration-options').set(bearer(member)).expect(200);
    const phishing = new SoftAuthenticator('https://restaurant-community.example.net');
    const refused = await http()
      .post('/api/passkeys')
      .set(bearer(member))
      .send({
        ceremony: start.body.data.ceremony,
        name: 'Phone',
        credential: phishing.create(start.body.data.options),
      })
      .expect(422);
    expect(refused.body.errors).toEqual({ credential: [PasskeyMessages.refused] });

    const { device } = await addPasskey(member);
    const { ceremony, options } = await loginOptions();
    const res = await passkeyLogin({
      ceremony,
      credential: device.get(options, undefined, { origin: 'https://restaurant-community.example.net' }),
    }).expect(401);
    expect(res.body.message).toBe(PasskeyMessages.refused);
  });

  it('spends a challenge on its first use', async () => {
    const member = await signUpVerified(http, outbox);
    const { device } = await addPasskey(member);
    const { ceremony, options } = await loginOptions();
    const answer = device.get(options);
    await passkeyLogin({ ceremony, credential: answer }).expect(200);
    const replay = await passkeyLogin({ ceremony, credential: answer }).expect(401);
    expect(replay.body.message).toBe(PasskeyMessages.expired);

    // A registration ceremony too, even after a refused answer.
    const start = await http().post('/api/passkeys/registration-options').set(bearer(member)).expect(200);
    const other = new SoftAuthenticator('https://elsewhere.example');
    await http()
      .post('/api/passkeys')
      .set(bearer(member))
      .send({
        ceremony: start.body.data.ceremony,
        name: 'X',
        credential: other.create(start.body.data.options),
      })
      .expect(422);
    const again = await http()
      .post('/api/passkeys')
      .set(bearer(member))
      .send({
        ceremony: start.body.data.ceremony,
        name: 'X',
        credential: device.create(start.body.data.options),
      })
      .expect(422);
    expect(again.body.errors).toEqual({ ceremony: [PasskeyMessages.expired] });
  });

  it("keeps members apart: another member's ceremony, passkey and account handle are refused", async () => {
    const owner = await signUpVerified(http, outbox);
    const other = await signUpVerified(http, outbox);
    const { device, passkey } = await addPasskey(owner);

    // A registration started by one member cannot be finished in another's session.
    const start = await http().post('/api/passkeys/registration-options').set(bearer(owner)).expect(200);
    const res = await http()
      .post('/api/passkeys')
      .set(bearer(other))
      .send({
        ceremony: start.body.data.ceremony,
        name: 'Mine now',
        credential: device.create(start.body.data.options),
      })
      .expect(422);
    expect(res.body.errors).toEqual({ ceremony: [PasskeyMessages.expired] });

    // Another member neither sees nor removes it.
    const list = await http().get('/api/passkeys').set(bearer(other)).expect(200);
    expect(list.body.data).toEqual([]);
    await http().delete(`/api/passkeys/${passkey.id}`).set(bearer(other)).expect(404);

    // An assertion by the owner's passkey that claims the other member's account handle is refused.
    const otherHandle = (
      await http().post('/api/passkeys/registration-options').set(bearer(other)).expect(200)
    ).body.data.options.user.id as string;
    const { ceremony, options } = await loginOptions();
    await passkeyLogin({
      ceremony,
      credential: device.get(options, undefined, { userHandle: otherHandle }),
    }).expect(401);

    // A passkey the site never registered is refused the same way.
    const stranger = new SoftAuthenticator(siteOrigin());
    const unknown = stranger.create(
      (await http().post('/api/passkeys/registration-options').set(bearer(other))).body.data.options,
    );
    expect(unknown.id).toBeDefined();
    const second = await loginOptions();
    await passkeyLogin({ ceremony: second.ceremony, credential: stranger.get(second.options) }).expect(401);
  });

  it('refuses a signature counter that went backwards (a cloned authenticator)', async () => {
    const member = await signUpVerified(http, outbox);
    const { device } = await addPasskey(member);
    for (let i = 0; i < 2; i++) {
      const { ceremony, options } = await loginOptions();
      await passkeyLogin({ ceremony, credential: device.get(options) }).expect(200);
    }
    const { ceremony, options } = await loginOptions();
    await passkeyLogin({ ceremony, credential: device.get(options, undefined, { counter: 1 }) }).expect(401);
  });

  it('removes a passkey: it no longer signs in', async () => {
    const member = await signUpVerified(http, outbox);
    const { device, passkey } = await addPasskey(member);
    const removed = await http().delete(`/api/passkeys/${passkey.id}`).set(bearer(member)).expect(200);
    expect(removed.body.message).toBe(PasskeyMessages.removed);
    expect((await http().get('/api/passkeys').set(bearer(member)).expect(200)).body.data).toEqual([]);
    const { ceremony, options } = await loginOptions();
    const res = await passkeyLogin({ ceremony, credential: device.get(options) }).expect(401);
    expect(res.body.message).toBe(PasskeyMessages.refused);
  });

  it('gives a banned, suspended or unverified member the password login answers', async () => {
    const member = await signUpVerified(http, outbox);
    const { device } = await addPasskey(member);
    const attempt = async (status: number) => {
      const { ceremony, options } = await loginOptions();
      return passkeyLogin({ ceremony, credential: device.get(options) }).expect(status);
    };
    await api.db.query('UPDATE users SET banned_at = NOW(3) WHERE id = ?', [member.id]);
    expect((await attempt(403)).body.message).toBe(TrustSafetyMessages.banned);
    await api.db.query(
      'UPDATE users SET banned_at = NULL, suspended_until = NOW(3) + INTERVAL 3 DAY WHERE id = ?',
      [member.id],
    );
    expect((await attempt(403)).body.message).toMatch(/suspended/i);
    await api.db.query('UPDATE users SET suspended_until = NULL, email_verified_at = NULL WHERE id = ?', [
      member.id,
    ]);
    expect((await attempt(405)).body.message).toBe(Messages.accountNotVerified);
    await api.db.query('UPDATE users SET email_verified_at = NOW(3) WHERE id = ?', [member.id]);
    await attempt(200);
  });

  it('validates its input (422 with the fields, never a 500)', async () => {
    const member = await signUpVerified(http, outbox);
    const res = await http()
      .post('/api/passkeys')
      .set(bearer(member))
      .send({ ceremony: 'x', name: '', credential: { id: 'not base64url!', response: 'nope' } })
      .expect(422);
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['ceremony', 'name']));
    const login = await passkeyLogin({ ceremony: 'a'.repeat(43), credential: { type: 'public-key' } }).expect(
      422,
    );
    expect(login.body.errors).toBeDefined();
    // A well-formed answer to a ceremony that never existed.
    const { options } = await loginOptions();
    const device = (await addPasskey(member)).device;
    await passkeyLogin({ ceremony: 'b'.repeat(43), credential: device.get(options) }).expect(401);
    await http().get('/api/passkeys').expect(401);
  });
});
