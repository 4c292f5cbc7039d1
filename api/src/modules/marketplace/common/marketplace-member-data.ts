import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MemberDataPartsService } from '../../../core/member-data/member-data-parts';
import { StorageDriver } from '../../../core/storage/storage.driver';

/** The member's own marketplace rows: table, the column naming the member, and its media subject. */
const OWN_ROWS = [
  { table: 'restaurant_profiles', column: 'user_id' },
  { table: 'vendor_profiles', column: 'user_id' },
  { table: 'vendor_products', column: 'user_id' },
  { table: 'manpower_profiles', column: 'user_id' },
  { table: 'requirements', column: 'user_id', subject: 'requirement' },
  { table: 'jobs', column: 'user_id', subject: 'job' },
  { table: 'franchise_offers', column: 'user_id', subject: 'franchise' },
  { table: 'restaurant_sales', column: 'user_id', subject: 'restaurant_sale' },
  { table: 'job_applications', column: 'applicant_id' },
  { table: 'requirement_quotes', column: 'vendor_id' },
  { table: 'vendor_enquiries', column: 'owner_id' },
  { table: 'listing_interests', column: 'user_id' },
  // The contacts and CVs the member revealed (decision 212).
  { table: 'contact_reveals', column: 'viewer_id' },
  // The vendor's routing rows and the leads sent to them (decision 301).
  { table: 'vendor_lead_targets', column: 'user_id' },
  { table: 'requirement_leads', column: 'vendor_id' },
] as const;

/** Rows other members made about the member's listings: they go when the listings go. */
const RECEIVED_ROWS = [
  { table: 'job_applications', column: 'owner_id' },
  { table: 'requirement_quotes', column: 'owner_id' },
  { table: 'vendor_enquiries', column: 'vendor_id' },
  { table: 'listing_interests', column: 'owner_id' },
  { table: 'contact_reveals', column: 'member_id' },
] as const;

/**
 * The marketplace's share of a member's data rights (issue 14): the member's profiles, listings,
 * applications, quotes, enquiries and interests with their images and resume, exported; all of it (and
 * what others sent about the member's listings) erased when a deleted account is purged.
 */
@Injectable()
export class MarketplaceMemberDataService implements OnModuleInit {
  constructor(
    private readonly parts: MemberDataPartsService,
    @InjectDataSource() private readonly db: DataSource,
    private readonly storage: StorageDriver,
  ) {}

  onModuleInit() {
    this.parts.register({
      name: 'listings',
      export: async (memberId) => {
        const records: Record<string, unknown[]> = {};
        for (const { table, column } of OWN_ROWS) {
          records[table] = await this.db.query(`SELECT * FROM ${table} WHERE ${column} = ? ORDER BY 1`, [
            memberId,
          ]);
        }
        const files = await this.files(memberId);
        return { records, files };
      },
      erase: async (memberId) => {
        const files = await this.files(memberId);
        for (const { table, column, ...rest } of OWN_ROWS) {
          if ('subject' in rest)
            await this.db.query(
              `DELETE m FROM marketplace_media m JOIN ${table} t ON t.id = m.subject_id WHERE m.subject = ? AND t.${column} = ?`,
              [rest.subject, memberId],
            );
        }
        for (const { table, column } of [...RECEIVED_ROWS, ...OWN_ROWS]) {
          await this.db.query(`DELETE FROM ${table} WHERE ${column} = ?`, [memberId]);
        }
        for (const key of files) await this.storage.delete(key);
      },
    });
  }

  /** Storage keys of the member's listing images and resume. */
  private async files(memberId: number): Promise<string[]> {
    const keys: string[] = [];
    for (const { table, column, ...rest } of OWN_ROWS) {
      if (!('subject' in rest)) continue;
      const rows: Array<{ path: string }> = await this.db.query(
        `SELECT m.path FROM marketplace_media m JOIN ${table} t ON t.id = m.subject_id WHERE m.subject = ? AND t.${column} = ? ORDER BY m.id`,
        [rest.subject, memberId],
      );
      keys.push(...rows.map((row) => row.path));
    }
    const resumes: Array<{ resume_key: string | null }> = await this.db.query(
      'SELECT resume_key FROM manpower_profiles WHERE user_id = ?',
      [memberId],
    );
    keys.push(...resumes.flatMap((row) => (row.resume_key ? [row.resume_key] : [])));
    return keys;
  }
}
