import type { SavedSearch } from '@app/contracts';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { formFields, renderRoute } from '../../test/remix';
import { SaveSearchForm } from '../components/saved-searches/save-search-form';
import SavedSearches from './Home.User.saved-searches';

const PATH = '/Home/User/saved-searches';

const search = (overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  id: 7,
  query: 'tandoor chef',
  kind: 'job',
  category_id: null,
  city_id: 134096,
  state_id: null,
  salary_min: 20000,
  salary_max: null,
  frequency: 'daily',
  category_name: null,
  category_name_hi: null,
  place_name: 'Surat',
  alerts_on: 1,
  created_at: '2026-12-01T10:00:00.000Z',
  ...overrides,
});

/** The page with stand-ins for its loader and action (the real ones call the API: api/test covers it). */
function renderPage(searches: SavedSearch[]) {
  const sent: Record<string, FormDataEntryValue>[] = [];
  renderRoute(SavedSearches, {
    path: PATH,
    loader: () => ({ searches, message: null }),
    action: async ({ request }) => {
      sent.push(await formFields(request));
      return { message: 'Saved search not found' };
    },
  });
  return sent;
}

describe('the saved searches page', () => {
  it('lists each search with its criteria and its frequency chosen', async () => {
    renderPage([search()]);
    const row = (await screen.findByText(/tandoor chef/)).closest('li')!;
    expect(row).toHaveTextContent('“tandoor chef” · Jobs · in Surat · salary ₹20000 to ₹… a month');
    expect(within(row).getByRole('radio', { name: 'Once a day' })).toBeChecked();
  });

  it('marks a search whose alerts an unsubscribe turned off, and only that one', async () => {
    renderPage([search(), search({ id: 8, query: 'dosa', alerts_on: 0 })]);
    const off = (await screen.findByText(/dosa/)).closest('li')!;
    expect(within(off).getByRole('status')).toHaveTextContent(/^Alerts off: you unsubscribed/);
    const on = screen.getByText(/tandoor chef/).closest('li')!;
    expect(within(on).queryByRole('status')).toBeNull();
  });

  it('sends a new frequency and a delete as plain forms, and shows a refusal', async () => {
    const sent = renderPage([search()]);
    await userEvent.click(await screen.findByRole('radio', { name: 'Once a week' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Saved search not found');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('alert');
    expect(sent).toEqual([
      { intent: 'frequency', id: '7', frequency: 'weekly' },
      { intent: 'delete', id: '7' },
    ]);
  });

  it('says so when there is none, and offers a new search', async () => {
    renderPage([]);
    expect(await screen.findByText(/You have no saved searches yet/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Words to look for' })).toBeInTheDocument();
  });
});

describe('Save this search', () => {
  it('posts the page’s search and the chosen frequency to the saved searches page', async () => {
    const sent: Record<string, FormDataEntryValue>[] = [];
    renderRoute(() => <SaveSearchForm search={{ query: 'paneer', kind: 'requirement', state_id: 4030 }} />, {
      path: '/Search',
      routes: [
        {
          path: PATH,
          action: async ({ request }) => {
            sent.push(await formFields(request));
            return null;
          },
          Component: () => <p>saved</p>,
        },
      ],
    });
    await userEvent.selectOptions(await screen.findByLabelText('E-mail me new matches'), 'instant');
    await userEvent.click(screen.getByRole('button', { name: 'Save this search' }));
    await screen.findByText('saved');
    expect(sent).toEqual([
      { intent: 'create', query: 'paneer', kind: 'requirement', state_id: '4030', frequency: 'instant' },
    ]);
  });
});
