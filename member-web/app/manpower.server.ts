import { ManpowerMessages, UserType, type ApiClient, type ManpowerProfile } from '@app/contracts';

import { requireMember } from './accounts.server';
import { apiFetch } from './api.server';
import type { MemberUser } from './types';

/**
 * The restaurant professional's area (/ManpowerListings/..., docs/product.md#manpower-area): who may open it,
 * and the resume, which only passes through the site's server (the token never reaches the browser).
 */

export const isManpower = (me: Pick<MemberUser, 'user_type'>) => me.user_type === UserType.Manpower;

/**
 * The signed-in professional. No session: /login. An owner (6) or a vendor (7): a 403 page saying the
 * area is for restaurant professionals (as the owner area answers others, decision 087).
 */
export async function requireManpower(request: Request): Promise<{ api: ApiClient; me: MemberUser }> {
  const member = await requireMember(request);
  if (!isManpower(member.me)) throw new Response(ManpowerMessages.areaOnly, { status: 403 });
  return member;
}

export async function myProfile(api: ApiClient): Promise<ManpowerProfile> {
  return (await api.get<ManpowerProfile>('mp/manpowers/my-profile')).data;
}

/**
 * A professional's resume from the API (which answers the member and owners they applied to, 404 for
 * anyone else), passed on to the browser: `inline` for the member's own in-page viewer (the site's frame
 * only: frame-ancestors 'self'), a download otherwise. Never cached, never sniffed.
 */
export async function resumeResponse(
  request: Request,
  id: number,
  disposition: 'inline' | 'attachment',
): Promise<Response> {
  const upstream = await apiFetch(request, `/api/mp/manpowers/${id}/resume`, { accept: 'application/pdf' });
  if (upstream.status === 401) throw new Response('Sign in again', { status: 401 });
  if (upstream.status === 403 || upstream.status === 404)
    throw new Response(ManpowerMessages.resumeNotFound, { status: 404 });
  if (!upstream.ok || !upstream.body)
    throw new Response('The resume is not available right now', { status: 502 });
  return new Response(upstream.body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `${disposition}; filename="resume-${id}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      // The member's own PDF shows in a frame of the site's Edit Profile page and nowhere else; a
      // download is never framed. (frame-ancestors outranks the site's X-Frame-Options: DENY.)
      'Content-Security-Policy':
        disposition === 'inline'
          ? "frame-ancestors 'self'"
          : "default-src 'none'; frame-ancestors 'none'; sandbox",
    },
  });
}
