import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { requireMember } from '../accounts.server';
import { BlueTickOffer } from '../components/money/blue-tick-offer';
import { MembershipBanner } from '../components/money/membership-banner';
import { HomeListings, PromotedCards } from '../components/feeds/feed-cards';
import { ServerMessage } from '../components/owner/server-message';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { CreatePost } from '../components/social/create-post';
import { Feed } from '../components/social/feed';
import { PhoneBanner } from '../components/social/phone-banner';
import { HomeProfileCard } from '../components/social/profile-card';
import { SisterBanners } from '../components/social/sister-banners';
import { revalidateUnlessCardLocal } from '../components/social/use-social';
import { ViewerProvider } from '../components/social/viewer';
import { homeCards } from '../feeds.server';
import { textsFor } from '../i18n/texts.server';
import { metaT, useT } from '../i18n/i18n';
import { isSubscribed, takeMessage } from '../market.server';
import { pageFrom, postsPage, socialAction } from '../social.server';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'social')('pages.homeTitle') }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { api, me } = await requireMember(request);
  const url = new URL(request.url);
  const [feed, listings, { message, headers }] = await Promise.all([
    postsPage(api, { kind: 'home' }, pageFrom(url)),
    textsFor(request, 'feeds').then((t) => homeCards(api, me.user_type, t)),
    // The message a step before left for the home page ('Email is varified successfully' after the OTP).
    takeMessage(request),
  ]);
  return data(
    {
      me,
      feed,
      listings,
      elite: isSubscribed(me),
      creating: url.searchParams.get('create') === '1',
      message,
    },
    { headers },
  );
}

/** Posting, liking, commenting, following and reporting from the feed. */
export const action = ({ request }: ActionFunctionArgs) => socialAction(request);

export const shouldRevalidate = revalidateUnlessCardLocal;

/**
 * The signed-in home: three columns. Left: the profile card. Middle: the create-post stub and the feed.
 * Right: the sister-product banners. Each column is a plain list of cards: add a card where it belongs.
 */
export default function HomeUser() {
  const { t } = useT('social');
  const { me, feed, listings, elite, creating, message } = useLoaderData<typeof loader>();
  return (
    <ViewerProvider viewer={{ kind: 'member', id: me.id }}>
      <div className="container page home-layout">
        <h1 className="visually-hidden">{t('pages.home')}</h1>
        <aside className="home-layout__left home-layout__left--cards" aria-label={t('phoneBanner.profile')}>
          <HomeProfileCard me={me} />
          <MembershipBanner member={me} />
        </aside>
        <div className="home-layout__feed">
          <ServerMessage tone="success" message={message} />
          <PhoneBanner memberId={me.id} elite={elite} blueTick={Boolean(me.blue_tick)} />
          {/* The blue-tick offer and its documents form get the feed column's width (decision 172). */}
          <BlueTickOffer member={me} />
          <CreatePost member={me} serverOpen={creating} closeHref="/Home/User" />
          <HomeListings lists={listings.cards} elite={elite} />
          <section aria-label={t('pages.feed')}>
            <Feed key={feed.current_page} initial={feed} list="list=home" />
          </section>
        </div>
        <aside className="home-layout__right" aria-label={t('pages.fromCommunity')}>
          <PromotedCards lists={listings.promoted} elite={elite} />
          <SisterBanners audience="member" />
        </aside>
      </div>
    </ViewerProvider>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
