import { describe, expect, it } from '@jest/globals';

import { action } from './reset-password';

/** The reset form's own checks, before the API: the settings page's password texts, in the reader's language. */
async function refused(headers: Record<string, string>) {
  const body = new URLSearchParams({
    token: 't',
    email: 'a@example.com',
    password: 'short',
    password_confirmation: 'other',
  });
  const request = new Request('http://site.test/reset-password', { method: 'POST', body, headers });
  const response = (await action({ request, params: {}, context: {} })) as unknown as {
    data: { fieldErrors: Record<string, string> };
    init: { status: number } | null;
  };
  expect(response.init?.status).toBe(400);
  return response.data.fieldErrors;
}

describe('reset-password action', () => {
  it('keeps the English messages', async () => {
    expect(await refused({})).toEqual({
      password: 'The password must be between 8 and 128 characters.',
      password_confirmation: 'The password confirmation does not match.',
    });
  });

  it('writes them in Hindi for a Hindi reader', async () => {
    expect(await refused({ 'Accept-Language': 'hi' })).toEqual({
      password: 'पासवर्ड 8 से 128 अक्षरों का होना चाहिए।',
      password_confirmation: 'दोबारा लिखा गया पासवर्ड मेल नहीं खाता।',
    });
  });
});
