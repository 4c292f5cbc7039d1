import { describe, expect, it } from '@jest/globals';
import { useActionData } from '@remix-run/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';

import { i18nFor } from '../i18n/i18n';
import type { LocationLists } from '../locations.server';
import { formFields, renderRoute } from '../../test/remix';
import type { LocationsData } from './location-fields';
import { SignupForm, type SignupFormState } from './signup-form';

const lists: LocationLists = {
  countries: [
    { id: 101, name: 'India', currency: 'INR', currency_symbol: '₹' },
    { id: 230, name: 'United Kingdom', currency: 'GBP', currency_symbol: '£' },
  ],
  states: [{ id: 4008, name: 'Maharashtra' }],
  cities: [],
  selected: { countryId: 101 },
};

function SignupPage() {
  const answer = useActionData<SignupFormState>();
  return <SignupForm locations={lists} state={answer} />;
}

describe('the sign-up form', () => {
  it('drops Business name for a restaurant professional once scripts run', async () => {
    renderRoute(SignupPage, { path: '/join' });
    expect(await screen.findByLabelText('Business name')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Business type'), 'Restaurant professional');
    expect(screen.queryByLabelText('Business name')).not.toBeInTheDocument();
  });

  it('loads the states of the country picked', async () => {
    const asked: string[] = [];
    renderRoute(SignupPage, {
      path: '/join',
      routes: [
        {
          path: '/resources/locations',
          loader: ({ request }): LocationsData => {
            asked.push(new URL(request.url).search);
            return { states: [{ id: 3842, name: 'England' }], cities: [] };
          },
        },
      ],
    });
    await userEvent.selectOptions(await screen.findByLabelText('Country'), 'United Kingdom');
    const state = screen.getByLabelText('State');
    expect(await within(state).findByRole('option', { name: 'England' })).toBeInTheDocument();
    expect(within(state).queryByRole('option', { name: 'Maharashtra' })).not.toBeInTheDocument();
    expect(asked).toEqual(['?country_id=230']);
  });

  it('after a refused submit: every message in the order of the form, entries kept, focus on the first', async () => {
    const sent: Record<string, FormDataEntryValue>[] = [];
    renderRoute(SignupPage, {
      path: '/join',
      action: async ({ request }) => {
        const fields = await formFields(request);
        sent.push(fields);
        return {
          values: { email: String(fields.email), user_type: String(fields.user_type) },
          fieldErrors: {
            terms: 'Please accept Terms & Privacy',
            email: 'The email has already been taken.',
            first_name: 'The first name field is required.',
          },
        } satisfies SignupFormState;
      },
    });
    await userEvent.type(await screen.findByLabelText('Email'), 'owner@restaurant.local');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    const summary = await screen.findByRole('alert', { name: 'Please fix these 3 things:' });
    expect(Array.from(summary.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual([
      '#signup-first_name',
      '#signup-email',
      '#signup-terms',
    ]);
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('owner@restaurant.local');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('The email has already been taken.');
    expect(screen.getByRole('checkbox', { name: /I am 18 or older/ })).toHaveAccessibleDescription(
      'Please accept Terms & Privacy',
    );
    expect(sent[0]).toMatchObject({ intent: 'signup', user_type: expect.any(String), country_id: '101' });
    expect(sent[0]).not.toHaveProperty('terms');
  });

  it('puts back every entry of a refreshed form (new city lists), the passwords and the terms too', async () => {
    renderRoute(
      () => (
        <SignupForm
          locations={lists}
          state={{
            values: {
              first_name: 'Nojs',
              email: 'nojs@example.test',
              password: 'Pw-Nojs#2026',
              password_confirmation: 'Pw-Nojs#2026',
              terms: 'on',
            },
            fieldErrors: {},
          }}
        />
      ),
      { path: '/Register' },
    );
    expect(await screen.findByLabelText('First name')).toHaveValue('Nojs');
    expect(screen.getByLabelText('Password')).toHaveValue('Pw-Nojs#2026');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('Pw-Nojs#2026');
    expect(screen.getByRole('checkbox', { name: /I am 18 or older/ })).toBeChecked();
  });

  it('speaks Hindi on a Hindi page: labels, choices, the terms link and the button', async () => {
    renderRoute(
      () => (
        <I18nextProvider i18n={i18nFor('hi')}>
          <SignupPage />
        </I18nextProvider>
      ),
      { path: '/Register' },
    );
    expect(await screen.findByLabelText('कारोबार का नाम')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'रेस्टोरेंट प्रोफ़ेशनल' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'नियम और प्राइवेसी' })).toHaveAttribute('href', '/privacypolicy');
    expect(screen.getByRole('button', { name: 'रजिस्टर करें' })).toBeInTheDocument();
    expect(screen.queryByText('Business type')).toBeNull();
  });
});
