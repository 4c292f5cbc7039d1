import { randomBytes } from 'node:crypto';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { InvalidInputError } from '../../core/errors/domain-error';
import { QueueName } from '../../core/queue/queue-names';
import { type CleanImage, cleanUploadedImage, type JpegSize } from '../../core/storage/images';
import { StorageDriver } from '../../core/storage/storage.driver';
import type { UploadedImage } from './post-uploads';
import { SocialErrors } from './social.errors';

/** Stored originals are bounded to this many pixels a side (enough for a full-screen view). */
const ORIGINAL_MAX_PX = 2048;

/** The copies the worker makes of every post image. */
export const DERIVATIVE_SIZES = {
  feed: { width: 1080, height: 1350, fit: 'inside', quality: 82 },
  thumb: { width: 320, height: 320, fit: 'cover', quality: 80 },
} as const satisfies Record<string, JpegSize>;

/** The media queue's job that makes the derivatives of one post image. */
export const MEDIA_DERIVATIVES_JOB = 'post-media-derivatives';

export interface MediaDerivativesJobData {
  mediaId: number;
}

/** One job per image, ever: asking twice (a retried request, a re-run seed) queues nothing new. */
export const mediaDerivativesJobId = (mediaId: number) => `${MEDIA_DERIVATIVES_JOB}-${mediaId}`;

/** Derivative keys follow from the original's key, so making them again overwrites instead of piling up. */
export function derivativeKeys(path: string): { feed: string; thumb: string } {
  const base = path.replace(/\.jpg$/, '');
  return { feed: `${base}-feed.jpg`, thumb: `${base}-thumb.jpg` };
}

/** A re-encoded image in storage, with its bytes kept for moderation's screening. */
export interface StoredImage extends CleanImage {
  path: string;
}

/** The files of post images: checking uploads, storing them, queueing their derivatives, removing them. */
@Injectable()
export class PostImagesService {
  private readonly logger = new Logger(PostImagesService.name);

  constructor(
    private readonly storage: StorageDriver,
    @InjectQueue(QueueName.Media) private readonly queue: Queue<MediaDerivativesJobData>,
  ) {}

  /**
   * Checks every upload by content and re-encodes it without metadata; refuses the whole form, naming each
   * bad field, when one is not an image or has too many pixels. One at a time, to bound the memory and CPU
   * a request can take; the feed copy and the thumbnail are the worker's (queueDerivatives).
   */
  async prepare(files: UploadedImage[]): Promise<CleanImage[]> {
    const images: CleanImage[] = [];
    const errors: Record<string, string[]> = {};
    for (const file of files) {
      const image = await cleanUploadedImage(file.buffer, ORIGINAL_MAX_PX);
      if (image === 'not-image') errors[file.fieldname] = [SocialErrors.notImage];
      else if (image === 'too-many-pixels') errors[file.fieldname] = [SocialErrors.imageTooManyPixels];
      else images.push(image);
    }
    if (Object.keys(errors).length) throw new InvalidInputError(errors);
    return images;
  }

  /** Stores prepared images under fresh random keys (never guessable, never reused). */
  async store(authorId: number, images: CleanImage[]): Promise<StoredImage[]> {
    const stored: StoredImage[] = [];
    for (const image of images) {
      const path = `posts/${authorId}/${randomBytes(12).toString('hex')}.jpg`;
      await this.storage.put(path, image.data, 'image/jpeg');
      stored.push({ ...image, path });
    }
    return stored;
  }

  /** Removes originals and their derivatives (made or not). A file left behind is logged, not fatal. */
  async remove(paths: string[]): Promise<void> {
    const keys = paths.flatMap((path) => [path, ...Object.values(derivativeKeys(path))]);
    await Promise.all(
      keys.map((key) =>
        this.storage
          .delete(key)
          .catch((error: unknown) =>
            this.logger.warn({ msg: 'post image not removed', key, error: String(error) }),
          ),
      ),
    );
  }

  /**
   * Asks the worker for the derivatives. The post is readable without them (the original serves), so a
   * queue outage is logged rather than failing a post that is already saved.
   */
  async queueDerivatives(mediaIds: number[]): Promise<void> {
    if (!mediaIds.length) return;
    const jobs = mediaIds.map((mediaId) => ({
      name: MEDIA_DERIVATIVES_JOB,
      data: { mediaId },
      opts: { jobId: mediaDerivativesJobId(mediaId) },
    }));
    await this.queue
      .addBulk(jobs)
      .catch((error: unknown) =>
        this.logger.error({ msg: 'derivatives not queued', media_ids: mediaIds, error: String(error) }),
      );
  }
}
