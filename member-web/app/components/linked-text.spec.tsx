import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';

import { i18nFor } from '../i18n/i18n';
import { renderRoute } from '../../test/remix';
import { LinkedText } from './linked-text';

describe('a sentence with links', () => {
  it("turns each named tag into a link to its path and keeps the sentence's other words", async () => {
    const t = i18nFor('en').getFixedT(null, 'settings');
    renderRoute(() => (
      <p data-testid="sentence">
        <LinkedText
          t={t}
          i18nKey="help.read"
          links={{ childSafety: '/child-safety-policy', terms: '/terms-and-conditions' }}
        />
      </p>
    ));
    expect(await screen.findByRole('link', { name: 'Child Safety Standards' })).toHaveAttribute(
      'href',
      '/child-safety-policy',
    );
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(screen.getByTestId('sentence')).toHaveTextContent(
      'Read our Child Safety Standards and Terms & Conditions.',
    );
  });

  it('adds the other tags given as components', async () => {
    const t = i18nFor('en').getFixedT(null, 'account');
    renderRoute(() => (
      <p data-testid="sentence">
        <LinkedText
          t={t}
          i18nKey="delete.step1"
          links={{ login: '/login' }}
          components={{ strong: <strong /> }}
        />
      </p>
    ));
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByText('Settings').tagName).toBe('STRONG');
  });
});
