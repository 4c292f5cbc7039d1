import { describe, expect, it } from '@jest/globals';

import { formEntries } from './text';

describe('formEntries', () => {
  it('gives each field of a saved listing as text, and an empty text where it has none', () => {
    const job = { title: 'Chef', salary: 25000, per: 0, location: null, other_benefits: undefined };
    expect(formEntries(job, ['title', 'salary', 'per', 'location', 'other_benefits'])).toEqual({
      title: 'Chef',
      salary: '25000',
      per: '0',
      location: '',
      other_benefits: '',
    });
  });
});
