import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { csvLine } from '../../core/exports/csv';

/**
 * The monthly transparency report (docs/decisions/128), as CSV rows `section,item,value`: items received by
 * reason and source, reports received by reason, actions taken, the median hours from flag to decision,
 * appeals received and their outcomes. Months are calendar months in UTC. Written by the one CSV writer
 * (core/exports/csv.ts): a reason or an action key is text a spreadsheet must never run as a formula.
 */
@Injectable()
export class TransparencyReportService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async csv(month: string): Promise<string> {
    const from = new Date(`${month}-01T00:00:00.000Z`);
    const to = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
    const range = [from, to];
    type Count = { k: string; n: string | number };
    const [received, reports, actions, durations, appeals, outcomes]: [
      Count[],
      Count[],
      Count[],
      Array<{ seconds: string | number }>,
      Count[],
      Count[],
    ] = await Promise.all([
      this.db.query(
        `SELECT CONCAT(IF(source = 'report', 'report', 'automatic'), ':', reason) AS k, COUNT(*) AS n
         FROM review_items WHERE created_at >= ? AND created_at < ? GROUP BY k ORDER BY k`,
        range,
      ),
      this.db.query(
        `SELECT reason AS k, COUNT(*) AS n FROM review_reports WHERE created_at >= ? AND created_at < ?
         GROUP BY k ORDER BY k`,
        range,
      ),
      this.db.query(
        `SELECT action AS k, COUNT(*) AS n FROM review_actions WHERE created_at >= ? AND created_at < ?
         GROUP BY k ORDER BY k`,
        range,
      ),
      this.db.query(
        `SELECT TIMESTAMPDIFF(SECOND, created_at, resolved_at) AS seconds FROM review_items
         WHERE resolved_at >= ? AND resolved_at < ? ORDER BY seconds`,
        range,
      ),
      this.db.query(
        `SELECT 'received' AS k, COUNT(*) AS n FROM moderation_appeals WHERE created_at >= ? AND created_at < ?`,
        range,
      ),
      this.db.query(
        `SELECT outcome AS k, COUNT(*) AS n FROM moderation_appeals WHERE decided_at >= ? AND decided_at < ?
         GROUP BY k ORDER BY k`,
        range,
      ),
    ]);
    const seconds = durations.map((d) => Number(d.seconds));
    const lines: Array<[string, string, string | number]> = [
      ['month', 'month', month],
      ...received.map((r): [string, string, number] => ['items_received', r.k, Number(r.n)]),
      ...reports.map((r): [string, string, number] => ['reports_received', r.k, Number(r.n)]),
      ...actions.map((r): [string, string, number] => ['actions_taken', r.k, Number(r.n)]),
      ['time_to_action', 'items_resolved', seconds.length],
      ['time_to_action', 'median_hours', seconds.length ? round(median(seconds) / 3600) : ''],
      ...appeals.map((r): [string, string, number] => ['appeals', r.k, Number(r.n)]),
      ...outcomes.map((r): [string, string, number] => ['appeal_outcomes', r.k, Number(r.n)]),
    ];
    return csvLine(['section', 'item', 'value']) + lines.map(csvLine).join('');
  }
}

function median(sorted: number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const round = (n: number) => Math.round(n * 100) / 100;
