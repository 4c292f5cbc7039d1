import { ATMNIRBHAR_COUNTRY_ID, type MemberUser, type UserType } from '@app/contracts';
import { Form, Link } from '@remix-run/react';
import type { KeyboardEvent } from 'react';

import { useT } from '../i18n/i18n';
import { Avatar } from './avatar';

/** What the header needs of the signed-in member: name and photo, and what decides the menu's entries. */
export interface HeaderMember {
  id: number;
  full_name: string;
  profile_photo: string | null;
  user_type: UserType;
  is_subscribed: 0 | 1;
  /** Which profile editor My Account opens. */
  account: 'restaurant' | 'vendor' | 'manpower';
  /** Atmnirbhar: 'apply' for members in India who are not agents, 'panel' for agents. */
  atmnirbhar?: 'apply' | 'panel' | null;
}

/** The header's member, from the API's member (the root loader hands only this to the page). */
export function headerMember(user: MemberUser): HeaderMember {
  return {
    id: user.id,
    full_name: user.full_name,
    profile_photo: user.profile_photo,
    user_type: user.user_type,
    is_subscribed: user.is_subscribed,
    account: accountOf(user),
    atmnirbhar: user.is_dsa ? 'panel' : user.country?.id === ATMNIRBHAR_COUNTRY_ID ? 'apply' : null,
  };
}

/**
 * My Account opens the editor of the profile the member has (restaurant, manpower or vendor, seeds
 * section 6); a member who has none yet gets the one of their business type (decision 022).
 */
function accountOf(user: MemberUser): HeaderMember['account'] {
  if (user.restaurant) return 'restaurant';
  if (user.manpower) return 'manpower';
  if (user.vendor) return 'vendor';
  return user.user_type === '7' ? 'vendor' : user.user_type === '8' ? 'manpower' : 'restaurant';
}

const ACCOUNT_EDITORS: Record<HeaderMember['account'], (id: number) => string> = {
  restaurant: (id) => `/EditProfile/${id}`,
  manpower: (id) => `/ManpowerListings/ManpowerEditProfile/${id}`,
  vendor: (id) => `/VendorListing/VendorEditProfile/${id}`,
};

/** Each business type's Download Invoice page (the three pages are one; decision 172). */
export function invoicesPath(userType: UserType): string {
  if (userType === '7') return '/VendorListing/DownloadVendorInvoice';
  if (userType === '8') return '/ManpowerListings/DownloadInvoiceManpower';
  return '/DownloadInvoice';
}

const NOTICES_LINK = { label: 'menu.notices', to: '/Home/User/notices' };
/** Not in the seeds: the trades to review and the reviews written (issue 33). */
const REVIEWS_LINK = { label: 'menu.reviews', to: '/Home/User/reviews' };
/** Not in the seeds: who revealed the member's contact or CV (issue 36, decision 212). */
const CONTACT_VIEWS_LINK = { label: 'menu.contactViews', to: '/Home/User/contact-views' };
/** Not in the seeds: the member's saved searches and their alerts (issue 32, decision 350). */
const SAVED_SEARCHES_LINK = { label: 'menu.savedSearches', to: '/Home/User/saved-searches' };

/**
 * The user menu's links, in the seeds' order, gated as section 6 says: Vendor for a subscribed vendor (7),
 * any restaurant owner (6) and a subscribed professional (8); Manpower and Franchise Provider only for
 * subscribed members. (The pages behind them check again.) Labels are keys of the `common` catalogue.
 */
export function menuLinks(member: HeaderMember): Array<{ label: string; to: string }> {
  const subscribed = member.is_subscribed === 1;
  const showVendor = member.user_type === '6' || subscribed;
  return [
    { label: 'menu.viewProfile', to: `/Profile/${member.id}` },
    ...(showVendor ? [{ label: 'menu.vendor', to: `/VendorShow/${member.user_type}` }] : []),
    ...(subscribed
      ? [
          { label: 'menu.manpower', to: '/ManpowerShow' },
          { label: 'menu.franchiseProvider', to: '/FranchiseeShow' },
        ]
      : []),
    { label: 'menu.myAccount', to: ACCOUNT_EDITORS[member.account](member.id) },
    { label: 'menu.invoices', to: invoicesPath(member.user_type) },
    { label: 'menu.ibTalks', to: '/IBTalks' },
    { label: 'menu.blogs', to: '/AllBlogs' },
    { label: 'menu.tutorials', to: '/tutorialPage' },
    ...(member.atmnirbhar === 'apply' ? [{ label: 'menu.atmnirbhar', to: '/Home/User/Atmnirbhar' }] : []),
    ...(member.atmnirbhar === 'panel'
      ? [
          { label: 'menu.atmnirbharPanel', to: '/Home/User/Atmnirbhar' },
          { label: 'menu.wallet', to: '/Wallet' },
        ]
      : []),
    { label: 'menu.settings', to: '/Home/User/setting' },
    { label: 'menu.privacy', to: '/Home/User/privecy' },
    { label: 'menu.help', to: '/Home/User/help' },
    // Not in the seeds: statements of reasons and appeals (issue 13) need a place the member can find.
    NOTICES_LINK,
    CONTACT_VIEWS_LINK,
    SAVED_SEARCHES_LINK,
    REVIEWS_LINK,
  ];
}

/** Without the member (the API did not answer) only the entries that need nothing of them. */
const FALLBACK_LINKS = [
  { label: 'menu.settings', to: '/Home/User/setting' },
  { label: 'menu.privacy', to: '/Home/User/privecy' },
  { label: 'menu.help', to: '/Home/User/help' },
  NOTICES_LINK,
];

/** Escape closes the open menu and puts the focus back on its button, as a menu button's users expect. */
function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
  const menu = event.currentTarget;
  if (event.key !== 'Escape' || !menu.open) return;
  event.preventDefault();
  menu.open = false;
  menu.querySelector('summary')?.focus();
}

/**
 * The signed-in member's menu. A <details> disclosure, so it opens without JavaScript too; Sign Out is a
 * POST form to /logout. With JavaScript, Escape closes it.
 */
export function UserMenu({ member }: { member: HeaderMember | null }) {
  const { t } = useT('common');
  const name = member?.full_name ?? t('menu.myAccountFallback');
  return (
    <details className="user-menu" onKeyDown={closeOnEscape}>
      <summary aria-label={t('menu.accountMenuFor', { name })}>
        <Avatar name={name} photo={member?.profile_photo} size="small" />
        <span className="user-menu__name">{name}</span>
      </summary>
      <ul className="user-menu__list">
        {(member ? menuLinks(member) : FALLBACK_LINKS).map((link) => (
          <li key={link.label}>
            <Link to={link.to}>{t(link.label)}</Link>
          </li>
        ))}
        <li>
          <Form method="post" action="/logout">
            <button type="submit" className="user-menu__signout">
              {t('menu.signOut')}
            </button>
          </Form>
        </li>
      </ul>
    </details>
  );
}
