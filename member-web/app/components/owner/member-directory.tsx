import type { DirectoryCard, Page } from '@app/contracts';
import { Link } from '@remix-run/react';

import { Avatar } from '../avatar';
import { Pager } from './pager';

/**
 * A directory of members as cards (name, business, city, blue tick, View → /profile/{id}), one page at a
 * time with plain Previous/Next page links. Cards never carry contact details.
 */
export function MemberDirectory({
  list,
  label,
  empty,
}: {
  list: Page<DirectoryCard>;
  label: string;
  empty: string;
}) {
  return (
    <>
      {list.data.length === 0 ? (
        <p className="empty-text">{empty}</p>
      ) : (
        <ul className="directory" aria-label={label}>
          {list.data.map((card) => (
            <li key={card.id} className="card directory-card">
              <Avatar name={card.name} photo={card.photo} size="medium" />
              <h2>
                {card.name}
                {card.blue_tick ? (
                  <span className="blue-tick" role="img" aria-label="Verified">
                    ✓
                  </span>
                ) : null}
              </h2>
              {card.business_name ? <p>{card.business_name}</p> : null}
              <p>{[card.city?.name, card.state?.name].filter(Boolean).join(', ') || card.user_type_text}</p>
              <Link
                to={`/profile/${card.id}`}
                className="button button--ghost button--small"
                aria-label={`View ${card.name}`}
              >
                View
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager page={list.current_page} lastPage={list.last_page} />
    </>
  );
}
