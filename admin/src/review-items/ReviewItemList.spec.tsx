import { describe, expect, it, jest } from '@jest/globals';
import { screen, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider, type DataProvider, type GetListParams } from 'react-admin';

import { i18nProvider } from '../i18n/i18nProvider';
import { ReviewItemList } from './ReviewItemList';
import type { ReviewItemRecord } from './types';

const item = (id: number, fields: Partial<ReviewItemRecord>) =>
  ({
    id,
    reason: 'spam',
    subject_type: 'post',
    excerpt: `Excerpt ${id}`,
    author: { id: 100 + id, full_name: `Author ${id}` },
    source: 'report',
    reports_count: 1,
    held: false,
    created_at: '2026-11-27T10:00:00Z',
    status: 'open',
    overdue: false,
    ...fields,
  }) as unknown as ReviewItemRecord;

/** A data provider that answers the queue's list from memory and records what the screen asked for. */
function fakeProvider(records: ReviewItemRecord[]) {
  const getList = jest.fn(async (_resource: string, params: GetListParams) => {
    const status = params.filter?.status as string | undefined;
    const data = records.filter((record) => !status || record.status === status);
    return { data, total: data.length };
  });
  const provider = { getList } as unknown as DataProvider;
  return { provider, getList };
}

const renderQueue = (provider: DataProvider) =>
  render(
    <AdminContext dataProvider={provider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="review-items">
        <ReviewItemList />
      </ResourceContextProvider>
    </AdminContext>,
  );

describe('the moderation queue', () => {
  it('asks for the open items in priority order, 25 a page, and lists them', async () => {
    const { provider, getList } = fakeProvider([
      item(1, { reason: 'child_safety', excerpt: 'Needs a look first' }),
      item(2, { excerpt: 'Buy cheap followers', overdue: true }),
      item(3, { excerpt: 'Already handled', status: 'resolved' }),
    ]);
    renderQueue(provider);
    expect(await screen.findByText('Needs a look first')).toBeInTheDocument();
    expect(screen.getByText('Buy cheap followers')).toBeInTheDocument();
    expect(screen.queryByText('Already handled')).not.toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'review-items',
      expect.objectContaining({
        filter: { status: 'open' },
        sort: { field: 'priority', order: 'ASC' },
        pagination: { page: 1, perPage: 25 },
      }),
    );
    // Child safety stands out as a chip, not just a word in its cell.
    const row = screen.getByText('Needs a look first').closest('tr') as HTMLElement;
    expect(row.querySelector('.MuiChip-colorError')).not.toBeNull();
  });

  it('asks again with the status the moderator picks', async () => {
    const { provider, getList } = fakeProvider([
      item(1, { excerpt: 'Still open' }),
      item(3, { excerpt: 'Already handled', status: 'resolved' }),
    ]);
    renderQueue(provider);
    await screen.findByText('Still open');
    await userEvent.click(screen.getByRole('combobox', { name: /Status/ }));
    await userEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Resolved' }),
    );
    // The filter form waits for typing to pause (react-admin's debounce, 0.5 s) before it asks again.
    expect(await screen.findByText('Already handled')).toBeInTheDocument();
    expect(screen.queryByText('Still open')).not.toBeInTheDocument();
    expect(getList).toHaveBeenLastCalledWith(
      'review-items',
      expect.objectContaining({ filter: { status: 'resolved' } }),
    );
  });
});
