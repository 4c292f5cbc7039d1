import {
  ADVERTISED_PROMO_CODE,
  ELITE_DEFAULT_PRICE_INR,
  formatMoney,
  PLAN_FEATURES,
  type Page,
  type Post,
} from '@app/contracts';
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';

import { apiFor } from '../api.server';
import { PriceCountry } from '../components/money/price-country';
import { PublicPreview } from '../components/social/public-preview';
import { StatsList } from '../components/stats-list';
import { formatPriceIn } from '../i18n/format';
import { metaT, useT } from '../i18n/i18n';
import { planCatalogue, type PlanPrice } from '../money.server';
import { getToken } from '../session.server';
import { shared } from '../shared-data.server';
import { priceCountries, visitorCountry } from '../visitor-country.server';
import { HELD_PUBLIC_PAGE } from '../page-cache';

/**
 * Signed-out visitors get this page from shared caches (decision 310), and the site holds it while its
 * shared data is held (decision 380).
 */
export const handle = HELD_PUBLIC_PAGE;

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'landing');
  return [
    { title: t('metaTitle') },
    { name: 'description', content: t('metaDescription', { unlocks: t('eliteUnlocks') }) },
  ];
};

/** Who can join, as the seeds describe the three business types (6, 7, 8): keys of the catalogue. */
const MEMBER_KINDS = ['owner', 'vendor', 'professional'] as const;

/** How many recent posts the landing page previews (decision 173). */
const PREVIEW_POSTS = 3;

/**
 * The landing page: the hero, a short preview of recent posts that passed moderation (signed-out visitors
 * only), how it works, the plans priced by the server's catalogue, the marketplace and the figures. If the
 * API does not answer, the page shows without the preview and with the list prices.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const api = await apiFor(request);
  const signedIn = Boolean(await getToken(request));
  // A signed-out visitor's landing page is the same for everyone of a country: its data is shared
  // (shared-data.server.ts); a member's plan prices are asked with the member's own session.
  const countries = await shared('price-countries', () => priceCountries(api));
  const { countryId, setCookie } = await visitorCountry(request, countries);
  const [preview, plans] = await Promise.all([
    signedIn ? null : shared('landing-preview', () => recentPosts(api)),
    signedIn
      ? planCatalogue(api, countryId)
      : shared(`plans:${countryId}`, () => planCatalogue(api, countryId)),
  ]);
  return data(
    { preview, plans, countries, countryId, signupOpen: !signedIn && url.searchParams.get('signup') === '1' },
    setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined,
  );
}

async function recentPosts(api: Awaited<ReturnType<typeof apiFor>>): Promise<Page<Post> | null> {
  try {
    const { data } = await api.get<Post[]>('posts/recent', { limit: PREVIEW_POSTS });
    return { current_page: 1, last_page: 1, per_page: PREVIEW_POSTS, total: data.length, data };
  } catch (error) {
    console.error('member-web: the landing preview did not load', error);
    return null;
  }
}

export default function Landing() {
  const { preview, plans, countries, countryId, signupOpen } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero />
      {preview ? <PublicPreview feed={preview} signupOpen={signupOpen} /> : null}
      <HowItWorks elite={plans.elite} />
      <PlanComparison elite={plans.elite} blueTick={plans.blueTick}>
        <PriceCountry countries={countries} countryId={countryId} />
      </PlanComparison>
      <Marketplace />
      <About />
    </>
  );
}

/** A plan's headline price in the reader's language ('₹999 (GST included)', '₹999 (GST सहित)'). */
function priceIn(
  plan: PlanPrice | null,
  language: string,
  fallback: { amount: number; tax: 'gst-included' | 'plus-gst' },
): string {
  if (!plan) return formatPriceIn(fallback.amount, 'INR', fallback.tax, language);
  return formatPriceIn(plan.amount.shown, plan.amount.currency, plan.amount.tax, language);
}

const ELITE_FALLBACK = { amount: ELITE_DEFAULT_PRICE_INR, tax: 'gst-included' } as const;

function Hero() {
  const { t } = useT('landing');
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <p className="eyebrow">{t('hero.eyebrow')}</p>
        <h1 id="hero-title">{t('hero.title')}</h1>
        <p className="hero__lead">{t('hero.lead')}</p>
        <div className="hero__actions">
          <Link to="/join" className="button button--primary button--large">
            {t('hero.join')}
          </Link>
          <Link to="/login" className="button button--ghost button--large">
            {t('hero.haveAccount')}
          </Link>
        </div>
      </div>
    </section>
  );
}

