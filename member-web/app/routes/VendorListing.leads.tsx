import type { RequirementLead } from '@app/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { Trans } from 'react-i18next';

import { OwnerPage } from '../components/owner/owner-page';
import { ListTable } from '../components/owner/list-table';
import { QuoteLink, RequirementCell } from '../components/vendor/quote-link';
import { VendorErrorBoundary } from '../components/vendor/vendor-page';
import { listPage, pageFrom } from '../market.server';
import { requireVendor } from '../vendor.server';
import { formatDate } from '../i18n/format';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { metaT, useT } from '../i18n/i18n';

/** Characters of a requirement's description in the table. */
const DESCRIPTION_CHARS = 80;

/** The link in the page's lead: the notification settings, where the vendor picks the leads they get. */
const LEAD_LINKS = { settings: <Link to="/Home/User/notification-settings" /> };

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'vendor')('pages.leadsTitle') }];

/**
 * The vendor's leads (GET vendor/leads, decision 301): the open requirements sent to the vendor because
 * their category and place match the vendor's, quoted or not, newest first, with the quotes each already
 * received. Quoting opens the quote form of 'Requirements by Restaurant Owners'.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireVendor(request);
  const page = pageFrom(request);
  return { list: await listPage<RequirementLead>(api, 'vendor/leads', page) };
}

/** "12 Mar 2026" in English (as before), "12 मार्च 2026" in other languages. */
const sentOn = (iso: string, language: string) =>
  language === DEFAULT_LANGUAGE
    ? new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })
    : formatDate(iso, language);

export default function VendorLeads() {
  const { t, i18n } = useT('vendor');
  const { list } = useLoaderData<typeof loader>();
  return (
    <OwnerPage title={t('menu.leads')}>
      <p>
        <Trans t={t} i18nKey="pages.leadsLead" components={LEAD_LINKS} />
      </p>
      <ListTable
        caption={t('pages.leadsCaption')}
        columns={[
          {
            header: t('pages.requirement'),
            cell: (row) => (
              <RequirementCell title={row.title} description={row.description} chars={DESCRIPTION_CHARS} />
            ),
          },
          { header: t('pages.category'), cell: (row) => <td>{row.category?.name ?? ''}</td> },
          {
            header: t('pages.businessName'),
            cell: (row) => <td data-user-content>{row.restaurant.business_name ?? row.restaurant.name}</td>,
          },
          { header: t('pages.quotesReceived'), cell: (row) => <td>{row.quotes_received}</td> },
          { header: t('pages.sent'), cell: (row) => <td>{sentOn(row.lead_at, i18n.language)}</td> },
          {
            header: t('pages.quote'),
            cell: (row) => (
              <td>
                <QuoteLink requirement={row} to={`/VendorListing/requirements?quote=${row.id}`} />
              </td>
            ),
          },
        ]}
        list={list}
        empty={t('pages.noLeads')}
      />
    </OwnerPage>
  );
}

export const ErrorBoundary = VendorErrorBoundary;
