import { PLAN_FEATURES } from '@app/contracts';

import type { ElitePrice } from '../../money.server';

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
  const unlocks = PLAN_FEATURES.filter((feature) => feature.elite);
  return (
    <section className="elite-offer" aria-label="What Elite gives" id={id}>
      {reason ? <p className="elite-offer__reason">{reason}</p> : null}
      <p>Elite membership unlocks, on top of everything Free members do:</p>
      <ul className="elite-offer__list">
        {unlocks.map((feature) => (
          <li key={feature.key}>{feature.feature}</li>
        ))}
      </ul>
      {price ? (
        <p className="elite-offer__price">
          <strong>{price.text}</strong> for one year.
        </p>
      ) : null}
    </section>
  );
}
