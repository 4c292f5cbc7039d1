import { pipeline } from 'node:stream';
import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../auth/auth.decorators';
import { NotFoundError } from '../errors/domain-error';
import { RawResponse } from '../http/envelope.interceptor';
import { makeMissingAvatarThumbnail } from './avatar-thumbnails';
import { contentTypeOf, isPublicKey, StorageDriver } from './storage.driver';

/**
 * Serves public uploads (avatars) by key. Keys are random per upload, so a file never changes behind its
 * address and may be cached for long. Anything outside the public prefixes is a 404. An avatar's square
 * copy that is not stored yet is made from its photo on the first request.
 */
@ApiTags('files')
@Public()
@RawResponse()
@Controller('api/files')
export class FilesController {
  constructor(private readonly storage: StorageDriver) {}

  @Get('*key')
  async serve(@Param('key') segments: string[] | string, @Res() res: Response) {
    const key = Array.isArray(segments) ? segments.join('/') : segments;
    if (!isPublicKey(key)) throw new NotFoundError('File not found');
    const file = await this.storage.get(key);
    if (file) {
      this.describe(res, key, file.size);
      // pipeline, not pipe: a visitor who goes away also closes the read from the disk or from S3.
      pipeline(file.stream, res, () => undefined);
      return;
    }
    // An avatar's square copy of a photo stored before copies were made (decision 205).
    const made = await makeMissingAvatarThumbnail(this.storage, key);
    if (!made) throw new NotFoundError('File not found');
    this.describe(res, key, made.length);
    res.end(made);
  }

  private describe(res: Response, key: string, size: number): void {
    res.setHeader('Content-Type', contentTypeOf(key));
    res.setHeader('Content-Length', String(size));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  }
}
