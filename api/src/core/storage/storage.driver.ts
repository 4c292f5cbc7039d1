import type { Readable } from 'node:stream';

/** Where uploaded files live. Keys are relative, slash-separated paths such as `avatars/12/ab12.jpg`. */
export abstract class StorageDriver {
  abstract put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  abstract get(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the file; removing a missing file is not an error. */
  abstract delete(key: string): Promise<void>;
  /** Every key in the store, in no particular order (backups walk the whole store: core/backup). */
  abstract list(): AsyncIterable<string>;
}

/** Keys under these prefixes may be served to anyone by the files route. */
export const PUBLIC_PREFIXES = ['avatars/', 'posts/', 'marketplace/', 'content/'] as const;

const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

/** A key the storage accepts: relative, no `..`, no empty or dot segments, no backslashes. */
export function isValidKey(key: string): boolean {
  return (
    key.length <= 255 &&
    KEY.test(key) &&
    !key.split('/').some((segment) => segment === '..' || segment === '.')
  );
}

export function isPublicKey(key: string): boolean {
  return isValidKey(key) && PUBLIC_PREFIXES.some((prefix) => key.startsWith(prefix));
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

export function contentTypeOf(key: string): string {
  return TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}
