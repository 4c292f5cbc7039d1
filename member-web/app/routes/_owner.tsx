import { data, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData } from '@remix-run/react';

import { AreaFrame } from '../components/area-frame';
import { requireMember } from '../accounts.server';
import { OwnerMenu } from '../components/owner/owner-menu';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { isOwner, takeMessage } from '../market.server';
import ownerStyles from '../styles/owner.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: ownerStyles }];

/**
 * The owner dashboard's frame (no address of its own): the 'Main Manu' on the left, the page beside it,
 * and the green message a save left for the page. Vendors and professionals reach two of its pages too
 * (/DownloadInvoice, /blue-tick): they get the page without the owner's menu; the owner-only pages refuse
 * them themselves (decision 087).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { me } = await requireMember(request);
  const { message, headers } = await takeMessage(request);
  return data({ memberId: me.id, owner: isOwner(me), message }, { headers });
}

/**
 * The message is read once: the frame's loader runs on every move inside the area (not only after a
 * save), so a green message does not follow the member to the next page.
 */
export const shouldRevalidate = () => true;

export default function OwnerArea() {
  const { memberId, owner, message } = useLoaderData<typeof loader>();
  if (!owner) return <Outlet />;
  return <AreaFrame menu={<OwnerMenu memberId={memberId} />} message={message} />;
}

export const ErrorBoundary = RouteErrorBoundary;
