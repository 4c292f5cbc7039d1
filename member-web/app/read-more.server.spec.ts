import { type Job, type Requirement, UserType } from '@app/contracts';
import { describe, expect, it } from '@jest/globals';

import { followEachOther } from './components/message-button';
import { i18nFor } from './i18n/i18n';
import { readMoreView } from './read-more.server';
import type { MemberUser } from './types';

/** Message on the read-more pages and profiles (issue 31, decision 361). */
const member = (id: number, user_type: UserType) => ({ id, user_type }) as MemberUser;

const requirement = (my_quote_id: number | null) =>
  ({
    id: 7,
    title: 'Paneer',
    description: 'Daily',
    photo: null,
    created_at: '2026-12-01T10:00:00.000Z',
    restaurant: { user_id: 1, name: 'Omar Shah', business_name: 'Spice Route', mobile_no: null, email: null },
    relation: my_quote_id ? 1 : 0,
    my_quote_id,
  }) as unknown as Requirement;

const job = (my_application_id: number | null) =>
  ({
    id: 9,
    title: 'Tandoor chef',
    position: 'Chef',
    salary: 35000,
    per: 0,
    is_closed: 0,
    restaurant: { user_id: 1, name: 'Omar Shah', business_name: null, mobile_no: null, email: null },
    relation: my_application_id ? 1 : 0,
    my_application_id,
  }) as unknown as Job;

describe('read-more Message button', () => {
  it('opens the vendor’s own quote’s conversation, named for the restaurant', () => {
    const view = readMoreView('requirement', 7, requirement(42), member(5, UserType.Vendor));
    expect(view.message).toEqual({ type: 'quote', id: 42, to: 'Spice Route' });
  });

  it('is not there without a quote of the viewer’s', () => {
    expect(readMoreView('requirement', 7, requirement(null), member(5, UserType.Vendor)).message).toBeNull();
    expect(
      readMoreView('requirement', 7, requirement(null), member(1, UserType.Restaurant)).message,
    ).toBeNull();
  });

  it('opens the professional’s own application’s conversation, or is not there', () => {
    const view = readMoreView('job', 9, job(11), member(6, UserType.Manpower));
    expect(view.message).toEqual({ type: 'application', id: 11, to: 'Omar Shah' });
    expect(readMoreView('job', 9, job(null), member(6, UserType.Manpower)).message).toBeNull();
  });
});

describe('profile Message: members who follow each other', () => {
  it.each([
    ['none', false, false],
    ['pending', false, false],
    ['pending', true, false],
    ['accepted', false, false],
    ['none', true, false],
    ['accepted', true, true],
  ] as const)('follow_status %s, follows_you %s: %s', (follow_status, follows_you, offered) => {
    expect(followEachOther({ follow_status, follows_you })).toBe(offered);
  });
});

describe('read-more texts in the reader’s language (issue 35)', () => {
  const hindi = i18nFor('hi').getFixedT(null, 'readMore');

  it('keeps the English rows, button and note by default', () => {
    const view = readMoreView('job', 9, job(null), member(6, UserType.Manpower));
    expect(view.rows.map(([label]) => label)).toContain('Salary');
    expect(view.rows.find(([label]) => label === 'Salary')?.[1]).toMatch(/Per Month$/);
    expect(view.button?.label).toBe('Apply');
    expect(readMoreView('job', 9, job(11), member(6, UserType.Manpower)).done).toBe(
      'You have applied for this job.',
    );
  });

  it('writes the rows, the button and the note in Hindi for a Hindi page', () => {
    const view = readMoreView('job', 9, job(null), member(6, UserType.Manpower), hindi);
    expect(view.rows.map(([label]) => label)).toContain('सैलरी');
    expect(view.rows.find(([label]) => label === 'सैलरी')?.[1]).toMatch(/हर महीने$/);
    expect(view.button?.label).toBe('आवेदन करें');
    expect(readMoreView('requirement', 7, requirement(42), member(5, UserType.Vendor), hindi).done).toBe(
      'आपने कोटेशन भेज दिया है; नया कोटेशन उसकी जगह ले लेगा।',
    );
  });

  it('writes the requirement’s posted date in the page’s language, English as before', () => {
    const posted = (view: ReturnType<typeof readMoreView>, label: string) =>
      view.rows.find(([row]) => row === label)?.[1];
    const english = readMoreView('requirement', 7, requirement(null), member(5, UserType.Vendor));
    expect(posted(english, 'Posted')).toBe('December 1, 2026');
    const hindiView = readMoreView(
      'requirement',
      7,
      requirement(null),
      member(5, UserType.Vendor),
      hindi,
      'hi',
    );
    expect(posted(hindiView, i18nFor('hi').t('readMore:rows.posted'))).toBe('1 दिसंबर 2026');
  });
});
