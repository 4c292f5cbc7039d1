import { useEffect, useRef } from 'react';

/**
 * Runs `handle` once for each answer a fetcher brings: when it is back to idle holding data it has not
 * handled yet. The handler is usually a callback prop, a new function on every render of the parent: the
 * latest one runs, and a re-render never runs it again for the same answer (which would add a comment or
 * close a dialog twice).
 */
export function useFetcherAnswer<T>(
  fetcher: { state: 'idle' | 'loading' | 'submitting'; data: T | undefined },
  handle: (answer: T) => void,
) {
  const latest = useRef(handle);
  const handled = useRef<T | undefined>(undefined);
  useEffect(() => {
    latest.current = handle;
  });
  const { state, data } = fetcher;
  useEffect(() => {
    if (state !== 'idle' || data === undefined || data === handled.current) return;
    handled.current = data;
    latest.current(data);
  }, [state, data]);
}
