/**
 * Plain-word checks shared by the member site's forms (decision 171). Each form lists its fields' rules;
 * `checkAll` runs every rule of every field in one pass and answers every message at once, keyed by field
 * name, so the page can show them all next to their fields. The API still validates everything again.
 */

import { i18nFor } from './i18n/i18n';

export type Rule = (value: string, all: Record<string, string>) => string | null;

/**
 * The texts of the `server` namespace in the reader's language (`textsFor(request, 'server')`), which
 * the shared rules' own messages come from; English when a form names none.
 */
export type ServerTexts = (key: string, options?: Record<string, unknown>) => string;

export const englishServerTexts: ServerTexts = (key, options) =>
  i18nFor('en').t(`server:${key}`, options ?? {});

export const rules = {
  required:
    (message: string): Rule =>
    (value) =>
      value.trim() ? null : message,
  maxLength:
    (max: number, message: string): Rule =>
    (value) =>
      [...value].length > max ? message : null,
  minLength:
    (min: number, message: string): Rule =>
    (value) =>
      value && [...value].length < min ? message : null,
  email:
    (message = englishServerTexts('rules.email')): Rule =>
    (value) =>
      !value.trim() || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : message,
  /**
   * A mobile number: in India (country 101, the default) ten digits (a +91 or 0 prefix is allowed), elsewhere
   * 6 to 20 digits with an optional +.
   */
  mobile:
    (countryField = 'country_id', t: ServerTexts = englishServerTexts): Rule =>
    (value, all) => {
      const trimmed = value.trim();
      if (!trimmed) return null;
      const digits = trimmed.replace(/[\s()-]/g, '');
      const country = all[countryField] || '101';
      if (country === '101') {
        const local = digits.replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
        return /^\d{10}$/.test(local) ? null : t('rules.mobileIndia');
      }
      return /^\+?\d{6,20}$/.test(digits) ? null : t('rules.mobileAbroad');
    },
  sameAs:
    (other: string, message: string): Rule =>
    (value, all) =>
      value && value !== (all[other] ?? '') ? message : null,
  checked:
    (message: string): Rule =>
    (value) =>
      value === 'on' || value === '1' || value === 'true' ? null : message,
} as const;

/** Runs every field's rules; the first failing rule of each field gives its message. */
export function checkAll(
  values: Record<string, string>,
  schema: Record<string, readonly Rule[]>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, fieldRules] of Object.entries(schema)) {
    const value = values[field] ?? '';
    for (const rule of fieldRules) {
      const message = rule(value, values);
      if (message) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
}

/** A form's string entries, trimmed (files and repeated names beyond the first are left out). */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value === 'string' && !(key in values)) values[key] = value.trim();
  }
  return values;
}
