/**
 * The demo logins the seed command creates (`node api/dist/cli.js seed`), for development and the test
 * suites. Development-only passwords: the seed command refuses to run in production, and the production
 * superadmin comes from SUPERADMIN_EMAIL / SUPERADMIN_PASSWORD. A separate entry point
 * (`@app/contracts/demo`), not re-exported by the package index, so no browser bundle carries them.
 */
export const DEMO_MEMBER_PASSWORD = 'dev-only-Member#2026';
export const DEMO_STAFF_PASSWORD = 'dev-only-Staff#2026';

/** The superadmin of a development stack (scripts/defaults.sh sets the same SUPERADMIN_* defaults). */
export const DEV_SUPERADMIN = { email: 'admin@restaurant.local', password: 'dev-only-Admin#2026' } as const;

/** Seeded, verified members the journeys sign in as, with the name the site shows. */
export const DEMO_MEMBERS_BY_ROLE = {
  owner: { email: 'owner@restaurant.local', name: 'Riya Shah' },
  owner2: { email: 'owner2@restaurant.local', name: 'Arjun Mehta' },
  vendor: { email: 'vendor@restaurant.local', name: 'Vikram Patel' },
  vendor2: { email: 'vendor2@restaurant.local', name: 'Neha Desai' },
  chef: { email: 'chef@restaurant.local', name: 'Karan Joshi' },
} as const;

/** Seeded staff accounts (password {@link DEMO_STAFF_PASSWORD}). */
export const DEMO_STAFF_BY_ROLE = {
  moderator: { email: 'moderator@restaurant.local', name: 'Mira Moderator' },
  /** A second moderator: appeals go to a moderator other than the one who decided (decision 125). */
  moderator2: { email: 'moderator2@restaurant.local', name: 'Omar Oversight' },
  content_editor: { email: 'editor@restaurant.local', name: 'Ed Editor' },
  finance: { email: 'finance@restaurant.local', name: 'Fin Ance' },
} as const;

/**
 * DEVELOPMENT ONLY two-factor (TOTP) secrets the seed command enrols the demo superadmin and finance
 * staff with, so the e2e helpers and a developer can compute their codes (`node api/dist/dev/cli.js
 * totp-code EMAIL`, or any authenticator app given the secret). Never used in production: seed refuses it.
 */
export const DEV_TOTP_SECRETS: Record<string, string> = {
  [DEV_SUPERADMIN.email]: 'DEVONLYSUPERADMINTOTPSECRET23456',
  [DEMO_STAFF_BY_ROLE.finance.email]: 'DEVONLYFINANCETOTPSECRET234567AB',
};
