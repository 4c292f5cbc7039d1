import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { exceedsPixelLimit } from '../../../core/storage/images';

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

/** Why a document was refused: not a whole PDF or image of an accepted kind, or an image over the pixel limit. */
export type DocumentRefusal = 'not-document' | 'too-many-pixels';

/**
 * Whether the bytes are a whole document of an accepted kind: a PDF that ends with its end-of-file marker,
 * or an image whose header sharp reads, of the kind its first bytes say, and of at most MAX_INPUT_PIXELS
 * (the limit of every uploaded image, docs/decisions/101). Returns the kind, or why it was refused.
 */
export async function checkDocument(buf: Buffer): Promise<DocumentKind | DocumentRefusal> {
  const kind = sniffDocument(buf);
  if (kind === 'pdf') return buf.subarray(-1024).includes('%%EOF') ? kind : 'not-document';
  if (!kind) return 'not-document';
  const meta = await sharp(buf, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height || (meta.format === 'jpeg' ? 'jpg' : meta.format) !== kind)
    return 'not-document';
  return exceedsPixelLimit(meta) ? 'too-many-pixels' : kind;
}

export const DOCUMENT_TYPES: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** What a member is told about one document field: missing, not a document, or too many pixels. */
export interface DocumentMessages {
  missing: string;
  bad: string;
  tooManyPixels: string;
}

/** An uploaded document checked by content, ready to store. */
export interface CheckedDocument {
  kind: DocumentKind;
  buffer: Buffer;
}

/**
 * One uploaded document field, checked by content: the document, null when it is absent and optional, or
 * the message to show next to the field. Shared by blue-tick requests and Atmnirbhar applications.
 */
export async function checkUploadedDocument(
  file: { buffer: Buffer } | undefined,
  required: boolean,
  messages: DocumentMessages,
): Promise<CheckedDocument | null | { error: string }> {
  if (!file?.buffer.length) return required ? { error: messages.missing } : null;
  const kind = await checkDocument(file.buffer);
  if (kind === 'not-document') return { error: messages.bad };
  if (kind === 'too-many-pixels') return { error: messages.tooManyPixels };
  return { kind, buffer: file.buffer };
}

/** Minimal storage the private-document helpers need (the StorageDriver). */
interface DocumentStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
}

/**
 * Stores a checked document under a private prefix (never served by the public files route), named by a
 * random id and the extension of the kind found by content. Returns the storage key.
 */
export async function storePrivateDocument(
  storage: DocumentStorage,
  prefix: string,
  userId: number,
  doc: CheckedDocument,
): Promise<string> {
  const key = `${prefix}/${userId}/${randomBytes(16).toString('hex')}.${doc.kind}`;
  await storage.put(key, doc.buffer, DOCUMENT_TYPES[doc.kind]);
  return key;
}

/** A stored private document with the content type its key's extension says, or null when it is gone. */
export async function readPrivateDocument(
  storage: DocumentStorage,
  key: string,
): Promise<{ stream: Readable; size: number; contentType: string } | null> {
  const file = await storage.get(key);
  if (!file) return null;
  const kind = key.split('.').pop() as DocumentKind;
  return { ...file, contentType: DOCUMENT_TYPES[kind] ?? 'application/octet-stream' };
}

/** Images inline (they were decoded at upload); anything else, PDFs first, as a download named `name`. */
export function documentDisposition(name: string, contentType: string): string {
  if (contentType.startsWith('image/')) return 'inline';
  const extension = contentType === 'application/pdf' ? 'pdf' : 'bin';
  return `attachment; filename="${name}.${extension}"`;
}
