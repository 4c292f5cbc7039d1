import { data, redirect, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData } from '@remix-run/react';

import { AreaFrame } from '../components/area-frame';
import { requireMember } from '../accounts.server';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { VendorMenu } from '../components/vendor/vendor-menu';
import { takeMessage } from '../market.server';
import ownerStyles from '../styles/owner.css?url';
import vendorStyles from '../styles/vendor.css?url';
import { isVendor } from '../vendor.server';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: ownerStyles },
  { rel: 'stylesheet', href: vendorStyles },
];

/**
 * The vendor area's frame (/VendorListing/...): the menu on the left, the page beside it, the green
 * message a save left. /VendorListing itself leads to the vendor's profile. Members of other types get the
 * pages without the menu; the vendor-only pages answer them 403 themselves (decision 109).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { me } = await requireMember(request);
  const path = new URL(request.url).pathname.replace(/\/+$/, '');
  if (/^\/VendorListing$/i.test(path)) {
    throw redirect(isVendor(me) ? `/VendorListing/VendorEditProfile/${me.id}` : '/Home/User');
  }
  const { message, headers } = await takeMessage(request);
  return data({ memberId: me.id, vendor: isVendor(me), message }, { headers });
}

export const shouldRevalidate = () => true;

export default function VendorArea() {
  const { memberId, vendor, message } = useLoaderData<typeof loader>();
  if (!vendor) return <Outlet />;
  return <AreaFrame menu={<VendorMenu memberId={memberId} />} message={message} />;
}

export const ErrorBoundary = RouteErrorBoundary;
