import { useNavigate } from '@remix-run/react';
import { useEffect } from 'react';

/** With JavaScript, goes to `to` after `ms` (the seeds' timed returns); without it the page shows a link. */
export function RedirectAfter({ to, ms }: { to: string; ms: number }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(to), ms);
    return () => clearTimeout(timer);
  }, [navigate, to, ms]);
  return null;
}
