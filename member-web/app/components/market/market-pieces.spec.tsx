import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';

import { renderRoute } from '../../../test/remix';
import { DetailsTable } from './details-table';
import { TickedName } from './ticked-name';

describe('the ticked name of a market card', () => {
  it('follows a verified name with the blue tick, spoken "Verified"', async () => {
    renderRoute(() => (
      <h2>
        <TickedName name="Spice Route" blueTick={1} />
      </h2>
    ));
    const heading = await screen.findByRole('heading');
    expect(within(heading).getByText('Spice Route')).toHaveAttribute('data-user-content');
    expect(within(heading).getByRole('img', { name: 'Verified' })).toHaveTextContent('✓');
  });

  it('shows the name alone when not verified', async () => {
    renderRoute(() => (
      <h2>
        <TickedName name="Tandoor House" blueTick={0} />
      </h2>
    ));
    expect(await screen.findByRole('heading', { name: 'Tandoor House' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Verified' })).toBeNull();
  });
});

describe('the details table of a listing', () => {
  it('puts each label in a row header beside its value, under a hidden caption', async () => {
    renderRoute(() => (
      <DetailsTable
        caption="The restaurant"
        rows={[
          ['City', 'Surat'],
          ['Cost', '₹15,00,000'],
        ]}
      />
    ));
    const table = await screen.findByRole('table', { name: 'The restaurant' });
    expect(table).toHaveClass('owner-table');
    const [city] = within(table).getAllByRole('row');
    expect(within(city).getByRole('rowheader')).toHaveTextContent('City');
    expect(within(city).getByRole('cell')).toHaveTextContent('Surat');
  });
});
