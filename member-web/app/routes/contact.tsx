import { CONTACT_LIMITS, DataRightsMessages } from '@app/contracts';
import { data, type ActionFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useNavigation } from '@remix-run/react';
import { z } from 'zod';

import { failureFrom, parseForm, required } from '../accounts.server';
import { apiFor } from '../api.server';
import { Field, FieldError, FormAlert } from '../components/form-fields';
import { PolicyPage, SupportEmailLink } from '../components/policy-page';
import { ReportingForm } from '../components/owner/reporting-form';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { PUBLIC_PAGE } from '../page-cache';

/** Signed-out visitors get this page from shared caches (decision 310). */
export const handle = PUBLIC_PAGE;

export const meta: MetaFunction = () => [
  { title: 'Contact Us | Restaurant Community' },
  {
    name: 'description',
    content: 'Write to the Restaurant Community team: questions, payments, account deletion and reports.',
  },
];

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
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const failed = result && !result.ok ? result : undefined;
  return (
    <PolicyPage
      title="Contact Us"
      intro="Restaurant Community is the community and marketplace of the restaurant trade. Write to us about anything: your account, payments and refunds, a listing, or content you want us to look at."
    >
      <h2>Write to us</h2>
      {result?.ok ? (
        <FormAlert tone="success">{result.message}</FormAlert>
      ) : (
        <>
          <ReportingForm
            prefix="contact"
            fieldErrors={failed?.fieldErrors}
            message={failed?.message}
            order={['name', 'email', 'subject', 'message']}
            method="post"
            className="form contact-form"
            aria-label="Write to us"
          >
            <Field
              label="Name"
              name="name"
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
              required
              defaultValue={failed?.values.name}
              error={failed?.fieldErrors.name}
            />
            <Field
              label="E-mail"
              name="email"
              type="email"
              autoComplete="email"
              maxLength={CONTACT_LIMITS.email}
              required
              defaultValue={failed?.values.email}
              error={failed?.fieldErrors.email}
            />
            <Field
              label="Subject"
              name="subject"
              maxLength={CONTACT_LIMITS.subject}
              required
              defaultValue={failed?.values.subject}
              error={failed?.fieldErrors.subject}
            />
            <div className="field">
              <label htmlFor="contact-message">Message</label>
              <textarea
                id="contact-message"
                name="message"
                rows={6}
                maxLength={CONTACT_LIMITS.message}
                required
                defaultValue={failed?.values.message}
                aria-invalid={failed?.fieldErrors.message ? true : undefined}
                aria-describedby={failed?.fieldErrors.message ? 'contact-message-error' : undefined}
              />
              <FieldError id="contact-message-error" error={failed?.fieldErrors.message} />
            </div>
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? 'Please Wait...' : 'Send message'}
            </button>
          </ReportingForm>
        </>
      )}

      <h2>Other ways to reach us</h2>
      <ul>
        <li>
          E-mail: <SupportEmailLink />
        </li>
        <li>
          Complaints about content or a moderation decision: our{' '}
          <Link to="/grievance">Grievance Officer</Link>.
        </li>
        <li>
          Deleting your account: see <Link to="/delete-account">how to delete your account</Link>.
        </li>
      </ul>

      <p>
        <Link to="/about_us">About Us</Link> · <Link to="/terms-and-conditions">Terms &amp; Conditions</Link>{' '}
        · <Link to="/privacypolicy">Privacy Policy</Link>
      </p>
    </PolicyPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
