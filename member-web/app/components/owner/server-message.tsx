import { useEffect, useState } from 'react';

import { useSiteWording } from '../../api-wording';
import { DismissButton } from '../form-fields';
import { useHydrated } from '../use-hydrated';

/**
 * The answer to a save, as the old client showed it: the server's message in a red alert when it failed, in a green one when
 * it went through. The member can close it (with JavaScript); a new message brings it back.
 */
export function ServerMessage({ tone, message }: { tone: 'error' | 'success'; message?: string | null }) {
  const hydrated = useHydrated();
  const word = useSiteWording();
  const [open, setOpen] = useState(true);
  useEffect(() => setOpen(true), [message]);
  if (!message || !open) return null;
  return (
    <div className={`alert alert--${tone} alert--dismissible`} role={tone === 'success' ? 'status' : 'alert'}>
      <span>{word(message)}</span>
      {hydrated ? <DismissButton onClick={() => setOpen(false)} /> : null}
    </div>
  );
}
