import type { Page, Post } from '@app/contracts';
import { useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';

import type { loader as postsLoader } from '../../routes/resources.posts';
import { PostCard } from './post-card';

/** How close to the bottom (px) the next page starts loading (seeds: 200 px). */
const LOAD_AHEAD_PX = 200;

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
  emptyText = 'No posts yet.',
}: {
  initial: Page<Post>;
  list: string;
  descriptionLimit?: number;
  emptyText?: string;
}) {
  const fetcher = useFetcher<typeof postsLoader>();
  const [loaded, setLoaded] = useState<{ posts: Post[]; page: number; lastPage: number }>({
    posts: [],
    page: initial.current_page,
    lastPage: initial.last_page,
  });
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const next = fetcher.data?.page;
    if (!next) return;
    setLoaded((before) =>
      next.current_page <= before.page
        ? before
        : { posts: [...before.posts, ...next.data], page: next.current_page, lastPage: next.last_page },
    );
  }, [fetcher.data]);

  const hasMore = loaded.page < Math.max(loaded.lastPage, initial.last_page);
  const loading = fetcher.state !== 'idle';
  const loadMore = () => {
    if (hasMore && !loading) fetcher.load(`/resources/posts?${list}&page=${loaded.page + 1}`);
  };
  const loadMoreRef = useRef(loadMore);
  loadMoreRef.current = loadMore;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && loadMoreRef.current(),
      {
        rootMargin: `0px 0px ${LOAD_AHEAD_PX}px 0px`,
      },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  const seen = new Set<number>();
  const posts = [...initial.data, ...loaded.posts].filter((post) => !seen.has(post.id) && seen.add(post.id));

  return (
    <div className="feed">
      {posts.length ? (
        posts.map((post) => <PostCard key={post.id} post={post} descriptionLimit={descriptionLimit} />)
      ) : (
        <p className="card empty-text">{emptyText}</p>
      )}
      <div ref={sentinel} className="feed__end">
        {loading ? <p role="status">Loading more posts…</p> : null}
        {hasMore && !loading ? (
          <a
            href={`?page=${initial.current_page + 1}`}
            className="button button--ghost"
            onClick={(event) => {
              event.preventDefault();
              loadMore();
            }}
          >
            More posts
          </a>
        ) : null}
        {initial.current_page > 1 ? (
          <a
            href={initial.current_page === 2 ? '?' : `?page=${initial.current_page - 1}`}
            className="button button--ghost"
          >
            Newer posts
          </a>
        ) : null}
      </div>
    </div>
  );
}
