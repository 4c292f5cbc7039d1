import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';

import { PolicyPage, SupportEmailLink } from '../components/policy-page';
import { PUBLIC_PAGE } from '../page-cache';

/** Signed-out visitors get this page from shared caches (decision 310). */
export const handle = PUBLIC_PAGE;

export const meta: MetaFunction = () => [
  { title: 'Cancellation Policy | Restaurant Community' },
  {
    name: 'description',
    content: 'When Elite membership and blue-tick payments are refunded, and how to ask for a refund.',
  },
];

/**
 * /cancellation-policy: the rules billing applies (docs/decisions/153). Refunds are never automatic:
 * staff refund through the payment provider in the cases listed here.
 */
export default function CancellationPolicy() {
  return (
    <PolicyPage
      title="Cancellation Policy"
      intro="What you pay for, when it starts and ends, and when you get your money back."
    >
      <h2>What you pay for</h2>
      <ul>
        <li>
          <strong>Elite membership</strong> runs for 12 months from the moment your payment is confirmed. If
          you renew while a membership is still running, the new year is added to the end of the current one.
        </li>
        <li>
          <strong>The blue tick</strong> is a one-year plan. After payment your documents are reviewed by our
          staff, who approve or reject the request.
        </li>
      </ul>

      <h2>Cancelling</h2>
      <p>
        There is no automatic renewal, so there is nothing to cancel for the next year: a membership simply
        ends after its 12 months. A membership that has started cannot be cancelled for a partial refund of
        the remaining months. Deleting your account ends your membership without a refund.
      </p>
      <p>
        A payment you started but did not finish costs nothing. A blue-tick request that you replace by
        uploading new documents before paying is cancelled without charge.
      </p>

      <h2>When we refund</h2>
      <p>Refunds are made by our staff, in full, to the card, account or wallet you paid with, when:</p>
      <ul>
        <li>
          you were charged twice for the same membership (for example from two browser tabs): one payment
          activates the membership and the other is refunded;
        </li>
        <li>
          the amount or currency the payment provider reports differs from the price we asked for: such a
          payment is marked failed and never activates anything;
        </li>
        <li>
          your blue-tick request is rejected after you paid for it: a rejection is not refunded automatically,
          write to us and we refund it.
        </li>
      </ul>
      <p>
        To ask for a refund, <Link to="/contact">contact us</Link> or write to <SupportEmailLink /> with the
        invoice number. How long a refund takes to reach you after we make it depends on your bank and the
        payment provider.
      </p>

      <p>
        See also our <Link to="/terms-and-conditions">Terms &amp; Conditions</Link>.
      </p>
    </PolicyPage>
  );
}
