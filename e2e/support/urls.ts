import { DEV_SUPERADMIN } from '@app/contracts/demo';

/**
 * Where the running stack answers. scripts/test.sh starts it on its own ports and passes them in;
 * the defaults are those of a stack started by `npm start`.
 */
export const urls = {
  web: process.env.WEB_URL ?? 'http://127.0.0.1:3000',
  admin: process.env.ADMIN_URL ?? 'http://127.0.0.1:4100',
  api: process.env.API_URL ?? 'http://127.0.0.1:4000',
  mail: process.env.MAILDEV_URL ?? 'http://127.0.0.1:1080',
};

/** Demo logins created by the seed command (development passwords, never used in production). */
export const demo = {
  superadmin: {
    email: process.env.SUPERADMIN_EMAIL ?? DEV_SUPERADMIN.email,
    password: process.env.SUPERADMIN_PASSWORD ?? DEV_SUPERADMIN.password,
  },
};
