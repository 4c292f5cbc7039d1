import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { LocationLists } from '../../locations.server';
import { formFields, renderRoute } from '../../../test/remix';
import { FranchiseForm } from './franchise-form';

const locations: LocationLists = {
  countries: [{ id: 101, name: 'India', currency: 'INR', currency_symbol: '₹' }],
  states: [],
  cities: [],
  selected: { countryId: 101 },
};

describe('the franchise form', () => {
  it('names its button for publishing a new offer, and sends the create', async () => {
    const sent: Record<string, FormDataEntryValue>[] = [];
    renderRoute(() => <FranchiseForm values={{}} locations={locations} />, {
      path: '/Franchisee',
      action: async ({ request }) => {
        sent.push(await formFields(request));
        return null;
      },
    });
    const button = await screen.findByRole('button', { name: 'Publish franchise offer' });
    expect(screen.queryByRole('button', { name: 'Success' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Brand Name'), 'Dosa Hub');
    await userEvent.click(button);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual(expect.objectContaining({ intent: 'create', brand_name: 'Dosa Hub' }));
  });

  it('says "Save changes" when editing an offer, beside Cancel', async () => {
    renderRoute(
      () => <FranchiseForm values={{ brand_name: 'Dosa Hub' }} locations={locations} editingId={4} />,
      {
        path: '/Franchisee',
      },
    );
    expect(await screen.findByRole('form', { name: 'Edit Franchisee' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveAttribute('value', 'update');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/Franchisee');
    expect(screen.queryByRole('button', { name: 'Success' })).not.toBeInTheDocument();
  });
});
