import { LANDING_STATS } from '@app/contracts';

import { useT } from '../i18n/i18n';

/** Each figure's label in the catalogue (the contracts keep the English one). */
const STAT_KEYS: Record<(typeof LANDING_STATS)[number]['label'], string> = {
  Countries: 'stats.countries',
  Cities: 'stats.cities',
  Customers: 'stats.customers',
  'People reached': 'stats.reached',
};

/** Figures written in words, in the catalogue too ('3.5 million', '35 लाख'). */
const VALUE_KEYS: Partial<Record<string, string>> = { '3.5 million': 'stats.threeHalfMillion' };

/** The community's figures (8 countries, 74 cities, ...), each as one list item: "74 Cities". */
export function StatsList() {
  const { t } = useT('landing');
  return (
    <ul className="stats">
      {LANDING_STATS.map((stat) => {
        const valueKey = VALUE_KEYS[stat.value];
        return (
          <li key={stat.label} className="stat">
            <span className="stat__value">{valueKey ? t(valueKey) : stat.value}</span>{' '}
            <span className="stat__label">{t(STAT_KEYS[stat.label])}</span>
          </li>
        );
      })}
    </ul>
  );
}
