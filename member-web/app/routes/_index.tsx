import { ADVERTISED_PROMO_CODE, eliteUnlocks, PLAN_FEATURES, type Page, type Post } from '@app/contracts';
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';

import { apiFor } from '../api.server';
import { elitePriceText } from '../components/money/plan-choice';
import { PriceCountry } from '../components/money/price-country';
import { PublicPreview } from '../components/social/public-preview';
import { StatsList } from '../components/stats-list';
import { planCatalogue, type PlanPrice } from '../money.server';
import { getToken } from '../session.server';
import { shared } from '../shared-data.server';
import { priceCountries, visitorCountry } from '../visitor-country.server';
import { PUBLIC_PAGE } from '../page-cache';

/** Signed-out visitors get this page from shared caches (decision 310). */
export const handle = PUBLIC_PAGE;

export const meta: MetaFunction = () => [
  { title: 'Restaurant Community: the first global restaurant community' },
  {
    name: 'description',
    content: `Restaurant owners, vendors and restaurant professionals meet, post and trade in the first global restaurant community. Sign up free, go Elite for ${eliteUnlocks()}.`,
  },
];

/** Who can join, as the seeds describe the three business types (6, 7, 8). */
const MEMBER_KINDS = [
  { title: 'Restaurant owner', text: 'Run a restaurant, café or cloud kitchen.' },
  { title: 'Vendor', text: 'Supply restaurants with materials and services.' },
  { title: 'Restaurant professional', text: 'Chef, captain, manager or job seeker.' },
] as const;

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

function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <p className="eyebrow">Community and marketplace for the restaurant trade</p>
        <h1 id="hero-title">The first global restaurant community</h1>
        <p className="hero__lead">
          Restaurant owners, vendors and restaurant professionals meet here: share news on the feed, find
          staff and suppliers, and buy, sell or franchise restaurants.
        </p>
        <div className="hero__actions">
          <Link to="/join" className="button button--primary button--large">
            Join the community
          </Link>
          <Link to="/login" className="button button--ghost button--large">
            I already have an account
          </Link>
        </div>
      </div>
    </section>
  );
}

function HowItWorks({ elite }: { elite: PlanPrice | null }) {
  return (
    <section className="section" aria-labelledby="how-it-works">
      <div className="container">
        <h2 id="how-it-works">How it works</h2>
        <ol className="steps">
          <li className="card step">
            <h3>Sign up</h3>
            <p>Create a free account as one of:</p>
            <ul className="member-kinds">
              {MEMBER_KINDS.map((kind) => (
                <li key={kind.title}>
                  <strong>{kind.title}</strong> — {kind.text}
                </li>
              ))}
            </ul>
          </li>
          <li className="card step">
            <h3>Post on the feed</h3>
            <p>
              Share updates, photos and news with the trade, follow people and businesses, like and comment.
            </p>
          </li>
          <li className="card step">
            <h3>Go Elite</h3>
            <p>
              Unlock {eliteUnlocks()} for {elitePriceText(elite)} a year.
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
  return (
    <section className="section section--tinted" aria-labelledby="plans">
      <div className="container">
        <h2 id="plans">Free or Elite</h2>
        {children}
        {/* Scrolls sideways on a narrow phone: focusable, so a keyboard can scroll it too. */}
        <div className="table-wrap" role="region" aria-label="Plan comparison" tabIndex={0}>
          <table className="plans">
            <caption>What each membership includes</caption>
            <thead>
              <tr>
                <th scope="col">Feature</th>
                <th scope="col">Free</th>
                <th scope="col">Elite</th>
              </tr>
              <tr className="plans__prices">
                <td />
                <td>{elite?.zero ?? '₹0'}</td>
                <td>
                  <strong>{elitePriceText(elite)}</strong> / 1 year
                </td>
              </tr>
            </thead>
            <tbody>
              {PLAN_FEATURES.map(({ feature, elite: eliteOnly }) => (
                <tr key={feature}>
                  <th scope="row">{feature}</th>
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
            <h3>Promo code</h3>
            <p>
              Going Elite? Enter the promo code <code className="promo-code">{ADVERTISED_PROMO_CODE}</code>{' '}
              when you pay.
            </p>
          </div>
          <div className="card offer">
            <h3>
              Verified blue tick{' '}
              <span className="blue-tick" aria-hidden="true">
                ✓
              </span>
            </h3>
            <p className="price">
              <strong>{blueTick?.text ?? '₹499 plus GST'}</strong>{' '}
              <span className="visually-hidden">instead of</span>{' '}
              <del>{blueTick?.strike ?? '₹999 plus GST'}</del>
            </p>
            <p>
              Show members your business is real. Upload an identity document and a business proof; the offer
              price is for accounts up to 15 days old.
            </p>
          </div>
        </div>
        <p className="plans__actions">
          <Link to="/join" className="button button--primary">
            Compare and sign up
          </Link>
        </p>
      </div>
    </section>
  );
}

/** What Elite opens: the marketplace of the trade (seeds, document 1, section 6). */
const MARKET_PARTS = [
  { title: 'Jobs and CVs', text: 'Restaurants post jobs; professionals apply and share their CV.' },
  { title: 'Vendors and requirements', text: 'Post what your kitchen needs and compare vendors’ quotes.' },
  { title: 'Manpower directory', text: 'Find chefs, captains and managers by city and experience.' },
  {
    title: 'Franchises and sales',
    text: 'Offer a franchise, or buy and sell restaurants and used equipment.',
  },
] as const;

function Marketplace() {
  return (
    <section className="section" aria-labelledby="marketplace">
      <div className="container">
        <h2 id="marketplace">The marketplace</h2>
        <ul className="market-parts">
          {MARKET_PARTS.map((part) => (
            <li key={part.title} className="card">
              <h3>{part.title}</h3>
              <p>{part.text}</p>
            </li>
          ))}
        </ul>
        <p>
          The marketplace is part of Elite membership. <Link to="/RegisterNew">Go Elite</Link>
        </p>
      </div>
    </section>
  );
}

function Included({ value }: { value: boolean }) {
  return value ? (
    <span className="mark mark--yes">
      <span aria-hidden="true">✓</span>
      <span className="visually-hidden">Included</span>
    </span>
  ) : (
    <span className="mark mark--no">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">Not included</span>
    </span>
  );
}

function About() {
  return (
    <section className="section" aria-labelledby="about">
      <div className="container">
        <h2 id="about">About us</h2>
        <p>
          A network and marketplace built for the people who run, supply and staff restaurants — across
          countries, cities and kitchens.
        </p>
        <StatsList />
        <p className="adults-note">
          <strong>18+</strong> The community is for adults aged 18 and over.
        </p>
      </div>
    </section>
  );
}
