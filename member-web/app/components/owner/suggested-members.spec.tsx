import { type SuggestedMember, UserType } from '@app/contracts';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';

import { renderRoute } from '../../../test/remix';
import { SuggestedMembers } from './suggested-members';

const member = (id: number, name: string, overrides: Partial<SuggestedMember> = {}): SuggestedMember => ({
  id,
  name,
  business_name: null,
  photo: null,
  city: { id: 134096, name: 'Surat' },
  state: null,
  user_type: UserType.Manpower,
  user_type_text: 'Manpower',
  blue_tick: 0,
  is_elite: 0,
  lead_sent: 0,
  ...overrides,
});

describe('suggested members (decision 347)', () => {
  it('offers "Invite to quote" to a suggested vendor who has not had the requirement', async () => {
    renderRoute(() => (
      <SuggestedMembers
        kind="vendor"
        members={[member(4, 'Asha Traders', { blue_tick: 1 }), member(5, 'Kiran Foods', { lead_sent: 1 })]}
      />
    ));
    const section = await screen.findByRole('region', { name: 'Suggested vendors' });
    expect(within(section).getByRole('button', { name: 'Invite to quote' })).toBeInTheDocument();
    expect(within(section).getByText('Blue tick')).toBeInTheDocument();
    expect(within(section).getByText('Sent: they have your requirement')).toBeInTheDocument();
  });

  it('shows a job’s suggested professionals in the same shape, with their profiles and no invitation', async () => {
    renderRoute(() => (
      <SuggestedMembers
        kind="professional"
        members={[member(7, 'Meera Shah'), member(8, 'Ravi Kumar', { lead_sent: 1 })]}
      />
    ));
    const section = await screen.findByRole('region', { name: 'Suggested professionals' });
    expect(within(section).getByRole('link', { name: 'Meera Shah' })).toHaveAttribute('href', '/profile/7');
    expect(within(section).queryByRole('button')).toBeNull();
    expect(within(section).getByText('Sent: they have your job as an alert')).toBeInTheDocument();
  });

  it('says so when no professional matches', async () => {
    renderRoute(() => <SuggestedMembers kind="professional" members={[]} />);
    expect(
      await screen.findByText('No matching professional has made their profile visible yet.'),
    ).toBeInTheDocument();
  });
});
