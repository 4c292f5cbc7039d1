import { randomBytes } from 'node:crypto';
import { pipeline, type Readable } from 'node:stream';
import { MANPOWER_LIMITS, ManpowerMessages } from '@app/contracts';
import { Injectable, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { InvalidInputError, NotFoundError } from '../../../core/errors/domain-error';
import { StorageDriver } from '../../../core/storage/storage.driver';
import { DOCUMENT_CSP } from '../../../core/http/document-headers';
import { checkDocument } from '../../billing';

/** Resumes live here: outside every public prefix, so /api/files never serves them (decision 111). */
export const RESUME_PREFIX = 'private/resumes';

/** A resume checked and stored: its key and size. */
export interface StoredResume {
  key: string;
  size: number;
}

/**
 * Resume files: a PDF by its content (it starts with `%PDF-` and ends with its end-of-file marker, the
 * blue-tick documents' check), at most 5 MB, stored under a random private key; served only as a
 * sandboxed download.
 */
@Injectable()
export class ResumeFilesService {
  private readonly logger = new Logger(ResumeFilesService.name);

  constructor(private readonly storage: StorageDriver) {}

  /** 422 on `resume` unless the bytes are a whole PDF of at most 5 MB. */
  async check(buffer: Buffer): Promise<void> {
    if (buffer.length > MANPOWER_LIMITS.maxResumeBytes)
      throw new InvalidInputError({ resume: [ManpowerMessages.resumeTooLarge] });
    if ((await checkDocument(buffer)) !== 'pdf')
      throw new InvalidInputError({ resume: [ManpowerMessages.resumeNotPdf] });
  }

  async store(userId: number, buffer: Buffer): Promise<StoredResume> {
    const key = `${RESUME_PREFIX}/${userId}/${randomBytes(16).toString('hex')}.pdf`;
    await this.storage.put(key, buffer, 'application/pdf');
    return { key, size: buffer.length };
  }

  async drop(key: string | null): Promise<void> {
    if (!key) return;
    await this.storage
      .delete(key)
      .catch((error: unknown) => this.logger.warn({ msg: 'old resume not removed', error: String(error) }));
  }

  async open(key: string | null): Promise<{ stream: Readable; size: number }> {
    const file = key ? await this.storage.get(key) : null;
    if (!file) throw new NotFoundError(ManpowerMessages.resumeNotFound);
    return file;
  }

  /**
   * Streams a resume as the blue-tick PDFs are served: a download (never rendered on the API's origin),
   * not sniffed, not cached, sandboxed (docs/decisions/059).
   */
  send(res: Response, userId: number, file: { stream: Readable; size: number }): void {
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Content-Disposition', `attachment; filename="resume-${userId}.pdf"`);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', DOCUMENT_CSP);
    pipeline(file.stream, res, () => undefined);
  }
}
