import type { Page, SavedSearchKind } from '@app/contracts';
import type { MetaFunction } from '@remix-run/node';
import { Link, NavLink, useActionData, useLoaderData } from '@remix-run/react';

import '../../styles/feeds.css';

import type { ContactReply } from '../../contacts.server';
import type { CardLine, FeedCard, FeedKind, Tab } from '../../feeds.server';
import { Avatar } from '../avatar';
import { TickedName } from '../market/ticked-name';
import { ContactReveal } from '../contact-reveal';
import { metaT, useT } from '../../i18n/i18n';
import { UpgradeButton, useEliteReasons } from '../money/upgrade-modal';
import { RatingBadge } from '../reviews/rating-badge';
import { SaveSearchForm } from '../saved-searches/save-search-form';
import { useLoadAhead } from '../use-load-ahead';

/** A card's line, the member's own part of it marked as theirs (the Hindi walk leaves it alone). */
function CardLineText({ line }: { line: CardLine }) {
  const at = line.member ? line.text.indexOf(line.member) : -1;
  if (!line.member || at < 0) return <>{line.text}</>;
  return (
    <>
      {line.text.slice(0, at)}
      <span data-user-content>{line.member}</span>
      {line.text.slice(at + line.member.length)}
    </>
  );
}

/** The member type's tab bar over the feed pages. */
export function FeedTabs({ tabs }: { tabs: Tab[] }) {
  const { t } = useT('feeds');
  if (!tabs.length) return null;
  return (
    <nav className="feed-tabs" aria-label={t('listings')}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} className="feed-tabs__tab">
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * Read More: the read-more page for Elite members; for others the 'Make this an Elite Account' modal
 * (decision 115; without JavaScript the subscribe page).
 */
export function ReadMore({ card, elite }: { card: FeedCard; elite: boolean }) {
  const { t } = useT('feeds');
  const reasons = useEliteReasons();
  if (elite)
    return (
      <Link
        to={card.readMore}
        className="button button--ghost button--small"
        aria-label={t('readMoreLabel', { title: card.title })}
      >
        {t('readMore')}
      </Link>
    );
  return (
    <UpgradeButton
      className="button button--ghost button--small"
      label={t('readMoreLabel', { title: card.title })}
      reason={reasons.readMore(card.title)}
    >
      {t('readMore')}
    </UpgradeButton>
  );
}

/** See All: the feed page for Elite members; the upgrade modal for others. */
export function SeeAll({ to, elite, title }: { to: string; elite: boolean; title: string }) {
  const { t } = useT('feeds');
  const reasons = useEliteReasons();
  if (elite)
    return (
      <Link to={to} className="listing-cards__all" aria-label={t('seeAllLabel', { title })}>
        {t('seeAll')}
      </Link>
    );
  return (
    <UpgradeButton
      className="listing-cards__all"
      label={t('seeAllLabel', { title })}
      reason={reasons.seeAll(title)}
    >
      {t('seeAll')}
    </UpgradeButton>
  );
}

/**
 * A restaurant card's "Show contact" (or the Elite prompt) on a feed page, whose action answers the press;
 * the revealed phone and e-mail show on that card only (decision 213).
 */
function CardContact({ card }: { card: FeedCard }) {
  const answer = useActionData<ContactReply>();
  if (!card.contact) return null;
  return (
    <div className="listing-card__contact">
      <ContactReveal
        subject={card.contact.subject}
        id={card.contact.id}
        access={card.contact.access}
        shown={{ mobile_no: null, email: null }}
        reply={answer && 'reveal' in answer ? answer : null}
        afterTrade=""
        label={card.title}
      />
    </div>
  );
}

export function ListingCard({
  card,
  elite,
  contacts = false,
}: {
  card: FeedCard;
  elite: boolean;
  /** On a feed page with the reveal's action: restaurant cards offer "Show contact". */
  contacts?: boolean;
}) {
  return (
    <li className="card listing-card">
      <Avatar name={card.title} photo={card.photo} size="medium" />
      <div className="listing-card__body">
        <h2 className="listing-card__title">
          <TickedName name={card.title} blueTick={card.blueTick} />
        </h2>
        {card.lines.map((line, i) => (
          <p key={i} className="listing-card__line">
            <CardLineText line={line} />
          </p>
        ))}
        {card.rating ? (
          <p className="listing-card__line">
            <RatingBadge rating={card.rating} />
          </p>
        ) : null}
        {contacts ? <CardContact card={card} /> : null}
      </div>
      <ReadMore card={card} elite={elite} />
    </li>
  );
}

/**
 * The cards of a feed; the next page loads 200 px before the end (until last_page) with a spinner. Without
 * JavaScript plain Previous/Next page links page through (`?page=`). Give it a `key` of kind and page.
 */
export function FeedList({
  kind,
  initial,
  elite,
  title,
  empty,
  contacts = false,
}: {
  kind: FeedKind;
  initial: Page<FeedCard>;
  elite: boolean;
  title: string;
  empty: string;
  contacts?: boolean;
}) {
  const { t } = useT('feeds');
  const {
    items: cards,
    hasMore,
    loading,
    loadMore,
    sentinel,
  } = useLoadAhead(initial, (page) => `/resources/feed?kind=${kind}&page=${page}`);
  return (
    <>
      {cards.length ? (
        <ul className="listing-cards" aria-label={title}>
          {cards.map((card) => (
            <ListingCard key={card.id} card={card} elite={elite} contacts={contacts} />
          ))}
        </ul>
      ) : (
        <p className="card empty-text">{empty}</p>
      )}
      <div ref={sentinel} className="feed__end">
        {loading ? (
          <p role="status" className="spinner">
            {t('loading')}
          </p>
        ) : null}
        <nav className="pager" aria-label={t('pages')}>
          {initial.current_page > 1 ? (
            <a href={initial.current_page === 2 ? '?' : `?page=${initial.current_page - 1}`}>
              {t('previous')}
            </a>
          ) : null}
          {hasMore && !loading ? (
            <a
              href={`?page=${initial.current_page + 1}`}
              onClick={(event) => {
                event.preventDefault();
                loadMore();
              }}
            >
              {t('next')}
            </a>
          ) : null}
        </nav>
      </div>
    </>
  );
}

/** The feeds with "Save this search" here (requirements and jobs have it on their own list pages). */
const SAVED_KIND: Partial<Record<FeedKind, SavedSearchKind>> = {
  franchise: 'franchise',
  sale: 'restaurant_sale',
};

/** What a feed page's loader hands its view (feedPage in feeds.server.ts). */
interface FeedPageData {
  kind: FeedKind;
  title: string;
  empty: string;
  tabs: Tab[];
  elite: boolean;
  page: Page<FeedCard>;
}

/**
 * The title of a feed page of one kind: the feed's own title once loaded (else the kind's), then the
 * site's name.
 */
export function feedMeta(kind: FeedKind): MetaFunction<() => Promise<{ title: string }>> {
  return ({ data, matches }) => [
    {
      title: `${data?.title ?? metaT(matches, 'feeds')(`kinds.${kind}.title`)} | ${metaT(matches, 'common')('siteName')}`,
    },
  ];
}

/** A feed route's whole page, from its loader's data (the routes whose loader is feedPage). */
export function FeedRoutePage() {
  return <FeedPageView data={useLoaderData<FeedPageData>()} />;
}

/** A whole feed page: heading, the member's tab bar, "Save this search" where it applies, the cards. */
export function FeedPageView({ data }: { data: FeedPageData }) {
  const saved = SAVED_KIND[data.kind];
  return (
    <div className="container page feed-page">
      <FeedTabs tabs={data.tabs} />
      <h1>{data.title}</h1>
      {saved ? <SaveSearchForm search={{ kind: saved }} askWords /> : null}
      <FeedList
        key={`${data.kind}-${data.page.current_page}`}
        kind={data.kind}
        initial={data.page}
        elite={data.elite}
        title={data.title}
        empty={data.empty}
        contacts={data.kind === 'restaurant'}
      />
    </div>
  );
}

interface HomeList {
  kind: FeedKind;
  title: string;
  seeAll: string;
  cards: FeedCard[];
}

/** The home page's listing cards (two of each of the member's tabs), each with See All. */
export function HomeListings({ lists, elite }: { lists: HomeList[]; elite: boolean }) {
  const { t } = useT('feeds');
  if (!lists.length) return null;
  return (
    <section aria-label={t('listings')} className="home-listings">
      {lists.map((list) => (
        <section key={list.kind} className="card listing-cards-box" aria-label={list.title}>
          <div className="listing-cards-box__head">
            <h2>{list.title}</h2>
            <SeeAll to={list.seeAll} elite={elite} title={list.title} />
          </div>
          {list.cards.length ? (
            <ul className="listing-cards listing-cards--compact">
              {list.cards.map((card) => (
                <ListingCard key={card.id} card={card} elite={elite} />
              ))}
            </ul>
          ) : (
            <p className="empty-text">{t('nothingYet')}</p>
          )}
        </section>
      ))}
    </section>
  );
}

/** The home side cards: the promoted restaurants, vendors and manpower (decision 117). */
export function PromotedCards({ lists, elite }: { lists: HomeList[]; elite: boolean }) {
  const { t } = useT('feeds');
  return (
    <>
      {lists
        .filter((list) => list.cards.length)
        .map((list) => (
          <section
            key={list.kind}
            className="card promoted-cards"
            aria-label={t('promoted', { title: list.title })}
          >
            <h2>{t('promoted', { title: list.title })}</h2>
            <ul>
              {list.cards.map((card) => (
                <li key={card.id} className="promoted-cards__item">
                  <Avatar name={card.title} photo={card.photo} size="small" />
                  <span className="promoted-cards__name">
                    <span>
                      <TickedName name={card.title} blueTick={card.blueTick} />
                    </span>
                    {card.rating ? <RatingBadge rating={card.rating} /> : null}
                  </span>
                  <ReadMore card={card} elite={elite} />
                </li>
              ))}
            </ul>
          </section>
        ))}
    </>
  );
}
