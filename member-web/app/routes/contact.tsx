import { CONTACT_LIMITS, DataRightsMessages } from '@app/contracts';
import { data, type ActionFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData } from '@remix-run/react';
import { z } from 'zod';

import { failureFrom, parseForm, required } from '../accounts.server';
import { apiFor } from '../api.server';
import { BusySubmitButton } from '../components/busy-submit-button';
import { Field, FormAlert, TextAreaField } from '../components/form-fields';
import { PolicyPage, SupportEmailLink } from '../components/policy-page';
import { ReportingForm } from '../components/owner/reporting-form';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { LinkedText } from '../components/linked-text';
import { metaT, useT } from '../i18n/i18n';
import { PUBLIC_PAGE } from '../page-cache';

/** Signed-out visitors get this page from shared caches (decision 310). */
export const handle = PUBLIC_PAGE;

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'policies');
  return [{ title: t('contact.metaTitle') }, { name: 'description', content: t('contact.metaDescription') }];
};

const ContactSchema = z.object({
  name: required('Name').pipe(
    z
      .string()
      .max(CONTACT_LIMITS.name, `The name may not be greater than ${CONTACT_LIMITS.name} characters.`),
  ),
  email: required('E-mail').pipe(z.string().email('The email must be a valid email address.')),
  subject: required('Subject').pipe(
    z
      .string()
      .max(
        CONTACT_LIMITS.subject,
        `The subject may not be greater than ${CONTACT_LIMITS.subject} characters.`,
      ),
  ),
  message: required('Message').pipe(
    z
      .string()
      .max(
        CONTACT_LIMITS.message,
        `The message may not be greater than ${CONTACT_LIMITS.message} characters.`,
      ),
  ),
});

type ContactResult =
  | { ok: true; message: string }
  | { ok: false; message?: string; fieldErrors: Record<string, string>; values: Record<string, string> };

/** POST contact: no account needed; the API limits messages per address and answers 429 past it. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const values = Object.fromEntries(
    ['name', 'email', 'subject', 'message'].map((k) => [k, String(form.get(k) ?? '')]),
  );
  const parsed = parseForm(ContactSchema, form);
  if (!parsed.ok) return data<ContactResult>({ ok: false, ...parsed.failure, values }, { status: 400 });
  try {
    const { message } = await (await apiFor(request)).post('contact', parsed.data);
    return data<ContactResult>({ ok: true, message: message || DataRightsMessages.contactSent });
  } catch (error) {
    return data<ContactResult>({ ok: false, ...failureFrom(error), values }, { status: 422 });
  }
}

/** /contact: the company page with its contact form (messages reach the staff console and a mailbox). */
export default function Contact() {
  const { t } = useT('policies');
  const result = useActionData<typeof action>();
  const failed = result && !result.ok ? result : undefined;
  return (
    <PolicyPage title={t('contact.title')} intro={t('contact.intro')}>
      <h2>{t('contact.writeToUs')}</h2>
      {result?.ok ? (
        <FormAlert tone="success">{result.message}</FormAlert>
      ) : (
        <>
          <ReportingForm
            prefix="contact"
            fieldErrors={failed?.fieldErrors}
            message={failed?.message}
            values={failed?.values}
            order={['name', 'email', 'subject', 'message']}
            method="post"
            className="form contact-form"
            aria-label={t('contact.writeToUs')}
          >
            <Field
              label={t('contact.name')}
              name="name"
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
              required
            />
            <Field
              label={t('contact.email')}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={CONTACT_LIMITS.email}
              required
            />
            <Field label={t('contact.subject')} name="subject" maxLength={CONTACT_LIMITS.subject} required />
            <TextAreaField
              label={t('contact.message')}
              name="message"
              rows={6}
              maxLength={CONTACT_LIMITS.message}
              required
            />
            <BusySubmitButton label={t('contact.send')} busyLabel={t('contact.sending')} />
          </ReportingForm>
        </>
      )}

      <h2>{t('contact.otherWays')}</h2>
      <ul>
        <li>
          {t('contact.byEmail')} <SupportEmailLink />
        </li>
        <li>
          <LinkedText t={t} i18nKey="contact.grievance" links={{ grievance: '/grievance' }} />
        </li>
        <li>
          <LinkedText t={t} i18nKey="contact.deleting" links={{ deleteAccount: '/delete-account' }} />
        </li>
      </ul>

      <p>
        <Link to="/about_us">{t('contact.aboutUs')}</Link> ·{' '}
        <Link to="/terms-and-conditions">{t('contact.terms')}</Link> ·{' '}
        <Link to="/privacypolicy">{t('contact.privacy')}</Link>
      </p>
    </PolicyPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
