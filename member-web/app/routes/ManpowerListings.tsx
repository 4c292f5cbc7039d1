import { data, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { AreaFrame } from '../components/area-frame';
import { ManpowerMenu } from '../components/manpower/manpower-menu';
import { ManpowerErrorBoundary } from '../components/manpower/manpower-error';
import { requireManpower } from '../manpower.server';
import { takeMessage } from '../market.server';
import ownerStyles from '../styles/owner.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: ownerStyles }];

/**
 * The restaurant professional's area, /ManpowerListings/...: the menu on the left, the page
 * beside it, and the green message a save left for the page. Owners and vendors get a 403 page (the
 * owner area's layout and rules, decisions 086 and 087).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { me } = await requireManpower(request);
  const { message, headers } = await takeMessage(request);
  return data({ memberId: me.id, message }, { headers });
}

/** The message is read once: the frame's loader runs on every move inside the area. */
export const shouldRevalidate = () => true;

export default function ManpowerArea() {
  const { memberId, message } = useLoaderData<typeof loader>();
  return <AreaFrame menu={<ManpowerMenu memberId={memberId} />} message={message} />;
}

export const ErrorBoundary = ManpowerErrorBoundary;
