import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, type Repository } from 'typeorm';
import { MemberDataPartsService } from '../../core/member-data/member-data-parts';
import { ReviewEntity } from './entities/review.entity';

/**
 * The reviews' share of a member's data rights (issue 33): the export holds the reviews the member wrote
 * (all of them) and the published ones about them (without who wrote them: that is the other member's
 * data). When a deleted account is purged, its reviews of others stay, signed "Deleted member" (the
 * author is forgotten), and the reviews about it go with its profile.
 */
@Injectable()
export class ReviewsMemberDataService implements OnModuleInit {
  constructor(
    private readonly parts: MemberDataPartsService,
    @InjectRepository(ReviewEntity) private readonly reviews: Repository<ReviewEntity>,
  ) {}

  onModuleInit() {
    this.parts.register({
      name: 'reviews',
      export: async (memberId) => {
        const [written, received] = await Promise.all([
          this.reviews.find({ where: { author_id: memberId }, order: { id: 'ASC' } }),
          this.reviews.find({
            where: { subject_id: memberId, revealed_at: Not(IsNull()) },
            order: { id: 'ASC' },
          }),
        ]);
        const common = (r: ReviewEntity) => ({
          trade_type: r.trade_type,
          trade_id: r.trade_id,
          rating: r.rating,
          text: r.text,
          tags: r.tags,
          created_at: r.created_at,
          revealed_at: r.revealed_at,
          reply: r.reply,
          replied_at: r.replied_at,
        });
        return {
          records: {
            written: written.map((r) => ({
              ...common(r),
              subject_id: r.subject_id,
              updated_at: r.updated_at,
            })),
            received: received.map(common),
          },
        };
      },
      erase: async (memberId) => {
        await this.reviews.update({ author_id: memberId }, { author_id: null });
        await this.reviews.delete({ subject_id: memberId });
        await this.reviews.query('DELETE FROM review_totals WHERE member_id = ?', [memberId]);
      },
    });
  }
}
