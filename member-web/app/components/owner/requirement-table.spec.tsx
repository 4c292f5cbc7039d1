import type { Page, Requirement } from '@app/contracts';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';

import { renderRoute } from '../../../test/remix';
import { RequirementTable } from './requirement-table';

const requirement = (id: number, title: string, description: string, expired = false): Requirement => ({
  id,
  title,
  description,
  photo: null,
  category_id: null,
  category: null,
  leads_count: 0,
  created_at: '2026-11-30T10:00:00.000Z',
  restaurant: {
    user_id: 3,
    name: 'Ravi Kumar',
    business_name: 'Spice Route',
    photo: null,
    mobile_no: null,
    email: null,
  },
  relation: 0,
  my_quote_id: null,
  quotes_count: 0,
  is_held: 0,
  is_expired: expired ? 1 : 0,
  expires_at: '2026-12-30T10:00:00.000Z',
  contact_shown: 'elite',
  contact_access: 'shown',
});

const longDescription =
  'Two clay tandoors for a new kitchen in Surat, delivered and installed before the Diwali rush begins.';

function renderTable(rows: Requirement[]) {
  const list: Page<Requirement> = {
    current_page: 2,
    per_page: 10,
    last_page: 2,
    total: 10 + rows.length,
    data: rows,
  };
  renderRoute(() => <RequirementTable list={list} />, { path: '/ShowRequirment' });
}

describe('the owner’s requirement table', () => {
  it('shows each title whole and the start of a long description with an ellipsis', async () => {
    renderTable([requirement(31, 'Commercial tandoor ovens (two, clay)', longDescription)]);
    const row = (await screen.findAllByRole('row'))[1];
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('11');
    expect(cells[1]).toHaveTextContent(/^Commercial tandoor ovens \(two, clay\)$/);
    expect(cells[2]).toHaveTextContent(/^Two clay tandoors for a new kitchen in Surat, delivered and…$/);
    // The whole description stays within reach (a tooltip), and the row's actions name the requirement.
    expect(cells[2]).toHaveAttribute('title', longDescription);
    expect(
      within(row).getByRole('link', { name: 'Edit Commercial tandoor ovens (two, clay)' }),
    ).toHaveAttribute('href', '/ShowRequirment?edit=31');
  });

  it('says how many matching vendors the requirement was sent to (issue 32)', async () => {
    renderTable([{ ...requirement(35, 'Basmati rice', 'Weekly.'), leads_count: 3 }]);
    const row = (await screen.findAllByRole('row'))[1];
    expect(within(row).getAllByRole('cell')[4]).toHaveTextContent(/^Sent to 3 matching vendors$/);
  });

  it('leaves a short description as it is', async () => {
    renderTable([requirement(32, 'Walk-in chiller', 'A chiller, 8 by 6 feet.')]);
    const row = (await screen.findAllByRole('row'))[1];
    expect(within(row).getAllByRole('cell')[2]).toHaveTextContent(/^A chiller, 8 by 6 feet\.$/);
  });

  it('marks an expired requirement and offers Renew beside it (decision 348)', async () => {
    renderTable([requirement(33, 'Fresh paneer', 'Daily.', true), requirement(34, 'Rice', 'Weekly.')]);
    const [, expired, running] = await screen.findAllByRole('row');
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    const renew = within(expired).getByRole('button', { name: 'Renew Fresh paneer' });
    expect(renew).toHaveAttribute('value', 'renew');
    expect(within(running).queryByRole('button', { name: /Renew/ })).toBeNull();
  });
});
