import type { ContactAccess, ContactSubject } from '@app/contracts';
import type { ReactNode } from 'react';

import type { ContactReply } from '../../contacts.server';
import { ContactReveal, type ContactShown } from '../contact-reveal';
import { useT } from '../../i18n/i18n';
import type { ListColumn } from '../owner/list-table';

/** A job or requirement row as its restaurant's contact needs it. */
interface ListingWithContact {
  id: number;
  title: string;
  contact_access: ContactAccess;
  restaurant: ContactShown;
}

/** What a row says when the owner shares the contact only after a trade: an application, a quote. */
const AFTER_TRADE = {
  job: 'manpower:pages.contactsAfterApplying',
  requirement: 'vendor:pages.quoteToSee',
} as const satisfies Partial<Record<ContactSubject, string>>;

/**
 * The restaurant's contact on a job or requirement row (professionals' Jobs List, vendors' Requirements):
 * ContactReveal for that listing, named with its title.
 */
export function ListingContact({
  subject,
  listing,
  reply,
}: {
  subject: keyof typeof AFTER_TRADE;
  listing: ListingWithContact;
  reply: ContactReply | null;
}) {
  const { t } = useT();
  const afterTrade = t(AFTER_TRADE[subject]);
  return (
    <ContactReveal
      subject={subject}
      id={listing.id}
      access={listing.contact_access}
      shown={listing.restaurant}
      reply={reply}
      afterTrade={afterTrade}
      label={listing.title}
    />
  );
}

/**
 * The Mobile and E-mail columns of a market table, whose one cell spans both: the contact shows either
 * both lines or the way to them (Show contact, the Elite prompt).
 */
export function contactColumns<T>(
  mobileHeader: ReactNode,
  emailHeader: ReactNode,
  contact: (row: T) => ReactNode,
): ListColumn<T>[] {
  return [
    { header: mobileHeader, cell: (row) => <td colSpan={2}>{contact(row)}</td> },
    { header: emailHeader },
  ];
}
