import { ApiError, formatMoney } from '@app/contracts';
import { data, redirect } from '@remix-run/node';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, NavLink, Outlet, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Fragment, useEffect, useRef, type ReactNode } from 'react';

import { failureFrom, requireMember } from '../accounts.server';
import { Avatar } from '../components/avatar';
import { DismissButton } from '../components/form-fields';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { PROFILE_FIELDS, ProfileEditForm } from '../components/profile-edit-form';
import { RatingBadge } from '../components/reviews/rating-badge';
import { followEachOther, MessageButton } from '../components/message-button';
import { FollowButton } from '../components/social/follow-button';
import { ReportAction, ReportDialog } from '../components/social/report';
import { ViewerProvider } from '../components/social/viewer';
import { useHydrated } from '../components/use-hydrated';
import { checkAll, rules } from '../form-rules';
import { idFrom, loadLocations } from '../locations.server';
import { ratingsFor } from '../reviews.server';
import { handleSocialForm, isSocialIntent } from '../social.server';
import type { MemberProfile, MemberUser } from '../types';
import { metaT, useT } from '../i18n/i18n';
import { textsFor } from '../i18n/texts.server';

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  const t = metaT(matches, 'profile');
  return [{ title: loaded ? t('metaTitleOf', { name: loaded.user.full_name }) : t('metaTitle') }];
};

/**
 * What the page shows of a member, and so all the browser receives of someone else (decision 055): the
 * API already leaves others' contact details out; picking fields keeps a field the API adds later out too.
 */
function profileHead(user: MemberProfile) {
  return {
    id: user.id,
    full_name: user.full_name,
    profile_photo: user.profile_photo,
    blue_tick: user.blue_tick,
    user_type_text: user.user_type_text,
    post_count: user.post_count,
    followers_count: user.followers_count,
    followings_count: user.followings_count,
    relation: user.relation,
    follow_status: user.follow_status,
    follows_you: user.follows_you,
    about: user.about,
    // Public business facts (decision 174): the API already leaves contact details out for others.
    business_name: user.business_name,
    city: [user.city?.name, user.state?.name].filter(Boolean).join(', ') || null,
    main_office_city: user.main_office_city,
    restaurant: user.restaurant,
    vendor: user.vendor,
    manpower: user.manpower,
  };
}

/** Your own contact details, shown only on your own profile (nobody else's reach the page). */
function ownContact(me: MemberUser) {
  return { email: me.email, mobile_no: me.mobile_no };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api, me } = await requireMember(request);
  const id = idFrom(params.id);
  if (!id) throw new Response('Not found', { status: 404 });
  let profile: MemberProfile;
  let ratings: Awaited<ReturnType<typeof ratingsFor>>;
  try {
    [profile, ratings] = await Promise.all([
      api.get<MemberProfile>(`users/${id}`).then((answer) => answer.data),
      ratingsFor(api, [id]),
    ]);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new Response('Not found', { status: 404 });
    throw error;
  }
  const own = me.id === profile.id;
  const user = profileHead(profile);
  // Your own details fill the edit form; nobody else's reach the page.
  const editable: MemberUser | null = own ? me : null;
  const query = new URL(request.url).searchParams;
  const editing = own && query.get('edit') === '1';
  // Report without JavaScript: ?report=1 opens the dialog, ?reported=1 thanks.
  const reporting = !own && query.get('report') === '1';
  // The edit form and its lists (some hundred places) are sent only when it is open: with JavaScript,
  // Edit Profile navigates to ?edit=1 too, so a profile page's first load stays small (decision 204).
  const locations =
    editable && editing
      ? await loadLocations(api, {
          countryId: editable.country?.id,
          stateId: editable.state?.id,
          cityId: editable.city?.id,
        })
      : null;
  return {
    meId: me.id,
    user,
    rating: ratings[String(id)],
    contact: own ? ownContact(me) : null,
    editable,
    own,
    editing,
    locations,
    reporting,
    reported: query.get('reported') === '1',
  };
}

const OMIT_WHEN_EMPTY = new Set<string>(['birth_date', 'gender', 'country_id', 'state_id', 'city_id']);

