import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import type { ListQuery } from '../../core/admin-rest/list-query';
import { InvalidInputError, NotFoundError } from '../../core/errors/domain-error';
import { differenceHash, SAME_IMAGE_MAX_DISTANCE } from './checks/perceptual-hash';
import { isDuplicateKey } from '../../core/database/duplicate-key';
import { BlockedImageEntity } from './entities/blocked-image.entity';

export interface BlocklistMatch {
  blockedImageId: number;
  distance: number;
}

/**
 * Perceptual hashes of images staff removed. A lookup compares a hash with every blocked one in MySQL
 * (BIT_COUNT of the XOR): one pass over a narrow table, fine for the tens of thousands of entries a
 * community collects; a multi-index hash table is the step after that.
 */
@Injectable()
export class ImageBlocklistService {
  constructor(
    @InjectRepository(BlockedImageEntity) private readonly blocked: Repository<BlockedImageEntity>,
  ) {}

  /** Blocks the image's look; an image that already looks like a blocked one answers that entry. */
  async block(image: Buffer, reason: string, staffId: number | null): Promise<BlockedImageEntity> {
    const fingerprint = await differenceHash(image).catch(() => {
      throw new InvalidInputError({ image: ['The file is not an image.'] });
    });
    if (!fingerprint.detailed) {
      throw new InvalidInputError({
        image: ['This image is too plain to block: it would match every plain picture.'],
      });
    }
    const known = await this.closest(fingerprint.hash);
    if (known) return this.blocked.findOneByOrFail({ id: known.blockedImageId });
    try {
      return await this.blocked.save(
        this.blocked.create({ hash: fingerprint.hash, reason: reason.slice(0, 500), created_by: staffId }),
      );
    } catch (error) {
      // Two staff blocking the same image at once.
      if (!isDuplicateKey(error)) throw error;
      return this.blocked.findOneByOrFail({ hash: fingerprint.hash });
    }
  }

  /** Remembers where a blocked image came from and a staff-only thumbnail of it (added from the queue). */
  async describe(id: number, changes: Pick<BlockedImageEntity, 'review_item_id' | 'thumbnail_key'>) {
    await this.blocked.update({ id, thumbnail_key: IsNull() }, changes);
  }

  list(query: ListQuery<object>): Promise<[BlockedImageEntity[], number]> {
    return this.blocked.findAndCount({
      order: { [query.sort.field]: query.sort.order },
      skip: query.offset,
      take: query.limit,
    });
  }

  async get(id: number): Promise<BlockedImageEntity> {
    const entry = await this.blocked.findOneBy({ id });
    if (!entry) throw new NotFoundError('Blocked image not found');
    return entry;
  }

  async remove(id: number): Promise<BlockedImageEntity> {
    const entry = await this.get(id);
    await this.blocked.delete({ id });
    return entry;
  }

  /** The closest blocked image within SAME_IMAGE_MAX_DISTANCE bits, or null. */
  async closest(hash: bigint): Promise<BlocklistMatch | null> {
    const value = hash.toString();
    const rows: Array<{ id: number; distance: number | string }> = await this.blocked.query(
      `SELECT id, BIT_COUNT(hash ^ CAST(? AS UNSIGNED)) AS distance FROM blocked_images
       WHERE BIT_COUNT(hash ^ CAST(? AS UNSIGNED)) <= ? ORDER BY distance, id LIMIT 1`,
      [value, value, SAME_IMAGE_MAX_DISTANCE],
    );
    return rows[0] ? { blockedImageId: rows[0].id, distance: Number(rows[0].distance) } : null;
  }
}
