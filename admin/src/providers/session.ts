import type { StaffIdentity } from '@app/contracts';

// sessionStorage, not localStorage: a staff token is powerful, so it lives only as long as the tab and never
// outlives a browser closed on a shared machine; the price is signing in again in a fresh tab.
const storage = window.sessionStorage;
const TOKEN_KEY = 'staff.token';
const STAFF_KEY = 'staff.identity';
/** Set while the session may only set up two-factor sign-in (the role requires it; not enrolled yet). */
const ENROL_KEY = 'staff.enrol-2fa';

export const session = {
  token(): string | null {
    return storage.getItem(TOKEN_KEY);
  },

  staff(): StaffIdentity | null {
    const raw = storage.getItem(STAFF_KEY);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as StaffIdentity;
    } catch {
      return null;
    }
  },

  save(token: string, staff: StaffIdentity): void {
    storage.setItem(TOKEN_KEY, token);
    storage.setItem(STAFF_KEY, JSON.stringify(staff));
  },

  mustEnrol(): boolean {
    return storage.getItem(ENROL_KEY) === '1';
  },

  setMustEnrol(value: boolean): void {
    if (value) storage.setItem(ENROL_KEY, '1');
    else storage.removeItem(ENROL_KEY);
  },

  saveStaff(staff: StaffIdentity): void {
    storage.setItem(STAFF_KEY, JSON.stringify(staff));
  },

  clear(): void {
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(STAFF_KEY);
    storage.removeItem(ENROL_KEY);
  },
};
