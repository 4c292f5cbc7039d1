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

/** A stored content image through the console's own origin (its policy allows images from itself only). */
export function consoleImageUrl(key: string | null | undefined): string | null {
  const match = /^content\/([A-Za-z0-9_-]+\.jpg)$/.exec(key ?? '');
  return match ? `${ADMIN_API}/content-images/${match[1]}` : null;
}

/** The body's images (public addresses of the API) through the console's origin, for the preview. */
export function withConsoleImages(html: string): string {
  return html.replace(
    /https?:\/\/[^"'\s]+\/api\/files\/content\/([A-Za-z0-9_-]+\.jpg)/g,
    (_all, name: string) => `${ADMIN_API}/content-images/${name}`,
  );
}
