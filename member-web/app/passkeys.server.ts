import type { ApiClient, LoginData, PasskeyCeremony } from '@app/contracts';
import { createCookie } from '@remix-run/node';

import { env } from './env.server';

/**
 * The ceremony id of a passkey request stays in this signed, httpOnly cookie between the options and the
 * browser's answer (docs/decisions/222): the API's challenge is then bound to this browser, and page
 * scripts never hold it. It lives as long as the API keeps the challenge.
 */
const ceremonyCookie = createCookie('__passkey', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  maxAge: 5 * 60,
  secure: env.PUBLIC_WEB_URL.startsWith('https:'),
  secrets: env.SESSION_SECRETS,
});

export type PasskeyPurpose = 'register' | 'login';

/** Starts a ceremony at the API: answers the browser's options and the cookie that remembers it. */
export async function startPasskeyCeremony(
  api: ApiClient,
  purpose: PasskeyPurpose,
): Promise<{ options: PasskeyCeremony['options']; cookie: string }> {
  const path = purpose === 'register' ? 'passkeys/registration-options' : 'passkeys/login-options';
  const { data } = await api.post<PasskeyCeremony>(path);
  return {
    options: data.options,
    cookie: await ceremonyCookie.serialize({ purpose, ceremony: data.ceremony }),
  };
}

/** The ceremony this browser started for `purpose`, and the header that forgets it (each works once). */
export async function takePasskeyCeremony(
  request: Request,
  purpose: PasskeyPurpose,
): Promise<{ ceremony: string; clear: string }> {
  const value = (await ceremonyCookie.parse(request.headers.get('Cookie'))) as {
    purpose?: string;
    ceremony?: string;
  } | null;
  const clear = await ceremonyCookie.serialize('', { maxAge: 0 });
  // A missing or foreign ceremony goes to the API as an unknown one: it answers "expired".
  const ceremony = value?.purpose === purpose && value.ceremony ? value.ceremony : '0'.repeat(43);
  return { ceremony, clear };
}

/** The browser's credential as the form posted it (JSON); null when it is not an object. */
export function credentialFrom(form: FormData): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(String(form.get('credential') ?? ''));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The login page's passkey answer: the API checks it and opens the same session as a password login, or
 * refuses with the password login's texts (unverified, banned, suspended). Answers the Set-Cookie headers.
 */
export async function signInWithPasskey(
  request: Request,
  api: ApiClient,
  form: FormData,
): Promise<{ token: string; remember: boolean; clear: string }> {
  const { ceremony, clear } = await takePasskeyCeremony(request, 'login');
  const remember = form.get('remember_me') === '1';
  const { data } = await api.post<LoginData>('passkeys/login', {
    ceremony,
    credential: credentialFrom(form),
    remember_me: remember,
  });
  return { token: data.authorization, remember, clear };
}
