import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';

import { requireMember } from '../accounts.server';
import { Avatar } from '../components/avatar';
import { RouteErrorBoundary } from '../components/route-error-boundary';

export const meta: MetaFunction = () => [{ title: 'Home | Restaurant Community' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { me } = await requireMember(request);
  return { me };
}

/** The signed-in home. For now the profile card; the feed and side columns arrive with posts. */
export default function HomeUser() {
  const { me } = useLoaderData<typeof loader>();
  return (
    <div className="container page home">
      <h1 className="visually-hidden">Home</h1>
      <section className="card profile-card" aria-labelledby="profile-card-name">
        <Avatar name={me.full_name} photo={me.profile_photo} size="large" />
        <h2 id="profile-card-name">{me.full_name}</h2>
        <p className="profile-card__type">{me.user_type_text}</p>
        <Link to={`/Profile/${me.id}`} className="button button--ghost">
          View Profile
        </Link>
      </section>
      <section className="card home__feed" aria-label="Feed">
        <p>Welcome, {me.first_name}! Your feed will show here.</p>
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
