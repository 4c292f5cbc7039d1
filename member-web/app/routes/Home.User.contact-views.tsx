import type { ContactSubject, ContactView } from '@app/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';

import { requireMember } from '../accounts.server';
import { CaptionedTable } from '../components/captioned-table';
import { Pager } from '../components/owner/pager';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { metaT, useT } from '../i18n/i18n';
import { DEFAULT_LANGUAGE, localeOf } from '../i18n/languages';
import { listPage, pageFrom } from '../market.server';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'contacts')('metaTitle') }];

/** What was revealed (its words: the contacts catalogue's what.<subject>), with the page it was revealed on. */
const WHAT: Record<ContactSubject, (id: number) => string> = {
  requirement: (id) => `/read-more/requirement/${id}`,
  job: (id) => `/read-more/job/${id}`,
  franchise: (id) => `/read-more/give_franchise/${id}`,
  sale: (id) => `/read-more/sell_my_restaurant/${id}`,
  cv: (id) => `/read-more/Manpower/${id}`,
  restaurant: (id) => `/read-more/Restaurant/${id}`,
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
  const { t, i18n } = useT('contacts');
  const locale = i18n.language === DEFAULT_LANGUAGE ? 'en-IN' : localeOf(i18n.language);
  const { list } = useLoaderData<typeof loader>();
  return (
    <div className="container page contact-views-page">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      {list.data.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <CaptionedTable caption={t('caption')} headers={[t('when'), t('member'), t('viewed')]}>
          {list.data.map((view) => (
            <tr key={view.id}>
              <td>
                <time dateTime={view.created_at}>
                  {new Date(view.created_at).toLocaleString(locale, {
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
                <Link to={WHAT[view.subject](view.subject_id)}>{t(`what.${view.subject}`)}</Link>
              </td>
            </tr>
          ))}
        </CaptionedTable>
      )}
      <Pager page={list.current_page} lastPage={list.last_page} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
