import type { LoaderFunctionArgs } from '@remix-run/node';

import { requireManpower, resumeResponse } from '../manpower.server';

/** /ManpowerListings/resume: the member's own resume, shown inline by Edit Profile's viewer. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { me } = await requireManpower(request);
  return resumeResponse(request, me.id, 'inline');
}
