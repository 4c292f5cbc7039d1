import { Messages } from '@app/contracts';
import { describe, expect, it } from '@jest/globals';
import { data } from '@remix-run/node';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { formFields, renderRoute } from '../../test/remix';
import Login from './login';

/** The page with a stand-in for its action (the real one calls the API: tested end to end in e2e/). */
function renderLogin(answer: (fields: Record<string, FormDataEntryValue>) => unknown) {
  const sent: Record<string, FormDataEntryValue>[] = [];
  renderRoute(Login, {
    path: '/login',
    action: async ({ request }) => {
      const fields = await formFields(request);
      sent.push(fields);
      return answer(fields);
    },
  });
  return sent;
}

describe('the login page', () => {
  it('sends the email, password and remember-me the member typed', async () => {
    const sent = renderLogin(() =>
      data({ email: '', unverified: false, message: Messages.incorrectLogin, fieldErrors: {} }, 401),
    );
    await userEvent.type(await screen.findByLabelText('Email'), 'owner@restaurant.local');
    await userEvent.type(screen.getByLabelText('Password'), 'dev-only-Member#2026');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('alert');
    expect(sent).toEqual([
      {
        email: 'owner@restaurant.local',
        password: 'dev-only-Member#2026',
        remember_me: '1',
        intent: 'login',
      },
    ]);
  });

  it('shows the seeds’ message for a wrong password as the form’s one alert, and focuses it', async () => {
    renderLogin((fields) =>
      data(
        { email: fields.email, unverified: false, message: Messages.incorrectLogin, fieldErrors: {} },
        401,
      ),
    );
    await userEvent.type(await screen.findByLabelText('Email'), 'owner@restaurant.local');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Incorrect username and password.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByLabelText('Email')).toHaveValue('owner@restaurant.local');
  });

  it('lists the field errors and moves focus to the first invalid field', async () => {
    renderLogin(() =>
      data(
        {
          email: '',
          unverified: false,
          message: undefined,
          fieldErrors: { password: 'The password field is required.', email: 'The email field is required.' },
        },
        422,
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    const summary = await screen.findByRole('alert', { name: 'Please fix these 2 things:' });
    expect(summary).toHaveTextContent(/The email field is required\..*The password field is required\./);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('The email field is required.');
  });

  it('offers Please Verify for an account that is not verified', async () => {
    renderLogin((fields) =>
      data(
        { email: fields.email, unverified: true, message: Messages.accountNotVerified, fieldErrors: {} },
        405,
      ),
    );
    await userEvent.type(await screen.findByLabelText('Email'), 'new@restaurant.local');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Account is not varified');
    expect(screen.getByRole('button', { name: 'Please Verify' })).toBeInTheDocument();
  });
});
