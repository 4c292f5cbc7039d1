import type { Page } from '@app/contracts';
import { useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';

/** How close to the bottom (px) the next page starts loading (seeds: 200 px). */
const LOAD_AHEAD_PX = 200;

/**
 * Infinite scrolling over a paged list: the items of `initial`, then each next page as the reader nears
 * the sentinel (200 px before it), until `last_page`. `urlOf(page)` names the resource route that answers
 * `{ page }`; items are told apart by `id`. Used by the social feed and the listing feeds.
 */
export function useLoadAhead<T extends { id: number }>(initial: Page<T>, urlOf: (page: number) => string) {
  const fetcher = useFetcher<{ page: Page<T> }>();
  const [loaded, setLoaded] = useState<{ items: T[]; page: number; lastPage: number }>({
    items: [],
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
        : { items: [...before.items, ...next.data], page: next.current_page, lastPage: next.last_page },
    );
  }, [fetcher.data]);

  const hasMore = loaded.page < Math.max(loaded.lastPage, initial.last_page);
  const loading = fetcher.state !== 'idle';
  const loadMore = () => {
    if (hasMore && !loading) fetcher.load(urlOf(loaded.page + 1));
  };
  const loadMoreRef = useRef(loadMore);
  loadMoreRef.current = loadMore;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && loadMoreRef.current(),
      { rootMargin: `0px 0px ${LOAD_AHEAD_PX}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  const seen = new Set<number>();
  const items = [...initial.data, ...loaded.items].filter((item) => !seen.has(item.id) && seen.add(item.id));
  return { items, hasMore, loading, loadMore, sentinel };
}