/** The profile's own form (Update User Profile), and Follow and Report from its head. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { api, me } = await requireMember(request);
  const id = idFrom(params.id);
  const submitted = await request.formData();
  if (isSocialIntent(submitted.get('intent'))) return handleSocialForm(request, submitted);
  if (!id || id !== me.id) throw new Response('You can only edit your own profile', { status: 403 });
  const values: Record<string, string> = {};
  for (const field of PROFILE_FIELDS) values[field] = String(submitted.get(field) ?? '');

  if (submitted.get('intent') === 'locations') {
    // "Load states" / "Load cities" without JavaScript.
    const locations = await loadLocations(api, {
      countryId: idFrom(values.country_id),
      stateId: idFrom(values.state_id),
    });
    return data({ values, locations, message: undefined, fieldErrors: {} as Record<string, string> });
  }

  // Every field checked at once, in plain words, before anything goes to the API (decision 171).
  const t = await textsFor(request, 'profile');
  const serverT = await textsFor(request, 'server');
  const fieldErrors = checkAll(values, {
    first_name: [rules.required(t('errors.firstName')), rules.maxLength(100, t('errors.firstNameLength'))],
    last_name: [rules.required(t('errors.lastName')), rules.maxLength(100, t('errors.lastNameLength'))],
    mobile_no: [rules.mobile('country_id', serverT)],
    pin_code: [
      (pin) => (!pin.trim() || /^[A-Za-z0-9 -]{3,12}$/.test(pin.trim()) ? null : t('errors.pinCode')),
    ],
    about: [rules.maxLength(5000, t('errors.aboutLength'))],
    // A state without its city is refused by the API; said here with the other messages.
    city_id: [(city, all) => (all.state_id && !city.trim() ? t('errors.chooseCity') : null)],
  });
  if (Object.keys(fieldErrors).length) {
    const locations = await loadLocations(api, {
      countryId: idFrom(values.country_id),
      stateId: idFrom(values.state_id),
      cityId: idFrom(values.city_id),
    });
    return data({ values, locations, message: undefined, fieldErrors }, { status: 400 });
  }

  // Forwarded as multipart, as the API takes it; an empty file input means "keep the photo".
  const body = new FormData();
  const photo = submitted.get('photo');
  if (photo && typeof photo !== 'string' && photo.size > 0) body.append('photo', photo, photo.name);
  for (const field of PROFILE_FIELDS) {
    const value = values[field].trim();
    // An empty date, gender or place means "not chosen": left out rather than sent as an invalid value.
    if (value === '' && OMIT_WHEN_EMPTY.has(field)) continue;
    body.append(field, value);
  }
  try {
    await api.request(`POST`, `users/${id}`, { body });
  } catch (error) {
    const failure = failureFrom(error);
    const locations = await loadLocations(api, {
      countryId: idFrom(values.country_id),
      stateId: idFrom(values.state_id),
      cityId: idFrom(values.city_id),
    });
    return data(
      {
        values,
        locations,
        message: serverT('profileFailed', { message: failure.message ?? serverT('failed') }),
        fieldErrors: failure.fieldErrors,
      },
      { status: error instanceof ApiError ? error.status : 400 },
    );
  }
  throw redirect(`/Profile/${id}`);
}

export default function Profile() {
  const { meId, user, rating, contact, editable, own, editing, locations, reporting, reported } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // The edit form's answer (Follow and Report answer with their own shape, shown by their buttons).
  const result = actionData && 'values' in actionData ? actionData : undefined;
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const submitted = useRef(false);
  const { t } = useT('profile');

  // With JavaScript the form lives in a modal <dialog>; it closes once an update went through.
  useEffect(() => {
    if (navigation.state === 'submitting') submitted.current = true;
    if (navigation.state === 'idle' && submitted.current) {
      submitted.current = false;
      if (!result) dialogRef.current?.close();
    }
  }, [navigation.state, result]);

  const formOpen = editing || Boolean(result);
  const formLocations = result?.locations ?? locations;

  // The form arrives open (the no-JavaScript way); with JavaScript it becomes a modal dialog.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!hydrated || !formOpen || !dialog || dialog.matches(':modal')) return;
    if (dialog.open) dialog.close();
    dialog.showModal();
  }, [hydrated, formOpen, formLocations]);
  return (
    <div className="profile">
      <div className="profile__cover" aria-hidden="true" />
      <div className="container profile__inner">
        <div className="profile__head card">
          <Avatar name={user.full_name} photo={user.profile_photo} size="large" />
          <div className="profile__identity">
            <h1>
              {user.full_name}
              {user.blue_tick ? (
                <span className="blue-tick" role="img" aria-label={t('verified')}>
                  ✓
                </span>
              ) : null}
            </h1>
            <p className="profile-card__type">
              {[user.user_type_text, user.business_name, user.city].filter(Boolean).map((part, i) => (
                <Fragment key={i}>
                  {i ? ' · ' : null}
                  {/* The member type is the site's word; the business and the city are the member's. */}
                  {part === user.user_type_text ? part : <span data-user-content>{part}</span>}
                </Fragment>
              ))}
            </p>
          </div>
          <dl className="profile__counts">
            <div>
              <dt>{own ? <Link to="MyPost">{t('posts')}</Link> : t('posts')}</dt>
              <dd>{user.post_count}</dd>
            </div>
            <div>
              <dt>{own ? <Link to="Followers">{t('followers')}</Link> : t('followers')}</dt>
              <dd>{user.followers_count}</dd>
            </div>
            <div>
              <dt>{own ? <Link to="Following">{t('following')}</Link> : t('following')}</dt>
              <dd>{user.followings_count}</dd>
            </div>
            <div>
              <dt>
                <Link to="Reviews">{t('reviews')}</Link>
              </dt>
              <dd>
                <RatingBadge rating={rating} />
              </dd>
            </div>
          </dl>
          {own ? (
            <Link
              to="?edit=1"
              className="button button--primary"
              onClick={(event) => {
                // Once loaded, the form is opened again in place; the first time, ?edit=1 loads it.
                if (!hydrated || !dialogRef.current) return;
                event.preventDefault();
                dialogRef.current.showModal();
              }}
            >
              {t('editProfile')}
            </Link>
          ) : (
            <div className="profile__actions">
              <ViewerProvider viewer={{ kind: 'member', id: meId }}>
                <FollowButton
                  memberId={user.id}
                  relation={user.relation}
                  status={user.follow_status}
                  name={user.full_name}
                />
              </ViewerProvider>
              {/* Members who follow each other (both follows accepted) may talk without a trade: what POST
                  conversations {user_id} asks (decision 361). */}
              {followEachOther(user) ? <MessageButton userId={user.id} name={user.full_name} /> : null}
              {/* Report is there when needed, not as prominent as Follow (decision 174). */}
              <details className="more-menu">
                <summary aria-label={t('moreActions', { name: user.full_name })}>⋯</summary>
                <div className="more-menu__list">
                  <ReportAction
                    subjectType="user"
                    subjectId={user.id}
                    noScriptHref={`/Profile/${user.id}?report=1`}
                    className="link-button"
                  />
                </div>
              </details>
            </div>
          )}
        </div>
        <ProfileAbout user={user} contact={contact} />
        <MarketplaceProfile user={user} />
        {own ? <ProfileTabs /> : null}
        <ViewerProvider viewer={{ kind: 'member', id: meId }}>
          <Outlet />
        </ViewerProvider>
      </div>
      {reporting ? (
        <ReportDialog
          subjectType="user"
          subjectId={user.id}
          closeHref={`/Profile/${user.id}`}
          done={reported}
        />
      ) : null}
      {editable && formLocations ? (
        <dialog
          ref={dialogRef}
          className="modal"
          aria-labelledby="edit-profile-title"
          open={formOpen || undefined}
        >
          <div className="modal__head">
            <h2 id="edit-profile-title">{t('updateTitle')}</h2>
            {hydrated ? (
              <DismissButton label={t('close')} onClick={() => dialogRef.current?.close()} />
            ) : (
              <Link to={`/Profile/${user.id}`}>{t('close')}</Link>
            )}
          </div>
          <ProfileEditForm
            user={editable}
            locations={formLocations}
            values={result?.values}
            message={result?.message}
            fieldErrors={result?.fieldErrors}
          />
        </dialog>
      ) : null}
    </div>
  );
}

