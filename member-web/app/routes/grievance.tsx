import { IT_RULES_TIMELINES } from '@app/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { apiFor } from '../api.server';
import { throwIfUnavailable } from '../accounts.server';
import { PolicyPage } from '../components/policy-page';
import { LinkedText } from '../components/linked-text';
import { metaT, useT } from '../i18n/i18n';
import { PUBLIC_PAGE } from '../page-cache';

/** Signed-out visitors get this page from shared caches (decision 310). */
export const handle = PUBLIC_PAGE;

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'policies');
  return [
    { title: t('grievance.metaTitle') },
    { name: 'description', content: t('grievance.metaDescription') },
  ];
};

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
  const { t } = useT('policies');
  const { contact } = useLoaderData<typeof loader>();
  const timelines = contact.timelines ?? IT_RULES_TIMELINES;
  return (
    <PolicyPage title={t('grievance.title')} intro={t('grievance.intro')}>
      <h2>{t('grievance.contact')}</h2>
      <dl className="grievance-contact">
        <dt>{t('grievance.name')}</dt>
        <dd>{contact.name}</dd>
        <dt>{t('grievance.email')}</dt>
        <dd>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </dd>
      </dl>

      <h2>{t('grievance.howFast')}</h2>
      <ul>
        <li>{t('grievance.acknowledge', { hours: timelines.acknowledge_hours })}</li>
        <li>{t('grievance.resolve', { days: timelines.resolve_days })}</li>
        <li>{t('grievance.remove', { hours: timelines.remove_hours })}</li>
      </ul>

      <h2>{t('grievance.appealsTitle')}</h2>
      <p>
        <LinkedText
          t={t}
          i18nKey="grievance.appeals"
          links={{ notices: '/Home/User/notices', childSafety: '/child-safety-policy' }}
        />
      </p>

      <p>{t('grievance.itRules')}</p>
    </PolicyPage>
  );
}
