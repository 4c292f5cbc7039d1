import { ADVERTISED_PROMO_CODE, ELITE_DEFAULT_PRICE_INR, type Page, type Post } from '@app/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';

import { apiFor } from '../api.server';
import { PublicPreview } from '../components/social/public-preview';
import { StatsList } from '../components/stats-list';
import { getToken } from '../session.server';
import { pageFrom, postsPage } from '../social.server';

export const meta: MetaFunction = () => [
  { title: 'Restaurant Community: the first global restaurant community' },
  {
    name: 'description',
    content:
      'Restaurant owners, vendors and restaurant professionals meet, post and trade in the first global restaurant community. Sign up free, go Elite for jobs, directories and the used-equipment marketplace.',
  },
];

const ELITE_PRICE = `Rs. ${ELITE_DEFAULT_PRICE_INR}`;

/** Who can join, as the seeds describe the three business types (6, 7, 8). */
const MEMBER_KINDS = [
  { title: 'Restaurant owner', text: 'Run a restaurant, café or cloud kitchen.' },
  { title: 'Vendor', text: 'Supply restaurants with materials and services.' },
  { title: 'Restaurant professional', text: 'Chef, captain, manager or job seeker.' },
] as const;

/** Free versus Elite (seeds, document 1, sections 1 and 6). */
const PLAN_FEATURES: ReadonlyArray<{ feature: string; free: boolean }> = [
  { feature: 'Sign up', free: true },
  { feature: 'Post on the feed', free: true },
  { feature: 'Create jobs', free: false },
  { feature: 'View all CVs', free: false },
  { feature: 'Job board', free: false },
  { feature: 'Vendor directory', free: false },
  { feature: 'Manpower directory', free: false },
  { feature: 'Franchise opportunities', free: false },
  { feature: 'Buy and sell used equipment and restaurants', free: false },
];

/**
 * A visitor who is not signed in also gets the preview home: the most liked posts. The landing content
 * does not depend on it: if the API does not answer, the page shows without the preview.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (await getToken(request)) return { preview: null, signupOpen: false };
  const url = new URL(request.url);
  let preview: Page<Post> | null = null;
  try {
    preview = await postsPage(await apiFor(request), { kind: 'preview' }, pageFrom(url));
  } catch (error) {
    console.error('member-web: the public preview did not load', error);
  }
  return { preview, signupOpen: url.searchParams.get('signup') === '1' };
}

export default function Landing() {
  const { preview, signupOpen } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero />
      {preview ? <PublicPreview feed={preview} signupOpen={signupOpen} /> : null}
      <HowItWorks />
      <PlanComparison />
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
          <Link to="/RegisterNew" className="button button--primary button--large">
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

function HowItWorks() {
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
              Unlock jobs, CVs, the directories, franchise opportunities and the used equipment and restaurant
              marketplace for {ELITE_PRICE} a year.
            </p>
          </li>
        </ol>
      </div>
    </section>
  );
}

function PlanComparison() {
  return (
    <section className="section section--tinted" aria-labelledby="plans">
      <div className="container">
        <h2 id="plans">Free or Elite</h2>
        <div className="table-wrap">
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
                <td>Rs. 0</td>
                <td>
                  <strong>{ELITE_PRICE}</strong> / 1 year
                </td>
              </tr>
            </thead>
            <tbody>
              {PLAN_FEATURES.map(({ feature, free }) => (
                <tr key={feature}>
                  <th scope="row">{feature}</th>
                  <td>
                    <Included value={free} />
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
              <strong>499 plus GST</strong> <span className="visually-hidden">instead of</span>{' '}
              <del>999 plus GST</del>
            </p>
            <p>
              Show members your business is real. Upload an identity document and a business proof; the offer
              price is for accounts up to 15 days old.
            </p>
          </div>
        </div>
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
