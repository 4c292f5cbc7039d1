import { Messages } from '@app/contracts';
import { Link, useFetcher } from '@remix-run/react';
import { useRef, type MouseEvent } from 'react';

import type { ElitePrice } from '../../money.server';
import { useHydrated } from '../use-hydrated';
import {
  SubscriptionForm,
  type SubscriptionFormMember,
  type SubscriptionFormState,
} from './subscription-form';

/** What /subscribe's loader answers (it promises this shape); its action answers a SubscriptionFormState. */
export interface SubscribeDetails {
  member: SubscriptionFormMember;
  price: ElitePrice | null;
}

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
  const details = useFetcher<SubscribeDetails>();
  const submission = useFetcher<SubscriptionFormState>();
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
