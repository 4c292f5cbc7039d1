import type { ApiClient } from '@app/contracts';
import { z } from 'zod';

import { failureFrom, parseForm, type FormFailure } from './accounts.server';
import { englishServerTexts, type ServerTexts } from './form-rules';

/** The forms of /Home/User/setting, told apart by their `intent`. */
export type SettingsIntent = 'password' | 'email' | 'email-confirm' | 'delete' | 'export';

export type SettingsResult =
  | { intent: SettingsIntent; ok: true; message: string; signedOut?: boolean }
  | ({ intent: SettingsIntent; ok: false } & FormFailure);

/**
 * The forms' checks in the reader's language (`server` texts, `settings.*`); English without them. The
 * password rules are the reset-password page's too.
 */
export const newPasswordRules = (t: ServerTexts = englishServerTexts) =>
  z
    .string({ required_error: t('settings.newPassword') })
    .min(1, t('settings.newPassword'))
    .pipe(z.string().min(8, t('settings.passwordLength')).max(128, t('settings.passwordLength')));

const requiredText = (message: string) => z.string({ required_error: message }).min(1, message);

function schemas(t: ServerTexts) {
  return {
    password: z.object({
      current_password: requiredText(t('settings.currentPassword')),
      password: newPasswordRules(t),
      password_confirmation: requiredText(t('settings.confirmPassword')),
    }),
    email: z.object({
      email: requiredText(t('settings.newEmail')).pipe(z.string().email(t('settings.emailInvalid'))),
      current_password: requiredText(t('settings.currentPassword')),
    }),
    'email-confirm': z.object({ email_otp: requiredText(t('settings.code')) }),
    delete: z.object({ password: requiredText(t('settings.password')) }),
    export: z.object({}),
  } as const;
}

const INTENTS: readonly SettingsIntent[] = ['password', 'email', 'email-confirm', 'delete', 'export'];

const PATHS: Record<SettingsIntent, string> = {
  password: 'settings/password',
  email: 'settings/email',
  'email-confirm': 'settings/email/confirm',
  delete: 'settings/delete-account',
  export: 'settings/export',
};

export const isIntent = (value: unknown): value is SettingsIntent =>
  typeof value === 'string' && (INTENTS as readonly string[]).includes(value);

/**
 * Runs one settings form: checked here first (every field's message at once), then by the API (whose
 * 422 lists every field too). The password confirmation is compared here as well. `t` (the `server`
 * texts) writes the page's own messages in the reader's language; English without it.
 */
export async function runSettingsForm(
  api: ApiClient,
  intent: SettingsIntent,
  form: FormData,
  t: ServerTexts = englishServerTexts,
): Promise<SettingsResult> {
  form.delete('intent');
  const parsed = parseForm(schemas(t)[intent], form);
  const mismatch =
    intent === 'password' && form.get('password') !== form.get('password_confirmation')
      ? t('settings.passwordMismatch')
      : undefined;
  if (!parsed.ok || mismatch) {
    const fieldErrors = parsed.ok ? {} : parsed.failure.fieldErrors;
    if (mismatch) fieldErrors.password_confirmation ??= mismatch;
    return { intent, ok: false, fieldErrors };
  }
  try {
    const { message } = await api.post(PATHS[intent], parsed.data);
    return {
      intent,
      ok: true,
      message: message || defaultMessage(intent, t),
      ...(intent === 'delete' && { signedOut: true }),
    };
  } catch (error) {
    return { intent, ok: false, ...failureFrom(error, t('settings.failed')) };
  }
}

function defaultMessage(intent: SettingsIntent, t: ServerTexts): string {
  return {
    password: t('settings.passwordChanged'),
    email: t('settings.emailCodeSent'),
    'email-confirm': t('settings.emailChanged'),
    delete: t('settings.accountDeleted'),
    export: t('settings.exportQueued'),
  }[intent];
}
