import { ApiError, Messages } from '@app/contracts';
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Link, NavLink, Outlet, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useRef, type ReactNode } from 'react';

import { failureFrom, requireMember } from '../accounts.server';
import { Avatar } from '../components/avatar';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { ProfileEditForm } from '../components/profile-edit-form';
import { FollowButton } from '../components/social/follow-button';
import { ReportAction, ReportDialog } from '../components/social/report';
import { ViewerProvider } from '../components/social/viewer';
import { useHydrated } from '../components/use-hydrated';
import { idFrom, loadLocations } from '../locations.server';
import { handleSocialForm, isSocialIntent } from '../social.server';
import type { MemberProfile, MemberUser } from '../types';

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: loaded ? `${loaded.user.full_name} | Restaurant Community` : 'Profile | Restaurant Community' },
];

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
    about: user.about,
  };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api, me } = await requireMember(request);
  const id = idFrom(params.id);
  if (!id) throw new Response('Not found', { status: 404 });
  let profile: MemberProfile;
  try {
    profile = (await api.get<MemberProfile>(`users/${id}`)).data;
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
  // The edit form's lists are only needed on your own profile.
  const locations = editable
    ? await loadLocations(api, {
        countryId: editable.country?.id,
        stateId: editable.state?.id,
        cityId: editable.city?.id,
      })
    : null;
  return {
    meId: me.id,
    user,
    editable,
    own,
    editing,
    locations,
    reporting,
    reported: query.get('reported') === '1',
  };
}

/** The fields POST users/{id} takes from the 'Update User Profile' form. */
const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'mobile_no',
  'birth_date',
  'gender',
  'country_id',
  'state_id',
  'city_id',
  'address',
  'pin_code',
  'main_office_city',
  'about',
] as const;

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
        message: `${failure.message ?? Messages.genericError} ${Messages.pleaseUpdateProfile}`,
        fieldErrors: failure.fieldErrors,
      },
      { status: error instanceof ApiError ? error.status : 400 },
    );
  }
  throw redirect(`/Profile/${id}`);
}

export default function Profile() {
  const { meId, user, editable, own, editing, locations, reporting, reported } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // The edit form's answer (Follow and Report answer with their own shape, shown by their buttons).
  const result = actionData && 'values' in actionData ? actionData : undefined;
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const submitted = useRef(false);

  // With JavaScript the form lives in a modal <dialog>; it closes once an update went through.
  useEffect(() => {
    if (navigation.state === 'submitting') submitted.current = true;
    if (navigation.state === 'idle' && submitted.current) {
      submitted.current = false;
      if (!result) dialogRef.current?.close();
    }
  }, [navigation.state, result]);

  const formOpen = editing || Boolean(result);
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
                <span className="blue-tick" role="img" aria-label="Verified">
                  ✓
                </span>
              ) : null}
            </h1>
            <p className="profile-card__type">{user.user_type_text}</p>
          </div>
          <dl className="profile__counts">
            <div>
              <dt>{own ? <Link to="MyPost">Posts</Link> : 'Posts'}</dt>
              <dd>{user.post_count}</dd>
            </div>
            <div>
              <dt>{own ? <Link to="Followers">Followers</Link> : 'Followers'}</dt>
              <dd>{user.followers_count}</dd>
            </div>
            <div>
              <dt>{own ? <Link to="Following">Following</Link> : 'Following'}</dt>
              <dd>{user.followings_count}</dd>
            </div>
          </dl>
          {own ? (
            <Link
              to="?edit=1"
              className="button button--primary"
              onClick={(event) => {
                if (!hydrated || !dialogRef.current) return;
                event.preventDefault();
                dialogRef.current.showModal();
              }}
            >
              Edit Profile
            </Link>
          ) : (
            <div className="profile__actions">
              <ViewerProvider viewer={{ kind: 'member', id: meId }}>
                <FollowButton memberId={user.id} relation={user.relation} name={user.full_name} />
              </ViewerProvider>
              <ReportAction
                subjectType="user"
                subjectId={user.id}
                noScriptHref={`/Profile/${user.id}?report=1`}
                className="button button--ghost button--small"
              />
            </div>
          )}
        </div>
        {user.about ? (
          <section className="card profile__about" aria-labelledby="about-title">
            <h2 id="about-title">About</h2>
            <p>{user.about}</p>
          </section>
        ) : null}
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
      {editable && locations ? (
        <dialog
          ref={dialogRef}
          className="modal"
          aria-labelledby="edit-profile-title"
          open={formOpen || undefined}
        >
          <div className="modal__head">
            <h2 id="edit-profile-title">Update User Profile</h2>
            {hydrated ? (
              <button
                type="button"
                className="alert__close"
                aria-label="Close"
                onClick={() => dialogRef.current?.close()}
              >
                ×
              </button>
            ) : (
              <Link to={`/Profile/${user.id}`}>Close</Link>
            )}
          </div>
          <ProfileEditForm
            user={editable}
            locations={result?.locations ?? locations}
            values={result?.values}
            message={result?.message}
            fieldErrors={result?.fieldErrors}
          />
        </dialog>
      ) : null}
    </div>
  );
}

/** Your own profile's pages: your posts and the three follow lists. */
function ProfileTabs() {
  const tab = (to: string, label: ReactNode, end = false) => (
    <li>
      <NavLink to={to} end={end} className="tabs__tab">
        {label}
      </NavLink>
    </li>
  );
  return (
    <nav aria-label="Profile pages">
      <ul className="tabs">
        {tab('.', 'Posts', true)}
        {tab('Following', 'Following')}
        {tab('Followers', 'Followers')}
        {tab('Request', 'Requests')}
      </ul>
    </nav>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
