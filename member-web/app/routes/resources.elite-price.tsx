import type { LoaderFunctionArgs } from '@remix-run/node';

import { apiFor } from '../api.server';
import type { ElitePriceData } from '../components/money/elite-plan-fields';
import { idFrom } from '../locations.server';
import { elitePrice } from '../money.server';

/** The Elite plan's price in ?country_id, for the elite sign-up form's script when the country changes. */
export async function loader({ request }: LoaderFunctionArgs): Promise<ElitePriceData> {
  const countryId = idFrom(new URL(request.url).searchParams.get('country_id'));
  return { price: countryId ? await elitePrice(await apiFor(request), countryId) : null };
}
