import { BLUE_TICK_INTRO_DAYS, type BlueTickStatusView, type MemberUser } from '@app/contracts';
import { Link, useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';

import { useT } from '../../i18n/i18n';
import { FormAlert } from '../form-fields';
import { BlueTickForm, BlueTickPriceLine } from './blue-tick-form';

const DAY_MS = 24 * 60 * 60 * 1000;
/** What /blue-tick's loader answers (it promises this shape). */
export interface BlueTickStatusData {
  status: BlueTickStatusView;
  userType: MemberUser['user_type'];
}

/** Closing the offer holds for the rest of the browser session; the small card stays on Home. */
const DISMISSED_KEY = 'bluetick-offer-dismissed';

/**
 * Home's blue-tick card. Accounts of 15 days or less without the badge see the offer. With JavaScript the
 * card reads the request's state from /blue-tick: under review, or the offer dialog with the price and the
 * documents form (open until the member closes it for this browser session). The dialog is not modal: it
 * sits in Home's column and never blocks the rest of the page (docs/decisions/043).
 */
export function BlueTickOffer({
  member,
}: {
  member: Pick<MemberUser, 'blue_tick' | 'created_at' | 'user_type'>;
}) {
  const { t } = useT('money');
  const status = useFetcher<BlueTickStatusData>();
  const requested = useRef(false);
  const [dismissed, setDismissed] = useState(true);
  const young = Date.now() - new Date(member.created_at).getTime() <= BLUE_TICK_INTRO_DAYS * DAY_MS;

  useEffect(() => {
    setDismissed(sessionStorage.getItem(DISMISSED_KEY) === '1');
    if (member.blue_tick || requested.current) return;
    requested.current = true;
    status.load('/blue-tick');
  }, [member.blue_tick, status]);

  if (member.blue_tick) return null;
  const view = status.data?.status;
  if (view?.bluetick_payment_details?.status === 'under review') {
    return (
      <section className="card blue-tick-card" aria-label={t('blueTick.label')}>
        <FormAlert tone="success">{t('blueTick.underReview')}</FormAlert>
      </section>
    );
  }
  if (!(view ? view.offer : young)) return null;
  const title = (
    <>
      {t('blueTick.title')}{' '}
      <span className="blue-tick" aria-hidden="true">
        ✓
      </span>
    </>
  );
  if (!view || dismissed) {
    return (
      <section className="card blue-tick-card" aria-labelledby="blue-tick-card-title">
        <h2 id="blue-tick-card-title">{title}</h2>
        <p>{t('blueTick.cardText')}</p>
        <Link to="/blue-tick" className="button button--ghost">
          {t('blueTick.getVerified')}
        </Link>
      </section>
    );
  }
  const close = () => {
    sessionStorage.setItem(DISMISSED_KEY, '1');
    setDismissed(true);
  };
  return (
    <dialog open className="card blue-tick-card" aria-labelledby="blue-tick-dialog-title">
      <div className="modal__head">
        <h2 id="blue-tick-dialog-title">{t('blueTick.dialogTitle')}</h2>
        <button type="button" className="alert__close" aria-label={t('close')} onClick={close}>
          ×
        </button>
      </div>
      <BlueTickPriceLine price={view.price} />
      <BlueTickForm userType={member.user_type} />
    </dialog>
  );
}
