import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';

import { renderRoute } from '../../../test/remix';
import { ListTable, type ListColumn } from './list-table';

interface Row {
  id: number;
  name: string;
  phone: string;
}

const columns: ListColumn<Row>[] = [
  { header: 'Name', cell: (row) => <td>{row.name}</td> },
  { header: 'Mobile', cell: (row) => <td colSpan={2}>{row.phone}</td> },
  { header: 'Email' },
];

function renderTable(data: Row[], numberHeader?: string) {
  const list = { current_page: 3, per_page: 10, last_page: 3, data };
  renderRoute(
    () => (
      <ListTable
        caption="People"
        numberHeader={numberHeader}
        columns={columns}
        list={list}
        empty="Nobody yet"
      />
    ),
    { path: '/list' },
  );
}

describe('the list table', () => {
  it('heads the number column and each column, and numbers the rows across the pages', async () => {
    renderTable([
      { id: 7, name: 'Asha', phone: '98100' },
      { id: 9, name: 'Ravi', phone: '98200' },
    ]);
    const [head, first, second] = await screen.findAllByRole('row');
    expect(
      within(head)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Sr.No', 'Name', 'Mobile', 'Email']);
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['21', 'Asha', '98100']);
    expect(within(second).getAllByRole('cell')[0]).toHaveTextContent('22');
  });

  it('says so in one row across every column when the page is empty', async () => {
    renderTable([]);
    const cell = await screen.findByRole('cell', { name: 'Nobody yet' });
    expect(cell).toHaveAttribute('colspan', '4');
  });

  it('heads the number column with the page’s own text when it gives one', async () => {
    renderTable([{ id: 7, name: 'Asha', phone: '98100' }], '#');
    expect(await screen.findByRole('columnheader', { name: '#' })).toBeInTheDocument();
  });
});