function HowItWorks({ elite }: { elite: PlanPrice | null }) {
  const { t, i18n } = useT('landing');
  return (
    <section className="section" aria-labelledby="how-it-works">
      <div className="container">
        <h2 id="how-it-works">{t('how.title')}</h2>
        <ol className="steps">
          <li className="card step">
            <h3>{t('how.signUp')}</h3>
            <p>{t('how.signUpText')}</p>
            <ul className="member-kinds">
              {MEMBER_KINDS.map((kind) => (
                <li key={kind}>
                  <strong>{t(`kinds.${kind}.title`)}</strong> — {t(`kinds.${kind}.text`)}
                </li>
              ))}
            </ul>
          </li>
          <li className="card step">
            <h3>{t('how.post')}</h3>
            <p>{t('how.postText')}</p>
          </li>
          <li className="card step">
            <h3>{t('how.elite')}</h3>
            <p>
              {t('how.eliteText', {
                unlocks: t('eliteUnlocks'),
                price: priceIn(elite, i18n.language, ELITE_FALLBACK),
              })}
            </p>
          </li>
        </ol>
      </div>
    </section>
  );
}

function PlanComparison({
  elite,
  blueTick,
  children,
}: {
  elite: PlanPrice | null;
  blueTick: PlanPrice | null;
  /** The "Prices for" country choice. */
  children?: ReactNode;
}) {
  const { t, i18n } = useT('landing');
  const language = i18n.language;
  const struck = blueTick?.amount.struck;
  return (
    <section className="section section--tinted" aria-labelledby="plans">
      <div className="container">
        <h2 id="plans">{t('plans.title')}</h2>
        {children}
        {/* Scrolls sideways on a narrow phone: focusable, so a keyboard can scroll it too. */}
        <div className="table-wrap" role="region" aria-label={t('plans.comparison')} tabIndex={0}>
          <table className="plans">
            <caption>{t('plans.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('plans.feature')}</th>
                <th scope="col">{t('plans.free')}</th>
                <th scope="col">{t('plans.elite')}</th>
              </tr>
              <tr className="plans__prices">
                <td />
                <td>{elite?.zero ?? formatMoney(0, 'INR')}</td>
                <td>
                  <strong>{priceIn(elite, language, ELITE_FALLBACK)}</strong> {t('plans.perYear')}
                </td>
              </tr>
            </thead>
            <tbody>
              {PLAN_FEATURES.map(({ key, elite: eliteOnly }) => (
                <tr key={key}>
                  <th scope="row">{t(`features.${key}`)}</th>
                  <td>
                    <Included value={!eliteOnly} />
                  </td>
                  <td>
                    <Included value />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="offers">
          <div className="card offer">
            <h3>{t('plans.promoTitle')}</h3>
            <p>
              {t('plans.promoBefore')} <code className="promo-code">{ADVERTISED_PROMO_CODE}</code>{' '}
              {t('plans.promoAfter')}
            </p>
          </div>
          <div className="card offer">
            <h3>
              {t('plans.blueTickTitle')}{' '}
              <span className="blue-tick" aria-hidden="true">
                ✓
              </span>
            </h3>
            <p className="price">
              <strong>{priceIn(blueTick, language, { amount: 499, tax: 'plus-gst' })}</strong>{' '}
              <span className="visually-hidden">{t('plans.insteadOf')}</span>{' '}
              <del>
                {blueTick && struck != null
                  ? formatPriceIn(struck, blueTick.amount.currency, blueTick.amount.tax, language)
                  : (blueTick?.strike ?? formatPriceIn(999, 'INR', 'plus-gst', language))}
              </del>
            </p>
            <p>{t('plans.blueTickText')}</p>
          </div>
        </div>
        <p className="plans__actions">
          <Link to="/join" className="button button--primary">
            {t('plans.compare')}
          </Link>
        </p>
      </div>
    </section>
  );
}

/** What Elite opens: the marketplace of the trade (seeds, document 1, section 6): catalogue keys. */
const MARKET_PARTS = ['jobs', 'vendors', 'manpower', 'franchise'] as const;

function Marketplace() {
  const { t } = useT('landing');
  return (
    <section className="section" aria-labelledby="marketplace">
      <div className="container">
        <h2 id="marketplace">{t('market.title')}</h2>
        <ul className="market-parts">
          {MARKET_PARTS.map((part) => (
            <li key={part} className="card">
              <h3>{t(`market.${part}.title`)}</h3>
              <p>{t(`market.${part}.text`)}</p>
            </li>
          ))}
        </ul>
        <p>
          {t('market.partOfElite')} <Link to="/RegisterNew">{t('market.goElite')}</Link>
        </p>
      </div>
    </section>
  );
}

function Included({ value }: { value: boolean }) {
  const { t } = useT('landing');
  return value ? (
    <span className="mark mark--yes">
      <span aria-hidden="true">✓</span>
      <span className="visually-hidden">{t('plans.included')}</span>
    </span>
  ) : (
    <span className="mark mark--no">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('plans.notIncluded')}</span>
    </span>
  );
}

function About() {
  const { t } = useT('landing');
  return (
    <section className="section" aria-labelledby="about">
      <div className="container">
        <h2 id="about">{t('about.title')}</h2>
        <p>{t('about.text')}</p>
        <StatsList />
        <p className="adults-note">
          <strong>18+</strong> {t('about.adults')}
        </p>
      </div>
    </section>
  );
}
