import { PLAN_FEATURES } from '@app/contracts';

import { Trans } from 'react-i18next';

import { useT } from '../../i18n/i18n';
import type { ElitePrice } from '../../money.server';
import { priceTextIn } from './price-text';

/**
 * Why a payment form appears and what it buys: the reason the member was sent here (what they pressed is
 * for Elite members), what Elite adds to Free (the one list the server's checks are held to, decision 291)
 * and the year's price where the member pays (decision 292). Shown above the subscription form.
 */
export function EliteOffer({
  reason,
  price,
  id,
}: {
  /** What the member tried that needs Elite; left out where they chose to upgrade themselves. */
  reason?: string;
  /** The price where the member pays; null while unknown (the form still works, the API decides it). */
  price: ElitePrice | null | undefined;
  id?: string;
}) {
  const { t, i18n } = useT('money');
  const unlocks = PLAN_FEATURES.filter((feature) => feature.elite);
  return (
    <section className="elite-offer" aria-label={t('elite.gives')} id={id}>
      {reason ? <p className="elite-offer__reason">{reason}</p> : null}
      <p>{t('elite.unlocks')}</p>
      <ul className="elite-offer__list">
        {unlocks.map((feature) => (
          <li key={feature.key}>{t(`landing:features.${feature.key}`)}</li>
        ))}
      </ul>
      {price ? (
        <p className="elite-offer__price">
          <Trans
            t={t}
            i18nKey="elite.forOneYear"
            values={{ price: priceTextIn(price, i18n.language) }}
            components={{ strong: <strong /> }}
          />
        </p>
      ) : null}
    </section>
  );
}
