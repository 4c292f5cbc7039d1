import { Injectable, type OnModuleInit } from '@nestjs/common';
import { FulltextUpkeepService } from '../engine/fulltext-upkeep';
import { MemberDirectory } from '../../members';
import { type FoundMember, MemberSearch } from '../search-indexes';

/**
 * The member index on MariaDB: the name indexes of the users table (decisions 016, 183, 193). The queries
 * stay in MemberDirectory for now, beside the card columns they read in the same statement (one query a
 * search); this class is the one way callers reach them, and it keeps the names' FULLTEXT indexes purged
 * (decision 198).
 */
@Injectable()
export class DirectoryMemberSearchService extends MemberSearch implements OnModuleInit {
  constructor(
    private readonly directory: MemberDirectory,
    private readonly fulltext: FulltextUpkeepService,
  ) {
    super();
  }

  onModuleInit(): void {
    this.fulltext.watch('users');
  }

  byName(text: string, limit: number, keyset?: { afterId: number | null }): Promise<FoundMember[]> {
    return this.directory.searchByName(text, limit, keyset);
  }

  idsByName(text: string, limit: number, keyset?: { afterId: number | null }): Promise<number[]> {
    return this.directory.idsByName(text, limit, keyset);
  }
}
