import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';

import { renderRoute } from '../../../test/remix';
import { ListingContact } from './listing-contact';

const listing = (access: 'shown' | 'after_trade') => ({
  id: 31,
  title: 'Fresh paneer',
  contact_access: access,
  restaurant: { name: 'Spice Route', mobile_no: '98100 00001', email: 'owner@spice.example' },
});

describe('the contact of a job or requirement row', () => {
  it('shows the restaurant’s phone and e-mail where the listing shares them', async () => {
    renderRoute(() => <ListingContact subject="requirement" listing={listing('shown')} reply={null} />);
    expect(await screen.findByRole('link', { name: '98100 00001' })).toHaveAttribute(
      'href',
      'tel:9810000001',
    );
    expect(screen.getByRole('link', { name: 'owner@spice.example' })).toBeInTheDocument();
  });

  it('says a vendor sees it after quoting, where the owner shares it only after a trade', async () => {
    renderRoute(() => <ListingContact subject="requirement" listing={listing('after_trade')} reply={null} />);
    expect(await screen.findByText('Quote to see')).toBeInTheDocument();
  });
});
