import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, type AuthProvider } from 'react-admin';

import { i18nProvider } from '../i18n/i18nProvider';
import { CodeRequired } from '../providers/authProvider';
import { LoginPage } from './LoginPage';

/** An auth provider that refuses to know anyone until `login` is called; `login` is the test's. */
function authWith(login: AuthProvider['login']): AuthProvider {
  return {
    login,
    logout: async () => undefined,
    checkAuth: async () => Promise.reject(new Error('signed out')),
    checkError: async () => undefined,
    getPermissions: async () => undefined,
  };
}

const renderLogin = (auth: AuthProvider) =>
  render(
    <AdminContext authProvider={auth} i18nProvider={i18nProvider}>
      <LoginPage />
      <Notification />
    </AdminContext>,
  );

describe('the console’s sign-in page', () => {
  it('sends the email and password typed', async () => {
    const login = jest.fn<AuthProvider['login']>(async () => undefined);
    renderLogin(authWith(login));
    await userEvent.type(await screen.findByLabelText(/Email/), 'admin@restaurant.local');
    await userEvent.type(screen.getByLabelText(/Password/), 'dev-only-Admin#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(login).toHaveBeenCalledWith({ email: 'admin@restaurant.local', password: 'dev-only-Admin#2026' });
  });

  it('asks for the two-factor code when the API does, and sends it with the challenge', async () => {
    const login = jest.fn<AuthProvider['login']>(async (params: { code?: string }) => {
      if (!params.code) throw new CodeRequired('challenge-1');
    });
    renderLogin(authWith(login));
    await userEvent.type(await screen.findByLabelText(/Email/), 'finance@restaurant.local');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByLabelText(/Code/);
    expect(screen.getByText(/Enter the 6-digit code from your authenticator app/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
    await userEvent.type(code, ' 123456 ');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(login).toHaveBeenLastCalledWith({ challenge: 'challenge-1', code: '123456' });
  });

  it('shows the API’s refusal and stays on the form', async () => {
    const login = jest.fn<AuthProvider['login']>(async () => {
      throw new Error('These credentials do not match our records.');
    });
    renderLogin(authWith(login));
    await userEvent.type(await screen.findByLabelText(/Email/), 'admin@restaurant.local');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
