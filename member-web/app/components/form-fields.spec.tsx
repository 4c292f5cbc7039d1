import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { useRef } from 'react';

import {
  ErrorSummary,
  Field,
  FieldValuesScope,
  FormAlert,
  FormErrorScope,
  SelectField,
  TextAreaField,
  useFocusFirstError,
} from './form-fields';

/** A form built the way the site's forms are (decision 171), with the server's answer as props. */
function ProfileForm({
  result,
}: {
  result: { fieldErrors: Record<string, string> } | { message: string } | null;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, result);
  const errors = result && 'fieldErrors' in result ? result.fieldErrors : {};
  return (
    <FormErrorScope prefix="profile">
      <form ref={formRef} aria-label="Profile">
        {result && 'message' in result ? <FormAlert>{result.message}</FormAlert> : null}
        <ErrorSummary prefix="profile" errors={errors} order={['first_name', 'email']} />
        <Field label="First name" name="first_name" error={errors.first_name} />
        <Field label="Email" name="email" error={errors.email} />
      </form>
    </FormErrorScope>
  );
}

describe('the shared form error pattern', () => {
  it('shows no summary and no invalid field before a submit', () => {
    render(<ProfileForm result={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
  });

  it('lists every message in the order of the form, each linking to its field', () => {
    render(
      <ProfileForm
        result={{ fieldErrors: { email: 'Enter a valid email', first_name: 'Enter your first name' } }}
      />,
    );
    const summary = screen.getByRole('alert', { name: 'Please fix these 2 things:' });
    const links = Array.from(summary.querySelectorAll('a'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Enter your first name', '#profile-first_name'],
      ['Enter a valid email', '#profile-email'],
    ]);
    expect(document.querySelector('#profile-email')).toBe(screen.getByLabelText('Email'));
  });

  it('marks each field invalid with its message as its description', () => {
    render(<ProfileForm result={{ fieldErrors: { email: 'Enter a valid email' } }} />);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid email');
    expect(screen.getByRole('alert', { name: 'Please fix this:' })).toBeInTheDocument();
  });

  it('moves focus to the first invalid field once the answer arrives, and again for the next answer', () => {
    const { rerender } = render(<ProfileForm result={null} />);
    rerender(<ProfileForm result={{ fieldErrors: { email: 'Enter a valid email' } }} />);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    rerender(<ProfileForm result={{ fieldErrors: { first_name: 'Enter your first name', email: 'x' } }} />);
    expect(screen.getByLabelText('First name')).toHaveFocus();
  });

  it('focuses the form’s own alert when the message names no field', () => {
    const { rerender } = render(<ProfileForm result={null} />);
    rerender(<ProfileForm result={{ message: 'Something went wrong' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});

describe('fields inside a FieldValuesScope', () => {
  const values = { city: 'Goa', about: 'We cook', kind: 'b', email: 'saved@x.in', note: 'saved' };
  const errors = {
    city: 'Enter a city',
    kind: 'Choose a kind',
    email: 'Not this one',
    note: 'Saved message',
  };
  function Scoped() {
    return (
      <FormErrorScope prefix="s">
        <FieldValuesScope values={values} errors={errors}>
          <Field label="City" name="city" />
          <Field label="Pin" name="pin" />
          <Field label="Own" name="note" defaultValue="given" error="Own message" />
          <TextAreaField label="About" name="about" />
          <SelectField
            label="Kind"
            name="kind"
            options={[
              { value: 'a', label: 'A' },
              { value: 'b', label: 'B' },
            ]}
          />
          <Field label="Email" name="email" readOnly defaultValue="login@x.in" />
          <Field label="Photo" name="photo" type="file" />
        </FieldValuesScope>
      </FormErrorScope>
    );
  }

  it('take their entry and their message by name', () => {
    render(<Scoped />);
    expect(screen.getByLabelText('City')).toHaveValue('Goa');
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Enter a city');
    expect(screen.getByLabelText('About')).toHaveValue('We cook');
    expect(screen.getByLabelText('Kind')).toHaveValue('b');
    expect(screen.getByLabelText('Kind')).toHaveAttribute('aria-invalid', 'true');
  });

  it('start empty where the scope has no entry, and keep what they are given', () => {
    render(<Scoped />);
    expect(screen.getByLabelText('Pin')).toHaveValue('');
    expect(screen.getByLabelText('Pin')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Own')).toHaveValue('given');
    expect(screen.getByLabelText('Own')).toHaveAccessibleDescription('Own message');
  });

  it('leave a read-only field as given and a file input without a value', () => {
    render(<Scoped />);
    expect(screen.getByLabelText('Email')).toHaveValue('login@x.in');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Photo')).toHaveValue('');
  });
});
