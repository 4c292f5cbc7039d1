import { i18nFor } from './i18n';
import { requestLanguage } from './language.server';

/**
 * The texts of one catalogue namespace in the request's language, for what a loader or an action writes
 * itself (validation messages, titles, rows built on the server): `(await textsFor(request, 'server'))('key')`.
 * The page's own language without the saved preference, as the API calls name it (the cookie follows it).
 */
export async function textsFor(request: Request, namespace: string) {
  return i18nFor(await requestLanguage(request)).getFixedT(null, namespace);
}

export type Texts = Awaited<ReturnType<typeof textsFor>>;
