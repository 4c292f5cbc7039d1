import type { ActionFunctionArgs } from '@remix-run/node';

import { failureFrom, requireMember } from '../accounts.server';
import { apiFor } from '../api.server';
import { startPasskeyCeremony } from '../passkeys.server';

/**
 * POST intent=login (anyone) or intent=register (a signed-in member): the options for the browser's
 * passkey dialog; the ceremony id goes into the `__passkey` cookie, never to the page's scripts.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const purpose = form.get('intent') === 'register' ? 'register' : 'login';
  try {
    const api = purpose === 'register' ? (await requireMember(request)).api : await apiFor(request);
    const { options, cookie } = await startPasskeyCeremony(api, purpose);
    // A plain Response: single fetch keeps a resource route's own headers (the cookie) only on one.
    return Response.json({ options }, { headers: { 'Set-Cookie': cookie } });
  } catch (error) {
    if (error instanceof Response) throw error;
    return Response.json({ options: null, ...failureFrom(error) }, { status: 400 });
  }
}
