import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';

import { CurrentPasswordField, NewPasswordFields } from './account-password-fields';
import { FieldValuesScope, FormErrorScope } from './form-fields';

describe('the account password fields', () => {
  it('asks for a new password and its confirmation, required, with the messages given', () => {
    render(
      <FormErrorScope prefix="reset">
        <NewPasswordFields
          label="New password"
          confirmLabel="Confirm password"
          errors={{ password_confirmation: 'The passwords do not match.' }}
        />
      </FormErrorScope>,
    );
    const password = screen.getByLabelText('New password');
    const confirmation = screen.getByLabelText('Confirm password');
    expect(password).toHaveAttribute('name', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toBeRequired();
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(confirmation).toHaveAttribute('name', 'password_confirmation');
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The passwords do not match.')).toHaveAttribute(
      'id',
      'reset-password_confirmation-error',
    );
  });

  it('refills only when given values, and takes its messages from the scope when given none', () => {
    render(
      <FieldValuesScope values={{ password: 'from-scope' }} errors={{ password: 'Password is too short.' }}>
        <NewPasswordFields label="Password" confirmLabel="Confirm password" values={{ password: 'typed' }} />
      </FieldValuesScope>,
    );
    expect(screen.getByLabelText('Password')).toHaveValue('typed');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('');
    expect(screen.getByText('Password is too short.')).toBeInTheDocument();
  });

  it('asks for the present password under current_password unless named otherwise', () => {
    render(
      <FieldValuesScope errors={{ password: 'The password is incorrect.' }}>
        <CurrentPasswordField label="Current password" />
        <CurrentPasswordField label="Your password" name="password" />
      </FieldValuesScope>,
    );
    const current = screen.getByLabelText('Current password');
    expect(current).toHaveAttribute('name', 'current_password');
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(current).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
  });
});
