import { HINDI_MESSAGES } from '@app/contracts';
import type { Request } from 'express';

/**
 * The language of the API's messages (issue 35, decision 324): Hindi when the request's Accept-Language
 * prefers it to English (as the member site sends for a Hindi reader), English otherwise, which keeps the
 * seeds' texts for every old client. Field keys never change; only the texts do.
 */
export type AnswerLanguage = 'en' | 'hi';

const CATALOGUES: Record<Exclude<AnswerLanguage, 'en'>, Readonly<Record<string, string>>> = {
  hi: HINDI_MESSAGES,
};

/** express's own Accept-Language negotiation (q-values); English without a header or a match. */
export function answerLanguage(request: Pick<Request, 'acceptsLanguages'> | undefined): AnswerLanguage {
  if (typeof request?.acceptsLanguages !== 'function') return 'en';
  return request.acceptsLanguages('en', 'hi') === 'hi' ? 'hi' : 'en';
}

/** A message in the answer's language; a text without an entry stays as it is. */
export function inLanguage(message: string, language: AnswerLanguage): string {
  if (language === 'en') return message;
  return CATALOGUES[language][message] ?? message;
}

/** Field errors in the answer's language, under the same field keys. */
export function errorsInLanguage(
  errors: Record<string, string[]>,
  language: AnswerLanguage,
): Record<string, string[]> {
  if (language === 'en') return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      messages.map((text) => inLanguage(text, language)),
    ]),
  );
}
