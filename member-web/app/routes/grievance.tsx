import { IT_RULES_TIMELINES } from '@app/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';

import { apiFor } from '../api.server';
import { throwIfUnavailable } from '../accounts.server';
import { PolicyPage } from '../components/policy-page';
import { PUBLIC_PAGE } from '../page-cache';

/** Signed-out visitors get this page from shared caches (decision 310). */
export const handle = PUBLIC_PAGE;

export const meta: MetaFunction = () => [
  { title: 'Grievance Officer | Restaurant Community' },
  {
    name: 'description',
    content: 'How to raise a complaint about content or a moderation decision, and how fast we answer.',
  },
];

/** GET grievance-contact: the officer named in the settings and the timelines the API enforces. */
interface GrievanceContact {
  name: string;
  email: string;
  timelines: { acknowledge_hours: number; resolve_days: number; remove_hours: number };
}

export async function loader({ request }: LoaderFunctionArgs) {
  try {
    const { data } = await (await apiFor(request)).get<GrievanceContact>('grievance-contact');
    return { contact: data };
  } catch (error) {
    throwIfUnavailable(error);
    throw error;
  }
}

/** /grievance: the grievance officer of the IT Rules 2021, linked from every page's footer. */
export default function Grievance() {
  const { contact } = useLoaderData<typeof loader>();
  const timelines = contact.timelines ?? IT_RULES_TIMELINES;
  return (
    <PolicyPage
      title="Grievance Officer"
      intro="If you have a complaint about content on Restaurant Community, or about a decision we took on your content or account, you can write to our grievance officer."
    >
      <h2>Contact</h2>
      <dl className="grievance-contact">
        <dt>Name</dt>
        <dd>{contact.name}</dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </dd>
      </dl>

      <h2>How fast we answer</h2>
      <ul>
        <li>We acknowledge every complaint within {timelines.acknowledge_hours} hours.</li>
        <li>We resolve it within {timelines.resolve_days} days.</li>
        <li>
          Content that shows nudity or sexual acts, or that sexually exploits children, is removed within{' '}
          {timelines.remove_hours} hours of a complaint about it.
        </li>
      </ul>

      <h2>Reports and appeals</h2>
      <p>
        You can also report a post, a comment or a profile from its menu. When we restrict your content or
        your account we send you a statement of reasons, and you can appeal it from your{' '}
        <Link to="/Home/User/notices">notices</Link>. See also our{' '}
        <Link to="/child-safety-policy">Child Safety Standards</Link>.
      </p>

      <p>
        This page is published under rule 3(2) of India&apos;s Information Technology (Intermediary Guidelines
        and Digital Media Ethics Code) Rules, 2021.
      </p>
    </PolicyPage>
  );
}
