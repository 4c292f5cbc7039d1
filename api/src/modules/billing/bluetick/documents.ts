import sharp from 'sharp';

/** Each blue-tick document may be at most this large. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

export type DocumentKind = 'pdf' | 'jpg' | 'png' | 'webp';

const startsWith = (buf: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => buf[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The document's type by its first bytes (never by its name or declared type), or null. */
export function sniffDocument(buf: Buffer): DocumentKind | null {
  if (startsWith(buf, ascii('%PDF-'))) return 'pdf';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/**
 * Whether the bytes are a whole document of an accepted kind: a PDF that ends with its end-of-file marker,
 * or an image that actually decodes. Returns the kind, or null.
 */
export async function checkDocument(buf: Buffer): Promise<DocumentKind | null> {
  const kind = sniffDocument(buf);
  if (kind === 'pdf') return buf.subarray(-1024).includes('%%EOF') ? kind : null;
  if (!kind) return null;
  const meta = await sharp(buf, { limitInputPixels: 50_000_000 })
    .metadata()
    .catch(() => null);
  const decodes = !!meta?.width && !!meta.height && (meta.format === 'jpeg' ? 'jpg' : meta.format) === kind;
  return decodes ? kind : null;
}

export const DOCUMENT_TYPES: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
