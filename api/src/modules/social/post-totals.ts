import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MaintenanceTasksService } from '../../core/maintenance/maintenance-tasks';
import type { Viewer } from './post-visibility';

/** How often the counters are checked against the posts themselves (decision 180). */
const RECONCILE_EVERY_MS = 24 * 3600_000;

/**
 * The number of posts a reader can see, without counting posts: the visible posts are kept in the
 * `post_totals` slots by triggers on posts (migration 1795489000000), and a member also sees their own held
 * posts (an indexed count of one member's rows). Two small queries whatever the size of the table.
 */
@Injectable()
export class PostTotalsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tasks: MaintenanceTasksService,
  ) {}

  onModuleInit(): void {
    this.tasks.register({
      name: 'social.reconcile-post-totals',
      everyMs: RECONCILE_EVERY_MS,
      run: () => this.reconcile(),
    });
  }

  /**
   * Visible posts per member, from `member_post_totals` (kept by the same triggers, decision 201); 0 for a
   * member without a row. One query by primary key, whatever the members have posted.
   */
  async visibleByMember(ids: readonly number[]): Promise<Map<number, number>> {
    const unique = [...new Set(ids)];
    const counts = new Map(unique.map((id) => [id, 0]));
    if (!unique.length) return counts;
    const rows: Array<{ member_id: number; visible: number }> = await this.db.query(
      'SELECT member_id, visible FROM member_post_totals WHERE member_id IN (?)',
      [unique],
    );
    for (const row of rows) counts.set(Number(row.member_id), Number(row.visible));
    return counts;
  }

  /** One member's posts `viewer` can see: their visible posts, and their held ones for themself. One query. */
  async visibleOfMember(memberId: number, viewer: Viewer): Promise<number> {
    const rows: Array<{ n: string | number }> = await this.db.query(
      `SELECT COALESCE((SELECT visible FROM member_post_totals WHERE member_id = ?), 0)
            + IF(? = ?, (SELECT COUNT(*) FROM posts WHERE user_id = ? AND held_at IS NOT NULL), 0) AS n`,
      [memberId, memberId, viewer ?? 0, memberId],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** Posts `viewer` can see: every visible post, plus their own held ones. One query. */
  async visibleTo(viewer: Viewer): Promise<number> {
    const rows: Array<{ n: string | number }> = await this.db.query(
      `SELECT (SELECT COALESCE(SUM(visible), 0) FROM post_totals)
            + (SELECT COUNT(*) FROM posts WHERE user_id = ? AND held_at IS NOT NULL) AS n`,
      [viewer ?? 0],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * Sets the slots to a fresh count (a full scan: nightly only). Rows removed by a foreign-key cascade fire
   * no trigger; this puts the counters right. The slots are locked first, so a post written meanwhile waits
   * and is counted exactly once.
   */
  async reconcile(): Promise<{ corrected: number }> {
    let corrected = 0;
    await this.db.transaction(async (em) => {
      const slots: Array<{ slot: number; visible: string | number }> = await em.query(
        'SELECT slot, visible FROM post_totals ORDER BY slot FOR UPDATE',
      );
      const counted: Array<{ slot: number; n: string | number }> = await em.query(
        'SELECT id % ? AS slot, COUNT(*) AS n FROM posts WHERE held_at IS NULL GROUP BY slot',
        [slots.length],
      );
      const fresh = new Map(counted.map((row) => [Number(row.slot), Number(row.n)]));
      for (const { slot, visible } of slots) {
        const n = fresh.get(Number(slot)) ?? 0;
        if (n === Number(visible)) continue;
        corrected++;
        await em.query('UPDATE post_totals SET visible = ? WHERE slot = ?', [n, slot]);
      }
      // The members' rows (decision 201), locked the same way: a post written meanwhile waits for the count.
      await em.query('SELECT member_id FROM member_post_totals FOR UPDATE');
      const fixed: { affectedRows?: number } = await em.query(
        `UPDATE member_post_totals t
         LEFT JOIN (SELECT user_id, COUNT(*) AS n FROM posts WHERE held_at IS NULL GROUP BY user_id) c
           ON c.user_id = t.member_id
         SET t.visible = COALESCE(c.n, 0)
         WHERE t.visible <> COALESCE(c.n, 0)`,
      );
      const added: { affectedRows?: number } = await em.query(
        `INSERT INTO member_post_totals (member_id, visible)
         SELECT p.user_id, COUNT(*) FROM posts p
         WHERE p.held_at IS NULL AND NOT EXISTS (SELECT 1 FROM member_post_totals t WHERE t.member_id = p.user_id)
         GROUP BY p.user_id`,
      );
      corrected += (fixed.affectedRows ?? 0) + (added.affectedRows ?? 0);
    });
    return { corrected };
  }
}
