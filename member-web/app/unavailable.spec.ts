import { describe, expect, it } from '@jest/globals';

import { i18nFor } from './i18n/i18n';
import {
  TOO_MANY_TITLE,
  tooManyMessage,
  tooManyTitle,
  UNAVAILABLE_MESSAGE,
  UNAVAILABLE_TITLE,
  unavailableMessage,
  unavailableTitle,
} from './unavailable';

/** The outage and rate-limit pages' texts: English as before, Hindi for a Hindi page. */
describe('unavailable texts', () => {
  it('keeps the English texts', () => {
    expect(UNAVAILABLE_TITLE).toBe('Temporarily unavailable');
    expect(UNAVAILABLE_MESSAGE).toBe(
      'The site is temporarily unavailable. You are still signed in; please try again in a moment.',
    );
    expect(TOO_MANY_TITLE).toBe('Too many requests');
    expect(tooManyMessage(1)).toBe('Too many requests from your connection. Please try again in 1 second.');
    expect(tooManyMessage(30)).toBe(
      'Too many requests from your connection. Please try again in 30 seconds.',
    );
  });

  it('writes them in Hindi given the Hindi texts', () => {
    const t = i18nFor('hi').getFixedT(null, 'common');
    for (const text of [unavailableTitle(t), unavailableMessage(t), tooManyTitle(t), tooManyMessage(30, t)]) {
      expect(text).toMatch(/[\u0900-\u097F]/);
      expect(text).not.toMatch(/\b(Too|requests|unavailable|signed)\b/);
    }
    expect(tooManyMessage(30, t)).toContain('30');
  });
});
