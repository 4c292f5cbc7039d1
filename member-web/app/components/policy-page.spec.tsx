import type { PublicPolicyPage } from '@app/contracts';
import { describe, expect, it } from '@jest/globals';
import { Outlet } from '@remix-run/react';
import { createRemixStub } from '@remix-run/testing';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';

import { i18nFor } from '../i18n/i18n';
import { PolicyText, withSupportEmail } from './policy-page';

const page = (fields: Partial<PublicPolicyPage>): PublicPolicyPage => ({
  slug: 'privacypolicy',
  language: 'en',
  asked: 'en',
  binding_language: 'en',
  title: 'Privacy Policy',
  intro: 'These terms explain who may use Restaurant Community.',
  description: '',
  body: '<h2>Contact</h2><p>Questions about your data: {{support_email}}.</p>',
  updated_at: '2026-12-02T10:00:00Z',
  ...fields,
});

/** The page under the root route, whose loader gives the support address as the site's does. */
function renderPolicy(policy: PublicPolicyPage, language: string, supportEmail: string | null) {
  const Stub = createRemixStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ supportEmail }),
      Component: () => <Outlet />,
      children: [{ path: 'privacypolicy', Component: () => <PolicyText page={policy} /> }],
    },
  ]);
  return render(
    <I18nextProvider i18n={i18nFor(language)}>
      <Stub initialEntries={['/privacypolicy']} />
    </I18nextProvider>,
  );
}

describe('a policy page', () => {
  it('shows the English text with the support address of the settings, and no note', async () => {
    renderPolicy(page({}), 'en', 'help@restaurant.example');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('These terms explain who may use Restaurant Community.')).toHaveClass('lead');
    expect(screen.getByRole('link', { name: 'help@restaurant.example' })).toHaveAttribute(
      'href',
      'mailto:help@restaurant.example',
    );
    expect(screen.getByText(/Questions about your data:/)).toHaveTextContent(
      'Questions about your data: help@restaurant.example.',
    );
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says on a Hindi page, in Hindi, that the English page binds, and links to it', async () => {
    renderPolicy(
      page({
        language: 'hi',
        asked: 'hi',
        title: 'प्राइवेसी पॉलिसी',
        intro: '',
        body: '<p>सवाल: {{support_email}}</p>',
      }),
      'hi',
      null,
    );
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('अगर दोनों में कोई फ़र्क़ हो, तो अंग्रेज़ी पेज ही मान्य होगा।');
    expect(within(note).getByRole('link', { name: 'अंग्रेज़ी पेज पढ़ें' })).toHaveAttribute(
      'href',
      '/privacypolicy?lang=en',
    );
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'hi');
    // Without an address in the settings the page names the team instead.
    expect(screen.getByText('सवाल: हमारी सपोर्ट टीम')).toBeInTheDocument();
  });

  it('shows the English text to a Hindi reader when the page has no Hindi, and says so in Hindi', async () => {
    renderPolicy(page({ asked: 'hi' }), 'hi', null);
    expect(await screen.findByRole('note')).toHaveTextContent('यह पेज अभी हिंदी में नहीं है।');
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    // The body is English, so is the fallback for the address.
    expect(screen.getByText(/Questions about your data:/)).toHaveTextContent(
      'Questions about your data: our support team.',
    );
  });
});

describe('the support address in a body', () => {
  it('is escaped, so an address from the settings cannot add markup', () => {
    expect(withSupportEmail('<p>{{support_email}}</p>', 'a"b<c>@x.example', 'our team')).toBe(
      '<p><a href="mailto:a%22b%3Cc%3E@x.example">a&quot;b&lt;c&gt;@x.example</a></p>',
    );
    expect(withSupportEmail('<p>{{support_email}} or {{support_email}}</p>', null, 'our <team>')).toBe(
      '<p>our &lt;team&gt; or our &lt;team&gt;</p>',
    );
  });
});
