import { randomBytes } from 'node:crypto';
import type { ContentImage } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { DomainError, InvalidInputError } from '../../core/errors/domain-error';
import { cleanUploadedImage, MAX_INPUT_MEGAPIXELS } from '../../core/storage/images';
import { PublicFilesService } from '../../core/storage/public-files';
import { StorageDriver } from '../../core/storage/storage.driver';

/** Stored content images are bounded to this many pixels a side (a full-width blog image or cover). */
const CONTENT_IMAGE_MAX_PX = 2000;

/**
 * Images staff upload for podcasts, blogs (covers and images in the body) and tutorials: checked by their
 * bytes and re-encoded without metadata by the image cleaner, stored under `content/` (public).
 */
@Injectable()
export class ContentImagesService {
  constructor(
    private readonly storage: StorageDriver,
    private readonly files: PublicFilesService,
  ) {}

  async store(upload: { buffer: Buffer } | undefined): Promise<ContentImage> {
    if (!upload?.buffer?.length) throw new InvalidInputError({ file: ['The file field is required.'] });
    const clean = await cleanUploadedImage(upload.buffer, CONTENT_IMAGE_MAX_PX);
    if (clean === 'not-image')
      throw new InvalidInputError({ file: ['The file must be an image (JPEG, PNG, WebP or GIF).'] });
    if (clean === 'too-many-pixels')
      throw new DomainError(422, `The image may not be larger than ${MAX_INPUT_MEGAPIXELS} megapixels.`, {
        file: [`The image may not be larger than ${MAX_INPUT_MEGAPIXELS} megapixels.`],
      });
    const key = `content/${randomBytes(12).toString('hex')}.jpg`;
    await this.storage.put(key, clean.data, 'image/jpeg');
    return { key, url: this.url(key) as string, width: clean.width, height: clean.height };
  }

  url(key: string | null): string | null {
    return this.files.url(key);
  }

  /** What a stored image's address starts with (the sanitizer lets blog images come from here only). */
  base(): string {
    return this.files.url('content/') as string;
  }
}
