import { pipeline } from 'node:stream';
import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../auth/auth.decorators';
import { NotFoundError } from '../errors/domain-error';
import { RawResponse } from '../http/envelope.interceptor';
import { contentTypeOf, isPublicKey, StorageDriver } from './storage.driver';

/**
 * Serves public uploads (avatars) by key. Keys are random per upload, so a file never changes behind its
 * address and may be cached for long. Anything outside the public prefixes is a 404.
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
    const file = isPublicKey(key) ? await this.storage.get(key) : null;
    if (!file) throw new NotFoundError('File not found');
    res.setHeader('Content-Type', contentTypeOf(key));
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    // pipeline, not pipe: a visitor who goes away also closes the read from the disk or from S3.
    pipeline(file.stream, res, () => undefined);
  }
}
