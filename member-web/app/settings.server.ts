import { DataRightsMessages, Messages, type ApiClient } from '@app/contracts';
import { z } from 'zod';

import { failureFrom, parseForm, required, type FormFailure } from './accounts.server';

/** The forms of /Home/User/setting, told apart by their `intent`. */
export type SettingsIntent = 'password' | 'email' | 'email-confirm' | 'delete' | 'export';

export type SettingsResult =
  | { intent: SettingsIntent; ok: true; message: string; signedOut?: boolean }
  | ({ intent: SettingsIntent; ok: false } & FormFailure);

const PasswordSchema = z.object({
  current_password: required('Current password'),
  password: required('New password').pipe(
    z
      .string()
      .min(8, 'The password must be between 8 and 128 characters.')
      .max(128, 'The password must be between 8 and 128 characters.'),
  ),
  password_confirmation: required('Confirm password'),
});

const EmailSchema = z.object({
  email: required('New e-mail').pipe(z.string().email('The email must be a valid email address.')),
  current_password: required('Current password'),
});

const ConfirmSchema = z.object({ email_otp: required('Code') });
const DeleteSchema = z.object({ password: required('Password') });

const SCHEMAS = {
  password: PasswordSchema,
  email: EmailSchema,
  'email-confirm': ConfirmSchema,
  delete: DeleteSchema,
  export: z.object({}),
} as const;

const PATHS: Record<SettingsIntent, string> = {
  password: 'settings/password',
  email: 'settings/email',
  'email-confirm': 'settings/email/confirm',
  delete: 'settings/delete-account',
  export: 'settings/export',
};

export const isIntent = (value: unknown): value is SettingsIntent =>
  typeof value === 'string' && value in SCHEMAS;

/**
 * Runs one settings form: checked here first (every field's message at once), then by the API (whose
 * 422 lists every field too). The password confirmation is compared here as well.
 */
export async function runSettingsForm(
  api: ApiClient,
  intent: SettingsIntent,
  form: FormData,
): Promise<SettingsResult> {
  form.delete('intent');
  const parsed = parseForm(SCHEMAS[intent], form);
  const mismatch =
    intent === 'password' && form.get('password') !== form.get('password_confirmation')
      ? 'The password confirmation does not match.'
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
      message: message || defaultMessage(intent),
      ...(intent === 'delete' && { signedOut: true }),
    };
  } catch (error) {
    return { intent, ok: false, ...failureFrom(error, Messages.genericError) };
  }
}

function defaultMessage(intent: SettingsIntent): string {
  return {
    password: DataRightsMessages.passwordChanged,
    email: DataRightsMessages.emailCodeSent,
    'email-confirm': DataRightsMessages.emailChanged,
    delete: DataRightsMessages.accountDeleted,
    export: DataRightsMessages.exportQueued,
  }[intent];
}
