import type { FollowPerson, Page } from '@app/contracts';
import { Link } from '@remix-run/react';

import type { SocialIntent } from '../../social.server';
import { useT } from '../../i18n/i18n';
import { Avatar } from '../avatar';
import { placeLine } from './text';
import { SocialFields, useSocial } from './use-social';

/** Which of the seeds' follow lists, with its buttons (in the seeds' order) and its empty text. */
export type FollowListKind = 'following' | 'requests' | 'followers';

/** `label`: the button's key in the social catalogue. */
const BUTTONS: Record<FollowListKind, Array<{ label: string; intent: SocialIntent; primary?: boolean }>> = {
  following: [{ label: 'follow.unfollow', intent: 'unfollow' }],
  requests: [
    { label: 'remove', intent: 'remove-follower' },
    { label: 'follow.accept', intent: 'accept-follower', primary: true },
  ],
  followers: [{ label: 'remove', intent: 'remove-follower' }],
};

/**
 * A follow list: photo, name, place and the row's buttons; `emptyText` when nobody is on it. Without
 * JavaScript each button is a plain form; with it the row goes as soon as the API agreed.
 */
export function FollowList({
  kind,
  title,
  page,
  emptyText,
  moreHref,
}: {
  kind: FollowListKind;
  title: string;
  page: Page<FollowPerson>;
  emptyText: string;
  /** The next page's address, when there is one. */
  moreHref?: string;
}) {
  const { t } = useT('social');
  return (
    <section className="card follow-list" aria-label={title}>
      <h2>{title}</h2>
      {page.data.length ? (
        <ul className="people-list">
          {page.data.map((person) => (
            <FollowRow key={person.id} person={person} kind={kind} />
          ))}
        </ul>
      ) : (
        <p className="empty-text">{emptyText}</p>
      )}
      {moreHref && page.current_page < page.last_page ? (
        <a href={moreHref} className="button button--ghost">
          {t('more')}
        </a>
      ) : null}
    </section>
  );
}

function FollowRow({ person, kind }: { person: FollowPerson; kind: FollowListKind }) {
  const { t } = useT('social');
  const { fetcher, outcome, pending } = useSocial(`user:${person.id}`);
  if (outcome?.ok || (pending && BUTTONS[kind].some((button) => button.intent === pending))) return null;
  return (
    <li className="person">
      <Avatar name={person.full_name} photo={person.profile_photo} size="small" />
      <div className="person__text">
        <Link to={`/Profile/${person.id}`} className="person__name" data-user-content>
          {person.full_name}
        </Link>
        <span className="person__place" data-user-content>
          {placeLine(person.city, person.state, person.country)}
        </span>
      </div>
      <div className="person__actions">
        {BUTTONS[kind].map((button) => (
          <fetcher.Form key={button.intent} method="post" className="inline-form">
            <SocialFields intent={button.intent} memberId={person.id} />
            <button
              type="submit"
              className={`button button--small ${button.primary ? 'button--primary' : 'button--ghost'}`}
              aria-label={t('follow.buttonFor', { button: t(button.label), name: person.full_name })}
            >
              {t(button.label)}
            </button>
          </fetcher.Form>
        ))}
      </div>
      {outcome && !outcome.ok ? (
        <p className="field__error" role="alert">
          {outcome.message}
        </p>
      ) : null}
    </li>
  );
}
