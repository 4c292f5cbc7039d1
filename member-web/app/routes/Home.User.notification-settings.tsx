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

import { requireMember } from '../accounts.server';
import { ServerMessage } from '../components/owner/server-message';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { redirectWithMessage, takeMessage } from '../market.server';
import { NOTIFICATION_SETTINGS_PATH, NOTIFICATIONS_PATH } from '../notification-paths';
import { notificationPreferences, preferencesFrom, savePreferences } from '../notifications.server';
import '../styles/notifications.css';

export const meta: MetaFunction = () => [{ title: 'Notification settings | Restaurant Community' }];

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
  const { prefs, message } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return (
    <div className="container page notification-settings">
      <h1>Notification settings</h1>
      <p className="lead">
        Everything appears in your <Link to={NOTIFICATIONS_PATH}>notifications</Link>. Choose what we also
        send you in one e-mail a day, with what you have not read yet.
      </p>
      <ServerMessage tone="success" message={message} />
      <ServerMessage tone="error" message={failure?.message} />
      <Form method="post">
        <fieldset>
          <legend>Notifications</legend>
          {NOTIFICATION_KINDS.map((kind) => {
            const daily = prefs.digest.includes(kind);
            return (
              <div
                key={kind}
                className="notification-settings__kind"
                role="radiogroup"
                aria-labelledby={`kind-${kind}`}
              >
                <span id={`kind-${kind}`}>{NOTIFICATION_KIND_LABEL[kind]}</span>
                <label>
                  <input type="radio" name={`kind.${kind}`} value="site" defaultChecked={!daily} />
                  On the site only
                </label>
                <label>
                  <input type="radio" name={`kind.${kind}`} value="digest" defaultChecked={daily} />
                  Also in the daily e-mail
                </label>
              </div>
            );
          })}
        </fieldset>
        <fieldset>
          <legend>E-mails about leads</legend>
          <p>Requirements that match your trade categories and places (vendors).</p>
          {LEAD_MAIL_CHOICES.map((choice) => (
            <label key={choice}>
              <input
                type="radio"
                name="lead_mail"
                value={choice}
                defaultChecked={(prefs.lead_mail ?? 'instant') === choice}
              />
              {LEAD_MAIL_LABEL[choice]}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>Other e-mails</legend>
          {OPTIONAL_MAILS.map((mail) => (
            <label key={mail}>
              <input type="checkbox" name={`mail.${mail}`} defaultChecked={!prefs.mails_off.includes(mail)} />
              {OPTIONAL_MAIL_LABEL[mail]}
            </label>
          ))}
          <p>
            We always send one-time codes, password and account e-mails, payment receipts and invoices, and
            moderation notices: you cannot turn those off.
          </p>
        </fieldset>
        <button type="submit" className="button button--primary">
          Save settings
        </button>
      </Form>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
