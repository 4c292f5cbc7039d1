import type { StaffRole } from '@app/contracts';
import { SessionService } from '../../src/core/auth/session.service';
import { StaffService } from '../../src/modules/staff/staff.service';
import { TOTP_PERIOD_SECONDS, totpCode, totpStep } from '../../src/modules/staff/two-factor/totp';
import { freshIp } from './accounts';
import type { TestApi } from './api';

export interface StaffMember {
  id: number;
  role: StaffRole;
  token: string;
}

/**
 * A staff account of the role (created once per e-mail) with a live session, as the console's login
 * would open it. `name` tells two staff members of one role apart.
 */
export async function staffMember(api: TestApi, role: StaffRole, name: string = role): Promise<StaffMember> {
  const { id } = await api.app.get(StaffService).upsert({
    email: `${name}-${role}@restaurant.local`.toLowerCase(),
    password: 'a-long-test-password-1',
    name: `Test ${name}`,
    role,
  });
  return { id, role, token: await api.app.get(SessionService).issue('staff', id, 3600, role) };
}

/** Headers of a staff request from a fresh client address. */
export const staffAuth = (staff: { token: string }, ip = freshIp()) => ({
  Authorization: `Bearer ${staff.token}`,
  'X-Forwarded-For': ip,
});

/** The ra-data-simple-rest query of a list call. */
export const listQuery = (q: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(q).map(([k, v]) => [k, JSON.stringify(v)]));

/** A supertest parser that collects any response body as bytes (images, zips, CSV). */
export function bytes(res: unknown, done: (error: Error | null, body: Buffer) => void): void {
  // In Node the response handed to a parser is the incoming message stream.
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

/**
 * Signs a staff member in through both steps of the console's login, as the console does: the password,
 * then (when the account has two-factor sign-in) the code computed from `totpSecret`. Answers the session.
 */
export async function staffSignIn(
  api: TestApi,
  who: { email: string; password: string; totpSecret?: string },
  ip = freshIp(),
): Promise<{ token: string; two_factor_setup?: true }> {
  const first = await api
    .http()
    .post('/admin-api/auth/login')
    .set('X-Forwarded-For', ip)
    .send({ email: who.email, password: who.password })
    .expect(200);
  if (first.body.token) return first.body;
  if (!who.totpSecret) throw new Error(`${who.email} needs a two-factor code`);
  const second = await api
    .http()
    .post('/admin-api/auth/login/code')
    .set('X-Forwarded-For', ip)
    .send({ challenge: first.body.challenge, code: await freshTotpCode(api, who.email, who.totpSecret) })
    .expect(200);
  return second.body;
}

/**
 * The code of the next step not used yet: a code works once per 30-second step, so a test that signs one
 * account in twice within a step uses the following step's code (accepted: ±1 step), or waits.
 */
export async function freshTotpCode(api: TestApi, email: string, secret: string): Promise<string> {
  const row: Array<{ step: string | null }> = await api.db.query(
    'SELECT totp_last_step AS step FROM staff WHERE email = ?',
    [email.toLowerCase()],
  );
  const last = row[0]?.step == null ? -1 : Number(row[0].step);
  let now = totpStep(Date.now());
  if (last >= now + 1) {
    await new Promise((resolve) => setTimeout(resolve, (last - now) * TOTP_PERIOD_SECONDS * 1000 + 500));
    now = totpStep(Date.now());
  }
  const step = Math.max(now, last + 1);
  return totpCode(secret, step * TOTP_PERIOD_SECONDS * 1000);
}
