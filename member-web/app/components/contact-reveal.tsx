import type { ContactAccess, ContactSubject } from '@app/contracts';
import { Form } from '@remix-run/react';

import type { ContactReply } from '../contacts.server';
import { useT } from '../i18n/i18n';
import { ELITE_REASONS, UpgradeButton } from './money/upgrade-modal';

export interface ContactShown {
  name?: string | null;
  mobile_no: string | null;
  email: string | null;
}

/**
 * A listing's (or CV's) contact as the API's `contact_access` allows (decision 210): the contact itself
 * (owner, trade relation, or revealed just now), a "Show contact" button (a plain POST form: works without
 * JavaScript; each press is recorded and counted), the owner's "after a quote / application" text, the
 * Elite prompt, or nothing.
 */
export function ContactReveal({
  subject,
  id,
  access,
  shown,
  reply,
  afterTrade,
  label,
}: {
  subject: ContactSubject;
  id: number;
  access: ContactAccess;
  /** The contact fields the list or detail carried ('shown'). */
  shown: ContactShown;
  reply?: ContactReply | null;
  /** What the row says when the owner shares it only after a trade ("Quote to see"). */
  afterTrade: string;
  /** Names the row for screen readers ("Show contact for Fresh paneer"). */
  label: string;
}) {
  const { t } = useT('account');
  const mine = reply?.reveal.subject === subject && reply.reveal.id === id ? reply.reveal : null;
  const contact = mine?.contact ?? (access === 'shown' ? shown : null);
  if (contact) return <ContactLines contact={contact} />;
  switch (access) {
    case 'reveal':
      return (
        <>
          <Form method="post" className="contact-reveal" preventScrollReset>
            <input type="hidden" name="intent" value="reveal-contact" />
            <input type="hidden" name="subject" value={subject} />
            <input type="hidden" name="subject_id" value={id} />
            <button
              type="submit"
              className="button button--small"
              aria-label={t('contact.showFor', { show: t('contact.show'), label })}
            >
              {t('contact.show')}
            </button>
          </Form>
          {mine?.error ? (
            <p className="contact-reveal__error" role="alert">
              {mine.error}
            </p>
          ) : null}
        </>
      );
    case 'after_trade':
      return <span className="vendor-muted">{afterTrade}</span>;
    case 'elite':
      return (
        <UpgradeButton
          className="button button--small"
          label={t('contact.eliteLabel', { title: t('money:elite.modalTitle') })}
          reason={ELITE_REASONS.contact}
        >
          {t('contact.eliteSee')}
        </UpgradeButton>
      );
    default:
      return <span className="vendor-muted">—</span>;
  }
}

function ContactLines({ contact }: { contact: ContactShown }) {
  return (
    <span className="contact-reveal__contact">
      {contact.name ? (
        <>
          {contact.name}
          <br />
        </>
      ) : null}
      {contact.mobile_no ? (
        <a href={`tel:${contact.mobile_no.replace(/\s+/g, '')}`}>{contact.mobile_no}</a>
      ) : null}
      {contact.mobile_no && contact.email ? <br /> : null}
      {contact.email ? (
        <a className="vendor-wrap" href={`mailto:${contact.email}`}>
          {contact.email}
        </a>
      ) : null}
    </span>
  );
}
