import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';

import { renderRoute } from '../../test/remix';
import { AlreadyMember, AuthCard } from './auth-card';

describe('the account pages’ card', () => {
  it('shows its heading, the page and the footer line', async () => {
    const { container } = renderRoute(() => (
      <AuthCard title="Register" footer={<AlreadyMember />} wide>
        <p>The form</p>
      </AuthCard>
    ));
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    expect(screen.getByText('The form')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(container.querySelector('.auth-card--wide .auth-card__footer')).not.toBeNull();
  });

  it('has no footer line when given none', async () => {
    const { container } = renderRoute(() => <AuthCard title="Sign in">form</AuthCard>);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(container.querySelector('.auth-card__footer')).toBeNull();
    expect(container.querySelector('.auth-card--wide')).toBeNull();
  });
});
