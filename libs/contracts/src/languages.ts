/**
 * The languages a member may save (issue 35, decision 390): the API's mails and notices, and the site's
 * pages, exist in each. Adding one is a value here, the column's ENUM (a migration), the mails' templates
 * and the site's catalogue.
 */
export const MEMBER_LANGUAGES = ['en', 'hi'] as const;

export type MemberLanguage = (typeof MEMBER_LANGUAGES)[number];

export const DEFAULT_MEMBER_LANGUAGE: MemberLanguage = 'en';

export function isMemberLanguage(value: unknown): value is MemberLanguage {
  return typeof value === 'string' && (MEMBER_LANGUAGES as readonly string[]).includes(value);
}

/** A saved language as the column holds it, English for anything else (a row read before the column). */
export function memberLanguage(value: unknown): MemberLanguage {
  return isMemberLanguage(value) ? value : DEFAULT_MEMBER_LANGUAGE;
}
