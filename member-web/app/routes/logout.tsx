import { redirect } from '@remix-run/node';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link } from '@remix-run/react';

import { apiFor } from '../api.server';
import { metaT, useT } from '../i18n/i18n';
import { destroySession, getToken } from '../session.server';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'auth')('logout.metaTitle') }];

/** Sign Out (POST only): tells the API to drop the token, removes the session cookie, goes to /. */
export async function action({ request }: ActionFunctionArgs) {
  if (await getToken(request)) {
    try {
      await (await apiFor(request)).get('logout');
    } catch (error) {
      // The token may already be dead; the member is signed out here regardless.
      console.warn('member-web: GET logout failed', error instanceof Error ? error.message : error);
    }
  }
  return redirect('/', { headers: { 'Set-Cookie': await destroySession(request) } });
}

/**
 * The area menus' Logout without JavaScript: the seeds' question as a page with a button (a GET never signs
 * out). Nobody signed in: nothing to ask, home.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await getToken(request))) throw redirect('/');
  return null;
}

export default function Logout() {
  const { t } = useT('auth');
  return (
    <div className="container page auth-page">
      <div className="card auth-card">
        <h1>{t('common:logout.link')}</h1>
        <p>{t('common:logout.question')}</p>
        <Form method="post" className="form__actions">
          <button type="submit" className="button button--primary">
            {t('common:logout.link')}
          </button>
          <Link to="/Home/User" className="button button--ghost">
            {t('logout.cancel')}
          </Link>
        </Form>
      </div>
    </div>
  );
}
