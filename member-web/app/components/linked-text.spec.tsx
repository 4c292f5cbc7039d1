import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';

import { i18nFor } from '../i18n/i18n';
import { renderRoute } from '../../test/remix';
import { LinkedText } from './linked-text';

describe('a sentence with links', () => {
  it('turns each named tag into a link to its path, the other tags given as components', async () => {
    const settings = i18nFor('en').getFixedT(null, 'settings');
    const account = i18nFor('en').getFixedT(null, 'account');
    const strong = { strong: <strong /> };
    renderRoute(() => (
      <>
        <p data-testid="decisions">
          <LinkedText t={settings} i18nKey="help.decisions" links={{ notices: '/Home/User/notices' }} />
        </p>
        <p>
          <LinkedText t={account} i18nKey="delete.step1" links={{ login: '/login' }} components={strong} />
        </p>
      </>
    ));
    const notices = await screen.findByRole('link', { name: 'Notices' });
    expect(notices).toHaveAttribute('href', '/Home/User/notices');
    expect(screen.getByTestId('decisions')).toHaveTextContent(
      'Decisions about your content are listed in Notices, where you can appeal them.',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByText('Settings').tagName).toBe('STRONG');
  });
});
