import { describe, expect, it } from '@jest/globals';
import { HttpError } from 'react-admin';

import { withFieldMessages } from './fieldErrors';

describe('withFieldMessages', () => {
  it('turns the API’s message lists into the one string per field react-admin shows', () => {
    const mapped = withFieldMessages(
      new HttpError('The given data was invalid.', 422, {
        message: 'The given data was invalid.',
        errors: { code: ['The code has already been taken.'], currency: ['Required.', 'Use INR.'] },
      }),
    ) as HttpError;
    expect(mapped).toBeInstanceOf(HttpError);
    expect(mapped.status).toBe(422);
    expect(mapped.body).toEqual({
      message: 'The given data was invalid.',
      errors: { code: 'The code has already been taken.', currency: 'Required. Use INR.' },
    });
  });

  it('leaves other errors alone', () => {
    const forbidden = new HttpError('Forbidden', 403, { message: 'Forbidden' });
    expect(withFieldMessages(forbidden)).toBe(forbidden);
    const offline = new TypeError('Failed to fetch');
    expect(withFieldMessages(offline)).toBe(offline);
  });
});
