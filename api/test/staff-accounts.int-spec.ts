import { randomUUID } from 'node:crypto';
import { STAFF_LAST_SUPERADMIN } from '@app/contracts';
import { SessionService } from '../src/core/auth/session.service';
import { AppConfig } from '../src/core/config/app-config';
import { StaffService } from '../src/modules/staff/staff.service';
import { totpCode } from '../src/modules/staff/two-factor/totp';
import { freshIp } from './support/accounts';
import { useTestApi } from './support/api';
import { freshTotpCode, staffAuth, staffMember, staffSignIn } from './support/staff';

const api = useTestApi();
const { http, outbox } = api;

const password = 'a-long-test-password-1';
const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@restaurant.local`;
const auditEntries = (action: string, target: number) =>
  api.db.query('SELECT staff_id, `before`, `after` FROM audit_log WHERE action = ? AND target_id = ?', [
    action,
    String(target),
  ]) as Promise<Array<{ staff_id: number; before: unknown; after: unknown }>>;

async function createStaff(role: 'superadmin' | 'moderator' | 'finance' | 'content_editor') {
  const email = unique(`acct-${role}`);
  const { id } = await api.app.get(StaffService).upsert({ email, password, name: `Acct ${role}`, role });
  return { id, email };
}

/** Signs in and enrols through the API as the console would; answers the secret and a full session. */
async function enrol(email: string) {
  const first = await staffSignIn(api, { email, password });
  expect(first.two_factor_setup).toBe(true);
  const setup = await http().post('/admin-api/auth/two-factor/setup').set(staffAuth(first)).expect(200);
  const confirmed = await http()
    .post('/admin-api/auth/two-factor/confirm')
    .set(staffAuth(first))
    .send({ code: totpCode(setup.body.secret, Date.now()) })
    .expect(200);
  return { secret: setup.body.secret as string, ...confirmed.body, setupToken: first.token };
}

describe('invitations', () => {
  it('invites by e-mail; the link sets the password once; the new staff member signs in', async () => {
    const admin = await staffMember(api, 'superadmin', 'inviter');
    const email = unique('invitee');
    const res = await http()
      .post('/admin-api/staff')
      .set(staffAuth(admin))
      .send({ email: email.toUpperCase(), name: 'New Moderator', role: 'moderator' })
      .expect(201);
    expect(res.body).toMatchObject({ email, name: 'New Moderator', role: 'moderator', status: 'invited' });
    expect(JSON.stringify(res.body)).not.toMatch(/password|totp/);
    expect(await auditEntries('staff.invite', res.body.id)).toHaveLength(1);

    // No password yet: nothing to sign in with.
    await http()
      .post('/admin-api/auth/login')
      .set('X-Forwarded-For', freshIp())
      .send({ email, password })
      .expect(401);

    const mail = await outbox.last<{ url: string }>(email, 'staff-invite');
    const token = new URL(mail!.url.replace('/#/', '/')).searchParams.get('token')!;
    await http().post('/admin-api/auth/accept-invite').send({ token, password: 'short' }).expect(422);
    await http().post('/admin-api/auth/accept-invite').send({ token, password }).expect(200, { email });
    const reused = await http()
      .post('/admin-api/auth/accept-invite')
      .send({ token, password: `${password}x` });
    expect(reused.status).toBe(410);

    const session = await staffSignIn(api, { email, password });
    await http().get('/admin-api/countries').set(staffAuth(session)).expect(200);
    const shown = await http().get(`/admin-api/staff/${res.body.id}`).set(staffAuth(admin)).expect(200);
    expect(shown.body.status).toBe('active');
  });

  it('refuses an expired link and an e-mail that already has an account', async () => {
    const admin = await staffMember(api, 'superadmin', 'inviter');
    const email = unique('late');
    const res = await http()
      .post('/admin-api/staff')
      .set(staffAuth(admin))
      .send({ email, name: 'Late', role: 'content_editor' })
      .expect(201);
    await http()
      .post('/admin-api/staff')
      .set(staffAuth(admin))
      .send({ email, name: 'Again', role: 'content_editor' })
      .expect(409);
    const mail = await outbox.last<{ url: string }>(email, 'staff-invite');
    const token = new URL(mail!.url.replace('/#/', '/')).searchParams.get('token')!;
    await api.db.query(
      'UPDATE staff_invites SET expires_at = NOW(3) - INTERVAL 1 MINUTE WHERE staff_id = ?',
      [res.body.id],
    );
    await http().post('/admin-api/auth/accept-invite').send({ token, password }).expect(410);
  });
});

describe('role changes and deactivation', () => {
  it('deactivation ends the sessions at once; reactivation lets the staff member sign in again', async () => {
    const admin = await staffMember(api, 'superadmin', 'deactivator');
    const { id, email } = await createStaff('moderator');
    const session = await staffSignIn(api, { email, password });
    await http().get('/admin-api/countries').set(staffAuth(session)).expect(200);

    const res = await http().put(`/admin-api/staff/${id}`).set(staffAuth(admin)).send({ is_active: false });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('deactivated');
    await http().get('/admin-api/countries').set(staffAuth(session)).expect(401);
    await http()
      .post('/admin-api/auth/login')
      .set('X-Forwarded-For', freshIp())
      .send({ email, password })
      .expect(401);
    const [entry] = await auditEntries('staff.update', id);
    expect(entry).toMatchObject({ before: expect.objectContaining({ is_active: true }) });

    await http().put(`/admin-api/staff/${id}`).set(staffAuth(admin)).send({ is_active: true }).expect(200);
    await staffSignIn(api, { email, password });
  });

  it('a role change ends the sessions opened with the old role', async () => {
    const admin = await staffMember(api, 'superadmin', 'promoter');
    const { id, email } = await createStaff('content_editor');
    const session = await staffSignIn(api, { email, password });
    await http().put(`/admin-api/staff/${id}`).set(staffAuth(admin)).send({ role: 'moderator' }).expect(200);
    await http().get('/admin-api/auth/me').set(staffAuth(session)).expect(401);
    const list = await http()
      .get('/admin-api/staff')
      .set(staffAuth(admin))
      .query({ filter: JSON.stringify({ q: email }) })
      .expect(200);
    expect(list.body).toEqual([expect.objectContaining({ id, role: 'moderator', status: 'active' })]);
    expect(list.headers['content-range']).toMatch(/\/1$/);
  });

  it('refuses bad input with a clear 422', async () => {
    const admin = await staffMember(api, 'superadmin', 'validator');
    const res = await http()
      .post('/admin-api/staff')
      .set(staffAuth(admin))
      .send({ email: 'nope', name: '', role: 'owner' })
      .expect(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'name', 'role']);
  });
});

describe('the last active superadmin', () => {
  // Other test files leave superadmins behind: they step aside for these tests and come back after.
  let others: number[] = [];
  let a: { id: number; email: string };
  let b: { id: number; email: string };
  beforeAll(async () => {
    a = await createStaff('superadmin');
    b = await createStaff('superadmin');
    const rows: Array<{ id: number }> = await api.db.query(
      `SELECT id FROM staff WHERE role = 'superadmin' AND is_active = 1 AND id NOT IN (?, ?)`,
      [a.id, b.id],
    );
    others = rows.map((r) => Number(r.id));
    if (others.length) await api.db.query('UPDATE staff SET is_active = 0 WHERE id IN (?)', [others]);
  });
  afterAll(async () => {
    if (others.length) await api.db.query('UPDATE staff SET is_active = 1 WHERE id IN (?)', [others]);
  });

  it('of two superadmins removed at once, exactly one goes', async () => {
    const tokenA = await staffMember(api, 'superadmin', 'a-twin');
    // staffMember made one more superadmin: it steps aside too.
    await api.db.query('UPDATE staff SET is_active = 0 WHERE id = ?', [tokenA.id]);
    others.push(tokenA.id);
    const sessions = api.app.get(SessionService);
    let sessionA = { token: '' };
    let sessionB = { token: '' };
    // Several rounds, both orders: each time one removal goes through and the other is refused, never both
    // and never a deadlock (500).
    let answers: Awaited<ReturnType<ReturnType<typeof http>['put']>>[] = [];
    for (let round = 0; round < 8; round++) {
      await api.db.query(`UPDATE staff SET role = 'superadmin', is_active = 1 WHERE id IN (?, ?)`, [
        a.id,
        b.id,
      ]);
      // The removal of the previous round ended the sessions of whoever it removed.
      sessionA = { token: await sessions.issue('staff', a.id, 600, 'superadmin') };
      sessionB = { token: await sessions.issue('staff', b.id, 600, 'superadmin') };
      const removals = [
        http().put(`/admin-api/staff/${b.id}`).set(staffAuth(sessionA)).send({ role: 'moderator' }),
        http().put(`/admin-api/staff/${a.id}`).set(staffAuth(sessionB)).send({ is_active: false }),
      ];
      answers = await Promise.all(round % 2 ? removals.reverse() : removals);
      if (round % 2) answers.reverse();
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    }
    const refused = answers.find((r) => r.status === 409)!;
    expect(refused.body.message).toBe(STAFF_LAST_SUPERADMIN);

    const [{ n }] = await api.db.query(
      `SELECT COUNT(*) AS n FROM staff WHERE role = 'superadmin' AND is_active = 1 AND id IN (?, ?)`,
      [a.id, b.id],
    );
    expect(Number(n)).toBe(1);
    // The one left can neither demote nor deactivate themselves.
    const left = answers[0]!.status === 200 ? { id: a.id, s: sessionA } : { id: b.id, s: sessionB };
    await http()
      .put(`/admin-api/staff/${left.id}`)
      .set(staffAuth(left.s))
      .send({ role: 'finance' })
      .expect(409);
    await http()
      .put(`/admin-api/staff/${left.id}`)
      .set(staffAuth(left.s))
      .send({ is_active: false })
      .expect(409);
    // Restore the other one for the afterAll's sake (a superadmin again).
    await api.db.query(`UPDATE staff SET role = 'superadmin', is_active = 1 WHERE id IN (?, ?)`, [
      a.id,
      b.id,
    ]);
  });
});

describe('two-factor sign-in', () => {
  it('a role that requires it gets a set-up-only session until enrolled', async () => {
    const { email } = await createStaff('finance');
    const first = await staffSignIn(api, { email, password });
    expect(first.two_factor_setup).toBe(true);
    const refused = await http().get('/admin-api/countries').set(staffAuth(first)).expect(403);
    expect(refused.body.message).toMatch(/two-factor/);
    await http().get('/admin-api/auth/me').set(staffAuth(first)).expect(200);
    const status = await http().get('/admin-api/auth/two-factor').set(staffAuth(first)).expect(200);
    expect(status.body).toEqual({ enabled: false, required: true, recovery_codes_left: 0 });

    const setup = await http().post('/admin-api/auth/two-factor/setup').set(staffAuth(first)).expect(200);
    expect(setup.body.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    expect(setup.body.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.body.qr_code.split(',')[1], 'base64').toString()).toContain('<svg');
    await http()
      .post('/admin-api/auth/two-factor/confirm')
      .set(staffAuth(first))
      .send({ code: '000000' === totpCode(setup.body.secret, Date.now()) ? '111111' : '000000' })
      .expect(422);
    const done = await http()
      .post('/admin-api/auth/two-factor/confirm')
      .set(staffAuth(first))
      .send({ code: totpCode(setup.body.secret, Date.now()) })
      .expect(200);
    expect(done.body.recovery_codes).toHaveLength(10);
    await http().get('/admin-api/countries').set(staffAuth(done.body.session)).expect(200);
    await http().get('/admin-api/auth/me').set(staffAuth(first)).expect(401);

    // Stored sealed and hashed: neither the secret nor a recovery code is in the database as such.
    const [row] = await api.db.query('SELECT totp_secret FROM staff WHERE email = ?', [email]);
    expect(row.totp_secret).not.toContain(setup.body.secret);
    const codes: Array<{ code_hash: string }> = await api.db.query(
      'SELECT code_hash FROM staff_recovery_codes WHERE staff_id = (SELECT id FROM staff WHERE email = ?)',
      [email],
    );
    expect(codes.map((c) => c.code_hash)).not.toContain(done.body.recovery_codes[0]);
  });

  it('signs in with a code; a wrong or reused code is refused; a recovery code works once', async () => {
    const { email } = await createStaff('finance');
    const { secret, recovery_codes } = await enrol(email);
    const login = () =>
      http()
        .post('/admin-api/auth/login')
        .set('X-Forwarded-For', freshIp())
        .send({ email, password })
        .expect(200);
    const withCode = (challenge: string, code: string) =>
      http().post('/admin-api/auth/login/code').set('X-Forwarded-For', freshIp()).send({ challenge, code });

    const first = await login();
    expect(first.body).toEqual({ two_factor: 'code', challenge: expect.any(String) });
    const code = await freshTotpCode(api, email, secret);
    const wrong = code === '123456' ? '654321' : '123456';
    expect((await withCode(first.body.challenge, wrong)).status).toBe(401);
    const ok = await withCode(first.body.challenge, code);
    expect(ok.status).toBe(200);
    await http().get('/admin-api/countries').set(staffAuth(ok.body)).expect(200);
    // The challenge is spent, and the code too.
    expect((await withCode(first.body.challenge, code)).status).toBe(401);
    const second = await login();
    expect((await withCode(second.body.challenge, code)).status).toBe(401);

    const recovery = recovery_codes[0] as string;
    expect((await withCode(second.body.challenge, recovery.toUpperCase())).status).toBe(200);
    const third = await login();
    expect((await withCode(third.body.challenge, recovery)).status).toBe(401);
    const status = await http().get('/admin-api/auth/two-factor').set(staffAuth(ok.body)).expect(200);
    expect(status.body).toEqual({ enabled: true, required: true, recovery_codes_left: 9 });
  });

  it('allows five codes per challenge', async () => {
    const { email } = await createStaff('finance');
    const { secret } = await enrol(email);
    const ip = freshIp();
    const first = await http()
      .post('/admin-api/auth/login')
      .set('X-Forwarded-For', ip)
      .send({ email, password });
    for (let i = 0; i < 5; i++)
      await http()
        .post('/admin-api/auth/login/code')
        .set('X-Forwarded-For', ip)
        .send({ challenge: first.body.challenge, code: 'aaaa-bbbb-cccc' })
        .expect(401);
    await http()
      .post('/admin-api/auth/login/code')
      .set('X-Forwarded-For', ip)
      .send({ challenge: first.body.challenge, code: await freshTotpCode(api, email, secret) })
      .expect(401);
  });

  it('STAFF_2FA_REQUIRED_FOR_ALL requires it of every role', async () => {
    const { email } = await createStaff('content_editor');
    const config = api.app.get(AppConfig);
    expect((await staffSignIn(api, { email, password })).two_factor_setup).toBeUndefined();
    config.STAFF_2FA_REQUIRED_FOR_ALL = true;
    try {
      const session = await staffSignIn(api, { email, password });
      expect(session.two_factor_setup).toBe(true);
      await http().get('/admin-api/countries').set(staffAuth(session)).expect(403);
    } finally {
      config.STAFF_2FA_REQUIRED_FOR_ALL = false;
    }
  });

  it('a role that does not require it may turn it off with a code; finance may not', async () => {
    const { email } = await createStaff('moderator');
    const plain = await staffSignIn(api, { email, password });
    const setup = await http().post('/admin-api/auth/two-factor/setup').set(staffAuth(plain)).expect(200);
    const { body } = await http()
      .post('/admin-api/auth/two-factor/confirm')
      .set(staffAuth(plain))
      .send({ code: totpCode(setup.body.secret, Date.now()) })
      .expect(200);
    const disable = (code: string) =>
      http().post('/admin-api/auth/two-factor/disable').set(staffAuth(body.session)).send({ code });
    expect((await disable('aaaa-bbbb-cccc')).status).toBe(422);
    expect((await disable(await freshTotpCode(api, email, setup.body.secret))).status).toBe(204);
    expect((await staffSignIn(api, { email, password })).token).toEqual(expect.any(String));

    const finance = await createStaff('finance');
    const enrolled = await enrol(finance.email);
    const refused = await http()
      .post('/admin-api/auth/two-factor/disable')
      .set(staffAuth(enrolled.session))
      .send({ code: await freshTotpCode(api, finance.email, enrolled.secret) });
    expect(refused.status).toBe(409);
  });

  it("a superadmin's reset turns it off, ends the sessions, and is audit-logged", async () => {
    const admin = await staffMember(api, 'superadmin', 'resetter');
    const { id, email } = await createStaff('moderator');
    // Optional for moderators: a plain session, then enrolment by choice.
    const plain = await staffSignIn(api, { email, password });
    expect(plain.two_factor_setup).toBeUndefined();
    const setup = await http().post('/admin-api/auth/two-factor/setup').set(staffAuth(plain)).expect(200);
    const done = await http()
      .post('/admin-api/auth/two-factor/confirm')
      .set(staffAuth(plain))
      .send({ code: totpCode(setup.body.secret, Date.now()) })
      .expect(200);
    expect((await api.app.get(StaffService).login(email, password, freshIp())) as object).toHaveProperty(
      'challenge',
    );

    const res = await http()
      .post(`/admin-api/staff/${id}/two-factor/reset`)
      .set(staffAuth(admin))
      .expect(200);
    expect(res.body.two_factor).toBe(false);
    await http().get('/admin-api/auth/me').set(staffAuth(done.body.session)).expect(401);
    expect(await auditEntries('staff.2fa.reset', id)).toEqual([
      expect.objectContaining({ staff_id: admin.id }),
    ]);
    expect(await auditEntries('staff.2fa.enable', id)).toHaveLength(1);
    const after = await staffSignIn(api, { email, password });
    expect(after.token).toEqual(expect.any(String));
  });
});
