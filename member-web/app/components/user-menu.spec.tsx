import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderRoute } from '../../test/remix';
import { UserMenu } from './user-menu';

const member = {
  id: 7,
  full_name: 'Riya Shah',
  profile_photo: null,
  user_type: '6' as const,
  is_subscribed: 0 as const,
  account: 'restaurant' as const,
};

describe('the account menu', () => {
  it('closes on Escape and gives the focus back to its button (issue 38 item 7)', async () => {
    renderRoute(() => <UserMenu member={member} />, { path: '/Home' });
    const button = await screen.findByText('Riya Shah');
    const menu = button.closest('details')!;
    await userEvent.click(button);
    expect(menu.open).toBe(true);
    screen.getByRole('link', { name: 'My Account' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(menu.open).toBe(false);
    expect(menu.querySelector('summary')).toHaveFocus();
  });
});
