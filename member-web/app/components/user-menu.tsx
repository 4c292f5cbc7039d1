import { Form, Link } from '@remix-run/react';

import { Avatar } from './avatar';

export interface HeaderMember {
  id: number;
  full_name: string;
  profile_photo: string | null;
}

/**
 * The signed-in member's menu. A <details> disclosure, so it opens without JavaScript too; Sign Out is a
 * POST form to /logout.
 */
export function UserMenu({ member }: { member: HeaderMember | null }) {
  const name = member?.full_name ?? 'My account';
  return (
    <details className="user-menu">
      <summary aria-label={`Account menu for ${name}`}>
        <Avatar name={name} photo={member?.profile_photo} size="small" />
        <span className="user-menu__name">{name}</span>
      </summary>
      <ul className="user-menu__list">
        {member ? (
          <li>
            <Link to={`/Profile/${member.id}`}>View Profile</Link>
          </li>
        ) : null}
        <li>
          <Link to="/Home/User/setting">Settings</Link>
        </li>
        <li>
          <Link to="/Home/User/privecy">Privacy</Link>
        </li>
        <li>
          <Link to="/Home/User/help">Help</Link>
        </li>
        <li>
          <Form method="post" action="/logout">
            <button type="submit" className="user-menu__signout">
              Sign Out
            </button>
          </Form>
        </li>
      </ul>
    </details>
  );
}
