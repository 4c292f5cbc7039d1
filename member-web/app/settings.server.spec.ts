import { describe, expect, it } from '@jest/globals';
import type { ApiClient } from '@app/contracts';

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
});
