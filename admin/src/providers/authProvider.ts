import type { StaffIdentity, StaffLoginResponse } from '@app/contracts';
import { fetchUtils, type AuthProvider } from 'react-admin';
import { ADMIN_API, bearer } from './adminApi';
import { session } from './session';

interface LoginParams {
  email: string;
  password: string;
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

export const authProvider: AuthProvider = {
  async login({ email, password }: LoginParams) {
    // fetchJson rejects with the API's `message` (wrong credentials, rate limit), which the login form shows.
    const { json } = await fetchUtils.fetchJson(`${ADMIN_API}/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ email, password }),
    });
    const { token, staff } = json as StaffLoginResponse;
    session.save(token, staff);
    verified = { token, result: Promise.resolve() };
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
