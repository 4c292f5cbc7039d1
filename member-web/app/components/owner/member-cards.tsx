import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';

import { useT } from '../../i18n/i18n';
import { Avatar } from '../avatar';
import { Pager } from './pager';

/** One member on a MemberCards page: who they are and what brought them to the owner. */
export interface MemberCard {
  key: number;
  userId: number;
  name: string;
  photo: string | null;
  businessName: string | null | undefined;
  /** The line under the business: the owner's listing or requirement the member answered. */
  about: ReactNode;
}

/** A member card's View button, to the member's profile (named with the member, for a screen reader). */
export function ViewProfileLink({ userId, name }: { userId: number; name: string }) {
  const { t } = useT('owner');
  return (
    <Link
      to={`/profile/${userId}`}
      className="button button--ghost button--small"
      aria-label={t('directory.viewName', { name })}
    >
      {t('directory.view')}
    </Link>
  );
}

/**
 * The members who answered the owner (interest in a sale or franchise, quotes on requirements) as cards with
 * a View link to their profile, one page at a time with plain Previous/Next links; `empty` when none.
 */
export function MemberCards({
  cards,
  pages,
  label,
  empty,
}: {
  cards: MemberCard[];
  /** Where the list stands: its page and last page, for the pager. */
  pages: { current_page: number; last_page: number };
  label: string;
  empty: ReactNode;
}) {
  return (
    <>
      {cards.length === 0 ? (
        <p className="empty-text">{empty}</p>
      ) : (
        <ul className="directory" aria-label={label}>
          {cards.map((card) => (
            <li key={card.key} className="card directory-card">
              <Avatar name={card.name} photo={card.photo} size="medium" />
              <h2>{card.name}</h2>
              {card.businessName ? <p>{card.businessName}</p> : null}
              <p>{card.about}</p>
              <ViewProfileLink userId={card.userId} name={card.name} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={pages.current_page} lastPage={pages.last_page} />
    </>
  );
}
