import { describe, expect, it } from '@jest/globals';
import { preferencesFrom } from './notifications.server';

describe('preferencesFrom', () => {
  it('reads the digest kinds from the radio groups and the optional mails from the checkboxes', () => {
    const form = new FormData();
    form.set('kind.post_liked', 'digest');
    form.set('kind.post_commented', 'site');
    form.set('kind.follow_requested', 'digest');
    form.set('mail.marketplace_activity', 'on');
    form.set('mail.saved_searches', 'on');
    expect(preferencesFrom(form)).toEqual({
      digest: ['post_liked', 'follow_requested'],
      mails_off: ['unread_messages'],
      lead_mail: 'instant',
    });
  });

  it('counts a missing checkbox as off and ignores unknown names and values', () => {
    const form = new FormData();
    form.set('kind.not_a_kind', 'digest');
    form.set('kind.mentioned', 'weekly');
    form.set('lead_mail', 'hourly');
    expect(preferencesFrom(form)).toEqual({
      digest: [],
      mails_off: ['marketplace_activity', 'unread_messages', 'saved_searches'],
      lead_mail: 'instant',
    });
  });

  it('reads the lead-mail choice (at once, daily, none)', () => {
    for (const choice of ['instant', 'daily', 'none'] as const) {
      const form = new FormData();
      form.set('lead_mail', choice);
      expect(preferencesFrom(form).lead_mail).toBe(choice);
    }
  });
});
