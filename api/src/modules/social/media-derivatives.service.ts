import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { renderJpeg } from '../../core/storage/images';
import { StorageDriver } from '../../core/storage/storage.driver';
import { PostMediaEntity } from './entities/post-media.entity';
import { DERIVATIVE_SIZES, derivativeKeys, PostImagesService } from './post-images';

export type DerivativesOutcome = 'made' | 'gone';

/** Makes the feed-sized copy and the thumbnail of a stored post image (the media job's work). */
@Injectable()
export class MediaDerivativesService {
  constructor(
    @InjectRepository(PostMediaEntity) private readonly medias: Repository<PostMediaEntity>,
    private readonly storage: StorageDriver,
    private readonly images: PostImagesService,
  ) {}

  /**
   * Idempotent: the keys follow from the original's, so a re-run overwrites the same files. An image
   * deleted before or during the work is 'gone', and whatever was written for it is removed again.
   */
  async make(mediaId: number): Promise<DerivativesOutcome> {
    const media = await this.medias.findOneBy({ id: mediaId });
    if (!media) return 'gone';
    const file = await this.storage.get(media.path);
    if (!file) throw new Error(`post image ${mediaId} has no file at ${media.path}`);
    const original = await readAll(file.stream);

    const keys = derivativeKeys(media.path);
    const [feed, thumb] = await Promise.all([
      renderJpeg(original, DERIVATIVE_SIZES.feed),
      renderJpeg(original, DERIVATIVE_SIZES.thumb),
    ]);
    await this.storage.put(keys.feed, feed.data, 'image/jpeg');
    await this.storage.put(keys.thumb, thumb.data, 'image/jpeg');

    const { affected } = await this.medias.update(
      { id: mediaId },
      { feed_path: keys.feed, thumb_path: keys.thumb },
    );
    if (affected) return 'made';
    await this.images.remove([media.path]);
    return 'gone';
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  return Buffer.concat((await stream.toArray()) as Buffer[]);
}
