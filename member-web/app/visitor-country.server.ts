import { DEFAULT_COUNTRY_ID, type ApiClient, type CountryLight } from '@app/contracts';
import { createCookie } from '@remix-run/node';

import { env } from './env.server';
import { idFrom } from './locations.server';

/**
 * Which country's prices a visitor sees (issue 38 item 4, decision 292). No address-to-country service can
 * be reached, and a browser's language says little about where someone pays, so the visitor says it: the
 * "Prices for" choice (?country=<id>) is kept in the `rc_country` cookie for the next pages. Without a
 * choice: India, the default country of every form. Signed-in members see the prices of their own
 * country, which the API uses at checkout anyway (the subscribe page and the blue tick ask by account).
 */
const countryCookie = createCookie('rc_country', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure: env.PUBLIC_WEB_URL.startsWith('https:'),
  maxAge: 60 * 60 * 24 * 365,
});

export interface VisitorCountry {
  countryId: number;
  /** The Set-Cookie that remembers a fresh choice, or null. */
  setCookie: string | null;
}

/** The visitor's country: a fresh ?country choice among `countries`, else the remembered one, else India. */
export async function visitorCountry(request: Request, countries: CountryLight[]): Promise<VisitorCountry> {
  const known = (id: number | undefined) => (id && countries.some((c) => c.id === id) ? id : undefined);
  const chosen = known(idFrom(new URL(request.url).searchParams.get('country')));
  if (chosen) return { countryId: chosen, setCookie: await countryCookie.serialize(String(chosen)) };
  const remembered: unknown = await countryCookie.parse(request.headers.get('Cookie'));
  const kept = typeof remembered === 'string' ? known(idFrom(remembered)) : undefined;
  return { countryId: kept ?? DEFAULT_COUNTRY_ID, setCookie: null };
}

/** The countries for the "Prices for" choice; an empty list (the choice hidden) when the API cannot answer. */
export async function priceCountries(api: ApiClient): Promise<CountryLight[]> {
  try {
    return (await api.countries()).data;
  } catch (error) {
    console.error('member-web: loading countries failed', error);
    return [];
  }
}
