import type { StaffIdentity } from '@app/contracts';

// sessionStorage, not localStorage: a staff token is powerful, so it lives only as long as the tab and never
// outlives a browser closed on a shared machine; the price is signing in again in a fresh tab.
const storage = window.sessionStorage;
const TOKEN_KEY = 'staff.token';
const STAFF_KEY = 'staff.identity';

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

  saveStaff(staff: StaffIdentity): void {
    storage.setItem(STAFF_KEY, JSON.stringify(staff));
  },

  clear(): void {
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(STAFF_KEY);
  },
};
