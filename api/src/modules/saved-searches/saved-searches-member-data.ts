import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MemberDataPartsService } from '../../core/member-data/member-data-parts';

/** A member's saved searches and the listings they were alerted to: exported, and erased with the account. */
@Injectable()
export class SavedSearchesMemberDataService implements OnModuleInit {
  constructor(
    private readonly parts: MemberDataPartsService,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  onModuleInit() {
    this.parts.register({
      name: 'saved_searches',
      export: async (memberId) => ({
        records: {
          saved_searches: await this.db.query('SELECT * FROM saved_searches WHERE user_id = ? ORDER BY id', [
            memberId,
          ]),
          saved_search_hits: await this.db.query(
            'SELECT * FROM saved_search_hits WHERE user_id = ? ORDER BY id',
            [memberId],
          ),
        },
        files: [],
      }),
      erase: async (memberId) => {
        await this.db.query('DELETE FROM saved_search_hits WHERE user_id = ?', [memberId]);
        await this.db.query('DELETE FROM saved_searches WHERE user_id = ?', [memberId]);
      },
    });
  }
}
