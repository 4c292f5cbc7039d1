import { ADMIN_API, bearer } from '../providers/adminApi';
import { session } from '../providers/session';

export interface StreamProgress {
  /** Bytes received so far. */
  bytes: number;
  /** Line breaks received so far (CSV records, roughly). */
  lines: number;
  /** The rows the API announced (X-Export-Rows), if it did. */
  rows: number | null;
}

/** The file name of a Content-Disposition header, or `fallback`. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="([^"]+)"/);
  return match?.[1] ?? fallback;
}

/**
 * Fetches a streamed export with the staff token and reports its progress chunk by chunk, so a full
 * year's file shows how far it has come instead of a frozen button. Answers the file once it is complete.
 */
export async function streamedDownload(
  path: string,
  fallbackName: string,
  onProgress: (progress: StreamProgress) => void,
  signal?: AbortSignal,
): Promise<{ blob: Blob; name: string }> {
  const token = session.token();
  const response = await fetch(`${ADMIN_API}/${path}`, { headers: token ? bearer(token) : {}, signal });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? response.statusText);
  }
  const announced = response.headers.get('X-Export-Rows');
  const rows = announced === null ? null : Number(announced);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.length;
    for (let i = 0; i < value.length; i++) if (value[i] === 10) lines++;
    onProgress({ bytes, lines, rows });
  }
  return {
    blob: new Blob(chunks as BlobPart[], {
      type: response.headers.get('Content-Type') ?? 'application/octet-stream',
    }),
    name: fileNameOf(response.headers.get('Content-Disposition'), fallbackName),
  };
}