type ProfileHead = ReturnType<typeof profileHead>;

/** About, the business and where it is; your contact details on your own profile only. */
function ProfileAbout({
  user,
  contact,
}: {
  user: ProfileHead;
  contact: ReturnType<typeof ownContact> | null;
}) {
  const { t } = useT('profile');
  const facts: Array<[string, string]> = [];
  if (user.business_name) facts.push([t('about.business'), user.business_name]);
  if (user.city) facts.push([t('about.city'), user.city]);
  if (user.main_office_city) facts.push([t('about.mainOffice'), user.main_office_city]);
  if (!user.about && !facts.length && !contact) return null;
  return (
    <section className="card profile__about" aria-labelledby="about-title">
      <h2 id="about-title">{t('about.title')}</h2>
      {user.about ? <p data-user-content>{user.about}</p> : null}
      {facts.length ? (
        <dl className="profile__facts">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd data-user-content>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {contact ? (
        <>
          <h3>{t('about.contactTitle')}</h3>
          <p className="field__hint">{t('about.contactHint')}</p>
          <dl className="profile__facts">
            <div>
              <dt>{t('about.email')}</dt>
              <dd>{contact.email}</dd>
            </div>
            {contact.mobile_no ? (
              <div>
                <dt>{t('about.mobile')}</dt>
                <dd>{contact.mobile_no}</dd>
              </div>
            ) : null}
          </dl>
        </>
      ) : null}
    </section>
  );
}

/** The marketplace profile once it exists: the restaurant, the vendor's products, the professional's experience. */
function MarketplaceProfile({ user }: { user: ProfileHead }) {
  const { t } = useT('profile');
  const { restaurant, vendor, manpower } = user;
  if (!restaurant && !vendor && !manpower) return null;
  const rows: Array<[string, ReactNode]> = [];
  if (restaurant) {
    if (restaurant.name) rows.push([t('market.restaurant'), restaurant.name]);
    if (restaurant.restaurant_type) rows.push([t('market.type'), restaurant.restaurant_type]);
    if (restaurant.native_city) rows.push([t('market.mainOfficeCity'), restaurant.native_city.name]);
    if (restaurant.comments) rows.push([t('market.aboutRestaurant'), restaurant.comments]);
  }
  if (vendor) {
    if (vendor.business_category) rows.push([t('market.category'), vendor.business_category]);
    if (vendor.time_limit) rows.push([t('market.deliveryTime'), vendor.time_limit]);
    if (vendor.native_city) rows.push([t('market.mainOfficeCity'), vendor.native_city.name]);
    if (vendor.product_name.length)
      rows.push([
        t('market.products'),
        <ul key="products" className="profile__products">
          {vendor.product_name.map((product) => (
            <li key={product.name}>
              {product.name} — {formatMoney(product.rate, 'INR')}
            </li>
          ))}
        </ul>,
      ]);
    if (vendor.comments) rows.push([t('market.about'), vendor.comments]);
  }
  if (manpower) {
    if (manpower.type) rows.push([t('market.role'), manpower.type]);
    if (manpower.business_category) rows.push([t('market.category'), manpower.business_category]);
    if (manpower.experience) rows.push([t('market.experience'), manpower.experience]);
    if (manpower.qualification) rows.push([t('market.qualification'), manpower.qualification]);
    if (manpower.native_city) rows.push([t('market.mainOfficeCity'), manpower.native_city.name]);
    if (manpower.comments) rows.push([t('market.about'), manpower.comments]);
  }
  if (!rows.length) return null;
  const title = restaurant
    ? t('market.restaurantProfile')
    : vendor
      ? t('market.vendorProfile')
      : t('market.professionalProfile');
  return (
    <section className="card profile__market" aria-labelledby="market-profile-title">
      <h2 id="market-profile-title">{title}</h2>
      <dl className="profile__facts">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd data-user-content>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Your own profile's pages: your posts and the three follow lists. */
function ProfileTabs() {
  const { t } = useT('profile');
  const tab = (to: string, label: ReactNode, end = false) => (
    <li>
      <NavLink to={to} end={end} className="tabs__tab">
        {label}
      </NavLink>
    </li>
  );
  return (
    <nav aria-label={t('tabs.label')}>
      <ul className="tabs">
        {tab('.', t('posts'), true)}
        {tab('Following', t('following'))}
        {tab('Followers', t('followers'))}
        {tab('Request', t('tabs.requests'))}
        {tab('Reviews', t('reviews'))}
      </ul>
    </nav>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
