import type { MemberUser } from '@app/contracts';
import { Link } from '@remix-run/react';

import { useT } from '../../i18n/i18n';
import { Avatar } from '../avatar';

/** Home's left column: the member's photo, name, type, counts, View Profile and their follow pages. */
export function HomeProfileCard({ me }: { me: MemberUser }) {
  const { t } = useT('social');
  const profile = `/Profile/${me.id}`;
  return (
    <section className="card profile-card" aria-labelledby="profile-card-name">
      <Avatar name={me.full_name} photo={me.profile_photo} size="large" />
      <h2 id="profile-card-name">
        <span data-user-content>{me.full_name}</span>
        {me.blue_tick ? (
          <span className="blue-tick" role="img" aria-label={t('verified')}>
            ✓
          </span>
        ) : null}
      </h2>
      <p className="profile-card__type">{me.user_type_text}</p>
      <ul className="profile-card__counts">
        <li>
          <Link to={`${profile}/MyPost`}>
            <strong>{me.post_count}</strong> {t('profileCard.posts')}
          </Link>
        </li>
        <li>
          <Link to={`${profile}/Followers`}>
            <strong>{me.followers_count}</strong> {t('profileCard.followers')}
          </Link>
        </li>
        <li>
          <Link to={`${profile}/Following`}>
            <strong>{me.followings_count}</strong> {t('profileCard.following')}
          </Link>
        </li>
      </ul>
      <Link to={profile} className="button button--ghost">
        {t('profileCard.viewProfile')}
      </Link>
      <Link to={`${profile}/Request`} className="profile-card__requests">
        {t('profileCard.requests')}
      </Link>
    </section>
  );
}
