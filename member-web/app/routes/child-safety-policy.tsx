import type { MetaFunction } from '@remix-run/node';

import { PolicyPage, SupportEmailLink } from '../components/policy-page';
import { PUBLIC_PAGE } from '../page-cache';

/** Signed-out visitors get this page from shared caches (decision 310). */
export const handle = PUBLIC_PAGE;

export const meta: MetaFunction = () => [
  { title: 'Child Safety Standards | Restaurant Community' },
  {
    name: 'description',
    content: 'Restaurant Community has zero tolerance for child sexual abuse and exploitation.',
  },
];

export default function ChildSafetyPolicy() {
  return (
    <PolicyPage
      title="Child Safety Standards"
      intro="Restaurant Community is a professional network for adults. We have zero tolerance for child sexual abuse and exploitation."
    >
      <h2>Adults only</h2>
      <p>Members must be 18 years of age or older. Accounts that belong to children are closed.</p>

      <h2>Zero tolerance</h2>
      <p>
        Child sexual abuse material (CSAM) and any content or behaviour that sexualises, grooms or exploits
        children is forbidden. We remove it, close the accounts involved, and report it to the authorities as
        the law requires.
      </p>

      <h2>How we moderate</h2>
      <p>
        Posts, photos and profiles are checked by automatic moderation, and flagged content is reviewed by our
        moderators by hand.
      </p>

      <h2>Report a concern</h2>
      <p>
        If you see content or behaviour that puts a child at risk, report it through our contact form or by
        e-mail to our safety contact: <SupportEmailLink />. We review every report.
      </p>

      <h2>Standards we follow</h2>
      <p>We follow the child safety standards of the app stores that distribute our apps.</p>
    </PolicyPage>
  );
}
