import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';

import { redirectIfSignedIn } from '../accounts.server';
import { apiFor } from '../api.server';
import { PlanChoice } from '../components/money/plan-choice';
import { PriceCountry } from '../components/money/price-country';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { metaT, useT } from '../i18n/i18n';
import { planCatalogue } from '../money.server';
import { priceCountries, visitorCountry } from '../visitor-country.server';

/**
 * /join: where every "Sign up" leads (header, landing, the guest pop-up). Free and Elite side by side, each
 * going on to its own form (/Register, /RegisterNew) (decision 170).
 */
export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'auth')('join.metaTitle') }];

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectIfSignedIn(request);
  const api = await apiFor(request);
  const countries = await priceCountries(api);
  const { countryId, setCookie } = await visitorCountry(request, countries);
  const { elite } = await planCatalogue(api, countryId);
  return data(
    { elite, countries, countryId },
    setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined,
  );
}

export default function Join() {
  const { t } = useT('auth');
  const { elite, countries, countryId } = useLoaderData<typeof loader>();
  return (
    <div className="container page join-page">
      <h1>{t('join.title')}</h1>
      <p className="join-page__lead">{t('join.lead', { unlocks: t('landing:eliteUnlocks') })}</p>
      <PriceCountry countries={countries} countryId={countryId} />
      <PlanChoice elite={elite} />
      <p className="auth-card__footer">
        {t('alreadyMember')} <Link to="/login">{t('login')}</Link>
      </p>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
