import { formatMoney, PLAN_FEATURES } from '@app/contracts';
import { Link } from '@remix-run/react';

import { useT } from '../../i18n/i18n';
import type { PlanPrice } from '../../money.server';
import { useCountryPrice, useFollowFormCountry } from './elite-plan-fields';
import { priceTextIn } from './price-text';

/**
 * Free and Elite side by side (decision 170): what each gives and the price from the server's catalogue,
 * with its currency and whether GST is included. Each card links to its sign-up form (/Register,
 * /RegisterNew); on those forms `current` marks the one being filled in and the other stays one tap away.
 */
export function PlanChoice({
  elite: rendered,
  current,
  headingLevel = 2,
}: {
  elite: PlanPrice | null;
  current?: 'free' | 'elite';
  headingLevel?: 2 | 3;
}) {
  // On the sign-up forms the cards follow the country chosen in the form (with JavaScript).
  const { t, i18n } = useT('money');
  useFollowFormCountry(current !== undefined);
  const latest = useCountryPrice();
  const elite = current && latest ? latest.plan : rendered;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Title = headingLevel === 2 ? 'h3' : 'h4';
  // Generated from the rules the API enforces (libs/contracts/src/plans.ts, decision 291).
  const free = PLAN_FEATURES.filter((entry) => !entry.elite).map((entry) => entry.key);
  const paid = PLAN_FEATURES.filter((entry) => entry.elite).map((entry) => entry.key);
  const years = elite && elite.months % 12 === 0 ? elite.months / 12 : 1;
  return (
    <section className="plan-choice" aria-labelledby="plan-choice-title">
      <Heading id="plan-choice-title" className={current ? 'visually-hidden' : undefined}>
        {t('plans.choose')}
      </Heading>
      <ul className="plan-choice__options">
        <li className={`card plan-option${current === 'free' ? ' plan-option--current' : ''}`}>
          <Title>{t('plans.free')}</Title>
          <p className="plan-option__price">
            <strong>{elite?.zero ?? formatMoney(0, 'INR')}</strong> {t('plans.forever')}
          </p>
          <ul className="plan-option__features">
            {free.map((feature) => (
              <li key={feature}>{t(`landing:features.${feature}`)}</li>
            ))}
          </ul>
          {current === 'free' ? (
            <p className="plan-option__current" aria-current="step">
              {t('plans.signingUpFree')}
            </p>
          ) : (
            <Link to="/Register" className="button button--ghost plan-option__pick">
              {t('plans.signUpFree')}
            </Link>
          )}
        </li>
        <li
          className={`card plan-option plan-option--elite${current === 'elite' ? ' plan-option--current' : ''}`}
        >
          <Title>{t('plans.elite')}</Title>
          <p className="plan-option__price">
            <strong>{priceTextIn(elite, i18n.language)}</strong> / {t('plans.years', { count: years })}
          </p>
          <ul className="plan-option__features">
            <li>{t('plans.everythingFree')}</li>
            {paid.map((feature) => (
              <li key={feature}>{t(`landing:features.${feature}`)}</li>
            ))}
          </ul>
          {current === 'elite' ? (
            <p className="plan-option__current" aria-current="step">
              {t('plans.signingUpElite')}
            </p>
          ) : (
            <Link to="/RegisterNew" className="button button--primary plan-option__pick">
              {t('plans.goElite')}
            </Link>
          )}
        </li>
      </ul>
    </section>
  );
}
