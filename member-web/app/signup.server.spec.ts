import { Messages, UserType } from '@app/contracts';
import { describe, expect, it } from '@jest/globals';

import { languageCookie } from './i18n/language.server';
import { textsFor } from './i18n/texts.server';
import { signupErrors } from './signup.server';

/** The sign-up form's own checks (decision 171), written in the reader's language (decision 404). */
const request = (headers: Record<string, string>) => new Request('http://site.test/Register', { headers });

const empty = { user_type: UserType.Restaurant };
const mismatched = {
  user_type: UserType.Manpower,
  first_name: 'Asha',
  last_name: 'Rao',
  mobile_no: '98765',
  country_id: '101',
  state_id: '4',
  city_id: '9',
  email: 'asha@',
  password: 'short',
  password_confirmation: 'other',
};

describe('signupErrors', () => {
  it('keeps the English messages (and the seeds’ terms text) without texts', () => {
    expect(signupErrors(empty)).toEqual({
      business_name: 'Enter your business name',
      first_name: 'Enter your first name',
      last_name: 'Enter your last name',
      mobile_no: 'Enter a 10-digit mobile number',
      country_id: 'Choose your country',
      state_id: 'Choose your state',
      city_id: 'Choose your city',
      email: 'Enter your email address',
      password: 'Enter a password of at least 8 characters',
      password_confirmation: 'Enter the password again',
      terms: Messages.acceptTerms,
    });
    expect(signupErrors({ ...mismatched, terms: 'on' })).toEqual({
      mobile_no: 'Enter a 10-digit mobile number',
      email: 'Enter an email address like name@example.com',
      password: 'Use at least 8 characters for the password',
      password_confirmation: 'The two passwords do not match',
    });
    expect(signupErrors({ user_type: 'admin' }).user_type).toBe('Choose your business type');
  });

  it('is the same English for an English reader', async () => {
    const english = await textsFor(request({ 'Accept-Language': 'en-IN,en;q=0.9' }), 'server');
    expect(signupErrors(empty, english)).toEqual(signupErrors(empty));
  });

  it('writes every message in Hindi for a Hindi reader (browser header or the switcher’s cookie)', async () => {
    const byHeader = await textsFor(request({ 'Accept-Language': 'hi' }), 'server');
    const cookie = (await languageCookie.serialize('hi')).split(';')[0]!;
    const byCookie = await textsFor(request({ Cookie: cookie }), 'server');
    const errors = signupErrors(empty, byHeader);
    expect(errors).toEqual(signupErrors(empty, byCookie));
    expect(errors.first_name).toBe('अपना पहला नाम लिखें');
    expect(errors.business_name).toBe('अपने बिज़नेस का नाम लिखें');
    expect(errors.terms).toBe('कृपया नियम और प्राइवेसी पॉलिसी स्वीकार करें');
    const mismatch = signupErrors({ ...mismatched, terms: 'on' }, byHeader);
    expect(mismatch.password_confirmation).toBe('दोनों पासवर्ड मेल नहीं खाते');
    expect(mismatch.mobile_no).toBe('10 अंकों का मोबाइल नंबर लिखें');
    expect(mismatch.email).toBe('name@example.com जैसा ईमेल पता लिखें');
    // No English sentence is left in any message (the example address aside).
    for (const message of [...Object.values(errors), ...Object.values(mismatch)])
      expect(message.replace('name@example.com', '')).not.toMatch(/[A-Za-z]{4,}/);
  });
});
