import { UserType, type GlobalSearchResult } from '@app/contracts';
import { describe, expect, it } from '@jest/globals';
import { Outlet, useSearchParams } from '@remix-run/react';
import { createRemixStub } from '@remix-run/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderRoute } from '../../../test/remix';
import { SearchBox, type SearchSuggestions } from './search-box';

const found: GlobalSearchResult = {
  user: [
    {
      id: 12,
      full_name: 'Meera Shah',
      profile_photo: null,
      user_type: UserType.Vendor,
      user_type_text: 'Vendor',
      business_name: 'Shah Spices',
      city: 'Pune',
      blue_tick: 0,
    },
  ],
  post: [{ id: 40, title: 'Masala week' }],
  listing: [{ id: 5, user_type_text: 'job', title: 'Line cook', place: 'Pune, Maharashtra' }],
};

/** The navigation bar's box on a page, with /Search answering as its loader does. */
function renderBox() {
  const asked: string[] = [];
  renderRoute(SearchBox, {
    routes: [
      {
        path: '/Search',
        loader: ({ request }): SearchSuggestions => {
          const search = new URL(request.url).searchParams.get('search') ?? '';
          asked.push(search);
          return { search, result: search === 'meera' ? found : { user: [], post: [], listing: [] } };
        },
        Component: function SearchPage() {
          const [params] = useSearchParams();
          return <h1>Results for {params.get('search')}</h1>;
        },
      },
    ],
  });
  return asked;
}

describe('the search box', () => {
  it('shows members (with what tells them apart), posts and listings as you type', async () => {
    const asked = renderBox();
    const box = await screen.findByRole('combobox', { name: 'Search members and posts' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, 'meera');

    const users = await screen.findByRole('region', { name: 'Users' });
    expect(within(users).getByRole('link', { name: /Meera Shah/ })).toHaveAttribute('href', '/Profile/12');
    expect(within(users).getByText('Vendor · Pune · Shah Spices')).toBeInTheDocument();
    expect(within(users).getByRole('link', { name: 'See all people' })).toHaveAttribute(
      'href',
      '/Search?search=meera&show=people',
    );
    expect(screen.getByRole('link', { name: 'Masala week' })).toHaveAttribute('href', '/posts/40');
    expect(screen.getByRole('link', { name: /Job\s+Line cook · Pune, Maharashtra/ })).toHaveAttribute(
      'href',
      '/read-more/job/5',
    );
    expect(box).toHaveAttribute('aria-expanded', 'true');
    // The list shown is the answer for the whole text (a slow machine may also have asked for a prefix).
    expect(asked.at(-1)).toBe('meera');
  });

  it('says so when nothing matches, and Escape closes the list', async () => {
    renderBox();
    const box = await screen.findByRole('combobox', { name: 'Search members and posts' });
    await userEvent.type(box, 'zzz');
    expect(await screen.findByText('No results')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the results page on Enter', async () => {
    renderBox();
    await userEvent.type(
      await screen.findByRole('combobox', { name: 'Search members and posts' }),
      'meera{Enter}',
    );
    expect(await screen.findByRole('heading', { name: 'Results for meera' })).toBeInTheDocument();
  });

  it('closes the list on Enter, so it does not cover the results page (the box stays in the header)', async () => {
    const Stub = createRemixStub([
      {
        path: '/',
        Component: function Layout() {
          return (
            <>
              <header>
                <SearchBox />
              </header>
              <Outlet />
            </>
          );
        },
        children: [
          { index: true, Component: () => <h1>Home</h1> },
          {
            path: 'Search',
            loader: ({ request }): SearchSuggestions => {
              const search = new URL(request.url).searchParams.get('search') ?? '';
              return { search, result: search === 'meera' ? found : null };
            },
            Component: function SearchPage() {
              const [params] = useSearchParams();
              return <h1>Results for {params.get('search')}</h1>;
            },
          },
        ],
      },
    ]);
    render(<Stub initialEntries={['/']} />);
    const box = await screen.findByRole('combobox', { name: 'Search members and posts' });
    await userEvent.type(box, 'meera');
    expect(await screen.findByRole('region', { name: 'Users' })).toBeVisible();
    expect(box).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Results for meera' })).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Users' })).not.toBeInTheDocument();
    // Typing again opens it again.
    await userEvent.type(box, 'x');
    expect(box).toHaveValue('meerax');
  });
});
