import type { ContactSubject, ContactView } from '@app/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';

import { requireMember } from '../accounts.server';
import { Pager } from '../components/owner/pager';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { listPage, pageFrom } from '../market.server';

export const meta: MetaFunction = () => [{ title: 'Who viewed my contact | Restaurant Community' }];

/** What was revealed, in the member's words, with the page it was revealed on. */
const WHAT: Record<ContactSubject, { text: string; to: (id: number) => string }> = {
  requirement: { text: 'the contact of your requirement', to: (id) => `/read-more/requirement/${id}` },
  job: { text: 'the contact of your job', to: (id) => `/read-more/job/${id}` },
  franchise: { text: 'the contact of your franchise offer', to: (id) => `/read-more/give_franchise/${id}` },
  sale: {
    text: 'the contact of your restaurant for sale',
    to: (id) => `/read-more/sell_my_restaurant/${id}`,
  },
  cv: { text: 'your CV and contact', to: (id) => `/read-more/Manpower/${id}` },
  restaurant: {
    text: "your restaurant's phone and e-mail",
    to: (id) => `/read-more/Restaurant/${id}`,
  },
};

/**
 * /Home/User/contact-views: every reveal of the member's listing contacts and CV to an Elite member outside
 * a trade relation, newest first, paged (GET contacts/views: the member's own log only; decision 212).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireMember(request);
  return { list: await listPage<ContactView>(api, 'contacts/views', pageFrom(request)) };
}

export default function ContactViews() {
  const { list } = useLoaderData<typeof loader>();
  return (
    <div className="container page contact-views-page">
      <h1>Who viewed my contact</h1>
      <p className="lead">
        Elite members can see the contact details of your listings, restaurant owners your CV and vendors and
        professionals your restaurant&apos;s phone and e-mail if you let them. Each time one of them does, it
        is listed here. You choose per listing who sees its contact, and you can withdraw your CV or your
        restaurant&apos;s phone and e-mail on your profile.
      </p>
      {list.data.length === 0 ? (
        <p>Nobody has viewed your contact details yet.</p>
      ) : (
        <div className="table-wrap">
          <table className="owner-table">
            <caption className="visually-hidden">Who viewed my contact, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Member</th>
                <th scope="col">Viewed</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((view) => (
                <tr key={view.id}>
                  <td>
                    <time dateTime={view.created_at}>
                      {new Date(view.created_at).toLocaleString('en-IN', {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                        timeZone: 'Asia/Kolkata',
                      })}
                    </time>
                  </td>
                  <td>
                    <Link to={`/Profile/${view.viewer.id}`}>{view.viewer.name}</Link>
                    <br />
                    <small>{view.viewer.user_type_text}</small>
                  </td>
                  <td>
                    <Link to={WHAT[view.subject].to(view.subject_id)}>{WHAT[view.subject].text}</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={list.current_page} lastPage={list.last_page} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
