import {
  ApiError,
  type ApiClient,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationList,
  type NotificationPreferences,
  OPTIONAL_MAILS,
  LEAD_MAIL_CHOICES,
  type OptionalMail,
  type UnreadNotifications,
} from '@app/contracts';

import { failureFrom, throwIfUnavailable, type FormFailure } from './accounts.server';
import { apiFor } from './api.server';
import { getToken } from './session.server';

/**
 * The header bell's count, for the root loader: null when signed out or when the API cannot answer (the
 * bell then shows no number; the page itself says what went wrong).
 */
export async function unreadNotifications(request: Request): Promise<UnreadNotifications | null> {
  if (!(await getToken(request))) return null;
  try {
    return (await (await apiFor(request)).get<UnreadNotifications>('notifications/unread-count')).data;
  } catch {
    return null;
  }
}

const CURSOR = /^\d{1,15}_\d{1,19}$/;

export async function notificationPage(api: ApiClient, before: string | null): Promise<NotificationList> {
  try {
    const query = before && CURSOR.test(before) ? { before } : undefined;
    return (await api.get<NotificationList>('notifications', query)).data;
  } catch (error) {
    throwIfUnavailable(error);
    throw error;
  }
}

/** The page's two forms: `intent=read` with an id, or `intent=read-all`. Answers the API's message. */
export async function markNotifications(api: ApiClient, form: FormData): Promise<string | null> {
  const intent = form.get('intent');
  try {
    if (intent === 'read-all') return (await api.post('notifications/read-all')).message;
    const id = Number(form.get('id'));
    if (intent === 'read' && Number.isInteger(id) && id > 0)
      return (await api.post(`notifications/${id}/read`)).message;
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throwIfUnavailable(error);
    throw error;
  }
}

export async function notificationPreferences(api: ApiClient): Promise<NotificationPreferences> {
  try {
    return (await api.get<NotificationPreferences>('notifications/preferences')).data;
  } catch (error) {
    throwIfUnavailable(error);
    throw error;
  }
}

/**
 * The settings form: one radio group per kind (`kind.<name>` = `site` or `digest`) and one checkbox per
 * optional mail (`mail.<name>` present = on), and the lead-mail choice (`lead_mail`). Unknown values are ignored; what is missing counts as off.
 */
export function preferencesFrom(form: FormData): NotificationPreferences {
  const digest = NOTIFICATION_KINDS.filter((kind: NotificationKind) => form.get(`kind.${kind}`) === 'digest');
  const mailsOff = OPTIONAL_MAILS.filter((mail: OptionalMail) => form.get(`mail.${mail}`) !== 'on');
  const leadMail = LEAD_MAIL_CHOICES.find((choice) => form.get('lead_mail') === choice) ?? 'instant';
  return { digest, mails_off: mailsOff, lead_mail: leadMail };
}

export async function savePreferences(
  api: ApiClient,
  prefs: NotificationPreferences,
): Promise<{ ok: true; message: string } | { ok: false; failure: FormFailure }> {
  try {
    return { ok: true, message: (await api.post('notifications/preferences', prefs)).message };
  } catch (error) {
    throwIfUnavailable(error);
    return { ok: false, failure: failureFrom(error) };
  }
}
