import { AgentMessages, ATMNIRBHAR_COUNTRY_ID, type AgentPanel, type DsaEligibility } from '@app/contracts';
import { data, redirect } from '@remix-run/node';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';

import { requireMember } from '../accounts.server';
import { AuthCard } from '../components/auth-card';
import {
  agentPanel,
  DSA_TEXT_FIELDS,
  dsaApiBody,
  dsaEligibility,
  indiaLocations,
  locationsFromValues,
  readDsaForm,
} from '../agents.server';
import { DsaForm } from '../components/agents/dsa-form';
import { FormAlert } from '../components/form-fields';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { formatDate } from '../i18n/format';
import { metaT, useT } from '../i18n/i18n';
import type { LocationLists } from '../locations.server';
import { formReply, sendForm, textValues } from '../market.server';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'agents')('metaTitle') }];

type Loaded =
  | { view: 'panel'; panel: AgentPanel }
  | { view: 'abroad' }
  | { view: 'form'; eligibility: DsaEligibility; locations: LocationLists; values: Record<string, string> };

/**
 * /Home/User/Atmnirbhar: the application for members in India who are not agents yet, the
 * Atmnirbhar Panel for approved agents, and a clear message for everybody else.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<Loaded> {
  const { api, me } = await requireMember(request);
  const eligibility = await dsaEligibility(api);
  if (eligibility.is_dsa) return { view: 'panel', panel: await agentPanel(api) };
  if (!eligibility.eligible_country) return { view: 'abroad' };
  const inIndia = me.country?.id === ATMNIRBHAR_COUNTRY_ID;
  const locations = await indiaLocations(
    api,
    inIndia ? me.state?.id : undefined,
    inIndia ? me.city?.id : undefined,
  );
  const values = {
    name: me.full_name,
    email: me.email,
    mobile_no: me.mobile_no ?? '',
    address: me.address ?? '',
    business_name: me.business_name ?? '',
    gst_no: me.gst_no ?? '',
  };
  return { view: 'form', eligibility, locations, values };
}

export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireMember(request);
  const read = await readDsaForm(request);
  if (!read.ok) return formReply({}, read.failure, 413);
  const values = textValues(read.form, DSA_TEXT_FIELDS);
  if (read.form.get('intent') === 'locations')
    return data({ values, fieldErrors: {}, locations: await locationsFromValues(api, values) });
  const sent = await sendForm(api, 'POST', 'dsa/dsas', dsaApiBody(read.form, values));
  if (!sent.ok) {
    // The ticked box is kept too, so a refused form comes back as it was sent.
    const kept = { ...values, declaration: read.form.get('declaration') ? '1' : '' };
    return formReply(kept, sent.failure, sent.status, await locationsFromValues(api, values));
  }
  throw redirect('/Home/User/AtmPaySuc');
}

export default function Atmnirbhar() {
  const { t, i18n } = useT('agents');
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (loaded.view === 'panel') return <PanelView panel={loaded.panel} />;
  if (loaded.view === 'abroad') {
    return (
      <Page title={t('title')}>
        <FormAlert tone="warning">{AgentMessages.notIndia}</FormAlert>
      </Page>
    );
  }
  const application = loaded.eligibility.application;
  if (application?.status === 'pending') {
    return (
      <Page title={t('title')}>
        <FormAlert tone="success">{AgentMessages.pending}</FormAlert>
        <p>
          {t('submittedOn', {
            // English keeps the long US date the page always showed; other languages their own.
            date:
              i18n.language === 'en'
                ? new Date(application.created_at).toLocaleDateString('en-US', { dateStyle: 'long' })
                : formatDate(application.created_at, i18n.language),
            pan: application.pancard_number,
            aadhaar: application.aadharcard_number,
            email: application.email,
          })}
        </p>
      </Page>
    );
  }
  const failure = reply && 'fieldErrors' in reply ? reply : undefined;
  return (
    <Page title={t('title')}>
      <p>{t('become')}</p>
      {application?.status === 'rejected' ? (
        <FormAlert tone="warning">
          {application.review_note ? t('rejectedWithNote', { note: application.review_note }) : t('rejected')}
        </FormAlert>
      ) : null}
      <DsaForm
        values={{ ...loaded.values, ...failure?.values }}
        fieldErrors={failure?.fieldErrors}
        message={failure && 'message' in failure ? (failure.message ?? undefined) : undefined}
        locations={failure?.locations ?? loaded.locations}
      />
    </Page>
  );
}

/** The Atmnirbhar Panel (in place of the seeds' 'coming Soon'): the coupon, its uses and the earnings. */
function PanelView({ panel }: { panel: AgentPanel }) {
  const { t } = useT('agents');
  const money = (amount: number) => `${panel.currency_symbol}${amount.toFixed(2)}`;
  return (
    <Page title={t('panel.title')}>
      <dl className="stats-list">
        <div>
          <dt>{t('panel.coupon')}</dt>
          <dd>
            <strong>{panel.coupon_code ?? t('panel.notAvailable')}</strong>
          </dd>
        </div>
        {panel.percent_off !== null ? (
          <div>
            <dt>{t('panel.discount')}</dt>
            <dd>{panel.percent_off}%</dd>
          </div>
        ) : null}
        {panel.commission_percent !== null ? (
          <div>
            <dt>{t('panel.commission')}</dt>
            <dd>{t('panel.commissionOf', { percent: panel.commission_percent })}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('panel.uses')}</dt>
          <dd>{panel.uses}</dd>
        </div>
        <div>
          <dt>{t('panel.earned')}</dt>
          <dd>{money(panel.commission_earned)}</dd>
        </div>
      </dl>
      <p>
        <Link to="/Wallet">{t('panel.wallet')}</Link>
      </p>
    </Page>
  );
}

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useT('common');
  return (
    <AuthCard title={title} footer={<Link to="/Home/User">{t('goHome')}</Link>}>
      {children}
    </AuthCard>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
