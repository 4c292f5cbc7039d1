import type { LoaderFunctionArgs } from '@remix-run/node';

import { apiFor } from '../api.server';
import type { ElitePriceData } from '../components/money/elite-plan-fields';
import { idFrom } from '../locations.server';
import { elitePrice, planCatalogue } from '../money.server';

/** The Elite plan's prices in ?country_id, for the sign-up forms' script when the country changes. */
export async function loader({ request }: LoaderFunctionArgs): Promise<ElitePriceData> {
  const countryId = idFrom(new URL(request.url).searchParams.get('country_id'));
  if (!countryId) return { price: null, plan: null };
  const api = await apiFor(request);
  const [price, { elite }] = await Promise.all([elitePrice(api, countryId), planCatalogue(api, countryId)]);
  return { price, plan: elite };
}
