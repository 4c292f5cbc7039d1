import { randomBytes } from 'node:crypto';
import type { ListingMedia as ListingMediaView, MarketplaceSubjectType } from '@app/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type EntityTarget, type ObjectLiteral, type Repository } from 'typeorm';
import { InvalidInputError } from '../../../core/errors/domain-error';
import { cleanUploadedImage, type CleanImage } from '../../../core/storage/images';
import { PublicFilesService } from '../../../core/storage/public-files';
import { StorageDriver } from '../../../core/storage/storage.driver';
import { MarketplaceMediaEntity } from '../entities/marketplace-media.entity';
import { MarketplaceErrors } from '../marketplace.errors';
import type { UploadedFile } from './listing-uploads';

/** Listing images are stored at most this many pixels a side (re-encoded, without metadata). */
const IMAGE_MAX_PX = 2048;

/** An upload that passed the content check, ready to store. */
export interface CheckedImage {
  field: string;
  image: CleanImage;
}

/** A stored image with its row id (moderation screens it by that id). */
export interface StoredImage {
  mediaId: number;
  data: Buffer;
}

/**
 * Images of listings: checked by their bytes through the core image pipeline (anything else is a 422 on
 * its field, before anything is written), stored re-encoded, listed per listing in one query.
 */
@Injectable()
export class ListingMediaService {
  private readonly logger = new Logger(ListingMediaService.name);

  constructor(
    @InjectRepository(MarketplaceMediaEntity) private readonly media: Repository<MarketplaceMediaEntity>,
    private readonly storage: StorageDriver,
    private readonly files: PublicFilesService,
  ) {}

  /** Every upload must be an image; the first that is not answers 422 on its field. */
  async check(files: UploadedFile[]): Promise<CheckedImage[]> {
    const out: CheckedImage[] = [];
    for (const file of files) {
      const image = await cleanUploadedImage(file.buffer, IMAGE_MAX_PX);
      if (image === 'not-image')
        throw new InvalidInputError({ [file.fieldname]: [MarketplaceErrors.notImage] });
      if (image === 'too-many-pixels')
        throw new InvalidInputError({ [file.fieldname]: [MarketplaceErrors.imageTooManyPixels] });
      out.push({ field: file.fieldname, image });
    }
    return out;
  }

  /** Stores the images of a listing (files first, then their rows in the caller's transaction). */
  async store(
    manager: EntityManager,
    subject: MarketplaceSubjectType,
    subjectId: number,
    images: CheckedImage[],
  ): Promise<StoredImage[]> {
    const out: StoredImage[] = [];
    for (const { image } of images) {
      const path = `marketplace/${subject}/${subjectId}/${randomBytes(12).toString('hex')}.jpg`;
      await this.storage.put(path, image.data, 'image/jpeg');
      const row = await manager.save(
        MarketplaceMediaEntity,
        manager.create(MarketplaceMediaEntity, { subject, subject_id: subjectId, path }),
      );
      out.push({ mediaId: row.id, data: image.data });
    }
    return out;
  }

  /** The images of each listing, oldest first; one query. */
  async of(
    subject: MarketplaceSubjectType,
    ids: readonly number[],
  ): Promise<Map<number, ListingMediaView[]>> {
    const out = new Map<number, ListingMediaView[]>(ids.map((id) => [id, []]));
    if (!ids.length) return out;
    const rows = await this.media.find({
      where: { subject, subject_id: In([...new Set(ids)]) },
      order: { id: 'ASC' },
    });
    for (const row of rows) out.get(row.subject_id)?.push({ id: row.id, path: this.files.url(row.path)! });
    return out;
  }

  async countOf(subject: MarketplaceSubjectType, id: number): Promise<number> {
    return this.media.countBy({ subject, subject_id: id });
  }

  /** Refuses ids that are not images of this listing (422 on remove_media_ids). */
  async checkOwn(subject: MarketplaceSubjectType, id: number, mediaIds: number[]): Promise<void> {
    if (!mediaIds.length) return;
    const found = await this.media.countBy({ subject, subject_id: id, id: In(mediaIds) });
    if (found !== new Set(mediaIds).size)
      throw new InvalidInputError({ remove_media_ids: [MarketplaceErrors.unknownMedia] });
  }

  /**
   * Removes images of a listing (all of them when `mediaIds` is left out), rows in the caller's
   * transaction; answers the storage keys to delete once it committed (see dropFiles).
   */
  async remove(
    manager: EntityManager,
    subject: MarketplaceSubjectType,
    id: number,
    mediaIds?: number[],
  ): Promise<string[]> {
    if (mediaIds && !mediaIds.length) return [];
    const where = { subject, subject_id: id, ...(mediaIds && { id: In(mediaIds) }) };
    const rows = await manager.find(MarketplaceMediaEntity, { where });
    if (rows.length)
      await manager.delete(
        MarketplaceMediaEntity,
        rows.map((r) => r.id),
      );
    return rows.map((r) => r.path);
  }

  /**
   * Deletes a listing with its images: the listing's row (what hangs on it goes by foreign key) and the
   * image rows in one transaction, the stored files once it committed.
   */
  async deleteListing(
    subject: MarketplaceSubjectType,
    id: number,
    entity: EntityTarget<ObjectLiteral>,
    alsoDelete?: (em: EntityManager) => Promise<unknown>,
  ): Promise<void> {
    const dropped = await this.media.manager.transaction(async (em) => {
      const paths = await this.remove(em, subject, id);
      await alsoDelete?.(em);
      await em.delete(entity, id);
      return paths;
    });
    await this.dropFiles(dropped);
  }

  /** Deletes stored files after their rows are gone; a failure only leaves an unreachable file behind. */
  async dropFiles(paths: string[]): Promise<void> {
    for (const path of paths)
      await this.storage
        .delete(path)
        .catch((error: unknown) =>
          this.logger.warn({ msg: 'listing image not removed', error: String(error) }),
        );
  }
}
