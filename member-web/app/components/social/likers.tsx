import type { LikeEntry } from '@app/contracts';
import { Form, Link, useFetcher } from '@remix-run/react';
import { useEffect, useId, useState } from 'react';

import { useT } from '../../i18n/i18n';
import { Avatar } from '../avatar';
import { FollowButton } from './follow-button';
import { Modal } from './modal';
import { placeLine } from './text';

/** Whether every word typed appears in the name, ignoring case (the likes modal's search box). */
export function nameMatches(name: string, query: string): boolean {
  const lower = name.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => lower.includes(word));
}

/** The people who liked a post: photo, name, place and a Follow button. */
export function LikersList({ likers, query = '' }: { likers: LikeEntry[]; query?: string }) {
  const { t } = useT('social');
  const shown = likers.filter((liker) => nameMatches(liker.user.full_name, query));
  if (!likers.length) return <p className="empty-text">{t('likes.none')}</p>;
  if (!shown.length) return <p className="empty-text">{t('likes.noMatch')}</p>;
  return (
    <ul className="people-list">
      {shown.map((liker) => (
        <li key={liker.id} className="person">
          <Avatar name={liker.user.full_name} photo={liker.user.profile_photo} size="small" />
          <div className="person__text">
            <Link to={`/Profile/${liker.user_id}`} className="person__name">
              {liker.user.full_name}
            </Link>
            <span className="person__place">{placeLine(liker.city, liker.state, liker.country)}</span>
          </div>
          <FollowButton
            memberId={liker.user_id}
            relation={liker.relation}
            status={liker.follow_status}
            name={liker.user.full_name}
          />
        </li>
      ))}
    </ul>
  );
}

/** What /resources/likes answers (its loader promises this shape). */
export interface LikesData {
  likers: LikeEntry[];
}

/** The Likes modal: loads the likers when it opens; the search box narrows the list as you type. */
export function LikesDialog({ postId, onClose }: { postId: number; onClose: () => void }) {
  const { t } = useT('social');
  const fetcher = useFetcher<LikesData>();
  const [query, setQuery] = useState('');
  const searchId = useId();
  // Loaded once per opening (`load` keeps its identity; the fetcher object changes with every state).
  const { load } = fetcher;
  useEffect(() => {
    load(`/resources/likes?post=${postId}`);
  }, [load, postId]);
  return (
    <Modal title={t('likes.title')} onClose={onClose} className="modal--narrow">
      <div className="field">
        <label htmlFor={searchId} className="visually-hidden">
          {t('likes.search')}
        </label>
        <input
          id={searchId}
          type="search"
          placeholder={t('search')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {fetcher.data ? (
        <LikersList likers={fetcher.data.likers} query={query} />
      ) : (
        <p className="empty-text">{t('loading')}</p>
      )}
    </Modal>
  );
}

/** The likes list on the post page without JavaScript (`?likes=1`), searched by the server (`&q=`). */
export function LikesPanel({
  postId,
  likers,
  query,
}: {
  postId: number;
  likers: LikeEntry[];
  query: string;
}) {
  const { t } = useT('social');
  const searchId = useId();
  return (
    <Modal title={t('likes.title')} closeHref={`/posts/${postId}`} className="modal--narrow">
      <Form method="get" className="inline-form">
        <input type="hidden" name="likes" value="1" />
        <label htmlFor={searchId} className="visually-hidden">
          {t('likes.search')}
        </label>
        <input id={searchId} type="search" name="q" placeholder={t('search')} defaultValue={query} />
        <button type="submit" className="button button--ghost button--small">
          {t('search')}
        </button>
      </Form>
      <LikersList likers={likers} query={query} />
    </Modal>
  );
}
