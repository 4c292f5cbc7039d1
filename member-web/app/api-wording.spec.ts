import { describe, expect, it } from '@jest/globals';

import { siteWording } from './api-wording';
import { i18nFor } from './i18n/i18n';

const en = i18nFor('en').t;
const hi = i18nFor('hi').t;

describe('siteWording', () => {
  it('names the API’s internal fields as a person would', () => {
    expect(siteWording('The facbook url must be a valid URL starting with http:// or https://.', en)).toBe(
      'The Facebook link must be a valid URL starting with http:// or https://.',
    );
    expect(siteWording('The aadharcard number must be a valid 12-digit Aadhaar number.', en)).toBe(
      'The Aadhaar number must be a valid 12-digit Aadhaar number.',
    );
    expect(siteWording('The gst no field is required.', en)).toBe('Enter the GST number');
    expect(siteWording('The mobile no format is invalid.', en)).toBe('The mobile number is invalid.');
    expect(siteWording('The selected native city id is invalid.', en)).toBe(
      'The selected home town is invalid.',
    );
  });

  it('words whole messages the site says otherwise, in the reader’s language', () => {
    expect(siteWording('The selected city does not belong to the selected state and country.', en)).toBe(
      'Choose a city of the chosen state',
    );
    expect(siteWording('The state id field is required.', en)).toBe('Choose the state');
    expect(siteWording('The state id field is required.', hi)).toBe('राज्य चुनें');
    expect(siteWording('The gst no field is required.', hi)).toBe('जीएसटी नंबर भरें');
  });

  it('leaves every other text as it came', () => {
    expect(siteWording('Enter the brand name', en)).toBe('Enter the brand name');
    expect(siteWording('The name field is required.', en)).toBe('The name field is required.');
  });
});
