/**
 * Plain-word checks shared by the member site's forms (decision 171), written in zod (decision 460). Each
 * form lists its fields' rules; `checkAll` turns them into one zod schema over the whole form, which runs
 * every rule of every field in one pass and answers every message at once, keyed by field name, so the page
 * can show them all next to their fields. The API still validates everything again.
 */

import { z } from 'zod';

import { i18nFor } from './i18n/i18n';

/** One check of a field's value: its message when the value fails, null when it passes. */
export type Rule = (value: string, all: Record<string, string>) => string | null;

/**
 * The texts of the `server` namespace in the reader's language (`textsFor(request, 'server')`), which
 * the shared rules' own messages come from; English when a form names none.
 */
export type ServerTexts = (key: string, options?: Record<string, unknown>) => string;

export const englishServerTexts: ServerTexts = (key, options) =>
  i18nFor('en').t(`server:${key}`, options ?? {});

/** A field's value as a zod schema checks it; rules comparing fields build theirs from the whole form. */
type ValueSchema = z.ZodType<unknown, z.ZodTypeDef, string>;

/** A rule from a zod schema over the field's value; the schema's first issue is the rule's message. */
export function zodRule(schema: ValueSchema | ((all: Record<string, string>) => ValueSchema)): Rule {
  return (value, all) => {
    const parsed = (typeof schema === 'function' ? schema(all) : schema).safeParse(value);
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  };
}

/** A value that is empty (after trimming) or, trimmed, matches the pattern (or passes the test). */
export const emptyOr = (pattern: RegExp | ((value: string) => boolean), message: string): ValueSchema =>
  z
    .string()
    .trim()
    .refine(
      (value) => !value || (typeof pattern === 'function' ? pattern(value) : pattern.test(value)),
      message,
    );

/** A value that must be given when `needed` holds for the form (a field another field makes necessary). */
export const requiredWhen = (needed: (all: Record<string, string>) => unknown, message: string): Rule =>
  zodRule((all) => (needed(all) ? z.string().trim().min(1, message) : z.string()));

const characters = (value: string) => [...value].length;

export const rules = {
  required: (message: string): Rule => zodRule(z.string().trim().min(1, message)),
  maxLength: (max: number, message: string): Rule =>
    zodRule(z.string().refine((value) => characters(value) <= max, message)),
  minLength: (min: number, message: string): Rule =>
    zodRule(z.string().refine((value) => !value || characters(value) >= min, message)),
  email: (message = englishServerTexts('rules.email')): Rule =>
    zodRule(emptyOr(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, message)),
  /**
   * A mobile number: in India (country 101, the default) ten digits (a +91 or 0 prefix is allowed), elsewhere
   * 6 to 20 digits with an optional +.
   */
  mobile: (countryField = 'country_id', t: ServerTexts = englishServerTexts): Rule =>
    zodRule((all) => {
      const digitsOf = (value: string) => value.replace(/[\s()-]/g, '');
      return (all[countryField] || '101') === '101'
        ? emptyOr(
            (value) =>
              /^\d{10}$/.test(digitsOf(value).replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '')),
            t('rules.mobileIndia'),
          )
        : emptyOr((value) => /^\+?\d{6,20}$/.test(digitsOf(value)), t('rules.mobileAbroad'));
    }),
  sameAs: (other: string, message: string): Rule =>
    zodRule((all) => z.string().refine((value) => !value || value === (all[other] ?? ''), message)),
  checked: (message: string): Rule => zodRule(z.enum(['on', '1', 'true'], { errorMap: () => ({ message }) })),
} as const;

/**
 * A form's rules as one zod schema over its values: every field's rules run, the first failing rule of each
 * field adds its issue at that field.
 */
export function formSchema(schema: Record<string, readonly Rule[]>) {
  return z.record(z.string()).superRefine((values, ctx) => {
    for (const [field, fieldRules] of Object.entries(schema)) {
      const value = values[field] ?? '';
      for (const rule of fieldRules) {
        const message = rule(value, values);
        if (message) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message });
          break;
        }
      }
    }
  });
}

/** A failed parse's messages keyed by field, the first issue of each field (the form's own issues: `form`). */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) messages[String(issue.path[0] ?? 'form')] ??= issue.message;
  return messages;
}

/** Runs every field's rules; the first failing rule of each field gives its message. */
export function checkAll(
  values: Record<string, string>,
  schema: Record<string, readonly Rule[]>,
): Record<string, string> {
  const parsed = formSchema(schema).safeParse(values);
  return parsed.success ? {} : fieldMessages(parsed.error);
}

/** A form's string entries, trimmed (files and repeated names beyond the first are left out). */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value === 'string' && !(key in values)) values[key] = value.trim();
  }
  return values;
}
