import { describe, expect, it } from '@jest/globals';
import { Form } from '@remix-run/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderRoute } from '../../test/remix';
import { BusySubmitButton } from './busy-submit-button';

describe('the busy submit button', () => {
  it('says its busy label and is disabled while the form is on its way', async () => {
    let answer: (value: null) => void = () => {};
    renderRoute(
      () => (
        <Form method="post">
          <BusySubmitButton label="Send" busyLabel="Sending..." />
        </Form>
      ),
      { action: () => new Promise<null>((resolve) => (answer = resolve)) },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer(null);
    expect(await screen.findByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
