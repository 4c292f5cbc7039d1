import type { LoaderFunctionArgs } from '@remix-run/node';

import { idFrom } from '../locations.server';
import { resumeResponse } from '../manpower.server';
import { requireUser } from '../session.server';

/**
 * /resources/resume/{member id}: a professional's resume as a download, for the owners they applied to
 * (Received Application's Resume link), Elite owners who revealed a consenting professional's CV (the
 * read-more page's Download CV, decision 211) and the member; the API answers 404 to everyone else.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const id = idFrom(params.id);
  if (!id) throw new Response('Not found', { status: 404 });
  return resumeResponse(request, id, 'attachment');
}
