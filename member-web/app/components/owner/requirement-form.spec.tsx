import { describe, expect, it } from '@jest/globals';
import { useActionData } from '@remix-run/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderRoute } from '../../../test/remix';
import { RequirementForm } from './requirement-form';

interface Answer {
  message?: string;
  fieldErrors?: Record<string, string>;
}

/** Post My Requirment as the page renders it: the action's answer goes back into the form. */
function page(disabled = false) {
  return function PostRequirement() {
    const answer = useActionData<Answer>();
    return (
      <RequirementForm
        values={{ title: '', description: '' }}
        fieldErrors={answer?.fieldErrors}
        message={answer?.message}
        submitLabel="Create"
        intent="create"
        disabled={disabled}
        label="Post My Requirment"
      />
    );
  };
}

describe('the requirement form', () => {
  it('shows the server’s field errors next to their fields, in the order of the form, and focuses the first', async () => {
    renderRoute(page(), {
      action: () => ({ fieldErrors: { description: 'Enter a description', title: 'Enter a title' } }),
    });
    const form = await screen.findByRole('form', { name: 'Post My Requirment' });
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    const summary = await screen.findByRole('alert', { name: 'Please fix these 2 things:' });
    expect(Array.from(summary.querySelectorAll('a')).map((a) => a.textContent)).toEqual([
      'Enter a title',
      'Enter a description',
    ]);
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
  });

  it('greys everything out for a member without Elite', async () => {
    renderRoute(page(true));
    expect(await screen.findByLabelText('Title')).toBeDisabled();
    expect(screen.getByLabelText('Description')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
  });
});
