import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { PLAN_FEATURES } from '@app/contracts';

import { formFields, renderRoute } from '../../../test/remix';
import type { SubscriptionFormState } from './subscription-form';
import { ELITE_REASONS, UpgradeButton, type SubscribeDetails } from './upgrade-modal';

const details: SubscribeDetails = {
  member: {
    first_name: 'Ravi',
    last_name: 'Kumar',
    mobile_no: '9876543210',
    email: 'owner@restaurant.local',
    address: null,
    gst_no: null,
  },
  price: { text: '₹999 (GST included)', promoCode: 'REST500' },
};

/** A page with the Upgrade button; /subscribe answers the modal's details and its form, as its route does. */
function renderUpgrade(
  answer: (fields: Record<string, FormDataEntryValue>) => SubscriptionFormState,
  button = <UpgradeButton />,
) {
  const sent: Record<string, FormDataEntryValue>[] = [];
  renderRoute(() => button, {
    path: '/Home',
    routes: [
      {
        path: '/subscribe',
        loader: () => details,
        action: async ({ request }) => {
          const fields = await formFields(request);
          sent.push(fields);
          return answer(fields);
        },
        Component: () => <h1>The subscribe page</h1>,
      },
    ],
  });
  return sent;
}

describe('the upgrade modal', () => {
  it('opens in place with the member’s details and the price where the country pays', async () => {
    renderUpgrade(() => ({}));
    const link = await screen.findByRole('link', { name: 'Upgrade to Elite' });
    expect(link).toHaveAttribute('href', '/subscribe');
    await userEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Make this an Elite Account' });
    const form = await within(dialog).findByRole('form', { name: 'Make this an Elite Account' });
    expect(within(form).getByLabelText('First name')).toHaveValue('Ravi');
    expect(within(form).getByLabelText('Email')).toHaveAttribute('readonly');
    expect(form).toHaveTextContent('1 year ₹999 (GST included)');
    // Stayed on the page: the modal, not the /subscribe page.
    expect(screen.queryByRole('heading', { name: 'The subscribe page' })).not.toBeInTheDocument();
  });

  it('keeps the entries and shows the field errors of a refused submit inside the modal', async () => {
    const sent = renderUpgrade((fields) => ({
      values: { first_name: String(fields.first_name), mobile_no: String(fields.mobile_no) },
      fieldErrors: { mobile_no: 'The mobile no format is invalid.' },
    }));
    await userEvent.click(await screen.findByRole('link', { name: 'Upgrade to Elite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make this an Elite Account' });
    const mobile = await within(dialog).findByLabelText('Mobile');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '98-76');
    await userEvent.clear(within(dialog).getByLabelText('First name'));
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Ravindra');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Payment' }));

    expect(await within(dialog).findByText('The mobile number is invalid.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Mobile')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Ravindra');
    expect(sent).toEqual([
      expect.objectContaining({ intent: 'pay', first_name: 'Ravindra', mobile_no: '98-76' }),
    ]);
    expect(screen.queryByRole('heading', { name: 'The subscribe page' })).not.toBeInTheDocument();
  });

  it('says why it opened from a free member’s Read More, what Elite unlocks and the price', async () => {
    renderUpgrade(
      () => ({}),
      // As a free member's Read More on a feed card renders it.
      <UpgradeButton
        label="Read More: Dosa Hub franchise"
        reason={ELITE_REASONS.readMore('Dosa Hub franchise')}
      >
        Read More
      </UpgradeButton>,
    );
    const readMore = await screen.findByRole('link', { name: 'Read More: Dosa Hub franchise' });
    await userEvent.click(readMore);
    const dialog = await screen.findByRole('dialog', { name: 'Make this an Elite Account' });
    const offer = within(dialog).getByRole('region', { name: 'What Elite gives' });
    expect(offer).toHaveTextContent(
      'Read More opens the whole of “Dosa Hub franchise”: full listings and profiles are for Elite members.',
    );
    // Every Elite feature of the one list the API is held to, and none of Free's.
    const items = within(offer)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(PLAN_FEATURES.filter((f) => f.elite).map((f) => f.feature));
    expect(items).not.toContain(PLAN_FEATURES.find((f) => f.key === 'jobs')!.feature);
    expect(await within(offer).findByText('₹999 (GST included)')).toBeInTheDocument();
    expect(offer).toHaveTextContent('₹999 (GST included) for one year.');
    // The dialog is described by that explanation (read out when it opens), then the form follows.
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('for Elite members'));
    expect(await within(dialog).findByRole('button', { name: 'Create Payment' })).toBeInTheDocument();
  });
});
