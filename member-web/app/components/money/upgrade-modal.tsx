import { Messages } from '@app/contracts';
import { Link, useFetcher } from '@remix-run/react';
import { useRef, type MouseEvent } from 'react';

import type { action as subscribeAction, loader as subscribeLoader } from '../../routes/subscribe';
import { useHydrated } from '../use-hydrated';
import { SubscriptionForm } from './subscription-form';

/**
 * The way to Elite from any page: a link to /subscribe that, with JavaScript, opens the subscription modal
 * 'Make this an Elite Account' in place instead (its details loaded from /subscribe, its form posted there).
 */
export function UpgradeButton({
  children = 'Upgrade to Elite',
  className = 'button button--primary',
  label,
}: {
  children?: string;
  className?: string;
  /** The accessible name, when the visible text alone does not say what it is for. */
  label?: string;
}) {
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const details = useFetcher<typeof subscribeLoader>();
  const submission = useFetcher<typeof subscribeAction>();
  const open = (event: MouseEvent) => {
    if (!hydrated || !dialogRef.current) return;
    event.preventDefault();
    if (details.state === 'idle' && !details.data) details.load('/subscribe');
    dialogRef.current.showModal();
  };
  return (
    <>
      <Link to="/subscribe" className={className} onClick={open} aria-label={label}>
        {children}
      </Link>
      {hydrated ? (
        <dialog ref={dialogRef} className="modal" aria-labelledby="upgrade-modal-title">
          <div className="modal__head">
            <h2 id="upgrade-modal-title">{Messages.eliteModalTitle}</h2>
            <button
              type="button"
              className="alert__close"
              aria-label="Close"
              onClick={() => dialogRef.current?.close()}
            >
              ×
            </button>
          </div>
          {details.data ? (
            <SubscriptionForm
              member={details.data.member}
              price={details.data.price}
              state={submission.data}
              busy={submission.state !== 'idle'}
              as={submission.Form}
            />
          ) : (
            <p aria-live="polite">Loading…</p>
          )}
        </dialog>
      ) : null}
    </>
  );
}
