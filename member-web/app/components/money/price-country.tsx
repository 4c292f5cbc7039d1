import type { CountryLight } from '@app/contracts';
import { Form } from '@remix-run/react';

import { useT } from '../../i18n/i18n';

/**
 * "Prices for [country] Show prices": a plain GET form (works without JavaScript), answered by the page's
 * loader in that country's currency and remembered for the next pages (visitor-country.server.ts).
 */
export function PriceCountry({ countries, countryId }: { countries: CountryLight[]; countryId: number }) {
  const { t } = useT('landing');
  if (countries.length === 0) return null;
  return (
    <Form method="get" className="price-country" preventScrollReset>
      <label>
        {t('prices.for')}{' '}
        <select name="country" defaultValue={String(countryId)} key={countryId}>
          {countries.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </select>
      </label>{' '}
      <button type="submit" className="button button--ghost">
        {t('prices.show')}
      </button>
    </Form>
  );
}
