import { redirect, type LoaderFunctionArgs } from '@remix-run/node';

import { requireManpower } from '../manpower.server';

/** /ManpowerListings itself opens the menu's first entry, Edit Profile. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { me } = await requireManpower(request);
  throw redirect(`/ManpowerListings/ManpowerEditProfile/${me.id}`);
}
