import { ApiError, Messages, RETRY_AFTER_SECONDS, type ApiClient } from '@app/contracts';
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';

import { apiFor } from './api.server';
import { fieldMessages } from './form-rules';
import { destroySession, getToken } from './session.server';
import type { MemberUser } from './types';
import { UNAVAILABLE_MESSAGE } from './unavailable';

/**
 * The API is down for a moment (503: Redis or the database unreachable, or the API itself, see apiFor).
 * The page answers 503 with the API's Retry-After and the "temporarily unavailable" page; the session
 * cookie is left alone.
 */
export function throwIfUnavailable(error: unknown): void {
  if (error instanceof ApiError && error.status === 503) {
    throw new Response(UNAVAILABLE_MESSAGE, {
      status: 503,
      statusText: 'Service Unavailable',
      headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    });
  }
}

/** What a form action hands back to its page when the submission failed. */
export interface FormFailure {
  message?: string;
  fieldErrors: Record<string, string>;
}

/**
 * Turns an API refusal into the texts the form shows; a 503 becomes the "temporarily unavailable" page;
 * anything else (API down, bug) is rethrown.
 */
export function failureFrom(error: unknown, fallback: string = Messages.genericError): FormFailure {
  if (error instanceof ApiError && error.status < 500) {
    return { message: error.body?.message || fallback, fieldErrors: error.fieldErrors() };
  }
  throwIfUnavailable(error);
  throw error;
}

/** Validates the submitted fields with a Zod schema; field messages keyed as the API names them. */
export function parseForm<T extends z.ZodTypeAny>(
  schema: T,
  formData: FormData,
): { ok: true; data: z.infer<T> } | { ok: false; failure: FormFailure } {
  const raw: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === 'string') raw[key] = value.trim();
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, failure: { fieldErrors: fieldMessages(parsed.error) } };
}

export const required = (label: string) =>
  z.string({ required_error: `${label} is required` }).min(1, `${label} is required`);

/** The API token without a `Bearer ` prefix, whichever way the API spells it. */
export function tokenFrom(authorization: string): string {
  return authorization.replace(/^Bearer\s+/i, '');
}

/** Sign-in pages send a visitor who already holds a token to /Home. */
export async function redirectIfSignedIn(request: Request) {
  if (await getToken(request)) throw redirect('/Home');
}

/**
 * The signed-in member, for pages that need one. No token: /login. A token the API no longer accepts (401):
 * the session cookie is removed and the visitor goes to / (seeds, section 4, "Session start"). An API that
 * is temporarily unavailable (503) ends nothing: the page says so and the member stays signed in.
 */
export async function requireMember(request: Request): Promise<{ api: ApiClient; me: MemberUser }> {
  const token = await getToken(request);
  if (!token) throw redirect('/login');
  const api = await apiFor(request);
  try {
    const { data } = await api.get<MemberUser>('user');
    return { api, me: data };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      throw redirect('/', { headers: { 'Set-Cookie': await destroySession(request) } });
    }
    throwIfUnavailable(error);
    throw error;
  }
}

/** The loader of a members-only page that loads nothing of its own: only the sign-in check above. */
export async function membersOnlyLoader({ request }: LoaderFunctionArgs) {
  await requireMember(request);
  return null;
}

/**
 * The member for the header. `signedIn` is false when there is no token or the API refused it (401); an
 * unreachable or unavailable API (503) keeps the visitor signed in but without a name.
 */
export async function optionalMember(
  request: Request,
): Promise<{ signedIn: boolean; member: MemberUser | null }> {
  if (!(await getToken(request))) return { signedIn: false, member: null };
  try {
    const { data } = await (await apiFor(request)).get<MemberUser>('user');
    return { signedIn: true, member: data };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { signedIn: false, member: null };
    console.error('member-web: GET user failed', error);
    return { signedIn: true, member: null };
  }
}
