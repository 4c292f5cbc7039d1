import { describe, expect, it } from '@jest/globals';
import { DataRightsMessages, type ApiClient } from '@app/contracts';

import { textsFor } from './i18n/texts.server';
import { runSettingsForm } from './settings.server';

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

/** An API that must not be called: the form is refused before it. */
const unused = {
  post: () => {
    throw new Error('the API was called');
  },
} as unknown as ApiClient;

describe('runSettingsForm', () => {
  it('reports every field of the password form at once, without calling the API', async () => {
    const result = await runSettingsForm(
      unused,
      'password',
      formOf({ intent: 'password', password: 'short' }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fieldErrors).sort()).toEqual([
      'current_password',
      'password',
      'password_confirmation',
    ]);
  });

  it('refuses a confirmation that differs from the new password', async () => {
    const result = await runSettingsForm(
      unused,
      'password',
      formOf({ current_password: 'x', password: 'long enough one', password_confirmation: 'other one!' }),
    );
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { password_confirmation: 'The password confirmation does not match.' },
    });
  });

  it('sends a valid form to the API and signs out after a deletion', async () => {
    const calls: Array<[string, unknown]> = [];
    const api = {
      post: async (path: string, body: unknown) => {
        calls.push([path, body]);
        return { message: 'done', data: null };
      },
    } as unknown as ApiClient;
    const result = await runSettingsForm(api, 'delete', formOf({ intent: 'delete', password: 'secret' }));
    expect(calls).toEqual([['settings/delete-account', { password: 'secret' }]]);
    expect(result).toEqual({ intent: 'delete', ok: true, message: 'done', signedOut: true });
  });

  it('keeps the English messages without texts', async () => {
    const password = await runSettingsForm(unused, 'password', formOf({ password: 'short' }));
    expect(password).toMatchObject({
      fieldErrors: {
        current_password: 'Current password is required',
        password: 'The password must be between 8 and 128 characters.',
        password_confirmation: 'Confirm password is required',
      },
    });
    const email = await runSettingsForm(unused, 'email', formOf({ email: 'nope' }));
    expect(email).toMatchObject({
      fieldErrors: {
        email: 'The email must be a valid email address.',
        current_password: 'Current password is required',
      },
    });
    const silent = { post: async () => ({ message: '', data: null }) } as unknown as ApiClient;
    expect(await runSettingsForm(silent, 'export', formOf({}))).toMatchObject({
      ok: true,
      message: DataRightsMessages.exportQueued,
    });
  });

  it('writes its own messages in Hindi for a Hindi reader', async () => {
    const hindi = await textsFor(
      new Request('http://site.test/Home/User/setting', { headers: { 'Accept-Language': 'hi' } }),
      'server',
    );
    const password = await runSettingsForm(
      unused,
      'password',
      formOf({ current_password: 'x', password: 'long enough one', password_confirmation: 'other one!' }),
      hindi,
    );
    expect(password).toMatchObject({
      fieldErrors: { password_confirmation: 'दोबारा लिखा गया पासवर्ड मेल नहीं खाता।' },
    });
    const deletion = await runSettingsForm(unused, 'delete', formOf({}), hindi);
    expect(deletion).toMatchObject({ fieldErrors: { password: 'पासवर्ड लिखना ज़रूरी है' } });
    const silent = { post: async () => ({ message: '', data: null }) } as unknown as ApiClient;
    expect(
      await runSettingsForm(silent, 'email-confirm', formOf({ email_otp: '123456' }), hindi),
    ).toMatchObject({ ok: true, message: 'आपका ईमेल पता बदल दिया गया।' });
  });
});
