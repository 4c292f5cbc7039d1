import { createCookieSessionStorage, redirect } from '@remix-run/node';

import { env } from './env.server';

/**
 * The member's API token lives only in this signed, httpOnly cookie: scripts in the page cannot read it and
 * it never reaches browser storage. Loaders and actions read it and call the API from the server.
 */

interface SessionData {
  token: string;
}

const REMEMBER_ME_SECONDS = 60 * 60 * 24 * 30;

const sessionStorage = createCookieSessionStorage<SessionData>({
  cookie: {
    name: '__session',
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    // Secure whenever the site is served over https (remix-serve always runs in production mode).
    secure: env.PUBLIC_WEB_URL.startsWith('https:'),
    secrets: env.SESSION_SECRETS,
  },
});

function getSession(request: Request) {
  return sessionStorage.getSession(request.headers.get('Cookie'));
}

/** The visitor's API token, or undefined for an anonymous visitor. */
export async function getToken(request: Request): Promise<string | undefined> {
  const session = await getSession(request);
  return session.get('token');
}

/** The signed-in member's token; an anonymous visitor is sent to the login page instead. */
export async function requireUser(request: Request): Promise<{ token: string }> {
  const token = await getToken(request);
  if (!token) throw redirect('/login');
  return { token };
}

/**
 * Stores the token and returns the `Set-Cookie` header value to send with the response. Without `remember`
 * the cookie ends with the browser session; with it, it lasts 30 days.
 */
export async function commitToken(request: Request, token: string, options: { remember?: boolean } = {}) {
  const session = await getSession(request);
  session.set('token', token);
  return sessionStorage.commitSession(
    session,
    options.remember ? { maxAge: REMEMBER_ME_SECONDS } : undefined,
  );
}

/** Returns the `Set-Cookie` header value that removes the session (sign out). */
export async function destroySession(request: Request) {
  const session = await getSession(request);
  return sessionStorage.destroySession(session);
}
