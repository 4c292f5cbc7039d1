import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MaintenanceTasksService } from '../../core/maintenance/maintenance-tasks';

/** How often the counters are checked against the follows themselves (decision 196). */
const RECONCILE_EVERY_MS = 24 * 3600_000;

/** A member's accepted followers and followings as `follow_totals` keeps them. */
export interface FollowTotalsRow {
  followers: number;
  followings: number;
}

/**
 * Accepted followers and followings per member, without counting follows: triggers on follows keep
 * `follow_totals` exact (migration 1795490700000), so a profile's counts are one primary-key row whatever
 * the number of followers. The nightly reconcile puts right what a foreign-key cascade removed unseen.
 */
@Injectable()
export class FollowTotalsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tasks: MaintenanceTasksService,
  ) {}

  onModuleInit(): void {
    this.tasks.register({
      name: 'follows.reconcile-follow-totals',
      everyMs: RECONCILE_EVERY_MS,
      run: () => this.reconcile(),
    });
  }

  /**
   * Recounts every member's accepted follows (a scan of follows: nightly only) and corrects the rows that
   * differ; members left without follows drop to zero. The counters are locked first, so a follow
   * accepted meanwhile waits and is counted exactly once.
   */
  async reconcile(): Promise<{ corrected: number }> {
    let corrected = 0;
    await this.db.transaction(async (em) => {
      const kept: Array<{ member_id: number; followers: number; followings: number }> = await em.query(
        'SELECT member_id, followers, followings FROM follow_totals FOR UPDATE',
      );
      const counted: Array<{ member_id: number; followers: string | number; followings: string | number }> =
        await em.query(
          `SELECT member_id, SUM(followers) AS followers, SUM(followings) AS followings FROM (
             SELECT followee_id AS member_id, COUNT(*) AS followers, 0 AS followings
             FROM follows WHERE status = 'accepted' GROUP BY followee_id
             UNION ALL
             SELECT follower_id, 0, COUNT(*) FROM follows WHERE status = 'accepted' GROUP BY follower_id
           ) counted GROUP BY member_id`,
        );
      const fresh = new Map<number, FollowTotalsRow>(
        counted.map((row) => [
          Number(row.member_id),
          { followers: Number(row.followers), followings: Number(row.followings) },
        ]),
      );
      const stale = new Map<number, FollowTotalsRow>(
        kept.map((row) => [
          Number(row.member_id),
          { followers: Number(row.followers), followings: Number(row.followings) },
        ]),
      );
      for (const id of new Set([...fresh.keys(), ...stale.keys()])) {
        const want = fresh.get(id) ?? { followers: 0, followings: 0 };
        const have = stale.get(id);
        if (have && have.followers === want.followers && have.followings === want.followings) continue;
        if (!have && !want.followers && !want.followings) continue;
        corrected++;
        await em.query(
          `INSERT INTO follow_totals (member_id, followers, followings) VALUES (?, ?, ?)
           ON DUPLICATE KEY UPDATE followers = VALUES(followers), followings = VALUES(followings)`,
          [id, want.followers, want.followings],
        );
      }
    });
    return { corrected };
  }
}
