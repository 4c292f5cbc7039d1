import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';

import { CaptionedTable } from './captioned-table';

describe('the captioned table', () => {
  it('names the table by its caption and puts the header row above the rows given', () => {
    render(
      <CaptionedTable caption="Wallet entries" headers={['Date', 'Coupon']}>
        <tr>
          <td>March 12, 2026</td>
          <td>-</td>
        </tr>
      </CaptionedTable>,
    );
    const table = screen.getByRole('table', { name: 'Wallet entries' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Coupon']);
    expect(within(table).getByRole('cell', { name: 'March 12, 2026' })).toBeInTheDocument();
  });
});
