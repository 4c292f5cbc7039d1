import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { formFields, renderRoute } from '../../test/remix';
import { LanguageSetting } from './language-setting';

describe('the language setting', () => {
  it('offers every language, the current one chosen, and posts the choice to /language', async () => {
    const sent: Record<string, FormDataEntryValue>[] = [];
    renderRoute(LanguageSetting, {
      path: '/Home/User/setting',
      routes: [
        {
          path: '/language',
          action: async ({ request }) => {
            sent.push(await formFields(request));
            return null;
          },
        },
      ],
    });
    expect(await screen.findByRole('radio', { name: 'English' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'हिन्दी' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save language' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([{ to: '/Home/User/setting?language=saved', lang: 'hi' }]);
  });

  it('says the language was saved when it comes back', async () => {
    renderRoute(LanguageSetting, { path: '/Home/User/setting', url: '/Home/User/setting?language=saved' });
    expect(await screen.findByRole('status')).toHaveTextContent('Your language has been saved.');
  });
});
