import type { ContentImage } from '@app/contracts';
import { ADMIN_API, bearer } from '../providers/adminApi';
import { session } from '../providers/session';

/**
 * Sends one image to the API's image cleaner (POST /admin-api/content-images): it is checked by its
 * bytes, re-encoded without metadata and stored; the answer is its key and public address.
 */
export async function uploadContentImage(file: File): Promise<ContentImage> {
  const body = new FormData();
  body.append('file', file);
  const token = session.token();
  const response = await fetch(`${ADMIN_API}/content-images`, {
    method: 'POST',
    headers: token ? bearer(token) : {},
    body,
  });
  const json = (await response.json().catch(() => null)) as
    (ContentImage & { message?: string; errors?: Record<string, string[]> }) | null;
  if (!response.ok || !json) {
    throw new Error(json?.errors?.file?.[0] ?? json?.message ?? response.statusText);
  }
  return json;
}
