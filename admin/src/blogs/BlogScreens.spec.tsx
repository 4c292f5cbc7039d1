import type { StaffBlog } from '@app/contracts';
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider } from 'react-admin';

import { i18nProvider } from '../i18n/i18nProvider';
import { SiteLink } from '../content/ContentScreens';

const blog = (fields: Partial<StaffBlog>): StaffBlog => ({
  id: 9,
  title: 'Monsoon menus',
  slug: 'monsoon-menus',
  body: '<p>Hello</p>',
  cover_image: null,
  cover_image_url: null,
  status: 'published',
  publish_at: '2026-11-30T10:00:00Z',
  author_id: 1,
  author_name: 'Asha',
  likes: 0,
  dislikes: 0,
  shares: 0,
  public_url: 'https://restaurant.example/Blog/9',
  created_at: '2026-11-30T10:00:00Z',
  updated_at: '2026-11-30T10:00:00Z',
  ...fields,
});

function renderLink(record: StaffBlog) {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <RecordContextProvider value={record}>
        <SiteLink />
      </RecordContextProvider>
    </AdminContext>,
  );
}

describe('the blog form’s link to the site', () => {
  it('links a published blog to its page on the site', async () => {
    renderLink(blog({}));
    expect(await screen.findByRole('link', { name: 'View on the site' })).toHaveAttribute(
      'href',
      'https://restaurant.example/Blog/9',
    );
  });

  it('offers no link for a draft (its page would answer 404) and says why', async () => {
    renderLink(blog({ status: 'draft', publish_at: null, public_url: null }));
    expect(
      await screen.findByText(/Not on the site yet: a draft, or scheduled for later/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View on the site' })).not.toBeInTheDocument();
  });
});
