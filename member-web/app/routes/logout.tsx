import { redirect, type ActionFunctionArgs } from '@remix-run/node';

import { apiFor } from '../api.server';
import { destroySession, getToken } from '../session.server';

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

export const loader = () => redirect('/');
