import { createHash } from 'node:crypto';
import type { ReviewEvidence, ReviewSource } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { isDuplicateKey } from './duplicate-key';
import { ReviewItemEntity } from './entities/review-item.entity';
import type { ModerationSubjectKind } from './moderation.types';

export interface NewReviewItem {
  source: ReviewSource;
  subject_type: ModerationSubjectKind;
  subject_id: number;
  author_id: number | null;
  reporter_id?: number | null;
  reason: string;
  details?: string | null;
  evidence: ReviewEvidence;
  held: boolean;
  /** What makes two items the same while open (a reporter and subject; a subject and its evidence). */
  identity: string;
}

/** The review queue: reports and automatic findings waiting for staff, with their evidence. */
@Injectable()
export class ReviewQueue {
  constructor(@InjectRepository(ReviewItemEntity) private readonly items: Repository<ReviewItemEntity>) {}

  /** Stores the item, unless an open item with the same identity exists: then that one is answered. */
  async record(input: NewReviewItem): Promise<{ item: ReviewItemEntity; created: boolean }> {
    const { identity, ...fields } = input;
    const open_key = createHash('sha256').update(identity).digest('hex');
    const open = await this.items.findOneBy({ open_key });
    if (open) return { item: open, created: false };
    try {
      return { item: await this.items.save(this.items.create({ ...fields, open_key })), created: true };
    } catch (error) {
      // The same report or finding stored by a concurrent request a moment ago.
      if (!isDuplicateKey(error)) throw error;
      return { item: await this.items.findOneByOrFail({ open_key }), created: false };
    }
  }

  /** Changes an open item (a repeated report that raises its reason). */
  async revise(
    item: ReviewItemEntity,
    changes: Pick<ReviewItemEntity, 'reason' | 'details' | 'evidence' | 'held'>,
  ): Promise<ReviewItemEntity> {
    await this.items.update({ id: item.id }, changes);
    return { ...item, ...changes };
  }
}
