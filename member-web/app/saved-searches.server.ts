import {
  ApiError,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_KINDS,
  type ApiClient,
  type SavedSearch,
  type SavedSearchFrequency,
} from '@app/contracts';

import { failureFrom } from './accounts.server';
import { i18nFor } from './i18n/i18n';
import { chooseLanguage } from './i18n/language.server';

export const SAVED_SEARCHES_PATH = '/Home/User/saved-searches';

export const isFrequency = (value: unknown): value is SavedSearchFrequency =>
  (SAVED_SEARCH_FREQUENCIES as readonly unknown[]).includes(value);

/** GET saved-searches: the member's saved searches, newest first. */
export async function savedSearches(api: ApiClient): Promise<SavedSearch[]> {
  return (await api.get<SavedSearch[]>('saved-searches')).data;
}

/** The texts of the saved-searches area in the request's language (for a flash message set in an action). */
export async function savedSearchTexts(request: Request) {
  const { language } = await chooseLanguage(request);
  return i18nFor(language).getFixedT(null, 'savedSearches');
}

/** A "Save this search" form's fields as the API takes them: empty fields left out, ids as numbers. */
export function savedSearchBody(form: FormData): Record<string, unknown> {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const whole = (name: string) => {
    const value = Number.parseInt(text(name), 10);
    return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  };
  const kind = text('kind');
  const body: Record<string, unknown> = {
    query: text('query').slice(0, 100) || undefined,
    kind: (SAVED_SEARCH_KINDS as readonly string[]).includes(kind) ? kind : undefined,
    category_id: whole('category_id'),
    city_id: whole('city_id'),
    state_id: whole('state_id'),
    salary_min: whole('salary_min'),
    salary_max: whole('salary_max'),
    frequency: isFrequency(text('frequency')) ? text('frequency') : 'daily',
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}

/** Sends a create, change or delete; a refusal comes back as its message (validation, not found). */
export async function sendSavedSearch(
  api: ApiClient,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: Record<string, unknown>,
): Promise<{ ok: true } | { ok: false; status: number; message: string }> {
  try {
    await api.request(method, path, { body });
    return { ok: true };
  } catch (error) {
    // Past here the API answered a 4xx (failureFrom throws the rest).
    const failure = failureFrom(error);
    return {
      ok: false,
      status: error instanceof ApiError ? error.status : 400,
      message: failure.message ?? '',
    };
  }
}
