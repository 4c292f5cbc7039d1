import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MemberBlocksService } from '../marketplace';
import { ConversationAccessService } from './conversation-access';

/**
 * Lends the marketplace the blocks between members (decision 345): a member who blocked a listing's owner,
 * or whom the owner blocked, is not sent its lead. The marketplace cannot import this module (it is
 * imported by it), so the lookup is handed over at start-up.
 */
@Injectable()
export class LeadBlocksService implements OnModuleInit {
  constructor(
    private readonly blocks: MemberBlocksService,
    private readonly access: ConversationAccessService,
  ) {}

  onModuleInit() {
    this.blocks.use(async (memberId, others) => (await this.access.blockedAmong(memberId, others)).any);
  }
}
