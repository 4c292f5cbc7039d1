import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MaintenanceTasksService } from '../../core/maintenance/maintenance-tasks';
import { ReviewEntity } from './entities/review.entity';

/** How often reviews whose window closed are revealed (decision 280: at most this late). */
export const REVEAL_EVERY_MS = 15 * 60_000;
/** Reviews revealed per statement; a backlog is worked off in several (each is its own short transaction). */
const REVEAL_BATCH = 1000;

/**
 * The second half of the double-blind rule: a review whose other side never wrote is revealed when the
 * window closes, by a maintenance task rather than on read, so the counters (kept by trigger on the
 * reveal) are right for every list without any read doing a write. It is dated at the window's close.
 */
@Injectable()
export class ReviewRevealsService implements OnModuleInit {
  constructor(
    @InjectRepository(ReviewEntity) private readonly reviews: Repository<ReviewEntity>,
    private readonly tasks: MaintenanceTasksService,
  ) {}

  onModuleInit(): void {
    this.tasks.register({
      name: 'reviews.reveal-closed-windows',
      everyMs: REVEAL_EVERY_MS,
      run: (now) => this.revealDue(now),
    });
  }

  async revealDue(now: Date): Promise<{ revealed: number }> {
    let revealed = 0;
    for (;;) {
      const result: { affectedRows: number } = await this.reviews.query(
        `UPDATE reviews SET revealed_at = window_closes_at
         WHERE revealed_at IS NULL AND window_closes_at <= ? ORDER BY window_closes_at LIMIT ?`,
        [now, REVEAL_BATCH],
      );
      revealed += result.affectedRows;
      if (result.affectedRows < REVEAL_BATCH) return { revealed };
    }
  }
}
