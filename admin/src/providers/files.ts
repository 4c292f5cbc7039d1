import { ADMIN_API, bearer } from './adminApi';
import { session } from './session';

/**
 * A staff-only file (documents, evidence, thumbnails, exports), fetched with the staff token: a token in a
 * URL would end up in logs and history. `path` is relative to /admin-api or an absolute /admin-api/… path
 * as the API hands it out.
 */
export async function fetchFile(path: string): Promise<Blob> {
  const url = path.startsWith(`${ADMIN_API}/`) ? path : `${ADMIN_API}/${path.replace(/^\/+/, '')}`;
  const token = session.token();
  const response = await fetch(url, { headers: token ? bearer(token) : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? response.statusText);
  }
  return response.blob();
}

// Long enough for a new tab or the download to have read the file; they keep their copy after revocation.
const REVOKE_AFTER_MS = 60_000;

/** Hands a fetched file to the browser as a download under `name` (never rendered by the console). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  window.document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** Shows a fetched image in `tab` (opened during the click, so no popup blocker stops it). */
export function showInTab(blob: Blob, tab: Window | null): void {
  const url = URL.createObjectURL(blob);
  if (tab) tab.location.href = url;
  else window.location.assign(url);
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
