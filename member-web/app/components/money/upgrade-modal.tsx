import { Link, useFetcher } from '@remix-run/react';
import { useId, useRef, type MouseEvent } from 'react';

import { useT } from '../../i18n/i18n';
import type { ElitePrice } from '../../money.server';
import { DismissButton } from '../form-fields';
import { useHydrated } from '../use-hydrated';
import { EliteOffer } from './elite-offer';
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

/** Why the modal opened, by what the member pressed (said first in the modal, decision 291's features). */
export const ELITE_REASONS = {
  /** A page or form only Elite members may use. */
  eliteOnly: 'This is for Elite members.',
  readMore: (title: string) =>
    `Read More opens the whole of “${title}”: full listings and profiles are for Elite members.`,
  readMorePage: 'Read More shows the whole listing: full listings and profiles are for Elite members.',
  seeAll: (list: string) => `See All shows every listing of “${list}”: the full lists are for Elite members.`,
  contact: 'The contact details of a listing are shown to Elite members.',
} as const;

/**
 * ELITE_REASONS in the reader's language (money catalogue, elite.reasons.*; their English is the same).
 */
export function useEliteReasons() {
  const { t } = useT('money');
  return {
    eliteOnly: t('elite.reasons.eliteOnly'),
    readMore: (title: string) => t('elite.reasons.readMore', { title }),
    readMorePage: t('elite.reasons.readMorePage'),
    seeAll: (list: string) => t('elite.reasons.seeAll', { list }),
    contact: t('elite.reasons.contact'),
  };
}

/**
 * The way to Elite from any page: a link to /subscribe that, with JavaScript, opens the subscription modal
 * 'Make this an Elite Account' in place instead (its details loaded from /subscribe, its form posted there).
 * The modal first says why it opened (`reason`), what Elite unlocks and its price, then the form.
 */
export function UpgradeButton({
  children,
  className = 'button button--primary',
  label,
  reason,
}: {
  children?: string;
  className?: string;
  /** The accessible name, when the visible text alone does not say what it is for. */
  label?: string;
  /** Why the payment form appears: what the member pressed needs Elite (none when they chose to upgrade). */
  reason?: string;
}) {
  const { t } = useT('money');
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Ids of this button's own dialog: a feed page has a Read More (and a modal) per card.
  const titleId = useId();
  const offerId = useId();
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
        {children ?? t('elite.upgrade')}
      </Link>
      {hydrated ? (
        <dialog ref={dialogRef} className="modal" aria-labelledby={titleId} aria-describedby={offerId}>
          <div className="modal__head">
            <h2 id={titleId}>{t('elite.modalTitle')}</h2>
            <DismissButton label={t('close')} onClick={() => dialogRef.current?.close()} />
          </div>
          <EliteOffer id={offerId} reason={reason} price={details.data?.price} />
          {details.data ? (
            <SubscriptionForm
              member={details.data.member}
              price={details.data.price}
              state={submission.data}
              busy={submission.state !== 'idle'}
              as={submission.Form}
            />
          ) : (
            <p aria-live="polite">{t('loading')}</p>
          )}
        </dialog>
      ) : null}
    </>
  );
}
