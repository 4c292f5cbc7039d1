import { useEffect, useRef, useState } from 'react';

/**
 * `busy`, held true for at least `minimumMs` once it turns true: a quick answer still shows the
 * 'Please Wait...' label long enough to be read (the seeds: the indicator lasts 1 second).
 */
export function useMinimumBusy(busy: boolean, minimumMs = 1000): boolean {
  const [held, setHeld] = useState(false);
  const startedAt = useRef(0);

  useEffect(() => {
    if (busy) {
      startedAt.current = Date.now();
      setHeld(true);
      return;
    }
    const left = minimumMs - (Date.now() - startedAt.current);
    if (left <= 0) {
      setHeld(false);
      return;
    }
    const timer = setTimeout(() => setHeld(false), left);
    return () => clearTimeout(timer);
  }, [busy, minimumMs]);

  return busy || held;
}
