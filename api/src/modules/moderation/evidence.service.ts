import type { Readable } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import { contentTypeOf, StorageDriver } from '../../core/storage/storage.driver';
import { ModerationSubjectsService } from './moderation-subjects';
import type { ModerationSubjectKind, SubjectSnapshot } from './moderation.types';

/** Private storage prefix of evidence copies: never served by the public files route. */
export const EVIDENCE_PREFIX = 'moderation-evidence';
/** Images copied into one item's evidence at most (a post has at most 10). */
const EVIDENCE_IMAGES_MAX = 10;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The content of a review item as it was when flagged: its text and a private copy of its images, so
 * staff see (and the authorities receive) what was reported even after the author edits or deletes it,
 * or deletes the account (docs/decisions/121).
 */
@Injectable()
export class EvidenceStoreService {
  private readonly logger = new Logger(EvidenceStoreService.name);

  constructor(
    private readonly subjects: ModerationSubjectsService,
    private readonly storage: StorageDriver,
  ) {}

  /** Reads the subject through its adapter and copies its images under the item's private prefix. */
  async capture(
    itemId: number,
    kind: ModerationSubjectKind,
    subjectId: number,
  ): Promise<SubjectSnapshot | null> {
    const snapshot = await this.subjects.get(kind)?.snapshot?.(subjectId);
    if (!snapshot) return null;
    const images = [];
    for (const [n, image] of snapshot.images.slice(0, EVIDENCE_IMAGES_MAX).entries()) {
      const file = await this.storage.get(image.key).catch(() => null);
      if (!file) continue;
      const extension = image.key.split('.').pop() ?? 'jpg';
      const key = `${EVIDENCE_PREFIX}/${itemId}/${n}.${extension}`;
      await this.storage.put(key, await bytesOf(file.stream), contentTypeOf(image.key));
      images.push({ ...image, key });
    }
    return { ...snapshot, images };
  }

  /** Captures, logging rather than failing the report or screening that asked (the text is kept anyway). */
  async captureQuietly(
    itemId: number,
    kind: ModerationSubjectKind,
    subjectId: number,
  ): Promise<SubjectSnapshot | null> {
    try {
      return await this.capture(itemId, kind, subjectId);
    } catch (error) {
      this.logger.error({ msg: 'evidence capture failed', itemId, error: String(error) });
      return null;
    }
  }

  async read(key: string): Promise<{ body: Buffer; contentType: string } | null> {
    if (!key.startsWith(`${EVIDENCE_PREFIX}/`)) return null;
    const file = await this.storage.get(key);
    return file ? { body: await bytesOf(file.stream), contentType: contentTypeOf(key) } : null;
  }

  /** Keeps a copy of a file under the evidence prefix (thumbnails of blocked images, escalations). */
  async keep(key: string, body: Buffer, contentType: string): Promise<string> {
    const full = `${EVIDENCE_PREFIX}/${key}`;
    await this.storage.put(full, body, contentType);
    return full;
  }
}
