import { describe, expect, it } from '@jest/globals';
import { checkAll, rules } from './form-rules';

const schema = {
  first_name: [rules.required('Enter your first name')],
  mobile_no: [rules.required('Enter your mobile number'), rules.mobile()],
  email: [rules.required('Enter your email address'), rules.email()],
  password: [rules.required('Enter a password'), rules.minLength(8, 'Use at least 8 characters')],
  password_confirmation: [rules.sameAs('password', 'The passwords do not match')],
  terms: [rules.checked('Please accept Terms & Privacy')],
};

describe('checkAll', () => {
  it('answers every empty field at once', () => {
    expect(checkAll({}, schema)).toEqual({
      first_name: 'Enter your first name',
      mobile_no: 'Enter your mobile number',
      email: 'Enter your email address',
      password: 'Enter a password',
      terms: 'Please accept Terms & Privacy',
    });
  });

  it('checks formats in plain words', () => {
    const errors = checkAll(
      {
        first_name: 'Asha',
        mobile_no: '98222',
        email: 'asha@',
        password: 'short',
        password_confirmation: 'other',
        terms: 'on',
      },
      schema,
    );
    expect(errors).toEqual({
      mobile_no: 'Enter a 10-digit mobile number',
      email: 'Enter an email address like name@example.com',
      password: 'Use at least 8 characters',
      password_confirmation: 'The passwords do not match',
    });
  });

  it('accepts Indian numbers with a prefix and other countries by length', () => {
    const mobile = rules.mobile();
    expect(mobile('+91 98222 22222', {})).toBeNull();
    expect(mobile('09822222222', {})).toBeNull();
    expect(mobile('982222222', {})).toBe('Enter a 10-digit mobile number');
    expect(mobile('+1 415 555 0100', { country_id: '231' })).toBeNull();
    expect(mobile('12', { country_id: '231' })).toBe('Enter a mobile number of 6 to 20 digits');
  });
});
