import type { FetcherWithComponents } from '@remix-run/react';
import { useRef } from 'react';

import { useT } from '../../i18n/i18n';
import type { SocialOutcome } from '../../social.server';
import { useHydrated } from '../use-hydrated';
import { ConfirmDelete } from './confirm-delete';
import { ShareButton } from './share-button';
import { SocialFields } from './use-social';

/**
 * The card's ⋯ menu: Edit, Share and Delete for the post's author; Share and Report for other members
 * (a disclosure, so it opens without JavaScript too; Edit and Report then link to the post page's dialog).
 */
export function PostMenu({
  postId,
  own,
  signedIn,
  onEdit,
  onReport,
  deleter,
  deleteOutcome,
}: {
  postId: number;
  own: boolean;
  signedIn: boolean;
  onEdit: () => void;
  onReport: () => void;
  deleter: FetcherWithComponents<SocialOutcome>;
  deleteOutcome?: SocialOutcome;
}) {
  const { t } = useT('social');
  const hydrated = useHydrated();
  const menu = useRef<HTMLDetailsElement>(null);
  /** A menu entry that opens a dialog: a button with JavaScript (the menu folds), a link without. */
  const dialogEntry = (label: string, href: string, open: () => void) =>
    hydrated ? (
      <button
        type="button"
        className="menu-item"
        onClick={() => {
          if (menu.current) menu.current.open = false;
          open();
        }}
      >
        {label}
      </button>
    ) : (
      <a href={href} className="menu-item">
        {label}
      </a>
    );
  return (
    <details className="post-menu" ref={menu}>
      <summary aria-label={t('post.options')}>⋯</summary>
      <ul className="post-menu__list">
        {own ? <li>{dialogEntry(t('edit'), `/posts/${postId}?edit=1`, onEdit)}</li> : null}
        <li>
          <ShareButton postId={postId} className="menu-item" />
        </li>
        {own ? (
          <li>
            <ConfirmDelete fetcher={deleter} outcome={deleteOutcome} label={t('delete')}>
              <SocialFields intent="delete-post" postId={postId} />
            </ConfirmDelete>
          </li>
        ) : signedIn ? (
          <li>{dialogEntry(t('report.action'), `/posts/${postId}?report=1`, onReport)}</li>
        ) : null}
      </ul>
    </details>
  );
}
