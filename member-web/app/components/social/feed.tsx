import type { Page, Post } from '@app/contracts';

import { useT } from '../../i18n/i18n';
import { useLoadAhead } from '../use-load-ahead';
import { PostCard } from './post-card';

/**
 * A list of post cards that loads the next page as the reader nears its end (until `last_page`). Without
 * JavaScript a "More posts" link opens the next page (`?page=`). `list` is the /resources/posts query that
 * names the feed ("list=home", "list=member&member=5", …). Give the Feed a `key` of list and page so that
 * a different feed starts afresh; a reload of the same one (after a new post) keeps what was scrolled in.
 */
export function Feed({
  initial,
  list,
  descriptionLimit = 100,
  emptyText,
  atTop = true,
}: {
  initial: Page<Post>;
  list: string;
  descriptionLimit?: number;
  emptyText?: string;
  /**
   * The list starts in the first screenful, so its first card's images load at once. False where
   * something tall comes first (the landing page's preview, below the welcome).
   */
  atTop?: boolean;
}) {
  const { t } = useT('social');
  const {
    items: posts,
    hasMore,
    loading,
    loadMore,
    sentinel,
  } = useLoadAhead(initial, (page) => `/resources/posts?${list}&page=${page}`);

  return (
    <div className="feed">
      {posts.length ? (
        posts.map((post, index) => (
          <PostCard
            key={post.id}
            post={post}
            descriptionLimit={descriptionLimit}
            lead={atTop && index === 0}
          />
        ))
      ) : (
        <p className="card empty-text">{emptyText ?? t('feed.empty')}</p>
      )}
      <div ref={sentinel} className="feed__end">
        {loading ? <p role="status">{t('feed.loading')}</p> : null}
        {hasMore && !loading ? (
          <a
            href={`?page=${initial.current_page + 1}`}
            className="button button--ghost"
            onClick={(event) => {
              event.preventDefault();
              loadMore();
            }}
          >
            {t('feed.more')}
          </a>
        ) : null}
        {initial.current_page > 1 ? (
          <a
            href={initial.current_page === 2 ? '?' : `?page=${initial.current_page - 1}`}
            className="button button--ghost"
          >
            {t('feed.newer')}
          </a>
        ) : null}
      </div>
    </div>
  );
}
