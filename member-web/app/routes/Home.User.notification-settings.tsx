import {
  LEAD_MAIL_CHOICES,
  LEAD_MAIL_LABEL,
  NOTIFICATION_KIND_LABEL,
  NOTIFICATION_KINDS,
  OPTIONAL_MAIL_LABEL,
  OPTIONAL_MAILS,
} from '@app/contracts';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { Trans } from 'react-i18next';

import { requireMember } from '../accounts.server';
import { ServerMessage } from '../components/owner/server-message';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { metaT, useT } from '../i18n/i18n';
import { redirectWithMessage, takeMessage } from '../market.server';
import { NOTIFICATION_SETTINGS_PATH, NOTIFICATIONS_PATH } from '../notification-paths';
import { notificationPreferences, preferencesFrom, savePreferences } from '../notifications.server';
import '../styles/notifications.css';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'settings')('notif.metaTitle') }];

/** /Home/User/notification-settings: per kind, in-site only or also the daily e-mail; optional mails. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireMember(request);
  const [{ message, headers }, prefs] = await Promise.all([
    takeMessage(request),
    notificationPreferences(api),
  ]);
  return data({ prefs, message }, { headers });
}

export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireMember(request);
  const result = await savePreferences(api, preferencesFrom(await request.formData()));
  if (result.ok) throw await redirectWithMessage(NOTIFICATION_SETTINGS_PATH, result.message);
  return data({ message: result.failure.message }, { status: 422 });
}

export default function NotificationSettings() {
  const { t } = useT('settings');
  const { prefs, message } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return (
    <div className="container page notification-settings">
      <h1>{t('notif.title')}</h1>
      <p className="lead">
        <Trans t={t} i18nKey="notif.lead" components={{ notifications: <Link to={NOTIFICATIONS_PATH} /> }} />
      </p>
      <ServerMessage tone="success" message={message} />
      <ServerMessage tone="error" message={failure?.message} />
      <Form method="post">
        <fieldset>
          <legend>{t('notif.legend')}</legend>
          {NOTIFICATION_KINDS.map((kind) => {
            const daily = prefs.digest.includes(kind);
            return (
              <div
                key={kind}
                className="notification-settings__kind"
                role="radiogroup"
                aria-labelledby={`kind-${kind}`}
              >
                <span id={`kind-${kind}`}>
                  {t(`notif.kinds.${kind}`, { defaultValue: NOTIFICATION_KIND_LABEL[kind] })}
                </span>
                <label>
                  <input type="radio" name={`kind.${kind}`} value="site" defaultChecked={!daily} />
                  {t('notif.siteOnly')}
                </label>
                <label>
                  <input type="radio" name={`kind.${kind}`} value="digest" defaultChecked={daily} />
                  {t('notif.daily')}
                </label>
              </div>
            );
          })}
        </fieldset>
        <fieldset>
          <legend>{t('notif.leadsLegend')}</legend>
          <p>{t('notif.leadsLead')}</p>
          {LEAD_MAIL_CHOICES.map((choice) => (
            <label key={choice}>
              <input
                type="radio"
                name="lead_mail"
                value={choice}
                defaultChecked={(prefs.lead_mail ?? 'instant') === choice}
              />
              {t(`notif.leadMail.${choice}`, { defaultValue: LEAD_MAIL_LABEL[choice] })}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('notif.otherLegend')}</legend>
          {OPTIONAL_MAILS.map((mail) => (
            <label key={mail}>
              <input type="checkbox" name={`mail.${mail}`} defaultChecked={!prefs.mails_off.includes(mail)} />
              {t(`notif.mails.${mail}`, { defaultValue: OPTIONAL_MAIL_LABEL[mail] })}
            </label>
          ))}
          <p>{t('notif.always')}</p>
        </fieldset>
        <button type="submit" className="button button--primary">
          {t('notif.save')}
        </button>
      </Form>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
