import {
  challengeOf,
  type PasskeyCeremony,
  type StaffIdentity,
  type StaffLoginAnswer,
  type StaffSession,
} from '@app/contracts';
import { startAuthentication } from '@simplewebauthn/browser';
import { fetchUtils, HttpError, type AuthProvider } from 'react-admin';
import { solveSignInChallenge } from './signInChallenge';
import { ADMIN_API, bearer } from './adminApi';
import { session } from './session';

/**
 * The first step (email and password) or the second: the challenge it answered, with a code or with a
 * passkey (decision 222).
 */
type LoginParams =
  | { email: string; password: string }
  | { challenge: string; code: string }
  | { challenge: string; passkey: true };

/** The second step with a passkey: its options for this sign-in, the browser's dialog, the answer. */
async function passkeyStep(challenge: string): Promise<StaffSession> {
  const post = async <T>(path: string, body: object) =>
    (
      await fetchUtils.fetchJson(`${ADMIN_API}/auth/${path}`, {
        method: 'POST',
        body: JSON.stringify(body),
      })
    ).json as T;
  const { ceremony, options } = await post<PasskeyCeremony>('login/passkey-options', { challenge });
  const credential = await startAuthentication({ optionsJSON: options as never });
  return post<StaffSession>('login/passkey', { challenge, ceremony, credential });
}

/**
 * Thrown by login when the account has two-factor sign-in: the login page then asks for a code and calls
 * login again with the challenge.
 */
export class CodeRequired extends Error {
  constructor(readonly challenge: string) {
    super('Enter the code from your authenticator app.');
  }
}

/** Keeps a session the API opened; a set-up-only one makes the console show the enrolment first. */
export function startSession(answer: StaffSession): void {
  session.save(answer.token, answer.staff);
  session.setMustEnrol(answer.two_factor_setup === true);
  verified = { token: answer.token, result: Promise.resolve() };
}

/** Result of asking the API who owns the token: the identity, `null` when the token is refused, `undefined` when the API could not be asked. */
async function whoAmI(token: string): Promise<StaffIdentity | null | undefined> {
  try {
    const response = await fetch(`${ADMIN_API}/auth/me`, {
      headers: { Accept: 'application/json', ...bearer(token) },
    });
    if (response.status === 401 || response.status === 403) return null;
    if (!response.ok) return undefined;
    return (await response.json()) as StaffIdentity;
  } catch {
    return undefined;
  }
}

// The stored token is checked against the API once per page load (revoked or expired tokens are caught before
// any screen shows); later navigations trust it, and any 401 from a data call ends the session anyway.
let verified: { token: string; result: Promise<void> } | undefined;

function verify(token: string): Promise<void> {
  if (verified?.token !== token) {
    const result = whoAmI(token).then((staff) => {
      if (staff === null) {
        session.clear();
        verified = undefined;
        throw new Error('ra.notification.logged_out');
      }
      // An unreachable API is not a reason to sign out: the data calls will report it.
      if (staff) session.saveStaff(staff);
    });
    verified = { token, result };
  }
  return verified.result;
}

async function postLogin(step: string, body: object): Promise<StaffLoginAnswer> {
  const { json } = await fetchUtils.fetchJson(`${ADMIN_API}/auth/${step}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return json as StaffLoginAnswer;
}

/**
 * The password step. After repeated failures the API answers 428 with a proof-of-work check (decision
 * 218): the browser solves it and sends the same credentials once more with the solution.
 */
async function passwordStep(params: { email: string; password: string }): Promise<StaffLoginAnswer> {
  try {
    return await postLogin('login', params);
  } catch (error) {
    const challenge = error instanceof HttpError ? challengeOf(error.status, error.body) : null;
    if (!challenge) throw error;
    return postLogin('login', { ...params, altcha: await solveSignInChallenge(challenge) });
  }
}

export const authProvider: AuthProvider = {
  async login(params: LoginParams) {
    if ('passkey' in params) return startSession(await passkeyStep(params.challenge));
    // fetchJson rejects with the API's `message` (wrong credentials, rate limit), which the login form shows.
    const answer = 'challenge' in params ? await postLogin('login/code', params) : await passwordStep(params);
    if ('challenge' in answer) throw new CodeRequired(answer.challenge);
    startSession(answer);
  },

  async logout() {
    const token = session.token();
    try {
      if (token) await fetch(`${ADMIN_API}/auth/logout`, { method: 'POST', headers: bearer(token) });
    } catch {
      // Signing out locally must work even when the API is unreachable; the token then simply expires.
    } finally {
      session.clear();
      verified = undefined;
    }
  },

  async checkAuth() {
    const token = session.token();
    // No token is the normal first visit, not an error worth a notification.
    if (!token) throw { message: false };
    await verify(token);
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401) throw new Error('ra.notification.logged_out');
    if (error?.status === 403) {
      // 403 means either "not a staff token" (sign out) or "your role may not do this" (stay signed in,
      // the page shows the error). Only the API knows which.
      const token = session.token();
      const staff = token ? await whoAmI(token) : null;
      if (staff === null) throw new Error('ra.notification.logged_out');
    }
  },

  async getIdentity() {
    const staff = session.staff();
    if (!staff) throw new Error('ra.auth.auth_check_error');
    return { id: staff.id, fullName: staff.name, email: staff.email, role: staff.role };
  },

  async getPermissions() {
    return session.staff()?.role ?? null;
  },
};
