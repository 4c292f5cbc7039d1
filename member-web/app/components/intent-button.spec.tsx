import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { formFields, renderRoute } from '../../test/remix';
import { IntentButton } from './intent-button';

describe('the intent button', () => {
  it("posts its intent and the row's id to the page's action", async () => {
    const sent: Record<string, FormDataEntryValue>[] = [];
    renderRoute(
      () => (
        <IntentButton intent="read" id={7} aria-label="Mark “New follower” as read">
          Mark as read
        </IntentButton>
      ),
      {
        action: async ({ request }) => {
          sent.push(await formFields(request));
          return null;
        },
      },
    );
    const button = await screen.findByRole('button', { name: 'Mark “New follower” as read' });
    expect(button).toHaveClass('button', 'button--ghost');
    await userEvent.click(button);
    await waitFor(() => expect(sent).toEqual([{ intent: 'read', id: '7' }]));
  });
});
