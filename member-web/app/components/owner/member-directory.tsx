import type { DirectoryCard, Page, RatingSummary, VendorCard } from '@app/contracts';
import { Link } from '@remix-run/react';

import { useT } from '../../i18n/i18n';
import { Avatar } from '../avatar';
import { TickedName } from '../market/ticked-name';
import { RatingBadge } from '../reviews/rating-badge';
import { ViewProfileLink } from './member-cards';
import { Pager } from './pager';
import { rupees } from './text';

/** A vendor card's category and first products (GET vendor/vendor), when the card has them. */
function VendorLines({ card }: { card: DirectoryCard & Partial<VendorCard> }) {
  const products = card.product_name ?? [];
  return (
    <>
      {card.business_category ? <p data-user-content>{card.business_category}</p> : null}
      {products.length ? (
        <p className="directory-card__products" data-user-content>
          {products
            .slice(0, 3)
            .map((p) => `${p.name} ${rupees(p.rate)}`)
            .join(' · ')}
        </p>
      ) : null}
    </>
  );
}

/**
 * A directory of members as cards (name, business, city, blue tick, View → /profile/{id}), one page at a
 * time with plain Previous/Next page links. Cards never carry contact details.
 */
export function MemberDirectory({
  list,
  ratings,
  byRating,
  label,
  empty,
}: {
  list: Page<DirectoryCard & Partial<VendorCard>>;
  /** Average and count per member id (issue 33). */
  ratings: Record<string, RatingSummary>;
  /** Sorted best rated first (members with reviews only) rather than newest first. */
  byRating: boolean;
  label: string;
  empty: string;
}) {
  const { t } = useT('owner');
  return (
    <>
      <nav className="inline-form" aria-label={t('directory.sort')}>
        <span>{t('directory.sortBy')}</span>
        <Link
          to="?"
          aria-current={byRating ? undefined : 'true'}
          className={byRating ? 'button button--secondary' : 'button button--primary'}
        >
          {t('directory.newest')}
        </Link>
        <Link
          to="?sort=rating"
          aria-current={byRating ? 'true' : undefined}
          className={byRating ? 'button button--primary' : 'button button--secondary'}
        >
          {t('directory.topRated')}
        </Link>
      </nav>
      {list.data.length === 0 ? (
        <p className="empty-text">{empty}</p>
      ) : (
        <ul className="directory" aria-label={label}>
          {list.data.map((card) => (
            <li key={card.id} className="card directory-card">
              <Avatar name={card.name} photo={card.photo} size="medium" />
              <h2>
                <TickedName name={card.name} blueTick={card.blue_tick} />
              </h2>
              {card.business_name ? <p data-user-content>{card.business_name}</p> : null}
              <RatingBadge rating={ratings[String(card.id)]} />
              <VendorLines card={card} />
              <p data-user-content>
                {[card.city?.name, card.state?.name].filter(Boolean).join(', ') || card.user_type_text}
              </p>
              <ViewProfileLink userId={card.id} name={card.name} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={list.current_page} lastPage={list.last_page} extra={byRating ? '&sort=rating' : ''} />
    </>
  );
}
